package abnf

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// malformed are inputs the reader must reject, with the position of the
// error and its message. They also seed FuzzParse.
var malformed = []struct {
	name   string
	src    string
	line   int
	col    int
	offset int
	msg    string
}{
	// RFC 5234 §4: rulelist = 1*( rule / (*c-wsp c-nl) ); a grammar without rules is useless.
	{name: "empty file", src: "", line: 1, col: 1, offset: 0,
		msg: "empty file: a grammar needs at least one rule"},
	{name: "comments only", src: "; nothing\n\n", line: 3, col: 1, offset: 11,
		msg: "no rule definitions (only comments and blank lines)"},
	// RFC 5234 §4: rule = rulename defined-as elements c-nl.
	{name: "rule without =", src: "a\n", line: 1, col: 2, offset: 1,
		msg: `unexpected end of rule (expected "=" or "=/")`},
	{name: "two names before =", src: "a b = c\n", line: 1, col: 3, offset: 2,
		msg: `unexpected rule name "b" (expected "=" or "=/")`},
	{name: "rule starts with =", src: "a = b\n= c\n", line: 2, col: 1, offset: 6,
		msg: `unexpected "=" (expected a rule name)`},
	{name: "empty right-hand side", src: "a =\nb = c\n", line: 1, col: 4, offset: 3,
		msg: "unexpected end of rule (expected an element)"},
	{name: "second = in a rule", src: "a = b c = d\n", line: 1, col: 9, offset: 8,
		msg: `unexpected "="`},
	// RFC 5234 §4: alternation = concatenation *(*c-wsp "/" *c-wsp concatenation).
	{name: "trailing slash", src: "a = b /\n", line: 1, col: 8, offset: 7,
		msg: "unexpected end of rule (expected an element)"},
	// RFC 5234 §4: group = "(" *c-wsp alternation *c-wsp ")".
	{name: "unclosed group", src: "a = (b\n", line: 1, col: 7, offset: 6,
		msg: `unexpected end of rule (expected ")")`},
	{name: "unclosed option at end of file", src: "a = [b", line: 1, col: 7, offset: 6,
		msg: `unexpected end of rule (expected "]")`},
	{name: "stray close paren", src: "a = b)\n", line: 1, col: 6, offset: 5,
		msg: `unexpected ")"`},
	// RFC 5234 §4: char-val = DQUOTE *(%x20-21 / %x23-7E) DQUOTE.
	{name: "unterminated quote", src: "a = \"abc\nb = c\n", line: 1, col: 5, offset: 4,
		msg: `unterminated quoted string (no closing '"' on this line)`},
	{name: "unterminated %s quote at end of file", src: "a = %s\"abc", line: 1, col: 7, offset: 6,
		msg: `unterminated quoted string (no closing '"' on this line)`},
	{name: "tab in quoted string", src: "a = \"a\tb\"\n", line: 1, col: 7, offset: 6,
		msg: "character 0x09 not allowed in a quoted string (RFC 5234 §4: char-val allows %x20-21 / %x23-7E; write other characters as %x values)"},
	// RFC 7405 §2.2: case-sensitive-string = "%s" quoted-string.
	{name: "%s without quote", src: "a = %sabc\n", line: 1, col: 7, offset: 6,
		msg: "%s must be followed directly by a quoted string (RFC 7405)"},
	// RFC 5234 §4: num-val = "%" (bin-val / dec-val / hex-val).
	{name: "unknown % letter", src: "a = %q41\n", line: 1, col: 6, offset: 5,
		msg: "bad %-value: expected b, d, x (num-val) or s, i (RFC 7405 char-val) after '%'"},
	{name: "bad hex digit", src: "a = %x4G\n", line: 1, col: 8, offset: 7,
		msg: "bad %x value: 'G' is not a hex digit"},
	{name: "bad binary digit", src: "a = %b102\n", line: 1, col: 9, offset: 8,
		msg: "bad %b value: '2' is not a binary digit"},
	{name: "hex without digits", src: "a = %x\n", line: 1, col: 7, offset: 6,
		msg: `bad %x value: expected a hex digit after "%x"`},
	{name: "dot without digits", src: "a = %d65.\n", line: 1, col: 10, offset: 9,
		msg: `bad %d value: expected a decimal digit after "."`},
	{name: "range without high value", src: "a = %x41- b\n", line: 1, col: 10, offset: 9,
		msg: `bad %x value: expected a hex digit after "-"`},
	{name: "sequence and range", src: "a = %x41.42-43\n", line: 1, col: 12, offset: 11,
		msg: "bad %x value: a num-val is either a '.'-separated sequence or one '-' range, not both"},
	{name: "num-val overflows int", src: "a = %x1FFFFFFFFFFFFFFFFF\n", line: 1, col: 7, offset: 6,
		msg: "number 1FFFFFFFFFFFFFFFFF overflows int"},
	// RFC 5234 §4: repeat = 1*DIGIT / (*DIGIT "*" *DIGIT); 5*3 is a lint finding, not an error.
	{name: "repeat overflows int", src: "a = 99999999999999999999b\n", line: 1, col: 5, offset: 4,
		msg: "number 99999999999999999999 overflows int"},
	{name: "repeat max overflows int", src: "a = 1*99999999999999999999b\n", line: 1, col: 7, offset: 6,
		msg: "number 99999999999999999999 overflows int"},
	// RFC 5234 §4: repetition = [repeat] element.
	{name: "space after repeat", src: "a = 3 b\n", line: 1, col: 6, offset: 5,
		msg: `repeat "3" must be followed directly by the element it repeats (RFC 5234 §4: repetition = [repeat] element)`},
	{name: "double star", src: "a = **b\n", line: 1, col: 6, offset: 5,
		msg: `repeat "*" must be followed directly by the element it repeats (RFC 5234 §4: repetition = [repeat] element)`},
	// RFC 5234 §4: concatenation = repetition *(1*c-wsp repetition).
	{name: "adjacent elements", src: "a = \"x\"b\n", line: 1, col: 8, offset: 7,
		msg: "elements must be separated by whitespace (RFC 5234 §4: concatenation = repetition *(1*c-wsp repetition))"},
	// RFC 5234 §4: prose-val = "<" *(%x20-3D / %x3F-7E) ">".
	{name: "unterminated prose", src: "a = <some prose\n", line: 1, col: 5, offset: 4,
		msg: "unterminated prose-val (no closing '>' on this line)"},
	// RFC 5234 §4: rulename = ALPHA *(ALPHA / DIGIT / "-").
	{name: "underscore in name", src: "net_path = a\n", line: 1, col: 4, offset: 3,
		msg: `unexpected character '_' (an ABNF rule name is ALPHA *(ALPHA / DIGIT / "-"); map a spec name that is not legal ABNF with ;@rename)`},
	{name: "unexpected punctuation", src: "a = b | c\n", line: 1, col: 7, offset: 6,
		msg: `unexpected character '|'`},
	// RFC 5234 §4: a rule starts in column 1; c-wsp = WSP / (c-nl WSP).
	{name: "indented first rule", src: "  a = b\n", line: 1, col: 3, offset: 2,
		msg: "line starts with whitespace but continues no rule (a rule starts in column 1 and ends before the first line that does not start with whitespace)"},
	{name: "continuation after a column-1 comment", src: "a = b\n; note\n  / c\n", line: 3, col: 3, offset: 15,
		msg: "line starts with whitespace but continues no rule (a rule starts in column 1 and ends before the first line that does not start with whitespace)"},
	{name: "continuation after a blank line", src: "a = b\n\n  / c\n", line: 3, col: 3, offset: 9,
		msg: "line starts with whitespace but continues no rule (a rule starts in column 1 and ends before the first line that does not start with whitespace)"},
	// Bytes: ASCII outside comments, no NUL, no control characters, CR only before LF.
	{name: "NUL byte", src: "a = b\x00\n", line: 1, col: 6, offset: 5, msg: "NUL byte"},
	{name: "NUL in a comment", src: "a = b ; x\x00\n", line: 1, col: 10, offset: 9, msg: "NUL byte"},
	{name: "non-ASCII in a rule", src: "a = b\nc = \xc3\xa9\n", line: 2, col: 5, offset: 10,
		msg: "non-ASCII byte 0xC3 outside a comment (ABNF is ASCII; non-ASCII text may appear only in comments)"},
	{name: "invalid UTF-8 in a comment", src: "a = b ; \xff\n", line: 1, col: 9, offset: 8,
		msg: "invalid UTF-8 in a comment"},
	{name: "control character", src: "a = b\x0c\n", line: 1, col: 6, offset: 5,
		msg: "control character U+000C (only HTAB, LF and CRLF may appear)"},
	{name: "lone CR", src: "a = b\rc = d\n", line: 1, col: 6, offset: 5, msg: "CR not followed by LF"},
	{name: "CRLF counts both bytes", src: "a = b\r\nc = \"\r\n", line: 2, col: 5, offset: 11,
		msg: `unterminated quoted string (no closing '"' on this line)`},
	// grammar/README.md: pragmas.
	{name: "pragma not in column 1", src: "a = b ;@start a\n", line: 1, col: 7, offset: 6,
		msg: "pragma comment ;@ must start in column 1"},
	{name: "unknown pragma", src: ";@dialekt x\na = b\n", line: 1, col: 3, offset: 2,
		msg: "unknown pragma ;@dialekt (known: dialect, spec, start, scan, core, encoding, rename, not-followed-by, accept, erratum, scheme, urn-namespace, applies, import, default-port, no-fragment)"},
	{name: "dialect without id", src: ";@dialect\na = b\n", line: 1, col: 10, offset: 9,
		msg: ";@dialect needs exactly one argument, the dialect id"},
	{name: "dialect with two ids", src: ";@dialect x y\na = b\n", line: 1, col: 13, offset: 12,
		msg: `unexpected "y" after ;@dialect exactly one argument, the dialect id`},
	{name: "dialect twice", src: ";@dialect x\n;@dialect y\na = b\n", line: 2, col: 1, offset: 12,
		msg: "duplicate ;@dialect (first at line 1)"},
	{name: "spec without date", src: ";@spec RFC1 \"Title\"\na = b\n", line: 1, col: 20, offset: 19,
		msg: `;@spec needs NAME "TITLE" DATE`},
	{name: "spec with unterminated title", src: ";@spec RFC1 \"Title 2001\na = b\n", line: 1, col: 13, offset: 12,
		msg: `unterminated title in ;@spec (no closing '"')`},
	{name: "start with a bad name", src: ";@start a b_c\na = b\n", line: 1, col: 11, offset: 10,
		msg: `"b_c" is not a rule name (ALPHA *(ALPHA / DIGIT / "-"))`},
	{name: "start without names", src: ";@start  \na = b\n", line: 1, col: 8, offset: 7,
		msg: ";@start needs at least one rule name"},
	// grammar/README.md: ;@encoding utf-8, once.
	{name: "encoding without a value", src: ";@encoding\na = b\n", line: 1, col: 11, offset: 10,
		msg: ";@encoding needs exactly one argument, the encoding (utf-8)"},
	{name: "unknown encoding", src: ";@encoding latin-1\na = b\n", line: 1, col: 12, offset: 11,
		msg: `unknown encoding "latin-1" in ;@encoding (known: utf-8)`},
	{name: "encoding is lower case", src: ";@encoding UTF-8\na = b\n", line: 1, col: 12, offset: 11,
		msg: `unknown encoding "UTF-8" in ;@encoding (known: utf-8)`},
	{name: "encoding twice", src: ";@encoding utf-8\n;@encoding utf-8\na = b\n", line: 2, col: 1, offset: 17,
		msg: "duplicate ;@encoding (first at line 1)"},
	{name: "rename with one name", src: ";@rename a_b\na = b\n", line: 1, col: 13, offset: 12,
		msg: ";@rename needs SPEC-NAME ABNF-NAME"},
	{name: "accept of an unknown kind", src: ";@accept typo a E1\na = b\n", line: 1, col: 10, offset: 9,
		msg: `unknown finding kind "typo" in ;@accept (known: undefined, unreachable, duplicate, case, repeat, range, value, core, prose, section, pragma, erratum, accept)`},
	// grammar/README.md: errata.
	{name: "erratum without §", src: "a = b\n;@erratum E1 a 3\n", line: 2, col: 16, offset: 21,
		msg: `section "3" in ;@erratum must start with §`},
	{name: "erratum missing section", src: "a = b\n;@erratum E1 a\n", line: 2, col: 15, offset: 20,
		msg: ";@erratum needs ID RULE §SECTION"},
	{name: "erratum unknown field", src: "a = b\n;@erratum E1 a §1\n;   note: x\n", line: 3, col: 5, offset: 29,
		msg: "erratum E1: expected text:, does: or why: after ';   '"},
	{name: "erratum duplicate field", src: "a = b\n;@erratum E1 a §1\n;   why: x\n;   why: y\n", line: 4, col: 5, offset: 40,
		msg: "erratum E1: duplicate why: field"},
	{name: "erratum continuation first", src: "a = b\n;@erratum E1 a §1\n;       x\n", line: 3, col: 2, offset: 26,
		msg: "erratum E1: continuation line before any text:, does: or why: field"},
}

