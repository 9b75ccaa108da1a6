package semantic

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPolicy holds each policy to its verdicts in every family of dialects:
// the generic syntax (RFC 3986, RFC 3987, RFC 2396, 2396bis-01), the URLs
// (RFC 1738, url-syntax-05, RFC 1808, the 1993 draft, RFC 1630) and the
// URNs (RFC 2141, 2141bis-03, RFC 8141). A policy is checked only on a
// valid input; the error names the policy, the component and its span.
func TestPolicy(t *testing.T) {
	web := Policy{Schemes: []string{"http", "https"}, Require: []Component{ComponentHost}, Forbid: []Component{ComponentUserinfo}}
	tests := []struct {
		name      string
		d         Dialect
		input     string
		p         Policy
		policy    string // "" when the policy accepts the input
		component Component
		span      Span
		allowed   []string
	}{
		// RFC 3986 §3.1: schemes compare case-insensitively.
		{"3986 scheme case", RFC3986, "HTTP://example.com/", web, "", "", Span{}, nil},
		{"3986 scheme refused", RFC3986, "ftp://example.com/", web, PolicySchemes, ComponentScheme, Span{0, 3}, []string{"http", "https"}},
		// §3.2.1: userinfo is forbidden, even empty ("@" is there).
		{"3986 userinfo", RFC3986, "http://user@example.com/", web, PolicyForbid, ComponentUserinfo, Span{7, 11}, []string{"userinfo"}},
		{"3986 empty userinfo", RFC3986, "http://@example.com/", web, PolicyForbid, ComponentUserinfo, Span{7, 7}, []string{"userinfo"}},
		// §3.2.2: "http:///x" has an empty host; "mailto:x" none.
		{"3986 empty host", RFC3986, "http:///x", web, PolicyRequire, ComponentHost, Span{7, 7}, []string{"host"}},
		{"3986 no host", RFC3986, "http:x", web, PolicyRequire, ComponentHost, Undefined, []string{"host"}},
		// A relative reference has no scheme: Schemes says nothing of it,
		// Require does.
		{"3986 relative", RFC3986, "//example.com/", Policy{Schemes: []string{"http"}}, "", "", Span{}, nil},
		{"3986 relative required", RFC3986, "//example.com/", Policy{Require: []Component{ComponentScheme}}, PolicyRequire, ComponentScheme, Undefined, []string{"scheme"}},
		// §3.2.1: the "user:password" format.
		{"3986 password", RFC3986, "http://u:pw@h/", Policy{Forbid: []Component{ComponentPassword}}, PolicyForbid, ComponentPassword, Span{9, 11}, []string{"password"}},
		{"3986 no password", RFC3986, "http://u@h/", Policy{Forbid: []Component{ComponentPassword}}, "", "", Span{}, nil},
		// §3.2.2: host kinds are the rules of host.
		{"3986 IPv4address", RFC3986, "http://192.0.2.1/", Policy{HostKinds: []HostKind{RegName}}, PolicyHostKinds, ComponentHost, Span{7, 16}, []string{"reg-name"}},
		{"3986 IP-literal", RFC3986, "http://[::1]/", Policy{HostKinds: []HostKind{RegName, IPv4}}, PolicyHostKinds, ComponentHost, Span{7, 12}, []string{"reg-name", "IPv4address"}},
		{"3986 IP-literal allowed", RFC3986, "http://[::1]/", Policy{HostKinds: []HostKind{IPLiteral}}, "", "", Span{}, nil},
		// §3.2.2: an empty host is an empty reg-name ("the registered name
		// is empty").
		{"3986 empty host kind", RFC3986, "file:///etc", Policy{HostKinds: []HostKind{IPv4}}, PolicyHostKinds, ComponentHost, Span{7, 7}, []string{"IPv4address"}},
		// §3.2.3: ports; an empty port is the default port.
		{"3986 port", RFC3986, "http://h:8080/", Policy{Ports: []PortRange{{80, 80}, {443, 443}}}, PolicyPorts, ComponentPort, Span{9, 13}, []string{"80", "443"}},
		{"3986 port range", RFC3986, "http://h:8080/", Policy{Ports: []PortRange{{8000, 8999}}}, "", "", Span{}, nil},
		{"3986 empty port", RFC3986, "http://h:/", Policy{Ports: []PortRange{{80, 80}}}, "", "", Span{}, nil},
		{"3986 huge port", RFC3986, "http://h:99999999999999999999/", Policy{Ports: []PortRange{{0, 65535}}}, PolicyPorts, ComponentPort, Span{9, 29}, []string{"0-65535"}},
		{"3986 fragment", RFC3986, "http://h/#f", Policy{Forbid: []Component{ComponentFragment, ComponentQuery}}, PolicyForbid, ComponentFragment, Span{10, 11}, []string{"fragment", "query"}},
		// RFC 3987 §2.2: ireg-name is a reg-name.
		{"3987 ireg-name", RFC3987, "http://r\u00e9sum\u00e9.example/", Policy{HostKinds: []HostKind{RegName}}, "", "", Span{}, nil},
		// RFC 2396 §3.2.2: hostname and IPv4address; RFC 2732 IPv6reference.
		{"2396 hostname", RFC2396, "http://www.example.com/", Policy{HostKinds: []HostKind{IPv4}}, PolicyHostKinds, ComponentHost, Span{7, 22}, []string{"IPv4address"}},
		{"2396 userinfo", RFC2396, "ftp://anonymous:x@ftp.example/", Policy{Forbid: []Component{ComponentPassword}}, PolicyForbid, ComponentPassword, Span{16, 17}, []string{"password"}},
		{"2396bis-01 IPv6reference", RFC2396bis01, "http://[::1]/", Policy{HostKinds: []HostKind{Hostname}}, PolicyHostKinds, ComponentHost, Span{7, 12}, []string{"hostname"}},
		// RFC 1738 §5: hostname / hostnumber; §3.1 user and password.
		{"1738 hostnumber", RFC1738, "http://10.0.0.1/", Policy{HostKinds: []HostKind{Hostname}}, PolicyHostKinds, ComponentHost, Span{7, 15}, []string{"hostname"}},
		{"1738 password", RFC1738, "ftp://u:p@h/f", Policy{Forbid: []Component{ComponentPassword}}, PolicyForbid, ComponentPassword, Span{8, 9}, []string{"password"}},
		{"1738 scheme", RFC1738, "gopher://h/", Policy{Schemes: []string{"http"}}, PolicySchemes, ComponentScheme, Span{0, 6}, []string{"http"}},
		{"1738 port", RFC1738, "http://h:81/", Policy{Ports: []PortRange{{80, 80}}}, PolicyPorts, ComponentPort, Span{9, 11}, []string{"80"}},
		{"url-syntax-05 hostnumber", URLSyntax05, "http://10.0.0.1/", Policy{HostKinds: []HostKind{HostNumber}}, "", "", Span{}, nil},
		{"url-draft-1993 query", URLDraft1993, "http://h/p?a+b", Policy{Forbid: []Component{ComponentQuery}}, PolicyForbid, ComponentQuery, Span{11, 14}, []string{"query"}},
		{"rfc1630 fragment", RFC1630, "http:h/p#f", Policy{Require: []Component{ComponentFragment}}, "", "", Span{}, nil},
		// RFC 1808 §2.2: net_loc is not divided into host and port.
		{"rfc1808 net_loc", RFC1808, "http://h/p", Policy{Require: []Component{ComponentAuthority, ComponentHost}}, PolicyRequire, ComponentHost, Undefined, []string{"authority", "host"}},
		// The URNs have a scheme and no host (RFC 8141 §2, RFC 2141 §2).
		{"8141 scheme", RFC8141, "urn:example:a", web, PolicyRequire, ComponentHost, Undefined, []string{"host"}},
		{"8141 urn only", RFC8141, "URN:example:a", Policy{Schemes: []string{"urn"}, Forbid: []Component{ComponentHost}}, "", "", Span{}, nil},
		{"8141 f-component", RFC8141, "urn:example:a#f", Policy{Forbid: []Component{ComponentFragment}}, PolicyForbid, ComponentFragment, Span{14, 15}, []string{"fragment"}},
		{"2141 scheme", RFC2141, "urn:isbn:0451450523", Policy{Schemes: []string{"http"}}, PolicySchemes, ComponentScheme, Span{0, 3}, []string{"http"}},
		{"2141bis-03 query", RFC2141bis03, "urn:example:a?s=1", Policy{Forbid: []Component{ComponentQuery}}, PolicyForbid, ComponentQuery, Span{14, 17}, []string{"query"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, parse := range []bool{false, true} {
				var err error
				if parse {
					_, err = Parse(tt.d, tt.input, WithPolicy(tt.p))
				} else {
					err = Validate(tt.d, tt.input, WithPolicy(tt.p))
				}
				if tt.policy == "" {
					require.NoError(t, err)
					continue
				}
				var pe *PolicyError
				require.True(t, errors.As(err, &pe), "%v", err)
				assert.Equal(t, tt.policy, pe.Policy)
				assert.Equal(t, tt.component, pe.Component)
				assert.Equal(t, tt.span, pe.Span)
				assert.Equal(t, tt.allowed, pe.Allowed)
				assert.Equal(t, tt.input, pe.Input)
				assert.Equal(t, tt.d, pe.Dialect)
			}
		})
	}
}

