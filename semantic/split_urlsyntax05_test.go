package semantic

import (
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/urlsyntax05"
)

// urlSyntax05Examples are the URL references the draft's text gives (§1.3,
// §4.3.1, §5, §5.1.1, §6, Appendices B to F; the Appendix E examples with
// their line-break whitespace removed, E15).
var urlSyntax05Examples = []string{
	"ftp://ftp.is.co.za/rfc/rfc1808.txt",
	"gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
	"http://www.math.uio.no/faq/compression-faq/part1.html",
	"mailto:mduerst@ifi.unizh.ch",
	"news:comp.infosystems.www.servers.unix",
	"telnet://melvyl.ucop.edu/",
	"ftp://@host.com/", "ftp://host.com/", "ftp://foo:@host.com/",
	"this:that", "./this:that",
	"http://www.ics.uci.edu/Test/a/b/c",
	"http://www.XEROX.com", "http://www.xerox.com",
	"http://www.ics.uci.edu/pub/ietf/uri/#Related",
	"http://a/b/c/d;p?q",
	"g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s",
	".", "./", "..", "../", "../g", "../..", "../../", "../../g",
	"", "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g",
	"./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x",
	"g#s/./x", "g#s/../x", "http:g", "http:", "http://a/../b/c",
	"http://a/b/c/g", "http://a/b/c/g/", "http://a/g", "http://g", "http://a/b/c/?y",
	"http://a/b/c/g?y", "http://a/b/c/g#s", "http://a/b/c/g?y#s", "http://a/b/c/;x",
	"http://a/b/c/g;x", "http://a/b/c/g;x?y#s", "http://a/b/c/", "http://a/b/", "http://a/b/g",
	"http://a/", "http://a/../g", "http://a/../../g", "http://a/./g", "http://a/b/c/g.",
	"http://a/b/c/.g", "http://a/b/c/g..", "http://a/b/c/..g", "http://a/b/c/g/h",
	"http://a/b/c/h", "http://a/b/c/g;x=1/y", "http://a/b/c/y", "http://a/b/c/g?y/x",
	"http://a/b/c/x", "http://a/b/c/g#s/./x", "http://a/b/c/g#s/../x", "http://a/b/c",
	"../x", "http://www.ics.uci.edu/Test/a/x",
	"http://test.com/", "http://www.w3.org/pub/WWW/", "ftp://ds.internic.net/rfc/",
	"http://ds.internic.net/instructions/overview.html#WARNING",
	"foo:/bar", "foo:bar",
}

