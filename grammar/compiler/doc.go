// Package compiler compiles the rules of a grammar of record
// (grammar/<dialect>/<dialect>.abnf) to minimized deterministic automata
// over byte classes, as tables of semantic/automaton that `make generate`
// writes to generated/<pkg>/tables.go. It is generation-time code: the
// library never imports it.
//
// Compilation, for each ;@start and ;@scan rule:
//
//   - a Thompson NFA in which every rule reference is inlined as a frame of
//     instructions (enter, body, leave). A reference to a one-byte rule is a
//     byte class (grammar/oracle treats such a rule as a terminal, and so do
//     diagnoses). A reference to the rule itself, or to an enclosing rule,
//     in tail position is a jump back (right-linear recursion, `xalphas =
//     xalpha [ xalphas ]`); any other recursion, a prose-val, an undefined
//     rule, a value out of the byte range, an empty range or a repetition
//     with min > max is an error naming the rule and its file position.
//     Case-insensitive strings fold letters only (RFC 5234 §2.3, RFC 7405);
//     bounded repetitions are expanded.
//   - ;@not-followed-by RULE GUARD (grammar/README.md): an invocation of
//     RULE carries a monitor, the automaton of GUARD run from the position
//     where the invocation started; when the monitor accepts, the guard has
//     matched a prefix of the rest of the input there, and every item of the
//     invocation is dropped. The monitor keeps running after RULE ends
//     (GUARD may match past it), so the construction is exact whatever the
//     languages of RULE and GUARD.
//   - subset construction with items that carry what the oracle's
//     diagnosis needs (see subset.go); one byte-class partition per grammar
//     (bytes that every instruction treats alike); Moore minimization of
//     all rules' states together, starting from a partition that separates
//     accepting states and states whose diagnoses differ, so that every
//     state keeps an exact diagnosis; then the classes are merged where
//     every state treats them alike.
//   - the language automaton (language.go; semantic/automaton Language):
//     the same states minimized again from the partition accepting / not
//     accepting alone, classes merged again, the table premultiplied, which
//     validation runs; ProveLanguage proves, for every rule, by a
//     breadth-first search over the pairs of states of both automata, that
//     it accepts what the diagnosing automaton accepts, and Compile fails
//     with a shortest input on which they differ otherwise.
//   - the pair table of the default start rule (pairs.go; semantic/automaton
//     Pairs): its language automaton read two bytes a step, the pairs of
//     classes grouped by the states they lead to from every reachable state;
//     left out where its entries would not fit 16 bits or its pair classes
//     a byte. ProveLanguage proves it, state by state, equal to the one-byte
//     table (every reachable state, every pair of classes, every class).
//
// The diagnosis of a state is grammar/oracle's Diagnose for an input on
// which the automaton dies in that state (first byte without a transition,
// or the end of the input in a state that does not accept): the innermost
// rule invocation started before that offset (deepest, then first by name;
// the start rule counts; one-byte rules never), and the expected names: for
// each byte instruction of the state, the outermost invocation below the
// start rule that started at the offset and contains it, else the terminal
// in ABNF form (or the one-byte rule it invokes), and "end of input" when
// the state accepts.
//
// Beside that exact diagnosis, which the cross-check holds against the
// oracle, every state carries the diagnosis a message gives a person
// (message.go): the innermost rule every live reading is inside (of the
// readings that have just read a delimiter of several bytes, such as "//",
// when there are such and others), the expected set as typed, and, on the
// transitions where one reading dies while another goes on (a reading begun
// before the offset, or one a delimiter such as ":" had just opened) and
// on the dead transitions right after a delimiter where the part of what
// it opened that a person meant dies (the host after RFC 2396's "//"), a
// side table read only on the error path (semantic/automaton
// Automaton.Fail). Items carry what the byte just read ended
// (item.after, item.opens) for this alone, and minimization merges the
// states that differ only there. Minimization keeps states whose messages
// differ apart, so the tables are larger than the exact diagnosis alone
// needs; the valid path reads none of it.
//
// Limits. The oracle counts each nested invocation of a tail recursion one
// level deeper, without bound; a finite automaton cannot. Counts saturate
// at 8, so when the innermost invocations of two items are both nested in
// tail recursions 8 or more levels deep the automaton may name the other
// one as Rule (url-draft-1993 and rfc1630, the grammars with recursion; for
// example the oracle says xalphas and the automaton digits for
// "telnet://8.8.151293#4-" as fragmentaddress). Offsets, expected sets and
// verdicts are exact. The near misses of TransitionSamples meet the limit
// often (about one in 20 of rfc1630's url samples, after a long run of
// digits); compiled with counts up to 16, the automaton agrees with the
// oracle's Rule on all of them.
//
// Bounds. CompileLimited bounds a compilation for grammars from elsewhere
// (grammar/abnfkit, urispec grammar): the instructions of a rule's program,
// the states of its subset construction and a deadline that minimization
// honours too; past them it fails with a *LimitError naming the rule
// (errors.Is ErrLimit). A recursion that is not right-linear is a
// *RecursionError with the cycle of references (errors.Is ErrNotRegular).
// More than 65535 states after minimization is a LimitError too: the tables
// number states in 16 bits. Compile and CompileRules keep the defaults,
// which every grammar of record fits with room to spare.
//
// # Cross-check
//
// Each dialect has three recognizers of one language: the oracle
// (grammar/oracle, the ABNF run as written), the automaton compiled here,
// and the pigeon parser generated from the hand-written PEG beside the
// ABNF. Checker runs the three on one input and says where they differ
// (verdict, or the automaton's diagnosis against the oracle's).
// oracle.Samples draws inputs from the grammar's side (its choices);
// TransitionSamples draws them from the automaton's side: a positive for
// every live transition and near misses that try every byte class, and
// every US-ASCII punctuation byte on its own, at every state and offset,
// so that a PEG wider or narrower than its ABNF by one byte the ABNF never
// mentions is found (grammar/README.md). The tests run both kinds of
// samples, bounded, for every dialect and start rule; tools/oraclecmd
// (make oracle) runs a million of each.
package compiler
