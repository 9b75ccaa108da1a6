package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/urispec/urispec/semantic"
)

func runDiff(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("diff", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: urispec diff [--] INPUT...")
		fmt.Fprintln(stderr, "For each input: the verdict of every dialect in date order, and for each")
		fmt.Fprintln(stderr, "rejection the offset, the spec rule and what it expected there.")
		fmt.Fprintln(stderr, "Exit 0 when every dialect accepts every input, 1 otherwise.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	inputs, err := operandsOrLines(fs.Args(), stdin)
	if err != nil {
		fmt.Fprintln(stderr, "urispec diff:", err)
		return exitUsage
	}
	status := exitOK
	for i, in := range inputs {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprintf(stdout, "%q\n", in)
		for _, d := range semantic.Dialects() {
			r, _, se, err := evaluate(d, "", in)
			if err != nil {
				fmt.Fprintln(stderr, "urispec diff:", err)
				return exitUsage
			}
			if se == nil {
				fmt.Fprintf(stdout, "  %-14s valid    %s -> %s\n", d, r.Rule, r.Production)
				continue
			}
			status = exitInvalid
			fmt.Fprintf(stdout, "  %-14s invalid  at %d: %s, expected %s (in %s, §%s)\n", d, se.Offset,
				se.Found(), strings.Join(se.Expected, " | "), se.Rule, se.Section)
		}
	}
	return status
}
