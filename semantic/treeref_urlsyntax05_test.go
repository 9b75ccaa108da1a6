package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
	urlsyntax05g "github.com/urispec/urispec/generated/urlsyntax05"
)

func init() {
	registerTreeRef(URLSyntax05, spliturlsyntax05, typeURLSyntax05)
}

// spliturlsyntax05 extracts the components of a draft-fielding-url-syntax-05
// tree (start rules URL-reference, absoluteURL, relativeURL). The components
// are the four of §4.3 (scheme, site, path, query) and the fragment of §3;
// the site is Authority, with Userinfo ("user" [ ":" password ]), Host and
// Port its parts (§4.3.1). Parts are user, password, the hostname or
// hostnumber, and every path segment and param (§4.3.2), in input order.
//
// Where "//" is followed by a site and a "?" directly ("//h?q"), the grammar
// has only the abs-path "//h" (rel-path holds the query), while §4.3, §4.3.1,
// §4.4 and Appendix B give the site "h", an empty path and the query "q": the
// components are those (grammar erratum E13, siteBeforeQuery05).
func spliturlsyntax05(root *ast.Node) Split {
	s := newSplit(production05(root))
	c := &s.Components
	e13 := siteBeforeQuery05(root)

	c.Scheme = span(root.Find("scheme"))
	// §3: the fragment follows the URL; only URL-reference has one.
	for _, ch := range root.Children {
		if ch.Rule == "fragment" {
			c.Fragment = span(ch)
		}
	}

	if o := root.Find("opaque-URL"); o != nil {
		// §4.2 opaque-URL = scheme ":" *urlc. The parser never builds it
		// (generic-URL is preferred, §4.4, E14); should it, the opaque part
		// is the path, as Appendix B's $5 would have it.
		c.Path = Span{o.Find("scheme").End + len(":"), o.End}
	}
	if r := root.Find("relativeURL"); r != nil {
		start, end := r.Start, r.End
		site := e13
		if n := r.Child("net-path"); n != nil {
			// §5 net_path = "//" site [ abs_path ]
			site = n.Child("site")
		}
		if site != nil {
			splitSite05(c, site)
			start = site.End
		}
		// §5 rel_path = [ path_segments ] [ "?" query ]: the path ends at
		// the "?" of the query, which is the first "?" of the relativeURL.
		if q := r.Find("query"); q != nil {
			c.Query = span(q)
			end = q.Start - 1
		}
		c.Path = Span{start, end}
	}
	if !c.Path.Defined() {
		// §5.2: "the path component is never undefined, though it may be
		// empty": after the scheme's ":", or at the start.
		at := root.Start
		if c.Scheme.Defined() {
			at = c.Scheme.End + len(":")
		}
		c.Path = Span{at, at}
	}

	// With the site of E13 the path is empty: the grammar's segments are the
	// site's text, and the parts are those of the site's parse.
	walked := root
	if e13 != nil {
		walked = e13
	}
	walked.Walk(func(n *ast.Node) bool {
		switch n.Rule {
		case "user", "password", "hostname", "hostnumber", "segment", "param":
			s.Parts = append(s.Parts, part(n))
		}
		return true
	})
	return s
}

// splitSite05 fills the site (Authority) and its userinfo, host and port
// (§4.3.1 site = [ [ user [ ":" password ] "@" ] hostport ]).
func splitSite05(c *Components, site *ast.Node) {
	c.Authority = span(site)
	if hp := site.Child("hostport"); hp != nil {
		c.Host = span(hp.Child("host"))
		c.Port = span(hp.Child("port"))
	}
	// §4.3.1 [ user [ ":" password ] "@" ]: userinfo is undefined without
	// the "@", and present (maybe empty) with it.
	if u := site.Child("user"); u != nil {
		uiEnd := u.End
		if p := site.Child("password"); p != nil {
			uiEnd = p.End
		}
		c.Userinfo = Span{u.Start, uiEnd}
	}
}

// siteBeforeQuery05 returns the site of a relative part "//" site "?" query
// (grammar erratum E13), or nil. The grammar parses such a part only as an
// abs-path ("//h?q": segments "" and "h", then the query), because its query
// lives inside rel-path; §4.3 (<scheme>://<site><path>?<query>), §4.3.1 ("?"
// is reserved within the site), §4.4 ("the site component wins") and
// Appendix B, the draft's "test oracle", all give the site. It is the text
// after "//" up to the "?" when the site rule matches all of it: "//" and
// that text are parsed again as a relativeURL, whose net-path holds it (the
// grammar tried net-path first and failed only on the "?" after it). The
// spans of the returned tree are those of root's input.
func siteBeforeQuery05(root *ast.Node) *ast.Node {
	r := root.Find("relativeURL")
	if r == nil || r.Child("abs-path") == nil || !strings.HasPrefix(r.Text, "//") {
		return nil
	}
	i := strings.IndexAny(r.Text[len("//"):], "/?")
	if i < 0 || r.Text[len("//")+i] != '?' {
		return nil // the grammar's own choice stands ("//ho_st/x")
	}
	n, err := urlsyntax05g.ParseRule("relativeURL", []byte(r.Text[:len("//")+i]))
	if err != nil {
		return nil
	}
	net := n.Child("net-path")
	if net == nil || net.Child("abs-path") != nil {
		return nil
	}
	site := net.Child("site")
	shiftNode(site, r.Start)
	return site
}

// shiftNode adds by to the spans of n and its descendants.
func shiftNode(n *ast.Node, by int) {
	n.Start += by
	n.End += by
	for _, ch := range n.Children {
		shiftNode(ch, by)
	}
}

// typeURLSyntax05 types a url-syntax-05 tree as typeHier does, with the site
// of grammar erratum E13 (siteBeforeQuery05) where there is one.
func typeURLSyntax05(b *typer, root *ast.Node) {
	typeHier(b, root)
	site := siteBeforeQuery05(root)
	if site == nil {
		return
	}
	t := b.t
	t.Authority = b.node(site)
	b.hierAuthority(site)
	t.Path = &Path{Text: *b.span(site.End, site.End)}
}

// production05 names the rule below the start rule: absoluteURL or
// relativeURL for a URL-reference, generic-URL (or opaque-URL) for an
// absoluteURL, net-path, abs-path or rel-path for a relativeURL. A
// URL-reference that "does not contain a URL" (§3: empty, or only a
// fragment) is named URL-reference itself.
func production05(root *ast.Node) string {
	for _, ch := range root.Children {
		if ch.Rule != "fragment" {
			return ch.Rule
		}
	}
	return root.Rule
}
