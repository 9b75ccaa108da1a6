package oracle

import (
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/urispec/urispec/grammar/abnf"
)

// iriLike is a grammar that declares ;@encoding utf-8 (grammar/README.md):
// a few of the code point ranges of RFC 3987 §2.2, a concatenation with a
// code point and a value range that starts in US-ASCII.
const iriLike = `;@dialect t
;@spec S "T" 2000-01
;@start s
;@encoding utf-8
s        = *( "a" / ucschar / "/" ) [ "?" *( "a" / ucschar / iprivate ) ]  ; §1
ucschar  = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD       ; §1
iprivate = %xE000-F8FF / %x100000-10FFFD                               ; §1
e-acute  = %xE9.41                                                     ; §1
wide     = %x20-FF                                                     ; §1
`

func utf8Grammar(t testing.TB) *Oracle {
	t.Helper()
	g, err := abnf.Parse("t.abnf", []byte(iriLike))
	require.NoError(t, err)
	return compile(t, g)
}

// In a utf-8 grammar a value above %x7F is a code point matched as its UTF-8
// encoding (RFC 3629), the surrogates are never matched, and any input that
// is not valid UTF-8 is rejected.
func TestMatchUTF8(t *testing.T) {
	o := utf8Grammar(t)
	tests := []struct {
		name, rule, input string
		want              bool
	}{
		{"ASCII", "s", "a/a", true},
		{"U+00A0, first of ucschar", "s", "a\u00a0", true},
		{"U+009F, just below", "s", "a\u009f", false},
		{"U+D7FF, last before the surrogates", "s", "\ud7ff", true},
		{"U+F900", "s", "\uf900", true},
		{"U+FDCF", "s", "\ufdcf", true},
		{"U+FDD0, a non-character between two ranges", "s", "\ufdd0", false},
		{"U+FFEF", "s", "\uffef", true},
		{"U+FFFD, the replacement character, is in no range", "s", "\ufffd", false},
		{"U+10000, first four-byte", "s", "\U00010000", true},
		{"U+1FFFD", "s", "\U0001fffd", true},
		{"U+1FFFE", "s", "\U0001fffe", false},
		{"iprivate only in the query", "s", "\ue000", false},
		{"iprivate in the query", "s", "?\ue000\uf8ff\U00100000\U0010fffd", true},
		{"U+F8FF in the path", "s", "a\uf8ff", false},
		// Not valid UTF-8 (RFC 3629 §3).
		{"surrogate U+D800 as ED A0 80", "s", "a\xed\xa0\x80", false},
		{"surrogate in the query", "s", "?\xed\xbf\xbf", false},
		{"lone continuation byte", "s", "a\x80", false},
		{"truncated two-byte", "s", "a\xc2", false},
		{"truncated four-byte", "s", "\xf0\x90\x80", false},
		{"overlong slash (RFC 3987 §8)", "s", "\xc0\xaf", false},
		{"overlong U+00A0", "s", "\xe0\x82\xa0", false},
		{"0xFF", "s", "\xff", false},
		{"above U+10FFFF", "s", "?\xf4\x90\x80\x80", false},
		// A concatenation of code points.
		{"%xE9.41", "e-acute", "\u00e9A", true},
		{"%xE9.41 is not the byte E9", "e-acute", "\xe9A", false},
		// A range from US-ASCII into two-byte encodings.
		{"wide, ASCII part", "wide", " ", true},
		{"wide, U+00FF", "wide", "\u00ff", true},
		{"wide, the byte FF", "wide", "\xff", false},
		{"wide, U+0100", "wide", "\u0100", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, o.Match(tt.rule, []byte(tt.input)))
		})
	}
}

