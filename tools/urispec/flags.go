package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// cmdline is the command line of one command: its flags, the synopsis and
// text of its usage, and where diagnostics go.
type cmdline struct {
	name     string
	fs       *flag.FlagSet
	synopsis []string // "urispec check [-d DIALECT | -all] ..."
	about    func(w io.Writer)
	stderr   io.Writer
}

// newCmdline returns the command line of command name; about writes the
// text of its usage between the synopsis and the flags.
func newCmdline(name string, stderr io.Writer, about func(w io.Writer), synopsis ...string) *cmdline {
	c := &cmdline{name: name, fs: flag.NewFlagSet(name, flag.ContinueOnError), synopsis: synopsis, about: about, stderr: stderr}
	c.fs.SetOutput(io.Discard) // errors are reported by parse, -h by usage
	return c
}

// usage writes the whole usage of the command: synopsis, text, flags.
func (c *cmdline) usage(w io.Writer) {
	for i, s := range c.synopsis {
		if i == 0 {
			fmt.Fprintln(w, "usage: "+s)
		} else {
			fmt.Fprintln(w, "       "+s)
		}
	}
	if c.about != nil {
		c.about(w)
	}
	c.fs.SetOutput(w)
	c.fs.PrintDefaults()
	c.fs.SetOutput(io.Discard)
}

// parse parses args: flags and operands in any order (a flag after an
// operand is a flag, never an input), "--" ends the flags so an input may
// begin with "-", and "-" alone is an operand. It returns the operands, or
// ok false and the exit status: 0 after -h, 2 on a bad flag.
func (c *cmdline) parse(args []string) (operands []string, code int, ok bool) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(operands, args[i+1:]...), exitOK, true
		}
		if len(a) < 2 || a[0] != '-' {
			operands = append(operands, a)
			continue
		}
		// One flag and, when it takes one and is not written -flag=value,
		// its value: the flag package parses it.
		n := 1
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if f := c.fs.Lookup(name); f != nil && !hasValue && !isBoolFlag(f) && i+1 < len(args) {
			n = 2
		}
		if err := c.fs.Parse(args[i : i+n]); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				c.usage(c.stderr)
				return nil, exitOK, false
			}
			c.printf("%v", err)
			if c.fs.Lookup(name) == nil {
				c.printf(msgFlagHint, c.name, a)
			}
			c.short()
			return nil, exitUsage, false
		}
		i += n - 1
	}
	return operands, exitOK, true
}

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// printf writes one diagnostic line, "urispec NAME: ...".
func (c *cmdline) printf(format string, args ...any) {
	fmt.Fprintf(c.stderr, msgPrefix+format+"\n", append([]any{c.name}, args...)...)
}

// short writes the synopsis and where to find the rest.
func (c *cmdline) short() {
	for i, s := range c.synopsis {
		if i == 0 {
			fmt.Fprintln(c.stderr, "usage: "+s)
		} else {
			fmt.Fprintln(c.stderr, "       "+s)
		}
	}
	fmt.Fprintf(c.stderr, msgRunHelp+"\n", c.name)
}

// fail reports a usage error (a missing or bad operand or flag) with the
// synopsis, and returns the usage exit status.
func (c *cmdline) fail(format string, args ...any) int {
	c.printf(format, args...)
	c.short()
	return exitUsage
}

// errorf reports an error that is not about the command line (I/O, a
// dialect without the feature) and returns the usage exit status.
func (c *cmdline) errorf(format string, args ...any) int {
	c.printf(format, args...)
	return exitUsage
}

// dialect returns the dialect the -d flag names, or reports why not. id ""
// is a missing -d.
func (c *cmdline) dialect(id string) (semantic.Dialect, int, bool) {
	if id == "" {
		return semantic.Dialect{}, c.fail(msgMissing, "-d DIALECT"), false
	}
	d, err := semantic.ParseDialect(id)
	if err != nil {
		return d, c.fail("-d: %s", cliText(err)), false
	}
	return d, exitOK, true
}

// maxLengthFlag defines -max-length; check with maxLengthOption.
func (c *cmdline) maxLengthFlag() *int {
	return c.fs.Int("max-length", 0, "accept inputs of at most `N` bytes; a longer one gets a length error as its result\n(0: no limit, but a line of standard input longer than 1 MiB gets one too)")
}

// maxLengthOption returns the option of -max-length n, or reports a bad
// value.
func (c *cmdline) maxLengthOption(n int) (semantic.Option, int, bool) {
	switch {
	case n < 0:
		return nil, c.fail(msgMaxLength, n), false
	case n == 0:
		return nil, exitOK, true
	}
	return semantic.WithMaxLength(n), exitOK, true
}

// jobsFlag defines -j; check with workers.
func (c *cmdline) jobsFlag() *int {
	return c.fs.Int("j", 1, "work on `N` inputs at once, on N goroutines; the output stays in input order (0: one per core)")
}

// workers returns the number of workers -j n asks for, or reports a bad
// value.
func (c *cmdline) workers(n int) (int, int, bool) {
	switch {
	case n < 0:
		return 0, c.fail(msgJobs, n), false
	case n == 0:
		return runtime.GOMAXPROCS(0), exitOK, true
	}
	return n, exitOK, true
}

// operandsIn reports a wrong number of operands: want is how many the
// command takes, names what they are ("BASE", "A and B").
func (c *cmdline) exactly(operands []string, want int, names ...string) (int, bool) {
	if len(operands) < want {
		return c.fail(msgMissing, strings.Join(names[len(operands):], " and ")), false
	}
	if len(operands) > want {
		return c.fail(msgTooMany, strings.Join(names, " and "), len(operands)), false
	}
	return exitOK, true
}

// libraryNames maps what the semantic package's messages call its options,
// entry points and constants to the CLI's flags and commands.
var libraryNames = strings.NewReplacer(
	"WithMaxLength", "-max-length",
	"WithRule", "-rule",
	"WithLevel", "-level",
	"WithValidating", "-nonstrict",
	"WithLeadingDots", "-dots",
	"WithTree", "the syntax tree (parse)",
	"RetainLeadingDots", "retain",
	"RemoveLeadingDots", "remove",
	"RejectLeadingDots", "error",
	"does not apply to Parse", "does not apply to parse",
	"does not apply to Resolve", "does not apply to resolve",
	"does not apply to Normalize", "does not apply to normalize",
	"does not apply to Equivalent", "does not apply to equiv",
)

// cliText is the message of an error of the semantic package in the CLI's
// terms: the options it names are the CLI's flags.
func cliText(err error) string { return libraryNames.Replace(err.Error()) }

// dialectIDs returns the ids of ds, comma-separated.
func dialectIDs(ds []semantic.Dialect) string {
	ids := make([]string, len(ds))
	for i, d := range ds {
		ids[i] = d.ID()
	}
	return strings.Join(ids, ", ")
}

// offering returns the dialects whose Info satisfies has, comma-separated,
// for help texts and messages ("no dialect does" when none).
func offering(has func(*semantic.DialectInfo) bool) string {
	var ds []semantic.Dialect
	for _, d := range semantic.Dialects() {
		if info, err := semantic.Info(d); err == nil && has(info) {
			ds = append(ds, d)
		}
	}
	if len(ds) == 0 {
		return msgOfferedByNone
	}
	return dialectIDs(ds)
}
