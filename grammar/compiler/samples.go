package compiler

import (
	"fmt"
	"iter"
	"slices"

	rt "github.com/urispec/urispec/semantic/automaton"
)

// SampleKind says how a TransitionSample was made.
type SampleKind uint8

const (
	// Positive: a shortest input to a state, one byte of a class that keeps
	// the automaton alive, a shortest completion to acceptance.
	Positive SampleKind = iota
	// Replace: a positive with the byte at Pos replaced by Byte.
	Replace
	// Insert: a positive with Byte inserted at Pos.
	Insert
	// Delete: a positive with the byte at Pos deleted.
	Delete
)

func (k SampleKind) String() string {
	switch k {
	case Positive:
		return "positive"
	case Replace:
		return "replace"
	case Insert:
		return "insert"
	case Delete:
		return "delete"
	}
	return fmt.Sprintf("SampleKind(%d)", uint8(k))
}

// TransitionSample is one input drawn from an automaton's transitions, with
// the automaton's verdict on it and where it comes from.
type TransitionSample struct {
	Input []byte
	Valid bool // the automaton matches Input
	Kind  SampleKind
	// Base is the valid input the sample is or was made from: a positive,
	// or one of TransitionOptions.Seeds (then Seed is true). For a
	// positive, State and Class are the live transition it covers and At
	// the offset of the transition's byte; for a seed they are -1.
	Base         []byte
	Seed         bool
	State, Class int
	At           int
	// Pos is the offset in Base of the edit (At for a positive), Byte the
	// new byte (Replace, Insert; for a positive the byte at At) and
	// EditState the state the automaton is in at Pos on Base: the state
	// whose transitions the edit tries.
	Pos       int
	Byte      byte
	EditState int
}

// String says which sample s is, for a test or command that reports it:
//
//	positive "a=0" (state 3, class 1 at offset 2: '0')
//	"a=*0": insert at offset 2 (state 3) by '*' of positive "a=0" (state 3, class 1 at offset 2: '0')
//	"": delete at offset 0 (state 1) of positive "1" (state 1, class 2 at offset 0: '1')
//	"a/_b": insert at offset 2 (state 3) by '_' of seed "a/b"
func (s TransitionSample) String() string {
	base := fmt.Sprintf("seed %q", s.Base)
	if !s.Seed {
		base = fmt.Sprintf("positive %q (state %d, class %d at offset %d: %s)", s.Base, s.State, s.Class, s.At, showByte(s.Base[s.At]))
	}
	switch s.Kind {
	case Positive:
		return base
	case Delete:
		return fmt.Sprintf("%q: delete at offset %d (state %d) of %s", s.Input, s.Pos, s.EditState, base)
	}
	return fmt.Sprintf("%q: %s at offset %d (state %d) by %s of %s", s.Input, s.Kind, s.Pos, s.EditState, showByte(s.Byte), base)
}

func showByte(b byte) string {
	if b > 0x20 && b < 0x7f {
		return fmt.Sprintf("%q", rune(b))
	}
	return fmt.Sprintf("0x%02X", b)
}

// TransitionOptions configure TransitionSamples.
type TransitionOptions struct {
	// Positives bounds the number of positives, spread over the live
	// transitions (0: one for every live transition).
	Positives int
	// NearMisses bounds the number of near misses (0: all of them; the
	// largest rules have tens of millions).
	NearMisses int
	// Seeds are more valid inputs to make near misses of, from elsewhere:
	// the derivations of oracle.Samples, say. A positive follows one
	// shortest path to each state, and where a state stands for several
	// places in the grammar (the input so far could be a user name or a
	// path), a parser that errs at one of them may take the positive's
	// continuation the other way; a derivation of the grammar takes the
	// long way round. Seeds the automaton does not match are left out.
	Seeds [][]byte
}

