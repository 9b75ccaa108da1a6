package semantic

// Every message text of the semantic layer, in one place (STYLE.md 12).
const (
	msgUnknownDialect = "unknown dialect %q (dialects: %v)"
	msgUnknownRule    = "dialect %s has no start rule %q (start rules: %v)"
	msgTooLong        = "input is %d bytes, over the limit of %d bytes set with WithMaxLength"
	msgBadMaxLength   = "WithMaxLength(%d): the limit must be positive"
	msgGrammarLoad    = "dialect %s: cannot load its grammar of record: %v"

	// errorFormat is the one format of a syntax error (Error.Error):
	// dialect, start rule, offset, what was found, what was expected, the rule
	// being matched there and its section.
	errorFormat = "%s: invalid %s at offset %d: %s, expected %s (in rule %s, §%s)"

	// reasonFormat is the format of an input that the grammar admits but a
	// prose MUST of the spec forbids.
	reasonFormat = "%s: invalid %s at offset %d: %s (in rule %s, §%s)"

	foundEnd      = "unexpected end of input"
	foundNUL      = "unexpected NUL byte"
	foundNonASCII = "unexpected non-ASCII byte 0x%02X"
	foundControl  = "unexpected control byte 0x%02X"
	foundByte     = "unexpected %q"
	expectedEnd   = "end of input"
)
