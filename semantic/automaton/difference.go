package automaton

import (
	"slices"
	"strings"
)

// A Witness is a shortest input that one rule matches and another does not,
// with the place where the other parts from it: Offset is where the other
// rule's automaton dies on it (len(Input) when it reads the whole input and
// does not accept), and Diagnosis its diagnosis there (the rule it was in,
// its section, what it expected).
type Witness struct {
	Input     string
	Offset    int
	Diagnosis Diagnosis
}

// Difference returns witnesses of the inputs that rule ra of a matches and
// rule rb of b does not: for every place where b parts from a (a state pair
// of the two automata and a byte that a can read and b cannot, or a state
// pair where a accepts and b does not), the shortest such input, found by a
// breadth-first search over the product of the two automata. Witnesses come
// sorted by the rule b is in where it parts, then by length, then by input;
// at most max are returned (max <= 0: all). The languages are equal in that
// direction exactly when the result is empty: the search visits every pair
// of states reachable on inputs both automata can still read.
//
// The two automata may come from different grammars: the search reads every
// byte value that is a class boundary in either of them.
func Difference(a *Automaton, ra int, b *Automaton, rb int, max int) []Witness {
	// The bytes to try: one per pair of classes (of a and of b).
	var bytes []byte
	seen := map[[2]uint8]bool{}
	for v := range 256 {
		k := [2]uint8{a.Classes[v], b.Classes[v]}
		if !seen[k] {
			seen[k] = true
			bytes = append(bytes, byte(v))
		}
	}
	type pair struct{ sa, sb int }
	type visit struct {
		from pair
		by   byte
	}
	start := pair{int(a.Start[ra]), int(b.Start[rb])}
	parent := map[pair]visit{start: {from: pair{-1, -1}}}
	queue := []pair{start}
	prefix := func(p pair) string {
		var out []byte
		for p != start {
			v := parent[p]
			out = append(out, v.by)
			p = v.from
		}
		slices.Reverse(out)
		return string(out)
	}
	// complete is a shortest input that takes a from state sa to acceptance.
	done := map[int]string{}
	complete := func(sa int) (string, bool) {
		if s, ok := done[sa]; ok {
			return s, true
		}
		type v struct {
			from int
			by   byte
		}
		par := map[int]v{sa: {from: -1}}
		q := []int{sa}
		for len(q) > 0 {
			s := q[0]
			q = q[1:]
			if a.Accepting(s) {
				var out []byte
				for t := s; t != sa; t = par[t].from {
					out = append(out, par[t].by)
				}
				slices.Reverse(out)
				done[sa] = string(out)
				return string(out), true
			}
			for _, c := range bytes {
				n := int(a.Trans[s*a.NumClasses+int(a.Classes[c])])
				if _, ok := par[n]; n != 0 && !ok {
					par[n] = v{from: s, by: c}
					q = append(q, n)
				}
			}
		}
		return "", false
	}
	var out []Witness
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if a.Accepting(p.sa) && !b.Accepting(p.sb) {
			in := prefix(p)
			out = append(out, Witness{Input: in, Offset: len(in), Diagnosis: b.Diagnose(p.sb)})
		}
		for _, c := range bytes {
			na := int(a.Trans[p.sa*a.NumClasses+int(a.Classes[c])])
			if na == 0 {
				continue
			}
			nb := int(b.Trans[p.sb*b.NumClasses+int(b.Classes[c])])
			if nb == 0 {
				// b parts here: a can go on, b cannot.
				if rest, ok := complete(na); ok {
					in := prefix(p)
					// string([]byte{c}), not string(c): that would be the
					// UTF-8 encoding of the rune c, two bytes for c >= 0x80.
					out = append(out, Witness{Input: in + string([]byte{c}) + rest, Offset: len(in), Diagnosis: b.Diagnose(p.sb)})
				}
				continue
			}
			n := pair{na, nb}
			if _, ok := parent[n]; !ok {
				parent[n] = visit{from: p, by: c}
				queue = append(queue, n)
			}
		}
	}
	slices.SortStableFunc(out, func(x, y Witness) int {
		if c := strings.Compare(x.Diagnosis.Context, y.Diagnosis.Context); c != 0 {
			return c
		}
		if c := len(x.Input) - len(y.Input); c != 0 {
			return c
		}
		return strings.Compare(x.Input, y.Input)
	})
	out = slices.CompactFunc(out, func(x, y Witness) bool { return x.Input == y.Input })
	if max > 0 && len(out) > max {
		out = out[:max]
	}
	return out
}
