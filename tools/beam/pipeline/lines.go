package pipeline

import (
	"errors"
	"io"

	linereader "github.com/urispec/urispec/tools/internal/lines"
)

// The line rules of `urispec survey` are those of package lines
// (tools/internal/lines), which the CLI reads with too; TestEqualsCLI holds
// the two to the same counts on inputs made to tell them apart (CRLF, a lone
// CR, a last line without LF, blank lines, lines over the limit, invalid
// UTF-8, gzip of one and of several members).
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
const DefaultLineLimit = linereader.DefaultLimit

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

// readLines calls emit for every line of r, in order, by the rules of
// package lines. The Text of an emitted line is only valid until emit
// returns.
func readLines(r io.Reader, name string, limit int, emit func(Line) error) error {
	lr := linereader.NewReader(r, name, limit)
	for {
		l, err := lr.Read()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := emit(Line{Number: int64(l.Number), Text: l.Text, Length: l.Length}); err != nil {
			return err
		}
	}
}
