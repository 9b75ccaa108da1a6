package automaton_test

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated"
	"github.com/urispec/urispec/semantic/automaton"
)

// referenceFail is Fail by its definition, over the exported tables and the
// names of the rules spelled out (Diagnosis, InsideSet), in three plain
// passes and a linear search of Deaths: where rule dies, the last reading
// given up on a byte up to that offset (Deaths), kept when its rule is not
// the context's, the reading that went on is open at the offset, and it
// began after the context's invocation began and died after it. deaths maps
// Deaths's keys to their index.
func referenceFail(a *automaton.Automaton, deaths map[uint32]int, rule int, input string) (off int, diag automaton.Diagnosis, at int, dead *automaton.Diagnosis) {
	state, off := a.Run(rule, input)
	diag = a.Diagnose(state)
	after := make([]int, off) // after[i]: the state after byte i
	at, di := -1, 0
	s := int(a.Start[rule])
	for i := 0; i <= off && i < len(input); i++ {
		key := uint32(s*a.NumClasses + int(a.Classes[input[i]]))
		if k, ok := deaths[key]; ok {
			at, di = i, int(a.DeathDiag[k])
		}
		if i < off {
			s = int(a.Trans[key])
			after[i] = s
		}
	}
	if at < 0 || diag.Context == "" {
		return off, diag, 0, nil
	}
	d := a.Diagnosis(di)
	if d.Context == diag.Context || !slices.Contains(a.InsideSet(int(a.Open[state])), d.Rule) {
		return off, diag, 0, nil
	}
	entered, began := 0, 0
	for i, s := range after {
		if !slices.Contains(a.InsideSet(int(a.Open[s])), diag.Context) {
			entered = i + 1
		}
		if i < at && !slices.Contains(a.InsideSet(int(a.Open[s])), d.Context) {
			began = i + 1
		}
	}
	if at < entered || began <= entered {
		return off, diag, 0, nil
	}
	return off, diag, at, &d
}

// TestFailMatchesReference: Fail, one pass with a bitset of the deaths and
// the checks after it, says what referenceFail says, for every dialect and
// start rule, on the real URLs and URNs of ../shared/bench, one-byte
// edits of them, and inputs whose messages name a reading given up.
func TestFailMatchesReference(t *testing.T) {
	inputs := []string{"", "http://a:8a/", "telnet://h:x", "http://[::1]/", "http://\xc3\xa9/", "http://u@[x]/",
		"ftp://h/a;type=x", "urn:a:%00", "http://h:1x/", "mailto:a@", "news:@", "http:", "%", "a%zz"}
	for _, name := range []string{"real-urls.txt", "urns.txt"} {
		f, err := os.Open("../../../shared/bench/" + name)
		if err != nil {
			t.Logf("%s: %v (the corpus needs ../shared beside the module)", name, err)
			continue
		}
		sc := bufio.NewScanner(f)
		for n := 0; sc.Scan(); n++ {
			in := sc.Text()
			inputs = append(inputs, in)
			if n%11 == 0 && len(in) > 8 {
				for _, c := range []byte{':', '@', '[', '%', '/', '#', 0x80} {
					i := (n + int(c)) % len(in)
					inputs = append(inputs, in[:i]+string(c)+in[i+1:], in[:i]+string(c)+in[i:])
				}
			}
		}
		require.NoError(t, sc.Err())
		f.Close()
	}
	failures, readings := 0, 0
	for id, p := range generated.Parsers {
		a := p.Automaton
		deaths := map[uint32]int{}
		for k, key := range a.Deaths {
			deaths[key] = k
		}
		for _, rule := range p.StartRules {
			ri, ok := a.RuleIndex(rule)
			require.True(t, ok)
			for _, in := range inputs {
				if a.Match(ri, in) {
					continue
				}
				failures++
				off, diag, at, dead := referenceFail(a, deaths, ri, in)
				f := a.Fail(ri, in)
				require.Equal(t, off, f.Offset, "%s %s %q", id, rule, in)
				require.Equal(t, diag, a.Explain(f.Diagnosis), "%s %s %q", id, rule, in)
				if dead == nil {
					require.Nil(t, f.Abandoned, "%s %s %q", id, rule, in)
					continue
				}
				readings++
				require.NotNil(t, f.Abandoned, "%s %s %q", id, rule, in)
				assert.Equal(t, at, f.At, "%s %s %q", id, rule, in)
				assert.Equal(t, *dead, a.Explain(f.Abandoned), "%s %s %q", id, rule, in)
			}
		}
	}
	t.Logf("%d failures, %d with a reading given up", failures, readings)
	assert.Positive(t, readings)
}

// TestFailAllocatesNothing: once the side tables of the error path are
// built (on the first error), Fail allocates nothing, whether or not it
// finds a reading given up and whether the input is short or 1 MB long.
func TestFailAllocatesNothing(t *testing.T) {
	a, ri := uriReference(t)
	long := "http://h/" + strings.Repeat("a", 1<<20) + "%"
	for _, in := range []string{"http://a:8a/", "http://h/%zz", long} {
		a.Fail(ri, in)
		assert.Zero(t, testing.AllocsPerRun(10, func() { a.Fail(ri, in) }), "%.40q", in)
	}
	assert.NotNil(t, a.Fail(ri, "http://a:8a/").Abandoned)
}
