package compiler

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
)

// This file is the subset construction. An item is a program instruction
// that reads a byte (or the start rule's end), with what a diagnosis needs
// to know about the rule invocations it is inside, the frames of its
// instruction (see Diagnosis in grammar/oracle):
//
//   - j, the number of those invocations (from the start rule down) that
//     started before the current offset; the others were entered by the
//     moves that read no byte since the last byte was read. The start rule
//     counts as started before, as in the oracle;
//   - again, when the invocation at depth j is a new iteration of a tail
//     recursion (R = a [R]) entered at the current offset after an iteration
//     that started before it;
//   - counts, per frame, how many nested invocations its tail recursion has
//     opened: the oracle counts each one level deeper. Counts saturate at
//     countCap so that the automaton is finite: two items whose innermost
//     invocations are nested in tail recursions at least countCap levels
//     deep compare as equally deep (then the first name wins), where the
//     oracle compares the true depths (package doc, "Limits");
//   - mons, the monitors of the ;@not-followed-by guards the item is under.
//
// A state is a set of items. Two items of a state that differ only in a
// count are kept apart, except where the oracle's breadth-first loop
// (grammar/oracle, loopDiag) reaches one position once: iterations of the
// same invocation that start at the same offset keep the smallest count.

// countCap is where tail-recursion counts saturate: 8 keeps the largest
// automaton (url-draft-1993) quick to build and agrees with the oracle on
// all but about one in 20000 of its samples (package doc, "Limits").
const countCap = 8

// maxStates bounds the subset construction of one rule.
const maxStates = 400000

type item struct {
	pc     int32
	j      int16
	again  bool
	counts string // one byte per frame on the stack, the start rule first
	mons   string // sorted 4-byte monitors: guard index << 16 | monitor state
	// after is the length of the char-val whose last byte was the byte
	// just read (inst.ends, capped at 255), 0 when none: what messages
	// prefer (message.go, preferred). opens is set when that byte ended a
	// delimiter (inst.delim) and no invocation has ended since: what it
	// opened may be a reading given up (message.go, dyingDepths); an empty
	// host after the "@" of RFC 3986's authority has ended. Neither
	// changes a verdict or the exact diagnosis.
	after uint8
	opens bool
}

func (a item) less(b item) int {
	switch {
	case a.pc != b.pc:
		return int(a.pc) - int(b.pc)
	case a.j != b.j:
		return int(a.j) - int(b.j)
	case a.again != b.again:
		if a.again {
			return 1
		}
		return -1
	case a.counts != b.counts:
		return strings.Compare(a.counts, b.counts)
	case a.after != b.after:
		return int(a.after) - int(b.after)
	case a.opens != b.opens:
		if a.opens {
			return 1
		}
		return -1
	}
	return strings.Compare(a.mons, b.mons)
}

// dstate is a state of the subset construction.
type dstate struct {
	items  []item
	accept bool
	diag   diagnosis
	msg    message // the diagnosis for people (message.go)
	inside []string
	open   []string // the rules some reading had started before the offset (message.go)
	next   []int    // per input class: the next state, -1 dead
	// deaths maps an input class to the reading that dies on it while
	// others go on (message.go); absent when none does.
	deaths map[int]message
}

type diagnosis struct {
	rule     string
	expected []string
}

func (d diagnosis) key() string { return d.rule + "\x00" + strings.Join(d.expected, "\x00") }

// det runs the subset construction of one program.
type det struct {
	c      *compiler
	p      *prog
	reps   []byte // a byte of each input class
	states []*dstate
	index  map[string]int
	seen   map[item]bool // closure's visited set, cleared and reused (its growth dominated the cost)
	best   map[item]int  // mergeAgain's, likewise
	tent   map[int]bool  // tentative, by frame (message.go)
}

