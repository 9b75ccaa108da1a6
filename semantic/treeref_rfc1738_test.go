package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
)

func init() {
	registerTreeRef(RFC1738, splitrfc1738, typeRFC1738)
}

// rfc1738Parts are the rules of grammar/rfc1738/rfc1738.abnf reported as
// Parts, in input order: the login parts of §3.1 (user, password, host,
// hostname or hostnumber, port), the url-path of a generic URL (urlpath), and
// the parts of each scheme of §3: ftp fpath, fsegment, ftptype (§3.2.2); http
// hpath, hsegment, search (§3.3); gopher gtype, selector, search,
// gopherplus-string (§3.4.1); mailto encoded822addr (§3.5); news grouppart,
// group, article (§3.6); nntp group and the article number (digits, §3.7);
// wais database, wtype, wpath (§3.9); prospero ppath, psegment, fieldspec,
// fieldname, fieldvalue (§3.11). digits counts only as the nntp article
// number; inside a port or hostnumber it is not reported again.
var rfc1738Parts = map[string]bool{
	"user": true, "password": true, "host": true, "hostname": true, "hostnumber": true, "port": true,
	"urlpath": true,
	"fpath":   true, "fsegment": true, "ftptype": true,
	"hpath": true, "hsegment": true, "search": true,
	"gtype": true, "selector": true, "gopherplus-string": true,
	"encoded822addr": true,
	"grouppart":      true, "group": true, "article": true,
	"database": true, "wtype": true, "wpath": true,
	"ppath": true, "psegment": true, "fieldspec": true, "fieldname": true, "fieldvalue": true,
}