// TestPolicyAfterGrammar: an input the grammar (or a prose MUST) rejects
// gives its *Error, whatever the policy.
func TestPolicyAfterGrammar(t *testing.T) {
	p := WithPolicy(Policy{Schemes: []string{"http"}})
	var se *Error
	require.ErrorAs(t, Validate(RFC3986, "ftp://h/ x", p), &se)
	assert.Equal(t, 8, se.Offset)
	// rfc2141bis-03 §2.1: the NID "urn" is reserved (a prose MUST).
	require.ErrorAs(t, Validate(RFC2141bis03, "urn:urn:x", p), &se)
	assert.NotEmpty(t, se.Reason)
	var le *LengthError
	require.ErrorAs(t, Validate(RFC3986, "ftp://h/", p, WithMaxLength(3)), &le)
}

// TestPolicyMessages asserts the message format verbatim.
func TestPolicyMessages(t *testing.T) {
	tests := []struct {
		input string
		p     Policy
		want  string
	}{
		{"ftp://h/", Policy{Schemes: []string{"HTTP", "https"}},
			`rfc3986: URI-reference refused by policy schemes at offset 0: scheme "ftp" is not allowed (allowed: http, https)`},
		{"http:x", Policy{Require: []Component{ComponentHost}},
			`rfc3986: URI-reference refused by policy require: no host (required: host)`},
		{"http:///x", Policy{Require: []Component{ComponentHost}},
			`rfc3986: URI-reference refused by policy require at offset 7: the host is empty (required: host)`},
		{"http://u@h/", Policy{Forbid: []Component{ComponentUserinfo}},
			`rfc3986: URI-reference refused by policy forbid at offset 7: userinfo "u" is present (forbidden: userinfo)`},
		{"http://10.0.0.1/", Policy{HostKinds: []HostKind{RegName}},
			`rfc3986: URI-reference refused by policy host-kinds at offset 7: host "10.0.0.1" is IPv4address (allowed: reg-name)`},
		{"http:///", Policy{HostKinds: []HostKind{IPv4}},
			`rfc3986: URI-reference refused by policy host-kinds at offset 7: host "" is reg-name (allowed: IPv4address)`},
		{"http://h:8080/", Policy{Ports: []PortRange{{80, 80}, {1, 1023}}},
			`rfc3986: URI-reference refused by policy ports at offset 9: port "8080" is not allowed (allowed: 80, 1-1023)`},
	}
	for _, tt := range tests {
		err := Validate(RFC3986, tt.input, WithPolicy(tt.p))
		require.Error(t, err, tt.input)
		assert.Equal(t, tt.want, err.Error())
	}
	var pe *PolicyError
	require.ErrorAs(t, Validate(RFC3986, "http://u@h/", WithPolicy(Policy{Forbid: []Component{ComponentUserinfo}})), &pe)
	assert.Equal(t, "http://u@h/\n       ^", pe.Caret())
}

