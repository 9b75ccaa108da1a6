package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRFC2141Rules: the prose MUST rules of RFC 2141 that Parse enforces
// (urnrules_rfc2141.go), next to what the grammar already decides.
func TestRFC2141Rules(t *testing.T) {
	tests := []struct {
		name    string
		rule    string // start rule; "" for URN
		input   string
		valid   bool
		offset  int    // of the violation, when invalid
		in      string // the rule reported, when invalid
		section string // "" for a grammar error (no Reason)
	}{
		// §2.1 "the NID "urn" is reserved and MUST NOT be used"; the NID is case insensitive.
		{name: "2.1 urn", input: "urn:urn:NSS", offset: 4, in: "NID", section: "2.1"},
		{name: "2.1 UrN", input: "urn:UrN:NSS", offset: 4, in: "NID", section: "2.1"},
		{name: "2.1 start rule NID", rule: "NID", input: "URN", offset: 0, in: "NID", section: "2.1"},
		{name: "2.1 urnx", input: "urn:urnx:urn", valid: true},
		{name: "2.1 urn-", input: "urn:urn-:x", valid: true},
		// §2.3.1 "The presence of an "%" character in an URN MUST be followed by two characters
		// from the <hex> character set" (U1; the grammar admits "%" as a reserved character).
		{name: "2.3.1 bare %", input: "urn:a:%", offset: 6, in: "NSS", section: "2.3.1"},
		{name: "2.3.1 one hex", input: "urn:a:%A", offset: 6, in: "NSS", section: "2.3.1"},
		{name: "2.3.1 not hex", input: "urn:a:b%zz", offset: 7, in: "NSS", section: "2.3.1"},
		{name: "2.3.1 %25 then bare %", input: "urn:a:%25%", offset: 9, in: "NSS", section: "2.3.1"},
		{name: "2.3.1 start rule NSS", rule: "NSS", input: "%F", offset: 0, in: "NSS", section: "2.3.1"},
		{name: "2.3.1 %25", input: "URN:hexes:%25", valid: true},
		{name: "2.3.1 mixed-case hex", input: "URN:x:abc%1Dz%2F%3az", valid: true},
		// U2: any octet may be %-encoded (§6 example 5 encodes ",", which is not reserved).
		{name: "U2 encoded other", input: "urn:foo:a123%2C456", valid: true},
		{name: "U2 encoded letter", input: "urn:foo:%41", valid: true},
		// U4: %-escapes need not be UTF-8 (§2.4 octets 127-255 MUST be %encoded).
		{name: "U4 octet FF", input: "URN:FOO:ABC%FFabc123%2c456", valid: true},
		// §2.4: excluded characters (grammar).
		{name: "2.4 tilde", input: "urn:a:~", offset: 6, in: "URN"},
		{name: "2.4 ampersand", input: "urn:ietf:params:scim:schemas:core:2.&", offset: 36, in: "NSS"},
		// The NID is checked before the NSS: the first violation in the input is reported.
		{name: "first of two", input: "urn:urn:%", offset: 4, in: "NID", section: "2.1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var opts []Option
			if tt.rule != "" {
				opts = append(opts, WithRule(tt.rule))
			}
			_, err := Parse(RFC2141, tt.input, opts...)
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

// TestRFC2141RulesMessage pins the messages of the prose rule violations.
func TestRFC2141RulesMessage(t *testing.T) {
	_, err := Parse(RFC2141, "urn:Urn:NSS")
	assert.EqualError(t, err, `rfc2141: invalid URN at offset 4: the NID "urn" is reserved and MUST NOT be used `+
		`(the Namespace Identifier is case insensitive) (in rule NID, §2.1)`)
	_, err = Parse(RFC2141, "urn:a:b%4")
	assert.EqualError(t, err, `rfc2141: invalid URN at offset 7: the presence of an "%" character in an URN MUST be `+
		`followed by two characters from the <hex> character set; "4" follows it (in rule NSS, §2.3.1)`)
	_, err = Parse(RFC2141, "urn:a:b%")
	assert.EqualError(t, err, `rfc2141: invalid URN at offset 7: the presence of an "%" character in an URN MUST be `+
		`followed by two characters from the <hex> character set; the end of the NSS follows it (in rule NSS, §2.3.1)`)
}

// TestRFC2141Warnings: the SHOULD-level rules of §2.3.2 and §2.4.
func TestRFC2141Warnings(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		sections []string
		offsets  []int
	}{
		// §6 example 1: no warning.
		{name: "6 example 1", input: "URN:foo:a123,456"},
		// §2.3.2 "/", "?" and "#" SHOULD NOT be used unencoded; encoded they are fine.
		{name: "2.3.2 slash", input: "urn:a:b/c", sections: []string{"2.3.2"}, offsets: []int{7}},
		{name: "2.3.2 all three", input: "urn:a:?#/", sections: []string{"2.3.2", "2.3.2", "2.3.2"}, offsets: []int{6, 7, 8}},
		{name: "2.3.2 encoded", input: "urn:a:b%2Fc%3F%23"},
		// §2.4 octet 0 "should NEVER be used, in either unencoded or %-encoded form" (U3).
		{name: "2.4 %00", input: "urn:a:b%00", sections: []string{"2.4"}, offsets: []int{7}},
		{name: "2.4 %100", input: "urn:a:%100"},
		// §2.3.1 "a character MUST NOT be "%"-encoded if the character is not
		// a reserved character": valid only if the namespace reserves it (U2);
		// §6 example 5 encodes ",".
		{name: "2.3.1 letter", input: "urn:a:%41", sections: []string{"2.3.1"}, offsets: []int{6}},
		{name: "6 example 5", input: "urn:foo:a123%2C456", sections: []string{"2.3.1"}, offsets: []int{12}},
		{name: "2.3.1 excluded octet", input: "urn:a:%26%7E%20"},
		// §2.2: octets that are not UTF-8 (U4).
		{name: "2.2 not UTF-8", input: "urn:a:b%FF", sections: []string{"2.2"}, offsets: []int{7}},
		{name: "2.2 UTF-8", input: "urn:a:%C3%A9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := Parse(RFC2141, tt.input)
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
	u, err := Parse(RFC2141, "urn:a:b/c")
	require.NoError(t, err)
	assert.Equal(t, `"/" is RESERVED for future developments: namespace developers SHOULD NOT use it in unencoded form, `+
		`but rather its %-encoding %2F`, u.Warnings[0].Message)
}
