package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSplitRFC1630 checks the components of the text's addresses, one per
// production.
func TestSplitRFC1630(t *testing.T) {
	tests := []struct {
		name, in, rule string
		production     string
		want           texts // nil: undefined
		kind           HostKind
	}{
		// §Introduction: "This document is available in hypertext form at".
		{name: "§Introduction http", in: "http://info.cern.ch/hypertext/WWW/Addressing/URL/URI_Overview.html", rule: "url", production: "httpaddress",
			want: texts{Scheme: str("http"), Authority: str("info.cern.ch"), Host: str("info.cern.ch"), Path: str("hypertext/WWW/Addressing/URL/URI_Overview.html")}, kind: Hostname},
		// §HTTP: a port and a search.
		{name: "§HTTP port", in: "http://info.cern.ch:8000/imaginary/test", rule: "url", production: "httpaddress",
			want: texts{Scheme: str("http"), Authority: str("info.cern.ch:8000"), Host: str("info.cern.ch"), Port: str("8000"), Path: str("imaginary/test")}, kind: Hostname},
		{name: "§HTTP search", in: "http://info.my.org/AboutUs/Index/Phonebook?dobbins", rule: "url", production: "httpaddress",
			want: texts{Scheme: str("http"), Authority: str("info.my.org"), Host: str("info.my.org"), Path: str("AboutUs/Index/Phonebook"), Query: str("dobbins")}, kind: Hostname},
		// §FTP: "User name and password".
		{name: "§FTP login", in: "ftp://u:p@128.141.201.214/a/b", rule: "url", production: "ftpaddress",
			want: texts{Scheme: str("ftp"), Authority: str("u:p@128.141.201.214"), Userinfo: str("u:p"), Host: str("128.141.201.214"), Path: str("a/b")}, kind: HostNumber},
		// A user is alphanum2 only: "u%40@h" is a hostname.
		{name: "§FTP no user", in: "ftp://u%40@h/f", rule: "url", production: "ftpaddress",
			want: texts{Scheme: str("ftp"), Authority: str("u%40@h"), Host: str("u%40@h"), Path: str("f")}, kind: Hostname},
		// §News: a group, an article.
		{name: "§News group", in: "news:comp.infosystems.www", rule: "url", production: "newsaddress",
			want: texts{Scheme: str("news"), Path: str("comp.infosystems.www")}},
		{name: "§News article", in: "url:news:12345@info.cern.ch", rule: "prefixedurl", production: "newsaddress",
			want: texts{Scheme: str("news"), Path: str("12345@info.cern.ch")}},
		// §WAIS, §Prospero, §Gopher, §Telnet.
		{name: "§WAIS", in: "wais://quake.think.com/wais-discussion-archives?lynch", rule: "url", production: "waisindex",
			want: texts{Scheme: str("wais"), Authority: str("quake.think.com"), Host: str("quake.think.com"), Path: str("wais-discussion-archives"), Query: str("lynch")}, kind: Hostname},
		{name: "§WAIS doc", in: "wais://h/db/TEXT/1=a/b;2=c;", rule: "url", production: "waisdoc",
			want: texts{Scheme: str("wais"), Authority: str("h"), Host: str("h"), Path: str("db/TEXT/1=a/b;2=c;")}, kind: Hostname},
		{name: "§Prospero", in: "prospero://h:1525/a/b%0012x", rule: "url", production: "prosperolink",
			want: texts{Scheme: str("prospero"), Authority: str("h:1525"), Host: str("h"), Port: str("1525"), Path: str("a/b%0012x")}, kind: Hostname},
		{name: "§Gopher", in: "gopher://h/00/Weather", rule: "url", production: "gopheraddress",
			want: texts{Scheme: str("gopher"), Authority: str("h"), Host: str("h"), Path: str("00/Weather")}, kind: Hostname},
		{name: "§Telnet", in: "telnet://guest:secret@info.cern.ch:23", rule: "url", production: "telnetaddress",
			want: texts{Scheme: str("telnet"), Authority: str("guest:secret@info.cern.ch:23"), Userinfo: str("guest:secret"), Host: str("info.cern.ch"), Port: str("23")}, kind: Hostname},
		{name: "§Mailto", in: "mailto:timbl@info.cern.ch", rule: "url", production: "mailtoaddress",
			want: texts{Scheme: str("mailto"), Path: str("timbl@info.cern.ch")}},
		// The generic BNF and the partial form.
		{name: "generic", in: "s:a/b?q+r#f", rule: "fragmentaddress", production: "uri",
			want: texts{Scheme: str("s"), Path: str("a/b"), Query: str("q+r"), Fragment: str("f")}},
		{name: "§Partial-form", in: "//g/h?q#f", rule: "partial-address", production: "partial-form",
			want: texts{Path: str("//g/h"), Query: str("q"), Fragment: str("f")}},
		{name: "§HTTP #andy", in: "#andy", rule: "partial-address", production: "partial-form",
			want: texts{Path: str(""), Fragment: str("andy")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u, err := Parse(RFC1630, tc.in, WithRule(tc.rule))
			require.NoError(t, err)
			assert.Equal(t, tc.production, u.Production)
			assert.Equal(t, tc.want, u.texts())
			ty := u.Typed()
			if tc.kind != 0 {
				require.NotNil(t, ty.Host)
				assert.Equal(t, tc.kind, ty.Host.Kind)
			}
			assert.Equal(t, tc.in, u.Recompose())
			allocs := testing.AllocsPerRun(20, func() {
				if _, err := Parse(RFC1630, tc.in, WithRule(tc.rule)); err != nil {
					panic(err)
				}
			})
			assert.Zero(t, allocs, "Parse allocates nothing: the URI is a value")
		})
	}
}