// splitrfc1738 splits a tree of RFC 1738 §5 (start rules url, genericurl and
// the ten scheme productions).
//
// Production is the scheme production that matched below url (httpurl,
// ftpurl, ..., or otherurl for a scheme §3 does not define); for the other
// start rules it is the start rule itself.
//
// Components, raw as written and without delimiters. Scheme is the text
// before the first ":" (§2.1). Authority is what follows "//" up to the "/"
// that starts the url-path (§3.1): the login of ftp, telnet and of a generic
// ip-schemepart, the hostport of http, gopher, nntp, wais and prospero, the
// host of file (Authority and Host are "" when it is empty, §3.10); mailto
// and news have none. Userinfo is user [ ":" password ], defined only when
// the "@" is there (§3.1: "an empty user name or password is different than
// no user name or password"); Host and Port are those of the authority. Path
// is the url-path (§3.1: the "/" before it "is NOT part of the url-path")
// without its search part: fpath (ftp, without ";type="; file), hpath (http),
// gtype and selector (gopher), the group and article number (nntp), database
// [ "/" wtype "/" wpath ] (wais), ppath (prospero, without the fieldspecs),
// the address (mailto), the grouppart (news), and for a generic URL its
// urlpath or, without "//", its whole schemepart. Path is nil when the "/"
// before it is absent (ftp, http, gopher, telnet and a generic ip-schemepart
// allow that). Query is the search part: http's and gopher's search (§3.3,
// §3.4.2) and the search of a wais index (§3.9). Fragment is always nil:
// RFC 1738 has no fragment (E18).
func splitrfc1738(root *ast.Node) Split {
	prod := root
	if root.Rule == "url" && len(root.Children) == 1 {
		prod = root.Children[0]
	}
	s := newSplit(prod.Rule)
	c := &s.Components

	// §2.1 <scheme>:<scheme-specific-part>; a scheme has no ":".
	if i := strings.IndexByte(prod.Text, ':'); i >= 0 {
		c.Scheme = Span{prod.Start, prod.Start + i}
	}

	// after returns what follows n up to the end of prod when a "/" comes
	// right after n (the url-path of §3.1), else Undefined.
	after := func(n *ast.Node) Span {
		if n == nil || n.End >= prod.End {
			return Undefined
		}
		return Span{n.End + 1, prod.End}
	}

	var auth *ast.Node
	switch prod.Rule {
	case "ftpurl": // §3.2, §5: "ftp://" login [ "/" fpath [ ";type=" ftptype ] ]
		auth = prod.Child("login")
		c.Path = span(prod.Child("fpath"))
	case "telneturl": // §3.8, §5: "telnet://" login [ "/" ]
		auth = prod.Child("login")
		c.Path = after(auth)
	case "fileurl": // §3.10, §5: "file://" [ host | "localhost" ] "/" fpath
		// "<host> can be the string "localhost" or the empty string".
		empty := Span{prod.Start + len("file://"), prod.Start + len("file://")}
		c.Authority, c.Host = empty, empty
		if h := prod.Child("host"); h != nil {
			c.Authority, c.Host = span(h), span(h)
		}
		c.Path = span(prod.Child("fpath"))
	case "httpurl": // §3.3, §5: "http://" hostport [ "/" hpath [ "?" search ] ]
		auth = prod.Child("hostport")
		c.Path = span(prod.Child("hpath"))
		c.Query = span(prod.Child("search"))
	case "gopherurl": // §3.4.1, §5 (E6): "gopher://" hostport [ "/" [ gtype [ selector ... ] ] ]
		auth = prod.Child("hostport")
		if g := prod.Child("gtype"); g != nil {
			c.Path = Span{g.Start, prod.Child("selector").End}
		} else {
			c.Path = after(auth)
		}
		c.Query = span(prod.Child("search"))
	case "nntpurl": // §3.7, §5: "nntp://" hostport "/" group [ "/" digits ]
		auth = prod.Child("hostport")
		c.Path = after(auth)
	case "waisurl": // §3.9, §5: waisdatabase | waisindex | waisdoc
		form := prod.Children[0]
		auth = form.Child("hostport")
		db := form.Child("database")
		end := db.End
		if p := form.Child("wpath"); p != nil {
			end = p.End
		}
		c.Path = Span{db.Start, end}
		c.Query = span(form.Child("search"))
	case "prosperourl": // §3.11, §5: "prospero://" hostport "/" ppath *[ fieldspec ]
		auth = prod.Child("hostport")
		c.Path = span(prod.Child("ppath"))
	case "mailtourl": // §3.5, §5: "mailto:" encoded822addr
		c.Path = span(prod.Child("encoded822addr"))
	case "newsurl": // §3.6, §5: "news:" grouppart
		c.Path = span(prod.Child("grouppart"))
	case "otherurl", "genericurl": // §5: scheme ":" schemepart
		g := prod
		if g.Rule == "otherurl" {
			g = g.Child("genericurl")
		}
		sp := g.Child("schemepart")
		c.Path = span(sp)
		if ip := sp.Child("ip-schemepart"); ip != nil {
			// §3.1 //<user>:<password>@<host>:<port>/<url-path>
			auth = ip.Child("login")
			c.Path = span(ip.Child("urlpath"))
		}
	}

	if auth != nil {
		c.Authority = span(auth)
		hp := auth
		if auth.Rule == "login" {
			hp = auth.Child("hostport")
			// §3.1: "The user name (and password), if present, are followed by
			// a commercial at-sign "@"".
			c.Userinfo = loginUserinfo(auth)
		}
		c.Host = span(hp.Child("host"))
		c.Port = span(hp.Child("port"))
	}

	var walk func(n, parent *ast.Node)
	walk = func(n, parent *ast.Node) {
		if rfc1738Parts[n.Rule] || (n.Rule == "digits" && parent != nil && parent.Rule == "nntpurl") {
			s.Parts = append(s.Parts, part(n))
		}
		for _, ch := range n.Children {
			walk(ch, n)
		}
	}
	walk(root, nil)
	return s
}