// Diagnose names the first byte that cannot continue: a byte that can
// begin or continue an encoding of an allowed code point is passed, and
// the error is at the byte after it.
func TestDiagnoseUTF8(t *testing.T) {
	o := utf8Grammar(t)
	tests := []struct {
		name, input string
		want        Diagnosis
	}{
		{
			// ED begins U+D000-D7FF (ED 80-9F xx); A0 would make a surrogate.
			name: "surrogate", input: "a\xed\xa0\x80",
			want: Diagnosis{Offset: 2, Rule: "ucschar", Expected: []string{"%xA0-D7FF"}},
		},
		{
			// EF begins U+F900-FFEF; A3 (U+F8FF is EF A3 BF) is below A4.
			name: "iprivate in the path", input: "a\uf8ff",
			want: Diagnosis{Offset: 2, Rule: "ucschar", Expected: []string{"%xF900-FDCF", "%xFDF0-FFEF"}},
		},
		{
			// EE begins no ucschar; the error is at the lead byte.
			name: "U+E000 in the path", input: "a\ue000",
			want: Diagnosis{Offset: 1, Rule: "s", Expected: []string{`"/"`, `"?"`, `"a"`, "end of input", "ucschar"}},
		},
		{
			name: "stray continuation byte", input: "a\x80",
			want: Diagnosis{Offset: 1, Rule: "s", Expected: []string{`"/"`, `"?"`, `"a"`, "end of input", "ucschar"}},
		},
		{
			// The input ends inside a sequence: a continuation byte is expected.
			name: "truncated", input: "a\xe4\xb8",
			want: Diagnosis{Offset: 3, Rule: "ucschar", Expected: []string{"%xA0-D7FF"}},
		},
		{
			name: "overlong", input: "\xc0\xaf",
			want: Diagnosis{Offset: 0, Rule: "s", Expected: []string{`"/"`, `"?"`, `"a"`, "end of input", "ucschar"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, o.Diagnose("s", []byte(tt.input)))
		})
	}
}

// Without ;@encoding utf-8 a value above 255 is still an error; with it a
// value UTF-8 cannot encode is.
func TestCompileUTF8Errors(t *testing.T) {
	tests := []struct {
		name, src, error string
	}{
		{"above 255 without an encoding", "a = %x100 ; §1\n", "value 256 is above 255"},
		{"a surrogate", ";@encoding utf-8\na = %x41.DC00 ; §1\n", "value 56320 is a surrogate or above U+10FFFF"},
		{"above U+10FFFF", ";@encoding utf-8\na = %x10FFFF-110000 ; §1\n", "value 1114112 is a surrogate or above U+10FFFF"},
		{"only surrogates", ";@encoding utf-8\na = %xD800-DBFF ; §1\n", "range %xD800-DBFF holds only surrogates"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := abnf.Parse("t.abnf", []byte(";@start a\n"+tt.src))
			require.NoError(t, err)
			_, err = Compile(g)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.error)
		})
	}
}

// runeRef is an independent recognizer of rule s of iriLike, written with
// unicode/utf8: decode, then test each code point.
func runeRef(in []byte) bool {
	if !utf8.Valid(in) {
		return false
	}
	inRanges := func(r rune, rs ...[2]rune) bool {
		for _, x := range rs {
			if x[0] <= r && r <= x[1] {
				return true
			}
		}
		return false
	}
	ucs := [][2]rune{{0xA0, 0xD7FF}, {0xF900, 0xFDCF}, {0xFDF0, 0xFFEF}, {0x10000, 0x1FFFD}}
	priv := [][2]rune{{0xE000, 0xF8FF}, {0x100000, 0x10FFFD}}
	query := false
	for _, r := range string(in) {
		switch {
		case r == 'a' || r == 'A' || inRanges(r, ucs...): // "a" is case-insensitive (RFC 5234 §2.3)
		case r == '/' && !query:
		case r == '?' && !query:
			query = true
		case query && inRanges(r, priv...):
		default:
			return false
		}
	}
	return true
}

// Samples of a utf-8 grammar are derived as UTF-8, take every lead byte of
// every range, and their near misses break sequences; on all of them the
// oracle agrees with the unicode/utf8 recognizer.
func TestSamplesUTF8(t *testing.T) {
	o := utf8Grammar(t)
	samples, missed := samples(o, "s", SampleOptions{N: 3000, Seed: 7})
	assert.Empty(t, missed, "every choice taken")
	leads := map[byte]bool{}
	invalid := 0
	for _, s := range samples {
		assert.Equal(t, runeRef(s.Input), s.Valid, "%q", s.Input)
		if !utf8.Valid(s.Input) {
			invalid++
		}
		for _, b := range s.Input {
			if b >= 0xC0 {
				leads[b] = true
			}
		}
	}
	assert.Positive(t, invalid, "near misses include invalid UTF-8")
	for _, b := range []byte{0xC2, 0xDF, 0xE0, 0xED, 0xEE, 0xEF, 0xF0, 0xF4} {
		assert.True(t, leads[b], "lead byte %02X", b)
	}
}
