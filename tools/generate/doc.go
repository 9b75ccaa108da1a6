package main

import (
	"fmt"
	"os"
	"regexp"
	"strings"

	"github.com/urispec/urispec/grammar/abnf"
)

// This file writes generated/<pkg>/doc.go, the package doc of a dialect's
// parser, from its grammar: the ;@spec pragma, the ;@doc prose, the start
// rules with their sections, the errata ids and the tree's node names (the
// rules the .peg builds a node for). STYLE.md principle 2: the package doc is
// generated too.

// buildRe finds the node names of a .peg: ast.Build("NAME", ...).
var buildRe = regexp.MustCompile(`ast\.Build\("([^"]+)"`)

// docComment is the package doc of dialect's parser package pkg.
func docComment(g *abnf.Grammar, dialect, pkg string, peg []byte) string {
	p := g.Pragmas
	abnfPath := "grammar/" + dialect + "/" + dialect + ".abnf"
	pegPath := "grammar/" + dialect + "/" + dialect + ".peg"
	var paras []string
	lead := fmt.Sprintf("Package %s is the generated parser of the dialect %s: %s, %q, %s.", pkg, dialect, p.Spec.Name, p.Spec.Title, p.Spec.Date)
	prose := paragraphs(p.Doc)
	if len(prose) > 0 {
		lead += " " + prose[0]
		prose = prose[1:]
	}
	paras = append(paras, lead)
	starts := make([]string, len(p.Start))
	for i, s := range p.Start {
		starts[i] = s
		if r := g.Lookup(s); r != nil && r.Section != "" {
			starts[i] += " (§" + r.Section
			if i == 0 {
				starts[i] += ", the default"
			}
			starts[i] += ")"
		} else if i == 0 {
			starts[i] += " (the default)"
		}
	}
	var errata []string
	for _, e := range g.Errata {
		errata = append(errata, e.ID)
	}
	how := fmt.Sprintf("It is generated from %s, the pigeon transcription of the grammar of record %s. Its start rules are %s.", pegPath, abnfPath, list(starts))
	if len(errata) > 0 {
		how += fmt.Sprintf(" The errata of the .abnf (%s) list every reading the transcription makes of the text (urispec dialects, grammar/ERRATA.md).", strings.Join(errata, ", "))
	}
	paras = append(paras, how)
	paras = append(paras, prose...)
	var nodes []string
	seen := map[string]bool{}
	for _, m := range buildRe.FindAllSubmatch(peg, -1) {
		if n := string(m[1]); !seen[n] {
			seen[n] = true
			nodes = append(nodes, n)
		}
	}
	paras = append(paras, fmt.Sprintf("ParseRule parses a whole input as one start rule and returns its syntax tree, whose nodes are named after the ABNF rules (%s); Failure extracts the byte offset and expected set of a parse error.", strings.Join(nodes, ", ")))
	paras = append(paras, fmt.Sprintf("Every file of this package and of generated/internal/%s/ is generated from %s and %s: never edit them by hand; `make generate` (go run ./tools/generate, or -d %s for this dialect only) regenerates them.", pkg, abnfPath, pegPath, dialect))
	var b strings.Builder
	for i, para := range paras {
		if i > 0 {
			b.WriteString("//\n")
		}
		for _, l := range wrap(para, 77) {
			b.WriteString("// " + l + "\n")
		}
	}
	return b.String()
}

// paragraphs joins the ;@doc lines into paragraphs ("" ends one).
func paragraphs(lines []string) []string {
	var out []string
	var cur []string
	for _, l := range append(lines, "") {
		if l == "" {
			if len(cur) > 0 {
				out = append(out, strings.Join(cur, " "))
			}
			cur = nil
			continue
		}
		cur = append(cur, l)
	}
	return out
}

// list writes "a", "a and b", "a, b and c".
func list(xs []string) string {
	switch len(xs) {
	case 0:
		return ""
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// wrap breaks text into lines of at most width bytes at spaces (a longer
// word stands alone on its line).
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = w
		case len(line)+1+len(w) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// readPEG reads the .peg of dialect.
func readPEG(dialect string) ([]byte, error) {
	return os.ReadFile("grammar/" + dialect + "/" + dialect + ".peg")
}
