package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/urispec/urispec/semantic"
	"github.com/urispec/urispec/semantic/automaton"
)

// schemeInfo is the JSON form of one scheme or namespace grammar, the
// contract of `urispec schemes -json`.
type schemeInfo struct {
	Name         string            `json:"name"`
	Kind         string            `json:"kind"` // "scheme" or "urn-namespace"
	Spec         string            `json:"spec"`
	Title        string            `json:"title"`
	Date         string            `json:"date"`
	Grammar      string            `json:"grammar"` // the file
	Serves       []schemeServeInfo `json:"serves"`
	Applies      []string          `json:"applies"`
	DefaultPorts []schemePortInfo  `json:"default_ports"`
	NoFragment   *string           `json:"no_fragment"` // the section that forbids a fragment
	Rules        []schemeRuleInfo  `json:"rules"`
	Errata       []jsonErratum     `json:"errata"`
	Generic      []inclusionInfo   `json:"generic"`
}

type schemeServeInfo struct {
	Name string `json:"name"`
	Rule string `json:"rule"`
}

type schemePortInfo struct {
	Scheme  string `json:"scheme"`
	Port    string `json:"port"`
	Section string `json:"section"`
}

type schemeRuleInfo struct {
	Rule    string `json:"rule"`
	Section string `json:"section"`
}

type jsonErratum struct {
	ID      string `json:"id"`
	Rule    string `json:"rule"`
	Section string `json:"section"`
	Text    string `json:"text"`
	Does    string `json:"does"`
	Why     string `json:"why"`
}

// inclusionInfo says whether the language of a grammar's rule lies inside
// that of the generic dialect's rule (inside), proved on the automata at
// make generate; where not, the shortest inputs that show it.
type inclusionInfo struct {
	Rule        string        `json:"rule"`
	Dialect     string        `json:"dialect"`
	GenericRule string        `json:"generic_rule"`
	Inside      bool          `json:"inside"`
	Witnesses   []witnessInfo `json:"witnesses"`
}

type witnessInfo struct {
	Input    string   `json:"input"`
	Offset   int      `json:"offset"`
	Rule     string   `json:"rule"`
	Section  string   `json:"section"`
	Expected []string `json:"expected"`
}

func schemeInfoOf(g *automaton.SchemeGrammar) schemeInfo {
	m := g.Meta
	kind, file := "scheme", "grammar/schemes/"+g.Name+"/"+g.Name+".abnf"
	if g.URN {
		nid := strings.TrimPrefix(g.Name, "urn:")
		kind, file = "urn-namespace", "grammar/urn/"+nid+"/"+nid+".abnf"
	}
	s := schemeInfo{Name: g.Name, Kind: kind, Spec: m.SpecName, Title: m.SpecTitle, Date: m.SpecDate, Grammar: file,
		Applies: g.Applies, DefaultPorts: []schemePortInfo{}, Errata: []jsonErratum{}}
	for _, v := range g.Serves {
		s.Serves = append(s.Serves, schemeServeInfo{v.Name, v.Rule})
	}
	for _, p := range g.DefaultPorts {
		s.DefaultPorts = append(s.DefaultPorts, schemePortInfo{p.Scheme, p.Port, p.Section})
	}
	if g.NoFragment != "" {
		s.NoFragment = &g.NoFragment
	}
	for _, r := range m.Sections {
		s.Rules = append(s.Rules, schemeRuleInfo{r.Rule, r.Section})
	}
	for _, e := range m.Errata {
		s.Errata = append(s.Errata, jsonErratum{e.ID, e.Rule, e.Section, e.Text, e.Does, e.Why})
	}
	for _, in := range g.Generic {
		i := inclusionInfo{Rule: in.Rule, Dialect: in.Dialect, GenericRule: in.GenericRule, Inside: len(in.Witnesses) == 0,
			Witnesses: []witnessInfo{}}
		for _, w := range in.Witnesses {
			i.Witnesses = append(i.Witnesses, witnessInfo{w.Input, w.Offset, w.Diagnosis.Context, w.Diagnosis.ContextSection, w.Diagnosis.Show})
		}
		s.Generic = append(s.Generic, i)
	}
	return s
}

func runSchemes(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("schemes", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Lists each scheme grammar (grammar/schemes) and URN namespace grammar (grammar/urn):")
		fmt.Fprintln(w, "its spec, the schemes or namespaces it serves and their rules, the dialects it applies")
		fmt.Fprintln(w, "to (check -scheme-syntax), its default ports, its errata, and whether its language lies")
		fmt.Fprintln(w, "inside the generic grammar's (RFC 3986 absolute-URI for a scheme, the NSS for a")
		fmt.Fprintln(w, "namespace), proved on the automata at make generate; where not, the shortest inputs")
		fmt.Fprintln(w, "that show it, as diff -languages prints them (RFC 7595 §3.2).")
	}, "urispec schemes [-json | -md]")
	asJSON := c.fs.Bool("json", false, "print one JSON object per grammar (JSON Lines)")
	asMD := c.fs.Bool("md", false, "print the grammars as Markdown (grammar/SCHEMES.md)")
	c.exactly(c.parse(args))
	if c.stopped() {
		return c.exit
	}
	var infos []schemeInfo
	for _, g := range semantic.SchemeGrammars() {
		infos = append(infos, schemeInfoOf(g))
	}
	var b strings.Builder
	switch {
	case *asJSON:
		for _, s := range infos {
			line, err := marshal(s)
			if err != nil {
				return c.errorf("%v", err)
			}
			b.Write(line)
		}
	case *asMD:
		writeSchemesMarkdown(&b, infos)
	default:
		writeSchemesText(&b, infos)
	}
	if _, err := io.WriteString(stdout, b.String()); err != nil {
		return c.errorf("%v", err)
	}
	return exitOK
}

