package automaton_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc2396"
	"github.com/urispec/urispec/generated/rfc3986"
	"github.com/urispec/urispec/semantic/automaton"
)

// TestDifference checks the witnesses of two grammars' languages against
// what the grammars say: every witness is matched by the first rule and not
// by the second, the second's automaton stops at the witness's offset, and a
// language has no difference with itself.
func TestDifference(t *testing.T) {
	ri := func(a *automaton.Automaton, rule string) int {
		i, ok := a.RuleIndex(rule)
		require.True(t, ok, rule)
		return i
	}
	a, ra := rfc3986.Automaton, ri(rfc3986.Automaton, "URI-reference")
	b, rb := rfc2396.Automaton, ri(rfc2396.Automaton, "URI-reference")

	assert.Empty(t, automaton.Difference(a, ra, a, ra, 0), "a language has no difference with itself")

	for _, dir := range []struct {
		name   string
		a, b   *automaton.Automaton
		ra, rb int
		// some inputs the grammars say are in the difference, with the
		// rule the second is in where it parts
		want map[string]string
	}{
		// RFC 3986 §4.2: a relative-ref may be a query alone; RFC 2396 §5:
		// relativeURI needs a path. RFC 3986 §3.2.2 IP-literal; RFC 2396
		// has no "[".
		{name: "3986 not 2396", a: a, ra: ra, b: b, rb: rb, want: map[string]string{"?": "URI-reference", "//[::]": "path-segments"}},
		// RFC 2396 §3.2.1: a reg_name may hold "@"; RFC 3986 §3.2 allows
		// one "@", before the host.
		{name: "2396 not 3986", a: b, ra: rb, b: a, rb: ra, want: map[string]string{"//@@": "authority"}},
	} {
		t.Run(dir.name, func(t *testing.T) {
			ws := automaton.Difference(dir.a, dir.ra, dir.b, dir.rb, 0)
			require.NotEmpty(t, ws)
			found := map[string]string{}
			for _, w := range ws {
				assert.True(t, dir.a.Match(dir.ra, w.Input), "%q is in the first language", w.Input)
				assert.False(t, dir.b.Match(dir.rb, w.Input), "%q is not in the second", w.Input)
				state, off := dir.b.Run(dir.rb, w.Input)
				assert.Equal(t, w.Offset, off, "%q: where the second stops", w.Input)
				assert.Equal(t, dir.b.Diagnose(state), w.Diagnosis, "%q", w.Input)
				found[w.Input] = w.Diagnosis.Rule
			}
			for in, rule := range dir.want {
				assert.Equal(t, rule, found[in], "%q", in)
			}
			assert.Len(t, automaton.Difference(dir.a, dir.ra, dir.b, dir.rb, 3), 3, "max")
		})
	}
}
