package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestParseURLDraft1993AllocatesNothing: the 1993 draft's scanner reads
// the input itself and records spans only, so Parse of a valid URL
// allocates nothing (the URI is a value) under every start rule. Each input is also split as
// the tree splits it (TestScanAgreesWithTree), choices the delimiters alone
// do not show included.
func TestParseURLDraft1993AllocatesNothing(t *testing.T) {
	tests := []struct {
		rule, input string
	}{
		// §HTTP, §Fragment-id; §Internet-protocol-parts (E11, E12): a user
		// name and a port inside the BNF's hostname, and where no host would
		// remain.
		{"fragmentaddress", "http://info.cern.ch:80/hypertext/WWW/TheProject.html?a+b#frag"},
		{"fragmentaddress", "http://fred@host:80/"},
		{"fragmentaddress", "http://u@/"},
		{"fragmentaddress", "http://u@:80/x"},
		{"fragmentaddress", "http://a:b:c:1?s"},
		{"fragmentaddress", "http://u@1.2.3.4/"},
		{"fragmentaddress", "ftp://u:p@h:21/x"},
		{"fragmentaddress", "ftp://1.2.3.4/pub/"},
		{"fragmentaddress", "afs://c.d/p/q"},
		// §News: "*", groups, articles split at the first "@" a host
		// follows.
		{"fragmentaddress", "news:*"},
		{"fragmentaddress", "news:comp.infosystems.www"},
		{"fragmentaddress", "news:x@1.2.3.4@b"},
		{"fragmentaddress", "news:@a@1.2.3.4"},
		{"fragmentaddress", "news:*@h"},
		// §WAIS: waisindex and waisdoc.
		{"fragmentaddress", "wais://h/db?s+t"},
		{"fragmentaddress", "wais://h:210/db/t/123/p/q"},
		// §Prospero (E9): a version and attributes, a void hsoname, a "%00"
		// that starts none.
		{"fragmentaddress", "prospero://h/a/b%0012ab"},
		{"fragmentaddress", "prospero://h/%001"},
		{"fragmentaddress", "prospero://h/a%00x"},
		// §Telnet: a user ends at the first "@" a hostport follows.
		{"fragmentaddress", "telnet://u@1.2.3.4:23"},
		{"fragmentaddress", "telnet://a@b@c:1"},
		{"fragmentaddress", "telnet://u@1.2.3.4@h"},
		{"fragmentaddress", "telnet://h"},
		// §Gopher: gtype is one xalpha (an escape too), selector may be void.
		{"fragmentaddress", "gopher://h"},
		{"fragmentaddress", "gopher://h/1"},
		{"fragmentaddress", "gopher://h/%41sel/x?s#f"},
		{"fragmentaddress", "gopher://h?s"},
		// generic (E8: "HTTP" is no defined scheme).
		{"fragmentaddress", "HTTP:h/x"},
		{"url", "PR:aftp/xx.yy.edu/pub/doc/README"},
		{"url", "urn:"},
		{"url", "x-y:a/b?c+d"},
		// §Partial-form (E15-E17, E19).
		{"partial-address", "//h:80/p?q#f"},
		{"partial-address", "//u@h?q"},
		{"partial-address", "/"},
		{"partial-address", "/aftp/xx.yy.edu/pub/doc/README"},
		{"partial-address", "a/b:c?d"},
		{"partial-address", "a?b+c"},
		{"partial-address", ""},
		{"partial-address", "#f"},
	}
	for _, tt := range tests {
		require.NoError(t, Validate(URLDraft1993, tt.input, WithRule(tt.rule)), "%s %q", tt.rule, tt.input)
		checkScan(t, URLDraft1993.x, tt.rule, tt.input)
		allocs := testing.AllocsPerRun(100, func() {
			benchSinkURI, benchSinkErr = Parse(URLDraft1993, tt.input, WithRule(tt.rule))
		})
		assert.Zero(t, allocs, "%s %q", tt.rule, tt.input)
	}
}

// TestTypedURLDraft1993RelativePath: a relative partial form's path is
// divided into its path elements as an absolute one is: §Partial-form
// "all occurrences of "/xxx/.." or "/." are recursively removed, where xxx,
// ".." and "." are complete path elements", and the rel-partial's path is
// one path, its nocolon-segment the first element (E16, E19). The scanner
// and the tree reference give these segments.
func TestTypedURLDraft1993RelativePath(t *testing.T) {
	tests := []struct {
		input string
		want  []string
	}{
		{"../x/y:z?q", []string{"path=../x/y:z", "segment=..", "segment=x", "segment=y:z", "query=q"}},
		{"doc?q#f", []string{"path=doc", "segment=doc", "query=q", "fragment=f"}},
		// Like "/" (abs-partial) and "urn:" (generic), a void path is one
		// empty element.
		{"", []string{"path=", "segment="}},
		// The abs-partial of the same elements, for comparison.
		{"/../x/y:z?q", []string{"path=/../x/y:z", "segment=..", "segment=x", "segment=y:z", "query=q"}},
	}
	for _, tt := range tests {
		u, err := Parse(URLDraft1993, tt.input, WithRule("partial-address"))
		require.NoError(t, err, "%q", tt.input)
		assert.Equal(t, tt.want, typedSummary(u.Typed()), "%q", tt.input)
		checkScan(t, URLDraft1993.x, "partial-address", tt.input)
	}
}
