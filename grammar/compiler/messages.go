package compiler

// All message texts of the automaton compiler, in one place (STYLE.md
// principle 12). Errors are "file:line:col: rule NAME: message".
const (
	msgUndefined      = "%s: rule %s: refers to undefined rule %s"
	msgProse          = "%s: rule %s: prose-val <%s> cannot be compiled to an automaton"
	msgNotRegular     = "%s: rule %s: refers to %s, which encloses it, other than in tail position: the grammar is not regular (only right-linear recursion compiles to an automaton)"
	msgLeftRec        = "%s: rule %s: tail reference to %s can be reached without reading a byte (left recursion)"
	msgNumTooBig      = "%s: rule %s: value %d is out of the byte range 0-255"
	msgNotCodePoint   = "%s: rule %s: value %d is a surrogate or above U+10FFFF; UTF-8 cannot encode it"
	msgOnlySurrogates = "%s: rule %s: range %s holds only surrogates, which UTF-8 cannot encode"
	msgBadRange       = "%s: rule %s: range %d-%d is empty"
	msgBadRepeat      = "%s: rule %s: repetition %d*%d has min > max"
	msgNoRule         = "%s: %s: no rule %s"
	msgGuardGuarded   = "%s: guard %s of %s reaches guarded rule %s: guards inside guards are not supported"
	msgTooBig         = "%s: rule %s: more than %d states before minimization; the diagnosis does not fit a table"
	msgTooLong        = "%s: rule %s: the program outgrows %d instructions (every rule reference inlined, every bounded repetition expanded)"
	msgDeadline       = "%s: rule %s: out of time after %d states of the subset construction"
	msgDeadlineMin    = "%s: rule %s: out of time minimizing %d states"
	msgTooManyStates  = "%s: rule %s: %d states after minimization; the tables number states in 16 bits (at most %d)"
	msgNoRules        = "%s: no ;@start or ;@scan rule to compile"
	msgNoAutomaton    = "automaton %s has no rule %s"
	msgAutomaton      = "automaton %s: %w"
	msgInFile         = "%s: %w"
	// msgLanguageDiffers: the language table and the diagnosing table
	// disagree (ProveLanguage): rule, shortest witness, verdicts.
	msgLanguageDiffers = "rule %s: the language table and the diagnosing table differ on %q: the diagnosing table %s it, the language table %s it"
	// msgPairsDiffer: a rule's pair table does not end where its language
	// table ends (ProveLanguage): rule, shortest witness.
	msgPairsDiffer = "rule %s: after %q the pair table's state is not the language table's"
	msgPairsShape  = "rule %s: the pair table's sizes do not match its classes"
	msgPairsRules  = "%d pair tables for %d rules"
)
