// Package rfc1808 is the generated parser of the dialect rfc1808: RFC 1808,
// "Relative Uniform Resource Locators", R. Fielding, June 1995 (the companion
// of RFC 1738 that defined relative URLs and the generic-RL syntax of base
// URLs).
//
// It is generated from grammar/rfc1808/rfc1808.peg, the pigeon transcription
// of the grammar of record grammar/rfc1808/rfc1808.abnf (the BNF of §2.2 and
// the base-header of §3.1; errata E1..E6). The files adapter.go, tables.go, meta.go, encoding.go and
// generated/internal/rfc1808/ are generated: never edit them by hand; `make generate` (go run
// ./tools/generate -d rfc1808) regenerates them. This file and the tests are
// hand-written.
//
// Start rules: URL (the default; a URL with its optional fragment),
// absoluteURL, relativeURL and generic-RL (§2.2: "This BNF also describes the
// generic-RL syntax for valid base URLs").
//
// ParseRule parses a whole input as one start rule and returns its syntax
// tree, whose nodes are named after the ABNF rules (URL, absoluteURL,
// generic-RL, scheme, relativeURL, net-path, net-loc, abs-path, rel-path,
// path, fsegment, segment, params, param, query, fragment); Failure extracts
// the byte offset and expected set of a parse error.
//
// The grammar is ambiguous; the parser picks the parse of §2.4, the RFC's own
// parsing rules: a colon after scheme characters ends a scheme (§2.4.2), so
// "g:h" is an absoluteURL, not a relative path; an absoluteURL is a
// generic-RL when it can be one, and otherwise of the form scheme ":" *(
// uchar | reserved ) ("http://a//b": after an abs_path's "/" the path begins
// with a non-empty fsegment, erratum E4). A relativeURL may be empty, so ""
// and "#s" are URLs.
package rfc1808
