package oracle

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/generated"
	"github.com/urispec/urispec/grammar/abnf"
)

// lineageVectors are the vector files of the lineage steps: rfc1630, rfc3987
// and the RFC 6874 rules of rfc3986, which the conformance runner also runs.
// This test runs them against the grammar of record and the generated parser:
// each vector's verdict against the oracle and the parser, its error offset
// (and error_rule) against the oracle's Diagnose, which is where semantic
// takes the offset of an error from (semantic/parse.go, explain), and its
// parts against the parser's tree (its components are semantic's, which the
// conformance runner checks).
// (pigeon's own farthest failure is coarser: it names the first byte of a
// literal that fails, "ftp://" at 0 for "fxqn:", and of a character that
// fails; TestLineageInvalidUTF8 and generated/rfc3987 pin the latter.)
var lineageVectors = []string{
	"../../conformance/testdata/rfc1630.jsonl",
	"../../conformance/testdata/rfc3987.jsonl",
	"../../conformance/testdata/rfc3986-6874.jsonl",
}

// proseInvalid are the vectors that the grammar accepts and a rule its text
// states in prose rejects (semantic checks those rules; the conformance
// runner runs these vectors against it): RFC 3987 §4.1 "IRIs MUST NOT contain
// bidirectional formatting characters" (rfc3987 errata E5 and U1).
var proseInvalid = map[string]bool{"rfc3987:ex.020": true, "rfc3987:chars.041": true}

// vector is a parse line of the format (../shared/corpora/README.md, with the
// urispec extensions parts, offset and error_rule).
type vector struct {
	ID      string              `json:"id"`
	Source  string              `json:"source"`
	Dialect string              `json:"dialect"`
	Kind    string              `json:"kind"`
	Rule    string              `json:"rule"`
	Input   string              `json:"input"`
	Valid   bool                `json:"valid"`
	Parts   map[string][]string `json:"parts"`
	// Components are checked by the conformance runner, not here.
	Components map[string]*string `json:"components"`
	Offset     *int               `json:"offset"`
	ErrorRule  string             `json:"error_rule"`
	Note       string             `json:"note"`
}

func readVectors(t *testing.T, path string) []vector {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var out []vector
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		var kind struct{ Kind string }
		require.NoError(t, json.Unmarshal(sc.Bytes(), &kind), "%s:%d", path, n)
		if kind.Kind != "parse" {
			continue // resolve, normalize and equivalent vectors: the conformance runner's
		}
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.DisallowUnknownFields()
		var v vector
		require.NoError(t, dec.Decode(&v), "%s:%d", path, n)
		require.Equal(t, "parse", v.Kind, "%s:%d", path, n)
		require.NotEmpty(t, v.ID, "%s:%d", path, n)
		require.NotEmpty(t, v.Source, "%s:%d", path, n)
		require.Equal(t, v.Offset == nil, v.Valid, "%s:%d: an offset for each invalid vector, none for a valid one", path, n)
		out = append(out, v)
	}
	require.NoError(t, sc.Err())
	return out
}

// parserOffset is where the generated parser reports the failure the oracle
// reports at off. pigeon reads characters (runes): when off falls after the
// first byte of a UTF-8 sequence that the input does not complete as an
// allowed character, the parser names that sequence's first byte
// (grammar/rfc3987/rfc3987.peg); otherwise both name off.
func parserOffset(in []byte, off int) int {
	for j := off - 1; j >= 0 && j >= off-3; j-- {
		b := in[j]
		if b < 0x80 {
			return off
		}
		if b >= 0xC0 { // a lead byte
			n := 2
			switch {
			case b >= 0xF0:
				n = 4
			case b >= 0xE0:
				n = 3
			}
			if off-j < n {
				return j
			}
			return off
		}
	}
	return off
}

