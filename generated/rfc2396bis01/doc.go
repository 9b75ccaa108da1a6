// Package rfc2396bis01 is the generated parser of the dialect rfc2396bis-01:
// draft-fielding-uri-rfc2396bis-01, "Uniform Resource Identifier (URI):
// Generic Syntax", T. Berners-Lee, R. Fielding and L. Masinter, IETF
// Internet-Draft, 3 March 2003 (a draft of the revision of RFC 2396 that
// became RFC 3986).
//
// It is generated from grammar/rfc2396bis-01/rfc2396bis-01.peg, the pigeon
// transcription of the grammar of record grammar/rfc2396bis-01/rfc2396bis-01.abnf.
// Its start rules are URI-reference (the default), absolute-URI, relative-URI
// and absolute-URI-reference (§4). The draft's Appendix A is empty, so the
// grammar is collected from §2 to §5; errata E1..E25 of the .abnf list every
// deviation from the extracted text (notably the non-ABNF "|" of domainlabel
// and toplabel, and the comments of dec-octet and ls32 that the one-line text
// runs together). The files adapter.go, tables.go, meta.go, encoding.go and generated/internal/rfc2396bis01/ are generated:
// never edit them by hand; `make generate` (go run ./tools/generate)
// regenerates them. This file and the tests are hand-written.
//
// ParseRule parses a whole input as one start rule and returns its syntax
// tree, whose nodes are named after the ABNF rules (URI-reference,
// absolute-URI, relative-URI, scheme, hier-part, opaque-part, net-path,
// abs-path, rel-path, rel-segment, path-segments, segment, authority, server,
// userinfo, hostport, host, hostname, IPv4address, IPv6reference, IPv6address,
// port, reg-name, query, fragment); Failure extracts the byte offset and
// expected set of a parse error.
//
// Where the grammar is ambiguous the tree is the parse the draft states: a
// path beginning with "//" is an authority (§4.3, "the authority component
// wins"); "foo:?q" is an empty hier-part with a query, not an opaque-part
// (the split of the Appendix B regular expression); an authority is a server
// when it can be one and a reg-name otherwise; a host that is an IPv4address
// is one, not a hostname. The empty reference and a lone fragment parse as
// an empty relative-URI.
package rfc2396bis01
