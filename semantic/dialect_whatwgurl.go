package semantic

import (
	"fmt"
	"strings"

	"golang.org/x/net/idna"

	whatwgurlg "github.com/urispec/urispec/generated/whatwgurl"
)

// WHATWGURL is the URL Standard (WHATWG, living standard) at url.bs commit
// 6ae8486 of 2026-07-02 (grammar/whatwg-url): its writing conformance, the
// "valid URL string" of §4.3 URL writing and the valid host strings of §3.4,
// with the validity of domains (§3.4 "valid domain": UTS #46 ToASCII with
// beStrict, and the ends-in-a-number checker) as its prose rule. A relative
// string's validity depends on the base URL (erratum E1): WithBase chooses
// the start rule; without it a valid URL string is an absolute one.
//
// Its reading, the basic URL parser and the URL serializer (§4.4, §4.5),
// is not part of this dialect yet: Resolve and Relativize return an error
// wrapping ErrNoRelativeForm, and Normalize and Equivalent have no level;
// URI.URL reports that net/url does not hold its URLs.
var WHATWGURL = register(&dialect{
	meta: whatwgurlg.Meta, auto: whatwgurlg.Automaton, tree: whatwgurlg.ParseRule,
	scan: scannerWHATWGURL,
	// The URL Standard's reading of a URL is its basic URL parser, not
	// net/url's RFC 3986 split.
	noURL: msgNoURLWHATWG,
	check: checkerWHATWGURL,
	// The rule of check reads the host alone, which the input shows.
	checkInput: checkInputWHATWGURL,
	// §4.3: a relative string's validity depends on the base URL (E1).
	baseRule: baseRuleWHATWGURL,
	// The URL Standard resolves with its basic URL parser (§4.4), which
	// this dialect does not run yet.
	resolution: resolution{none: msgNoRelativeWHATWG},
	recompose:  (*recomposer).whatwgURL,
})

// specialWHATWGURL reports whether scheme is a special scheme (§4.2 "ftp",
// "file", "http", "https", "ws", "wss", matched ASCII case-insensitively,
// §4.3) and whether it is "file".
func specialWHATWGURL(scheme string) (special, file bool) {
	switch len(scheme) {
	case 2:
		return strings.EqualFold(scheme, "ws"), false
	case 3:
		return strings.EqualFold(scheme, "ftp") || strings.EqualFold(scheme, "wss"), false
	case 4:
		if strings.EqualFold(scheme, "file") {
			return true, true
		}
		return strings.EqualFold(scheme, "http"), false
	case 5:
		return strings.EqualFold(scheme, "https"), false
	}
	return false, false
}

// schemeEndWHATWGURL returns the index of the ":" that ends the
// URL-scheme-string at the start of in[:to] (§4.3: one ASCII alpha, then
// ASCII alphanumerics, "+", "-" and "."), or -1 when in does not start with
// a URL-scheme-string and ":" (a relative string, erratum E1).
func schemeEndWHATWGURL(in string, to int) int {
	if to == 0 || !isAlpha(in[0]) {
		return -1
	}
	for i := 1; i < to; i++ {
		switch b := in[i]; {
		case b == ':':
			return i
		case isAlpha(b) || b >= '0' && b <= '9' || b == '+' || b == '-' || b == '.':
		default:
			return -1
		}
	}
	return -1
}