// Every malformed grammar is an *Error at the first offending byte.
func TestParseMalformed(t *testing.T) {
	for _, tc := range malformed {
		t.Run(tc.name, func(t *testing.T) {
			g, err := Parse("bad.abnf", []byte(tc.src))
			require.Error(t, err)
			assert.Nil(t, g)
			var e *Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, Pos{Offset: tc.offset, Line: tc.line, Col: tc.col}, e.Pos)
			assert.Equal(t, tc.msg, e.Msg)
			assert.Equal(t, "bad.abnf", e.File)
			// The offset and the line:col name the same byte.
			lines := strings.Split(tc.src[:min(tc.offset, len(tc.src))], "\n")
			assert.Equal(t, tc.line, len(lines), "line of offset")
			assert.Equal(t, tc.col, len(lines[len(lines)-1])+1, "column of offset")
		})
	}
}

func TestErrorString(t *testing.T) {
	_, err := Parse("g.abnf", []byte("a = b\nc = %x4G\n"))
	require.EqualError(t, err, "g.abnf:2:8: bad %x value: 'G' is not a hex digit (offset 13)")
}

func TestParseFileMissing(t *testing.T) {
	_, err := ParseFile("testdata/no-such-file.abnf")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no-such-file.abnf")
}

// zeroPositions returns a copy of g's model without positions, file name
// and index, for comparing models.
func zeroPositions(g *Grammar) *Grammar {
	c := &Grammar{Pragmas: g.Pragmas}
	c.Pragmas.Pos = nil
	c.Pragmas.Renames = zeroEach(g.Pragmas.Renames, func(r Rename) Rename { r.Pos = Pos{}; return r })
	c.Pragmas.NotFollowedBy = zeroEach(g.Pragmas.NotFollowedBy, func(n NotFollowedBy) NotFollowedBy { n.Pos = Pos{}; return n })
	c.Pragmas.Accepts = zeroEach(g.Pragmas.Accepts, func(a Accept) Accept { a.Pos = Pos{}; return a })
	for _, e := range g.Errata {
		e2 := *e
		e2.Pos = Pos{}
		c.Errata = append(c.Errata, &e2)
	}
	for _, r := range g.Rules {
		c.Rules = append(c.Rules, &Rule{Name: r.Name, Incremental: r.Incremental, Section: r.Section, Expr: zeroNode(r.Expr)})
	}
	return c
}

