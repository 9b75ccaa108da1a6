package semantic

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestZeroValues calls every method on the zero value of every exported
// type, and the entry points with the zero Dialect and nil options: a value
// a caller can build never makes the package panic.
func TestZeroValues(t *testing.T) {
	assert.NotPanics(t, func() {
		var d Dialect
		_, _ = d.ID(), d.String()
		_, err := d.MarshalText()
		assert.ErrorIs(t, err, ErrUnknownDialect)
		assert.ErrorIs(t, d.UnmarshalText([]byte("no such dialect")), ErrUnknownDialect)

		_, err = Parse(d, "x")
		assert.ErrorIs(t, err, ErrUnknownDialect)
		assert.ErrorIs(t, Validate(d, "x"), ErrUnknownDialect)
		_, err = Resolve(d, "x", "y")
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = Normalize(d, "x")
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = Equivalent(d, "x", "y")
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = Info(d)
		assert.ErrorIs(t, err, ErrUnknownDialect)

		// nil options are ignored.
		assert.NoError(t, Validate(RFC3986, "a", nil, WithRule("URI-reference"), nil))

		var u URI
		_, _, _ = u.Parts(), u.Typed(), u.Recompose()
		var e Error
		_, _, _ = e.Error(), e.Found(), e.Caret()
		e = Error{Input: "abc", Offset: 99}
		_, _, _ = e.Error(), e.Found(), e.Caret()
		e = Error{Input: "abc", Offset: -5}
		_, _, _ = e.Error(), e.Found(), e.Caret()
		var le LengthError
		_ = le.Error()
		var re ResolveError
		_, _ = re.Error(), re.Unwrap()
		assert.False(t, errors.Is(&re, ErrAboveRoot))
		var s Span
		_, _ = s.Defined(), s.In("")
		_, _ = Span{5, 9}.In("ab"), Span{-1, 4}.In("abc")
		_ = HostKind(0).String()
		_ = LeadingDots(42).String()
	})
}
