package oracle

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urispec/urispec/grammar/abnf"
)

// Sample is one generated input with the oracle's verdict on it.
type Sample struct {
	Input []byte
	Valid bool
}

// SampleOptions configure Samples.
type SampleOptions struct {
	// N is the number of samples (default 1000). Fewer come back when the
	// language has fewer distinct short strings and mutations.
	N int
	// Seed makes the output reproducible: the same grammar, rule and
	// options give the same samples.
	Seed uint64
	// MaxLen is the length (bytes) past which derivations take their
	// shortest choices: optional parts are left out, repetitions stop at
	// their minimum, alternatives with the shortest derivation win
	// (default 64). It is a soft bound: what was begun is completed.
	MaxLen int
}

const (
	defaultSamples = 1000
	defaultMaxLen  = 64
	maxDepth       = 24  // rule nesting past which derivations take their shortest choices
	abortDepth     = 400 // rule nesting at which a derivation is abandoned
)

// Samples generates inputs for rule, half derived from the grammar and half
// near misses, each labelled with the oracle's verdict (Match):
//
//   - derived inputs are coverage-driven. A choice point is an alternation,
//     an option, a repetition (counts min, min+1, max and a few above min
//     when unbounded), a %x range (each of its bytes; in a grammar that
//     declares ;@encoding utf-8, for a range above %x7F, the lowest, middle
//     and highest code point of each of its UTF-8 byte-sequence ranges) or a
//     case-insensitive string (as written, lower, upper and mixed case).
//     Each derivation first aims at a choice not taken yet somewhere in the
//     rules the start rule reaches, steering every choice on the way towards
//     the rule that holds it; other choices are taken in turn half of the
//     time and at random otherwise. Past MaxLen or a nesting bound, the
//     shortest choices are taken, and a derivation nested past a hard bound
//     is dropped;
//   - near misses insert, delete or replace one byte of a derived input,
//     the new byte drawn from the grammar's delimiters, the bounds of its
//     ranges and their neighbours (for a code point range, of the lead and
//     continuation bytes of its encodings), NUL, DEL, 0x80, space and "%"
//     (and C0, C1, F5 and FF, never in UTF-8, in a utf-8 grammar). They are
//     usually invalid, but labelled by the oracle like every sample.
//
// Samples are distinct. The result depends only on the grammar, rule and
// opt. Samples panics like Match when rule is not a rule of the grammar.
func Samples(o *Oracle, rule string, opt SampleOptions) []Sample {
	out, _ := samples(o, rule, opt)
	return out
}

// samples is Samples, also returning the choices it never took.
func samples(o *Oracle, rule string, opt SampleOptions) (out []Sample, missed []target) {
	r := o.ruleIndex(rule)
	if opt.N <= 0 {
		opt.N = defaultSamples
	}
	if opt.MaxLen <= 0 {
		opt.MaxLen = defaultMaxLen
	}
	g := &generator{
		o:       o,
		info:    o.genInfo(),
		rnd:     rand.New(rand.NewPCG(opt.Seed, opt.Seed^0x9e3779b97f4a7c15)),
		maxLen:  opt.MaxLen,
		turn:    map[abnf.Node]int{},
		covered: map[abnf.Node][]bool{},
	}
	targets := g.targets(r)
	tried := make([]int, len(targets))
	next := 0
	out = make([]Sample, 0, opt.N)
	seen := map[string]bool{}
	add := func(in []byte) {
		if seen[string(in)] {
			return
		}
		seen[string(in)] = true
		out = append(out, Sample{Input: in, Valid: o.Match(rule, in)})
	}
	var last []byte
	for tries := 0; len(out) < opt.N && tries < 20*opt.N; tries++ {
		if tries%2 == 1 && last != nil {
			add(g.mutate(last))
			continue
		}
		for next < len(targets) && (g.isCovered(targets[next]) || tried[next] >= 2) {
			next++
		}
		g.aim(nil)
		if next < len(targets) {
			g.aim(&targets[next])
			tried[next]++
		}
		if in, ok := g.derive(r); ok {
			last = in
			add(in)
		}
	}
	for _, t := range targets {
		if !g.isCovered(t) {
			missed = append(missed, t)
		}
	}
	return out, missed
}

