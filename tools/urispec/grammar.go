package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/urispec/urispec/grammar/abnfkit"
	"github.com/urispec/urispec/semantic"
)

// grammarCommands are the subcommands of `urispec grammar`, for any ABNF
// file (package grammar/abnfkit).
var grammarCommands = []struct {
	name, summary string
	run           func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}{
	{"lint", "what RFC 5234 forbids in FILE.abnf, as file:line:col: kind: message", runGrammarLint},
	{"compile", "per rule: regular or not (and the recursion), the sizes of its automata, the time", runGrammarCompile},
	{"check", "check inputs against a rule of FILE.abnf, with the dialects' messages", runGrammarCheck},
	{"sample", "strings of a rule covering every transition of its automaton, or near misses", runGrammarSample},
}

func runGrammar(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	usage := func(w io.Writer) {
		fmt.Fprintln(w, "usage: urispec grammar lint FILE.abnf...")
		fmt.Fprintln(w, "       urispec grammar compile [-json] [-max-states N] [-timeout D] FILE.abnf")
		fmt.Fprintln(w, "       urispec grammar check -g FILE.abnf [-rule RULE] [-json] [-q] [-max-states N] [-timeout D] [--] [INPUT...]")
		fmt.Fprintln(w, "       urispec grammar sample -g FILE.abnf [-rule RULE] [-n N] [-invalid] [-max-states N] [-timeout D]")
		io.WriteString(w, "The grammar tools for any ABNF file (RFC 5234 with RFC 7405 %s and %i; the core rules\n")
		fmt.Fprintln(w, "of RFC 5234 Appendix B.1 available without import; urispec's pragmas optional, see")
		fmt.Fprintln(w, "grammar/README.md). diff -languages compares a rule of a file with a dialect:")
		fmt.Fprintln(w, "urispec diff -languages FILE.abnf:RULE rfc3986:URI. Subcommands:")
		for _, c := range grammarCommands {
			fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
		}
		fmt.Fprintln(w, "Run 'urispec grammar SUBCOMMAND -h' for its flags.")
	}
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		usage(stderr)
		return exitOK
	}
	for _, c := range grammarCommands {
		if c.name == args[0] {
			return c.run(args[1:], stdin, stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, msgPrefix+msgUnknownSub+"\n", "grammar", args[0])
	usage(stderr)
	return exitUsage
}

// readGrammar reads the grammar file path, or reports why not (exit 2).
func readGrammar(c *cmdline, path string) *abnfkit.Grammar {
	if c.stopped() {
		return nil
	}
	if path == "" {
		c.fail(msgMissing, "-g FILE.abnf")
		return nil
	}
	g, err := abnfkit.Read(path)
	if err != nil {
		c.errorf("%v", err)
		return nil
	}
	return g
}

// limitFlags are -max-states and -timeout, the bounds of the compilation of
// one rule (abnfkit.Options).
type limitFlags struct {
	maxStates *int
	timeout   *time.Duration
}

func newLimitFlags(c *cmdline) limitFlags {
	return limitFlags{
		maxStates: c.fs.Int("max-states", abnfkit.DefaultMaxStates, "refuse a rule whose automaton needs more than `N` states before minimization\n(check and sample then run the oracle)"),
		timeout:   c.fs.Duration("timeout", abnfkit.DefaultTimeout, "refuse a rule whose automaton takes longer than `D` to compile"),
	}
}

// options returns the Options of the flags, or reports a bad value.
func (l limitFlags) options(c *cmdline) abnfkit.Options {
	switch {
	case *l.maxStates <= 0:
		c.fail(msgMaxStates, *l.maxStates)
	case *l.timeout <= 0:
		c.fail(msgTimeout, *l.timeout)
	}
	return abnfkit.Options{MaxStates: *l.maxStates, Timeout: *l.timeout}
}

func runGrammarLint(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("grammar lint", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Lints each file: undefined, duplicate and miscased rules, bad repetitions, ranges and")
		fmt.Fprintln(w, "values, prose-vals (RFC 5234), and unreachable rules when the file names its ;@start")
		fmt.Fprintln(w, "rules; a grammar of record (;@dialect) is held to grammar/README.md as by")
		fmt.Fprintln(w, "make lint-grammar. One finding per line, file:line:col: kind: message; a count on")
		fmt.Fprintln(w, "standard error. Exit 0 when clean, 1 when there are findings, 2 on a read or syntax")
		fmt.Fprintln(w, "error (file:line:col: message (offset N)).")
	}, "urispec grammar lint FILE.abnf...")
	files := c.parse(args)
	if c.stopped() {
		return c.exit
	}
	if len(files) == 0 {
		return c.fail(msgMissing, "FILE.abnf")
	}
	n := 0
	for _, f := range files {
		g := readGrammar(c, f)
		if c.stopped() {
			return c.exit
		}
		for _, fd := range g.Lint() {
			fmt.Fprintln(stdout, fd)
			n++
		}
	}
	fmt.Fprintf(stderr, txtLintSummary+"\n", n, len(files))
	if n > 0 {
		return exitInvalid
	}
	return exitOK
}