func (c *compiler) determinize(p *prog, reps []byte) ([]*dstate, error) {
	d := &det{c: c, p: p, reps: reps, index: map[string]int{}, seen: map[item]bool{}, best: map[item]int{}}
	init := item{pc: int32(p.start), j: 1, counts: "\x00"}
	init, ok := d.startMonitors(init, p.frames[0].guards)
	var seeds []item
	if ok {
		seeds = append(seeds, init)
	}
	d.add(d.closure(seeds))
	for i := 0; i < len(d.states); i++ {
		if len(d.states) > c.lim.MaxStates {
			return nil, &LimitError{Rule: p.rule, msg: fmt.Sprintf(msgTooBig, c.file, p.rule, c.lim.MaxStates)}
		}
		if i%64 == 0 && c.lim.expired() {
			return nil, &LimitError{Rule: p.rule, msg: fmt.Sprintf(msgDeadline, c.file, p.rule, len(d.states))}
		}
		s := d.states[i]
		s.next = make([]int, len(reps))
		canon := canonical(s.items)
		for k, b := range reps {
			var seeds []item
			for _, it := range canon {
				in := &p.insts[it.pc]
				if in.op != opByte || !in.set.has(b) {
					continue
				}
				mons, ok := d.stepMonitors(it.mons, b)
				if !ok {
					continue
				}
				seeds = append(seeds, item{pc: int32(in.out), j: int16(len(it.counts)), counts: it.counts, mons: mons,
					after: uint8(min(in.ends, 255)), opens: in.delim})
			}
			s.next[k] = d.add(d.closure(seeds))
			if s.next[k] >= 0 {
				if m, ok := d.death(s.items, b); ok {
					if s.deaths == nil {
						s.deaths = map[int]message{}
					}
					s.deaths[k] = m
				}
			} else if m, ok := d.givenUp(s.items, b, s.msg.context); ok {
				if s.deaths == nil {
					s.deaths = map[int]message{}
				}
				s.deaths[k] = m
			}
		}
	}
	return d.states, nil
}

// add interns the state of items (sorted, deduplicated) and returns its
// index, or -1 for the dead state.
func (d *det) add(items []item) int {
	if len(items) == 0 {
		return -1
	}
	items = mergeAgain(items, d.best)
	slices.SortFunc(items, item.less)
	items = slices.Compact(items)
	var key strings.Builder
	for _, it := range items {
		var buf [12]byte
		binary.LittleEndian.PutUint32(buf[0:], uint32(it.pc))
		binary.LittleEndian.PutUint16(buf[4:], uint16(it.j))
		if it.again {
			buf[6] = 1
		}
		buf[7] = byte(len(it.counts))
		binary.LittleEndian.PutUint16(buf[8:], uint16(len(it.mons)))
		buf[10] = it.after
		if it.opens {
			buf[11] = 1
		}
		key.Write(buf[:12])
		key.WriteString(it.counts)
		key.WriteString(it.mons)
	}
	if i, ok := d.index[key.String()]; ok {
		return i
	}
	s := &dstate{items: items}
	s.accept, s.diag, s.inside = d.describe(items)
	s.msg = d.messageOf(d.preferred(items))
	s.open = d.openRules(items)
	d.states = append(d.states, s)
	d.index[key.String()] = len(d.states) - 1
	return len(d.states) - 1
}

// closure follows, from seeds, every instruction that reads no byte, and
// returns the items reached.
func (d *det) closure(seeds []item) []item {
	p := d.p
	seen := d.seen
	clear(seen)
	var out []item
	stack := seeds
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[t] {
			continue
		}
		seen[t] = true
		in := &p.insts[t.pc]
		switch in.op {
		case opByte, opMatch:
			out = append(out, t)
		case opSplit:
			a, b := t, t
			a.pc, b.pc = int32(in.out), int32(in.out1)
			stack = append(stack, b, a)
		case opEnter:
			fr := &p.frames[in.frame]
			n := t
			n.pc = int32(in.out)
			n.counts = t.counts + "\x00"
			if n, ok := d.startMonitors(n, fr.guards); ok {
				stack = append(stack, n)
			}
		case opLeave:
			fr := &p.frames[in.frame]
			n := t
			n.pc = int32(in.out)
			n.counts = t.counts[:fr.depth]
			n.opens = false
			if int(n.j) >= fr.depth {
				n.j, n.again = int16(fr.depth), false
			}
			stack = append(stack, n)
		case opLoop:
			fr := &p.frames[in.frame]
			stride := len(t.counts) - fr.depth // nested invocations one iteration opens
			cs := []byte(t.counts[:fr.depth+1])
			cs[fr.depth] = byte(min(int(cs[fr.depth])+stride, countCap))
			n := t
			n.pc = int32(fr.entry)
			n.counts = string(cs)
			if int(t.j) > fr.depth {
				n.j, n.again = int16(fr.depth), true
			}
			if n, ok := d.startMonitors(n, fr.guards); ok {
				stack = append(stack, n)
			}
		}
	}
	return out
}

// startMonitors starts a monitor for each guard; ok is false when a guard
// matches the empty string (the invocation is dropped).
func (d *det) startMonitors(t item, guards []int) (item, bool) {
	if len(guards) == 0 {
		return t, true
	}
	ms := decodeMons(t.mons)
	for _, gi := range guards {
		g := d.c.guards[gi]
		if g.start < 0 {
			continue
		}
		if g.accept[g.start] {
			return t, false
		}
		ms = append(ms, uint32(gi)<<16|uint32(g.start))
	}
	t.mons = encodeMons(ms)
	return t, true
}

