package semantic

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Error is a syntax error: the input does not derive from the start rule of
// the dialect's grammar. Its fields come from the grammar of record (the ABNF
// file): Offset is the farthest byte offset any derivation reached, Rule the
// spec rule being matched there, Expected what the grammar allows at Offset,
// in spec terms (rule names, or literals written directly in Rule), and
// Section the section of the spec that defines Rule.
type Error struct {
	Dialect   Dialect
	Input     string
	StartRule string
	Offset    int
	Rule      string
	Expected  []string
	Section   string
	// Reason, when set, replaces "expected ..." in the message: the input
	// matches the grammar but breaks a rule the spec states in prose (for
	// example rfc2141bis-03 §2.1, the NID "urn" is reserved).
	Reason string
	// Abandoned, when set, is the reading of the input that died last
	// before Offset while the reading of Rule went on: in rfc3986
	// "http://a:8a/" fails at offset 11 in userinfo (a:8a could still be a
	// userinfo waiting for "@"), and as a port it needed a DIGIT at offset
	// 10; in "telnet://h:x" the port that the ":" opened needed one at
	// offset 11. Where no reading went on, it may be at Offset itself: in
	// rfc2396 "http://[::1]/" fails at offset 7 in net-path, and read as
	// a host (§3.2.2) the "[" needed IPv4address or hostname. It names
	// what a person more likely meant.
	Abandoned *Reading
	// SchemeSyntax, when set, names the scheme or URN namespace grammar
	// (WithSchemeSyntax) that the input, valid under the dialect's grammar,
	// does not match: StartRule is then that grammar's rule for the scheme
	// (http-URI, mailtoURI, ...), and Section (and Abandoned's) names its
	// spec as well as its section ("RFC 9110 §4.2.4", "RFC 3986 §3.2.2" for
	// a rule it imports).
	SchemeSyntax string
}

// Reading is one way of reading an input that the grammar gave up: at
// Offset, inside Rule (defined in Section), the grammar expected one of
// Expected.
type Reading struct {
	Offset   int      `json:"offset"`
	Rule     string   `json:"rule"`
	Expected []string `json:"expected"`
	Section  string   `json:"section"`
}

// Found describes what stands at Offset: the end of input, a NUL, control or
// non-ASCII byte (named explicitly: none of the grammars admits them), or the
// character, quoted as the specs quote literals ("x"; the double quote
// itself as '"').
func (e *Error) Found() string {
	var b strings.Builder
	e.found(&b)
	return b.String()
}

func (e *Error) found(b *strings.Builder) {
	b.WriteString(foundUnexpected)
	foundAt(b, e.Input, e.Offset)
}

// foundAt writes what stands at offset off of input: Error.Found without
// its "unexpected".
func foundAt(b *strings.Builder, input string, off int) {
	if off < 0 || off >= len(input) {
		b.WriteString(foundEnd)
		return
	}
	c := input[off]
	switch {
	case c == 0:
		b.WriteString(foundNUL)
	case c >= 0x80:
		b.WriteString(foundNonASCII)
		writeHexByte(b, c)
	case c < 0x20 || c == 0x7F:
		b.WriteString(foundControl)
		writeHexByte(b, c)
	case c == '"':
		b.WriteString(foundDQuote)
	default:
		b.WriteByte('"')
		b.WriteByte(c)
		b.WriteByte('"')
	}
}

// writeDecimal writes n in decimal, without allocating.
func writeDecimal(b *strings.Builder, n int) {
	var buf [20]byte
	b.Write(strconv.AppendInt(buf[:0], int64(n), 10))
}

// writeHexByte writes c as 0xNN.
func writeHexByte(b *strings.Builder, c byte) {
	const hex = "0123456789ABCDEF"
	b.WriteString("0x")
	b.WriteByte(hex[c>>4])
	b.WriteByte(hex[c&15])
}

