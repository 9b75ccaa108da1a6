// Package urlsyntax05 is the generated parser of the dialect url-syntax-05:
// draft-fielding-url-syntax-05, "Uniform Resource Locators (URL): Generic
// Syntax and Semantics", T. Berners-Lee, R. Fielding and L. Masinter, IETF
// Internet-Draft, 2 May 1997 (the draft that merged RFC 1738's generic syntax
// with RFC 1808 and became RFC 2396).
//
// It is generated from grammar/url-syntax-05/url-syntax-05.peg, the pigeon
// transcription of the grammar of record grammar/url-syntax-05/url-syntax-05.abnf
// (start rules URL-reference, absoluteURL and relativeURL; its errata E1..E15
// list every deviation from the draft's text and every place where the text
// contradicts itself). The files adapter.go, tables.go, meta.go, encoding.go and generated/internal/urlsyntax05/ are generated:
// never edit them by hand; `make generate` (go run ./tools/generate -d
// url-syntax-05) regenerates them. This file and the tests are hand-written.
//
// ParseRule parses a whole input as one start rule and returns its syntax
// tree, whose nodes are named after the ABNF rules (URL-reference,
// absoluteURL, generic-URL, scheme, relativeURL, net-path, site, user,
// password, hostport, host, hostname, domainlabel, toplabel, hostnumber, port,
// abs-path, rel-path, path-segments, segment, param, query, fragment);
// Failure extracts the byte offset and expected set of a parse error.
//
// The grammar is ambiguous; the parser picks the parse the draft describes:
// a leading scheme ":" is a scheme (§5), every absolute URL is parsed as a
// generic-URL (§4.4, so no opaque-URL node is ever built, erratum E14), and
// a site wins over a path that begins with "//" (§4.4). Where Appendix B's
// regular expression would split a valid reference in a way no parse of the
// grammar allows, the grammar decides (errata E12 and E13).
package urlsyntax05
