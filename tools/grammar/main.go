// Command grammar reads the urispec grammar files grammar/<dialect>/<dialect>.abnf
// with package grammar/abnfkit (the reader and lint that `urispec grammar`
// offers for any ABNF file, here holding the files to grammar/README.md): it
// lints them, prints them in canonical form and lists their rules.
//
// Usage (from the repository root):
//
//	go run ./tools/grammar lint [FILE...]
//	go run ./tools/grammar print FILE
//	go run ./tools/grammar inventory [-md] [FILE...]
//	go run ./tools/grammar splice -file FILE -name NAME [-check] < TEXT
//
// Without FILE arguments, lint and inventory read every grammar/<dialect>/<dialect>.abnf.
// lint exits 1 when there are findings and 2 on an I/O or parse error.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/abnfkit"
)

// defaultGlob names the grammar files of the repository, from its root.
const defaultGlob = "grammar/*/*.abnf"

// The scheme and namespace grammars are grammar/schemes/*/*.abnf and
// grammar/urn/*/*.abnf, linted with the rules they import.

const usage = `usage: go run ./tools/grammar COMMAND [ARGS]

commands:
  lint [FILE...]             report lint findings (default: ` + defaultGlob + `)
  print FILE                 print FILE in canonical form
  inventory [-md] [FILE...]  list the rules of each grammar
  splice -file F -name N     replace the generated block N of F with standard input

Run "go run ./tools/grammar COMMAND -h" for a command's help.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// Exit codes.
const (
	exitOK       = 0
	exitFindings = 1 // lint found something
	exitError    = 2 // usage, I/O or parse error
)

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitError
	}
	switch args[0] {
	case "lint":
		return lint(args[1:], stdout, stderr)
	case "print":
		return printCmd(args[1:], stdout, stderr)
	case "inventory":
		return inventory(args[1:], stdout, stderr)
	case "splice":
		return splice(args[1:], os.Stdin, stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	default:
		fmt.Fprintf(stderr, "grammar: unknown command %q\n%s", args[0], usage)
		return exitError
	}
}

// flags makes the flag set of a command; help is its usage text.
func flags(name, help string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), help)
		fs.PrintDefaults()
	}
	return fs
}

// parseFlags parses args; done is true when the command must return code.
// Asked-for help goes to stdout, a usage error to stderr.
func parseFlags(fs *flag.FlagSet, args []string, stdout io.Writer) (code int, done bool) {
	stderr := fs.Output()
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.SetOutput(stdout)
		fs.Usage()
		return exitOK, true
	case err != nil:
		fs.SetOutput(stderr)
		fmt.Fprintln(stderr, err)
		fs.Usage()
		return exitError, true
	}
	fs.SetOutput(stderr)
	return 0, false
}

// files returns the FILE arguments, or the repository's grammars.
func files(args []string) ([]string, error) {
	if len(args) > 0 {
		return args, nil
	}
	m, err := filepath.Glob(defaultGlob)
	if err != nil {
		return nil, err
	}
	// A dialect's grammar is grammar/<dialect>/<dialect>.abnf; other .abnf
	// files below grammar/ (the core rules of grammar/abnf) are not dialects.
	var out []string
	for _, f := range m {
		if filepath.Base(f) == filepath.Base(filepath.Dir(f))+".abnf" {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no grammar files match %s (run from the repository root)", defaultGlob)
	}
	// The scheme and URN namespace grammars, one folder each.
	for _, glob := range []string{"grammar/schemes/*/*.abnf", "grammar/urn/*/*.abnf"} {
		m, err := filepath.Glob(glob)
		if err != nil {
			return nil, err
		}
		for _, f := range m {
			if filepath.Base(f) == filepath.Base(filepath.Dir(f))+".abnf" {
				out = append(out, f)
			}
		}
	}
	return out, nil
}

const lintHelp = `usage: go run ./tools/grammar lint [FILE...]

