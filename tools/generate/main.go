// Command generate regenerates generated/ from the grammars: for each dialect
// (every grammar/<dialect>/ with a .peg),
//
//   - generated/internal/<pkg>/<pkg>.go, the pigeon parser of
//     grammar/<dialect>/<dialect>.peg (pigeon is pinned in go.mod and run as
//     `go tool pigeon`), and entry.go, its start-rule entry points;
//   - generated/<pkg>/adapter.go, the public face of the parser;
//   - generated/<pkg>/tables.go, the automaton of the ;@start and ;@scan
//     rules of grammar/<dialect>/<dialect>.abnf (grammar/compiler), as one
//     value of semantic/automaton.Automaton;
//   - generated/<pkg>/meta.go, the grammar's metadata as data (spec, start
//     rules, renames, the section of every rule, every erratum);
//   - generated/<pkg>/encoding.go, what percent-encoding means in the
//     grammar: per component rule (the table of encoding.go) the bytes it
//     admits literally, computed from the rule's automaton, and the
//     delimiters (semantic.Encode and Decode);
//
// then, for every scheme and URN namespace grammar
// (grammar/schemes/<name>/<name>.abnf, grammar/urn/<nid>/<nid>.abnf),
// generated/schemes/<name>.go, its automaton and metadata, and
// generated/schemes/schemes.go, the list of them (-schemes: only these);
// then generated/registry.go, the table of every dialect, and
// grammar/AUTOMATA.md, the size of every automaton. It prints that report.
//
// Usage:
//
//	go run ./tools/generate [-out DIR] [-d DIALECT]... [-schemes]
//
// -out writes the trees somewhere else (make check-generated regenerates into
// a temporary directory and compares). The output contains no absolute path
// and no timestamp, so it is byte-identical across runs and machines. Every
// file is written to a temporary file beside it and renamed into place, so a
// failure leaves no half-written file.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
)

// PigeonFlags are the generation options, chosen by measurement (README,
// "Parser options": -optimize-parser alone is ~3-4x faster than no option and
// halves allocations; -optimize-basic-latin adds a little on top). It also
// removes memoization support, which is never wanted here.
var PigeonFlags = []string{"-optimize-parser", "-optimize-basic-latin"}

type multi []string

func (m *multi) String() string     { return strings.Join(*m, ",") }
func (m *multi) Set(s string) error { *m = append(*m, s); return nil }

func main() {
	out := flag.String("out", ".", "root of the tree to write generated/ and grammar/AUTOMATA.md into")
	var only multi
	flag.Var(&only, "d", "dialect to generate (repeatable; default: every grammar/<dialect>/ with a .peg)")
	schemesOnly := flag.Bool("schemes", false, "generate only the scheme and URN namespace grammars (generated/schemes)")
	flag.Parse()
	run := run
	if *schemesOnly {
		run = func(out string, _ []string) error { return runSchemes(out) }
	}
	if err := run(*out, only); err != nil {
		fmt.Fprintln(os.Stderr, "generate:", err)
		os.Exit(1)
	}
}

// PackageName is the Go package of a dialect: the id without '-' and '.'.
func PackageName(dialect string) string {
	return strings.NewReplacer("-", "", ".", "").Replace(dialect)
}

// allDialects lists every grammar/<dialect>/ with a .peg, sorted.
func allDialects() ([]string, error) {
	ents, err := os.ReadDir("grammar")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range ents {
		if e.IsDir() {
			if _, err := os.Stat(filepath.Join("grammar", e.Name(), e.Name()+".peg")); err == nil {
				out = append(out, e.Name())
			}
		}
	}
	sort.Strings(out)
	return out, nil
}

func run(out string, only []string) error {
	all, err := allDialects()
	if err != nil {
		return err
	}
	dialects := only
	if len(dialects) == 0 {
		dialects = all
	}
	sort.Strings(dialects)
	// Dialects are independent: generate them in parallel.
	reports := make([]*report, len(dialects))
	errs := make([]error, len(dialects))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i, d := range dialects {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			reports[i], errs[i] = generate(out, d)
			if errs[i] != nil {
				errs[i] = fmt.Errorf("%s: %w", d, errs[i])
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	for _, r := range reports {
		fmt.Print(r.text())
	}
	if err := writeRegistry(out, all); err != nil {
		return err
	}
	if len(only) == 0 {
		if err := runSchemes(out); err != nil {
			return err
		}
	}
	if len(only) == 0 {
		return writeFile(filepath.Join(out, "grammar", "AUTOMATA.md"), []byte(automataDoc(reports)))
	}
	return nil
}

// runSchemes generates every scheme and namespace grammar and their list
// (schemes.go).
func runSchemes(out string) error {
	paths, err := schemeGrammarPaths()
	if err != nil {
		return err
	}
	var gs []*schemeOut
	for _, p := range paths {
		g, err := generateScheme(out, p)
		if err != nil {
			return err
		}
		gs = append(gs, g)
	}
	return writeSchemes(out, gs)
}

// writeFile writes data to a temporary file beside path and renames it into
// place.
func writeFile(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
