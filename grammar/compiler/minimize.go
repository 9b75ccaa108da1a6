package compiler

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"

	rt "github.com/urispec/urispec/semantic/automaton"
)

// minimize merges equivalent states (Moore's partition refinement). The
// initial partition separates accepting from non-accepting states and
// states whose diagnoses differ, so every merged state keeps an exact
// diagnosis. It returns the block of each state.
func minimize(states []*dstate, stop func() bool) ([]int, int, bool) {
	block := make([]int, len(states))
	ids := map[string]int{}
	for i, s := range states {
		k := s.diag.key() + "\x01" + s.msg.key() + "\x01" + s.deathsKey() + "\x01" + strings.Join(s.open, " ")
		if s.accept {
			k = "A" + k
		} else {
			k = "N" + k
		}
		id, ok := ids[k]
		if !ok {
			id = len(ids)
			ids[k] = id
		}
		block[i] = id
	}
	return refine(len(states), func(i int) []int { return states[i].next }, block, len(ids), stop)
}

// refine is Moore's partition refinement of n states from the partition
// block (nb blocks): two states stay in one block while, for every class,
// their next states (next(i)[class], -1 for none) are in one block. It
// returns the coarsest such partition and its number of blocks; ok is false
// when stop (checked once a round; nil: never) said to give up first.
func refine(n int, next func(int) []int, block []int, nb int, stop func() bool) (_ []int, _ int, ok bool) {
	buf := make([]byte, 0, 64)
	for {
		if stop != nil && stop() {
			return nil, 0, false
		}
		ids := map[string]int{}
		out := make([]int, n)
		for i := range n {
			buf = binary.AppendVarint(buf[:0], int64(block[i]))
			for _, t := range next(i) {
				b := -1
				if t >= 0 {
					b = block[t]
				}
				buf = binary.AppendVarint(buf, int64(b))
			}
			id, ok := ids[string(buf)]
			if !ok {
				id = len(ids)
				ids[string(buf)] = id
			}
			out[i] = id
		}
		block = out
		if len(ids) == nb {
			return block, nb, true
		}
		nb = len(ids)
	}
}