// TestWithPolicyErrors: WithPolicy checks its Policy, and is given once.
func TestWithPolicyErrors(t *testing.T) {
	for _, p := range []Policy{
		{Schemes: []string{""}},
		{Require: []Component{"nss"}},
		{Require: []Component{ComponentHost}, Forbid: []Component{ComponentHost}},
		{HostKinds: []HostKind{0}},
		{Ports: []PortRange{{443, 80}}},
		{Ports: []PortRange{{-1, 80}}},
	} {
		assert.Error(t, Validate(RFC3986, "http://h/", WithPolicy(p)), "%+v", p)
	}
	assert.Error(t, Validate(RFC3986, "http://h/", WithPolicy(Policy{}), WithPolicy(Policy{})))
	_, err := Resolve(RFC3986, "http://h/", "a", WithPolicy(Policy{}))
	assert.Error(t, err)
	assert.NoError(t, Validate(RFC3986, "http://h/", WithPolicy(Policy{})))
}

func TestParseComponentHostKind(t *testing.T) {
	c, err := ParseComponent("Host")
	require.NoError(t, err)
	assert.Equal(t, ComponentHost, c)
	_, err = ParseComponent("hots")
	assert.Error(t, err)
	for k := RegName; k <= IPvFuture; k++ {
		got, err := ParseHostKind(k.String())
		require.NoError(t, err)
		assert.Equal(t, k, got)
	}
	k, err := ParseHostKind("ipv4ADDRESS")
	require.NoError(t, err)
	assert.Equal(t, IPv4, k)
	_, err = ParseHostKind("ipv5")
	assert.Error(t, err)
	var zero PolicyError
	assert.NotPanics(t, func() { _, _, _ = zero.Error(), zero.Caret(), zero.Offset() })
}

