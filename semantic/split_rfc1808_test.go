package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSplitRFC1808(t *testing.T) {
	tests := []struct {
		name       string
		rule       string // "" for the default, URL
		input      string
		production string
		want       texts
		parts      []Part
	}{
		// §5: the base, all six components of §2.1.
		{name: "base", input: "http://a/b/c/d;p?q#f", production: "absoluteURL",
			want:  texts{Scheme: str("http"), Authority: str("a"), Path: str("/b/c/d"), Query: str("q"), Fragment: str("f")},
			parts: []Part{{"net-loc", "a", 7, 8}, {"params", "p", 15, 16}}},
		// §2.4.5: params after the first ";" may contain "/" (§5.1 "g;x" family).
		{name: "params with slash", input: "g;x=1/../y", production: "relativeURL",
			want:  texts{Path: str("g")},
			parts: []Part{{"params", "x=1/../y", 2, 10}}},
		// §2.4.3: the net_loc runs to the next "/", "?" and ";" included.
		{name: "net_loc with ? and ;", input: "//a?b;c/d;e?f", production: "relativeURL",
			want:  texts{Authority: str("a?b;c"), Path: str("/d"), Query: str("f")},
			parts: []Part{{"net-loc", "a?b;c", 2, 7}, {"params", "e", 10, 11}}},
		{name: "empty net_loc", input: "///g", production: "relativeURL",
			want:  texts{Authority: str(""), Path: str("/g")},
			parts: []Part{{"net-loc", "", 2, 2}}},
		// §2.4.2: "g:h" has a scheme; as a relativeURL it is a path.
		{name: "scheme", input: "g:h", production: "absoluteURL",
			want: texts{Scheme: str("g"), Path: str("h")}},
		{name: "relativeURL rule", rule: "relativeURL", input: "g:h", production: "rel-path",
			want: texts{Path: str("g:h")}},
		// §2.4.2: a colon as the first character starts no scheme.
		{name: "leading colon", input: ":g", production: "relativeURL",
			want: texts{Path: str(":g")}},
		// §2.4.6: the path keeps its slash; an empty one is defined.
		{name: "http:", input: "http:", production: "absoluteURL",
			want: texts{Scheme: str("http"), Path: str("")}},
		{name: "empty", input: "", production: "relativeURL",
			want: texts{Path: str("")}},
		// §2.4.1, §2.4.4, §2.4.5: present but empty.
		{name: "empty delimiters", input: ";?#", production: "relativeURL",
			want:  texts{Path: str(""), Query: str(""), Fragment: str("")},
			parts: []Part{{"params", "", 1, 1}}},
		// E4: the second form of absoluteURL is broken down by §2.4 too.
		{name: "second form", rule: "absoluteURL", input: "http://a//b", production: "absoluteURL",
			want:  texts{Scheme: str("http"), Authority: str("a"), Path: str("//b")},
			parts: []Part{{"net-loc", "a", 7, 8}}},
		{name: "generic-RL", rule: "generic-RL", input: "ftp://h/f;type=d", production: "relativeURL",
			want:  texts{Scheme: str("ftp"), Authority: str("h"), Path: str("/f")},
			parts: []Part{{"net-loc", "h", 6, 7}, {"params", "type=d", 10, 16}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var opts []Option
			if tc.rule != "" {
				opts = append(opts, WithRule(tc.rule))
			}
			u, err := Parse(RFC1808, tc.input, opts...)
			require.NoError(t, err)
			assert.Equal(t, tc.production, u.Production)
			assert.Equal(t, tc.want, u.texts())
			assert.Equal(t, tc.parts, u.Parts())
			for _, p := range u.Parts() {
				assert.Equal(t, tc.input[p.Start:p.End], p.Text, "span of %s", p.Rule)
			}
		})
	}
}
