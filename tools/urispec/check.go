package main

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// result is one input under one dialect; its JSON form is the contract of
// `urispec check -json` (and of diff -json, and the start of parse -json).
type result struct {
	Dialect     string `json:"dialect"`
	Input       string `json:"input"`
	InputBytes  []byte `json:"input_bytes,omitempty"`  // base64, when input is not valid UTF-8
	InputLength int    `json:"input_length,omitempty"` // when input holds only the first bytes of a longer line
	Line        int    `json:"line,omitempty"`         // the line of standard input
	Valid       bool   `json:"valid"`
	Rule        string `json:"rule"`
	Production  string `json:"production,omitempty"`
	// SchemeSyntax is there with -scheme-syntax only: the scheme or
	// namespace grammar a valid input matched, null when none applies.
	SchemeSyntax json.RawMessage     `json:"scheme_syntax,omitempty"`
	Components   *jsonComponents     `json:"components"`
	Parts        map[string][]string `json:"parts"`
	Warnings     []jsonWarning       `json:"warnings"`
	Error        *jsonError          `json:"error"`
}

type jsonComponents struct {
	Scheme    *string `json:"scheme"`
	Authority *string `json:"authority"`
	Userinfo  *string `json:"userinfo"`
	Host      *string `json:"host"`
	Port      *string `json:"port"`
	Path      *string `json:"path"`
	Query     *string `json:"query"`
	Fragment  *string `json:"fragment"`
}

// verdict is one input under one dialect: valid (with its parse, unless
// only validity was asked for), or why not (a *semantic.Error,
// *semantic.LengthError or *semantic.PolicyError).
type verdict struct {
	d    semantic.Dialect
	it   item
	rule string        // the start rule the input was checked as
	u    *semantic.URI // nil when invalid or only validated
	err  error
	// schemes: the input was checked with -scheme-syntax.
	schemes bool
}

// valid reports whether the input is valid under the dialect.
func (v verdict) valid() bool { return v.err == nil }

// judge checks one input under each dialect of a judge.
type judge struct {
	dialects []semantic.Dialect
	rule     string                      // -rule, or "" for each dialect's default
	rules    map[semantic.Dialect]string // the default start rule of each dialect
	opts     []semantic.Option
	// validateOnly: only the errors are shown (check -q, diff -q), so a
	// valid input is not parsed for its components (semantic.Validate).
	validateOnly bool
	// schemeSyntax: -scheme-syntax, whose option is among opts.
	schemeSyntax bool
}

// newJudge returns the judge of inputs under ds as rule ("" for each
// dialect's default start rule), or an error naming a rule a dialect does
// not have.
func newJudge(ds []semantic.Dialect, rule string, opts ...semantic.Option) (*judge, error) {
	return newJudgeBase(ds, rule, false, opts...)
}

// newJudgeBase is newJudge; hasBase says that opts hold WithBase, which
// chose rule (WithRule is then not given: the two exclude each other).
func newJudgeBase(ds []semantic.Dialect, rule string, hasBase bool, opts ...semantic.Option) (*judge, error) {
	j := &judge{dialects: ds, rule: rule, rules: map[semantic.Dialect]string{}}
	for _, d := range ds {
		info, err := semantic.Info(d)
		if err != nil {
			return nil, err
		}
		j.rules[d] = info.StartRules[0]
		if rule != "" && !slices.Contains(info.StartRules, rule) {
			return nil, fmt.Errorf(msgNoRule, rule, d, rule, strings.Join(info.StartRules, ", "))
		}
	}
	if rule != "" && !hasBase {
		opts = append(opts, semantic.WithRule(rule))
	}
	// The flags left at their defaults give nil options: without them, a
	// call with no option takes the library's default path (no options to
	// apply on every input).
	j.opts = slices.DeleteFunc(opts, func(o semantic.Option) bool { return o == nil })
	return j, nil
}