// scanWHATWGURL is the URL Standard's splitter. §4.3: an
// absolute-URL-string is a URL-scheme-string, ":", and a
// scheme-relative-special-URL-string, a scheme-relative-file-URL-string, a
// scheme-relative-URL-string ("//" and a host), a
// path-absolute-non-authority-URL-string or an opaque-path-URL-string, then
// [ "?" URL-query-string ]; the relative forms are the same without the
// scheme, their host the kind the base URL's scheme says (erratum E1); then
// [ "#" URL-fragment-string ]. No host, port or path holds "?" or "#" (URL
// units hold no "#", and a query is the only place for "?"), and no host or
// port holds "/".
func scanWHATWGURL(s *scanner, r recordRef) {
	in, c := s.in, r.c
	*r.production = s.rule
	end := len(in)
	switch s.rule {
	case "valid-host-string", "valid-opaque-host-string":
		c.Host = Span{0, end}
		r.hostKind = hostKindWHATWGURL(s, 0, end, s.rule == "valid-host-string")
		s.part(s.rule, 0, end)
		return
	}
	f := s.index('#', 0, end)
	q := s.index('?', 0, f)
	special, from := false, 0
	if k := schemeEndWHATWGURL(in, q); k >= 0 {
		c.Scheme = Span{0, k}
		special, _ = specialWHATWGURL(in[:k])
		s.part("URL-scheme-string", 0, k)
		from = k + 1
	} else {
		// §4.3 relative-URL string: "switching on base URL's scheme".
		special = s.rule == "valid-URL-string-special-base" || s.rule == "valid-URL-string-file-base"
	}
	if from+1 < q && in[from] == '/' && in[from+1] == '/' {
		a := from + 2
		e := s.index('/', a, q)
		// An empty authority has no host string (the empty host of "file:///"
		// and "foo://" is the parser's, §3.1; no host rule matches it).
		c.Authority = Span{a, e}
		if a < e {
			he := s.hostport(r, a, e)
			r.hostKind = hostKindWHATWGURL(s, a, he, special)
			hostRule := "valid-opaque-host-string"
			if special {
				hostRule = "valid-host-string"
			}
			s.part(hostRule, a, he)
			if he < e {
				s.part("URL-port-string", he+1, e)
			}
		}
		from = e
	}
	c.Path = Span{from, q}
	if from < q {
		if in[from] == '/' {
			for i := from + 1; ; {
				j := s.index('/', i, q)
				s.part("URL-path-segment-string", i, j)
				s.segment(i, j)
				if j == q {
					break
				}
				i = j + 1
			}
		} else if c.Scheme.Defined() && c.Authority == Undefined && !special {
			s.part("opaque-path-URL-string", from, q)
		} else {
			for i := from; ; {
				j := s.index('/', i, q)
				s.part("URL-path-segment-string", i, j)
				s.segment(i, j)
				if j == q {
					break
				}
				i = j + 1
			}
		}
	}
	if q < f {
		c.Query = Span{q + 1, f}
		s.part("URL-query-string", q+1, f)
	}
	if f < end {
		c.Fragment = Span{f + 1, end}
		s.part("URL-fragment-string", f+1, end)
	}
}

// hostKindWHATWGURL is the alternative of §3.4 that the host at [a, e)
// matched: for a special URL (valid-host-string) a valid-IPv4-address-string
// or, failing that, a valid-domain-string, or "[" valid-IPv6-address-string
// "]"; for another (valid-opaque-host-string) the bracketed address or an
// opaque host.
func hostKindWHATWGURL(s *scanner, a, e int, special bool) HostKind {
	switch {
	case a == e:
		return 0
	case s.in[a] == '[':
		return IPv6String
	case !special:
		return OpaqueHostString
	case s.match(ipv4WHATWGURL, a, e):
		return IPv4String
	}
	return DomainString
}

// ipv4WHATWGURL is the automaton of valid-IPv4-address-string (;@scan).
var ipv4WHATWGURL = scanRule(whatwgurlg.Automaton, "valid-IPv4-address-string")

// checkWHATWGURL enforces the rule the URL Standard states as an algorithm
// rather than a grammar (erratum U1): a valid-domain-string must be a valid
// domain (§3.4).
func checkWHATWGURL(u *URI, _ bool) ([]Warning, error) {
	if u.rec.hostKind != DomainString {
		return nil, nil
	}
	h := u.Components.Host
	return nil, domainErrorWHATWGURL(u.Dialect, u.StartRule, u.Input, h.Start, h.End)
}

// domainErrorWHATWGURL is the *Error of the valid-domain-string at [a, e) of
// input when it is not a valid domain (§3.4, erratum U1), or nil.
func domainErrorWHATWGURL(d Dialect, rule, input string, a, e int) error {
	if reason := domainInvalidWHATWGURL(input[a:e]); reason != "" {
		return &Error{Dialect: d, Input: input, StartRule: rule,
			Offset: a, Rule: "valid-domain-string", Section: "3.4", Reason: reason}
	}
	return nil
}

