// Package rfc8141 is the generated parser of the dialect rfc8141: RFC 8141,
// "Uniform Resource Names (URNs)", P. Saint-Andre and J. Klensin, April 2017
// (obsoletes RFC 2141).
//
// It is generated from grammar/rfc8141/rfc8141.peg, the pigeon transcription
// of the grammar of record grammar/rfc8141/rfc8141.abnf: the ABNF of §2 with
// the RFC 3986 rules it imports (fragment, pchar and the rules under pchar).
// Its start rules are namestring (the default), assigned-name, NID, NSS,
// r-component, q-component and f-component; errata E1..E3 of the .abnf list
// every deviation from the RFC's text (notably alphanum, which RFC 3986 does
// not define). The files adapter.go, tables.go, meta.go, encoding.go and generated/internal/rfc8141/ are generated: never edit
// them by hand; `make generate` (go run ./tools/generate) regenerates them.
// This file and the tests are hand-written.
//
// ParseRule parses a whole input as one start rule and returns its syntax
// tree, whose nodes are named after the ABNF rules (namestring,
// assigned-name, NID, NSS, rq-components, r-component, q-component,
// f-component); Failure extracts the byte offset and expected set of a parse
// error. Only the grammar is checked here. Where it parses a namestring two
// ways, an r-component followed by "?=", the tree is the one §2.3.1 states:
// "The r-component ends with a "?=" sequence (which begins a q-component)"
// (erratum E2). The prose rules (no "?=" left inside an r-component, §2.3.1;
// UTF-8 in the NSS, §2.2; the NID rules of §5) are left to the semantic layer.
package rfc8141
