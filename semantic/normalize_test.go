package semantic

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// normCase is one normalization: input under a dialect at a level.
type normCase struct {
	name  string
	level Level
	input string
	want  string
}

func runNormCases(t *testing.T, d Dialect, tests []normCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(string(tc.level)+" "+tc.name, func(t *testing.T) {
			got, err := Normalize(d, tc.input, level(tc.level))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			again, err := Normalize(d, got, level(tc.level))
			require.NoError(t, err)
			assert.Equal(t, got, again, "a normal form is its own normal form")
		})
	}
}

func TestLevels(t *testing.T) {
	tests := []struct {
		name    string
		dialect Dialect
		want    []Level
	}{
		// §Gopher (scheme) and §Encoding-prohibited-characters (syntax).
		{name: "1993", dialect: URLDraft1993, want: []Level{LevelSyntax, LevelScheme}},
		// §2.1, §2.2 (syntax); §3 (scheme).
		{name: "1738", dialect: RFC1738, want: []Level{LevelSyntax, LevelScheme}},
		// §2.3, §2.4, §4.1, §6 (syntax); §6 (scheme).
		{name: "05", dialect: URLSyntax05, want: []Level{LevelSyntax, LevelScheme}},
		// §6.2: the ladder §6.2.1-§6.2.3, syntax by default.
		{name: "bis01", dialect: RFC2396bis01, want: []Level{LevelSyntax, LevelString, LevelScheme}},
		// §5 step 5a (default) and 5b.
		{name: "urn", dialect: RFC2141bis03, want: []Level{LevelResource, LevelResolution}},
		{name: "unknown", dialect: Dialect{}, want: nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, levels(tt.dialect))
		})
	}
}

func TestNormalizeRFC2396bis01(t *testing.T) { runNormCases(t, RFC2396bis01, normCasesBis01) }

