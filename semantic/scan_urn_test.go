package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar/oracle"
)

// urnBeyondProse are inputs that the grammars of the URN dialects accept and
// their prose rules reject, by dialect and start rule: the prose rules read
// the record, so the scanner must give the tree's record on them too.
var urnBeyondProse = []struct {
	d      Dialect
	rule   string
	inputs []string
}{
	// RFC 2141 §2.1 (the NID "urn"), §2.3.1 (a "%" that starts no escape).
	{RFC2141, "URN", []string{"urn:urn:a", "URN:Urn:a:b", "urn:foo:%", "urn:foo:%zz", "urn:foo:a%4", "urn:a:%%41"}},
	{RFC2141, "NID", []string{"urn", "uRn"}},
	{RFC2141, "NSS", []string{"%", "a%g0", "%4"}},
	// rfc2141bis-03 §2.1, §2.5.3 (%00 anywhere), §2.3 (a repeated
	// registered keywd); an encoded unreserved character (§2.5.2) and octets
	// that are not UTF-8 (§2.2) are warnings (errata U1, U5).
	{RFC2141bis03, "URI", []string{
		"urn:urn:a", "urn:ab:%00", "urn:ab:c?k=%00", "urn:ab:c#%00",
		"urn:ab:c?s=1&s=2", "urn:ab:c?s=1&c=&s=2#f", "urn:ab:%ff%41?s=&s=",
	}},
	{RFC2141bis03, "urn-path", []string{"urn:a", "ab:%00"}},
	{RFC2141bis03, "NSS", []string{"%00"}},
	{RFC2141bis03, "urn-query", []string{"s=a&s=b", "k=%00", "c=1&x=2&c=3"}},
	{RFC2141bis03, "directive", []string{"k=%00"}},
	// RFC 8141 §2.2 (UTF-8 in the NSS), §2.3.1 (a "?=" that no q-component
	// follows ends no r-component: grammar erratum E2).
	{RFC8141, "namestring", []string{
		"urn:ab:%ff", "urn:ab:c?+r?=", "urn:ab:c?+r?=/d", "urn:ab:c?+r?=?=d", "urn:ab:c?+r?=??=d#f",
		"urn:ab:c?+r?=/?=d?=e", "urn:ab:c?+r?=#f", "urn:ab:%C3%28?+r",
	}},
	{RFC8141, "assigned-name", []string{"urn:ab:%80"}},
	{RFC8141, "r-component", []string{"a?=b", "a?="}},
	{RFC8141, "NSS", []string{"%80", "a/%C0%AF"}},
}

// TestScanURNBeyondProse compares the URN scanners with the tree on the
// inputs that the automaton of a start rule accepts and a prose rule
// rejects (TestScanAgreesWithTree skips them): urnBeyondProse and the
// oracle's samples.
func TestScanURNBeyondProse(t *testing.T) {
	byDialect := map[Dialect]map[string][]string{}
	for _, tt := range urnBeyondProse {
		if byDialect[tt.d] == nil {
			byDialect[tt.d] = map[string][]string{}
		}
		for _, in := range tt.inputs {
			require.Error(t, Validate(tt.d, in, WithRule(tt.rule)), "%s %s %q: a prose rule rejects it", tt.d, tt.rule, in)
			byDialect[tt.d][tt.rule] = append(byDialect[tt.d][tt.rule], in)
		}
	}
	for _, d := range []Dialect{RFC2141, RFC2141bis03, RFC8141} {
		x := d.x
		t.Run(d.ID(), func(t *testing.T) {
			o := testOracle(t, d)
			checked := 0
			for i, rule := range x.meta.StartRules {
				inputs := byDialect[d][rule]
				for _, s := range oracle.Samples(o, rule, oracle.SampleOptions{N: *scanSamples, Seed: 5}) {
					inputs = append(inputs, string(s.Input))
				}
				for _, in := range inputs {
					state, off := x.auto.Run(x.startIdx[i], in)
					if off < len(in) || !x.auto.Accepting(state) || Validate(d, in, WithRule(rule)) == nil {
						continue
					}
					if !checkScan(t, x, rule, in) {
						return
					}
					checked++
				}
			}
			t.Logf("%d inputs", checked)
		})
	}
}

