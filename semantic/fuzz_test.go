package semantic

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/oracle"
)

// The fuzz targets of Parse, one per dialect, and of Resolve. Every target
// checks the same properties for every input (checkParse): no panic; a valid
// input has a tree whose spans lie inside the input, nested and in order
// (ast CheckSpans), that covers it and recomposes to it; the verdict is the
// one the exact ABNF recognizer (grammar/oracle, the grammar of record) gives;
// an invalid input gives an *Error with an offset inside the input, a
// non-empty expected set, a rule and its section, at the offset of
// oracle.Diagnose, and a caret under that offset; an input the grammar
// accepts may only be rejected by a rule the spec states in prose (an
// *Error with a Reason, rfc2141bis-03 §2.1 and §2.5). For url-syntax-05 and rfc2396bis-01 the components are
// those of the Appendix B regular expression ("test oracle", url-syntax-05
// §4.4 and Appendix B, rfc2396bis-01 §4.3 and Appendix B), corrected by
// errata E12 and E13 for url-syntax-05 (expectedSplit05).
//
// Crashers found by `go test -fuzz` are kept in testdata/fuzz/<Target>/ and
// replayed by every `go test`.

func FuzzParseURLDraft1993(f *testing.F) { fuzzParse(f, URLDraft1993) }
func FuzzParseRFC1738(f *testing.F)      { fuzzParse(f, RFC1738) }
func FuzzParseURLSyntax05(f *testing.F)  { fuzzParse(f, URLSyntax05) }
func FuzzParseRFC2396bis01(f *testing.F) { fuzzParse(f, RFC2396bis01) }
func FuzzParseRFC2141bis03(f *testing.F) { fuzzParse(f, RFC2141bis03) }
func FuzzParseRFC1630(f *testing.F)      { fuzzParse(f, RFC1630) }
func FuzzParseRFC1808(f *testing.F)      { fuzzParse(f, RFC1808) }
func FuzzParseRFC2141(f *testing.F)      { fuzzParse(f, RFC2141) }
func FuzzParseRFC2396(f *testing.F)      { fuzzParse(f, RFC2396) }
func FuzzParseRFC3986(f *testing.F)      { fuzzParse(f, RFC3986) }
func FuzzParseRFC3987(f *testing.F)      { fuzzParse(f, RFC3987) }
func FuzzParseRFC8141(f *testing.F)      { fuzzParse(f, RFC8141) }

// FuzzParseEveryDialect runs checkParse on every dialect Dialects() lists,
// the selector byte choosing it, so that a dialect added after these targets
// is fuzzed too.
func FuzzParseEveryDialect(f *testing.F) {
	ds := Dialects()
	for _, s := range handSeeds {
		for i := range ds {
			f.Add(s, uint8(i), uint8(0))
		}
	}
	// Every vector's input and base, under its own dialect and start rule.
	for _, s := range fuzzSeeds(f) {
		if i := slices.Index(ds, s.dialect); i >= 0 {
			starts, err := startRules(s.dialect)
			require.NoError(f, err)
			f.Add(s.input, uint8(i), uint8(max(slices.Index(starts, s.rule), 0)))
		}
	}
	f.Fuzz(func(t *testing.T, input string, dialect, rule uint8) {
		d := ds[int(dialect)%len(ds)]
		starts, err := startRules(d)
		require.NoError(t, err)
		checkParse(t, testOracle(t, d), d, starts[int(rule)%len(starts)], input)
	})
}

// fuzzParse seeds f and runs checkParse on input, as the start rule that rule
// selects (modulo the number of start rules, so the fuzzer explores them all).
func fuzzParse(f *testing.F, d Dialect) {
	starts, err := startRules(d)
	require.NoError(f, err)
	o := testOracle(f, d)
	for _, s := range fuzzSeeds(f) {
		rule := 0
		if s.dialect == d {
			rule = max(slices.Index(starts, s.rule), 0)
		}
		f.Add(s.input, uint8(rule))
	}
	// The hand seeds as every other start rule too (selectors 1..n-1).
	for i := 1; i < len(starts); i++ {
		for _, s := range handSeeds {
			f.Add(s, uint8(i))
		}
	}
	f.Fuzz(func(t *testing.T, input string, rule uint8) {
		checkParse(t, o, d, starts[int(rule)%len(starts)], input)
	})
}