// normCasesBis01: draft-fielding-uri-rfc2396bis-01 §6.2 (with §2.3, §3.2.2
// and, for the scheme level, the scheme definitions of RFC 1738 §3).
var normCasesBis01 = []normCase{
	// §6.2.1: the string itself.
	{name: "6.2.1 identity", level: LevelString, input: "eXAMPLE://a/./b/../b/c/%7a", want: "eXAMPLE://a/./b/../b/c/%7a"},
	// §6.2.2: "could reasonably consider the following two URIs equivalent".
	{name: "6.2.2 example a", level: LevelSyntax, input: "example://a/b/c/%7A", want: "example://a/b/c/z"},
	{name: "6.2.2 example b", level: LevelSyntax, input: "eXAMPLE://a/./b/../b/c/%7a", want: "example://a/b/c/z"},
	// "" is the default level, syntax.
	{name: "6.2.2 default level", level: "", input: "eXAMPLE://a/./b/../b/c/%7a", want: "example://a/b/c/z"},
	// §6.2.2.1: scheme and hostname to lower case; the rest keeps its case.
	{name: "6.2.2.1 case", level: LevelSyntax, input: "HTTP://User@WWW.Example.COM/Path?Q#F", want: "http://User@www.example.com/Path?Q#F"},
	// §6.2.2.1 names the hostname: a reg-name and an IPv6reference keep their case (N1).
	{name: "6.2.2.1 reg-name", level: LevelSyntax, input: "http://A_B/", want: "http://A_B/"},
	{name: "6.2.2.1 IPv6", level: LevelSyntax, input: "http://[FE80::A]/", want: "http://[FE80::A]/"},
	// §6.2.2.2: "upper-case letters for the hex digits A-F".
	{name: "6.2.2.2 hex case", level: LevelSyntax, input: "http://h/%3a%2f?%3b#%5b", want: "http://h/%3A%2F?%3B#%5B"},
	// §2.3: ALPHA, DIGIT, "_" and "~" are unescaped, other marks are not (N2).
	{name: "2.3 safe set", level: LevelSyntax, input: "http://h/%41%7a%30%5f%7e", want: "http://h/Az0_~"},
	{name: "2.3 other marks", level: LevelSyntax, input: "http://h/%2d%2e%21%2a%27%28%29", want: "http://h/%2D%2E%21%2A%27%28%29"},
	// §2.4.2 "escaping or unescaping ... more than once": %2541 is "%41" as data.
	{name: "2.4.2 once", level: LevelSyntax, input: "http://h/%2541", want: "http://h/%2541"},
	// §6.2.2.1 after §6.2.2.2: the reg-name ex%41mple.com becomes the hostname example.com.
	{name: "6.2.2 reg-name to hostname", level: LevelSyntax, input: "http://EX%41MPLE.com/", want: "http://example.com/"},
	// §2.3 in the opaque-part and in a relative reference.
	{name: "2.3 opaque", level: LevelSyntax, input: "MAILTO:%4Aohn@Example.com", want: "mailto:John@Example.com"},
	{name: "2.3 relative", level: LevelSyntax, input: "%41b/./c?%7e", want: "Ab/./c?~"},
	// §6.2.2.3 with Appendix C.1/C.2 paths: the §5.2 merge on "/" + the rest.
	{name: "6.2.2.3 C.1 ../..", level: LevelSyntax, input: "http://a/b/c/../../g", want: "http://a/g"},
	{name: "6.2.2.3 C.2 ./g/.", level: LevelSyntax, input: "http://a/b/c/./g/.", want: "http://a/b/c/g/"},
	{name: "6.2.2.3 C.2 g;x=1/../y", level: LevelSyntax, input: "http://a/b/c/g;x=1/../y", want: "http://a/b/c/y"},
	{name: "6.2.2.3 not complete", level: LevelSyntax, input: "http://a/g./.g/g../..g", want: "http://a/g./.g/g../..g"},
	// §5.2 merge step 7: leading ".." retained, as Appendix C.2 prints "http://a/../g" (N3).
	{name: "6.2.2.3 above root", level: LevelSyntax, input: "http://a/../g", want: "http://a/../g"},
	// Only the path: the query and fragment are the reference's and stay (§5.2).
	{name: "6.2.2.3 query kept", level: LevelSyntax, input: "http://a/b/./c?x/../y#z/./w", want: "http://a/b/c?x/../y#z/./w"},
	// A colon in a segment: re-parsing "b:c/./d" as a reference would give a scheme (N3).
	{name: "6.2.2.3 colon segment", level: LevelSyntax, input: "http://a/b:c/./d", want: "http://a/b:c/d"},
	// Without authority, "/.//b" would become "//b", an authority: unchanged (N3).
	{name: "6.2.2.3 no authority", level: LevelSyntax, input: "foo:/.//b", want: "foo:/.//b"},
	{name: "6.2.2.3 no authority ok", level: LevelSyntax, input: "foo:/./b/../c", want: "foo:/c"},
	// §6.2.2.3 "absolute URI paths": relative references keep their dots (§6.1).
	{name: "6.2.2.3 relative", level: LevelSyntax, input: "/a/./b/../c", want: "/a/./b/../c"},
	{name: "6.2.2.3 net-path", level: LevelSyntax, input: "//h/a/./b", want: "//h/a/./b"},
	// §6.2.2.3 "%2E" is not "." (not unescaped, §2.3).
	{name: "6.2.2.3 escaped dot", level: LevelSyntax, input: "http://a/b/%2e%2E/c", want: "http://a/b/%2E%2E/c"},

	// §6.2.3: "http://example.com/" and "http://example.com:80/".
	{name: "6.2.3 example a", level: LevelScheme, input: "http://example.com/", want: "http://example.com/"},
	{name: "6.2.3 example b", level: LevelScheme, input: "http://example.com:80/", want: "http://example.com/"},
	// §6.2.3 http "defines an empty port component as being equivalent to the default".
	{name: "6.2.3 empty port", level: LevelScheme, input: "http://example.com:/", want: "http://example.com/"},
	// §3.2.2 "If no explicit port number is given, the default ... is assumed": any scheme.
	{name: "3.2.2 empty port", level: LevelScheme, input: "foo://h:/x", want: "foo://h/x"},
	{name: "3.2.2 unknown default", level: LevelScheme, input: "foo://h:80/x", want: "foo://h:80/x"},
	// The port by its decimal value (N4).
	{name: "6.2.3 port 080", level: LevelScheme, input: "http://h:080/", want: "http://h/"},
	{name: "6.2.3 port 08080", level: LevelScheme, input: "http://h:08080/", want: "http://h:08080/"},
	{name: "6.2.3 port 8080", level: LevelScheme, input: "http://h:8080/", want: "http://h:8080/"},
	// RFC 1738 §3.3: without path and search, the "/" may be omitted.
	{name: "1738 3.3 empty path", level: LevelScheme, input: "HTTP://Example.COM:80", want: "http://example.com/"},
	{name: "1738 3.3 empty path fragment", level: LevelScheme, input: "http://h#f", want: "http://h/#f"},
	{name: "1738 3.3 query", level: LevelScheme, input: "http://h?q", want: "http://h?q"},
	// RFC 1738 §3.2, §3.4.1, §3.7, §3.8, §3.9, §3.11 default ports.
	{name: "1738 3.2 ftp", level: LevelScheme, input: "ftp://h:21/x", want: "ftp://h/x"},
	{name: "1738 3.4.1 gopher", level: LevelScheme, input: "gopher://h:70/", want: "gopher://h/1"},
	{name: "1738 3.4.1 gopher path", level: LevelScheme, input: "gopher://h:70/0sel", want: "gopher://h/0sel"},
	{name: "1738 3.7 nntp", level: LevelScheme, input: "nntp://h:119/g", want: "nntp://h/g"},
	{name: "1738 3.8 telnet", level: LevelScheme, input: "telnet://u@h:23", want: "telnet://u@h/"},
	{name: "1738 3.9 wais", level: LevelScheme, input: "wais://h:210/db", want: "wais://h/db"},
	{name: "1738 3.11 prospero", level: LevelScheme, input: "prospero://h:1525/p", want: "prospero://h/p"},
	// §3.2.2 "the "file" URI scheme defaults to "localhost"" (RFC 1738 §3.10).
	{name: "3.2.2 file localhost", level: LevelScheme, input: "file://LocalHost/etc", want: "file:///etc"},
	{name: "3.2.2 file other", level: LevelScheme, input: "file://h/etc", want: "file://h/etc"},
	// §6.2.3 builds on §6.2.2: the reg-name becomes a server with port 80.
	{name: "6.2.3 after 6.2.2", level: LevelScheme, input: "HTTP://ex%41mple.com:80", want: "http://example.com/"},
	// A relative reference has no scheme: nothing scheme-based applies.
	{name: "6.2.3 relative", level: LevelScheme, input: "//h:80", want: "//h:80"},
}

