package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// normalizeResult is the JSON form of one input of `urispec normalize
// -json`: NormalForm is null, and Error set, for an invalid input.
type normalizeResult struct {
	Dialect         string     `json:"dialect"`
	Level           string     `json:"level"`
	Input           string     `json:"input"`
	InputBytes      []byte     `json:"input_bytes,omitempty"`
	InputLength     int        `json:"input_length,omitempty"`
	Line            int        `json:"line,omitempty"`
	Valid           bool       `json:"valid"`
	NormalForm      *string    `json:"normal_form"`
	NormalFormBytes []byte     `json:"normal_form_bytes,omitempty"`
	Error           *jsonError `json:"error"`
}

func runNormalize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("normalize", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Prints the normal form of each input at the level, one per line, by the rules the")
		fmt.Fprintln(w, "dialect's own text states. Inputs come from the operands, else one per line from")
		fmt.Fprintln(w, "standard input (blank lines skipped); an invalid input is reported on standard")
		fmt.Fprintln(w, "error, with its line number and caret display.")
		fmt.Fprintln(w, "Exit 0 if all are valid, 1 if any is invalid, 2 on a usage or I/O error.")
		printLevels(w)
	}, "urispec normalize -d DIALECT [-level LEVEL] [-rule RULE] [-json] [-j N] [-max-length N] [--] [INPUT...]",
		"urispec normalize -d DIALECT -errata")
	dialect := c.fs.String("d", "", "the `DIALECT` (required)")
	level := c.fs.String("level", "", "the normalization `LEVEL` (default: the dialect's first level, listed above)")
	rule := c.ruleFlag()
	asJSON := c.fs.Bool("json", false, "print one JSON object per input (JSON Lines; urispec help json)")
	errata := c.fs.Bool("errata", false, "list the errata of the dialect's normalization and prose rules and exit")
	jobs := c.jobsFlag()
	maxLength := c.maxLengthFlag()
	args = c.parse(args)
	d := c.dialect(*dialect)
	if *errata && !c.stopped() {
		return listErrata(c, d, "normalization and prose-rule errata", len(args), stdout,
			semantic.ErratumNormalization, semantic.ErratumProse)
	}
	workers, limit, lvl := c.workers(*jobs), c.maxLengthOption(*maxLength), c.level(d, *level)
	ruleOpt := c.ruleOption(d, *rule)
	if c.stopped() {
		return c.exit
	}
	opts := []semantic.Option{limit, semantic.WithLevel(lvl), ruleOpt}
	eval := func(it item) outcome {
		r := normalizeResult{Dialect: d.ID(), Level: string(lvl), Input: it.text, InputBytes: rawBytes(it.text), Line: it.line}
		var err error
		if it.cut {
			r.InputLength = it.length
			err = &semantic.LengthError{Dialect: d, Length: it.length, Max: len(it.text)}
		} else {
			var n string
			n, err = semantic.Normalize(d, it.text, opts...)
			if err == nil {
				r.Valid, r.NormalForm, r.NormalFormBytes = true, &n, rawBytes(n)
			}
		}
		var se *semantic.Error
		var le *semantic.LengthError
		switch {
		case err == nil:
			return answer(*asJSON, r, r.NormalForm, nil)
		case errors.As(err, &se), errors.As(err, &le):
			r.Error = errorJSON(err)
			return answer(*asJSON, r, nil, inputError(c.name, linePrefix(it), err))
		}
		// Not about the input.
		return outcome{fatal: errors.New(cliText(err))}
	}
	return c.streamed(inputs(args, stdin, *maxLength), workers, eval, stdout, stderr)
}

// inputError is the diagnostic of an invalid input on standard error:
// "urispec NAME: [WHICH: ]MESSAGE" and the caret display, indented; which
// says which input it is ("12: " for line 12 of standard input).
func inputError(name, which string, err error) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, msgPrefix, name)
	b.WriteString(which)
	var eb bytes.Buffer
	writeError(&eb, indent, err)
	b.Write(bytes.TrimPrefix(eb.Bytes(), []byte(indent))) // the message after the prefix
	return b.Bytes()
}

// level returns the level -level names for d (its default level for ""),
// or reports a level d does not define.
func (c *cmdline) level(d semantic.Dialect, level string) semantic.Level {
	if c.stop {
		return ""
	}
	info, err := semantic.Info(d)
	switch {
	case err != nil:
		c.errorf("%s", cliText(err))
	case len(info.Levels) == 0:
		c.errorf(msgNoNormalizer, d)
	case level == "":
		return info.Levels[0]
	case !slices.Contains(info.Levels, semantic.Level(level)):
		c.fail(msgNoLevelOf, level, d, levelList(info))
	}
	return semantic.Level(level)
}

func levelList(info *semantic.DialectInfo) string {
	if len(info.Levels) == 0 {
		return txtNoLevels
	}
	ls := make([]string, len(info.Levels))
	for i, l := range info.Levels {
		ls[i] = string(l)
	}
	return strings.Join(ls, ", ")
}

// printLevels lists each dialect's normalization levels, the default first.
func printLevels(w io.Writer) {
	fmt.Fprintln(w, txtLevels)
	ds := semantic.Dialects()
	width := columnWidth(ds)
	for _, d := range ds {
		if info, err := semantic.Info(d); err == nil {
			fmt.Fprintf(w, "  %-*s%s\n", width, d, levelList(info))
		}
	}
}
