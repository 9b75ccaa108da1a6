package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/urispec/urispec/semantic"
)

// resolveResult is one reference resolved against the base; its JSON form is
// the contract of `urispec resolve -json`. Target is null on failure; Error
// (the message) and ErrorDetail null on success.
type resolveResult struct {
	Dialect     string     `json:"dialect"`
	Base        string     `json:"base"`
	BaseBytes   []byte     `json:"base_bytes,omitempty"`
	Ref         string     `json:"ref"`
	RefBytes    []byte     `json:"ref_bytes,omitempty"`
	RefLength   int        `json:"ref_length,omitempty"`
	Line        int        `json:"line,omitempty"`
	Target      *string    `json:"target"`
	TargetBytes []byte     `json:"target_bytes,omitempty"`
	Error       *string    `json:"error"`
	ErrorDetail *jsonError `json:"error_detail"`
}

// leadingDots maps the -dots spellings to rfc2396bis-01 §5.2 merge step 7.
var leadingDots = map[string]semantic.LeadingDots{
	semantic.RetainLeadingDots.String(): semantic.RetainLeadingDots,
	semantic.RemoveLeadingDots.String(): semantic.RemoveLeadingDots,
	semantic.RejectLeadingDots.String(): semantic.RejectLeadingDots,
}

func runResolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("resolve", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Resolves each REF against BASE by the dialect's own algorithm, defects included.")
		fmt.Fprintln(w, "REFs come from the operands, else one per line from standard input (blank lines")
		fmt.Fprintln(w, "skipped). One target per line on standard output; a reference that fails is")
		fmt.Fprintln(w, "reported on standard error, with its line number and the caret display.")
		fmt.Fprintln(w, "Exit 0 if all resolved, 1 if the base or any reference was invalid, 2 on a usage")
		fmt.Fprintln(w, "or I/O error.")
		fmt.Fprintf(w, "Dialects with a relative form: %s.\n", offering(func(i *semantic.DialectInfo) bool { return i.Resolution.Defined }))
		fmt.Fprintf(w, "-nonstrict is offered by: %s.\n", offering(func(i *semantic.DialectInfo) bool { return i.Resolution.NonStrict }))
		fmt.Fprintf(w, "-dots is offered by: %s.\n", offering(func(i *semantic.DialectInfo) bool { return i.Resolution.LeadingDots }))
		fmt.Fprintf(w, "-rule is offered by: %s.\n", offering(func(i *semantic.DialectInfo) bool { return len(i.Resolution.References) > 1 }))
	}, "urispec resolve -d DIALECT [-nonstrict] [-dots retain|remove|error] [-rule RULE] [-json] [-j N] [-max-length N] [--] BASE [REF...]",
		"urispec resolve -d DIALECT -errata")
	dialect := c.fs.String("d", "", "the `DIALECT` (required)")
	nonstrict := c.fs.Bool("nonstrict", false, "a non-validating parser, which ignores a reference scheme equal to the base's (where offered)")
	dots := c.fs.String("dots", "", "leading \"..\" segments of a merged path are retained, removed or an error\n(retain|remove|error; default retain; where offered)")
	rule := c.fs.String("rule", "", "the reference's start `RULE` where the dialect offers more than one\n(rfc3986: URI-reference-6874, RFC 6874; the base is then read as URI-6874)")
	asJSON := c.fs.Bool("json", false, "print one JSON object per reference (JSON Lines; urispec help json)")
	errata := c.fs.Bool("errata", false, "list the errata of the dialect's resolution text and exit")
	jobs := c.jobsFlag()
	maxLength := c.maxLengthFlag()
	args = c.parse(args)
	d := c.dialect(*dialect)
	if *errata && !c.stopped() {
		return listErrata(c, d, "resolution errata", len(args), stdout, semantic.ErratumResolution)
	}
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
	opts := []semantic.Option{limit}
	if *nonstrict {
		if !info.Resolution.NonStrict {
			return c.fail(msgNotOffered, "-nonstrict", d, fmt.Sprintf(msgOfferedBy,
				offering(func(i *semantic.DialectInfo) bool { return i.Resolution.NonStrict })))
		}
		opts = append(opts, semantic.WithValidating(false))
	}
	if *dots != "" {
		l, ok := leadingDots[*dots]
		if !ok {
			return c.fail(msgDots, *dots)
		}
		if !info.Resolution.LeadingDots {
			return c.fail(msgNotOffered, "-dots", d, fmt.Sprintf(msgOfferedBy,
				offering(func(i *semantic.DialectInfo) bool { return i.Resolution.LeadingDots })))
		}
		opts = append(opts, semantic.WithLeadingDots(l))
	}
	base := args[0]
	opts, code := checkResolution(c, d, info, *rule, base, opts, semantic.Resolve,
		func(err error) bool { return errors.As(err, new(*semantic.OpError)) })
	if c.stopped() {
		return code
	}
	eval := func(it item) outcome {
		r := resolveResult{Dialect: d.ID(), Base: base, BaseBytes: rawBytes(base), Ref: it.text,
			RefBytes: rawBytes(it.text), Line: it.line}
		var err error
		if it.cut {
			r.RefLength = it.length
			err = &semantic.OpError{Op: semantic.OpResolve, Dialect: d, Base: base, Ref: it.text, Role: semantic.RoleReference,
				Err: &semantic.LengthError{Dialect: d, Length: it.length, Max: len(it.text)}}
		} else {
			var target string
			target, err = semantic.Resolve(d, base, it.text, opts...)
			if err == nil {
				r.Target, r.TargetBytes = &target, rawBytes(target)
			}
		}
		var re *semantic.OpError
		switch {
		case err == nil:
			return answer(*asJSON, r, r.Target, nil)
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

// resolveMessage is the message of a failed resolution, without the
// inputs: "invalid reference: rfc3986: invalid ...", or the resolution's
// own error.
func resolveMessage(re *semantic.OpError) string {
	var se *semantic.Error
	var le *semantic.LengthError
	switch {
	case errors.As(re.Err, &se):
		return fmt.Sprintf(txtInvalidRole, re.Role, tidy(se).Error())
	case errors.As(re.Err, &le):
		return fmt.Sprintf(txtInvalidRole, re.Role, le.Error())
	}
	return cliText(re.Err)
}

// writeRoleError writes resolveMessage(re) and, for a syntax error, the
// caret display of the string at fault, indented.
func writeRoleError(b *bytes.Buffer, re *semantic.OpError) {
	b.WriteString(resolveMessage(re) + "\n")
	var se *semantic.Error
	if errors.As(re.Err, &se) {
		writeLines(b, indent, se.Caret())
	}
}

// checkResolution adds -rule to opts and checks what op (semantic.Resolve or
// semantic.Relativize) says of it and of the dialect before any input is
// read: a start rule the dialect does not resolve from (an error that is no
// failure of op on its inputs, isOpErr false), and a dialect without a
// relative form, which says why.
func checkResolution(c *cmdline, d semantic.Dialect, info *semantic.DialectInfo, rule, base string, opts []semantic.Option,
	op func(semantic.Dialect, string, string, ...semantic.Option) (string, error), isOpErr func(error) bool) ([]semantic.Option, int) {
	if rule != "" {
		opts = append(opts, semantic.WithRule(rule))
		if _, err := op(d, "", "", opts...); err != nil && !isOpErr(err) {
			return nil, c.errorf("%s", cliText(err)) // a rule the dialect does not resolve
		}
	}
	if !info.Resolution.Defined {
		if _, err := op(d, base, base); err != nil {
			return nil, c.errorf("%s", cliText(err))
		}
	}
	return opts, exitOK
}

// roleFailure is what resolve and relativize say of a failure on input it:
// the error object with its role, the message, and the text output.
func (c *cmdline) roleFailure(it item, re *semantic.OpError) (*jsonError, *string, []byte) {
	detail := errorJSON(re.Err)
	detail.Role = string(re.Role)
	msg := resolveMessage(re)
	var b bytes.Buffer
	fmt.Fprintf(&b, msgPrefix+"%s%s: ", c.name, linePrefix(it), echo(it.text))
	writeRoleError(&b, re)
	return detail, &msg, b.Bytes()
}
