package abnf

import "strings"

// InventoryRow describes one rule of a grammar.
type InventoryRow struct {
	Rule      string // the ABNF name, as first defined
	SpecName  string // the spec's name when ;@rename maps it to Rule, else ""
	Section   string // the section citation of the first definition
	Reachable bool   // reachable from the ;@start rules (or a ;@not-followed-by guard)
	Line      int    // line of the first definition
}

// Inventory lists the rules g defines, in file order, one row per name.
func Inventory(g *Grammar) []InventoryRow {
	seen := reachable(g)
	var rows []InventoryRow
	for _, name := range g.RuleNames() {
		r := g.Lookup(name)
		row := InventoryRow{Rule: name, Section: r.Section, Reachable: seen[strings.ToLower(name)], Line: r.Pos.Line}
		for _, rn := range g.Pragmas.Renames {
			if strings.EqualFold(rn.ABNF, name) {
				row.SpecName = rn.Spec
				break
			}
		}
		rows = append(rows, row)
	}
	return rows
}
