package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRFC8141Rules: the prose rules of RFC 8141 that Parse enforces
// (urnrules_rfc8141.go), next to what the grammar already decides.
func TestRFC8141Rules(t *testing.T) {
	tests := []struct {
		name    string
		rule    string // start rule; "" for namestring
		input   string
		valid   bool
		offset  int    // of the violation, when invalid
		in      string // the rule reported, when invalid
		section string // "" for a grammar error (no Reason)
	}{
		// §2.2 URNs "MUST use only Unicode characters encoded in UTF-8" (U1: the NSS).
		{name: "2.2 UTF-8", input: "urn:example:%D0%B0123,z456", valid: true},
		{name: "2.2 not UTF-8", input: "urn:example:a%FF", offset: 13, in: "NSS", section: "2.2"},
		{name: "2.2 truncated", input: "urn:example:%D0z", offset: 12, in: "NSS", section: "2.2"},
		{name: "2.2 overlong", input: "urn:example:%C0%AE", offset: 12, in: "NSS", section: "2.2"},
		{name: "2.2 start rule NSS", rule: "NSS", input: "%E2%82", offset: 0, in: "NSS", section: "2.2"},
		{name: "2.2 r-component any octet", input: "urn:example:foo?+%FF", valid: true},
		{name: "2.2 q-component any octet", input: "urn:esempio:climate?=%A1alnum", valid: true},
		{name: "2.2 f-component any octet", input: "urn:example:foo#%D0alnum", valid: true},
		// §2 and §2.3.1: "The r-component ends with a "?=" sequence" (grammar erratum E2).
		{name: "2.3.1 ?= at the end", input: "urn:ex:ex?+rcomponent?+rcomponent?=", offset: 33, in: "r-component", section: "2.3.1"},
		{name: "2.3.1 ?= then slash", input: "urn:ex:ex?+a?=/b", offset: 12, in: "r-component", section: "2.3.1"},
		{name: "2.3.1 ?= then hash", input: "urn:ex:ex?+a?=#f", offset: 12, in: "r-component", section: "2.3.1"},
		{name: "2.3.1 start rule", rule: "r-component", input: "a?=b", offset: 1, in: "r-component", section: "2.3.1"},
		{name: "2.3.1 ?= begins a q-component", input: "urn:ex:ex?+a?=b", valid: true},
		{name: "2.3.1 ?+ inside", input: "urn:ex:ex?+rcomponent?+rcomponent?=qcomponent", valid: true},
		{name: "2.3.2 ?= inside q", input: "urn:ex:ex?=a?=", valid: true},
		// §2 "a "?" that is not immediately followed by "=" or "+" ... SHOULD be treated as a
		// syntax error": the grammar.
		{name: "2 lone ?", input: "urn:mm:a?b", offset: 9, in: "rq-components"},
		// The NSS precedes the r-component: the first violation in the input is reported.
		{name: "first of two", input: "urn:ex:%FF?+a?=", offset: 7, in: "NSS", section: "2.2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var opts []Option
			if tt.rule != "" {
				opts = append(opts, WithRule(tt.rule))
			}
			_, err := Parse(RFC8141, tt.input, opts...)
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

// TestRFC8141RulesMessage pins the message of a prose rule violation.
func TestRFC8141RulesMessage(t *testing.T) {
	_, err := Parse(RFC8141, "urn:ex:ex?+a?=")
	assert.EqualError(t, err, `rfc8141: invalid namestring at offset 12: the r-component ends with a "?=" sequence `+
		`(which begins a q-component), and the prose restricts r-component so; here no q-component follows the "?=" `+
		`(in rule r-component, §2.3.1)`)
}

// TestRFC8141Warnings: the NID rules of §5 (U2) and the r-component SHOULD NOT
// of §2.3.1.
func TestRFC8141Warnings(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		sections []string
		offsets  []int
	}{
		// §3.2: an NID that can be registered, no component.
		{name: "3.2 example", input: "urn:example:a123,z456"},
		// §5.2 informal NIDs: "urn-" Number, no leading zero; "urn-" is case-insensitive.
		{name: "5.2 urn-7", input: "urn:urn-7:informal"},
		{name: "5.2 URN-12", input: "urn:URN-12:x"},
		{name: "5.2 urn-0", input: "urn:urn-0:nss", sections: []string{"5.2"}, offsets: []int{4}},
		{name: "5.2 urn-s", input: "urn:urn-s:nss", sections: []string{"5.2"}, offsets: []int{4}},
		{name: "5.2 urn-07", input: "urn:urn-07:nss", sections: []string{"5.2"}, offsets: []int{4}},
		// §5.1 item 3: more than two characters; not ALPHA ALPHA "-" (nor "xn--").
		{name: "5.1 two characters", input: "urn:ex:ex", sections: []string{"5.1"}, offsets: []int{4}},
		{name: "5.1 country code", input: "urn:de-nb:x", sections: []string{"5.1"}, offsets: []int{4}},
		{name: "5.1 xn--", input: "urn:xn--b1a:x", sections: []string{"5.1"}, offsets: []int{4}},
		{name: "5.1 digit and letter", input: "urn:1e-x:x"},
		// §5.1 item 4, Appendix C: "X-".
		{name: "5.1 X-", input: "urn:X-foo:x", sections: []string{"5.1"}, offsets: []int{4}},
		{name: "5.1 x-", input: "urn:x-foo:x", sections: []string{"5.1"}, offsets: []int{4}},
		// §2.3.1 "r-components SHOULD NOT be used for URNs before their semantics have been
		// standardized", at the "?+".
		{name: "2.3.1 r-component", input: "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk", sections: []string{"2.3.1"}, offsets: []int{27}},
		{name: "2.3.2 q-component", input: "urn:example:weather?=op=map"},
		{name: "both", input: "urn:ex:ex?+a", sections: []string{"5.1", "2.3.1"}, offsets: []int{4, 9}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := Parse(RFC8141, tt.input)
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
}

// TestInformalNamespaceName is the ABNF of RFC 8141 §5.2.
func TestInformalNamespaceName(t *testing.T) {
	tests := []struct {
		name string
		nid  string
		want bool
	}{
		{name: "5.2 urn-7", nid: "urn-7", want: true},   // §5.2 example
		{name: "5.2 urn-10", nid: "urn-10", want: true}, // Number = DigitNonZero 0*Digit
		{name: "5.2 case", nid: "URN-1", want: true},    // "urn-" is a case-insensitive ABNF literal
		{name: "5.2 no number", nid: "urn-", want: false},
		{name: "5.2 leading zero", nid: "urn-01", want: false},
		{name: "5.2 zero", nid: "urn-0", want: false},
		{name: "5.2 letter", nid: "urn-1a", want: false},
		{name: "5.2 other prefix", nid: "urn7", want: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, isInformalNamespaceName(tt.nid))
		})
	}
}
