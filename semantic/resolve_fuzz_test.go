package semantic

import (
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// resolveDialects are the dialects with a relative form.
func resolveDialects() []Dialect {
	var out []Dialect
	for _, d := range Dialects() {
		if d.x.resolution.base != "" {
			out = append(out, d)
		}
	}
	return out
}

// FuzzResolve resolves arbitrary pairs under every dialect with a relative
// form (the selector byte chooses it), seeded with every resolve vector of
// every corpus, under its own dialect, and the Appendix C examples
// (checkResolve).
func FuzzResolve(f *testing.F) {
	ds := resolveDialects()
	for _, p := range corpusResolvePairs(f) {
		f.Add(p.base, p.ref, uint8(max(slices.IndexFunc(ds, func(d Dialect) bool { return d.ID() == p.dialect }), 0)))
	}
	for i := range ds {
		for _, list := range [][]resolveExample{urlSyntax05AppendixC, rfc2396bis01AppendixC} {
			for _, ex := range list {
				f.Add(resolveAppendixCBase, ex.ref, uint8(i))
			}
		}
		for _, pair := range [][2]string{{"http://a", "g"}, {"mailto:x@y", "z"}, {"f:/a", ".//g"},
			{"magic://a/b/c//d/e/f", "../g"}, {"http://a/b/c/d;p?q#f", "..//x"}} {
			f.Add(pair[0], pair[1], uint8(i))
		}
	}
	f.Fuzz(func(t *testing.T, base, ref string, dialect uint8) {
		checkResolve(t, ds[int(dialect)%len(ds)], base, ref)
	})
}

// checkResolve checks Resolve(d, base, ref): no panic; a failure is an
// *OpError with no target that says which input is at fault, the same
// failure as with RecomposeLiteral, unless it is the guard's
// (ErrRecomposition: Role target, the literal string as Target, which does
// not read back into the components computed); a target reads back into the
// components the resolution computed, is the literal string, is its own
// resolution (a reference with a scheme is taken as it is; in rfc3986 and
// rfc3987 it loses the dot segments an empty reference path kept from the
// base, and is its own resolution after that), and is also
// the target of RecomposeDotPrefix.
func checkResolve(t *testing.T, d Dialect, base, ref string) {
	if d == WHATWGURL {
		// The URL Standard's basic URL parser resolves what its grammar of
		// valid URL strings refuses (a backslash, a space, ...), and its
		// target is the serializer's href, no reference of the grammar: the
		// properties below, which read base, reference and target with the
		// grammar, are not its. No panic is; TestWPT and the nlnwa
		// differential test its targets.
		_, _ = Resolve(d, base, ref)
		return
	}
	t.Helper()
	rules := d.x.resolution
	target, err := Resolve(d, base, ref)
	literal, tg, lerr := resolveWithTarget(d, base, ref)
	if err != nil {
		var re *OpError
		require.True(t, errors.As(err, &re), "%s: %q + %q: %T %v", d, base, ref, err, err)
		require.Empty(t, target)
		if errors.Is(err, ErrRecomposition) {
			require.Equal(t, RoleTarget, re.Role)
			require.NoError(t, lerr, "%s: %q + %q", d, base, ref)
			require.Equal(t, literal, re.Target)
			require.NotNil(t, tg)
			require.False(t, reparsedAs(d, literal, tg), "%s: %q + %q = %q reads back", d, base, ref, literal)
			return
		}
		require.Empty(t, re.Target)
		require.Error(t, lerr, "%s: %q + %q: only the default fails: %v", d, base, ref, err)
		require.Equal(t, lerr.Error(), err.Error())
		if d == RFC1630 || d == URLDraft1993 {
			// rfc1630 reads the context by its rules (R1), url-draft-1993
			// tells full and partial forms apart itself (resolvePartialURLDraft1993): their
			// inputs fail as the grammar does not say.
			return
		}
		// The input the grammar rejects is the one at fault (RFC 1808 reads
		// the reference first, the others the base: either when both are).
		_, baseErr := Parse(d, base, WithRule(rules.base))
		_, refErr := Parse(d, ref, WithRule(rules.ref))
		switch {
		case baseErr != nil && refErr == nil:
			require.Equal(t, RoleBase, re.Role, "%s: %q + %q: %v", d, base, ref, err)
		case refErr != nil && baseErr == nil:
			require.Equal(t, RoleReference, re.Role, "%s: %q + %q: %v", d, base, ref, err)
		case refErr != nil && baseErr != nil:
			require.Contains(t, []Role{RoleBase, RoleReference}, re.Role, "%s: %q + %q: %v", d, base, ref, err)
		}
		return
	}
	require.NoError(t, lerr)
	require.Equal(t, literal, target)
	if tg != nil {
		require.True(t, reparsedAs(d, target, tg), "%s: %q + %q = %q reads back as other components", d, base, ref, target)
	}
	if d != RFC1630 && d != URLDraft1993 {
		_, terr := Parse(d, target, WithRule(rules.ref))
		require.NoError(t, terr, "%s: %q + %q = %q, which is no %s", d, base, ref, target, rules.ref)
	}
	again, err := Resolve(d, base, target)
	require.NoError(t, err, "%s: %q + %q = %q", d, base, ref, target)
	want := target
	if d == RFC3986 || d == RFC3987 {
		// §5.2.2 T.path = remove_dot_segments(R.path) for a reference with
		// a scheme, while an empty reference path takes Base.path as it is.
		want, err = Resolve(d, base, again)
		require.NoError(t, err)
	}
	require.Equal(t, want, again, "%s: %q + %q", d, base, ref)
	dot, err := Resolve(d, base, ref, WithRecomposition(RecomposeDotPrefix))
	require.NoError(t, err)
	require.Equal(t, target, dot)
}

var resolveSink string

// BenchmarkResolveAppendixC resolves the Appendix C examples of each dialect
// (parses of base and reference included).
func BenchmarkResolveAppendixC(b *testing.B) {
	for _, bench := range []struct {
		d        Dialect
		examples []resolveExample
	}{{URLSyntax05, urlSyntax05AppendixC}, {RFC2396bis01, rfc2396bis01AppendixC}} {
		b.Run(bench.d.ID(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, ex := range bench.examples {
					resolveSink, _ = Resolve(bench.d, resolveAppendixCBase, ex.ref)
				}
			}
		})
	}
}
