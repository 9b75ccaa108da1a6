// Package oracle is the exact recognizer of urispec's ABNF grammars: the
// reference the generated PEG parsers are checked against.
//
// A grammar file (grammar/<dialect>/<dialect>.abnf, read by grammar/abnf) is
// the language of record; the pigeon grammar beside it is a rewriting for
// ordered choice and greedy repetition that must not change the language.
// The oracle runs the ABNF itself, under RFC 5234 semantics, and so decides
// validity the way the spec text does:
//
//   - every alternative and every repetition count (min*max, unbounded) is
//     tried, so ambiguity and backtracking never lose a derivation;
//   - "..." and %i"..." match US-ASCII letters case-insensitively (RFC 5234
//     §2.3, RFC 7405), %s"..." exactly (RFC 7405 §2.2);
//   - %b, %d and %x values, concatenations and ranges match single bytes
//     (RFC 5234 §2.3); a value above 255 is a compile error, except in a
//     grammar that declares ;@encoding utf-8 (grammar/README.md), where a
//     value above %x7F is a code point matched as its UTF-8 encoding: a
//     range is the alternation of the byte-sequence ranges of
//     abnf.UTF8Ranges, surrogates excluded, so matching stays byte by byte,
//     invalid UTF-8 never matches, and Diagnose names the first byte that
//     cannot continue;
//   - the urispec extension ;@not-followed-by RULE GUARD (grammar/README.md)
//     removes every match of RULE at a position where GUARD matches.
//
// # Method
//
// The matcher is a "set of ends" interpreter: each element of a rule maps a
// set of start positions to the set of positions where a match of it can end
// (sorted []int32). A concatenation threads the set through its items, an
// alternation unions, a repetition iterates breadth-first by count and never
// revisits a position once the minimum count is reached (a position reached
// with fewer iterations leaves at least as many to go). Work is therefore
// proportional to the grammar times the number of distinct positions, not to
// the number of derivations.
//
// Compile prepares the grammar so this stays near linear on long inputs:
//
//   - an element that always matches exactly one byte (a "class": a one-byte
//     literal, a range, an alternation of those, a rule that is one) becomes
//     a 256-entry table, and a repetition of a class a run scan that yields
//     its ends as one stretch without a step per iteration;
//   - a rule that refers to itself only in tail position (R = a [R], the
//     1993 draft's xalphas, digits, path, ...) runs as a loop over the
//     positions where the nested R starts, not as recursion per character;
//   - rules that are still recursive are memoized per (rule, start), which
//     bounds the work and the depth by the input's nesting;
//   - left recursion (a rule that can reach itself without consuming input)
//     is reported by Compile, which would otherwise loop.
//
// Diagnose runs the matcher once to find the farthest failed terminal, then a
// second time restricted to positions up to that offset, carrying the rule
// invocations that started before or at it, to name what was expected there
// in the grammar's own terms.
//
// Samples generates coverage-driven valid inputs and near-miss mutations,
// and Compare runs a generated parser over them; crosscheck_test.go and
// tools/oraclecmd (make oracle) use them to show that each generated parser
// accepts exactly the language of its ABNF.
package oracle
