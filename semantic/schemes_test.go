package semantic

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/semantic/automaton"
)

// TestSchemeSyntax: with WithSchemeSyntax, an input valid under the
// dialect whose scheme (or URN namespace) has a grammar applying to the
// dialect must match it; the result names the grammar and its rule, an
// error its rule and its spec's section. Expected offsets and rules are read
// off the RFCs' ABNF.
func TestSchemeSyntax(t *testing.T) {
	tests := []struct {
		name       string
		d          Dialect
		input      string
		grammar    string // the grammar that applies; "" for none
		production string // valid: its rule
		offset     int    // invalid: where it fails
		rule       string // invalid: the rule it fails in
		section    string // invalid: that rule's spec and section
	}{
		// RFC 9110 §4.2.3's example; scheme names compare
		// case-insensitively (RFC 3986 §3.1).
		{name: "http", d: RFC3986, input: "http://example.com:80/~smith/home.html", grammar: "http", production: "http-URI"},
		{name: "HTTPS in upper case", d: RFC3986, input: "HTTPS://a/#f", grammar: "http", production: "https-URI"},
		// RFC 9110 §4.2.4: userinfo treated as an error (erratum E1).
		{name: "http userinfo", d: RFC3986, input: "http://u@a/", grammar: "http", offset: 8, rule: "uri-host", section: "RFC 9110 §4.2.1"},
		// RFC 9110 §4.2.1: http-URI = "http" "://" ...
		{name: "http relative", d: RFC3986, input: "http:relative", grammar: "http", offset: 5, rule: "http-URI", section: "RFC 9110 §4.2.1"},
		// RFC 6068 §2: addr-spec = local-part "@" domain.
		{name: "mailto", d: RFC3986, input: "mailto:chris@example.com", grammar: "mailto", production: "mailtoURI"},
		{name: "mailto @", d: RFC3986, input: "mailto:@", grammar: "mailto", offset: 7, rule: "mailtoURI", section: "RFC 6068 §2"},
		// RFC 6455 §3: no fragment; path is RFC 3986's path-abempty.
		{name: "ws fragment", d: RFC3986, input: "ws://h/#f", grammar: "ws", offset: 7, rule: "path-abempty", section: "RFC 3986 §3.3"},
		// RFC 8089 §2: file-auth = "localhost" / host, no port.
		{name: "file port", d: RFC3986, input: "file://h:21/x", grammar: "file", offset: 8, rule: "reg-name", section: "RFC 3986 §3.2.2"},
		// RFC 9562 §4 (RFC 4122 §3).
		{name: "uuid", d: RFC8141, input: "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", grammar: "urn:uuid", production: "UUID"},
		{name: "UUID NID in upper case", d: RFC8141, input: "URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6?=q", grammar: "urn:uuid", production: "UUID"},
		{name: "uuid invalid", d: RFC8141, input: "urn:uuid:not-a-uuid", grammar: "urn:uuid", offset: 9, rule: "UUID", section: "RFC 9562 §4"},
		{name: "uuid rfc2141bis-03", d: RFC2141bis03, input: "urn:uuid:x", grammar: "urn:uuid", offset: 9, rule: "UUID", section: "RFC 9562 §4"},
		// RFC 3061 §2: number = DIGIT / ( LEADDIGIT 1*DIGIT ).
		{name: "oid leading zero", d: RFC8141, input: "urn:oid:1.03", grammar: "urn:oid", offset: 11, rule: "oid", section: "RFC 3061 §2"},
		// rfc3987: a scheme's syntax is that of the URI the IRI maps to
		// (RFC 3987 §3.1); offsets are the IRI's.
		{name: "rfc3987 http", d: RFC3987, input: "http://例え.jp/パス", grammar: "http", production: "http-URI"},
		{name: "rfc3987 mailto", d: RFC3987, input: "mailto:ü@b,", grammar: "mailto", offset: 12, rule: "to", section: "RFC 6068 §2"},
		// No grammar: ftp, a relative reference, a namespace without one, a
		// dialect no grammar applies to.
		{name: "ftp", d: RFC3986, input: "ftp://u@/"},
		{name: "relative", d: RFC3986, input: "//u@h/"},
		{name: "example namespace", d: RFC8141, input: "urn:example:a"},
		{name: "rfc2396 http", d: RFC2396, input: "http://u@/"},
		{name: "rfc3986 urn", d: RFC3986, input: "urn:uuid:x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := Parse(tt.d, tt.input, WithSchemeSyntax())
			verr := Validate(tt.d, tt.input, WithSchemeSyntax())
			if tt.rule == "" {
				require.NoError(t, err)
				require.NoError(t, verr)
				if tt.grammar == "" {
					assert.Nil(t, u.SchemeSyntax)
					return
				}
				require.NotNil(t, u.SchemeSyntax)
				assert.Equal(t, tt.grammar, u.SchemeSyntax.Name)
				assert.Equal(t, tt.production, u.SchemeSyntax.Production)
				return
			}
			// Valid without the option.
			require.NoError(t, Validate(tt.d, tt.input))
			var e *Error
			require.True(t, errors.As(err, &e), "%v", err)
			assert.Equal(t, tt.grammar, e.SchemeSyntax)
			assert.Equal(t, tt.offset, e.Offset)
			assert.Equal(t, tt.rule, e.Rule)
			assert.Equal(t, tt.section, e.Section)
			assert.Equal(t, err.Error(), verr.Error())
		})
	}
}

