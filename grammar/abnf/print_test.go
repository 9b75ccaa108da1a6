package abnf

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// roundTrip asserts Parse -> Print -> Parse gives the same model (positions
// aside) and that Print is idempotent.
func roundTrip(t *testing.T, g *Grammar) {
	t.Helper()
	printed := Print(g)
	g2, err := Parse(g.File+" (printed)", []byte(printed))
	require.NoError(t, err, "printed:\n%s", printed)
	assert.Equal(t, zeroPositions(g), zeroPositions(g2))
	assert.Equal(t, printed, Print(g2), "Print is idempotent")
}

// Every grammar of the repository and every test grammar round-trips. The
// test grammars make sure the test never passes vacuously while the
// repository has no grammars yet.
func TestRoundTrip(t *testing.T) {
	tests, err := filepath.Glob("testdata/*.abnf")
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(tests), 4, "the embedded test grammars")
	repo, err := filepath.Glob("../../grammar/*/*.abnf")
	require.NoError(t, err)
	for _, f := range append(tests, repo...) {
		t.Run(f, func(t *testing.T) {
			g, err := ParseFile(f)
			require.NoError(t, err)
			require.NotEmpty(t, g.Rules)
			roundTrip(t, g)
		})
	}
	t.Run("core", func(t *testing.T) { roundTrip(t, Core()) })
}

func TestPrint(t *testing.T) {
	src := "; free comments are not part of the model\n" +
		";@accept prose p E1\n" +
		";@rename p_q p\n" +
		";@spec RFC0 \"T: \\x\" 2000-01\n" +
		";@dialect d\n" +
		"long-name = a  / ; §1 ; note\n  [b] ; not a citation: §9\n" +
		"p =   <x> ; §2\n" +
		"p =/ %X0d.0A / %d1-9 / %b101 / %i\"i\" / %s\"s\" / \"q\" ; §2\n" +
		"q = 1*1a 2*b *3c 0*d 4*4(e f) ; § 3.1 \n" +
		";@erratum E1 p §2\n" +
		";   why: because\n" +
		";             of this\n" +
		";   text: t\n"
	g, err := Parse("p.abnf", []byte(src))
	require.NoError(t, err)
	assert.Equal(t, `;@dialect d
;@spec RFC0 "T: \x" 2000-01
;@rename p_q p
;@accept prose p E1

long-name = a / [b]  ; §1
p         = <x>  ; §2
p         =/ %x0D.0A / %d1-9 / %b101 / %i"i" / %s"s" / "q"  ; §2
q         = 1a 2*b *3c *d 4(e f)  ; §3.1

; ---------------------------------------------------------------------------
; Errata
;@erratum E1 p §2
;   text: t
;   why:  because
;         of this
`, Print(g))
}

// PrintNode parenthesizes hand-built nodes whose structure the text would
// otherwise change.
func TestPrintNodeGrouping(t *testing.T) {
	tests := []struct {
		name string
		node Node
		want string
	}{
		{name: "alternation in concatenation", node: &Concatenation{Items: []Node{ref("a"), &Alternation{Alts: []Node{ref("b"), ref("c")}}}}, want: "a (b / c)"},
		{name: "concatenation repeated", node: &Repetition{Min: 1, Max: -1, Elem: &Concatenation{Items: []Node{ref("a"), ref("b")}}}, want: "1*(a b)"},
		{name: "repetition repeated", node: &Repetition{Min: 0, Max: 2, Elem: &Repetition{Min: 1, Max: 1, Elem: ref("a")}}, want: "*2(1a)"},
		{name: "alternation in alternation", node: &Alternation{Alts: []Node{ref("a"), &Alternation{Alts: []Node{ref("b"), ref("c")}}}}, want: "a / (b / c)"},
		// RFC 5234 §3.4: canonical num-vals.
		{name: "hex padded upper case", node: &NumVal{Base: 'x', Seq: []int{0xa, 0x1f0}}, want: "%x0A.1F0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, PrintNode(tc.node))
		})
	}
}
