package main

import (
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLines pins the line reader: line endings, blank lines, the limit, and
// lines longer than its 64 KiB read buffer (a CR and its LF in two reads).
func TestLines(t *testing.T) {
	const buf = 64 << 10 // the size of the bufio.Reader of newLines
	a := func(n int) string { return strings.Repeat("a", n) }
	tests := []struct {
		name   string
		input  string
		limit  int
		want   []item
		blanks int
	}{
		{name: "empty input", input: "", limit: 10},
		{name: "LF and CRLF", input: "ab\ncd\r\nef", limit: 10,
			want: []item{{line: 1, text: "ab", length: 2}, {line: 2, text: "cd", length: 2}, {line: 3, text: "ef", length: 2}}},
		{name: "blank lines counted", input: "\n\r\nab\n\n", limit: 10,
			want: []item{{line: 3, text: "ab", length: 2}}, blanks: 3},
		{name: "at the limit", input: "abcd\n", limit: 4,
			want: []item{{line: 1, text: "abcd", length: 4}}},
		{name: "over the limit", input: "abcde\nf\n", limit: 4,
			want: []item{{line: 1, text: "abcd", length: 5, cut: true}, {line: 2, text: "f", length: 1}}},
		{name: "over the limit by a CRLF only", input: "abcd\r\n", limit: 4,
			want: []item{{line: 1, text: "abcd", length: 4}}},
		{name: "CR kept when not before LF", input: "ab\r\r\nc\r", limit: 10,
			want: []item{{line: 1, text: "ab\r", length: 3}, {line: 2, text: "c\r", length: 2}}},
		{name: "line longer than the read buffer", input: a(3*buf) + "\nb\n", limit: 4 * buf,
			want: []item{{line: 1, text: a(3 * buf), length: 3 * buf}, {line: 2, text: "b", length: 1}}},
		{name: "CR at the end of a read, LF at the start of the next", input: a(buf-1) + "\r\nb", limit: 2 * buf,
			want: []item{{line: 1, text: a(buf - 1), length: buf - 1}, {line: 2, text: "b", length: 1}}},
		{name: "line far over the limit", input: a(5*buf) + "\r\nb", limit: 10,
			want: []item{{line: 1, text: a(10), length: 5 * buf, cut: true}, {line: 2, text: "b", length: 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, r := range []io.Reader{strings.NewReader(tt.input), iotest.OneByteReader(strings.NewReader(tt.input))} {
				l := newLines(r, txtStdin, tt.limit)
				var got []item
				for {
					it, err := l.next()
					if errors.Is(err, io.EOF) {
						break
					}
					require.NoError(t, err)
					got = append(got, it)
				}
				assert.Equal(t, tt.want, got)
				assert.Equal(t, tt.blanks, l.blanks())
			}
		})
	}
}

// TestLinesReadError: an error of the reader is returned, not taken for the
// end of input.
func TestLinesReadError(t *testing.T) {
	l := newLines(iotest.ErrReader(errors.New("disk on fire")), txtStdin, 10)
	_, err := l.next()
	assert.EqualError(t, err, "reading standard input: disk on fire")

	code, _, stderr := runCLIReader(t, io.MultiReader(strings.NewReader("http://a/\n"), iotest.ErrReader(errors.New("disk on fire"))),
		"check", "-d", "rfc3986")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, "urispec check: reading standard input: disk on fire\n", stderr)
}

// TestDedupe: repeated expected items are shown once, in order.
func TestDedupe(t *testing.T) {
	tests := []struct {
		name string
		in   []string
		want []string
	}{
		{name: "nil", in: nil, want: nil},
		{name: "no repeat", in: []string{"a", "b"}, want: []string{"a", "b"}},
		{name: "repeats", in: []string{"a", "b", "a", "c", "b"}, want: []string{"a", "b", "c"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, dedupe(tt.in))
		})
	}
}

// TestLinesReady: the reader is ready when a whole line that is not blank
// is buffered, so a batch never waits for input that has not come.
func TestLinesReady(t *testing.T) {
	tests := []struct {
		name  string
		input string // the first line is read, then ready is asked
		want  bool
	}{
		{name: "a whole line", input: "a\nb\n", want: true},
		{name: "a whole line after blank ones", input: "a\n\n\r\nb\n", want: true},
		{name: "only blank lines", input: "a\n\n\r\n", want: false},
		{name: "a line without its LF", input: "a\nb", want: false},
		{name: "nothing", input: "a\n", want: false},
		{name: "a lone CR is a line", input: "a\n\r\r\n", want: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := newLines(strings.NewReader(tt.input), txtStdin, 10)
			_, err := l.next()
			require.NoError(t, err)
			assert.Equal(t, tt.want, l.ready())
		})
	}
}
