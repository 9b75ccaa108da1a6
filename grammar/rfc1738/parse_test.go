package rfc1738_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated/rfc1738"
	"github.com/urispec/urispec/internal/asttest"
)

// parseCase is one input that must parse under rule. production is the rule of the root's
// only child when rule is url (which scheme production matched), nodes the text of the first
// node of each named rule, absent the rules that must have no node.
type parseCase struct {
	name       string
	rule       string
	input      string
	production string
	nodes      map[string]string
	absent     []string
}

// TestSpecExamples parses every URL the spec text gives, in the order of the text. A URL
// inside the Appendix's <URL:...> wrapper is tested without the wrapper; whitespace that
// breaks a URL across lines is removed, as the Appendix says ("The whitespace should be
// ignored when extracting the URL"). The one example that is not a url is in
// TestSpecExampleFragment (E18).
func TestSpecExamples(t *testing.T) {
	cases := []parseCase{
		{
			// §1: the URI working group archive (E16: the text lost the <URL:...> brackets).
			name: "§1 archive", rule: "url", production: "httpurl",
			input:  "http://www.acl.lanl.gov/URI/archive/uri-archive.index.html",
			nodes:  map[string]string{"host": "www.acl.lanl.gov", "hpath": "URI/archive/uri-archive.index.html"},
			absent: []string{"port", "search"},
		},
		{
			// §3.1: "<URL:ftp://@host.com/> has an empty user name and no password".
			name: "§3.1 empty user", rule: "url", production: "ftpurl",
			input:  "ftp://@host.com/",
			nodes:  map[string]string{"user": "", "host": "host.com", "fpath": ""},
			absent: []string{"password"},
		},
		{
			// §3.1: "<URL:ftp://host.com/> has no user name" (E17: the text breaks the
			// wrapper after "<" with a no-break space and a line break).
			name: "§3.1 no user", rule: "url", production: "ftpurl",
			input:  "ftp://host.com/",
			nodes:  map[string]string{"host": "host.com"},
			absent: []string{"user", "password"},
		},
		{
			// §3.1: "<URL:ftp://foo:@host.com/> has a user name of "foo" and an empty password".
			name: "§3.1 empty password", rule: "url", production: "ftpurl",
			input: "ftp://foo:@host.com/",
			nodes: map[string]string{"user": "foo", "password": "", "host": "host.com"},
		},
		{
			// §3.2.2: "CWD /etc" then "RETR motd": the encoded "/" stays in one fsegment.
			name: "§3.2.2 encoded slash", rule: "url", production: "ftpurl",
			input: "ftp://myname@host.dom/%2Fetc/motd",
			nodes: map[string]string{"user": "myname", "host": "host.dom", "fpath": "%2Fetc/motd", "fsegment": "%2Fetc"},
		},
		{
			// §3.2.2: "CWD etc" then "RETR motd".
			name: "§3.2.2 relative", rule: "url", production: "ftpurl",
			input: "ftp://myname@host.dom/etc/motd",
			nodes: map[string]string{"fpath": "etc/motd", "fsegment": "etc"},
		},
		{
			// §3.2.2: a "CWD " with a null argument first (the text says "RETR moth", E15).
			name: "§3.2.2 empty first segment", rule: "url", production: "ftpurl",
			input: "ftp://myname@host.dom//etc/motd",
			nodes: map[string]string{"fpath": "/etc/motd", "fsegment": ""},
		},
		{
			// §3.4.4: a Gopher+ string of only "+" (the default view). The URL around each
			// Gopher+ string of §3.4 is built from the §3.4.1 form
			// gopher://<host>:<port>/<gophertype><selector>%09<search>%09<gopher+_string>.
			name: "§3.4.4 default view", rule: "url", production: "gopherurl",
			input: "gopher://host.dom/1sel%09%09+",
			nodes: map[string]string{"gtype": "1", "selector": "sel", "search": "", "gopherplus-string": "+"},
		},
		{
			// §3.4.4: a Gopher+ string of only "?" (an item with an electronic form).
			name: "§3.4.4 form", rule: "url", production: "gopherurl",
			input: "gopher://host.dom/1sel%09%09?",
			nodes: map[string]string{"search": "", "gopherplus-string": "?"},
		},
		{
			// §3.4.6: "!" refers to all of an item's attributes.
			name: "§3.4.6 all attributes", rule: "url", production: "gopherurl",
			input: "gopher://host.dom/1sel%09%09!",
			nodes: map[string]string{"gopherplus-string": "!"},
		},
		{
			// §3.4.6: "$" refers to all item attributes of a directory.
			name: "§3.4.6 directory attributes", rule: "url", production: "gopherurl",
			input: "gopher://host.dom/1%09%09$",
			nodes: map[string]string{"selector": "", "gopherplus-string": "$"},
		},
		{
			// §3.4.7: the gopher+_string "!+ABSTRACT".
			name: "§3.4.7 one attribute", rule: "url", production: "gopherurl",
			input: "gopher://host.dom/0sel%09%09!+ABSTRACT",
			nodes: map[string]string{"gtype": "0", "gopherplus-string": "!+ABSTRACT"},
		},
		{
			// §3.4.7: "!+ABSTRACT%20+SMELL", attribute names separated by coded spaces.
			name: "§3.4.7 two attributes", rule: "url", production: "gopherurl",
			input: "gopher://host.dom/0sel%09%09!+ABSTRACT%20+SMELL",
			nodes: map[string]string{"gopherplus-string": "!+ABSTRACT%20+SMELL"},
		},
		{
			// §3.4.8: the alternate view "+application/postscript%20Es_ES".
			name: "§3.4.8 alternate view", rule: "url", production: "gopherurl",
			input: "gopher://host.dom/0sel%09%09+application/postscript%20Es_ES",
			nodes: map[string]string{"gopherplus-string": "+application/postscript%20Es_ES"},
		},
		{
			// §3.4.9: the electronic-form string, with "yes" and "no" for <ask_item1_value>
			// and <ask_item2_value>; it contains a further %09, which stays in the
			// gopherplus-string (E10).
			name: "§3.4.9 filled form", rule: "url", production: "gopherurl",
			input: "gopher://host.dom/1sel%09%09+%091%0D%0A+-1%0D%0Ayes%0D%0Ano%0D%0A.%0D%0A",
			nodes: map[string]string{"selector": "sel", "search": "", "gopherplus-string": "+%091%0D%0A+-1%0D%0Ayes%0D%0Ano%0D%0A.%0D%0A"},
		},
		{
			// §3.6: "<URL:news:*>", all available news groups.
			name: "§3.6 all groups", rule: "url", production: "newsurl",
			input:  "news:*",
			nodes:  map[string]string{"grouppart": "*"},
			absent: []string{"group", "article"},
		},
		{
			// §3.6: the newsgroup-name "comp.infosystems.www.misc", in the form news:<newsgroup-name>.
			name: "§3.6 group", rule: "url", production: "newsurl",
			input:  "news:comp.infosystems.www.misc",
			nodes:  map[string]string{"group": "comp.infosystems.www.misc"},
			absent: []string{"article"},
		},
		{
			// §3.10: the VMS file DISK$USER:[MY.NOTES]NOTE123456.TXT (the URL says
			// note12345, as in the English RFC).
			name: "§3.10 VMS file", rule: "url", production: "fileurl",
			input: "file://vms.host.edu/disk$user/my/notes/note12345.txt",
			nodes: map[string]string{"host": "vms.host.edu", "fpath": "disk$user/my/notes/note12345.txt"},
		},
		{
			// §3.11: "<URL:prospero://host.dom//pros/name> designates a <hsoname> of "/pros/name"".
			name: "§3.11 hsoname", rule: "url", production: "prosperourl",
			input:  "prospero://host.dom//pros/name",
			nodes:  map[string]string{"host": "host.dom", "ppath": "/pros/name", "psegment": ""},
			absent: []string{"fieldspec"},
		},
		{
			// Appendix: "<URL:ftp://info.cern.ch/pub/www/doc;type=d>".
			name: "Appendix type d", rule: "url", production: "ftpurl",
			input: "ftp://info.cern.ch/pub/www/doc;type=d",
			nodes: map[string]string{"fpath": "pub/www/doc", "ftptype": "d"},
		},
		{
			// Appendix: "<URL:ftp://ds.internic.net/rfc>".
			name: "Appendix rfc directory", rule: "url", production: "ftpurl",
			input:  "ftp://ds.internic.net/rfc",
			nodes:  map[string]string{"host": "ds.internic.net", "fpath": "rfc"},
			absent: []string{"ftptype"},
		},
		// References [1]..[18], in order.
		{name: "[1]", rule: "url", production: "ftpurl", input: "ftp://ds.internic.net/rfc/rfc1436.txt;type=a",
			nodes: map[string]string{"ftptype": "a"}},
		// [2] is broken across lines after "gopher_protocol".
		{name: "[2]", rule: "url", production: "ftpurl", input: "ftp://boombox.micro.umn.edu/pub/gopher/gopher_protocol/Gopher+/Gopher+.txt",
			nodes: map[string]string{"host": "boombox.micro.umn.edu"}},
		{name: "[3]", rule: "url", production: "ftpurl", input: "ftp://ds.internic.net/rfc/rfc1630.txt"},
		{name: "[4]", rule: "url", production: "ftpurl", input: "ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z"},
		{name: "[5]", rule: "url", production: "ftpurl", input: "ftp://ds.internic.net/rfc/rfc1123.txt"},
		{name: "[6]", rule: "url", production: "ftpurl", input: "ftp://ds.internic.net/rfc/rfc822.txt"},
		{name: "[7]", rule: "url", production: "ftpurl", input: "ftp://quake.think.com/pub/wais/doc/protspec.txt"},
		{name: "[8]", rule: "url", production: "ftpurl", input: "ftp://ds.internic.net/rfc/rfc1036.txt"},
		{name: "[10]", rule: "url", production: "ftpurl", input: "ftp://quake.think.com/pub/wais/doc/doc-ids.txt"},
		{name: "[11]", rule: "url", production: "ftpurl", input: "ftp://ds.internic.net/rfc/rfc977.txt"},
		// [12] is broken across lines after "internet-drafts".
		{name: "[12]", rule: "url", production: "ftpurl", input: "ftp://ds.internic.net/internet-drafts/draft-ietf-uri-irl-fun-req-02.txt"},
		{name: "[13]", rule: "url", production: "ftpurl", input: "ftp://ds.internic.net/rfc/rfc1034.txt"},
		// [14] is broken across lines after "doc".
		{name: "[14]", rule: "url", production: "ftpurl", input: "ftp://prospero.isi.edu/pub/prospero/doc/prospero-protocol.PS.Z"},
		{name: "[15]", rule: "url", production: "ftpurl", input: "ftp://ds.internic.net/rfc/rfc959.txt"},
		{name: "[16]", rule: "url", production: "ftpurl", input: "ftp://ds.internic.net/rfc/rfc1737.txt"},
		{name: "[17]", rule: "url", production: "ftpurl", input: "ftp://ds.internic.net/rfc/rfc1625.txt"},
		{name: "[18]", rule: "url", production: "ftpurl", input: "ftp://uu.psi.com/wp/nir.txt"},
	}
	runParseCases(t, cases)
}

