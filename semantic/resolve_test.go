package semantic

import (
	"errors"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The tests of this file go through Resolve, so through the generated
// parsers and the dialects' component scanners.

// TestResolveURLSyntax05AppendixC: draft-fielding-url-syntax-05 Appendix C.
func TestResolveURLSyntax05AppendixC(t *testing.T) {
	for _, tc := range urlSyntax05AppendixC {
		t.Run(tc.ref, func(t *testing.T) {
			got, err := Resolve(URLSyntax05, resolveAppendixCBase, tc.ref)
			require.NoError(t, err)
			assert.Equal(t, resolveWant(resolveAppendixCBase, tc.want), got)
		})
	}
}

// TestResolveRFC2396bis01AppendixC: draft-fielding-uri-rfc2396bis-01
// Appendix C, validating and "for backwards compatibility".
func TestResolveRFC2396bis01AppendixC(t *testing.T) {
	for _, tc := range rfc2396bis01AppendixC {
		t.Run(tc.ref, func(t *testing.T) {
			got, err := Resolve(RFC2396bis01, resolveAppendixCBase, tc.ref)
			require.NoError(t, err)
			assert.Equal(t, resolveWant(resolveAppendixCBase, tc.want), got)
		})
	}
	for _, tc := range rfc2396bis01AppendixCNonValidating {
		t.Run("non-validating "+tc.ref, func(t *testing.T) {
			got, err := Resolve(RFC2396bis01, resolveAppendixCBase, tc.ref, WithValidating(false))
			require.NoError(t, err)
			assert.Equal(t, resolveWant(resolveAppendixCBase, tc.want), got)
		})
	}
}

// TestResolve runs further cases, each dialect's expectation in one row
// ("" = the dialect is not run for this row).
func TestResolve(t *testing.T) {
	tests := []struct {
		name     string
		base     string
		ref      string
		opts     []Option
		syntax05 string
		bis01    string
		draft93  string
		literal  bool // WithRecomposition(RecomposeLiteral), for every dialect
	}{
		// Appendix D of url-syntax-05 (and of rfc2396bis-01, reconstructed by
		// grammar erratum E23): "../x" against the BASE element.
		{name: "Appendix D", base: "http://www.ics.uci.edu/Test/a/b/c", ref: "../x",
			syntax05: "http://www.ics.uci.edu/Test/a/x", bis01: "http://www.ics.uci.edu/Test/a/x",
			draft93: "http://www.ics.uci.edu/Test/a/x"},
		// url-syntax-05 §5.2 step 6a: a base with an empty path adds no "/"
		// (the RFC 2396 defect rfc2396bis-01 G.2 fixes in merge step 1;
		// url-syntax-05 erratum R4); the 1993 draft keeps the host part and
		// writes the "/" of its layout (url-draft-1993 erratum R4).
		// The literal string (by default an error, TestRecompositionGuard).
		{name: "empty base path", base: "http://a", ref: "g", literal: true,
			syntax05: "http://ag", bis01: "http://a/g", draft93: "http://a/g"},
		// url-syntax-05 §5.2 step 6c-g: the query takes part in dot removal.
		{name: "query with ..", base: "http://a/b/c/d", ref: "g?y/../x",
			syntax05: "http://a/b/c/x", bis01: "http://a/b/c/g?y/../x"},
		// url-syntax-05 §5.2 step 2 vs rfc2396bis-01 "if defined(R.query)":
		// an empty path with a query.
		{name: "query only", base: "http://a/b/c/d;p?q", ref: "?y",
			syntax05: "http://a/b/c/?y", bis01: "http://a/b/c/d;p?y", draft93: "http://a/b/c/?y"},
		// url-syntax-05 grammar erratum E12: "a_b:c" has no scheme, so it is
		// a relative path (Appendix B would take "a_b" as its scheme).
		{name: "colon in first segment", base: "http://a/b/c/d", ref: "a_b:c",
			syntax05: "http://a/b/c/a_b:c", draft93: "a_b:c"},
		// url-syntax-05 grammar erratum E13: "//h?q" has the site "h", as
		// §4.4 and Appendix B say, though the grammar parses only an abs-path.
		{name: "site followed by ?", base: "http://a/b/c/d", ref: "//h?q",
			syntax05: "http://h?q", bis01: "http://h?q", draft93: "http://h?q"},
		// A base without a site / authority: the target has none either.
		{name: "base without site", base: "foo:/a/b", ref: "../c",
			syntax05: "foo:/c", bis01: "foo:/c"},
		// url-syntax-05: every absoluteURL is a generic-URL (erratum E14), so
		// a base such as mailto:... takes relative references.
		{name: "mailto base", base: "mailto:x@y", ref: "z",
			syntax05: "mailto:z"},
		// rfc2396bis-01 §4.2: a same-document reference needs no
		// <hier-part> base (erratum R3).
		{name: "mailto base, fragment", base: "mailto:x@y", ref: "#f",
			syntax05: "mailto:x@y#f", bis01: "mailto:x@y#f"},
		// rfc2396bis-01 §5.2: the non-validating branch drops a reference
		// scheme equal to the base's, case ignored (§3.1, erratum R4).
		{name: "non-validating, same scheme", base: "http://a/b/c/d;p?q", ref: "http:g",
			opts: []Option{WithValidating(false)}, bis01: "http://a/b/c/g"},
		{name: "non-validating, scheme case differs", base: "http://a/b/c/d;p?q", ref: "HTTP:g",
			opts: []Option{WithValidating(false)}, bis01: "http://a/b/c/g"},
		{name: "non-validating, empty rest", base: "http://a/b/c/d;p?q", ref: "http:#s",
			opts: []Option{WithValidating(false)}, bis01: "http://a/b/c/d;p?q#s"},
		// rfc2396bis-01 §5.2 merge step 7, the other two handlings.
		{name: "remove leading ..", base: "http://a/b/c/d;p?q", ref: "../../../g",
			opts: []Option{WithLeadingDots(RemoveLeadingDots)}, bis01: "http://a/g"},
		{name: "remove leading .., absolute path untouched", base: "http://a/b/c/d;p?q", ref: "/../g",
			opts: []Option{WithLeadingDots(RemoveLeadingDots)}, bis01: "http://a/../g"},
		// url-draft-1993 §Partial-form: a full form is taken as it is.
		{name: "full form", base: "http://a/b/c/d;p?q", ref: "ftp://h/x", draft93: "ftp://h/x"},
		// url-draft-1993: the fragment follows the resolved URL.
		{name: "fragment", base: "http://a/b/c/d;p?q", ref: "g#s", draft93: "http://a/b/c/g#s"},
		// url-draft-1993: "#s" and "" are void relative paths (E15).
		{name: "fragment only", base: "http://a/b/c/d;p?q", ref: "#s", draft93: "http://a/b/c/#s"},
		{name: "empty reference", base: "http://a/b/c/d;p?q", ref: "", draft93: "http://a/b/c/"},
		// url-draft-1993: "/xxx/.." with xxx = ".." (resolvePartialURLDraft1993's reading).
		{name: "four levels up", base: "http://a/b/c/d;p?q", ref: "../../../../g", draft93: "http://a/g"},
	}
	for _, tc := range tests {
		for _, run := range []struct {
			d    Dialect
			want string
		}{{URLSyntax05, tc.syntax05}, {RFC2396bis01, tc.bis01}, {URLDraft1993, tc.draft93}} {
			if run.want == "" {
				continue
			}
			opts := tc.opts
			if run.d != RFC2396bis01 {
				opts = nil
			}
			if tc.literal {
				opts = append(slices.Clone(opts), WithRecomposition(RecomposeLiteral))
			}
			t.Run(tc.name+"/"+run.d.ID(), func(t *testing.T) {
				got, err := Resolve(run.d, tc.base, tc.ref, opts...)
				require.NoError(t, err)
				assert.Equal(t, run.want, got)
			})
		}
	}
}

// TestResolveErrors checks that invalid inputs give an *OpError naming
// the input at fault and wrapping the reason, and no target.
func TestResolveErrors(t *testing.T) {
	tests := []struct {
		name     string
		d        Dialect
		base     string
		ref      string
		opts     []Option
		role     Role
		wantErr  error // errors.Is target, or nil for a *Error of Parse
		wantRule string
	}{
		// url-syntax-05 §5.1: the base must be an absoluteURL.
		{name: "relative base", d: URLSyntax05, base: "/b/c", ref: "g", role: RoleBase, wantRule: "absoluteURL"},
		// url-syntax-05 §3: the reference must be a URL-reference.
		{name: "space in reference", d: URLSyntax05, base: "http://a/b", ref: "g h", role: RoleReference, wantRule: "URL-reference"},
		// rfc2396bis-01 §4: a base URI has no fragment.
		{name: "base with fragment", d: RFC2396bis01, base: "http://a/b#f", ref: "g", role: RoleBase, wantRule: "absolute-URI"},
		// rfc2396bis-01 §5 rel-segment has no ":".
		{name: "colon in rel-segment", d: RFC2396bis01, base: "http://a/b", ref: "a_b:c", role: RoleReference, wantRule: "URI-reference"},
		// rfc2396bis-01 §5: an opaque base takes no relative reference that
		// uses it: a path, a query or an authority (erratum R3).
		{name: "opaque base", d: RFC2396bis01, base: "mailto:x@y", ref: "z", role: RoleBase, wantErr: ErrUnsuitableBase},
		{name: "opaque base, query", d: RFC2396bis01, base: "mailto:x@y", ref: "?q", role: RoleBase, wantErr: ErrUnsuitableBase},
		{name: "opaque base, authority", d: RFC2396bis01, base: "mailto:x@y", ref: "//h", role: RoleBase, wantErr: ErrUnsuitableBase},
		// rfc2396bis-01 §5.2 merge step 7, "avoiding traversal".
		{name: "above the root", d: RFC2396bis01, base: "http://a/b/c/d;p?q", ref: "../../../g",
			opts: []Option{WithLeadingDots(RejectLeadingDots)}, role: RoleReference, wantErr: ErrAboveRoot},
		// url-draft-1993: the base is a url (no fragment).
		{name: "1993 base with fragment", d: URLDraft1993, base: "http://a/b#f", ref: "g", role: RoleBase, wantRule: "url"},
		// url-draft-1993 §Partial-form: "g?y/x" is no partial form (search
		// has no "/").
		{name: "1993 slash in search", d: URLDraft1993, base: "http://a/b", ref: "g?y/x", role: RoleReference, wantRule: "partial-address"},
		// url-draft-1993: a full form must be a fragmentaddress ("http:" must
		// use its own production, grammar erratum E8).
		{name: "1993 full form", d: URLDraft1993, base: "http://a/b", ref: "http:g", role: RoleReference, wantRule: "fragmentaddress"},
		// url-draft-1993: the partial form must stand for a URL (erratum R2):
		// newsaddress has no "/".
		{name: "1993 invalid target", d: URLDraft1993, base: "news:comp.x", ref: "/a", role: RoleTarget, wantRule: "fragmentaddress"},
		// telnetaddress has no path: a relative partial form stands for no
		// URL against a telnet base (errata R2, R4).
		{name: "1993 telnet base", d: URLDraft1993, base: "telnet://host", ref: "x", role: RoleTarget, wantRule: "fragmentaddress"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Resolve(tc.d, tc.base, tc.ref, tc.opts...)
			require.Error(t, err)
			assert.Empty(t, got)
			var re *OpError
			require.ErrorAs(t, err, &re)
			assert.Equal(t, tc.role, re.Role)
			assert.Equal(t, tc.d, re.Dialect)
			assert.Equal(t, tc.base, re.Base)
			assert.Equal(t, tc.ref, re.Ref)
			if tc.wantErr != nil {
				assert.ErrorIs(t, err, tc.wantErr)
				return
			}
			var pe *Error
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, tc.wantRule, pe.StartRule)
		})
	}
}

