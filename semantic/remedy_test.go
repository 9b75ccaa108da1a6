package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRemedies: where a text's own grammar or algorithm refuses what users
// expect, the message ends with the erratum and the way out its remedy:
// field names (grammar/README.md, "Errata"); other refusals end as before.
func TestRemedies(t *testing.T) {
	tests := []struct {
		name      string
		d         Dialect
		base, ref string
		remedy    string // the clause Remedy returns; "" for none
	}{
		// RFC 2396 Appendix C.1 lists "?y = http://a/b/c/?y", its grammar
		// derives no reference that is a query alone (grammar erratum E7).
		{name: "rfc2396 ?y", d: RFC2396, base: "http://a/b/c/d;p?q", ref: "?y",
			remedy: "; erratum E7: rfc2396bis-01 and rfc3986, whose grammars admit a query alone (rfc2396bis-01 G.2), resolve it"},
		// §5.2 step 6a copies nothing of an empty base path: "http://ag" (R3).
		{name: "rfc2396 g against http://a", d: RFC2396, base: "http://a", ref: "g",
			remedy: `; erratum R3: WithRecomposition(RecomposeLiteral) returns the string step 7 writes; rfc2396bis-01 and rfc3986 write a "/" after an empty base path`},
		// url-syntax-05 §5.2 steps 6a and 7 (R4).
		{name: "url-syntax-05 g against http://a", d: URLSyntax05, base: "http://a", ref: "g",
			remedy: `; erratum R4: WithRecomposition(RecomposeLiteral) returns the string step 7 writes; rfc2396bis-01 and rfc3986 write a "/" after an empty base path`},
		// RFC 3986 §5.3 writes "f://g" (R3).
		{name: "rfc3986 .//g against f:/a", d: RFC3986, base: "f:/a", ref: ".//g",
			remedy: `; erratum R3: WithRecomposition(RecomposeDotPrefix) writes "/." before a path that begins with "//", WithRecomposition(RecomposeLiteral) returns the string §5.3 writes`},
		// RFC 3987 §6.5 applies RFC 3986's §5.3 (R2).
		{name: "rfc3987 .//g against f:/a", d: RFC3987, base: "f:/a", ref: ".//g",
			remedy: `; erratum R2: WithRecomposition(RecomposeDotPrefix) writes "/." before a path that begins with "//", WithRecomposition(RecomposeLiteral) returns the string RFC 3986 §5.3 writes`},
		// rfc2396bis-01 §5.2 merge step 1 and the recombination (R6).
		{name: "rfc2396bis-01 .//x against foo:", d: RFC2396bis01, base: "foo:", ref: ".//x",
			remedy: `; erratum R6: WithRecomposition(RecomposeDotPrefix) writes "/." before a path that begins with "//", WithRecomposition(RecomposeLiteral) returns the string the pseudocode writes`},
		// RFC 2396 §5.2: the base is parsed as Section 3's absoluteURI (R6).
		{name: "rfc2396 base with a fragment", d: RFC2396, base: "http://a/b#f", ref: "g",
			remedy: "; erratum R6: drop the fragment from the base; rfc3986 reads a base with one (its base rule is URI) and resolves without it (§5.2.2)"},
		// Refusals no erratum names a way out of keep their message.
		{name: "rfc2396 bad reference", d: RFC2396, base: "http://a/b", ref: "a b"},
		{name: "rfc2396 bad base", d: RFC2396, base: "http://a b/", ref: "g"},
		{name: "url-syntax-05 base with a fragment", d: URLSyntax05, base: "http://a/b#f", ref: "g"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Resolve(tc.d, tc.base, tc.ref)
			var re *OpError
			require.ErrorAs(t, err, &re)
			assert.Equal(t, tc.remedy, re.Remedy())
			if tc.remedy != "" {
				assert.Contains(t, re.Error(), tc.remedy)
			}
		})
	}
	// Relativize names the way out of a refused base too.
	_, err := Relativize(RFC2396, "http://a/b#f", "http://a/g")
	var rel *OpError
	require.ErrorAs(t, err, &rel)
	assert.Contains(t, rel.Error(), "; erratum R6: drop the fragment from the base")
	// Every remedy is in Info, for urispec dialects.
	info, err := Info(RFC2396)
	require.NoError(t, err)
	var withRemedy []string
	for _, e := range info.Errata {
		if e.Remedy != "" {
			withRemedy = append(withRemedy, e.ID)
		}
	}
	assert.Equal(t, []string{"E7", "R3", "R6"}, withRemedy)
}
