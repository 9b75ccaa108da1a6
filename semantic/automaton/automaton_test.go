package automaton_test

import (
	"bufio"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc3986"
	"github.com/urispec/urispec/semantic/automaton"
)

func uriReference(t testing.TB) (*automaton.Automaton, int) {
	a := rfc3986.Automaton
	ri, ok := a.RuleIndex("uri-reference") // case-insensitive, RFC 5234 §2.1
	require.True(t, ok)
	return a, ri
}

// TestRun: where the automaton of RFC 3986 URI-reference stops and why.
func TestRun(t *testing.T) {
	a, ri := uriReference(t)
	tests := []struct {
		name     string
		input    string
		valid    bool
		off      int
		rule     string
		expected []string
	}{
		// §1.1.2 example.
		{name: "URI", input: "http://www.ietf.org/rfc/rfc2396.txt", valid: true, off: 35},
		// §4.2: the empty reference is a relative-ref.
		{name: "empty", input: "", valid: true, off: 0},
		// §2.1: "%" must be followed by two HEXDIG.
		{name: "bad percent", input: "a%zz", off: 2, rule: "pct-encoded", expected: []string{"HEXDIG"}},
		// §3.2.2: a space is in no rule of reg-name; the automaton dies on it.
		{name: "space", input: "http://a b", off: 8, rule: "reg-name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			state, off := a.Run(ri, tt.input)
			assert.Equal(t, tt.off, off)
			assert.Equal(t, tt.valid, a.Match(ri, tt.input))
			assert.Equal(t, tt.valid, off == len(tt.input) && a.Accepting(state))
			if !tt.valid {
				d := a.Diagnose(state)
				assert.Equal(t, tt.rule, d.Rule)
				assert.NotEmpty(t, d.Section)
				if tt.expected != nil {
					assert.Equal(t, tt.expected, d.Expected)
				}
			}
		})
	}
}

// TestLongest: the end of the longest prefix a rule matches.
func TestLongest(t *testing.T) {
	a := rfc3986.Automaton
	v4, ok := a.RuleIndex("IPv4address")
	require.True(t, ok)
	tests := []struct {
		name  string
		input string
		from  int
		want  int
	}{
		// §3.2.2: dec-octet stops at 255.
		{name: "prefix", input: "x1.2.3.4/", from: 1, want: 8},
		{name: "longest of several", input: "1.2.3.45", from: 0, want: 8},
		{name: "none", input: "a.b", from: 0, want: -1},
		{name: "from past the end", input: "1.2.3.4", from: 8, want: -1},
		{name: "negative from", input: "1.2.3.4", from: -1, want: -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, a.Longest(v4, tt.input, tt.from))
		})
	}
}

// TestNoPanic: every byte at every position of short inputs, and the dead
// state, are handled.
func TestNoPanic(t *testing.T) {
	a, ri := uriReference(t)
	for b := range 256 {
		for _, in := range []string{string(rune(b)), "a" + string([]byte{byte(b)}), "http://" + string([]byte{byte(b)}) + "/"} {
			s, off := a.Run(ri, in)
			assert.LessOrEqual(t, off, len(in))
			_ = a.Diagnose(s)
			_ = a.Longest(ri, in, 0)
		}
	}
	assert.Equal(t, automaton.Diagnosis{}, a.Diagnose(0))
	assert.False(t, a.Accepting(0))
	assert.False(t, a.Accepting(a.NumStates))
}

func TestString(t *testing.T) {
	a := rfc3986.Automaton
	s := a.String()
	assert.Contains(t, s, "rule URI-reference: start ")
	assert.Contains(t, s, "class 0: ")
	assert.Equal(t, a.NumStates-1, strings.Count(s, "\nstate "))
}

func TestRuleIndexUnknown(t *testing.T) {
	_, ok := rfc3986.Automaton.RuleIndex("no-such-rule")
	assert.False(t, ok)
}

func TestNoAllocs(t *testing.T) {
	a, ri := uriReference(t)
	in := "http://www.ietf.org/rfc/rfc2396.txt?q#f"
	assert.Zero(t, testing.AllocsPerRun(100, func() { sinkBool = a.Match(ri, in) }))
	assert.Zero(t, testing.AllocsPerRun(100, func() { sinkInt = a.Longest(ri, in, 0) }))
}

var (
	sinkBool bool
	sinkInt  int
	sinkURL  *url.URL
)

func realURLs(b *testing.B) []string {
	f, err := os.Open("../../../../shared/bench/real-urls.txt")
	if err != nil {
		b.Skip("../shared/bench/real-urls.txt is not beside the repository:", err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	require.NoError(b, sc.Err())
	return out
}

// BenchmarkRealURLs compares, in one run, the automaton of RFC 3986
// URI-reference with net/url.Parse on the 5,988 URLs of
// ../shared/bench/real-urls.txt (one op = all of them).
func BenchmarkRealURLs(b *testing.B) {
	urls := realURLs(b)
	a, ri := uriReference(b)
	b.Run("automaton", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, u := range urls {
				sinkBool = a.Match(ri, u)
			}
		}
	})
	// The diagnosing table, which Match ran before the language table.
	b.Run("diagnosing", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, u := range urls {
				s, off := a.Run(ri, u)
				sinkBool = off == len(u) && a.Accepting(s)
			}
		}
	})
	b.Run("net-url", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, u := range urls {
				sinkURL, _ = url.Parse(u)
			}
		}
	})
}

// BenchmarkLinear: cost per byte stays flat from 1 KB to 1 MB.
func BenchmarkLinear(b *testing.B) {
	a, ri := uriReference(b)
	for _, n := range []int{1 << 10, 100 << 10, 1 << 20} {
		in := "http://example.com/" + strings.Repeat("a/", n/2)[:n-19]
		b.Run(byteSize(n), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				sinkBool = a.Match(ri, in)
			}
		})
	}
}

func byteSize(n int) string {
	switch {
	case n >= 1<<20:
		return "1MB"
	case n >= 100<<10:
		return "100KB"
	}
	return "1KB"
}
