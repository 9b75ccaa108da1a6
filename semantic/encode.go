package semantic

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urispec/urispec/semantic/automaton"
)

// EncodingError is a string Encode cannot encode or Decode cannot decode
// for a component of a dialect: where (Offset, a byte offset into Input),
// why (Reason), and the rule of the dialect's grammar the component is.
type EncodingError struct {
	Op        string // "encode" or "decode"
	Dialect   Dialect
	Component Component
	Input     string
	Offset    int
	Rule      string // the component's rule ("" when the dialect has none)
	Section   string // the rule's section
	Reason    string
}

// Error returns the one-line form:
//
//	rfc3986: cannot decode segment at offset 1: "%2F" encodes "/", a delimiter (reserved (§2.2)): decoding it would change the meaning (in rule segment, §3.3)
func (e *EncodingError) Error() string {
	if e.Rule == "" {
		return fmt.Sprintf(msgEncodingNoRule, e.Dialect, e.Op, e.Reason)
	}
	return fmt.Sprintf(msgEncodingFormat, e.Dialect, e.Op, e.Component, e.Offset, e.Reason, e.Rule, e.Section)
}

// The operations an EncodingError names.
const (
	opEncode = "encode"
	opDecode = "decode"
)

// componentSet returns the encoding data of component c of d.
func componentSet(op string, d Dialect, c Component, input string) (*automaton.Encoding, *automaton.ComponentSet, error) {
	x, err := lookup(d)
	if err != nil {
		return nil, nil, err
	}
	e := x.meta.Encoding
	var names []string
	for i := range e.Components {
		if e.Components[i].Component == string(c) {
			return e, &e.Components[i], nil
		}
		names = append(names, e.Components[i].Component)
	}
	return nil, nil, &EncodingError{Op: op, Dialect: d, Component: c, Input: input, Offset: -1,
		Reason: fmt.Sprintf(msgEncodingComponent, c, strings.Join(names, ", "))}
}

// Encode percent-encodes s for component c of dialect d: every byte the
// component's rule in d's grammar admits literally at its place stays, and
// every other byte is written "%" HEXDIG HEXDIG, in upper case (RFC 3986
// §2.1: "should use uppercase hexadecimal digits"). Which bytes stay comes
// from the dialect's ABNF, not from a list: make generate computes, for the
// component's rule (EncodingComponents lists them), the bytes it admits
// first and after, and Encode's output always matches that rule.
// So Encode is exact per spec version: "~" is escaped under RFC 1738 (§2.2
// lists it among the unsafe characters, and its §5 BNF has it in no
// unreserved rule) and kept under RFC 2396 (§2.3 mark) and RFC 3986 (§2.3
// unreserved); "'" is kept in an RFC 3986 path (§2.2 sub-delims). Where a
// spec's prose says to encode a character its grammar admits, Encode does
// (RFC 2141 §2.3.2: "/", "?", "#" in an NSS).
//
// A "%" is always escaped: it starts an escape (RFC 3986 §2.4). In RFC 3987
// (a grammar of characters) the characters its rule admits (ucschar,
// iprivate in iquery) stay as UTF-8, but for the bidirectional formatting
// characters §4.1 excludes (LRM, RLM, LRE, RLE, LRO, RLO, PDF); any other
// byte of s, valid UTF-8 or not, is escaped. Encode fails with an *EncodingError for a component d has no
// rule for, an empty s where the rule admits no empty string, a byte the
// rule admits neither literally nor as an escape, and NUL where the text
// forbids it (rfc2141bis-03 §2.5.3, RFC 2141 §2.4).
//
// The components: userinfo, host, path, segment, query, fragment and nss, as
// each grammar has them (rfc3986: all but nss; rfc8141: nss, query (its
// q-component), fragment (its f-component)).
//
// Cost: one pass over s; no allocation when s needs no escape.
func Encode(d Dialect, c Component, s string) (string, error) {
	_, cs, err := componentSet(opEncode, d, c, s)
	if err != nil {
		return "", err
	}
	fail := func(off int, reason string) (string, error) {
		return "", &EncodingError{Op: opEncode, Dialect: d, Component: c, Input: s, Offset: off, Rule: cs.Rule, Section: cs.Section, Reason: reason}
	}
	if s == "" && !cs.Empty {
		return fail(0, msgEncodingEmpty)
	}
	nul := d.x.noNUL
	excluded := d.x.excluded.names
	var b []byte // nil until the first escape
	for i := 0; i < len(s); {
		first := i == 0 // the output is empty exactly when nothing of s was read
		set, runes := &cs.Rest, cs.RestRunes
		if first {
			set, runes = &cs.First, cs.FirstRunes
		}
		ch := s[i]
		n := 1
		literal := set.Has(ch) && !cs.Encoded.Has(ch)
		if ch >= utf8.RuneSelf && runes != nil {
			r, size := utf8.DecodeRuneInString(s[i:])
			_, bad := excluded[r]
			if size > 1 && automaton.InRanges(runes, r) && !bad {
				literal, n = true, size
			}
		}
		switch {
		case ch == 0 && nul != "":
			return fail(i, fmt.Sprintf(msgEncodingNUL, nul))
		case literal:
			if b != nil {
				b = append(b, s[i:i+n]...)
			}
		case !cs.Escapes:
			return fail(i, fmt.Sprintf(msgEncodingNoEscape, string(ch)))
		default:
			if b == nil {
				b = make([]byte, i, len(s)+2*(len(s)-i))
				copy(b, s[:i])
			}
			b = append(b, '%', hexDigits[ch>>4], hexDigits[ch&15])
		}
		i += n
	}
	if b == nil {
		return s, nil
	}
	return string(b), nil
}

