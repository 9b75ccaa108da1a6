package semantic

import (
	"strings"

	"github.com/urispec/urispec/ast"
)

func init() {
	registerTreeRef(WHATWGURL, splitWHATWGURL, typeWHATWGURL)
}

// hostKindsWHATWGURL are the alternatives of §3.4 valid-host-string and
// valid-opaque-host-string, by the rule of the host node's child.
var hostKindsWHATWGURL = map[string]HostKind{
	"valid-domain-string": DomainString, "valid-IPv4-address-string": IPv4String,
	"valid-IPv6-address-string": IPv6String,
}

// piecesWHATWGURL are the spans of a tree of the URL Standard's writing
// conformance (grammar/whatwg-url): the scheme (the text before the first
// ":" of absolute-URL-string; the PEG builds no node for a special
// scheme), the scheme-relative node ("//" and a host), its host node, the
// port node, the path, query and fragment.
type piecesWHATWGURL struct {
	scheme, authority, path Span
	host, port, query, frag *ast.Node
	opaque                  *ast.Node
}

func treeWHATWGURL(in string, root *ast.Node) piecesWHATWGURL {
	p := piecesWHATWGURL{scheme: Undefined, authority: Undefined}
	start := root.Start
	if a := root.Find("absolute-URL-string"); a != nil {
		k := a.Start + strings.IndexByte(in[a.Start:a.End], ':')
		p.scheme, start = Span{a.Start, k}, k+1
	}
	sr := findFirst(root, "scheme-relative-special-URL-string", "scheme-relative-URL-string", "scheme-relative-file-URL-string")
	if sr != nil {
		end := sr.End
		if pa := sr.Find("path-absolute-URL-string"); pa != nil {
			end = pa.Start
		}
		p.authority, start = Span{sr.Start + 2, end}, end
		p.host = findFirst(sr, "valid-host-string", "valid-opaque-host-string")
		p.port = sr.Find("URL-port-string")
	}
	p.query, p.frag = root.Find("URL-query-string"), root.Find("URL-fragment-string")
	end := root.End
	switch {
	case p.query != nil:
		end = p.query.Start - 1
	case p.frag != nil:
		end = p.frag.Start - 1
	}
	p.path = Span{start, end}
	p.opaque = root.Find("opaque-path-URL-string")
	return p
}

// splitWHATWGURL splits a tree of the URL Standard (§4.3 URL writing,
// §3.4 Host writing): Production is the start rule; the components are
// scheme, authority ("//" and what precedes the path), host, port, path,
// query and fragment; the Parts, in input order, are the scheme
// (URL-scheme-string), the host (valid-host-string of a special URL,
// valid-opaque-host-string of another), URL-port-string, the path's
// URL-path-segment-strings or its opaque-path-URL-string, URL-query-string
// and URL-fragment-string.
func splitWHATWGURL(root *ast.Node) Split {
	s := newSplit(root.Rule)
	if root.Rule == "valid-host-string" || root.Rule == "valid-opaque-host-string" {
		s.Components.Host = span(root)
		s.Parts = append(s.Parts, part(root))
		return s
	}
	in := root.Text
	p := treeWHATWGURL(in, root)
	c := &s.Components
	add := func(rule string, sp Span) {
		s.Parts = append(s.Parts, Part{Rule: rule, Text: in[sp.Start:sp.End], Start: sp.Start, End: sp.End})
	}
	if p.scheme.Defined() {
		c.Scheme = p.scheme
		add("URL-scheme-string", p.scheme)
	}
	if p.authority.Defined() {
		c.Authority = p.authority
		if p.host != nil {
			c.Host = span(p.host)
			s.Parts = append(s.Parts, part(p.host))
		}
		if p.port != nil {
			c.Port = span(p.port)
			s.Parts = append(s.Parts, part(p.port))
		}
	}
	c.Path = p.path
	if p.path.Start < p.path.End {
		if p.opaque != nil {
			s.Parts = append(s.Parts, part(p.opaque))
		} else {
			from := p.path.Start
			if in[from] == '/' {
				from++
			}
			for i := from; ; {
				j := strings.IndexByte(in[i:p.path.End], '/')
				if j < 0 {
					add("URL-path-segment-string", Span{i, p.path.End})
					break
				}
				add("URL-path-segment-string", Span{i, i + j})
				i += j + 1
			}
		}
	}
	if p.query != nil {
		c.Query = span(p.query)
		s.Parts = append(s.Parts, part(p.query))
	}
	if p.frag != nil {
		c.Fragment = span(p.frag)
		s.Parts = append(s.Parts, part(p.frag))
	}
	return s
}

// typeWHATWGURL types a tree of the URL Standard: the host with its kind
// (the child of valid-host-string, or of valid-opaque-host-string: an IPv6
// address or an opaque host) and the path with its segments.
func typeWHATWGURL(b *typer, root *ast.Node) {
	t := b.t
	hostNode := root
	if root.Rule != "valid-host-string" && root.Rule != "valid-opaque-host-string" {
		p := treeWHATWGURL(b.in, root)
		t.Scheme = b.nodeSpan(p.scheme)
		t.Authority = b.nodeSpan(p.authority)
		b.port(p.port)
		t.Query, t.Fragment = b.node(p.query), b.node(p.frag)
		path := &Path{Text: *b.span(p.path.Start, p.path.End)}
		if p.path.Start < p.path.End && p.opaque == nil {
			from := p.path.Start
			if b.in[from] == '/' {
				from++
			}
			path.Segments = b.splitSegments(from, p.path.End, '/')
		}
		t.Path = path
		hostNode = p.host
	}
	if hostNode == nil {
		return
	}
	k := OpaqueHostString
	if hostNode.Rule == "valid-host-string" {
		k = DomainString
	}
	for _, ch := range hostNode.Children {
		if kk, ok := hostKindsWHATWGURL[ch.Rule]; ok {
			k = kk
		}
	}
	t.Host = &Host{Text: *b.node(hostNode), Kind: k}
}

// nodeSpan is node for a span: nil when sp is undefined.
func (b *typer) nodeSpan(sp Span) *Text {
	if !sp.Defined() {
		return nil
	}
	return b.span(sp.Start, sp.End)
}
