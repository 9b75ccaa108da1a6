package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/template"

	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// The scheme and URN namespace grammars (grammar/README.md, "Scheme and
// namespace grammars"): every grammar/schemes/<name>/<name>.abnf and
// grammar/urn/<nid>/<nid>.abnf is read with its ;@import rules resolved,
// compiled by grammar/compiler like a dialect's, compared with the generic
// grammar it applies to (Difference), and written to
// generated/schemes/<file>.go; generated/schemes/schemes.go lists them all.

// genericRule is the rule of a generic dialect a scheme (or namespace)
// grammar's language is compared with: RFC 3986's absolute-URI (a scheme
// grammar reads the input before its fragment, RFC 3986 §4.3), RFC 8141's
// NSS (a namespace grammar reads the NSS).
func genericRule(urn bool, dialect string) string {
	if urn {
		return "NSS"
	}
	if dialect == "rfc3987" {
		return "absolute-IRI"
	}
	return "absolute-URI"
}

// maxWitnesses bounds the witnesses of a language difference kept per rule.
const maxWitnesses = 3

// schemeGrammarPaths lists the scheme and namespace grammar files, sorted.
func schemeGrammarPaths() ([]string, error) {
	var out []string
	for _, dir := range []string{"schemes", "urn"} {
		ents, err := os.ReadDir(filepath.Join("grammar", dir))
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return nil, err
		}
		for _, e := range ents {
			if e.IsDir() {
				out = append(out, filepath.ToSlash(filepath.Join("grammar", dir, e.Name(), e.Name()+".abnf")))
			}
		}
	}
	sort.Strings(out)
	return out, nil
}

// LoadSchemeGrammar reads a scheme or namespace grammar with its sections
// qualified by their spec and its ;@import rules resolved from the dialects'
// grammars under grammar/.
func LoadSchemeGrammar(path string) (*abnf.Grammar, []byte, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	g, err := abnf.Parse(path, src)
	if err != nil {
		return nil, nil, err
	}
	if !g.IsSchemeGrammar() {
		return nil, nil, fmt.Errorf("%s: no ;@scheme or ;@urn-namespace pragma", path)
	}
	g.QualifySections()
	err = g.ResolveImports(func(d string) (*abnf.Grammar, error) {
		return abnf.ParseFile(filepath.Join("grammar", d, d+".abnf"))
	})
	return g, src, err
}

// schemeOut is one generated scheme grammar.
type schemeOut struct {
	Ident, File string
	Value       rt.SchemeGrammar
}

func generateScheme(out, path string) (*schemeOut, error) {
	g, src, err := LoadSchemeGrammar(path)
	if err != nil {
		return nil, err
	}
	for _, f := range abnf.Lint(g) {
		return nil, fmt.Errorf("lint: %s", f)
	}
	sum := sha256.Sum256(src)
	fp := hex.EncodeToString(sum[:])
	a, err := compiler.Compile(g)
	if err != nil {
		return nil, err
	}
	folder := filepath.Base(filepath.Dir(path))
	urn := len(g.Pragmas.Namespaces) > 0
	name, ident := folder, goIdent(folder)
	if urn {
		name, ident = "urn:"+folder, "URN"+goIdent(folder)
	}
	a.Dialect, a.Fingerprint = name, fp
	if err := checkDiagnoses(path, a); err != nil {
		return nil, err
	}
	p := g.Pragmas
	v := rt.SchemeGrammar{Name: name, URN: urn, Applies: p.Applies, NoFragment: p.NoFragment}
	for _, s := range append(append([]abnf.Serve(nil), p.Schemes...), p.Namespaces...) {
		i, ok := a.RuleIndex(s.Rule)
		if !ok {
			return nil, fmt.Errorf("%s: %s: no start rule %s", path, s.Name, s.Rule)
		}
		v.Serves = append(v.Serves, rt.Serve{Name: s.Name, Rule: a.Rules[i], Index: i})
	}
	for _, d := range p.DefaultPorts {
		v.DefaultPorts = append(v.DefaultPorts, rt.DefaultPort{Scheme: d.Scheme, Port: d.Port, Section: d.Section})
	}
	// The language of every start rule against the generic grammar's.
	for _, d := range p.Applies {
		gg, err := abnf.ParseFile(filepath.Join("grammar", d, d+".abnf"))
		if err != nil {
			return nil, err
		}
		gr := genericRule(urn, d)
		ga, err := compiler.CompileRules(gg, []string{gr})
		if err != nil {
			return nil, err
		}
		for _, r := range p.Start {
			i, _ := a.RuleIndex(r)
			w := rt.Difference(a, i, ga, 0, maxWitnesses)
			v.Generic = append(v.Generic, rt.Inclusion{Rule: a.Rules[i], Dialect: d, GenericRule: gr, Witnesses: w})
		}
	}
	m := metaOf(g, name, fp)
	data := map[string]any{
		"Path": path, "Ident": ident, "Fingerprint": fp,
		"Tables": tablesLiteral(a),
		"Meta":   strings.Replace(metaLiteral(m), "\tEncoding: Encoding,\n", "", 1),
		"Value":  schemeLiteral(ident, v),
	}
	var buf bytes.Buffer
	if err := schemeTmpl.Execute(&buf, data); err != nil {
		return nil, err
	}
	code, err := format.Source(buf.Bytes())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	file := strings.ReplaceAll(strings.ReplaceAll(name, ":", "_"), "-", "_") + ".go"
	if err := writeFile(filepath.Join(out, "generated", "schemes", file), code); err != nil {
		return nil, err
	}
	return &schemeOut{Ident: ident, File: file, Value: v}, nil
}

