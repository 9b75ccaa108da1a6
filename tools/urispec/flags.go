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
// text of its usage, and where diagnostics go. Its checks stop the command
// at the first usage error (or -h): later checks then do nothing, and
// stopped reports it, with the exit status in exit.
type cmdline struct {
	name     string
	fs       *flag.FlagSet
	synopsis []string // "urispec check [-d DIALECT | -all] ..."
	about    func(w io.Writer)
	stderr   io.Writer
	stop     bool
	exit     int
}

// stopped reports whether the command must end, with exit status c.exit.
func (c *cmdline) stopped() bool { return c.stop }

// end stops the command with exit status code (the first status stays).
func (c *cmdline) end(code int) int {
	if !c.stop {
		c.stop, c.exit = true, code
	}
	return c.exit
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
// begin with "-", and "-" alone is an operand. It returns the operands; -h
// stops the command with status 0, a bad flag with status 2.
func (c *cmdline) parse(args []string) (operands []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(operands, args[i+1:]...)
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
				c.end(exitOK)
				return nil
			}
			c.printf("%v", err)
			if c.fs.Lookup(name) == nil {
				c.printf(msgFlagHint, c.name, a)
			}
			c.short()
			c.end(exitUsage)
			return nil
		}
		i += n - 1
	}
	return operands
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
// synopsis, unless the command has stopped already, and stops it with the
// usage exit status, which it returns.
func (c *cmdline) fail(format string, args ...any) int {
	if !c.stop {
		c.printf(format, args...)
		c.short()
	}
	return c.end(exitUsage)
}

// errorf reports an error that is not about the command line (I/O, a
// dialect without the feature), unless the command has stopped already, and
// stops it with the usage exit status, which it returns.
func (c *cmdline) errorf(format string, args ...any) int {
	if !c.stop {
		c.printf(format, args...)
	}
	return c.end(exitUsage)
}

// dialect returns the dialect the -d flag names, or reports why there is
// none (id "" is a missing -d).
func (c *cmdline) dialect(id string) semantic.Dialect {
	if c.stop {
		return semantic.Dialect{}
	}
	if id == "" {
		c.fail(msgMissing, "-d DIALECT")
		return semantic.Dialect{}
	}
	d, err := semantic.ParseDialect(id)
	if err != nil {
		c.fail("-d: %s", cliText(err))
	}
	return d
}

// maxLengthFlag defines -max-length; check with maxLengthOption.
// schemeSyntaxFlag is -scheme-syntax (semantic.WithSchemeSyntax).
func (c *cmdline) schemeSyntaxFlag() *bool {
	return c.fs.Bool("scheme-syntax", false, "also hold an input whose scheme (or URN namespace) has a grammar that applies to\nthe dialect to that grammar (urispec schemes lists them)")
}

// schemeSyntaxOption returns the option of -scheme-syntax, nil without it.
func schemeSyntaxOption(on bool) semantic.Option {
	if on {
		return semantic.WithSchemeSyntax()
	}
	return nil
}

func (c *cmdline) maxLengthFlag() *int {
	return c.fs.Int("max-length", 0, "accept inputs of at most `N` bytes; a longer one gets a length error as its result\n(0: no limit, but a line of standard input longer than 1 MiB gets one too)")
}

// maxLengthOption returns the option of -max-length n (nil for no limit),
// or reports a bad value.
func (c *cmdline) maxLengthOption(n int) semantic.Option {
	switch {
	case n < 0:
		c.fail(msgMaxLength, n)
		return nil
	case n == 0:
		return nil
	}
	return semantic.WithMaxLength(n)
}

// jobsFlag defines -j; check with workers.
func (c *cmdline) jobsFlag() *int {
	return c.fs.Int("j", 1, "work on `N` inputs at once, on N goroutines; the output stays in input order (0: one per core)")
}

// workers returns the number of workers -j n asks for, or reports a bad
// value.
func (c *cmdline) workers(n int) int {
	switch {
	case n < 0:
		c.fail(msgJobs, n)
		return 1
	case n == 0:
		return runtime.GOMAXPROCS(0)
	}
	return n
}

// exactly reports a wrong number of operands: the command takes one per
// name in names ("INPUT"; "A", "B"; none), and a missing one is named.
func (c *cmdline) exactly(operands []string, names ...string) {
	switch {
	case len(names) == 0 && len(operands) > 0:
		c.fail(msgNoOperands, len(operands))
	case len(operands) < len(names):
		c.fail(msgMissing, strings.Join(names[len(operands):], " and "))
	case len(operands) > len(names):
		c.fail(msgTooMany, strings.Join(names, " and "), len(operands))
	}
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
