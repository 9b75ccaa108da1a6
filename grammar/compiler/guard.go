package compiler

import (
	"encoding/binary"
	"slices"
	"strings"
)

// A monitor runs the automaton of a ;@not-followed-by guard beside the items
// of a guarded rule invocation, from the position where the invocation
// started: the guard matches a prefix of the rest of the input exactly when
// the monitor reaches an accepting state, and then the invocation is dropped
// (PEG `!GUARD RULE`, grammar/README.md). The monitor outlives the
// invocation (the guard may match past the rule's end) and stops when its
// state has no future. Guards are compiled like rules, as plain NFAs whose
// states are sets of instructions, built lazily.

// guard is one compiled guard rule.
type guard struct {
	rule   string
	p      *prog
	ids    map[string]int // encoded instruction set -> state
	sets   [][]int32
	accept []bool
	trans  map[[2]int]int // (state, byte) -> state, or -1 when the guard can no longer match
	start  int
}

func (c *compiler) guardIndex(name string) (int, error) {
	k := strings.ToLower(name)
	if i, ok := c.guardIx[k]; ok {
		return i, nil
	}
	p, err := c.compileRule(name, true)
	if err != nil {
		return 0, err
	}
	g := &guard{rule: p.rule, p: p, ids: map[string]int{}, trans: map[[2]int]int{}}
	g.start = g.state(g.closure([]int{p.start}))
	c.guards = append(c.guards, g)
	c.guardIx[k] = len(c.guards) - 1
	return len(c.guards) - 1, nil
}

// closure follows the instructions that read no byte from pcs and returns
// the opByte and opMatch instructions reached, sorted.
func (g *guard) closure(pcs []int) []int32 {
	seen := map[int]bool{}
	var out []int32
	stack := slices.Clone(pcs)
	for len(stack) > 0 {
		pc := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[pc] {
			continue
		}
		seen[pc] = true
		in := &g.p.insts[pc]
		switch in.op {
		case opByte, opMatch:
			out = append(out, int32(pc))
		case opSplit:
			stack = append(stack, in.out, in.out1)
		case opEnter, opLeave:
			stack = append(stack, in.out)
		case opLoop:
			stack = append(stack, g.p.frames[in.frame].entry)
		}
	}
	slices.Sort(out)
	return out
}

// state interns a set of instructions; -1 for the empty set.
func (g *guard) state(set []int32) int {
	if len(set) == 0 {
		return -1
	}
	key := make([]byte, 4*len(set))
	for i, pc := range set {
		binary.LittleEndian.PutUint32(key[4*i:], uint32(pc))
	}
	if id, ok := g.ids[string(key)]; ok {
		return id
	}
	id := len(g.sets)
	g.ids[string(key)] = id
	g.sets = append(g.sets, set)
	acc := false
	for _, pc := range set {
		acc = acc || g.p.insts[pc].op == opMatch
	}
	g.accept = append(g.accept, acc)
	return id
}

// step is the monitor state after byte c, or -1.
func (g *guard) step(st int, c byte) int {
	k := [2]int{st, int(c)}
	if n, ok := g.trans[k]; ok {
		return n
	}
	var next []int
	for _, pc := range g.sets[st] {
		if in := &g.p.insts[pc]; in.op == opByte && in.set.has(c) {
			next = append(next, in.out)
		}
	}
	n := g.state(g.closure(next))
	g.trans[k] = n
	return n
}
