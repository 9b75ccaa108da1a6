package semantic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc1738"
)

// TestSplitRFC1738 checks whole splits (production, components and parts with their spans),
// derived by hand from RFC 1738 §3 and §5, mostly on the examples the spec prints.
func TestSplitRFC1738(t *testing.T) {
	tests := []struct {
		name  string
		rule  string
		input string
		want  tsplit
	}{
		// §3.1: "<URL:ftp://foo:@host.com/> has a user name of "foo" and an empty password".
		{name: "3.1 empty password", rule: "url", input: "ftp://foo:@host.com/", want: tsplit{
			Production: "ftpurl",
			Components: texts{Scheme: str("ftp"), Authority: str("foo:@host.com"), Userinfo: str("foo:"),
				Host: str("host.com"), Path: str("")},
			Parts: []Part{
				{Rule: "user", Text: "foo", Start: 6, End: 9},
				{Rule: "password", Text: "", Start: 10, End: 10},
				{Rule: "host", Text: "host.com", Start: 11, End: 19},
				{Rule: "hostname", Text: "host.com", Start: 11, End: 19},
				{Rule: "fpath", Text: "", Start: 20, End: 20},
				{Rule: "fsegment", Text: "", Start: 20, End: 20},
			},
		}},
		// §3.1: "<URL:ftp://@host.com/> has an empty user name and no password".
		{name: "3.1 empty user", rule: "url", input: "ftp://@host.com/", want: tsplit{
			Production: "ftpurl",
			Components: texts{Scheme: str("ftp"), Authority: str("@host.com"), Userinfo: str(""),
				Host: str("host.com"), Path: str("")},
			Parts: []Part{
				{Rule: "user", Text: "", Start: 6, End: 6},
				{Rule: "host", Text: "host.com", Start: 7, End: 15},
				{Rule: "hostname", Text: "host.com", Start: 7, End: 15},
				{Rule: "fpath", Text: "", Start: 16, End: 16},
				{Rule: "fsegment", Text: "", Start: 16, End: 16},
			},
		}},
		// §3.1: "<URL:ftp://host.com/> has no user name": Userinfo undefined.
		{name: "3.1 no user", rule: "url", input: "ftp://host.com/", want: tsplit{
			Production: "ftpurl",
			Components: texts{Scheme: str("ftp"), Authority: str("host.com"), Host: str("host.com"), Path: str("")},
			Parts: []Part{
				{Rule: "host", Text: "host.com", Start: 6, End: 14},
				{Rule: "hostname", Text: "host.com", Start: 6, End: 14},
				{Rule: "fpath", Text: "", Start: 15, End: 15},
				{Rule: "fsegment", Text: "", Start: 15, End: 15},
			},
		}},
		// Appendix: "<URL:ftp://info.cern.ch/pub/www/doc;type=d>": the type code is a part, not
		// part of the path (§3.2.2: <cwd1>/.../<name>;type=<typecode>).
		{name: "Appendix ftp type", rule: "url", input: "ftp://info.cern.ch/pub/www/doc;type=d", want: tsplit{
			Production: "ftpurl",
			Components: texts{Scheme: str("ftp"), Authority: str("info.cern.ch"), Host: str("info.cern.ch"),
				Path: str("pub/www/doc")},
			Parts: []Part{
				{Rule: "host", Text: "info.cern.ch", Start: 6, End: 18},
				{Rule: "hostname", Text: "info.cern.ch", Start: 6, End: 18},
				{Rule: "fpath", Text: "pub/www/doc", Start: 19, End: 30},
				{Rule: "fsegment", Text: "pub", Start: 19, End: 22},
				{Rule: "fsegment", Text: "www", Start: 23, End: 26},
				{Rule: "fsegment", Text: "doc", Start: 27, End: 30},
				{Rule: "ftptype", Text: "d", Start: 36, End: 37},
			},
		}},
		// §1 (E16): an http URL with a path and no search.
		{name: "1 archive", rule: "url", input: "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html", want: tsplit{
			Production: "httpurl",
			Components: texts{Scheme: str("http"), Authority: str("www.acl.lanl.gov"), Host: str("www.acl.lanl.gov"),
				Path: str("URI/archive/uri-archive.index.html")},
			Parts: []Part{
				{Rule: "host", Text: "www.acl.lanl.gov", Start: 7, End: 23},
				{Rule: "hostname", Text: "www.acl.lanl.gov", Start: 7, End: 23},
				{Rule: "hpath", Text: "URI/archive/uri-archive.index.html", Start: 24, End: 58},
				{Rule: "hsegment", Text: "URI", Start: 24, End: 27},
				{Rule: "hsegment", Text: "archive", Start: 28, End: 35},
				{Rule: "hsegment", Text: "uri-archive.index.html", Start: 36, End: 58},
			},
		}},
		// §3.4.7: the gopher+_string "!+ABSTRACT" after an empty search; the search is the
		// query, gtype and selector the path.
		{name: "3.4.7 gopher+ attribute", rule: "url", input: "gopher://host.dom/0sel%09%09!+ABSTRACT", want: tsplit{
			Production: "gopherurl",
			Components: texts{Scheme: str("gopher"), Authority: str("host.dom"), Host: str("host.dom"),
				Path: str("0sel"), Query: str("")},
			Parts: []Part{
				{Rule: "host", Text: "host.dom", Start: 9, End: 17},
				{Rule: "hostname", Text: "host.dom", Start: 9, End: 17},
				{Rule: "gtype", Text: "0", Start: 18, End: 19},
				{Rule: "selector", Text: "sel", Start: 19, End: 22},
				{Rule: "search", Text: "", Start: 25, End: 25},
				{Rule: "gopherplus-string", Text: "!+ABSTRACT", Start: 28, End: 38},
			},
		}},
		// §3.6: "<URL:news:*>"; news has no authority, the grouppart is the path.
		{name: "3.6 all groups", rule: "url", input: "news:*", want: tsplit{
			Production: "newsurl",
			Components: texts{Scheme: str("news"), Path: str("*")},
			Parts:      []Part{{Rule: "grouppart", Text: "*", Start: 5, End: 6}},
		}},
		// §3.6: the newsgroup-name "comp.infosystems.www.misc".
		{name: "3.6 group", rule: "url", input: "news:comp.infosystems.www.misc", want: tsplit{
			Production: "newsurl",
			Components: texts{Scheme: str("news"), Path: str("comp.infosystems.www.misc")},
			Parts: []Part{
				{Rule: "grouppart", Text: "comp.infosystems.www.misc", Start: 5, End: 30},
				{Rule: "group", Text: "comp.infosystems.www.misc", Start: 5, End: 30},
			},
		}},
		// §3.10: the VMS file example.
		{name: "3.10 VMS file", rule: "url", input: "file://vms.host.edu/disk$user/my/notes/note12345.txt", want: tsplit{
			Production: "fileurl",
			Components: texts{Scheme: str("file"), Authority: str("vms.host.edu"), Host: str("vms.host.edu"),
				Path: str("disk$user/my/notes/note12345.txt")},
			Parts: []Part{
				{Rule: "host", Text: "vms.host.edu", Start: 7, End: 19},
				{Rule: "hostname", Text: "vms.host.edu", Start: 7, End: 19},
				{Rule: "fpath", Text: "disk$user/my/notes/note12345.txt", Start: 20, End: 52},
				{Rule: "fsegment", Text: "disk$user", Start: 20, End: 29},
				{Rule: "fsegment", Text: "my", Start: 30, End: 32},
				{Rule: "fsegment", Text: "notes", Start: 33, End: 38},
				{Rule: "fsegment", Text: "note12345.txt", Start: 39, End: 52},
			},
		}},
		// §3.11: "<URL:prospero://host.dom//pros/name> designates a <hsoname> of "/pros/name"".
		{name: "3.11 hsoname", rule: "url", input: "prospero://host.dom//pros/name", want: tsplit{
			Production: "prosperourl",
			Components: texts{Scheme: str("prospero"), Authority: str("host.dom"), Host: str("host.dom"),
				Path: str("/pros/name")},
			Parts: []Part{
				{Rule: "host", Text: "host.dom", Start: 11, End: 19},
				{Rule: "hostname", Text: "host.dom", Start: 11, End: 19},
				{Rule: "ppath", Text: "/pros/name", Start: 20, End: 30},
				{Rule: "psegment", Text: "", Start: 20, End: 20},
				{Rule: "psegment", Text: "pros", Start: 21, End: 25},
				{Rule: "psegment", Text: "name", Start: 26, End: 30},
			},
		}},
		// §3.7: the article number is a part (digits), the port digits are not repeated.
		{name: "3.7 nntp", rule: "url", input: "nntp://news.host.dom:119/comp.misc/1234", want: tsplit{
			Production: "nntpurl",
			Components: texts{Scheme: str("nntp"), Authority: str("news.host.dom:119"), Host: str("news.host.dom"),
				Port: str("119"), Path: str("comp.misc/1234")},
			Parts: []Part{
				{Rule: "host", Text: "news.host.dom", Start: 7, End: 20},
				{Rule: "hostname", Text: "news.host.dom", Start: 7, End: 20},
				{Rule: "port", Text: "119", Start: 21, End: 24},
				{Rule: "group", Text: "comp.misc", Start: 25, End: 34},
				{Rule: "digits", Text: "1234", Start: 35, End: 39},
			},
		}},
		// §3.8: user, password, a hostnumber and a port; the final "/" gives an empty path.
		{name: "3.8 telnet", rule: "url", input: "telnet://guest:secret@10.0.0.1:23/", want: tsplit{
			Production: "telneturl",
			Components: texts{Scheme: str("telnet"), Authority: str("guest:secret@10.0.0.1:23"),
				Userinfo: str("guest:secret"), Host: str("10.0.0.1"), Port: str("23"), Path: str("")},
			Parts: []Part{
				{Rule: "user", Text: "guest", Start: 9, End: 14},
				{Rule: "password", Text: "secret", Start: 15, End: 21},
				{Rule: "host", Text: "10.0.0.1", Start: 22, End: 30},
				{Rule: "hostnumber", Text: "10.0.0.1", Start: 22, End: 30},
				{Rule: "port", Text: "23", Start: 31, End: 33},
			},
		}},
		// §3.9 second form: the search of a wais index is the query.
		{name: "3.9 wais index", rule: "url", input: "wais://host.dom/db?word", want: tsplit{
			Production: "waisurl",
			Components: texts{Scheme: str("wais"), Authority: str("host.dom"), Host: str("host.dom"),
				Path: str("db"), Query: str("word")},
			Parts: []Part{
				{Rule: "host", Text: "host.dom", Start: 7, End: 15},
				{Rule: "hostname", Text: "host.dom", Start: 7, End: 15},
				{Rule: "database", Text: "db", Start: 16, End: 18},
				{Rule: "search", Text: "word", Start: 19, End: 23},
			},
		}},
		// §4: "z39.50" is a proposed, undefined scheme: an otherurl in the common Internet
		// scheme syntax of §3.1.
		{name: "4 proposed scheme", rule: "url", input: "z39.50://host.dom:210/db", want: tsplit{
			Production: "otherurl",
			Components: texts{Scheme: str("z39.50"), Authority: str("host.dom:210"), Host: str("host.dom"),
				Port: str("210"), Path: str("db")},
			Parts: []Part{
				{Rule: "host", Text: "host.dom", Start: 9, End: 17},
				{Rule: "hostname", Text: "host.dom", Start: 9, End: 17},
				{Rule: "port", Text: "210", Start: 18, End: 21},
				{Rule: "urlpath", Text: "db", Start: 22, End: 24},
			},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root, err := rfc1738.ParseRule(tc.rule, []byte(tc.input))
			require.NoError(t, err)
			got := asTexts(tc.input, splitrfc1738(root))
			assert.Equal(t, tc.want, got)
			for _, p := range got.Parts {
				assert.Equal(t, tc.input[p.Start:p.End], p.Text, p.Rule)
			}
		})
	}
}

