package abnfkit

import (
	"fmt"
	"strings"

	"github.com/urispec/urispec/grammar/abnf"
)

// Bounds of the oracle on a grammar from elsewhere. The oracle runs a
// repetition's minimum count of iterations even where its element matches
// the empty string, and Samples derives at least a rule's shortest string:
// `a = 1000000000( ["x"] )` or thirty rules that each refer twice to the
// next would take hours. Such a rule is refused, with the position of the
// repetition, instead.
const (
	// MaxRepeatWork bounds the product of the minimum counts of the
	// repetitions nested in a rule (through its references).
	MaxRepeatWork = 1 << 20
	// MaxSampleLength bounds the shortest string of a rule that Samples
	// derives with the oracle.
	MaxSampleLength = 1 << 16
)

const sat = 1 << 40 // saturation of the sums and products below

func satAdd(a, b int) int { return min(a+b, sat) }
func satMul(a, b int) int {
	if a == 0 || b == 0 {
		return 0
	}
	if a >= sat/b {
		return sat
	}
	return a * b
}

// repeatWork returns the largest product of minimum repetition counts
// along a nesting of repetitions reachable from rule, and the position of
// the outermost repetition of that nesting.
func repeatWork(g *abnf.Grammar, rule string) (int, abnf.Pos) {
	type res struct {
		w   int
		pos abnf.Pos
	}
	memo := map[string]res{}
	var node func(n abnf.Node) res
	var ref func(name string) res
	ref = func(name string) res {
		k := strings.ToLower(name)
		if r, ok := memo[k]; ok {
			return r
		}
		memo[k] = res{w: 1} // recursion: counted once
		def := g.Lookup(name)
		r := res{w: 1}
		if def != nil {
			r = node(def.Expr)
		}
		memo[k] = r
		return r
	}
	node = func(n abnf.Node) res {
		best := res{w: 1}
		keep := func(r res) {
			if r.w > best.w {
				best = r
			}
		}
		switch n := n.(type) {
		case *abnf.Alternation:
			for _, a := range n.Alts {
				keep(node(a))
			}
		case *abnf.Concatenation:
			for _, a := range n.Items {
				keep(node(a))
			}
		case *abnf.Group:
			keep(node(n.Expr))
		case *abnf.Option:
			keep(node(n.Expr))
		case *abnf.Repetition:
			in := node(n.Elem)
			keep(res{w: satMul(max(n.Min, 1), in.w), pos: n.Pos})
		case *abnf.RuleRef:
			keep(ref(n.Name))
		}
		return best
	}
	r := ref(rule)
	return r.w, r.pos
}

// shortest returns the length of the shortest string of rule (sat when it
// has none or it is longer), by a fixpoint over the rules it reaches.
func shortest(g *abnf.Grammar, rule string) int {
	lens := map[string]int{}
	var node func(n abnf.Node) int
	node = func(n abnf.Node) int {
		switch n := n.(type) {
		case *abnf.Alternation:
			m := sat
			for _, a := range n.Alts {
				m = min(m, node(a))
			}
			return m
		case *abnf.Concatenation:
			s := 0
			for _, a := range n.Items {
				s = satAdd(s, node(a))
			}
			return s
		case *abnf.Group:
			return node(n.Expr)
		case *abnf.Option:
			return 0
		case *abnf.Repetition:
			if n.Min == 0 {
				return 0
			}
			return satMul(n.Min, node(n.Elem))
		case *abnf.RuleRef:
			if l, ok := lens[strings.ToLower(n.Name)]; ok {
				return l
			}
			return sat
		case *abnf.CharVal:
			return len(n.Text)
		case *abnf.NumVal:
			if n.Range {
				return 1
			}
			return len(n.Seq)
		}
		return sat // prose-val
	}
	var rules []*abnf.Rule
	seen := map[string]bool{}
	var visit func(name string)
	visit = func(name string) {
		k := strings.ToLower(name)
		def := g.Lookup(name)
		if seen[k] || def == nil {
			return
		}
		seen[k] = true
		lens[k] = sat
		rules = append(rules, def)
		abnf.Walk(def.Expr, func(n abnf.Node) {
			if r, ok := n.(*abnf.RuleRef); ok {
				visit(r.Name)
			}
		})
	}
	visit(rule)
	for changed := true; changed; {
		changed = false
		for _, def := range rules {
			k := strings.ToLower(def.Name)
			if l := node(def.Expr); l < lens[k] {
				lens[k], changed = l, true
			}
		}
	}
	return lens[strings.ToLower(rule)]
}

// oracleBounds refuses a rule the oracle would take too long on.
func (g *Grammar) oracleBounds(rule string) error {
	if w, pos := repeatWork(g.ABNF, rule); w > MaxRepeatWork {
		return fmt.Errorf(msgRepeatWork, g.File(), pos.Line, pos.Col, rule, MaxRepeatWork)
	}
	return nil
}
