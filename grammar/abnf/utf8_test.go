package abnf

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// seqString writes sequences as "C2 A0-BF | C3-DF 80-BF".
func seqString(seqs [][]ByteRange) string {
	var parts []string
	for _, s := range seqs {
		var bs []string
		for _, r := range s {
			if r.Lo == r.Hi {
				bs = append(bs, fmt.Sprintf("%02X", r.Lo))
			} else {
				bs = append(bs, fmt.Sprintf("%02X-%02X", r.Lo, r.Hi))
			}
		}
		parts = append(parts, strings.Join(bs, " "))
	}
	return strings.Join(parts, " | ")
}

// The sequences of some ranges, written out (RFC 3629 §4, the UTF8-octets
// table: "UTF8-2 = %xC2-DF UTF8-tail", "UTF8-3 = %xE0 %xA0-BF UTF8-tail /
// %xE1-EC 2( UTF8-tail ) / %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )",
// "UTF8-4 = %xF0 %x90-BF 2( UTF8-tail ) / %xF1-F3 3( UTF8-tail ) / %xF4
// %x80-8F 2( UTF8-tail )").
func TestUTF8RangesTable(t *testing.T) {
	tests := []struct {
		name   string
		lo, hi int
		want   string
	}{
		{name: "ASCII", lo: 0x00, hi: 0x7F, want: "00-7F"},
		{name: "one ASCII byte", lo: 0x41, hi: 0x41, want: "41"},
		{name: "two bytes", lo: 0x80, hi: 0x7FF, want: "C2-DF 80-BF"},
		// RFC 3987 ucschar, first range: the three-byte part stops before the surrogates.
		{name: "ucschar BMP low", lo: 0xA0, hi: 0xD7FF,
			want: "C2 A0-BF | C3-DF 80-BF | E0 A0-BF 80-BF | E1-EC 80-BF 80-BF | ED 80-9F 80-BF"},
		// RFC 3987 iprivate, first range.
		{name: "iprivate BMP", lo: 0xE000, hi: 0xF8FF, want: "EE 80-BF 80-BF | EF 80-A3 80-BF"},
		{name: "ucschar F900-FDCF", lo: 0xF900, hi: 0xFDCF, want: "EF A4-B6 80-BF | EF B7 80-8F"},
		{name: "ucschar FDF0-FFEF", lo: 0xFDF0, hi: 0xFFEF, want: "EF B7 B0-BF | EF B8-BE 80-BF | EF BF 80-AF"},
		{name: "ucschar plane 1", lo: 0x10000, hi: 0x1FFFD,
			want: "F0 90-9E 80-BF 80-BF | F0 9F 80-BE 80-BF | F0 9F BF 80-BD"},
		{name: "iprivate plane 16", lo: 0x100000, hi: 0x10FFFD,
			want: "F4 80-8E 80-BF 80-BF | F4 8F 80-BE 80-BF | F4 8F BF 80-BD"},
		{name: "everything", lo: 0, hi: MaxCodePoint,
			want: "00-7F | C2-DF 80-BF | E0 A0-BF 80-BF | E1-EC 80-BF 80-BF | ED 80-9F 80-BF | EE-EF 80-BF 80-BF | " +
				"F0 90-BF 80-BF 80-BF | F1-F3 80-BF 80-BF 80-BF | F4 80-8F 80-BF 80-BF"},
		// Surrogates are never matched, at either end or inside.
		{name: "only surrogates", lo: 0xD800, hi: 0xDFFF, want: ""},
		{name: "ends in the surrogates", lo: 0xD000, hi: 0xDBFF, want: "ED 80-9F 80-BF"},
		{name: "starts in the surrogates", lo: 0xDC00, hi: 0xE000, want: "EE 80 80"},
		{name: "empty", lo: 0x42, hi: 0x41, want: ""},
		{name: "clamped", lo: -5, hi: 0x110000, want: seqString(UTF8Ranges(0, MaxCodePoint))},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, seqString(UTF8Ranges(tc.lo, tc.hi)))
		})
	}
}

// matches reports whether b matches one of seqs, and which.
func matches(seqs [][]ByteRange, b []byte) (int, bool) {
	for i, s := range seqs {
		if len(s) != len(b) {
			continue
		}
		ok := true
		for j, r := range s {
			if b[j] < r.Lo || b[j] > r.Hi {
				ok = false
				break
			}
		}
		if ok {
			return i, true
		}
	}
	return 0, false
}

