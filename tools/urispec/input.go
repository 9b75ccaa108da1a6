package main

import (
	"io"

	linereader "github.com/urispec/urispec/tools/internal/lines"
)

// defaultLineLimit is the longest line of standard input that is kept and
// checked when -max-length sets no limit: a longer line gets a length error
// as its result and the batch goes on, so memory stays bounded whatever the
// input.
const defaultLineLimit = linereader.DefaultLimit

// item is one input: an operand, or a line of standard input.
type item struct {
	// line is the line number on standard input, counting every line
	// (blank ones too) from 1; 0 for an operand.
	line int
	// text is the input; only its first limit bytes when cut.
	text string
	// length is the length of the input in bytes.
	length int
	// cut says the input is longer than the limit of its source, and text
	// holds its first limit bytes only.
	cut bool
}

// source gives inputs one by one; next returns io.EOF after the last.
type source interface {
	next() (item, error)
	// ready reports whether next can return an input without waiting for
	// more to come.
	ready() bool
	// blanks is how many blank lines were skipped so far.
	blanks() int
}

// operands is the source of inputs given as operands, each taken whole.
type operands struct{ args []string }

func (o *operands) next() (item, error) {
	if len(o.args) == 0 {
		return item{}, io.EOF
	}
	a := o.args[0]
	o.args = o.args[1:]
	return item{text: a, length: len(a)}, nil
}

func (o *operands) ready() bool { return true }

func (o *operands) blanks() int { return 0 }

// lines is the source of inputs read one line at a time from a reader, by
// the line rules of package lines (tools/internal/lines: LF, CRLF, a CR
// that is part of the input, the limit), in memory bounded by its limit. A
// blank (empty) line is skipped and counted, never judged.
type lines struct {
	lr    *linereader.Reader
	blank int // blank lines skipped
}

// newLines reads lines of r (name is for messages: "standard input" or a
// file name), keeping lines of up to limit bytes whole.
func newLines(r io.Reader, name string, limit int) *lines {
	return &lines{lr: linereader.NewReader(r, name, limit)}
}

func (l *lines) blanks() int { return l.blank }

// ready reports whether a whole line that is not blank is buffered: only
// then does next not wait for input.
func (l *lines) ready() bool { return l.lr.Ready() }

func (l *lines) next() (item, error) {
	for {
		ln, err := l.lr.Read()
		if err != nil {
			return item{}, err
		}
		if ln.Length == 0 {
			l.blank++
			continue
		}
		return item{line: ln.Number, text: string(ln.Text), length: ln.Length, cut: ln.Length > len(ln.Text)}, nil
	}
}