func zeroEach[T any](s []T, f func(T) T) []T {
	if s == nil {
		return nil
	}
	out := make([]T, len(s))
	for i, v := range s {
		out[i] = f(v)
	}
	return out
}

func zeroNode(n Node) Node {
	switch n := n.(type) {
	case *Alternation:
		c := &Alternation{}
		for _, a := range n.Alts {
			c.Alts = append(c.Alts, zeroNode(a))
		}
		return c
	case *Concatenation:
		c := &Concatenation{}
		for _, a := range n.Items {
			c.Items = append(c.Items, zeroNode(a))
		}
		return c
	case *Repetition:
		return &Repetition{Min: n.Min, Max: n.Max, Elem: zeroNode(n.Elem)}
	case *Group:
		return &Group{Expr: zeroNode(n.Expr)}
	case *Option:
		return &Option{Expr: zeroNode(n.Expr)}
	case *RuleRef:
		return &RuleRef{Name: n.Name}
	case *CharVal:
		c := *n
		c.Pos = Pos{}
		return &c
	case *NumVal:
		c := *n
		c.Pos = Pos{}
		return &c
	case *ProseVal:
		return &ProseVal{Text: n.Text}
	}
	return n
}

func ref(name string) *RuleRef { return &RuleRef{Name: name} }

