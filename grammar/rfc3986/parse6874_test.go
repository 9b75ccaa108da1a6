package rfc3986_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc3986"
	"github.com/urispec/urispec/internal/asttest"
)

// The RFC 6874 companion rules (grammar errata E5-E7): the URIs RFC 6874
// prints, under its rules and under the unchanged RFC 3986 ones.
func TestRFC6874(t *testing.T) {
	tests := []struct {
		name  string
		input string
		zone  string // the ZoneID node's text, "" when the reference is invalid under -6874
		plain bool   // valid under RFC 3986 URI-reference
	}{
		// §2: "the scoped address fe80::a%en1 would appear in a URI as http://[fe80::a%25en1]".
		{name: "§2", input: "http://[fe80::a%25en1]", zone: "en1"},
		// §2: "the first Ethernet interface in a host might be called %0, %1, %en1, %eth0".
		{name: "§2 %0", input: "http://[fe80::a%250]", zone: "0"},
		{name: "§2 %eth0", input: "http://[fe80::a%25eth0]", zone: "eth0"},
		// §3: ""%ee1" would need to be manually rewritten to "fe80::a%25ee1"".
		{name: "§3", input: "http://[fe80::a%25ee1]", zone: "ee1"},
		// Appendix A, option 2: a bare "%", not URI syntax (erratum E6).
		{name: "A option 2", input: "http://[fe80::a%en1]"},
		// Appendix A, option 3: an alternative separator.
		{name: "A option 3", input: "http://[fe80::a-en1]"},
		// Appendix A, option 4: the IPvFuture syntax, valid under both.
		{name: "A option 4", input: "http://[v6.fe80::a_en1]", plain: true},
		// A percent-encoded "%" inside the zone (§2: "the syntax ... does allow such characters
		// to be percent-encoded").
		{name: "pct-encoded zone", input: "//[fe80::1%25%25]", zone: "%25"},
		{name: "zone 25", input: "//[fe80::1%2525]", zone: "25"},
		{name: "empty zone", input: "//[fe80::1%25]"},
		{name: "zone with a bracket", input: "//[fe80::1%25a]b]"},
		{name: "IPv4 tail", input: "//[::ffff:1.2.3.4%25x]", zone: "x"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root, err := rfc3986.ParseRule("URI-reference-6874", []byte(tc.input))
			if tc.zone == "" && !tc.plain {
				require.Error(t, err)
			} else {
				require.NoError(t, err)
				asttest.CheckSpans(t, tc.input, root)
				if z := root.Find("ZoneID"); tc.zone != "" {
					require.NotNil(t, z)
					assert.Equal(t, tc.zone, z.Text)
				} else {
					assert.Nil(t, z)
				}
			}
			_, err = rfc3986.ParseRule("URI-reference", []byte(tc.input))
			assert.Equal(t, tc.plain, err == nil, "RFC 3986 URI-reference")
		})
	}
}
