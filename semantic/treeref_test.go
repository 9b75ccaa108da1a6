package semantic

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/urispec/urispec/ast"
)

// The tree-based reference: the splitters and typers that read the record of
// a valid input off its syntax tree (the generated parser's, WithTree). The
// library finds the record with each dialect's scanner alone (scanner.go);
// these are the reference the scanners are tested against
// (TestScanAgreesWithTree and the split_*_test.go tests), kept as they were
// written, spec citations and all. Each dialect's own splitter and typer are
// in treeref_<id>_test.go.

// treeRef returns the tree-based splitter and typer of dialect d.
func treeRef(d Dialect) (split func(root *ast.Node) Split, typed func(b *typer, root *ast.Node)) {
	switch d {
	case URLDraft1993:
		return spliturldraft1993, typeURLDraft1993
	case RFC1630:
		return splitRFC1630, typeRFC1630
	case RFC1738:
		return splitrfc1738, typeRFC1738
	case RFC1808:
		return splitRFC1808, typeRFC1808
	case URLSyntax05:
		return spliturlsyntax05, typeURLSyntax05
	case RFC2141:
		return splitRFC2141, typeURN
	case RFC2396:
		return splitRFC2396, typeHier
	case RFC2396bis01:
		return splitrfc2396bis01, typeHier
	case RFC2141bis03:
		return splitrfc2141bis03, typeURN
	case RFC3986:
		return rfc3986Rules.split, typeHier
	case RFC3987:
		return rfc3987Rules.split, typeHier
	case RFC8141:
		return splitRFC8141, typeURN
	case WHATWGURL:
		return splitWHATWGURL, typeWHATWGURL
	}
	panic("semantic: no tree-based reference for dialect " + d.ID())
}

// treeSplit returns the tree-based splitter of dialect d.
func treeSplit(d Dialect) func(root *ast.Node) Split {
	split, _ := treeRef(d)
	return split
}

// recordOf builds the record of a valid input from its syntax tree: the
// dialect's tree-based splitter (treeRef) gives the production, the
// components and the parts, its typer the rest: the reference record.
func (x *dialect) recordOf(in string, root *ast.Node) (record, details) {
	split, typed := treeRef(Dialect{x})
	s := split(root)
	r := newRecord(s.Production)
	var d details
	r.c, d.parts = s.Components, s.Parts
	b := &typer{in: in, t: &Typed{}}
	typed(b, root)
	t := b.t
	spanOf := func(t *Text) Span {
		if t == nil {
			return Undefined
		}
		return Span{t.Start, t.End}
	}
	r.user, r.password, r.opaque = compact(spanOf(t.User)), compact(spanOf(t.Password)), compact(spanOf(t.Opaque))
	if t.Host != nil && r.c.Host == spanOf(&t.Host.Text) {
		r.hostKind = t.Host.Kind
	}
	if t.Path != nil {
		for _, s := range t.Path.Segments {
			seg := segmentSpan{Span: spanOf(&s.Text)}
			for _, p := range s.Params {
				seg.params = append(seg.params, spanOf(&p))
			}
			d.segments = append(d.segments, seg)
		}
		for _, p := range t.Path.Params {
			d.pathParams = append(d.pathParams, spanOf(&p))
		}
	}
	if n := t.URN; n != nil {
		// NID and NSS are never empty (1*... in every URN grammar).
		if n.NID.End > n.NID.Start {
			r.nid = compact(spanOf(&n.NID))
		}
		if n.NSS.End > n.NSS.Start {
			r.nss = compact(spanOf(&n.NSS))
		}
		r.rcomp, r.qcomp = compact(spanOf(n.RComponent)), compact(spanOf(n.QComponent))
		for _, dir := range n.Directives {
			d.directives = append(d.directives, directiveSpan{spanOf(&dir.Keyword), spanOf(&dir.Value)})
		}
	}
	return r, d
}

// Split is what a dialect's splitter extracts from a syntax tree.
type Split struct {
	// Production names the rule of the grammar that the input matched as a
	// whole below the start rule (for example "ftpurl", "genericurl",
	// "absoluteURI"), so a user sees which scheme-specific production applied.
	Production string
	Components Components
	// Parts lists the dialect-specific parts in input order (ftp type, gopher
	// selector, URN NID and NSS, ...).
	Parts []Part
}

