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
		// has no IP literal; RFC 2732 adds it).
		{name: "rfc2396 IP literal: the authority after //", dialect: RFC2396, input: "http://[::1]/",
			offset: 7, rule: "net-path", section: "3",
			expected: []string{`"#"`, `"?"`, "abs-path", "authority", "end of input"}},
		// RFC 1808 §2.2: net_loc after "//", not an opaque URL's
		// reserved "/" nor a relative path "http:" + "/" + "" + "/".
		{name: "rfc1808 IP literal: the net_loc after //", dialect: RFC1808, input: "http://[::1]/",
			offset: 7, rule: "net-path", section: "2.2",
			expected: []string{`"#"`, "abs-path", "end of input", "net-loc"}},
		// draft-fielding-url-syntax-05 §5: net_path = "//" site [ abs_path ].
		{name: "url-syntax-05 IP literal: the site after //", dialect: URLSyntax05, input: "http://[::1]/",
			offset: 7, rule: "net-path", section: "5",
			expected: []string{`"#"`, "abs-path", "end of input", "site"}},
		// rfc2396bis-01 has IP literals; a non-ASCII host is the case.
		{name: "rfc2396bis-01 non-ASCII host: the authority after //", dialect: RFC2396bis01, input: "http://\xc3\xa9/",
			offset: 7, rule: "net-path", section: "3",
			expected: []string{`"#"`, `"?"`, "abs-path", "authority", "end of input"}},
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