// urnScanInputs are valid inputs of every start rule of the URN dialects.
var urnScanInputs = []struct {
	d      Dialect
	rule   string
	inputs []string
}{
	{RFC2141, "URN", []string{"urn:ietf:rfc:2141", "URN:foo:a123,456", "urn:a:%2Fb/c?d#e"}},
	{RFC2141, "NID", []string{"ietf", "x-"}},
	{RFC2141, "NSS", []string{"rfc:2141", "a%2C456"}},
	{RFC2141bis03, "URI", []string{"urn:example:a123", "urn:example:a?s=I2L&c=1#f", "URN:ab:c#"}},
	{RFC2141bis03, "urn-path", []string{"ietf:rfc:2141"}},
	{RFC2141bis03, "NID", []string{"ietf"}},
	{RFC2141bis03, "NSS", []string{"rfc:2141"}},
	{RFC2141bis03, "urn-query", []string{"s=I2L&c=", "k-1=v/?=&x=y"}},
	{RFC2141bis03, "directive", []string{"s=I2L", "k="}},
	{RFC8141, "namestring", []string{
		"urn:example:foo-bar-baz-qux?+CCResolve:cc=uk", "urn:example:weather?=op=map&lat=39.56#f",
		"urn:ab:c?+r/?x=?=q", "urn:ab:c#",
	}},
	{RFC8141, "assigned-name", []string{"urn:isbn:0451450523"}},
	{RFC8141, "NID", []string{"isbn"}},
	{RFC8141, "NSS", []string{"0451450523/a"}},
	{RFC8141, "r-component", []string{"CCResolve:cc=uk", "a?b=c"}},
	{RFC8141, "q-component", []string{"op=map&lat=39.56"}},
	{RFC8141, "f-component", []string{"", "frag/?"}},
}

// TestScanURNAllocs holds the scanners of the URN dialects to the fast
// mode's contract: the record of a valid input costs no allocation.
func TestScanURNAllocs(t *testing.T) {
	for _, tt := range urnScanInputs {
		for _, in := range tt.inputs {
			require.NoError(t, Validate(tt.d, in, WithRule(tt.rule)), "%s %s %q", tt.d, tt.rule, in)
			var r record
			allocs := testing.AllocsPerRun(10, func() {
				tt.d.x.record(r.ref(), nil, in, tt.rule)
			})
			assert.Zero(t, allocs, "%s %s %q", tt.d, tt.rule, in)
		}
	}
}

// TestParseRFC8141Allocs: RFC 8141's prose rules read the record only, so a
// valid input on which no rule warns costs Parse no allocation (the URI is
// a value).
func TestParseRFC8141Allocs(t *testing.T) {
	for _, tt := range urnScanInputs {
		if tt.d != RFC8141 {
			continue
		}
		for _, in := range tt.inputs {
			u, err := Parse(RFC8141, in, WithRule(tt.rule))
			require.NoError(t, err, "%s %q", tt.rule, in)
			if len(u.Warnings) > 0 {
				continue // an r-component (§2.3.1)
			}
			allocs := testing.AllocsPerRun(10, func() {
				_, _ = Parse(RFC8141, in, WithRule(tt.rule))
			})
			assert.Zero(t, allocs, "%s %q", tt.rule, in)
		}
	}
	for _, in := range []string{"urn:ISBN:0-297-72769-3", "URN:NBN:no-59411", "urn:publicid:ISO%2FIEC+10179%3A1996:DTD", "urn:oid:1.3.6.1"} {
		// Upper-case NIDs (§5.1 compares them ignoring case) and escapes of
		// ASCII octets in the NSS (which §2.2 need not decode).
		allocs := testing.AllocsPerRun(10, func() { _, _ = Parse(RFC8141, in) })
		assert.Zero(t, allocs, "%q", in)
	}
}
