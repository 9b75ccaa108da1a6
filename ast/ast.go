// Package ast is the syntax tree the generated parsers of urispec emit.
//
// The tree is deliberately generic: every node is named after the ABNF rule
// of the dialect's grammar (grammar/<dialect>/<dialect>.abnf) that matched it,
// so a reader holding the spec finds each node under the spec's own rule name.
// Spans are byte offsets into the input, half-open [Start, End) as in go/token;
// they are never columns.
//
// Only structural rules produce nodes; character-level rules (alpha, digit,
// hex, ...) are folded into the text of their parent. The generated parsers
// call Build from their actions; nothing else in urispec constructs nodes
// except tests.
package ast

// Node is one matched rule.
type Node struct {
	// Rule is the ABNF rule name as the grammar file spells it
	// (for example "net-path", "hostport", "NSS").
	Rule string `json:"rule"`
	// Start is the offset of the first byte of the match.
	Start int `json:"start"`
	// End is the offset of the first byte after the match.
	End int `json:"end"`
	// Text is the matched input, input[Start:End].
	Text string `json:"text"`
	// Children are the structural rules matched inside this one, in input order.
	Children []*Node `json:"children,omitempty"`
}

// Pos returns the offset of the first byte of n.
func (n *Node) Pos() int { return n.Start }

// EndPos returns the offset of the first byte after n (the field End; the
// method cannot share its name). n spans [Pos(), EndPos()).
func (n *Node) EndPos() int { return n.End }

// Build makes the node for rule from a pigeon action: start is c.pos.offset,
// text is c.text, and v is the value of the labelled expression, whose nested
// results are searched for the child nodes (pigeon returns sequences as []any,
// literals and character classes as []byte, and nil for absent options).
func Build(rule string, start int, text []byte, v any) *Node {
	n := &Node{Rule: rule, Start: start, End: start + len(text), Text: string(text)}
	n.Children = collect(n.Children, v)
	return n
}

func collect(dst []*Node, v any) []*Node {
	switch t := v.(type) {
	case *Node:
		if t != nil {
			dst = append(dst, t)
		}
	case []any:
		for _, e := range t {
			dst = collect(dst, e)
		}
	}
	return dst
}

// Find returns the first node named rule in a depth-first, left-to-right walk
// of n (n itself included), or nil.
func (n *Node) Find(rule string) *Node {
	if n == nil {
		return nil
	}
	if n.Rule == rule {
		return n
	}
	for _, c := range n.Children {
		if f := c.Find(rule); f != nil {
			return f
		}
	}
	return nil
}

// FindAll returns every node named rule below and including n, in input
// order; a match's own descendants are searched too.
func (n *Node) FindAll(rule string) []*Node {
	var out []*Node
	n.Walk(func(m *Node) bool {
		if m.Rule == rule {
			out = append(out, m)
		}
		return true
	})
	return out
}

// Walk calls f for n and its descendants depth-first, in input order; when f
// returns false the node's children are skipped.
func (n *Node) Walk(f func(*Node) bool) {
	if n == nil || !f(n) {
		return
	}
	for _, c := range n.Children {
		c.Walk(f)
	}
}

// Child returns the first direct child of n named rule, or nil (also when n
// is nil, so lookups chain: n.Child("login").Child("hostport")).
func (n *Node) Child(rule string) *Node {
	if n == nil {
		return nil
	}
	for _, c := range n.Children {
		if c.Rule == rule {
			return c
		}
	}
	return nil
}
