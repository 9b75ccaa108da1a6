package semantic

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAppendf: appendf writes what fmt.Sprintf writes for the warnings'
// messages and for its verbs on any string (quotes, control and invalid
// UTF-8 bytes, "%" in an argument), and a message costs one allocation.
func TestAppendf(t *testing.T) {
	args := []string{"%3A", ":", `namespace "isbn"`, "\x00\xff\"\\é", "%s %q %%"}
	for _, f := range []string{msgRFC2141Encoded, msgWarnEncodedLiteral, msgRFC2141Reserved, msgNamespaceOf,
		"%q%s%%%q", "no verb", "100%", "%q %q %q %q %q", "%s|%s|%s|%s|%s"} {
		n := 0
		for i := 0; i+1 < len(f); i++ {
			if f[i] == '%' {
				if f[i+1] != '%' {
					n++
				}
				i++
			}
		}
		as := make([]any, n)
		for i := range as {
			as[i] = args[i%len(args)]
		}
		ss := make([]string, n)
		for i := range ss {
			ss[i] = args[i%len(args)]
		}
		assert.Equal(t, fmt.Sprintf(f, as...), sprintf(f, ss...), "%q", f)
	}
	assert.Equal(t, "a %!q(MISSING) b %!s(MISSING)", sprintf("a %q b %s"), "missing arguments, as fmt writes them")
	var sink string
	assert.Equal(t, 1.0, testing.AllocsPerRun(10, func() {
		sink = sprintf(msgRFC2141Encoded, "%3A", ":", `namespace "isbn"`, ":")
	}))
	assert.NotEmpty(t, sink)
}

// TestEncodedMessage: the warning of an escape that needs none writes the
// namespace in place of its verb, what fmt writes with the namespace
// formatted first, in one allocation; verbAt skips "%%".
func TestEncodedMessage(t *testing.T) {
	for f, at := range map[string]int{msgRFC2141Encoded: namespaceVerbRFC2141, msgWarnEncodedLiteral: namespaceVerbRFC2141bis03} {
		for _, tc := range []struct {
			d            Dialect
			rule, in, ns string
		}{
			{RFC2141, "URN", "urn:isbn:a%41", fmt.Sprintf(msgNamespaceOf, "isbn")},
			{RFC2141bis03, "URI", "urn:x-y:%41", fmt.Sprintf(msgNamespaceOf, "x-y")},
			{RFC2141bis03, "NSS", "%41", msgNamespaceAny}, // no NID
		} {
			u, err := Parse(tc.d, tc.in, WithRule(tc.rule))
			require.NoError(t, err)
			assert.Equal(t, fmt.Sprintf(f, "%41", "A", tc.ns, "A"), encodedMessage(f, at, "%41", "A", &u), "%s %q", tc.d, tc.in)
			assert.Equal(t, 1.0, testing.AllocsPerRun(10, func() { _ = encodedMessage(f, at, "%41", "A", &u) }))
		}
	}
	assert.Equal(t, 5, verbAt("a %% %q", 0))
	assert.Equal(t, 6, verbAt("%q %% %s", 1))
	assert.Equal(t, 5, verbAt("%q %s", 2))
}
