package whatwg

// The names of the validation errors (url.bs #validation-error-table), each
// written as the standard writes it.
const (
	ErrDomainToASCII                 = "domain-to-ASCII"
	ErrDomainPercentEncoded          = "domain-percent-encoded"
	ErrHostInvalidCodePoint          = "host-invalid-code-point"
	ErrIPv4EmptyPart                 = "IPv4-empty-part"
	ErrIPv4TooFewParts               = "IPv4-too-few-parts"
	ErrIPv4TooManyParts              = "IPv4-too-many-parts"
	ErrIPv4NonNumericPart            = "IPv4-non-numeric-part"
	ErrIPv4NonDecimalPart            = "IPv4-non-decimal-part"
	ErrIPv4OutOfRangePart            = "IPv4-out-of-range-part"
	ErrIPv6Unclosed                  = "IPv6-unclosed"
	ErrIPv6InvalidCompression        = "IPv6-invalid-compression"
	ErrIPv6TooManyPieces             = "IPv6-too-many-pieces"
	ErrIPv6MultipleCompression       = "IPv6-multiple-compression"
	ErrIPv6InvalidCodePoint          = "IPv6-invalid-code-point"
	ErrIPv6TooFewPieces              = "IPv6-too-few-pieces"
	ErrIPv6PieceLeadingZero          = "IPv6-piece-leading-zero"
	ErrIPv4InIPv6TooManyPieces       = "IPv4-in-IPv6-too-many-pieces"
	ErrIPv4InIPv6InvalidCodePoint    = "IPv4-in-IPv6-invalid-code-point"
	ErrIPv4InIPv6OutOfRangePart      = "IPv4-in-IPv6-out-of-range-part"
	ErrIPv4InIPv6TooFewParts         = "IPv4-in-IPv6-too-few-parts"
	ErrInvalidURLUnit                = "invalid-URL-unit"
	ErrSpecialSchemeMissingSolidus   = "special-scheme-missing-following-solidus"
	ErrMissingSchemeNonRelativeURL   = "missing-scheme-non-relative-URL"
	ErrInvalidReverseSolidus         = "invalid-reverse-solidus"
	ErrInvalidCredentials            = "invalid-credentials"
	ErrHostMissing                   = "host-missing"
	ErrPortOutOfRange                = "port-out-of-range"
	ErrPortInvalid                   = "port-invalid"
	ErrFileInvalidWindowsDriveLetter = "file-invalid-Windows-drive-letter"
	ErrFileInvalidDriveLetterHost    = "file-invalid-Windows-drive-letter-host"
)

// descriptions say, for each validation error, what was expected where it
// was found (after the "Error description" column of the table).
var descriptions = map[string]string{
	ErrDomainToASCII:                 "a domain that Unicode ToASCII accepts",
	ErrDomainPercentEncoded:          "a domain without percent-encoded bytes",
	ErrHostInvalidCodePoint:          "an opaque host without forbidden host code points",
	ErrIPv4EmptyPart:                 "an IPv4 address not ending with \".\"",
	ErrIPv4TooFewParts:               "an IPv4 address of 4 parts",
	ErrIPv4TooManyParts:              "an IPv4 address of at most 4 parts",
	ErrIPv4NonNumericPart:            "a numeric IPv4 part",
	ErrIPv4NonDecimalPart:            "decimal IPv4 parts",
	ErrIPv4OutOfRangePart:            "IPv4 parts of at most 255 (the last: what the parts before it leave)",
	ErrIPv6Unclosed:                  "\"]\" closing the IPv6 address",
	ErrIPv6InvalidCompression:        "\"::\" where an IPv6 address begins with \":\"",
	ErrIPv6TooManyPieces:             "an IPv6 address of at most 8 pieces",
	ErrIPv6MultipleCompression:       "at most one \"::\" in an IPv6 address",
	ErrIPv6InvalidCodePoint:          "an ASCII hex digit or \":\" in an IPv6 address",
	ErrIPv6TooFewPieces:              "8 pieces in an IPv6 address without \"::\"",
	ErrIPv6PieceLeadingZero:          "an IPv6 piece without a leading 0",
	ErrIPv4InIPv6TooManyPieces:       "at most 6 pieces before an IPv4 address in an IPv6 address",
	ErrIPv4InIPv6InvalidCodePoint:    "a decimal IPv4 part without leading 0 in an IPv6 address",
	ErrIPv4InIPv6OutOfRangePart:      "an IPv4 part of at most 255 in an IPv6 address",
	ErrIPv4InIPv6TooFewParts:         "4 IPv4 parts in an IPv6 address",
	ErrInvalidURLUnit:                "a URL unit (a URL code point, or \"%\" and two ASCII hex digits)",
	ErrSpecialSchemeMissingSolidus:   "\"//\" after a special scheme",
	ErrMissingSchemeNonRelativeURL:   "a scheme, or a base URL without an opaque path",
	ErrInvalidReverseSolidus:         "\"/\", not \"\\\", in a special URL",
	ErrInvalidCredentials:            "no credentials",
	ErrHostMissing:                   "a host",
	ErrPortOutOfRange:                "a port of at most 65535",
	ErrPortInvalid:                   "an ASCII digit, \"/\", \"?\", \"#\" or the end after \":\" of the port",
	ErrFileInvalidWindowsDriveLetter: "no Windows drive letter in a relative file URL",
	ErrFileInvalidDriveLetterHost:    "a file host that is not a Windows drive letter",
}

// Description returns what the validation error name expects, or "" for a
// name the standard does not define.
func Description(name string) string { return descriptions[name] }

// Step names: the states and algorithms of the standard in which a failure
// is returned.
const (
	stepNoScheme   = "no scheme state"
	stepAuthority  = "authority state"
	stepHost       = "host state"
	stepPort       = "port state"
	stepFileHost   = "file host state"
	stepHostParser = "host parser"
	stepDomain     = "domain parser"
	stepIPv4       = "IPv4 parser"
	stepIPv6       = "IPv6 parser"
	stepOpaqueHost = "opaque-host parser"
)

// msgFailure is the format of Error (offset, step, name of the validation
// error, what was expected) and msgWarning that of a ValidationError.
const (
	msgFailure      = "offset %d: URL Standard %s: failure (%s): expected %s"
	msgEmptyDomain  = "a domain that is not empty after domain to ASCII"
	msgForbiddenDom = "a domain without forbidden domain code points"
	msgWarning      = "offset %d: URL Standard validation error %s: expected %s"
)
