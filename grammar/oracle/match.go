package oracle

import (
	"fmt"
	"math"
)

// machine is the state of one Match or Diagnose call.
type machine struct {
	o     *Oracle
	in    []byte
	n     int32 // len(in)
	far   int32 // farthest position where a terminal failed
	quiet int   // > 0 while a guard is evaluated: failures are not the input's
	memo  map[memoKey][]int32
	tails []*[]int32 // per rule: where the running loop collects opTail starts
	free  []bits
	d     *diag // the diagnosis pass, or nil
	// steps counts the work of the call: one per start position an
	// expression is evaluated from, one per byte a run scans or ends at.
	// The tests hold it linear in the length of the input (a count, not
	// a clock: TestMatchLongInput).
	steps int64
}

type memoKey struct {
	rule, pos int32
	x, y      int32 // diagnosis context (-2 outside the diagnosis pass)
	quiet     bool
}

// dctx is what the diagnosis pass carries down rule invocations (see
// Diagnose): the innermost invocation that started before the offset (x,
// at depth xd), the outermost that started at it (y, or -1), and the depth.
type dctx struct {
	x, xd, y, depth int32
}

func (m *machine) reset(input []byte) {
	if len(input) >= math.MaxInt32 {
		panic(fmt.Sprintf("oracle: input of %d bytes is too long", len(input)))
	}
	m.in, m.n, m.far, m.quiet, m.d, m.steps = input, int32(len(input)), -1, 0, nil, 0
	clear(m.memo)
	if len(m.tails) != len(m.o.rules) {
		m.tails = make([]*[]int32, len(m.o.rules))
	}
	if len(m.free) > 0 && len(m.free[0]) != int(m.n)>>6+1 {
		m.free = m.free[:0]
	}
}

func (o *Oracle) machine(input []byte) *machine {
	m := o.pool.Get().(*machine)
	m.reset(input)
	return m
}

func (o *Oracle) release(m *machine) {
	m.in, m.d = nil, nil
	if len(m.memo) > 1024 {
		m.memo = nil
	}
	if m.n > 1<<16 {
		m.free = nil
	}
	o.pool.Put(m)
}

// Match reports whether the whole input derives from rule (ABNF semantics,
// every derivation considered). Rule names are case-insensitive. Match
// panics when rule is not a rule of the grammar, or reaches a rule that
// cannot run (an accepted prose-val).
func (o *Oracle) Match(rule string, input []byte) bool {
	ok, _ := o.match(rule, input)
	return ok
}

// match is Match that also returns the steps it took (machine.steps).
func (o *Oracle) match(rule string, input []byte) (bool, int64) {
	r := o.ruleIndex(rule)
	m := o.machine(input)
	defer o.release(m)
	ok := contains(m.invoke(r, []int32{0}, nil), m.n)
	return ok, m.steps
}

// eval returns the ends of the matches of n that start in s. In the
// diagnosis pass (c != nil) positions beyond the offset are dropped: no
// terminal can fail at the offset after the input has gone past it.
func (m *machine) eval(n *node, s []int32, c *dctx) []int32 {
	if len(s) == 0 {
		return nil
	}
	m.steps += int64(len(s))
	switch n.op {
	case opEmpty:
		return s
	case opLit:
		return m.lit(n, s, c)
	case opClass:
		out := make([]int32, 0, len(s))
		for _, p := range s {
			if p < m.n && n.set.has(m.in[p]) {
				if c == nil || p < m.d.off {
					out = append(out, p+1)
				}
			} else {
				m.fail(p, p, n, c)
			}
		}
		return out
	case opRun:
		return m.run(n, s, c)
	case opSeq:
		for _, k := range n.kids {
			if s = m.eval(k, s, c); len(s) == 0 {
				return nil
			}
		}
		return s
	case opAlt:
		var out []int32
		for _, k := range n.kids {
			out = union(out, m.eval(k, s, c))
		}
		return out
	case opRep:
		return m.rep(n, s, c)
	case opCall:
		return m.invoke(n.rule, s, c)
	case opTail:
		acc := m.tails[n.rule]
		*acc = append(*acc, s...)
		return nil
	}
	panic("oracle: bad node")
}

// fail notes that a terminal that started at start failed at position f.
func (m *machine) fail(f, start int32, n *node, c *dctx) {
	if m.quiet > 0 {
		return
	}
	if f > m.far {
		m.far = f
	}
	if c != nil && f == m.d.off {
		m.d.record(m.o, n, start, c)
	}
}

// lit matches a literal of two or more bytes; a case-insensitive one
// matches US-ASCII letters of either case (RFC 5234 §2.3).
func (m *machine) lit(n *node, s []int32, c *dctx) []int32 {
	out := make([]int32, 0, len(s))
	l := int32(len(n.lit))
	for _, p := range s {
		k := int32(0)
		for k < l && p+k < m.n {
			b := m.in[p+k]
			if n.fold {
				b = lower(b)
			}
			if b != n.lit[k] {
				break
			}
			k++
		}
		if k < l {
			m.fail(p+k, p, n, c)
			continue
		}
		if c == nil || p+l <= m.d.off {
			out = append(out, p+l)
		}
	}
	return out
}

