package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urispec/urispec/conformance"
)

func runConformance(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("conformance", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dialect := fs.String("d", "", "run only the vectors of this dialect id ("+strings.Join(conformance.DialectIDs(), ", ")+")")
	kind := fs.String("kind", "", "run only the vectors of this kind (parse, resolve, normalize, equivalent)")
	asJSON := fs.Bool("json", false, "print one JSON object per vector result, then a summary object")
	matrix := fs.Bool("matrix", false, "the lineage view: every parse vector's input under every dialect, then the patterns of agreement")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: urispec conformance [-d DIALECT] [-kind KIND] [-json] [-matrix] [--] [FILE.jsonl...]")
		fmt.Fprintln(stderr, "Runs test vectors (JSON Lines, the format of ../shared/corpora/README.md) through")
		fmt.Fprintln(stderr, "urispec's API. Without FILEs: the embedded corpus and, when the folder exists,")
		fmt.Fprintln(stderr, "../shared/corpora (seen from the module root). Prints a table per dialect and kind,")
		fmt.Fprintln(stderr, "each failure, the reasons of the skips and of the expected failures (vectors listed")
		fmt.Fprintln(stderr, "in conformance/testdata/xfail*.jsonl that fail as recorded), and last")
		fmt.Fprintln(stderr, "\"N passed, N failed, N skipped[, N expected failures]\".")
		fmt.Fprintln(stderr, "Exit 0 if no vector failed, 1 if any failed, 2 on a usage, I/O or format error.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if *dialect != "" && !slices.Contains(conformance.DialectIDs(), *dialect) {
		fmt.Fprintf(stderr, "urispec conformance: -d %q: not a dialect of the format (%s)\n", *dialect, strings.Join(conformance.DialectIDs(), ", "))
		return exitUsage
	}
	if *kind != "" && !slices.Contains(conformance.Kinds(), conformance.Kind(*kind)) {
		fmt.Fprintf(stderr, "urispec conformance: -kind %q: want parse, resolve, normalize or equivalent\n", *kind)
		return exitUsage
	}
	if *matrix && *kind != "" && *kind != string(conformance.KindParse) {
		fmt.Fprintln(stderr, "urispec conformance: -matrix uses parse vectors only; -kind must be parse or absent")
		return exitUsage
	}
	var c *conformance.Corpus
	var err error
	if fs.NArg() == 0 {
		c, err = conformance.Default()
	} else {
		c, err = conformance.Files(fs.Args()...)
	}
	if err != nil {
		printLoadError(stderr, err)
		return exitUsage
	}
	c = c.Filter(*dialect, conformance.Kind(*kind))
	if *matrix {
		m, err := conformance.BuildMatrix(c)
		if err == nil {
			if *asJSON {
				err = m.WriteJSON(stdout)
			} else {
				err = m.WriteText(stdout)
			}
		}
		if err != nil {
			fmt.Fprintln(stderr, "urispec conformance:", err)
			return exitUsage
		}
		return exitOK
	}
	rep := conformance.Run(c)
	if *asJSON {
		err = rep.WriteJSON(stdout)
	} else {
		err = rep.WriteText(stdout)
	}
	if err != nil {
		fmt.Fprintln(stderr, "urispec conformance:", err)
		return exitUsage
	}
	if rep.Counts().Failed > 0 {
		return exitInvalid
	}
	return exitOK
}

// printLoadError writes each line of a load error (one per bad line of a
// vector file) after the command name.
func printLoadError(w io.Writer, err error) {
	var list conformance.ErrorList
	if errors.As(err, &list) {
		for _, e := range list {
			fmt.Fprintln(w, "urispec conformance:", e)
		}
		return
	}
	fmt.Fprintln(w, "urispec conformance:", err)
}