// describe names a target for test messages.
func (t target) describe(o *Oracle) string {
	return fmt.Sprintf("rule %s, %T at %d:%d, choice %d", o.rules[t.rule].name, t.node, t.node.Position().Line, t.node.Position().Col, t.choice)
}

// genInfo is what generation needs from the grammar, computed once.
type genInfo struct {
	minLen map[abnf.Node]int      // length of the shortest derivation (MaxInt: none)
	values map[*abnf.NumVal][]int // the values of each range (generator.rangeValues)
	pool   []byte                 // replacement bytes for near misses
	reach  [][]bool               // reach[r][t]: rule t is r or derives from r (guards aside)
	refs   [][]int                // rules each rule's right-hand side refers to
}

func (o *Oracle) genInfo() *genInfo {
	o.genOnce.Do(func() { o.gen = o.computeGenInfo() })
	return o.gen
}

func (o *Oracle) computeGenInfo() *genInfo {
	info := &genInfo{minLen: map[abnf.Node]int{}, values: map[*abnf.NumVal][]int{}}
	ruleLen := make([]int, len(o.rules))
	for i := range ruleLen {
		ruleLen[i] = math.MaxInt
	}
	var length func(n abnf.Node) int
	length = func(n abnf.Node) int {
		switch n := n.(type) {
		case *abnf.CharVal:
			return len(n.Text)
		case *abnf.NumVal:
			if n.Range {
				return 1
			}
			return len(n.Seq)
		case *abnf.RuleRef:
			if i, ok := o.index[strings.ToLower(n.Name)]; ok {
				return ruleLen[i]
			}
		case *abnf.Group:
			return length(n.Expr)
		case *abnf.Option:
			return 0
		case *abnf.Repetition:
			if n.Min == 0 || n.Max == 0 {
				return 0
			}
			return mulSat(n.Min, length(n.Elem))
		case *abnf.Alternation:
			best := math.MaxInt
			for _, a := range n.Alts {
				best = min(best, length(a))
			}
			return best
		case *abnf.Concatenation:
			sum := 0
			for _, a := range n.Items {
				sum = addSat(sum, length(a))
			}
			return sum
		}
		return math.MaxInt
	}
	for changed := true; changed; {
		changed = false
		for _, r := range o.rules {
			if r.broken == nil {
				if l := length(r.expr); l < ruleLen[r.idx] {
					ruleLen[r.idx], changed = l, true
				}
			}
		}
	}
	var bytes []byte
	for _, r := range o.rules {
		if r.broken != nil {
			continue
		}
		abnf.Walk(r.expr, func(n abnf.Node) {
			info.minLen[n] = length(n)
			if v, ok := n.(*abnf.NumVal); ok && v.Range {
				info.values[v] = rangeValues(o.utf8, v)
			}
			switch n := n.(type) {
			case *abnf.CharVal:
				for i := 0; i < len(n.Text); i++ {
					if c := n.Text[i]; !isAlnum(c) {
						bytes = append(bytes, c)
					}
				}
			case *abnf.NumVal:
				if n.Range && o.utf8 && n.Hi > 0x7F {
					// The bounds of the byte ranges of the encodings and
					// their neighbours: lead and continuation bytes that
					// begin, end or break a sequence.
					for _, seq := range abnf.UTF8Ranges(n.Lo, n.Hi) {
						for _, br := range seq {
							for _, v := range []int{int(br.Lo) - 1, int(br.Lo), int(br.Hi), int(br.Hi) + 1} {
								if 0 <= v && v <= 255 {
									bytes = append(bytes, byte(v))
								}
							}
						}
					}
				} else if n.Range {
					for _, v := range []int{n.Lo - 1, n.Lo, n.Hi, n.Hi + 1} {
						if 0 <= v && v <= 255 {
							bytes = append(bytes, byte(v))
						}
					}
				}
				for _, v := range n.Seq {
					if 0 <= v && v <= 255 && !isAlnum(byte(v)) {
						bytes = append(bytes, byte(v))
					}
				}
			}
		})
	}
	bytes = append(bytes, 0x00, 0x7F, 0x80, ' ', '%')
	if o.utf8 {
		// Bytes that are never valid UTF-8 (RFC 3629 §3): overlong leads, and
		// leads past U+10FFFF.
		bytes = append(bytes, 0xC0, 0xC1, 0xF5, 0xFF)
	}
	slices.Sort(bytes)
	info.pool = slices.Compact(bytes)

	info.refs = make([][]int, len(o.rules))
	for _, r := range o.rules {
		abnf.Walk(r.expr, func(n abnf.Node) {
			if ref, ok := n.(*abnf.RuleRef); ok {
				if t, ok := o.index[strings.ToLower(ref.Name)]; ok {
					info.refs[r.idx] = append(info.refs[r.idx], t)
				}
			}
		})
	}
	info.reach = make([][]bool, len(o.rules))
	for i := range o.rules {
		seen := make([]bool, len(o.rules))
		stack := []int{i}
		seen[i] = true
		for len(stack) > 0 {
			t := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, u := range info.refs[t] {
				if !seen[u] {
					seen[u] = true
					stack = append(stack, u)
				}
			}
		}
		info.reach[i] = seen
	}
	return info
}

