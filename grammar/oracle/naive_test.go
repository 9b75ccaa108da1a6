package oracle

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/urispec/urispec/grammar/abnf"
)

// naive is a direct reading of RFC 5234 used to check the oracle: every
// element returns the set of its ends from one start, with no class tables,
// loops, memoization or set threading. It is exponential and only fit for
// short inputs.
type naive struct {
	defs    map[string]abnf.Node
	guards  map[string][]string
	in      []byte
	depth   int
	partial bool // a terminal cut short by the end of the input matches up to it
}

func newNaive(g *abnf.Grammar, in []byte) *naive {
	nv := &naive{defs: map[string]abnf.Node{}, guards: map[string][]string{}, in: in}
	for _, r := range g.Rules {
		k := strings.ToLower(r.Name)
		if prev, ok := nv.defs[k]; ok && r.Incremental {
			nv.defs[k] = alt(prev, r.Expr)
		} else if !ok {
			nv.defs[k] = r.Expr
		}
	}
	for _, nf := range g.Pragmas.NotFollowedBy {
		k := strings.ToLower(nf.Rule)
		nv.guards[k] = append(nv.guards[k], nf.Guard)
	}
	return nv
}

func (nv *naive) ends(n abnf.Node, p int) map[int]bool {
	nv.depth++
	defer func() { nv.depth-- }()
	if nv.depth > 2000 {
		panic("naive: too deep (undetected left recursion?)")
	}
	out := map[int]bool{}
	if nv.partial && p == len(nv.in) {
		out[p] = true // the input is used up: every productive element can go on
		return out
	}
	switch n := n.(type) {
	case *abnf.CharVal:
		l := len(n.Text)
		if nv.partial && p+l > len(nv.in) {
			l = len(nv.in) - p
		}
		if p+l <= len(nv.in) {
			got, want := string(nv.in[p:p+l]), n.Text[:l]
			if got == want || !n.CaseSensitive && strings.EqualFold(got, want) {
				out[p+l] = true
			}
		}
	case *abnf.NumVal:
		if n.Range {
			if p < len(nv.in) && n.Lo <= int(nv.in[p]) && int(nv.in[p]) <= n.Hi || nv.partial && p == len(nv.in) {
				out[min(p+1, len(nv.in))] = true
			}
			break
		}
		q := p
		for _, v := range n.Seq {
			if nv.partial && q == len(nv.in) {
				break
			}
			if q >= len(nv.in) || int(nv.in[q]) != v {
				return out
			}
			q++
		}
		out[q] = true
	case *abnf.RuleRef:
		k := strings.ToLower(n.Name)
		for _, g := range nv.guards[k] {
			if len(nv.ends(ref(g), p)) > 0 {
				return out
			}
		}
		return nv.ends(nv.defs[k], p)
	case *abnf.Group:
		return nv.ends(n.Expr, p)
	case *abnf.Option:
		out = nv.ends(n.Expr, p)
		out[p] = true
	case *abnf.Alternation:
		for _, a := range n.Alts {
			for e := range nv.ends(a, p) {
				out[e] = true
			}
		}
	case *abnf.Concatenation:
		cur := map[int]bool{p: true}
		for _, it := range n.Items {
			next := map[int]bool{}
			for q := range cur {
				for e := range nv.ends(it, q) {
					next[e] = true
				}
			}
			cur = next
		}
		return cur
	case *abnf.Repetition:
		cur := map[int]bool{p: true}
		limit := n.Max
		if limit < 0 {
			limit = n.Min + len(nv.in) + 1
		}
		for i := 0; ; i++ {
			if i >= n.Min {
				for q := range cur {
					out[q] = true
				}
			}
			if i == limit || len(cur) == 0 {
				break
			}
			next := map[int]bool{}
			for q := range cur {
				for e := range nv.ends(n.Elem, q) {
					next[e] = true
				}
			}
			cur = next
		}
	default:
		panic(fmt.Sprintf("naive: %T", n))
	}
	return out
}

// randomGrammar makes a small grammar over the letters a, b (and A by case
// folding), with recursion, repetition and, sometimes, a guard.
func randomGrammar(r *rand.Rand) *abnf.Grammar {
	names := []string{"r0", "r1", "r2", "r3"}
	var expr func(depth int) abnf.Node
	expr = func(depth int) abnf.Node {
		k := r.IntN(10)
		if depth >= 3 {
			k = r.IntN(4)
		}
		switch k {
		case 0:
			return str([]string{"a", "b", "ab", "", "ba"}[r.IntN(5)])
		case 1:
			return sstr([]string{"a", "A", "ab"}[r.IntN(3)])
		case 2:
			return []abnf.Node{rng('a', 'b'), hex('b'), hex('a', 'b'), rng('A', 'a')}[r.IntN(4)]
		case 3:
			return ref(names[r.IntN(len(names))])
		case 4, 5:
			return alt(expr(depth+1), expr(depth+1))
		case 6, 7:
			return cat(expr(depth+1), expr(depth+1), expr(depth+1))
		case 8:
			mn := r.IntN(3)
			mx := []int{-1, mn, mn + 1, mn + 2}[r.IntN(4)]
			return rep(mn, mx, expr(depth+1))
		default:
			return opt(expr(depth + 1))
		}
	}
	g := grammar()
	for _, n := range names {
		g.Rules = append(g.Rules, def(n, expr(0)))
	}
	if r.IntN(3) == 0 {
		g.Pragmas.NotFollowedBy = []abnf.NotFollowedBy{{Rule: names[r.IntN(4)], Guard: names[r.IntN(4)]}}
	}
	return g
}