// TransitionSamples draws inputs for rule (an index into a.Rules) from the
// automaton's side, so that every live transition is taken and every byte
// class is tried at every state and at every offset of those inputs:
//
//   - positives: for each state reachable from the rule's start, in
//     breadth-first order, and each byte class on which it goes to a live
//     state (one from which acceptance is reachable), a shortest input to
//     the state, a byte of the class and a shortest completion to an
//     accepting state. Each class hands out its bytes in turn, so that the
//     positives of a class of many bytes do not all use the same one;
//   - near misses, a positive or seed (the bases) with one byte replaced,
//     inserted or deleted, the rest kept. The new byte is one of each
//     sampling class: the automaton's byte classes, which partition the 256
//     byte values, so that bytes the grammar never mentions are tried too,
//     with every US-ASCII punctuation byte and space set apart: a
//     hand-written PEG may treat any of them on its own where the grammar
//     lumps them together ("|" is in no rule of RFC 3986, but a PEG could
//     let it into one). A sampling class of several bytes hands them out in
//     turn per state the automaton is in at the edited offset, printable
//     ones first, then controls, DEL and the bytes above 0x7F.
//
// The near misses come in two passes, each going round its bases, one
// edit of each per round, the bases spread (positives and seeds mixed) so
// that a bound leaves every base some:
//
//  1. the dying transitions: for a positive, each sampling class on which
//     its state dies inserted before its byte; for each accepting state a
//     positive ends in, each class on which it dies appended to the
//     shortest such positive; for a seed, each class on which the state at
//     an offset dies inserted there, at every offset. Each base begins at
//     another class and offset;
//  2. everything else: every base at every offset with every sampling
//     class inserted and replacing, and each byte deleted, in an order
//     that spreads offsets and classes.
//
// Samples are distinct (a near miss equal to an earlier sample is skipped
// and not counted; seeds themselves are not samples); Valid is the
// automaton's verdict (positives are valid, near misses mostly not). The
// sequence depends only on a, rule and opt, and stops where the caller
// stops. Cost: a breadth-first search of the rule's states, then
// O(len(input)) per sample, and a set of the samples so far.
func TransitionSamples(a *rt.Automaton, rule int, opt TransitionOptions) iter.Seq[TransitionSample] {
	return func(yield func(TransitionSample) bool) {
		sp := newSampler(a, rule, opt.Seeds)
		seen := map[string]bool{}
		emit := func(s TransitionSample) (fresh, more bool) {
			if seen[string(s.Input)] {
				return false, true
			}
			seen[string(s.Input)] = true
			s.Valid = a.Match(rule, string(s.Input))
			return true, yield(s)
		}
		take := sp.npos
		if opt.Positives > 0 {
			take = min(take, opt.Positives)
		}
		for _, i := range spread(sp.npos, take) {
			if _, more := emit(sp.bases[i].sample()); !more {
				return
			}
		}
		n := 0
		near := func(s TransitionSample) bool {
			if opt.NearMisses > 0 && n >= opt.NearMisses {
				return false
			}
			fresh, more := emit(s)
			if fresh {
				n++
			}
			return more
		}
		// Pass 1: the dying transitions.
		rows := sp.rows()
		for round := 0; ; round++ {
			left := false
			for _, r := range rows {
				if round >= r.m {
					continue
				}
				left = true
				if !near(sp.nearMiss(&sp.bases[r.base], sp.rowEdit(&r, round))) {
					return
				}
			}
			if !left {
				break
			}
		}
		// Pass 2: every base at every offset.
		order := spread(len(sp.bases), len(sp.bases))
		for round := 0; ; round++ {
			left := false
			for _, i := range order {
				b := &sp.bases[i]
				if round >= sp.edits(b) {
					continue
				}
				left = true
				if !near(sp.nearMiss(b, sp.decode(b, sp.permute(b, round, i)))) {
					return
				}
			}
			if !left {
				return
			}
		}
	}
}

