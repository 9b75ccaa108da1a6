package oracle

// The message texts of the oracle, in one place (STYLE.md principle 12).

const (
	msgUndefined      = "%s: rule %s refers to undefined rule %s"
	msgProse          = "%s: rule %s has a prose-val <%s>, which the oracle cannot run"
	msgNoStart        = "%s: no rule to compile (no ;@start pragma and no rules)"
	msgNumTooBig      = "%s: rule %s: value %d is above 255; the oracle matches bytes (values are code points only with ;@encoding utf-8)"
	msgBadRange       = "%s: rule %s: empty range %d-%d"
	msgNotCodePoint   = "%s: rule %s: value %d is a surrogate or above U+10FFFF; UTF-8 cannot encode it"
	msgOnlySurrogates = "%s: rule %s: range %s holds only surrogates, which UTF-8 cannot encode"
	msgBadRepeat      = "%s: rule %s: repetition %d*%d has min above max"
	msgLeftRecursion  = "%s: left recursion: %s"
	msgGuardUnknown   = "%s: ;@not-followed-by %s %s: undefined rule %s"
	msgUnknownRule    = "oracle: %q is not a rule of %s"

	// Expected names "end of input" when the start rule could end at the
	// offset but the input goes on.
	endOfInput = "end of input"
)
