// Package rfc1738 is the generated parser of the dialect rfc1738: RFC 1738,
// "Uniform Resource Locators (URL)", T. Berners-Lee, L. Masinter and
// M. McCahill, Editors, IETF Standards Track, December 1994, section 5 "BNF for
// specific URL schemes" (the text used is a Chinese translation whose §5 BNF is
// the RFC's ASCII BNF).
//
// It is generated from grammar/rfc1738/rfc1738.peg, the pigeon transcription
// of the grammar of record grammar/rfc1738/rfc1738.abnf (start rules url, the
// default, genericurl and the ten scheme productions httpurl, ftpurl, newsurl,
// nntpurl, telneturl, gopherurl, waisurl, mailtourl, fileurl and prosperourl;
// its errata E1..E18 list every deviation from the text, notably that a URL of
// one of the ten defined schemes is a url only if it matches that scheme's
// production, E9, and that quoted literals, and so scheme names, ignore case,
// E5). The files adapter.go, tables.go, meta.go, encoding.go and generated/internal/rfc1738/ are generated: never edit them by
// hand; `make generate` (go run ./tools/generate) regenerates them. This file
// and the tests are hand-written.
//
// ParseRule parses a whole input as one start rule and returns its syntax
// tree, whose nodes are named after the ABNF rules (url, otherurl, genericurl,
// scheme, schemepart, ip-schemepart, login, user, password, hostport, host,
// hostname, hostnumber, port, the scheme productions and their parts such as
// fpath, fsegment, ftptype, hpath, hsegment, search, gtype, selector,
// gopherplus-string, grouppart, group, article, database, wtype, wpath, ppath,
// psegment, fieldspec, fieldname, fieldvalue); Failure extracts the byte offset
// and expected set of a parse error. RFC 1738 has no fragment: a "#" is never
// part of a URL (§2.2, erratum E18).
package rfc1738
