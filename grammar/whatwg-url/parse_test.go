package whatwgurl_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/whatwgurl"
)

// TestStartRules checks the start rules against the ;@start pragma.
func TestStartRules(t *testing.T) {
	assert.Equal(t, []string{"valid-URL-string", "absolute-URL-with-fragment-string",
		"valid-URL-string-special-base", "valid-URL-string-file-base", "valid-URL-string-other-base",
		"valid-URL-string-opaque-path-base", "valid-host-string", "valid-opaque-host-string"}, whatwgurl.StartRules)
}

// The examples of the URL Standard, url.bs at 6ae8486: the table of §4
// (#example-url-parsing, "Valid" column) and the examples of the
// validation errors of §1.1.
func TestExamples(t *testing.T) {
	tests := []struct {
		rule, input string
		valid       bool
	}{
		{"valid-URL-string", "https:example.org", false},
		{"valid-URL-string", "https://////example.com///", false},
		{"valid-URL-string", "https://example.com/././foo", true},
		{"valid-URL-string-special-base", "hello:world", true},
		{"valid-URL-string-special-base", "https:example.org", false},
		{"valid-URL-string-special-base", `\example\..\demo/.\`, false},
		{"valid-URL-string-special-base", "example", true},
		{"valid-URL-string", "file:///C|/demo", false},
		{"valid-URL-string-file-base", "..", true},
		{"valid-URL-string", "file://localhost/", true},
		{"valid-URL-string", "file://loc%61lhost/", false},
		{"valid-URL-string", "https://user:password@example.org/", false},
		{"valid-URL-string", "https://example.org/foo bar", false},
		{"valid-URL-string", "https://EXAMPLE.com/../x", true},
		{"valid-URL-string", "https://ex ample.org/", false},
		{"valid-URL-string", "example", false},
		{"valid-URL-string", "https://example.com:demo", false},
		{"valid-URL-string", "http://[www.example.com]/", false},
		{"valid-URL-string", "https://example.org//", true},
		{"valid-URL-string", "https://example.com/[]?[]#[]", false},
		{"valid-URL-string", "https://example/%?%#%", false},
		{"valid-URL-string", "https://example/%25?%25#%25", true},
		// §1.1 examples.
		{"valid-URL-string", "foo://exa[mple.org", false},
		{"valid-URL-string", "https://[1:2:3:4:5:6:7:8:9]", false},
		{"valid-URL-string", "https://[1::1::1]", false},
		{"valid-URL-string", "https://[::01]", false},
		{"valid-URL-string", "https://[ffff::127.0.0.1]", true},
		{"valid-URL-string", "https://[ffff::127.00.0.1]", false},
		{"valid-URL-string", "https://example.org:70000", false},
		{"valid-URL-string", "https://example.org:65535", true},
		{"valid-URL-string", "https://example.org:00080", true},
		{"valid-URL-string", "https://example.org:7z", false},
		{"valid-URL-string", "file:c:/my-secret-folder", false},
		{"valid-URL-string-opaque-path-base", "#frag", true},
		{"valid-URL-string-opaque-path-base", "x", false},
		{"valid-URL-string", "mailto:user@example.org", true},
		{"valid-URL-string", "foo:/a//b", true},
		{"valid-URL-string", "foo://", true},
		{"valid-URL-string", "foo://:80", false},
		{"valid-URL-string", "http2://h", true},
		{"valid-URL-string", "HTTPS://h", true},
		{"valid-URL-string", "https://h\u00e9.example/\U0001F4A9?\ufffd", true},
		{"valid-URL-string", "https://h/\ufdd0", false},
		{"valid-URL-string", "https://h/\xff", false},
		{"valid-URL-string-other-base", "a+b:c", true},
		{"valid-URL-string-other-base", "a!b:c", true},
		{"valid-URL-string-other-base", ":c", true},
		{"valid-URL-string-other-base", "//h:1/p", true},
	}
	for _, tc := range tests {
		_, err := whatwgurl.ParseRule(tc.rule, []byte(tc.input))
		assert.Equal(t, tc.valid, err == nil, "%s %q: %v", tc.rule, tc.input, err)
		assert.Equal(t, tc.valid, whatwgurl.Automaton.Match(mustRule(t, tc.rule), tc.input), "automaton %s %q", tc.rule, tc.input)
	}
}

func mustRule(t *testing.T, rule string) int {
	i, ok := whatwgurl.Automaton.RuleIndex(rule)
	require.True(t, ok, rule)
	return i
}
