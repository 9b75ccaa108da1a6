package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseRFC1738AllocatesNothing: RFC 1738's scanner reads the input
// itself and records spans only, so Parse of a valid URL allocates nothing
// (the URI is a value) under every start rule of §5. Each input is also
// split as the tree splits it (TestScanAgreesWithTree).
func TestParseRFC1738AllocatesNothing(t *testing.T) {
	tests := []struct {
		rule, input string
	}{
		// §3.1 login forms; §3.2.2 ";type=".
		{"url", "ftp://foo:@host.com/"},
		{"url", "ftp://myname@host.dom/%2Fetc/motd;type=a"},
		// §1 (E16).
		{"url", "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html"},
		// §3.4.7: selector, search and gopher+_string; E11: a search with "/".
		{"url", "gopher://host.dom/0sel%09%09!+ABSTRACT"},
		{"url", "gopher://host.dom/1a%09b/c"},
		// §3.5, §3.6, §3.7, §3.8, §3.9, §3.10, §3.11.
		{"url", "mailto:mduerst@ifi.unizh.ch"},
		{"url", "news:*"},
		{"url", "news:123@10.0.0.1"},
		{"url", "nntp://news.dom:119/comp.misc/1234"},
		{"url", "telnet://user:pw@host.dom:23/"},
		{"url", "wais://host.dom/db/text/path"},
		{"url", "file://vms.host.edu/disk$user/my/notes/note12345.txt"},
		{"url", "prospero://host.dom//pros/name;field=value;f2=v2"},
		// §5 otherurl, with and without an ip-schemepart.
		{"url", "x-foo://u:p@10.0.0.1:80/path"},
		{"url", "x-foo:bar@baz"},
		// The other start rules.
		{"genericurl", "http://host/a?b?c"},
		{"genericurl", "foo://a@b@c/"},
		{"httpurl", "HTTP://h:80/a/b?c"},
		{"ftpurl", "ftp://h"},
		{"newsurl", "news:comp.infosystems.www.misc"},
		{"nntpurl", "nntp://h/g"},
		{"telneturl", "telnet://h"},
		{"gopherurl", "gopher://h/"},
		{"waisurl", "wais://h/db?search"},
		{"mailtourl", "mailto:a@b"},
		{"fileurl", "file:///etc/motd"},
		{"fileurl", "file://localhost/etc/motd"},
		{"prosperourl", "prospero://h/p"},
		// Choices that the delimiters alone do not show: an escape as gtype
		// and %09 as the first delimiter; a search ending in a second %09
		// and a gopher+_string that holds more %09 (§3.4.9); a "?" after
		// the first %09 (E11); hostnumbers; a "//" that starts no login.
		{"url", "gopher://h/%09%09a%09b"},
		{"url", "gopher://h/7%09%09%09x%09y"},
		{"url", "gopher://h/1%09a?b%09c"},
		{"url", "file://10.1.2.3/x/y"},
		{"url", "FILE://LOCALHOST/"},
		{"url", "Telnet://:@h"},
		{"url", "x+1.y://1.2.3.4:8"},
		{"url", "x:///a"},
		{"url", "x://h:p/a"},
		{"genericurl", "news://u%40:p@a-1.b/"},
		{"newsurl", "NEWS:a/b?c@1.2.3.4"},
		{"prosperourl", "prospero://h/a/;=;b=c"},
		{"waisurl", "wais://h:210///"},
	}
	for _, tt := range tests {
		require.NoError(t, Validate(RFC1738, tt.input, WithRule(tt.rule)), "%s %q", tt.rule, tt.input)
		checkScan(t, RFC1738.x, tt.rule, tt.input)
		allocs := testing.AllocsPerRun(100, func() {
			benchSinkURI, benchSinkErr = Parse(RFC1738, tt.input, WithRule(tt.rule))
		})
		assert.Zero(t, allocs, "%s %q", tt.rule, tt.input)
	}
}
