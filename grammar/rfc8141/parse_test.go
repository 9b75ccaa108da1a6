package rfc8141_test

import (
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/generated/rfc8141"
	"github.com/urispec/urispec/internal/asttest"
)

// shape renders a tree as its rule names, children in parentheses.
func shape(n *ast.Node) string {
	if len(n.Children) == 0 {
		return n.Rule
	}
	parts := make([]string, len(n.Children))
	for i, c := range n.Children {
		parts[i] = shape(c)
	}
	return n.Rule + "(" + strings.Join(parts, " ") + ")"
}

// texts lists the text of every node named rule, in input order.
func texts(n *ast.Node, rule string) []string {
	var out []string
	for _, m := range n.FindAll(rule) {
		out = append(out, m.Text)
	}
	return out
}

const (
	name   = "namestring(assigned-name(NID NSS))"
	nameR  = "namestring(assigned-name(NID NSS) rq-components(r-component))"
	nameQ  = "namestring(assigned-name(NID NSS) rq-components(q-component))"
	nameF  = "namestring(assigned-name(NID NSS) f-component)"
	nameRQ = "namestring(assigned-name(NID NSS) rq-components(r-component q-component))"
)

// TestSpecExamples parses every URN the RFC prints, with its parts.
func TestSpecExamples(t *testing.T) {
	tests := []struct {
		name  string
		input string
		shape string
		parts map[string][]string // rule -> texts
	}{
		// §1: "urn:example:foo".
		{name: "1 example", input: "urn:example:foo", shape: name, parts: map[string][]string{"NID": {"example"}, "NSS": {"foo"}}},
		// §2.2: "urn:example:1/406/47452/2", a hierarchical name in the NSS.
		{name: "2.2 slashes", input: "urn:example:1/406/47452/2", shape: name, parts: map[string][]string{"NSS": {"1/406/47452/2"}}},
		// §2.3.1: an r-component.
		{name: "2.3.1 r-component", input: "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk", shape: nameR,
			parts: map[string][]string{"r-component": {"CCResolve:cc=uk"}}},
		// §2.3.2: a q-component (printed on two lines, erratum E3).
		{name: "2.3.2 q-component", input: "urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z", shape: nameQ,
			parts: map[string][]string{"q-component": {"op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z"}}},
		// §2.3.3: an f-component.
		{name: "2.3.3 f-component", input: "urn:example:foo-bar-baz-qux#somepart", shape: nameF,
			parts: map[string][]string{"f-component": {"somepart"}}},
		// §3.2, first: scheme and NID differ in case.
		{name: "3.2 first 1", input: "urn:example:a123,z456", shape: name},
		{name: "3.2 first 2", input: "URN:example:a123,z456", shape: name},
		{name: "3.2 first 3", input: "urn:EXAMPLE:a123,z456", shape: name, parts: map[string][]string{"NID": {"EXAMPLE"}}},
		// §3.2, second: the three optional components.
		{name: "3.2 second r", input: "urn:example:a123,z456?+abc", shape: nameR, parts: map[string][]string{"r-component": {"abc"}}},
		{name: "3.2 second q", input: "urn:example:a123,z456?=xyz", shape: nameQ, parts: map[string][]string{"q-component": {"xyz"}}},
		{name: "3.2 second f", input: "urn:example:a123,z456#789", shape: nameF, parts: map[string][]string{"f-component": {"789"}}},
		// §3.2, third: "/" in the NSS.
		{name: "3.2 third foo", input: "urn:example:a123,z456/foo", shape: name, parts: map[string][]string{"NSS": {"a123,z456/foo"}}},
		{name: "3.2 third bar", input: "urn:example:a123,z456/bar", shape: name},
		{name: "3.2 third baz", input: "urn:example:a123,z456/baz", shape: name},
		// §3.2, fourth: percent-encoding.
		{name: "3.2 fourth 1", input: "urn:example:a123%2Cz456", shape: name, parts: map[string][]string{"NSS": {"a123%2Cz456"}}},
		{name: "3.2 fourth 2", input: "URN:EXAMPLE:a123%2cz456", shape: name},
		// §3.2, fifth: case in the NSS.
		{name: "3.2 fifth 1", input: "urn:example:A123,z456", shape: name},
		{name: "3.2 fifth 2", input: "urn:example:a123,Z456", shape: name},
		// §3.2, sixth: U+0430 percent-encoded.
		{name: "3.2 sixth", input: "urn:example:%D0%B0123,z456", shape: name, parts: map[string][]string{"NSS": {"%D0%B0123,z456"}}},
		// §5: colons in the NSS have no implicit structure.
		{name: "5 colons", input: "urn:example:apple:pear:plum:cherry", shape: name, parts: map[string][]string{"NSS": {"apple:pear:plum:cherry"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := rfc8141.ParseRule("namestring", []byte(tt.input))
			require.NoError(t, err)
			assert.Equal(t, tt.shape, shape(n))
			assert.Equal(t, 0, n.Start)
			assert.Equal(t, len(tt.input), n.End)
			asttest.CheckSpans(t, tt.input, n)
			for rule, want := range tt.parts {
				assert.Equal(t, want, texts(n, rule), rule)
			}
		})
	}
}

// TestNIDExamples: the NIDs the text names (§2.1, §5.2) are NIDs of the grammar.
func TestNIDExamples(t *testing.T) {
	tests := []struct {
		name  string
		input string
	}{
		{name: "2.1 ISBN", input: "ISBN"},            // §2.1: "ISBN" and "isbn" are equivalent
		{name: "2.1 isbn", input: "isbn"},            // §2.1
		{name: "5.2 informal urn-7", input: "urn-7"}, // §5.2: e.g., "urn-7"
		{name: "5.1 xmpp", input: "xmpp"},            // §4.4: "urn:xmpp:"
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := rfc8141.ParseRule("NID", []byte(tt.input))
			require.NoError(t, err)
			assert.Equal(t, "NID", n.Rule)
			asttest.CheckSpans(t, tt.input, n)
		})
	}
}

