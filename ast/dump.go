package ast

import (
	"fmt"
	"strings"
)

// Dump returns the stable text form of the tree: one node per line, indented
// two spaces per level, as `rule [start,end) "text"`.
func (n *Node) Dump() string {
	var b strings.Builder
	n.dump(&b, 0)
	return b.String()
}

func (n *Node) dump(b *strings.Builder, depth int) {
	if n == nil {
		return
	}
	fmt.Fprintf(b, "%s%s [%d,%d) %q\n", strings.Repeat("  ", depth), n.Rule, n.Start, n.End, n.Text)
	for _, c := range n.Children {
		c.dump(b, depth+1)
	}
}

// Recompose rebuilds the input n was parsed from, from the tree alone: the
// text of n outside its children, and each child recomposed in place. For a
// well-formed tree it equals n.Text; CheckSpans tells whether it is one.
func (n *Node) Recompose() string {
	var b strings.Builder
	at := n.Start
	for _, c := range n.Children {
		b.WriteString(n.Text[at-n.Start : c.Start-n.Start])
		b.WriteString(c.Recompose())
		at = c.End
	}
	b.WriteString(n.Text[at-n.Start:])
	return b.String()
}

// CheckSpans reports the first violation of the tree invariants, or nil:
// every span is inside the input and inside its parent's, children are in
// input order and do not overlap, and Text is the input of the span.
func (n *Node) CheckSpans(input string) error {
	if n.Start < 0 || n.End < n.Start || n.End > len(input) {
		return fmt.Errorf("%s [%d,%d): span outside the input of %d bytes", n.Rule, n.Start, n.End, len(input))
	}
	if input[n.Start:n.End] != n.Text {
		return fmt.Errorf("%s [%d,%d): text %q is not the input %q", n.Rule, n.Start, n.End, n.Text, input[n.Start:n.End])
	}
	at := n.Start
	for _, c := range n.Children {
		if c.Start < at || c.End > n.End {
			return fmt.Errorf("%s [%d,%d) inside %s [%d,%d): out of order or outside its parent", c.Rule, c.Start, c.End, n.Rule, n.Start, n.End)
		}
		if err := c.CheckSpans(input); err != nil {
			return err
		}
		at = c.End
	}
	return nil
}
