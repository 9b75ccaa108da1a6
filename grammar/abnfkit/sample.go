package abnfkit

import (
	"fmt"

	"github.com/urispec/urispec/grammar/compiler"
	"github.com/urispec/urispec/grammar/oracle"
)

// DefaultNearMisses is how many near misses Samples returns for n <= 0.
const DefaultNearMisses = 100

// Samples returns strings of the rule, or, when invalid is true, near
// misses: strings one byte away from one of the rule that it rejects. From
// the automaton (compiler.TransitionSamples): positives cover every live
// transition of the rule's automaton, each a shortest input to a state, a
// byte of a class and a shortest completion; near misses insert, replace
// or delete one byte, the transitions on which a state dies first. From
// the oracle (a rule that is not regular, oracle.Samples): derivations
// that take every choice of the rules, and their one-byte mutations the
// oracle rejects. At most n strings (n <= 0: every positive of the
// automaton, 1000 derivations of the oracle, or DefaultNearMisses near
// misses). The result depends only on the grammar, the rule and n. The
// oracle does not sample a rule whose shortest string is longer than
// MaxSampleLength: that is an error.
func (m *Matcher) Samples(n int, invalid bool) ([]string, error) {
	want := n
	if want <= 0 && invalid {
		want = DefaultNearMisses
	}
	var out []string
	if m.auto != nil {
		opt := compiler.TransitionOptions{}
		if !invalid && want > 0 {
			opt.Positives = want
		}
		for s := range compiler.TransitionSamples(m.auto, 0, opt) {
			if s.Valid == !invalid {
				out = append(out, string(s.Input))
			}
			if want > 0 && len(out) == want {
				break
			}
			if !invalid && !s.Valid {
				break // the positives come first
			}
		}
		return out, nil
	}
	if l := shortest(m.g.ABNF, m.rule); l > MaxSampleLength {
		return nil, fmt.Errorf(msgTooLong, m.g.File(), m.rule, MaxSampleLength)
	}
	k := want
	if k <= 0 {
		k = 1000
	}
	// Half of oracle.Samples are derivations, half mutations.
	for _, s := range oracle.Samples(m.orc, m.rule, oracle.SampleOptions{N: 2 * k}) {
		if s.Valid == !invalid {
			out = append(out, string(s.Input))
		}
		if len(out) == k {
			break
		}
	}
	return out, nil
}