// checkInputWHATWGURL is checkWHATWGURL on an input valid as rule, without its
// record (Validate): the host is found as scanWHATWGURL finds it, and only
// a special URL's host that is no IPv4 or IPv6 address is a
// valid-domain-string.
func checkInputWHATWGURL(d Dialect, rule, input string) error {
	a, e := 0, len(input)
	switch rule {
	case "valid-opaque-host-string":
		return nil
	case "valid-host-string":
	default:
		q := len(input)
		if i := strings.IndexAny(input, "?#"); i >= 0 {
			q = i
		}
		special, from := false, 0
		if k := schemeEndWHATWGURL(input, q); k >= 0 {
			special, _ = specialWHATWGURL(input[:k])
			from = k + 1
		} else {
			special = rule == "valid-URL-string-special-base" || rule == "valid-URL-string-file-base"
		}
		if !special || from+1 >= q || input[from] != '/' || input[from+1] != '/' {
			return nil
		}
		a, e = from+2, q
		if i := strings.IndexAny(input[a:q], "/:"); i >= 0 {
			e = a + i
		}
	}
	if a == e || input[a] == '[' || whatwgurlg.Automaton.MatchShort(ipv4WHATWGURL, input[a:e]) {
		return nil
	}
	return domainErrorWHATWGURL(d, rule, input, a, e)
}

// idnaWHATWGURL is UTS #46 ToASCII as the domain parser ToASCII of §3.3 runs
// it with beStrict true, the flags mapped to golang.org/x/net/idna's
// options: CheckHyphens = beStrict (CheckHyphens(true)), CheckBidi = true
// (BidiRule), CheckJoiners = true (CheckJoiners(true)), UseSTD3ASCIIRules
// = beStrict (StrictDomainName(true)), Transitional_Processing = false
// (Transitional(false)), VerifyDnsLength = beStrict (VerifyDNSLength(true)),
// IgnoreInvalidPunycode = false (x/net/idna has no such option: it always
// validates the labels it decodes, ValidateLabels, which MapForLookup sets).
// MapForLookup is the UTS #46 mapping step. The mapping table is that of
// x/net/idna's Unicode version (idna.UnicodeVersion).
var idnaWHATWGURL = idna.New(idna.MapForLookup(), idna.BidiRule(), idna.CheckHyphens(true), idna.CheckJoiners(true),
	idna.StrictDomainName(true), idna.Transitional(false), idna.VerifyDNSLength(true))

// domainInvalidWHATWGURL returns why domain is not a valid domain (§3.4), or ""
// when it is one: "1. Let domain be the result of running domain parser
// with input and true. 2. If domain is failure, then return false. 3. If
// running the ends in a number checker on domain returns true, then return
// false." An ASCII domain with no "xn--" label is checked here by the rules
// UTS #46 ToASCII applies to it (asciiDomainWHATWGURL), without the library.
func domainInvalidWHATWGURL(domain string) string {
	ascii, ok := asciiDomainWHATWGURL(domain)
	if !ok {
		a, err := idnaWHATWGURL.ToASCII(domain)
		if err != nil {
			return msgWHATWGDomainToASCII + err.Error()
		}
		// UTS #46 VerifyDnsLength: "The length of each label is from 1 to
		// 63", the root label excepted; x/net/idna lets an empty label
		// before the root label through ("a..").
		if emptyLabelWHATWGURL(a) {
			return msgWHATWGDomainToASCII + msgWHATWGEmptyLabel
		}
		ascii = a
	}
	if endsInANumberWHATWGURL(ascii) {
		return msgWHATWGDomainNumber
	}
	return ""
}