// newSplit returns a Split with every component undefined.
func newSplit(production string) Split {
	return Split{Production: production, Components: noComponents}
}

// span returns the span of n, or Undefined when n is nil.
func span(n *ast.Node) Span {
	if n == nil {
		return Undefined
	}
	return Span{n.Start, n.End}
}

// part makes the Part of n.
func part(n *ast.Node) Part {
	return Part{Rule: n.Rule, Text: n.Text, Start: n.Start, End: n.End}
}

// hostKinds maps the rule that a host node (or the node below it) is named
// after to its kind, per grammar:
//   - hostname, hostnumber: 1993 draft §BNF-syntax, RFC 1738 §5,
//     url-syntax-05 §4.3.1 (host = hostname / hostnumber);
//   - cellname: 1993 draft §BNF-syntax (cellname = hostname);
//   - hostname, IPv4address, reg-name: RFC 2396 §3.2.1, §3.2.2;
//   - IPv4address-2732, IPv6reference: RFC 2732 §3 (host-2732);
//   - IPv6reference, IPv4address, hostname: 2396bis-01 §3.2.2;
//   - reg-name, IPv4address, IP-literal: RFC 3986 §3.2.2 (IP-literal is
//     told apart by its child, IPv6address or IPvFuture);
//   - ireg-name, IPv4address, IP-literal: RFC 3987 §2.2.
var hostKinds = map[string]HostKind{
	"hostname": Hostname, "cellname": Hostname, "hostnumber": HostNumber,
	"IPv4address": IPv4, "IPv4address-2732": IPv4,
	"IPv6reference": IPv6Reference, "reg-name": RegName, "ireg-name": RegName,
	"IPvFuture": IPvFuture, "IPv6address": IPLiteral,
}

// typer builds a Typed from one URI.
type typer struct {
	in string
	t  *Typed
}

func (b *typer) span(start, end int) *Text {
	raw := b.in[start:end]
	return &Text{Raw: raw, Decoded: typedDecode(raw), Start: start, End: end}
}

func (b *typer) node(n *ast.Node) *Text {
	if n == nil {
		return nil
	}
	return b.span(n.Start, n.End)
}

func (b *typer) port(n *ast.Node) {
	if n == nil {
		return
	}
	b.portSpan(n.Start, n.End)
}

// portSpan sets the port to the span [start, end) with its number.
func (b *typer) portSpan(start, end int) {
	p := &Port{Text: *b.span(start, end)}
	if v, err := strconv.Atoi(p.Raw); err == nil && p.Raw != "" {
		p.Number, p.HasNumber = v, true
	}
	b.t.Port = p
}

// host sets the host from node n, its kind from n's rule or, for a host
// rule that only chooses, from its first child (see hostKinds).
func (b *typer) host(n *ast.Node) {
	if n == nil {
		return
	}
	k, ok := hostKinds[n.Rule]
	for m := n; !ok && len(m.Children) > 0; {
		m = m.Children[0]
		k, ok = hostKinds[m.Rule]
	}
	b.t.Host = &Host{Text: *b.node(n), Kind: k}
}

// segments collects the nodes named by rules below n, not looking inside a
// match; each segment's params are its param nodes.
func (b *typer) segments(n *ast.Node, rules ...string) []Segment {
	var out []Segment
	n.Walk(func(m *ast.Node) bool {
		for _, r := range rules {
			if m.Rule == r {
				s := Segment{Text: *b.node(m)}
				for _, p := range m.FindAll("param") {
					s.Params = append(s.Params, *b.node(p))
				}
				out = append(out, s)
				return false
			}
		}
		return true
	})
	return out
}

// splitSegments divides the span [start, end) at sep.
func (b *typer) splitSegments(start, end int, sep byte) []Segment {
	var out []Segment
	lo := start
	for i := start; i <= end; i++ {
		if i == end || b.in[i] == sep {
			out = append(out, Segment{Text: *b.span(lo, i)})
			lo = i + 1
		}
	}
	return out
}

