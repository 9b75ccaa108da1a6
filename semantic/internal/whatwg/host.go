package whatwg

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// domainProfile and strictProfile are "domain parser ToASCII"
// (url.bs §3.3 "IDNA", #domain-parser-toascii) with beStrict false and true:
// Unicode ToASCII with CheckHyphens = UseSTD3ASCIIRules = VerifyDnsLength =
// beStrict, CheckBidi and CheckJoiners true, Transitional_Processing and
// IgnoreInvalidPunycode false. In golang.org/x/net/idna: MapForLookup is the
// UTS #46 mapping with validity checks (it sets StrictDomainName, set again
// after it), BidiRule is CheckBidi, StrictDomainName is UseSTD3ASCIIRules;
// the package never ignores invalid Punycode.
var (
	domainProfile = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.Transitional(false),
		idna.CheckJoiners(true), idna.CheckHyphens(false), idna.StrictDomainName(false),
		idna.VerifyDNSLength(false))
	strictProfile = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.Transitional(false),
		idna.CheckJoiners(true), idna.CheckHyphens(true), idna.StrictDomainName(true),
		idna.VerifyDNSLength(true))
)

// isForbiddenHost: #forbidden-host-code-point.
func isForbiddenHost(b byte) bool {
	switch b {
	case 0, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}

// isForbiddenDomain: #forbidden-domain-code-point.
func isForbiddenDomain(b byte) bool {
	return isForbiddenHost(b) || b <= 0x1F || b == '%' || b == 0x7F
}

// parseHost is the host parser (url.bs §3.5, #concept-host-parser); at is
// the input's offset for the validation errors.
func (ps *parser) parseHost(input string, isOpaque bool, at int) (Host, *Error) {
	if strings.HasPrefix(input, "[") {
		if !strings.HasSuffix(input, "]") || len(input) < 2 {
			return Host{}, ps.fail(at, stepHostParser, ErrIPv6Unclosed)
		}
		a, err := ps.parseIPv6(input[1:len(input)-1], at+1)
		if err != nil {
			return Host{}, err
		}
		return Host{Kind: HostIPv6, IPv6: a}, nil
	}
	if isOpaque {
		return ps.parseOpaqueHost(input, at)
	}
	if containsPercentEncodedByte(input) {
		ps.warn(at, ErrDomainPercentEncoded)
	}
	// UTF-8 decode without BOM of the percent-decoding: bytes that are not
	// UTF-8 become U+FFFD, which the domain parser then fails on.
	domain := percentDecode(input)
	if !utf8.ValidString(domain) {
		domain = strings.ToValidUTF8(domain, "\uFFFD")
	}
	ascii, err := ps.domainParser(domain, at)
	if err != nil {
		return Host{}, err
	}
	if endsInANumber(ascii) {
		n, err := ps.parseIPv4(ascii, at)
		if err != nil {
			return Host{}, err
		}
		return Host{Kind: HostIPv4, IPv4: n}, nil
	}
	return Host{Kind: HostDomain, Name: ascii}, nil
}

// domainParser is the domain parser (url.bs §3.3, #concept-domain-to-ascii)
// with beStrict false.
func (ps *parser) domainParser(domain string, at int) (string, *Error) {
	ascii := isASCII(domain)
	// strictResult, for its validation error only. An ASCII domain of
	// letter-digit-hyphen labels that strict ToASCII leaves as it is needs
	// no call.
	if !(ascii && isPlainLDH(domain)) {
		if _, err := strictProfile.ToASCII(domain); err != nil {
			ps.warn(at, ErrDomainToASCII)
		}
	}
	var result string
	if ascii {
		// Web compatibility: an ASCII domain is lowercased whatever Unicode
		// ToASCII makes of it.
		result = asciiLower(domain)
	} else {
		r, err := domainProfile.ToASCII(domain)
		if err != nil || hasEmptyPunycodeLabel(domain) {
			return "", ps.fail(at, stepDomain, ErrDomainToASCII)
		}
		result = r
	}
	// Steps 7 and 8 return failure without a validation error of their
	// own: strict ToASCII has reported domain-to-ASCII for both, and the
	// failure carries that name.
	if result == "" {
		return "", ps.failMsg(at, stepDomain, ErrDomainToASCII, msgEmptyDomain)
	}
	for i := 0; i < len(result); i++ {
		if isForbiddenDomain(result[i]) {
			return "", ps.failMsg(at+min(i, len(domain)), stepDomain, ErrDomainToASCII, msgForbiddenDom)
		}
	}
	return result, nil
}

// hasEmptyPunycodeLabel reports whether a label of domain is "xn--" with
// nothing after it, in any case. UTS #46 (revision 33, §4 step 4) makes a
// Punycode label that encodes an ASCII-only string an error; this package
// reads the empty string as one, as Node's URL does (new URL("http://é.xn--/")
// throws), while golang.org/x/net/idna lets it through and drops the label.
func hasEmptyPunycodeLabel(domain string) bool {
	for _, l := range strings.FieldsFunc(domain, func(r rune) bool {
		return r == '.' || r == '\u3002' || r == '\uFF0E' || r == '\uFF61'
	}) {
		if strings.EqualFold(l, "xn--") {
			return true
		}
	}
	return false
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// isPlainLDH reports whether s is labels of 1 to 63 ASCII letters, digits
// and hyphens, none beginning or ending with a hyphen nor with "--" in its
// third and fourth places, of 253 bytes at most: Unicode ToASCII with
// CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength records no error on
// such a domain.
func isPlainLDH(s string) bool {
	if len(s) == 0 || len(s) > 253 {
		return false
	}
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != '.' {
			b := s[i] | 0x20
			if !('a' <= b && b <= 'z' || '0' <= s[i] && s[i] <= '9' || s[i] == '-') {
				return false
			}
			continue
		}
		l := s[start:i]
		if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' ||
			len(l) >= 4 && l[2] == '-' && l[3] == '-' {
			return false
		}
		start = i + 1
	}
	return true
}

func asciiLower(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// endsInANumber is the ends in a number checker (#ends-in-a-number-checker).
func endsInANumber(s string) bool {
	s = strings.TrimSuffix(s, ".")
	last := s
	if i := strings.LastIndexByte(s, '.'); i >= 0 {
		last = s[i+1:]
	}
	if last == "" {
		return false
	}
	digits := true
	for i := 0; i < len(last); i++ {
		if last[i] < '0' || last[i] > '9' {
			digits = false
			break
		}
	}
	if digits {
		return true
	}
	_, _, ok := parseIPv4Number(last)
	return ok
}

// parseIPv4Number is the IPv4 number parser (#ipv4-number-parser): the
// number (saturated above 2^32), whether it was not decimal, and false for
// failure.
func parseIPv4Number(s string) (n uint64, nonDecimal, ok bool) {
	if s == "" {
		return 0, false, false
	}
	r := uint64(10)
	if len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X") {
		s, r, nonDecimal = s[2:], 16, true
	} else if len(s) >= 2 && s[0] == '0' {
		s, r, nonDecimal = s[1:], 8, true
	}
	if s == "" {
		return 0, true, true
	}
	for i := 0; i < len(s); i++ {
		b := s[i]
		var d uint64
		switch {
		case '0' <= b && b <= '9':
			d = uint64(b - '0')
		case r == 16 && isHex(b):
			d = uint64(unhex(b))
		default:
			return 0, false, false
		}
		if d >= r {
			return 0, false, false
		}
		if n < 1<<40 {
			n = n*r + d
		}
	}
	return n, nonDecimal, true
}

// parseIPv4 is the IPv4 parser (#concept-ipv4-parser).
func (ps *parser) parseIPv4(s string, at int) (uint32, *Error) {
	var numbers [4]uint64
	if strings.HasSuffix(s, ".") {
		ps.warn(at, ErrIPv4EmptyPart)
		if len(s) > 1 {
			s = s[:len(s)-1]
		}
	}
	parts := strings.Count(s, ".") + 1
	if parts < 4 {
		ps.warn(at, ErrIPv4TooFewParts)
	}
	if parts > 4 {
		return 0, ps.fail(at, stepIPv4, ErrIPv4TooManyParts)
	}
	for i := 0; i < parts; i++ {
		part := s
		if j := strings.IndexByte(s, '.'); j >= 0 {
			part, s = s[:j], s[j+1:]
		}
		n, nonDecimal, ok := parseIPv4Number(part)
		if !ok {
			return 0, ps.fail(at, stepIPv4, ErrIPv4NonNumericPart)
		}
		if nonDecimal {
			ps.warn(at, ErrIPv4NonDecimalPart)
		}
		numbers[i] = n
	}
	for i := 0; i < parts; i++ {
		if numbers[i] > 255 {
			ps.warn(at, ErrIPv4OutOfRangePart)
			break
		}
	}
	for i := 0; i < parts-1; i++ {
		if numbers[i] > 255 {
			return 0, ps.fail(at, stepIPv4, ErrIPv4OutOfRangePart)
		}
	}
	if numbers[parts-1] >= 1<<(8*(5-parts)) {
		return 0, ps.fail(at, stepIPv4, ErrIPv4OutOfRangePart)
	}
	ipv4 := numbers[parts-1]
	for i := 0; i < parts-1; i++ {
		ipv4 += numbers[i] << (8 * (3 - i))
	}
	return uint32(ipv4), nil
}

// parseIPv6 is the IPv6 parser (#concept-ipv6-parser).
func (ps *parser) parseIPv6(in string, at int) ([8]uint16, *Error) {
	var address [8]uint16
	pieceIndex, compress := 0, -1
	p := 0
	c := func() int {
		if p < len(in) {
			return int(in[p])
		}
		return -1
	}
	if c() == ':' {
		if p+1 >= len(in) || in[p+1] != ':' {
			return address, ps.fail(at+p, stepIPv6, ErrIPv6InvalidCompression)
		}
		p += 2
		pieceIndex++
		compress = pieceIndex
	}
	for c() != -1 {
		if pieceIndex == 8 {
			return address, ps.fail(at+p, stepIPv6, ErrIPv6TooManyPieces)
		}
		if c() == ':' {
			if compress >= 0 {
				return address, ps.fail(at+p, stepIPv6, ErrIPv6MultipleCompression)
			}
			p++
			pieceIndex++
			compress = pieceIndex
			continue
		}
		value, length := 0, 0
		for length < 4 && c() != -1 && isHex(byte(c())) {
			value = value*0x10 + int(unhex(byte(c())))
			p++
			length++
		}
		if c() == '.' {
			if length == 0 {
				return address, ps.fail(at+p, stepIPv6, ErrIPv4InIPv6InvalidCodePoint)
			}
			p -= length
			if pieceIndex > 6 {
				return address, ps.fail(at+p, stepIPv6, ErrIPv4InIPv6TooManyPieces)
			}
			numbersSeen := 0
			for c() != -1 {
				ipv4Piece := -1
				if numbersSeen > 0 {
					if c() == '.' && numbersSeen < 4 {
						p++
					} else {
						return address, ps.fail(at+p, stepIPv6, ErrIPv4InIPv6InvalidCodePoint)
					}
				}
				if c() < '0' || c() > '9' {
					return address, ps.fail(at+p, stepIPv6, ErrIPv4InIPv6InvalidCodePoint)
				}
				for c() >= '0' && c() <= '9' {
					number := c() - '0'
					switch ipv4Piece {
					case -1:
						ipv4Piece = number
					case 0:
						return address, ps.fail(at+p, stepIPv6, ErrIPv4InIPv6InvalidCodePoint)
					default:
						ipv4Piece = ipv4Piece*10 + number
					}
					if ipv4Piece > 255 {
						return address, ps.fail(at+p, stepIPv6, ErrIPv4InIPv6OutOfRangePart)
					}
					p++
				}
				address[pieceIndex] = address[pieceIndex]*0x100 + uint16(ipv4Piece)
				numbersSeen++
				if numbersSeen == 2 || numbersSeen == 4 {
					pieceIndex++
				}
			}
			if numbersSeen != 4 {
				return address, ps.fail(at+p, stepIPv6, ErrIPv4InIPv6TooFewParts)
			}
			break
		} else if c() == ':' {
			p++
			if c() == -1 {
				return address, ps.fail(at+p, stepIPv6, ErrIPv6InvalidCodePoint)
			}
		} else if c() != -1 {
			return address, ps.fail(at+p, stepIPv6, ErrIPv6InvalidCodePoint)
		}
		if length > 1 && value < 1<<(4*(length-1)) {
			ps.warn(at+p, ErrIPv6PieceLeadingZero)
		}
		address[pieceIndex] = uint16(value)
		pieceIndex++
	}
	if compress >= 0 {
		swaps := pieceIndex - compress
		pieceIndex = 7
		for pieceIndex != 0 && swaps > 0 {
			address[pieceIndex], address[compress+swaps-1] = address[compress+swaps-1], address[pieceIndex]
			pieceIndex--
			swaps--
		}
	} else if pieceIndex != 8 {
		return address, ps.fail(at+p, stepIPv6, ErrIPv6TooFewPieces)
	}
	return address, nil
}

// parseOpaqueHost is the opaque-host parser (#concept-opaque-host-parser).
func (ps *parser) parseOpaqueHost(in string, at int) (Host, *Error) {
	for i := 0; i < len(in); i++ {
		if isForbiddenHost(in[i]) {
			return Host{}, ps.fail(at+i, stepOpaqueHost, ErrHostInvalidCodePoint)
		}
	}
	if i := firstNonURLUnit(in); i >= 0 {
		ps.warn(at+i, ErrInvalidURLUnit)
	}
	if i := firstBarePercent(in); i >= 0 {
		ps.warn(at+i, ErrInvalidURLUnit)
	}
	if in == "" {
		return Host{Kind: HostEmpty}, nil
	}
	if !needsEncoding(in, setC0) {
		return Host{Kind: HostOpaque, Name: in}, nil
	}
	return Host{Kind: HostOpaque, Name: string(appendEncoded(nil, in, setC0))}, nil
}

// firstNonURLUnit returns the offset of the first code point of s that is
// neither a URL code point nor "%", or -1.
func firstNonURLUnit(s string) int {
	for i := 0; i < len(s); {
		r, n := rune(s[i]), 1
		if r >= 0x80 {
			r, n = utf8.DecodeRuneInString(s[i:])
		}
		if r != '%' && !isURLCodePoint(r) {
			return i
		}
		i += n
	}
	return -1
}

// firstBarePercent returns the offset of the first "%" of s not followed by
// two ASCII hex digits, or -1.
func firstBarePercent(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && !(i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])) {
			return i
		}
	}
	return -1
}

// isURLCodePoint: #url-code-points.
func isURLCodePoint(r rune) bool {
	if r < 0x80 {
		b := byte(r)
		if 'a' <= b|0x20 && b|0x20 <= 'z' || '0' <= b && b <= '9' {
			return true
		}
		return strings.IndexByte("!$&'()*+,-./:;=?@_~", b) >= 0
	}
	if r < 0xA0 || r > 0x10FFFD || 0xD800 <= r && r <= 0xDFFF {
		return false
	}
	// Noncharacters.
	if 0xFDD0 <= r && r <= 0xFDEF || r&0xFFFE == 0xFFFE {
		return false
	}
	return true
}
