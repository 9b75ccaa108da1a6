package semantic

import (
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
	r.user, r.password, r.opaque = spanOf(t.User), spanOf(t.Password), spanOf(t.Opaque)
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
			r.nid = spanOf(&n.NID)
		}
		if n.NSS.End > n.NSS.Start {
			r.nss = spanOf(&n.NSS)
		}
		r.rcomp, r.qcomp = spanOf(n.RComponent), spanOf(n.QComponent)
		for _, dir := range n.Directives {
			d.directives = append(d.directives, directiveSpan{spanOf(&dir.Keyword), spanOf(&dir.Value)})
		}
	}
	return r, d
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