// TestSplitURLSyntax05 checks the split of spec examples against
// expectations derived by hand from the draft's grammar.
func TestSplitURLSyntax05(t *testing.T) {
	s := func(v string) *string { return &v }
	tests := []struct {
		name       string
		rule       string
		input      string
		production string
		want       texts
		parts      []string // "rule=text"
	}{
		// §1.3
		{name: "1.3 ftp", rule: "URL-reference", input: "ftp://ftp.is.co.za/rfc/rfc1808.txt", production: "absoluteURL",
			want:  texts{Scheme: s("ftp"), Authority: s("ftp.is.co.za"), Host: s("ftp.is.co.za"), Path: s("/rfc/rfc1808.txt")},
			parts: []string{"hostname=ftp.is.co.za", "segment=rfc", "segment=rfc1808.txt"}},
		{name: "1.3 gopher", rule: "URL-reference", input: "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles", production: "absoluteURL",
			want: texts{Scheme: s("gopher"), Authority: s("spinaltap.micro.umn.edu"), Host: s("spinaltap.micro.umn.edu"),
				Path: s("/00/Weather/California/Los%20Angeles")},
			parts: []string{"hostname=spinaltap.micro.umn.edu", "segment=00", "segment=Weather", "segment=California", "segment=Los%20Angeles"}},
		{name: "1.3 mailto", rule: "URL-reference", input: "mailto:mduerst@ifi.unizh.ch", production: "absoluteURL",
			want:  texts{Scheme: s("mailto"), Path: s("mduerst@ifi.unizh.ch")},
			parts: []string{"segment=mduerst@ifi.unizh.ch"}},
		{name: "1.3 news", rule: "absoluteURL", input: "news:comp.infosystems.www.servers.unix", production: "generic-URL",
			want:  texts{Scheme: s("news"), Path: s("comp.infosystems.www.servers.unix")},
			parts: []string{"segment=comp.infosystems.www.servers.unix"}},
		{name: "1.3 telnet", rule: "URL-reference", input: "telnet://melvyl.ucop.edu/", production: "absoluteURL",
			want:  texts{Scheme: s("telnet"), Authority: s("melvyl.ucop.edu"), Host: s("melvyl.ucop.edu"), Path: s("/")},
			parts: []string{"hostname=melvyl.ucop.edu", "segment="}},
		// §4.3.1 "<ftp://@host.com/> has an empty user name and no password"
		{name: "4.3.1 empty user", rule: "URL-reference", input: "ftp://@host.com/", production: "absoluteURL",
			want:  texts{Scheme: s("ftp"), Authority: s("@host.com"), Userinfo: s(""), Host: s("host.com"), Path: s("/")},
			parts: []string{"user=", "hostname=host.com", "segment="}},
		// §4.3.1 "<ftp://host.com/> has no user name"
		{name: "4.3.1 no user", rule: "URL-reference", input: "ftp://host.com/", production: "absoluteURL",
			want:  texts{Scheme: s("ftp"), Authority: s("host.com"), Host: s("host.com"), Path: s("/")},
			parts: []string{"hostname=host.com", "segment="}},
		// §4.3.1 "<ftp://foo:@host.com/> has a user name of "foo" and an empty password"
		{name: "4.3.1 empty password", rule: "URL-reference", input: "ftp://foo:@host.com/", production: "absoluteURL",
			want:  texts{Scheme: s("ftp"), Authority: s("foo:@host.com"), Userinfo: s("foo:"), Host: s("host.com"), Path: s("/")},
			parts: []string{"user=foo", "password=", "hostname=host.com", "segment="}},
		// §5 "this:that" is read as scheme "this"
		{name: "5 this:that", rule: "URL-reference", input: "this:that", production: "absoluteURL",
			want: texts{Scheme: s("this"), Path: s("that")}, parts: []string{"segment=that"}},
		{name: "5 ./this:that", rule: "URL-reference", input: "./this:that", production: "relativeURL",
			want: texts{Path: s("./this:that")}, parts: []string{"segment=.", "segment=this:that"}},
		// §6 no path after the site: empty, not undefined (§5.2)
		{name: "6 XEROX", rule: "absoluteURL", input: "http://www.XEROX.com", production: "generic-URL",
			want:  texts{Scheme: s("http"), Authority: s("www.XEROX.com"), Host: s("www.XEROX.com"), Path: s("")},
			parts: []string{"hostname=www.XEROX.com"}},
		// Appendix B: $2 = http, $4 = www.ics.uci.edu, $5 = /pub/ietf/uri/, $7 undefined, $9 = Related
		{name: "B example", rule: "URL-reference", input: "http://www.ics.uci.edu/pub/ietf/uri/#Related", production: "absoluteURL",
			want: texts{Scheme: s("http"), Authority: s("www.ics.uci.edu"), Host: s("www.ics.uci.edu"),
				Path: s("/pub/ietf/uri/"), Fragment: s("Related")},
			parts: []string{"hostname=www.ics.uci.edu", "segment=pub", "segment=ietf", "segment=uri", "segment="}},
		// Appendix C base URL: a param and a query
		{name: "C base", rule: "URL-reference", input: "http://a/b/c/d;p?q", production: "absoluteURL",
			want:  texts{Scheme: s("http"), Authority: s("a"), Host: s("a"), Path: s("/b/c/d;p"), Query: s("q")},
			parts: []string{"hostname=a", "segment=b", "segment=c", "segment=d;p", "param=p"}},
		// C.2 "<>": the empty reference (§3: no URL); path empty, never undefined
		{name: "C.2 empty", rule: "URL-reference", input: "", production: "URL-reference",
			want: texts{Path: s("")}},
		// C.1 "#s": fragment only
		{name: "C.1 #s", rule: "URL-reference", input: "#s", production: "URL-reference",
			want: texts{Path: s(""), Fragment: s("s")}},
		// C.1 "?y": empty path, query
		{name: "C.1 ?y", rule: "URL-reference", input: "?y", production: "relativeURL",
			want: texts{Path: s(""), Query: s("y")}, parts: []string{"segment="}},
		// C.1 "//g": network-path reference
		{name: "C.1 //g", rule: "relativeURL", input: "//g", production: "net-path",
			want: texts{Authority: s("g"), Host: s("g"), Path: s("")}, parts: []string{"hostname=g"}},
		// C.1 "g;x?y#s"
		{name: "C.1 g;x?y#s", rule: "URL-reference", input: "g;x?y#s", production: "relativeURL",
			want: texts{Path: s("g;x"), Query: s("y"), Fragment: s("s")}, parts: []string{"segment=g;x", "param=x"}},
		// C.2 "http:": scheme and an empty generic path
		{name: "C.2 http:", rule: "URL-reference", input: "http:", production: "absoluteURL",
			want: texts{Scheme: s("http"), Path: s("")}, parts: []string{"segment="}},
		// F.2 <foo:/bar>: the slash is part of the path
		{name: "F.2 foo:/bar", rule: "absoluteURL", input: "foo:/bar", production: "generic-URL",
			want: texts{Scheme: s("foo"), Path: s("/bar")}, parts: []string{"segment=bar"}},
		// §4.3.1 site with every part, as a relativeURL
		{name: "4.3.1 full site", rule: "relativeURL", input: "//u:p@h:8/x", production: "net-path",
			want:  texts{Authority: s("u:p@h:8"), Userinfo: s("u:p"), Host: s("h"), Port: s("8"), Path: s("/x")},
			parts: []string{"user=u", "password=p", "hostname=h", "segment=x"}},
		// F.3 "The URL port is now *digit": ":" with an empty port
		{name: "F.3 empty port", rule: "URL-reference", input: "http://10.0.0.1:/", production: "absoluteURL",
			want:  texts{Scheme: s("http"), Authority: s("10.0.0.1:"), Host: s("10.0.0.1"), Port: s(""), Path: s("/")},
			parts: []string{"hostnumber=10.0.0.1", "segment="}},
		// E13: a site followed by "?" has no net-path parse; the components
		// are those of §4.4 and Appendix B, the parts those of the site
		{name: "E13 //h?q", rule: "URL-reference", input: "//h?q", production: "relativeURL",
			want: texts{Authority: s("h"), Host: s("h"), Path: s(""), Query: s("q")}, parts: []string{"hostname=h"}},
		{name: "E13 http://u@h:8?q", rule: "URL-reference", input: "http://u@h:8?q", production: "absoluteURL",
			want:  texts{Scheme: s("http"), Authority: s("u@h:8"), Userinfo: s("u"), Host: s("h"), Port: s("8"), Path: s(""), Query: s("q")},
			parts: []string{"user=u", "hostname=h"}},
		// E13: what is no site stays the grammar's abs-path
		{name: "E13 //ho_st?q", rule: "URL-reference", input: "//ho_st?q", production: "relativeURL",
			want: texts{Path: s("//ho_st"), Query: s("q")}, parts: []string{"segment=", "segment=ho_st"}},
		// E12: "a_b" is not a scheme
		{name: "E12 a_b:c", rule: "URL-reference", input: "a_b:c", production: "relativeURL",
			want: texts{Path: s("a_b:c")}, parts: []string{"segment=a_b:c"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, err := urlsyntax05.ParseRule(tt.rule, []byte(tt.input))
			require.NoError(t, err)
			got := spliturlsyntax05(root)
			assert.Equal(t, tt.production, got.Production)
			assert.Equal(t, tt.want, got.Components.texts(tt.input))
			var parts []string
			for _, p := range got.Parts {
				assert.Equal(t, tt.input[p.Start:p.End], p.Text)
				parts = append(parts, p.Rule+"="+p.Text)
			}
			assert.Equal(t, tt.parts, parts)
		})
	}
}