Lint each grammar file (default: ` + defaultGlob + `) and print the findings as
file:line:col: kind: message. Exit status: 0 when clean, 1 when there are
findings, 2 on an I/O or parse error.
`

func lint(args []string, stdout, stderr io.Writer) int {
	fs := flags("lint", lintHelp, stderr)
	if code, done := parseFlags(fs, args, stdout); done {
		return code
	}
	paths, err := files(fs.Args())
	if err != nil {
		fmt.Fprintln(stderr, "lint:", err)
		return exitError
	}
	code, findings := exitOK, 0
	for _, p := range paths {
		g, err := abnfkit.ReadRecord(p)
		if err == nil && g.ABNF.IsSchemeGrammar() {
			// A scheme grammar is linted with the rules it imports.
			err = g.ABNF.ResolveImports(func(d string) (*abnf.Grammar, error) {
				return abnf.ParseFile(filepath.Join(filepath.Dir(filepath.Dir(filepath.Dir(p))), d, d+".abnf"))
			})
		}
		if err != nil {
			fmt.Fprintln(stderr, err)
			code = exitError
			continue
		}
		for _, f := range g.Lint() {
			fmt.Fprintln(stdout, f)
			findings++
		}
	}
	switch {
	case code != exitOK:
		return code
	case findings > 0:
		fmt.Fprintf(stderr, "lint: %d findings in %d files\n", findings, len(paths))
		return exitFindings
	}
	fmt.Fprintf(stdout, "lint: %d files clean\n", len(paths))
	return exitOK
}

const printHelp = `usage: go run ./tools/grammar print FILE

Print FILE in canonical form: pragmas, one rule per line with its section,
the errata block. Free comments are not printed.
`

func printCmd(args []string, stdout, stderr io.Writer) int {
	fs := flags("print", printHelp, stderr)
	if code, done := parseFlags(fs, args, stdout); done {
		return code
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return exitError
	}
	g, err := abnfkit.ReadRecord(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(stderr, err)
		return exitError
	}
	fmt.Fprint(stdout, abnf.Print(g.ABNF))
	return exitOK
}

const inventoryHelp = `usage: go run ./tools/grammar inventory [-md] [FILE...]

List the rules of each grammar (default: ` + defaultGlob + `), one table per
dialect: rule, section, spec name (when ;@rename maps it).
`

func inventory(args []string, stdout, stderr io.Writer) int {
	fs := flags("inventory", inventoryHelp, stderr)
	md := fs.Bool("md", false, "write Markdown (for docs)")
	if code, done := parseFlags(fs, args, stdout); done {
		return code
	}
	paths, err := files(fs.Args())
	if err != nil {
		fmt.Fprintln(stderr, "inventory:", err)
		return exitError
	}
	for i, p := range paths {
		k, err := abnfkit.ReadRecord(p)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return exitError
		}
		g := k.ABNF
		if i > 0 {
			fmt.Fprintln(stdout)
		}
		if *md {
			writeMarkdown(stdout, p, g)
		} else {
			writeText(stdout, p, g)
		}
	}
	return exitOK
}

func dialect(path string, g *abnf.Grammar) string {
	if g.Pragmas.Dialect != "" {
		return g.Pragmas.Dialect
	}
	return strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
}

func section(s string) string {
	if s == "" {
		return ""
	}
	return "§" + s
}

// cell escapes the Markdown table separator.
func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

func writeText(w io.Writer, path string, g *abnf.Grammar) {
	spec := g.Pragmas.Spec
	fmt.Fprintf(w, "%s: %s %q %s (%s)\n", dialect(path, g), spec.Name, spec.Title, spec.Date, filepath.ToSlash(path))
	var table strings.Builder
	tw := tabwriter.NewWriter(&table, 0, 8, 2, ' ', 0)
	fmt.Fprintln(tw, "rule\tsection\tspec name")
	for _, r := range abnf.Inventory(g) {
		fmt.Fprintf(tw, "%s\t%s\t%s\n", r.Rule, section(r.Section), r.SpecName)
	}
	tw.Flush()
	for _, line := range strings.SplitAfter(table.String(), "\n") {
		if line != "" {
			fmt.Fprintln(w, strings.TrimRight(line, " \n"))
		}
	}
}

func writeMarkdown(w io.Writer, path string, g *abnf.Grammar) {
	spec := g.Pragmas.Spec
	fmt.Fprintf(w, "### %s\n\n%s, \"%s\", %s. Grammar: `%s`.\n\n", dialect(path, g), spec.Name, spec.Title, spec.Date, filepath.ToSlash(path))
	fmt.Fprintln(w, "| rule | section | spec name |")
	fmt.Fprintln(w, "|---|---|---|")
	for _, r := range abnf.Inventory(g) {
		name := ""
		if r.SpecName != "" {
			name = "`" + r.SpecName + "`"
		}
		fmt.Fprintf(w, "| `%s` | %s | %s |\n", r.Rule, cell(section(r.Section)), cell(name))
	}
}
