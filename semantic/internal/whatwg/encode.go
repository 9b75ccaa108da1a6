package whatwg

// Percent-encode sets, url.bs §1.3 "Percent-encoded bytes" (#percent-encode-set).
// Each set is a bit; a byte 0x80 and above, the UTF-8 of a code point above
// U+007E, is in every set (the C0 control percent-encode set holds all code
// points greater than U+007E), and so is U+007F.
type encodeSet uint8

const (
	setC0           encodeSet = 1 << iota // #c0-control-percent-encode-set
	setFragment                           // #fragment-percent-encode-set
	setQuery                              // #query-percent-encode-set
	setSpecialQuery                       // #special-query-percent-encode-set
	setPath                               // #path-percent-encode-set
	setUserinfo                           // #userinfo-percent-encode-set
	setComponent                          // #component-percent-encode-set
	setForm                               // #application-x-www-form-urlencoded-percent-encode-set
)

var encodeTable = func() (t [256]encodeSet) {
	add := func(s encodeSet, bytes string) {
		for i := 0; i < len(bytes); i++ {
			t[bytes[i]] |= s
		}
	}
	all := ^encodeSet(0)
	for b := 0; b < 0x20; b++ {
		t[b] = all // C0 controls
	}
	for b := 0x7F; b < 0x100; b++ {
		t[b] = all // greater than U+007E (~)
	}
	// Each set is the one before it and the code points listed.
	add(setFragment|setQuery|setSpecialQuery|setPath|setUserinfo|setComponent|setForm, " \"<>")
	add(setFragment|setPath|setUserinfo|setComponent|setForm, "`")
	add(setQuery|setSpecialQuery|setPath|setUserinfo|setComponent|setForm, "#")
	add(setSpecialQuery, "'")
	add(setPath|setUserinfo|setComponent|setForm, "?^{}")
	add(setUserinfo|setComponent|setForm, "/:;=@[\\]|")
	add(setComponent|setForm, "$%&+,")
	add(setForm, "!'()~")
	return t
}()

const upperHex = "0123456789ABCDEF"

// appendEncoded appends s, each byte in set percent-encoded (UTF-8
// percent-encode, #utf-8-percent-encode, of a scalar value string: the UTF-8
// bytes of a code point above U+007E are each in every set).
func appendEncoded(dst []byte, s string, set encodeSet) []byte {
	for i := 0; i < len(s); i++ {
		b := s[i]
		if encodeTable[b]&set != 0 {
			dst = append(dst, '%', upperHex[b>>4], upperHex[b&15])
		} else {
			dst = append(dst, b)
		}
	}
	return dst
}

// needsEncoding reports whether some byte of s is in set.
func needsEncoding(s string, set encodeSet) bool {
	for i := 0; i < len(s); i++ {
		if encodeTable[s[i]]&set != 0 {
			return true
		}
	}
	return false
}

// PercentEncode returns s UTF-8 percent-encoded with the component
// percent-encode set (#component-percent-encode-set), as encodeURIComponent
// nearly does.
func PercentEncode(s string) string {
	if !needsEncoding(s, setComponent) {
		return s
	}
	return string(appendEncoded(nil, s, setComponent))
}

func isHex(b byte) bool {
	return '0' <= b && b <= '9' || 'a' <= b && b <= 'f' || 'A' <= b && b <= 'F'
}

func unhex(b byte) byte {
	switch {
	case b <= '9':
		return b - '0'
	case b >= 'a':
		return b - 'a' + 10
	}
	return b - 'A' + 10
}

// percentDecode is string percent-decoding (#string-percent-decode) of the
// UTF-8 of s: "%" and two ASCII hex digits become their byte, anything else
// stays.
func percentDecode(s string) string {
	i := 0
	for i < len(s) && s[i] != '%' {
		i++
	}
	if i == len(s) {
		return s
	}
	out := make([]byte, 0, len(s))
	out = append(out, s[:i]...)
	for ; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			out = append(out, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		out = append(out, s[i])
	}
	return string(out)
}

// containsPercentEncodedByte reports whether s contains "%" followed by two
// ASCII hex digits (#percent-encoded-byte).
func containsPercentEncodedByte(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if s[i] == '%' && isHex(s[i+1]) && isHex(s[i+2]) {
			return true
		}
	}
	return false
}
