package semantic

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The normalization phases as the rule of the syntax steps words them, one
// parse per edit (literalRunPhase), against runPhase, which finds the same
// edits with a bounded number of parses; and the per-escape decisions that
// were computed from lists (of parts, of decoded bytes) against their
// streaming forms.

// literalRunPhase applies p to u and parses the result with u's start rule.
// For a syntax phase whose edits together change the split, the edits are
// tried one at a time, in input order, and only those that keep it are
// applied (url-syntax-05 erratum N1, rfc2396bis-01 N2 and N3): a parse of the
// whole text per edit.
func literalRunPhase(u *URI, p phase) (*URI, error) {
	var edits []edit
	if p.stream != nil {
		p.stream(u, func(e edit) bool { edits = append(edits, e); return true })
	} else {
		edits = p.edits(u)
	}
	if len(edits) == 0 {
		return u, nil
	}
	try := func(edits []edit) (*URI, error) {
		s := applyEdits(u.Input, edits)
		v, err := u.Dialect.x.parse(u.Dialect, s, &options{set: optRule, rule: u.StartRule})
		if err != nil {
			return nil, fmt.Errorf(msgNormalBroken, u.Dialect, u.Input, p.name, s, err)
		}
		return &v, nil
	}
	same := func(v *URI, edits []edit) bool { return sameSplit(u, v) }
	if p.same != nil {
		same = func(v *URI, edits []edit) bool {
			m := editMap{edits: edits}
			return p.same(u, v, m.move)
		}
	}
	v, err := try(edits)
	if err != nil || !p.syntax || same(v, edits) {
		return v, err
	}
	var kept []edit
	v = u
	for _, e := range edits {
		w, err := try(append(slices.Clone(kept), e))
		if err != nil {
			return nil, err
		}
		if same(w, append(slices.Clone(kept), e)) {
			kept, v = append(kept, e), w
		}
	}
	return v, nil
}

// phasesOf returns the phases Normalize runs for d at level l, and false for
// the levels that run none (LevelString: the input itself) and the URN
// dialects, whose normalization is one pass of their own.
func phasesOf(d Dialect, l Level) ([]phase, bool) {
	ladderOf := func(syntax, scheme []phase) ([]phase, bool) {
		switch l {
		case LevelSyntax:
			return syntax, true
		case LevelScheme:
			return append(slices.Clone(syntax), scheme...), true
		}
		return nil, false
	}
	switch d {
	case URLDraft1993:
		return ladderOf(urlDraft1993Syntax, urlDraft1993Scheme)
	case RFC1738:
		return ladderOf(rfc1738Syntax, urlSchemePhases)
	case URLSyntax05:
		return ladderOf(urlSyntax05Syntax, urlSchemePhases)
	case RFC2396:
		if l == LevelPath {
			return []phase{dotSegmentsPhase2396}, true
		}
		return ladderOf(rfc2396Syntax, urlSchemePhases)
	case RFC2396bis01:
		return ladderOf(rfc2396bis01Syntax, urlSchemePhases)
	case RFC3986, RFC3987:
		if l == LevelString {
			return nil, false
		}
		return phasesRFC3986(l), true
	case RFC1630:
		return ladderOf(rfc1630Syntax, nil)
	}
	return nil, false
}

// checkRunPhaseLiteral asserts that Normalize(d, input, l) gives what the
// phases of the level give one literal phase at a time (the same normal form
// or the same error).
func checkRunPhaseLiteral(t testing.TB, d Dialect, l Level, input string) {
	t.Helper()
	phases, ok := phasesOf(d, l)
	if !ok {
		return
	}
	u, err := Parse(d, input)
	if err != nil {
		return
	}
	got, gotErr := Normalize(d, input, WithLevel(l))
	want, wantErr := input, error(nil)
	for _, p := range phases {
		v, err := literalRunPhase(&u, p)
		if err != nil {
			want, wantErr = "", err
			break
		}
		u, want = *v, v.Input
	}
	if wantErr != nil || gotErr != nil {
		require.Error(t, gotErr, "%s %s %q: the literal phases fail: %v", d, l, input, wantErr)
		require.Error(t, wantErr, "%s %s %q: the literal phases give %q: %v", d, l, input, want, gotErr)
		require.Equal(t, wantErr.Error(), gotErr.Error(), "%s %s %q", d, l, input)
		return
	}
	require.Equal(t, want, got, "%s %s %q", d, l, input)
}

