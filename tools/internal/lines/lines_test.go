package lines

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readAll reads every line of in with limit, as "number:text:length".
func readAll(t *testing.T, r io.Reader, limit int) []string {
	t.Helper()
	lr := NewReader(r, "test", limit)
	var out []string
	for {
		l, err := lr.Read()
		if errors.Is(err, io.EOF) {
			return out
		}
		require.NoError(t, err)
		out = append(out, strings.Join([]string{itoa(l.Number), string(l.Text), itoa(l.Length)}, ":"))
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestRead: LF ends a line; one CR before it belongs to the line ending, any
// other CR to the line; a blank line is a line; the last line needs no LF;
// a line over the limit keeps its first limit bytes and its length.
func TestRead(t *testing.T) {
	got := readAll(t, strings.NewReader("a\r\nb\r\r\n\nc\rd\nlongline\ne"), 4)
	assert.Equal(t, []string{"1:a:1", "2:b\r:2", "3::0", "4:c\rd:3", "5:long:8", "6:e:1"}, got)
	assert.Empty(t, readAll(t, strings.NewReader(""), 4))
}

// TestReady: only a whole line that is not blank is ready.
func TestReady(t *testing.T) {
	lr := NewReader(strings.NewReader("\n\r\nx\n"), "test", 10)
	_, _ = lr.r.Peek(1) // fill the buffer
	assert.True(t, lr.Ready())
	lr = NewReader(strings.NewReader("\n\r\nx"), "test", 10)
	_, _ = lr.r.Peek(1)
	assert.False(t, lr.Ready())
}

// TestDecompress: a stream that begins with the gzip magic is decompressed,
// every member; any other is read as it is.
func TestDecompress(t *testing.T) {
	var b bytes.Buffer
	for _, part := range []string{"a\n", "b\n"} {
		z := gzip.NewWriter(&b)
		_, err := z.Write([]byte(part))
		require.NoError(t, err)
		require.NoError(t, z.Close())
	}
	r, closer, err := Decompress(&b, "test")
	require.NoError(t, err)
	assert.Equal(t, []string{"1:a:1", "2:b:1"}, readAll(t, r, 10))
	require.NoError(t, closer())
	r, _, err = Decompress(strings.NewReader("plain\n"), "test")
	require.NoError(t, err)
	assert.Equal(t, []string{"1:plain:5"}, readAll(t, r, 10))
	_, _, err = Decompress(strings.NewReader("\x1f\x8bnot gzip"), "test")
	assert.ErrorContains(t, err, "test: not gzip after its gzip magic")
}
