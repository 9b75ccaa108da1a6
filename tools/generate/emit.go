package main

import (
	"bytes"
	"fmt"
	"go/format"
	"path/filepath"
	"strconv"
	"strings"
	"text/template"

	"github.com/urispec/urispec/grammar/abnf"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// numbers formats integers compactly, 20 to a line.
func numbers[T ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~int](b *strings.Builder, vs []T, hexa bool) {
	for i, v := range vs {
		if i%20 == 0 {
			b.WriteString("\n\t\t")
		} else {
			b.WriteByte(' ')
		}
		if hexa {
			fmt.Fprintf(b, "%#x,", uint64(v))
		} else {
			b.WriteString(strconv.FormatUint(uint64(v), 10) + ",")
		}
	}
	b.WriteString("\n\t")
}

func quoted(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = strconv.Quote(s)
	}
	return "{" + strings.Join(q, ", ") + "}"
}

// tablesLiteral is the body of the automaton.Automaton composite literal.
func tablesLiteral(a *rt.Automaton) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\tDialect: %q,\n\tFingerprint: %q,\n", a.Dialect, a.Fingerprint)
	fmt.Fprintf(&b, "\tRules: []string%s,\n", quoted(a.Rules))
	fmt.Fprintf(&b, "\tStart: []uint16{")
	numbers(&b, a.Start, false)
	fmt.Fprintf(&b, "},\n\tNumStates: %d,\n\tNumClasses: %d,\n", a.NumStates, a.NumClasses)
	b.WriteString("\tClasses: [256]uint8{")
	numbers(&b, a.Classes[:], false)
	b.WriteString("},\n\tTrans: []uint16{")
	numbers(&b, a.Trans, false)
	b.WriteString("},\n\tAccept: []uint64{")
	numbers(&b, a.Accept, true)
	b.WriteString("},\n\tDiag: []uint16{")
	numbers(&b, a.Diag, false)
	b.WriteString("},\n\tDiagnoses: []automaton.DiagRow{\n")
	for i, d := range a.Diagnoses {
		// The row, and what it says, for a reader of the tables.
		x := a.Diagnosis(i)
		fmt.Fprintf(&b, "\t\t// in %s (§%s): expected %s; message: in %s (§%s): expected %s\n",
			x.Rule, x.Section, strings.Join(x.Expected, ", "), x.Context, x.ContextSection, strings.Join(x.Show, ", "))
		fmt.Fprintf(&b, "\t\t{Rule: %d, Section: %d, Expected: %d, Context: %d, ContextSection: %d, Show: %d},\n",
			d.Rule, d.Section, d.Expected, d.Context, d.ContextSection, d.Show)
	}
	if len(a.Deaths) > 0 {
		b.WriteString("\t},\n\tDeaths: []uint32{")
		numbers(&b, a.Deaths, false)
		b.WriteString("},\n\tDeathDiag: []uint16{")
		numbers(&b, a.DeathDiag, false)
	}
	b.WriteString("\t},\n\tInside: []uint16{")
	numbers(&b, a.Inside, false)
	b.WriteString("},\n\tOpen: []uint16{")
	numbers(&b, a.Open, false)
	b.WriteString("},\n\tInsideSets: []uint16{")
	numbers(&b, a.InsideSets, false)
	b.WriteString("},\n\tNames: \"\"")
	// One line of names at a time, each name whole on its line (the
	// constant is one string; + joins the lines at compile time).
	line := ""
	flush := func() {
		if line != "" {
			fmt.Fprintf(&b, " +\n\t\t%s", strconv.Quote(line))
			line = ""
		}
	}
	for i := 1; i < len(a.NameAt)-1; i++ {
		n := a.Name(uint16(i))
		if len(line)+len(n) > 80 {
			flush()
		}
		line += n
	}
	flush()
	b.WriteString(",\n\tNameAt: []uint32{")
	numbers(&b, a.NameAt, false)
	b.WriteString("},\n\tLists: []uint16{")
	numbers(&b, a.Lists, false)
	b.WriteString("},\n\tListAt: []uint32{")
	numbers(&b, a.ListAt, false)
	b.WriteString("},\n")
	if l := a.Lang; l != nil {
		fmt.Fprintf(&b, "\tLang: &automaton.Language{\n\tNumStates: %d,\n\tNumClasses: %d,\n", l.NumStates, l.NumClasses)
		b.WriteString("\tClasses: [256]uint8{")
		numbers(&b, l.Classes[:], false)
		b.WriteString("},\n\tStart: []uint32{")
		numbers(&b, l.Start, false)
		if l.Trans16 != nil {
			b.WriteString("},\n\tTrans16: []uint16{")
			numbers(&b, l.Trans16, false)
		} else {
			b.WriteString("},\n\tTrans32: []uint32{")
			numbers(&b, l.Trans32, false)
		}
		fmt.Fprintf(&b, "},\n\tAcceptRow: %d,\n", l.AcceptRow)
		if len(l.Pairs) > 0 {
			b.WriteString("\tPairs: []*automaton.Pairs{\n")
			for ri, p := range l.Pairs {
				if p == nil {
					fmt.Fprintf(&b, "\t\tnil, // %s: no pair table (it would not fit)\n", a.Rules[ri])
					continue
				}
				fmt.Fprintf(&b, "\t\t// %s: %d states, %d pair classes\n", a.Rules[ri], p.NumStates-1, p.NumPairs)
				fmt.Fprintf(&b, "\t\t{\n\t\tNumStates: %d,\n\t\tNumClasses: %d,\n\t\tNumPairs: %d,\n\t\tClasses: [256]uint8{", p.NumStates, p.NumClasses, p.NumPairs)
				numbers(&b, p.Classes[:], false)
				b.WriteString("},\n\t\tPair: []uint8{")
				numbers(&b, p.Pair, false)
				fmt.Fprintf(&b, "},\n\t\tStart: %d,\n\t\tTrans: []uint16{", p.Start)
				numbers(&b, p.Trans, false)
				fmt.Fprintf(&b, "},\n\t\tAcceptRow: %d,\n\t\t},\n", p.AcceptRow)
			}
			b.WriteString("\t},\n")
		}
		b.WriteString("\t},\n")
	}
	return b.String()
}

