package semantic

import (
	"errors"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// FuzzRelativize checks the property of Relativize on arbitrary pairs,
// seeded with the Appendix C examples resolved: under every dialect with a
// relative form, a base and reference that resolve to a target give a
// reference, no longer than the target, that resolves to it; and
// Relativize never fails otherwise than with an *OpError.
func FuzzRelativize(f *testing.F) {
	for _, ex := range urlSyntax05AppendixC {
		f.Add(resolveAppendixCBase, ex.ref)
	}
	f.Add("http://a", "g")
	f.Add("f:/a", ".//g")
	f.Add("http://a/b;p=1/2?q", ";x")
	dialects := []Dialect{URLDraft1993, RFC1630, RFC1808, URLSyntax05, RFC2396, RFC2396bis01, RFC3986, RFC3987}
	f.Fuzz(func(t *testing.T, base, ref string) {
		for _, d := range dialects {
			target, err := Resolve(d, base, ref)
			if err != nil {
				target = ref // a target of its own, maybe unreachable
			}
			got, rerr := Relativize(d, base, target)
			if rerr != nil {
				var re *OpError
				require.True(t, errors.As(rerr, &re), "%s: %v", d, rerr)
				require.Error(t, err, "%s: %q + %q = %q is reachable", d, base, ref, target)
				continue
			}
			assert.LessOrEqual(t, len(got), len(target))
			back, err := Resolve(d, base, got)
			require.NoError(t, err, "%s: %q from %q: %q", d, target, base, got)
			assert.Equal(t, target, back, "%s: %q from %q: %q", d, target, base, got)
		}
	})
}

// FuzzURL checks that URI.URL holds every input it converts exactly, and
// names a component for every input it does not.
func FuzzURL(f *testing.F) {
	for _, ex := range urlSyntax05AppendixC {
		f.Add(ex.ref)
	}
	f.Add("http://[fe80::1]:80/a%2Fb?#")
	f.Add("mailto:a@b")
	for _, s := range []string{"HTTP://u:p@h:80/a%20b/c?#x", "f:/x", "f://", "//a", "http://%41/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, d := range Dialects() {
			why := d.x.noURL
			if why != "" {
				continue
			}
			u, err := Parse(d, in)
			if err != nil {
				continue
			}
			r, err := u.URL()
			var ne *NotRepresentableError
			if errors.As(err, &ne) {
				require.NotEmpty(t, ne.Component)
				continue
			}
			require.NoError(t, err, "%s %q", d, in)
			want := in
			if d == RFC3987 {
				want = mapIRIToURI(in)
			}
			require.Equal(t, want, r.String(), "%s %q", d, in)
			p, err := url.Parse(want)
			require.NoError(t, err, "%s %q", d, in)
			require.True(t, sameURL(p, r), "%s %q", d, in)
		}
	})
}

var relativizeSink string

// BenchmarkRelativize relativizes the Appendix C targets of url-syntax-05
// and RFC 3986 against their base (at most 29 resolutions each).
func BenchmarkRelativize(b *testing.B) {
	for _, d := range []Dialect{URLSyntax05, RFC3986} {
		var targets []string
		for _, ex := range urlSyntax05AppendixC {
			if t, err := Resolve(d, resolveAppendixCBase, ex.ref); err == nil {
				targets = append(targets, t)
			}
		}
		b.Run(d.ID(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, t := range targets {
					relativizeSink, _ = Relativize(d, resolveAppendixCBase, t)
				}
			}
		})
	}
}

var urlSink *url.URL

// BenchmarkURL converts a parsed RFC 3986 URI to a *url.URL.
func BenchmarkURL(b *testing.B) {
	u, err := Parse(RFC3986, "http://user@example.com:8080/a/b%2Fc?q=1#frag")
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		urlSink, _ = u.URL()
	}
}
