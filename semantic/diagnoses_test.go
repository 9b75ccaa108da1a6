package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestDiagnosesCiteRuleAndSection checks that every diagnosis of every
// dialect's automaton, the exact one and the one messages give, names a
// rule and its section from the grammar of record: a grammar that did not
// load never shows as a placeholder ("§?") in a message.
func TestDiagnosesCiteRuleAndSection(t *testing.T) {
	for _, d := range Dialects() {
		x, err := lookup(d)
		if !assert.NoError(t, err) {
			continue
		}
		assert.Equal(t, x.meta.Fingerprint, x.auto.Fingerprint, "%s: tables and metadata come from one grammar file", d)
		for i := range x.auto.Diagnoses {
			g := x.auto.Diagnosis(i)
			for _, s := range []string{g.Rule, g.Section, g.Context, g.ContextSection} {
				assert.NotEmpty(t, s, "%s: diagnosis %d: %+v", d, i, g)
				assert.NotEqual(t, "?", s, "%s: diagnosis %d: %+v", d, i, g)
			}
			assert.NotEmpty(t, g.Show, "%s: diagnosis %d: %+v", d, i, g)
		}
	}
}
