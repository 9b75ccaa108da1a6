package abnf

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// The lexer is hand-written because ABNF is line-structured (RFC 5234 §4:
// a rule ends at the first line that does not start with whitespace) and
// because every lexical error needs its own message. It gives participle a
// stream of tokens without whitespace and comments; comments are collected on
// the side for the pragmas, the errata block and the section citations.

// Token types (participle symbols).
const (
	tokName lexer.TokenType = iota + 1
	tokDefinedAs
	tokSlash
	tokLParen
	tokRParen
	tokLBrack
	tokRBrack
	tokRepeat
	tokCharVal
	tokNumVal
	tokProseVal
	tokEOL // ends a rule; synthesized at end of file when needed
)

var symbols = map[string]lexer.TokenType{
	"EOF":       lexer.EOF,
	"Name":      tokName,
	"DefinedAs": tokDefinedAs,
	"Slash":     tokSlash,
	"LParen":    tokLParen,
	"RParen":    tokRParen,
	"LBrack":    tokLBrack,
	"RBrack":    tokRBrack,
	"Repeat":    tokRepeat,
	"CharVal":   tokCharVal,
	"NumVal":    tokNumVal,
	"ProseVal":  tokProseVal,
	"EOL":       tokEOL,
}

var brackets = map[byte]lexer.TokenType{'(': tokLParen, ')': tokRParen, '[': tokLBrack, ']': tokRBrack}

// tokenDescriptions name token types in error messages.
var tokenDescriptions = map[lexer.TokenType]string{
	lexer.EOF:    "end of rule", // each rule is parsed on its own
	tokEOL:       "end of rule",
	tokName:      "rule name %q",
	tokDefinedAs: "%q",
	tokSlash:     "%q",
	tokLParen:    "%q",
	tokRParen:    "%q",
	tokLBrack:    "%q",
	tokRBrack:    "%q",
	tokRepeat:    "repeat %q",
	tokCharVal:   "quoted string %s",
	tokNumVal:    "num-val %s",
	tokProseVal:  "prose-val %s",
}

func describe(t lexer.Token) string {
	d := tokenDescriptions[t.Type]
	if t.Type == lexer.EOF || t.Type == tokEOL {
		return d
	}
	return fmt.Sprintf(d, t.Value)
}

// definition is the participle lexer.Definition. Parse does not call Lex (it
// lexes first, to collect the comments); Lex exists for participle's Build.
type definition struct{}

func (definition) Symbols() map[string]lexer.TokenType { return symbols }

func (definition) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	src, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	s := scan(filename, src)
	if s.err != nil {
		return nil, s.err
	}
	return &sliceLexer{toks: s.toks, eof: s.eofToken()}, nil
}

// sliceLexer replays scanned tokens to participle.
type sliceLexer struct {
	toks []lexer.Token
	eof  lexer.Token
}

func (l *sliceLexer) Next() (lexer.Token, error) {
	if len(l.toks) == 0 {
		return l.eof, nil
	}
	t := l.toks[0]
	l.toks = l.toks[1:]
	return t, nil
}

// comment is one ";..." comment, without its line end.
type comment struct {
	Pos  Pos
	Text string // from ';' to the end of the line, line end excluded
	Col1 bool   // the comment starts in column 1 (a whole-line comment)
}

type scanner struct {
	file      string
	src       []byte
	i         int // next byte
	line      int
	lineStart int // offset of the first byte of the current line

	toks     []lexer.Token
	comments []comment
	err      *Error

	inRule   bool // a rule has started and has not ended yet
	adjacent bool // the last token ended an element and nothing separates it from i
}

// scan lexes src. On error s.err is set and scanning stops.
func scan(file string, src []byte) *scanner {
	s := &scanner{file: file, src: src, line: 1}
	for s.err == nil && s.i < len(s.src) {
		s.next()
	}
	if s.err == nil && s.inRule {
		s.emit(tokEOL, s.i, "") // the last rule ends at end of file
	}
	return s
}

func (s *scanner) pos(off int) Pos {
	return Pos{Offset: off, Line: s.line, Col: off - s.lineStart + 1}
}

func (s *scanner) fail(off int, format string, args ...any) {
	if s.err == nil {
		s.err = &Error{File: s.file, Pos: s.pos(off), Msg: fmt.Sprintf(format, args...)}
	}
}

func (s *scanner) eofToken() lexer.Token {
	return lexer.EOFToken(lexPos(s.file, s.pos(len(s.src))))
}

func lexPos(file string, p Pos) lexer.Position {
	return lexer.Position{Filename: file, Offset: p.Offset, Line: p.Line, Column: p.Col}
}

func (s *scanner) emit(t lexer.TokenType, start int, value string) {
	s.toks = append(s.toks, lexer.Token{Type: t, Value: value, Pos: lexPos(s.file, s.pos(start))})
}

