package semantic

import (
	"bufio"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLevelsRFC3986(t *testing.T) {
	// §6.2: string (§6.2.1), syntax (§6.2.2, the default), scheme (§6.2.3);
	// the rungs §6.2.2.1-§6.2.2.3 alone; the routine of §5.2.4; §6.2.2
	// restricted to one component (N5).
	assert.Equal(t, []Level{LevelSyntax, LevelString, LevelCase, LevelPercent, LevelPath, LevelScheme, LevelRemoveDotSegments,
		LevelSyntaxScheme, LevelSyntaxUserinfo, LevelSyntaxHost, LevelSyntaxPort, LevelSyntaxPath, LevelSyntaxQuery,
		LevelSyntaxFragment}, levels(RFC3986))
}

func TestNormalizeRFC3986(t *testing.T) { runNormCases(t, RFC3986, normCasesRFC3986) }

// normCasesRFC3986: RFC 3986 §6.2 (with §2.3, §3.2.2, §5.2.4).
var normCasesRFC3986 = []normCase{
	// §6.2.1: the input as it is.
	{name: "§6.2.1 string", level: LevelString, input: "HTTP://A/%7e", want: "HTTP://A/%7e"},
	// §6.2.2: "an application using this approach could reasonably consider
	// the following two URIs equivalent".
	{name: "§6.2.2 example", level: LevelSyntax, input: "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", want: "example://a/b/c/%7Bfoo%7D"},
	{name: "§6.2.2 example, normal", level: LevelSyntax, input: "example://a/b/c/%7Bfoo%7D", want: "example://a/b/c/%7Bfoo%7D"},
	// §6.2.2.1: "the URI <HTTP://www.EXAMPLE.com/> is equivalent to <http://www.example.com/>"; "%3a" versus "%3A".
	{name: "§6.2.2.1 example", level: LevelSyntax, input: "HTTP://www.EXAMPLE.com/", want: "http://www.example.com/"},
	{name: "§6.2.2.1 hex digits", level: LevelSyntax, input: "%3a", want: "%3A"},
	// §6.2.2.2 and §2.3: unreserved characters are decoded; reserved ones
	// (§2.2) and others are not.
	{name: "§2.3 unreserved decoded", level: LevelSyntax, input: "http://a/%7Euser/%41%2D%2e%5F%7e", want: "http://a/~user/A-._~"},
	{name: "§2.2 reserved kept", level: LevelSyntax, input: "http://a/%2f%3F%40%21?%26#%2a", want: "http://a/%2F%3F%40%21?%26#%2A"},
	// §6.2.2.1 and §3.2.2 (erratum N1): the whole host, decoded first;
	// percent-encodings in upper case; IP literals too; userinfo keeps its case.
	{name: "N1 decoded reg-name", level: LevelSyntax, input: "HTTP://%45XAMPLE.%43Om", want: "http://example.com"},
	{name: "N1 host percent-encoding", level: LevelSyntax, input: "http://%e4%bd%a0.COM/", want: "http://%E4%BD%A0.com/"},
	{name: "N1 IPv6 hex digits", level: LevelSyntax, input: "http://[FE80::A]:80/", want: "http://[fe80::a]:80/"},
	{name: "N1 IPvFuture", level: LevelSyntax, input: "//[v1FdE.AddR]", want: "//[v1fde.addr]"},
	{name: "N1 userinfo case kept", level: LevelSyntax, input: "http://User@Host/", want: "http://User@host/"},
	// §6.2.2.3 (erratum N2), after decoding.
	{name: "N2 decoded dot-segments", level: LevelSyntax, input: "http://a/b/c/%2E%2E/d", want: "http://a/b/d"},
	{name: "N2 rootless URI path", level: LevelSyntax, input: "scheme:foo/../p%61th", want: "scheme:/path"},
	{name: "N2 above the root", level: LevelSyntax, input: "http://a/../../g", want: "http://a/g"},
	{name: "N2 absolute-path reference", level: LevelSyntax, input: "/a/b/../../c", want: "/c"},
	{name: "N2 relative-path reference", level: LevelSyntax, input: "./def", want: "def"},
	{name: "N2 relative-path reference inside", level: LevelSyntax, input: "a/b/./c/../d/.", want: "a/b/d/"},
	{name: "N2 relative-path reference climbing", level: LevelSyntax, input: "../g", want: "../g"},
	{name: "N2 relative-path reference climbing past its start", level: LevelSyntax, input: "a/../../g", want: "a/../../g"},
	{name: "N2 colon in first segment", level: LevelSyntax, input: "./a:b", want: "./a:b"},
	{name: "N2 would begin with //", level: LevelSyntax, input: "file:/x/..//y", want: "file:/x/..//y"},
	{name: "N2 absolute-path would begin with //", level: LevelSyntax, input: "/.//x", want: "/.//x"},
	{name: "N2 network-path reference", level: LevelSyntax, input: "//h/.//x", want: "//h//x"},
	// §6.2.3 is not syntax: ports and empty delimiters stay.
	{name: "§6.2.3 empty port is scheme-based", level: LevelSyntax, input: "http://example.com:/", want: "http://example.com:/"},
	{name: "§6.2.3 empty query kept", level: LevelSyntax, input: "http://example.com/?", want: "http://example.com/?"},
	// §6.2.2.1 alone.
	{name: "§6.2.2.1 alone", level: LevelCase, input: "example://A/b/c/%7bfoo%7d%41", want: "example://a/b/c/%7Bfoo%7D%41"},
	// §6.2.2.2 alone: other triplets keep their case.
	{name: "§6.2.2.2 alone", level: LevelPercent, input: "foo:%40%41%5a%5b%60%61%7a%7b%2f%30%39%3a%2d%2e%5f%7e", want: "foo:%40AZ%5b%60az%7b%2f09%3a-._~"},
	// §6.2.2.3 alone.
	{name: "§6.2.2.3 alone", level: LevelPath, input: "HTTP://example/a/b/c/.././%2E", want: "HTTP://example/a/b/%2E"},
	// §6.2.3: "the following four URIs are equivalent", "the second URI
	// above is the normal form for the "http" scheme".
	{name: "§6.2.3 no path", level: LevelScheme, input: "http://example.com", want: "http://example.com/"},
	{name: "§6.2.3 normal form", level: LevelScheme, input: "http://example.com/", want: "http://example.com/"},
	{name: "§6.2.3 empty port", level: LevelScheme, input: "http://example.com:/", want: "http://example.com/"},
	{name: "§6.2.3 default port", level: LevelScheme, input: "http://example.com:80/", want: "http://example.com/"},
	{name: "§6.2.3 empty query kept", level: LevelScheme, input: "http://example.com/?", want: "http://example.com/?"},
	{name: "§6.2.3 fragment kept", level: LevelScheme, input: "http://example.com#", want: "http://example.com/#"},
	// Erratum N3: RFC 1738 §3 ports, compared by their value; an empty port for any scheme.
	{name: "N3 ftp port", level: LevelScheme, input: "FTP://h:21/x", want: "ftp://h/x"},
	{name: "N3 leading zero", level: LevelScheme, input: "http://h:080/", want: "http://h/"},
	{name: "N3 other port, leading zero kept", level: LevelScheme, input: "http://h:08080/", want: "http://h:08080/"},
	// RFC 9110 §4.2.2: "If the port subcomponent is empty or not given, TCP
	// port 443 is the default" (the https grammar's ;@default-port).
	{name: "N3 https default from RFC 9110", level: LevelScheme, input: "https://h:443/", want: "https://h/"},
	{name: "N3 https keeps another port", level: LevelScheme, input: "https://h:80/", want: "https://h:80/"},
	{name: "N3 other port kept", level: LevelScheme, input: "http://h:81", want: "http://h:81/"},
	{name: "N3 empty port of any scheme", level: LevelScheme, input: "s://h:/", want: "s://h/"},
	{name: "N3 file localhost", level: LevelScheme, input: "file://LOCALHOST/etc/hosts", want: "file:///etc/hosts"},
	{name: "N3 file localhost with userinfo", level: LevelScheme, input: "file://u@localhost/x", want: "file://u@localhost/x"},
	// §6.2.3 "mailto:Joe@Example.COM" is equivalent to
	// "mailto:Joe@example.com" (erratum N4).
	{name: "N4 mailto", level: LevelScheme, input: "mailto:Joe@Example.COM", want: "mailto:Joe@example.com"},
	{name: "N4 mailto list", level: LevelScheme, input: "mailto:a@B.C,d@E.F", want: "mailto:a@B.C,d@E.F"},
	// §5.2.4 on the path, without the limits of N2: the two traced
	// examples first.
	{name: "§5.2.4 example 1", level: LevelRemoveDotSegments, input: "/a/b/c/./../../g", want: "/a/g"},
	{name: "§5.2.4 example 2", level: LevelRemoveDotSegments, input: "mid/content=5/../6", want: "mid/6"},
	{name: "N2 routine after an authority", level: LevelRemoveDotSegments, input: "//a/./b/../b/%63", want: "//a/b/%63"},
	{name: "N2 routine climbing", level: LevelRemoveDotSegments, input: "a/b/../../../c", want: "/c"},
	{name: "N2 routine leading ../", level: LevelRemoveDotSegments, input: "../foo/bar?q", want: "foo/bar?q"},
	{name: "N2 routine gives an authority", level: LevelRemoveDotSegments, input: "file:/x/..//y", want: "file://y"},
	{name: "N2 routine gives no reference", level: LevelRemoveDotSegments, input: "a/..//b:c", want: "a/..//b:c"},
}

func TestNormalizeRFC3986Errors(t *testing.T) {
	// An invalid reference has no normal form.
	_, err := Normalize(RFC3986, "http://[::1%25eth0]/", level(LevelSyntax))
	var pe *Error
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, 11, pe.Offset)
	_, err = Normalize(RFC3986, "x:y", level("resource"))
	require.ErrorIs(t, err, ErrNoLevel)
}

