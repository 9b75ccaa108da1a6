package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// defaultLineLimit is the longest line of standard input that is kept and
// checked when -max-length sets no limit: a longer line gets a length error
// as its result and the batch goes on, so memory stays bounded whatever the
// input.
const defaultLineLimit = 1 << 20

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

// lines is the source of inputs read one line at a time from a reader, in
// memory bounded by its limit whatever the length of the input or of a line.
// A line ends at LF; exactly one CR before the LF belongs to the line ending
// (CRLF), any other CR is part of the input. A blank (empty) line is skipped
// and counted, never judged.
type lines struct {
	r     *bufio.Reader
	limit int    // the longest line kept; a longer one is cut
	n     int    // the number of the last line read
	blank int    // blank lines skipped
	kept  []byte // the first limit+1 bytes of the line being read
	name  string // what is read, for messages: "standard input" or a file name
}

// newLines reads lines of r, keeping lines of up to limit bytes whole.
func newLines(r io.Reader, limit int) *lines {
	return &lines{r: bufio.NewReaderSize(r, 64<<10), limit: limit, name: txtStdin}
}

func (l *lines) blanks() int { return l.blank }

// ready reports whether a whole line that is not blank is buffered: only
// then does next not wait for input.
func (l *lines) ready() bool {
	b, _ := l.r.Peek(l.r.Buffered())
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			return false
		}
		if i > 1 || i == 1 && b[0] != '\r' {
			return true
		}
		b = b[i+1:]
	}
	return false
}

func (l *lines) next() (item, error) {
	for {
		it, err := l.read()
		if err != nil || it.length > 0 {
			return it, err
		}
		l.blank++
	}
}

// read reads one line.
func (l *lines) read() (item, error) {
	kept := l.kept[:0]
	var (
		length int  // bytes before the LF
		last   byte // the last byte before the LF
		got    bool // anything read, an LF included
		lf     bool
	)
	for {
		chunk, err := l.r.ReadSlice('\n')
		got = got || len(chunk) > 0
		if err == nil {
			lf, chunk = true, chunk[:len(chunk)-1]
		}
		if len(chunk) > 0 {
			last = chunk[len(chunk)-1]
		}
		length += len(chunk)
		if room := l.limit + 1 - len(kept); room > 0 {
			kept = append(kept, chunk[:min(room, len(chunk))]...)
		}
		if err == nil || errors.Is(err, io.EOF) {
			break
		}
		if !errors.Is(err, bufio.ErrBufferFull) {
			return item{}, fmt.Errorf(msgRead, l.name, err)
		}
	}
	l.kept = kept
	if !got {
		return item{}, io.EOF
	}
	l.n++
	if lf && length > 0 && last == '\r' {
		length-- // CRLF: the CR is part of the line ending
	}
	it := item{line: l.n, length: length}
	if length > l.limit {
		it.cut, it.text = true, string(kept[:l.limit])
	} else {
		it.text = string(kept[:length])
	}
	return it, nil
}