// Independent regular expressions for the two rules on which the grammar
// and Appendix B disagree (E12, E13), written from the ABNF (§4.1, §4.3.1).
var (
	scheme05Re = regexp.MustCompile(`^[A-Za-z0-9+.-]+$`)
	site05Re   = func() *regexp.Regexp {
		userc := `(?:[A-Za-z0-9$_.!~*'(),;&=+-]|%[0-9A-Fa-f]{2})`
		domainlabel := `[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?`
		toplabel := `[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?`
		hostname := `(?:` + domainlabel + `\.)*` + toplabel
		hostnumber := `[0-9]+\.[0-9]+\.[0-9]+\.[0-9]+`
		return regexp.MustCompile(`^(?:(?:` + userc + `*(?::` + userc + `*)?@)?(?:` + hostname + `|` + hostnumber + `)(?::[0-9]*)?)?$`)
	}()
)

// expectedSplit05 is the Appendix B split of s, corrected where errata E12
// and E13 say the reference has no parse with Appendix B's components: a
// "scheme" that the scheme rule rejects (E12) and a "site" that the site rule
// rejects (E13) are part of the path. A site that a query follows directly
// is the site (E13), as Appendix B has it.
func expectedSplit05(s string) (c texts, deviation string) {
	c = appendixBTexts(s)
	cat := func(parts ...*string) *string {
		out := ""
		for _, p := range parts {
			if p != nil {
				out += *p
			}
		}
		return &out
	}
	lit := func(v string) *string { return &v }
	switch {
	case c.Scheme != nil && !scheme05Re.MatchString(*c.Scheme):
		if c.Authority != nil {
			c.Path = cat(c.Scheme, lit("://"), c.Authority, c.Path)
		} else {
			c.Path = cat(c.Scheme, lit(":"), c.Path)
		}
		c.Scheme, c.Authority = nil, nil
		return c, "E12"
	case c.Authority != nil && !site05Re.MatchString(*c.Authority):
		c.Path = cat(lit("//"), c.Authority, c.Path)
		c.Authority = nil
		return c, "E13"
	}
	return c, ""
}