// emit minimizes the states of all rules together and writes the tables:
// states numbered from 1 in breadth-first order from the start states (the
// rules in order), byte classes merged where every state treats them alike.
func (c *compiler) emit(rules []string, states []*dstate, starts []int, inClass [256]int, nIn int) (*rt.Automaton, error) {
	block, nb, ok := minimize(states, c.lim.expired)
	if !ok {
		return nil, &LimitError{Rule: rules[0], msg: fmt.Sprintf(msgDeadlineMin, c.file, rules[0], len(states))}
	}
	member := make([]int, nb) // a state of each block
	for i := range member {
		member[i] = -1
	}
	inside := make([]map[string]bool, nb)
	for i, s := range states {
		b := block[i]
		if member[b] < 0 {
			member[b] = i
			inside[b] = map[string]bool{}
		}
		for _, r := range s.inside {
			inside[b][r] = true
		}
	}
	// Number the blocks breadth-first.
	num := make([]int, nb)
	var order []int
	visit := func(b int) {
		if num[b] == 0 {
			order = append(order, b)
			num[b] = len(order)
		}
	}
	for _, s := range starts {
		visit(block[s])
	}
	for i := 0; i < len(order); i++ {
		for _, t := range states[member[order[i]]].next {
			if t >= 0 {
				visit(block[t])
			}
		}
	}
	nStates := len(order) + 1
	if nStates > 1<<16-1 {
		return nil, &LimitError{Rule: rules[0], msg: fmt.Sprintf(msgTooManyStates, c.file, rules[0], nStates-1, 1<<16-1)}
	}
	a := &rt.Automaton{Dialect: c.g.Pragmas.Dialect, Rules: rules, NumStates: nStates}
	var firstIn []int // an input class of each output class
	a.Classes, firstIn = mergeClasses(inClass, nIn, order, func(b, k int) int {
		if t := states[member[b]].next[k]; t >= 0 {
			return num[block[t]]
		}
		return 0
	})
	a.NumClasses = len(firstIn)
	for _, s := range starts {
		a.Start = append(a.Start, uint16(num[block[s]]))
	}
	a.Trans = make([]uint16, nStates*a.NumClasses)
	a.Accept = make([]uint64, (nStates+63)/64)
	a.Diag = make([]uint16, nStates)
	a.Inside = make([]uint16, nStates)
	a.Open = make([]uint16, nStates)
	var diagnoses []rt.Diagnosis // Pack makes them rows
	var insideSets [][]string
	diagIx := map[string]int{}
	setIx := map[string]int{}
	for i, b := range order {
		st := i + 1
		s := states[member[b]]
		for oc, k := range firstIn {
			if t := s.next[k]; t >= 0 {
				a.Trans[st*a.NumClasses+oc] = uint16(num[block[t]])
			}
		}
		if s.accept {
			a.Accept[st/64] |= 1 << (st % 64)
		}
		key := s.diag.key() + "\x01" + s.msg.key()
		di, ok := diagIx[key]
		if !ok {
			di = len(diagnoses)
			diagIx[key] = di
			sec := ""
			if def := c.g.Lookup(s.diag.rule); def != nil {
				sec = def.Section
			}
			diagnoses = append(diagnoses, rt.Diagnosis{Rule: s.diag.rule, Section: sec, Expected: s.diag.expected,
				Context: s.msg.context, ContextSection: c.section(s.msg.context), Show: s.msg.expected})
		}
		a.Diag[st] = uint16(di)
		for oc, k := range firstIn {
			m, ok := s.deaths[k]
			if !ok {
				continue
			}
			key := "D" + m.survivor + "\x00" + m.key()
			di, ok := diagIx[key]
			if !ok {
				di = len(diagnoses)
				diagIx[key] = di
				sec := c.section(m.context)
				diagnoses = append(diagnoses, rt.Diagnosis{Rule: m.survivor, Section: c.section(m.survivor), Expected: m.expected,
					Context: m.context, ContextSection: sec, Show: m.expected})
			}
			a.Deaths = append(a.Deaths, uint32(st*a.NumClasses+oc))
			a.DeathDiag = append(a.DeathDiag, uint16(di))
		}
		set := func(in []string) uint16 {
			ik := strings.Join(in, " ")
			si, ok := setIx[ik]
			if !ok {
				si = len(insideSets)
				setIx[ik] = si
				insideSets = append(insideSets, slices.Clone(in))
			}
			return uint16(si)
		}
		a.Inside[st] = set(sortedKeys(inside[b]))
		a.Open[st] = set(s.open)
	}
	if len(insideSets) == 0 {
		insideSets = [][]string{nil}
	}
	if err := a.Pack(diagnoses, insideSets); err != nil {
		return nil, err
	}
	return a, nil
}

// mergeClasses merges the input classes (inClass maps a byte to one of nIn)
// whose columns are equal: next(b, k) is the number of the state that block
// b (in order) goes to on input class k, 0 for none. The output classes are
// numbered by their first byte; it returns them by byte, and an input class
// of each.
func mergeClasses(inClass [256]int, nIn int, order []int, next func(b, k int) int) (classes [256]uint8, firstIn []int) {
	colID := map[string]int{}
	inToOut := make([]int, nIn)
	for k := range nIn {
		var col []byte
		for _, b := range order {
			col = binary.LittleEndian.AppendUint32(col, uint32(next(b, k)))
		}
		id, ok := colID[string(col)]
		if !ok {
			id = len(colID)
			colID[string(col)] = id
		}
		inToOut[k] = id
	}
	renum := map[int]int{}
	for b := range 256 {
		id := inToOut[inClass[b]]
		out, ok := renum[id]
		if !ok {
			out = len(renum)
			renum[id] = out
			firstIn = append(firstIn, inClass[b])
		}
		classes[b] = uint8(out)
	}
	return classes, firstIn
}