// typeRFC1738 types an RFC 1738 URL (§3, §5), per scheme production.
func typeRFC1738(b *typer, root *ast.Node) {
	t := b.t
	prod := root
	if root.Rule == "url" && len(root.Children) == 1 {
		prod = root.Children[0]
	}
	if prod.Rule == "otherurl" {
		prod = prod.Child("genericurl")
	}
	// §2.1 <scheme>:<scheme-specific-part>
	if i := strings.IndexByte(prod.Text, ':'); i >= 0 {
		t.Scheme = b.span(prod.Start, prod.Start+i)
	}
	var auth *ast.Node
	var path *Path
	// rest is the path after the "/" that follows n (§3.1: the "/" "is NOT
	// part of the url-path"), or nil without that "/".
	rest := func(n *ast.Node, end int) *Path {
		if n.End >= prod.End {
			return nil
		}
		return &Path{Text: *b.span(n.End+1, end)}
	}
	withSegs := func(n *ast.Node, seg string) *Path {
		if n == nil {
			return nil
		}
		return &Path{Text: *b.node(n), Segments: b.segments(n, seg)}
	}
	switch prod.Rule {
	case "ftpurl": // §3.2
		auth = prod.Child("login")
		path = withSegs(prod.Child("fpath"), "fsegment")
	case "fileurl": // §3.10: "file://" [ host / "localhost" ] "/" fpath
		f := prod.Child("fpath")
		t.Authority = b.span(prod.Start+len("file://"), f.Start-1)
		b.host(prod.Child("host"))
		path = withSegs(f, "fsegment")
	case "telneturl": // §3.8
		auth = prod.Child("login")
		path = rest(auth, prod.End)
	case "httpurl": // §3.3
		auth = prod.Child("hostport")
		path = withSegs(prod.Child("hpath"), "hsegment")
		t.Query = b.node(prod.Child("search"))
	case "gopherurl": // §3.4.1 (E6)
		auth = prod.Child("hostport")
		if g := prod.Child("gtype"); g != nil {
			path = &Path{Text: *b.span(g.Start, prod.Child("selector").End)}
		} else {
			path = rest(auth, prod.End)
		}
		t.Query = b.node(prod.Child("search"))
	case "nntpurl": // §3.7
		auth = prod.Child("hostport")
		path = rest(auth, prod.End)
	case "waisurl": // §3.9
		form := prod.Children[0]
		auth = form.Child("hostport")
		db := form.Child("database")
		end := db.End
		if p := form.Child("wpath"); p != nil {
			end = p.End
		}
		path = &Path{Text: *b.span(db.Start, end)}
		t.Query = b.node(form.Child("search"))
	case "prosperourl": // §3.11
		auth = prod.Child("hostport")
		path = withSegs(prod.Child("ppath"), "psegment")
	case "mailtourl": // §3.5
		path = withSegs(prod.Child("encoded822addr"), "")
	case "newsurl": // §3.6
		path = withSegs(prod.Child("grouppart"), "")
	case "genericurl": // §5 scheme ":" schemepart
		sp := prod.Child("schemepart")
		path = withSegs(sp, "")
		if ip := sp.Child("ip-schemepart"); ip != nil {
			auth = ip.Child("login")
			path = withSegs(ip.Child("urlpath"), "")
		}
	}
	t.Path = path
	if auth == nil {
		return
	}
	t.Authority = b.node(auth)
	hp := auth
	if auth.Rule == "login" {
		// §3.1 //<user>:<password>@<host>:<port>/<url-path>
		hp = auth.Child("hostport")
		if u := auth.Child("user"); u != nil {
			t.User, t.Password = b.node(u), b.node(auth.Child("password"))
			end := u.End
			if t.Password != nil {
				end = t.Password.End
			}
			t.Userinfo = b.span(u.Start, end)
		}
	}
	b.host(hp.Child("host"))
	b.port(hp.Child("port"))
}

// loginUserinfo is the span of user [ ":" password ] in a login node (RFC
// 1738 §5 and RFC 1630 login = [ user [ ":" password ] "@" ] hostport), or
// Undefined when it has no user.
func loginUserinfo(login *ast.Node) Span {
	u := login.Child("user")
	if u == nil {
		return Undefined
	}
	end := u.End
	if p := login.Child("password"); p != nil {
		end = p.End
	}
	return Span{u.Start, end}
}