// TestResolveErrorMessage pins the message format of OpError.
func TestResolveErrorMessage(t *testing.T) {
	_, err := Resolve(RFC2396bis01, "http://a/b/c/d;p?q", "../../../g", WithLeadingDots(RejectLeadingDots))
	var re *OpError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, OpResolve, re.Op)
	assert.Equal(t, "../../../g", re.Ref)
	assert.Equal(t, `resolving "../../../g" against "http://a/b/c/d;p?q": invalid reference: `+
		`the merged path still begins with ".." segments (rfc2396bis-01 §5.2 merge step 7: "the reference is considered to be in error")`,
		err.Error())
}

// TestResolveUsageErrors checks errors that are about the call, not the
// inputs: no *OpError.
func TestResolveUsageErrors(t *testing.T) {
	tests := []struct {
		name    string
		d       Dialect
		opts    []Option
		wantErr error  // errors.Is target, if any
		wantMsg string // the whole message
	}{
		// RFC 1738 §2.3: "Relative links are not described in this document."
		{name: "rfc1738", d: RFC1738, wantErr: ErrNoRelativeForm,
			wantMsg: "rfc1738: defines no relative form: its §2.3 says relative links are not described in that document"},
		// rfc2141bis-03 §2, §2.5.1: one segment, no "/".
		{name: "rfc2141bis-03", d: RFC2141bis03, wantErr: ErrNoRelativeForm,
			wantMsg: `rfc2141bis-03: defines no relative form: a URN has no hierarchy (§2: its path is a single segment, NID ":" NSS; §2.5.1: "/" is not allowed)`},
		{name: "zero dialect", d: Dialect{}, wantErr: ErrUnknownDialect,
			wantMsg: `unknown dialect: no dialect given (the zero Dialect)`},
		// Only rfc2396bis-01 §5.2 offers the choices.
		{name: "WithValidating on url-syntax-05", d: URLSyntax05, opts: []Option{WithValidating(false)},
			wantMsg: "WithValidating is not offered by url-syntax-05: its resolution text gives no such choice"},
		{name: "WithLeadingDots on url-draft-1993", d: URLDraft1993, opts: []Option{WithLeadingDots(RemoveLeadingDots)},
			wantMsg: "WithLeadingDots is not offered by url-draft-1993: its resolution text gives no such choice"},
		{name: "bad LeadingDots", d: RFC2396bis01, opts: []Option{WithLeadingDots(7)},
			wantMsg: "WithLeadingDots(7): not one of RetainLeadingDots, RemoveLeadingDots, RejectLeadingDots"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Resolve(tc.d, "http://a/b", "g", tc.opts...)
			require.Error(t, err)
			assert.Empty(t, got)
			assert.Equal(t, tc.wantMsg, err.Error())
			var re *OpError
			assert.False(t, errors.As(err, &re), "not an error of the inputs")
			if tc.wantErr != nil {
				assert.ErrorIs(t, err, tc.wantErr)
			}
		})
	}
}

