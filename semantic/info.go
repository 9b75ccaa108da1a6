package semantic

import (
	"slices"
	"strings"
)

// DialectInfo is everything urispec states about a dialect: its spec, its
// grammar, the levels of its normalization, what its resolution offers, and
// every erratum (where urispec had to read the text, and how).
type DialectInfo struct {
	ID string `json:"id"`
	// Spec is the document the dialect follows, from its grammar's ;@spec
	// pragma.
	Spec Spec `json:"spec"`
	// StartRules are the start rules of its grammar, the default first.
	StartRules []string `json:"start_rules"`
	// Rules is the number of rules in its grammar.
	Rules int `json:"rules"`
	// Renames are the spec's rule names that are not legal ABNF names, with
	// the names the grammar uses.
	Renames []Rename `json:"renames"`
	// Levels are the normalization levels the text defines, the default
	// first; none when it defines no normalization.
	Levels []Level `json:"levels"`
	// Resolution says what the dialect's relative resolution offers.
	Resolution ResolutionInfo `json:"resolution"`
	// Fingerprint is the SHA-256 of the grammar file (grammar/<id>/<id>.abnf)
	// this build of urispec was generated from, in hex.
	Fingerprint string `json:"fingerprint"`
	// Errata are every reading urispec made of the text: of its grammar
	// (ErratumGrammar), its resolution, its normalization and equivalence,
	// and its prose rules, in the order of the grammar file's errata block.
	Errata []Erratum `json:"errata"`
}

// Spec names the document a dialect follows.
type Spec struct {
	Name  string `json:"name"` // the document: "RFC3986", "draft-fielding-url-syntax-05"
	Title string `json:"title"`
	Date  string `json:"date"` // YYYY, YYYY-MM or YYYY-MM-DD
}

// Rename maps a rule name of the spec that is not a legal ABNF name
// (net_path) to the name the grammar uses (net-path).
type Rename struct {
	Spec string `json:"spec"`
	ABNF string `json:"abnf"`
}

// ResolutionInfo says whether a dialect resolves relative references, and
// with which choices.
type ResolutionInfo struct {
	// Defined is false when the text defines no relative form (Resolve then
	// returns an error wrapping ErrNoRelativeForm).
	Defined bool `json:"defined"`
	// Base and Reference are the start rules the base and the reference are
	// parsed with.
	Base      string `json:"base,omitempty"`
	Reference string `json:"reference,omitempty"`
	// References are the reference start rules WithRule may choose, the
	// default (Reference) first.
	References []string `json:"references,omitempty"`
	// NonStrict: WithValidating(false) is offered.
	NonStrict bool `json:"non_strict"`
	// LeadingDots: WithLeadingDots is offered.
	LeadingDots bool `json:"leading_dots"`
}

// ErratumKind says what an erratum is about, from the letter its id starts
// with (grammar/README.md).
type ErratumKind string

const (
	// ErratumGrammar (E1, E2, ...): the transcription of the grammar.
	ErratumGrammar ErratumKind = "grammar"
	// ErratumResolution (R1, ...): the reading of the resolution algorithm.
	ErratumResolution ErratumKind = "resolution"
	// ErratumNormalization (N1, ...): normalization and equivalence.
	ErratumNormalization ErratumKind = "normalization"
	// ErratumProse (U1, ...): the rules the text states in prose beyond its
	// grammar (MUST: errors; SHOULD: warnings).
	ErratumProse ErratumKind = "prose"
)

// erratumKinds maps the first letter of an erratum id to its kind.
var erratumKinds = map[byte]ErratumKind{'E': ErratumGrammar, 'R': ErratumResolution, 'N': ErratumNormalization, 'U': ErratumProse}

// Erratum is one place where the text of a spec is damaged, ambiguous or
// self-contradictory, or where urispec had to read it: what the text says,
// what urispec does, and why.
type Erratum struct {
	ID      string      `json:"id"`
	Kind    ErratumKind `json:"kind"`
	Rule    string      `json:"rule"` // the rule it is about, or "-"
	Section string      `json:"section"`
	Text    string      `json:"text"` // what the spec text says, quoted
	Does    string      `json:"does"` // what urispec does
	Why     string      `json:"why"`
	// Remedy is the way out of the refusal this reading causes (an option,
	// or a later dialect that gives what users expect), which the message
	// of that refusal names; "" for most errata.
	Remedy string `json:"remedy,omitempty"`
}

// Info returns everything urispec states about dialect d.
func Info(d Dialect) (*DialectInfo, error) {
	x, err := lookup(d)
	if err != nil {
		return nil, err
	}
	m := x.meta
	info := &DialectInfo{
		ID:          x.id,
		Spec:        Spec{Name: m.SpecName, Title: m.SpecTitle, Date: m.SpecDate},
		StartRules:  slices.Clone(m.StartRules),
		Rules:       len(m.Sections),
		Fingerprint: m.Fingerprint,
		Resolution: ResolutionInfo{
			Defined: x.resolution.base != "", Base: x.resolution.base, Reference: x.resolution.ref,
			References: x.resolution.references(),
			NonStrict:  x.resolution.nonStrict, LeadingDots: x.resolution.leadingDots,
		},
	}
	for _, r := range m.Renames {
		info.Renames = append(info.Renames, Rename{Spec: r.Spec, ABNF: r.ABNF})
	}
	if x.normalization != nil {
		info.Levels = slices.Clone(x.normalization.levels)
	}
	for _, e := range m.Errata {
		var k ErratumKind
		if e.ID != "" {
			k = erratumKinds[e.ID[0]]
		}
		info.Errata = append(info.Errata, Erratum{
			ID: e.ID, Kind: k, Rule: e.Rule, Section: e.Section,
			Text: oneLine(e.Text), Does: oneLine(e.Does), Why: oneLine(e.Why), Remedy: oneLine(e.Remedy),
		})
	}
	return info, nil
}

// oneLine joins the lines of an erratum field, which the grammar file wraps.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