// TestSpecExampleFragment: the Appendix's "<URL:http://ds.internic.net/instructions/
// overview.html#WARNING>" carries a fragment identifier inside the wrapper; "#" is in no
// rule of §5, so the whole text is not a url and fails at the "#", while the URL before it is
// an httpurl (E18).
func TestSpecExampleFragment(t *testing.T) {
	const input = "http://ds.internic.net/instructions/overview.html#WARNING"
	_, err := rfc1738.ParseRule("url", []byte(input))
	require.Error(t, err)
	off, _, ok := rfc1738.Failure(err)
	require.True(t, ok)
	assert.Equal(t, strings.Index(input, "#"), off)
	assert.Equal(t, 49, off)

	runParseCases(t, []parseCase{{
		name: "Appendix without fragment", rule: "url", production: "httpurl",
		input: input[:off],
		nodes: map[string]string{"host": "ds.internic.net", "hpath": "instructions/overview.html"},
	}})
}

// TestDerived checks the readings the errata and the PEG rewrites decide, on inputs built from
// the rules (not printed in the spec).
func TestDerived(t *testing.T) {
	cases := []parseCase{
		{
			// §2.1, E5: scheme names ignore case ("allow "HTTP" as well as "http"").
			name: "upper-case defined scheme", rule: "url", production: "httpurl",
			input: "HTTP://host.dom/a",
		},
		{
			// §2.1, E5: the same for a scheme that is not defined.
			name: "upper-case other scheme", rule: "url", production: "otherurl",
			input: "X-FOO:bar",
			nodes: map[string]string{"scheme": "X-FOO", "schemepart": "bar"},
		},
		{
			// §4: "z39.50" is one of the proposed scheme names; a generic URL.
			name: "proposed scheme", rule: "url", production: "otherurl",
			input: "z39.50://host.dom:210/db",
			nodes: map[string]string{"scheme": "z39.50", "ip-schemepart": "//host.dom:210/db", "port": "210", "urlpath": "db"},
		},
		{
			// §5: schemepart may be empty.
			name: "empty schemepart", rule: "url", production: "otherurl",
			input:  "x:",
			nodes:  map[string]string{"schemepart": ""},
			absent: []string{"ip-schemepart"},
		},
		{
			// §3.1 / schemepart rewrite: "//" not followed by a login is plain *xchar.
			name: "schemepart not ip", rule: "url", production: "otherurl",
			input:  "x:///a",
			nodes:  map[string]string{"schemepart": "///a"},
			absent: []string{"ip-schemepart"},
		},
		{
			// E9: genericurl, as its own start rule, accepts any scheme in generic form.
			name: "genericurl with a defined scheme", rule: "genericurl",
			input: "http://host.dom/a?b?c",
			nodes: map[string]string{"scheme": "http", "schemepart": "//host.dom/a?b?c"},
		},
		{
			// Appendix: the "URL:" prefix is itself a scheme name, so wrapper and URL form an
			// otherurl (the wrapper is not part of the URL; this is what the grammar says of it).
			name: "URL: prefix", rule: "url", production: "otherurl",
			input: "URL:ftp://host.dom/",
			nodes: map[string]string{"scheme": "URL", "schemepart": "ftp://host.dom/"},
		},
		{
			// §3.1: user, password, host and port; telnet's final "/".
			name: "telnet login", rule: "url", production: "telneturl",
			input:  "telnet://guest:secret@10.0.0.1:23/",
			nodes:  map[string]string{"user": "guest", "password": "secret", "hostnumber": "10.0.0.1", "port": "23"},
			absent: []string{"hostname"},
		},
		{
			// §3.8: "The final "/" character may be omitted".
			name: "telnet without slash", rule: "telneturl",
			input: "telnet://host.dom",
			nodes: map[string]string{"host": "host.dom"},
		},
		{
			// §3.1: a hostname whose labels contain hyphens and digits.
			name: "hyphenated labels", rule: "url", production: "httpurl",
			input: "http://a-1.b--c.d9/",
			nodes: map[string]string{"hostname": "a-1.b--c.d9", "hpath": ""},
		},
		{
			// §3.3: path and search.
			name: "http search", rule: "url", production: "httpurl",
			input: "http://host.dom:8080/a/b;c?x=1&y=2",
			nodes: map[string]string{"port": "8080", "hpath": "a/b;c", "hsegment": "a", "search": "x=1&y=2"},
		},
		{
			// §3.4.1: "The entire <gopher-path> may also be empty, in which case the delimiting
			// "/" is also optional".
			name: "gopher without path", rule: "gopherurl",
			input:  "gopher://host.dom",
			absent: []string{"gtype", "selector"},
		},
		{
			// §3.4.2: selector, %09, search.
			name: "gopher search", rule: "url", production: "gopherurl",
			input:  "gopher://host.dom:70/7index%09word",
			nodes:  map[string]string{"gtype": "7", "selector": "index", "search": "word"},
			absent: []string{"gopherplus-string"},
		},
		{
			// E10, E11: the text after the first %09 has a "/", which search excludes, so the
			// whole rest is the selector.
			name: "gopher selector fallback", rule: "url", production: "gopherurl",
			input:  "gopher://host.dom/1a%09b/c",
			nodes:  map[string]string{"selector": "a%09b/c"},
			absent: []string{"search"},
		},
		{
			// §3.5: the address as written, encoded "%" included.
			name: "mailto", rule: "url", production: "mailtourl",
			input: "mailto:user%25relay@host.dom",
			nodes: map[string]string{"encoded822addr": "user%25relay@host.dom"},
		},
		{
			// §3.6, E14: an article whose host is a hostnumber.
			name: "news article", rule: "url", production: "newsurl",
			input:  "news:123.456@10.0.0.1",
			nodes:  map[string]string{"article": "123.456@10.0.0.1", "hostnumber": "10.0.0.1"},
			absent: []string{"group"},
		},
		{
			// grouppart rewrite: "*" followed by "@" is an article, not "*".
			name: "news star article", rule: "newsurl",
			input: "news:*@host.dom",
			nodes: map[string]string{"article": "*@host.dom"},
		},
		{
			// §3.7 with the article number.
			name: "nntp article", rule: "url", production: "nntpurl",
			input: "nntp://news.host.dom:119/comp.misc/1234",
			nodes: map[string]string{"group": "comp.misc", "digits": "1234"},
		},
		{
			// E12: §5 makes the article number optional.
			name: "nntp group", rule: "url", production: "nntpurl",
			input:  "nntp://news.host.dom/comp.misc",
			absent: []string{"digits"},
		},
		{
			// §3.9, first form.
			name: "wais database", rule: "url", production: "waisurl",
			input: "wais://host.dom:210/db",
			nodes: map[string]string{"waisdatabase": "wais://host.dom:210/db", "database": "db"},
		},
		{
			// §3.9, second form.
			name: "wais index", rule: "url", production: "waisurl",
			input: "wais://host.dom/db?word",
			nodes: map[string]string{"waisindex": "wais://host.dom/db?word", "search": "word"},
		},
		{
			// §3.9, third form.
			name: "wais doc", rule: "url", production: "waisurl",
			input: "wais://host.dom/db/TEXT/0x1234",
			nodes: map[string]string{"waisdoc": "wais://host.dom/db/TEXT/0x1234", "wtype": "TEXT", "wpath": "0x1234"},
		},
		{
			// §3.10: "<host> can be the string "localhost" or the empty string".
			name: "file empty host", rule: "url", production: "fileurl",
			input:  "file:///etc/motd",
			nodes:  map[string]string{"fpath": "etc/motd"},
			absent: []string{"host"},
		},
		{
			// §3.10: "localhost" (a hostname, so host takes it).
			name: "file localhost", rule: "fileurl",
			input: "file://LOCALHOST/x",
			nodes: map[string]string{"host": "LOCALHOST"},
		},
		{
			// §3.11: field/value pairs after the hsoname.
			name: "prospero fields", rule: "url", production: "prosperourl",
			input: "prospero://host.dom:1525/pros/name;OBJECT-VERSION=3;x=",
			nodes: map[string]string{"ppath": "pros/name", "fieldspec": ";OBJECT-VERSION=3", "fieldname": "OBJECT-VERSION", "fieldvalue": "3"},
		},
		{
			// E5: ";type=" ignores case, and ftptype lists both cases.
			name: "ftp upper-case type", rule: "ftpurl",
			input: "ftp://host.dom/f;TYPE=I",
			nodes: map[string]string{"ftptype": "I"},
		},
	}
	runParseCases(t, cases)
}

