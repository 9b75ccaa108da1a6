package abnf

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzParse: the reader never panics, and whatever it accepts prints and
// parses back to the same model (the round trip of print_test.go). Seeds are
// the malformed table, the element table's shapes and the test grammars.
func FuzzParse(f *testing.F) {
	for _, tc := range malformed {
		f.Add([]byte(tc.src))
	}
	for _, rhs := range []string{`b / "c" d`, `*3(%x41-5A / [%s"q"])`, `<prose> 5*3b`, "b ; c\n  / %d1.2.3"} {
		f.Add([]byte("a = " + rhs + " ; §1\n"))
	}
	files, err := filepath.Glob("testdata/*.abnf")
	require.NoError(f, err)
	for _, p := range files {
		src, err := os.ReadFile(p)
		require.NoError(f, err)
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		g, err := Parse("fuzz.abnf", src)
		if err != nil {
			var e *Error
			require.ErrorAs(t, err, &e)
			require.LessOrEqual(t, e.Pos.Offset, len(src))
			return
		}
		roundTrip(t, g)
		Lint(g)
		Inventory(g)
	})
}
