package pipeline

import (
	"bufio"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
)

// The line rules of `urispec survey` (tools/urispec, input.go and
// survey.go), which live in the CLI's main package and cannot be imported:
// they are reproduced here, and TestEqualsCLI holds the two to the same
// counts on inputs made to tell them apart (CRLF, a lone CR, a last line
// without LF, blank lines, lines over the limit, invalid UTF-8, gzip of one
// and of several members).
//
// Beam's textio.Read is not used, because its lines differ from these:
// it strips the LF only (a CRLF line keeps its CR, which the CLI reads as
// part of the line ending), it keeps every line whole in memory whatever its
// length (the CLI cuts a line at the limit and counts a length error), it
// gives no line numbers (the examples of the report name file and line), and
// it decides gzip by the ".gz" extension while offsets of its splittable
// read count bytes of the decompressed stream against a restriction sized by
// the compressed file (see README.md).

// DefaultLineLimit is the longest line validated when no limit is set, as
// in `urispec survey` (-max-length 0: 1 MiB): a longer line is a length
// error under every dialect, and only its first DefaultLineLimit bytes are
// kept.
const DefaultLineLimit = 1 << 20

// gzipMagic starts every gzip member (RFC 1952 §2.3.1: ID1 ID2).
const gzipMagic = "\x1f\x8b"

// Line is one line of an input, as a survey.Line without its file.
type Line struct {
	// Number counts every line of its file (blank ones too) from 1.
	Number int64
	// Text is the line without its line ending, only its first limit bytes
	// when it is longer (bytes: a line need not be UTF-8).
	Text []byte
	// Length is the length of the line in bytes.
	Length int
}

// decompress returns r, or its decompression when it begins with the gzip
// magic (every member: concatenated gzip files are read whole), as the CLI
// decides: by content, not by the name of the file.
func decompress(r io.Reader, name string) (io.Reader, func() error, error) {
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

// readLines calls emit for every line of r, in order: a line ends at LF,
// exactly one CR before the LF belongs to the line ending (CRLF), any other
// CR is part of the line; the last line needs no LF; a line longer than
// limit bytes keeps its first limit bytes and its length. Memory is bounded
// by limit whatever the input. The Text of an emitted line is only valid
// until emit returns.
func readLines(r io.Reader, name string, limit int, emit func(Line) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	var kept []byte // the first limit+1 bytes of the line being read
	var n int64
	for {
		kept = kept[:0]
		var (
			length int  // bytes before the LF
			last   byte // the last byte before the LF
			got    bool // anything read, an LF included
			lf     bool
		)
		for {
			chunk, err := br.ReadSlice('\n')
			got = got || len(chunk) > 0
			if err == nil {
				lf, chunk = true, chunk[:len(chunk)-1]
			}
			if len(chunk) > 0 {
				last = chunk[len(chunk)-1]
			}
			length += len(chunk)
			if room := limit + 1 - len(kept); room > 0 {
				kept = append(kept, chunk[:min(room, len(chunk))]...)
			}
			if err == nil {
				break
			}
			if errors.Is(err, io.EOF) {
				if !got {
					return nil
				}
				break
			}
			if !errors.Is(err, bufio.ErrBufferFull) {
				return fmt.Errorf(msgRead, name, err)
			}
		}
		n++
		if lf && length > 0 && last == '\r' {
			length-- // CRLF: the CR is part of the line ending
		}
		if err := emit(Line{Number: n, Text: kept[:min(length, limit)], Length: length}); err != nil {
			return err
		}
	}
}
