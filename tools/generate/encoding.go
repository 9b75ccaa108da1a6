package main

import (
	"fmt"
	"slices"
	"strings"
	"text/template"
	"unicode/utf8"

	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// componentRule names the rule of a grammar that is a component for
// percent-encoding (semantic.Encode): the component's name in the library,
// the rule, and rules whose bytes the rule admits literally but Encode
// escapes (a spec's prose saying a character the grammar admits SHOULD be
// encoded); Decode still reads them.
type componentRule struct {
	component, rule string
	except          []string
}

// encodingSpec is one dialect's entry of the table: its component rules and
// where its delimiters come from (rules of its grammar, and characters its
// productions write as delimiters, with the section that says so).
type encodingSpec struct {
	components []componentRule
	delimiters []string // rules
	extra      string   // delimiter characters in no rule of the grammar
	extraWhy   string   // the section that makes extra delimiters
}

// encodingSpecs is the table of which rule of each grammar is which
// component. Which bytes each admits is never listed here: it is computed
// from the rule (componentSet).
var encodingSpecs = map[string]encodingSpec{
	// RFC 3986 §3.2.1 userinfo, §3.2.2 reg-name, §3.3 path and segment,
	// §3.4 query, §3.5 fragment; §2.2 reserved.
	"rfc3986": {components: []componentRule{{"userinfo", "userinfo", nil}, {"host", "reg-name", nil}, {"path", "path", nil},
		{"segment", "segment", nil}, {"query", "query", nil}, {"fragment", "fragment", nil}},
		delimiters: []string{"reserved"}},
	// RFC 3987 §2.2: the same rules, "i"-prefixed.
	"rfc3987": {components: []componentRule{{"userinfo", "iuserinfo", nil}, {"host", "ireg-name", nil}, {"path", "ipath", nil},
		{"segment", "isegment", nil}, {"query", "iquery", nil}, {"fragment", "ifragment", nil}},
		delimiters: []string{"reserved"}},
	// RFC 2396 §3.2.2 userinfo, §3.3 path_segments and segment, §3.4
	// query, §4.1 fragment; §2.2 reserved, and "#" of §2.4.3 delims ("used
	// to delimit a URI from a fragment identifier"). Its host (hostname,
	// IPv4address) admits no escape.
	"rfc2396": {components: []componentRule{{"userinfo", "userinfo", nil}, {"path", "path-segments", nil},
		{"segment", "segment", nil}, {"query", "query", nil}, {"fragment", "fragment", nil}},
		delimiters: []string{"reserved"}, extra: "#", extraWhy: "§2.4.3"},
	"rfc2396bis-01": {components: []componentRule{{"userinfo", "userinfo", nil}, {"path", "path-segments", nil},
		{"segment", "segment", nil}, {"query", "query", nil}, {"fragment", "fragment", nil}},
		delimiters: []string{"reserved"}, extra: "#", extraWhy: "§2.4.3"},
	// draft-fielding-url-syntax-05 §4.3.1 user (":" divides the password),
	// §4.3.2 path-segments and segment, §4.3.3 query, §3 fragment; §2.2
	// reserved, §2.4.3 "#".
	"url-syntax-05": {components: []componentRule{{"userinfo", "user", nil}, {"path", "path-segments", nil},
		{"segment", "segment", nil}, {"query", "query", nil}, {"fragment", "fragment", nil}},
		delimiters: []string{"reserved"}, extra: "#", extraWhy: "§2.4.3"},
	// RFC 1808 §2.2: path, segment, query, fragment; reserved, and "#",
	// which delimits the fragment (URL = ... [ "#" fragment ]).
	"rfc1808": {components: []componentRule{{"path", "path", nil}, {"segment", "segment", nil},
		{"query", "query", nil}, {"fragment", "fragment", nil}},
		delimiters: []string{"reserved"}, extra: "#", extraWhy: "§2.2"},
	// RFC 1738 §5: user (§3.1), the HTTP hpath and hsegment and search
	// (§3.3); reserved, and "#" (§2.2: "#" is unsafe, "used ... to delimit
	// a URL from a fragment/anchor identifier").
	"rfc1738": {components: []componentRule{{"userinfo", "user", nil}, {"path", "hpath", nil},
		{"segment", "hsegment", nil}, {"query", "search", nil}},
		delimiters: []string{"reserved"}, extra: "#", extraWhy: "§2.2"},
	// RFC 1630 §BNF-of-Generic-URI-Syntax: path = void / xpalphas [ "/"
	// path ], so a segment is xpalphas; search = xalphas [ "+" search ], so
	// one search word is xalphas; fragmentid. reserved.
	"rfc1630": {components: []componentRule{{"segment", "xpalphas", nil}, {"query", "xalphas", nil},
		{"fragment", "fragmentid", nil}},
		delimiters: []string{"reserved"}},
	// The 1993 draft §BNF-syntax: the same segment and search word, user,
	// fragmentid. It has no reserved rule: its delimiters are those its
	// productions write around these rules, "/" (path; §Partial-form:
	// "certain characters ("/") ... have a significance"), "?" (search) and
	// "#" (fragmentaddress).
	"url-draft-1993": {components: []componentRule{{"userinfo", "user", nil}, {"segment", "xpalphas", nil},
		{"query", "xalphas", nil}, {"fragment", "fragmentid", nil}},
		extra: "/?#", extraWhy: "§BNF-syntax"},
	// RFC 2141 §2.2 NSS; §2.3 reserved ("%" "/" "?" "#"), which §2.3.2
	// says SHOULD NOT be used unencoded.
	"rfc2141": {components: []componentRule{{"nss", "NSS", []string{"reserved"}}},
		delimiters: []string{"reserved"}},
	// rfc2141bis-03 §2.2 NSS, RFC 3986 §3.5 fragment; RFC 3986 §2.2
	// gen-delims and sub-delims.
	"rfc2141bis-03": {components: []componentRule{{"nss", "NSS", nil}, {"fragment", "fragment", nil}},
		delimiters: []string{"gen-delims", "sub-delims"}},
	// RFC 8141 §2: NSS, q-component, f-component; sub-delims, and RFC 3986
	// gen-delims, which RFC 8141 §2 takes from RFC 3986 without restating
	// their rule.
	"rfc8141": {components: []componentRule{{"nss", "NSS", nil}, {"query", "q-component", nil},
		{"fragment", "f-component", nil}},
		delimiters: []string{"sub-delims"}, extra: ":/?#[]@", extraWhy: "RFC 3986 §2.2 gen-delims"},
	// URL Standard §4.3: URL-path-segment-string, URL-query-string,
	// URL-fragment-string, each any run of its units. Its host and path
	// rules are not: valid-opaque-host-string holds "[" only around an IPv6
	// address, and a path-absolute-URL-string is "/" and segments, so the
	// segment stands for the path. It has no reserved rule: its delimiters
	// are those its productions write (":" "/" "?" "#", "[" "]" around an
	// IPv6 address) and "@", a forbidden host code point (§3.2) that ends the
	// credentials the parser reads.
	"whatwg-url": {components: []componentRule{{"segment", "URL-path-segment-string", nil},
		{"query", "URL-query-string", nil}, {"fragment", "URL-fragment-string", nil}},
		extra: ":/?#[]@", extraWhy: "§4.3 URL writing, §3.2 forbidden host code points"},
}

// token is an input unit of a component: a byte, a code point's UTF-8
// encoding, or a percent-escape.
type token string

// encodingOf computes the encoding data of g for dialect.
func encodingOf(g *abnf.Grammar, dialect string) (*rt.Encoding, error) {
	spec, ok := encodingSpecs[dialect]
	if !ok {
		return nil, fmt.Errorf("tools/generate: no encoding table entry for dialect %s", dialect)
	}
	sections := map[string]string{}
	for _, r := range g.Rules {
		if _, ok := sections[strings.ToLower(r.Name)]; !ok {
			sections[strings.ToLower(r.Name)] = r.Section
		}
	}
	e := &rt.Encoding{}
	var from []string
	for _, r := range spec.delimiters {
		set, err := singleBytes(g, r)
		if err != nil {
			return nil, err
		}
		for b := range 256 {
			if set.Has(byte(b)) {
				e.Delimiters.Add(byte(b))
			}
		}
		from = append(from, r+" (§"+sections[strings.ToLower(r)]+")")
	}
	if spec.extra != "" {
		for i := 0; i < len(spec.extra); i++ {
			e.Delimiters.Add(spec.extra[i])
		}
		from = append(from, fmt.Sprintf("%q (%s)", spec.extra, spec.extraWhy))
	}
	// "%" itself is never a delimiter: its escape "%25" is how data says "%".
	e.Delimiters[0] &^= 1 << '%'
	e.DelimitersFrom = strings.Join(from, ", ")
	utf := g.Pragmas.Encoding != ""
	for _, c := range spec.components {
		cs, err := componentSet(g, c, utf)
		if err != nil {
			return nil, err
		}
		cs.Section = sections[strings.ToLower(c.rule)]
		e.Components = append(e.Components, cs)
	}
	return e, nil
}

// singleBytes returns the bytes b such that the one-byte input b matches
// rule.
func singleBytes(g *abnf.Grammar, rule string) (rt.ByteSet, error) {
	a, err := compiler.CompileRules(g, []string{rule})
	if err != nil {
		return rt.ByteSet{}, err
	}
	var set rt.ByteSet
	for b := range 256 {
		if s := step(a, int(a.Start[0]), string([]byte{byte(b)})); s != 0 && a.Accepting(s) {
			set.Add(byte(b))
		}
	}
	return set, nil
}

// step runs the automaton from state s over in and returns the state it
// ends in, 0 when it dies.
func step(a *rt.Automaton, s int, in string) int {
	for i := 0; i < len(in) && s != 0; i++ {
		s = int(a.Trans[s*a.NumClasses+int(a.Classes[in[i]])])
	}
	return s
}

// componentSet computes what c's rule admits: First, the tokens that alone
// match the rule; Rest, the largest set of tokens that keeps every state
// reachable by a First token and Rest tokens accepting. Then any input of a
// First token and Rest tokens matches the rule, which is what Encode needs;
// the fixpoint makes Rest as large as that allows.
func componentSet(g *abnf.Grammar, c componentRule, utf bool) (rt.ComponentSet, error) {
	a, err := compiler.CompileRules(g, []string{c.rule})
	if err != nil {
		return rt.ComponentSet{}, err
	}
	cs := rt.ComponentSet{Component: c.component, Rule: c.rule}
	var except rt.ByteSet
	for _, r := range c.except {
		set, err := singleBytes(g, r)
		if err != nil {
			return cs, err
		}
		for b := range 256 {
			if set.Has(byte(b)) {
				except.Add(byte(b))
			}
		}
	}
	s0 := int(a.Start[0])
	cs.Empty = a.Accepting(s0)
	ok := func(s int, t token) bool {
		n := step(a, s, string(t))
		return n != 0 && a.Accepting(n)
	}
	var escapes []token
	for _, h1 := range "0123456789ABCDEFabcdef" {
		for _, h2 := range "0123456789ABCDEFabcdef" {
			escapes = append(escapes, token("%"+string(h1)+string(h2)))
		}
	}
	all := func(s int, ts []token) bool {
		for _, t := range ts {
			if !ok(s, t) {
				return false
			}
		}
		return true
	}
	cs.Escapes = all(s0, escapes)
	// The tokens: every byte but "%" when escapes stand for it, and the
	// bytes the table takes out; the escapes as one token; in a UTF-8
	// grammar every code point above U+007F.
	var tokens []token
	for b := range 256 {
		if (cs.Escapes && b == '%') || (utf && b >= 0x80) {
			continue
		}
		tokens = append(tokens, token([]byte{byte(b)}))
	}
	// In a UTF-8 grammar the automaton reads a code point by the byte
	// classes of its encoding: the code points of one sequence of classes
	// go alike, so one of them (the first) stands for all, its members.
	var runes []token
	members := map[token][]rune{}
	if utf {
		var reps []token
		seen := map[string]token{}
		for r := rune(0x80); r <= utf8.MaxRune; r++ {
			if !utf8.ValidRune(r) {
				continue
			}
			enc := string(r)
			key := make([]byte, len(enc))
			for i := range len(enc) {
				key[i] = a.Classes[enc[i]]
			}
			rep, found := seen[string(key)]
			if !found {
				rep = token(enc)
				seen[string(key)] = rep
				reps = append(reps, rep)
			}
			members[rep] = append(members[rep], r)
		}
		for _, rep := range reps {
			if ok(s0, rep) {
				runes = append(runes, rep)
			}
		}
	}
	first := func(ts []token) []token {
		var out []token
		for _, t := range ts {
			if ok(s0, t) {
				out = append(out, t)
			}
		}
		return out
	}
	firstTokens, firstRunes := first(tokens), runes // runes: already those that match alone
	// Reachable states after one First token; then the fixpoint.
	states := map[int]bool{}
	for _, t := range append(slices.Clone(firstTokens), firstRunes...) {
		states[step(a, s0, string(t))] = true
	}
	if cs.Escapes {
		for _, t := range escapes {
			states[step(a, s0, string(t))] = true
		}
	}
	candidates := append(slices.Clone(tokens), runes...)
	var rest []token
	escRest := cs.Escapes
	for {
		rest = rest[:0]
		for _, t := range candidates {
			good := true
			for s := range states {
				if !ok(s, t) {
					good = false
					break
				}
			}
			if good {
				rest = append(rest, t)
			}
		}
		if escRest {
			for s := range states {
				if !all(s, escapes) {
					escRest = false
					break
				}
			}
		}
		next := map[int]bool{}
		for s := range states {
			next[s] = true
			for _, t := range rest {
				next[step(a, s, string(t))] = true
			}
			if escRest {
				for _, t := range escapes {
					next[step(a, s, string(t))] = true
				}
			}
		}
		if len(next) == len(states) {
			break
		}
		states = next
	}
	if cs.Escapes && !escRest {
		return cs, fmt.Errorf("rule %s admits an escape first but not everywhere after it; choose another rule for %s", c.rule, c.component)
	}
	for _, t := range firstTokens {
		cs.First.Add(t[0])
	}
	for _, t := range rest {
		if len(t) == 1 {
			cs.Rest.Add(t[0])
		}
	}
	for b := range 256 {
		if except.Has(byte(b)) && (cs.First.Has(byte(b)) || cs.Rest.Has(byte(b))) {
			cs.Encoded.Add(byte(b))
		}
	}
	cs.FirstRunes = ranges(firstRunes, members)
	var restRunes []token
	for _, t := range rest {
		if len(t) > 1 {
			restRunes = append(restRunes, t)
		}
	}
	cs.RestRunes = ranges(restRunes, members)
	return cs, nil
}

// ranges returns the code points that the representatives ts stand for
// (members), as sorted ranges.
func ranges(ts []token, members map[token][]rune) []rt.RuneRange {
	var rs []rune
	for _, t := range ts {
		rs = append(rs, members[t]...)
	}
	slices.Sort(rs)
	var out []rt.RuneRange
	for _, r := range rs {
		if n := len(out); n > 0 && (out[n-1].Hi == r-1 || (out[n-1].Hi == 0xD7FF && r == 0xE000)) {
			out[n-1].Hi = r
			continue
		}
		out = append(out, rt.RuneRange{Lo: r, Hi: r})
	}
	return out
}

// encodingLiteral is the body of the automaton.Encoding composite literal.
func encodingLiteral(e *rt.Encoding) string {
	var b strings.Builder
	set := func(s rt.ByteSet) string {
		return fmt.Sprintf("automaton.ByteSet{%#016x, %#016x, %#016x, %#016x}", s[0], s[1], s[2], s[3])
	}
	runes := func(rs []rt.RuneRange) string {
		if len(rs) == 0 {
			return "nil"
		}
		var w strings.Builder
		w.WriteString("[]automaton.RuneRange{")
		for i, r := range rs {
			if i%3 == 0 {
				w.WriteString("\n\t\t\t\t")
			} else {
				w.WriteByte(' ')
			}
			fmt.Fprintf(&w, "{Lo: %#x, Hi: %#x},", r.Lo, r.Hi)
		}
		w.WriteString("\n\t\t\t}")
		return w.String()
	}
	b.WriteString("\tComponents: []automaton.ComponentSet{\n")
	for _, c := range e.Components {
		fmt.Fprintf(&b, "\t\t{\n\t\t\tComponent: %q, Rule: %q, Section: %q, Empty: %t, Escapes: %t,\n", c.Component, c.Rule, c.Section, c.Empty, c.Escapes)
		fmt.Fprintf(&b, "\t\t\t// First: %s\n", byteRanges(c.First))
		fmt.Fprintf(&b, "\t\t\tFirst: %s,\n", set(c.First))
		fmt.Fprintf(&b, "\t\t\t// Rest: %s\n", byteRanges(c.Rest))
		fmt.Fprintf(&b, "\t\t\tRest: %s,\n", set(c.Rest))
		if c.Encoded != (rt.ByteSet{}) {
			fmt.Fprintf(&b, "\t\t\t// Encoded: %s\n", byteRanges(c.Encoded))
			fmt.Fprintf(&b, "\t\t\tEncoded: %s,\n", set(c.Encoded))
		}
		fmt.Fprintf(&b, "\t\t\tFirstRunes: %s,\n\t\t\tRestRunes: %s,\n\t\t},\n", runes(c.FirstRunes), runes(c.RestRunes))
	}
	b.WriteString("\t},\n")
	fmt.Fprintf(&b, "\t// Delimiters: %s\n", byteRanges(e.Delimiters))
	fmt.Fprintf(&b, "\tDelimiters: %s,\n\tDelimitersFrom: %q,\n", set(e.Delimiters), e.DelimitersFrom)
	return b.String()
}

// byteRanges writes the bytes of s for a reader of the generated file.
func byteRanges(s rt.ByteSet) string {
	var bs []byte
	for b := range 256 {
		if s.Has(byte(b)) {
			bs = append(bs, byte(b))
		}
	}
	return rt.ByteRanges(bs)
}

var encodingTmpl = template.Must(template.New("encoding").Parse(header + `

package {{.Package}}

import "github.com/urispec/urispec/semantic/automaton"

// Encoding is what percent-encoding means in
// grammar/{{.Dialect}}/{{.Dialect}}.abnf: for each component rule, the bytes
// it admits literally first and after, computed from the rule's automaton
// by tools/generate (encoding.go), and the delimiters.
var Encoding = &automaton.Encoding{
{{.Encoding}}}
`))