// metaLiteral is the body of the automaton.Meta composite literal.
func metaLiteral(m rt.Meta) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\tDialect: %q,\n\tSpecName: %q,\n\tSpecTitle: %q,\n\tSpecDate: %q,\n\tFingerprint: %q,\n",
		m.Dialect, m.SpecName, m.SpecTitle, m.SpecDate, m.Fingerprint)
	fmt.Fprintf(&b, "\tStartRules: []string%s,\n", quoted(m.StartRules))
	if len(m.ScanRules) > 0 {
		fmt.Fprintf(&b, "\tScanRules: []string%s,\n", quoted(m.ScanRules))
	}
	if len(m.Renames) > 0 {
		b.WriteString("\tRenames: []automaton.Rename{\n")
		for _, r := range m.Renames {
			fmt.Fprintf(&b, "\t\t{Spec: %q, ABNF: %q},\n", r.Spec, r.ABNF)
		}
		b.WriteString("\t},\n")
	}
	b.WriteString("\tSections: []automaton.RuleSection{\n")
	for _, s := range m.Sections {
		fmt.Fprintf(&b, "\t\t{Rule: %q, Section: %q},\n", s.Rule, s.Section)
	}
	b.WriteString("\t},\n\tErrata: []automaton.Erratum{\n")
	for _, e := range m.Errata {
		fmt.Fprintf(&b, "\t\t{\n\t\t\tID: %q, Rule: %q, Section: %q,\n\t\t\tText: %q,\n\t\t\tDoes: %q,\n\t\t\tWhy: %q,\n",
			e.ID, e.Rule, e.Section, e.Text, e.Does, e.Why)
		if e.Refusal != "" {
			fmt.Fprintf(&b, "\t\t\tRefusal: %q, Remedy: %q,\n", e.Refusal, e.Remedy)
		}
		b.WriteString("\t\t},\n")
	}
	b.WriteString("\t},\n\tEncoding: Encoding,\n")
	if m.UTF8 {
		b.WriteString("\tUTF8: true,\n")
	}
	return b.String()
}

// report is the size of one dialect's automaton.
type report struct {
	dialect  string
	rows     []reportRow
	states   int
	classes  int
	bytes    int
	diagnose int
	// The language automaton (semantic/automaton Language): states
	// without the dead one, classes, entry width in bits, table bytes.
	langStates, langClasses, langWidth, langBytes int
	// The pair tables (semantic/automaton Pairs), one per rule that has a
	// slot for one; nil where it would not fit.
	pairs []*rt.Pairs
}

