package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/grammar/abnf"
	rt "github.com/urispec/urispec/semantic/automaton"
)

func parseGrammar(t *testing.T, src string) *abnf.Grammar {
	t.Helper()
	g, err := abnf.Parse("test.abnf", []byte(src))
	require.NoError(t, err)
	return g
}

func bytesOf(s rt.ByteSet) string {
	var out []byte
	for b := range 256 {
		if s.Has(byte(b)) {
			out = append(out, byte(b))
		}
	}
	return string(out)
}

// TestComponentSet: First is what matches alone, Rest what keeps every
// reachable state accepting, Escapes whether "%" HEXDIG HEXDIG stands
// anywhere, Encoded the bytes the table takes out.
func TestComponentSet(t *testing.T) {
	g := parseGrammar(t, `;@dialect test
;@core HEXDIG
nss      = pchar *( pchar / "/" )       ; §1
pchar    = "a" / "b" / ":" / pct       ; §1
pct      = "%" HEXDIG HEXDIG           ; §1
word     = 1*( "x" / "+" )             ; §2
early    = pct *"b"                    ; §3
reserved = "+"                         ; §4
`)
	cs, err := componentSet(g, abnf.Component{Name: "nss", Rule: "nss"}, false)
	require.NoError(t, err)
	assert.False(t, cs.Empty)
	assert.True(t, cs.Escapes)
	// "/" never first; "%" only as an escape; a quoted string is
	// case-insensitive (RFC 5234 §2.3).
	assert.Equal(t, ":ABab", bytesOf(cs.First))
	assert.Equal(t, "/:ABab", bytesOf(cs.Rest))

	cs, err = componentSet(g, abnf.Component{Name: "query", Rule: "word", Except: []string{"reserved"}}, false)
	require.NoError(t, err)
	assert.False(t, cs.Escapes)
	assert.Equal(t, "+Xx", bytesOf(cs.First))
	assert.Equal(t, "+", bytesOf(cs.Encoded))

	// An escape that may come first but not everywhere after it: Encode
	// could not escape a later byte, so the table must name another rule.
	_, err = componentSet(g, abnf.Component{Name: "path", Rule: "early"}, false)
	require.Error(t, err)
}

// TestEncodingOfEveryDialect: every dialect's grammar has its ;@component
// and delimiter pragmas, and its data
// is what the committed generated/<pkg>/encoding.go holds (check-generated
// compares the whole file).
func TestEncodingOfEveryDialect(t *testing.T) {
	root := filepath.Join("..", "..")
	ds, err := os.ReadDir(filepath.Join(root, "grammar"))
	require.NoError(t, err)
	n := 0
	for _, e := range ds {
		d := e.Name()
		path := filepath.Join(root, "grammar", d, d+".abnf")
		src, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		g, err := abnf.Parse(path, src)
		require.NoError(t, err)
		enc, err := encodingOf(g)
		require.NoError(t, err, d)
		assert.NotEmpty(t, enc.Components, d)
		// "%" is never a delimiter, "#" always is.
		assert.False(t, enc.Delimiters.Has('%'), d)
		assert.True(t, enc.Delimiters.Has('#'), d)
		n++
	}
	assert.Equal(t, 13, n, "the dialects under grammar/ (the twelve texts and whatwg-url)")
}

// TestEncodingOfMissingPragmas: a grammar without its component or delimiter
// pragmas fails, naming the pragma.
func TestEncodingOfMissingPragmas(t *testing.T) {
	_, err := encodingOf(parseGrammar(t, ";@dialect test\n;@delimiters a\na = \"x\" ; §1\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no ;@component pragma")
	_, err = encodingOf(parseGrammar(t, ";@dialect test\n;@component path a\na = \"x\" ; §1\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no ;@delimiters or ;@delimiter-chars pragma")
}

// TestDocComment: the package doc comes from the grammar: the ;@spec line,
// the ;@doc paragraphs (the first continues the first sentence), the start
// rules with their sections (the first is the default), the errata ids and
// the node names of the .peg (STYLE.md principle 2).
func TestDocComment(t *testing.T) {
	g := parseGrammar(t, `;@dialect d-1
;@spec RFC0 "A Title" 2000-01
;@doc By A. Author.
;@doc
;@doc Second
;@doc paragraph.
;@start a b
a = b ; §1
b = "x" ; §2.1
;@erratum E1 a §1
;   text: t
;   does: d
;   why: w
`)
	got := docComment(g, "d-1", "d1", []byte(`a "a" <- v:b { return ast.Build("a", c.pos.offset, c.text, v), nil }
b <- "x" { return ast.Build("b", 0, nil, nil), nil } x <- y { return ast.Build("a", 0, nil, nil), nil }`))
	assert.Equal(t, `// Package d1 is the generated parser of the dialect d-1: RFC0, "A Title",
// 2000-01. By A. Author.
//
// It is generated from grammar/d-1/d-1.peg, the pigeon transcription of the
// grammar of record grammar/d-1/d-1.abnf. Its start rules are a (§1, the
// default) and b (§2.1). The errata of the .abnf (E1) list every reading the
// transcription makes of the text (urispec dialects, grammar/ERRATA.md).
//
// Second paragraph.
//
// ParseRule parses a whole input as one start rule and returns its syntax tree,
// whose nodes are named after the ABNF rules (a, b); Failure extracts the byte
// offset and expected set of a parse error.
//
// Every file of this package and of generated/internal/d1/ is generated from
// grammar/d-1/d-1.abnf and grammar/d-1/d-1.peg: never edit them by hand; `+"`make"+`
// generate`+"`"+` (go run ./tools/generate, or -d d-1 for this dialect only)
// regenerates them.
`, got)
}