// TestCitedIdentifiersThatAreNotURNs: the other identifiers the text cites
// are not namestrings.
func TestCitedIdentifiersThatAreNotURNs(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		offset int
	}{
		// §2.3.2: the HTTP URI the weather example might resolve to.
		{name: "2.3.2 https", input: "https://weatherapp.example?op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z", offset: 0},
		// §4.4: "a URI beginning with "xmpp:"".
		{name: "4.4 xmpp", input: "xmpp:", offset: 0},
		// Status of This Memo: the RFC's info page.
		{name: "status info page", input: "http://www.rfc-editor.org/info/rfc8141", offset: 0},
		// §1: "urn:" alone.
		{name: "1 urn: alone", input: "urn:", offset: 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rfc8141.ParseRule("namestring", []byte(tt.input))
			require.Error(t, err)
			off, _, ok := rfc8141.Failure(err)
			require.True(t, ok)
			assert.Equal(t, tt.offset, off)
		})
	}
}

// TestValidInputs covers grammar corners the examples do not reach.
func TestValidInputs(t *testing.T) {
	tests := []struct {
		name  string
		rule  string
		input string
		shape string
		parts map[string][]string
	}{
		// §2: NID of 2 and 32 characters, "-" inside.
		{name: "2 two-character NID", rule: "namestring", input: "urn:ab:c", shape: name},
		{name: "2 32-character NID", rule: "namestring", input: "urn:z------------------------------a:q", shape: name},
		// §2: the NSS may end with "/" and contain "&" and "~" (Appendix B.1).
		{name: "2 NSS ends with slash", rule: "namestring", input: "urn:nid:nss/", shape: name},
		{name: "B.1 & and ~", rule: "NSS", input: "&~", shape: "NSS"},
		// §2.3.1 and E2: the r-component ends at a "?=" that a q-component follows.
		{name: "E2 r then q", rule: "namestring", input: "urn:a1:b?+c?=d", shape: nameRQ,
			parts: map[string][]string{"r-component": {"c"}, "q-component": {"d"}}},
		{name: "E2 later ?= ends r", rule: "namestring", input: "urn:a1:b?+c?x?=d", shape: nameRQ,
			parts: map[string][]string{"r-component": {"c?x"}, "q-component": {"d"}}},
		{name: "E2 ?+ inside r", rule: "namestring", input: "urn:a1:b?+c?+d", shape: nameR,
			parts: map[string][]string{"r-component": {"c?+d"}}},
		// E2: a "?=" that no q-component follows stays in the r-component (the ABNF's only parse;
		// the semantic layer rejects it).
		{name: "E2 ?= at the end", rule: "namestring", input: "urn:a1:b?+c?=", shape: nameR,
			parts: map[string][]string{"r-component": {"c?="}}},
		{name: "E2 ?= then slash", rule: "namestring", input: "urn:a1:b?+c?=/d", shape: nameR,
			parts: map[string][]string{"r-component": {"c?=/d"}}},
		// §2.3.2: the q-component may contain "?=" and "?+".
		{name: "2.3.2 q with ?= and ?+", rule: "namestring", input: "urn:a1:b?=c?=d?+e", shape: nameQ,
			parts: map[string][]string{"q-component": {"c?=d?+e"}}},
		// §2.3.1, §2.3.2, §2.3.3 together, and an empty f-component (fragment may be empty).
		{name: "2.3 all three", rule: "namestring", input: "urn:a1:b?+r?=q#f?/", shape: "namestring(assigned-name(NID NSS) rq-components(r-component q-component) f-component)",
			parts: map[string][]string{"f-component": {"f?/"}}},
		{name: "2.3.3 empty f-component", rule: "namestring", input: "urn:a1:b#", shape: nameF,
			parts: map[string][]string{"f-component": {""}}},
		// Start rules on their own: an r-component start rule takes "?=" (the ABNF rule).
		{name: "r-component with ?=", rule: "r-component", input: "a?=b", shape: "r-component"},
		{name: "q-component", rule: "q-component", input: "a/?", shape: "q-component"},
		{name: "f-component empty", rule: "f-component", input: "", shape: "f-component"},
		{name: "assigned-name", rule: "assigned-name", input: "URN:ab:c", shape: "assigned-name(NID NSS)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := rfc8141.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			assert.Equal(t, tt.shape, shape(n))
			asttest.CheckSpans(t, tt.input, n)
			for rule, want := range tt.parts {
				assert.Equal(t, want, texts(n, rule), rule)
			}
		})
	}
}

