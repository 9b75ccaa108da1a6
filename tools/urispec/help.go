package main

import (
	"fmt"
	"io"
)

// jsonHelp is `urispec help json`: the JSON output of every command. The
// README's section on JSON says the same; a test checks that every field a
// command prints is named here.
const jsonHelp = `JSON output (-json): JSON Lines, one object per line, field names in snake_case.

Bytes that are not UTF-8. A string field that holds an input (input, base, ref, a, b)
or something made of one (target, normal_form, output) is exact: when the string is
not valid UTF-8, the field holds it with each invalid byte replaced by U+FFFD (as JSON
requires) and a field of the same name plus "_bytes" (input_bytes, base_bytes,
ref_bytes, target_bytes, normal_form_bytes, output_bytes, a_bytes, b_bytes) holds its
exact bytes in standard base64 (RFC 4648 §4, padded). The *_bytes field is there only then. Every offset is
a byte offset into those exact bytes.

Long lines. A line of standard input longer than the limit (-max-length N, else
1 MiB) is read but not kept: input (ref for resolve, target for relativize) holds its
first N bytes, input_length (ref_length, target_length) its length in bytes, and its
result is a length error.

line: the line number of the input on standard input, counting every line from 1
(blank ones too); absent for an operand.

error object: {role, kind, offset, rule, expected, section, reason, message, abandoned}
  role      which input is at fault, where a command has several: base, reference or
            target (resolve), base or target (relativize), a or b (equiv); absent otherwise
  kind      syntax: the input does not derive from the grammar;
            prose: it does, but breaks a MUST the spec states in prose (see reason);
            length: it is longer than the limit (offset: the first byte beyond it);
            resolution: resolve rejects valid inputs, or relativize finds no reference
            to a valid target (offset null);
            policy: check's policy flags refuse a valid input (then also
            policy: schemes, require, forbid, host-kinds or ports; component;
            end: the end of the component, absent with offset null for a
            required component that is not there);
            encoding: encode or decode refuses the input (then also component;
            reason says why; offset null for a component the dialect lacks)
  offset    the byte offset of the farthest point any derivation reached
            (policy: of the component)
  rule      the innermost spec rule that every reading alive there is inside
            ("" for length, resolution and policy)
  expected  what the grammar allows there, in spec terms (rule names, literals);
            policy: what the policy allows (schemes, kinds, ports, components)
  section   the spec section that defines rule
  reason    for kind prose: the rule of the text that the input breaks; else ""
  message   the one-line message the text output prints
  abandoned for kind syntax, the reading given up last before offset while the one
            that failed went on (what the input more likely meant), absent when
            none: {offset, rule, expected, section}
  scheme_syntax  for kind syntax with -scheme-syntax: the scheme or namespace grammar the
            input, valid under the dialect, does not match (rule and section are its);
            absent otherwise
warning object: {offset, section, message}: a SHOULD of the spec that a valid input
  does not follow; it never makes the input invalid.

check, diff (one object per input and dialect):
  dialect, input, input_bytes, input_length, line, valid,
  rule        the start rule the input was checked as
  production  the rule of the grammar it matched below the start rule (absent if invalid)
  scheme_syntax  with -scheme-syntax only: {name, production, spec} of the scheme or
              namespace grammar a valid input matched too, null when none applies
  components  {scheme, authority, userinfo, host, port, path, query, fragment}: raw text,
              null for an undefined component, "" for an empty one; null if invalid
  parts       {RULE: [TEXT...]}: the dialect-specific parts; null if invalid
  warnings    [warning...]
  error       an error object, or null
parse: the object of check and, for a valid input, the root node of the syntax tree
  (its rule is the start rule, the "rule" field): start, end, text and children, each
  child a node {rule, start, end, text, children}.
resolve (one object per reference):
  dialect, base, base_bytes, ref, ref_bytes, ref_length, line,
  target        the resolved reference, or null
  target_bytes
  error         the message of a failure, or null
  error_detail  its error object (role base, reference or target), or null
relativize (one object per target; the fields of resolve with the roles exchanged):
  dialect, base, base_bytes, target, target_bytes, target_length, line,
  ref           the shortest reference that resolves to target, or null
  ref_bytes
  error         the message of a failure, or null
  error_detail  its error object (role base or target; kind resolution for a target
                that no reference reaches), or null
normalize (one object per input):
  dialect, level, input, input_bytes, input_length, line, valid,
  normal_form   the normal form at level, or null if invalid
  normal_form_bytes
  error         an error object, or null
equiv: dialect, level, a, a_bytes, b, b_bytes, equivalent, error (role a or b)
diff -languages (per direction, the inputs shown, then its summary; last the verdict):
  input         valid_in, valid_rule (the dialect and start rule that accept it),
                invalid_in, invalid_rule (those that reject it), input, input_bytes,
                offset, rule, section, expected (where the second parts, as an error
                object has them), message (the error of the second)
  summary       valid_in, valid_rule, invalid_in, invalid_rule, inputs (how many in
                all), rules [{rule, section, count}], included (no input: every input
                of the first is one of the second, proved)
  verdict       a, rule_a, b, rule_b, equal
  (valid_in, invalid_in, a and b hold a dialect's id, or the name of a grammar file
  given as FILE.abnf:RULE; section is "" for a rule of a file that cites none)
grammar check (one object per input):
  file, input, input_bytes, input_length, line, valid,
  rule        the rule of the file the input was checked as
  engine      automaton (the rule's compiled automaton) or oracle (the exact ABNF
              recognizer, for a rule that is not regular or outgrew -max-states)
  error       an error object (kind syntax or length; abandoned from the automaton
              only), or null
grammar compile (one object per rule the file defines, in file order):
  file, rule, line, section ("" when the rule cites none),
  regular     whether the rule compiled to an automaton
  cycle       for a rule that is not regular, the chain of references that makes it
              so, from the rule referred back to (["a", "b", "a"]); else null
  error       why there is no automaton, with the file position ("" when regular)
  states, classes  the diagnosing automaton: its states (the dead one aside), its
              byte classes; language_states, language_classes: the language automaton
  time_ms     how long the rule took to compile, in milliseconds
encode, decode (one object per input):
  dialect, component, rule (the component's rule in the grammar), input, input_bytes,
  input_length, line,
  output        the encoded or decoded string, or null
  output_bytes
  error         an error object, or null
dialects (one object per dialect): id, spec {name, title, date}, start_rules, rules,
  renames [{spec, abnf}], levels, resolution {defined, base, reference, references
  (the reference start rules resolve -rule may name), non_strict, leading_dots}, fingerprint,
  errata [{id, kind, rule, section, text, does, why}]
schemes (one object per scheme or namespace grammar): name, kind (scheme or
  urn-namespace), spec, title, date, grammar (its file), serves [{name, rule}], applies
  (dialects), default_ports [{scheme, port, section}], no_fragment (a section, or null),
  rules [{rule, section}], errata [{id, rule, section, text, does, why}], generic [{rule,
  dialect, generic_rule, inside (proved), witnesses [{input, offset, rule, section,
  expected}]}]
conformance (one object per vector, then a summary object):
  id, file, line, dialect, kind, status (pass, fail, skip or xfail), input (base and
  input for resolve, a and b for equivalent), reason, rule (the start rule of the
  start-rule line the vector ran under), diffs [{what, expected, got}]; a stale
  expected-failure or start-rule line is an object of status fail too;
  summary: passed, failed, skipped, expected_failures, table [{dialect, kind, passed,
  failed, skipped, expected_failures}], skip_reasons, xfail_reasons and rule_reasons
  [{reason, count}], sources [{origin, name, vectors, found, not_found}]
conformance -matrix: per input {input, verdicts [{dialect, valid}]}, then
  {inputs, all_valid, all_invalid, patterns [{valid_in, count}]}
version: module, version, go_version, dialects [{id, fingerprint}]
survey (one JSON document, on one line):
  files         the inputs, in the order given ("-": standard input)
  lines         every line read, blank ones included (lines = blank + inputs)
  blank         the empty lines, skipped
  inputs        the other lines, each validated under every dialect
  length_errors the lines over the line limit (a length failure under every dialect)
  invalid_utf8  the lines that are not UTF-8 (validated like any other)
  top           how many failures each list holds at most (-top; 0: all)
  dialects [{dialect, date, lineage (uri or urn), inputs, valid, valid_share (valid /
    inputs), invalid, failing_rules (distinct failures), failures, scheme_syntax (with
    -scheme-syntax only: [{grammar, inputs, accepted, share}])}], in date order
  transitions [{lineage, from, to, valid_to_invalid, invalid_to_valid, became_invalid
    (by the rule where to fails), became_valid (by the rule where from fails)}]:
    consecutive dialects of a lineage in date order
  failure: {kind (syntax, prose or length), rule, section, reason, count, example},
    most frequent first; example {file, line, input, input_bytes, input_length, offset,
    expected, message}: the first input of the failure in input order (by file, then
    line), input at most 1024 bytes of it
`

func runHelp(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 0:
		usage(stdout)
		return exitOK
	case len(args) > 1:
		fmt.Fprintf(stderr, msgPrefix+msgHelpArgs+"\n", "help", len(args))
		return exitUsage
	case args[0] == "-h" || args[0] == "-help" || args[0] == "--help":
		fmt.Fprintln(stderr, "usage: urispec help [COMMAND | json]")
		fmt.Fprintln(stderr, "Prints the list of commands, a command's usage and flags, or the JSON output of")
		fmt.Fprintln(stderr, "every command, on standard output.")
		return exitOK
	case args[0] == "json":
		fmt.Fprint(stdout, jsonHelp)
		return exitOK
	}
	for _, c := range commands() {
		if c.name == args[0] && c.name != "help" {
			// The command's -h, on standard output: help was asked for.
			return c.run([]string{"-h"}, stdin, stdout, stdout)
		}
	}
	fmt.Fprintf(stderr, msgPrefix+msgUnknownTopic+"\n", "help", args[0])
	return exitUsage
}
