package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// resolveResult is one reference resolved against the base; its JSON form is
// the contract of `urispec resolve -json`. Target is null on failure, Error
// null on success.
type resolveResult struct {
	Dialect string  `json:"dialect"`
	Base    string  `json:"base"`
	Ref     string  `json:"ref"`
	Target  *string `json:"target"`
	Error   *string `json:"error"`
}

// leadingDots maps the -dots spellings to rfc2396bis-01 §5.2 merge step 7.
var leadingDots = map[string]semantic.LeadingDots{
	semantic.RetainLeadingDots.String(): semantic.RetainLeadingDots,
	semantic.RemoveLeadingDots.String(): semantic.RemoveLeadingDots,
	semantic.RejectLeadingDots.String(): semantic.RejectLeadingDots,
}

func runResolve(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("resolve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dialect := fs.String("d", "", "dialect id (required): url-draft-1993, url-syntax-05 or rfc2396bis-01")
	nonstrict := fs.Bool("nonstrict", false, "rfc2396bis-01 only: a non-validating parser, which ignores a reference scheme equal to the base's (§5.2)")
	dots := fs.String("dots", "", "rfc2396bis-01 only: leading \"..\" segments of a merged path are retained, removed or an error (retain|remove|error; default retain, §5.2 merge step 7)")
	asJSON := fs.Bool("json", false, "print one JSON object per reference: {dialect, base, ref, target, error}")
	errata := fs.Bool("errata", false, "list the errata of the dialect's resolution text (needs -d) and exit")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: urispec resolve -d DIALECT [-nonstrict] [-dots retain|remove|error] [-json] [--] BASE [REF...]")
		fmt.Fprintln(stderr, "       urispec resolve -d DIALECT -errata")
		fmt.Fprintln(stderr, "Resolves each REF against BASE by the dialect's own algorithm, defects included.")
		fmt.Fprintln(stderr, "REFs come from the operands, else one per line from standard input. One target")
		fmt.Fprintln(stderr, "per line on standard output; a reference that fails is reported on standard error.")
		fmt.Fprintln(stderr, "Exit 0 if all resolved, 1 if the base or any reference was invalid, 2 on a usage")
		fmt.Fprintln(stderr, "or I/O error (rfc1738 and rfc2141bis-03 define no relative form).")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if *dialect == "" {
		fs.Usage()
		return exitUsage
	}
	d, ok := dialectFlag("resolve", *dialect, stderr)
	if !ok {
		return exitUsage
	}
	if *errata {
		return listErrata("resolve", d, "resolution errata", fs.NArg(), stdout, stderr, semantic.ErratumResolution)
	}
	if fs.NArg() < 1 {
		fs.Usage()
		return exitUsage
	}
	var opts []semantic.Option
	if *nonstrict {
		opts = append(opts, semantic.WithValidating(false))
	}
	if *dots != "" {
		l, ok := leadingDots[*dots]
		if !ok {
			fmt.Fprintf(stderr, "urispec resolve: -dots %q: want retain, remove or error\n", *dots)
			return exitUsage
		}
		opts = append(opts, semantic.WithLeadingDots(l))
	}
	base := fs.Arg(0)
	refs, err := operandsOrLines(fs.Args()[1:], stdin)
	if err != nil {
		fmt.Fprintln(stderr, "urispec resolve:", err)
		return exitUsage
	}
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	status := exitOK
	for _, ref := range refs {
		r := resolveResult{Dialect: d.ID(), Base: base, Ref: ref}
		target, err := semantic.Resolve(d, base, ref, opts...)
		var re *semantic.ResolveError
		switch {
		case err == nil:
			r.Target = &target
		case errors.As(err, &re):
			status = exitInvalid
			msg := err.Error()
			r.Error = &msg
		default:
			// Not about the inputs: unknown dialect, a dialect without a
			// relative form, an option the dialect does not offer.
			fmt.Fprintln(stderr, "urispec resolve:", err)
			return exitUsage
		}
		if *asJSON {
			if err := enc.Encode(r); err != nil {
				fmt.Fprintln(stderr, "urispec resolve:", err)
				return exitUsage
			}
			continue
		}
		if r.Target != nil {
			fmt.Fprintln(stdout, *r.Target)
			continue
		}
		printResolveFailure(stderr, re)
	}
	return status
}

// printResolveFailure writes the error and, for a syntax error, the caret
// display of the string at fault.
func printResolveFailure(w io.Writer, re *semantic.ResolveError) {
	fmt.Fprintln(w, "urispec resolve:", re.Error())
	var se *semantic.Error
	if errors.As(re, &se) {
		for _, line := range strings.Split(se.Caret(), "\n") {
			fmt.Fprintln(w, "  "+line)
		}
	}
}
