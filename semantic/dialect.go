package semantic

import (
	"cmp"
	"fmt"
	"slices"
	"sync"

	"github.com/urispec/urispec/generated"
	"github.com/urispec/urispec/grammar"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/oracle"
)

// Dialect identifies one version of the URL/URI/URN specifications. Its
// string form is the dialect id used by the CLI, the vectors and the grammar
// files.
type Dialect string

const (
	// URLDraft1993 is T. Berners-Lee, "Uniform Resource Locators", Internet
	// Draft of the IETF URL working group, 1993 (BNF syntax section).
	URLDraft1993 Dialect = "url-draft-1993"
	// RFC1738 is RFC 1738, "Uniform Resource Locators (URL)", T. Berners-Lee,
	// L. Masinter, M. McCahill, December 1994 (the BNF of section 5).
	RFC1738 Dialect = "rfc1738"
	// URLSyntax05 is draft-fielding-url-syntax-05, "Uniform Resource Locators
	// (URL)", T. Berners-Lee, R. Fielding, L. Masinter, 1997 (the draft that became RFC 2396).
	URLSyntax05 Dialect = "url-syntax-05"
	// RFC2396bis01 is draft-fielding-uri-rfc2396bis-01, "Uniform Resource
	// Identifier (URI): Generic Syntax", T. Berners-Lee, R. Fielding,
	// L. Masinter, 2003 (the draft that became RFC 3986).
	RFC2396bis01 Dialect = "rfc2396bis-01"
	// RFC2141bis03 is draft-ietf-urnbis-rfc2141bis-urn-03, "Uniform Resource
	// Name (URN) Syntax", A. Hoenes, Ed., 2012 (the draft that became RFC 8141).
	RFC2141bis03 Dialect = "rfc2141bis-03"
)

// Dialects returns every dialect urispec has a parser for, in the date order
// of its spec (the ;@spec pragma of its grammar), then by id.
func Dialects() []Dialect {
	return slices.Clone(dialectOrder)
}

// dialect is what urispec knows of one dialect: its generated parser and, loaded
// on first use, its grammar of record and the oracle that explains failures.
type dialect struct {
	generated.Parser

	once    sync.Once
	grammar *abnf.Grammar
	oracle  *oracle.Oracle
	loadErr error
}

// dialects is built from the generated registry (generated/registry.go): a
// grammar with a PEG and `make generate` are all a new dialect needs to parse.
var dialects, dialectOrder = func() (map[Dialect]*dialect, []Dialect) {
	m := map[Dialect]*dialect{}
	var order []Dialect
	for id, p := range generated.Parsers {
		m[Dialect(id)] = &dialect{Parser: p}
		order = append(order, Dialect(id))
	}
	slices.SortFunc(order, func(a, b Dialect) int {
		if c := cmp.Compare(m[a].SpecDate, m[b].SpecDate); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	return m, order
}()

func lookup(d Dialect) (*dialect, error) {
	if x, ok := dialects[d]; ok {
		return x, nil
	}
	return nil, fmt.Errorf(msgUnknownDialect, string(d), Dialects())
}

// load reads the embedded grammar of record and compiles its oracle, once.
func (x *dialect) load(d Dialect) error {
	x.once.Do(func() {
		src, err := grammar.Files.ReadFile(grammar.Path(string(d)))
		if err != nil {
			x.loadErr = err
			return
		}
		g, err := abnf.Parse("grammar/"+grammar.Path(string(d)), src)
		if err != nil {
			x.loadErr = err
			return
		}
		o, err := oracle.Compile(g)
		if err != nil {
			x.loadErr = err
			return
		}
		x.grammar, x.oracle = g, o
	})
	return x.loadErr
}