// BenchmarkPolicy: a policy on a valid input costs no allocation.
func BenchmarkPolicy(b *testing.B) {
	opt := WithPolicy(Policy{Schemes: []string{"http", "https"}, Require: []Component{ComponentHost},
		Forbid: []Component{ComponentUserinfo}, HostKinds: []HostKind{RegName, Hostname, IPv4}, Ports: []PortRange{{80, 80}, {443, 443}}})
	for _, d := range []Dialect{RFC3986, RFC1738, RFC2396} {
		b.Run("valid/"+d.ID(), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				policySink = Validate(d, "http://example.com:443/a/b?q", opt)
			}
			if policySink != nil {
				b.Fatal(policySink)
			}
		})
	}
}

var policySink error

// TestPolicyAllocs holds Validate with a policy to no allocation on a
// valid input, as without one.
func TestPolicyAllocs(t *testing.T) {
	opt := WithPolicy(Policy{Schemes: []string{"http", "https"}, Require: []Component{ComponentHost},
		Forbid: []Component{ComponentUserinfo}, HostKinds: []HostKind{RegName, Hostname}, Ports: []PortRange{{80, 80}, {443, 443}}})
	for _, d := range []Dialect{RFC3986, RFC3987, RFC2396, RFC1738, URLSyntax05} {
		base := testing.AllocsPerRun(50, func() { policySink = Validate(d, "http://example.com:443/a/b?q") })
		got := testing.AllocsPerRun(50, func() { policySink = Validate(d, "http://example.com:443/a/b?q", opt) })
		assert.Equal(t, base, got, d.ID())
		assert.NoError(t, policySink, d.ID())
	}
}
