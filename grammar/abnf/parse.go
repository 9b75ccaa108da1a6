package abnf

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Error is a reader error: a malformed grammar file, with the position of
// the first offending byte.
type Error struct {
	File string
	Pos  Pos
	Msg  string
}

// Error formats e as "file:line:col: message (offset N)"; the column counts
// bytes from 1, the offset bytes from 0.
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s (offset %d)", e.File, e.Pos.Line, e.Pos.Col, e.Msg, e.Pos.Offset)
}

// The participle grammar of one rule (see the meta-grammar in doc.go). The
// lexer splits the file into rules at the line ends that end them (EOL);
// whitespace, line continuations and comments never reach the parser. Each
// rule is parsed on its own, which lets participle report the deepest error.

type pRule struct {
	Tokens []lexer.Token
	Name   string `parser:"@Name"`
	Def    string `parser:"@DefinedAs"`
	Alt    *pAlt  `parser:"@@"`
}

type pAlt struct {
	Pos     lexer.Position
	Concats []*pConcat `parser:"@@ ( Slash @@ )*"`
}

type pConcat struct {
	Pos  lexer.Position
	Reps []*pRep `parser:"@@+"`
}

type pRep struct {
	Pos    lexer.Position
	Repeat string `parser:"@Repeat?"`
	Elem   *pElem `parser:"@@"`
}

type pElem struct {
	Pos     lexer.Position
	Name    *string `parser:"(  @Name"`
	Group   *pAlt   `parser:"| LParen @@ RParen"`
	Option  *pAlt   `parser:"| LBrack @@ RBrack"`
	CharVal *string `parser:"| @CharVal"`
	NumVal  *string `parser:"| @NumVal"`
	Prose   *string `parser:"| @ProseVal )"`
}

var parser = participle.MustBuild[pRule](participle.Lexer(definition{}))

// ParseFile reads and parses the grammar file at path.
func ParseFile(path string) (*Grammar, error) {
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, src)
}

// Parse parses src, the text of the grammar file filename (used in
// positions and messages only). The error, if any, is an *Error.
func Parse(filename string, src []byte) (*Grammar, error) {
	s := scan(filename, src)
	if s.err != nil {
		return nil, s.err
	}
	if len(s.toks) == 0 {
		msg := msgNoRules
		if len(src) == 0 {
			msg = msgEmptyFile
		}
		return nil, &Error{File: filename, Pos: s.pos(len(src)), Msg: msg}
	}
	g := &Grammar{File: filename}
	start := 0
	for i, t := range s.toks {
		if t.Type != tokEOL {
			continue
		}
		// The rule's end of input is its EOL.
		peek, err := lexer.Upgrade(&sliceLexer{toks: s.toks[start:i], eof: lexer.EOFToken(t.Pos)})
		if err != nil {
			return nil, err // sliceLexer never fails
		}
		r, err := parser.ParseFromLexer(peek)
		if err != nil {
			return nil, participleError(filename, err, s.toks[start].Pos.Offset)
		}
		g.Rules = append(g.Rules, convertRule(r))
		start = i + 1
	}
	if err := readComments(g, s.comments); err != nil {
		return nil, err
	}
	g.byName = index(g)
	return g, nil
}

// participleError rewrites a participle error in the words of this package;
// ruleStart is the offset of the rule's first token.
func participleError(file string, err error, ruleStart int) error {
	var ute *participle.UnexpectedTokenError
	if errors.As(err, &ute) {
		msg := fmt.Sprintf(msgUnexpectedTok, describe(ute.Unexpected))
		if _, exp, ok := strings.Cut(ute.Message(), " (expected "); ok {
			msg = fmt.Sprintf(msgUnexpectedTokExp, describe(ute.Unexpected), expected.Replace(strings.TrimSuffix(exp, ")")))
		} else if ute.Unexpected.Pos.Offset == ruleStart {
			msg = fmt.Sprintf(msgUnexpectedTokExp, describe(ute.Unexpected), "a rule name")
		}
		return &Error{File: file, Pos: fromLex(ute.Unexpected.Pos), Msg: msg}
	}
	var pe participle.Error
	if errors.As(err, &pe) {
		return &Error{File: file, Pos: fromLex(pe.Position()), Msg: pe.Message()}
	}
	return err
}

// expected renames participle's names for the expected set.
var expected = strings.NewReplacer(
	"<definedas> PAlt", `"=" or "=/"`,
	"<definedas>", `"=" or "=/"`,
	"<rparen>", `")"`,
	"<rbrack>", `"]"`,
	"PAlt", "an element",
	"PConcat", "an element",
	"PRep", "an element",
	"PElem", "an element",
	"<name>", "a rule name",
)

