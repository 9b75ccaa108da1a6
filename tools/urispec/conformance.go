package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urispec/urispec/conformance"
)

func runConformance(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	cl := newCmdline("conformance", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Runs test vectors (JSON Lines, the format of ../shared/corpora/README.md) through")
		fmt.Fprintln(w, "urispec's API. Without FILEs: the embedded corpus and, when the folder exists,")
		fmt.Fprintln(w, "../shared/corpora (seen from the module root). Prints a table per dialect and kind,")
		fmt.Fprintln(w, "each failure, the reasons of the skips and of the expected failures (vectors listed")
		fmt.Fprintln(w, "in conformance/testdata/xfail*.jsonl that fail as recorded), and last")
		fmt.Fprintln(w, "\"N passed, N failed, N skipped[, N expected failures]\".")
		fmt.Fprintln(w, "Exit 0 if no vector failed, 1 if any failed, 2 on a usage, I/O or format error.")
	}, "urispec conformance [-d DIALECT] [-kind KIND] [-json] [-matrix] [--] [FILE.jsonl...]")
	dialect := cl.fs.String("d", "", "run only the vectors of this `DIALECT` id ("+strings.Join(conformance.DialectIDs(), ", ")+")")
	kind := cl.fs.String("kind", "", "run only the vectors of this `KIND` (parse, resolve, normalize, equivalent)")
	asJSON := cl.fs.Bool("json", false, "print one JSON object per vector result, then a summary object (JSON Lines)")
	matrix := cl.fs.Bool("matrix", false, "the lineage view: every parse vector's input under every dialect, then the patterns of agreement")
	files := cl.parse(args)
	switch {
	case cl.stopped():
	case *dialect != "" && !slices.Contains(conformance.DialectIDs(), *dialect):
		cl.fail(msgDialectFormat, *dialect, strings.Join(conformance.DialectIDs(), ", "))
	case *kind != "" && !slices.Contains(conformance.Kinds(), conformance.Kind(*kind)):
		cl.fail(msgKindFormat, *kind)
	case *matrix && *kind != "" && *kind != string(conformance.KindParse):
		cl.fail(msgMatrixKind)
	}
	if cl.stopped() {
		return cl.exit
	}
	var c *conformance.Corpus
	var err error
	if len(files) == 0 {
		c, err = conformance.Default()
	} else {
		c, err = conformance.Files(files...)
	}
	if err != nil {
		printLoadError(cl, err)
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
			return cl.errorf("%v", err)
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
		return cl.errorf("%v", err)
	}
	if rep.Counts().Failed > 0 {
		return exitInvalid
	}
	return exitOK
}

// printLoadError writes each line of a load error (one per bad line of a
// vector file) after the command name.
func printLoadError(c *cmdline, err error) {
	var list conformance.ErrorList
	if errors.As(err, &list) {
		for _, e := range list {
			c.printf("%v", e)
		}
		return
	}
	c.printf("%v", err)
}