// Error returns the fixed one-line form (built without fmt):
//
//	rfc1738: invalid url at offset 11: unexpected "x", expected digit (in rule port, §5)
//
// followed, when Abandoned is set, by the reading given up before Offset
// (or at it):
//
//	; read as port (§3.2.3), it needed DIGIT at offset 10, not "a"
func (e *Error) Error() string {
	var b strings.Builder
	b.Grow(e.sizeHint())
	b.WriteString(e.Dialect.ID())
	b.WriteString(msgInvalid)
	b.WriteString(e.StartRule)
	b.WriteString(msgAtOffset)
	writeDecimal(&b, e.Offset)
	b.WriteString(": ")
	if e.Reason != "" {
		b.WriteString(e.Reason)
	} else {
		e.found(&b)
		b.WriteString(msgExpected)
		writeOrList(&b, e.Expected)
	}
	b.WriteString(msgInRule)
	b.WriteString(e.Rule)
	writeSection(&b, msgSection, e.Section, e.SchemeSyntax != "")
	b.WriteByte(')')
	if a := e.Abandoned; a != nil && e.Reason == "" {
		b.WriteString(msgReadAs)
		b.WriteString(a.Rule)
		writeSection(&b, msgReadAsSection, a.Section, e.SchemeSyntax != "")
		b.WriteString(msgItNeeded)
		writeOrList(&b, a.Expected)
		b.WriteString(msgAtOffset)
		writeDecimal(&b, a.Offset)
		b.WriteString(msgNot)
		foundAt(&b, e.Input, a.Offset)
	}
	return b.String()
}

// sizeHint is the length of Error's text, computed before it is written,
// so that its builder allocates once, no more than it needs.
func (e *Error) sizeHint() int {
	n := len(e.Dialect.ID()) + len(msgInvalid) + len(e.StartRule) + len(msgAtOffset) + decimalLen(e.Offset) + len(": ") +
		len(msgInRule) + len(e.Rule) + sectionLen(msgSection, e.Section, e.SchemeSyntax != "") + len(")")
	if e.Reason != "" {
		return n + len(e.Reason)
	}
	n += len(foundUnexpected) + foundLen(e.Input, e.Offset) + len(msgExpected) + orListLen(e.Expected)
	if a := e.Abandoned; a != nil {
		n += len(msgReadAs) + len(a.Rule) + sectionLen(msgReadAsSection, a.Section, e.SchemeSyntax != "") + len(msgItNeeded) +
			orListLen(a.Expected) + len(msgAtOffset) + decimalLen(a.Offset) + len(msgNot) + foundLen(e.Input, a.Offset)
	}
	return n
}

// writeSection writes the section sec after prefix (which ends in "§"); a
// section of a scheme grammar (named: it names its spec, "RFC 9110
// §4.2.1") is written after the prefix without its "§".
func writeSection(b *strings.Builder, prefix, sec string, named bool) {
	if named {
		prefix = strings.TrimSuffix(prefix, "§")
	}
	b.WriteString(prefix)
	b.WriteString(sec)
}

// sectionLen is the length of what writeSection writes.
func sectionLen(prefix, sec string, named bool) int {
	if named {
		return len(prefix) - len("§") + len(sec)
	}
	return len(prefix) + len(sec)
}

// foundLen is the length of what foundAt writes.
func foundLen(input string, off int) int {
	if off < 0 || off >= len(input) {
		return len(foundEnd)
	}
	switch c := input[off]; {
	case c == 0:
		return len(foundNUL)
	case c >= 0x80:
		return len(foundNonASCII) + len("0xNN")
	case c < 0x20 || c == 0x7F:
		return len(foundControl) + len("0xNN")
	case c == '"':
		return len(foundDQuote)
	}
	return len(`"x"`)
}

// orListLen is the length of what writeOrList writes.
func orListLen(xs []string) int {
	switch len(xs) {
	case 0:
		return len(msgNothing)
	case 1:
		return len(xs[0])
	}
	n := len(msgOr) + (len(xs)-2)*len(", ")
	for _, x := range xs {
		n += len(x)
	}
	return n
}

