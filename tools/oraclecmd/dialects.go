package main

import (
	"github.com/urispec/urispec/generated/rfc1738"
	"github.com/urispec/urispec/generated/rfc2141bis03"
	"github.com/urispec/urispec/generated/rfc2396bis01"
	"github.com/urispec/urispec/generated/urldraft1993"
	"github.com/urispec/urispec/generated/urlsyntax05"
)

// parsers maps each dialect id to its generated parser's ParseRule
// (generated/<pkg>/adapter.go). tools/oracle/dialects_test.go holds the
// same table for the bounded cross-check of `go test`.
var parsers = map[string]func(rule string, input []byte) error{
	"url-draft-1993": func(r string, in []byte) error { _, err := urldraft1993.ParseRule(r, in); return err },
	"rfc1738":        func(r string, in []byte) error { _, err := rfc1738.ParseRule(r, in); return err },
	"url-syntax-05":  func(r string, in []byte) error { _, err := urlsyntax05.ParseRule(r, in); return err },
	"rfc2396bis-01":  func(r string, in []byte) error { _, err := rfc2396bis01.ParseRule(r, in); return err },
	"rfc2141bis-03":  func(r string, in []byte) error { _, err := rfc2141bis03.ParseRule(r, in); return err },
}
