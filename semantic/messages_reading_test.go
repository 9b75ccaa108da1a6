package semantic

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMessagesSpeakOfTheReadingMeant pins which reading of an input a
// message speaks of where several readings of it are alive (issue 13): the
// one whose delimiter of several bytes ("//") opened what follows, and a
// reading given up on the first byte of a rule a delimiter (":") had just
// opened. The exact diagnosis (the cross-check's) is not what these fields
// hold: Rule and Expected are the message's.
func TestMessagesSpeakOfTheReadingMeant(t *testing.T) {
	tests := []struct {
		name      string
		dialect   Dialect
		input     string
		offset    int
		rule      string
		section   string
		expected  []string // the whole expected set
		abandoned *Reading // nil: the message names no reading given up
	}{
		// RFC 2396 §3: net_path = "//" authority [ abs_path ]; after "//"
		// an abs_path of two empty segments is alive too, but "the
		// authority component wins" and a person means a host (§3.2.2
		// has no IP literal; RFC 2732 adds it): read as one (server, the
		// first form of authority = server / reg_name, without the
		// userinfo that only a "@" to come would confirm), the "[" is
		// given up at the offset where everything fails.
		{name: "rfc2396 IP literal: the authority after //, read as host", dialect: RFC2396, input: "http://[::1]/",
			offset: 7, rule: "net-path", section: "3",
			expected:  []string{`"#"`, `"?"`, "abs-path", "authority", "end of input"},
			abandoned: &Reading{Offset: 7, Rule: "host", Expected: []string{"IPv4address", "hostname"}, Section: "3.2.2"}},
		// RFC 1808 §2.2: net_loc after "//", not an opaque URL's
		// reserved "/" nor a relative path "http:" + "/" + "" + "/".
		// net_loc = *( pchar / ";" / "?" ) has no part below it to name:
		// the message names net-loc itself.
		{name: "rfc1808 IP literal: the net_loc after //", dialect: RFC1808, input: "http://[::1]/",
			offset: 7, rule: "net-path", section: "2.2",
			expected: []string{`"#"`, "abs-path", "end of input", "net-loc"}},
		// draft-fielding-url-syntax-05 §5: net_path = "//" site [ abs_path ];
		// §4.3.1 site = [ [ user [ ":" password ] "@" ] hostport ].
		{name: "url-syntax-05 IP literal: the site after //, read as host", dialect: URLSyntax05, input: "http://[::1]/",
			offset: 7, rule: "net-path", section: "5",
			expected:  []string{`"#"`, "abs-path", "end of input", "site"},
			abandoned: &Reading{Offset: 7, Rule: "host", Expected: []string{"hostname", "hostnumber"}, Section: "4.3.1"}},
		// rfc2396bis-01 has IP literals; a non-ASCII host is the case.
		{name: "rfc2396bis-01 non-ASCII host: the authority after //, read as host", dialect: RFC2396bis01, input: "http://\xc3\xa9/",
			offset: 7, rule: "net-path", section: "3",
			expected:  []string{`"#"`, `"?"`, "abs-path", "authority", "end of input"},
			abandoned: &Reading{Offset: 7, Rule: "host", Expected: []string{"IPv4address", "IPv6reference", "hostname"}, Section: "3.2.2"}},
		// RFC 1738 §5: httpurl = "http://" hostport [ ... ].
		{name: "rfc1738 IP literal: the hostport after http://, read as host", dialect: RFC1738, input: "http://[::1]/",
			offset: 7, rule: "httpurl", section: "5",
			expected:  []string{"hostport"},
			abandoned: &Reading{Offset: 7, Rule: "host", Expected: []string{"hostname", "hostnumber"}, Section: "5"}},
		// rfc2141bis-03 §2.1: urn-path = NID ":" NSS, the NID first.
		{name: "rfc2141bis-03 NID after urn:", dialect: RFC2141bis03, input: "urn:-x:y",
			offset: 4, rule: "URI", section: "2 (RFC 3986 §3)",
			expected:  []string{"urn-path"},
			abandoned: &Reading{Offset: 4, Rule: "NID", Expected: []string{"ALPHA", "DIGIT"}, Section: "2.1"}},
		// rfc2141bis-03 §2.3: urn-query = directive *( "&" directive ),
		// directive = keywd "=" value.
		{name: "rfc2141bis-03 keywd after ?", dialect: RFC2141bis03, input: "urn:ex:y?=b",
			offset: 9, rule: "URI", section: "2 (RFC 3986 §3)",
			expected:  []string{"urn-query"},
			abandoned: &Reading{Offset: 9, Rule: "keywd", Expected: []string{"ALPHA"}, Section: "2.3"}},
		// RFC 3986 §3.2.2: host may be empty (reg-name = *( ... )), so it
		// was not given up at "{": it ended, and the message names what
		// may follow it.
		{name: "rfc3986 a host that may be empty is not given up", dialect: RFC3986, input: "http://{x}/",
			offset: 7, rule: "hier-part", section: "3",
			expected: []string{`"#"`, `"?"`, "authority", "end of input", "path-abempty"}},
		// RFC 1738 §5: fileurl = "file://" [ host | "localhost" ] "/" fpath;
		// the host is what the message names already, and hostname and
		// hostnumber are both alive: no part below it to name.
		{name: "rfc1738 file: the host itself", dialect: RFC1738, input: "file://?x/",
			offset: 7, rule: "fileurl", section: "5",
			expected: []string{`"/"`, `"localhost"`, "host"}},
		// RFC 1738 §5: port = digits is the port under another name.
		{name: "rfc1738 port = digits: nothing below it to name", dialect: RFC1738, input: "http://h:x/",
			offset: 9, rule: "hostport", section: "5",
			expected: []string{"port"}},
		// RFC 2396 §4: fragment = *uric; a uric is one character of it,
		// not a part a person reads as such.
		{name: "rfc2396 a character of a run is not named", dialect: RFC2396, input: "#{",
			offset: 1, rule: "URI-reference", section: "4",
			expected: []string{"end of input", "fragment"}},
		// RFC 3986 §3.2.1, §3.2.3: "h:x" may still be a userinfo waiting
		// for "@"; read as host ":" port, the ":" opened the port, which
		// needed a DIGIT at offset 11.
		{name: "rfc3986 port given up on its first byte", dialect: RFC3986, input: "telnet://h:x",
			offset: 12, rule: "userinfo", section: "3.2.1",
			expected:  []string{`":"`, `"@"`, "pct-encoded", "sub-delims", "unreserved"},
			abandoned: &Reading{Offset: 11, Rule: "port", Expected: []string{"DIGIT"}, Section: "3.2.3"}},
		// RFC 3987 §2.2: the same with iuserinfo.
		{name: "rfc3987 port given up on its first byte", dialect: RFC3987, input: "telnet://h:x",
			offset: 12, rule: "iuserinfo", section: "2.2",
			expected:  []string{`":"`, `"@"`, "iunreserved", "pct-encoded", "sub-delims"},
			abandoned: &Reading{Offset: 11, Rule: "port", Expected: []string{"DIGIT"}, Section: "2.2"}},
		// RFC 3986: the port that had started ("8") and died, as before.
		{name: "rfc3986 port given up after its first byte", dialect: RFC3986, input: "http://a:8a/",
			offset: 11, rule: "userinfo", section: "3.2.1",
			expected:  []string{`":"`, `"@"`, "pct-encoded", "sub-delims", "unreserved"},
			abandoned: &Reading{Offset: 10, Rule: "port", Expected: []string{"DIGIT"}, Section: "3.2.3"}},
		// RFC 3986 §3.2: after "@" the host may be empty (reg-name), and
		// a path-abempty would begin at "c": the "@" opened the host, so
		// that path is no reading a person meant.
		{name: "rfc3986 no path after an empty host", dialect: RFC3986, input: "//a:b@c:d/e",
			offset: 8, rule: "authority", section: "3.2",
			expected: []string{`"#"`, `"?"`, "end of input", "path-abempty", "port"}},
		// RFC 3986 §3.2.2: "::" may end an IPv6address (then "]"): a
		// literal that ends a reading counts as much as one that goes on.
		{name: "rfc3986 :: keeps the ] of the address it ends", dialect: RFC3986, input: "http://[::g]/",
			offset: 10, rule: "IPv6address", section: "3.2.2",
			expected: []string{`"]"`, "h16", "ls32"}},
		// RFC 3986 §3.2.2: dec-octet = "25" %x30-35 / ...; "25" is a
		// whole octet too (%x31-39 DIGIT), so "]" may follow: a literal
		// of digits is no delimiter.
		{name: "rfc3986 25 of a dec-octet is no delimiter", dialect: RFC3986, input: "//[::1.2.3.256]/",
			offset: 13, rule: "dec-octet", section: "3.2.2",
			expected: []string{`"]"`, "%x30-35"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Validate(tt.dialect, tt.input)
			var e *Error
			require.True(t, errors.As(err, &e), "want *Error, got %v", err)
			assert.Equal(t, tt.offset, e.Offset)
			assert.Equal(t, tt.rule, e.Rule)
			assert.Equal(t, tt.section, e.Section)
			assert.Equal(t, tt.expected, e.Expected)
			assert.Equal(t, tt.abandoned, e.Abandoned)
		})
	}
}
