package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestURNRules: the prose MUST rules of rfc2141bis-03 that Parse enforces
// (urnrules.go), and the ones its grammar already enforces.
func TestURNRules(t *testing.T) {
	tests := []struct {
		name    string
		rule    string // start rule; "" for URI
		input   string
		valid   bool
		offset  int    // of the violation, when invalid
		in      string // the rule of the offending part, when invalid
		section string // "" for a grammar error (no Reason)
	}{
		// §2.1 "the NID "urn" is permanently reserved ... MUST NOT be used".
		{name: "2.1 urn", input: "urn:urn:x", offset: 4, in: "NID", section: "2.1"},
		{name: "2.1 URN", input: "urn:URN:x", offset: 4, in: "NID", section: "2.1"},
		{name: "2.1 start rule NID", rule: "NID", input: "uRn", offset: 0, in: "NID", section: "2.1"},
		{name: "2.1 urnx", input: "urn:urnx:x", valid: true},
		{name: "2.1 urn in NSS", input: "urn:x-y:urn", valid: true},
		// §2.5.3 NUL "MUST NOT be used in URNs, in either unencoded or percent-encoded form".
		{name: "2.5.3 NSS", input: "urn:foo:a%00b", offset: 9, in: "NSS", section: "2.5.3"},
		{name: "2.5.3 query", input: "urn:foo:a?s=%00", offset: 12, in: "value", section: "2.5.3"},
		{name: "2.5.3 fragment", input: "urn:foo:a#x%00", offset: 11, in: "fragment", section: "2.5.3"},
		{name: "2.5.3 start rule NSS", rule: "NSS", input: "%00", offset: 0, in: "NSS", section: "2.5.3"},
		{name: "2.5.3 unencoded", input: "urn:foo:a\x00", offset: 9, in: "NSS"},
		{name: "2.5.3 %01", input: "urn:foo:a%01", valid: true},
		{name: "2.5.3 %100", input: "urn:foo:a%100", valid: true},
		// §2.5.2 "a character MUST NOT be percent-encoded if the character is
		// not a reserved character": a namespace may reserve any character,
		// so these are valid, with a warning (U1, TestURNWarnings).
		{name: "2.5.2 ALPHA", input: "urn:foo:%41", valid: true},
		{name: "2.5.2 tilde", input: "urn:foo:a%7e", valid: true},
		{name: "2.5.2 dot", input: "urn:foo:a%2E", valid: true},
		// §5.1 example 5: "%2C" encodes the sub-delim ",".
		{name: "2.5.2 sub-delim", input: "urn:foo:a123%2C456", valid: true},
		{name: "2.5.2 gen-delim", input: "urn:foo:a%2F%3F%23%5B%5D", valid: true},
		{name: "2.5.2 non-ASCII", input: "urn:foo:%C3%A9", valid: true},
		{name: "2.5.2 query", input: "urn:foo:a?s=%41", valid: true},
		// §2.2 "encoding each character ... as a sequence of octets using
		// UTF-8 encoding", §7.1; §2.5.2 and §2.5.3 escape octets: octets
		// that are not UTF-8 are valid, with a warning (U5, TestURNWarnings).
		{name: "2.2 UTF-8", input: "urn:foo:%E2%82%AC%c3%a9", valid: true},
		{name: "2.2 not UTF-8", input: "urn:foo:a%FF", valid: true},
		{name: "2.2 truncated", input: "urn:foo:x%C3y", valid: true},
		{name: "2.2 query", input: "urn:foo:a?s=%FF", valid: true},
		// §2.3 "Each registered <keywd> MUST NOT appear more than once in any URN" (U4).
		{name: "2.3 s twice", input: "urn:foo:a?s=1&s=2", offset: 14, in: "keywd", section: "2.3"},
		{name: "2.3 c twice", input: "urn:foo:a?c=1&s=I2L&c=2", offset: 20, in: "keywd", section: "2.3"},
		{name: "2.3 unregistered", input: "urn:foo:a?x=1&x=2", valid: true},
		{name: "2.3 case-sensitive", input: "urn:foo:a?S=1&s=2", valid: true},
		// §2.3 "<query> parts of URN references MUST adhere to the following restricted syntax":
		// the grammar (urn-query, grammar erratum E2).
		{name: "2.3 syntax ok", input: "urn:foo:a?s=I2L&c=ToC", valid: true},
		{name: "2.3 v-subdels", input: "urn:foo:a?a=b?c/d=e:f@g", valid: true},
		{name: "2.3 no =", input: "urn:foo:a?x", offset: 11, in: "keywd"},
		{name: "2.3 empty", input: "urn:foo:a?", offset: 10, in: "URI"},
		{name: "2.3 empty keywd", input: "urn:foo:a?=1", offset: 10, in: "URI"},
		{name: "2.3 &&", input: "urn:foo:a?a=1&&b=2", offset: 14, in: "urn-query"},
		// §2 "Question mark and hash sign ... MUST NOT appear unencoded in a NSS"; §2.5.1 "/".
		{name: "2.5.1 slash", input: "urn:foo:a/b", offset: 9, in: "NSS"},
		{name: "2.5.1 bracket", input: "urn:foo:a[b", offset: 9, in: "NSS"},
		// §2.5.2 "%" "MUST always be followed by two <HEXDIG> characters".
		{name: "2.5.2 bad escape", input: "urn:foo:a%g0", offset: 10, in: "pct-encoded"},
		// The first violation in the input is reported.
		{name: "first of two", input: "urn:urn:%00", offset: 4, in: "NID", section: "2.1"},
		{name: "first of two reversed", input: "urn:foo:%00?s=%00", offset: 8, in: "NSS", section: "2.5.3"},
		{name: "a warning is no error", input: "urn:foo:%41?s=%00", offset: 14, in: "value", section: "2.5.3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var opts []Option
			if tt.rule != "" {
				opts = append(opts, WithRule(tt.rule))
			}
			_, err := Parse(RFC2141bis03, tt.input, opts...)
			if tt.valid {
				require.NoError(t, err)
				return
			}
			var se *Error
			require.ErrorAs(t, err, &se)
			assert.Equal(t, tt.offset, se.Offset, se.Error())
			assert.Equal(t, tt.in, se.Rule)
			if tt.section == "" {
				assert.Empty(t, se.Reason, "a grammar error")
				return
			}
			assert.Equal(t, tt.section, se.Section)
			assert.NotEmpty(t, se.Reason)
		})
	}
}

