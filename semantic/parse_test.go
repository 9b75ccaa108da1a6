package semantic

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestErrorsNameOffsetRuleAndExpected pins the error contract on inputs whose
// failure point follows from the grammar by hand. RFC 1738 §5:
// httpurl = "http://" hostport [ "/" hpath [ "?" search ]], port = digits,
// ftptype = "A" | "I" | "D" | "a" | "i" | "d", newsurl = "news:" grouppart,
// ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]].
func TestErrorsNameOffsetRuleAndExpected(t *testing.T) {
	tests := []struct {
		name     string
		dialect  Dialect
		input    string
		offset   int
		rule     string
		expected []string // a subset of the expected set
		message  string   // the whole message, when pinned verbatim
	}{
		{
			name: "space ends the hostname; §5 hostport", dialect: RFC1738, input: "http://a b/",
			offset: 8, rule: "hostname", expected: []string{`":"`, `"/"`, "end of input"},
			message: `rfc1738: invalid url at offset 8: unexpected " ", expected "-", ".", "/", ":", alphadigit or end of input (in rule hostname, §5)`,
		},
		{
			name: "ftptype is one of A I D; §5 ftpurl", dialect: RFC1738, input: "ftp://h/x;type=q",
			offset: 15, rule: "ftpurl", expected: []string{"ftptype"},
			message: `rfc1738: invalid url at offset 15: unexpected "q", expected ftptype (in rule ftpurl, §5)`,
		},
		{
			name: "port is digits; §5 port", dialect: RFC1738, input: "http://h:8x/",
			offset: 10, rule: "digits", expected: []string{"digit", `"/"`},
		},
		{
			name: "a control byte is named; §5 hpath has no controls", dialect: RFC1738, input: "http://h/\x01",
			offset: 9, rule: "httpurl", expected: []string{"hpath"},
			message: `rfc1738: invalid url at offset 9: unexpected control byte 0x01, expected "?", end of input or hpath (in rule httpurl, §5)`,
		},
		{
			name: "a non-ASCII byte is named", dialect: RFC1738, input: "http://h/\xc3\xa9",
			offset: 9, rule: "httpurl", expected: []string{"hpath"},
			message: `rfc1738: invalid url at offset 9: unexpected non-ASCII byte 0xC3, expected "?", end of input or hpath (in rule httpurl, §5)`,
		},
		{
			name: "news needs a grouppart; §5 newsurl", dialect: RFC1738, input: "news:",
			offset: 5, rule: "newsurl", expected: []string{"grouppart"},
			message: `rfc1738: invalid url at offset 5: unexpected end of input, expected grouppart (in rule newsurl, §5)`,
		},
		{
			name: "ftp needs a login (host); §5 ftpurl", dialect: RFC1738, input: "ftp://",
			offset: 6, rule: "ftpurl", expected: []string{"login"},
		},
		{
			name: "a NUL byte is named", dialect: RFC1738, input: "http://h/\x00",
			offset: 9, rule: "httpurl",
			message: `rfc1738: invalid url at offset 9: unexpected NUL byte, expected "?", end of input or hpath (in rule httpurl, §5)`,
		},
		{
			name: "urn scheme literal; rfc2141bis-03 §2 URI", dialect: RFC2141bis03, input: "urx:a:b",
			offset: 2,
		},
		{
			name: "NID cannot be empty; rfc2141bis-03 §2.1", dialect: RFC2141bis03, input: "urn::b",
			offset: 4,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.dialect, tt.input)
			var se *Error
			require.True(t, errors.As(err, &se), "want *Error, got %v", err)
			assert.Equal(t, tt.offset, se.Offset)
			if tt.rule != "" {
				assert.Equal(t, tt.rule, se.Rule)
			}
			assert.Subset(t, se.Expected, tt.expected)
			assert.NotEmpty(t, se.Section)
			if tt.message != "" {
				assert.Equal(t, tt.message, se.Error())
			}
			lines := strings.Split(se.Caret(), "\n")
			require.Len(t, lines, 2)
			assert.True(t, strings.HasSuffix(lines[1], "^"))
		})
	}
}

func TestCaretAlignsEscapedBytes(t *testing.T) {
	e := &Error{Input: "a\x00b\xffc", Offset: 4}
	assert.Equal(t, "a\\x00b\\xFFc\n          ^", e.Caret())
	e = &Error{Input: "abc", Offset: 3}
	assert.Equal(t, "abc\n   ^", e.Caret(), "the end of input is a position too")
}

func TestParseOptionsAndMisuse(t *testing.T) {
	_, err := Parse(Dialect{}, "x")
	assert.ErrorIs(t, err, ErrUnknownDialect)
	assert.EqualError(t, err, "unknown dialect: no dialect given (the zero Dialect)")

	_, err = Parse(RFC1738, "http://h/", WithRule("URI"))
	assert.ErrorContains(t, err, `dialect rfc1738 has no start rule "URI"`)

	_, err = Parse(RFC1738, "http://h/", WithMaxLength(0))
	assert.EqualError(t, err, "WithMaxLength(0): the limit must be positive")

	_, err = Parse(RFC1738, "http://host/", WithMaxLength(5))
	var le *LengthError
	require.ErrorAs(t, err, &le)
	assert.Equal(t, "rfc1738: input is 12 bytes, over the limit of 5 bytes", le.Error())

	// RFC 1738 §5: genericurl is a start rule of its own; "http://h/" matches it too.
	u, err := Parse(RFC1738, "http://h/", WithRule("genericurl"))
	require.NoError(t, err)
	assert.Equal(t, "genericurl", u.StartRule)
}

// TestDefinedSchemeCannotEscape: RFC 1738 §5 defines ftpurl; a malformed ftp
// URL is not rescued by otherurl (erratum of the transcription).
func TestDefinedSchemeCannotEscape(t *testing.T) {
	_, err := Parse(RFC1738, "ftp://h/x;type=q")
	require.Error(t, err)
	u, err := Parse(RFC1738, "x-ftp://h/x;type=q")
	require.NoError(t, err)
	assert.Equal(t, "otherurl", u.Production)
}

func TestStartRules(t *testing.T) {
	for _, d := range Dialects() {
		require.NotEmpty(t, d.x.meta.StartRules, d)
		for _, r := range d.x.meta.StartRules {
			_, ok := d.x.auto.RuleIndex(r)
			assert.True(t, ok, "%s: the start rule %s has an automaton", d, r)
			_, err := d.x.tree(r, nil)
			assert.NotContains(t, fmt.Sprint(err), "no start rule", "%s: the generated parser has the start rule %s", d, r)
		}
		info, err := Info(d)
		require.NoError(t, err)
		assert.NotEmpty(t, info.Spec.Name)
		assert.Regexp(t, `^[0-9]{4}(-[0-9]{2}){0,2}$`, info.Spec.Date)
	}
}
