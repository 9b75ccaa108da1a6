package asttest

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/urispec/urispec/ast"
)

// recorder is a testing.TB that records failures instead of stopping.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()               {}
func (r *recorder) Errorf(string, ...any) { r.failed = true }
func (r *recorder) FailNow()              { r.failed = true; panic(r) }
func (r *recorder) Fatalf(string, ...any) { r.FailNow() }
func (r *recorder) Logf(string, ...any)   {}
func (r *recorder) Log(...any)            {}
func (r *recorder) Error(...any)          { r.failed = true }
func (r *recorder) Fail()                 { r.failed = true }
func (r *recorder) Failed() bool          { return r.failed }
func (r *recorder) Name() string          { return "recorder" }
func (r *recorder) Skip(...any)           {}
func (r *recorder) Skipf(string, ...any)  {}
func (r *recorder) SkipNow()              {}
func (r *recorder) Skipped() bool         { return false }
func (r *recorder) Cleanup(func())        {}
func (r *recorder) TempDir() string       { return "" }
func (r *recorder) Setenv(string, string) {}
func (r *recorder) Fatal(...any)          { r.FailNow() }

// fails reports whether CheckSpans finds a violation in n for input.
func fails(input string, n *ast.Node) (failed bool) {
	r := &recorder{TB: nil}
	defer func() {
		if p := recover(); p != nil && p != r {
			panic(p)
		}
		failed = r.failed
	}()
	CheckSpans(r, input, n)
	return r.failed
}

func TestCheckSpans(t *testing.T) {
	leaf := func(rule string, start, end int, text string) *ast.Node {
		return &ast.Node{Rule: rule, Start: start, End: end, Text: text}
	}
	// "ab": a tree whose spans are right.
	good := &ast.Node{Rule: "r", Start: 0, End: 2, Text: "ab", Children: []*ast.Node{leaf("a", 0, 1, "a"), leaf("b", 1, 2, "b")}}
	assert.False(t, fails("ab", good))
	// Each invariant broken once.
	assert.True(t, fails("ab", leaf("r", 0, 3, "ab")), "span outside the input")
	assert.True(t, fails("ab", leaf("r", 0, 2, "ax")), "text is not the span")
	assert.True(t, fails("ab", &ast.Node{Rule: "r", Start: 0, End: 2, Text: "ab",
		Children: []*ast.Node{leaf("b", 1, 2, "b"), leaf("a", 0, 1, "a")}}), "children out of order")
	assert.True(t, fails("ab", &ast.Node{Rule: "r", Start: 0, End: 1, Text: "a",
		Children: []*ast.Node{leaf("a", 0, 2, "ab")}}), "child ends after its parent")
}