// The right-hand sides of RFC 5234 §3 and RFC 7405 §2.2, as models.
func TestParseElements(t *testing.T) {
	tests := []struct {
		name string
		rhs  string
		want Node
	}{
		// RFC 5234 §3.1: a rule name stands for itself; a bare element is not wrapped.
		{name: "rule name", rhs: "b", want: ref("b")},
		// RFC 5234 §3.2, RFC 7405 §2.2: "..." and %i"..." ignore case, %s"..." does not.
		{name: "plain string", rhs: `"aB"`, want: &CharVal{Text: "aB"}},
		{name: "empty string", rhs: `""`, want: &CharVal{Text: ""}},
		{name: "%i string", rhs: `%i"aB"`, want: &CharVal{Text: "aB", Prefixed: true}},
		{name: "%s string", rhs: `%s"aB"`, want: &CharVal{Text: "aB", Prefixed: true, CaseSensitive: true}},
		{name: "%S string (literals of ABNF ignore case)", rhs: `%S"a"`, want: &CharVal{Text: "a", Prefixed: true, CaseSensitive: true}},
		// RFC 5234 §3.3, §3.4: terminal values, concatenated and ranges.
		{name: "hex value", rhs: "%x0D", want: &NumVal{Base: 'x', Seq: []int{13}}},
		{name: "upper-case X", rhs: "%X0d", want: &NumVal{Base: 'x', Seq: []int{13}}},
		{name: "decimal sequence", rhs: "%d13.10", want: &NumVal{Base: 'd', Seq: []int{13, 10}}},
		{name: "binary range", rhs: "%b0-11", want: &NumVal{Base: 'b', Range: true, Lo: 0, Hi: 3}},
		{name: "hex range", rhs: "%x41-5A", want: &NumVal{Base: 'x', Range: true, Lo: 0x41, Hi: 0x5A}},
		// RFC 5234 §3.2, §3.5: concatenation and alternatives.
		{name: "concatenation", rhs: "b c", want: &Concatenation{Items: []Node{ref("b"), ref("c")}}},
		{name: "alternation", rhs: "b / c d", want: &Alternation{Alts: []Node{ref("b"), &Concatenation{Items: []Node{ref("c"), ref("d")}}}}},
		{name: "alternation without spaces", rhs: "b/c", want: &Alternation{Alts: []Node{ref("b"), ref("c")}}},
		// RFC 5234 §3.5: grouping; §3.8: optional sequence.
		{name: "group", rhs: "(b / c)", want: &Group{Expr: &Alternation{Alts: []Node{ref("b"), ref("c")}}}},
		{name: "option", rhs: "[ b ]", want: &Option{Expr: ref("b")}},
		// RFC 5234 §3.6, §3.7: variable and specific repetition.
		{name: "star", rhs: "*b", want: &Repetition{Min: 0, Max: -1, Elem: ref("b")}},
		{name: "at least", rhs: "1*b", want: &Repetition{Min: 1, Max: -1, Elem: ref("b")}},
		{name: "at most", rhs: "*3b", want: &Repetition{Min: 0, Max: 3, Elem: ref("b")}},
		{name: "between", rhs: "2*3(b)", want: &Repetition{Min: 2, Max: 3, Elem: &Group{Expr: ref("b")}}},
		{name: "exactly", rhs: `3"x"`, want: &Repetition{Min: 3, Max: 3, Elem: &CharVal{Text: "x"}}},
		{name: "min over max parses", rhs: "5*3b", want: &Repetition{Min: 5, Max: 3, Elem: ref("b")}},
		// RFC 5234 §4: prose-val.
		{name: "prose", rhs: "<any CHAR except \">", want: &ProseVal{Text: `any CHAR except "`}},
		// RFC 5234 §4: c-wsp = WSP / (c-nl WSP): comments and blank indented lines inside a rule.
		{name: "continued over comment lines", rhs: "b ; one\n  ; two\n    \n\t/ c", want: &Alternation{Alts: []Node{ref("b"), ref("c")}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := Parse("t.abnf", []byte("a = "+tc.rhs+"\n"))
			require.NoError(t, err)
			require.Len(t, g.Rules, 1)
			assert.Equal(t, tc.want, zeroNode(g.Rules[0].Expr))
		})
	}
}

