// Package whatwgurl is the parser of the whatwg-url dialect: the URL Standard
// (WHATWG, living standard), at url.bs commit 6ae8486 of 2026-07-02, whose
// writing conformance ("valid URL string", §4.3 URL writing, §3.4 Host
// writing) is the grammar.
//
// It is generated from grammar/whatwg-url/whatwg-url.peg, the pigeon
// transcription of the grammar of record grammar/whatwg-url/whatwg-url.abnf
// (errata E1..E6, U1). Its start rules are valid-URL-string (the default: a
// valid URL string when there is no base URL), absolute-URL-with-fragment-string,
// one valid-URL-string-*-base rule per kind of base URL (special, file,
// other, opaque path; erratum E1), valid-host-string and
// valid-opaque-host-string. ParseRule parses a whole input as one of them and
// returns a tree whose nodes are named after the ABNF rules; Failure extracts
// the byte offset and expected set of a parse error.
//
// The input is UTF-8 (the grammar's ;@encoding utf-8): URL code points are
// code points. Input that is not UTF-8 is always rejected: pigeon reports
// "invalid encoding" at the first byte of the ill-formed sequence.
//
// A valid-domain-string here is its characters only: that it is a valid
// domain (UTS #46 ToASCII with beStrict, and not ending in a number) is a
// prose rule the semantic layer checks (erratum U1).
//
// The files adapter.go, tables.go, meta.go, encoding.go and
// generated/internal/whatwgurl/ are generated: never edit them by hand;
// `make generate` (go run ./tools/generate, or -d whatwg-url for this package
// only) regenerates them. This file and the tests are hand-written.
package whatwgurl