// TestResolveErrata checks that each dialect with a resolution algorithm
// lists its readings and that the others list none.
func TestResolveErrata(t *testing.T) {
	tests := []struct {
		d   Dialect
		ids []string
	}{
		{d: URLDraft1993, ids: []string{"R1", "R2", "R3", "R4", "R5"}},
		{d: RFC1738},
		{d: URLSyntax05, ids: []string{"R1", "R2", "R3", "R4"}},
		{d: RFC2396bis01, ids: []string{"R1", "R2", "R3", "R4", "R5", "R6"}},
		{d: RFC2141bis03},
	}
	for _, tc := range tests {
		t.Run(tc.d.ID(), func(t *testing.T) {
			errata, err := errataOf(tc.d, ErratumResolution)
			require.NoError(t, err)
			var ids []string
			for _, e := range errata {
				ids = append(ids, e.ID)
				assert.NotEmpty(t, e.Text, e.ID)
				assert.NotEmpty(t, e.Does, e.ID)
				assert.NotEmpty(t, e.Why, e.ID)
				assert.NotEmpty(t, e.Section, e.ID)
			}
			assert.Equal(t, tc.ids, ids)
		})
	}
	_, err := errataOf(Dialect{}, ErratumResolution)
	assert.ErrorIs(t, err, ErrUnknownDialect)
}

