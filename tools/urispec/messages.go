package main

// Every message text of the CLI, in one place (STYLE.md 12). Messages name
// the CLI's flags, never the library's Go identifiers, and quote with plain
// double quotes.
const (
	msgPrefix        = "urispec %s: " // every diagnostic starts with the command
	msgUnknownCmd    = "unknown command \"%s\""
	msgUnknownTopic  = "no help topic \"%s\" (topics: the commands and json)"
	msgHelpArgs      = "takes one topic, got %d operands"
	msgMissing       = "missing %s"
	msgTooMany       = "takes %s, got %d operands"
	msgNoOperands    = "takes no operands, got %d"
	msgFlagHint      = "an input that begins with \"-\" goes after \"--\": urispec %s [flags] -- %s"
	msgRunHelp       = "Run 'urispec help %s' for its flags."
	msgExclusive     = "-d and -all exclude each other"
	msgRuleNeedsD    = "-rule needs -d (start rules belong to one dialect)"
	msgBaseNeedsD    = "-base needs -d (a base URL chooses a start rule of one dialect)"
	msgBaseAndRule   = "-base and -rule exclude each other (the base chooses the start rule)"
	msgNoRule        = "-rule %s: %s has no start rule \"%s\" (start rules: %s)"
	msgMaxLength     = "-max-length %d: the limit must be positive (0: no limit)"
	msgJobs          = "-j %d: want a number of goroutines, 0 for every core"
	msgDots          = "-dots \"%s\": want retain, remove or error"
	msgNotOffered    = "%s: %s offers no such choice (%s)"
	msgOfferedBy     = "dialects that do: %s"
	msgOfferedByNone = "no dialect does"
	msgNoLevelOf     = "-level: level not defined by the dialect's spec: \"%s\" (levels of %s: %s)"
	msgNoNormalizer  = "%s defines no normalization"
	msgErrataArgs    = "-errata takes no operands"
	msgRead          = "reading %s: %v"
	msgTop           = "-top %d: want a number of failures, 0 for all"
	msgDialectFormat = "-d \"%s\": not a dialect of the format (%s)"
	msgKindFormat    = "-kind \"%s\": want parse, resolve, normalize or equivalent"
	msgMatrixKind    = "-matrix uses parse vectors only; -kind must be parse or absent"

	// diff -languages (languages.go).
	msgLanguagesFlag     = "%s does not apply to diff -languages (it compares the dialects A and B, not inputs)"
	msgLanguagesOnly     = "%s applies to diff -languages only"
	msgLanguagesMax      = "-max %d: want a number of inputs per rule, 0 for all"
	msgNoRuleOf          = "%s %s: %s has no start rule \"%s\" (start rules: %s)"
	txtLanguagesHeading  = "Accepted by %s, rejected by %s: %d inputs, in %d rules of %s"
	txtLanguagesRule     = "  in %s (§%s): %d"
	txtLanguagesAt       = "at %d: %s, expected %s"
	txtLanguagesMore     = "    … %d more (-max 0 shows all)"
	txtLanguagesIncluded = "Every input accepted by %s is accepted by %s (proved: the search visited every pair of states of the two automata)."
	txtLanguagesEqual    = "The languages of %s and %s are equal (proved: the search visited every pair of states of the two automata, both ways)."
	// Policies (check -schemes, -require, -forbid, -host-kinds, -ports).
	msgPolicyComponent = "%s \"%s\": want scheme, authority, userinfo, password, host, port, path, query or fragment"
	msgPolicyHostKind  = "-host-kinds \"%s\": want reg-name, hostname, hostnumber, IPv4address, IPv6reference, IP-literal, IPvFuture, name, ipv4 or ipv6"
	msgPolicyPorts     = "-ports \"%s\": want a port number or a range N-M (N <= M)"
	msgNoComponent     = "-component \"%s\": %s has no rule for it (components: %s)"

	// The summary of a batch, on standard error.
	msgSummary      = "%d valid, %d invalid"
	msgSummaryBlank = ", %d blank"

	// Text results.
	txtValid       = "valid"
	txtInvalid     = "invalid"
	txtEquivalent  = "equivalent"
	txtNotEquiv    = "not equivalent"
	txtProduction  = "(%s -> %s)"
	txtWarning     = "%s: warning at offset %d: %s (§%s)"
	txtInvalidRole = "invalid %s: %s"
	txtLineNumber  = "%d: "
	txtComponent   = "%-10s \"%s\""
	txtPart        = "%-10s \"%s\" [%d,%d)"
	txtLevels      = "Levels (default first):"
	txtDialects    = "Dialects, in date order: %s."
	txtStdin       = "standard input"
	txtProgress    = "survey: %d lines, %.0f lines/s"
	txtNoLevels    = "none"

	// version.
	txtVersion      = "urispec %s (%s)"
	txtGoVersion    = "built with %s"
	txtFingerprints = "grammar fingerprints (SHA-256 of grammar/<id>/<id>.abnf):"
	txtDevel        = "(devel)"
	modulePath      = "github.com/urispec/urispec"
)