// verdicts checks it under every dialect of j; err is an error that is not
// about the input.
func (j *judge) verdicts(it item) ([]verdict, error) {
	out := make([]verdict, 0, len(j.dialects))
	for _, d := range j.dialects {
		v, err := j.verdict(d, it)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// verdict checks it under d; err is an error that is not about the input.
func (j *judge) verdict(d semantic.Dialect, it item) (verdict, error) {
	v := verdict{d: d, it: it, rule: cmp.Or(j.rule, j.rules[d]), schemes: j.schemeSyntax}
	if it.cut {
		v.err = &semantic.LengthError{Dialect: d, Length: it.length, Max: len(it.text)}
		return v, nil
	}
	var u semantic.URI
	var err error
	if j.validateOnly {
		err = semantic.Validate(d, it.text, j.opts...)
	} else {
		u, err = semantic.Parse(d, it.text, j.opts...)
	}
	var se *semantic.Error
	var le *semantic.LengthError
	var pe *semantic.PolicyError
	switch {
	case err == nil && !j.validateOnly:
		v.u = &u
	case err == nil:
	case errors.As(err, &se):
		v.rule, v.err = se.StartRule, se
	case errors.As(err, &le):
		v.err = le
	case errors.As(err, &pe):
		v.err = pe
	default:
		return verdict{}, err
	}
	return v, nil
}

// json returns the JSON form of v.
func (v verdict) json() result {
	r := result{Dialect: v.d.ID(), Input: v.it.text, InputBytes: rawBytes(v.it.text), Line: v.it.line,
		Rule: v.rule, Warnings: warningsJSON(v.u)}
	if v.it.cut {
		r.InputLength = v.it.length
	}
	if !v.valid() {
		r.Error = errorJSON(v.err)
		return r
	}
	u, c := v.u, v.u.Components
	get := func(s semantic.Span) *string {
		if !s.Defined() {
			return nil
		}
		t := s.In(u.Input)
		return &t
	}
	r.Valid, r.Production = true, u.Production
	if v.schemes {
		r.SchemeSyntax = json.RawMessage("null")
		if u.SchemeSyntax != nil {
			r.SchemeSyntax, _ = json.Marshal(u.SchemeSyntax) // strings only: no error
		}
	}
	r.Components = &jsonComponents{get(c.Scheme), get(c.Authority), get(c.Userinfo), get(c.Host), get(c.Port),
		get(c.Path), get(c.Query), get(c.Fragment)}
	r.Parts = map[string][]string{}
	for _, p := range u.Parts() {
		r.Parts[p.Rule] = append(r.Parts[p.Rule], p.Text)
	}
	return r
}

// checkText is the text layout of check: one line per result,
//
//	[LINE: ][DIALECT  ]valid    INPUT  (RULE -> PRODUCTION)
//	[LINE: ][DIALECT  ]invalid  INPUT
//
// the dialect column only when several dialects are checked, then indented
// under the result: the error and its caret display, or the warnings (and
// with -v the components and parts) of a valid input.
type checkText struct {
	width   int // of the dialect column; 0 for none
	quiet   bool
	verbose bool
}

func (c checkText) write(b *bytes.Buffer, v verdict) {
	if c.quiet && v.valid() {
		return
	}
	b.WriteString(linePrefix(v.it))
	if c.width > 0 {
		fmt.Fprintf(b, "%-*s", c.width, v.d)
	}
	if !v.valid() {
		fmt.Fprintf(b, "%-9s%s\n", txtInvalid, echo(v.it.text))
		writeError(b, indent, v.err)
		return
	}
	u := v.u
	fmt.Fprintf(b, "%-9s%s  (%s)\n", txtValid, echo(v.it.text), productions(u))
	writeWarnings(b, indent, u)
	if !c.verbose {
		return
	}
	comp := u.Components
	for _, f := range []struct {
		name string
		s    semantic.Span
	}{{"scheme", comp.Scheme}, {"authority", comp.Authority}, {"userinfo", comp.Userinfo}, {"host", comp.Host},
		{"port", comp.Port}, {"path", comp.Path}, {"query", comp.Query}, {"fragment", comp.Fragment}} {
		if f.s.Defined() {
			writeLines(b, indent, fmt.Sprintf(txtComponent, f.name, echo(f.s.In(u.Input))))
		}
	}
	for _, p := range u.Parts() {
		writeLines(b, indent, fmt.Sprintf(txtPart, p.Rule, echo(p.Text), p.Start, p.End))
	}
}

// productions is "RULE -> PRODUCTION" of u, and with the scheme or namespace
// grammar it matched "; NAME -> RULE" (-scheme-syntax).
func productions(u *semantic.URI) string {
	s := fmt.Sprintf(txtProductions, u.StartRule, u.Production)
	if ss := u.SchemeSyntax; ss != nil {
		s += "; " + fmt.Sprintf(txtProductions, ss.Name, ss.Production)
	}
	return s
}

// columnWidth is the width of a dialect column for ds: the longest id and
// two spaces.
func columnWidth(ds []semantic.Dialect) int {
	w := 0
	for _, d := range ds {
		w = max(w, len(d.ID()))
	}
	return w + 2
}

// inputs returns the source of a command's inputs: its operands, or else the
// lines of standard input, kept whole up to maxLength bytes (the default
// line limit when 0).
func inputs(args []string, stdin io.Reader, maxLength int) source {
	if len(args) > 0 {
		return &operands{args: args}
	}
	if maxLength == 0 {
		maxLength = defaultLineLimit
	}
	return newLines(stdin, txtStdin, maxLength)
}

func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("check", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Checks each input against one dialect (-d) or every dialect (-all, the default).")
		fmt.Fprintln(w, "Inputs come from the operands, else one per line from standard input, each answered")
		fmt.Fprintln(w, "as it is read; blank lines are skipped and counted. One result line per input and")
		fmt.Fprintln(w, "dialect: the verdict and the input, then the error with its caret display, or the")
		fmt.Fprintln(w, "warnings of a valid input. A batch ends with \"N valid, N invalid\" on standard error.")
		fmt.Fprintln(w, "The policy flags (-schemes, -require, -forbid, -host-kinds, -ports) refuse a valid")
		fmt.Fprintln(w, "input that breaks them: it is reported invalid, with an error of kind policy.")
		fmt.Fprintln(w, "-scheme-syntax also holds an input to the grammar of its scheme or URN namespace")
		fmt.Fprintln(w, "(urispec schemes), and names it: (URI-reference -> URI; http -> http-URI).")
		fmt.Fprintln(w, "Exit 0 if all are valid, 1 if any is invalid (by the grammar, the spec's prose or a")
		fmt.Fprintln(w, "policy), 2 on a usage or I/O error.")
		fmt.Fprintf(w, txtDialects+"\n", dialectIDs(semantic.Dialects()))
	}, "urispec check [-d DIALECT | -all] [-rule RULE | -base BASE] [-json] [-q] [-v] [-j N] [-max-length N] [-scheme-syntax] [-schemes S,...] [-require C,...] [-forbid C,...] [-host-kinds K,...] [-ports P,...] [--] [INPUT...]")
	dialect := c.fs.String("d", "", "check under this `DIALECT` only (default: every dialect, as -all)")
	all := c.fs.Bool("all", false, "check under every dialect")
	rule := c.fs.String("rule", "", "the start `RULE` to check against (default: the dialect's first start rule); needs -d")
	base := c.fs.String("base", "", "check each input as written against the base URL `BASE`, where the dialect's validity\ndepends on one (whatwg-url: the base's scheme and path choose the start rule); needs -d")
	asJSON := c.fs.Bool("json", false, "print one JSON object per input and dialect (JSON Lines; urispec help json)")
	quiet := c.fs.Bool("q", false, "print only the invalid results")
	verbose := c.fs.Bool("v", false, "print the components and parts of each valid input under it")
	jobs := c.jobsFlag()
	maxLength := c.maxLengthFlag()
	pf := c.policyFlags()
	schemeSyntax := c.schemeSyntaxFlag()
	args = c.parse(args)
	switch {
	case c.stopped():
	case *dialect != "" && *all:
		c.fail(msgExclusive)
	case *rule != "" && *dialect == "":
		c.fail(msgRuleNeedsD)
	case *base != "" && *dialect == "":
		c.fail(msgBaseNeedsD)
	case *base != "" && *rule != "":
		c.fail(msgBaseAndRule)
	}
	policy := pf.option(c)
	ds := semantic.Dialects()
	if *dialect != "" {
		ds = []semantic.Dialect{c.dialect(*dialect)}
	}
	if c.stopped() {
		return c.exit
	}
	var opts []semantic.Option
	if *base != "" {
		// The start rule the base chooses names the verdicts; WithBase
		// makes the library choose it again, as a caller's would.
		r, err := semantic.BaseStartRule(ds[0], *base)
		if err != nil {
			return c.fail("%s", cliText(err))
		}
		*rule = r
		opts = append(opts, semantic.WithBase(*base))
	}
	width := 0
	if len(ds) > 1 {
		width = columnWidth(ds)
	}
	return checkInputs(c, args, stdin, stdout, ds, *rule, *base != "", *asJSON, *quiet, *schemeSyntax, *jobs, *maxLength,
		func(b *bytes.Buffer, vs []verdict) {
			for _, v := range vs {
				checkText{width: width, quiet: *quiet, verbose: *verbose}.write(b, v)
			}
		}, append(opts, policy)...)
}

