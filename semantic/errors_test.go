package semantic

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCaretWindow pins the caret display of CaretWindow: the window of n
// columns on each side of the offset, the markers of what it leaves out, and
// the caret under the offset in columns (a "…" is one column, an escaped byte
// four).
func TestCaretWindow(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		offset int
		n      int
		want   string
	}{
		{name: "short input: no marker", input: "abc", offset: 1, n: 4,
			want: "abc\n ^"},
		{name: "n <= 0: the whole input", input: "0123456789", offset: 5, n: 0,
			want: "0123456789\n     ^"},
		{name: "cut after", input: "0123456789", offset: 1, n: 3,
			want: "0123…[+6 bytes]\n ^"},
		{name: "cut before", input: "0123456789", offset: 8, n: 3,
			want: "[+5 bytes]…56789\n              ^"},
		{name: "cut on both sides", input: "0123456789", offset: 5, n: 2,
			want: "[+3 bytes]…3456…[+3 bytes]\n             ^"},
		{name: "the offset byte counts on the right", input: "0123456789", offset: 5, n: 1,
			want: "[+4 bytes]…45…[+4 bytes]\n            ^"},
		{name: "offset at the end of input", input: "0123456789", offset: 10, n: 3,
			want: "[+7 bytes]…789\n              ^"},
		{name: "offset outside the input: the caret after its end", input: "0123456789", offset: 99, n: 3,
			want: "[+7 bytes]…789\n              ^"},
		{name: "negative offset: the caret after its end", input: "abc", offset: -1, n: 0,
			want: "abc\n   ^"},
		{name: "escaped bytes take four columns", input: "a\x00b\xffc", offset: 4, n: 0,
			want: "a\\x00b\\xFFc\n          ^"},
		// An escaped byte that does not fit the window is left out whole.
		{name: "escaped byte at the window's edge", input: "\x01\x02ab", offset: 2, n: 5,
			want: "[+1 byte]…\\x02ab\n              ^"},
		{name: "empty input", input: "", offset: 0, n: 60,
			want: "\n^"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := &Error{Input: tt.input, Offset: tt.offset}
			assert.Equal(t, tt.want, e.CaretWindow(tt.n))
		})
	}
}

// TestCaretBoundedOnLongInput: the caret display of an error in a 1 MB input
// is about two windows wide, and the caret stands under the offending byte.
func TestCaretBoundedOnLongInput(t *testing.T) {
	in := strings.Repeat("a", 500_000) + " " + strings.Repeat("b", 500_000)
	e := &Error{Input: in, Offset: 500_000}
	c := e.Caret()
	assert.Less(t, len(c), 4*DefaultCaretWindow+64, "bounded whatever the input size")
	line, caret, ok := strings.Cut(c, "\n")
	require.True(t, ok)
	assert.Equal(t, "[+499940 bytes]…"+strings.Repeat("a", 60)+" "+strings.Repeat("b", 59)+"…[+499941 bytes]", line)
	col := utf8.RuneCountInString(caret) - 1
	assert.Equal(t, " ", string([]rune(line)[col]), "the caret is under the space")
}

// TestErrorTextOneAllocation: Error's text is written into one buffer of the
// exact length (sizeHint), whatever stands at the offset (end of input, NUL,
// control, non-ASCII, the double quote, a character), with or without a
// reading given up or a prose reason, at offsets of one to four digits;
// and an invalid input costs two allocations with its text: the *Error
// (with its expected lists) and the text, and a third for a Reading.
func TestErrorTextOneAllocation(t *testing.T) {
	long := "http://h/" + strings.Repeat("a", 1000)
	inputs := []string{"", "http://h:1x/", "http://a:8a/", "telnet://h:x", "http://[::1]/", "http://\xc3\xa9/",
		"http://h/\x00", "http://h/\x7f", "http://h/\"", "http://h/%zz", "http:", "urn:urn:x", "urn:a:%00",
		long + "%", long + "\x01", long[:100] + "<", "%"}
	var withReading, withReason int
	for _, d := range Dialects() {
		for _, in := range inputs {
			var e *Error
			if !errors.As(Validate(d, in), &e) {
				continue
			}
			if e.Abandoned != nil {
				withReading++
			}
			if e.Reason != "" {
				withReason++
			}
			assert.Equal(t, len(e.Error()), e.sizeHint(), "%s %q: %s", d.ID(), in, e)
		}
	}
	assert.Positive(t, withReading)
	assert.Positive(t, withReason)
	for in, want := range map[string]float64{"http://a:8a/": 3, long + "%": 2, "http://h/\x00": 2} {
		allocs := testing.AllocsPerRun(20, func() {
			if Validate(RFC3986, in).Error() == "" {
				panic(in)
			}
		})
		assert.Equal(t, want, allocs, "%q", in)
	}
}