// checkParse checks every property of Parse(d, input, WithRule(rule)) that
// does not depend on knowing the answer in advance (see the file comment).
func checkParse(t testing.TB, o *oracle.Oracle, d Dialect, rule, input string) {
	t.Helper()
	u, err := Parse(d, input, WithRule(rule), WithTree(), WithMaxLength(len(input)+1))
	valid := o.Match(rule, []byte(input))
	// The generated parser (the tree) decides alike: the automaton, the
	// oracle and the pigeon parser agree on validity.
	_, treeErr := d.x.tree(rule, []byte(input))
	require.Equal(t, valid, treeErr == nil, "%s %s %q: the oracle says %v, the pigeon parser %v", d, rule, input, valid, treeErr)
	if err == nil {
		require.True(t, valid, "%s %s: the parser accepts %q, the grammar of record does not", d, rule, input)
		require.NotNil(t, u.Tree)
		require.NoError(t, u.Tree.CheckSpans(input), "%s %s %q", d, rule, input)
		require.Equal(t, 0, u.Tree.Start, "%s %s %q: the tree starts at 0", d, rule, input)
		require.Equal(t, len(input), u.Tree.End, "%s %s %q: the tree covers the input", d, rule, input)
		require.Equal(t, input, u.Tree.Recompose(), "%s %s", d, rule)
		require.Equal(t, rule, u.StartRule)
		for _, p := range u.Parts() {
			require.True(t, 0 <= p.Start && p.Start <= p.End && p.End <= len(input), "%s %s %q: part %v", d, rule, input, p)
			require.Equal(t, input[p.Start:p.End], p.Text, "%s %s %q: part %s", d, rule, input, p.Rule)
		}
		checkAppendixB(t, d, rule, input, u.texts())
		return
	}
	var e *Error
	require.True(t, errors.As(err, &e), "%s %s %q: %T %v is no *Error", d, rule, input, err, err)
	assert.Equal(t, d, e.Dialect)
	assert.Equal(t, input, e.Input)
	assert.Equal(t, rule, e.StartRule)
	require.True(t, 0 <= e.Offset && e.Offset <= len(input), "%s %s %q: offset %d", d, rule, input, e.Offset)
	require.NotEmpty(t, e.Rule, "%s %s %q: %v", d, rule, input, err)
	require.NotEmpty(t, e.Section, "%s %s %q: %v", d, rule, input, err)
	require.NotEqual(t, "?", e.Section, "%s %s %q: the grammar of record did not load", d, rule, input)
	if e.Reason != "" {
		// A rule the spec states in prose (postChecks): the grammar accepts
		// the input, and the error quotes the rule instead of an expected set.
		require.True(t, valid, "%s %s %q: a prose rule rejects an input the grammar rejects: %v", d, rule, input, err)
		require.True(t, strings.HasPrefix(err.Error(), fmt.Sprintf("%s: invalid %s at offset %d: %s", d, rule, e.Offset, e.Reason)), "%v", err)
		return
	}
	require.False(t, valid, "%s %s: the parser rejects %q, the grammar of record accepts it: %v", d, rule, input, err)
	require.NotEmpty(t, e.Expected, "%s %s %q: %v", d, rule, input, err)
	diag := o.Diagnose(rule, []byte(input))
	require.False(t, diag.Valid)
	require.Equal(t, diag.Offset, e.Offset, "%s %s %q: Diagnose and the *Error disagree", d, rule, input)
	// The exact diagnosis of the automaton is the oracle's; the message
	// gives it for people (semantic/automaton Diagnosis.Show): sorted,
	// without duplicates, without RFC 7405 notation.
	assert.Equal(t, diag.Expected, exactExpected(t, d, rule, input), "%s %s %q", d, rule, input)
	assert.True(t, slices.IsSorted(e.Expected), "%s %s %q: %v", d, rule, input, e.Expected)
	assert.Equal(t, len(e.Expected), len(slices.Compact(slices.Clone(e.Expected))), "%s %s %q: %v", d, rule, input, e.Expected)
	for _, x := range e.Expected {
		assert.False(t, strings.HasPrefix(x, "%s") || strings.HasPrefix(x, "%i"), "%s %s %q: %v", d, rule, input, e.Expected)
	}
	// The caret is under the offset: the whole input on one line (no
	// window), a byte that does not print written \xNN, then the caret line.
	col := 0
	for _, b := range []byte(input[:e.Offset]) {
		if b < 0x20 || b >= 0x7F {
			col += len(`\xNN`)
		} else {
			col++
		}
	}
	_, caret, ok := strings.Cut(e.CaretWindow(0), "\n")
	require.True(t, ok)
	require.Equal(t, strings.Repeat(" ", col)+"^", caret, "%s %s %q", d, rule, input)
	require.True(t, strings.HasPrefix(err.Error(), d.ID()+": invalid "+rule+" at offset "))
}

