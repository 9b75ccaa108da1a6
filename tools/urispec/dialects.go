package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/urispec/urispec/semantic"
	"github.com/urispec/urispec/tools/abnf"
)

func runDialects(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("dialects", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the dialects as a JSON array")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: urispec dialects [-json]")
		fmt.Fprintln(stderr, "Lists each dialect: id, spec document, title and date, start rules, renamed")
		fmt.Fprintln(stderr, "rules and the errata of its transcription.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if fs.NArg() != 0 {
		fs.Usage()
		return exitUsage
	}
	var infos []*semantic.DialectInfo
	for _, d := range semantic.Dialects() {
		info, err := semantic.Info(d)
		if err != nil {
			fmt.Fprintln(stderr, "urispec dialects:", err)
			return exitUsage
		}
		infos = append(infos, info)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		if err := enc.Encode(infos); err != nil {
			fmt.Fprintln(stderr, "urispec dialects:", err)
			return exitUsage
		}
		return exitOK
	}
	for i, info := range infos {
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprintf(stdout, "%s\n  spec:        %s, %q, %s\n  start rules: %s\n  rules:       %d\n",
			info.ID, info.SpecName, info.SpecTitle, info.SpecDate, strings.Join(info.StartRules, ", "), info.Rules)
		for _, r := range info.Renames {
			fmt.Fprintf(stdout, "  renamed:     %s -> %s\n", r.Spec, r.ABNF)
		}
		for _, e := range []struct {
			title  string
			errata []*abnf.Erratum
		}{{"errata (grammar)", info.Errata}, {"errata (resolution)", info.ResolveErrata},
			{"errata (normalization and prose rules)", info.ProseErrata}} {
			fmt.Fprint(stdout, "  ")
			printErrata(stdout, e.title, e.errata)
		}
	}
	return exitOK
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func printErrata(w io.Writer, title string, errata []*abnf.Erratum) {
	fmt.Fprintf(w, "%s: %d\n", title, len(errata))
	for _, e := range errata {
		fmt.Fprintf(w, "    %s %s §%s\n      text: %s\n      does: %s\n      why:  %s\n",
			e.ID, e.Rule, e.Section, oneLine(e.Text), oneLine(e.Does), oneLine(e.Why))
	}
}

// listErrata serves the -errata flag of a command: the errata that get
// returns for dialect d, under "<d> <title>: N".
func listErrata(cmd string, d semantic.Dialect, title string, get func(semantic.Dialect) ([]*abnf.Erratum, error),
	nargs int, stdout, stderr io.Writer) int {
	if nargs != 0 {
		fmt.Fprintf(stderr, "urispec %s: -errata takes no operands\n", cmd)
		return exitUsage
	}
	errata, err := get(d)
	if err != nil {
		fmt.Fprintf(stderr, "urispec %s: %v\n", cmd, err)
		return exitUsage
	}
	fmt.Fprintf(stdout, "%s ", d)
	printErrata(stdout, title, errata)
	return exitOK
}