func TestProseErrataRFC3986(t *testing.T) {
	errata, err := errataOf(RFC3986, ErratumNormalization, ErratumProse)
	require.NoError(t, err)
	var ids []string
	for _, e := range errata {
		ids = append(ids, e.ID)
		assert.NotEmpty(t, e.Rule, e.ID)
		assert.NotEmpty(t, e.Section, e.ID)
		assert.NotEmpty(t, e.Text, e.ID)
		assert.NotEmpty(t, e.Does, e.ID)
		assert.NotEmpty(t, e.Why, e.ID)
	}
	assert.Equal(t, []string{"N1", "N2", "N3", "N4", "N5", "N6"}, ids)
}

// TestNormalizeRFC3986Corpus runs the rfc3986 normalize and equivalent
// vectors of ../shared/corpora (the conformance runner runs them too once it
// has rfc3986 in its table of normalizers): every vector passes, except those
// of conformance/testdata/xfail-rfc3986.jsonl, which must still fail (an
// expected failure that passes is stale).
func TestNormalizeRFC3986Corpus(t *testing.T) {
	xfails := map[string]string{}
	f, err := os.Open(filepath.Join("..", "conformance", "testdata", "xfail-rfc3986.jsonl"))
	require.NoError(t, err)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var s struct{ ID, Reason string }
		require.NoError(t, json.Unmarshal(sc.Bytes(), &s))
		xfails[s.ID] = s.Reason
	}
	require.NoError(t, sc.Err())
	require.NoError(t, f.Close())

	files, err := filepath.Glob(filepath.Join(resolveCorpusDir, "*.jsonl"))
	require.NoError(t, err)
	if len(files) == 0 {
		t.Skipf("%s holds no corpora: they are read at test time, not copied (their terms)", resolveCorpusDir)
	}
	ran := 0
	for _, name := range files {
		if filepath.Base(name) == "disputed.jsonl" {
			continue // not a pass/fail suite (corpora README)
		}
		f, err := os.Open(name)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		require.NoError(t, err)
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 64*1024), 1<<20)
		for sc.Scan() {
			var v struct {
				ID, Kind, Dialect, Level string
				Input, Expected, A, B    string
				Equal                    bool
			}
			require.NoError(t, json.Unmarshal(sc.Bytes(), &v))
			if v.Dialect != RFC3986.ID() || v.Kind != "normalize" && v.Kind != "equivalent" {
				continue
			}
			ran++
			var ok bool
			var got any
			if v.Kind == "normalize" {
				n, err := Normalize(RFC3986, v.Input, level(Level(v.Level)))
				ok, got = err == nil && n == v.Expected, n
				if err != nil {
					got = err
				}
			} else {
				eq, err := Equivalent(RFC3986, v.A, v.B, level(Level(v.Level)))
				ok, got = err == nil && eq == v.Equal, eq
				if err != nil {
					got = err
				}
			}
			if reason, listed := xfails[v.ID]; listed {
				assert.False(t, ok, "%s: listed in xfail-rfc3986.jsonl (%s) but passes", v.ID, reason)
				continue
			}
			assert.True(t, ok, "%s (%s %s): got %v", v.ID, v.Kind, v.Level, got)
		}
		require.NoError(t, sc.Err())
		require.NoError(t, f.Close())
	}
	assert.Equal(t, 235, ran, "the corpora README counts 167 normalize and 65 equivalent rfc3986 cases, and spec-examples.jsonl 3 more")
}