// sampler holds what TransitionSamples computes once per rule.
type sampler struct {
	a      *rt.Automaton
	nc     int
	cbytes [][]byte // bytes of each automaton class, in byteOrder
	sbytes [][]byte // bytes of each sampling class, in byteOrder
	sclass []int    // automaton class of each sampling class
	turn   []int    // turn[state*len(sbytes)+k]: the next byte of sampling class k at state
	pturn  []int    // pturn[class]: the next byte of class (positives)
	path   [][]byte // a shortest input from the start to each reachable state (nil: unreachable)
	order  []int    // the reachable states, breadth-first
	toAcc  []int    // length of a shortest completion from each state (-1: none)
	nextTo []int    // the class that begins a shortest completion
	bases  []base   // the positives, breadth-first, then the seeds
	npos   int      // the number of positives
	deadOf [][]int  // the sampling classes on which each state dies (nil: not computed yet)
}

// byteOrder is the order in which a class hands out its bytes: printable
// US-ASCII, space, controls, DEL, then the bytes above 0x7F.
var byteOrder = func() []byte {
	var out []byte
	for b := 0x21; b < 0x7f; b++ {
		out = append(out, byte(b))
	}
	out = append(out, ' ')
	for b := range 0x20 {
		out = append(out, byte(b))
	}
	out = append(out, 0x7f)
	for b := 0x80; b < 0x100; b++ {
		out = append(out, byte(b))
	}
	return out
}()

// apart reports whether b is a sampling class of its own: US-ASCII
// punctuation and space.
func apart(b byte) bool {
	return b >= 0x20 && b < 0x7f && !('0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z')
}

func newSampler(a *rt.Automaton, rule int, seeds [][]byte) *sampler {
	nc := a.NumClasses
	sp := &sampler{
		a:      a,
		nc:     nc,
		cbytes: make([][]byte, nc),
		pturn:  make([]int, nc),
		path:   make([][]byte, a.NumStates),
		toAcc:  make([]int, a.NumStates),
		nextTo: make([]int, a.NumStates),
		deadOf: make([][]int, a.NumStates),
	}
	rest := make([]int, nc) // sampling class of the bytes of each class not set apart (-1: none yet)
	for c := range rest {
		rest[c] = -1
	}
	for _, b := range byteOrder {
		c := int(a.Classes[b])
		sp.cbytes[c] = append(sp.cbytes[c], b)
		k := len(sp.sbytes)
		if !apart(b) {
			if rest[c] < 0 {
				rest[c] = k
			} else {
				k = rest[c]
			}
		}
		if k == len(sp.sbytes) {
			sp.sbytes = append(sp.sbytes, nil)
			sp.sclass = append(sp.sclass, c)
		}
		sp.sbytes[k] = append(sp.sbytes[k], b)
	}
	sp.turn = make([]int, a.NumStates*len(sp.sbytes))
	// Breadth-first from the start: a shortest input to every state, each
	// step by the first byte of its class.
	start := int(a.Start[rule])
	sp.path[start] = []byte{}
	sp.order = []int{start}
	for i := 0; i < len(sp.order); i++ {
		s := sp.order[i]
		for c := range nc {
			t := int(a.Trans[s*nc+c])
			if t != 0 && sp.path[t] == nil {
				sp.path[t] = append(slices.Clip(sp.path[s]), sp.cbytes[c][0])
				sp.order = append(sp.order, t)
			}
		}
	}
	// Backwards from the accepting states: the length of a shortest
	// completion of every reachable state, by rounds of relaxation (the
	// automata are small; a reverse adjacency list would not pay).
	for _, s := range sp.order {
		sp.toAcc[s] = -1
		if a.Accepting(s) {
			sp.toAcc[s] = 0
		}
	}
	for changed := true; changed; {
		changed = false
		for _, s := range sp.order {
			for c := range nc {
				t := int(a.Trans[s*nc+c])
				if t == 0 || sp.toAcc[t] < 0 {
					continue
				}
				if d := sp.toAcc[t] + 1; sp.toAcc[s] < 0 || d < sp.toAcc[s] {
					sp.toAcc[s], sp.nextTo[s], changed = d, c, true
				}
			}
		}
	}
	sp.bases = sp.positives()
	sp.npos = len(sp.bases)
	for _, in := range seeds {
		if !a.Match(rule, string(in)) {
			continue
		}
		b := base{input: in, seed: true, state: -1, class: -1, at: -1}
		b.states = sp.states(in)
		sp.bases = append(sp.bases, b)
	}
	return sp
}