// TestResolveRFC1630 runs the examples of §Partial-form and the readings of
// errata R1-R4.
func TestResolveRFC1630(t *testing.T) {
	tests := []struct {
		name, base, ref, want string
	}{
		// "In the context of URI magic://a/b/c//d/e/f the partial URIs would
		// expand as follows"
		{name: "g", base: "magic://a/b/c//d/e/f", ref: "g", want: "magic://a/b/c//d/e/g"},
		// The rule as written (R2); the text's example prints magic://a/g.
		{name: "/g", base: "magic://a/b/c//d/e/f", ref: "/g", want: "magic://a/b/c//d/g"},
		{name: "//g", base: "magic://a/b/c//d/e/f", ref: "//g", want: "magic://g"},
		{name: "../g", base: "magic://a/b/c//d/e/f", ref: "../g", want: "magic://a/b/c//d/g"},
		{name: "g:h", base: "magic://a/b/c//d/e/f", ref: "g:h", want: "g:h"},
		// "and in the context of the URI magic://a/b/c//d/e/ the results would
		// be exactly the same."
		{name: "g, trailing slash", base: "magic://a/b/c//d/e/", ref: "g", want: "magic://a/b/c//d/e/g"},
		{name: "/g, trailing slash", base: "magic://a/b/c//d/e/", ref: "/g", want: "magic://a/b/c//d/g"},
		{name: "//g, trailing slash", base: "magic://a/b/c//d/e/", ref: "//g", want: "magic://g"},
		{name: "../g, trailing slash", base: "magic://a/b/c//d/e/", ref: "../g", want: "magic://a/b/c//d/g"},
		{name: "g:h, trailing slash", base: "magic://a/b/c//d/e/", ref: "g:h", want: "g:h"},
		// "/." is removed, "xxx/../" too, recursively (R4).
		{name: "./g", base: "http://a/b/c", ref: "./g", want: "http://a/b/g"},
		{name: ".", base: "http://a/b/c", ref: ".", want: "http://a/b"},
		{name: "g/..", base: "http://a/b/c", ref: "g/..", want: "http://a/b/g/.."},
		{name: "g/../h", base: "http://a/b/c", ref: "g/../h", want: "http://a/b/h"},
		{name: "../../g", base: "http://a/b/c", ref: "../../g", want: "http://g"},
		// The slash rule removes no dot element: only "Otherwise" does.
		{name: "/x/../g", base: "http://a/b/c", ref: "/x/../g", want: "http://a/x/../g"},
		// No run of the partial's slashes in the context: "scheme:" (R3).
		{name: "///g", base: "http://a/b/c", ref: "///g", want: "http:///g"},
		{name: "/g in news", base: "news:comp.infosystems.www", ref: "/g", want: "news:/g"},
		// §News: "a reference to a news group or to another article will be a
		// valid URL (in the partial form)": the whole path is the last part.
		{name: "§News", base: "news:comp.infosystems.www", ref: "comp.lang.c", want: "news:comp.lang.c"},
		// The context's fragment-id is no part of it; the reference's stays.
		{name: "fragments", base: "http://a/b/c#x", ref: "g?q#y", want: "http://a/b/g?q#y"},
		{name: "#andy", base: "http://a/b/c", ref: "#andy", want: "http://a/b/#andy"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// The expansions as the rules write them ("../../g" gives
			// "http://g", whose host part is the reference's: by default an
			// error, TestRecompositionGuard).
			got, err := Resolve(RFC1630, tc.base, tc.ref, WithRecomposition(RecomposeLiteral))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestResolveRFC1630Errors(t *testing.T) {
	tests := []struct {
		name, base, ref string
		role            Role
		message         string
	}{
		{name: "context without colon", base: "a/b", ref: "g", role: RoleBase,
			message: `resolving "g" against "a/b": invalid base: rfc1630: invalid url at offset 1: an absolute form must have a colon and that colon must occur before any slash characters (in rule scheme, §Partial-form)`},
		{name: "context with a space", base: "http://a b/", ref: "g", role: RoleBase,
			message: `resolving "g" against "http://a b/": invalid base: rfc1630: invalid url at offset 8: no character of a URI stands here (the BNF's character groups and the delimiters its productions write, one "#" at most) (in rule xalpha, §Partial-form)`},
		{name: "bare percent", base: "http://a/%zz", ref: "g", role: RoleBase,
			message: `resolving "g" against "http://a/%zz": invalid base: rfc1630: invalid url at offset 9: a percent sign always indicates an encoded character: two hexadecimal digits follow it (in rule escape, §Partial-form)`},
		{name: "scheme", base: "1a:b", ref: "g", role: RoleBase,
			message: `resolving "g" against "1a:b": invalid base: rfc1630: invalid url at offset 0: the scheme is an ialpha and begins with a letter (in rule scheme, §Partial-form)`},
		// A partial form is a partial-address of the grammar (E14).
		{name: "partial with a colon after a slash", base: "http://a/", ref: "a/b:c", role: RoleReference},
		{name: "full form with a space", base: "http://a/", ref: "g:h i", role: RoleReference},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Resolve(RFC1630, tc.base, tc.ref)
			var re *OpError
			require.ErrorAs(t, err, &re)
			assert.Equal(t, tc.role, re.Role)
			if tc.message != "" {
				assert.EqualError(t, err, tc.message)
			}
		})
	}
	_, err := Resolve(RFC1630, "http://a/", "g", WithValidating(false))
	assert.EqualError(t, err, "WithValidating is not offered by rfc1630: its resolution text gives no such choice")
}

// TestNormalizeRFC1630 is §Encoding-reserved-characters: "Before two URIs
// can be compared, it is therefore necessary to bring them to the same
// encoding level" (erratum N1).
func TestNormalizeRFC1630(t *testing.T) {
	tests := []struct {
		name, in, rule, want string
	}{
		// Example 1: "are identical, as the %2D encodes a hyphen character".
		{name: "example 1", in: "http://info.cern.ch/albert/bertram/marie%2Dclaude", rule: "url", want: "http://info.cern.ch/albert/bertram/marie-claude"},
		// Example 2: "are NOT identical, as in the second case the encoded
		// slash does not have hierarchical significance".
		{name: "example 2", in: "http://info.cern.ch/albert/bertram%2Fmarie-claude", rule: "url", want: "http://info.cern.ch/albert/bertram%2Fmarie-claude"},
		// The reserved characters stay encoded; hex digits in upper case.
		{name: "reserved", in: "s:%25%2f%2e%23%3f%2b%2a%21%40", rule: "uri", want: "s:%25%2F%2E%23%3F%2B%2A%21%40"},
		{name: "expandable", in: "s:%41%7a%30%24%2D%5F%26%22%27%28%29%2C", rule: "uri", want: "s:Az0$-_&\"'(),"},
		// An expansion that would change the parse is not made: a version
		// after "%00", a mailbox split at a letter.
		{name: "prospero", in: "prospero://h/a%00%31", rule: "url", want: "prospero://h/a%00%31"},
		{name: "mailto", in: "mailto:a@%41b@c", rule: "url", want: "mailto:a@%41b@c"},
		{name: "mailto elsewhere", in: "mailto:%41a@%41b@c", rule: "url", want: "mailto:Aa@%41b@c"},
		{name: "partial", in: "../%61/b?%2B%41", rule: "partial-address", want: "../a/b?%2BA"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Normalize(RFC1630, tc.in, WithRule(tc.rule))
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	eq, err := Equivalent(RFC1630, "http://info.cern.ch/albert/bertram/marie-claude",
		"http://info.cern.ch/albert/bertram/marie%2Dclaude", WithRule("url"))
	require.NoError(t, err)
	assert.True(t, eq, "Example 1")
	eq, err = Equivalent(RFC1630, "http://info.cern.ch/albert/bertram/marie-claude",
		"http://info.cern.ch/albert/bertram%2Fmarie-claude", WithRule("url"))
	require.NoError(t, err)
	assert.False(t, eq, "Example 2")
	info, err := Info(RFC1630)
	require.NoError(t, err)
	assert.Equal(t, []Level{LevelSyntax}, info.Levels)
}

func TestErrataRFC1630(t *testing.T) {
	info, err := Info(RFC1630)
	require.NoError(t, err)
	var ids []string
	for _, e := range info.Errata {
		if e.Kind != ErratumGrammar {
			ids = append(ids, e.ID)
		}
		assert.NotEmpty(t, e.Text, e.ID)
		assert.NotEmpty(t, e.Does, e.ID)
		assert.NotEmpty(t, e.Why, e.ID)
	}
	assert.Equal(t, []string{"R1", "R2", "R3", "R4", "R5", "N1"}, ids)
}