// stepMonitors advances the monitors over byte c; ok is false when one of
// them accepts (its guard matched: the item is dropped).
func (d *det) stepMonitors(mons string, c byte) (string, bool) {
	if mons == "" {
		return "", true
	}
	var out []uint32
	for _, m := range decodeMons(mons) {
		g := d.c.guards[m>>16]
		n := g.step(int(m&0xffff), c)
		if n < 0 {
			continue // the guard can no longer match
		}
		if g.accept[n] {
			return "", false
		}
		out = append(out, m&^0xffff|uint32(n))
	}
	return encodeMons(out), true
}

func decodeMons(s string) []uint32 {
	out := make([]uint32, 0, len(s)/4+2)
	for i := 0; i+4 <= len(s); i += 4 {
		out = append(out, binary.LittleEndian.Uint32([]byte(s[i:i+4])))
	}
	return out
}

func encodeMons(ms []uint32) string {
	slices.Sort(ms)
	ms = slices.Compact(ms)
	b := make([]byte, 4*len(ms))
	for i, m := range ms {
		binary.LittleEndian.PutUint32(b[4*i:], m)
	}
	return string(b)
}

// mergeAgain keeps, of the new iterations of one invocation entered at the
// current offset, the one with the smallest count (grammar/oracle's
// loopDiag visits a position once, at the first round that reaches it).
func mergeAgain(items []item, best map[item]int) []item {
	clear(best) // key -> index in out
	out := items[:0:0]
	for _, it := range items {
		if !it.again {
			out = append(out, it)
			continue
		}
		k := it
		k.counts = withByte(it.counts, int(it.j), 0)
		if i, ok := best[k]; ok {
			if it.counts[it.j] < out[i].counts[it.j] {
				out[i] = it
			}
			continue
		}
		best[k] = len(out)
		out = append(out, it)
	}
	return out
}

// canonical prepares the items of a state for a transition: after the byte,
// every invocation started before the offset, and iterations of one
// invocation that started at the same offset are one (the oracle runs
// the starts of one invocation as one set): their counts merge to the
// smallest.
func canonical(items []item) []item {
	best := map[item]int{}
	var out []item
	for _, it := range items {
		k := item{pc: it.pc, mons: it.mons}
		cs := []byte(it.counts)
		for i := int(it.j); i < len(cs); i++ {
			cs[i] = 0
		}
		k.counts = string(cs)
		if i, ok := best[k]; ok {
			m := []byte(out[i].counts)
			for x := range m {
				m[x] = min(m[x], it.counts[x])
			}
			out[i].counts = string(m)
			continue
		}
		best[k] = len(out)
		n := it
		n.j, n.again = int16(len(it.counts)), false
		out = append(out, n)
	}
	return out
}

func withByte(s string, i int, v byte) string {
	b := []byte(s)
	b[i] = v
	return string(b)
}

// describe computes whether a state accepts, its diagnosis and the rules it
// is inside.
func (d *det) describe(items []item) (bool, diagnosis, []string) {
	p := d.p
	accept := false
	rule, depth := p.frames[0].rule, 0
	names := map[string]bool{}
	inside := map[string]bool{}
	for _, it := range items {
		in := &p.insts[it.pc]
		fr := &p.frames[in.frame]
		for _, a := range fr.anc {
			inside[p.frames[a].rule] = true
		}
		if in.op == opMatch {
			accept = true
			continue
		}
		j := int(it.j)
		if in.lit == 0 && j < len(it.counts) {
			// The terminal starts here, inside an invocation that started
			// here: the outermost such invocation names it.
			names[p.frames[fr.anc[j]].rule] = true
		} else {
			for _, n := range in.names {
				names[n] = true
			}
		}
		// The innermost invocation that started before the offset.
		var x string
		var xd int
		if it.again {
			x, xd = p.frames[fr.anc[j]].rule, j+sumCounts(it.counts[:j+1])-1
		} else {
			x, xd = p.frames[fr.anc[j-1]].rule, j-1+sumCounts(it.counts[:j])
		}
		if xd > depth || xd == depth && x < rule {
			rule, depth = x, xd
		}
	}
	if accept {
		names[EndOfInput] = true
	}
	return accept, diagnosis{rule: rule, expected: sortedKeys(names)}, sortedKeys(inside)
}

// EndOfInput is the expected name of the end of the input, as the oracle
// spells it.
const EndOfInput = "end of input"

func sumCounts(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n += int(s[i])
	}
	return n
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
