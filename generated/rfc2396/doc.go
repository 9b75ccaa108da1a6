// Package rfc2396 is the generated parser of the dialect rfc2396: RFC 2396,
// "Uniform Resource Identifiers (URI): Generic Syntax", T. Berners-Lee,
// R. Fielding and L. Masinter, August 1998 (which merged RFC 1738's generic
// syntax with RFC 1808), together with the amendment of RFC 2732, "Format for
// Literal IPv6 Addresses in URL's", R. Hinden, B. Carpenter and L. Masinter,
// December 1999, kept as separate rules.
//
// It is generated from grammar/rfc2396/rfc2396.peg, the pigeon transcription
// of the grammar of record grammar/rfc2396/rfc2396.abnf (Appendix A and
// §2.4.3; errata E1..E14). The files adapter.go, tables.go, meta.go, encoding.go and generated/internal/rfc2396/ are generated:
// never edit them by hand; `make generate` (go run ./tools/generate -d
// rfc2396) regenerates them. This file and the tests are hand-written.
//
// Start rules: URI-reference (the default), absoluteURI and relativeURI are
// RFC 2396's; server (an authority alone, §3.2.2) is the rule the conformance
// corpus checks authorities with. URI-reference-2732, absoluteURI-2732,
// relativeURI-2732 and server-2732 are the same rules as amended by RFC 2732
// §3: host admits an IPv6reference ("[" IPv6address "]", the address in the
// forms of RFC 2373 §2.2), IPv4address has at most three digits per piece,
// and "[" and "]" are reserved, so they may appear in a query, a fragment or
// an opaque_part (erratum E9). The RFC 2396 start rules reject every "[".
//
// ParseRule parses a whole input as one start rule and returns its syntax
// tree, whose nodes are named after the ABNF rules (URI-reference,
// absoluteURI, relativeURI, scheme, hier-part, opaque-part, net-path,
// abs-path, rel-path, rel-segment, path-segments, segment, param, authority,
// server, userinfo, hostport, host, hostname, IPv4address, port, reg-name,
// query, fragment; the RFC 2732 rules with the suffix -2732, and
// IPv6reference, IPv6address); Failure extracts the byte offset and expected
// set of a parse error.
//
// Where the grammar is ambiguous the tree is the parse §4.3 describes: a path
// beginning with "//" is an authority ("the authority component wins"); an
// authority is a server when it can be one and a reg-name otherwise. A
// relativeURI always has a path, so "?y" is not a URI-reference although
// Appendix C resolves it (erratum E7), and "http:" is not one either (E8).
package rfc2396