func isAlnum(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

func addSat(a, b int) int {
	if a == math.MaxInt || b == math.MaxInt || a > math.MaxInt-b {
		return math.MaxInt
	}
	return a + b
}

func mulSat(k, l int) int {
	if l == math.MaxInt || l != 0 && k > math.MaxInt/l {
		return math.MaxInt
	}
	return k * l
}

// generator derives strings from the grammar.
type generator struct {
	o       *Oracle
	info    *genInfo
	rnd     *rand.Rand
	maxLen  int
	turn    map[abnf.Node]int    // the next choice to take in turn at each choice point
	covered map[abnf.Node][]bool // the choices taken so far at each choice point
	tgt     *target              // the choice the current derivation aims at, until taken
	leads   map[abnf.Node]bool   // memo: the element can lead to tgt
	buf     []byte
}

// target is one choice at one choice point of a rule.
type target struct {
	rule   int
	node   abnf.Node
	choice int
}

// width is the number of choices at choice point n (0: not one).
func (g *generator) width(n abnf.Node) int {
	switch n := n.(type) {
	case *abnf.Alternation:
		return len(n.Alts)
	case *abnf.Option:
		return 2
	case *abnf.Repetition:
		if n.Min == n.Max {
			return 0
		}
		return len(repCounts(n.Min, n.Max))
	case *abnf.NumVal:
		if n.Range {
			return len(g.rangeValues(n))
		}
	case *abnf.CharVal:
		if n.CaseSensitive {
			return 0
		}
		switch letters(n.Text) {
		case 0:
			return 0
		case 1:
			return 2 // lower, upper
		}
		return 4 // as written, lower, upper, mixed
	}
	return 0
}

// targets lists every choice of every rule that r derives, in rule order.
func (g *generator) targets(r int) []target {
	var out []target
	for t, ok := range g.info.reach[r] {
		if !ok || g.o.rules[t].broken != nil {
			continue
		}
		abnf.Walk(g.o.rules[t].expr, func(n abnf.Node) {
			for c := range g.width(n) {
				out = append(out, target{rule: t, node: n, choice: c})
			}
		})
	}
	return out
}

func (g *generator) isCovered(t target) bool {
	cov := g.covered[t.node]
	return cov != nil && cov[t.choice]
}

func (g *generator) aim(t *target) {
	g.tgt = t
	clear(g.leads)
	if g.leads == nil {
		g.leads = map[abnf.Node]bool{}
	}
}

// leadsTo reports whether a derivation of n can reach the target's choice
// point: n holds it, or refers to a rule that derives the target's rule.
func (g *generator) leadsTo(n abnf.Node) bool {
	if v, ok := g.leads[n]; ok {
		return v
	}
	found := false
	abnf.Walk(n, func(m abnf.Node) {
		if found {
			return
		}
		if m == g.tgt.node {
			found = true
		} else if ref, ok := m.(*abnf.RuleRef); ok {
			if t, ok := g.o.index[strings.ToLower(ref.Name)]; ok && g.info.reach[t][g.tgt.rule] {
				found = true
			}
		}
	})
	g.leads[n] = found
	return found
}

// derive returns a string derived from rule r; ok is false when the
// derivation nested too deep (an unproductive rule).
func (g *generator) derive(r int) ([]byte, bool) {
	g.buf = g.buf[:0]
	if !g.gen(&abnf.RuleRef{Name: g.o.rules[r].name}, 0) {
		return nil, false
	}
	return slices.Clone(g.buf), true
}

// pick takes one of the choices at choice point n: the target's when n is
// the target, the shortest (fallback) when short, one that leads towards
// the target when there is a target and leads says which do, and otherwise
// the next in turn half of the time and one at random the other half.
func (g *generator) pick(n abnf.Node, k int, depth int, short bool, fallback int, leads func(int) bool) int {
	steer := g.tgt != nil && depth < maxDepth
	c := -1
	switch {
	case steer && g.tgt.node == n:
		c = g.tgt.choice
		g.tgt = nil
	case steer && leads != nil:
		var lead []int
		for i := range k {
			if leads(i) {
				lead = append(lead, i)
			}
		}
		if len(lead) > 0 {
			c = lead[g.rnd.IntN(len(lead))]
		}
	}
	if c < 0 {
		switch {
		case short:
			c = fallback
		case g.rnd.IntN(2) == 0:
			t := g.turn[n]
			g.turn[n] = t + 1
			c = t % k
		default:
			c = g.rnd.IntN(k)
		}
	}
	cov := g.covered[n]
	if cov == nil {
		cov = make([]bool, k)
		g.covered[n] = cov
	}
	cov[c] = true
	return c
}

func (g *generator) gen(n abnf.Node, depth int) bool {
	short := len(g.buf) >= g.maxLen || depth >= maxDepth
	switch n := n.(type) {
	case *abnf.CharVal:
		g.buf = g.caseVariant(n, depth)
	case *abnf.NumVal:
		if !n.Range {
			for _, v := range n.Seq {
				g.buf = g.value(v)
			}
			break
		}
		vals := g.rangeValues(n)
		g.buf = g.value(vals[g.pick(n, len(vals), depth, false, 0, nil)])
	case *abnf.RuleRef:
		if depth >= abortDepth {
			return false
		}
		return g.gen(g.o.rules[g.o.index[strings.ToLower(n.Name)]].expr, depth+1)
	case *abnf.Group:
		return g.gen(n.Expr, depth)
	case *abnf.Option:
		if g.pick(n, 2, depth, short, 0, func(i int) bool { return i == 1 && g.leadsTo(n.Expr) }) == 0 {
			return true
		}
		return g.gen(n.Expr, depth)
	case *abnf.Repetition:
		count := n.Min
		if n.Min != n.Max {
			counts := repCounts(n.Min, n.Max)
			count = counts[g.pick(n, len(counts), depth, short, 0, func(i int) bool {
				return counts[i] > 0 && g.leadsTo(n.Elem)
			})]
		}
		for range count {
			if !g.gen(n.Elem, depth) {
				return false
			}
		}
	case *abnf.Concatenation:
		for _, it := range n.Items {
			if !g.gen(it, depth) {
				return false
			}
		}
	case *abnf.Alternation:
		shortest, best := 0, math.MaxInt
		for i, x := range n.Alts {
			if l := g.info.minLen[x]; l < best {
				shortest, best = i, l
			}
		}
		a := g.pick(n, len(n.Alts), depth, short, shortest, func(i int) bool { return g.leadsTo(n.Alts[i]) })
		return g.gen(n.Alts[a], depth)
	default:
		return false
	}
	return true
}

// value appends the numeric value v to g.buf: a byte, or in a grammar that
// declares ;@encoding utf-8 the UTF-8 encoding of code point v (Compile has
// checked that it has one).
func (g *generator) value(v int) []byte {
	if g.o.utf8 && v > 0x7F {
		b, _ := abnf.AppendUTF8(g.buf, v)
		return b
	}
	return append(g.buf, byte(v))
}

// rangeValues are the values a range %xLO-HI takes in turn: each of them
// for a range of bytes (or of code points up to %x7F); for a range of code
// points above %x7F, whose encodings span several bytes, the lowest, middle
// and highest code point of each byte-sequence range of abnf.UTF8Ranges,
// so that every lead byte and every bound of a continuation byte is taken.
// The lists are computed once per grammar (computeGenInfo), since
// generators share the genInfo.
func (g *generator) rangeValues(n *abnf.NumVal) []int { return g.info.values[n] }

func rangeValues(utf8Values bool, n *abnf.NumVal) []int {
	var out []int
	if !utf8Values || n.Hi <= 0x7F {
		for v := n.Lo; v <= n.Hi; v++ {
			out = append(out, v)
		}
	} else {
		for v := n.Lo; v <= min(n.Hi, 0x7F); v++ {
			out = append(out, v)
		}
		for _, seq := range abnf.UTF8Ranges(max(n.Lo, 0x80), n.Hi) {
			lo, hi := make([]byte, len(seq)), make([]byte, len(seq))
			for i, br := range seq {
				lo[i], hi[i] = br.Lo, br.Hi
			}
			a, _ := utf8.DecodeRune(lo)
			b, _ := utf8.DecodeRune(hi)
			out = append(out, int(a), int(a+(b-a)/2), int(b))
		}
		slices.Sort(out)
		out = slices.Compact(out)
	}
	return out
}

// repCounts are the repetition counts tried in turn: min, min+1, max, and
// a few above min when unbounded (RFC 5234 §3.6).
func repCounts(lo, hi int) []int {
	c := []int{lo, lo + 1, lo + 2, lo + 3, lo + 7}
	if hi >= 0 {
		c = append(c, hi)
		c = slices.DeleteFunc(c, func(k int) bool { return k > hi })
	}
	slices.Sort(c)
	return slices.Compact(c)
}

// caseVariant appends the string of n to g.buf, a case-insensitive one in
// turn as written, in lower case, upper case or mixed (RFC 5234 §2.3).
func (g *generator) caseVariant(n *abnf.CharVal, depth int) []byte {
	k := g.width(n)
	if k == 0 {
		return append(g.buf, n.Text...)
	}
	c := g.pick(n, k, depth, false, 0, nil)
	if k == 2 {
		c++ // one letter: lower or upper
	}
	switch c {
	case 0:
		return append(g.buf, n.Text...)
	case 1:
		return append(g.buf, strings.ToLower(n.Text)...)
	case 2:
		return append(g.buf, strings.ToUpper(n.Text)...)
	}
	for i := 0; i < len(n.Text); i++ {
		c := n.Text[i]
		if g.rnd.IntN(2) == 0 {
			c = upper(c)
		} else {
			c = lower(c)
		}
		g.buf = append(g.buf, c)
	}
	return g.buf
}

// letters counts the US-ASCII letters of s.
func letters(s string) int {
	k := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
			k++
		}
	}
	return k
}

// mutate inserts, deletes or replaces one byte of in.
func (g *generator) mutate(in []byte) []byte {
	pool := g.info.pool
	b := pool[g.rnd.IntN(len(pool))]
	op := g.rnd.IntN(3)
	if len(in) == 0 {
		op = 0
	}
	switch op {
	case 0: // insert
		i := g.rnd.IntN(len(in) + 1)
		return slices.Concat(in[:i], []byte{b}, in[i:])
	case 1: // delete
		i := g.rnd.IntN(len(in))
		return slices.Concat(in[:i], in[i+1:])
	}
	i := g.rnd.IntN(len(in))
	out := slices.Clone(in)
	out[i] = b
	return out
}