// splitChangingInputs are inputs whose syntax steps change the split when
// applied together (url-syntax-05 erratum N1: a scheme "%41:b", a site
// "//h%41/x"), several times in one input and beside edits that keep it.
var splitChangingInputs = []string{
	"%41:b", "%41%42:b", "a%41:b/%41", "%31a:b", "//%41", "//h%41/x", "//a%41b/p", "//127.0.0.%31",
	"//h%41/x/%41/%2e%2E/%41", "HTTP://%45XAMPLE.%43Om", "http://examp%4Ce.com/%41",
	"FOO://%55se%72@EXamp%4ce%2ecom:8042/%4b%2f?%4c%2b#%24%4d", "//%41%42%43.%44%45/%41?%41#%41",
	"%41%42%43%44%45%46%47%48%49%4A:x/%4b", "//u%41@h%41:8%30/p", "//h%41?q%41", "%7e%41:b",
	"./%41:b", "g%3a%41/x", "//%61.%62.%63/", "//[::%41]/",
}

// TestRunPhaseLiteral: every corpus input (every vector's input and base,
// the text examples, the hand seeds), the generated inputs of
// TestNormalizeProperties and splitChangingInputs, under every dialect and
// level.
func TestRunPhaseLiteral(t *testing.T) {
	inputs := slices.Clone(splitChangingInputs)
	for _, s := range fuzzSeeds(t) {
		inputs = append(inputs, s.input)
	}
	inputs = append(inputs, normalizeInputs()...)
	for _, d := range Dialects() {
		for _, l := range levels(d) {
			for _, in := range inputs {
				checkRunPhaseLiteral(t, d, l, in)
			}
		}
	}
	t.Logf("%d inputs", len(inputs))
}

// TestRunPhaseLiteralGenerated: inputs with escapes sprinkled over the
// components whose split an escape can change, with a fixed seed.
func TestRunPhaseLiteralGenerated(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 3000 {
		in := randomEscapedInput(r)
		for _, d := range []Dialect{URLSyntax05, RFC2396, RFC2396bis01, RFC3986, RFC1738, URLDraft1993, RFC1630, RFC3987} {
			for _, l := range levels(d) {
				checkRunPhaseLiteral(t, d, l, in)
			}
		}
	}
}

// randomEscapedInput builds a reference of a scheme, a site and a path, each
// maybe absent, whose characters are escaped at random (unreserved
// characters in either hex case, "." and reserved ones).
func randomEscapedInput(r *rand.Rand) string {
	pieces := [][]string{
		{"", "", "a:", "ab:", "http:", "1a:", "a%41:"},
		{"", "//", "//h", "//h.example", "//u@h:80", "//1.2.3.4", "//h:"},
		{"", "/", "/a/./b/../c", "a:b/c", "/.//x", "./g", "g?y/../x", "x#f"},
	}
	var b strings.Builder
	for _, alts := range pieces {
		for _, c := range []byte(alts[r.IntN(len(alts))]) {
			switch {
			case r.IntN(3) > 0 || c == '/' || c == ':':
				b.WriteByte(c)
			case r.IntN(2) == 0:
				fmt.Fprintf(&b, "%%%02x", c)
			default:
				fmt.Fprintf(&b, "%%%02X", c)
			}
		}
	}
	return b.String()
}

