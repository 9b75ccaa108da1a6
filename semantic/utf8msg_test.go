package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestUTF8Messages: in rfc3987, a grammar of characters (§2.2 "Terminals in
// the ABNF are characters, not bytes"), a message speaks of bytes when the
// bytes are no UTF-8, with what RFC 3629 §4's table allows after the bytes
// before, and of code points, in U+ notation, when a well-formed character is
// outside the ranges the grammar allows there. The offset stays the
// grammar's: the first byte that cannot continue.
func TestUTF8Messages(t *testing.T) {
	tests := []struct {
		name, input string
		offset      int
		msg         string // the message after "at offset N: ", before " (in rule"
	}{
		// RFC 3629 §4: UTF8-3 = ... / %xED %x80-9F UTF8-tail: ED A0 80 would
		// be the surrogate U+D800.
		{name: "surrogate", input: "http://a/\xed\xa0\x80", offset: 10,
			msg: "invalid UTF-8 sequence ED A0: after ED, RFC 3629 §4 allows %x80-9F"},
		// UTF8-2 = %xC2-DF UTF8-tail, cut short by the end of input.
		{name: "truncated", input: "http://a/\xc3", offset: 10,
			msg: "unexpected end of input in the UTF-8 sequence C3: after C3, RFC 3629 §4 needs %x80-BF"},
		{name: "truncated 4-byte", input: "http://a/\xf0\x9f\x98", offset: 12,
			msg: "unexpected end of input in the UTF-8 sequence F0 9F 98: after F0 9F 98, RFC 3629 §4 needs %x80-BF"},
		{name: "ASCII after a lead byte", input: "http://a/\xc3x", offset: 10,
			msg: "invalid UTF-8 sequence C3 78: after C3, RFC 3629 §4 allows %x80-BF"},
		// UTF8-3 = %xE0 %xA0-BF UTF8-tail: E0 80 AF is an overlong "/" (RFC 3629 §10).
		{name: "overlong", input: "http://a/\xe0\x80\xaf", offset: 10,
			msg: "invalid UTF-8 sequence E0 80: after E0, RFC 3629 §4 allows %xA0-BF"},
		// No sequence begins with FF, nor with a UTF8-tail byte.
		{name: "FF", input: "http://a/\xff", offset: 9, msg: "invalid UTF-8: byte 0xFF begins no sequence of RFC 3629 §4"},
		{name: "stray continuation", input: "http://a/\x80", offset: 9,
			msg: "invalid UTF-8: byte 0x80 is a continuation byte after no lead byte (RFC 3629 §4)"},
		// §2.2: ucschar ends %xFDF0-FFEF: U+FFFE is a noncharacter outside it.
		{name: "U+FFFE", input: "http://a/\xef\xbf\xbe", offset: 11,
			msg: "unexpected U+FFFE (UTF-8 EF BF BE), expected U+FDF0-U+FFEF"},
		// §2.2: iprivate is in iquery only, not in a path.
		{name: "U+E000 in a path", input: "http://a/\xee\x80\x80", offset: 9,
			msg: `unexpected U+E000 (UTF-8 EE 80 80), expected "#", "/", "?", end of input or isegment`},
		// A US-ASCII byte at fault keeps its message.
		{name: "space", input: "http://a/b c", offset: 10,
			msg: `unexpected " ", expected "#", "/", "?", end of input or ipchar`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := Validate(RFC3987, tc.input)
			var se *Error
			require.ErrorAs(t, err, &se)
			assert.Equal(t, tc.offset, se.Offset)
			assert.Contains(t, se.Error(), ": "+tc.msg+" (in rule ")
		})
	}
	// A grammar of bytes names the byte, as before.
	err := Validate(RFC3986, "http://a/\xed\xa0\x80")
	assert.ErrorContains(t, err, "unexpected non-ASCII byte 0xED, expected")
}

func TestCodePointNotation(t *testing.T) {
	assert.Equal(t, "U+00A0-U+D7FF", codePointNotation("%xA0-D7FF"))
	assert.Equal(t, "U+F0000-U+FFFFD", codePointNotation("%xF0000-FFFFD"))
	assert.Equal(t, "U+00E9", codePointNotation("%xE9"))
	assert.Equal(t, "%x41-5A", codePointNotation("%x41-5A"), "US-ASCII ranges stay")
	assert.Equal(t, `"#"`, codePointNotation(`"#"`))
	assert.Equal(t, "isegment", codePointNotation("isegment"))
}