// TestInvalidInputs asserts the failure offset, the farthest byte the parser
// reached, which is also where the ABNF stops matching.
func TestInvalidInputs(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		input  string
		offset int
	}{
		// §2: assigned-name = "urn" ":" NID ":" NSS.
		{name: "2 empty", rule: "namestring", input: "", offset: 0},
		{name: "2 other scheme", rule: "namestring", input: "urm:ab:c", offset: 2},
		{name: "2 no NSS", rule: "namestring", input: "urn:aa:", offset: 7},
		// §2: NID = (alphanum) 0*30(ldh) (alphanum).
		{name: "2 one-character NID", rule: "namestring", input: "urn:a:nss", offset: 5},
		{name: "2 trailing hyphen", rule: "namestring", input: "URN:trailing-:w", offset: 13},
		{name: "2 leading hyphen", rule: "namestring", input: "URN:-leading:w", offset: 4},
		{name: "2 33 characters", rule: "namestring", input: "urn:123456789-1234567890-abcdefghilmn:o", offset: 36},
		{name: "2 percent in NID", rule: "namestring", input: "urn:example%:test", offset: 11},
		{name: "2.1 non-ASCII NID", rule: "NID", input: "\u0430b", offset: 0},
		// §2: NSS = pchar *(pchar / "/"): no leading "/", no "?" or "#" of its own.
		{name: "2 NSS starts with slash", rule: "namestring", input: "urn:mm:/", offset: 7},
		{name: "2 lone ?", rule: "namestring", input: "urn:mm:?", offset: 7},
		{name: "2 ? not followed by + or =", rule: "namestring", input: "urn:mm:a?b", offset: 9},
		{name: "2 brackets", rule: "NSS", input: "a[b]", offset: 1},
		{name: "2 non-ASCII", rule: "namestring", input: "urn:example:\u0430123,z456", offset: 12},
		{name: "2 bad escape", rule: "namestring", input: "urn:ex:ex?=%", offset: 12},
		// §2: r-component and q-component need a first pchar.
		{name: "2.3.1 empty r", rule: "namestring", input: "urn:ex:ex?+", offset: 11},
		{name: "2.3.1 r starts with ?", rule: "namestring", input: "urn:ex:ex?+?=q", offset: 11},
		{name: "2.3.1 r starts with /", rule: "namestring", input: "urn:ex:ex?+/", offset: 11},
		{name: "2.3.2 empty q", rule: "namestring", input: "urn:ex:ex?=", offset: 11},
		{name: "2.3.2 q starts with ?", rule: "namestring", input: "urn:ex:ex?=?", offset: 11},
		// rq-components: the r-component comes first.
		{name: "2 q before r", rule: "namestring", input: "urn:ex:ex#?+a#b", offset: 13},
		// §2.3.3: f-component = fragment, no second "#".
		{name: "2.3.3 second hash", rule: "namestring", input: "urn:ex:ex#a#b", offset: 11},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rfc8141.ParseRule(tt.rule, []byte(tt.input))
			require.Error(t, err)
			off, _, ok := rfc8141.Failure(err)
			require.True(t, ok, "not a parse failure: %v", err)
			assert.Equal(t, tt.offset, off)
		})
	}
}

