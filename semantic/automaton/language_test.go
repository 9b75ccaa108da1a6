package automaton_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated"
	"github.com/urispec/urispec/generated/rfc3986"
	"github.com/urispec/urispec/semantic/automaton"
)

// withoutLang is a copy of a without its language automaton: Match and
// Longest then run the diagnosing table.
func withoutLang(a *automaton.Automaton) *automaton.Automaton {
	return &automaton.Automaton{Dialect: a.Dialect, Rules: a.Rules, Start: a.Start, NumStates: a.NumStates,
		NumClasses: a.NumClasses, Classes: a.Classes, Trans: a.Trans, Accept: a.Accept}
}

// TestLanguageAgrees: Match and Longest give the same answers with the
// language table as with the diagnosing table, for every dialect and rule,
// on inputs that end valid, die early, die late, and die after 32 bytes
// (where the loop first tests for the dead state). ProveLanguage
// (grammar/compiler) proves the languages equal; this checks the loops.
func TestLanguageAgrees(t *testing.T) {
	long := "http://example.com/" + strings.Repeat("a/", 40)
	inputs := []string{"", "a", "http://a/b?c#d", "urn:isbn:0451450523", "%", "http://a b/",
		long, long + " ", " " + long, long[:31], long[:32], long[:33], long[:64] + "\x00", "1.2.3.4", "[::1]"}
	for id, p := range generated.Parsers {
		a := p.Automaton
		require.NotNil(t, a.Lang, id)
		d := withoutLang(a)
		for ri, rule := range a.Rules {
			for _, in := range inputs {
				assert.Equal(t, d.Match(ri, in), a.Match(ri, in), "%s %s %q", id, rule, in)
				assert.Equal(t, d.Match(ri, in), a.MatchShort(ri, in), "%s %s %q", id, rule, in)
				assert.Equal(t, d.Match(ri, in), d.MatchShort(ri, in), "%s %s %q", id, rule, in)
				assert.Equal(t, d.Longest(ri, in, 0), a.Longest(ri, in, 0), "%s %s %q", id, rule, in)
				assert.Equal(t, d.Longest(ri, in, 1), a.Longest(ri, in, 1), "%s %s %q", id, rule, in)
			}
		}
	}
}

// TestLanguageSmaller: the language table has fewer states than the
// diagnosing one (which keeps every diagnosis apart), its dead row is all
// zeros (the loop relies on it to absorb), and its entries are row offsets.
func TestLanguageSmaller(t *testing.T) {
	for id, p := range generated.Parsers {
		a, l := p.Automaton, p.Automaton.Lang
		assert.LessOrEqual(t, l.NumStates, a.NumStates, id)
		assert.Equal(t, l.NumStates*l.NumClasses, len(l.Trans16)+len(l.Trans32), id)
		for b := range 256 {
			assert.Zero(t, l.Next(0, byte(b)), id)
			assert.Less(t, int(l.Classes[b]), l.NumClasses, id)
		}
		for s := 0; s < l.NumStates; s++ {
			for b := range 256 {
				assert.Zero(t, int(l.Next(uint32(s*l.NumClasses), byte(b)))%l.NumClasses, id)
			}
		}
		assert.False(t, l.Accepting(0), id)
	}
}

// TestLanguageDeadLongInput: a 1 MB input that dies at its first byte is
// rejected without reading it all (the dead state is tested every 32
// bytes; MatchShort tests it after every byte), and one that dies at its
// last byte after reading it all.
func TestLanguageDeadLongInput(t *testing.T) {
	a, ri := uriReference(t)
	body := strings.Repeat("a", 1<<20)
	assert.False(t, a.Match(ri, " "+body))
	assert.False(t, a.Match(ri, body+" "))
	assert.True(t, a.Match(ri, body))
	assert.False(t, a.MatchShort(ri, " "+body))
	assert.False(t, a.MatchShort(ri, body+" "))
	assert.True(t, a.MatchShort(ri, body))
}