// quietOutcome is the outcome of it in quiet text (check -q, diff -q): the
// text of its invalid verdicts alone, which is what quiet text writes of
// all of them, so that a valid input costs its validation and nothing else
// (no verdicts kept, no buffer).
func (j *judge) quietOutcome(it item, text func(*bytes.Buffer, []verdict)) outcome {
	var o outcome
	var bad []verdict
	for _, d := range j.dialects {
		v, err := j.verdict(d, it)
		if err != nil {
			return outcome{fatal: errors.New(cliText(err))}
		}
		if v.valid() {
			o.valid++
			continue
		}
		o.invalid++
		bad = append(bad, v)
	}
	if len(bad) > 0 {
		var b bytes.Buffer
		text(&b, bad)
		o.stdout = b.Bytes()
	}
	return o
}

// checkInputs runs check or diff: every input under every dialect of ds,
// written by text (or as JSON), the summary of a batch on standard error.
// Quiet text shows only errors.
func checkInputs(c *cmdline, args []string, stdin io.Reader, stdout io.Writer, ds []semantic.Dialect, rule string, hasBase bool,
	asJSON, quiet, schemeSyntax bool, jobs, maxLength int, text func(*bytes.Buffer, []verdict), opts ...semantic.Option) int {
	workers, limit := c.workers(jobs), c.maxLengthOption(maxLength)
	if c.stopped() {
		return c.exit
	}
	j, err := newJudgeBase(ds, rule, hasBase, append([]semantic.Option{limit, schemeSyntaxOption(schemeSyntax)}, opts...)...)
	if err != nil {
		return c.fail("%s", cliText(err))
	}
	j.schemeSyntax = schemeSyntax
	j.validateOnly = quiet && !asJSON
	eval := func(it item) outcome {
		if j.validateOnly {
			return j.quietOutcome(it, text)
		}
		vs, err := j.verdicts(it)
		if err != nil {
			return outcome{fatal: errors.New(cliText(err))}
		}
		var o outcome
		var b bytes.Buffer
		for _, v := range vs {
			if v.valid() {
				o.valid++
			} else {
				o.invalid++
			}
			if asJSON {
				line, err := marshal(v.json())
				if err != nil {
					return outcome{fatal: err}
				}
				b.Write(line)
			}
		}
		if !asJSON {
			text(&b, vs)
		}
		o.stdout = b.Bytes()
		return o
	}
	t, err := stream(inputs(args, stdin, maxLength), workers, eval, stdout, c.stderr)
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