// Decode percent-decodes s, a component c of dialect d as written in an
// identifier, and refuses what would change its meaning: it fails with an
// *EncodingError (its offset and reason) at
//
//   - an escape of a delimiter of the dialect (its reserved characters and
//     the fragment's "#": "%2F" in a path, "%3F", "%23"): RFC 3986 §2.2,
//     "URIs that differ in the replacement of a reserved character with its
//     corresponding percent-encoded octet are not equivalent", RFC 2396
//     §2.2, RFC 1738 §2.2 ("encoding a character reserved for a particular
//     scheme may change the semantics");
//   - a "%" that two hexadecimal digits do not follow (RFC 3986 §2.1);
//   - a byte the component's rule does not admit literally there, as Encode
//     would escape it (s is not that component of d);
//   - "%00" where the text forbids the octet 0 (rfc2141bis-03 §2.5.3,
//     RFC 2141 §2.4);
//   - in a grammar of characters (rfc3987), escapes that decode to what the
//     component excludes: octets that are no UTF-8 character (RFC 3629 §4),
//     a character the component's rule does not admit there (RFC 3987 §2.2:
//     iprivate, U+E000 for one, only in iquery; U+FFFE in no rule), or one
//     the text's prose excludes (RFC 3987 §4.1: the bidirectional
//     formatting characters LRM, RLM, LRE, RLE, LRO, RLO and PDF, which are
//     refused written literally too). Such escapes stay percent-encoded in
//     an IRI (RFC 3987 §3.2, which URIToIRI follows): the error names the
//     character and the rule, and nothing is returned, so that a decoded
//     component never holds what it excludes.
//
// "%25" decodes to "%". Decode(d, c, Encode(d, c, s)) is s for every s
// without a delimiter that the component escapes.
//
// Cost: one pass over s; no allocation when s has no escape.
func Decode(d Dialect, c Component, s string) (string, error) {
	e, cs, err := componentSet(opDecode, d, c, s)
	if err != nil {
		return "", err
	}
	fail := func(off int, reason string) (string, error) {
		return "", &EncodingError{Op: opDecode, Dialect: d, Component: c, Input: s, Offset: off, Rule: cs.Rule, Section: cs.Section, Reason: reason}
	}
	if s == "" && !cs.Empty {
		return fail(0, msgEncodingEmpty)
	}
	nul := d.x.noNUL
	chars := d.x.meta.UTF8 // a grammar of characters (;@encoding utf-8)
	excluded := d.x.excluded
	var b []byte // nil until the first escape
	for i := 0; i < len(s); {
		set, runes := &cs.Rest, cs.RestRunes
		if i == 0 {
			set, runes = &cs.First, cs.FirstRunes
		}
		ch := s[i]
		if ch == '%' && cs.Escapes {
			if i+2 >= len(s) || !typedIsHex(s[i+1]) || !typedIsHex(s[i+2]) {
				return fail(i, msgDecodeBadEscape)
			}
			v := unhex(s[i+1])<<4 | unhex(s[i+2])
			switch {
			case v == 0 && nul != "":
				return fail(i, fmt.Sprintf(msgEncodingNUL, nul))
			case e.Delimiters.Has(v):
				return fail(i, fmt.Sprintf(msgDecodeDelimiter, s[i:i+3], string(v), e.DelimitersFrom))
			}
			if b == nil {
				b = make([]byte, i, len(s))
				copy(b, s[:i])
			}
			if chars && v >= utf8.RuneSelf {
				// The escapes of one UTF-8 character: it must be one the
				// component admits here.
				n, reason := decodeChar(s, i, runes, excluded.names, excluded.section)
				if reason != "" {
					return fail(i, reason)
				}
				for k := i; k < i+3*n; k += 3 {
					b = append(b, unhex(s[k+1])<<4|unhex(s[k+2]))
				}
				i += 3 * n
				continue
			}
			b = append(b, v)
			i += 3
			continue
		}
		n := 1
		ok := set.Has(ch)
		if ch >= utf8.RuneSelf && runes != nil {
			r, size := utf8.DecodeRuneInString(s[i:])
			if size > 1 && automaton.InRanges(runes, r) {
				ok, n = true, size
			}
		}
		if !ok {
			return fail(i, fmt.Sprintf(msgDecodeNotLiteral, string(ch)))
		}
		if n > 1 && excluded.names != nil {
			r, _ := utf8.DecodeRuneInString(s[i:])
			if name, bad := excluded.names[r]; bad {
				return fail(i, fmt.Sprintf(msgDecodeExcluded, s[i:i+n], name, excluded.section))
			}
		}
		if ch == 0 && nul != "" {
			return fail(i, fmt.Sprintf(msgEncodingNUL, nul))
		}
		if b != nil {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	if b == nil {
		return s, nil
	}
	return string(b), nil
}

// EncodingComponents returns the components Encode and Decode know for d,
// each with the rule of d's grammar it is and that rule's section. Cost: it
// allocates the list it returns.
func EncodingComponents(d Dialect) ([]EncodingComponent, error) {
	x, err := lookup(d)
	if err != nil {
		return nil, err
	}
	var out []EncodingComponent
	for _, c := range x.meta.Encoding.Components {
		out = append(out, EncodingComponent{Component: Component(c.Component), Rule: c.Rule, Section: c.Section, Escapes: c.Escapes})
	}
	return out, nil
}

// EncodingComponent is a component Encode and Decode know for a dialect:
// the rule of its grammar, that rule's section, and whether the rule admits
// escapes.
type EncodingComponent struct {
	Component Component
	Rule      string
	Section   string
	Escapes   bool
}

// decodeChar reads the escapes at s[i:] of one UTF-8 character in a grammar
// of characters (the first escape encodes a lead byte) and returns how many
// escapes it takes, and "" when the component admits the character here
// (runes) and the prose does not exclude it (excluded, by section);
// otherwise the reason of the refusal.
func decodeChar(s string, i int, runes []automaton.RuneRange, excluded map[rune]string, section string) (int, string) {
	var buf [utf8.UTFMax]byte
	n := 0
	for j := i; n < utf8.UTFMax && j+2 < len(s) && s[j] == '%' && typedIsHex(s[j+1]) && typedIsHex(s[j+2]); j += 3 {
		v := unhex(s[j+1])<<4 | unhex(s[j+2])
		if n > 0 && !isContinuation(v) {
			break
		}
		buf[n] = v
		n++
		if utf8.FullRune(buf[:n]) {
			break
		}
	}
	r, size := utf8.DecodeRune(buf[:n])
	if r == utf8.RuneError && size <= 1 {
		return 0, fmt.Sprintf(msgDecodeNotUTF8, s[i:i+3*n])
	}
	seq := s[i : i+3*size]
	if name, bad := excluded[r]; bad {
		return 0, fmt.Sprintf(msgDecodeExcludedEsc, seq, name, section)
	}
	if !automaton.InRanges(runes, r) {
		return 0, fmt.Sprintf(msgDecodeNotAdmitted, seq, r)
	}
	return size, ""
}