// ExampleLanguage_Match: RFC 3986 §4.1 URI-reference, checked with the
// language table alone.
func ExampleLanguage_Match() {
	a := rfc3986.Automaton
	ri, _ := a.RuleIndex("URI-reference")
	fmt.Println(a.Lang.Match(ri, "http://www.ietf.org/rfc/rfc2396.txt"))
	fmt.Println(a.Lang.Match(ri, "http://a b/")) // §3.2.2: no space in a reg-name
	// Output:
	// true
	// false
}

// ExampleLanguage_Next: a step at a time, from the start state of RFC 3986
// §3.2.2 IPv4address; the dead state is 0.
func ExampleLanguage_Next() {
	a := rfc3986.Automaton
	ri, _ := a.RuleIndex("IPv4address")
	l := a.Lang
	s := l.Start[ri]
	for _, b := range []byte("1.2.3.4") {
		s = l.Next(s, b)
	}
	// "1.2.3.45" is one too; "1.2.3.4." begins no IPv4address.
	fmt.Println(l.Accepting(s), l.Accepting(l.Next(s, '5')), l.Next(s, '.'))
	// Output:
	// true true 0
}

// TestLanguageTrans32: the uint32 table, which a dialect gets when its
// states times classes do not fit a uint16 (none today), runs like the
// uint16 one: the same table widened gives the same answers.
func TestLanguageTrans32(t *testing.T) {
	for id, p := range generated.Parsers {
		a := p.Automaton
		wide := *a.Lang
		wide.Trans32 = make([]uint32, len(a.Lang.Trans16))
		for i, v := range a.Lang.Trans16 {
			wide.Trans32[i] = uint32(v)
		}
		wide.Trans16 = nil
		long := "http://example.com/" + strings.Repeat("a/", 40)
		for ri, rule := range a.Rules {
			for _, in := range []string{"", "a", "http://a/b?c#d", "urn:a:b", long, long + " ", "1.2.3.4"} {
				assert.Equal(t, a.Lang.Match(ri, in), wide.Match(ri, in), "%s %s %q", id, rule, in)
				s, w := a.Lang.Start[ri], wide.Start[ri]
				for i := 0; i < len(in); i++ {
					s, w = a.Lang.Next(s, in[i]), wide.Next(w, in[i])
				}
				assert.Equal(t, s, w, "%s %s %q", id, rule, in)
			}
		}
	}
}

// TestPairsAgree: Match with a rule's pair table (two bytes a step) gives
// the answers of the one-byte language table, for every dialect's rules
// that have one, on every prefix of inputs that end valid and that die at
// an even or an odd offset, before and after the first test for the dead
// state (32 bytes), and on an input of odd length that ends on a byte that
// is not allowed. ProveLanguage (grammar/compiler) proves the tables equal;
// this checks the loop.
func TestPairsAgree(t *testing.T) {
	long := "http://example.com/" + strings.Repeat("ab/", 30) + "?q=1#f"
	inputs := []string{long, long + " ", "urn:isbn:0451450523", "urn:example:a%2Fb?+r?=q#f",
		"http://[::1]:80/a%20b", "http://a b/" + long}
	n := 0
	for id, p := range generated.Parsers {
		l := *p.Automaton.Lang
		one := l
		one.Pairs = nil
		for ri, pt := range l.Pairs {
			if pt == nil {
				continue
			}
			n++
			for _, in := range inputs {
				for k := 0; k <= len(in); k++ {
					require.Equal(t, one.Match(ri, in[:k]), l.Match(ri, in[:k]), "%s %s %q", id, p.Automaton.Rules[ri], in[:k])
				}
			}
		}
	}
	assert.GreaterOrEqual(t, n, len(generated.Parsers)-2, "every dialect but rfc3987 and whatwg-url has a pair table (their pair entries would need 32 bits: the one-byte table serves)")
}