type reportRow struct {
	rule, kind string
	states     int
	langStates int // reachable in the language automaton
}

func newReport(a *rt.Automaton, g *abnf.Grammar) *report {
	r := &report{dialect: a.Dialect, states: a.NumStates - 1, classes: a.NumClasses, diagnose: len(a.Diagnoses)}
	r.bytes = 256 + 2*len(a.Trans) + 8*len(a.Accept) + 2*len(a.Diag) + 2*len(a.Inside) + 2*len(a.Start)
	if l := a.Lang; l != nil {
		r.langStates, r.langClasses, r.langBytes = l.NumStates-1, l.NumClasses, l.Bytes()
		r.langWidth = 16
		if l.Trans16 == nil {
			r.langWidth = 32
		}
		r.pairs = l.Pairs
	}
	for i, name := range a.Rules {
		kind := "scan"
		for _, s := range g.Pragmas.Start {
			if strings.EqualFold(s, name) {
				kind = "start"
			}
		}
		r.rows = append(r.rows, reportRow{rule: name, kind: kind, states: reachable(a, i), langStates: langReachable(a.Lang, i)})
	}
	return r
}

// reachable counts the states reachable from rule's start state.
func reachable(a *rt.Automaton, rule int) int {
	seen := make([]bool, a.NumStates)
	stack := []int{int(a.Start[rule])}
	n := 0
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if s == 0 || seen[s] {
			continue
		}
		seen[s] = true
		n++
		for c := range a.NumClasses {
			stack = append(stack, int(a.Trans[s*a.NumClasses+c]))
		}
	}
	return n
}

// langReachable counts the states of l reachable from rule's start state,
// the dead state aside.
func langReachable(l *rt.Language, rule int) int {
	if l == nil {
		return 0
	}
	seen := map[uint32]bool{}
	stack := []uint32{l.Start[rule]}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if s == 0 || seen[s] {
			continue
		}
		seen[s] = true
		for b := range 256 {
			stack = append(stack, l.Next(s, byte(b)))
		}
	}
	return len(seen)
}

func (r *report) text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-15s %d states, %d byte classes, %d diagnoses, %d table bytes; language: %d states, %d classes, uint%d, %d bytes\n",
		r.dialect, r.states, r.classes, r.diagnose, r.bytes, r.langStates, r.langClasses, r.langWidth, r.langBytes)
	for _, row := range r.rows {
		fmt.Fprintf(&b, "  %-5s %-26s %5d states, language %4d\n", row.kind, row.rule, row.states, row.langStates)
	}
	return b.String()
}

// automataDoc is grammar/AUTOMATA.md.
func automataDoc(reports []*report) string {
	var b strings.Builder
	b.WriteString(`<!-- Code generated by urispec tools/generate from grammar/*/*.abnf; DO NOT EDIT. -->

# The automata of the grammars

` + "`make generate`" + ` compiles the ;@start and ;@scan rules of every grammar of record to one minimized
deterministic automaton per dialect (grammar/compiler), written as tables to
` + "`generated/<pkg>/tables.go`" + `. Each state carries the diagnosis grammar/oracle gives when an input dies
there, so the state counts are those of the minimal automata that keep every diagnosis apart
(larger than the minimal automata of the languages alone). States of one dialect are shared between its
rules; table bytes count the class, transition, accept, diagnosis-index and inside-index tables
(the diagnosis texts aside). ` + "`make check-generated`" + ` fails when this file is not up to date.

Beside it, each dialect has its language automaton (semantic/automaton ` + "`Language`" + `): the same automaton
minimized for acceptance alone, its byte classes merged again, its table premultiplied (an entry is the
next state's row offset, state x classes) with entries of the width given, so that validation reads a
table that fits a first-level cache; the diagnosing table runs only once it has rejected an input.
` + "`make generate`" + ` proves, for every rule, that both accept the same language (grammar/compiler
ProveLanguage). Its bytes count the class, start and transition tables; its states exclude the dead one.

| dialect | states | byte classes | diagnoses | table bytes | language: states | classes | entry | table bytes |
|---|---:|---:|---:|---:|---:|---:|---|---:|
`)
	for _, r := range reports {
		fmt.Fprintf(&b, "| `%s` | %d | %d | %d | %d | %d | %d | uint%d | %d |\n",
			r.dialect, r.states, r.classes, r.diagnose, r.bytes, r.langStates, r.langClasses, r.langWidth, r.langBytes)
	}
	b.WriteString(`
The default start rule's language automaton is also read two bytes a step (semantic/automaton
` + "`Pairs`" + `): its reachable states, the pairs of byte classes grouped into pair classes by the states they
lead to from every one of them, and a table of 16-bit entries with a row per state (a column per pair
class, then one per class, for the last byte of an odd length). ` + "`make generate`" + ` proves it equal to the
one-byte table, state by state (grammar/compiler ProveLanguage). Where the entries would not fit (more
than 256 pair classes, or more than 65536 entries), Match reads one byte a step.

| dialect | rule | pair table: states | pair classes | table bytes |
|---|---|---:|---:|---|
`)
	for _, r := range reports {
		for ri, p := range r.pairs {
			if p == nil {
				fmt.Fprintf(&b, "| `%s` | `%s` | | | none: it would not fit |\n", r.dialect, r.rows[ri].rule)
				continue
			}
			fmt.Fprintf(&b, "| `%s` | `%s` | %d | %d | %d |\n", r.dialect, r.rows[ri].rule, p.NumStates-1, p.NumPairs, p.Bytes())
		}
	}
	b.WriteString("\n| dialect | rule | kind | states reachable from it | language: states reachable |\n|---|---|---|---:|---:|\n")
	for _, r := range reports {
		for _, row := range r.rows {
			fmt.Fprintf(&b, "| `%s` | `%s` | %s | %d | %d |\n", r.dialect, row.rule, row.kind, row.states, row.langStates)
		}
	}
	return b.String()
}

