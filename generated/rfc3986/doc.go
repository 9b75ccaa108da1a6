// Package rfc3986 is the generated parser of the dialect rfc3986: RFC 3986
// (STD 66), "Uniform Resource Identifier (URI): Generic Syntax",
// T. Berners-Lee, R. Fielding and L. Masinter, IETF, January 2005 (the
// standard that obsoletes RFC 2396, RFC 2732 and RFC 1808).
//
// It is generated from grammar/rfc3986/rfc3986.peg, the pigeon transcription
// of the grammar of record grammar/rfc3986/rfc3986.abnf, which transcribes
// Appendix A ("Collected ABNF for URI"). Its start rules are URI-reference
// (the default, §4.1), URI (§3), absolute-URI (§4.3), relative-ref (§4.2),
// IPv4address and IPv6address (§3.2.2). Errata E1..E4 of the .abnf list every
// deviation from the text: the only one that touches the language is E1,
// path-empty = 0<pchar>, a prose-val, written 0pchar.
//
// RFC 6874, "Representing IPv6 Zone Identifiers in Address Literals and
// Uniform Resource Identifiers" (February 2013), which updates RFC 3986, is
// kept beside it as the companion start rules URI-reference-6874, URI-6874,
// absolute-URI-6874, relative-ref-6874, IP-literal-6874 and IPv6addrz (errata
// E5..E7): IP-literal-6874 = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]",
// IPv6addrz = IPv6address "%25" ZoneID, ZoneID = 1*( unreserved / pct-encoded ),
// and the rules that reach IP-literal repeated with the suffix -6874. The RFC
// 3986 start rules keep their language: "http://[fe80::a%25en1]" is a
// URI-reference-6874 and not a URI-reference. The files adapter.go,
// tables.go, meta.go, encoding.go and generated/internal/rfc3986/ are generated: never
// edit them by hand; `make generate`
// (go run ./tools/generate) regenerates them. This file and the tests are
// hand-written.
//
// ParseRule parses a whole input as one start rule and returns its syntax
// tree, whose nodes are named after the ABNF rules (URI-reference, URI,
// absolute-URI, relative-ref, scheme, hier-part, relative-part, authority,
// userinfo, host, port, IP-literal, IPv6address, IPvFuture, IPv4address,
// reg-name, path-abempty, path-absolute, path-noscheme, path-rootless,
// path-empty, segment, segment-nz, segment-nz-nc, query, fragment); Failure
// extracts the byte offset and expected set of a parse error.
//
// The grammar decides one parse per input, except for host, where §3.2.2
// applies "first-match-wins": a host that matches IPv4address is an
// IPv4address, not a reg-name ("1.2.3.4" is one, "1.2.3.256" and "1.2.3.4.5"
// are reg-names). A URI-reference that begins with a scheme and ":" is a URI,
// any other a relative-ref (§4.1); the empty reference is a relative-ref with
// an empty path (path-empty).
package rfc3986
