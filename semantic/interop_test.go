package semantic

import (
	"bufio"
	"encoding/json"
	"errors"
	"io/fs"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// parseVector is a "kind": "parse" record of the corpora format.
type parseVector struct {
	ID      string `json:"id"`
	Kind    string `json:"kind"`
	Dialect string `json:"dialect"`
	Rule    string `json:"rule"`
	Input   string `json:"input"`
	Valid   bool   `json:"valid"`
}

// readParseVectors reads the valid parse vectors of every file of
// conformance/testdata (the project's and the third-party copies) and of
// ../shared/corpora when it is there.
func readParseVectors(t *testing.T) []parseVector {
	t.Helper()
	var files []string
	for _, g := range []string{
		filepath.Join("..", "conformance", "testdata", "*.jsonl"),
		filepath.Join("..", "conformance", "testdata", "thirdparty", "*.jsonl"),
		filepath.Join(resolveCorpusDir, "*.jsonl"),
	} {
		m, err := filepath.Glob(g)
		require.NoError(t, err)
		files = append(files, m...)
	}
	var out []parseVector
	for _, name := range files {
		f, err := os.Open(name)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		require.NoError(t, err)
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 64*1024), 1<<20)
		for sc.Scan() {
			var v parseVector
			require.NoError(t, json.Unmarshal(sc.Bytes(), &v), "%s", name)
			if v.Kind == "parse" && v.Valid {
				out = append(out, v)
			}
		}
		require.NoError(t, sc.Err())
		f.Close()
	}
	return out
}

// TestURLCorpus converts every valid parse vector of the dialects net/url
// models to a *url.URL and back: the URL's String() is the input exactly
// (for rfc3987 its URI, RFC 3987 §3.1), FromURL gives the input again, and
// where url.Parse reads the input too, it reads the same fields. An input
// the URL cannot hold names the component, and is one of the cases the doc
// lists.
func TestURLCorpus(t *testing.T) {
	vectors := readParseVectors(t)
	require.Greater(t, len(vectors), 500)
	converted, refused := 0, map[string]int{}
	for _, v := range vectors {
		d, err := ParseDialect(v.Dialect)
		if err != nil || d.x.noURL != "" {
			continue
		}
		var opts []Option
		if v.Rule != "" {
			opts = append(opts, WithRule(v.Rule))
		}
		u, err := Parse(d, v.Input, opts...)
		if err != nil {
			continue // a vector of a companion start rule that runs elsewhere
		}
		want := v.Input
		if d == RFC3987 {
			want = mapIRIToURI(v.Input)
		}
		r, err := u.URL()
		if errors.Is(err, ErrNoURLForm) {
			assert.True(t, notReference[v.Rule], "%s %q: %v", d, v.Input, err)
			continue
		}
		var ne *NotRepresentableError
		if errors.As(err, &ne) {
			if d == RFC3986 || d == RFC3987 {
				// The cases the doc of URI.URL lists, and what url.Parse
				// refuses in a host (IPvFuture).
				assert.Contains(t, []Component{ComponentUserinfo, ComponentHost, ComponentFragment, ComponentAuthority}, ne.Component, "%s %q: %v", d, v.Input, err)
			}
			refused[d.ID()+" "+string(ne.Component)]++
			continue
		}
		if !assert.NoError(t, err, "%s %q", d, v.Input) {
			continue
		}
		converted++
		assert.Equal(t, want, r.String(), "%s %s", d, v.ID)
		back, err := FromURL(d, r, opts...)
		if d == RFC3987 {
			back, err = FromURL(RFC3986, r, WithRule("URI-reference"))
		}
		if assert.NoError(t, err, "%s %q", d, v.Input) {
			assert.Equal(t, want, back.Input)
		}
		if p, err := url.Parse(want); err == nil {
			assert.True(t, sameURL(p, r), "%s %q: url.Parse gives %#v, URL %#v", d, v.Input, p, r)
		}
	}
	t.Logf("%d converted, refused: %v", converted, refused)
	assert.Greater(t, converted, 1000)
}

