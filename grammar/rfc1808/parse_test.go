package rfc1808_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc1808"
	"github.com/urispec/urispec/internal/asttest"
)

// example is a URL printed in RFC 1808, with the rule under URL
// (absoluteURL or relativeURL) and the rule under that (generic-RL, or ""
// for the second form of absoluteURL; net-path, abs-path or rel-path).
type example struct {
	section string
	input   string
	top     string
	form    string
}

// examples holds every URL RFC 1808 prints, each once (the first section
// that prints it); a URL inside <URL:...> is tested without the wrapper.
var examples = []example{
	// §3.1: "Base: <URL:http://www.ics.uci.edu/Test/a/b/c>".
	{section: "§3.1", input: "http://www.ics.uci.edu/Test/a/b/c", top: "absoluteURL", form: "generic-RL"},
	// §5: "Base: <URL:http://a/b/c/d;p?q#f>".
	{section: "§5", input: "http://a/b/c/d;p?q#f", top: "absoluteURL", form: "generic-RL"},
	// §5.1 Normal Examples: references.
	{section: "§5.1", input: "g:h", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "g", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "./g", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "g/", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "/g", top: "relativeURL", form: "abs-path"},
	{section: "§5.1", input: "//g", top: "relativeURL", form: "net-path"},
	{section: "§5.1", input: "?y", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "g?y", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "g?y/./x", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "#s", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "g#s", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "g#s/./x", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "g?y#s", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: ";x", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "g;x", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "g;x?y#s", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: ".", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "./", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "..", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "../", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "../g", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "../..", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "../../", top: "relativeURL", form: "rel-path"},
	{section: "§5.1", input: "../../g", top: "relativeURL", form: "rel-path"},
	// §5.1: results.
	{section: "§5.1", input: "http://a/b/c/g", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/g/", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/g", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://g", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/d;p?y", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/g?y", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/g?y/./x", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/d;p?q#s", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/g#s", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/g#s/./x", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/g?y#s", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/d;x", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/g;x", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/g;x?y#s", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/c/", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/b/g", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.1", input: "http://a/", top: "absoluteURL", form: "generic-RL"},
	// §5.2 Abnormal Examples: "<>" is the empty reference.
	{section: "§5.2", input: "", top: "relativeURL", form: "rel-path"},
	{section: "§5.2", input: "../../../g", top: "relativeURL", form: "rel-path"},
	{section: "§5.2", input: "../../../../g", top: "relativeURL", form: "rel-path"},
	{section: "§5.2", input: "http://a/../g", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.2", input: "http://a/../../g", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.2", input: "/./g", top: "relativeURL", form: "abs-path"},
	{section: "§5.2", input: "/../g", top: "relativeURL", form: "abs-path"},
	{section: "§5.2", input: "g.", top: "relativeURL", form: "rel-path"},
	{section: "§5.2", input: ".g", top: "relativeURL", form: "rel-path"},
	{section: "§5.2", input: "g..", top: "relativeURL", form: "rel-path"},
	{section: "§5.2", input: "..g", top: "relativeURL", form: "rel-path"},
	{section: "§5.2", input: "http://a/./g", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.2", input: "http://a/b/c/g.", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.2", input: "http://a/b/c/.g", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.2", input: "http://a/b/c/g..", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.2", input: "http://a/b/c/..g", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.2", input: "./../g", top: "relativeURL", form: "rel-path"},
	{section: "§5.2", input: "./g/.", top: "relativeURL", form: "rel-path"},
	{section: "§5.2", input: "g/./h", top: "relativeURL", form: "rel-path"},
	{section: "§5.2", input: "g/../h", top: "relativeURL", form: "rel-path"},
	{section: "§5.2", input: "http://a/b/c/g/h", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.2", input: "http://a/b/c/h", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.2", input: "http:g", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.2", input: "http:", top: "absoluteURL", form: "generic-RL"},
	// §5.3 Recommended Practice.
	{section: "§5.3", input: "this:that", top: "absoluteURL", form: "generic-RL"},
	{section: "§5.3", input: "./this:that", top: "relativeURL", form: "rel-path"},
	{section: "§5.3", input: "this%3Athat", top: "relativeURL", form: "rel-path"},
	// §8 [3]: <URL:http://www.ics.uci.edu/pub/ietf/html/>.
	{section: "§8", input: "http://www.ics.uci.edu/pub/ietf/html/", top: "absoluteURL", form: "generic-RL"},
	// §10 Appendix: "../x" against the §3.1 base.
	{section: "§10", input: "../x", top: "relativeURL", form: "rel-path"},
	{section: "§10", input: "http://www.ics.uci.edu/Test/a/x", top: "absoluteURL", form: "generic-RL"},
}

func TestSpecExamples(t *testing.T) {
	seen := map[string]bool{}
	for _, tc := range examples {
		t.Run(tc.section+" "+tc.input, func(t *testing.T) {
			require.False(t, seen[tc.input], "listed twice")
			seen[tc.input] = true
			root, err := rfc1808.ParseRule("URL", []byte(tc.input))
			require.NoError(t, err)
			require.Equal(t, "URL", root.Rule)
			asttest.CheckSpans(t, tc.input, root)
			require.NotEmpty(t, root.Children)
			top := root.Children[0]
			assert.Equal(t, tc.top, top.Rule)
			require.NotEmpty(t, top.Children)
			form := top.Children[0].Rule
			if form == "scheme" {
				form = "" // the second form of absoluteURL
			}
			assert.Equal(t, tc.form, form)

			// The same input without its fragment under the other start rules
			// (§2.2): absolute URLs are also generic-RLs here; a relative one
			// is no absoluteURL.
			noFragment, _, _ := strings.Cut(tc.input, "#")
			_, absErr := rfc1808.ParseRule("absoluteURL", []byte(noFragment))
			_, genErr := rfc1808.ParseRule("generic-RL", []byte(noFragment))
			_, relErr := rfc1808.ParseRule("relativeURL", []byte(noFragment))
			assert.Equal(t, tc.top == "absoluteURL", absErr == nil)
			assert.Equal(t, tc.form == "generic-RL", genErr == nil)
			if tc.top == "relativeURL" {
				assert.NoError(t, relErr)
			}
		})
	}
}

// TestStartRules checks the start rules against the ;@start pragma.
func TestStartRules(t *testing.T) {
	assert.Equal(t, []string{"URL", "absoluteURL", "relativeURL", "generic-RL"}, rfc1808.StartRules)
	_, err := rfc1808.ParseRule("base-header", []byte("Base:<URL:a:b>"))
	require.Error(t, err)
	_, _, ok := rfc1808.Failure(err)
	assert.False(t, ok, "an unknown start rule is not a parse failure")
}

// TestParses checks the parse §2.4 gives where the grammar is ambiguous, and
// constructs the examples do not reach. Each entry of has is "rule=text": a
// node of that rule with that text is in the tree; hasNot lists rules that
// must not occur.
func TestParses(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		input  string
		has    []string
		hasNot []string
	}{
		// §2.4.2: a colon after scheme characters ends the scheme.
		{name: "scheme wins", rule: "URL", input: "g:h", has: []string{"scheme=g", "fsegment=h"}},
		{name: "digit scheme", rule: "URL", input: "1+2:x", has: []string{"scheme=1+2"}},
		// §2.2: relativeURL alone takes "g:h" as a path.
		{name: "colon in relative path", rule: "relativeURL", input: "g:h", has: []string{"fsegment=g:h"}, hasNot: []string{"scheme"}},
		// §2.4.3: the net_loc runs to the next "/", "?" and ";" included.
		{name: "net_loc with query mark", rule: "URL", input: "//a?b;c/d?e", has: []string{"net-loc=a?b;c", "fsegment=d", "query=e"}},
		{name: "empty net_loc", rule: "URL", input: "///g", has: []string{"net-loc=", "abs-path=/g"}},
		{name: "net_loc alone", rule: "URL", input: "//", has: []string{"net-loc="}, hasNot: []string{"abs-path"}},
		// §2.2: params = param *( ";" param ), param = *( pchar | "/" ).
		{name: "params with slash", rule: "URL", input: "g;x=1/../y", has: []string{"fsegment=g", "params=x=1/../y"}},
		{name: "two params", rule: "URL", input: "/a/b;c;d?q", has: []string{"path=a/b", "param=c", "param=d", "query=q"}},
		{name: "empty segments", rule: "URL", input: "x/y//../z", has: []string{"path=x/y//../z", "segment="}},
		// E4: "http://a//b" is an absoluteURL of the second form only.
		{name: "double slash path", rule: "absoluteURL", input: "http://a//b", has: []string{"scheme=http"}, hasNot: []string{"generic-RL"}},
		{name: "four slashes", rule: "absoluteURL", input: "foo:////a", hasNot: []string{"generic-RL"}},
		// §2.2: query and fragment are *( uchar | reserved ).
		{name: "query and fragment", rule: "URL", input: "a:/p?q/?;:#f/?;", has: []string{"query=q/?;:", "fragment=f/?;"}},
		{name: "empty everything", rule: "URL", input: ";?#", has: []string{"params=", "query=", "fragment="}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root, err := rfc1808.ParseRule(tc.rule, []byte(tc.input))
			require.NoError(t, err)
			asttest.CheckSpans(t, tc.input, root)
			for _, h := range tc.has {
				rule, text, _ := strings.Cut(h, "=")
				found := false
				for _, n := range root.FindAll(rule) {
					found = found || n.Text == text
				}
				assert.True(t, found, "no %s node with text %q", rule, text)
			}
			for _, r := range tc.hasNot {
				assert.Nil(t, root.Find(r), "unexpected %s", r)
			}
		})
	}
}

// TestInvalid checks inputs a start rule rejects and the byte offset of the
// failure.
func TestInvalid(t *testing.T) {
	tests := []struct {
		name   string
		rule   string
		input  string
		offset int
	}{
		// §2.2 national: "~" and the other unsafe characters only escaped.
		{name: "tilde", rule: "URL", input: "/~user", offset: 1},
		{name: "brace", rule: "URL", input: "a:{b}", offset: 2},
		{name: "space", rule: "URL", input: "http://a b/", offset: 8},
		// §2.2 punctuation: "<", ">", <">, and "%" outside an escape.
		{name: "angle bracket", rule: "URL", input: "<g>", offset: 0},
		{name: "double quote", rule: "URL", input: "a\"b", offset: 1},
		{name: "bad escape", rule: "URL", input: "a%zz", offset: 2},
		// §2.2 fragment = *( uchar | reserved ): no second "#".
		{name: "second hash", rule: "URL", input: "g#s#t", offset: 3},
		// E4: an abs_path's path begins with a non-empty fsegment.
		{name: "relative double slash path", rule: "relativeURL", input: "//a//b", offset: 4},
		{name: "generic-RL double slash path", rule: "generic-RL", input: "http://a//b", offset: 9},
		// §2.2 scheme ":" is required of an absoluteURL; a generic-RL has no fragment.
		{name: "no scheme", rule: "absoluteURL", input: "/g", offset: 0},
		{name: "fragment in absoluteURL", rule: "absoluteURL", input: "a:b#c", offset: 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rfc1808.ParseRule(tc.rule, []byte(tc.input))
			require.Error(t, err)
			off, expected, ok := rfc1808.Failure(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, tc.offset, off, "expected %v", expected)
			assert.NotEmpty(t, expected)
		})
	}
}
