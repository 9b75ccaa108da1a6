package abnf

import (
	"fmt"
	"strconv"
	"strings"
)

// Print returns the canonical text of g: the pragmas (in the order dialect,
// spec, doc, start, scan, core, encoding, rename, not-followed-by, component,
// delimiters, delimiter-chars, accept), a blank line, one
// rule per line with the names padded so that the "=" align and the section
// as a trailing "; §" comment, and the errata block. Free comments are not
// part of the model and are not printed. Parse(Print(g)) has the model of g
// (positions aside), and Print is idempotent.
func Print(g *Grammar) string {
	var b strings.Builder
	p := g.Pragmas
	if p.Dialect != "" {
		fmt.Fprintf(&b, ";@dialect %s\n", p.Dialect)
	}
	if p.Spec != (SpecRef{}) {
		fmt.Fprintf(&b, ";@spec %s \"%s\" %s\n", p.Spec.Name, p.Spec.Title, p.Spec.Date)
	}
	for _, d := range p.Doc {
		b.WriteString(strings.TrimRight(";@doc "+d, " ") + "\n")
	}
	if len(p.Start) > 0 {
		fmt.Fprintf(&b, ";@start %s\n", strings.Join(p.Start, " "))
	}
	if len(p.Scan) > 0 {
		fmt.Fprintf(&b, ";@scan %s\n", strings.Join(p.Scan, " "))
	}
	if len(p.Core) > 0 {
		fmt.Fprintf(&b, ";@core %s\n", strings.Join(p.Core, " "))
	}
	if p.Encoding != "" {
		fmt.Fprintf(&b, ";@encoding %s\n", p.Encoding)
	}
	for _, r := range p.Renames {
		fmt.Fprintf(&b, ";@rename %s %s\n", r.Spec, r.ABNF)
	}
	for _, n := range p.NotFollowedBy {
		fmt.Fprintf(&b, ";@not-followed-by %s %s\n", n.Rule, n.Guard)
	}
	for _, c := range p.Components {
		fmt.Fprintf(&b, ";@component %s %s", c.Name, c.Rule)
		if len(c.Except) > 0 {
			fmt.Fprintf(&b, " except %s", strings.Join(c.Except, " "))
		}
		b.WriteByte('\n')
	}
	if len(p.Delimiters) > 0 {
		fmt.Fprintf(&b, ";@delimiters %s\n", strings.Join(p.Delimiters, " "))
	}
	if dc := p.DelimiterChars; dc != nil {
		fmt.Fprintf(&b, ";@delimiter-chars \"%s\" %s\n", dc.Chars, dc.Why)
	}
	for _, a := range p.Accepts {
		fmt.Fprintf(&b, ";@accept %s %s %s\n", a.Kind, a.Rule, a.Erratum)
	}
	if b.Len() > 0 && len(g.Rules) > 0 {
		b.WriteByte('\n')
	}
	width := 0
	for _, r := range g.Rules {
		width = max(width, len(r.Name))
	}
	for _, r := range g.Rules {
		def := "="
		if r.Incremental {
			def = "=/"
		}
		line := fmt.Sprintf("%-*s %s %s", width, r.Name, def, PrintNode(r.Expr))
		if r.Section != "" {
			line += "  ; " + sectionSign + r.Section
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	if len(g.Errata) > 0 {
		b.WriteString("\n; " + strings.Repeat("-", 75) + "\n; Errata\n")
		for _, e := range g.Errata {
			fmt.Fprintf(&b, ";@erratum %s %s %s%s\n", e.ID, e.Rule, sectionSign, e.Section)
			printField(&b, "text: ", e.Text)
			printField(&b, "does: ", e.Does)
			printField(&b, "why:  ", e.Why)
			if e.Refusal != "" {
				printField(&b, "remedy: ", e.Refusal+" "+e.RemedyText)
			}
		}
	}
	return b.String()
}

// printField writes one erratum field: its first line after the key, each
// further line indented to the column of the first.
func printField(b *strings.Builder, key, text string) {
	if text == "" {
		return
	}
	for i, line := range strings.Split(text, "\n") {
		if i == 0 {
			fmt.Fprintf(b, ";   %s%s\n", key, line)
		} else {
			fmt.Fprintf(b, ";   %s%s\n", strings.Repeat(" ", len(key)), line)
		}
	}
}

// PrintNode returns the canonical ABNF text of n. Nodes that need grouping
// where the model has no Group (a hand-built Alternation inside a
// Concatenation, say) are parenthesized.
func PrintNode(n Node) string {
	switch n := n.(type) {
	case *Alternation:
		parts := make([]string, len(n.Alts))
		for i, a := range n.Alts {
			parts[i] = PrintNode(a)
			if _, ok := a.(*Alternation); ok {
				parts[i] = "(" + parts[i] + ")"
			}
		}
		return strings.Join(parts, " / ")
	case *Concatenation:
		parts := make([]string, len(n.Items))
		for i, it := range n.Items {
			parts[i] = PrintNode(it)
			switch it.(type) {
			case *Alternation, *Concatenation:
				parts[i] = "(" + parts[i] + ")"
			}
		}
		return strings.Join(parts, " ")
	case *Repetition:
		var rep string
		switch {
		case n.Min == n.Max:
			rep = strconv.Itoa(n.Min)
		default:
			if n.Min > 0 {
				rep = strconv.Itoa(n.Min)
			}
			rep += "*"
			if n.Max >= 0 {
				rep += strconv.Itoa(n.Max)
			}
		}
		elem := PrintNode(n.Elem)
		switch n.Elem.(type) {
		case *Alternation, *Concatenation, *Repetition:
			elem = "(" + elem + ")"
		}
		return rep + elem
	case *Group:
		return "(" + PrintNode(n.Expr) + ")"
	case *Option:
		return "[" + PrintNode(n.Expr) + "]"
	case *RuleRef:
		return n.Name
	case *CharVal:
		prefix := ""
		if n.CaseSensitive {
			prefix = "%s"
		} else if n.Prefixed {
			prefix = "%i"
		}
		return prefix + `"` + n.Text + `"`
	case *NumVal:
		return printNumVal(n)
	case *ProseVal:
		return "<" + n.Text + ">"
	}
	return "" // nil
}

// printNumVal writes hex values in upper case with at least two digits
// (%x0D), decimal and binary values plainly.
func printNumVal(n *NumVal) string {
	base := n.Base | 0x20
	num := func(v int) string {
		switch base {
		case 'b':
			return strconv.FormatInt(int64(v), 2)
		case 'd':
			return strconv.Itoa(v)
		default:
			return fmt.Sprintf("%02X", v)
		}
	}
	if n.Range {
		return "%" + string(base) + num(n.Lo) + "-" + num(n.Hi)
	}
	parts := make([]string, len(n.Seq))
	for i, v := range n.Seq {
		parts[i] = num(v)
	}
	return "%" + string(base) + strings.Join(parts, ".")
}