// goIdent makes an exported Go identifier of a folder name: "http" is
// "HTTP", "isbn" "ISBN", "example" "Example".
func goIdent(s string) string {
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '.' || r == '_' })
	var b strings.Builder
	for _, p := range parts {
		if len(p) <= 4 {
			b.WriteString(strings.ToUpper(p))
		} else {
			b.WriteString(strings.ToUpper(p[:1]) + p[1:])
		}
	}
	return b.String()
}

// schemeLiteral is the body of the automaton.SchemeGrammar literal.
func schemeLiteral(ident string, v rt.SchemeGrammar) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\tName: %q,\n\tURN: %v,\n\tServes: %#v,\n\tApplies: %#v,\n", v.Name, v.URN, v.Serves, v.Applies)
	if len(v.DefaultPorts) > 0 {
		fmt.Fprintf(&b, "\tDefaultPorts: %#v,\n", v.DefaultPorts)
	}
	if v.NoFragment != "" {
		fmt.Fprintf(&b, "\tNoFragment: %q,\n", v.NoFragment)
	}
	fmt.Fprintf(&b, "\tGeneric: %#v,\n\tMeta: %sMeta,\n\tAutomaton: %sAutomaton,\n", v.Generic, ident, ident)
	return b.String()
}

var schemeTmpl = template.Must(template.New("scheme").Parse(`// Code generated by urispec tools/generate from {{.Path}}; DO NOT EDIT.

package schemes

import "github.com/urispec/urispec/semantic/automaton"

// {{.Ident}} is the grammar of {{.Path}}.
var {{.Ident}} = &automaton.SchemeGrammar{
{{.Value}}}

// {{.Ident}}Automaton is the automaton of the ;@start rules of
// {{.Path}} (sha256 {{.Fingerprint}}), with its ;@import rules,
// built by grammar/compiler.
var {{.Ident}}Automaton = &automaton.Automaton{
{{.Tables}}}

// {{.Ident}}Meta is the metadata of {{.Path}}.
var {{.Ident}}Meta = &automaton.Meta{
{{.Meta}}}
`))

// writeSchemes writes generated/schemes/schemes.go, the list of every
// scheme and namespace grammar.
func writeSchemes(out string, gs []*schemeOut) error {
	var buf bytes.Buffer
	if err := schemesTmpl.Execute(&buf, gs); err != nil {
		return err
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return err
	}
	return writeFile(filepath.Join(out, "generated", "schemes", "schemes.go"), src)
}

var schemesTmpl = template.Must(template.New("schemes").Parse(`// Code generated by urispec tools/generate from grammar/schemes/*/ and grammar/urn/*/; DO NOT EDIT.

// Package schemes holds the scheme grammars (grammar/schemes/<name>/) and
// the URN namespace grammars (grammar/urn/<nid>/), each compiled to an
// automaton with its metadata (grammar/README.md, "Scheme and namespace
// grammars"). semantic.WithSchemeSyntax holds an input to the grammar of
// its scheme or namespace.
package schemes

import "github.com/urispec/urispec/semantic/automaton"

// All lists every scheme and namespace grammar, by file name.
var All = []*automaton.SchemeGrammar{
{{range .}}	{{.Ident}},
{{end}}}
`))
