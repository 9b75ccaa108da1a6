package abnf

// This file is the typed model of a grammar file: what the reader produces
// (from participle's parse tree) and what the printer, the linter, the
// inventory and the oracle consume. Positions are byte offsets into the file.

// Pos is a position in a grammar file.
type Pos struct {
	Offset int // byte offset, 0-based
	Line   int // 1-based
	Col    int // 1-based, in bytes
}

// Grammar is one .abnf file.
type Grammar struct {
	File    string
	Rules   []*Rule          // in file order; incremental alternatives (=/) are separate entries
	Pragmas Pragmas          // the ;@ lines
	Errata  []*Erratum       // the ;@erratum entries, in file order
	byName  map[string]*Rule // lower-cased name -> merged definition (see Lookup)
}

// Pragmas are the urispec ;@ directives of a grammar file (grammar/README.md).
type Pragmas struct {
	Dialect       string
	Spec          SpecRef
	Start         []string
	Core          []string
	Encoding      string // "" (values are bytes) or EncodingUTF8 (values above %x7F are code points)
	Renames       []Rename
	NotFollowedBy []NotFollowedBy
	Accepts       []Accept
	Scan          []string // ;@scan: rules the component scanner matches on their own
	// The pragmas of a scheme or URN namespace grammar (grammar/schemes,
	// grammar/urn; grammar/README.md, "Scheme and namespace grammars").
	Schemes      []Serve        // ;@scheme NAME RULE: the URI schemes it serves
	Namespaces   []Serve        // ;@urn-namespace NID RULE: the URN namespaces it serves
	Applies      []string       // ;@applies: the generic dialects it applies to
	Imports      []Import       // ;@import: the rules it takes from a generic grammar
	DefaultPorts []DefaultPort  // ;@default-port
	NoFragment   string         // ;@no-fragment §SECTION: the section that forbids a fragment
	Pos          map[string]Pos // position of the first line of each pragma kind
}

// Serve is one ;@scheme NAME RULE or ;@urn-namespace NID RULE line: a
// scheme name (or NID), lower case, and the start rule its URIs (or NSSs)
// must match.
type Serve struct {
	Name, Rule string
	Pos        Pos
}

// Import is one ;@import DIALECT RULE... line: the rules a scheme grammar
// takes from the grammar of a generic dialect, with every rule they use.
type Import struct {
	Dialect string
	Rules   []string
	Pos     Pos
}

// DefaultPort is one ;@default-port SCHEME PORT §SECTION line: the port a
// scheme's own specification makes its default, and where it says so.
type DefaultPort struct {
	Scheme, Port, Section string
	Pos                   Pos
}

// SpecRef names the document a grammar is transcribed from.
type SpecRef struct {
	Name  string // e.g. draft-fielding-uri-rfc2396bis-01
	Title string
	Date  string // YYYY-MM or YYYY-MM-DD
}

// Rename maps a spec rule name that is not legal ABNF to its ABNF name.
type Rename struct {
	Spec, ABNF string
	Pos        Pos
}

// NotFollowedBy restricts Rule to the positions where Guard does not match.
type NotFollowedBy struct {
	Rule, Guard string
	Pos         Pos
}

// Accept marks a lint finding of Kind on Rule as deliberate, per erratum Erratum.
type Accept struct {
	Kind, Rule, Erratum string
	Pos                 Pos
}

// Erratum is one entry of the errata block.
type Erratum struct {
	ID      string
	Rule    string // "-" when about no single rule
	Section string
	Text    string // what the spec says
	Does    string // what the transcription does
	Why     string
	Pos     Pos
}

// Rule is one rule definition (or one incremental alternative, Incremental=true).
type Rule struct {
	Name        string
	Incremental bool // defined with =/
	Expr        Node
	Section     string // from the trailing "; §..." comment of the first line
	Pos         Pos
	End         Pos
}

// Node is an element of a rule's right-hand side.
type Node interface {
	node()
	Position() Pos
}

// Alternation is e1 / e2 / ...
type Alternation struct {
	Pos  Pos
	Alts []Node
}

// Concatenation is e1 e2 ...
type Concatenation struct {
	Pos   Pos
	Items []Node
}

// Repetition is min*max element. Max is -1 for no upper bound.
// A bare element is not wrapped; "3e" is Min=Max=3.
type Repetition struct {
	Pos      Pos
	Min, Max int
	Elem     Node
}

// Group is ( alternation ).
type Group struct {
	Pos  Pos
	Expr Node
}

// Option is [ alternation ].
type Option struct {
	Pos  Pos
	Expr Node
}

// RuleRef is a reference to a rule, spelled as in the file.
type RuleRef struct {
	Pos  Pos
	Name string
}

// CharVal is a quoted string: "..." or %i"..." (CaseSensitive=false),
// %s"..." (CaseSensitive=true). Text excludes the quotes.
type CharVal struct {
	Pos           Pos
	Text          string
	CaseSensitive bool
	Prefixed      bool // written with %i or %s (kept for printing)
}

// NumVal is %b, %d or %x with either a concatenated sequence of values
// (%x41.42) or one range (%x41-5A).
type NumVal struct {
	Pos   Pos
	Base  byte  // 'b', 'd' or 'x'
	Seq   []int // one or more values, when not a range
	Range bool
	Lo    int // when Range
	Hi    int // when Range
}

// ProseVal is <prose>.
type ProseVal struct {
	Pos  Pos
	Text string
}

func (*Alternation) node()   {}
func (*Concatenation) node() {}
func (*Repetition) node()    {}
func (*Group) node()         {}
func (*Option) node()        {}
func (*RuleRef) node()       {}
func (*CharVal) node()       {}
func (*NumVal) node()        {}
func (*ProseVal) node()      {}

func (n *Alternation) Position() Pos   { return n.Pos }
func (n *Concatenation) Position() Pos { return n.Pos }
func (n *Repetition) Position() Pos    { return n.Pos }
func (n *Group) Position() Pos         { return n.Pos }
func (n *Option) Position() Pos        { return n.Pos }
func (n *RuleRef) Position() Pos       { return n.Pos }
func (n *CharVal) Position() Pos       { return n.Pos }
func (n *NumVal) Position() Pos        { return n.Pos }
func (n *ProseVal) Position() Pos      { return n.Pos }
