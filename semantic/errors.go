package semantic

import (
	"fmt"
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
}

// Found describes what stands at Offset: the end of input, a NUL, control or
// non-ASCII byte (named explicitly: none of the grammars admits them), or the
// character.
func (e *Error) Found() string {
	if e.Offset < 0 || e.Offset >= len(e.Input) {
		return foundEnd
	}
	b := e.Input[e.Offset]
	switch {
	case b == 0:
		return foundNUL
	case b >= 0x80:
		return fmt.Sprintf(foundNonASCII, b)
	case b < 0x20 || b == 0x7F:
		return fmt.Sprintf(foundControl, b)
	}
	return fmt.Sprintf(foundByte, string(b))
}

// Error returns the fixed one-line form:
//
//	rfc1738: invalid url at offset 11: unexpected "x", expected digit (in rule port, §5)
func (e *Error) Error() string {
	if e.Reason != "" {
		return fmt.Sprintf(reasonFormat, e.Dialect, e.StartRule, e.Offset, e.Reason, e.Rule, e.Section)
	}
	return fmt.Sprintf(errorFormat, e.Dialect, e.StartRule, e.Offset, e.Found(), orList(e.Expected), e.Rule, e.Section)
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

func orList(xs []string) string {
	switch len(xs) {
	case 0:
		return "nothing"
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// LengthError reports an input over the limit set with WithMaxLength.
type LengthError struct {
	Dialect Dialect
	Length  int
	Max     int
}

func (e *LengthError) Error() string {
	return e.Dialect.ID() + ": " + fmt.Sprintf(msgTooLong, e.Length, e.Max)
}