func runParseCases(t *testing.T, cases []parseCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			root, err := rfc1738.ParseRule(tc.rule, []byte(tc.input))
			require.NoError(t, err)
			require.NotNil(t, root)
			assert.Equal(t, tc.rule, root.Rule)
			assert.Equal(t, 0, root.Start)
			assert.Equal(t, len(tc.input), root.End)
			if tc.production != "" {
				require.Len(t, root.Children, 1)
				assert.Equal(t, tc.production, root.Children[0].Rule)
			}
			for rule, want := range tc.nodes {
				n := root.Find(rule)
				if assert.NotNil(t, n, "no %s node", rule) {
					assert.Equal(t, want, n.Text, rule)
				}
			}
			for _, rule := range tc.absent {
				assert.Nil(t, root.Find(rule), "unexpected %s node", rule)
			}
			asttest.CheckSpans(t, tc.input, root)
		})
	}
}

// TestInvalid: inputs that are not valid under rule, with the byte offset of pigeon's farthest
// failure.
func TestInvalid(t *testing.T) {
	cases := []struct {
		name   string
		rule   string
		input  string
		offset int
	}{
		// §5 scheme, E3: a scheme has at least one character.
		{name: "empty scheme", rule: "url", input: ":foo", offset: 0},
		// §5 scheme: no space.
		{name: "space in scheme", rule: "url", input: "x y:z", offset: 1},
		// §5 genericurl: the ":" after the scheme.
		{name: "no colon", rule: "genericurl", input: "ftp", offset: 3},
		// E9: "HTTP:" is a defined scheme (E5), so otherurl is not tried and httpurl needs "//".
		{name: "defined scheme escaping", rule: "url", input: "HTTP:x", offset: 4},
		// E9: httpurl's search has no "?"; genericurl would accept this.
		{name: "second question mark", rule: "url", input: "http://host.dom/a?b?c", offset: 19},
		// §5 httpurl: search comes only after "/" hpath, and has no "/".
		{name: "slash in search", rule: "url", input: "http://h/a/b?c/d", offset: 14},
		// §3.3: "No user name or password is allowed" in http.
		{name: "http login", rule: "url", input: "http://u@h/", offset: 8},
		// §5 hostname: "_" is not in a domain label.
		{name: "underscore in host", rule: "url", input: "http://a_b/", offset: 8},
		// §5 toplabel: the last label starts with a letter, so this is neither hostname nor
		// hostnumber.
		{name: "digit toplabel", rule: "url", input: "http://h.1a/", offset: 11},
		// §5 hostnumber: four groups.
		{name: "three groups", rule: "url", input: "http://1.2.3/", offset: 12},
		// §5 domainlabel/toplabel: no trailing hyphen.
		{name: "trailing hyphen", rule: "url", input: "ftp://host.com-/", offset: 15},
		// §5 port: at least one digit.
		{name: "empty port", rule: "url", input: "gopher://h:/", offset: 11},
		// §5 port: digits only.
		{name: "port with letter", rule: "url", input: "http://host:80x/", offset: 14},
		// §5 password: no ":".
		{name: "colon in password", rule: "url", input: "ftp://u:p:q@h/", offset: 9},
		// §5 login: a host after "@".
		{name: "no host after at", rule: "url", input: "telnet://u@", offset: 11},
		// §5 ftptype: "a", "i" or "d".
		{name: "bad ftptype", rule: "url", input: "ftp://h/a;type=x", offset: 15},
		// §5 ftpurl: one ";type=" at the end.
		{name: "two types", rule: "url", input: "ftp://h/a/b;type=a;type=i", offset: 18},
		// §5 escape: "%" and two hex digits.
		{name: "bad escape", rule: "url", input: "ftp://h/%zz", offset: 9},
		// §5 escape: truncated at the end.
		{name: "truncated escape", rule: "url", input: "mailto:a%b", offset: 10},
		// §5 fileurl: the "/" before fpath is not optional.
		{name: "file without slash", rule: "url", input: "file://h", offset: 8},
		// §5 gopherurl: a space is no xchar (§2.2: unsafe).
		{name: "space in selector", rule: "url", input: "gopher://h/1 x", offset: 12},
		// §3.4.9: the form template as printed; "<ask_item1_value>" is a placeholder and "<"
		// is no xchar.
		{name: "form template", rule: "url", input: "gopher://host.dom/1sel%09%09+%091%0D%0A+-1%0D%0A<ask_item1_value>%0D%0A<ask_item2_value>%0D%0A.%0D%0A", offset: 48},
		// §5 mailtourl, encoded822addr = 1*xchar.
		{name: "empty mailto", rule: "url", input: "mailto:", offset: 7},
		// §5 grouppart: nothing after "news:".
		{name: "empty news", rule: "url", input: "news:", offset: 5},
		// §5 article, E4: at least one character before "@".
		{name: "empty article id", rule: "url", input: "news:@host", offset: 5},
		// §5 grouppart: "*" alone.
		{name: "star with more", rule: "url", input: "news:*x", offset: 7},
		// §5 group: starts with a letter.
		{name: "nntp group digit", rule: "url", input: "nntp://h/1g", offset: 9},
		// §5 nntpurl: "/" is followed by digits.
		{name: "nntp empty article", rule: "url", input: "nntp://h/g/", offset: 11},
		// §5 telneturl: nothing after the final "/".
		{name: "telnet path", rule: "url", input: "telnet://h/x", offset: 11},
		// §5 waisdoc: wtype "/" wpath.
		{name: "wais doc without wpath", rule: "url", input: "wais://h/d/t", offset: 12},
		// §5 fieldspec: "=" after the fieldname.
		{name: "prospero field without value", rule: "url", input: "prospero://h/p;a", offset: 16},
		// §5 genericurl: "#" is in no rule (E18).
		{name: "fragment", rule: "url", input: "x:y#f", offset: 3},
		// A scheme production as start rule accepts only its own scheme.
		{name: "wrong scheme", rule: "ftpurl", input: "http://h/", offset: 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			root, err := rfc1738.ParseRule(tc.rule, []byte(tc.input))
			require.Error(t, err)
			assert.Nil(t, root)
			off, _, ok := rfc1738.Failure(err)
			require.True(t, ok, "not a parse failure: %v", err)
			assert.Equal(t, tc.offset, off)
		})
	}
}

// TestUnknownStartRule: ParseRule names the start rules it has.
func TestUnknownStartRule(t *testing.T) {
	_, err := rfc1738.ParseRule("hostport", []byte("h"))
	require.Error(t, err)
	_, _, ok := rfc1738.Failure(err)
	assert.False(t, ok)
	assert.Equal(t, []string{"url", "genericurl", "httpurl", "ftpurl", "newsurl", "nntpurl", "telneturl",
		"gopherurl", "waisurl", "mailtourl", "fileurl", "prosperourl"}, rfc1738.StartRules)
}
