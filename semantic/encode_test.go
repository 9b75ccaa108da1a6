package semantic

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// TestEncodeSpecFacts: what Encode escapes is each spec's own character
// classes, version by version.
func TestEncodeSpecFacts(t *testing.T) {
	tests := []struct {
		name string
		d    Dialect
		c    Component
		in   string
		want string
	}{
		// "~": RFC 1738 §2.2 lists it among the unsafe characters, and
		// its §5 BNF has it only in national; RFC 1808 §2.2 likewise.
		{"1738 tilde", RFC1738, ComponentSegment, "~user", "%7Euser"},
		{"1808 tilde", RFC1808, ComponentSegment, "~user", "%7Euser"},
		// ... RFC 2396 §2.3 mark, url-syntax-05 §2.3 mark, RFC 3986 §2.3
		// unreserved have it.
		{"2396 tilde", RFC2396, ComponentSegment, "~user", "~user"},
		{"url-syntax-05 tilde", URLSyntax05, ComponentSegment, "~user", "~user"},
		{"3986 tilde", RFC3986, ComponentSegment, "~user", "~user"},
		// The 1993 draft §BNF-syntax puts "~" in variant, outside xalpha,
		// and space in extra: a space stays.
		{"1993 tilde and space", URLDraft1993, ComponentSegment, "~a b", "%7Ea b"},
		// RFC 1630: space is reserved (§BNF-of-Generic-URI-Syntax).
		{"1630 space", RFC1630, ComponentSegment, "a b", "a%20b"},
		// "'": RFC 3986 §2.2 sub-delims, in pchar (§3.3); RFC 1738 §5 extra.
		{"3986 quote", RFC3986, ComponentPath, "it's", "it's"},
		{"1738 quote", RFC1738, ComponentSegment, "it's", "it's"},
		// "[" "]": RFC 3986 §2.2 gen-delims, in no pchar (§3.3); RFC 2396
		// §2.4.3 unwise.
		{"3986 brackets", RFC3986, ComponentPath, "[a]", "%5Ba%5D"},
		{"2396 brackets", RFC2396, ComponentQuery, "[a]", "%5Ba%5D"},
		// "/" is a delimiter of segments, not of the path (RFC 3986 §3.3).
		{"3986 path slash", RFC3986, ComponentPath, "/a/b c", "/a/b%20c"},
		{"3986 segment slash", RFC3986, ComponentSegment, "a/b", "a%2Fb"},
		// "?" and "/" stay in a query (RFC 3986 §3.4); "#" never does.
		{"3986 query", RFC3986, ComponentQuery, "a=1&b=/?#", "a=1&b=/?%23"},
		// ";" is a param delimiter in an RFC 2396 segment (§3.3) and in
		// the RFC 1738 hsegment (§5); "?" stays in an RFC 1738 user (§5).
		{"2396 param", RFC2396, ComponentSegment, "a;b", "a;b"},
		{"1738 user", RFC1738, ComponentUserinfo, "a?b:c@d", "a?b%3Ac%40d"},
		// ":" stays in an RFC 3986 userinfo (§3.2.1); url-syntax-05 user
		// divides the password by it (§4.3.1).
		{"3986 userinfo colon", RFC3986, ComponentUserinfo, "u:p", "u:p"},
		{"url-syntax-05 user colon", URLSyntax05, ComponentUserinfo, "u:p", "u%3Ap"},
		// RFC 8141 §2: NSS = pchar *(pchar / "/"): a "/" first is escaped.
		{"8141 nss", RFC8141, ComponentNSS, "/a/b", "%2Fa/b"},
		// RFC 2141 §2.3: "/" "?" "#" are reserved and SHOULD NOT be used
		// unencoded (§2.3.2), "%" is the escape (§2.3.1).
		{"2141 nss", RFC2141, ComponentNSS, "a/b?c#d%", "a%2Fb%3Fc%23d%25"},
		// RFC 3987 §2.2: ucschar stays in every component, iprivate only
		// in iquery; other bytes are escaped.
		{"3987 path", RFC3987, ComponentPath, "/r\u00e9sum\u00e9 \ue000", "/r\u00e9sum\u00e9%20%EE%80%80"},
		{"3987 query", RFC3987, ComponentQuery, "\ue000", "\ue000"},
		{"3987 bad utf-8", RFC3987, ComponentPath, "a\xffb", "a%FFb"},
		// "%" is always escaped (RFC 3986 §2.4).
		{"3986 percent", RFC3986, ComponentFragment, "100%", "100%25"},
		{"3986 empty", RFC3986, ComponentQuery, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Encode(tt.d, tt.c, tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestEncodeErrors: what Encode refuses, each with its offset and reason.
func TestEncodeErrors(t *testing.T) {
	tests := []struct {
		name   string
		d      Dialect
		c      Component
		in     string
		offset int
		msg    string
	}{
		{"no such component", RFC3986, ComponentNSS, "x", -1,
			`rfc3986: cannot encode: no rule of the grammar is component "nss" (components: userinfo, host, path, segment, query, fragment)`},
		// RFC 8141 §2: NSS = pchar *(...) is never empty.
		{"empty nss", RFC8141, ComponentNSS, "", 0,
			`rfc8141: cannot encode nss at offset 0: the rule matches no empty string (in rule NSS, §2)`},
		// rfc2141bis-03 §2.5.3: no NUL, in either form.
		{"NUL", RFC2141bis03, ComponentNSS, "a\x00", 1,
			`rfc2141bis-03: cannot encode nss at offset 1: the octet 0 must not be used, in either unencoded or percent-encoded form (§2.5.3) (in rule NSS, §2.2)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Encode(tt.d, tt.c, tt.in)
			var ee *EncodingError
			require.ErrorAs(t, err, &ee)
			assert.Equal(t, tt.offset, ee.Offset)
			assert.Equal(t, tt.msg, ee.Error())
		})
	}
	_, err := Encode(Dialect{}, ComponentPath, "x")
	assert.ErrorIs(t, err, ErrUnknownDialect)
}

// TestDecode: Decode refuses what would change the meaning.
func TestDecode(t *testing.T) {
	tests := []struct {
		name   string
		d      Dialect
		c      Component
		in     string
		want   string
		offset int // of the error; -1 for none
		reason string
	}{
		{"plain", RFC3986, ComponentPath, "/a%20b/%7Euser", "/a b/~user", -1, ""},
		{"percent", RFC3986, ComponentQuery, "100%25", "100%", -1, ""},
		// RFC 3986 §2.2: "%2F" in a segment, "%3F" in a path, "%23"
		// anywhere are reserved characters' escapes.
		{"2F in segment", RFC3986, ComponentSegment, "a%2Fb", "", 1, `"%2F" encodes "/", a delimiter (reserved (§2.2)): decoding it would change the meaning`},
		{"3F in path", RFC3986, ComponentPath, "/a%3Fb", "", 2, `"%3F" encodes "?", a delimiter (reserved (§2.2)): decoding it would change the meaning`},
		{"23 in fragment", RFC3986, ComponentFragment, "%23", "", 0, `"%23" encodes "#", a delimiter (reserved (§2.2)): decoding it would change the meaning`},
		// RFC 1738 §2.2: "#" delimits the fragment; "~" is not reserved.
		{"1738 23", RFC1738, ComponentQuery, "a%23", "", 1, `"%23" encodes "#", a delimiter (reserved (§5), "#" (§2.2)): decoding it would change the meaning`},
		{"1738 7E", RFC1738, ComponentSegment, "%7Ea", "~a", -1, ""},
		// RFC 3986 §2.1: a "%" starts a triplet.
		{"bad escape", RFC3986, ComponentPath, "/a%2", "", 2, `a "%" is not followed by two hexadecimal digits`},
		{"bad hex", RFC3986, ComponentPath, "/a%zz", "", 2, `a "%" is not followed by two hexadecimal digits`},
		// A byte the component does not admit: the input is not that
		// component.
		{"space", RFC3986, ComponentPath, "/a b", "", 2, `" " is not admitted literally here (it must be percent-encoded)`},
		{"8141 nss slash first", RFC8141, ComponentNSS, "/a", "", 0, `"/" is not admitted literally here (it must be percent-encoded)`},
		// rfc2141bis-03 §2.5.3 forbids "%00"; RFC 8141 does not.
		{"2141bis-03 NUL", RFC2141bis03, ComponentNSS, "a%00", "", 1, "the octet 0 must not be used, in either unencoded or percent-encoded form (§2.5.3)"},
		{"8141 NUL", RFC8141, ComponentNSS, "a%00", "a\x00", -1, ""},
		// RFC 3987 §2.2: ucschar literally, and escapes.
		{"3987", RFC3987, ComponentPath, "/r\u00e9sum\u00e9%20", "/r\u00e9sum\u00e9 ", -1, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Decode(tt.d, tt.c, tt.in)
			if tt.offset < 0 {
				require.NoError(t, err)
				assert.Equal(t, tt.want, got)
				return
			}
			var ee *EncodingError
			require.ErrorAs(t, err, &ee)
			assert.Equal(t, tt.offset, ee.Offset)
			assert.Equal(t, tt.reason, ee.Reason)
			assert.Equal(t, "decode", ee.Op)
		})
	}
}

// componentRule is a component of a dialect with its rule compiled from the
// grammar of record, apart from the generated data.
type componentRule struct {
	d    Dialect
	c    EncodingComponent
	auto *rt.Automaton
}

// componentRules compiles every component rule of every dialect once.
var componentRules = sync.OnceValues(func() ([]componentRule, error) {
	var out []componentRule
	for _, d := range Dialects() {
		src, err := grammar.Files.ReadFile(grammar.Path(d.ID()))
		if err != nil {
			return nil, err
		}
		g, err := abnf.Parse(d.ID(), src)
		if err != nil {
			return nil, err
		}
		comps, err := EncodingComponents(d)
		if err != nil {
			return nil, err
		}
		if len(comps) == 0 {
			return nil, fmt.Errorf("%s has no component", d)
		}
		for _, c := range comps {
			a, err := compiler.CompileRules(g, []string{c.Rule})
			if err != nil {
				return nil, err
			}
			out = append(out, componentRule{d, c, a})
		}
	}
	return out, nil
})

// checkRoundTrip checks the properties of Encode and Decode on s for one
// component: Encode's output matches the rule; Decode gives s back unless
// Encode escaped a delimiter. It returns a description of a failure, or "".
func (r componentRule) checkRoundTrip(s string) string {
	e, err := Encode(r.d, r.c.Component, s)
	if err != nil {
		var ee *EncodingError
		// Only the empty string of a non-empty rule, and NUL where the
		// text forbids it.
		if !errors.As(err, &ee) || !(s == "" || strings.IndexByte(s, 0) >= 0) {
			return fmt.Sprintf("%s %s: Encode(%q): %v", r.d, r.c.Component, s, err)
		}
		return ""
	}
	if !r.auto.Match(0, e) {
		return fmt.Sprintf("%s %s: Encode(%q) = %q does not match %s", r.d, r.c.Component, s, e, r.c.Rule)
	}
	back, err := Decode(r.d, r.c.Component, e)
	switch {
	case refusesExcluded(r.d, err):
		// A grammar of characters keeps escaped what the component
		// excludes (RFC 3987 §3.2): Encode escaped it, Decode refuses it.
	case hasEscapedDelimiter(e, r.d.x.meta.Encoding):
		if err == nil {
			return fmt.Sprintf("%s %s: Decode(%q) decoded a delimiter", r.d, r.c.Component, e)
		}
	case err != nil:
		return fmt.Sprintf("%s %s: Decode(%q): %v", r.d, r.c.Component, e, err)
	case back != s:
		return fmt.Sprintf("%s %s: Decode(Encode(%q)) = %q", r.d, r.c.Component, s, back)
	}
	return ""
}

// TestEncodeProperty: for random strings, under every component of every
// dialect, Encode's output matches the component's rule (compiled here from
// the grammar of record), and Decode gives back the string unless it holds
// a delimiter that Encode escaped (or a byte the text forbids).
func TestEncodeProperty(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 30
	}
	rules, err := componentRules()
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(15, 2))
	for _, r := range rules {
		for range n {
			if msg := r.checkRoundTrip(randomString(rng)); msg != "" {
				t.Fatal(msg)
			}
		}
	}
}

// TestDecodeExact: Decode reads every string of a component's rule (the
// positives of its automaton, which take every live transition): the sets
// make generate computed are the rule, not a part of it. It refuses such a
// string only for an escaped delimiter, a forbidden NUL, or, in a grammar of
// characters, escapes of what the component excludes (any octets are
// pct-encoded syntax; not all of them are characters it holds).
func TestDecodeExact(t *testing.T) {
	rules, err := componentRules()
	require.NoError(t, err)
	for _, r := range rules {
		n := 0
		for s := range compiler.TransitionSamples(r.auto, 0, compiler.TransitionOptions{}) {
			if !s.Valid {
				continue
			}
			if n++; n > 2000 {
				break
			}
			_, err := Decode(r.d, r.c.Component, string(s.Input))
			var ee *EncodingError
			if err != nil {
				require.ErrorAs(t, err, &ee)
				// RFC 2141 §2.3.1: its grammar admits a bare "%" (reserved),
				// its prose does not ("MUST be followed by two characters from
				// the <hex> character set").
				bare := r.d == RFC2141 && ee.Reason == msgDecodeBadEscape
				assert.True(t, bare || hasEscapedDelimiter(string(s.Input), r.d.x.meta.Encoding) || strings.Contains(ee.Reason, "octet 0") ||
					refusesExcluded(r.d, err),
					"%s %s: Decode(%q) of a string of %s: %v", r.d, r.c.Component, s.Input, r.c.Rule, err)
			}
		}
		assert.NotZero(t, n, "%s %s", r.d, r.c.Component)
	}
}

// FuzzEncode: the properties of TestEncodeProperty on any string, under
// every component of every dialect; its seeds are the inputs of
// testdata/encoding.jsonl.
func FuzzEncode(f *testing.F) {
	for _, v := range encodingVectors(f) {
		f.Add(v.Input)
	}
	rules, err := componentRules()
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, s string) {
		for _, r := range rules {
			if msg := r.checkRoundTrip(s); msg != "" {
				t.Fatal(msg)
			}
		}
	})
}

// refusesExcluded reports whether err is Decode's refusal, in a grammar of
// characters, of escapes that decode to what the component excludes
// (decodeChar).
func refusesExcluded(d Dialect, err error) bool {
	var ee *EncodingError
	return d.x.meta.UTF8 && errors.As(err, &ee) &&
		(strings.HasSuffix(ee.Reason, msgStaysEncoded) || strings.HasSuffix(ee.Reason, msgStayEncoded))
}

// hasEscapedDelimiter reports whether e has the escape of a delimiter.
func hasEscapedDelimiter(e string, enc *rt.Encoding) bool {
	for i := 0; i+2 < len(e); i++ {
		if e[i] == '%' {
			if enc.Delimiters.Has(unhex(e[i+1])<<4 | unhex(e[i+2])) {
				return true
			}
			i += 2
		}
	}
	return false
}

// randomString draws a string of 0 to 12 units: ASCII bytes (most), "%",
// escapes, non-ASCII characters and stray bytes.
func randomString(rng *rand.Rand) string {
	var b strings.Builder
	for range rng.IntN(13) {
		switch k := rng.IntN(20); {
		case k < 14:
			b.WriteByte(byte(0x20 + rng.IntN(0x5F)))
		case k < 15:
			b.WriteString("%41")
		case k < 16:
			b.WriteByte('%')
		case k < 17:
			b.WriteRune([]rune{'\u00e9', '\u4e2d', '\ue000', '\U00010348', '\u200e'}[rng.IntN(5)])
		case k < 18:
			b.WriteByte(byte(rng.IntN(0x20)))
		default:
			b.WriteByte(byte(0x80 + rng.IntN(0x80)))
		}
	}
	return b.String()
}

// TestEncodeAllocs: no allocation when nothing needs escaping.
func TestEncodeAllocs(t *testing.T) {
	allocs := testing.AllocsPerRun(50, func() {
		encodeSink, _ = Encode(RFC3986, ComponentPath, "/a/b/c")
		encodeSink, _ = Decode(RFC3986, ComponentPath, "/a/b/c")
	})
	assert.Zero(t, allocs)
}

var encodeSink string

func BenchmarkEncode(b *testing.B) {
	for _, in := range []string{"/a/b/c", "/a b/c d/\u00e9"} {
		b.Run(in, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				encodeSink, _ = Encode(RFC3986, ComponentPath, in)
			}
		})
	}
}

// TestEncodeHostile: long inputs, every byte, the zero values.
func TestEncodeHostile(t *testing.T) {
	big := strings.Repeat(" /%\x00\xff", 200_000)
	e, err := Encode(RFC3986, ComponentQuery, big)
	require.NoError(t, err)
	assert.Equal(t, 13*200_000, len(e)) // " " "%" NUL and 0xFF escaped (3 bytes each), "/" kept
	back, err := Decode(RFC3986, ComponentQuery, e)
	require.NoError(t, err)
	assert.True(t, big == back)
	var all strings.Builder
	for b := range 256 {
		all.WriteByte(byte(b))
	}
	for _, d := range Dialects() {
		cs, err := EncodingComponents(d)
		require.NoError(t, err)
		for _, c := range cs {
			assert.NotPanics(t, func() {
				_, _ = Encode(d, c.Component, all.String())
				_, _ = Decode(d, c.Component, all.String())
				_, _ = Decode(d, c.Component, "%")
				_, _ = Decode(d, c.Component, "%4")
			})
		}
	}
	var ee EncodingError
	assert.NotPanics(t, func() { _ = ee.Error() })
	_, err = EncodingComponents(Dialect{})
	assert.ErrorIs(t, err, ErrUnknownDialect)
	_, err = Decode(Dialect{}, ComponentPath, "x")
	assert.ErrorIs(t, err, ErrUnknownDialect)
}

// encodingVector is one line of testdata/encoding.jsonl: a spec fact about
// percent-encoding, with its section.
type encodingVector struct {
	Dialect     string `json:"dialect"`
	Component   string `json:"component"`
	Op          string `json:"op"` // encode or decode
	Input       string `json:"input"`
	Output      string `json:"output"`
	ErrorOffset *int   `json:"error_offset"`
	Section     string `json:"section"`
	Note        string `json:"note"`
}

func encodingVectors(t testing.TB) []encodingVector {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "encoding.jsonl"))
	require.NoError(t, err)
	var out []encodingVector
	for i, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var v encodingVector
		require.NoError(t, json.Unmarshal([]byte(line), &v), "line %d", i+1)
		out = append(out, v)
	}
	return out
}

// TestEncodingVectors runs the vectors of testdata/encoding.jsonl: every
// dialect has some, each cites its section.
func TestEncodingVectors(t *testing.T) {
	seen := map[string]bool{}
	for i, v := range encodingVectors(t) {
		d, err := ParseDialect(v.Dialect)
		require.NoError(t, err)
		seen[d.ID()] = true
		require.NotEmpty(t, v.Section, "line %d", i+1)
		f := Encode
		if v.Op == "decode" {
			f = Decode
		} else {
			require.Equal(t, "encode", v.Op, "line %d", i+1)
		}
		got, err := f(d, Component(v.Component), v.Input)
		if v.ErrorOffset != nil {
			var ee *EncodingError
			require.ErrorAs(t, err, &ee, "line %d: %s %s %q (§%s)", i+1, v.Op, v.Dialect, v.Input, v.Section)
			assert.Equal(t, *v.ErrorOffset, ee.Offset, "line %d", i+1)
			continue
		}
		require.NoError(t, err, "line %d (§%s: %s)", i+1, v.Section, v.Note)
		assert.Equal(t, v.Output, got, "line %d: %s %s %q (§%s: %s)", i+1, v.Op, v.Dialect, v.Input, v.Section, v.Note)
	}
	for _, d := range Dialects() {
		assert.True(t, seen[d.ID()], "no vector for %s", d)
	}
}

// TestDecodeRFC3987Excluded: decoding into an IRI component never yields
// what the component excludes (issue 26): the escapes of a character the
// component's rule does not admit there (RFC 3987 §2.2), of a bidirectional
// formatting character (§4.1), or of octets that are no UTF-8 character
// (RFC 3629 §4) are refused, with the character and the rule; they stay
// percent-encoded in an IRI (§3.2).
func TestDecodeRFC3987Excluded(t *testing.T) {
	tests := []struct {
		name      string
		c         Component
		in        string
		offset    int
		reason    string
		rule, sec string
	}{
		// §2.2: iprivate = %xE000-F8FF / ..., in iquery only.
		{name: "iprivate in a path", c: ComponentPath, in: "/a%EE%80%80", offset: 2,
			reason: `"%EE%80%80" decodes to U+E000, which the rule does not admit here: it stays percent-encoded`, rule: "ipath", sec: "2.2"},
		// §2.2: ucschar stops at %xFFEF; U+FFFE is a noncharacter.
		{name: "U+FFFE", c: ComponentPath, in: "%EF%BF%BE", offset: 0,
			reason: `"%EF%BF%BE" decodes to U+FFFE, which the rule does not admit here: it stays percent-encoded`, rule: "ipath", sec: "2.2"},
		// §4.1: "IRIs MUST NOT contain bidirectional formatting characters".
		{name: "escaped RLM", c: ComponentFragment, in: "a%E2%80%8F", offset: 1,
			reason: `"%E2%80%8F" decodes to U+200F RIGHT-TO-LEFT MARK (RLM), which the text excludes (§4.1): it stays percent-encoded`, rule: "ifragment", sec: "2.2"},
		{name: "literal RLM", c: ComponentFragment, in: "a\u200f", offset: 1,
			reason: `"\u200f" is U+200F RIGHT-TO-LEFT MARK (RLM), which the text excludes (§4.1)`, rule: "ifragment", sec: "2.2"},
		// RFC 3629 §4: FF is in no sequence; C3 alone is cut short.
		{name: "no UTF-8", c: ComponentPath, in: "%FF", offset: 0,
			reason: `"%FF" decodes to octets that are no UTF-8 character (RFC 3629 §4): they stay percent-encoded`, rule: "ipath", sec: "2.2"},
		{name: "cut short", c: ComponentPath, in: "a%C3b", offset: 1,
			reason: `"%C3" decodes to octets that are no UTF-8 character (RFC 3629 §4): they stay percent-encoded`, rule: "ipath", sec: "2.2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Decode(RFC3987, tc.c, tc.in)
			assert.Empty(t, got)
			var ee *EncodingError
			require.ErrorAs(t, err, &ee)
			assert.Equal(t, tc.offset, ee.Offset)
			assert.Equal(t, tc.reason, ee.Reason)
			assert.Equal(t, tc.rule, ee.Rule)
			assert.Equal(t, tc.sec, ee.Section)
		})
	}
	// What the component admits decodes: iprivate in a query (§2.2 iquery),
	// ucschar in a path.
	got, err := Decode(RFC3987, ComponentQuery, "%EE%80%80")
	require.NoError(t, err)
	assert.Equal(t, "\ue000", got)
	got, err = Decode(RFC3987, ComponentPath, "r%C3%A9sum%C3%A9%20")
	require.NoError(t, err)
	assert.Equal(t, "r\u00e9sum\u00e9 ", got)
	// A grammar of bytes decodes octets as they come (RFC 3986 §2.1).
	got, err = Decode(RFC3986, ComponentPath, "%EE%80%80%FF")
	require.NoError(t, err)
	assert.Equal(t, "\ue000\xff", got)
}
