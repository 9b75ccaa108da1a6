package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// diffText is the text layout of diff: per input a header line, the input,
// then one line per dialect in date order,
//
//	[LINE: ]INPUT
//	  DIALECT  valid    RULE -> PRODUCTION
//	  DIALECT  invalid  MESSAGE
//
// with the caret display of each error and the warnings of each valid input
// under its line, and a blank line between inputs.
type diffText struct {
	width int // of the dialect column
	quiet bool
}

func (t diffText) write(b *bytes.Buffer, vs []verdict) {
	if len(vs) == 0 {
		return
	}
	if t.quiet && !anyInvalid(vs) {
		return
	}
	it := vs[0].it
	b.WriteString(linePrefix(it) + echo(it.text) + "\n")
	under := strings.Repeat(" ", 2+t.width+9)
	for _, v := range vs {
		if v.valid() {
			if t.quiet {
				continue
			}
			fmt.Fprintf(b, "  %-*s%-9s%s\n", t.width, v.d, txtValid, productions(v.u))
			writeWarnings(b, under, v.u)
			continue
		}
		fmt.Fprintf(b, "  %-*s%-9s", t.width, v.d, txtInvalid)
		var eb bytes.Buffer
		writeError(&eb, under, v.err)
		b.Write(bytes.TrimPrefix(eb.Bytes(), []byte(under))) // the message on the dialect's line
	}
	b.WriteByte('\n')
}

func anyInvalid(vs []verdict) bool {
	for _, v := range vs {
		if !v.valid() {
			return true
		}
	}
	return false
}

func runDiff(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("diff", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "For each input: the verdict of every dialect in date order, and for each rejection")
		fmt.Fprintln(w, "the error (offset, what stands there, what the spec rule expected) and its caret")
		fmt.Fprintln(w, "display. Inputs come from the operands, else one per line from standard input.")
		fmt.Fprintln(w, "-json prints what check -all -json prints. A batch ends with \"N valid, N invalid\"")
		fmt.Fprintln(w, "(results: inputs times dialects) on standard error.")
		fmt.Fprintln(w, "Exit 0 when every dialect accepts every input, 1 otherwise, 2 on a usage or I/O error.")
		fmt.Fprintln(w, "With -languages, A and B are dialects: for each direction, the shortest inputs valid")
		fmt.Fprintln(w, "under A and invalid under B (then B and A), one for every place where the second")
		fmt.Fprintln(w, "parts from the first, grouped by the rule of the second where it does; computed")
		fmt.Fprintln(w, "exactly on the product of the two compiled automata, so no input means the first")
		fmt.Fprintln(w, "language is included in the second (proved), and none both ways that they are")
		fmt.Fprintln(w, "equal. The prose rules of a dialect are not part of its language here. -json prints")
		fmt.Fprintln(w, "each input shown, a summary per direction, then {a, rule_a, b, rule_b, equal}.")
		fmt.Fprintln(w, "A and B are dialects (rfc3986) or a dialect and a start rule (rfc3986:URI; the default")
		fmt.Fprintln(w, "start rule otherwise, or -rule-a, -rule-b), or a rule of an ABNF file (FILE.abnf:RULE;")
		fmt.Fprintln(w, "without RULE its first ;@start rule, else its first rule; see urispec grammar): then")
		fmt.Fprintln(w, "\"urispec diff -languages draft.abnf:mailtoURI rfc3986:URI\" proves that every input the")
		fmt.Fprintln(w, "draft's rule accepts is a URI, or prints the shortest that are not. The rule must be")
		fmt.Fprintln(w, "regular (urispec grammar compile says).")
		fmt.Fprintln(w, "Exit 0 when the languages are equal, 1 when they differ, 2 on a usage error.")
		fmt.Fprintf(w, txtDialects+"\n", dialectIDs(semantic.Dialects()))
	}, "urispec diff [-json] [-q] [-j N] [-max-length N] [-scheme-syntax] [--] [INPUT...]",
		"urispec diff -languages [-rule-a RULE] [-rule-b RULE] [-max N] [-max-states N] [-timeout D] [-json] A B")
	asJSON := c.fs.Bool("json", false, "print one JSON object per input and dialect, as check -all -json")
	quiet := c.fs.Bool("q", false, "print only the inputs that some dialect rejects, and only the rejections")
	jobs := c.jobsFlag()
	maxLength := c.maxLengthFlag()
	schemeSyntax := c.schemeSyntaxFlag()
	languages := c.fs.Bool("languages", false, "compare the languages of the dialects A and B instead: the shortest inputs valid in\none and invalid in the other, both ways, grouped by the rule where they part")
	ruleA := c.fs.String("rule-a", "", "with -languages: the start `RULE` of A (default: A's default start rule)")
	ruleB := c.fs.String("rule-b", "", "with -languages: the start `RULE` of B (default: B's default start rule)")
	maxPerRule := c.fs.Int("max", 3, "with -languages: show at most `N` inputs per rule (0: all)")
	limits := newLimitFlags(c) // -max-states, -timeout: with -languages and a grammar file
	args = c.parse(args)
	if c.stopped() {
		return c.exit
	}
	if *languages {
		return runLanguages(c, args, *ruleA, *ruleB, *maxPerRule, limits, *asJSON, stdout)
	}
	for _, f := range languageFlags {
		if flagSet(c, f) {
			return c.fail(msgLanguagesOnly, "-"+f)
		}
	}
	ds := semantic.Dialects()
	t := diffText{width: columnWidth(ds), quiet: *quiet}
	return checkInputs(c, args, stdin, stdout, ds, "", false, *asJSON, *quiet, *schemeSyntax, *jobs, *maxLength, t.write)
}
