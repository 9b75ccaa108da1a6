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
or something made of one (target, normal_form) is exact: when the string is not valid
UTF-8, the field holds it with each invalid byte replaced by U+FFFD (as JSON requires)
and a field of the same name plus "_bytes" (input_bytes, base_bytes, ref_bytes,
target_bytes, normal_form_bytes, a_bytes, b_bytes) holds its exact bytes in standard
base64 (RFC 4648 §4, padded). The *_bytes field is there only then. Every offset is
a byte offset into those exact bytes.

Long lines. A line of standard input longer than the limit (-max-length N, else
1 MiB) is read but not kept: input (ref for resolve) holds its first N bytes,
input_length (ref_length) its length in bytes, and its result is a length error.

line: the line number of the input on standard input, counting every line from 1
(blank ones too); absent for an operand.

error object: {role, kind, offset, rule, expected, section, reason, message, abandoned}
  role      which input is at fault, where a command has several: base, reference or
            target (resolve), a or b (equiv); absent otherwise
  kind      syntax: the input does not derive from the grammar;
            prose: it does, but breaks a MUST the spec states in prose (see reason);
            length: it is longer than the limit (offset: the first byte beyond it);
            resolution: resolve rejects valid inputs (offset null)
  offset    the byte offset of the farthest point any derivation reached
  rule      the innermost spec rule that every reading alive there is inside
            ("" for length and resolution)
  expected  what the grammar allows there, in spec terms (rule names, literals)
  section   the spec section that defines rule
  reason    for kind prose: the rule of the text that the input breaks; else ""
  message   the one-line message the text output prints
  abandoned for kind syntax, the reading given up last before offset while the one
            that failed went on (what the input more likely meant), absent when
            none: {offset, rule, expected, section}
warning object: {offset, section, message}: a SHOULD of the spec that a valid input
  does not follow; it never makes the input invalid.

check, diff (one object per input and dialect):
  dialect, input, input_bytes, input_length, line, valid,
  rule        the start rule the input was checked as
  production  the rule of the grammar it matched below the start rule (absent if invalid)
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
normalize (one object per input):
  dialect, level, input, input_bytes, input_length, line, valid,
  normal_form   the normal form at level, or null if invalid
  normal_form_bytes
  error         an error object, or null
equiv: dialect, level, a, a_bytes, b, b_bytes, equivalent, error (role a or b)
dialects (one object per dialect): id, spec {name, title, date}, start_rules, rules,
  renames [{spec, abnf}], levels, resolution {defined, base, reference, references
  (the reference start rules resolve -rule may name), non_strict, leading_dots}, fingerprint,
  errata [{id, kind, rule, section, text, does, why}]
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
