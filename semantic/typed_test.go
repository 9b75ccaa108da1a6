package semantic

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkTyped asserts the span of every Text of t (Raw == input[Start:End],
// Decoded == typedDecode(Raw)) and that u.Recompose() gives back the input.
func checkTyped(t *testing.T, u *URI) {
	t.Helper()
	ty := u.Typed()
	in := u.Input
	check := func(what string, x *Text) {
		t.Helper()
		if x == nil {
			return
		}
		if assert.True(t, 0 <= x.Start && x.Start <= x.End && x.End <= len(in), "%s span [%d,%d) of %q (%s)", what, x.Start, x.End, in, u.Dialect) {
			assert.Equal(t, in[x.Start:x.End], x.Raw, "%s of %q (%s)", what, in, u.Dialect)
		}
		assert.Equal(t, typedDecode(x.Raw), x.Decoded, "%s decoded of %q", what, in)
	}
	check("scheme", ty.Scheme)
	check("authority", ty.Authority)
	check("userinfo", ty.Userinfo)
	check("user", ty.User)
	check("password", ty.Password)
	if ty.Host != nil {
		check("host", &ty.Host.Text)
		if ty.Host.Raw != "" || u.Dialect != RFC1738 {
			// RFC 1738 §3.10: the empty host of a file URL matches no host
			// rule, so it has no kind; every other host has one.
			assert.NotZero(t, ty.Host.Kind, "host kind of %q (%s)", in, u.Dialect)
		}
	}
	if ty.Port != nil {
		check("port", &ty.Port.Text)
	}
	if ty.Path != nil {
		check("path", &ty.Path.Text)
		for _, s := range ty.Path.Segments {
			check("segment", &s.Text)
			for _, p := range s.Params {
				check("param", &p)
			}
		}
		for _, p := range ty.Path.Params {
			check("params", &p)
		}
	}
	check("opaque", ty.Opaque)
	check("query", ty.Query)
	check("fragment", ty.Fragment)
	if ty.URN != nil {
		if ty.URN.NID.End > 0 {
			check("NID", &ty.URN.NID)
		}
		if ty.URN.NSS.End > 0 {
			check("NSS", &ty.URN.NSS)
		}
		for _, d := range ty.URN.Directives {
			check("keywd", &d.Keyword)
			check("value", &d.Value)
		}
		check("r-component", ty.URN.RComponent)
		check("q-component", ty.URN.QComponent)
	}
	for _, p := range ty.Parts {
		check(p.Rule, &p.Text)
	}
	assert.Equal(t, in, u.Recompose(), "recompose %q (%s, %s)", in, u.Dialect, u.StartRule)

	// The views agree: the typed view has the components' spans and the
	// parts of Parts.
	c := u.Components
	same := func(what string, s Span, x *Text) {
		t.Helper()
		if !s.Defined() {
			assert.Nil(t, x, "%s of %q (%s): a typed %s without the component", what, in, u.Dialect, what)
			return
		}
		if assert.NotNil(t, x, "%s of %q (%s): the component without a typed %s", what, in, u.Dialect, what) {
			assert.Equal(t, s, Span{x.Start, x.End}, "%s of %q (%s)", what, in, u.Dialect)
		}
	}
	host, port, path := (*Text)(nil), (*Text)(nil), (*Text)(nil)
	if ty.Host != nil {
		host = &ty.Host.Text
	}
	if ty.Port != nil {
		port = &ty.Port.Text
	}
	if ty.Path != nil {
		path = &ty.Path.Text
	}
	same("scheme", c.Scheme, ty.Scheme)
	same("authority", c.Authority, ty.Authority)
	same("userinfo", c.Userinfo, ty.Userinfo)
	same("host", c.Host, host)
	same("port", c.Port, port)
	same("path", c.Path, path)
	same("query", c.Query, ty.Query)
	same("fragment", c.Fragment, ty.Fragment)
	parts := u.Parts()
	if assert.Len(t, ty.Parts, len(parts), "parts of %q (%s)", in, u.Dialect) {
		for i, p := range parts {
			assert.Equal(t, p, Part{Rule: ty.Parts[i].Rule, Text: ty.Parts[i].Raw, Start: ty.Parts[i].Start, End: ty.Parts[i].End})
		}
	}
}

// TestRecomposeVectors is the property test on the parse vectors of
// conformance/testdata (and its thirdparty copies): every valid input,
// parsed as its vector says, recomposes to itself, and every typed part's
// span holds its raw text.
func TestRecomposeVectors(t *testing.T) {
	n := 0
	for _, glob := range []string{
		filepath.Join("..", "conformance", "testdata", "*.jsonl"),
		filepath.Join("..", "conformance", "testdata", "thirdparty", "*.jsonl"),
	} {
		files, err := filepath.Glob(glob)
		require.NoError(t, err)
		for _, name := range files {
			f, err := os.Open(name)
			require.NoError(t, err)
			sc := bufio.NewScanner(f)
			sc.Buffer(make([]byte, 64*1024), 1<<20)
			for sc.Scan() {
				var v struct {
					Kind    string  `json:"kind"`
					Input   *string `json:"input"`
					Dialect Dialect `json:"dialect"`
					Rule    string  `json:"rule"`
					Base    *string `json:"base"`
					Valid   *bool   `json:"valid"`
				}
				if json.Unmarshal(sc.Bytes(), &v) != nil || v.Kind != "parse" || v.Input == nil || v.Valid == nil || !*v.Valid {
					continue
				}
				var opts []Option
				if v.Rule != "" {
					opts = append(opts, WithRule(v.Rule))
				}
				if v.Base != nil {
					opts = append(opts, WithBase(*v.Base))
				}
				u, err := Parse(v.Dialect, *v.Input, opts...)
				if !assert.NoError(t, err, "%s: %q", name, *v.Input) {
					continue
				}
				checkTyped(t, &u)
				n++
			}
			require.NoError(t, sc.Err())
			f.Close()
		}
	}
	t.Logf("checked %d", n)
	assert.Greater(t, n, 2000, "valid parse vectors checked")
}

// TestRecomposeEveryDialect widens the property to every start rule of every
// dialect: each seed of the fuzz tests (hand seeds, spec examples, vector
// inputs and bases) that a dialect accepts recomposes to itself there.
func TestRecomposeEveryDialect(t *testing.T) {
	seeds := fuzzSeeds(t)
	valid := map[Dialect]int{}
	for _, d := range Dialects() {
		rules, err := startRules(d)
		require.NoError(t, err)
		for _, rule := range rules {
			for _, s := range seeds {
				u, err := Parse(d, s.input, WithRule(rule))
				if err != nil {
					continue
				}
				valid[d]++
				checkTyped(t, &u)
			}
		}
	}
	t.Logf("valid per dialect: %v", valid)
	for _, d := range Dialects() {
		assert.Greater(t, valid[d], 20, "valid inputs of %s", d)
	}
}

// typedSummary lists the typed parts of ty as "field=raw" lines, decodings in
// braces where they differ, so a table row reads like the spec's example.
func typedSummary(ty *Typed) []string {
	var out []string
	add := func(name string, x *Text) {
		if x == nil {
			return
		}
		s := name + "=" + x.Raw
		if x.Decoded != x.Raw {
			s += " {" + x.Decoded + "}"
		}
		out = append(out, s)
	}
	add("scheme", ty.Scheme)
	add("authority", ty.Authority)
	add("userinfo", ty.Userinfo)
	add("user", ty.User)
	add("password", ty.Password)
	if h := ty.Host; h != nil {
		add("host("+h.Kind.String()+")", &h.Text)
	}
	if p := ty.Port; p != nil {
		if p.HasNumber {
			add("port#", &p.Text)
		} else {
			add("port", &p.Text)
		}
	}
	if p := ty.Path; p != nil {
		add("path", &p.Text)
		for _, s := range p.Segments {
			add("segment", &s.Text)
			for _, pa := range s.Params {
				add(" param", &pa)
			}
		}
		for _, pa := range p.Params {
			add("params", &pa)
		}
	}
	add("opaque", ty.Opaque)
	add("query", ty.Query)
	add("fragment", ty.Fragment)
	if u := ty.URN; u != nil {
		add("NID", &u.NID)
		add("NSS", &u.NSS)
		for _, d := range u.Directives {
			add("keywd", &d.Keyword)
			add("value", &d.Value)
		}
		add("r", u.RComponent)
		add("q", u.QComponent)
	}
	return out
}

// TestTyped checks the typed view of spec examples, one table for every
// dialect: host kinds, ports (absent, empty, a number), segments and
// params, user and password, URN directives and decodings.
func TestTyped(t *testing.T) {
	tests := []struct {
		name    string
		dialect Dialect
		rule    string
		input   string
		want    []string
		parts   []string // Typed.Parts as rule=raw, when checked
	}{
		// RFC 1738 §3.1: "ftp://foo:@host.com/ has a user name of "foo" and an empty password".
		{name: "1738 §3.1 empty password", dialect: RFC1738, input: "ftp://foo:@host.com/",
			want: []string{"scheme=ftp", "authority=foo:@host.com", "userinfo=foo:", "user=foo", "password=",
				"host(hostname)=host.com", "path=", "segment="}},
		// RFC 1738 §3.1: "ftp://@host.com/ has an empty user name and no password".
		{name: "1738 §3.1 empty user", dialect: RFC1738, input: "ftp://@host.com/",
			want: []string{"scheme=ftp", "authority=@host.com", "userinfo=", "user=", "host(hostname)=host.com", "path=", "segment="}},
		// RFC 1738 §3.2.2 and the Appendix example: ";type=d" is a per-scheme part, not path.
		{name: "1738 §3.2.2 ftp type", dialect: RFC1738, input: "ftp://info.cern.ch/pub/www/doc;type=d",
			want: []string{"scheme=ftp", "authority=info.cern.ch", "host(hostname)=info.cern.ch", "path=pub/www/doc",
				"segment=pub", "segment=www", "segment=doc"},
			parts: []string{"host=info.cern.ch", "hostname=info.cern.ch", "fpath=pub/www/doc", "fsegment=pub",
				"fsegment=www", "fsegment=doc", "ftptype=d"}},
		// RFC 1738 §3.8: a hostnumber and a port number.
		{name: "1738 §3.8 telnet", dialect: RFC1738, input: "telnet://guest:secret@10.0.0.1:23/",
			want: []string{"scheme=telnet", "authority=guest:secret@10.0.0.1:23", "userinfo=guest:secret", "user=guest",
				"password=secret", "host(hostnumber)=10.0.0.1", "port#=23", "path="}},
		// RFC 1738 §3.4.1: gopher search and gopher+ string follow "%09"; the search is the query.
		{name: "1738 §3.4.7 gopher+", dialect: RFC1738, input: "gopher://host.dom/0sel%09%09!+ABSTRACT",
			want: []string{"scheme=gopher", "authority=host.dom", "host(hostname)=host.dom", "path=0sel", "query="}},
		// RFC 1738 §3.3: http search; §2.2 "%7E" decodes to "~".
		{name: "1738 §3.3 http search", dialect: RFC1738, input: "http://h:80/%7Eu/x?a%20b",
			want: []string{"scheme=http", "authority=h:80", "host(hostname)=h", "port#=80", "path=%7Eu/x {~u/x}",
				"segment=%7Eu {~u}", "segment=x", "query=a%20b {a b}"}},
		// RFC 1738 §3.11: prospero fieldspecs are parts.
		{name: "1738 §3.11 prospero", dialect: RFC1738, input: "prospero://h/a;v=1",
			want:  []string{"scheme=prospero", "authority=h", "host(hostname)=h", "path=a", "segment=a"},
			parts: []string{"host=h", "hostname=h", "ppath=a", "psegment=a", "fieldspec=;v=1", "fieldname=v", "fieldvalue=1"}},
		// 1993 draft §BNF-syntax telnetaddress: the only user of the draft (E11).
		{name: "1993 telnet user", dialect: URLDraft1993, rule: "url", input: "telnet://joe@h.c:23",
			want: []string{"scheme=telnet", "authority=joe@h.c:23", "userinfo=joe", "user=joe", "host(hostname)=h.c", "port#=23"}},
		// 1993 draft §AFS: the cellname is a hostname.
		{name: "1993 afs cellname", dialect: URLDraft1993, rule: "url", input: "afs://c.d/x/y",
			want: []string{"scheme=afs", "authority=c.d", "host(hostname)=c.d", "path=x/y", "segment=x", "segment=y"}},
		// 1993 draft §Prospero: hsoname "%00" version attributes make the path.
		{name: "1993 prospero", dialect: URLDraft1993, rule: "url", input: "prospero://h/a/b%00123abc",
			want:  []string{"scheme=prospero", "authority=h", "host(hostname)=h", "path=a/b%00123abc {a/b\x00123abc}"},
			parts: []string{"hostport=h", "host=h", "hsoname=a/b", "version=123", "attributes=abc"}},
		// 1993 draft §Partial-form: a partial address with a search and a fragment.
		{name: "1993 partial", dialect: URLDraft1993, rule: "partial-address", input: "/a/b?x#f",
			want: []string{"path=/a/b", "segment=a", "segment=b", "query=x", "fragment=f"}},
		// RFC 1808 §2.2 and §5.1: params follow the whole path.
		{name: "1808 §5.1 base", dialect: RFC1808, input: "http://a/b/c/d;p?q#f",
			want: []string{"scheme=http", "authority=a", "path=/b/c/d", "segment=b", "segment=c", "segment=d",
				"params=p", "query=q", "fragment=f"}},
		// url-syntax-05 §4.3.1 user:password, §4.3.2 segment params, F.3 empty port.
		{name: "05 §4.3.2 params", dialect: URLSyntax05, input: "ftp://u:p@10.0.0.1:/a;x;y/b",
			want: []string{"scheme=ftp", "authority=u:p@10.0.0.1:", "userinfo=u:p", "user=u", "password=p",
				"host(hostnumber)=10.0.0.1", "port=", "path=/a;x;y/b", "segment=a;x;y", " param=x", " param=y", "segment=b"}},
		// RFC 2396 §3.2.1: a registry-based authority.
		// RFC 2396 §3.2: authority = server | reg_name; a registry-based
		// authority has no host (§3.2.1), in the typed view as in Components.
		{name: "2396 §3.2.1 reg_name", dialect: RFC2396, input: "http://reg_name$/a",
			want: []string{"scheme=http", "authority=reg_name$", "path=/a", "segment=a"}},
		// RFC 2396 §3.3: segment params; §3.2.2 userinfo and an IPv4address.
		{name: "2396 §3.3 params", dialect: RFC2396, input: "http://u@1.2.3.4:8080/d;p?q",
			want: []string{"scheme=http", "authority=u@1.2.3.4:8080", "userinfo=u", "host(IPv4address)=1.2.3.4", "port#=8080",
				"path=/d;p", "segment=d;p", " param=p", "query=q"}},
		// RFC 2396 §3: an opaque URI has no path.
		{name: "2396 §3 opaque", dialect: RFC2396, input: "mailto:a@b",
			want: []string{"scheme=mailto", "opaque=a@b"}},
		// RFC 2732 §2: an IPv6reference (rfc2396's -2732 start rules).
		{name: "2732 §2 IPv6", dialect: RFC2396, rule: "URI-reference-2732", input: "http://[::1]:80/x",
			want: []string{"scheme=http", "authority=[::1]:80", "host(IPv6reference)=[::1]", "port#=80", "path=/x", "segment=x"}},
		// 2396bis-01 §3.2.2: an IPv6reference and an empty port.
		{name: "2396bis-01 §3.2.2", dialect: RFC2396bis01, input: "ftp://[1080::8:800:200C:417A]:/a",
			want: []string{"scheme=ftp", "authority=[1080::8:800:200C:417A]:", "host(IPv6reference)=[1080::8:800:200C:417A]",
				"port=", "path=/a", "segment=a"}},
		// RFC 3986 §1.1.2: an IP-literal, no port.
		{name: "3986 §1.1.2 ldap", dialect: RFC3986, input: "ldap://[2001:db8::7]/c=GB?objectClass?one",
			want: []string{"scheme=ldap", "authority=[2001:db8::7]", "host(IP-literal)=[2001:db8::7]", "path=/c=GB",
				"segment=c=GB", "query=objectClass?one"}},
		// RFC 3986 §3.2.2: IPvFuture; §3.2.1 userinfo.
		{name: "3986 §3.2.2 IPvFuture", dialect: RFC3986, input: "x://u:p@[v1.fe]:0/",
			want: []string{"scheme=x", "authority=u:p@[v1.fe]:0", "userinfo=u:p", "host(IPvFuture)=[v1.fe]", "port#=0",
				"path=/", "segment="}},
		// RFC 3986 §3.2.2: an empty reg-name ("file:///etc").
		{name: "3986 §3.2.2 empty host", dialect: RFC3986, input: "file:///etc",
			want: []string{"scheme=file", "authority=", "host(reg-name)=", "path=/etc", "segment=etc"}},
		// RFC 3986 §3.3: "%7E" decodes to "~" (§2.3).
		{name: "3986 §2.3 %7E", dialect: RFC3986, input: "/%7Esmith/a%2Fb",
			want: []string{"path=/%7Esmith/a%2Fb {/~smith/a/b}", "segment=%7Esmith {~smith}", "segment=a%2Fb {a/b}"}},
		// RFC 2141 §2: "urn:" NID ":" NSS.
		// The path of a URN is NID ":" NSS (Appendix A: an opaque URL), in
		// the typed view as in Components.
		{name: "2141 §2", dialect: RFC2141, input: "URN:foo:a123,456",
			want: []string{"scheme=URN", "path=foo:a123,456", "NID=foo", "NSS=a123,456"}},
		// rfc2141bis-03 §2.3: directives, in order.
		{name: "2141bis-03 §2.3 directives", dialect: RFC2141bis03, input: "urn:example:foo?s=I2L&c=ToC#x",
			want: []string{"scheme=urn", "path=example:foo", "query=s=I2L&c=ToC", "fragment=x", "NID=example", "NSS=foo",
				"keywd=s", "value=I2L", "keywd=c", "value=ToC"}},
		// RFC 8141 §2.3: r- and q-components; the q-component is the query, the f-component the fragment.
		{name: "8141 §2.3 rqf", dialect: RFC8141, input: "urn:example:a%2Fb?+r=1?=q=2#f",
			want: []string{"scheme=urn", "path=example:a%2Fb {example:a/b}", "query=q=2", "fragment=f", "NID=example", "NSS=a%2Fb {a/b}", "r=r=1", "q=q=2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var opts []Option
			if tt.rule != "" {
				opts = append(opts, WithRule(tt.rule))
			}
			u, err := Parse(tt.dialect, tt.input, opts...)
			require.NoError(t, err)
			ty := u.Typed()
			assert.Equal(t, tt.want, typedSummary(ty))
			if tt.parts != nil {
				var parts []string
				for _, p := range ty.Parts {
					parts = append(parts, p.Rule+"="+p.Raw)
				}
				assert.Equal(t, tt.parts, parts)
			}
			assert.Equal(t, tt.input, u.Recompose())
		})
	}
}

// TestTypedPortNumber checks Port.Number and HasNumber (RFC 3986 §3.2.3
// port = *DIGIT, no upper bound): absent, empty, a number, too big for int.
func TestTypedPortNumber(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		present bool
		number  int
		has     bool
	}{
		// §3.2.3: no ":" - absent.
		{name: "absent", input: "http://h/", present: false},
		// §3.2.3: ":" and no digits - present and empty.
		{name: "empty", input: "http://h:/", present: true},
		// §3.2.3: a decimal port.
		{name: "number", input: "http://h:08080/", present: true, number: 8080, has: true},
		// §3.2.3 sets no upper bound: a port beyond int has no Number.
		{name: "overflow", input: "http://h:99999999999999999999999/", present: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u, err := Parse(RFC3986, tt.input)
			require.NoError(t, err)
			p := u.Typed().Port
			if !tt.present {
				assert.Nil(t, p)
				return
			}
			require.NotNil(t, p)
			assert.Equal(t, tt.number, p.Number)
			assert.Equal(t, tt.has, p.HasNumber)
		})
	}
}

// TestTypedDecode checks typedDecode: "%" HEX HEX triplets become bytes; anything
// else is kept (RFC 3986 §2.1).
func TestTypedDecode(t *testing.T) {
	tests := []struct{ name, in, want string }{
		// §2.3: "%7E" is "~".
		{name: "tilde", in: "%7e%7E", want: "~~"},
		// §2.1: a bare "%" or a short triplet stays.
		{name: "short", in: "a%4", want: "a%4"},
		{name: "not hex", in: "%zz%", want: "%zz%"},
		// bytes as they come: no UTF-8 check.
		{name: "byte", in: "%FF", want: "\xff"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, typedDecode(tt.in))
		})
	}
}