// TestSchemeSyntaxMessage: the message has the format of every syntax error,
// the section naming the scheme's RFC.
func TestSchemeSyntaxMessage(t *testing.T) {
	err := Validate(RFC8141, "urn:uuid:not-a-uuid", WithSchemeSyntax())
	require.Error(t, err)
	assert.Equal(t, `rfc8141: invalid UUID at offset 9: unexpected "n", expected hexOctet (in rule UUID, RFC 9562 §4)`, err.Error())
	// A dialect's own message keeps its "§".
	err = Validate(RFC8141, "urn:uuid", WithSchemeSyntax())
	require.Error(t, err)
	assert.Contains(t, err.Error(), ", §2)")
}

// TestSchemeSyntaxAllocs: a valid input costs no allocation with the
// option either.
func TestSchemeSyntaxAllocs(t *testing.T) {
	if raceEnabled() {
		t.Skip("allocations are counted without the race detector")
	}
	opt := WithSchemeSyntax()
	allocs := testing.AllocsPerRun(50, func() {
		schemeSink = Validate(RFC3986, "https://example.com/a?b#c", opt)
		schemeSink = Validate(RFC8141, "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", opt)
		u, _ := Parse(RFC3986, "mailto:a@b", opt)
		schemeNameSink = u.SchemeSyntax.Name
	})
	assert.Zero(t, allocs)
}

var (
	schemeSink     error
	schemeNameSink string
)

// TestSchemeDefaultPorts: RFC 3986 §6.2.3 elides a scheme's default port,
// taken from its own RFC (RFC 9110 §4.2.2, RFC 6455 §3).
func TestSchemeDefaultPorts(t *testing.T) {
	for in, want := range map[string]string{
		"https://a:443/":  "https://a/",
		"wss://a:443/x":   "wss://a/x",
		"ws://a:80/":      "ws://a/",
		"ws://a:443/":     "ws://a:443/",
		"http://a:080/":   "http://a/",
		"ftp://a:21/":     "ftp://a/", // RFC 1738 §3.2
		"https://a:8443/": "https://a:8443/",
	} {
		got, err := Normalize(RFC3986, in, WithLevel(LevelScheme))
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
}

// TestSchemeGrammars: the generated table holds every grammar, with what
// make generate proved of its language against the generic one.
func TestSchemeGrammars(t *testing.T) {
	inside := map[string]bool{}
	for _, g := range SchemeGrammars() {
		require.NotEmpty(t, g.Serves, g.Name)
		require.NotEmpty(t, g.Applies, g.Name)
		require.NotNil(t, g.Automaton, g.Name)
		for _, in := range g.Generic {
			inside[in.Rule+" "+in.Dialect] = len(in.Witnesses) == 0
		}
	}
	// RFC 9110's http-URI is built of RFC 3986's rules.
	assert.True(t, inside["http-URI rfc3986"])
	// RFC 3966's param-unreserved has "[" and "]", which RFC 3986 allows
	// in no path.
	assert.False(t, inside["telephone-uri rfc3986"])
	assert.True(t, inside["UUID rfc8141"])
}

// TestWithSchemeSyntaxEntries: only Parse and Validate take the option.
func TestWithSchemeSyntaxEntries(t *testing.T) {
	_, err := Normalize(RFC3986, "http://a/", WithSchemeSyntax())
	assert.EqualError(t, err, "option WithSchemeSyntax does not apply to Normalize")
}

// TestSchemeGenericInsideDefault: the fast path of matchSchemeSyntax holds
// where the generic rule a scheme grammar was proved inside (RFC 3986
// absolute-URI) lies itself inside the dialect's default start rule
// (URI-reference), proved here on the dialect's automaton.
func TestSchemeGenericInsideDefault(t *testing.T) {
	for id, tab := range schemeTables {
		d, err := ParseDialect(id)
		require.NoError(t, err)
		x, err := lookup(d)
		require.NoError(t, err)
		for _, s := range tab.schemes {
			if !s.inside {
				continue
			}
			for _, in := range s.g.Generic {
				if in.Dialect != id {
					continue
				}
				gi, ok := x.auto.RuleIndex(in.GenericRule)
				require.True(t, ok, "%s has no rule %s", id, in.GenericRule)
				assert.Empty(t, automaton.Difference(x.auto, gi, x.auto, x.startIdx[0], 1), "%s %s", id, in.GenericRule)
			}
		}
	}
}
