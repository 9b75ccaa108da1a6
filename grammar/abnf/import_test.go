package abnf

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// generic is a small generic grammar to import from (RFC 3986's shape).
const generic = ";@dialect g\n;@spec RFC3986 \"G\" 2005-01\n;@start uri\n;@core ALPHA DIGIT\n" +
	"uri = scheme \":\" host ; §3\nscheme = ALPHA *( ALPHA / DIGIT ) ; §3.1\nhost = 1*ALPHA ; §3.2.2\nport = *DIGIT ; §3.2.3\n"

// schemeHdr is the header of a scheme grammar (grammar/README.md, "Scheme
// and namespace grammars").
const schemeHdr = ";@scheme x x-URI\n;@spec RFC9999 \"X\" 2020-01\n;@applies g\n;@start x-URI\n;@import g host port\n"

// TestSchemePragmas: the pragmas of a scheme grammar are read into
// Pragmas.
func TestSchemePragmas(t *testing.T) {
	g, err := Parse("x.abnf", []byte(";@scheme X x-URI\n;@urn-namespace UUID u\n;@spec RFC9999 \"X\" 2020-01\n;@applies rfc3986 rfc3987\n"+
		";@start x-URI u\n;@import rfc3986 host port\n;@default-port X 80 §3\n;@no-fragment §4\nx-URI = \"x:\" ; §1\nu = \"u\" ; §2\n"))
	require.NoError(t, err)
	p := g.Pragmas
	assert.Equal(t, "x", p.Schemes[0].Name) // lower case: scheme names compare case-insensitively
	assert.Equal(t, "x-URI", p.Schemes[0].Rule)
	assert.Equal(t, "uuid", p.Namespaces[0].Name)
	assert.Equal(t, []string{"rfc3986", "rfc3987"}, p.Applies)
	assert.Equal(t, "rfc3986", p.Imports[0].Dialect)
	assert.Equal(t, []string{"host", "port"}, p.Imports[0].Rules)
	assert.Equal(t, "x", p.DefaultPorts[0].Scheme)
	assert.Equal(t, "80", p.DefaultPorts[0].Port)
	assert.Equal(t, "3", p.DefaultPorts[0].Section)
	assert.Equal(t, "4", p.NoFragment)
	assert.True(t, g.IsSchemeGrammar())

	for src, msg := range map[string]string{
		";@scheme x\n":                         "x.abnf:1:11: ;@scheme needs NAME RULE (offset 10)",
		";@default-port x 80 3\n":              "x.abnf:1:21: section \"3\" in ;@default-port must start with § (offset 20)",
		";@no-fragment §1\n;@no-fragment §2\n": "x.abnf:2:1: duplicate ;@no-fragment (first at line 1) (offset 18)",
		";@import rfc3986\n":                   "x.abnf:1:17: ;@import needs DIALECT RULE... (offset 16)",
	} {
		_, err := Parse("x.abnf", []byte(src+"a = \"x\" ; §1\n"))
		assert.EqualError(t, err, msg, src)
	}
}

// TestImport: ;@import brings the named rules and every rule they use,
// with their spec in their section, and the core rules they need; the
// grammar's own definitions win.
func TestImport(t *testing.T) {
	from, err := Parse("g.abnf", []byte(generic))
	require.NoError(t, err)
	g, err := Parse("x.abnf", []byte(schemeHdr+"x-URI = \"x://\" host [ \":\" port ] ; §2\nhost = \"h\" ; §2.1\n"))
	require.NoError(t, err)
	g.QualifySections()
	require.NoError(t, g.ResolveImports(func(d string) (*Grammar, error) {
		assert.Equal(t, "g", d)
		return from, nil
	}))
	assert.Equal(t, "RFC 9999 §2.1", g.Lookup("host").Section, "the grammar's own host wins")
	require.NotNil(t, g.Lookup("port"))
	assert.Equal(t, "RFC 3986 §3.2.3", g.Lookup("port").Section)
	assert.Contains(t, g.Pragmas.Core, "DIGIT")
	assert.Nil(t, g.Lookup("scheme"), "only what the imports use")
	assert.Empty(t, Lint(g))

	g, err = Parse("x.abnf", []byte(";@scheme x x-URI\n;@spec RFC9999 \"X\" 2020-01\n;@applies g\n;@start x-URI\n;@import g nope\nx-URI = \"x\" ; §2\n"))
	require.NoError(t, err)
	assert.EqualError(t, g.Import("g", from), "x.abnf: ;@import g nope: g.abnf defines no rule nope")
}

// TestLintScheme: a scheme grammar has no ;@dialect, applies to a dialect,
// serves its schemes with start rules and gives decimal default ports of
// them.
func TestLintScheme(t *testing.T) {
	for src, want := range map[string][]string{
		";@scheme x x-URI\n;@spec S \"T\" 2000-01\n;@start x-URI\nx-URI = \"x\" ; §1\n": {"x.abnf:1:1: pragma: missing ;@applies"},
		";@scheme x y\n;@spec S \"T\" 2000-01\n;@applies g\n;@start x-URI\nx-URI = \"x\" ; §1\ny = \"y\" ; §1\n": {
			"x.abnf:1:1: undefined: x is served by rule y, which is not a ;@start rule", "x.abnf:6:1: unreachable: rule y is not reachable from the ;@start rules"},
		";@scheme x x-URI\n;@spec S \"T\" 2000-01\n;@applies g\n;@start x-URI\n;@default-port z 8a §1\nx-URI = \"x\" ; §1\n": {
			"x.abnf:5:1: pragma: ;@default-port z 8a: the scheme must be one the grammar serves and the port decimal digits"},
		";@dialect d\n;@scheme x x-URI\n;@spec S \"T\" 2000-01\n;@applies g\n;@start x-URI\nx-URI = \"x\" ; §1\n": {
			"x.abnf:1:1: pragma: a scheme or URN namespace grammar (;@scheme, ;@urn-namespace) has no ;@dialect"},
	} {
		g, err := Parse("x.abnf", []byte(src))
		require.NoError(t, err)
		var got []string
		for _, f := range Lint(g) {
			got = append(got, f.String())
		}
		assert.Equal(t, want, got, src)
	}
}
