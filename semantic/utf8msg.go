package semantic

import (
	"strings"
	"unicode/utf8"
)

// The messages of a grammar of characters (the ;@encoding utf-8 pragma:
// rfc3987, whose §2.2 says "Terminals in the ABNF are characters, not
// bytes"). Its automaton matches code points as their UTF-8 encodings, byte
// by byte, so the byte at an error's offset may be at fault for two reasons
// a message must tell apart: the bytes are no UTF-8 at all (a surrogate, an
// overlong form, a stray or missing continuation byte), which the message
// names with the sequence and what RFC 3629 §4's table allows after its
// bytes; or they are a well-formed character the grammar excludes there,
// which the message names in U+ notation, with the expected code point
// ranges in U+ notation too. The offset and the expected set stay the
// grammar's (Error.Offset, Error.Expected).

// utf8Fault writes the message of a UTF-8 fault at e.Offset and reports
// whether there is one: false for a grammar of bytes, or when the byte at
// the offset is US-ASCII and no sequence is cut short there.
func (e *Error) utf8Fault(b *strings.Builder) bool {
	if e.Dialect.x == nil || !e.Dialect.x.meta.UTF8 {
		return false
	}
	in, off := e.Input, e.Offset
	if off < 0 || off > len(in) {
		return false
	}
	// The sequence the offset is in: its lead byte at start, up to three
	// bytes before.
	start := off
	for start > 0 && off-start < utf8.UTFMax-1 && isContinuation(in[start-1]) {
		start--
	}
	if start > 0 && start < off+1 && seqLen(in[start-1]) > off-start+1 {
		start--
	} else {
		start = off
	}
	if start == off {
		// At a character boundary.
		if off == len(in) || in[off] < utf8.RuneSelf {
			return false
		}
		switch c := in[off]; {
		case isContinuation(c):
			b.WriteString(utf8NoLead)
			writeHexByte(b, c)
			b.WriteString(utf8Continuation)
			return true
		case seqLen(c) == 0:
			b.WriteString(utf8NoLead)
			writeHexByte(b, c)
			b.WriteString(utf8BeginsNone)
			return true
		}
	}
	// The bytes from start: where, if anywhere, they stop being UTF-8.
	n := seqLen(in[start])
	for i := start + 1; i < start+n; i++ {
		lo, hi := tailRange(in[start], i-start)
		if i == len(in) {
			b.WriteString(utf8EndIn)
			writeHexBytes(b, in[start:i])
			writeAfter(b, in[start:i], utf8Needs, lo, hi)
			return true
		}
		if c := in[i]; c < lo || c > hi {
			b.WriteString(utf8Sequence)
			writeHexBytes(b, in[start:i+1])
			writeAfter(b, in[start:i], utf8Allows, lo, hi)
			return true
		}
	}
	// A well-formed character the grammar excludes here.
	r, size := utf8.DecodeRuneInString(in[start:])
	b.WriteString(foundUnexpected)
	writeCodePoint(b, r)
	b.WriteString(utf8Char)
	writeHexBytes(b, in[start:start+size])
	b.WriteString(")")
	b.WriteString(msgExpected)
	xs := make([]string, len(e.Expected))
	for i, x := range e.Expected {
		xs[i] = codePointNotation(x)
	}
	writeOrList(b, xs)
	return true
}

// isContinuation reports whether c is a UTF8-tail byte, %x80-BF (RFC 3629
// §4).
func isContinuation(c byte) bool { return c&0xC0 == 0x80 }

// seqLen is the length of the UTF-8 sequence lead byte c begins (RFC 3629
// §4: UTF8-2 %xC2-DF, UTF8-3 %xE0-EF, UTF8-4 %xF0-F4), 1 for US-ASCII, 0
// for a byte that begins none (%x80-C1, %xF5-FF).
func seqLen(c byte) int {
	switch {
	case c < 0x80:
		return 1
	case c < 0xC2:
		return 0
	case c < 0xE0:
		return 2
	case c < 0xF0:
		return 3
	case c < 0xF5:
		return 4
	}
	return 0
}

// tailRange is the range RFC 3629 §4's table allows for byte i (1, 2 or 3)
// of the sequence lead begins: %xA0-BF after E0, %x80-9F after ED (no
// surrogates), %x90-BF after F0, %x80-8F after F4 (nothing above U+10FFFF),
// UTF8-tail %x80-BF otherwise.
func tailRange(lead byte, i int) (lo, hi byte) {
	if i == 1 {
		switch lead {
		case 0xE0:
			return 0xA0, 0xBF
		case 0xED:
			return 0x80, 0x9F
		case 0xF0:
			return 0x90, 0xBF
		case 0xF4:
			return 0x80, 0x8F
		}
	}
	return 0x80, 0xBF
}

// writeAfter writes ": after XX YY, RFC 3629 §4 allows %xLO-HI" (or
// "needs"), the bytes of the sequence before the one at fault.
func writeAfter(b *strings.Builder, prev string, verb string, lo, hi byte) {
	b.WriteString(utf8After)
	writeHexBytes(b, prev)
	b.WriteString(verb)
	b.WriteString("%x")
	writeHex(b, uint32(lo), 2)
	b.WriteByte('-')
	writeHex(b, uint32(hi), 2)
}

// writeHexBytes writes the bytes of s as "ED A0 80".
func writeHexBytes(b *strings.Builder, s string) {
	for i := 0; i < len(s); i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		writeHex(b, uint32(s[i]), 2)
	}
}

// writeHex writes v in upper-case hexadecimal, at least width digits.
func writeHex(b *strings.Builder, v uint32, width int) {
	const hex = "0123456789ABCDEF"
	var buf [8]byte
	i := len(buf)
	for v > 0 || len(buf)-i < width {
		i--
		buf[i] = hex[v&15]
		v >>= 4
	}
	b.Write(buf[i:])
}

// writeCodePoint writes r as U+XXXX (four digits at least, as the Unicode
// Standard writes code points).
func writeCodePoint(b *strings.Builder, r rune) {
	b.WriteString("U+")
	writeHex(b, uint32(r), 4)
}

// codePointNotation rewrites an expected item that is an ABNF numeric value
// or range above %x7F, a code point or a range of them in a grammar of
// characters ("%xA0-D7FF"), in U+ notation ("U+00A0-U+D7FF"); any other
// item is returned as it is.
func codePointNotation(x string) string {
	v, ok := strings.CutPrefix(x, "%x")
	if !ok {
		return x
	}
	lo, hi, isRange := strings.Cut(v, "-")
	a, ok1 := parseHex(lo)
	c, ok2 := a, true
	if isRange {
		c, ok2 = parseHex(hi)
	}
	if !ok1 || !ok2 || a < utf8.RuneSelf {
		return x
	}
	var b strings.Builder
	writeCodePoint(&b, rune(a))
	if isRange {
		b.WriteByte('-')
		writeCodePoint(&b, rune(c))
	}
	return b.String()
}

// parseHex reads 1 to 6 hexadecimal digits.
func parseHex(s string) (uint32, bool) {
	if s == "" || len(s) > 6 {
		return 0, false
	}
	var v uint32
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case '0' <= c && c <= '9':
			v = v<<4 | uint32(c-'0')
		case 'A' <= c && c <= 'F':
			v = v<<4 | uint32(c-'A'+10)
		case 'a' <= c && c <= 'f':
			v = v<<4 | uint32(c-'a'+10)
		default:
			return 0, false
		}
	}
	return v, true
}
