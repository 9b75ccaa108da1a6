package compiler

import (
	"fmt"
	"slices"

	rt "github.com/urispec/urispec/semantic/automaton"
)

// pairs builds the pair table (semantic/automaton Pairs) of the rule whose
// start state in l is start (a row offset): the states reachable from it,
// numbered from 1 breadth-first, the non-accepting ones first and the
// accepting ones last (the dead state stays 0); the pairs of byte classes
// grouped by the states they lead to from every one of those states, numbered
// by their first pair; each row the pair classes' next states, then the
// classes' next states (for an odd length), premultiplied. It returns nil
// when the entries would not fit: more than 256 pair classes, or more than
// 1<<16 entries.
func pairs(l *rt.Language, start uint32) *rt.Pairs {
	nc := l.NumClasses
	next := func(s uint32, c int) uint32 { // c a class, not a byte
		if l.Trans16 != nil {
			return uint32(l.Trans16[s+uint32(c)])
		}
		return l.Trans32[s+uint32(c)]
	}
	// Breadth-first from start; the dead state is 0 and stays 0.
	num := map[uint32]int{0: 0}
	order := []uint32{}
	visit := func(s uint32) {
		if _, ok := num[s]; !ok {
			num[s] = -1
			order = append(order, s)
		}
	}
	visit(start)
	for i := 0; i < len(order); i++ {
		for c := range nc {
			visit(next(order[i], c))
		}
	}
	slices.SortStableFunc(order, func(x, y uint32) int {
		return boolInt(l.Accepting(x)) - boolInt(l.Accepting(y))
	})
	firstAccept := len(order) + 1
	for i, s := range order {
		num[s] = i + 1
		if l.Accepting(s) && i+1 < firstAccept {
			firstAccept = i + 1
		}
	}
	// Group the pairs of classes by their column: the states they lead to.
	pairOf := make([]int, nc*nc)
	var firstPair []int // a pair (c1*nc+c2) of each pair class
	ids := map[string]int{}
	col := make([]byte, 0, 2*len(order))
	for c1 := range nc {
		for c2 := range nc {
			col = col[:0]
			for _, s := range order {
				n := num[next(next(s, c1), c2)]
				col = append(col, byte(n), byte(n>>8), byte(n>>16))
			}
			id, ok := ids[string(col)]
			if !ok {
				id = len(firstPair)
				ids[string(col)] = id
				firstPair = append(firstPair, c1*nc+c2)
			}
			pairOf[c1*nc+c2] = id
		}
	}
	npc := len(firstPair)
	w := npc + nc
	n := len(order) + 1
	if npc > 256 || n*w > 1<<16 {
		return nil
	}
	p := &rt.Pairs{NumStates: n, NumClasses: nc, NumPairs: npc, Classes: l.Classes, Pair: make([]uint8, nc*nc),
		Start: uint32(num[start] * w), Trans: make([]uint16, n*w), AcceptRow: uint32(firstAccept * w)}
	for i, pc := range pairOf {
		p.Pair[i] = uint8(pc)
	}
	for i, s := range order {
		row := p.Trans[(i+1)*w : (i+2)*w]
		for pc, cc := range firstPair {
			row[pc] = uint16(num[next(next(s, cc/nc), cc%nc)] * w)
		}
		for c := range nc {
			row[npc+c] = uint16(num[next(s, c)] * w)
		}
	}
	return p
}

// withPairs gives a.Lang the pair tables of the first n rules (;@start
// rules), where they fit, and proves them.
func withPairs(a *rt.Automaton, n int) error {
	l := a.Lang
	if l == nil {
		return nil
	}
	l.Pairs = make([]*rt.Pairs, n)
	for ri := range n {
		l.Pairs[ri] = pairs(l, l.Start[ri])
	}
	return provePairs(a)
}

// provePairs proves that each rule's pair table (a.Lang.Pairs) ends where
// its language table ends on every input: a search over the states of the
// language table reachable from the rule's start state, beside the pair
// table's state it maps to (one to one, the dead states to each other),
// checking that both accept alike, and that every pair of classes leads to
// the mapped state of two steps and every class to that of one step. By
// induction on the length of an input, the two tables then end in mapped
// states, so they accept the same inputs. The error names the rule and a
// shortest input, of classes' first bytes, after which the pair table's
// state is not the language table's.
func provePairs(a *rt.Automaton) error {
	l := a.Lang
	if l == nil {
		return nil
	}
	if len(l.Pairs) > len(l.Start) {
		return fmt.Errorf(msgPairsRules, len(l.Pairs), len(l.Start))
	}
	nc := l.NumClasses
	rep := make([]byte, nc) // a byte of each class
	for b := 255; b >= 0; b-- {
		rep[l.Classes[b]] = byte(b)
	}
	for ri, p := range l.Pairs {
		if p == nil {
			continue
		}
		rule := a.Rules[ri]
		if p.NumClasses != nc || p.Classes != l.Classes || len(p.Pair) != nc*nc || len(p.Trans) != p.NumStates*(p.NumPairs+nc) {
			return fmt.Errorf(msgPairsShape, rule)
		}
		for _, pc := range p.Pair {
			if int(pc) >= p.NumPairs {
				return fmt.Errorf(msgPairsShape, rule)
			}
		}
		w := uint32(p.NumPairs + nc)
		type visit struct {
			from uint32
			by   byte
		}
		mapped := map[uint32]uint32{0: 0}
		image := map[uint32]uint32{0: 0} // mapped, inverted: it is one to one
		parent := map[uint32]visit{}
		witness := func(s uint32, more ...byte) string {
			var in []byte
			for q := s; q != l.Start[ri]; q = parent[q].from {
				in = append(in, parent[q].by)
			}
			slices.Reverse(in)
			return string(append(in, more...))
		}
		// check: the mapped state of language state s is m, consistently.
		check := func(s, m uint32, in func() string) error {
			if m%w != 0 || m >= uint32(len(p.Trans)) {
				return fmt.Errorf(msgPairsDiffer, rule, in())
			}
			if old, ok := mapped[s]; ok && old != m {
				return fmt.Errorf(msgPairsDiffer, rule, in())
			}
			if old, ok := image[m]; ok && old != s {
				return fmt.Errorf(msgPairsDiffer, rule, in())
			}
			mapped[s], image[m] = m, s
			if l.Accepting(s) != p.Accepting(m) {
				return fmt.Errorf(msgPairsDiffer, rule, in())
			}
			return nil
		}
		if err := check(l.Start[ri], p.Start, func() string { return "" }); err != nil {
			return err
		}
		queue := []uint32{l.Start[ri]}
		seen := map[uint32]bool{l.Start[ri]: true}
		for len(queue) > 0 {
			s := queue[0]
			queue = queue[1:]
			m := mapped[s]
			for c1 := range nc {
				s1 := l.Next(s, rep[c1])
				if err := check(s1, p.Next1(m, uint8(c1)), func() string { return witness(s, rep[c1]) }); err != nil {
					return err
				}
				if !seen[s1] {
					seen[s1] = true
					parent[s1] = visit{from: s, by: rep[c1]}
					queue = append(queue, s1)
				}
				for c2 := range nc {
					s2 := l.Next(s1, rep[c2])
					if err := check(s2, p.Next2(m, uint8(c1), uint8(c2)), func() string { return witness(s, rep[c1], rep[c2]) }); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}
