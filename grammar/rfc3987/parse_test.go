package rfc3987_test

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc3987"
)

// TestStartRules checks the start rules against the ;@start pragma.
func TestStartRules(t *testing.T) {
	assert.Equal(t, []string{"IRI-reference", "IRI", "absolute-IRI", "irelative-ref"}, rfc3987.StartRules)
	_, err := rfc3987.ParseRule("ireg-name", []byte("a"))
	require.Error(t, err)
	_, _, ok := rfc3987.Failure(err)
	assert.False(t, ok, "an unknown start rule is not a parse failure")
}

// Non-ASCII characters are matched as code points: the tree spans are byte
// offsets, the node texts the UTF-8 bytes of the input.
func TestCharacters(t *testing.T) {
	tests := []struct {
		name, input string
		rule, text  string // a node of rule with text must be in the tree
	}{
		// §3.1: "http://r&#xE9;sum&#xE9;.example.org".
		{name: "ireg-name", input: "http://r\u00e9sum\u00e9.example.org", rule: "ireg-name", text: "r\u00e9sum\u00e9.example.org"},
		// §3.1: "http://example.com/&#x10300;&#x10301;&#x10302", the first three letters of Old Italic.
		{name: "four-byte characters", input: "http://example.com/\U00010300\U00010301\U00010302", rule: "isegment", text: "\U00010300\U00010301\U00010302"},
		// §3.2.1: "http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE".
		{name: "three-byte host", input: "http://\u7d0d\u8c46.example.org/%E2%80%AE", rule: "ireg-name", text: "\u7d0d\u8c46.example.org"},
		// §2.2: iprivate in iquery only.
		{name: "iprivate in the query", input: "http://h/p?\ue000\U0010fffd", rule: "iquery", text: "\ue000\U0010fffd"},
		{name: "iuserinfo", input: "ftp://\u00e9@h/", rule: "iuserinfo", text: "\u00e9"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root, err := rfc3987.ParseRule("IRI-reference", []byte(tc.input))
			require.NoError(t, err)
			require.NoError(t, root.CheckSpans(tc.input))
			var texts []string
			for _, n := range root.FindAll(tc.rule) {
				texts = append(texts, n.Text)
			}
			assert.Contains(t, texts, tc.text)
		})
	}
}

// Input that is not UTF-8 is rejected at the first byte of the ill-formed
// sequence (pigeon's "invalid encoding"), a valid character outside the
// classes at its first byte; rfc3987.peg says why no guard is needed and
// how this differs from the oracle's offset (grammar/oracle vectors_test.go
// checks the oracle's).
func TestRejectedBytes(t *testing.T) {
	tests := []struct {
		name, input string
		offset      int
	}{
		{name: "surrogate U+D800 (ED A0 80)", input: "http://a/\xed\xa0\x80", offset: 9},
		{name: "surrogate U+DFFF in the query", input: "http://a/?\xed\xbf\xbf", offset: 10},
		{name: "overlong slash (§8: 0xC0 0xAF)", input: "http://a/\xc0\xaf..", offset: 9},
		{name: "lone continuation byte", input: "http://a/b\x80", offset: 10},
		{name: "truncated at the end", input: "http://a/\xe4\xb8", offset: 9},
		{name: "truncated before ASCII", input: "http://a/\xe4\xb8x", offset: 9},
		{name: "above U+10FFFF", input: "http://a/?\xf4\x90\x80\x80", offset: 10},
		{name: "0xFF", input: "\xff", offset: 0},
		{name: "latin-1 e-acute (§3.2: r%E9sum%E9 decoded as octets)", input: "http://www.example.org/r\xe9sum\xe9.html", offset: 24},
		{name: "invalid byte in the host", input: "http://r\xe9sum\xe9.example.org", offset: 8},
		{name: "invalid byte in a scheme", input: "h\xc3tp:", offset: 1},
		// Valid UTF-8, but no character of the grammar there.
		{name: "U+FFFD, the replacement character", input: "http://a/\ufffd", offset: 9},
		{name: "iprivate U+E000 in the path", input: "http://a/\ue000", offset: 9},
		{name: "iprivate U+F8FF in the fragment", input: "http://a/#\uf8ff", offset: 10},
		{name: "U+009F, a C1 control", input: "http://a/\u009f", offset: 9},
		{name: "U+FDD0, a non-character", input: "http://a/\ufdd0", offset: 9},
		{name: "U+E0001, a tag", input: "http://a/\U000e0001", offset: 9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, rule := range rfc3987.StartRules {
				_, err := rfc3987.ParseRule(rule, []byte(tc.input))
				require.Error(t, err, rule)
				if rule != "IRI-reference" && rule != "IRI" {
					continue // the other rules fail earlier, at the ":" or before
				}
				off, _, ok := rfc3987.Failure(err)
				require.True(t, ok, "%v", err)
				assert.Equal(t, tc.offset, off, "%s: %v", rule, err)
			}
			if !utf8.ValidString(tc.input) {
				_, err := rfc3987.ParseRule("IRI-reference", []byte(tc.input))
				assert.ErrorContains(t, err, "invalid encoding")
			}
		})
	}
}
