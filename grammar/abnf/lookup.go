package abnf

import (
	_ "embed"
	"strings"
	"sync"
)

// coreText is RFC 5234 Appendix B.1.
//
//go:embed core.abnf
var coreText []byte

// CoreNames are the RFC 5234 Appendix B.1 core rules, in the RFC's order.
var CoreNames = []string{"ALPHA", "BIT", "CHAR", "CR", "CRLF", "CTL", "DIGIT", "DQUOTE",
	"HEXDIG", "HTAB", "LF", "LWSP", "OCTET", "SP", "VCHAR", "WSP"}

// IsCore reports whether name is a core rule name (case-insensitively, as
// RFC 5234 §2.1 compares rule names) and returns its canonical spelling.
func IsCore(name string) (canonical string, ok bool) {
	for _, c := range CoreNames {
		if strings.EqualFold(c, name) {
			return c, true
		}
	}
	return "", false
}

// Core returns the RFC 5234 Appendix B.1 core rules as a grammar of their
// own, parsed from the embedded text. Every call returns a new grammar.
func Core() *Grammar {
	g, err := Parse("core.abnf", coreText)
	if err != nil {
		panic("abnf: embedded core.abnf: " + err.Error()) // a build defect, covered by tests
	}
	return g
}

// core is the shared copy Lookup resolves imported core rules in.
var core = sync.OnceValue(Core)

// index merges the definitions of g by lower-cased name: the first "="
// definition (or, when there is none, the first "=/") with every "=/"
// alternative appended (RFC 5234 §3.3). A name with one definition maps to
// that Rule itself.
func index(g *Grammar) map[string]*Rule {
	defs := map[string][]*Rule{}
	var order []string
	for _, r := range g.Rules {
		k := strings.ToLower(r.Name)
		if _, ok := defs[k]; !ok {
			order = append(order, k)
		}
		defs[k] = append(defs[k], r)
	}
	out := make(map[string]*Rule, len(defs))
	for _, k := range order {
		rs := defs[k]
		base := rs[0]
		for _, r := range rs {
			if !r.Incremental {
				base = r
				break
			}
		}
		var incr []*Rule
		for _, r := range rs {
			if r.Incremental && r != base {
				incr = append(incr, r)
			}
		}
		if len(incr) == 0 {
			out[k] = base
			continue
		}
		alt := &Alternation{Pos: base.Expr.Position()}
		end := base.End
		for _, r := range append([]*Rule{base}, incr...) {
			if a, ok := r.Expr.(*Alternation); ok {
				alt.Alts = append(alt.Alts, a.Alts...)
			} else {
				alt.Alts = append(alt.Alts, r.Expr)
			}
			if r.End.Offset > end.Offset {
				end = r.End
			}
		}
		out[k] = &Rule{Name: base.Name, Expr: alt, Section: base.Section, Pos: base.Pos, End: end}
	}
	return out
}

// Lookup returns the definition of the rule name, compared case-insensitively
// (RFC 5234 §2.1), with the alternatives of "=/" definitions merged into one
// Alternation; nil when there is none. A core rule (RFC 5234 Appendix B.1)
// the grammar does not define is found when the grammar imports it with
// ;@core, and so are the core rules an imported one refers to (CRLF brings
// CR and LF). The grammar's own definitions come first, also when a core
// rule refers to them. The returned rule must not be modified.
func (g *Grammar) Lookup(name string) *Rule {
	if g.byName == nil {
		g.byName = index(g)
	}
	k := strings.ToLower(name)
	if r, ok := g.byName[k]; ok {
		return r
	}
	if g.coreClosure()[k] {
		return core().byName[k]
	}
	return nil
}

// coreClosure is the set (lower-cased) of core rules reachable from the
// ;@core imports through core definitions, minus those g defines itself.
func (g *Grammar) coreClosure() map[string]bool {
	c := core()
	seen := map[string]bool{}
	var visit func(string)
	visit = func(name string) {
		k := strings.ToLower(name)
		if seen[k] || g.byName[k] != nil || c.byName[k] == nil {
			return
		}
		seen[k] = true
		Walk(c.byName[k].Expr, func(n Node) {
			if ref, ok := n.(*RuleRef); ok {
				visit(ref.Name)
			}
		})
	}
	for _, name := range g.Pragmas.Core {
		visit(name)
	}
	return seen
}

// RuleNames returns the names of the rules g defines, each once, in the
// order of their first definition and spelled as there. Imported core rules
// are not included.
func (g *Grammar) RuleNames() []string {
	seen := map[string]bool{}
	var out []string
	for _, r := range g.Rules {
		k := strings.ToLower(r.Name)
		if !seen[k] {
			seen[k] = true
			out = append(out, r.Name)
		}
	}
	return out
}

// Walk calls fn for n and every node below it, depth-first in source order.
func Walk(n Node, fn func(Node)) {
	if n == nil {
		return
	}
	fn(n)
	switch n := n.(type) {
	case *Alternation:
		for _, a := range n.Alts {
			Walk(a, fn)
		}
	case *Concatenation:
		for _, i := range n.Items {
			Walk(i, fn)
		}
	case *Repetition:
		Walk(n.Elem, fn)
	case *Group:
		Walk(n.Expr, fn)
	case *Option:
		Walk(n.Expr, fn)
	}
}