// hierAuthority are the authority rules of the hierarchical grammars:
// site (url-syntax-05 §4.3.1), authority (RFC 2396 §3.2, 2396bis-01 §3.2,
// RFC 3986 §3.2), authority-2732 (RFC 2732 §3), iauthority (RFC 3987 §2.2)
// and, as start rules, server and server-2732 (RFC 2396 §3.2.2).
var hierAuthority = []string{"site", "authority", "authority-2732", "authority-6874", "iauthority", "server", "server-2732"}

// hierPath are the path rules of RFC 3986 §3.3 and RFC 3987 §2.2 (one of
// them always matches).
var hierPath = map[string]bool{
	"path-abempty": true, "path-absolute": true, "path-noscheme": true, "path-rootless": true, "path-empty": true,
	"ipath-abempty": true, "ipath-absolute": true, "ipath-noscheme": true, "ipath-rootless": true, "ipath-empty": true,
}

// findFirst returns the first node of the first of rules that n holds, or
// nil: the rule of a component, which each grammar names in its own way.
func findFirst(n *ast.Node, rules ...string) *ast.Node {
	for _, r := range rules {
		if m := n.Find(r); m != nil {
			return m
		}
	}
	return nil
}

// typeHier types a tree of url-syntax-05, RFC 2396 (and 2732), 2396bis-01,
// RFC 3986 or RFC 3987: the generic syntax scheme ":" [ "//" authority ] path
// [ "?" query ] [ "#" fragment ] (url-syntax-05 §4.3, RFC 2396 §3,
// 2396bis-01 §3, RFC 3986 §3, RFC 3987 §2.2 with its i-rules).
func typeHier(b *typer, root *ast.Node) {
	t := b.t
	switch root.Rule {
	case "IPv4address", "IPv6address", "IP-literal-6874", "IPv6addrz":
		// RFC 3986's and RFC 6874's address start rules are no references:
		// they have no components, and their part is the address.
		return
	}
	t.Scheme = b.node(root.Find("scheme"))
	var auth *ast.Node
	for _, r := range hierAuthority {
		if auth = root.Find(r); auth != nil {
			break
		}
	}
	if auth != nil {
		t.Authority = b.node(auth)
		b.hierAuthority(auth)
	}
	if root.Rule == "server" || root.Rule == "server-2732" {
		return
	}
	t.Query = b.node(findFirst(root, "query", "query-2732", "iquery"))
	t.Fragment = b.node(findFirst(root, "fragment", "fragment-2732", "ifragment"))
	if o := root.Find("opaque-part"); o != nil {
		t.Opaque = b.node(o)
		return
	}
	if o := root.Find("opaque-part-2732"); o != nil {
		t.Opaque = b.node(o)
		return
	}
	// The path runs from the end of the authority, of the scheme's ":" or
	// the start of the reference up to the "?" of the query, the "#" of the
	// fragment or the end.
	start := root.Start
	switch {
	case t.Authority != nil:
		start = t.Authority.End
	case t.Scheme != nil:
		start = t.Scheme.End + 1
	}
	end := root.End
	switch {
	case t.Query != nil:
		end = t.Query.Start - 1
	case t.Fragment != nil:
		end = t.Fragment.Start - 1
	}
	p := &Path{Text: *b.span(start, end)}
	var pathNode *ast.Node
	root.Walk(func(m *ast.Node) bool {
		if pathNode == nil && (hierPath[m.Rule] || m.Rule == "relativeURL" || m.Rule == "relativeURI" ||
			m.Rule == "relativeURI-2732" || m.Rule == "hier-part" || m.Rule == "hier-part-2732" ||
			m.Rule == "relative-URI" || m.Rule == "ihier-part") {
			pathNode = m
		}
		return pathNode == nil
	})
	if pathNode != nil {
		for _, s := range b.segments(pathNode, "segment", "segment-nz", "segment-nz-nc", "rel-segment",
			"isegment", "isegment-nz", "isegment-nz-nc") {
			if s.Start >= start && s.End <= end {
				p.Segments = append(p.Segments, s)
			}
		}
	}
	t.Path = p
}

