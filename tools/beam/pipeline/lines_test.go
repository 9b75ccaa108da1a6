package pipeline

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	linereader "github.com/urispec/urispec/tools/internal/lines"
)

// TestReadLines: the line rules of `urispec survey` (tools/internal/lines),
// one case each, as the pipeline reads them.
func TestReadLines(t *testing.T) {
	type got struct {
		Number int64
		Text   string
		Length int
	}
	tests := []struct {
		name  string
		in    string
		limit int
		want  []got
	}{
		{"nothing", "", 10, nil},
		{"one LF: one blank line", "\n", 10, []got{{1, "", 0}}},
		{"last line without LF", "a\nbc", 10, []got{{1, "a", 1}, {2, "bc", 2}}},
		{"CRLF: the CR ends the line", "a\r\nb\r\n", 10, []got{{1, "a", 1}, {2, "b", 1}}},
		{"a blank CRLF line is blank", "\r\n", 10, []got{{1, "", 0}}},
		{"a lone CR is part of the line", "a\rb\n", 10, []got{{1, "a\rb", 3}}},
		{"a CR at the very end, without LF, is part of the line", "a\r", 10, []got{{1, "a\r", 2}}},
		{"two CRs before LF: one ends the line", "a\r\r\n", 10, []got{{1, "a\r", 2}}},
		{"at the limit: whole", "abcde\n", 5, []got{{1, "abcde", 5}}},
		{"at the limit with CRLF: whole", "abcde\r\n", 5, []got{{1, "abcde", 5}}},
		{"over the limit: cut, its length kept", "abcdef\nx\n", 5, []got{{1, "abcde", 6}, {2, "x", 1}}},
		{"invalid UTF-8 as it is", "\xff\xfe\n", 10, []got{{1, "\xff\xfe", 2}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var lines []got
			err := readLines(strings.NewReader(tt.in), "in", tt.limit, func(l Line) error {
				lines = append(lines, got{l.Number, string(l.Text), l.Length})
				return nil
			})
			require.NoError(t, err)
			assert.Equal(t, tt.want, lines)
		})
	}
}

// TestReadLinesLong: a line longer than the reader's buffer (64 KB) is
// read in chunks, cut at the limit, and the next line is read whole.
func TestReadLinesLong(t *testing.T) {
	long := strings.Repeat("x", 200<<10)
	var lines []Line
	require.NoError(t, readLines(strings.NewReader(long+"\r\nnext"), "in", 100<<10, func(l Line) error {
		l.Text = bytes.Clone(l.Text)
		lines = append(lines, l)
		return nil
	}))
	require.Len(t, lines, 2)
	assert.Equal(t, 200<<10, lines[0].Length)
	assert.Equal(t, long[:100<<10], string(lines[0].Text))
	assert.Equal(t, Line{Number: 2, Text: []byte("next"), Length: 4}, lines[1])
}

// TestDecompress: gzip is told by its magic, not by a name; a gzip magic
// followed by something else is an error naming the input.
func TestDecompress(t *testing.T) {
	r, closer, err := linereader.Decompress(bytes.NewReader(gz(t, "a\n")), "x.txt")
	require.NoError(t, err)
	var b bytes.Buffer
	_, err = b.ReadFrom(r)
	require.NoError(t, err)
	require.NoError(t, closer())
	assert.Equal(t, "a\n", b.String())

	_, _, err = linereader.Decompress(strings.NewReader("\x1f\x8bnot gzip"), "x.gz")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "x.gz: not gzip after its gzip magic: ")
}
