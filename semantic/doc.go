// Package semantic is the library of urispec: for the historical URL, URI
// and URN specifications one version at a time, is a string valid under
// that version, what are its parts, what does a relative reference resolve
// to, are two identifiers equivalent?
//
// # Dialects
//
// Each spec version is a Dialect, a value that holds everything urispec
// knows of it: URLDraft1993 (T. Berners-Lee's 1993 Internet Draft), RFC1630,
// RFC1738, RFC1808, URLSyntax05 (draft-fielding-url-syntax-05), RFC2141,
// RFC2396 (with RFC 2732 as its -2732 start rules), RFC2396bis01
// (draft-fielding-uri-rfc2396bis-01), RFC3986 (with RFC 6874 as its -6874
// start rules), RFC3987 (IRIs), RFC2141bis03
// (draft-ietf-urnbis-rfc2141bis-urn-03) and RFC8141. Dialects lists them in
// the date order of their specs, ParseDialect finds one by its id, and Info
// states all a dialect's metadata: its spec, its start rules, its
// normalization levels, what its resolution offers, and
// every erratum.
//
// # Faithfulness
//
// The literal grammar of each text decides validity: its grammar of record
// (grammar/<id>/<id>.abnf in the repository) is compiled, when the module is
// generated, to a minimized deterministic automaton over byte classes
// (generated/<pkg>/tables.go), which this package runs. The literal algorithm
// of each text decides the results of Resolve, Normalize and Equivalent,
// its known defects included. Where a text is damaged, contradicts itself or
// is evidently a typo, urispec reads it from its normative body and records
// an erratum (what the text says, what urispec does, why): Info lists them,
// and nothing is silently fixed.
//
// # Entry points
//
//   - Validate reports whether an input is valid: nil, or an *Error.
//   - Parse also returns its components (Components, as spans of the
//     input), its production, the spec's warnings, and on request (WithTree)
//     its syntax tree; URI.Parts and URI.Typed give its finer parts.
//   - Resolve, Normalize and Equivalent follow each text's own algorithm.
//   - Relativize is the inverse of Resolve: the shortest reference that
//     resolves to a target under the dialect's own algorithm.
//   - LanguageDifferences computes exactly how the languages of two
//     dialects differ (the shortest inputs one accepts and the other not).
//   - URI.URL and FromURL convert to and from net/url's *url.URL for the
//     dialects of the generic syntax, naming what a *url.URL cannot hold;
//     HostAddr gives an IP-address host as a netip.Addr (RFC 6874 zone
//     included).
//   - IRIToURI and URIToIRI are the mappings of RFC 3987 §3.1 and §3.2.
//   - WithPolicy makes Validate and Parse also check what an application
//     accepts (schemes, required and forbidden components, host kinds,
//     ports): a *PolicyError, only on a valid input.
//   - Encode and Decode percent-encode and decode a component by the
//     dialect's own character classes, computed from its ABNF when the
//     module is generated (generated/<pkg>/encoding.go); Decode refuses
//     what would change the meaning (an *EncodingError).
//
// Parse, Validate, Resolve, Relativize, Normalize, Equivalent, FromURL,
// IRIToURI and URIToIRI take Options (WithRule, WithMaxLength, WithTree,
// WithValidating, WithLeadingDots, WithRecomposition, WithLevel,
// WithPolicy; each one's doc names those it takes), ignore a nil Option,
// and reject with an error one that has no meaning for them or for the
// dialect. The other entry points (Info, Encode, Decode,
// EncodingComponents, LanguageDifferences, HostAddr and URI's methods)
// take none.
//
// # Errors
//
// An invalid input gives an *Error: the byte offset where no derivation of
// the grammar can go on, what stands there, what the grammar allows there in
// the spec's own terms, and the rule and section being matched, in one fixed
// format; Caret shows the place. An input over WithMaxLength gives a
// *LengthError. Nothing is repaired, and nothing panics, whatever the input.
//
// # Cost
//
// Validate reads each input byte once, with the small language table of its
// dialect's automaton, and allocates nothing on a valid input; an invalid
// one is read again with the diagnosing table, to explain it. Parse adds one
// pass of the dialect's scanner over the input and returns the URI as a
// value (288 bytes), so that a valid input costs no allocation either (but
// its warnings, and its tree with WithTree); both passes are linear in the
// length of the input, which is at most MaxInputLength bytes for every entry
// point. URI.Parts and URI.Typed allocate what they return. Every value of this package is safe
// for concurrent use.
package semantic
