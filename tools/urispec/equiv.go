package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/urispec/urispec/semantic"
)

func runEquiv(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("equiv", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dialect := fs.String("d", "", "dialect id (required)")
	level := fs.String("level", "", "normalization level (default: the dialect's first level, listed above)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: urispec equiv -d DIALECT [-level LEVEL] [--] A B")
		fmt.Fprintln(stderr, "Prints \"equivalent\" when A and B have the same normal form at the level")
		fmt.Fprintln(stderr, "(urispec normalize), else \"not equivalent\".")
		fmt.Fprintln(stderr, "Exit 0 when equivalent, 1 when not, 2 on a usage error or an invalid input.")
		printLevels(stderr)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if *dialect == "" || fs.NArg() != 2 {
		fs.Usage()
		return exitUsage
	}
	d, ok := dialectFlag("equiv", *dialect, stderr)
	if !ok {
		return exitUsage
	}
	eq, err := semantic.Equivalent(d, fs.Arg(0), fs.Arg(1), levelOption(*level))
	var se *semantic.Error
	switch {
	case errors.As(err, &se):
		printSyntaxError(stderr, "urispec equiv:", se)
		return exitUsage
	case err != nil:
		fmt.Fprintln(stderr, "urispec equiv:", err)
		return exitUsage
	case eq:
		fmt.Fprintln(stdout, "equivalent")
		return exitOK
	}
	fmt.Fprintln(stdout, "not equivalent")
	return exitInvalid
}