// TestSplitRFC1738Components checks production and components where the distinction between
// undefined (nil) and empty ("") or the choice of the component is the point.
func TestSplitRFC1738Components(t *testing.T) {
	tests := []struct {
		name       string
		rule       string
		input      string
		production string
		want       texts
	}{
		// §3.3: "If neither <path> nor <searchpart> is present, the "/" may also be omitted".
		{name: "http without path", rule: "url", input: "http://host.dom", production: "httpurl",
			want: texts{Scheme: str("http"), Authority: str("host.dom"), Host: str("host.dom")}},
		// §3.3: a "?" with an empty search: query present but empty.
		{name: "http empty search", rule: "url", input: "http://host.dom/a?", production: "httpurl",
			want: texts{Scheme: str("http"), Authority: str("host.dom"), Host: str("host.dom"), Path: str("a"), Query: str("")}},
		// §2.1: the scheme as written, upper case (E5).
		{name: "upper-case scheme", rule: "url", input: "HTTP://host.dom:80/", production: "httpurl",
			want: texts{Scheme: str("HTTP"), Authority: str("host.dom:80"), Host: str("host.dom"), Port: str("80"), Path: str("")}},
		// §3.2: "The whole url-path may be omitted, including the "/"".
		{name: "ftp without path", rule: "ftpurl", input: "ftp://u@host.dom", production: "ftpurl",
			want: texts{Scheme: str("ftp"), Authority: str("u@host.dom"), Userinfo: str("u"), Host: str("host.dom")}},
		// §3.4.1: an empty gopher-path; with and without the delimiting "/".
		{name: "gopher without slash", rule: "url", input: "gopher://host.dom", production: "gopherurl",
			want: texts{Scheme: str("gopher"), Authority: str("host.dom"), Host: str("host.dom")}},
		{name: "gopher with slash", rule: "url", input: "gopher://host.dom/", production: "gopherurl",
			want: texts{Scheme: str("gopher"), Authority: str("host.dom"), Host: str("host.dom"), Path: str("")}},
		// E10, E11: the search would contain "/", so the whole rest is the selector, no query.
		{name: "gopher selector fallback", rule: "url", input: "gopher://host.dom/1a%09b/c", production: "gopherurl",
			want: texts{Scheme: str("gopher"), Authority: str("host.dom"), Host: str("host.dom"), Path: str("1a%09b/c")}},
		// §3.8: "The final "/" character may be omitted": no path at all.
		{name: "telnet without slash", rule: "url", input: "telnet://host.dom", production: "telneturl",
			want: texts{Scheme: str("telnet"), Authority: str("host.dom"), Host: str("host.dom")}},
		// §3.9 third form: database "/" wtype "/" wpath is the path.
		{name: "wais doc", rule: "url", input: "wais://host.dom/db/TEXT/0x1234", production: "waisurl",
			want: texts{Scheme: str("wais"), Authority: str("host.dom"), Host: str("host.dom"), Path: str("db/TEXT/0x1234")}},
		// §3.10: "<host> can be ... the empty string".
		{name: "file empty host", rule: "url", input: "file:///etc/motd", production: "fileurl",
			want: texts{Scheme: str("file"), Authority: str(""), Host: str(""), Path: str("etc/motd")}},
		// §3.11: the fieldspecs are not part of the path.
		{name: "prospero fields", rule: "url", input: "prospero://host.dom/a/b;OBJECT-VERSION=3", production: "prosperourl",
			want: texts{Scheme: str("prospero"), Authority: str("host.dom"), Host: str("host.dom"), Path: str("a/b")}},
		// §3.5: the address is the path.
		{name: "mailto", rule: "url", input: "mailto:user@host.dom", production: "mailtourl",
			want: texts{Scheme: str("mailto"), Path: str("user@host.dom")}},
		// §3.6: an article; its "@" host is not an authority.
		{name: "news article", rule: "url", input: "news:123@host.dom", production: "newsurl",
			want: texts{Scheme: str("news"), Path: str("123@host.dom")}},
		// §5 genericurl without "//": the schemepart is the path.
		{name: "opaque other", rule: "url", input: "x-foo:a/b?c", production: "otherurl",
			want: texts{Scheme: str("x-foo"), Path: str("a/b?c")}},
		// §3.1 generic ip-schemepart without url-path.
		{name: "generic ip without path", rule: "url", input: "x://u:p@h:1", production: "otherurl",
			want: texts{Scheme: str("x"), Authority: str("u:p@h:1"), Userinfo: str("u:p"), Host: str("h"), Port: str("1")}},
		// E9: genericurl as the start rule accepts a defined scheme in generic form.
		{name: "genericurl start", rule: "genericurl", input: "http://host.dom/a?b?c", production: "genericurl",
			want: texts{Scheme: str("http"), Authority: str("host.dom"), Host: str("host.dom"), Path: str("a?b?c")}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			root, err := rfc1738.ParseRule(tc.rule, []byte(tc.input))
			require.NoError(t, err)
			got := splitrfc1738(root)
			assert.Equal(t, tc.production, got.Production)
			assert.Equal(t, tc.want, got.Components.texts(tc.input))
		})
	}
}

// The splitter is the dialect's.
func TestSplitRFC1738Registered(t *testing.T) {
	root, err := rfc1738.ParseRule("url", []byte("news:*"))
	require.NoError(t, err)
	assert.Equal(t, "newsurl", treeSplit(RFC1738)(root).Production)
}
