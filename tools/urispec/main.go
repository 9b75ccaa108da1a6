// Command urispec checks identifiers against the historical URL, URI and URN
// specifications, one generated parser per spec version (dialect).
//
// Usage:
//
//	urispec check [-d DIALECT | -all] [-rule RULE] [-json] [INPUT...]
//	urispec parse -d DIALECT [-rule RULE] [-json] INPUT
//	urispec diff INPUT...
//	urispec dialects [-json]
//	urispec resolve -d DIALECT [-nonstrict] [-dots retain|remove|error] [-json] BASE [REF...]
//	urispec normalize -d DIALECT [-level L] [-errata] INPUT...
//	urispec equiv -d DIALECT [-level L] A B
//	urispec conformance [-d DIALECT] [-kind KIND] [-json] [-matrix] [FILE.jsonl...]
//
// Flags come before operands; "--" ends the flags (inputs may begin with
// "-"). Every subcommand has -h. Exit status: 0 when every input is valid (or
// the command succeeded), 1 when any input is invalid, 2 on a usage or I/O
// error; equiv exits 0 when equivalent, 1 when not, 2 on an error or an
// invalid input.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/urispec/urispec/semantic"
)

// Exit statuses (a contract: scripts rely on them).
const (
	exitOK      = 0
	exitInvalid = 1
	exitUsage   = 2
)

type command struct {
	name    string
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

func commands() []command {
	return []command{
		{"check", "check inputs against one or every dialect", runCheck},
		{"parse", "print the syntax tree of an input under a dialect", runParse},
		{"diff", "the verdict of every dialect side by side, and why each rejection", runDiff},
		{"dialects", "the dialects: specs, dates, start rules and errata", runDialects},
		{"resolve", "resolve references against a base by a dialect's own algorithm", runResolve},
		{"normalize", "the normal form of inputs at a level of a dialect's equivalence rules", runNormalize},
		{"equiv", "whether two inputs are equivalent under a dialect (equal normal forms)", runEquiv},
		{"conformance", "run test vectors (JSON Lines) and report passed, failed, skipped and expected failures", runConformance},
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" || args[0] == "help" {
		usage(stderr)
		if len(args) == 0 {
			return exitUsage
		}
		return exitOK
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(args[1:], stdin, stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "urispec: unknown command %q\n", args[0])
	usage(stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: urispec COMMAND [flags] [--] [operands]")
	fmt.Fprintln(w, "commands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-12s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "Run 'urispec COMMAND -h' for a command's flags.")
}

// dialectFlag returns the dialect that the -d flag of cmd names (any case),
// or reports the error on stderr.
func dialectFlag(cmd, id string, stderr io.Writer) (semantic.Dialect, bool) {
	d, err := semantic.ParseDialect(id)
	if err != nil {
		fmt.Fprintf(stderr, "urispec %s: -d: %v\n", cmd, err)
		return d, false
	}
	return d, true
}