func TestNormalizeURLSyntax05(t *testing.T) { runNormCases(t, URLSyntax05, normCases05) }

// normCases05: draft-fielding-url-syntax-05 §2.3, §2.4, §4.1, §6 and F.3.
var normCases05 = []normCase{
	// §6: "the URL <http://www.XEROX.com> is equivalent to <http://www.xerox.com>".
	{name: "6 XEROX", level: LevelSyntax, input: "http://www.XEROX.com", want: "http://www.xerox.com"},
	// §4.1: "(e.g., allow "HTTP" as well as "http")".
	{name: "4.1 scheme", level: LevelSyntax, input: "HTTP://h/P", want: "http://h/P"},
	// §2.4.2: ""%7e" is sometimes used instead of "~" in http URL path".
	{name: "2.4.2 tilde", level: LevelSyntax, input: "http://h/%7euser", want: "http://h/~user"},
	// §2.3: every mark, "$" and "," included, is unreserved.
	{name: "2.3 marks", level: LevelSyntax, input: "http://h/%24%2d%5f%2e%21%7e%2a%27%28%29%2c", want: "http://h/$-_.!~*'(),"},
	// §2.2: "+" is reserved: stays escaped, hex upper-cased (N2).
	{name: "2.2 reserved", level: LevelSyntax, input: "http://h/%2b%3b%2f", want: "http://h/%2B%3B%2F"},
	// §2.4.2 / §5 (N1): "A:b" would be an absolute URL with scheme "A".
	{name: "N1 scheme", level: LevelSyntax, input: "%41:b", want: "%41:b"},
	{name: "N1 scheme partly", level: LevelSyntax, input: "%41%42:b%7e", want: "A%42:b~"},
	// §4.1 scheme = 1*( alpha | digit | "+" | "-" | "." ): "a_b:c" stays relative (grammar E12).
	{name: "N1 no scheme", level: LevelSyntax, input: "a%5Fb:c", want: "a_b:c"},
	// The path "//h%41/x" would become the site "hA" (grammar E13, N1).
	{name: "N1 site", level: LevelSyntax, input: "http://h%41/x%7e", want: "http://h%41/x~"},
	// No dot-segment rule in url-syntax-05 (§6; Appendix C.2 resolves http://a/../b/c as is).
	{name: "6 dots", level: LevelSyntax, input: "http://a/./b/../c", want: "http://a/./b/../c"},
	// §6: "a URL with an explicit ":port", where the port is the default for the scheme".
	{name: "6 default port", level: LevelScheme, input: "http://www.XEROX.com:80/", want: "http://www.xerox.com/"},
	// §F.3: "the ":" separator between host and port is supplied without a port".
	{name: "F.3 empty port", level: LevelScheme, input: "foo://h:/", want: "foo://h/"},
	// RFC 1738 §3.3 (N3).
	{name: "1738 3.3 empty path", level: LevelScheme, input: "http://www.XEROX.com", want: "http://www.xerox.com/"},
	// RFC 1738 §3.10 (N3).
	{name: "1738 3.10 localhost", level: LevelScheme, input: "file://localhost/x", want: "file:///x"},
	// §4.3.1 site with user: the port is the last part.
	{name: "4.3.1 user port", level: LevelScheme, input: "ftp://u:p@h:21/", want: "ftp://u:p@h/"},
}