// Positions are byte offsets with 1-based line and byte column, for rules
// and for every node.
func TestParsePositions(t *testing.T) {
	src := "; c\r\nfoo = x\r\n  / [ \"y\" ] ; §1\r\nbar =/ 2*3%x41 ; §2\r\n"
	g, err := Parse("p.abnf", []byte(src))
	require.NoError(t, err)
	require.Len(t, g.Rules, 2)

	foo := g.Rules[0]
	assert.Equal(t, Pos{Offset: 5, Line: 2, Col: 1}, foo.Pos)
	assert.Equal(t, Pos{Offset: 25, Line: 3, Col: 12}, foo.End, "after the last token")
	assert.Equal(t, "", foo.Section, "the citation is not on the first line")
	alt := foo.Expr.(*Alternation)
	assert.Equal(t, Pos{Offset: 11, Line: 2, Col: 7}, alt.Pos)
	assert.Equal(t, Pos{Offset: 11, Line: 2, Col: 7}, alt.Alts[0].Position())
	opt := alt.Alts[1].(*Option)
	assert.Equal(t, Pos{Offset: 18, Line: 3, Col: 5}, opt.Pos)
	assert.Equal(t, Pos{Offset: 20, Line: 3, Col: 7}, opt.Expr.Position())

	bar := g.Rules[1]
	assert.True(t, bar.Incremental)
	assert.Equal(t, "2", bar.Section)
	assert.Equal(t, Pos{Offset: 33, Line: 4, Col: 1}, bar.Pos)
	rep := bar.Expr.(*Repetition)
	assert.Equal(t, Pos{Offset: 40, Line: 4, Col: 8}, rep.Pos)
	assert.Equal(t, Pos{Offset: 43, Line: 4, Col: 11}, rep.Elem.Position())
	assert.Equal(t, byte('x'), src[rep.Elem.Position().Offset+1])
}

