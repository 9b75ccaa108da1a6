package oracle

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/urispec/urispec/grammar/abnf"
)

// sampleGrammar has one of each kind of choice point.
func sampleGrammar() *abnf.Grammar {
	return grammar(
		def("top", cat(rep(1, 3, ref("item")), opt(cat(str("?"), ref("tail"))))),
		def("item", alt(str("Abc"), cat(str("<"), rng(0x35, 0x37), str(">")), sstr("Zz"), cat(str("["), ref("num"), str("]")))),
		def("num", rep(2, 4, hex(0x30))),
		def("tail", star(alt(str("x"), str("y")))),
		def("nest", alt(str("0"), cat(str("("), ref("nest"), str(")")))),
		def("never", cat(str("a"), ref("never"))),
	)
}

func TestSamplesCoverage(t *testing.T) {
	o := compile(t, sampleGrammar())
	samples, missed := samples(o, "top", SampleOptions{N: 2000, Seed: 1})
	require.Len(t, samples, 2000)
	require.Empty(t, missed, "every choice of every reachable rule is taken")
	var valid, invalid [][]byte
	for _, s := range samples {
		if s.Valid {
			valid = append(valid, s.Input)
		} else {
			invalid = append(invalid, s.Input)
		}
	}
	all := bytes.Join(valid, []byte("|"))
	tests := []struct {
		name string
		want string
	}{
		{"case as written (RFC 5234 §2.3)", "Abc"},
		{"lower case", "abc"},
		{"upper case", "ABC"},
		{"case-sensitive string (RFC 7405)", "Zz"},
		{"range, low (RFC 5234 §2.3)", "<5>"},
		{"range, middle", "<6>"},
		{"range, high", "<7>"},
		{"repetition min (RFC 5234 §3.6)", "[00]"},
		{"repetition min+1", "[000]"},
		{"repetition max", "[0000]"},
		{"option taken (RFC 5234 §3.8)", "?"},
		{"alternatives of a repetition", "xy"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Contains(t, string(all), tt.want)
		})
	}
	assert.NotContains(t, string(all), "zz", "a case variant of %s\"Zz\" is no valid sample")
	assert.NotContains(t, string(all), "[00000]", "max is 4")
	assert.Greater(t, len(invalid), 500, "near misses are mostly invalid")
	assert.Greater(t, len(valid), 500)
	hasPoolByte := false
	for _, in := range invalid {
		hasPoolByte = hasPoolByte || bytes.ContainsAny(in, "\x00\x7f\x80 %")
	}
	assert.True(t, hasPoolByte, "replacement bytes include NUL, DEL, 0x80, space and %%")
}

func TestSamplesLabelsAndDeterminism(t *testing.T) {
	o := compile(t, uriGrammar())
	a := Samples(o, "URI", SampleOptions{N: 500, Seed: 7, MaxLen: 40})
	b := Samples(o, "URI", SampleOptions{N: 500, Seed: 7, MaxLen: 40})
	c := Samples(o, "URI", SampleOptions{N: 500, Seed: 8, MaxLen: 40})
	require.Equal(t, a, b, "same seed, same samples")
	require.NotEqual(t, a, c, "another seed, other samples")
	seen := map[string]bool{}
	for _, s := range a {
		assert.Equal(t, o.Match("URI", s.Input), s.Valid, "%q", s.Input)
		assert.False(t, seen[string(s.Input)], "duplicate %q", s.Input)
		seen[string(s.Input)] = true
	}
}

func TestSamplesBounded(t *testing.T) {
	o := compile(t, sampleGrammar())
	tests := []struct {
		name    string
		rule    string
		maxLen  int
		atMost  int // longest sample allowed
		atLeast int // fewest samples expected
	}{
		// Recursion: past MaxLen the shortest alternative ("0") ends it.
		{name: "recursive rule", rule: "nest", maxLen: 10, atMost: 2*maxDepth + 4, atLeast: 10},
		// An unproductive rule derives nothing: no sample, and no hang.
		{name: "unproductive rule", rule: "never", maxLen: 10, atMost: 0, atLeast: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			samples := Samples(o, tt.rule, SampleOptions{N: 200, Seed: 1, MaxLen: tt.maxLen})
			assert.GreaterOrEqual(t, len(samples), tt.atLeast)
			for _, s := range samples {
				assert.LessOrEqual(t, len(s.Input), tt.atMost+1, "%q", s.Input) // +1: an inserted byte
			}
		})
	}
}

func TestRepCounts(t *testing.T) {
	tests := []struct {
		name     string
		min, max int
		want     []int
	}{
		{"unbounded (RFC 5234 §3.6 *Rule)", 0, -1, []int{0, 1, 2, 3, 7}},
		{"bounded", 2, 4, []int{2, 3, 4}},
		{"exact", 3, 3, []int{3}},
		{"wide", 1, 255, []int{1, 2, 3, 4, 8, 255}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, repCounts(tt.min, tt.max))
		})
	}
}

func TestCompare(t *testing.T) {
	o := compile(t, sampleGrammar())
	samples := Samples(o, "top", SampleOptions{N: 1000, Seed: 3})
	samples = append(samples, samples[:10]...) // duplicates count once

	perfect := func(in []byte) bool { return o.Match("top", in) }
	assert.Empty(t, Compare(o, "top", perfect, samples))

	// A parser that wrongly rejects upper-case ABC and wrongly accepts "!".
	wrong := func(in []byte) bool {
		return o.Match("top", in) && !bytes.Contains(in, []byte("ABC")) || bytes.Equal(in, []byte("!"))
	}
	samples = append(samples, Sample{Input: []byte("!")})
	want := 1
	for _, s := range samples[:len(samples)-11] {
		if s.Valid && bytes.Contains(s.Input, []byte("ABC")) {
			want++
		}
	}
	got := Compare(o, "top", wrong, samples)
	require.Len(t, got, want)
	assert.Equal(t, Divergence{Input: []byte("!"), Oracle: false, Parser: true}, got[0], "shortest first")
	for i, d := range got[1:] {
		assert.True(t, d.Oracle && !d.Parser && bytes.Contains(d.Input, []byte("ABC")), "%v", d)
		assert.LessOrEqual(t, len(got[i].Input), len(d.Input), "sorted by length")
	}
}

func ExampleSamples() {
	o, err := Compile(grammar(def("greeting", cat(str("hi"), opt(str("!"))))))
	if err != nil {
		panic(err)
	}
	for _, s := range Samples(o, "greeting", SampleOptions{N: 6, Seed: 1}) {
		fmt.Printf("%q %v\n", s.Input, s.Valid)
	}
	// Output:
	// "hi" true
	// "hi\x7f" false
	// "i" false
	// "HI!" true
	// "HI" true
	// "Hi!" true
}

func ExampleCompare() {
	o, err := Compile(grammar(def("r", cat(star(str("a")), str("a")))))
	if err != nil {
		panic(err)
	}
	// A PEG reading, a* a, never matches: the greedy loop takes every "a".
	peg := func([]byte) bool { return false }
	samples := Samples(o, "r", SampleOptions{N: 20, Seed: 1})
	d := Compare(o, "r", peg, samples)
	fmt.Println(d[0])
	// Output: "A" oracle=valid parser=invalid
}