func isAlpha(c byte) bool  { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }
func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isWSP(c byte) bool    { return c == ' ' || c == '\t' }
func isBit(c byte) bool    { return c == '0' || c == '1' }
func isHexDig(c byte) bool { return isDigit(c) || c >= 'A' && c <= 'F' || c >= 'a' && c <= 'f' }

// startsElement reports whether c begins an element or a repetition.
func startsElement(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '*' || c == '"' || c == '%' || c == '<' || c == '(' || c == '['
}

func (s *scanner) peek(off int) byte {
	if off < len(s.src) {
		return s.src[off]
	}
	return 0
}

// badByte reports a byte that may not appear outside comments.
func (s *scanner) badByte(off int) {
	c := s.src[off]
	switch {
	case c == 0:
		s.fail(off, msgNUL)
	case c >= 0x80:
		s.fail(off, msgNonASCII, c)
	case c < 0x20 || c == 0x7F:
		s.fail(off, msgControl, rune(c))
	case c == '_':
		s.fail(off, msgUnderscore)
	default:
		s.fail(off, msgBadChar, rune(c))
	}
}

func (s *scanner) next() {
	c := s.src[s.i]
	switch {
	case isWSP(c):
		s.i++
		s.adjacent = false
		return
	case c == '\r' || c == '\n':
		s.newline()
		return
	case c == ';':
		s.comment()
		return
	}
	if !isAlpha(c) && !isDigit(c) && strings.IndexByte("=/()[]*\"%<", c) < 0 {
		s.badByte(s.i)
		return
	}
	// Content. The first token of a rule must be in column 1: an indented
	// line continues the rule above it (RFC 5234 §4: c-wsp = WSP / (c-nl WSP)).
	if !s.inRule {
		if s.i != s.lineStart {
			s.fail(s.i, msgIndented)
			return
		}
		s.inRule = true
	}
	if s.adjacent && startsElement(c) {
		s.fail(s.i, msgAdjacent)
		return
	}
	start := s.i
	switch {
	case isAlpha(c):
		for s.i++; s.i < len(s.src) && (isAlpha(s.src[s.i]) || isDigit(s.src[s.i]) || s.src[s.i] == '-'); s.i++ {
		}
		s.emit(tokName, start, string(s.src[start:s.i]))
		s.adjacent = true
	case c == '=':
		s.i++
		if s.peek(s.i) == '/' {
			s.i++
		}
		s.emit(tokDefinedAs, start, string(s.src[start:s.i]))
		s.adjacent = false
	case c == '/':
		s.i++
		s.emit(tokSlash, start, "/")
		s.adjacent = false
	case c == '(' || c == '[' || c == ')' || c == ']':
		s.i++
		s.emit(brackets[c], start, string(c))
		s.adjacent = c == ')' || c == ']' // a group or option ends an element
	case isDigit(c) || c == '*':
		s.repeat()
	case c == '"':
		s.quoted(start, s.i)
	case c == '%':
		s.percent()
	case c == '<':
		s.prose()
	}
}

// newline handles CRLF or LF. A line end inside a rule continues the rule
// when the next line starts with WSP and ends it otherwise.
func (s *scanner) newline() {
	start := s.i
	if s.src[s.i] == '\r' {
		if s.peek(s.i+1) != '\n' {
			s.fail(s.i, msgLoneCR)
			return
		}
		s.i++
	}
	s.i++
	if s.inRule && !isWSP(s.peek(s.i)) {
		s.emit(tokEOL, start, "\n")
		s.inRule = false
	}
	s.line++
	s.lineStart = s.i
	s.adjacent = false
}

// comment reads ";" to the end of the line. Comments may hold UTF-8 text
// (the "§" of section citations, names in titles), unlike the rest of ABNF.
func (s *scanner) comment() {
	start := s.i
	for s.i < len(s.src) {
		c := s.src[s.i]
		switch {
		case c == '\n' || c == '\r':
			s.addComment(start)
			return
		case c == 0:
			s.fail(s.i, msgNUL)
			return
		case c < 0x20 && c != '\t' || c == 0x7F:
			s.fail(s.i, msgControl, rune(c))
			return
		case c >= 0x80:
			r, n := utf8.DecodeRune(s.src[s.i:])
			if r == utf8.RuneError || r >= 0x80 && r < 0xA0 {
				s.fail(s.i, msgBadUTF8)
				return
			}
			s.i += n
		default:
			s.i++
		}
	}
	s.addComment(start)
}

func (s *scanner) addComment(start int) {
	s.comments = append(s.comments, comment{Pos: s.pos(start), Text: string(s.src[start:s.i]), Col1: start == s.lineStart})
	s.adjacent = false
}

