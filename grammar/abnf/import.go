package abnf

import (
	"fmt"
	"strings"
)

// Import resolves the ;@import lines of g (a scheme or URN namespace
// grammar) that name dialect: it appends to g, after its own rules, a copy
// of every rule they name in from (the dialect's grammar) and of every rule
// those use, except the rules g defines itself (its own definitions win, as
// for ;@core). Each copied rule's Section becomes "SPEC §SECTION" with the
// name of from's spec, so a message cites the text that defines it (RFC 3986
// §3.2.2, not the scheme's RFC); the core rules from imports are added to
// g's ;@core. A name from does not define is an error.
func (g *Grammar) Import(dialect string, from *Grammar) error {
	own := map[string]bool{}
	for _, r := range g.Rules {
		own[strings.ToLower(r.Name)] = true
	}
	seen := map[string]bool{}
	var add []*Rule
	var visit func(name string) error
	visit = func(name string) error {
		k := strings.ToLower(name)
		if own[k] || seen[k] {
			return nil
		}
		seen[k] = true
		r := from.Lookup(name)
		if r == nil {
			return fmt.Errorf("%s: ;@import %s %s: %s defines no rule %s", g.File, dialect, name, from.File, name)
		}
		if _, ok := IsCore(name); ok && from.byName[k] == nil {
			g.Pragmas.Core = appendFold(g.Pragmas.Core, name)
			return nil
		}
		c := *r
		c.Section = SpecLabel(from.Pragmas.Spec.Name) + " " + sectionSign + r.Section
		add = append(add, &c)
		var err error
		Walk(r.Expr, func(n Node) {
			if ref, ok := n.(*RuleRef); ok && err == nil {
				err = visit(ref.Name)
			}
		})
		return err
	}
	for _, im := range g.Pragmas.Imports {
		if im.Dialect != dialect {
			continue
		}
		for _, name := range im.Rules {
			if err := visit(name); err != nil {
				return err
			}
		}
	}
	g.Rules = append(g.Rules, add...)
	g.byName = nil
	return nil
}

// appendFold appends name to names unless it holds it (case-insensitively).
func appendFold(names []string, name string) []string {
	for _, n := range names {
		if strings.EqualFold(n, name) {
			return names
		}
	}
	return append(names, name)
}

// SpecLabel spells a ;@spec name for people: "RFC3986" as "RFC 3986"; other
// names as they are.
func SpecLabel(name string) string {
	if rest, ok := strings.CutPrefix(name, "RFC"); ok && rest != "" && rest[0] >= '0' && rest[0] <= '9' {
		return "RFC " + rest
	}
	return name
}

// QualifySections makes the Section of every rule of g that does not yet name
// its spec "SPEC §SECTION" with g's own spec (see Import): the sections of a
// scheme grammar then say which text each rule comes from.
func (g *Grammar) QualifySections() {
	label := SpecLabel(g.Pragmas.Spec.Name)
	for _, r := range g.Rules {
		if r.Section != "" && !strings.Contains(r.Section, sectionSign) {
			r.Section = label + " " + sectionSign + r.Section
		}
	}
	g.byName = nil
}

// ResolveImports runs Import for every dialect g's ;@import lines name,
// reading each dialect's grammar with load, in the order of the lines.
func (g *Grammar) ResolveImports(load func(dialect string) (*Grammar, error)) error {
	done := map[string]bool{}
	for _, im := range g.Pragmas.Imports {
		if done[im.Dialect] {
			continue
		}
		done[im.Dialect] = true
		from, err := load(im.Dialect)
		if err != nil {
			return fmt.Errorf("%s: ;@import %s: %w", g.File, im.Dialect, err)
		}
		if err := g.Import(im.Dialect, from); err != nil {
			return err
		}
	}
	return nil
}

// IsSchemeGrammar reports whether g is a scheme or URN namespace grammar
// (it has ;@scheme or ;@urn-namespace lines) rather than a dialect's.
func (g *Grammar) IsSchemeGrammar() bool {
	return len(g.Pragmas.Schemes) > 0 || len(g.Pragmas.Namespaces) > 0
}
