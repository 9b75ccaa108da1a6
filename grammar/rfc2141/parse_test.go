package rfc2141_test

import (
	"math/rand"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/generated/rfc2141"
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

const urnShape = "URN(NID NSS)"

// TestSpecExamples parses every URN the RFC prints, and the NIDs it names.
func TestSpecExamples(t *testing.T) {
	tests := []struct {
		name  string
		rule  string
		input string
		shape string
		nid   string // the NID's span text, for URN inputs
		nss   string
	}{
		// §6, the six URNs of the lexical-equivalence examples.
		{name: "6 example 1", rule: "URN", input: "URN:foo:a123,456", shape: urnShape, nid: "foo", nss: "a123,456"},
		{name: "6 example 2", rule: "URN", input: "urn:foo:a123,456", shape: urnShape, nid: "foo", nss: "a123,456"},
		{name: "6 example 3", rule: "URN", input: "urn:FOO:a123,456", shape: urnShape, nid: "FOO", nss: "a123,456"},
		{name: "6 example 4", rule: "URN", input: "urn:foo:A123,456", shape: urnShape, nid: "foo", nss: "A123,456"},
		{name: "6 example 5", rule: "URN", input: "urn:foo:a123%2C456", shape: urnShape, nid: "foo", nss: "a123%2C456"},
		{name: "6 example 6", rule: "URN", input: "URN:FOO:a123%2c456", shape: urnShape, nid: "FOO", nss: "a123%2c456"},
		// §2.1: "ISBN" and "isbn" refer to the same namespace.
		{name: "2.1 ISBN", rule: "NID", input: "ISBN", shape: "NID"},
		{name: "2.1 isbn", rule: "NID", input: "isbn", shape: "NID"},
		// §2.1: the NID "urn" "is reserved and MUST NOT be used": prose, not grammar.
		{name: "2.1 reserved NID urn is grammatical", rule: "NID", input: "urn", shape: "NID"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := rfc2141.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			assert.Equal(t, tt.rule, n.Rule)
			assert.Equal(t, tt.shape, shape(n))
			assert.Equal(t, 0, n.Start)
			assert.Equal(t, len(tt.input), n.End)
			asttest.CheckSpans(t, tt.input, n)
			if tt.nid != "" {
				assert.Equal(t, tt.nid, n.Children[0].Text)
				assert.Equal(t, tt.nss, n.Children[1].Text)
			}
		})
	}
}

// TestCitedIdentifiersThatAreNotURNs covers the other identifiers the text
// cites: none is a URN.
func TestCitedIdentifiersThatAreNotURNs(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		offset int
	}{
		// §10: "<URL:ftp://ftp.internic.net>", a URL (§2: "urn:" is REQUIRED).
		{name: "10 RFC mirror URL", input: "ftp://ftp.internic.net", offset: 0},
		// Appendix A: "urn:<nid>", a placeholder ("<" is excluded, §2.4).
		{name: "A placeholder urn:<nid>", input: "urn:<nid>", offset: 4},
		// Appendix A: the "urn:" tag alone.
		{name: "A urn: tag", input: "urn:", offset: 4},
		// §10 [5]: "ISBN 0-201-48345-9", a book number, not a URN.
		{name: "10 ISBN", input: "ISBN 0-201-48345-9", offset: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rfc2141.ParseRule("URN", []byte(tt.input))
			require.Error(t, err)
			off, _, ok := rfc2141.Failure(err)
			require.True(t, ok)
			assert.Equal(t, tt.offset, off)
		})
	}
}

// TestValidInputs covers grammar corners the examples do not reach.
func TestValidInputs(t *testing.T) {
	nid32 := strings.Repeat("abcdefgh", 4)
	tests := []struct {
		name  string
		rule  string
		input string
	}{
		// §2.1: NID = let-num [ 1*31let-num-hyp ] (E3): 1 to 32 characters, "-" anywhere after the first.
		{name: "2.1 one-character NID", rule: "URN", input: "urn:a:b"},
		{name: "2.1 32-character NID", rule: "URN", input: "urn:" + nid32 + ":x"},
		{name: "2.1 trailing hyphen", rule: "URN", input: "URN:abcd-:x"},
		{name: "2.1 hyphens only after the first", rule: "NID", input: "a---"},
		{name: "2.1 digits", rule: "NID", input: "123"},
		// §2: "The leading "urn:" sequence is case-insensitive."
		{name: "2 mixed-case urn:", rule: "URN", input: "uRn:x:y"},
		// §2.2: every <other> character and the hex digits of both cases.
		{name: "2.2 other", rule: "NSS", input: "()+,-.:=@;$_!*'"},
		{name: "2.2 escapes", rule: "NSS", input: "%2c%2C%fF%00"},
		// §2.3: the reserved characters stand alone in the grammar (E4; the "%" rule of
		// §2.3.1 and the SHOULD NOT of §2.3.2 are prose).
		{name: "2.3 reserved", rule: "URN", input: "urn:x:a/b?c#d"},
		{name: "2.3 bare percent", rule: "NSS", input: "%"},
		{name: "2.3 percent without hex", rule: "NSS", input: "%zz"},
		// §2.2: colons in the NSS.
		{name: "2.2 colons", rule: "URN", input: "urn:colon:::::nss"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := rfc2141.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			assert.Equal(t, tt.rule, n.Rule)
			asttest.CheckSpans(t, tt.input, n)
		})
	}
}

