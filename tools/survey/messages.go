package survey

// Every text of the report, in one place (STYLE.md 12).
const (
	// The shares of the scheme and namespace grammars (Config.SchemeSyntax).
	txtSchemeSyntax = "%s: inputs valid under its grammar that their scheme or namespace grammar accepts:"

	msgMergeFiles    = "survey: cannot merge aggregates of other files: %q and %q"
	msgMergeDialects = "survey: cannot merge aggregates of other dialects: %v and %v"
	msgState         = "survey: aggregate state: %v"

	txtTotals        = "%d %s in %d %s: %d inputs, %d blank, %d length errors, %d invalid UTF-8"
	txtDialect       = "dialect"
	txtDate          = "date"
	txtValid         = "valid"
	txtShare         = "share"
	txtInvalid       = "invalid"
	txtDialectFails  = "%s: %d invalid, %d failing rules%s, most frequent first:"
	txtShown         = " (the first %d shown)"
	txtTransitions   = "Transitions between consecutive versions of each lineage, in date order:"
	txtTransition    = "%s: %s -> %s: %d valid -> invalid, %d invalid -> valid"
	txtBecameInvalid = "valid in %s, invalid in %s, by the rule where %s fails:"
	txtBecameValid   = "invalid in %s, valid in %s, by the rule where %s fails:"
	txtBarTitle      = "Valid share per dialect"
	txtBarY          = "valid (% of inputs)"
	txtHeatTitle     = "Failing rules by dialect (% of the dialect's inputs)"
	txtEscape        = `\x%02X`
	txtCutMarker     = "…[+%d bytes]"
)