// hierAuthority sets the userinfo (user and password), host and port of the
// authority node auth of a hierarchical grammar.
func (b *typer) hierAuthority(auth *ast.Node) {
	t := b.t
	t.Userinfo = b.node(findFirst(auth, "userinfo", "iuserinfo"))
	if u := auth.Find("user"); u != nil { // url-syntax-05 §4.3.1 user [ ":" password ]
		t.User, t.Password = b.node(u), b.node(auth.Find("password"))
		end := u.End
		if t.Password != nil {
			end = t.Password.End
		}
		t.Userinfo = b.span(u.Start, end)
	}
	// RFC 2396 §3.2.1: authority = server / reg_name.
	b.host(findFirst(auth, "host", "host-2732", "host-6874", "ihost", "reg-name"))
	b.port(auth.Find("port"))
}

// typeURN types a URN of RFC 2141 (§2), rfc2141bis-03 (§2) or RFC 8141
// (§2), or one of their part start rules.
func typeURN(b *typer, root *ast.Node) {
	t := b.t
	u := &URN{}
	t.URN = u
	if n := root.Find("NID"); n != nil {
		u.NID = *b.node(n)
		switch root.Rule {
		case "URN", "namestring", "assigned-name":
			// "urn:" (RFC 2141 §2), "urn" ":" (RFC 8141 §2): the scheme is the
			// three bytes before NID's ":".
			t.Scheme = b.span(n.Start-4, n.Start-1)
		}
	}
	if n := root.Find("NSS"); n != nil {
		u.NSS = *b.node(n)
	}
	if s := root.Find("scheme"); s != nil { // rfc2141bis-03 §2 scheme = "urn"
		t.Scheme = b.node(s)
	}
	if up := root.Find("urn-path"); up != nil { // rfc2141bis-03 §2
		t.Path = &Path{Text: *b.node(up)}
	}
	if q := root.Find("urn-query"); q != nil { // rfc2141bis-03 §2.3
		t.Query = b.node(q)
	}
	for _, d := range root.FindAll("directive") {
		u.Directives = append(u.Directives, Directive{Keyword: *b.node(d.Child("keywd")), Value: *b.node(d.Child("value"))})
	}
	t.Fragment = b.node(root.Find("fragment"))
	// RFC 8141 §2: rq-components and f-component.
	u.RComponent = b.node(root.Find("r-component"))
	u.QComponent = b.node(root.Find("q-component"))
	if u.QComponent != nil {
		t.Query = u.QComponent
	}
	if f := root.Find("f-component"); f != nil {
		t.Fragment = b.node(f)
	}
}

func childNodes(n *ast.Node) []*ast.Node {
	if n == nil {
		return nil
	}
	return n.Children
}

// childNode returns the first child of n named rule, or nil.
func childNode(n *ast.Node, rule string) *ast.Node {
	for _, ch := range childNodes(n) {
		if ch.Rule == rule {
			return ch
		}
	}
	return nil
}

// TestEveryDialectHasScanner checks what register enforces: every dialect
// finds its record with its own scanner (the library has no other way), and
// has a tree-based reference for the scanner to be tested against.
func TestEveryDialectHasScanner(t *testing.T) {
	require.NotEmpty(t, Dialects())
	for _, d := range Dialects() {
		assert.NotNil(t, d.x.scan, "%s has no scanner", d.ID())
		split, typed := treeRef(d)
		assert.NotNil(t, split, "%s has no tree-based splitter", d.ID())
		assert.NotNil(t, typed, "%s has no tree-based typer", d.ID())
	}
}

// TestRegisterRefusesNoScanner: a dialect without a scanner is a
// programming error, caught when its package variable is initialized.
func TestRegisterRefusesNoScanner(t *testing.T) {
	n := len(registry)
	assert.PanicsWithValue(t,
		"semantic: dialect rfc3986 has no scanner (scan is required: the record of every input is found by its dialect's scanner)",
		func() { register(&dialect{meta: RFC3986.x.meta, auto: RFC3986.x.auto, tree: RFC3986.x.tree}) })
	assert.Len(t, registry, n, "nothing registered")
}