// checkAppendixB compares the components of a valid url-syntax-05 or
// rfc2396bis-01 reference with its Appendix B split.
func checkAppendixB(t testing.TB, d Dialect, rule, input string, got texts) {
	t.Helper()
	var want texts
	switch d {
	case URLSyntax05:
		// The grammar and Appendix B disagree on two documented classes,
		// errata E12 (a "scheme" the scheme rule rejects) and E13 (a "site"
		// the site rule rejects): expectedSplit05
		// (split_urlsyntax05_test.go) corrects them.
		want, _ = expectedSplit05(input)
		if rule == "relativeURL" && want.Scheme != nil {
			// Appendix B splits a URL-reference. Parsed as a relativeURL on
			// request, "a:b" is a rel-path (its pchar admits ":", E12) where
			// Appendix B sees a scheme: the two answer different questions.
			return
		}
	case RFC2396bis01:
		want = appendixBTexts(input)
	default:
		return
	}
	assert.Equal(t, want.Scheme, got.Scheme, "%s %s %q: scheme", d, rule, input)
	assert.Equal(t, want.Authority, got.Authority, "%s %s %q: authority", d, rule, input)
	assert.Equal(t, want.Path, got.Path, "%s %s %q: path", d, rule, input)
	assert.Equal(t, want.Query, got.Query, "%s %s %q: query", d, rule, input)
	assert.Equal(t, want.Fragment, got.Fragment, "%s %s %q: fragment", d, rule, input)
}

// testOracles are the exact recognizers of the dialects, compiled once from
// the embedded grammars of record, apart from the ones Parse loads lazily.
var testOracles = sync.OnceValues(func() (map[Dialect]*oracle.Oracle, error) {
	out := map[Dialect]*oracle.Oracle{}
	for _, d := range Dialects() {
		name := grammar.Path(d.ID())
		src, err := grammar.Files.ReadFile(name)
		if err != nil {
			return nil, err
		}
		g, err := abnf.Parse("grammar/"+name, src)
		if err != nil {
			return nil, err
		}
		if out[d], err = oracle.Compile(g); err != nil {
			return nil, err
		}
	}
	return out, nil
})

func testOracle(t testing.TB, d Dialect) *oracle.Oracle {
	t.Helper()
	all, err := testOracles()
	require.NoError(t, err)
	return all[d]
}

