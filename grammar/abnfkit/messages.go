package abnfkit

// The message texts of the package, in one place (STYLE.md principle 12).
const (
	msgTooLarge   = "%s: %d bytes, more than the %d a grammar file may have"
	msgNoRule     = "%s: no rule %q (rules: %s)"
	msgNoRules    = "%s: no rules"
	msgNotRegular = "%s: rule %s has no automaton (%v), so it has no language to compare"
	msgNoStart    = "%s has no rule %q (rules: %s)"
	msgRepeatWork = "%s:%d:%d: rule %s: its nested repetitions need more than %d iterations; the oracle refuses it"
	msgTooLong    = "%s: rule %s: its shortest string is longer than %d bytes; the oracle does not sample it"

	// An *Error, as semantic.Error writes a dialect's:
	//	FILE: invalid RULE at offset N: unexpected "x", expected A or B (in rule R, §S)
	msgInvalid  = ": invalid "
	msgAtOffset = " at offset "
	msgExpected = ", expected "
	msgInRule   = " (in rule "
	msgSection  = ", §"
	msgReadAs   = "; read as "
	msgReadAsS  = " (§"
	msgNeeded   = "), it needed "
	msgNot      = ", not "
	msgNothing  = "nothing"
	msgOr       = " or "

	foundUnexpected = "unexpected "
	foundEnd        = "end of input"
	foundNUL        = "NUL byte"
	foundNonASCII   = "non-ASCII byte 0x%02X"
	foundControl    = "control byte 0x%02X"
	foundDQuote     = `'"'`
)
