package automaton

// SchemeGrammar is a scheme grammar (grammar/schemes/<name>/<name>.abnf) or
// a URN namespace grammar (grammar/urn/<nid>/<nid>.abnf), generated into
// generated/schemes: its metadata, its automaton and what its pragmas say
// (grammar/README.md, "Scheme and namespace grammars").
type SchemeGrammar struct {
	// Name is the grammar's name: its folder for a scheme grammar
	// ("http"), "urn:" and its folder for a namespace grammar ("urn:uuid").
	Name string
	// URN is true for a URN namespace grammar: it matches the NSS of a
	// URN whose NID it serves. A scheme grammar matches the whole input
	// before its fragment.
	URN bool
	// Serves are the schemes (or NIDs), in lower case, with the start rule
	// each must match and its index in Automaton.Rules.
	Serves []Serve
	// Applies are the generic dialects whose inputs it checks (;@applies).
	Applies []string
	// DefaultPorts are the default ports its spec gives its schemes.
	DefaultPorts []DefaultPort
	// NoFragment, when not "", is the section of its spec that forbids a
	// fragment (;@no-fragment): a fragment is then an error.
	NoFragment string
	// Generic says, per start rule and generic dialect, whether its
	// language lies inside the generic grammar's, proved on the automata
	// at make generate.
	Generic   []Inclusion
	Meta      *Meta
	Automaton *Automaton
}

// Serve is a scheme (or NID) a grammar serves and the rule it must match.
type Serve struct {
	Name  string
	Rule  string
	Index int // index of Rule in Automaton.Rules
}

// DefaultPort is the port a scheme's own spec makes its default, with the
// section that says so.
type DefaultPort struct{ Scheme, Port, Section string }

// Inclusion compares the language of a scheme grammar's Rule with that of
// the generic dialect's GenericRule (RFC 3986's absolute-URI for a scheme,
// RFC 8141's NSS for a namespace): Witnesses are the shortest inputs Rule
// matches and GenericRule does not (Difference), none when it lies inside.
type Inclusion struct {
	Rule        string
	Dialect     string
	GenericRule string
	Witnesses   []Witness
}