// TestLeadingDotsString checks the CLI spellings of §5.2 merge step 7.
func TestLeadingDotsString(t *testing.T) {
	assert.Equal(t, "retain", RetainLeadingDots.String())
	assert.Equal(t, "remove", RemoveLeadingDots.String())
	assert.Equal(t, "error", RejectLeadingDots.String())
	assert.Equal(t, "LeadingDots(9)", LeadingDots(9).String())
}

// level returns the option of level l, or nil (no option) for "".
func level(l Level) Option {
	if l == "" {
		return nil
	}
	return WithLevel(l)
}

// startRules returns the start rules of d, the default first.
func startRules(d Dialect) ([]string, error) {
	info, err := Info(d)
	if err != nil {
		return nil, err
	}
	return info.StartRules, nil
}

// appendixBTexts is the Appendix B split of s as strings.
func appendixBTexts(s string) texts { return appendixBSplit(s).texts(s) }

// levels returns the normalization levels of d, the default first.
func levels(d Dialect) []Level {
	info, err := Info(d)
	if err != nil {
		return nil
	}
	return info.Levels
}

// errataOf returns the errata of d of the given kinds.
func errataOf(d Dialect, kinds ...ErratumKind) ([]Erratum, error) {
	info, err := Info(d)
	if err != nil {
		return nil, err
	}
	var out []Erratum
	for _, e := range info.Errata {
		if slices.Contains(kinds, e.Kind) {
			out = append(out, e)
		}
	}
	return out, nil
}

// tsplit is a Split with its components as strings, for tests.
type tsplit struct {
	Production string
	Components texts
	Parts      []Part
}

// asTexts returns s with its components as strings of input.
func asTexts(input string, s Split) tsplit {
	return tsplit{Production: s.Production, Components: s.Components.texts(input), Parts: s.Parts}
}
