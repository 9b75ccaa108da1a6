package semantic

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The recomposition guard: a target whose string would parse into other
// components than the resolution computed is an error by default
// (ErrRecomposition), repaired by "/." with RecomposeDotPrefix where that
// repairs it, and the text's string with RecomposeLiteral.

// TestRecompositionGuard: the strings the texts write that parse back into
// another authority, each with the section that writes it.
func TestRecompositionGuard(t *testing.T) {
	tests := []struct {
		name      string
		d         Dialect
		base, ref string
		opts      []Option
		literal   string // the text's string (RecomposeLiteral)
		message   string // what the error says of the changed component
		repaired  string // RecomposeDotPrefix; "" when it has no repair
	}{
		// RFC 3986 §5.2.4 leaves the path "//g", §5.3 writes no authority
		// (erratum R3); §3.3: "the path cannot begin with two slash
		// characters".
		{name: "§5.3 path //g", d: RFC3986, base: "f:/a", ref: ".//g", literal: "f://g",
			message:  `"f://g" would parse with the authority "g", where resolution computed no authority (rfc3986 §5.3)`,
			repaired: "f:/.//g"},
		// RFC 3986 §5.4.2: "the ".." syntax cannot be used to change the
		// authority component of a URI".
		{name: "§5.4.2 dots above the root", d: RFC3986, base: "file:/var/www/x", ref: "../../..//evil.com/x",
			literal: "file://evil.com/x", message: `the authority "evil.com", where resolution computed no authority`,
			repaired: "file:/.//evil.com/x"},
		// RFC 3987 §6.5 applies RFC 3986's resolution.
		{name: "rfc3987 §6.5", d: RFC3987, base: "f:/a", ref: ".//g", literal: "f://g",
			message: `(rfc3987 §6.5 (RFC 3986 §5.3))`, repaired: "f:/.//g"},
		// rfc2396bis-01 merge step 3 and the recombination of §5.2 (R6).
		{name: "rfc2396bis-01 §5.2", d: RFC2396bis01, base: "foo:", ref: ".//x", literal: "foo://x",
			message:  `"foo://x" would parse with the authority "x", where resolution computed no authority (rfc2396bis-01 §5.2)`,
			repaired: "foo:/.//x"},
		// rfc2396bis-01 non-validating "http:[x]" (R5): no URI-reference at all.
		{name: "rfc2396bis-01 R5", d: RFC2396bis01, base: "http://a/b/c/d;p?q", ref: "http:[x]",
			opts: []Option{WithValidating(false)}, literal: "http://a/b/c/[x]",
			message: `"http://a/b/c/[x]" does not parse again as the reference the resolution computed (rfc2396bis-01 §5.2)`},
		// url-syntax-05 §5.2 steps 6a and 7 (R4): the site grows, and "/."
		// does not repair it.
		{name: "url-syntax-05 step 7", d: URLSyntax05, base: "http://a", ref: "g", literal: "http://ag",
			message: `"http://ag" would parse with the authority "ag", where resolution computed the authority "a" (url-syntax-05 §5.2 step 7)`},
		{name: "url-syntax-05 path //x", d: URLSyntax05, base: "foo:/a", ref: ".//x", literal: "foo://x",
			message: `(url-syntax-05 §5.2 step 7)`, repaired: "foo:/.//x"},
		// RFC 2396 §5.2 steps 6a and 7 (R3).
		{name: "rfc2396 step 7", d: RFC2396, base: "http://example.com", ref: "test", literal: "http://example.comtest",
			message: `"http://example.comtest" would parse with the authority "example.comtest", where resolution computed the authority "example.com" (rfc2396 §5.2 step 7)`},
		{name: "rfc2396 path //x", d: RFC2396, base: "foo:/a", ref: ".//x", literal: "foo://x",
			message: `(rfc2396 §5.2 step 7)`, repaired: "foo:/.//x"},
		// RFC 1808 §4 step 6 and step 7 (R7).
		{name: "rfc1808 step 7", d: RFC1808, base: "http:/a/b", ref: "..//x", literal: "http://x",
			message:  `"http://x" would parse with the authority "x", where resolution computed no authority (rfc1808 §4 step 7)`,
			repaired: "http:/.//x"},
		// RFC 1630 §Partial-form (R5): "xxx/../" removes the host part, and
		// a context with no single slash keeps its "scheme:" only (R3).
		{name: "rfc1630 xxx/../", d: RFC1630, base: "http://a/b/c", ref: "../../g", literal: "http://g",
			message: `"http://g" would parse with the authority "g", where resolution computed the authority "a" (rfc1630 §Partial-form)`},
		{name: "rfc1630 no single slash", d: RFC1630, base: "magic://a", ref: "/g", literal: "magic:/g",
			message: `"magic:/g" would parse with no authority, where resolution computed the authority "a"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			with := func(r Recomposition) []Option { return append(append([]Option(nil), tc.opts...), WithRecomposition(r)) }
			got, err := Resolve(tc.d, tc.base, tc.ref, with(RecomposeLiteral)...)
			require.NoError(t, err)
			assert.Equal(t, tc.literal, got)

			for _, opts := range [][]Option{tc.opts, with(RecomposeReject)} {
				got, err = Resolve(tc.d, tc.base, tc.ref, opts...)
				require.Error(t, err)
				assert.Empty(t, got)
				assert.ErrorIs(t, err, ErrRecomposition)
				var re *OpError
				require.True(t, errors.As(err, &re))
				assert.Equal(t, RoleTarget, re.Role)
				assert.Equal(t, tc.literal, re.Target, "the literal string is kept")
				assert.Contains(t, err.Error(), tc.message)
			}

			got, err = Resolve(tc.d, tc.base, tc.ref, with(RecomposeDotPrefix)...)
			if tc.repaired == "" {
				assert.ErrorIs(t, err, ErrRecomposition, "no repair: %q", got)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.repaired, got)
		})
	}
}

// TestRecompositionOption: WithRecomposition is checked and taken by every
// dialect with a relative form.
func TestRecompositionOption(t *testing.T) {
	_, err := Resolve(RFC3986, "http://a/b", "c", WithRecomposition(Recomposition(7)))
	assert.EqualError(t, err, "WithRecomposition(7): not a Recomposition")
	_, err = Normalize(RFC3986, "http://a/b", WithRecomposition(RecomposeLiteral))
	assert.EqualError(t, err, "option WithRecomposition does not apply to Normalize")
	for _, d := range Dialects() {
		info, err := Info(d)
		require.NoError(t, err)
		_, err = Resolve(d, "http://a/b/c", "d", WithRecomposition(RecomposeDotPrefix))
		if info.Resolution.Base == "" {
			assert.ErrorIs(t, err, ErrNoRelativeForm, "%s", d)
		} else {
			assert.NotContains(t, errString(err), "WithRecomposition", "%s", d)
		}
	}
	assert.Equal(t, []string{"reject", "dot-prefix", "literal", "Recomposition(9)"},
		[]string{RecomposeReject.String(), RecomposeDotPrefix.String(), RecomposeLiteral.String(), Recomposition(9).String()})
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// resolveWithTarget resolves ref against base with the text's literal string
// and returns it with the target the resolution recomposed, if any (a
// reference taken as it is, or the current document, recomposes none).
func resolveWithTarget(d Dialect, base, ref string, opts ...Option) (string, *target, error) {
	x := d.x
	o, err := entryResolve.apply(append(opts, WithRecomposition(RecomposeLiteral)))
	if err != nil {
		return "", nil, err
	}
	var tg *target
	o.onTarget = func(t target) { tg = &t }
	s, err := x.resolution.resolve(x, base, ref, &o)
	return s, tg, err
}

// reparsedAs reports whether s, read back with the dialect's reading of a
// target, has the components tg computed: the test of the guard, written
// out apart from it.
func reparsedAs(d Dialect, s string, tg *target) bool {
	x := d.x
	reparse := x.resolution.reparse
	if reparse == nil {
		reparse = reparseRef
	}
	got, err := reparse(x, s, &options{})
	if err != nil {
		return false
	}
	same := sameText(tg.t.Scheme, got.Scheme) && sameText(tg.t.Fragment, got.Fragment)
	if tg.authority {
		same = same && sameText(tg.t.Authority, got.Authority)
	}
	if tg.path {
		same = same && sameText(tg.t.Path, got.Path) && sameText(tg.t.Query, got.Query)
	}
	return same
}

// guardPairs are the resolve vectors of every corpus, with the texts'
// examples and generated pairs, under every dialect with a relative form.
func guardPairs(t *testing.T) []resolvePair {
	pairs := corpusResolvePairs(t)
	for _, list := range [][]resolveExample{urlSyntax05AppendixC, rfc2396bis01AppendixC} {
		for _, ex := range list {
			pairs = append(pairs, resolvePair{base: resolveAppendixCBase, ref: ex.ref})
		}
	}
	r := rand.New(rand.NewPCG(9, 10))
	bases := []string{"f:/a", "f:", "foo:/a/b", "http://a", "http://a?q", "http://a/b/c/d;p?q", "file:/var/www/x",
		"x:a/b", "magic://a/b/c//d/e/f", "magic://a", "news:a.b", "gopher://h", "http:/a/b", "f:a"}
	pieces := []string{".", "..", "", "g", "x:y", "%41", "?q", "#f", "//h"}
	for range 3000 {
		var ref strings.Builder
		for i := range r.IntN(5) {
			if i > 0 || r.IntN(3) == 0 {
				ref.WriteByte('/')
			}
			ref.WriteString(pieces[r.IntN(len(pieces))])
		}
		pairs = append(pairs, resolvePair{base: bases[r.IntN(len(bases))], ref: ref.String()})
	}
	return pairs
}

// TestRecompositionGuardExactly: by default Resolve fails with
// ErrRecomposition exactly where the text's string does not read back into
// the components the resolution computed, and gives that string otherwise;
// RecomposeLiteral gives it in every case.
func TestRecompositionGuardExactly(t *testing.T) {
	refused := map[Dialect]int{}
	for _, p := range guardPairs(t) {
		for _, d := range Dialects() {
			if d.x.resolution.base == "" {
				continue
			}
			literal, tg, lerr := resolveWithTarget(d, p.base, p.ref)
			got, err := Resolve(d, p.base, p.ref)
			if lerr != nil {
				require.Error(t, err, "%s %q + %q", d, p.base, p.ref)
				assert.Equal(t, lerr.Error(), err.Error())
				continue
			}
			if tg == nil || reparsedAs(d, literal, tg) {
				require.NoError(t, err, "%s %q + %q = %q", d, p.base, p.ref, literal)
				assert.Equal(t, literal, got)
				continue
			}
			refused[d]++
			require.ErrorIs(t, err, ErrRecomposition, "%s %q + %q = %q", d, p.base, p.ref, literal)
			var re *OpError
			require.True(t, errors.As(err, &re))
			assert.Equal(t, literal, re.Target)
		}
	}
	t.Logf("refused: %v", refused)
	require.NotEmpty(t, refused)
}

// TestResolveResultsParseBack: every result of Resolve in the default mode,
// on every corpus pair and the generated ones, read back with the dialect's
// reading of a target (the grammar's reference rule, then its split; RFC
// 1808 §2.4, the partial-form rules of url-draft-1993 and rfc1630), has the
// components the resolution computed; a result that recomposed nothing is
// the reference itself or the base (with the reference's fragment).
func TestResolveResultsParseBack(t *testing.T) {
	n := 0
	for _, p := range guardPairs(t) {
		for _, d := range Dialects() {
			if d.x.resolution.base == "" {
				continue
			}
			got, err := Resolve(d, p.base, p.ref)
			if err != nil {
				continue
			}
			n++
			_, tg, err := resolveWithTarget(d, p.base, p.ref)
			require.NoError(t, err)
			if tg == nil {
				base, _, _ := strings.Cut(p.base, "#")
				assert.True(t, got == p.ref || got == p.base || strings.HasPrefix(got, base),
					"%s %q + %q = %q: no recomposition", d, p.base, p.ref, got)
				continue
			}
			assert.True(t, reparsedAs(d, got, tg), "%s %q + %q = %q reads back as other components", d, p.base, p.ref, got)
		}
	}
	t.Logf("%d results", n)
}
