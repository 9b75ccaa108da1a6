package semantic

import "github.com/urispec/urispec/grammar/abnf"

// DialectInfo describes a dialect from its grammar of record.
type DialectInfo struct {
	ID         Dialect
	SpecName   string // e.g. draft-fielding-uri-rfc2396bis-01
	SpecTitle  string
	SpecDate   string
	StartRules []string
	Renames    []abnf.Rename   // spec rule names that are not ABNF names
	Errata     []*abnf.Erratum // of the grammar transcription (the .abnf errata block)
	// ResolveErrata are the readings of the dialect's resolution algorithm
	// where its text is damaged, ambiguous or self-contradictory.
	ResolveErrata []*abnf.Erratum
	// ProseErrata are the readings of the dialect's normalization,
	// equivalence and prose rules (ProseErrata).
	ProseErrata []*abnf.Erratum
	Rules       int // number of rules in the grammar
}

// Info returns what the grammar of dialect d declares: its spec, start
// rules, renamed rules and errata.
func Info(d Dialect) (*DialectInfo, error) {
	x, err := lookup(d)
	if err != nil {
		return nil, err
	}
	if err := x.load(d); err != nil {
		return nil, err
	}
	g := x.grammar
	re, err := ResolveErrata(d)
	if err != nil {
		return nil, err
	}
	pe, err := ProseErrata(d)
	if err != nil {
		return nil, err
	}
	return &DialectInfo{
		ResolveErrata: re,
		ProseErrata:   pe,
		ID:            d,
		SpecName:      g.Pragmas.Spec.Name,
		SpecTitle:     g.Pragmas.Spec.Title,
		SpecDate:      g.Pragmas.Spec.Date,
		StartRules:    g.Pragmas.Start,
		Renames:       g.Pragmas.Renames,
		Errata:        g.Errata,
		Rules:         len(g.RuleNames()),
	}, nil
}