// inclusionText is "inside rfc3986 absolute-URI" or "not inside ...".
func inclusionText(i inclusionInfo) string {
	if i.Inside {
		return fmt.Sprintf("%s: inside %s %s (proved)", i.Rule, i.Dialect, i.GenericRule)
	}
	return fmt.Sprintf("%s: NOT inside %s %s", i.Rule, i.Dialect, i.GenericRule)
}

func witnessText(w witnessInfo) string {
	return fmt.Sprintf("%q: at offset %d, %s (§%s) expected %s", w.Input, w.Offset, w.Rule, w.Section, strings.Join(w.Expected, ", "))
}

func writeSchemesText(b *strings.Builder, infos []schemeInfo) {
	for i, s := range infos {
		if i > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(b, "%s  (%s)  %s, %q, %s  %s\n", s.Name, s.Kind, s.Spec, s.Title, s.Date, s.Grammar)
		for _, v := range s.Serves {
			fmt.Fprintf(b, "  serves %s -> %s\n", v.Name, v.Rule)
		}
		fmt.Fprintf(b, "  applies to %s\n", strings.Join(s.Applies, ", "))
		for _, p := range s.DefaultPorts {
			fmt.Fprintf(b, "  default port of %s: %s (§%s)\n", p.Scheme, p.Port, p.Section)
		}
		if s.NoFragment != nil {
			fmt.Fprintf(b, "  no fragment (§%s)\n", *s.NoFragment)
		}
		for _, e := range s.Errata {
			fmt.Fprintf(b, "  erratum %s %s §%s: %s\n", e.ID, e.Rule, e.Section, strings.ReplaceAll(e.Does, "\n", " "))
		}
		for _, in := range s.Generic {
			fmt.Fprintf(b, "  %s\n", inclusionText(in))
			for _, w := range in.Witnesses {
				fmt.Fprintf(b, "    %s\n", witnessText(w))
			}
		}
	}
}

func writeSchemesMarkdown(b *strings.Builder, infos []schemeInfo) {
	b.WriteString("# Scheme and URN namespace grammars\n\n")
	b.WriteString("Generated by `make generate` (`urispec schemes -md`); do not edit. Each grammar is a folder,\n")
	b.WriteString("`grammar/schemes/<name>/` or `grammar/urn/<nid>/` (grammar/README.md, \"Scheme and namespace grammars\");\n")
	b.WriteString("`check -scheme-syntax` (`semantic.WithSchemeSyntax`) holds an input of a scheme or namespace it serves\n")
	b.WriteString("to it, under the dialects it applies to. RFC 7595 §3.2 asks every scheme's syntax to conform to RFC\n")
	b.WriteString("3986: the last column answers it, proved on the compiled automata (semantic/automaton Difference);\n")
	b.WriteString("where the language is not inside the generic one, the shortest inputs that show it are listed below.\n\n")
	b.WriteString("| grammar | spec | serves | applies to | default ports | errata | inside the generic grammar |\n")
	b.WriteString("|---|---|---|---|---|---|---|\n")
	for _, s := range infos {
		var serves, ports, errata, inside []string
		for _, v := range s.Serves {
			serves = append(serves, fmt.Sprintf("`%s` → `%s`", v.Name, v.Rule))
		}
		for _, p := range s.DefaultPorts {
			ports = append(ports, fmt.Sprintf("%s %s (§%s)", p.Scheme, p.Port, p.Section))
		}
		for _, e := range s.Errata {
			errata = append(errata, e.ID)
		}
		for _, in := range s.Generic {
			verdict := "yes"
			if !in.Inside {
				verdict = "**no**"
			}
			inside = append(inside, fmt.Sprintf("`%s` in %s `%s`: %s", in.Rule, in.Dialect, in.GenericRule, verdict))
		}
		fmt.Fprintf(b, "| [%s](%s) | %s, %s, %s | %s | %s | %s | %s | %s |\n", s.Name, strings.TrimPrefix(s.Grammar, "grammar/"), s.Spec, mdCell(s.Title), s.Date,
			strings.Join(serves, ", "), strings.Join(s.Applies, ", "), orDash(strings.Join(ports, ", ")),
			orDash(strings.Join(errata, ", ")), strings.Join(inside, "; "))
	}
	for _, s := range infos {
		var lines []string
		for _, in := range s.Generic {
			for _, w := range in.Witnesses {
				lines = append(lines, fmt.Sprintf("| `%s` | %s `%s` | `%s` | %d | %s (§%s) | %s |", in.Rule, in.Dialect, in.GenericRule,
					mdCell(w.Input), w.Offset, w.Rule, mdCell(w.Section), mdCell(strings.Join(w.Expected, ", "))))
			}
		}
		if len(lines) == 0 {
			continue
		}
		fmt.Fprintf(b, "\n## %s: outside the generic grammar\n\n", s.Name)
		b.WriteString("| rule | generic | shortest input | offset | generic rule there | it expected |\n|---|---|---|---|---|---|\n")
		b.WriteString(strings.Join(lines, "\n") + "\n")
	}
	for _, s := range infos {
		if len(s.Errata) == 0 {
			continue
		}
		fmt.Fprintf(b, "\n## %s: errata\n\n| id | rule | section | the text says | urispec does | why |\n|---|---|---|---|---|---|\n", s.Name)
		for _, e := range s.Errata {
			fmt.Fprintf(b, "| %s | %s | §%s | %s | %s | %s |\n", e.ID, mdCell(e.Rule), mdCell(e.Section), mdCell(e.Text), mdCell(e.Does), mdCell(e.Why))
		}
	}
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
