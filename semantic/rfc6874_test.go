package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestResolveRFC6874 resolves references under RFC 6874's rules, which
// WithRule chooses (rfc3986 erratum R4): RFC 3986 §5.2 moves an authority
// whole, zone identifier included.
func TestResolveRFC6874(t *testing.T) {
	tests := []struct {
		name, base, ref, rule, want string
	}{
		// RFC 6874 §2: "the scoped address fe80::a%en1 would appear in a URI as
		// http://[fe80::a%25en1]".
		{name: "relative path", base: "http://[fe80::a%25en1]/b/c", ref: "../d", rule: "URI-reference-6874", want: "http://[fe80::a%25en1]/d"},
		{name: "network path", base: "http://a/b", ref: "//[fe80::1%25eth0]:8/x", rule: "URI-reference-6874", want: "http://[fe80::1%25eth0]:8/x"},
		// Without a zone the -6874 rules read what RFC 3986 reads.
		{name: "no zone", base: "http://[::1]/b/c", ref: "d?q", rule: "URI-reference-6874", want: "http://[::1]/b/d?q"},
		{name: "RFC 3986", base: "http://[::1]/b/c", ref: "d?q", rule: "URI-reference", want: "http://[::1]/b/d?q"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Resolve(RFC3986, tc.base, tc.ref, WithRule(tc.rule))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	// RFC 3986 as published has no zone identifier (§3.2.2, grammar E5).
	_, err := Resolve(RFC3986, "http://[fe80::a%25en1]/b/c", "../d")
	var re *OpError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, RoleBase, re.Role)
	_, err = Resolve(RFC3986, "http://a/", "//[fe80::a%25en1]/")
	require.ErrorAs(t, err, &re)
	assert.Equal(t, RoleReference, re.Role)
	_, err = Resolve(RFC3986, "http://a/", "b", WithRule("URI"))
	assert.EqualError(t, err, `dialect rfc3986 resolves no reference read as start rule "URI" (references: [URI-reference URI-reference-6874])`)
	_, err = Resolve(RFC3987, "http://a/", "b", WithRule("URI-reference-6874"))
	assert.EqualError(t, err, `dialect rfc3987 resolves no reference read as start rule "URI-reference-6874" (references: [IRI-reference])`)
	info, err := Info(RFC3986)
	require.NoError(t, err)
	assert.Equal(t, []string{"URI-reference", "URI-reference-6874"}, info.Resolution.References)
}

// TestNormalizeRFC6874 checks the case of a ZoneID (rfc3986 erratum N6): the
// IPv6address in lower case (RFC 3986 §6.2.2.1), the zone as written but for
// the hex digits of its triplets and its triplets of unreserved characters.
func TestNormalizeRFC6874(t *testing.T) {
	tests := []struct {
		name, in, rule string
		level          Level
		want           string
	}{
		{name: "zone case kept", in: "//[FE80::Af%25En1]", rule: "relative-ref-6874", level: LevelSyntax, want: "//[fe80::af%25En1]"},
		{name: "zone triplet decoded", in: "//[::1%25%65th0]", rule: "relative-ref-6874", level: LevelSyntax, want: "//[::1%25eth0]"},
		{name: "zone triplet case", in: "HTTP://[::A%25%2f%2525]/", rule: "URI-reference-6874", level: LevelCase, want: "http://[::a%25%2F%2525]/"},
		// python-rfc3986's normalize_host vectors (../shared/corpora/disputed.jsonl):
		// "//[::1%25%25]" is its own normal form, "//[::Af%25Ff]" keeps "Ff".
		{name: "disputed %25%25", in: "//[::1%25%25]", rule: "relative-ref-6874", level: LevelSyntax, want: "//[::1%25%25]"},
		{name: "disputed Ff", in: "//[::Af%25Ff]", rule: "relative-ref-6874", level: LevelSyntax, want: "//[::af%25Ff]"},
		{name: "scheme level", in: "http://[FE80::1%25Lo]:80", rule: "URI-6874", level: LevelScheme, want: "http://[fe80::1%25Lo]/"},
		// Without a zone, the whole host as RFC 3986 §6.2.2.1 says.
		{name: "no zone", in: "//[FE80::AF]", rule: "relative-ref-6874", level: LevelSyntax, want: "//[fe80::af]"},
		{name: "IPvFuture", in: "//[V7.AB]", rule: "relative-ref-6874", level: LevelSyntax, want: "//[v7.ab]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Normalize(RFC3986, tc.in, WithRule(tc.rule), WithLevel(tc.level))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	eq, err := Equivalent(RFC3986, "//[fe80::1%25EN1]", "//[FE80::1%25en1]", WithRule("relative-ref-6874"))
	require.NoError(t, err)
	assert.False(t, eq, "zones of different case are different zones")
}

// TestTypedRFC6874 checks the typed view of a host with a zone.
func TestTypedRFC6874(t *testing.T) {
	u, err := Parse(RFC3986, "http://[fe80::a%25en1]:8/", WithRule("URI-reference-6874"))
	require.NoError(t, err)
	ty := u.Typed()
	require.NotNil(t, ty.Host)
	assert.Equal(t, IPLiteral, ty.Host.Kind)
	assert.Equal(t, "[fe80::a%25en1]", ty.Host.Raw)
	assert.Equal(t, "[fe80::a%en1]", ty.Host.Decoded, "RFC 6874 §2: \"%25\" is the percent-encoded \"%\" of RFC 4007")
	assert.Equal(t, 8, ty.Port.Number)
	assert.Equal(t, u.Input, u.Recompose())
	var rules []string
	for _, p := range u.Parts() {
		rules = append(rules, p.Rule+" "+p.Text)
	}
	assert.Equal(t, []string{"IP-literal-6874 [fe80::a%25en1]", "IPv6addrz fe80::a%25en1", "IPv6address fe80::a", "segment "}, rules)
}
