package oracle

import "slices"

// Sets of positions are sorted []int32 without duplicates. A set passed to
// or returned by the matcher is never modified afterwards: results may alias
// their input (an empty match returns its start set) or a memo entry.

// union merges two sets into a new one (or returns one of them when the
// other is empty).
func union(a, b []int32) []int32 {
	switch {
	case len(a) == 0:
		return b
	case len(b) == 0:
		return a
	}
	out := make([]int32, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] < b[j]:
			out = append(out, a[i])
			i++
		case a[i] > b[j]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}

// normalize sorts s and removes duplicates, in place.
func normalize(s []int32) []int32 {
	sorted := true
	for i := 1; i < len(s); i++ {
		if s[i] <= s[i-1] {
			sorted = false
			break
		}
	}
	if sorted {
		return s
	}
	slices.Sort(s)
	return slices.Compact(s)
}

// contains reports whether sorted s holds p.
func contains(s []int32, p int32) bool {
	_, ok := slices.BinarySearch(s, p)
	return ok
}

// bits is a set of positions 0..len(input) as a bitmap, taken from and
// returned to the machine's pool so that a repetition costs no allocation
// proportional to the input.
type bits []uint64

func (b bits) has(p int32) bool { return b[p>>6]&(1<<(p&63)) != 0 }
func (b bits) add(p int32)      { b[p>>6] |= 1 << (p & 63) }

func (m *machine) getBits() bits {
	if k := len(m.free); k > 0 {
		b := m.free[k-1]
		m.free = m.free[:k-1]
		return b
	}
	return make(bits, int(m.n)>>6+1)
}

// putBits clears the positions of each set in sets (all that was added)
// and returns b to the pool.
func (m *machine) putBits(b bits, sets ...[]int32) {
	if len(b) <= 8 {
		clear(b)
	} else {
		for _, s := range sets {
			for _, p := range s {
				b[p>>6] = 0
			}
		}
	}
	m.free = append(m.free, b)
}