// compileReport is one rule of `urispec grammar compile -json`.
type compileReport struct {
	File            string   `json:"file"`
	Rule            string   `json:"rule"`
	Line            int      `json:"line"`
	Section         string   `json:"section"`
	Regular         bool     `json:"regular"`
	Cycle           []string `json:"cycle"`
	Error           string   `json:"error"`
	States          int      `json:"states"`
	Classes         int      `json:"classes"`
	LanguageStates  int      `json:"language_states"`
	LanguageClasses int      `json:"language_classes"`
	TimeMS          float64  `json:"time_ms"`
}

func runGrammarCompile(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("grammar compile", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Compiles every rule of FILE.abnf on its own to its minimized automata and reports,")
		fmt.Fprintln(w, "one line per rule: regular (the states and byte classes of the diagnosing automaton")
		fmt.Fprintln(w, "and of the language automaton) or not, and why: the chain of references that makes")
		fmt.Fprintln(w, "it not regular, a rule whose automaton outgrows -max-states (refused, never a hang),")
		fmt.Fprintln(w, "or a fault of the grammar (undefined rule, prose-val) with its file position; and the")
		fmt.Fprintln(w, "time taken. Exit 0 when every rule is regular, 1 when some is not, 2 on a usage,")
		fmt.Fprintln(w, "read or syntax error.")
	}, "urispec grammar compile [-json] [-max-states N] [-timeout D] FILE.abnf")
	asJSON := c.fs.Bool("json", false, "print one JSON object per rule (urispec help json)")
	limits := newLimitFlags(c)
	ops := c.parse(args)
	c.exactly(ops, "FILE.abnf")
	opt := limits.options(c)
	if c.stopped() {
		return c.exit
	}
	g := readGrammar(c, ops[0])
	if c.stopped() {
		return c.exit
	}
	reports := g.Compile(opt)
	if len(reports) == 0 {
		return c.errorf("%s: no rules", g.File())
	}
	var b bytes.Buffer
	tw := tabwriter.NewWriter(&b, 0, 8, 2, ' ', 0)
	code := exitOK
	for _, r := range reports {
		if !r.Regular {
			code = exitInvalid
		}
		if *asJSON {
			j := compileReport{File: g.File(), Rule: r.Rule, Line: r.Pos.Line, Section: r.Section, Regular: r.Regular,
				Cycle: r.Cycle, States: r.States, Classes: r.Classes, LanguageStates: r.LanguageStates,
				LanguageClasses: r.LanguageClasses, TimeMS: float64(r.Time.Microseconds()) / 1000}
			if r.Err != nil {
				j.Error = r.Err.Error()
			}
			line, err := marshal(j)
			if err != nil {
				return c.errorf("%v", err)
			}
			b.Write(line)
			continue
		}
		at := fmt.Sprintf("%s:%d", g.File(), r.Pos.Line)
		switch {
		case r.Regular:
			fmt.Fprintf(tw, txtCompileRegular+"\n", r.Rule, at, r.States, r.Classes, r.LanguageStates, r.LanguageClasses, roundTime(r.Time))
		case len(r.Cycle) > 0:
			fmt.Fprintf(tw, txtCompileRecursive+"\n", r.Rule, at, strings.Join(r.Cycle, " -> "), roundTime(r.Time))
		default:
			fmt.Fprintf(tw, txtCompileFailed+"\n", r.Rule, at, oneLine(r.Err), roundTime(r.Time))
		}
	}
	tw.Flush()
	if !*asJSON && code == exitInvalid {
		for _, r := range reports {
			if len(r.Cycle) > 0 {
				fmt.Fprintf(&b, "%s\n", oneLine(r.Err))
			}
		}
	}
	if _, err := stdout.Write(b.Bytes()); err != nil {
		return c.errorf("%v", err)
	}
	return code
}