// states returns the state before each byte of in and after the last.
func (sp *sampler) states(in []byte) []int {
	out := make([]int, len(in)+1)
	q := sp.order[0]
	for k, x := range in {
		out[k] = q
		q = int(sp.a.Trans[q*sp.nc+int(sp.a.Classes[x])])
	}
	out[len(in)] = q
	return out
}

// live reports whether acceptance is reachable from state t.
func (sp *sampler) live(t int) bool { return t != 0 && sp.toAcc[t] >= 0 }

// completion appends a shortest completion from state s to acceptance.
func (sp *sampler) completion(dst []byte, s int) []byte {
	for sp.toAcc[s] > 0 {
		c := sp.nextTo[s]
		dst = append(dst, sp.cbytes[c][0])
		s = int(sp.a.Trans[s*sp.nc+c])
	}
	return dst
}

// base is a valid input near misses are made of: a positive (one live
// transition with its input) or a seed.
type base struct {
	input        []byte
	seed         bool
	state, class int   // the transition a positive covers (-1: a seed)
	at           int   // offset of the transition's byte (-1: a seed)
	states       []int // the state before each byte, and after the last
}

func (b *base) sample() TransitionSample {
	return TransitionSample{Input: b.input, Kind: Positive, Base: b.input, State: b.state, Class: b.class,
		At: b.at, Pos: b.at, Byte: b.input[b.at], EditState: b.state}
}

// positives lists the positive of every live transition from every
// reachable state, breadth-first.
func (sp *sampler) positives() []base {
	var out []base
	a := sp.a
	for _, s := range sp.order {
		if !sp.live(s) {
			continue
		}
		for c := range sp.nc {
			t := int(a.Trans[s*sp.nc+c])
			if !sp.live(t) {
				continue
			}
			bs := sp.cbytes[c]
			b := bs[sp.pturn[c]%len(bs)]
			sp.pturn[c]++
			in := append(slices.Clone(sp.path[s]), b)
			in = sp.completion(in, t)
			out = append(out, base{input: in, state: s, class: c, at: len(sp.path[s]), states: sp.states(in)})
		}
	}
	return out
}

// edit is one near miss of a base: kind Replace or Insert with sampling
// class k, or Delete, at offset i.
type edit struct {
	kind SampleKind
	i, k int
}

// row is pass 1's edits of one base: Insert of each sampling class on
// which the state at an offset dies, at offset at (a positive), or at
// every offset (a seed: at is -1), m of them, taken from the n-th.
type row struct {
	base, at, n, m int
	prefix         []int // a seed's: the number of its edits before each offset
}

// dead returns the sampling classes on which state q dies.
func (sp *sampler) dead(q int) []int {
	if sp.deadOf[q] == nil {
		ks := []int{}
		for k, c := range sp.sclass {
			if !sp.live(int(sp.a.Trans[q*sp.nc+c])) {
				ks = append(ks, k)
			}
		}
		sp.deadOf[q] = ks
	}
	return sp.deadOf[q]
}

