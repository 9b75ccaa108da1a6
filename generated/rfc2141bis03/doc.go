// Package rfc2141bis03 is the generated parser of the dialect rfc2141bis-03:
// draft-ietf-urnbis-rfc2141bis-urn-03, "Uniform Resource Name (URN) Syntax",
// A. Hoenes, Ed., IETF URNbis WG Internet-Draft, 16 October 2012 (the draft
// that became RFC 8141).
//
// It is generated from grammar/rfc2141bis-03/rfc2141bis-03.peg, the pigeon
// transcription of the grammar of record grammar/rfc2141bis-03/rfc2141bis-03.abnf
// (its start rules are URI, urn-path, NID, NSS, urn-query and directive; its
// errata E1..E9 list every deviation from the draft's text, notably that URI
// uses urn-path and urn-query where the draft "superimposes" them on RFC 3986's
// path-rootless and query). The files adapter.go, tables.go, meta.go, encoding.go and generated/internal/rfc2141bis03/ are generated: never edit them by hand; `make generate` (go run ./tools/generate)
// regenerates them. This file and the tests are hand-written.
//
// ParseRule parses a whole input as one start rule and returns its syntax tree,
// whose nodes are named after the ABNF rules (URI, scheme, urn-path, NID, NSS,
// urn-query, directive, keywd, value, fragment); Failure extracts the byte
// offset and expected set of a parse error. Only the grammar is checked here:
// the draft's prose MUST rules (the NID "urn" is reserved, no NUL even
// percent-encoded, no query or fragment in an assigned URN) are left to the
// semantic layer.
package rfc2141bis03
