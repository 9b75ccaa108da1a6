package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFirstNonUTF8 checks the UTF-8 test of the octets of an NSS (RFC 3629
// §3, §4), escapes decoded: the offset is that of the first octet of the
// first sequence that is not UTF-8.
func TestFirstNonUTF8(t *testing.T) {
	tests := []struct {
		nss    string
		offset int
		ok     bool
	}{
		{nss: "abc", ok: true},
		{nss: "", ok: true},
		{nss: "%C3%A9", ok: true},                     // U+00E9, two octets
		{nss: "a%E2%82%ACb", ok: true},                // U+20AC, three octets
		{nss: "%F0%9F%8D%A3", ok: true},               // U+1F363, four octets
		{nss: "%C3", offset: 0},                       // truncated
		{nss: "a%E2%82", offset: 1},                   // truncated at the end
		{nss: "%FF", offset: 0},                       // never in UTF-8
		{nss: "a%C3%A9%80", offset: 7},                // a stray continuation octet
		{nss: "%C0%AF", offset: 0},                    // overlong "/" (RFC 3629 §3)
		{nss: "%ED%A0%80", offset: 0},                 // a surrogate
		{nss: "x%c3%a9y%E2%82%ACz%e2%82", offset: 18}, // lower-case hex too
		// ASCII with escapes of ASCII octets only (the common case, read
		// without decoding) and the cases that are read by decoding.
		{nss: "a%41%7e%2F", ok: true},
		{nss: "a%8", ok: true}, // no escape: "%" and "8" are octets
		{nss: "\xc3\xa9", ok: true},
		{nss: "a\xff", offset: 1},
		{nss: "%41%7F%80", offset: 6},
	}
	for _, tt := range tests {
		off, ok := firstNonUTF8(tt.nss)
		assert.Equal(t, tt.ok, ok, "%q", tt.nss)
		if !tt.ok {
			assert.Equal(t, tt.offset, off, "%q", tt.nss)
		}
		assert.Zero(t, testing.AllocsPerRun(10, func() { firstNonUTF8(tt.nss) }), "%q", tt.nss)
	}
}

// TestValidateAllocsURN checks that Validate of a valid URN allocates
// nothing, although the URN dialects' prose rules read its record.
func TestValidateAllocsURN(t *testing.T) {
	for _, tc := range []struct {
		d  Dialect
		in string
	}{
		{RFC2141, "urn:isbn:0-395-36341-1"},
		{RFC2141bis03, "urn:isbn:0-395-36341-1"},
		{RFC8141, "urn:example:a123,z456?=q#f"},
	} {
		assert.Zero(t, testing.AllocsPerRun(20, func() {
			if err := Validate(tc.d, tc.in); err != nil {
				panic(err)
			}
		}), "%s %q", tc.d, tc.in)
	}
}
