package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/urispec/urispec/semantic"
)

// equivResult is the JSON form of `urispec equiv -json`; Error (with role
// "a" or "b") is set for an invalid input.
type equivResult struct {
	Dialect    string     `json:"dialect"`
	Level      string     `json:"level"`
	A          string     `json:"a"`
	ABytes     []byte     `json:"a_bytes,omitempty"`
	B          string     `json:"b"`
	BBytes     []byte     `json:"b_bytes,omitempty"`
	Equivalent bool       `json:"equivalent"`
	Error      *jsonError `json:"error"`
}

func runEquiv(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("equiv", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Prints \"equivalent\" when A and B have the same normal form at the level")
		fmt.Fprintln(w, "(urispec normalize), else \"not equivalent\". -rule reads both as that start rule")
		fmt.Fprintln(w, "(rfc1630's default rule reads no URL with \"//\": -rule url compares its §Encoding")
		fmt.Fprintln(w, "examples).")
		fmt.Fprintln(w, "Exit 0 when equivalent, 1 when not, 2 on a usage error or an invalid input.")
		printLevels(w)
	}, "urispec equiv -d DIALECT [-level LEVEL] [-rule RULE] [-json] [-max-length N] [--] A B")
	dialect := c.fs.String("d", "", "the `DIALECT` (required)")
	level := c.fs.String("level", "", "the normalization `LEVEL` (default: the dialect's first level, listed above)")
	rule := c.ruleFlag()
	asJSON := c.fs.Bool("json", false, "print the answer as one JSON object (urispec help json)")
	maxLength := c.fs.Int("max-length", 0, "accept inputs of at most `N` bytes (0: no limit)")
	args = c.parse(args)
	d := c.dialect(*dialect)
	c.exactly(args, "A", "B")
	limit, lvl := c.maxLengthOption(*maxLength), c.level(d, *level)
	ruleOpt := c.ruleOption(d, *rule)
	if c.stopped() {
		return c.exit
	}
	a, b := args[0], args[1]
	r := equivResult{Dialect: d.ID(), Level: string(lvl), A: a, ABytes: rawBytes(a), B: b, BBytes: rawBytes(b)}
	eq, err := semantic.Equivalent(d, a, b, limit, semantic.WithLevel(lvl), ruleOpt)
	var se *semantic.Error
	var le *semantic.LengthError
	role := "a"
	switch {
	case errors.As(err, &se):
		if se.Input != a {
			role = "b"
		}
	case errors.As(err, &le):
		if le.Length != len(a) || len(a) <= le.Max {
			role = "b"
		}
	case err != nil:
		return c.errorf("%s", cliText(err))
	}
	r.Equivalent = eq
	if err != nil {
		r.Error = errorJSON(err)
		r.Error.Role = role
	}
	if *asJSON {
		line, jerr := marshal(r)
		if jerr == nil {
			_, jerr = stdout.Write(line)
		}
		if jerr != nil {
			return c.errorf("%v", jerr)
		}
	}
	switch {
	case err != nil:
		if !*asJSON {
			_, _ = stderr.Write(inputError(c.name, role+": ", err))
		}
		return exitUsage
	case *asJSON:
	case eq:
		fmt.Fprintln(stdout, txtEquivalent)
	default:
		fmt.Fprintln(stdout, txtNotEquiv)
	}
	if eq {
		return exitOK
	}
	return exitInvalid
}
