package semantic

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// update rewrites testdata/messages.golden from the current messages:
// go test ./semantic -run TestMessagesGolden -update, then read the diff.
var update = flag.Bool("update", false, "rewrite semantic/testdata/messages.golden")

// goldenInputs are telling inputs run under the default start rule of every
// dialect: the failures of issue 13 (a literal cut short, a reading given
// up, an IP literal, a URN scheme), every component broken once, the bytes
// no grammar admits, and the schemes of the per-scheme grammars (RFC 1738
// §3, the 1993 draft) and of URNs.
var goldenInputs = []string{
	"",
	" ",
	"go",                // rfc1738: what may follow "go", not "gopher://"
	"a b",               // a space in a scheme or a relative path
	"http:",             // a scheme alone
	"http://",           // an authority alone
	"http:x y",          // url-draft-1993: %s"http://" was shown as such
	"http://a b",        // a space after the host
	"http://a:8a/",      // rfc3986: userinfo goes on, the port was given up
	"http://a:99999999", // a port has no bound in the grammars
	"http://user@host:80x/",
	"http://[::1]/",        // rfc2396 has no IP literal (RFC 2732 does): the authority after "//"
	"http://[::1%25eth0]/", // RFC 6874 zone: not in rfc3986's URI
	"http://[::g]/",        // "::" may end the address: "]" is expected too
	"//[::1.2.3.256]/",     // "25" of dec-octet is a literal, not a delimiter
	"http://[v1.x]/",
	"http://256.256.256.256/",
	"http://a/%zz",
	"http://a/%",
	"http://a/b c",
	"http://a/b\"c",
	"http://a#b#c",
	"http://a?b?c#d e",
	"http://x/\x00",
	"http://x/\x01",
	"http://x/\x7f",
	"http://\xc3\xa9/",
	"http://a/\xed\xa0\x80", // rfc3987: no UTF-8 (a surrogate), RFC 3629 §4
	"http://a/\xc3",         // rfc3987: a sequence cut short
	"http://a/\xef\xbf\xbe", // rfc3987: U+FFFE, well-formed, outside ucschar
	"//a:b@c:d/e",
	"?q",
	"#f",
	"x:\\",
	"ftp://ftp.is.co.za/rfc;type=x", // rfc1738 §3.2.2: ftptype
	"ftp://h/x;type=q",
	"news:",
	"mailto:",
	"telnet://h:x", // rfc3986: userinfo goes on, the port the ":" opened was given up
	"gopher://h/0a b",
	"wais://h/db?q q",
	"prospero://h/a;b=c d",
	"mid:a@b",
	"file:///etc/passwd ",
	"urn:",
	"urn:a",
	"urn:example:",
	"urn:urn:x",
	"urn:example:a%zz",
	"urn:example:a b",
	"urn:example:a%00",
	"URN:example:a?+r",
}

// goldenURNInputs are the telling inputs of the URN dialects: the NID's
// length and reserved forms (RFC 2141 §2, RFC 8141 §2 and §5.1), the NSS's
// characters and escapes, the components of RFC 8141 and a URL.
var goldenURNInputs = []string{
	"",
	"http://x", // expected "urn"
	"urn",
	"urn:",
	"urn:a",
	"urn:a:",
	"urn:example:",
	"urn:urn:x",
	"urn:URN:x",
	"urn:-a:b",
	"urn:a-:b",
	"urn:ab:x",
	"urn:xn--a:b",
	"urn:x-a:b",
	"urn:urn-1:b",
	"urn:aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa:b", // 33 characters
	"urn:example:a%zz",
	"urn:example:a%2",
	"urn:example:a b",
	"urn:example:a%00",
	"urn:example:\x00",
	"urn:example:\xc3\xa9",
	"urn:example:a/b",
	"urn:example:a\"b",
	"urn:example:a\\b",
	"urn:example:[x]",
	"urn:example:a?+r",
	"urn:example:a?+",
	"urn:example:a?=q",
	"urn:example:a?+r?=q#f",
	"urn:example:a#f g",
	"urn:example:a?q=1",
	"URN:EXAMPLE:a",
}

// isURNDialect reports whether d is of URN syntax (it gets goldenURNInputs):
// its value says so, net/url modelling none of its inputs as a URN
// (msgNoURLURN), so a new URN dialect needs no entry here.
func isURNDialect(d Dialect) bool { return d.x.noURL == msgNoURLURN }

// TestMessagesGolden runs goldenInputs under every dialect and compares
// the messages (Error() and the caret display) with
// testdata/messages.golden, which is reviewed by reading it.
func TestMessagesGolden(t *testing.T) {
	var b strings.Builder
	b.WriteString("# The messages of urispec for telling inputs, under the default start rule of\n")
	b.WriteString("# every dialect (semantic/messages_golden_test.go; rewrite with -update).\n")
	for _, d := range Dialects() {
		rule := mustDefaultRule(t, d)
		b.WriteString("\n## " + d.ID() + " " + rule + "\n")
		inputs := goldenInputs
		if isURNDialect(d) {
			inputs = goldenURNInputs
		}
		for _, in := range inputs {
			b.WriteString("\n" + strconv.Quote(in) + "\n")
			err := Validate(d, in)
			if err == nil {
				b.WriteString("valid\n")
				continue
			}
			b.WriteString(err.Error() + "\n")
			var e *Error
			if errors.As(err, &e) {
				b.WriteString(e.Caret() + "\n")
				// The message never shows Go's or RFC 7405's notation.
				for _, x := range e.Expected {
					assert.False(t, strings.HasPrefix(x, "%s") || strings.HasPrefix(x, "%i") || strings.Contains(x, `\"`),
						"%s %q: %v", d, in, e.Expected)
				}
				assert.NotEmpty(t, e.Section, "%s %q", d, in)
			}
		}
	}
	path := filepath.Join("testdata", "messages.golden")
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./semantic -run TestMessagesGolden -update")
	assert.Equal(t, string(want), b.String(), "messages changed: review, then rewrite with -update")
}