// FuzzRunPhaseLiteral compares runPhase with literalRunPhase on any input,
// dialect and level.
func FuzzRunPhaseLiteral(f *testing.F) {
	for i, d := range Dialects() {
		for l := range levels(d) {
			for _, in := range splitChangingInputs {
				f.Add(uint8(i), uint8(l), in)
			}
		}
	}
	f.Fuzz(func(t *testing.T, dialect, level uint8, input string) {
		d := Dialects()[int(dialect)%len(Dialects())]
		ls := levels(d)
		if len(ls) == 0 {
			return
		}
		checkRunPhaseLiteral(t, d, ls[int(level)%len(ls)], input)
	})
}

// literalDotSegmentEscapes is dotSegmentEscapes as it decoded each segment
// into a list before comparing it with "." and "..".
func literalDotSegmentEscapes(in string, sp Span, decode func(b byte) bool) map[int]bool {
	if !sp.Defined() {
		return nil
	}
	var blocked map[int]bool
	for lo := sp.Start; lo <= sp.End; {
		hi := strings.IndexByte(in[lo:sp.End], '/')
		if hi < 0 {
			hi = sp.End
		} else {
			hi += lo
		}
		var dec []byte
		var escapes []int
		for i := lo; i < hi; i++ {
			if in[i] == '%' && i+2 < hi && isHexDigit(in[i+1]) && isHexDigit(in[i+2]) {
				if b := unhex(in[i+1])<<4 | unhex(in[i+2]); decode(b) {
					dec = append(dec, b)
					escapes = append(escapes, i)
					i += 2
					continue
				}
			}
			dec = append(dec, in[i])
		}
		if len(escapes) > 0 && (string(dec) == "." || string(dec) == "..") {
			if blocked == nil {
				blocked = map[int]bool{}
			}
			for _, i := range escapes {
				blocked[i] = true
			}
		}
		lo = hi + 1
	}
	return blocked
}

// literalRFC1738Unreserved is the decision of the rfc1738 escape phase for a
// reserved character as it read the list of parts for every escape.
func literalRFC1738Unreserved(u *URI, at int, b byte) bool {
	for _, p := range u.Parts() {
		if p.Start <= at && at < p.End && strings.IndexByte(rfc1738Unreserved(u.Production, p.Rule), b) >= 0 {
			return true
		}
	}
	return false
}

// TestEscapeDecisionsLiteral compares the streaming decisions with the list
// ones on every corpus input and the generated ones.
func TestEscapeDecisionsLiteral(t *testing.T) {
	inputs := slices.Clone(splitChangingInputs)
	for _, s := range fuzzSeeds(t) {
		inputs = append(inputs, s.input)
	}
	inputs = append(inputs, normalizeInputs()...)
	r := rand.New(rand.NewPCG(7, 8))
	for range 2000 {
		inputs = append(inputs, randomEscapedInput(r))
	}
	decoders := []func(byte) bool{isUnreserved05, isUnreserved2396, isUnreserved3986, func(byte) bool { return true }}
	for _, in := range inputs {
		for _, dec := range decoders {
			sp := Span{0, len(in)}
			require.Equal(t, literalDotSegmentEscapes(in, sp, dec), dotSegmentEscapes(in, sp, dec), "%q", in)
		}
		u, err := Parse(RFC1738, in)
		if err != nil {
			continue
		}
		set := rfc1738UnreservedEscapes(&u)
		for i := 0; i+2 < len(in); i++ {
			if in[i] != '%' {
				continue
			}
			b := unhex(in[i+1])<<4 | unhex(in[i+2])
			if strings.IndexByte(";/?:@=&", b) >= 0 {
				require.Equal(t, literalRFC1738Unreserved(&u, i, b), set.has(i), "%q at %d", in, i)
			}
		}
	}
}