func TestLineageVectors(t *testing.T) {
	oracles := map[string]*Oracle{}
	ids := map[string]string{}
	for _, path := range lineageVectors {
		vs := readVectors(t, path)
		t.Logf("%s: %d vectors", filepath.Base(path), len(vs))
		for _, v := range vs {
			if first, ok := ids[v.ID]; ok {
				t.Errorf("%s: id %s already in %s", path, v.ID, first)
			}
			ids[v.ID] = path
			o := oracles[v.Dialect]
			if o == nil {
				g, err := abnf.ParseFile(filepath.Join("..", v.Dialect, v.Dialect+".abnf"))
				require.NoError(t, err)
				o = compile(t, g)
				oracles[v.Dialect] = o
			}
			p, ok := generated.Parsers[v.Dialect]
			require.True(t, ok, "no parser for %s", v.Dialect)
			rule := v.Rule
			if rule == "" {
				rule = o.Start()[0]
			}
			require.True(t, slices.Contains(o.Start(), rule), "%s: %s is no start rule of %s", v.ID, rule, v.Dialect)
			in := []byte(v.Input)
			t.Run(v.ID, func(t *testing.T) {
				d := o.Diagnose(rule, in)
				tree, err := p.ParseRule(rule, in)
				if proseInvalid[v.ID] {
					assert.False(t, v.Valid, "a vector the prose rejects")
					assert.True(t, d.Valid, "oracle: %v (%s)", d, v.Note)
					assert.NoError(t, err, "parser (%s)", v.Note)
					return
				}
				assert.Equal(t, v.Valid, d.Valid, "oracle: %v (%s)", d, v.Note)
				assert.Equal(t, v.Valid, err == nil, "parser: %v (%s)", err, v.Note)
				if !v.Valid {
					if !d.Valid {
						assert.Equal(t, *v.Offset, d.Offset, "oracle offset: %v", d)
						if v.ErrorRule != "" {
							assert.Equal(t, v.ErrorRule, d.Rule, "oracle rule: %v", d)
						}
					}
					return
				}
				if tree == nil {
					return
				}
				require.NoError(t, tree.CheckSpans(v.Input))
				for r, want := range v.Parts {
					assert.Equal(t, want, nodeTexts(tree, r), "parts %s", r)
				}
			})
		}
	}
}

// nodeTexts are the texts of the nodes of rule in the tree, in input order.
func nodeTexts(n *ast.Node, rule string) []string {
	var out []string
	for _, m := range n.FindAll(rule) {
		out = append(out, m.Text)
	}
	return out
}

// The invalid inputs no JSON string can hold (bytes that are not UTF-8) are
// here: the oracle names the first byte that cannot continue, the parser the
// first byte of the ill-formed sequence (rfc3987.peg), and both reject.
func TestLineageInvalidUTF8(t *testing.T) {
	g, err := abnf.ParseFile("../rfc3987/rfc3987.abnf")
	require.NoError(t, err)
	o := compile(t, g)
	p := generated.Parsers["rfc3987"]
	tests := []struct {
		name, input string
		oracle      int // the first byte that cannot continue
		parser      int // the first byte of the ill-formed sequence
	}{
		// RFC 3629 §3: the surrogates have no encoding; ED A0 80 would be U+D800.
		{"surrogate U+D800", "http://a/\xed\xa0\x80", 10, 9},
		{"surrogate U+DFFF in the query", "http://a/?\xed\xbf\xbf", 11, 10},
		// RFC 3987 §8: "some UTF-8 decoders also wrongly interpret the sequence 0xC0 0xAF as a "/"".
		{"overlong slash", "http://a/%C0%AF/\xc0\xaf..", 16, 16},
		{"overlong three-byte", "http://a/\xe0\x80\xaf", 10, 9},
		{"lone continuation byte", "http://a/b\x80", 10, 10},
		{"truncated at the end", "http://a/\xe4\xb8", 11, 9},
		{"truncated before ASCII", "http://a/\xe4\xb8x", 11, 9},
		{"above U+10FFFF", "http://a/?\xf4\x90\x80\x80", 11, 10},
		{"0xFE", "http://a/\xfe", 9, 9},
		// RFC 3987 §3.2: "http://www.example.org/r%E9sum%E9.html" with the octets themselves.
		// E9 can begin a three-byte sequence; the "s" after it cannot continue one.
		{"iso-8859-1 octets", "http://www.example.org/r\xe9sum\xe9.html", 25, 24},
		{"iso-8859-1 octets in the host", "http://r\xe9sum\xe9.example.org", 9, 8},
		// RFC 3987 §3.2.1 step 2, "http://www.example.org/D<fc>rst": an octet, not a character.
		{"§3.2.1 D<fc>rst", "http://www.example.org/D\xfcrst", 24, 24},
		// Step 2 of the first example is valid UTF-8: "D<c3><bc>rst" is "D&#xFC;rst".
		{"§3.2.1 D<c3><bc>rst", "http://www.example.org/D\xc3\xbcrst", -1, -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, rule := range []string{"IRI-reference", "IRI"} {
				d := o.Diagnose(rule, []byte(tc.input))
				_, err := p.ParseRule(rule, []byte(tc.input))
				if tc.oracle < 0 {
					assert.True(t, d.Valid, "%v", d)
					assert.NoError(t, err)
					continue
				}
				assert.False(t, utf8.ValidString(tc.input))
				assert.Equal(t, tc.oracle, d.Offset, "oracle %s: %v", rule, d)
				require.Error(t, err)
				off, _, ok := p.Failure(err)
				require.True(t, ok)
				assert.Equal(t, tc.parser, off, "parser %s: %v", rule, err)
				assert.Equal(t, tc.parser, parserOffset([]byte(tc.input), tc.oracle), "parserOffset")
			}
		})
	}
}
