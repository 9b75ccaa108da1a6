// Package rfc3987 is the parser of the rfc3987 dialect: RFC 3987,
// "Internationalized Resource Identifiers (IRIs)", M. Duerst and M. Suignard,
// IETF, January 2005 (Standards Track), whose §2.2 "ABNF for IRI References
// and IRIs" is the grammar.
//
// It is generated from grammar/rfc3987/rfc3987.peg, the pigeon transcription
// of the grammar of record grammar/rfc3987/rfc3987.abnf (errata E1..E5). Its
// start rules are IRI-reference (the default), IRI, absolute-IRI and
// irelative-ref; ParseRule parses a whole input as one of them and returns a
// tree whose nodes are named after the ABNF rules (IRI-reference, IRI,
// absolute-IRI, irelative-ref, scheme, ihier-part, irelative-part,
// iauthority, iuserinfo, ihost, port, IP-literal, IPv6address, IPvFuture,
// IPv4address, ireg-name, ipath-abempty, ipath-absolute, ipath-noscheme,
// ipath-rootless, ipath-empty, isegment, isegment-nz, isegment-nz-nc, iquery,
// ifragment); Failure extracts the byte offset and expected set of a parse
// error.
//
// The input is UTF-8 (the grammar's ;@encoding utf-8, erratum E4): the
// characters of ucschar (anywhere iunreserved is) and iprivate (in iquery
// only) are matched as code points. Input that is not UTF-8 (a surrogate
// encoded as ED A0 80, an overlong form, a stray or missing continuation
// byte) is always rejected: pigeon reports "invalid encoding" at the first
// byte of the ill-formed sequence. Where the rejected character is itself
// valid UTF-8 (U+F8FF in a path, U+FFFD anywhere) the error offset is also the
// first byte of that character; the oracle (grammar/oracle) names the first
// byte that cannot continue, which may be a later byte of the same character.
//
// The files adapter.go, tables.go, meta.go, encoding.go and
// generated/internal/rfc3987/ are generated: never edit them by hand;
// `make generate` (go run ./tools/generate, or -d rfc3987 for this package
// only) regenerates them. This file and the tests are hand-written.
package rfc3987
