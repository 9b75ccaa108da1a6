package compiler_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// compileText compiles a grammar given as text.
func compileText(t *testing.T, src string) (*abnf.Grammar, *rt.Automaton) {
	t.Helper()
	g, err := abnf.Parse("t.abnf", []byte(src))
	require.NoError(t, err)
	a, err := compiler.Compile(g)
	require.NoError(t, err)
	return g, a
}

// liveTransitions lists the transitions (state*NumClasses+class) from the
// states reachable from rule's start to states from which an accepting
// state is reachable, computed here without the sampler.
func liveTransitions(a *rt.Automaton, rule int) map[int]bool {
	nc := a.NumClasses
	reach := map[int]bool{int(a.Start[rule]): true}
	for stack := []int{int(a.Start[rule])}; len(stack) > 0; {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for c := range nc {
			if t := int(a.Trans[s*nc+c]); t != 0 && !reach[t] {
				reach[t] = true
				stack = append(stack, t)
			}
		}
	}
	live := map[int]bool{}
	for s := range reach {
		if a.Accepting(s) {
			live[s] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for s := range reach {
			for c := range nc {
				if t := int(a.Trans[s*nc+c]); t != 0 && live[t] && !live[s] {
					live[s], changed = true, true
				}
			}
		}
	}
	out := map[int]bool{}
	for s := range reach {
		for c := range nc {
			if t := int(a.Trans[s*nc+c]); t != 0 && live[t] {
				out[s*nc+c] = true
			}
		}
	}
	return out
}

// TestTransitionSamplesCoverEveryLiveTransition: for every dialect and
// start rule, the positives are valid, each takes the transition it names
// at the offset it names, and together they take every live transition
// (a positive that another one already is, is not repeated: it covers
// both).
func TestTransitionSamplesCoverEveryLiveTransition(t *testing.T) {
	for id, p := range generated.Parsers {
		a := p.Automaton
		for _, rule := range p.StartRules {
			ri, ok := a.RuleIndex(rule)
			require.True(t, ok)
			want := liveTransitions(a, ri)
			got := map[int]bool{}
			for s := range compiler.TransitionSamples(a, ri, compiler.TransitionOptions{}) {
				if s.Kind != compiler.Positive {
					break
				}
				require.True(t, s.Valid, "%s %s: %v", id, rule, s)
				state, off := a.Run(ri, string(s.Input[:s.At]))
				require.Equal(t, [2]int{s.State, s.At}, [2]int{state, off}, "%s %s: %v", id, rule, s)
				require.Equal(t, s.Class, int(a.Classes[s.Input[s.At]]), "%s %s: %v", id, rule, s)
				q := int(a.Start[ri])
				for _, b := range s.Input {
					c := int(a.Classes[b])
					got[q*a.NumClasses+c] = true
					q = int(a.Trans[q*a.NumClasses+c])
				}
			}
			assert.Equal(t, len(want), len(got), "%s %s: live transitions taken", id, rule)
			for tr := range want {
				if !got[tr] {
					t.Errorf("%s %s: no positive takes class %d from state %d", id, rule, tr%a.NumClasses, tr/a.NumClasses)
					break
				}
			}
		}
	}
}

// tinyGrammar: "|" and "~" are in no rule, so they share the class of
// every byte the grammar does not mention; a sampling class each.
const tinyGrammar = ";@start r\nr = 1*( \"a\" / \"1\" ) [ \"/\" \"b\" ]\n"

// TestTransitionSamplesNearMisses: without a bound, every positive is
// edited at every offset by a byte of every sampling class (inserted and
// replacing) and by deleting the byte; punctuation such as "|", in no rule
// and so in one class with all other bytes the grammar never mentions, is
// tried on its own. A near miss is its base with the edit it names.
func TestTransitionSamplesNearMisses(t *testing.T) {
	_, a := compileText(t, tinyGrammar)
	var all []compiler.TransitionSample
	inputs := map[string]bool{}
	for s := range compiler.TransitionSamples(a, 0, compiler.TransitionOptions{}) {
		require.False(t, inputs[string(s.Input)], "distinct: %v", s)
		inputs[string(s.Input)] = true
		all = append(all, s)
	}
	var positives [][]byte
	for _, s := range all {
		assert.Equal(t, a.Match(0, string(s.Input)), s.Valid, "%v", s)
		switch s.Kind {
		case compiler.Positive:
			positives = append(positives, s.Input)
		case compiler.Replace:
			assert.Equal(t, slices.Concat(s.Base[:s.Pos], []byte{s.Byte}, s.Base[s.Pos+1:]), s.Input, "%v", s)
		case compiler.Insert:
			assert.Equal(t, slices.Concat(s.Base[:s.Pos], []byte{s.Byte}, s.Base[s.Pos:]), s.Input, "%v", s)
		case compiler.Delete:
			assert.Equal(t, slices.Concat(s.Base[:s.Pos], s.Base[s.Pos+1:]), s.Input, "%v", s)
		}
		state, _ := a.Run(0, string(s.Base[:s.Pos]))
		assert.Equal(t, state, s.EditState, "%v", s)
	}
	require.NotEmpty(t, positives)
	// Some byte of the class of b (or b itself when it is set apart), at
	// offset i: one of the samples.
	classOf := func(b byte) []byte {
		if b == '|' || b == '~' {
			return []byte{b}
		}
		var out []byte
		for x := range 256 {
			if a.Classes[x] == a.Classes[b] && x != '|' && x != '~' {
				out = append(out, byte(x))
			}
		}
		return out
	}
	tried := func(p []byte, i int, b byte, insert bool) bool {
		for _, x := range classOf(b) {
			in := slices.Concat(p[:i], []byte{x}, p[i:])
			if !insert {
				in = slices.Concat(p[:i], []byte{x}, p[i+1:])
			}
			if inputs[string(in)] || slices.ContainsFunc(positives, func(q []byte) bool { return string(q) == string(in) }) {
				return true
			}
		}
		return false
	}
	for _, p := range positives {
		for i := 0; i <= len(p); i++ {
			for _, b := range []byte{'a', '1', '/', 'b', '|', '~', 'z', 0x00, 0xFF} {
				assert.True(t, tried(p, i, b, true), "%q: %q inserted at %d", p, b, i)
				if i < len(p) {
					assert.True(t, tried(p, i, b, false), "%q: %q replacing at %d", p, b, i)
				}
			}
			if i < len(p) {
				del := string(slices.Concat(p[:i], p[i+1:]))
				assert.True(t, inputs[del], "%q: deleted at %d", p, i)
			}
		}
	}
}

// TestTransitionSamplesBytesInTurn: a sampling class of many bytes hands
// them out in turn at each state, printable first.
func TestTransitionSamplesBytesInTurn(t *testing.T) {
	_, a := compileText(t, ";@start r\nr = *\"a\"\n")
	var got []byte
	for s := range compiler.TransitionSamples(a, 0, compiler.TransitionOptions{}) {
		if (s.Kind == compiler.Insert || s.Kind == compiler.Replace) && s.EditState == int(a.Start[0]) && s.Byte != 'a' && s.Byte != 'A' && !(s.Byte < 0x7f && s.Byte >= 0x20 && !isAlnum(s.Byte)) {
			got = append(got, s.Byte)
		}
	}
	require.GreaterOrEqual(t, len(got), 4)
	assert.Equal(t, "0123", string(got[:4]))
}

func isAlnum(b byte) bool {
	return '0' <= b && b <= '9' || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// TestTransitionSamplesBounds: the bounds are exact when the rule has
// enough samples, the sequence depends only on the automaton, the rule
// and the options, and it stops where the caller stops.
func TestTransitionSamplesBounds(t *testing.T) {
	a := generated.Parsers["rfc3986"].Automaton
	ri, _ := a.RuleIndex("URI")
	collect := func(opt compiler.TransitionOptions) []compiler.TransitionSample {
		var out []compiler.TransitionSample
		for s := range compiler.TransitionSamples(a, ri, opt) {
			out = append(out, s)
		}
		return out
	}
	count := func(ss []compiler.TransitionSample) (pos, near int) {
		for _, s := range ss {
			if s.Kind == compiler.Positive {
				pos++
			} else {
				near++
			}
		}
		return pos, near
	}
	ss := collect(compiler.TransitionOptions{Positives: 100, NearMisses: 500})
	pos, near := count(ss)
	assert.Equal(t, [2]int{100, 500}, [2]int{pos, near})
	assert.Equal(t, ss, collect(compiler.TransitionOptions{Positives: 100, NearMisses: 500}), "deterministic")
	// The positives of a bound are spread over the states, not the first
	// ones breadth-first.
	states := map[int]bool{}
	for _, s := range ss[:pos] {
		states[s.State] = true
	}
	assert.Greater(t, len(states), 50)
	n := 0
	for range compiler.TransitionSamples(a, ri, compiler.TransitionOptions{}) {
		if n++; n == 10 {
			break
		}
	}
	assert.Equal(t, 10, n)
}

// TestTransitionSamplesSeeds: near misses are made of the seeds too (an
// invalid seed is left out).
func TestTransitionSamplesSeeds(t *testing.T) {
	_, a := compileText(t, tinyGrammar)
	seeds := [][]byte{[]byte("a1a1a/b"), []byte("not valid")}
	var fromSeeds []compiler.TransitionSample
	for s := range compiler.TransitionSamples(a, 0, compiler.TransitionOptions{Seeds: seeds}) {
		if s.Seed {
			assert.NotEqual(t, compiler.Positive, s.Kind, "a seed is no positive")
			fromSeeds = append(fromSeeds, s)
		}
	}
	require.NotEmpty(t, fromSeeds)
	offsets := map[int]bool{}
	for _, s := range fromSeeds {
		assert.Equal(t, "a1a1a/b", string(s.Base))
		assert.Equal(t, [3]int{-1, -1, -1}, [3]int{s.State, s.Class, s.At})
		if s.Kind == compiler.Insert && s.Byte == '|' {
			offsets[s.Pos] = true
		}
	}
	assert.Len(t, offsets, len("a1a1a/b")+1, `"|" inserted at every offset of the seed`)
}

// TestTransitionSampleString: the description of each kind of sample.
func TestTransitionSampleString(t *testing.T) {
	_, a := compileText(t, tinyGrammar)
	want := map[compiler.SampleKind]string{}
	got := map[compiler.SampleKind]string{}
	for s := range compiler.TransitionSamples(a, 0, compiler.TransitionOptions{Seeds: [][]byte{[]byte("a/b")}}) {
		k := s.Kind
		if s.Seed {
			k += 10 // a seed's near misses apart
		}
		if _, ok := got[k]; !ok {
			got[k] = s.String()
		}
	}
	want[compiler.Positive] = `positive "1" (state 1, class 2 at offset 0: '1')`
	want[compiler.Insert] = `"!1": insert at offset 0 (state 1) by '!' of positive "1" (state 1, class 2 at offset 0: '1')`
	want[compiler.Replace] = `"!": replace at offset 0 (state 1) by '!' of positive "1" (state 1, class 2 at offset 0: '1')`
	want[compiler.Delete] = `"": delete at offset 0 (state 1) of positive "1" (state 1, class 2 at offset 0: '1')`
	want[compiler.Insert+10] = `"a/_b": insert at offset 2 (state 3) by '_' of seed "a/b"`
	for k, w := range want {
		assert.Equal(t, w, got[k], "%v", k)
	}
}
