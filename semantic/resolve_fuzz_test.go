package semantic

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// resolveDialects are the dialects with a resolution algorithm.
var resolveDialects = []Dialect{URLDraft1993, URLSyntax05, RFC2396bis01}

// FuzzResolve resolves arbitrary pairs, seeded with the Appendix C examples,
// and checks that a failure is a *ResolveError with no target, and that a
// target is its own resolution: a reference with a scheme is taken as it is
// (url-syntax-05 §5.2 step 3, rfc2396bis-01 "if defined(R.scheme)",
// url-draft-1993 full form), so resolving it again must give it back
// unchanged, through the dialect's split and recombination.
func FuzzResolve(f *testing.F) {
	for _, ex := range urlSyntax05AppendixC {
		f.Add(resolveAppendixCBase, ex.ref)
	}
	for _, ex := range rfc2396bis01AppendixC {
		f.Add(resolveAppendixCBase, ex.ref)
	}
	f.Add("http://a", "g")
	f.Add("mailto:x@y", "z")
	f.Fuzz(func(t *testing.T, base, ref string) {
		for _, d := range resolveDialects {
			target, err := Resolve(d, base, ref)
			if err != nil {
				var re *ResolveError
				require.True(t, errors.As(err, &re), "%s: %v", d, err)
				require.Empty(t, target)
				continue
			}
			again, err := Resolve(d, base, target)
			var re *ResolveError
			if d != URLDraft1993 && errors.As(err, &re) && re.Role == RoleReference {
				continue // a defect of the text can give a target that is no reference
			}
			require.NoError(t, err, "%s: %q + %q = %q", d, base, ref, target)
			assert.Equal(t, target, again, "%s: %q + %q", d, base, ref)
		}
	})
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
