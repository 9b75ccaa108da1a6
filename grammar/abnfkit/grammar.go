package abnfkit

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/urispec/urispec/grammar/abnf"
)

// MaxFileSize is the size past which Read refuses a file (16 MiB: the
// largest grammar of record is under 20 KB).
const MaxFileSize = 16 << 20

// Grammar is one ABNF file, read.
type Grammar struct {
	// ABNF is the file as grammar/abnf reads it; for a plain file the
	// core rules it uses are in its Pragmas.Core, as if imported.
	ABNF *abnf.Grammar
	// Project is true for a grammar of record (the file has ;@dialect):
	// Lint then holds it to grammar/README.md.
	Project bool
}

// Read reads and parses the ABNF file at path (see Parse).
func Read(path string) (*Grammar, error) {
	src, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// ReadRecord reads the file at path as a grammar of record (ParseRecord):
// make lint-grammar and make generate read grammar/<dialect>/<dialect>.abnf
// so.
func ReadRecord(path string) (*Grammar, error) {
	src, err := readFile(path)
	if err != nil {
		return nil, err
	}
	return ParseRecord(path, src)
}

// ParseRecord parses src as a grammar of record, whether it says ;@dialect
// or not (a missing one is a lint finding then): Project is true, and core
// rules come only from ;@core.
func ParseRecord(name string, src []byte) (*Grammar, error) {
	g, err := abnf.Parse(name, src)
	if err != nil {
		return nil, err
	}
	return &Grammar{ABNF: g, Project: true}, nil
}

// readFile reads the file at path, up to MaxFileSize.
func readFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := io.ReadAll(io.LimitReader(f, MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	if len(src) > MaxFileSize {
		return nil, fmt.Errorf(msgTooLarge, path, len(src), MaxFileSize)
	}
	return src, nil
}

// Parse parses src, the text of the file name. A syntax error is an
// *abnf.Error with the file, line, column and byte offset. In a file that is
// not a grammar of record (no ;@dialect), a reference to an RFC 5234 core
// rule the file does not define imports it.
func Parse(name string, src []byte) (*Grammar, error) {
	g, err := abnf.Parse(name, src)
	if err != nil {
		return nil, err
	}
	k := &Grammar{ABNF: g, Project: g.Pragmas.Dialect != ""}
	if !k.Project {
		importCore(g)
	}
	return k, nil
}

// importCore adds to g's ;@core the core rules its rules refer to and it
// does not define (RFC 5234 Appendix B.1: "core rules ... used by
// other specifications").
func importCore(g *abnf.Grammar) {
	defined := map[string]bool{}
	for _, r := range g.Rules {
		defined[strings.ToLower(r.Name)] = true
	}
	for _, r := range g.Rules {
		abnf.Walk(r.Expr, func(n abnf.Node) {
			ref, ok := n.(*abnf.RuleRef)
			if !ok || defined[strings.ToLower(ref.Name)] {
				return
			}
			canon, ok := abnf.IsCore(ref.Name)
			if !ok || slices.ContainsFunc(g.Pragmas.Core, func(c string) bool { return strings.EqualFold(c, canon) }) {
				return
			}
			g.Pragmas.Core = append(g.Pragmas.Core, canon)
		})
	}
}

// File is the name the grammar was read under.
func (g *Grammar) File() string { return g.ABNF.File }

// Rules returns the names of the rules the file defines, in file order.
func (g *Grammar) Rules() []string { return g.ABNF.RuleNames() }

// Lint returns the findings of grammar/abnf's Lint that apply to the file,
// in file order, each printed as file:line:col: kind: message. A grammar
// of record gets all of them. A plain file gets what RFC 5234 forbids
// (package doc, "Any file"): not the header pragmas, the section
// citations, the errata, nor unreachable rules when it names no ;@start.
func (g *Grammar) Lint() []abnf.Finding {
	fs := abnf.Lint(g.ABNF)
	if g.Project {
		return fs
	}
	out := fs[:0]
	for _, f := range fs {
		switch f.Kind {
		case abnf.KindPragma, abnf.KindSection, abnf.KindErratum:
			continue
		case abnf.KindUnreachable:
			if len(g.ABNF.Pragmas.Start) == 0 {
				continue
			}
		}
		out = append(out, f)
	}
	return out
}

// Rule returns the definition of rule name (compared case-insensitively,
// "=/" alternatives merged, core rules included), or an error that lists
// the rules of the file.
func (g *Grammar) Rule(name string) (*abnf.Rule, error) {
	if r := g.ABNF.Lookup(name); r != nil {
		return r, nil
	}
	names := g.Rules()
	if len(names) == 0 {
		return nil, fmt.Errorf(msgNoRules, g.File())
	}
	return nil, fmt.Errorf(msgNoRule, g.File(), name, strings.Join(names, ", "))
}

// sub is the grammar of rule alone: the rules it reaches (through
// references and ;@not-followed-by guards), with rule as the only ;@start,
// so that a prose-val or an undefined reference elsewhere in the file does
// not stand in the way of the oracle, which checks every rule it is given.
func (g *Grammar) sub(rule *abnf.Rule) *abnf.Grammar {
	reach := map[string]bool{}
	guards := map[string][]string{}
	for _, nf := range g.ABNF.Pragmas.NotFollowedBy {
		k := strings.ToLower(nf.Rule)
		guards[k] = append(guards[k], nf.Guard)
	}
	var visit func(name string)
	visit = func(name string) {
		k := strings.ToLower(name)
		if reach[k] {
			return
		}
		reach[k] = true
		if def := g.ABNF.Lookup(name); def != nil {
			abnf.Walk(def.Expr, func(n abnf.Node) {
				if ref, ok := n.(*abnf.RuleRef); ok {
					visit(ref.Name)
				}
			})
		}
		for _, gd := range guards[k] {
			visit(gd)
		}
	}
	visit(rule.Name)
	s := &abnf.Grammar{File: g.ABNF.File, Pragmas: g.ABNF.Pragmas}
	for _, r := range g.ABNF.Rules {
		if reach[strings.ToLower(r.Name)] {
			s.Rules = append(s.Rules, r)
		}
	}
	s.Pragmas.Start = []string{rule.Name}
	s.Pragmas.Scan = nil
	s.Pragmas.NotFollowedBy = slices.DeleteFunc(slices.Clone(s.Pragmas.NotFollowedBy), func(nf abnf.NotFollowedBy) bool {
		return !reach[strings.ToLower(nf.Rule)]
	})
	return s
}
