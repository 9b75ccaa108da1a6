// Command urispec checks identifiers against the historical URL, URI and URN
// specifications, one generated parser per spec version (dialect).
//
// Usage:
//
//	urispec check [-d DIALECT | -all] [-rule RULE] [-json] [-q] [-v] [-j N] [-max-length N]
//	              [-schemes S,...] [-require C,...] [-forbid C,...] [-host-kinds K,...] [-ports P,...] [INPUT...]
//	urispec parse -d DIALECT [-rule RULE] [-json] [-max-length N] INPUT
//	urispec diff [-json] [-q] [-j N] [-max-length N] [INPUT...]
//	urispec diff -languages [-rule-a RULE] [-rule-b RULE] [-max N] [-max-states N] [-timeout D] [-json] A B
//	         (A, B: DIALECT, DIALECT:RULE, FILE.abnf or FILE.abnf:RULE)
//	urispec grammar lint FILE.abnf...
//	urispec grammar compile [-json] [-max-states N] [-timeout D] FILE.abnf
//	urispec grammar check -g FILE.abnf [-rule RULE] [-json] [-q] [-max-states N] [-timeout D] [-max-length N] [INPUT...]
//	urispec grammar sample -g FILE.abnf [-rule RULE] [-n N] [-invalid] [-max-states N] [-timeout D]
//	urispec dialects [-json | -md]
//	urispec resolve -d DIALECT [-nonstrict] [-dots retain|remove|error] [-json] [-j N] [-max-length N] BASE [REF...]
//	urispec relativize -d DIALECT [-nonstrict] [-dots retain|remove|error] [-json] [-j N] [-max-length N] BASE [TARGET...]
//	urispec normalize -d DIALECT [-level L] [-errata] [-json] [-j N] [-max-length N] [INPUT...]
//	urispec equiv -d DIALECT [-level L] [-json] [-max-length N] A B
//	urispec encode -d DIALECT -component C [-json] [-j N] [-max-length N] [INPUT...]
//	urispec decode -d DIALECT -component C [-json] [-j N] [-max-length N] [INPUT...]
//	urispec conformance [-d DIALECT] [-kind KIND] [-json] [-matrix] [FILE.jsonl...]
//	urispec survey [-json] [-html REPORT.html] [-dialects A,B] [-top N] [-j N] [-max-length N] [FILE...]
//	urispec version [-json]
//	urispec help [COMMAND | json]
//
// Flags and operands may come in any order; "--" ends the flags (inputs may
// begin with "-"). Commands that take inputs read one per line from standard
// input when given none, and answer each line as they read it. Every
// subcommand has -h, and `urispec help json` describes the JSON output.
// Exit status: 0 when every input is valid (or the command succeeded), 1
// when any input is invalid (check: by a policy flag too), 2 on a usage or
// I/O error (grammar lint: 1 when there are findings; grammar compile: 1
// when a rule is not regular); equiv exits 0 when
// equivalent, 1 when not, 2 on an error or an invalid input; conformance 1
// when a vector fails.
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
		{"diff", "the verdict of every dialect side by side, and why each rejection (-languages A B: what one grammar accepts and the other not)", runDiff},
		{"grammar", "any ABNF file: lint, compile (regular or not, automaton sizes), check inputs, sample", runGrammar},
		{"dialects", "the dialects: specs, dates, start rules and errata", runDialects},
		{"schemes", "the scheme and URN namespace grammars: specs, rules, default ports, errata, and whether each lies inside the generic grammar", runSchemes},
		{"resolve", "resolve references against a base by a dialect's own algorithm", runResolve},
		{"relativize", "the shortest reference from a base to each target (the inverse of resolve)", runRelativize},
		{"normalize", "the normal form of inputs at a level of a dialect's equivalence rules", runNormalize},
		{"equiv", "whether two inputs are equivalent under a dialect (equal normal forms)", runEquiv},
		{"encode", "percent-encode inputs for a component, by the dialect's ABNF", runEncode},
		{"decode", "percent-decode a component, refusing what would change its meaning", runDecode},
		{"conformance", "run test vectors (JSON Lines) and report passed, failed, skipped and expected failures", runConformance},
		{"survey", "survey files of inputs: per dialect the valid share, where the others fail, the transitions between versions", runSurvey},
		{"version", "the version of urispec and the fingerprint of each dialect's grammar", runVersion},
		{"help", "this text, a command's flags (help COMMAND) or the JSON formats (help json)", runHelp},
	}
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		usage(stdout)
		return exitOK
	case "-version", "--version":
		return runVersion(args[1:], stdin, stdout, stderr)
	}
	for _, c := range commands() {
		if c.name == args[0] {
			return c.run(args[1:], stdin, stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "urispec: "+msgUnknownCmd+"\n", args[0])
	usage(stderr)
	return exitUsage
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: urispec COMMAND [flags] [--] [operands]")
	fmt.Fprintln(w, "commands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-12s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, txtDialects+"\n", dialectIDs(semantic.Dialects()))
	fmt.Fprintln(w, "Flags and operands may come in any order; \"--\" ends the flags (an input may begin")
	fmt.Fprintln(w, "with \"-\"). Without operands, inputs are read one per line from standard input.")
	fmt.Fprintln(w, "Exit status: 0 all valid, 1 any invalid, 2 usage or I/O error.")
	fmt.Fprintln(w, "Run 'urispec help COMMAND' for a command's flags, 'urispec help json' for the JSON output.")
}