// TestInvalidInputs asserts the failure offset, the farthest byte the parser
// reached, which is also where the ABNF stops matching.
func TestInvalidInputs(t *testing.T) {
	nid33 := strings.Repeat("abcdefgh", 4) + "z"
	tests := []struct {
		name   string
		rule   string
		input  string
		offset int
	}{
		// §2: <URN> ::= "urn:" <NID> ":" <NSS>.
		{name: "2 empty", rule: "URN", input: "", offset: 0},
		{name: "2 other scheme", rule: "URN", input: "urm:a:b", offset: 2},
		{name: "2 no colon", rule: "URN", input: "urn", offset: 3},
		{name: "2 no NSS", rule: "URN", input: "urn:a:", offset: 6},
		{name: "2 no second colon", rule: "URN", input: "urn:a", offset: 5},
		// §2.1: the NID starts with a let-num, has at most 32 characters, has no "." or "+".
		{name: "2.1 empty NID", rule: "URN", input: "urn::x", offset: 4},
		{name: "2.1 leading hyphen", rule: "URN", input: "URN:-xxx:x", offset: 4},
		{name: "2.1 33 characters", rule: "URN", input: "urn:" + nid33 + ":x", offset: 36},
		{name: "2.1 dot", rule: "NID", input: "a.b", offset: 1},
		{name: "2.1 plus", rule: "URN", input: "urn:a+b:x", offset: 5},
		{name: "2.1 space", rule: "URN", input: "urn:white space:NSS", offset: 9},
		// §2.4: excluded characters end a URN, so a whole input containing one is no URN.
		{name: "2.4 space in NSS", rule: "URN", input: "urn:conca:z ws", offset: 11},
		{name: "2.4 ampersand", rule: "URN", input: "urn:a:b&c", offset: 7},
		{name: "2.4 tilde", rule: "NSS", input: "a~", offset: 1},
		{name: "2.4 brackets", rule: "NSS", input: "[x]", offset: 0},
		{name: "2.4 double quote", rule: "URN", input: `urn:bb:"abc"`, offset: 7},
		{name: "2.4 DEL", rule: "NSS", input: "a\x7f", offset: 1},
		{name: "2.4 non-ASCII", rule: "NSS", input: "\u00e9", offset: 0},
		{name: "2.4 octet 0", rule: "NSS", input: "a\x00", offset: 1},
		// §2.2: NSS = 1*URN-chars.
		{name: "2.2 empty NSS", rule: "NSS", input: "", offset: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rfc2141.ParseRule(tt.rule, []byte(tt.input))
			require.Error(t, err)
			off, _, ok := rfc2141.Failure(err)
			require.True(t, ok, "not a parse failure: %v", err)
			assert.Equal(t, tt.offset, off)
		})
	}
}

// TestUnknownStartRule: only the ;@start rules are entry points.
func TestUnknownStartRule(t *testing.T) {
	_, err := rfc2141.ParseRule("trans", []byte("a"))
	require.Error(t, err)
	_, _, ok := rfc2141.Failure(err)
	assert.False(t, ok)
	assert.Equal(t, []string{"URN", "NID", "NSS"}, rfc2141.StartRules)
}

// abnfRegexp is an independent transcription of the start rules of
// rfc2141.abnf into anchored RE2 regular expressions (RE2 decides membership
// exactly, with no PEG commitment).
var abnfRegexp = func() map[string]*regexp.Regexp {
	const (
		nid = `[A-Za-z0-9][A-Za-z0-9\-]{0,31}` // §2.1 (E3)
		// §2.2, §2.3: trans (upper, lower, number, other, reserved) or an escape, which
		// trans already covers since "%" is reserved.
		nss = `[A-Za-z0-9()+,\-.:=@;$_!*'%/?#]+`
		urn = `(?i:urn):` + nid + `:` + nss // §2
	)
	out := map[string]*regexp.Regexp{}
	for k, v := range map[string]string{"URN": urn, "NID": nid, "NSS": nss} {
		out[k] = regexp.MustCompile(`^(?:` + v + `)$`)
	}
	return out
}()

// TestLanguageMatchesRegexp compares the parser with abnfRegexp on generated
// near-valid inputs (deterministic seed): the verdicts must agree.
func TestLanguageMatchesRegexp(t *testing.T) {
	pieces := []string{
		"urn:", "URN:", "uRn", ":", "a", "Z", "0", "-", "--", "abcdefgh", "abcdefghabcdefgh", "%", "%2C", "%zz",
		"/", "?", "#", "(", ")", "+", ",", ".", "=", "@", ";", "$", "_", "!", "*", "'", "&", "~", " ", "\"",
		"<", ">", "[", "]", "\\", "^", "`", "{", "|", "}", "\x00", "\x7f", "\u00e9",
	}
	seeds := []string{
		"URN:foo:a123,456", "urn:foo:a123%2C456", "urn:" + strings.Repeat("a", 32) + ":x", "urn:a-:b/c?d#e",
		"foo", "a123%2c456", "urn:ietf:params:scim:schemas:core:2.0:User",
	}
	rng := rand.New(rand.NewSource(2141))
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
		for _, rule := range rfc2141.StartRules {
			want := abnfRegexp[rule].MatchString(in)
			n, err := rfc2141.ParseRule(rule, []byte(in))
			require.Equal(t, want, err == nil, "rule %s input %q: regexp %v, parser error %v", rule, in, want, err)
			if want {
				valid[rule]++
				require.Equal(t, in, n.Text)
			}
		}
	}
	for _, rule := range rfc2141.StartRules { // the sample reaches both verdicts for every rule
		assert.Greater(t, valid[rule], 100, "too few valid samples for %s", rule)
	}
}
