// Package automaton is the run-time half of the generated automata: the
// table type that `make generate` fills for every dialect
// (generated/<pkg>/tables.go, one value of Automaton) and the loop that runs
// it. It is hand-written, like unicode.RangeTable beside the generated
// unicode tables: nothing in this package is generated.
//
// An Automaton is a minimized deterministic automaton over byte classes for
// each compiled rule of one grammar (the ;@start rules and the ;@scan rules
// of grammar/<dialect>/<dialect>.abnf), built at generation time by
// grammar/compiler. Every state carries the diagnosis the ABNF oracle
// (grammar/oracle, Diagnose) gives for an input on which the automaton dies
// in that state: the innermost rule the input was inside, that rule's spec
// section, and what could have come next. Run stops where the automaton
// dies; the offset it returns is the oracle's Offset, and Diagnose(state)
// the rest of its diagnosis.
//
// Meta holds a grammar's metadata (generated/<pkg>/meta.go), and Encoding
// what percent-encoding means in it (generated/<pkg>/encoding.go): for each
// component rule the bytes it admits literally, first and after, as
// ByteSets, computed at generation time from the rule's automaton.
//
// Beside it, Lang (language.go) is the automaton of the same rules for
// their languages alone: minimized without the diagnoses, a few hundred
// states, its table premultiplied so that a step is one class lookup and one
// table lookup, and small enough for a first-level cache. Match and Longest
// run it; Run (the diagnosing table) is for the error path, once Match has
// rejected an input. grammar/compiler proves at generation that both accept
// the same language for every rule. The default start rule's language table
// is also read two bytes a step (Pairs, pairs.go), where its entries fit:
// the classes of two bytes give a pair class, and one lookup the state after
// both, so that the chain of dependent loads is half as long; Match runs it,
// and grammar/compiler proves it equal to the one-byte table state by state.
//
// Cost: Match, Run and Longest read each input byte once, with one class
// lookup and one transition lookup per byte (Match with a pair table: two
// class lookups, a pair-class lookup and a transition lookup per two bytes),
// and allocate nothing.
// Diagnose, RuleIndex and Accepting are table lookups.
package automaton
