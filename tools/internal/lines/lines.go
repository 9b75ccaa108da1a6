// Package lines reads inputs one per line, by the rules of every urispec
// command that reads lines (the CLI's check, survey and the others, and the
// Beam pipeline of the survey, tools/beam), so that they count the same
// lines: a line ends at LF; exactly one CR before the LF belongs to the line
// ending (CRLF), any other CR is part of the line; the last line needs no
// LF; a line longer than the limit keeps its first limit bytes and its
// length, so memory stays bounded whatever the input. A stream that begins
// with the gzip magic is decompressed, every member of it.
package lines

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
)

// DefaultLimit is the longest line kept whole when no limit is set: a
// longer one keeps its first DefaultLimit bytes, and its length.
const DefaultLimit = 1 << 20

// Messages.
const (
	msgRead = "reading %s: %v"
	msgGzip = "%s: not gzip after its gzip magic: %v"
)

// gzipMagic starts every gzip member (RFC 1952 §2.3.1: ID1 ID2).
const gzipMagic = "\x1f\x8b"

// Decompress returns r, or its decompression when it begins with the gzip
// magic (every member: concatenated gzip files are read whole): by content,
// not by the name of the file. The closer closes what Decompress opened;
// name is for messages.
func Decompress(r io.Reader, name string) (io.Reader, func() error, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	if magic, _ := br.Peek(2); string(magic) == gzipMagic {
		z, err := gzip.NewReader(br)
		if err != nil {
			return nil, nil, fmt.Errorf(msgGzip, name, err)
		}
		return z, z.Close, nil
	}
	return br, func() error { return nil }, nil
}

// Line is one line read.
type Line struct {
	// Number counts every line (blank ones too) from 1.
	Number int
	// Text is the line without its line ending, only its first limit bytes
	// when it is longer (bytes: a line need not be UTF-8). It is valid until
	// the next Read.
	Text []byte
	// Length is the length of the line in bytes; Length > len(Text) when
	// the line was cut.
	Length int
}

// Reader reads the lines of a stream.
type Reader struct {
	r     *bufio.Reader
	name  string // for messages
	limit int
	n     int    // the number of the last line read
	kept  []byte // the first limit+1 bytes of the line being read
}

// NewReader reads the lines of r (name is for messages), keeping lines of up
// to limit bytes whole.
func NewReader(r io.Reader, name string, limit int) *Reader {
	return &Reader{r: bufio.NewReaderSize(r, 64<<10), name: name, limit: limit}
}

// Ready reports whether a whole line that is not blank is buffered: only
// then does reading the next line that is not blank not wait for input.
func (l *Reader) Ready() bool {
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

// Read returns the next line, blank ones included, or io.EOF after the last.
func (l *Reader) Read() (Line, error) {
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
			return Line{}, fmt.Errorf(msgRead, l.name, err)
		}
	}
	l.kept = kept
	if !got {
		return Line{}, io.EOF
	}
	l.n++
	if lf && length > 0 && last == '\r' {
		length-- // CRLF: the CR is part of the line ending
	}
	return Line{Number: l.n, Text: kept[:min(length, l.limit)], Length: length}, nil
}
