package abnf

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustParse(t *testing.T, src string) *Grammar {
	t.Helper()
	g, err := Parse("t.abnf", []byte(src))
	require.NoError(t, err)
	return g
}

func TestLookup(t *testing.T) {
	g := mustParse(t, "URI = a / b ; §3\nc = \"x\" ; §4\nuri =/ c ; §3.1\nURI =/ d / e ; §3.2\nd =/ \"1\" ; §5\nd = \"2\" ; §5\n")
	tests := []struct {
		name    string
		lookup  string
		want    Node // positions aside
		section string
	}{
		// RFC 5234 §2.1: rule names are case-insensitive.
		{name: "as defined", lookup: "c", want: &CharVal{Text: "x"}, section: "4"},
		{name: "other case", lookup: "C", want: &CharVal{Text: "x"}, section: "4"},
		// RFC 5234 §3.3: =/ adds alternatives, merged into one Alternation in file order.
		{name: "merged =/", lookup: "uri", section: "3",
			want: &Alternation{Alts: []Node{ref("a"), ref("b"), ref("c"), ref("d"), ref("e")}}},
		{name: "=/ before =", lookup: "D", section: "5",
			want: &Alternation{Alts: []Node{&CharVal{Text: "2"}, &CharVal{Text: "1"}}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := g.Lookup(tc.lookup)
			require.NotNil(t, r)
			assert.Equal(t, tc.want, zeroNode(r.Expr))
			assert.Equal(t, tc.section, r.Section)
			assert.False(t, r.Incremental)
		})
	}
	uri := g.Lookup("URI")
	assert.Equal(t, "URI", uri.Name, "spelled as the first definition")
	assert.Equal(t, Pos{Offset: 0, Line: 1, Col: 1}, uri.Pos)
	assert.Equal(t, g.Rules[3].End, uri.End, "ends with the last =/")
	assert.Same(t, g.Rules[1], g.Lookup("c"), "a single definition is the rule itself")
	assert.Nil(t, g.Lookup("nope"))
	assert.Len(t, g.Rules, 6, "the model keeps =/ entries separate")
}

// RFC 5234 Appendix B.1: core rules are found only when imported.
func TestLookupCore(t *testing.T) {
	plain := mustParse(t, "a = DIGIT ; §1\n")
	assert.Nil(t, plain.Lookup("DIGIT"), "not imported")

	g := mustParse(t, ";@core DIGIT CRLF\na = DIGIT CRLF ; §1\n")
	d := g.Lookup("digit")
	require.NotNil(t, d)
	assert.Equal(t, "DIGIT", d.Name)
	assert.Equal(t, "B.1", d.Section)
	assert.Equal(t, &NumVal{Base: 'x', Range: true, Lo: 0x30, Hi: 0x39}, zeroNode(d.Expr))
	assert.NotNil(t, g.Lookup("CR"), "CRLF = CR LF brings CR")
	assert.NotNil(t, g.Lookup("LF"), "CRLF = CR LF brings LF")
	assert.Nil(t, g.Lookup("ALPHA"), "not imported, not needed")

	// grammar/README.md: a grammar's own rule of a core name is its own.
	own := mustParse(t, ";@core HEXDIG\na = HEXDIG ; §1\ndigit = \"0\" ; §1\n")
	assert.Equal(t, &CharVal{Text: "0"}, zeroNode(own.Lookup("DIGIT").Expr))
	assert.Equal(t, "HEXDIG", own.Lookup("hexdig").Name)
}

// Lookup also works on a grammar built by hand.
func TestLookupBuilt(t *testing.T) {
	g := &Grammar{Rules: []*Rule{
		{Name: "a", Expr: ref("b")},
		{Name: "A", Incremental: true, Expr: ref("c")},
	}}
	assert.Equal(t, &Alternation{Alts: []Node{ref("b"), ref("c")}}, zeroNode(g.Lookup("a").Expr))
}

func TestRuleNames(t *testing.T) {
	g := mustParse(t, "b = a ; §1\na = \"x\" ; §1\nB =/ \"y\" ; §1\nc = a ; §1\n")
	assert.Equal(t, []string{"b", "a", "c"}, g.RuleNames())
}

func TestCore(t *testing.T) {
	c := Core()
	assert.Equal(t, CoreNames, c.RuleNames())
	for _, n := range CoreNames {
		canon, ok := IsCore(n)
		assert.True(t, ok)
		assert.Equal(t, n, canon)
	}
	canon, ok := IsCore("lwsp")
	assert.True(t, ok)
	assert.Equal(t, "LWSP", canon)
	_, ok = IsCore("ALPHANUM")
	assert.False(t, ok)
	// RFC 5234 Appendix B.1: LWSP = *(WSP / CRLF WSP).
	assert.Equal(t, &Repetition{Min: 0, Max: -1, Elem: &Group{Expr: &Alternation{Alts: []Node{
		ref("WSP"), &Concatenation{Items: []Node{ref("CRLF"), ref("WSP")}},
	}}}}, zeroNode(c.Lookup("LWSP").Expr))
	assert.NotSame(t, c, Core(), "a new grammar on every call")
}

func TestInventory(t *testing.T) {
	g, err := ParseFile("testdata/full.abnf")
	require.NoError(t, err)
	rows := Inventory(g)
	require.Len(t, rows, len(g.RuleNames()))
	assert.Equal(t, InventoryRow{Rule: "URI", Section: "3", Reachable: true, Line: 12}, rows[0])
	assert.Equal(t, InventoryRow{Rule: "hier", Section: "3", Reachable: true, Line: 15}, rows[3], "one row for = and =/")
	assert.Equal(t, InventoryRow{Rule: "net-path", SpecName: "net_path", Section: "3.2 (continued below)", Reachable: true, Line: 17}, rows[4])

	small := mustParse(t, ";@start a\n;@not-followed-by a g\n;@rename b_c b\na = \"x\" ; §1\ng = \"y\" ; §2\nb = \"z\" ; §3.1\n")
	assert.Equal(t, []InventoryRow{
		{Rule: "a", Section: "1", Reachable: true, Line: 4},
		{Rule: "g", Section: "2", Reachable: true, Line: 5}, // a guard counts as reachable
		{Rule: "b", SpecName: "b_c", Section: "3.1", Reachable: false, Line: 6},
	}, Inventory(small))
}
