// Package abnfkit offers the grammar tools of urispec for any ABNF file
// (RFC 5234 with RFC 7405's %s and %i), not only the grammars of record:
// read and lint a file, compile its rules to minimized automata within
// limits, check inputs against a rule, sample strings of a rule, and
// compare the language of a rule with that of a dialect's start rule. The
// `urispec grammar` commands and `urispec diff -languages FILE.abnf:RULE`
// are this package on the command line; tools/grammar (make lint-grammar)
// and tools/generate (make generate) read and lint the grammars of record
// through it.
//
// It is glue over the pieces that exist: grammar/abnf (the reader and the
// lint), grammar/compiler (the automata), grammar/oracle (the exact ABNF
// recognizer, for a rule that is not regular) and semantic/automaton (the
// run-time of the tables and the language difference). It is
// generation-time code: the library (semantic) never imports it.
//
// # Any file
//
// A file with a ;@dialect pragma is a grammar of record and is held to
// grammar/README.md (Grammar.Project). Any other file is plain RFC 5234:
// the RFC 5234 Appendix B.1 core rules (ALPHA, DIGIT, HEXDIG, ...) are
// available without ;@core, and Lint reports what RFC 5234 forbids
// (undefined and duplicate rules, bad repetitions, ranges and values,
// prose-vals, a reference spelled in another case) but not the project's
// conventions (the header pragmas, section citations, the errata block;
// unreachable rules only when the file names its ;@start rules). The other
// pragmas are optional and mean what grammar/README.md says.
//
// # Bounds
//
// A file is read only up to MaxFileSize. Compile and NewMatcher stop a
// rule whose subset construction outgrows Options (its states, its time)
// or whose program outgrows compiler.DefaultMaxInstructions, with an error
// that names the rule (errors.Is compiler.ErrLimit); NewMatcher then falls
// back to the oracle, which needs no automaton, within MaxRepeatWork, and
// Samples derives from the oracle within MaxSampleLength. A rule whose recursion is not right-linear (RFC 3986
// has none; a grammar of nested parentheses has one) is not regular: its
// report names the chain of references that makes it so, and it is matched
// by the oracle.
package abnfkit
