package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/urispec/urispec/semantic"
)

func runNormalize(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("normalize", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dialect := fs.String("d", "", "dialect id (required)")
	level := fs.String("level", "", "normalization level (default: the dialect's first level, listed above)")
	errata := fs.Bool("errata", false, "list the errata of the dialect's normalization and prose rules (needs -d) and exit")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: urispec normalize -d DIALECT [-level LEVEL] [--] [INPUT...]")
		fmt.Fprintln(stderr, "       urispec normalize -d DIALECT -errata")
		fmt.Fprintln(stderr, "Prints the normal form of each input at the level, one per line, by the rules the")
		fmt.Fprintln(stderr, "dialect's own text states. Inputs come from the operands, else one per line from")
		fmt.Fprintln(stderr, "standard input; an invalid input is reported on standard error.")
		fmt.Fprintln(stderr, "Exit 0 if all are valid, 1 if any is invalid, 2 on a usage or I/O error.")
		printLevels(stderr)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if *dialect == "" {
		fs.Usage()
		return exitUsage
	}
	d, ok := dialectFlag("normalize", *dialect, stderr)
	if !ok {
		return exitUsage
	}
	if *errata {
		return listErrata("normalize", d, "normalization and prose-rule errata", fs.NArg(), stdout, stderr,
			semantic.ErratumNormalization, semantic.ErratumProse)
	}
	inputs, err := operandsOrLines(fs.Args(), stdin)
	if err != nil {
		fmt.Fprintln(stderr, "urispec normalize:", err)
		return exitUsage
	}
	status := exitOK
	for _, in := range inputs {
		n, err := semantic.Normalize(d, in, levelOption(*level))
		var se *semantic.Error
		switch {
		case err == nil:
			fmt.Fprintln(stdout, n)
		case errors.As(err, &se):
			status = exitInvalid
			printSyntaxError(stderr, "urispec normalize:", se)
		default:
			// Not about the input: unknown dialect or level.
			fmt.Fprintln(stderr, "urispec normalize:", err)
			return exitUsage
		}
	}
	return status
}

// printLevels lists each dialect's normalization levels, the default first.
func printLevels(w io.Writer) {
	fmt.Fprintln(w, "Levels (default first):")
	for _, d := range semantic.Dialects() {
		var ls []string
		if info, err := semantic.Info(d); err == nil {
			for _, l := range info.Levels {
				ls = append(ls, string(l))
			}
		}
		fmt.Fprintf(w, "  %-15s %s\n", d, strings.Join(ls, ", "))
	}
}

// printSyntaxError writes the error and the caret display of the input.
func printSyntaxError(w io.Writer, prefix string, se *semantic.Error) {
	fmt.Fprintln(w, prefix, se.Error())
	for _, line := range strings.Split(se.Caret(), "\n") {
		fmt.Fprintln(w, "  "+line)
	}
}

// levelOption is the option of a -level flag; none for "" (the default).
func levelOption(level string) semantic.Option {
	if level == "" {
		return nil
	}
	return semantic.WithLevel(semantic.Level(level))
}