// roundTime rounds d for a person: to the microsecond below a millisecond,
// else to 0.1 ms.
func roundTime(d time.Duration) time.Duration {
	if d < time.Millisecond {
		return d.Round(time.Microsecond)
	}
	return d.Round(100 * time.Microsecond)
}

// oneLine is the message of err on one line (errors.Join puts one per line).
func oneLine(err error) string { return strings.ReplaceAll(err.Error(), "\n", "; ") }

// grammarRule returns the matcher of -rule (default: the file's first
// ;@start rule, else its first rule), or reports why there is none.
func grammarRule(c *cmdline, g *abnfkit.Grammar, rule string, opt abnfkit.Options) *abnfkit.Matcher {
	if c.stopped() {
		return nil
	}
	if rule == "" {
		switch {
		case len(g.ABNF.Pragmas.Start) > 0:
			rule = g.ABNF.Pragmas.Start[0]
		case len(g.Rules()) > 0:
			rule = g.Rules()[0]
		default:
			c.errorf("%s: no rules", g.File())
			return nil
		}
	}
	m, err := g.NewMatcher(rule, opt)
	if err != nil {
		c.errorf("%s", oneLine(err))
		return nil
	}
	return m
}

// grammarResult is one input of `urispec grammar check -json`.
type grammarResult struct {
	File        string     `json:"file"`
	Input       string     `json:"input"`
	InputBytes  []byte     `json:"input_bytes,omitempty"`
	InputLength int        `json:"input_length,omitempty"`
	Line        int        `json:"line,omitempty"`
	Valid       bool       `json:"valid"`
	Rule        string     `json:"rule"`
	Engine      string     `json:"engine"`
	Error       *jsonError `json:"error"`
}

func runGrammarCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("grammar check", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Checks each input against a rule of FILE.abnf (default: its first ;@start rule, else")
		fmt.Fprintln(w, "its first rule), as check does for a dialect: inputs from the operands, else one per")
		fmt.Fprintln(w, "line from standard input; one result line per input, the rule and what checked it:")
		fmt.Fprintln(w, "the rule's automaton when it is regular (the messages of the dialects: offset, what")
		fmt.Fprintln(w, "stands there, what the rule expected, the rule it was in), else the exact ABNF oracle")
		fmt.Fprintln(w, "(the farthest failure, the innermost rule, the terminals tried there). A batch ends")
		fmt.Fprintln(w, "with \"N valid, N invalid\" on standard error. Exit 0 if all are valid, 1 if any is")
		fmt.Fprintln(w, "invalid, 2 on a usage, read or grammar error (an undefined rule, a prose-val).")
	}, "urispec grammar check -g FILE.abnf [-rule RULE] [-json] [-q] [-max-states N] [-timeout D] [-max-length N] [--] [INPUT...]")
	file := c.fs.String("g", "", "the grammar `FILE.abnf`")
	rule := c.fs.String("rule", "", "the `RULE` to check against")
	asJSON := c.fs.Bool("json", false, "print one JSON object per input (urispec help json)")
	quiet := c.fs.Bool("q", false, "print only the invalid results")
	limits := newLimitFlags(c)
	maxLength := c.maxLengthFlag()
	ops := c.parse(args)
	opt := limits.options(c)
	if *maxLength < 0 {
		c.fail(msgMaxLength, *maxLength)
	}
	g := readGrammar(c, *file)
	m := grammarRule(c, g, *rule, opt)
	if c.stopped() {
		return c.exit
	}
	eval := func(it item) outcome {
		var err error
		if it.cut || (*maxLength > 0 && it.length > *maxLength) {
			limit := *maxLength
			if limit == 0 {
				limit = defaultLineLimit
			}
			err = &grammarLengthError{file: g.File(), length: it.length, max: limit}
		} else {
			err = m.Check(it.text)
		}
		var o outcome
		if err == nil {
			o.valid = 1
		} else {
			o.invalid = 1
		}
		var b bytes.Buffer
		if *asJSON {
			r := grammarResult{File: g.File(), Input: it.text, InputBytes: rawBytes(it.text), Line: it.line,
				Valid: err == nil, Rule: m.Rule(), Engine: string(m.Engine)}
			if it.cut {
				r.InputLength = it.length
			}
			if err != nil {
				r.Error = grammarErrorJSON(err)
			}
			line, merr := marshal(r)
			if merr != nil {
				return outcome{fatal: merr}
			}
			b.Write(line)
		} else if !(*quiet && err == nil) {
			verdict := txtValid
			if err != nil {
				verdict = txtInvalid
			}
			fmt.Fprintf(&b, "%s%-9s%s  "+txtGrammarBy+"\n", linePrefix(it), verdict, echo(it.text), m.Rule(), m.Engine)
			var ke *abnfkit.Error
			switch {
			case errors.As(err, &ke):
				writeLines(&b, indent, ke.Error())
				writeLines(&b, indent, (&semantic.Error{Input: ke.Input, Offset: ke.Offset}).Caret())
			case err != nil:
				writeLines(&b, indent, err.Error())
			}
		}
		o.stdout = b.Bytes()
		return o
	}
	t, err := stream(inputs(ops, stdin, *maxLength), 1, eval, stdout, c.stderr)
	if err != nil {
		return c.errorf("%v", err)
	}
	if t.batch() {
		t.summary(c.stderr)
	}
	if t.invalid > 0 {
		return exitInvalid
	}
	return exitOK
}

