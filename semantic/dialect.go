package semantic

import (
	"fmt"
	"sync"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/generated/rfc1738"
	"github.com/urispec/urispec/generated/rfc2141bis03"
	"github.com/urispec/urispec/generated/rfc2396bis01"
	"github.com/urispec/urispec/generated/urldraft1993"
	"github.com/urispec/urispec/generated/urlsyntax05"
	"github.com/urispec/urispec/grammar"
	"github.com/urispec/urispec/tools/abnf"
	"github.com/urispec/urispec/tools/oracle"
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

// Dialects returns every dialect in the date order of its spec.
func Dialects() []Dialect {
	return []Dialect{URLDraft1993, RFC1738, URLSyntax05, RFC2396bis01, RFC2141bis03}
}

// dialect is what urispec knows of one dialect: its generated parser and, loaded
// on first use, its grammar of record and the oracle that explains failures.
type dialect struct {
	parse   func(rule string, input []byte) (*ast.Node, error)
	failure func(err error) (offset int, expected []string, ok bool)
	starts  []string

	once    sync.Once
	grammar *abnf.Grammar
	oracle  *oracle.Oracle
	loadErr error
}

var dialects = map[Dialect]*dialect{
	URLDraft1993: {parse: adapt(urldraft1993.ParseRule), failure: urldraft1993.Failure, starts: urldraft1993.StartRules},
	RFC1738:      {parse: adapt(rfc1738.ParseRule), failure: rfc1738.Failure, starts: rfc1738.StartRules},
	URLSyntax05:  {parse: adapt(urlsyntax05.ParseRule), failure: urlsyntax05.Failure, starts: urlsyntax05.StartRules},
	RFC2396bis01: {parse: adapt(rfc2396bis01.ParseRule), failure: rfc2396bis01.Failure, starts: rfc2396bis01.StartRules},
	RFC2141bis03: {parse: adapt(rfc2141bis03.ParseRule), failure: rfc2141bis03.Failure, starts: rfc2141bis03.StartRules},
}

// adapt drops the generated packages' own option type from their ParseRule.
func adapt[O any](f func(string, []byte, ...O) (*ast.Node, error)) func(string, []byte) (*ast.Node, error) {
	return func(rule string, input []byte) (*ast.Node, error) { return f(rule, input) }
}

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
