package compiler

import (
	"fmt"
	"slices"

	rt "github.com/urispec/urispec/semantic/automaton"
)

// language builds the language automaton (semantic/automaton Language) of
// the determinized states of all rules (starts: each rule's start state):
// Moore's refinement from the partition accepting / not accepting alone,
// with an explicit dead state so that the states from which no input is
// accepted merge into it; the blocks numbered from 1, breadth-first from the
// start states, the non-accepting ones first and the accepting ones last
// (Language.AcceptRow); the input classes merged where every state treats
// them alike, numbered by their first byte; and the table premultiplied,
// uint16 when NumStates*NumClasses fits, else uint32.
func language(states []*dstate, starts []int, inClass [256]int, nIn int, stop func() bool) (*rt.Language, bool) {
	dead := len(states)
	accept := func(i int) bool { return i != dead && states[i].accept }
	block := make([]int, dead+1)
	for i := range block {
		if accept(i) {
			block[i] = 1
		}
	}
	// Every state's next states, the dead one's too; -1 (no transition) is
	// the dead state.
	rows := make([][]int, dead+1)
	for i := range rows {
		rows[i] = make([]int, nIn)
		for k := range nIn {
			rows[i][k] = dead
			if i != dead && states[i].next[k] >= 0 {
				rows[i][k] = states[i].next[k]
			}
		}
	}
	block, nb, ok := refine(dead+1, func(i int) []int { return rows[i] }, block, 2, stop)
	if !ok {
		return nil, false
	}
	member := make([]int, nb) // a state of each block
	for i := range member {
		member[i] = -1
	}
	for i := range dead + 1 {
		if member[block[i]] < 0 {
			member[block[i]] = i
		}
	}
	// Breadth-first from the start states; the dead block stays 0.
	seen := make([]bool, nb)
	seen[block[dead]] = true
	var order []int
	visit := func(b int) {
		if !seen[b] {
			seen[b] = true
			order = append(order, b)
		}
	}
	for _, s := range starts {
		visit(block[s])
	}
	for i := 0; i < len(order); i++ {
		for k := range nIn {
			visit(block[rows[member[order[i]]][k]])
		}
	}
	// The non-accepting states first, then the accepting ones.
	slices.SortStableFunc(order, func(x, y int) int {
		return boolInt(accept(member[x])) - boolInt(accept(member[y]))
	})
	num := make([]int, nb)
	firstAccept := len(order) + 1
	for i, b := range order {
		num[b] = i + 1
		if accept(member[b]) && i+1 < firstAccept {
			firstAccept = i + 1
		}
	}
	nStates := len(order) + 1
	// Merge the input classes whose columns are equal, numbered by first byte.
	l := &rt.Language{NumStates: nStates}
	var firstIn []int // an input class of each output class
	l.Classes, firstIn = mergeClasses(inClass, nIn, order, func(b, k int) int { return num[block[rows[member[b]][k]]] })
	nc := len(firstIn)
	l.NumClasses = nc
	for _, s := range starts {
		l.Start = append(l.Start, uint32(num[block[s]]*nc))
	}
	l.AcceptRow = uint32(firstAccept * nc)
	trans := make([]uint32, nStates*nc)
	for i, b := range order {
		for oc, k := range firstIn {
			trans[(i+1)*nc+oc] = uint32(num[block[rows[member[b]][k]]] * nc)
		}
	}
	if len(trans) <= 1<<16 {
		l.Trans16 = make([]uint16, len(trans))
		for i, v := range trans {
			l.Trans16[i] = uint16(v)
		}
	} else {
		l.Trans32 = trans
	}
	return l, true
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// ProveLanguage proves that a.Lang accepts exactly what a's diagnosing
// automaton accepts, for every rule: a breadth-first search over the pairs
// of states of the two automata reachable from the rule's start states on
// the same input, trying one byte of every pair of classes (so every byte
// value is covered). Both dead states absorb, so the search is complete:
// the languages are equal exactly when no reachable pair disagrees on
// acceptance. On a disagreement the error names the rule and a shortest
// input on which the two differ. It then proves the pair tables
// (Language.Pairs) equal to the language table, state by state
// (provePairs). An automaton without Lang is proved trivially.
func ProveLanguage(a *rt.Automaton) error {
	if err := proveLanguage(a); err != nil {
		return fmt.Errorf(msgAutomaton, a.Dialect, err)
	}
	return nil
}

// proveLanguage is ProveLanguage; its error names the rule, not the
// automaton.
func proveLanguage(a *rt.Automaton) error {
	l := a.Lang
	if l == nil {
		return nil
	}
	var reps []byte
	seenClass := map[[2]uint8]bool{}
	for v := range 256 {
		k := [2]uint8{a.Classes[v], l.Classes[v]}
		if !seenClass[k] {
			seenClass[k] = true
			reps = append(reps, byte(v))
		}
	}
	type pair struct{ d, f uint32 }
	type visit struct {
		from pair
		by   byte
	}
	for ri, rule := range a.Rules {
		start := pair{uint32(a.Start[ri]), l.Start[ri]}
		parent := map[pair]visit{start: {}}
		queue := []pair{start}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			if a.Accepting(int(p.d)) != l.Accepting(p.f) {
				var in []byte
				for q := p; q != start; q = parent[q].from {
					in = append(in, parent[q].by)
				}
				slices.Reverse(in)
				return fmt.Errorf(msgLanguageDiffers, rule, string(in),
					accepts(a.Accepting(int(p.d))), accepts(l.Accepting(p.f)))
			}
			for _, c := range reps {
				n := pair{0, l.Next(p.f, c)}
				if p.d != 0 {
					n.d = uint32(a.Trans[int(p.d)*a.NumClasses+int(a.Classes[c])])
				}
				if _, ok := parent[n]; !ok {
					parent[n] = visit{from: p, by: c}
					queue = append(queue, n)
				}
			}
		}
	}
	return provePairs(a)
}

func accepts(ok bool) string {
	if ok {
		return "accepts"
	}
	return "rejects"
}