func TestNormalizeRFC1738(t *testing.T) { runNormCases(t, RFC1738, normCases1738) }

// normCases1738: RFC 1738 §2.1, §2.2 and §3.
var normCases1738 = []normCase{
	// §2.1: "treat upper case letters as equivalent to lower case in scheme names".
	{name: "2.1 scheme", level: LevelSyntax, input: "HTTP://h/a", want: "http://h/a"},
	{name: "2.1 other scheme", level: LevelSyntax, input: "X-Foo:bar", want: "x-foo:bar"},
	// §3.1 and RFC 1034 §3.5: every hostname in lower case (N2), a news
	// article's host included; hostnumbers are digits.
	{name: "N2 host", level: LevelSyntax, input: "http://WWW.Example.COM/", want: "http://www.example.com/"},
	{name: "N2 login host", level: LevelSyntax, input: "ftp://Joe:PW@FTP.X.org/F", want: "ftp://Joe:PW@ftp.x.org/F"},
	{name: "N2 file host", level: LevelSyntax, input: "file://LocalHost/x", want: "file://localhost/x"},
	{name: "N2 news article host", level: LevelSyntax, input: "news:AbC@Example.COM", want: "news:AbC@example.com"},
	{name: "N2 news group", level: LevelSyntax, input: "news:Comp.Lang", want: "news:Comp.Lang"},
	// §5 RFC 822 literals "may be upper and/or lower case"; §3.2.2 typecodes "a", "i", "d" (N4).
	{name: "N4 ftp type", level: LevelSyntax, input: "ftp://h/f;TYPE=I", want: "ftp://h/f;type=i"},
	{name: "N4 ftp type, lower", level: LevelSyntax, input: "ftp://h/f;type=d", want: "ftp://h/f;type=d"},
	{name: "N4 localhost", level: LevelScheme, input: "file://LOCALHOST/x", want: "file:///x"},
	// §2.2 with the scheme sections: reserved characters that a section
	// leaves unreserved where they stand are decoded (N6).
	{name: "N6 http path", level: LevelSyntax, input: "http://h/a%3Ab%40c%3B%2F?x%3Dy%3F", want: "http://h/a:b@c%3B%2F?x=y%3F"},
	{name: "N6 ftp name", level: LevelSyntax, input: "ftp://u%3B:p%3A@h/a%3Fb%3B", want: "ftp://u;:p%3A@h/a?b%3B"},
	{name: "N6 gopher selector", level: LevelSyntax, input: "gopher://h/0a%2Fb%3F", want: "gopher://h/0a/b?"},
	{name: "N6 mailto", level: LevelSyntax, input: "mailto:a%7Eb%40c", want: "mailto:a%7Eb@c"},
	{name: "N6 news article", level: LevelSyntax, input: "news:a%2Fb%3Dc@h", want: "news:a/b=c@h"},
	{name: "N6 wais", level: LevelSyntax, input: "wais://h/db%3Fx?s%3Ay", want: "wais://h/db%3Fx?s%3Ay"},
	{name: "N6 file", level: LevelSyntax, input: "file:///a%3Ab", want: "file:///a%3Ab"},
	// RFC 822 §3.4.7 via §3.5: the domain of a mailto address is
	// case-independent, the local-part is not, except "Postmaster" (N5).
	{name: "N5 mailto domain", level: LevelScheme, input: "mailto:Joe@Example.COM", want: "mailto:Joe@example.com"},
	{name: "N5 postmaster", level: LevelScheme, input: "mailto:PostMaster@H", want: "mailto:postmaster@h"},
	{name: "N5 domain-literal", level: LevelScheme, input: "mailto:a@%5BA%5D", want: "mailto:a@%5BA%5D"},
	{name: "N5 two addresses", level: LevelScheme, input: "mailto:a@B,c@D", want: "mailto:a@B,c@D"},
	// §2.2: alphanumerics and "$-_.+!*'()," unescaped; "abcdef" hex digits.
	{name: "2.2 unreserved", level: LevelSyntax, input: "http://h/%41%7a%39%24%2d%5f%2e%2b%21%2a%27%28%29%2c", want: "http://h/Az9$-_.+!*'(),"},
	// §2.2: reserved ";" and unsafe "~" stay escaped.
	{name: "2.2 reserved unsafe", level: LevelSyntax, input: "ftp://h/%3b%7e%2f%25", want: "ftp://h/%3B%7E%2F%25"},
	// §3.4.1 the literal "%09" separators stay.
	{name: "3.4.1 %09", level: LevelSyntax, input: "gopher://h/1s%09x%09%2b", want: "gopher://h/1s%09x%09+"},
	// §3.3 port 80; "If neither <path> nor <searchpart> is present, the "/" may also be omitted".
	{name: "3.3 http", level: LevelScheme, input: "HTTP://h:80", want: "http://h/"},
	{name: "3.3 http search", level: LevelScheme, input: "http://h:80/?x", want: "http://h/?x"},
	{name: "3.2 ftp", level: LevelScheme, input: "ftp://u@h:21/a;type=d", want: "ftp://u@h/a;type=d"},
	{name: "3.2 ftp other port", level: LevelScheme, input: "ftp://h:2121/a", want: "ftp://h:2121/a"},
	// §3.4.1: empty gopher-path: "/" optional, type "1".
	{name: "3.4.1 gopher", level: LevelScheme, input: "gopher://h:70", want: "gopher://h/1"},
	{name: "3.4.1 gopher slash", level: LevelScheme, input: "gopher://h/", want: "gopher://h/1"},
	{name: "3.7 nntp", level: LevelScheme, input: "nntp://h:119/comp.misc/1", want: "nntp://h/comp.misc/1"},
	// §3.8: "the final "/" character may be omitted"; port 23.
	{name: "3.8 telnet", level: LevelScheme, input: "telnet://u:p@h:23", want: "telnet://u:p@h/"},
	{name: "3.9 wais", level: LevelScheme, input: "wais://h:210/db?s", want: "wais://h/db?s"},
	// §3.10: "<host> can be the string "localhost" or the empty string".
	{name: "3.10 file", level: LevelScheme, input: "file://localhost/etc/motd", want: "file:///etc/motd"},
	{name: "3.11 prospero", level: LevelScheme, input: "prospero://h:1525/p;f=v", want: "prospero://h/p;f=v"},
	// §3.5 mailto: the escape of a letter is decoded, the domain lower-cased (N5).
	{name: "3.5 mailto", level: LevelScheme, input: "MAILTO:%41@B", want: "mailto:A@b"},
}