// asciiDomainWHATWGURL checks an ASCII domain without "xn--" labels as UTS #46
// ToASCII does with the flags of idnaWHATWGURL, and returns it (its case does
// not matter to the ends-in-a-number checker); ok is false when the domain
// is not such a domain or breaks a rule, for the library to check and
// explain. For such a domain ToASCII's steps reduce to: the mapping
// (upper-case letters to lower case; with UseSTD3ASCIIRules every other
// ASCII character but [a-z0-9-.] is disallowed), CheckHyphens (no label
// starts or ends with "-" or has "--" in its third and fourth positions),
// VerifyDnsLength (labels of 1 to 63 octets, the root label, a last empty
// one, excepted; at most 253 octets without it); CheckBidi and
// CheckJoiners find nothing in ASCII.
func asciiDomainWHATWGURL(d string) (string, bool) {
	n := len(d)
	if n > 0 && d[n-1] == '.' {
		n--
	}
	if n == 0 || n > 253 {
		return "", false
	}
	for start := 0; start <= n; {
		end := start
		for end < n && d[end] != '.' {
			b := d[end]
			if !(isAlpha(b) || b >= '0' && b <= '9' || b == '-') {
				return "", false
			}
			end++
		}
		l := d[start:end]
		if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' ||
			len(l) >= 4 && l[2] == '-' && l[3] == '-' {
			return "", false // "xn--" labels too: the library decodes them
		}
		start = end + 1
	}
	return d, true
}

// endsInANumberWHATWGURL is the ends in a number checker of §3.5 (#host-parsing) on an ASCII
// domain: its last label (a last empty one removed) is all ASCII digits, or
// "0x"/"0X" followed by ASCII hex digits (what the IPv4 number parser
// accepts there).
func endsInANumberWHATWGURL(d string) bool {
	d = strings.TrimSuffix(d, ".")
	last := d[strings.LastIndexByte(d, '.')+1:]
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
	if len(last) < 2 || last[0] != '0' || last[1]|0x20 != 'x' {
		return false
	}
	for i := 2; i < len(last); i++ {
		if b := last[i] | 0x20; !(b >= '0' && b <= '9' || b >= 'a' && b <= 'f') {
			return false
		}
	}
	return true
}

// baseRuleWHATWGURL is the start rule of a string written against base (§4.3,
// erratum E1): "U+0023 (#) followed by a URL-fragment string, if base URL
// has an opaque path; otherwise, a relative-URL string", which switches "on
// base URL's scheme": a special scheme that is not "file", "file",
// otherwise. The base is read as the basic URL parser's scheme state reads
// it (§4.4): a URL-scheme-string and ":"; the URL is special by its scheme,
// and one that is not has an opaque path unless "/" follows the ":".
// Leading and trailing C0 controls and spaces, and ASCII tabs and newlines,
// which that parser removes first, are removed here too.
func baseRuleWHATWGURL(base string) (string, error) {
	b := strings.Trim(base, "\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f ")
	if strings.ContainsAny(b, "\t\n\r") {
		b = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(b)
	}
	k := schemeEndWHATWGURL(b, len(b))
	if k < 0 {
		return "", fmt.Errorf(msgWHATWGBaseNoScheme, base)
	}
	switch special, file := specialWHATWGURL(b[:k]); {
	case file:
		return "valid-URL-string-file-base", nil
	case special:
		return "valid-URL-string-special-base", nil
	case k+1 < len(b) && b[k+1] == '/':
		return "valid-URL-string-other-base", nil
	}
	return "valid-URL-string-opaque-path-base", nil
}

// emptyLabelWHATWGURL reports whether the domain d has an empty label other
// than the root label (its last, after a final ".").
func emptyLabelWHATWGURL(d string) bool {
	t := strings.TrimSuffix(d, ".")
	return t == "" || t[0] == '.' || t[len(t)-1] == '.' || strings.Contains(t, "..")
}

// whatwgURL writes a URL string of the URL Standard (§4.3: the generic form
// [ scheme ":" ] [ "//" host [ ":" port ] ] path [ "?" query ] [ "#"
// fragment ]), or the host alone for the host start rules (§3.4).
func (r *recomposer) whatwgURL(u *URI, t *Typed) {
	switch u.Production {
	case "valid-host-string", "valid-opaque-host-string":
		r.text(&t.Host.Text)
		return
	}
	r.generic(t, func() {
		if t.Path != nil {
			r.text(&t.Path.Text)
		}
	})
}
