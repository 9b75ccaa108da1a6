package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
)

func init() {
	registerTreeRef(RFC1630, splitRFC1630, typeRFC1630)
}

// rfc1630Chain are the rules that only choose between, prefix or rename
// other productions (§BNF-for-specific-URL-schemes url, waisaddress,
// prosperoaddress, prefixedurl; the start rules fragmentaddress and
// partial-address hold a uri or a partial-form and its fragmentid).
// Production looks through them.
var rfc1630Chain = map[string]bool{
	"fragmentaddress": true, "partial-address": true, "prefixedurl": true,
	"url": true, "waisaddress": true, "prosperoaddress": true,
}

// rfc1630Production returns the production node of a tree: the rule below
// the start rule, looking through rfc1630Chain.
func rfc1630Production(root *ast.Node) *ast.Node {
	n := root
	for rfc1630Chain[n.Rule] {
		n = n.Children[0]
	}
	return n
}

// splitRFC1630 splits a tree of RFC 1630 (start rules fragmentaddress, url,
// partial-address, uri and prefixedurl).
//
// Production is the production below the start rule, looking through url,
// waisaddress, prosperoaddress and prefixedurl: uri (the generic BNF),
// partial-form, or one of httpaddress, ftpaddress, newsaddress, nntpaddress,
// midaddress, cidaddress, mailtoaddress, waisindex, waisdoc, prosperolink,
// telnetaddress and gopheraddress.
//
// Parts are every node of the tree below the production, and the fragmentid
// after it, in input order: the rules of the BNFs that name a part of an
// address (scheme, path, xpalphas, search; login, user, password, hostport,
// host, hostname, hostnumber, port, path-url, segment, search-url; groupart,
// group, article; digits of nntp; addr-spec, content-identifier; database,
// wtype, wpath; hsoname, version, attributes, attribute; gtype, gcommand;
// fragmentid).
//
// Components, raw and without delimiters, as url-draft-1993's (the text is
// its successor):
//   - Scheme: the text before the first ":" (§BNF-of-Generic-URI-Syntax: an
//     ialpha holds no ":"); for prefixedurl, the url's ("url:" is a prefix,
//     §BNF-for-specific-URL-schemes prefixedurl = "u r l : url"); nil for a
//     partial form, which omits it.
//   - Authority: what follows "//" up to the next "/": the login (ftp,
//     telnet: [ user [ ":" password ] "@" ] hostport) or the hostport (http,
//     wais, prospero, gopher). Userinfo is user [ ":" password ]; Host and
//     Port those of the hostport.
//   - Path: "the rest" after the scheme's ":" or after the authority and its
//     "/", without "?" search: the generic path; http's and ftp's path-url;
//     news's groupart; nntp's group "/" digits; mid's addr-spec; cid's
//     content-identifier; mailto's mailbox; wais's database [ "/" wtype "/"
//     wpath ]; prospero's hsoname [ "%00" version [ attributes ] ];
//     gopher's gtype [ gcommand ]. nil where the "/" is absent (http, gopher)
//     and for telnet. A partial form's path is as written, with its leading
//     slashes.
//   - Query: the search part (search, search-url).
//   - Fragment: the fragmentid.
func splitRFC1630(root *ast.Node) Split {
	prod := rfc1630Production(root)
	s := newSplit(prod.Rule)
	c := &s.Components
	c.Fragment = span(root.Child("fragmentid"))
	if prod.Rule != "partial-form" {
		c.Scheme = Span{prod.Start, prod.Start + strings.IndexByte(prod.Text, ':')}
	}
	var auth *ast.Node
	switch prod.Rule {
	case "uri":
		c.Path = span(prod.Child("path"))
	case "partial-form":
		end := prod.End
		if q := prod.Child("search"); q != nil {
			end = q.Start - 1
		}
		c.Path = Span{prod.Start, end}
	case "httpaddress", "ftpaddress":
		auth = findFirst(prod, "login", "hostport")
		c.Path = span(prod.Child("path-url"))
	case "waisindex", "waisdoc", "prosperolink", "gopheraddress":
		auth = prod.Child("hostport")
		if auth.End < prod.End && prod.Text[auth.End-prod.Start] == '/' {
			end := prod.End
			if q := prod.Child("search-url"); q != nil {
				end = q.Start - 1
			}
			c.Path = Span{auth.End + 1, end}
		}
	case "telnetaddress":
		auth = prod.Child("login")
	default:
		// newsaddress, nntpaddress, midaddress, cidaddress, mailtoaddress:
		// scheme ":" and the rest.
		c.Path = Span{c.Scheme.End + 1, prod.End}
	}
	if auth != nil {
		c.Authority = span(auth)
		c.Userinfo = loginUserinfo(auth)
		hp := auth
		if auth.Rule == "login" {
			hp = auth.Child("hostport")
		}
		c.Host = span(hp.Child("host"))
		c.Port = span(hp.Child("port"))
	}
	c.Query = span(findFirst(prod, "search", "search-url"))

	prod.Walk(func(n *ast.Node) bool {
		if n != prod {
			s.Parts = append(s.Parts, part(n))
		}
		return true
	})
	if f := root.Child("fragmentid"); f != nil {
		s.Parts = append(s.Parts, part(f))
	}
	return s
}

// typeRFC1630 types a tree of RFC 1630, as splitRFC1630 splits it: the user
// and password of a login, the kind of the host (hostname or hostnumber),
// and the segments of the path (the xpalphas of the generic BNF and the
// segments of the URL BNF's path-url, §BNF-for-specific-URL-schemes path =
// void | segment [ / path ]).
func typeRFC1630(b *typer, root *ast.Node) {
	s := splitRFC1630(root)
	t := b.t
	t.Path = nil
	c := s.Components
	if c.Path.Defined() {
		t.Path = &Path{Text: *b.span(c.Path.Start, c.Path.End)}
		root.Walk(func(n *ast.Node) bool {
			if (n.Rule == "xpalphas" || n.Rule == "segment") && c.Path.Start <= n.Start && n.End <= c.Path.End {
				t.Path.Segments = append(t.Path.Segments, Segment{Text: *b.node(n)})
			}
			return true
		})
	}
	if l := root.Find("login"); l != nil {
		t.User, t.Password = b.node(l.Child("user")), b.node(l.Child("password"))
	}
	if c.Host.Defined() {
		b.host(root.Find("host"))
	}
}