// TestURLSpecFacts: the forms of RFC 3986 §1.1.2 and §3 in a *url.URL, and
// what it cannot hold.
func TestURLSpecFacts(t *testing.T) {
	tests := []struct {
		d         Dialect
		rule      string
		input     string
		want      url.URL
		component Component // when it cannot be represented
	}{
		// §1.1.2: "ftp://ftp.is.co.za/rfc/rfc1808.txt".
		{d: RFC3986, input: "ftp://ftp.is.co.za/rfc/rfc1808.txt", want: url.URL{Scheme: "ftp", Host: "ftp.is.co.za", Path: "/rfc/rfc1808.txt"}},
		// §1.1.2: "mailto:John.Doe@example.com", a path-rootless: Opaque.
		{d: RFC3986, input: "mailto:John.Doe@example.com", want: url.URL{Scheme: "mailto", Opaque: "John.Doe@example.com"}},
		// §1.1.2: "ldap://[2001:db8::7]/c=GB?objectClass?one".
		{d: RFC3986, input: "ldap://[2001:db8::7]/c=GB?objectClass?one", want: url.URL{Scheme: "ldap", Host: "[2001:db8::7]", Path: "/c=GB", RawQuery: "objectClass?one"}},
		// §3.4: an empty query is there: ForceQuery.
		{d: RFC3986, input: "http://a/?", want: url.URL{Scheme: "http", Host: "a", Path: "/", ForceQuery: true}},
		// §3.3: a path-absolute without authority: OmitHost.
		{d: RFC3986, input: "f:/x", want: url.URL{Scheme: "f", Path: "/x", OmitHost: true}},
		// §2.2: "%2F" in a segment is data, not a delimiter: RawPath.
		{d: RFC3986, input: "http://a/b%2Fc", want: url.URL{Scheme: "http", Host: "a", Path: "/b/c", RawPath: "/b%2Fc"}},
		// RFC 6874 §2: the zone ID "%25en1" is "%en1" in Host.
		{d: RFC3986, rule: "URI-reference-6874", input: "http://[fe80::a%25en1]/", want: url.URL{Scheme: "http", Host: "[fe80::a%en1]", Path: "/"}},
		// RFC 1808 §2.1: params are part of the path here.
		{d: RFC1808, input: "http://a/b/c/d;p?q", want: url.URL{Scheme: "http", Host: "a", Path: "/b/c/d;p", RawQuery: "q"}},
		// RFC 3987 §3.1: the IRI's URI.
		{d: RFC3987, input: "http://r\u00e9sum\u00e9.example/\u00e9", want: url.URL{Scheme: "http", Host: "r\u00e9sum\u00e9.example", Path: "/\u00e9"}},
		// §3.5: an empty fragment is there, but url.URL has no ForceFragment.
		{d: RFC3986, input: "http://a/#", component: ComponentFragment},
		// §2.1: "%41" in a reg-name; net/url writes "A".
		{d: RFC3986, input: "http://%41/", component: ComponentHost},
		{d: RFC3986, input: "http://%7Eu@a/", component: ComponentUserinfo},
		// §3.2: an empty authority before an empty path.
		{d: RFC3986, input: "file://", component: ComponentAuthority},
	}
	for _, tt := range tests {
		var opts []Option
		if tt.rule != "" {
			opts = append(opts, WithRule(tt.rule))
		}
		u, err := Parse(tt.d, tt.input, opts...)
		require.NoError(t, err, tt.input)
		r, err := u.URL()
		if tt.component != "" {
			var ne *NotRepresentableError
			if assert.ErrorAs(t, err, &ne, tt.input) {
				assert.Equal(t, tt.component, ne.Component, tt.input)
				assert.ErrorIs(t, err, ErrNotRepresentable)
			}
			continue
		}
		require.NoError(t, err, tt.input)
		assert.Equal(t, tt.want, *r, tt.input)
	}
	for _, d := range []Dialect{URLDraft1993, RFC1630, RFC1738, RFC2141, RFC2141bis03, RFC8141} {
		u, err := Parse(d, map[bool]string{true: "urn:example:a", false: "news:a"}[strings.Contains(d.ID(), "141")])
		require.NoError(t, err, d)
		_, err = u.URL()
		assert.ErrorIs(t, err, ErrNoURLForm, d)
		_, err = FromURL(d, &url.URL{Scheme: "http", Host: "a"})
		assert.ErrorIs(t, err, ErrNoURLForm, d)
	}
}

