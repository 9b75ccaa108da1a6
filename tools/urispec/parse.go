package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/urispec/urispec/semantic"
)

func runParse(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("parse", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dialect := fs.String("d", "", "dialect id (required)")
	rule := fs.String("rule", "", "start rule (default: the dialect's first start rule)")
	asJSON := fs.Bool("json", false, "print the tree as JSON")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: urispec parse -d DIALECT [-rule RULE] [-json] [--] INPUT")
		fmt.Fprintln(stderr, "Prints the syntax tree: one node per line, `rule [start,end) \"text\"`, spans in bytes.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if *dialect == "" || fs.NArg() != 1 {
		fs.Usage()
		return exitUsage
	}
	d, ok := dialectFlag("parse", *dialect, stderr)
	if !ok {
		return exitUsage
	}
	r, u, se, err := evaluate(d, *rule, fs.Arg(0), semantic.WithTree())
	if err != nil {
		fmt.Fprintln(stderr, "urispec parse:", err)
		return exitUsage
	}
	if se != nil {
		if *asJSON {
			enc := json.NewEncoder(stdout)
			enc.SetEscapeHTML(false)
			_ = enc.Encode(r)
		} else {
			fmt.Fprintln(stdout, se.Error())
			fmt.Fprintln(stdout, se.Caret())
		}
		return exitInvalid
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(u.Tree); err != nil {
			fmt.Fprintln(stderr, "urispec parse:", err)
			return exitUsage
		}
		return exitOK
	}
	fmt.Fprint(stdout, u.Tree.Dump())
	return exitOK
}
