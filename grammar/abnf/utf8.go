package abnf

import "unicode/utf8"

// This file turns code point ranges into UTF-8 byte-sequence ranges, for the
// grammars that declare ;@encoding utf-8 (grammar/README.md): there a numeric
// value above %x7F denotes a code point, matched in the input as its UTF-8
// encoding (RFC 3629), and a range %xLO-HI denotes every code point from LO to
// HI except the surrogates U+D800-DFFF, which have no UTF-8 encoding.

// EncodingUTF8 is the only value ;@encoding accepts.
const EncodingUTF8 = "utf-8"

// MaxCodePoint is the largest code point (U+10FFFF, RFC 3629 §3).
const MaxCodePoint = 0x10FFFF

// IsSurrogate reports whether v is a UTF-16 surrogate (U+D800-DFFF): a code
// point that UTF-8 cannot encode (RFC 3629 §3).
func IsSurrogate(v int) bool { return 0xD800 <= v && v <= 0xDFFF }

// ByteRange is the bytes Lo..Hi, both included.
type ByteRange struct{ Lo, Hi byte }

// UTF8Ranges returns the UTF-8 encodings of the code points lo..hi, both
// included, as byte-sequence ranges: each element is a sequence of 1 to 4
// byte ranges, and a byte string is the encoding of a code point of lo..hi
// exactly when it matches one sequence (each byte within the range at its
// position). The sequences are disjoint and come in code point order, so a
// compiler can emit their alternation as it is (the method of RE2 and Go's
// regexp/syntax: split the range where the encoding length changes and
// where the continuation bytes would not cover their whole span).
// Surrogates are left out; values outside 0..U+10FFFF are clamped, and an
// empty range (lo > hi after clamping) gives nil.
func UTF8Ranges(lo, hi int) [][]ByteRange {
	lo, hi = max(lo, 0), min(hi, MaxCodePoint)
	var out [][]ByteRange
	// Take the surrogates out first: the rest of the method assumes every
	// value of a range has an encoding.
	if lo < 0xD800 && hi > 0xDFFF {
		out = appendUTF8(out, lo, 0xD7FF)
		return appendUTF8(out, 0xE000, hi)
	}
	switch {
	case IsSurrogate(lo) && IsSurrogate(hi):
		return nil
	case IsSurrogate(lo):
		lo = 0xE000
	case IsSurrogate(hi):
		hi = 0xD7FF
	}
	return appendUTF8(out, lo, hi)
}

// utf8Max[i] is the largest code point whose encoding has i+1 bytes.
var utf8Max = [...]int{0x7F, 0x7FF, 0xFFFF}

// appendUTF8 appends the sequences of lo..hi, which holds no surrogate.
func appendUTF8(out [][]ByteRange, lo, hi int) [][]ByteRange {
	if lo > hi {
		return out
	}
	// A range whose ends have encodings of different lengths is split there.
	for _, m := range utf8Max {
		if lo <= m && m < hi {
			out = appendUTF8(out, lo, m)
			return appendUTF8(out, m+1, hi)
		}
	}
	if hi <= 0x7F {
		return append(out, []ByteRange{{byte(lo), byte(hi)}})
	}
	// Both ends have n bytes. Going from the last byte to the second, the
	// range is split until, at each position, the bytes below it run over
	// their whole span (0x80-0xBF) wherever the bytes above it differ.
	for i := 1; i < 4; i++ {
		m := 1<<(6*i) - 1 // the bits of the last i bytes
		if lo&^m != hi&^m {
			if lo&m != 0 {
				out = appendUTF8(out, lo, lo|m)
				return appendUTF8(out, (lo|m)+1, hi)
			}
			if hi&m != m {
				out = appendUTF8(out, lo, hi&^m-1)
				return appendUTF8(out, hi&^m, hi)
			}
		}
	}
	var a, b [utf8.UTFMax]byte
	n := utf8.EncodeRune(a[:], rune(lo))
	utf8.EncodeRune(b[:], rune(hi))
	seq := make([]ByteRange, n)
	for i := range n {
		seq[i] = ByteRange{a[i], b[i]}
	}
	return append(out, seq)
}

// AppendUTF8 appends the UTF-8 encoding of code point v to buf; ok is false
// when v is a surrogate or outside 0..U+10FFFF, which UTF-8 cannot encode.
func AppendUTF8(buf []byte, v int) (out []byte, ok bool) {
	if v < 0 || v > MaxCodePoint || IsSurrogate(v) {
		return buf, false
	}
	return utf8.AppendRune(buf, rune(v)), true
}