// TestFromURL: a URL whose String() net/url reads back into another URL
// is refused; a valid one parses under the dialect, an invalid one gives
// the dialect's error.
func TestFromURL(t *testing.T) {
	u, err := FromURL(RFC3986, &url.URL{Scheme: "http", Host: "a", Path: "/b c", RawQuery: "q"})
	require.NoError(t, err)
	assert.Equal(t, "http://a/b%20c?q", u.Input)
	// A Path without "/" and no Host after a Scheme: String() writes
	// "f://x", whose authority is "x".
	_, err = FromURL(RFC3986, &url.URL{Scheme: "f", Path: "x"})
	var ne *NotRepresentableError
	require.ErrorAs(t, err, &ne)
	assert.Equal(t, ComponentURL, ne.Component)
	assert.Equal(t, `rfc3986: "f://x": net/url cannot represent its url exactly: url.Parse reads its String() back into another URL (String() does not preserve its fields)`, err.Error())
	// RFC 2396 has no IP-literal (RFC 2732 is its -2732 start rules).
	_, err = FromURL(RFC2396, &url.URL{Scheme: "http", Host: "[::1]"})
	var se *Error
	require.ErrorAs(t, err, &se)
	assert.Equal(t, 7, se.Offset)
	u, err = FromURL(RFC2396, &url.URL{Scheme: "http", Host: "[::1]"}, WithRule("URI-reference-2732"))
	require.NoError(t, err)
	assert.Equal(t, "http://[::1]", u.Input)
}

// TestHostAddr: IP addresses as netip.Addr, by the kind of host the
// grammar says; the rest is ErrNotIP.
func TestHostAddr(t *testing.T) {
	tests := []struct {
		d     Dialect
		rule  string
		input string
		want  string // netip.Addr.String(); "" when not an address
		err   error
	}{
		{d: RFC3986, input: "http://192.0.2.1/", want: "192.0.2.1"},                                         // §3.2.2 IPv4address
		{d: RFC3986, input: "http://[2001:DB8::7]:80/", want: "2001:db8::7"},                                // §3.2.2 IP-literal
		{d: RFC3986, rule: "URI-6874", input: "http://[fe80::a%25en1]", want: "fe80::a%en1"},                // RFC 6874 §2
		{d: RFC3986, rule: "URI-6874", input: "http://[fe80::a%25%65n1]", want: "fe80::a%en1"},              // the ZoneID is pct-decoded
		{d: RFC2396, rule: "URI-reference-2732", input: "http://[::ffff:1.2.3.4]/", want: "::ffff:1.2.3.4"}, // RFC 2732 §3
		{d: URLSyntax05, input: "http://10.0.0.1/", want: "10.0.0.1"},                                       // §4.3.1 hostnumber
		{d: RFC3986, input: "http://256.0.0.1/", err: ErrNotIP},                                             // a reg-name (§3.2.2: "256" is no dec-octet)
		{d: RFC3986, input: "http://[v1.x]/", err: ErrNotIP},                                                // IPvFuture
		{d: RFC3986, input: "mailto:a@b", err: ErrNotIP},                                                    // no host
		{d: RFC1808, input: "http://10.0.0.1/", err: ErrNotIP},                                              // §2.1 net_loc is not divided
		{d: URLSyntax05, input: "http://999.0.0.1/"},                                                        // hostnumber is *digit: netip refuses it
	}
	for _, tt := range tests {
		var opts []Option
		if tt.rule != "" {
			opts = append(opts, WithRule(tt.rule))
		}
		u, err := Parse(tt.d, tt.input, opts...)
		require.NoError(t, err, tt.input)
		a, err := HostAddr(&u)
		if tt.want != "" {
			require.NoError(t, err, tt.input)
			assert.Equal(t, tt.want, a.String(), tt.input)
			continue
		}
		assert.Error(t, err, tt.input)
		if tt.err != nil {
			assert.ErrorIs(t, err, tt.err, tt.input)
		}
		assert.Equal(t, netip.Addr{}, a)
	}
}

// TestURLEveryDialect: every valid parse vector, read under each dialect
// net/url models, converts exactly or names what it cannot hold.
func TestURLEveryDialect(t *testing.T) {
	vectors := readParseVectors(t)
	n := 0
	for _, d := range Dialects() {
		why := d.x.noURL
		if why != "" {
			continue
		}
		for _, v := range vectors {
			u, err := Parse(d, v.Input)
			if err != nil {
				continue
			}
			r, err := u.URL()
			var ne *NotRepresentableError
			if errors.As(err, &ne) {
				assert.NotEmpty(t, ne.Component)
				continue
			}
			require.NoError(t, err, "%s %q", d, v.Input)
			want := v.Input
			if d == RFC3987 {
				want = mapIRIToURI(v.Input)
			}
			assert.Equal(t, want, r.String(), "%s %q", d, v.Input)
			n++
		}
	}
	assert.Greater(t, n, 5000)
}