func fromLex(p lexer.Position) Pos {
	return Pos{Offset: p.Offset, Line: p.Line, Col: p.Column}
}

func convertRule(r *pRule) *Rule {
	first := r.Tokens[0]
	last := r.Tokens[len(r.Tokens)-1]
	end := fromLex(last.Pos)
	end.Offset += len(last.Value)
	end.Col += len(last.Value)
	return &Rule{
		Name:        r.Name,
		Incremental: r.Def == "=/",
		Expr:        convertAlt(r.Alt),
		Pos:         fromLex(first.Pos),
		End:         end,
	}
}

// convertAlt builds the model of an alternation. One-element alternations
// and concatenations are not wrapped, so a bare element stands for itself.
func convertAlt(a *pAlt) Node {
	if len(a.Concats) == 1 {
		return convertConcat(a.Concats[0])
	}
	n := &Alternation{Pos: fromLex(a.Pos)}
	for _, c := range a.Concats {
		n.Alts = append(n.Alts, convertConcat(c))
	}
	return n
}

func convertConcat(c *pConcat) Node {
	if len(c.Reps) == 1 {
		return convertRep(c.Reps[0])
	}
	n := &Concatenation{Pos: fromLex(c.Pos)}
	for _, r := range c.Reps {
		n.Items = append(n.Items, convertRep(r))
	}
	return n
}

func convertRep(r *pRep) Node {
	elem := convertElem(r.Elem)
	if r.Repeat == "" {
		return elem
	}
	n := &Repetition{Pos: fromLex(r.Pos), Elem: elem}
	n.Min, n.Max = parseRepeat(r.Repeat)
	return n
}

// parseRepeat reads a repeat the lexer has validated: "n", "*", "m*", "*n",
// "m*n" (RFC 5234 §3.6, §3.7).
func parseRepeat(s string) (lo, hi int) {
	m, n, star := strings.Cut(s, "*")
	if !star {
		v := atoi(m)
		return v, v
	}
	lo, hi = 0, -1
	if m != "" {
		lo = atoi(m)
	}
	if n != "" {
		hi = atoi(n)
	}
	return lo, hi
}

// atoi converts a digit string the lexer has checked for overflow.
func atoi(s string) int {
	v := 0
	for _, c := range []byte(s) {
		v = v*10 + int(c-'0')
	}
	return v
}

func convertElem(e *pElem) Node {
	pos := fromLex(e.Pos)
	switch {
	case e.Name != nil:
		return &RuleRef{Pos: pos, Name: *e.Name}
	case e.Group != nil:
		return &Group{Pos: pos, Expr: convertAlt(e.Group)}
	case e.Option != nil:
		return &Option{Pos: pos, Expr: convertAlt(e.Option)}
	case e.CharVal != nil:
		return convertCharVal(pos, *e.CharVal)
	case e.NumVal != nil:
		return convertNumVal(pos, *e.NumVal)
	default:
		return &ProseVal{Pos: pos, Text: strings.TrimSuffix(strings.TrimPrefix(*e.Prose, "<"), ">")}
	}
}

// convertCharVal: a plain "..." and %i"..." are case-insensitive, %s"..." is
// case-sensitive (RFC 7405 §2.2).
func convertCharVal(pos Pos, s string) *CharVal {
	n := &CharVal{Pos: pos}
	if s[0] == '%' {
		n.Prefixed = true
		n.CaseSensitive = s[1]|0x20 == 's'
		s = s[2:]
	}
	n.Text = s[1 : len(s)-1]
	return n
}

// convertNumVal reads a num-val the lexer has validated (RFC 5234 §4).
func convertNumVal(pos Pos, s string) *NumVal {
	n := &NumVal{Pos: pos, Base: s[1] | 0x20}
	base := map[byte]int{'b': 2, 'd': 10, 'x': 16}[n.Base]
	body := s[2:]
	if lo, hi, ok := strings.Cut(body, "-"); ok {
		n.Range, n.Lo, n.Hi = true, atob(lo, base), atob(hi, base)
		return n
	}
	for _, v := range strings.Split(body, ".") {
		n.Seq = append(n.Seq, atob(v, base))
	}
	return n
}

func atob(s string, base int) int {
	v := 0
	for _, c := range []byte(s) {
		d := int(c - '0')
		if c > '9' {
			d = int(c|0x20-'a') + 10
		}
		v = v*base + d
	}
	return v
}