// writeRegistry writes generated/registry.go, the table of every dialect
// (every grammar/<dialect>/ with a .peg), so that a new grammar needs no
// hand-written registration anywhere.
func writeRegistry(out string, dialects []string) error {
	type entry struct{ Dialect, Package string }
	var list []entry
	for _, d := range dialects {
		list = append(list, entry{d, PackageName(d)})
	}
	var buf bytes.Buffer
	if err := registry.Execute(&buf, list); err != nil {
		return err
	}
	src, err := format.Source(buf.Bytes())
	if err != nil {
		return err
	}
	return writeFile(filepath.Join(out, "generated", "registry.go"), src)
}

var registry = template.Must(template.New("registry").Parse(`// Code generated by urispec tools/generate from grammar/*/; DO NOT EDIT.

// Package generated holds, per dialect, generated/<pkg>/: the parser
// (wrapping the pigeon parser of grammar/<dialect>/<dialect>.peg, which lives
// in generated/internal/<pkg>/), the automaton tables, the grammar's metadata
// and percent-encoding data; and, in this file, the table of all of them, so
// that adding a grammar and running "make generate" is all it takes to
// register a dialect with the tools that check every parser against its
// grammar: the tests of grammar/oracle, grammar/compiler and
// semantic/automaton, and tools/oraclecmd (make oracle). The library does not
// use it: each semantic.Dialect names its own generated/<pkg>.
package generated

import (
	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/semantic/automaton"
{{range .}}	"github.com/urispec/urispec/generated/{{.Package}}"
{{end}})

// Parser is one dialect's generated parser, automaton and metadata.
type Parser struct {
	Dialect  string
	SpecName string // the document, from the grammar's ;@spec pragma
	SpecDate string // YYYY-MM or YYYY-MM-DD, from ;@spec
	// StartRules are the grammar's start rules, the default first.
	StartRules []string
	// ParseRule parses the whole input as a start rule.
	ParseRule func(rule string, input []byte) (*ast.Node, error)
	// Failure extracts the farthest failure from an error of ParseRule.
	Failure func(err error) (offset int, expected []string, ok bool)
	// Automaton holds the automata of the start and scan rules.
	Automaton *automaton.Automaton
	// Meta is the grammar's metadata: spec, rules' sections, errata.
	Meta *automaton.Meta
}

// Parsers maps each dialect id to its parser.
var Parsers = map[string]Parser{
{{range .}}	"{{.Dialect}}": {
		Dialect: {{.Package}}.Meta.Dialect, SpecName: {{.Package}}.Meta.SpecName, SpecDate: {{.Package}}.Meta.SpecDate,
		StartRules: {{.Package}}.StartRules,
		ParseRule: {{.Package}}.ParseRule,
		Failure: {{.Package}}.Failure,
		Automaton: {{.Package}}.Automaton,
		Meta: {{.Package}}.Meta,
	},
{{end}}}
`))