// run matches min*max repetitions of a class by scanning: from p the ends
// are p+min .. min(p+max, e), e the end of the run of class bytes at p.
// Both bounds grow with p, so the union over s comes out sorted in one pass.
func (m *machine) run(n *node, s []int32, c *dctx) []int32 {
	out := make([]int32, 0, len(s))
	last := int32(-1)                       // largest end emitted
	runFrom, runEnd := int32(-1), int32(-1) // the last scanned run
	for _, p := range s {
		if p < runFrom || p > runEnd {
			q := p
			for q < m.n && n.set.has(m.in[q]) {
				q++
			}
			m.steps += int64(q - p)
			runFrom, runEnd = p, q
		}
		hi := runEnd
		if n.max >= 0 && int64(p)+int64(n.max) <= int64(runEnd) {
			hi = p + int32(n.max) // stopped by max: nothing tried at hi
		} else {
			m.fail(runEnd, runEnd, n, c)
		}
		if c != nil && hi > m.d.off {
			hi = m.d.off
		}
		if int64(p)+int64(n.min) > int64(hi) {
			continue // the run is shorter than min
		}
		lo := max(p+int32(n.min), last+1)
		m.steps += int64(max(hi-lo+1, 0))
		for q := lo; q <= hi; q++ {
			out = append(out, q)
		}
		last = max(last, hi)
	}
	return out
}

// rep matches min*max repetitions of any element, breadth-first by count.
// Up to min every count is kept apart; from min on a position is expanded
// only the first time it is reached, since reaching it with fewer
// iterations leaves at least as many still allowed.
func (m *machine) rep(n *node, s []int32, c *dctx) []int32 {
	elem := n.kids[0]
	cur := s
	count := 0
	for ; count < n.min; count++ {
		if cur = m.eval(elem, cur, c); len(cur) == 0 {
			return nil
		}
	}
	if n.max >= 0 && count >= n.max {
		return cur
	}
	seen := m.getBits()
	for _, p := range cur {
		seen.add(p)
	}
	acc := append(make([]int32, 0, 2*len(cur)), cur...)
	for frontier := cur; len(frontier) > 0 && (n.max < 0 || count < n.max); count++ {
		next := m.eval(elem, frontier, c)
		fresh := make([]int32, 0, len(next))
		for _, p := range next {
			if !seen.has(p) {
				seen.add(p)
				fresh = append(fresh, p)
			}
		}
		acc = append(acc, fresh...)
		frontier = fresh
	}
	m.putBits(seen, acc)
	return normalize(acc)
}

// invoke runs rule r from every start in s.
func (m *machine) invoke(r int, s []int32, c *dctx) []int32 {
	rl := m.o.rules[r]
	if len(rl.guards) > 0 {
		s = m.unguarded(rl, s)
	}
	if len(s) == 0 {
		return nil
	}
	if c != nil {
		return m.invokeDiag(rl, s, c)
	}
	if !rl.memo {
		return m.body(rl, s, nil)
	}
	// A recursive rule: once per (rule, start), so that ambiguous
	// recursion costs no more than the number of positions.
	if m.memo == nil {
		m.memo = map[memoKey][]int32{}
	}
	var out []int32
	for _, p := range s {
		k := memoKey{rule: int32(r), pos: p, x: -2, y: -2, quiet: m.quiet > 0}
		e, ok := m.memo[k]
		if !ok {
			e = m.body(rl, []int32{p}, nil)
			m.memo[k] = e
		}
		out = append(out, e...)
	}
	return normalize(out)
}

// unguarded drops the starts where a ;@not-followed-by guard of rl matches
// (urispec extension, grammar/README.md): RULE matches only where GUARD
// does not, at that same position, with any end.
func (m *machine) unguarded(rl *rule, s []int32) []int32 {
	out := s[:0:0]
	m.quiet++
	for _, p := range s {
		blocked := false
		for _, g := range rl.guards {
			if len(m.invoke(g, []int32{p}, nil)) > 0 {
				blocked = true
				break
			}
		}
		if !blocked {
			out = append(out, p)
		}
	}
	m.quiet--
	return out
}

// body runs rl's right-hand side from the starts in s.
func (m *machine) body(rl *rule, s []int32, c *dctx) []int32 {
	if !rl.tail {
		return m.eval(rl.body, s, c)
	}
	return m.loop(rl, s)
}

// loop runs a rule whose own name appears in tail position (R = a [R]):
// where the body reaches opTail a nested R starts, so instead of recursing
// the loop runs the body again from those positions, each position once,
// and collects the ends of every round.
func (m *machine) loop(rl *rule, s []int32) []int32 {
	seen := m.getBits()
	for _, p := range s {
		seen.add(p)
	}
	touched := [][]int32{s}
	var ends []int32
	save := m.tails[rl.idx]
	for frontier := s; len(frontier) > 0; {
		var next []int32
		m.tails[rl.idx] = &next
		ends = append(ends, m.eval(rl.body, frontier, nil)...)
		m.tails[rl.idx] = save
		next = normalize(next)
		fresh := next[:0]
		for _, p := range next {
			if !seen.has(p) {
				seen.add(p)
				fresh = append(fresh, p)
			}
		}
		touched = append(touched, fresh)
		if len(rl.guards) > 0 {
			fresh = m.unguarded(rl, fresh)
		}
		frontier = fresh
	}
	m.putBits(seen, touched...)
	return normalize(ends)
}
