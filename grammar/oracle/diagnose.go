package oracle

import (
	"fmt"
	"sort"
	"strings"
)

// Diagnosis says why an input does not derive from a rule, in the
// grammar's own terms.
type Diagnosis struct {
	Valid bool
	// Offset is the byte offset of the farthest position at which a
	// terminal was tried and failed: the length of the longest prefix of
	// the input that begins some string of the language, or len(input)
	// when the whole input is a proper prefix of one.
	Offset int
	// Rule is the innermost rule invocation that started before Offset and
	// was still being matched there (the deepest if several, then the
	// first by name). The start rule itself counts as started before
	// Offset, so Rule is never empty for an invalid input.
	Rule string
	// Expected names what could have come at Offset, sorted: for each
	// terminal that failed there, the outermost rule invocation (below the
	// start rule) that started at Offset and contains it, or the terminal
	// in ABNF form (`"://"`, `%x2F`) when it is written directly in a rule
	// that started earlier; and "end of input" when a match of the whole
	// start rule ended at Offset but the input goes on.
	Expected []string
}

// String renders d in one line: `valid`, or `offset 7 in hostport:
// expected ":" or port`.
func (d Diagnosis) String() string {
	if d.Valid {
		return "valid"
	}
	return fmt.Sprintf("offset %d in %s: expected %s", d.Offset, d.Rule, orList(d.Expected))
}

func orList(s []string) string {
	switch len(s) {
	case 0:
		return "nothing"
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// diag is the state of the diagnosis pass.
type diag struct {
	off   int32
	names map[string]bool
	x, xd int32 // the Rule chosen so far (-1: none)
}

// Diagnose decides whether input derives from rule and, when it does not,
// where and why (see Diagnosis). It panics like Match on an unknown rule.
//
// It runs the matcher twice. The first run finds Offset, the farthest
// failure. The second runs only up to Offset and carries, down every rule
// invocation, the innermost invocation that started before Offset and the
// outermost that started at it; each terminal that fails exactly at Offset
// reports them.
func (o *Oracle) Diagnose(rule string, input []byte) Diagnosis {
	r := o.ruleIndex(rule)
	m := o.machine(input)
	defer o.release(m)
	ends := m.invoke(r, []int32{0}, nil)
	if contains(ends, m.n) {
		return Diagnosis{Valid: true, Offset: len(input)}
	}
	off := max(m.far, 0)
	if k := len(ends); k > 0 && ends[k-1] > off {
		off = ends[k-1] // "end of input" failed there
	}
	clear(m.memo)
	m.d = &diag{off: off, names: map[string]bool{}, x: int32(r)}
	rl := o.rules[r]
	top := &dctx{x: int32(r), xd: 0, y: -1, depth: 0}
	var ends2 []int32
	if s := m.unguarded(rl, []int32{0}); len(s) > 0 {
		ends2 = m.bodyDiag(rl, s, top)
	}
	if off < m.n && contains(ends2, off) {
		m.d.names[endOfInput] = true
	}
	d := Diagnosis{Offset: int(off), Rule: o.rules[m.d.x].name}
	for n := range m.d.names {
		d.Expected = append(d.Expected, n)
	}
	sort.Strings(d.Expected)
	return d
}

// record notes the terminal n, which started at start and failed at the
// offset, in context c.
func (d *diag) record(o *Oracle, n *node, start int32, c *dctx) {
	name := func(lit string, rule int) string {
		if start == d.off && c.y >= 0 {
			return o.rules[c.y].name // the outermost invocation that started here
		}
		if rule >= 0 {
			return o.rules[rule].name // a one-byte rule starting here
		}
		return lit // written directly in a rule that started earlier
	}
	if n.op == opLit {
		d.names[name(n.label, -1)] = true
	} else {
		for _, p := range n.pieces {
			d.names[name(p.lit, p.rule)] = true
		}
	}
	if c.x >= 0 && (c.xd > d.xd || c.xd == d.xd && o.rules[c.x].name < o.rules[d.x].name) {
		d.x, d.xd = c.x, c.xd
	}
}

// invokeDiag is invoke in the diagnosis pass: starts after the offset are
// dropped; a start before it makes this invocation the innermost one that
// started before the offset; a start at it is the outermost one that
// started there unless an enclosing one already did.
func (m *machine) invokeDiag(rl *rule, s []int32, c *dctx) []int32 {
	var lt, eq []int32
	for _, p := range s {
		switch {
		case p < m.d.off:
			lt = append(lt, p)
		case p == m.d.off:
			eq = append(eq, p)
		}
	}
	var out []int32
	if len(lt) > 0 {
		out = m.bodyDiag(rl, lt, m.inner(c, rl, m.d.off-1))
	}
	if len(eq) > 0 {
		out = union(out, m.bodyDiag(rl, eq, m.inner(c, rl, m.d.off)))
	}
	return out
}

// inner is the context of an invocation of rl at p inside context c.
func (m *machine) inner(c *dctx, rl *rule, p int32) *dctx {
	if p < m.d.off {
		return &dctx{x: int32(rl.idx), xd: c.depth + 1, y: -1, depth: c.depth + 1}
	}
	y := c.y
	if y < 0 {
		y = int32(rl.idx)
	}
	return &dctx{x: c.x, xd: c.xd, y: y, depth: c.depth + 1}
}

// bodyDiag is body in the diagnosis pass; every start in s has context c.
func (m *machine) bodyDiag(rl *rule, s []int32, c *dctx) []int32 {
	run := func(s []int32) []int32 {
		if rl.tail {
			return m.loopDiag(rl, s, c)
		}
		return m.eval(rl.body, s, c)
	}
	if !rl.memo {
		return run(s)
	}
	if m.memo == nil {
		m.memo = map[memoKey][]int32{}
	}
	var out []int32
	for _, p := range s {
		k := memoKey{rule: int32(rl.idx), pos: p, x: c.x, y: c.y, quiet: m.quiet > 0}
		e, ok := m.memo[k]
		if !ok {
			e = run([]int32{p})
			m.memo[k] = e
		}
		out = append(out, e...)
	}
	return normalize(out)
}

// loopDiag is loop in the diagnosis pass: each round's nested invocations
// get their own context.
func (m *machine) loopDiag(rl *rule, s []int32, c *dctx) []int32 {
	type key struct{ p, x, y int32 }
	type work struct {
		c *dctx
		s []int32
	}
	seen := map[key]bool{}
	for _, p := range s {
		seen[key{p, c.x, c.y}] = true
	}
	queue := []work{{c, s}}
	var ends []int32
	save := m.tails[rl.idx]
	for len(queue) > 0 {
		w := queue[0]
		queue = queue[1:]
		var next []int32
		m.tails[rl.idx] = &next
		ends = append(ends, m.eval(rl.body, w.s, w.c)...)
		m.tails[rl.idx] = save
		next = normalize(next)
		if len(rl.guards) > 0 {
			next = m.unguarded(rl, next)
		}
		var lt, eq []int32
		for _, p := range next {
			if p > m.d.off {
				continue
			}
			nc := m.inner(w.c, rl, p)
			if k := (key{p, nc.x, nc.y}); !seen[k] {
				seen[k] = true
				if p < m.d.off {
					lt = append(lt, p)
				} else {
					eq = append(eq, p)
				}
			}
		}
		if len(lt) > 0 {
			queue = append(queue, work{m.inner(w.c, rl, m.d.off-1), lt})
		}
		if len(eq) > 0 {
			queue = append(queue, work{m.inner(w.c, rl, m.d.off), eq})
		}
	}
	return normalize(ends)
}
