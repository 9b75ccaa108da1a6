package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/urispec/urispec/semantic"
)

// relativizeResult is one target relativized against the base; its JSON
// form is the contract of `urispec relativize -json`, the fields of resolve
// -json with the roles of ref and target exchanged: Ref is null on failure,
// Error (the message) and ErrorDetail null on success.
type relativizeResult struct {
	Dialect      string     `json:"dialect"`
	Base         string     `json:"base"`
	BaseBytes    []byte     `json:"base_bytes,omitempty"`
	Target       string     `json:"target"`
	TargetBytes  []byte     `json:"target_bytes,omitempty"`
	TargetLength int        `json:"target_length,omitempty"`
	Line         int        `json:"line,omitempty"`
	Ref          *string    `json:"ref"`
	RefBytes     []byte     `json:"ref_bytes,omitempty"`
	Error        *string    `json:"error"`
	ErrorDetail  *jsonError `json:"error_detail"`
}

func runRelativize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("relativize", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "For each TARGET, the shortest reference that resolve -d DIALECT BASE REF turns back")
		fmt.Fprintln(w, "into TARGET exactly, by the dialect's own algorithm, defects included (the inverse")
		fmt.Fprintln(w, "of resolve; Ruby's route_to). TARGETs come from the operands, else one per line")
		fmt.Fprintln(w, "from standard input (blank lines skipped). One reference per line on standard")
		fmt.Fprintln(w, "output (an empty line for the empty reference); a target that fails is reported on")
		fmt.Fprintln(w, "standard error, with its line number: an invalid base or target with the caret")
		fmt.Fprintln(w, "display, or a target that no reference reaches (\"http://a/b/../c\" in rfc3986).")
		fmt.Fprintln(w, "The flags are resolve's, and mean the same resolution.")
		fmt.Fprintln(w, "Exit 0 if every target was reached, 1 if the base or any target was invalid or")
		fmt.Fprintln(w, "unreachable, 2 on a usage or I/O error.")
		fmt.Fprintf(w, "Dialects with a relative form: %s.\n", offering(func(i *semantic.DialectInfo) bool { return i.Resolution.Defined }))
	}, "urispec relativize -d DIALECT [-nonstrict] [-dots retain|remove|error] [-rule RULE] [-json] [-j N] [-max-length N] [--] BASE [TARGET...]")
	dialect := c.fs.String("d", "", "the `DIALECT` (required)")
	nonstrict := c.fs.Bool("nonstrict", false, "resolve as a non-validating parser, which ignores a reference scheme equal to the base's (where offered)")
	dots := c.fs.String("dots", "", "leading \"..\" segments of a merged path are retained, removed or an error\n(retain|remove|error; default retain; where offered)")
	rule := c.fs.String("rule", "", "the reference's start `RULE` where the dialect offers more than one\n(rfc3986: URI-reference-6874, RFC 6874; the base is then read as URI-6874)")
	asJSON := c.fs.Bool("json", false, "print one JSON object per target (JSON Lines; urispec help json)")
	jobs := c.jobsFlag()
	maxLength := c.maxLengthFlag()
	args = c.parse(args)
	d := c.dialect(*dialect)
	if len(args) < 1 {
		c.fail(msgMissing, "BASE")
	}
	workers, limit := c.workers(*jobs), c.maxLengthOption(*maxLength)
	if c.stopped() {
		return c.exit
	}
	info, err := semantic.Info(d)
	if err != nil {
		return c.errorf("%s", cliText(err))
	}
	opts, code := resolutionOptions(c, d, info, *nonstrict, *dots)
	if c.stopped() {
		return code
	}
	opts = append(opts, limit)
	base := args[0]
	opts, code = checkResolution(c, d, info, *rule, base, opts, semantic.Relativize,
		func(err error) bool { return errors.As(err, new(*semantic.OpError)) })
	if c.stopped() {
		return code
	}
	eval := func(it item) outcome {
		r := relativizeResult{Dialect: d.ID(), Base: base, BaseBytes: rawBytes(base), Target: it.text,
			TargetBytes: rawBytes(it.text), Line: it.line}
		var err error
		if it.cut {
			r.TargetLength = it.length
			err = &semantic.OpError{Op: semantic.OpRelativize, Dialect: d, Base: base, Target: it.text, Role: semantic.RoleTarget,
				Err: &semantic.LengthError{Dialect: d, Length: it.length, Max: len(it.text)}}
		} else {
			var ref string
			ref, err = semantic.Relativize(d, base, it.text, opts...)
			if err == nil {
				r.Ref, r.RefBytes = &ref, rawBytes(ref)
			}
		}
		var re *semantic.OpError
		switch {
		case err == nil:
			return answer(*asJSON, r, r.Ref, nil)
		case errors.As(err, &re):
			var text []byte
			r.ErrorDetail, r.Error, text = c.roleFailure(it, re)
			return answer(*asJSON, r, nil, text)
		}
		// Not about the inputs: a dialect without a relative form.
		return outcome{fatal: errors.New(cliText(err))}
	}
	return c.streamed(inputs(args[1:], stdin, *maxLength), workers, eval, stdout, stderr)
}

// resolutionOptions returns the options of -nonstrict and -dots for d, as
// resolve takes them, or reports a choice d does not offer (the command has
// then stopped, with the status returned).
func resolutionOptions(c *cmdline, d semantic.Dialect, info *semantic.DialectInfo, nonstrict bool, dots string) ([]semantic.Option, int) {
	var opts []semantic.Option
	if nonstrict {
		if !info.Resolution.NonStrict {
			return nil, c.fail(msgNotOffered, "-nonstrict", d, fmt.Sprintf(msgOfferedBy,
				offering(func(i *semantic.DialectInfo) bool { return i.Resolution.NonStrict })))
		}
		opts = append(opts, semantic.WithValidating(false))
	}
	if dots != "" {
		l, ok := leadingDots[dots]
		if !ok {
			return nil, c.fail(msgDots, dots)
		}
		if !info.Resolution.LeadingDots {
			return nil, c.fail(msgNotOffered, "-dots", d, fmt.Sprintf(msgOfferedBy,
				offering(func(i *semantic.DialectInfo) bool { return i.Resolution.LeadingDots })))
		}
		opts = append(opts, semantic.WithLeadingDots(l))
	}
	return opts, exitOK
}
