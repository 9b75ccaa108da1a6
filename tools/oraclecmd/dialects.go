package main

import "github.com/urispec/urispec/generated"

// parsers maps each dialect id to its generated parser's ParseRule, from the
// generated registry (generated/registry.go).
var parsers = func() map[string]func(rule string, input []byte) error {
	m := map[string]func(string, []byte) error{}
	for id, p := range generated.Parsers {
		m[id] = func(r string, in []byte) error { _, err := p.ParseRule(r, in); return err }
	}
	return m
}()
