package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// result is one input under one dialect; its JSON form is the contract of
// `urispec check -json`.
type result struct {
	Dialect    string              `json:"dialect"`
	Input      string              `json:"input"`
	Valid      bool                `json:"valid"`
	Rule       string              `json:"rule"`
	Production string              `json:"production,omitempty"`
	Components *jsonComponents     `json:"components"`
	Parts      map[string][]string `json:"parts"`
	Error      *jsonError          `json:"error"`
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

type jsonError struct {
	Offset   int      `json:"offset"`
	Rule     string   `json:"rule"`
	Expected []string `json:"expected"`
	Section  string   `json:"section"`
	Message  string   `json:"message"`
}

// evaluate parses input under d; err is a non-syntax error (unknown rule).
func evaluate(d semantic.Dialect, rule, input string, opts ...semantic.Option) (result, *semantic.URI, *semantic.Error, error) {
	if rule != "" {
		opts = append(opts, semantic.WithRule(rule))
	}
	r := result{Dialect: d.ID(), Input: input}
	u, err := semantic.Parse(d, input, opts...)
	if err != nil {
		var se *semantic.Error
		if !errors.As(err, &se) {
			return r, nil, nil, err
		}
		r.Rule = se.StartRule
		r.Error = &jsonError{Offset: se.Offset, Rule: se.Rule, Expected: se.Expected, Section: se.Section, Message: se.Error()}
		return r, nil, se, nil
	}
	c := u.Components
	get := func(s semantic.Span) *string {
		if !s.Defined() {
			return nil
		}
		t := s.In(u.Input)
		return &t
	}
	r.Valid, r.Rule, r.Production = true, u.StartRule, u.Production
	r.Components = &jsonComponents{get(c.Scheme), get(c.Authority), get(c.Userinfo), get(c.Host), get(c.Port),
		get(c.Path), get(c.Query), get(c.Fragment)}
	r.Parts = map[string][]string{}
	for _, p := range u.Parts() {
		r.Parts[p.Rule] = append(r.Parts[p.Rule], p.Text)
	}
	return r, u, nil, nil
}

func runCheck(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dialect := fs.String("d", "", "dialect id (default: every dialect, as -all)")
	all := fs.Bool("all", false, "check under every dialect")
	rule := fs.String("rule", "", "start rule to check against (default: the dialect's first start rule); needs -d")
	asJSON := fs.Bool("json", false, "print one JSON object per input and dialect")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: urispec check [-d DIALECT | -all] [-rule RULE] [-json] [--] [INPUT...]")
		fmt.Fprintln(stderr, "Inputs come from the operands, else one per line from standard input.")
		fmt.Fprintln(stderr, "Exit 0 if all are valid, 1 if any is invalid, 2 on a usage or I/O error.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if *dialect != "" && *all {
		fmt.Fprintln(stderr, "urispec check: -d and -all exclude each other")
		return exitUsage
	}
	if *rule != "" && *dialect == "" {
		fmt.Fprintln(stderr, "urispec check: -rule needs -d (start rules belong to one dialect)")
		return exitUsage
	}
	ds := semantic.Dialects()
	if *dialect != "" {
		d, ok := dialectFlag("check", *dialect, stderr)
		if !ok {
			return exitUsage
		}
		ds = []semantic.Dialect{d}
	}
	inputs, err := operandsOrLines(fs.Args(), stdin)
	if err != nil {
		fmt.Fprintln(stderr, "urispec check:", err)
		return exitUsage
	}
	status := exitOK
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	for _, in := range inputs {
		for _, d := range ds {
			r, u, se, err := evaluate(d, *rule, in)
			if err != nil {
				fmt.Fprintln(stderr, "urispec check:", err)
				return exitUsage
			}
			if !r.Valid {
				status = exitInvalid
			}
			if *asJSON {
				if err := enc.Encode(r); err != nil {
					fmt.Fprintln(stderr, "urispec check:", err)
					return exitUsage
				}
				continue
			}
			printResult(stdout, r, u, se)
		}
	}
	return status
}

func printResult(w io.Writer, r result, u *semantic.URI, se *semantic.Error) {
	if se != nil {
		fmt.Fprintf(w, "%-14s invalid  %s\n", r.Dialect, se.Error())
		for _, line := range strings.Split(se.Caret(), "\n") {
			fmt.Fprintf(w, "%-14s          %s\n", "", line)
		}
		return
	}
	fmt.Fprintf(w, "%-14s valid    %s -> %s\n", r.Dialect, r.Rule, r.Production)
	c := r.Components
	for _, f := range []struct {
		name string
		v    *string
	}{{"scheme", c.Scheme}, {"authority", c.Authority}, {"userinfo", c.Userinfo}, {"host", c.Host},
		{"port", c.Port}, {"path", c.Path}, {"query", c.Query}, {"fragment", c.Fragment}} {
		if f.v != nil {
			fmt.Fprintf(w, "%-14s          %-10s %q\n", "", f.name, *f.v)
		}
	}
	for _, p := range u.Parts() {
		fmt.Fprintf(w, "%-14s          %-10s %q [%d,%d)\n", "", p.Rule, p.Text, p.Start, p.End)
	}
}

// operandsOrLines returns the operands, or else the lines of stdin.
func operandsOrLines(args []string, stdin io.Reader) ([]string, error) {
	if len(args) > 0 {
		return args, nil
	}
	var lines []string
	sc := bufio.NewScanner(stdin)
	sc.Buffer(make([]byte, 64*1024), 16<<20)
	for sc.Scan() {
		lines = append(lines, strings.TrimSuffix(sc.Text(), "\r"))
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading standard input: %w", err)
	}
	return lines, nil
}

// flagExit maps a flag parse error: -h is a success, anything else usage.
func flagExit(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return exitOK
	}
	return exitUsage
}
