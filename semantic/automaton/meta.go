package automaton

// Meta is a grammar's metadata as plain data, generated into
// generated/<pkg>/meta.go from the pragmas, rule citations and errata block
// of grammar/<dialect>/<dialect>.abnf (grammar/README.md).
type Meta struct {
	Dialect     string
	SpecName    string // the document, e.g. RFC3986 or draft-fielding-url-syntax-05
	SpecTitle   string
	SpecDate    string // YYYY-MM or YYYY-MM-DD
	Fingerprint string // sha256 of the grammar file, hex
	StartRules  []string
	ScanRules   []string
	Renames     []Rename
	Sections    []RuleSection // every rule the file defines, in file order
	Errata      []Erratum     // every ;@erratum entry, in file order
	// Encoding is what percent-encoding means in the grammar, per
	// component (generated/<pkg>/encoding.go).
	Encoding *Encoding
	// UTF8: the grammar's terminals are characters matched as their UTF-8
	// encodings (its ;@encoding utf-8 pragma), so a message can tell a
	// byte that is no UTF-8 from a character the grammar excludes.
	UTF8 bool
}

// Rename maps a spec rule name that is not legal ABNF to its ABNF name.
type Rename struct{ Spec, ABNF string }

// RuleSection is the spec section a rule cites ("; §3.2.2").
type RuleSection struct{ Rule, Section string }

// Erratum is one entry of a grammar's errata block: where the spec text is
// damaged or wrong and what the transcription does about it.
type Erratum struct {
	ID      string
	Rule    string // "-" when about no single rule
	Section string
	Text    string // what the spec says
	Does    string // what the transcription does
	Why     string
	// Refusal and Remedy (its remedy: field; both "" when it has none): the
	// refusal of the library this reading causes and the way out of it, an
	// option or a later dialect, which the message of that refusal names.
	Refusal, Remedy string
}