// normalizeInputs are the generated inputs of TestNormalizeProperties.
func normalizeInputs() []string {
	schemes := []string{"", "http:", "HTTP:", "gopher:", "File:", "ftp:", "telnet:", "x-Y:", "a%41:", "mailto:", "news:"}
	sites := []string{"", "//", "//H", "//Ex%41mple.COM:80", "//h:", "//u%7e@h:70", "//localhost", "//h%41", "//[::A]:21"}
	paths := []string{"", "/", "/./a/../b", "/%7e%2e%2E", "a%3a/./b", "%41:b", "/.//x", "/../g", "/0sel", "/a;type=d",
		"/%3a%40%26%3d/%3F", "/1%3b%2f%3f", "Post%6Dmaster@EX.com", "a%3B%2F%3F%3A%26%3D"}
	tails := []string{"", "?q", "?s=1&c=%2f&s=2", "#f%7e", "?x#y"}
	var out []string
	for i, s := range schemes {
		for j, a := range sites {
			for k, p := range paths {
				out = append(out, s+a+p+tails[(i+j+k)%len(tails)])
			}
		}
	}
	return out
}

// editMap moves offsets of a text through edits of it (sorted, not
// overlapping): an offset keeps its place relative to the text around it.
// Its cursor walks the edits from the offset asked before, so offsets asked
// mostly in order cost a walk over the edits in all.
type editMap struct {
	edits []edit
	k     int // the edits that end at or before the offset asked last
	delta int // what they add to the length of the text
}

// move returns where offset p of the text is after the edits, or false when
// p falls inside an edit.
func (m *editMap) move(p int) (int, bool) {
	for m.k < len(m.edits) && m.edits[m.k].end <= p {
		e := m.edits[m.k]
		m.delta += len(e.text) - (e.end - e.start)
		m.k++
	}
	for m.k > 0 && m.edits[m.k-1].end > p {
		m.k--
		e := m.edits[m.k]
		m.delta -= len(e.text) - (e.end - e.start)
	}
	if m.k < len(m.edits) && m.edits[m.k].start < p {
		return 0, false
	}
	return p + m.delta, true
}

// TestRFC1630SamePartsSegments: samePartsRFC1630 leaves the segments of the
// paths out of its comparison because the escapes phase never adds or
// removes a slash; the comparison with every part read agrees on every
// corpus input and on generated ones, under every start rule, with each
// edit of the phase applied alone and with all applied. The inputs hold
// "%2F" and "%2f" in paths, which a phase decoding "/" would turn into
// segments of their own.
func TestRFC1630SamePartsSegments(t *testing.T) {
	for b := range 256 {
		require.False(t, rfc1630Expandable(byte(b)) && byte(b) == '/', "the escapes phase must not decode %%2F")
	}
	inputs := append(slices.Clone(splitChangingInputs), normalizeInputs()...)
	for _, s := range fuzzSeeds(t) {
		inputs = append(inputs, s.input)
	}
	r := rand.New(rand.NewPCG(7, 8))
	for range 2000 {
		inputs = append(inputs, randomEscapedInput(r))
	}
	inputs = append(inputs, "x:a%2Fb/%41%2f%42", "http://h/a%2fb/%41", "url:prospero://h/a%2F%41;v=%41",
		"news:a%2Fb", "mailto:a%41@b%2fc", "ftp://u%41:p@h%2Fx/%41%2f", "gopher://h/0a%2f%41", "wais://h/d%2F%41?x")
	p := rfc1630Syntax[0]
	compared := 0
	for _, in := range inputs {
		for _, rule := range RFC1630.x.meta.StartRules {
			u, err := Parse(RFC1630, in, WithRule(rule))
			if err != nil {
				continue
			}
			var edits []edit
			p.stream(&u, func(e edit) bool { edits = append(edits, e); return true })
			sets := [][]edit{edits}
			for _, e := range edits {
				sets = append(sets, []edit{e})
			}
			for _, set := range sets {
				v, err := Parse(RFC1630, applyEdits(in, set), WithRule(rule))
				if err != nil {
					continue
				}
				m1, m2 := editMap{edits: set}, editMap{edits: set}
				require.Equal(t, rfc1630PartsAlike(&u, &v, m1.move, true), rfc1630PartsAlike(&u, &v, m2.move, false),
					"%s %q with %q", rule, in, v.Input)
				compared++
			}
		}
	}
	require.Greater(t, compared, 1000)
}