// decimalLen is the length of strconv.Itoa(n).
func decimalLen(n int) int {
	l := 1
	if n < 0 {
		l++
	}
	for n >= 10 || n <= -10 {
		n /= 10
		l++
	}
	return l
}

// DefaultCaretWindow is how many columns of the input Caret shows on each
// side of Offset, so that the display of an error in a long input stays
// about two lines of a terminal wide, whatever the input's length.
const DefaultCaretWindow = 60

// Caret returns the input on one line and a caret under Offset, for
// terminals: CaretWindow(DefaultCaretWindow).
func (e *Error) Caret() string { return e.CaretWindow(DefaultCaretWindow) }

// CaretWindow returns the input on one line and a caret under Offset, showing
// at most n columns of the input on each side of Offset (the byte at Offset
// counts on the right); n <= 0 shows the whole input. Bytes that do not
// print (controls, NUL, non-ASCII) are shown as \xNN, four columns, so the
// caret stays aligned. Where the window leaves input out, a marker says how
// many bytes: "[+N bytes]…" before the window, "…[+N bytes]" after it
// ("[+1 byte]…" for one). An
// Offset outside the input puts the caret after its end.
//
// The result is at most 2n columns of input plus the markers wide, and costs
// O(n) time and memory whatever the length of the input (O(len(Input)) for
// n <= 0).
func (e *Error) CaretWindow(n int) string {
	in := e.Input
	off := e.Offset
	if off < 0 || off > len(in) {
		off = len(in)
	}
	lo, hi := 0, len(in)
	if n > 0 {
		lo = off
		for w := 0; lo > 0 && w+caretWidth(in[lo-1]) <= n; lo-- {
			w += caretWidth(in[lo-1])
		}
		hi = off
		for w := 0; hi < len(in) && w+caretWidth(in[hi]) <= n; hi++ {
			w += caretWidth(in[hi])
		}
	}
	var line strings.Builder
	col := 0
	if lo > 0 {
		m := fmt.Sprintf(caretCutBefore, lo, bytesWord(lo))
		line.WriteString(m)
		col = utf8.RuneCountInString(m) // the marker's "…" is one column
	}
	for i := lo; i < hi; i++ {
		if i < off {
			col += caretWidth(in[i])
		}
		if b := in[i]; b < 0x20 || b >= 0x7F {
			fmt.Fprintf(&line, caretEscape, b)
		} else {
			line.WriteByte(b)
		}
	}
	if hi < len(in) {
		fmt.Fprintf(&line, caretCutAfter, len(in)-hi, bytesWord(len(in)-hi))
	}
	return line.String() + "\n" + strings.Repeat(" ", col) + "^"
}

// bytesWord is "byte" or "bytes", for a count of n bytes.
func bytesWord(n int) string {
	if n == 1 {
		return caretByte
	}
	return caretBytes
}

// caretWidth is the number of columns byte b takes in a caret display: one,
// or four for a byte shown as \xNN.
func caretWidth(b byte) int {
	if b < 0x20 || b >= 0x7F {
		return len(`\xNN`)
	}
	return 1
}

// writeOrList writes xs as "a, b or c" ("nothing" for none).
func writeOrList(b *strings.Builder, xs []string) {
	switch len(xs) {
	case 0:
		b.WriteString(msgNothing)
		return
	}
	for i, x := range xs {
		switch {
		case i == 0:
		case i == len(xs)-1:
			b.WriteString(msgOr)
		default:
			b.WriteString(", ")
		}
		b.WriteString(x)
	}
}

// LengthError reports an input over the limit set with WithMaxLength, or
// over MaxInputLength.
type LengthError struct {
	Dialect Dialect
	Length  int
	Max     int
}

func (e *LengthError) Error() string {
	return e.Dialect.ID() + ": " + msgInputIs + strconv.Itoa(e.Length) + msgOverLimit + strconv.Itoa(e.Max) + msgBytesEnd
}