// handSeeds are inputs of every dialect's text (its examples and typical
// productions) and near misses; every target gets all of them, so each
// dialect also sees the others' syntax.
var handSeeds = []string{
	// url-draft-1993 §Choices Fig 1, §HTTP, §News, §WAIS, §Prospero, §Partial-form
	"PR:aftp/xx.yy.edu/pub/doc/README", "protocol: aftp host: xxx.yyy.edu path: /pub/doc/README",
	"/aftp/xx.yy.edu/pub/doc/README", "/xxx/..", "urn:",
	"http://info.cern.ch:80/hypertext/WWW/TheProject.html?a+b#frag",
	"news:comp.infosystems.www", "news:1234@cernvax.cern.ch", "news:*",
	"wais://quake.think.com/directory-of-servers?gopher+lists", "wais://h/db/TEXT/12/x",
	"prospero://host:1525/path%00%001", "telnet://user@host:23", "gopher://h/1sel?x",
	"afs://cell/path", "ftp://host/path", "//h:80/a?b", "../g", "g?y+z",
	// rfc1738 §3, §5
	"ftp://ftp.is.co.za/rfc/rfc1808.txt;type=a", "ftp://u:p@h:21/a/b;type=d",
	"file://localhost/etc/motd", "file:///etc", "http://info.cern.ch/hypertext/WWW/TheProject.html?search",
	"gopher://h:70/0sel%09search%09plus", "mailto:a@b.c", "nntp://h/group.x/12", "telnet://h/",
	"wais://h:210/db?s", "prospero://h/p;f=v;g=w", "x-y+z.1:anything",
	// url-syntax-05 and rfc2396bis-01: Appendix B, Appendix C base, IPv6
	"http://www.ics.uci.edu/pub/ietf/uri/#Related", "http://a/b/c/d;p?q", "//[::1]:80/",
	"//[1:2:3:4:5:6:7:8]", "http://u:p@1.2.3.4:8080/x?y#z", "foo:?q", "DAV:", "a_b:c", "//h?q",
	// rfc2141bis-03 §5.1 and its query directives
	"urn:example:a123,z456", "URN:foo:a123,456", "urn:example:a123,z456?s=I2L&c=ToC#frag",
	"urn:nid:nss?a=b&c=d", "urn:a:b#c", "urn:-a:b", "urn:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa:x",
	// hostile shapes (hostile_test.go has them at full size)
	"", "\x00", "%00", "%", "%%%%", "%25%25%25", "http://h:99999999999999999999/", "//@@@@@@@@/",
	"//::::::::/", "http://\xff/", "\xc3\x28", "http://h/\x7f", "http://h/ a", "a\tb", "http://h/?\x80",
	"http://h/a/../../../../..", "http://a.b.c.d.e.f.g.h.i.j/", "http://h/a+b+c+d+e+f",
}

// fuzzSeed is a seed input, with the dialect and start rule of the vector it
// comes from when it has them.
type fuzzSeed struct {
	input   string
	dialect Dialect
	rule    string
}

// fuzzSeeds are the hand seeds, the spec examples of the split tests, and the
// input and base of every conformance vector (conformance/testdata, its
// thirdparty/ copies, and ../shared/corpora read in place under their terms),
// each input once.
func fuzzSeeds(t testing.TB) []fuzzSeed {
	seen := map[string]bool{}
	var out []fuzzSeed
	add := func(s fuzzSeed) {
		if !seen[s.input] {
			seen[s.input] = true
			out = append(out, s)
		}
	}
	for _, list := range [][]string{handSeeds, urlSyntax05Examples, bis01Examples} {
		for _, s := range list {
			add(fuzzSeed{input: s})
		}
	}
	for _, glob := range []string{
		filepath.Join("..", "conformance", "testdata", "*.jsonl"),
		filepath.Join("..", "conformance", "testdata", "thirdparty", "*.jsonl"),
		filepath.Join(resolveCorpusDir, "*.jsonl"),
	} {
		files, err := filepath.Glob(glob)
		require.NoError(t, err)
		for _, name := range files {
			for _, s := range readVectorSeeds(t, name) {
				add(s)
			}
		}
	}
	return out
}

// readVectorSeeds returns the "input" and "base" fields of a JSON Lines
// vector file (../shared/corpora/README.md), with its dialect and rule.
func readVectorSeeds(t testing.TB, name string) []fuzzSeed {
	t.Helper()
	f, err := os.Open(name)
	require.NoError(t, err)
	defer f.Close()
	var out []fuzzSeed
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		if len(strings.TrimSpace(sc.Text())) == 0 {
			continue
		}
		var v struct {
			Input   *string `json:"input"`
			Base    *string `json:"base"`
			Dialect Dialect `json:"dialect"`
			Rule    string  `json:"rule"`
		}
		require.NoError(t, json.Unmarshal(sc.Bytes(), &v), "%s: %s", name, sc.Text())
		if v.Input != nil {
			out = append(out, fuzzSeed{input: *v.Input, dialect: v.Dialect, rule: v.Rule})
		}
		if v.Base != nil {
			out = append(out, fuzzSeed{input: *v.Base, dialect: v.Dialect})
		}
	}
	require.NoError(t, sc.Err())
	return out
}

// exactExpected is the expected set of the exact diagnosis of the automaton
// of d for input as rule (the one the cross-check holds against the
// oracle).
func exactExpected(t testing.TB, d Dialect, rule, input string) []string {
	t.Helper()
	x, err := lookup(d)
	require.NoError(t, err)
	ri, ok := x.auto.RuleIndex(rule)
	require.True(t, ok, rule)
	state, _ := x.auto.Run(ri, input)
	return x.auto.Diagnose(state).Expected
}