// CRLF and LF files have the same model (grammar/README.md: the tool also
// accepts CRLF).
func TestParseCRLF(t *testing.T) {
	lf := "a = b ; §1\n  / c\n;@dialect x\nb = \"q\" ; §2\n"
	g1, err := Parse("lf", []byte(lf))
	require.NoError(t, err)
	g2, err := Parse("crlf", []byte(strings.ReplaceAll(lf, "\n", "\r\n")))
	require.NoError(t, err)
	assert.Equal(t, zeroPositions(g1), zeroPositions(g2))
	assert.Equal(t, 17, g2.Rules[0].Expr.(*Alternation).Alts[1].Position().Offset)
}

// The section is the text after § of the trailing comment of a rule's first
// line, up to whitespace before another ';' (grammar/README.md).
func TestParseSection(t *testing.T) {
	tests := []struct {
		name, line, want string
	}{
		{name: "number", line: "a = b ; §3.2.2", want: "3.2.2"},
		{name: "no space after ;", line: "a = b ;§3", want: "3"},
		{name: "space after §", line: "a = b ; § 3 ", want: "3"},
		{name: "title with dashes", line: "a = b ; §Terms-and-definitions", want: "Terms-and-definitions"},
		{name: "note after the citation", line: "a = b ; §2.1 ; see E4", want: "2.1"},
		{name: "semicolon inside the citation", line: "a = b ; §2;3", want: "2;3"},
		{name: "words in the citation", line: "a = b ; §2 (RFC 3986 §3)", want: "2 (RFC 3986 §3)"},
		{name: "comment that is no citation", line: "a = b ; see §3", want: ""},
		{name: "no comment", line: "a = b", want: ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := Parse("s.abnf", []byte(tc.line+"\n"))
			require.NoError(t, err)
			assert.Equal(t, tc.want, g.Rules[0].Section)
		})
	}
}