func TestNormalizeURLDraft1993(t *testing.T) { runNormCases(t, URLDraft1993, normCases1993) }

// normCases1993: the 1993 URL draft, §Encoding-prohibited-characters and
// §Gopher.
var normCases1993 = []normCase{
	// §Encoding-prohibited-characters: "two hexadecimal digits (0-9, A-F)" (N2); nothing decoded.
	{name: "hex case", level: LevelSyntax, input: "http://h/a%3a%41#x%7e", want: "http://h/a%3A%41#x%7E"},
	// No scheme case rule: "HTTP:x" is a generic locator and keeps its case.
	{name: "no scheme case", level: LevelSyntax, input: "HTTP:x%2a", want: "HTTP:x%2A"},
	// §Gopher "If the type character and selector are omitted, the type defaults to "1"".
	{name: "gopher", level: LevelScheme, input: "gopher://h:70?a+b#f", want: "gopher://h:70/1?a+b#f"},
	{name: "gopher typed", level: LevelScheme, input: "gopher://h/0sel", want: "gopher://h/0sel"},
	{name: "gopher syntax level", level: LevelSyntax, input: "gopher://h", want: "gopher://h"},
	// No default port numbers (N1).
	{name: "no port rule", level: LevelScheme, input: "http://h:80/", want: "http://h:80/"},
}

