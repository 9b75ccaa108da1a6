// Package rfc2141 is the generated parser of the dialect rfc2141: RFC 2141,
// "URN Syntax", R. Moats, May 1997 (obsoleted by RFC 8141).
//
// It is generated from grammar/rfc2141/rfc2141.peg, the pigeon transcription
// of the grammar of record grammar/rfc2141/rfc2141.abnf, which writes the
// BNF of §2 to §2.4 in ABNF. Its start rules are URN (the default), NID and
// NSS; errata E1..E6 of the .abnf list every deviation from the RFC's text
// (notably "[ 1,31<let-num-hyp> ]" read as a 1*31 repetition and the
// mismatched quotes of "'%"" in <reserved>). The files adapter.go, tables.go, meta.go, encoding.go and
// generated/internal/rfc2141/ are generated: never edit them by hand; `make generate` (go run
// ./tools/generate) regenerates them. This file and the tests are
// hand-written.
//
// ParseRule parses a whole input as one start rule and returns its syntax
// tree, whose nodes are named after the ABNF rules (URN, NID, NSS); Failure
// extracts the byte offset and expected set of a parse error. Only the
// grammar is checked here. Its language is the BNF's: an NID of 1 to 32
// characters that may end with "-" (§2.1), and an NSS in which the reserved
// characters "%", "/", "?" and "#" may stand alone (§2.2, §2.3). The prose
// rules (the NID "urn" is reserved, §2.1; a "%" MUST be followed by two hex
// digits, §2.3.1) are left to the semantic layer.
package rfc2141