// number reads a run of digits of base at s.i and returns its value; ok is
// false (and s.err set) on overflow.
func (s *scanner) number(base int, isDig func(byte) bool) (v int, ok bool) {
	start := s.i
	for s.i < len(s.src) && isDig(s.src[s.i]) {
		s.i++
	}
	n, err := strconv.ParseInt(string(s.src[start:s.i]), base, strconv.IntSize)
	if err != nil {
		s.fail(start, msgOverflow, string(s.src[start:s.i]))
		return 0, false
	}
	return int(n), true
}

// repeat reads RFC 5234 repeat = 1*DIGIT / (*DIGIT "*" *DIGIT).
func (s *scanner) repeat() {
	start := s.i
	if isDigit(s.src[s.i]) {
		if _, ok := s.number(10, isDigit); !ok {
			return
		}
	}
	if s.peek(s.i) == '*' {
		s.i++
		if isDigit(s.peek(s.i)) {
			if _, ok := s.number(10, isDigit); !ok {
				return
			}
		}
	}
	text := string(s.src[start:s.i])
	if c := s.peek(s.i); isDigit(c) || c == '*' || !startsElement(c) {
		s.fail(s.i, msgRepeatNoElement, text)
		return
	}
	s.emit(tokRepeat, start, text)
	s.adjacent = false
}

// quoted reads a quoted string; start is the offset of the token (of its %s
// or %i prefix, if any), q that of the opening quote.
func (s *scanner) quoted(start, q int) {
	s.i = q + 1
	for {
		if s.i >= len(s.src) || s.src[s.i] == '\n' || s.src[s.i] == '\r' {
			s.fail(q, msgUnterminatedStr)
			return
		}
		c := s.src[s.i]
		if c == '"' {
			break
		}
		if c < 0x20 || c > 0x7E {
			s.fail(s.i, msgBadStrChar, byteName(c))
			return
		}
		s.i++
	}
	s.i++
	s.emit(tokCharVal, start, string(s.src[start:s.i]))
	s.adjacent = true
}

func byteName(c byte) string {
	if c >= 0x20 && c < 0x7F {
		return fmt.Sprintf("%q", rune(c))
	}
	return fmt.Sprintf("0x%02X", c)
}

// percent reads num-val (RFC 5234 §4) or a prefixed char-val (RFC 7405).
func (s *scanner) percent() {
	start := s.i
	b := s.peek(s.i + 1)
	switch b | 0x20 { // ABNF literals are case-insensitive: %X41, %S"a"
	case 's', 'i':
		if s.peek(s.i+2) != '"' {
			s.fail(s.i+2, msgPercentNoQuote, b)
			return
		}
		s.quoted(start, s.i+2)
		return
	case 'b', 'd', 'x':
	default:
		s.fail(s.i+1, msgPercent)
		return
	}
	base, isDig, what := 16, isHexDig, "a hex digit"
	switch b | 0x20 {
	case 'b':
		base, isDig, what = 2, isBit, "a binary digit"
	case 'd':
		base, isDig, what = 10, isDigit, "a decimal digit"
	}
	s.i += 2
	digits := func(after string) bool {
		if !isDig(s.peek(s.i)) {
			s.fail(s.i, msgNumNoDigit, b, what, after)
			return false
		}
		_, ok := s.number(base, isDig)
		return ok
	}
	if !digits(string(s.src[start:s.i])) {
		return
	}
	switch s.peek(s.i) {
	case '.':
		for s.peek(s.i) == '.' {
			s.i++
			if !digits(".") {
				return
			}
		}
		if s.peek(s.i) == '-' {
			s.fail(s.i, msgNumRangeAndSeq, b)
			return
		}
	case '-':
		s.i++
		if !digits("-") {
			return
		}
		if c := s.peek(s.i); c == '.' || c == '-' {
			s.fail(s.i, msgNumRangeAndSeq, b)
			return
		}
	}
	if c := s.peek(s.i); isAlpha(c) || isDigit(c) {
		s.fail(s.i, msgNumBadDigit, b, rune(c), what)
		return
	}
	s.emit(tokNumVal, start, string(s.src[start:s.i]))
	s.adjacent = true
}

// prose reads RFC 5234 prose-val = "<" *(%x20-3D / %x3F-7E) ">".
func (s *scanner) prose() {
	start := s.i
	for s.i++; ; s.i++ {
		if s.i >= len(s.src) || s.src[s.i] == '\n' || s.src[s.i] == '\r' {
			s.fail(start, msgUnterminatedPro)
			return
		}
		c := s.src[s.i]
		if c == '>' {
			break
		}
		if c < 0x20 || c > 0x7E {
			s.fail(s.i, msgBadProseChar, byteName(c))
			return
		}
	}
	s.i++
	s.emit(tokProseVal, start, string(s.src[start:s.i]))
	s.adjacent = true
}
