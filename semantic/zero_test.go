package semantic

import (
	"errors"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestZeroValues calls every method on the zero value of every exported
// type, every entry point that takes a Dialect with the zero Dialect,
// FromURL with a nil *url.URL, and the entry points that take options with
// nil options: a value a caller can build never makes the package panic.
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
		_, err = Relativize(d, "x", "y")
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = Encode(d, ComponentPath, "x")
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = Decode(d, ComponentPath, "x")
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = EncodingComponents(d)
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = LanguageDifferences(d, "", RFC3986, "", 1)
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = LanguageDifferences(RFC3986, "", d, "", 1)
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = FromURL(d, &url.URL{Scheme: "http", Host: "a"})
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = FromURL(d, nil)
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = FromURL(RFC3986, nil)
		assert.EqualError(t, err, "FromURL: rfc3986: no *url.URL (nil)")

		// nil options are ignored by every entry point that takes options.
		assert.NoError(t, Validate(RFC3986, "a", nil, WithRule("URI-reference"), nil))
		_, err = Parse(RFC3986, "a", nil)
		assert.NoError(t, err)
		_, err = Resolve(RFC3986, "http://a/", "b", nil)
		assert.NoError(t, err)
		_, err = Relativize(RFC3986, "http://a/", "http://a/b", nil)
		assert.NoError(t, err)
		_, err = Normalize(RFC3986, "http://a/", nil)
		assert.NoError(t, err)
		_, err = Equivalent(RFC3986, "http://a/", "http://a/", nil)
		assert.NoError(t, err)
		_, err = FromURL(RFC3986, &url.URL{Scheme: "http", Host: "a"}, nil)
		assert.NoError(t, err)
		_, err = IRIToURI("http://a/", nil)
		assert.NoError(t, err)
		_, err = URIToIRI("http://a/", nil)
		assert.NoError(t, err)

		var u URI
		_, _, _ = u.Parts(), u.Typed(), u.Recompose()
		_, err = u.URL()
		assert.ErrorIs(t, err, ErrUnknownDialect)
		_, err = HostAddr(&u)
		assert.ErrorIs(t, err, ErrNotIP)
		var e Error
		_, _, _ = e.Error(), e.Found(), e.Caret()
		e = Error{Input: "abc", Offset: 99}
		_, _, _ = e.Error(), e.Found(), e.Caret()
		e = Error{Input: "abc", Offset: -5}
		_, _, _ = e.Error(), e.Found(), e.Caret()
		var le LengthError
		_ = le.Error()
		var re OpError
		_, _ = re.Error(), re.Unwrap()
		var ne NotRepresentableError
		_ = ne.Error()
		var ee EncodingError
		_ = ee.Error()
		var pe PolicyError
		_, _, _ = pe.Error(), pe.Offset(), pe.Caret()
		_ = PortRange{}.String()
		_ = Recomposition(42).String()
		assert.False(t, errors.Is(&re, ErrAboveRoot))
		var s Span
		_, _ = s.Defined(), s.In("")
		_, _ = Span{5, 9}.In("ab"), Span{-1, 4}.In("abc")
		_ = HostKind(0).String()
		_ = LeadingDots(42).String()
	})
}