// grammar/README.md: the header pragmas and the errata block.
func TestParsePragmasAndErrata(t *testing.T) {
	g, err := ParseFile("testdata/full.abnf")
	require.NoError(t, err)
	p := g.Pragmas
	assert.Equal(t, "test-full", p.Dialect)
	assert.Equal(t, SpecRef{Name: "draft-test-full-00", Title: "A Test Grammar: Everything Once", Date: "2024-02-29"}, p.Spec)
	assert.Equal(t, []string{"URI", "ref", "other"}, p.Start, ";@start lines add up")
	assert.Equal(t, []string{"ALPHA", "DIGIT", "CRLF"}, p.Core, ";@core lines add up")
	assert.Equal(t, []Rename{{Spec: "net_path", ABNF: "net-path", Pos: Pos{Offset: 229, Line: 8, Col: 1}}}, p.Renames)
	assert.Equal(t, []NotFollowedBy{{Rule: "generic", Guard: "special", Pos: Pos{Offset: 256, Line: 9, Col: 1}}}, p.NotFollowedBy)
	assert.Equal(t, []Accept{{Kind: "prose", Rule: "note", Erratum: "E2", Pos: Pos{Offset: 290, Line: 10, Col: 1}}}, p.Accepts)
	assert.Equal(t, Pos{Offset: 168, Line: 4, Col: 1}, p.Pos["start"], "first ;@start line")
	assert.Equal(t, Pos{Offset: 77, Line: 2, Col: 1}, p.Pos["dialect"])

	require.Len(t, g.Errata, 2)
	assert.Equal(t, &Erratum{
		ID: "E1", Rule: "net-path", Section: "3.2",
		Text: `net_path = "//" 1*64segment *( "/" segment )`,
		Does: "renames net_path to net-path (;@rename)",
		Why:  "\"_\" is not legal in an ABNF rule name;\nthe spec name is kept in the inventory",
		Pos:  g.Errata[0].Pos,
	}, g.Errata[0])
	assert.Equal(t, Pos{Offset: 1327, Line: 32, Col: 1}, g.Errata[0].Pos)
	assert.Equal(t, "E2", g.Errata[1].ID)
	assert.Equal(t, "the spec says nothing more precise", g.Errata[1].Why)
}

// grammar/README.md: ;@encoding utf-8 makes values above %x7F code points;
// without it the field is empty.
func TestParseEncoding(t *testing.T) {
	g, err := Parse("e.abnf", []byte(";@encoding utf-8\na = %x10000-10FFFD ; §1\n"))
	require.NoError(t, err)
	assert.Equal(t, EncodingUTF8, g.Pragmas.Encoding)
	assert.Equal(t, Pos{Offset: 0, Line: 1, Col: 1}, g.Pragmas.Pos["encoding"])
	assert.Contains(t, Print(g), ";@encoding utf-8\n", "printed back")
	g, err = Parse("e.abnf", []byte("a = %x41 ; §1\n"))
	require.NoError(t, err)
	assert.Equal(t, "", g.Pragmas.Encoding)
}

// An erratum's fields are only on the lines right after its header.
func TestParseErratumEnds(t *testing.T) {
	src := "a = b ; §1\n;@erratum E1 a §1\n;   text: t\n;\n;   does: free comment\n"
	g, err := Parse("e.abnf", []byte(src))
	require.NoError(t, err)
	require.Len(t, g.Errata, 1)
	assert.Equal(t, "t", g.Errata[0].Text)
	assert.Equal(t, "", g.Errata[0].Does, "a plain ';' line ends the entry")
}