// grammarLengthError is an input longer than -max-length (or than the line
// limit of standard input), as a dialect's *semantic.LengthError says it,
// the file in place of the dialect.
type grammarLengthError struct {
	file        string
	length, max int
}

func (e *grammarLengthError) Error() string {
	return fmt.Sprintf(msgGrammarLength, e.file, e.length, e.max)
}

// grammarErrorJSON is the error object of an input a grammar file rejects.
func grammarErrorJSON(err error) *jsonError {
	var le *grammarLengthError
	if errors.As(err, &le) {
		off := le.max
		return &jsonError{Kind: "length", Offset: &off, Expected: []string{}, Message: le.Error()}
	}
	var ke *abnfkit.Error
	if !errors.As(err, &ke) {
		return errorJSON(err)
	}
	off := ke.Offset
	j := &jsonError{Kind: "syntax", Offset: &off, Rule: ke.Rule, Expected: ke.Expected, Section: ke.Section, Message: ke.Error()}
	if j.Expected == nil {
		j.Expected = []string{}
	}
	if a := ke.Abandoned; a != nil {
		j.Abandoned = &semantic.Reading{Offset: a.Offset, Rule: a.Rule, Expected: a.Expected, Section: a.Section}
	}
	return j
}

func runGrammarSample(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("grammar sample", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Prints strings of a rule of FILE.abnf, one per line. From the rule's automaton: one")
		fmt.Fprintln(w, "for every live transition (a shortest input to the state, a byte of the class, a")
		fmt.Fprintln(w, "shortest completion); with -invalid, near misses: one byte inserted, replaced or")
		fmt.Fprintln(w, "deleted, the transitions on which a state dies first. From the oracle, for a rule")
		fmt.Fprintln(w, "that is not regular: derivations that take every choice, or their one-byte")
		fmt.Fprintln(w, "mutations the rule rejects. The output depends only on the grammar, the rule and -n.")
		fmt.Fprintln(w, "A string that is not printable US-ASCII is written as a Go string literal.")
		fmt.Fprintln(w, "Exit 0, or 2 on a usage, read or grammar error.")
	}, "urispec grammar sample -g FILE.abnf [-rule RULE] [-n N] [-invalid] [-max-states N] [-timeout D]")
	file := c.fs.String("g", "", "the grammar `FILE.abnf`")
	rule := c.fs.String("rule", "", "the `RULE` to sample (default: the first ;@start rule, else the first rule)")
	n := c.fs.Int("n", 0, fmt.Sprintf("print at most `N` strings (0: one per live transition, or %d near misses)", abnfkit.DefaultNearMisses))
	invalid := c.fs.Bool("invalid", false, "print near misses, strings the rule rejects")
	limits := newLimitFlags(c)
	ops := c.parse(args)
	c.exactly(ops)
	if *n < 0 {
		c.fail(msgSampleN, *n)
	}
	opt := limits.options(c)
	g := readGrammar(c, *file)
	m := grammarRule(c, g, *rule, opt)
	if c.stopped() {
		return c.exit
	}
	ss, err := m.Samples(*n, *invalid)
	if err != nil {
		return c.errorf("%v", err)
	}
	var b bytes.Buffer
	for _, s := range ss {
		if printable(s) && !strings.HasPrefix(s, `"`) {
			b.WriteString(s + "\n")
		} else {
			fmt.Fprintf(&b, "%q\n", s)
		}
	}
	if _, err := stdout.Write(b.Bytes()); err != nil {
		return c.errorf("%v", err)
	}
	return exitOK
}