func allStrings(alphabet string, maxLen int) []string {
	out := []string{""}
	level := []string{""}
	for l := 1; l <= maxLen; l++ {
		var next []string
		for _, s := range level {
			for _, c := range alphabet {
				next = append(next, s+string(c))
			}
		}
		out = append(out, next...)
		level = next
	}
	return out
}

// The oracle agrees with the naive reading of RFC 5234 on random grammars,
// and Diagnose agrees with Match.
func TestMatchAgreesWithNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	inputs := allStrings("abA", 5)
	checked := 0
	for i := 0; i < 300; i++ {
		g := randomGrammar(r)
		o, err := Compile(g)
		if err != nil {
			require.Contains(t, err.Error(), "left recursion", "grammar %d", i)
			continue
		}
		checked++
		for _, rule := range []string{"r0", "r1"} {
			for _, in := range inputs {
				want := newNaive(g, []byte(in)).ends(ref(rule), 0)[len(in)]
				require.Equal(t, want, o.Match(rule, []byte(in)), "grammar %d %s %q\n%s", i, rule, in, show(g))
				require.Equal(t, want, o.Diagnose(rule, []byte(in)).Valid, "grammar %d %s %q", i, rule, in)
			}
		}
	}
	require.Greater(t, checked, 150)
}

// productive reports whether every rule of g derives some finite string.
func productive(g *abnf.Grammar) bool {
	ok := map[string]bool{}
	var prod func(n abnf.Node) bool
	prod = func(n abnf.Node) bool {
		switch n := n.(type) {
		case *abnf.RuleRef:
			return ok[strings.ToLower(n.Name)]
		case *abnf.Group:
			return prod(n.Expr)
		case *abnf.Repetition:
			return n.Min == 0 || prod(n.Elem)
		case *abnf.Alternation:
			for _, a := range n.Alts {
				if prod(a) {
					return true
				}
			}
			return false
		case *abnf.Concatenation:
			for _, a := range n.Items {
				if !prod(a) {
					return false
				}
			}
		}
		return true
	}
	for changed := true; changed; {
		changed = false
		for _, r := range g.Rules {
			if k := strings.ToLower(r.Name); !ok[k] && prod(r.Expr) {
				ok[k], changed = true, true
			}
		}
	}
	return len(ok) == len(g.Rules)
}

// Diagnose's Offset is the length of the longest prefix of the input that
// begins some string of the language (for grammars whose rules all derive
// something and that have no guard).
func TestDiagnoseOffsetIsLongestViablePrefix(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	inputs := allStrings("abA", 4)
	checked := 0
	for i := 0; i < 300; i++ {
		g := randomGrammar(r)
		g.Pragmas.NotFollowedBy = nil
		o, err := Compile(g)
		if err != nil || !productive(g) {
			continue
		}
		checked++
		for _, in := range inputs {
			d := o.Diagnose("r0", []byte(in))
			if d.Valid {
				continue
			}
			want := 0
			for k := len(in); k >= 0; k-- {
				nv := newNaive(g, []byte(in[:k]))
				nv.partial = true
				if nv.ends(ref("r0"), 0)[k] {
					want = k
					break
				}
			}
			require.Equal(t, want, d.Offset, "grammar %d %q\n%s", i, in, show(g))
		}
	}
	require.Greater(t, checked, 100)
}

// show prints a model grammar roughly as ABNF, for failure messages.
func show(g *abnf.Grammar) string {
	var b strings.Builder
	for _, r := range g.Rules {
		fmt.Fprintf(&b, "%s = %s\n", r.Name, showNode(r.Expr))
	}
	for _, nf := range g.Pragmas.NotFollowedBy {
		fmt.Fprintf(&b, ";@not-followed-by %s %s\n", nf.Rule, nf.Guard)
	}
	return b.String()
}

func showNode(n abnf.Node) string {
	switch n := n.(type) {
	case *abnf.CharVal:
		return charValLabel(n)
	case *abnf.NumVal:
		return numValLabel(n)
	case *abnf.RuleRef:
		return n.Name
	case *abnf.ProseVal:
		return "<" + n.Text + ">"
	case *abnf.Group:
		return "(" + showNode(n.Expr) + ")"
	case *abnf.Option:
		return "[" + showNode(n.Expr) + "]"
	case *abnf.Repetition:
		mx := ""
		if n.Max >= 0 {
			mx = fmt.Sprint(n.Max)
		}
		return fmt.Sprintf("%d*%s(%s)", n.Min, mx, showNode(n.Elem))
	case *abnf.Alternation:
		parts := make([]string, len(n.Alts))
		for i, a := range n.Alts {
			parts[i] = showNode(a)
		}
		return "(" + strings.Join(parts, " / ") + ")"
	case *abnf.Concatenation:
		parts := make([]string, len(n.Items))
		for i, a := range n.Items {
			parts[i] = showNode(a)
		}
		return "(" + strings.Join(parts, " ") + ")"
	}
	return "?"
}
