package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// encodeResult is the JSON form of `urispec encode -json` and `urispec
// decode -json`, one object per input.
type encodeResult struct {
	Dialect     string     `json:"dialect"`
	Component   string     `json:"component"`
	Rule        string     `json:"rule"`
	Input       string     `json:"input"`
	InputBytes  []byte     `json:"input_bytes,omitempty"`
	InputLength int        `json:"input_length,omitempty"`
	Line        int        `json:"line,omitempty"`
	Output      *string    `json:"output"`
	OutputBytes []byte     `json:"output_bytes,omitempty"`
	Error       *jsonError `json:"error"`
}

func runEncode(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runCoding("encode", semantic.Encode, args, stdin, stdout, stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Percent-encodes each input for a component of the dialect: every byte the component's")
		fmt.Fprintln(w, "rule in the dialect's ABNF admits literally there stays, every other byte is written")
		fmt.Fprintln(w, "as an escape, % and two hex digits (make generate computes which from the grammar), so")
		fmt.Fprintln(w, "the output always matches the rule. \"%\" is always escaped. Fails on an empty input")
		fmt.Fprintln(w, "where the rule admits no empty string, and on NUL where the text forbids it.")
	})
}

func runDecode(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runCoding("decode", semantic.Decode, args, stdin, stdout, stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Percent-decodes each input, a component of the dialect as written, and refuses what")
		fmt.Fprintln(w, "would change its meaning: an escape of a delimiter of the dialect (its reserved")
		fmt.Fprintln(w, "characters and \"#\": %2F, %3F, %23 ...), a \"%\" without two hex digits, a byte the")
		fmt.Fprintln(w, "component's rule does not admit literally, %00 where the text forbids it. In rfc3987")
		fmt.Fprintln(w, "(a grammar of characters) it also refuses escapes that would yield what the component")
		fmt.Fprintln(w, "excludes, naming the character and the rule: octets that are no UTF-8 character, a")
		fmt.Fprintln(w, "character the rule does not admit there (§2.2: U+E000 and the other iprivate only in")
		fmt.Fprintln(w, "a query; U+FFFE nowhere), a bidirectional formatting character (§4.1: LRM, RLM, LRE,")
		fmt.Fprintln(w, "RLE, LRO, RLO, PDF, escaped or not). Such escapes stay encoded in an IRI (§3.2).")
	})
}

// runCoding runs encode or decode.
func runCoding(name string, code func(semantic.Dialect, semantic.Component, string) (string, error),
	args []string, stdin io.Reader, stdout, stderr io.Writer, about func(io.Writer)) int {
	c := newCmdline(name, stderr, func(w io.Writer) {
		about(w)
		fmt.Fprintln(w, "Inputs come from the operands, else one per line from standard input (blank lines")
		fmt.Fprintln(w, "skipped); the result is printed one per line, a failure on standard error with its")
		fmt.Fprintln(w, "offset and caret display.")
		fmt.Fprintln(w, "Exit 0 if every input was "+name+"d, 1 if any was refused, 2 on a usage or I/O error.")
		fmt.Fprintln(w, "Components (-component) and the rule each is, per dialect:")
		printEncodingComponents(w)
	}, "urispec "+name+" -d DIALECT -component C [-json] [-j N] [-max-length N] [--] [INPUT...]")
	dialect := c.fs.String("d", "", "the `DIALECT` (required)")
	component := c.fs.String("component", "", "the `COMPONENT` (required; listed above)")
	asJSON := c.fs.Bool("json", false, "print one JSON object per input (JSON Lines; urispec help json)")
	jobs := c.jobsFlag()
	maxLength := c.maxLengthFlag()
	args = c.parse(args)
	d := c.dialect(*dialect)
	comp, rule := c.encodingComponent(d, *component)
	workers, _ := c.workers(*jobs), c.maxLengthOption(*maxLength)
	if c.stopped() {
		return c.exit
	}
	eval := func(it item) outcome {
		r := encodeResult{Dialect: d.ID(), Component: string(comp), Rule: rule, Input: it.text, InputBytes: rawBytes(it.text), Line: it.line}
		var err error
		switch {
		case it.cut:
			r.InputLength = it.length
			err = &semantic.LengthError{Dialect: d, Length: it.length, Max: len(it.text)}
		case *maxLength > 0 && len(it.text) > *maxLength:
			err = &semantic.LengthError{Dialect: d, Length: len(it.text), Max: *maxLength}
		default:
			var out string
			out, err = code(d, comp, it.text)
			if err == nil {
				r.Output, r.OutputBytes = &out, rawBytes(out)
			}
		}
		var ee *semantic.EncodingError
		var le *semantic.LengthError
		switch {
		case err == nil:
			return answer(*asJSON, r, r.Output, nil)
		case errors.As(err, &ee), errors.As(err, &le):
			r.Error = errorJSON(err)
			return answer(*asJSON, r, nil, inputError(c.name, linePrefix(it), err))
		}
		return outcome{fatal: errors.New(cliText(err))}
	}
	return c.streamed(inputs(args, stdin, *maxLength), workers, eval, stdout, stderr)
}

// encodingComponent returns the component -component names for d and its
// rule, or reports one d has no rule for.
func (c *cmdline) encodingComponent(d semantic.Dialect, name string) (semantic.Component, string) {
	if c.stopped() {
		return "", ""
	}
	if name == "" {
		c.fail(msgMissing, "-component")
		return "", ""
	}
	cs, err := semantic.EncodingComponents(d)
	if err != nil {
		c.errorf("%s", cliText(err))
		return "", ""
	}
	var names []string
	for _, x := range cs {
		if strings.EqualFold(string(x.Component), name) {
			return x.Component, x.Rule
		}
		names = append(names, string(x.Component))
	}
	c.fail(msgNoComponent, name, d, strings.Join(names, ", "))
	return "", ""
}

// printEncodingComponents lists each dialect's components and their rules.
func printEncodingComponents(w io.Writer) {
	ds := semantic.Dialects()
	width := columnWidth(ds)
	for _, d := range ds {
		cs, err := semantic.EncodingComponents(d)
		if err != nil {
			continue
		}
		var items []string
		for _, x := range cs {
			items = append(items, fmt.Sprintf("%s (%s, §%s)", x.Component, x.Rule, x.Section))
		}
		fmt.Fprintf(w, "  %-*s%s\n", width, d, strings.Join(items, ", "))
	}
}