// rows lists pass 1's rows (see TransitionSamples), the bases spread.
func (sp *sampler) rows() []row {
	var out []row
	for n, bi := range spread(len(sp.bases), len(sp.bases)) {
		b := &sp.bases[bi]
		r := row{base: bi, at: b.at, n: n}
		if b.seed {
			r.prefix = make([]int, len(b.states)+1)
			for i, q := range b.states {
				r.prefix[i+1] = r.prefix[i] + len(sp.dead(q))
			}
			r.m = r.prefix[len(b.states)]
		} else {
			r.m = len(sp.dead(b.state))
		}
		if r.m > 0 {
			out = append(out, r)
		}
	}
	ends := map[int]int{} // accepting state -> shortest positive ending there
	for bi, b := range sp.bases[:sp.npos] {
		f := b.states[len(b.input)]
		if e, ok := ends[f]; !ok || len(b.input) < len(sp.bases[e].input) {
			ends[f] = bi
		}
	}
	for n, q := range sp.order {
		if bi, ok := ends[q]; ok && len(sp.dead(q)) > 0 {
			out = append(out, row{base: bi, at: len(sp.bases[bi].input), n: n, m: len(sp.dead(q))})
		}
	}
	return out
}

// edit is the j-th edit of r, in an order that begins each row at another
// one and spreads offsets and classes.
func (sp *sampler) rowEdit(r *row, j int) edit {
	x := (j*coprimeStep(r.m) + r.n*7919) % r.m
	b := &sp.bases[r.base]
	if r.prefix == nil {
		return edit{Insert, r.at, sp.dead(b.states[r.at])[x]}
	}
	i, _ := slices.BinarySearch(r.prefix, x+1) // the first offset whose edits reach past x
	i--
	return edit{Insert, i, sp.dead(b.states[i])[x-r.prefix[i]]}
}

// edits is the number of pass 2's near misses of p: each sampling class
// replacing each byte and inserted at each offset and the end, each byte
// deleted.
func (sp *sampler) edits(b *base) int {
	l, k := len(b.input), len(sp.sbytes)
	return l*k + (l+1)*k + l
}

// permute is the round-th of b's edits (b is base number i) in an order
// that spreads offsets and classes: a step coprime to the number of edits,
// from an offset that depends on i.
func (sp *sampler) permute(b *base, round, i int) int {
	m := sp.edits(b)
	return (round*coprimeStep(m) + i*7919) % m
}

// decode maps an edit number of b to the edit: the replacements first,
// then the insertions, then the deletions, each by offset then class.
func (sp *sampler) decode(b *base, e int) edit {
	l, k := len(b.input), len(sp.sbytes)
	switch {
	case e < l*k:
		return edit{Replace, e / k, e % k}
	case e < l*k+(l+1)*k:
		e -= l * k
		return edit{Insert, e / k, e % k}
	}
	return edit{Delete, e - l*k - (l+1)*k, 0}
}

// nearMiss makes edit e of b.
func (sp *sampler) nearMiss(b *base, e edit) TransitionSample {
	q := b.states[e.i]
	s := TransitionSample{Kind: e.kind, Base: b.input, Seed: b.seed, State: b.state, Class: b.class, At: b.at, Pos: e.i, EditState: q}
	if e.kind != Delete {
		bs := sp.sbytes[e.k]
		t := q*len(sp.sbytes) + e.k
		s.Byte = bs[sp.turn[t]%len(bs)]
		sp.turn[t]++
	}
	in := b.input
	switch e.kind {
	case Replace:
		s.Input = slices.Clone(in)
		s.Input[e.i] = s.Byte
	case Insert:
		s.Input = slices.Concat(in[:e.i], []byte{s.Byte}, in[e.i:])
	case Delete:
		s.Input = slices.Concat(in[:e.i], in[e.i+1:])
	}
	return s
}

// spread returns k of the indexes 0..n-1 (all when k >= n), in an order
// that spreads any prefix of it over the whole range.
func spread(n, k int) []int {
	k = min(k, n)
	out := make([]int, 0, k)
	if n == 0 {
		return out
	}
	step := coprimeStep(n)
	for i := range k {
		out = append(out, i*step%n)
	}
	return out
}

// coprimeStep is a stride through n items that visits each once (coprime
// to n) and lands far from the previous item (near n's golden section).
func coprimeStep(n int) int {
	step := max(1, n*5/8)
	for gcd(step, n) != 1 {
		step++
	}
	return step
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}
