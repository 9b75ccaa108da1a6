package semantic

import (
	"fmt"
	"strings"
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

// Caret returns the input on one line and a caret under Offset, for
// terminals. Bytes that do not print (controls, NUL, non-ASCII) are shown as
// \xNN so the caret stays aligned.
func (e *Error) Caret() string {
	var line strings.Builder
	col := -1
	for i := 0; i <= len(e.Input); i++ {
		if i == e.Offset {
			col = line.Len()
		}
		if i == len(e.Input) {
			break
		}
		b := e.Input[i]
		if b < 0x20 || b >= 0x7F {
			fmt.Fprintf(&line, `\x%02X`, b)
		} else {
			line.WriteByte(b)
		}
	}
	if col < 0 { // an Offset outside the input: the caret goes at its end
		col = line.Len()
	}
	return line.String() + "\n" + strings.Repeat(" ", col) + "^"
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
