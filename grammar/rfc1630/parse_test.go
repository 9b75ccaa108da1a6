package rfc1630_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/generated/rfc1630"
)

// parse parses input with rule and checks the spans of the tree.
func parse(t *testing.T, rule, input string) *ast.Node {
	t.Helper()
	n, err := rfc1630.ParseRule(rule, []byte(input))
	require.NoError(t, err, "%s %q", rule, input)
	require.Equal(t, rule, n.Rule)
	require.NoError(t, n.CheckSpans(input))
	return n
}

// texts returns the texts of the nodes of rule under n, in input order.
func texts(n *ast.Node, rule string) []string {
	var out []string
	for _, m := range n.FindAll(rule) {
		out = append(out, m.Text)
	}
	return out
}

// TestStartRules checks the start rules against the ;@start pragma.
func TestStartRules(t *testing.T) {
	assert.Equal(t, []string{"fragmentaddress", "url", "partial-address", "uri", "prefixedurl"}, rfc1630.StartRules)
	_, err := rfc1630.ParseRule("hostport", []byte("h"))
	require.Error(t, err)
	_, _, ok := rfc1630.Failure(err)
	assert.False(t, ok, "an unknown start rule is not a parse failure")
}

// TestParses checks the tree where the BNF is ambiguous and the parser
// chooses (rfc1630.peg): each want is "rule=text1|text2", the texts of all
// nodes of that rule in input order.
func TestParses(t *testing.T) {
	tests := []struct {
		name, rule, input string
		want              map[string][]string
	}{
		// §FTP: "The syntax allows for the inclusion of a user name and even a password".
		{name: "user and password", rule: "url", input: "ftp://u:p@h/f",
			want: map[string][]string{"user": {"u"}, "password": {"p"}, "hostport": {"h"}, "segment": {"f"}}},
		// A user needs a hostport after its "@"; otherwise the whole run is a hostname.
		{name: "no user before a bad host", rule: "url", input: "ftp://u@1.2/x",
			want: map[string][]string{"user": nil, "hostname": {"u@1.2"}}},
		{name: "no user before a longer hostname", rule: "url", input: "ftp://u@1.2.3.4x/f",
			want: map[string][]string{"user": nil, "hostname": {"u@1.2.3.4x"}}},
		{name: "user before a host number", rule: "url", input: "telnet://guest@128.141.1.1:23",
			want: map[string][]string{"user": {"guest"}, "hostnumber": {"128.141.1.1"}, "port": {"23"}}},
		// §News: a message identifier is told apart "by the presence of the commercial at".
		{name: "article", rule: "url", input: "news:1234@cernvax.cern.ch",
			want: map[string][]string{"article": {"1234@cernvax.cern.ch"}, "host": {"cernvax.cern.ch"}, "group": nil}},
		{name: "article split at the first @ before a host", rule: "url", input: "news:a@b@c",
			want: map[string][]string{"article": {"a@b@c"}, "host": {"b@c"}}},
		{name: "group", rule: "url", input: "news:comp.infosystems.www",
			want: map[string][]string{"group": {"comp.infosystems.www"}, "article": nil}},
		{name: "group with an @ and no host after it", rule: "url", input: "news:a@1.2",
			want: map[string][]string{"group": {"a@1.2"}, "article": nil}},
		// Mailboxes: the first "@" followed by a hostname (an alpha).
		{name: "mailto", rule: "url", input: "mailto:a@1@b",
			want: map[string][]string{"hostname": {"b"}}},
		{name: "mid", rule: "url", input: "mid:12345@info.cern.ch",
			want: map[string][]string{"addr-spec": {"12345@info.cern.ch"}, "hostname": {"info.cern.ch"}}},
		// §Prospero: "the version number is separated from the host specific object name by
		// the characters "%00"".
		{name: "prospero version", rule: "url", input: "prospero://h/a/b%0012",
			want: map[string][]string{"hsoname": {"a/b"}, "version": {"12"}}},
		{name: "prospero %00 not followed by a version", rule: "url", input: "prospero://h/a%00b",
			want: map[string][]string{"hsoname": {"a%00b"}, "version": nil}},
		// WAIS: the fields of wpath.
		{name: "wpath", rule: "url", input: "wais://h/db/TEXT/1=a/b;2=;",
			want: map[string][]string{"database": {"db"}, "wtype": {"TEXT"}, "wpath": {"1=a/b;2=;"}, "path-url": {"a/b", ""}}},
		// ftptype: its letters are path characters; the path takes them (erratum E9).
		{name: "ftptype in the path", rule: "url", input: "ftp://h/fileAN",
			want: map[string][]string{"segment": {"fileAN"}, "ftptype": nil}},
		// The generic BNF: segments separated by single slashes, a void path after the last.
		{name: "generic", rule: "fragmentaddress", input: "s:a/b/?q+r#f",
			want: map[string][]string{"scheme": {"s"}, "xpalphas": {"a", "b"}, "search": {"q+r"}, "fragmentid": {"f"}}},
		{name: "partial with slashes", rule: "partial-address", input: "//g?x#y",
			want: map[string][]string{"xpalphas": {"g"}, "search": {"x"}, "fragmentid": {"y"}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n := parse(t, tc.rule, tc.input)
			for rule, want := range tc.want {
				assert.Equal(t, want, texts(n, rule), rule)
			}
		})
	}
}
