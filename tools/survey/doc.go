// Package survey counts, over many lines of real inputs, what every dialect
// (every spec version) makes of them: per dialect how many are valid, the
// rules where the invalid ones fail most often with the first example of
// each, and the transitions between consecutive versions of a lineage
// (valid in one, invalid in the next, grouped by the rule that makes the
// difference). It is the engine of `urispec survey` and is meant to be
// imported by other drivers (a Beam pipeline): an Aggregate surveys lines
// (Add), partial aggregates merge (Merge, associative and commutative, so a
// combine can use it), and the Report of the whole prints as JSON, text or
// a self-contained HTML page with charts.
//
// Validation is semantic.Validate, the strict validator of each dialect's
// grammar of record (and of the MUSTs its text states in prose): a failure is
// counted under the rule and section of the *semantic.Error (Rule, Section,
// and Reason for a prose rule), a line cut at the reader's limit under a
// length failure.
//
// Lineages. A transition compares consecutive versions of one lineage, in
// the date order of semantic.Dialects (the date of each spec,
// semantic.Info(d).Spec.Date, then the id): the URL and URI specs
// (url-draft-1993, rfc1630, rfc1738, rfc1808, url-syntax-05, rfc2396,
// rfc2396bis-01, rfc3986, rfc3987) form one lineage, and the URN specs
// (rfc2141, rfc2141bis-03, rfc8141: the specs whose title names URNs)
// another, since a URN spec does not succeed the URI spec of the year
// before it: comparing RFC 2141 with RFC 1808 would only say that an http
// URL is not a URN. With a subset of the dialects, the transitions are
// between consecutive ones of that subset.
//
// Determinism. A report depends only on the lines and where they stand (file
// and line number): counts add up, and the example of a failure is the
// first in input order (the lowest file index, then line number), whichever
// worker met it first.
//
// Cost: Add is one semantic.Validate per dialect (linear in the line's
// length, no allocation for a valid input) and, for an invalid one, a map
// update; the memory of an aggregate is bounded by the number of distinct
// failures (rules of the grammars) times ExampleMax, not by the input.
package survey
