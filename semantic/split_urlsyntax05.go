package semantic

import "github.com/urispec/urispec/ast"

func init() { splitters["url-syntax-05"] = spliturlsyntax05 }

// spliturlsyntax05 extracts the components of a draft-fielding-url-syntax-05
// tree (start rules URL-reference, absoluteURL, relativeURL). The components
// are the four of §4.3 (scheme, site, path, query) and the fragment of §3;
// the site is Authority, with Userinfo ("user" [ ":" password ]), Host and
// Port its parts (§4.3.1). Parts are user, password, the hostname or
// hostnumber, and every path segment and param (§4.3.2), in input order.
func spliturlsyntax05(root *ast.Node) Split {
	s := Split{Production: production05(root)}
	c := &s.Components

	c.Scheme = text(root.Find("scheme"))
	// §3: the fragment follows the URL; only URL-reference has one.
	for _, ch := range root.Children {
		if ch.Rule == "fragment" {
			c.Fragment = text(ch)
		}
	}

	// §5.2: "the path component is never undefined, though it may be empty".
	c.Path = str("")
	if o := root.Find("opaque-URL"); o != nil {
		// §4.2 opaque-URL = scheme ":" *urlc. The parser never builds it
		// (generic-URL is preferred, §4.4, E14); should it, the opaque part
		// is the path, as Appendix B's $5 would have it.
		sch := o.Find("scheme")
		c.Path = str(o.Text[sch.End+1-o.Start:])
	}
	if r := root.Find("relativeURL"); r != nil {
		start, end := r.Start, r.End
		if n := r.Child("net-path"); n != nil {
			// §5 net_path = "//" site [ abs_path ]
			site := n.Child("site")
			c.Authority = text(site)
			start = site.End
			if hp := site.Child("hostport"); hp != nil {
				c.Host = text(hp.Child("host"))
				c.Port = text(hp.Child("port"))
			}
			// §4.3.1 [ user [ ":" password ] "@" ]: userinfo is undefined
			// without the "@", and present (maybe empty) with it.
			if u := site.Child("user"); u != nil {
				uiEnd := u.End
				if p := site.Child("password"); p != nil {
					uiEnd = p.End
				}
				c.Userinfo = str(site.Text[u.Start-site.Start : uiEnd-site.Start])
			}
		}
		// §5 rel_path = [ path_segments ] [ "?" query ]: the path ends at
		// the "?" of the query, which is the first "?" of the relativeURL.
		if q := r.Find("query"); q != nil {
			c.Query = text(q)
			end = q.Start - 1
		}
		c.Path = str(r.Text[start-r.Start : end-r.Start])
	}

	root.Walk(func(n *ast.Node) bool {
		switch n.Rule {
		case "user", "password", "hostname", "hostnumber", "segment", "param":
			s.Parts = append(s.Parts, part(n))
		}
		return true
	})
	return s
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
