// Package conformance runs test vectors through the API users embed
// (semantic.Parse, semantic.Resolve and the normalize and equivalent
// functions wired in kinds.go) and reports, per vector, pass, fail (with
// what was expected and what came out), skip (not run, with a written
// reason) or expected failure (run, failed, with the recorded reason). It
// is the runner behind `urispec conformance` and the conformance test.
//
// # Format
//
// A vector file is JSON Lines in the format of ../shared/corpora/README.md:
// every line has id (unique across all files read together), source,
// dialect and kind, and optionally note (reason and category, used by
// disputed.jsonl, are allowed too). By kind:
//
//   - parse: input, valid; optional rule (a start rule of the dialect; the
//     default start rule when absent) and components (only those asserted;
//     null = undefined, "" = present but empty; no delimiters; the host of
//     an IP literal keeps its brackets).
//   - resolve: base, input (the reference), expected; optional strict and
//     alternatives (other accepted targets).
//   - normalize: input, expected; optional level.
//   - equivalent: a, b, equal; optional level.
//
// urispec adds four optional parse fields: for an invalid vector, offset
// (the byte offset of the error, semantic.Error.Offset) and error_rule (the
// spec rule being matched there, semantic.Error.Rule); for a valid one,
// parts (an object: rule name -> the texts of the semantic.URI.Parts of that
// rule, in input order; [] asserts there is none); base, the base URL the
// input is written against, for a dialect whose validity depends on one
// (whatwg-url): the input is parsed with semantic.WithBase(base), which
// chooses the start rule, so base and rule exclude each other; for either,
// scheme_syntax (a string): the input is parsed with
// semantic.WithSchemeSyntax, and the field names the scheme or URN
// namespace grammar that applies to it (semantic.URI.SchemeSyntax.Name of a
// valid input, semantic.Error.SchemeSyntax of one its grammar rejects;
// "mailto", "urn:uuid"), "" when none does (testdata/schemes.jsonl). It adds rule to the
// resolve, normalize and equivalent kinds (semantic.WithRule): for resolve
// the reference's start rule, which also chooses the base's (rfc2396's
// URI-reference-2732 of RFC 2732 reads the base as absoluteURI-2732,
// rfc3986's URI-reference-6874 of RFC 6874 as URI-6874); for normalize and
// equivalent the start rule of the input(s).
//
// It adds two optional fields to the resolve and normalize kinds:
// expected_error (true: the resolution or normalization must fail; the line
// then has no expected, alternatives nor components), and components (of the
// target, with the keys of the parse kind and the URL Standard's username,
// password and origin). The runner checks a target's components by the
// dialect's own test only: those of whatwg-url, the URL record's (scheme,
// username, password, host, port, path, query, fragment, and the origin's
// serialization), by semantic/internal/whatwg's TestWPT.
//
// The loader is strict: an unknown kind, dialect, field or component, a
// field of another kind, a missing required field, a value of the wrong
// type, a blank line or a duplicate id is an error naming file and line.
//
// Components map to semantic.Components by name (scheme, authority,
// userinfo, host, port, path, query, fragment; the search part of
// url-draft-1993 and rfc1738 is query). The others are read from the typed
// view (semantic.URI.Typed), whatever the grammar calls their rule, so a
// companion start rule's parts read as its base rule's: opaque
// (Typed.Opaque: RFC 2396's opaque_part, opaque-part-2732 of RFC 2732,
// rfc2396bis-01's opaque-part), nid and nss (Typed.URN), r_component,
// q_component and f_component (the RFC 8141 components; the f-component is
// the URN's fragment). Any other component is a failure naming it, never
// ignored.
//
// # Skips, expected failures and start rules
//
// A vector is skipped, not run, with its reason, when its dialect is not one
// of urispec's (formatOnlyDialects: whatwg-url until the dialect is in
// semantic), when its dialect defines no normalization levels or not
// the level asked, or when it asks non-strict resolution of a dialect whose
// text does not offer it (semantic.Info).
//
// An expected-failures file (testdata/xfail.jsonl,
// testdata/xfail-<dialect>.jsonl) has lines {"id": ..., "reason": ...}: a
// vector whose result urispec's reading of its spec text contradicts, for
// the reason recorded (an erratum, usually). A listed vector still runs: if
// it fails it is an expected failure (status "xfail") with that reason and
// its diffs; if it passes the line is stale and the vector fails, "stale
// expected failure".
//
// A start-rules file (testdata/start-rules-<dialect>.jsonl) has lines
// {"id": ..., "rule": ..., "reason": ...}: a parse vector that runs under
// that start rule of its dialect instead of the one it names, because its
// source states it against a companion grammar urispec keeps as another
// start rule. testdata/start-rules-rfc2396.jsonl runs the openjdk-uri
// vectors whose inputs hold an IPv6 literal under URI-reference-2732:
// java.net.URI is RFC 2396 as amended by RFC 2732 (grammar erratum E9 of
// rfc2396). Only those vectors are listed, not the whole source:
// openjdk-uri:parse.fail.014 ("http://[::1.2.3.300]", expected invalid) is
// valid under URI-reference-2732, whose IPv4address (from RFC 2373) has no
// range (grammar erratum E13), and it is invalid under URI-reference for a
// reason of RFC 2396 itself ("[" is excluded). A start-rule line for a
// vector of another kind makes that vector fail.
//
// In the complete default corpus, an expected-failure or start-rule line
// that names no vector is stale, a failure, when every source was found.
//
// # Corpus
//
// The default corpus is embedded: urispec's own vectors,
// testdata/<dialect>.jsonl, and the permissively licensed third-party
// vectors of ../shared/corpora copied unchanged into testdata/thirdparty
// (PROVENANCE.md says from where, under which licence). The files whose
// terms keep them out of the repository (uriparser.jsonl,
// openjdk-uri.jsonl, fielding-rel-examples.jsonl, perl-uri.jsonl,
// spec-examples.jsonl) are read from
// ../shared/corpora seen from the module root, found from the working
// directory, when that folder exists; the report lists each source as read
// or "not found", and why.
//
// testdata/reruns.json runs the vectors of an embedded file again under
// another dialect whose text makes them meaningful there (iri-string.jsonl,
// stated for rfc3986, under rfc3987): each copy has the id "<id>@<dialect>",
// the start rule and part rules the file's maps give, and a source line of
// its own in the report.
package conformance