func TestNormalizeURN(t *testing.T) { runNormCases(t, RFC2141bis03, normCasesURN) }

// normCasesURN: draft-ietf-urnbis-rfc2141bis-urn-03 §5.
var normCasesURN = []normCase{
	// §5 steps 1-3, 4 and 5a.
	{name: "5 steps 1-5a", level: LevelResource, input: "URN:FOO:a123%2c456?s=I2L#xyz", want: "urn:foo:a123%2C456"},
	// "Note that percent-encoding MUST NOT be removed"; the NSS keeps its case.
	{name: "5 NSS", level: LevelResource, input: "urn:foo:A%2f%2F", want: "urn:foo:A%2F%2F"},
	// §5 step 5b, with §2.3.2's query "s=I2L&c=ToC".
	{name: "5b order", level: LevelResolution, input: "urn:ISBN:0-395-36341-1?s=I2L&c=ToC#p1", want: "urn:isbn:0-395-36341-1?c=ToC&s=I2L"},
	{name: "5b escapes", level: LevelResolution, input: "urn:ab:b?x=%2f", want: "urn:ab:b?x=%2F"},
	// §2.3 keywds are case-sensitive: "S" sorts before "a"; repeated keywds keep their order (N2).
	{name: "5b stable", level: LevelResolution, input: "urn:ab:b?b=2&a=1&S=0&b=1", want: "urn:ab:b?S=0&a=1&b=2&b=1"},
	{name: "5b no query", level: LevelResolution, input: "urn:ab:b#f", want: "urn:ab:b"},
}

func TestNormalizeErrors(t *testing.T) {
	// An invalid input gives the *Error of Parse (rfc2396bis-01 §2.4.1 escaped = "%" HEXDIG HEXDIG).
	_, err := Normalize(RFC2396bis01, "http://h/%zz", level(LevelSyntax))
	var se *Error
	require.ErrorAs(t, err, &se)
	assert.Equal(t, "http://h/%zz", se.Input)
	assert.Equal(t, 10, se.Offset)
	assert.Equal(t, "escaped", se.Rule)

	// A prose rule violation is an *Error too (rfc2141bis-03 §2.1).
	_, err = Normalize(RFC2141bis03, "urn:urn:x")
	require.ErrorAs(t, err, &se)
	assert.Equal(t, "NID", se.Rule)

	// Levels a dialect does not define.
	for _, tc := range []struct {
		name    string
		dialect Dialect
		level   Level
	}{
		{name: "1738 has no string level", dialect: RFC1738, level: LevelString},
		{name: "urn has no syntax level", dialect: RFC2141bis03, level: LevelSyntax},
		{name: "bis01 has no resource level", dialect: RFC2396bis01, level: LevelResource},
		{name: "no such level", dialect: URLSyntax05, level: "protocol"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Normalize(tc.dialect, "x:y", level(tc.level))
			require.ErrorIs(t, err, ErrNoLevel)
			assert.Contains(t, err.Error(), string(tc.level))
			_, err = Equivalent(tc.dialect, "x:y", "x:y", level(tc.level))
			require.ErrorIs(t, err, ErrNoLevel)
		})
	}
	assert.EqualError(t, func() error { _, err := Normalize(RFC1738, "http://h", level(LevelString)); return err }(),
		`dialect rfc1738: level not defined by the dialect's spec: "string" (levels: [syntax scheme])`)

	_, err = Normalize(Dialect{}, "http://h")
	require.Error(t, err)
	assert.False(t, errors.Is(err, ErrNoLevel))
	assert.Contains(t, err.Error(), "unknown dialect")
}

func TestProseErrata(t *testing.T) {
	for _, d := range Dialects() {
		t.Run(d.ID(), func(t *testing.T) {
			errata, err := errataOf(d, ErratumNormalization, ErratumProse)
			require.NoError(t, err)
			require.NotEmpty(t, errata)
			for _, e := range errata {
				assert.Regexp(t, `^[NU][0-9]+$`, e.ID)
				assert.NotEmpty(t, e.Rule, e.ID)
				assert.NotEmpty(t, e.Section, e.ID)
				assert.NotEmpty(t, e.Text, e.ID)
				assert.NotEmpty(t, e.Does, e.ID)
				assert.NotEmpty(t, e.Why, e.ID)
			}
		})
	}
	_, err := errataOf(Dialect{}, ErratumNormalization)
	require.ErrorIs(t, err, ErrUnknownDialect)
}
