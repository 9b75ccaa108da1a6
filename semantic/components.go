package semantic

import "github.com/urispec/urispec/ast"

// Components are the generic parts of a parsed identifier. A nil field is
// undefined (its delimiter is absent); a pointer to "" is present but empty.
// Values are raw text as written, without their delimiters (no "://", ":",
// "@", "?", "#").
type Components struct {
	Scheme *string
	// Authority is the whole authority (after "//", before the path), the
	// component the Appendix B split of url-syntax-05 and 2396bis-01 yields;
	// Userinfo, Host and Port are its parts when it is a server-based one.
	Authority *string
	Userinfo  *string
	Host      *string
	Port      *string
	Path      *string
	Query     *string // the query, or the search part of the 1993 draft and RFC 1738
	Fragment  *string
}

// Part is a dialect-specific part: the ABNF rule that matched it and its raw
// text, with its span in the input.
type Part struct {
	Rule       string
	Text       string
	Start, End int
}

// Split is what a dialect's splitter extracts from a syntax tree.
type Split struct {
	// Production names the rule of the grammar that the input matched as a
	// whole below the start rule (for example "ftpurl", "genericurl",
	// "absoluteURI"), so a user sees which scheme-specific production applied.
	Production string
	Components Components
	// Parts lists the dialect-specific parts in input order (ftp type, gopher
	// selector, URN NID and NSS, ...).
	Parts []Part
}

// splitters holds one splitter per dialect id, registered by the
// split_<dialect>.go files of this package.
var splitters = map[string]func(root *ast.Node) Split{}

func str(s string) *string { return &s }

// text returns a pointer to n's text, or nil when n is nil (undefined).
func text(n *ast.Node) *string {
	if n == nil {
		return nil
	}
	return str(n.Text)
}

// part makes the Part of n.
func part(n *ast.Node) Part {
	return Part{Rule: n.Rule, Text: n.Text, Start: n.Start, End: n.End}
}
