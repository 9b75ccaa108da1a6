package ast

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tree builds the node of "http://a/b" the way a generated parser's actions
// would: children first, each from its pigeon value.
func tree() *Node {
	in := []byte("http://a/b")
	scheme := Build("scheme", 0, in[0:4], []byte("http"))
	host := Build("host", 7, in[7:8], nil)
	path := Build("path", 8, in[8:10], []any{[]byte("/"), []any{[]byte("b")}})
	return Build("url", 0, in, []any{scheme, []byte("://"), []any{host, nil, []any{path}}})
}

func TestBuildCollectsNestedChildrenInOrder(t *testing.T) {
	n := tree()
	require.Len(t, n.Children, 3)
	assert.Equal(t, []string{"scheme", "host", "path"}, []string{n.Children[0].Rule, n.Children[1].Rule, n.Children[2].Rule})
	assert.Equal(t, 10, n.EndPos())
	assert.Equal(t, "b", n.Find("path").Text[1:])
	assert.Nil(t, n.Find("port"))
	assert.Len(t, n.FindAll("host"), 1)
}

func TestRecomposeAndSpans(t *testing.T) {
	n := tree()
	require.NoError(t, n.CheckSpans("http://a/b"))
	assert.Equal(t, "http://a/b", n.Recompose())

	// A child outside its parent, and a text that is not the input, are both caught.
	bad := tree()
	bad.Children[2].End = 11
	assert.EqualError(t, bad.CheckSpans("http://a/b"), `path [8,11) inside url [0,10): out of order or outside its parent`)
	bad = tree()
	bad.Children[0], bad.Children[1] = bad.Children[1], bad.Children[0]
	assert.EqualError(t, bad.CheckSpans("http://a/b"), `scheme [0,4) inside url [0,10): out of order or outside its parent`)
	bad = tree()
	bad.Children[1].Text = "x"
	assert.EqualError(t, bad.CheckSpans("http://a/b"), `host [7,8): text "x" is not the input "a"`)
}

func TestDump(t *testing.T) {
	assert.Equal(t, `url [0,10) "http://a/b"
  scheme [0,4) "http"
  host [7,8) "a"
  path [8,10) "/b"
`, tree().Dump())
}

func TestSpanOutsideInput(t *testing.T) {
	n := tree()
	assert.EqualError(t, n.CheckSpans("http://a/"), `url [0,10): span outside the input of 9 bytes`)
}