// TestUnknownStartRule: only the ;@start rules are entry points.
func TestUnknownStartRule(t *testing.T) {
	_, err := rfc8141.ParseRule("pchar", []byte("a"))
	require.Error(t, err)
	_, _, ok := rfc8141.Failure(err)
	assert.False(t, ok)
	assert.Equal(t, []string{"namestring", "assigned-name", "NID", "NSS", "r-component", "q-component", "f-component"}, rfc8141.StartRules)
}

// abnfRegexp is an independent transcription of the start rules of
// rfc8141.abnf into anchored RE2 regular expressions (RE2 decides membership
// exactly, with no PEG commitment).
var abnfRegexp = func() map[string]*regexp.Regexp {
	const (
		pchar = `(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})` // RFC 3986 §3.3
		nid   = `[A-Za-z0-9][A-Za-z0-9\-]{0,30}[A-Za-z0-9]`         // §2, E1
		nss   = pchar + `(?:` + pchar + `|/)*`                      // §2
		comp  = pchar + `(?:` + pchar + `|[/?])*`                   // §2: r-component, q-component
		frag  = `(?:` + pchar + `|[/?])*`                           // RFC 3986 §3.5
		name  = `(?i:urn):` + nid + `:` + nss                       // §2
		ns    = name + `(?:\?\+` + comp + `)?(?:\?=` + comp + `)?(?:#` + frag + `)?`
	)
	m := map[string]string{"namestring": ns, "assigned-name": name, "NID": nid, "NSS": nss,
		"r-component": comp, "q-component": comp, "f-component": frag}
	out := map[string]*regexp.Regexp{}
	for k, v := range m {
		out[k] = regexp.MustCompile(`^(?:` + v + `)$`)
	}
	return out
}()

// TestLanguageMatchesRegexp compares the parser with abnfRegexp on generated
// near-valid inputs (deterministic seed): the verdicts must agree.
func TestLanguageMatchesRegexp(t *testing.T) {
	pieces := []string{
		"urn", "URN", ":", "a", "Z", "0", "-", "ab", "abcdefghabcdefghabcdefghabcdefgh", "%", "%2C", "%zz",
		"?+", "?=", "?", "+", "=", "#", "/", "&", "~", ".", "_", "!", "$", "'", "(", ")", "*", ",", ";", "@",
		" ", "[", "]", "\"", "<", "\\", "^", "`", "{", "|", "}", "\x00", "\x7f", "\u00e9",
	}
	seeds := []string{
		"urn:example:a123,z456", "urn:example:a123,z456?+abc", "urn:example:a123,z456?=xyz",
		"urn:example:a123,z456#789", "urn:ex:ex?+r?=q#f", "urn:a1:b?+c?=", "urn:a1:b?+c?=/d?=e",
		"urn:example:1/406/47452/2", "a?=b", "ab-cd", "a/b",
	}
	rng := rand.New(rand.NewSource(8141))
	gen := func() string {
		if rng.Intn(3) > 0 {
			s := seeds[rng.Intn(len(seeds))]
			for k := rng.Intn(3); k > 0; k-- { // replace, insert or delete at a random point
				i := rng.Intn(len(s) + 1)
				p := pieces[rng.Intn(len(pieces))]
				switch rng.Intn(3) {
				case 0:
					s = s[:i] + p + s[i:]
				case 1:
					if i < len(s) {
						s = s[:i] + p + s[i+1:]
					}
				default:
					if i < len(s) {
						s = s[:i] + s[i+1:]
					}
				}
			}
			return s
		}
		var b strings.Builder
		for k := rng.Intn(10); k > 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		return b.String()
	}
	valid := map[string]int{}
	for i := 0; i < 20000; i++ {
		in := gen()
		for _, rule := range rfc8141.StartRules {
			want := abnfRegexp[rule].MatchString(in)
			n, err := rfc8141.ParseRule(rule, []byte(in))
			require.Equal(t, want, err == nil, "rule %s input %q: regexp %v, parser error %v", rule, in, want, err)
			if want {
				valid[rule]++
				require.Equal(t, in, n.Text)
			}
		}
	}
	for _, rule := range rfc8141.StartRules { // the sample reaches both verdicts for every rule
		assert.Greater(t, valid[rule], 100, "too few valid samples for %s", rule)
	}
}