// TestSplitURLSyntax05AppendixB is the property test: for the spec examples
// and thousands of generated references that the grammar accepts, the split
// equals the Appendix B split (§4.4 "test oracle"), except on the two classes
// of errata E12 and E13, where it equals the corrected split.
func TestSplitURLSyntax05AppendixB(t *testing.T) {
	var (
		schemes = []string{"http", "ftp", "g", "HTTP", "a+b", "x-y.z", "1abc", "+", ".", "-"}
		// runs before a ":" that Appendix B takes for a scheme and the scheme rule rejects (E12)
		notSchemes = []string{"a_b", "%7E", "a@b", "a;b", "~x", "a=b", "a&b", "$", "a,b"}
		sites      = []string{"", "host", "a.b.c", "h:80", "h:", "u@h", "u:p@h", ":@h", "@h", "1.2.3.4",
			"1.2.3.4:8080", "u%20x:p;&=+@x-y.com:21", "a1-b2.c3", "WWW.XEROX.COM", "a-b--c.d9.e"}
		// runs after "//" that Appendix B takes for a site and the site rule rejects (E13)
		notSites = []string{"ho_st", "h:8x", "u@", "a..b", "-a.com", "1.2.3", "1.2.3.4a", "u@h@h", "a.b.", "h:p:q", "%41", "a.1b"}
		paths    = []string{"", "/", "/a", "/a/b", "/a;p/b;q;r", "a", "a/b", "./g", "../x", "g;x=1", "//x",
			":b", "a:b", "/a:b", "%41", "/~u/", "/a@b", "/$,!*'()", ";x", "/a/./b/../c", "//", "///y"}
		queries   = []string{"", "q", "a=b&c=d", "x?y/z", "%20", "a:b@c;d", "/./", "//h"}
		fragments = []string{"", "s", "a/b?c", "Related", "%41", "x:y", "?"}
	)
	inputs := append([]string(nil), urlSyntax05Examples...)
	rng := rand.New(rand.NewPCG(1997, 5))
	for range 6000 {
		in := ""
		pick := func(good, bad []string) string {
			if rng.IntN(6) == 0 {
				return bad[rng.IntN(len(bad))]
			}
			return good[rng.IntN(len(good))]
		}
		if rng.IntN(3) > 0 {
			in += pick(schemes, notSchemes) + ":"
		}
		if rng.IntN(2) > 0 {
			in += "//" + pick(sites, notSites)
		}
		in += paths[rng.IntN(len(paths))]
		if rng.IntN(2) > 0 {
			in += "?" + queries[rng.IntN(len(queries))]
		}
		if rng.IntN(2) > 0 {
			in += "#" + fragments[rng.IntN(len(fragments))]
		}
		inputs = append(inputs, in)
	}

	counts := map[string]int{}
	for _, in := range inputs {
		root, err := urlsyntax05.ParseRule("URL-reference", []byte(in))
		if err != nil {
			continue // the property is about valid references only
		}
		want, deviation := expectedSplit05(in)
		counts[deviation]++
		got := spliturlsyntax05(root).Components.texts(in)
		assert.Equal(t, want.Scheme, got.Scheme, "scheme of %q", in)
		assert.Equal(t, want.Authority, got.Authority, "site of %q", in)
		assert.Equal(t, want.Path, got.Path, "path of %q", in)
		assert.Equal(t, want.Query, got.Query, "query of %q", in)
		assert.Equal(t, want.Fragment, got.Fragment, "fragment of %q", in)
		if got.Authority != nil {
			// §4.3.1 <user>:<password>@<host>:<port>: the parts rebuild the site.
			site := ""
			if got.Userinfo != nil {
				site += *got.Userinfo + "@"
			}
			if got.Host != nil {
				site += *got.Host
			}
			if got.Port != nil {
				site += ":" + *got.Port
			}
			assert.Equal(t, *got.Authority, site, "site parts of %q", in)
		}
	}
	// Every piece is made of urlc characters, so every input is valid; the
	// comparison must have exercised both errata and the ordinary case.
	assert.Equal(t, len(inputs), counts[""]+counts["E12"]+counts["E13"])
	assert.Greater(t, counts[""], len(inputs)/2)
	assert.Greater(t, counts["E12"], 100)
	assert.Greater(t, counts["E13"], 100)
}