// TestURNRulesMessage pins the message of a prose rule violation.
func TestURNRulesMessage(t *testing.T) {
	_, err := Parse(RFC2141bis03, "urn:foo:a%00")
	assert.EqualError(t, err, "rfc2141bis-03: invalid URI at offset 9: the NUL octet MUST NOT be used in URNs, "+
		"in either unencoded or percent-encoded form (in rule NSS, §2.5.3)")
	u, err := Parse(RFC2141bis03, "urn:foo:x%41")
	require.NoError(t, err)
	assert.Equal(t, []Warning{{Offset: 9, Section: "2.5.2", Message: `"%41" encodes "A", which the NSS admits unencoded: ` +
		`"a character MUST NOT be percent-encoded if the character is not a reserved character", so this is valid only ` +
		`if namespace "foo" reserves "A"`}}, u.Warnings)
	_, err = Parse(RFC2141bis03, "urn:foo:x?s=a&s=b")
	assert.EqualError(t, err, `rfc2141bis-03: invalid URI at offset 14: the registered keywd "s" MUST NOT appear `+
		`more than once in a URN (first at offset 10) (in rule keywd, §2.3)`)
}

// TestURNWarnings: the MUSTs on assigned URNs are warnings (U3).
func TestURNWarnings(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		sections []string
		offsets  []int
	}{
		// An assigned URN: no warning.
		{name: "assigned", input: "urn:foo:a123,456"},
		// §2.3 query, §2.4 fragment: references to URNs.
		{name: "2.3 query", input: "urn:foo:a?s=I2L", sections: []string{"2.3"}, offsets: []int{9}},
		{name: "2.4 fragment", input: "urn:foo:a#xyz", sections: []string{"2.4"}, offsets: []int{9}},
		{name: "both", input: "urn:foo:a?s=I2L#xyz", sections: []string{"2.3", "2.4"}, offsets: []int{9, 15}},
		// §2.5.2: a percent-encoded character the NSS admits unencoded is
		// valid only if the namespace reserves it (U1); a gen-delim or an
		// octet outside the repertoire is no such character.
		{name: "2.5.2 unreserved", input: "urn:foo:%41b%7e", sections: []string{"2.5.2", "2.5.2"}, offsets: []int{8, 12}},
		{name: "2.5.2 sub-delim", input: "urn:foo:a123%2C456", sections: []string{"2.5.2"}, offsets: []int{12}},
		{name: "2.5.2 gen-delim", input: "urn:foo:a%2F%3F%23%5B%5D"},
		{name: "2.5.2 in the query", input: "urn:foo:a?s=%41", sections: []string{"2.3"}, offsets: []int{9}},
		// §2.2, §7.1: octets that are not UTF-8 (U5), before the query's warning.
		{name: "2.2 not UTF-8", input: "urn:foo:a%FF?s=1", sections: []string{"2.2", "2.3"}, offsets: []int{9, 12}},
		{name: "2.2 overlong", input: "urn:foo:%C0%AE", sections: []string{"2.2"}, offsets: []int{8}},
		{name: "2.2 second sequence", input: "urn:foo:%C3%A9%E2%82", sections: []string{"2.2"}, offsets: []int{14}},
		{name: "2.2 and 2.5.2 in order", input: "urn:foo:%FF%41", sections: []string{"2.2", "2.5.2"}, offsets: []int{8, 11}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := Parse(RFC2141bis03, tt.input)
			require.NoError(t, err)
			var sections []string
			var offsets []int
			for _, w := range u.Warnings {
				sections = append(sections, w.Section)
				offsets = append(offsets, w.Offset)
				assert.NotEmpty(t, w.Message)
			}
			assert.Equal(t, tt.sections, sections)
			assert.Equal(t, tt.offsets, offsets)
		})
	}
	// A query parsed on its own is not a reference's query.
	u, err := Parse(RFC2141bis03, "s=I2L", WithRule("urn-query"))
	require.NoError(t, err)
	assert.Empty(t, u.Warnings)
}