// Against unicode/utf8: for each range, the sequences match the encoding of
// every code point of the range, no other encoding, and exactly as many byte
// strings as the range has code points with an encoding, so nothing that is
// not valid UTF-8 (no surrogate, overlong form or value above U+10FFFF).
func TestUTF8RangesAgainstUnicodeUTF8(t *testing.T) {
	ranges := [][2]int{
		{0, MaxCodePoint}, {0x00, 0x7F}, {0x41, 0x5A}, {0x7F, 0x80}, {0x80, 0xFF},
		{0xA0, 0xD7FF}, {0xF900, 0xFDCF}, {0xFDF0, 0xFFEF}, {0x10000, 0x1FFFD},
		{0x20000, 0x2FFFD}, {0xE1000, 0xEFFFD}, {0xE000, 0xF8FF}, {0xF0000, 0xFFFFD},
		{0x100000, 0x10FFFD}, {0x7FF, 0x800}, {0xFFFF, 0x10000}, {0xD7FF, 0xE000},
		{0xD800, 0xDFFF}, {0x1234, 0x5678}, {0x3FFFF, 0x40001}, {0x10FFFF, 0x10FFFF},
		{0x41, 0x10FFFF}, {0x800, 0xFFFF},
	}
	var buf [utf8.UTFMax]byte
	for _, rg := range ranges {
		lo, hi := rg[0], rg[1]
		t.Run(fmt.Sprintf("%X-%X", lo, hi), func(t *testing.T) {
			seqs := UTF8Ranges(lo, hi)
			// Sequences are in code point order and disjoint: the first
			// bytes of successive sequences never go down.
			count := 0
			for i, s := range seqs {
				require.NotEmpty(t, s)
				require.LessOrEqual(t, len(s), utf8.UTFMax)
				n := 1
				for _, r := range s {
					require.LessOrEqual(t, r.Lo, r.Hi)
					n *= int(r.Hi-r.Lo) + 1
				}
				count += n
				if i > 0 {
					prev := seqs[i-1]
					lastOfPrev := make([]byte, len(prev))
					for j, r := range prev {
						lastOfPrev[j] = r.Hi
					}
					firstOfThis := make([]byte, len(s))
					for j, r := range s {
						firstOfThis[j] = r.Lo
					}
					a, _ := utf8.DecodeRune(lastOfPrev)
					b, _ := utf8.DecodeRune(firstOfThis)
					require.Less(t, a, b, "sequence %d starts before %d ends", i, i-1)
				}
			}
			want := 0
			for v := range MaxCodePoint + 1 {
				n := utf8.EncodeRune(buf[:], rune(v))
				in := lo <= v && v <= hi && !IsSurrogate(v)
				if in {
					want++
				}
				_, got := matches(seqs, buf[:n])
				if IsSurrogate(v) {
					// utf8.EncodeRune writes U+FFFD for a surrogate: the
					// question is only whether U+FFFD is in the range.
					continue
				}
				if got != in {
					t.Fatalf("U+%04X (% X): matched=%v, in range=%v", v, buf[:n], got, in)
				}
			}
			assert.Equal(t, want, count, "byte strings matched = code points with an encoding")
		})
	}
}

// The UTF-8 forms that are not valid (RFC 3629 §3 and §10: surrogates,
// overlong forms, values above U+10FFFF, stray continuation bytes) match no
// sequence of the whole code space.
func TestUTF8RangesRejectInvalid(t *testing.T) {
	all := UTF8Ranges(0, MaxCodePoint)
	for _, b := range [][]byte{
		{0xED, 0xA0, 0x80},       // U+D800, a surrogate encoded as if it were a code point
		{0xED, 0xBF, 0xBF},       // U+DFFF
		{0xC0, 0xAF},             // "/" overlong (RFC 3987 §8)
		{0xC1, 0xBF},             // overlong
		{0xE0, 0x80, 0xAF},       // overlong
		{0xF0, 0x80, 0x80, 0xAF}, // overlong
		{0xF4, 0x90, 0x80, 0x80}, // U+110000
		{0xF5, 0x80, 0x80, 0x80},
		{0x80}, {0xBF}, {0xFE}, {0xFF},
	} {
		_, ok := matches(all, b)
		assert.False(t, ok, "% X", b)
		assert.False(t, utf8.Valid(b), "% X is not valid UTF-8 for unicode/utf8 either", b)
	}
}

func TestAppendUTF8(t *testing.T) {
	b, ok := AppendUTF8([]byte("a"), 0xE9)
	assert.True(t, ok)
	assert.Equal(t, []byte("a\xc3\xa9"), b)
	for _, v := range []int{-1, 0xD800, 0xDFFF, 0x110000} {
		b, ok := AppendUTF8([]byte("a"), v)
		assert.False(t, ok, "%X", v)
		assert.Equal(t, []byte("a"), b)
	}
}
