package semantic

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestArrowsPointDown checks STYLE.md 14: the library (semantic, ast,
// generated) and the conformance runner never import generation-time code
// (tools/, the ABNF reader grammar/abnf, the oracle grammar/oracle, the
// compiler grammar/compiler), so a program that embeds them links neither
// participle nor the oracle.
func TestArrowsPointDown(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command("go", "list", "-deps",
		"github.com/urispec/urispec/semantic", "github.com/urispec/urispec/ast",
		"github.com/urispec/urispec/generated/...", "github.com/urispec/urispec/conformance").CombinedOutput()
	require.NoError(t, err, "%s", out)
	deps := strings.Fields(string(out))
	require.Contains(t, deps, "github.com/urispec/urispec/semantic/automaton")
	for _, p := range deps {
		for _, bad := range []string{"/tools/", "/grammar/abnf", "/grammar/oracle", "/grammar/compiler", "participle"} {
			assert.NotContains(t, p, bad, "the library depends on %s", p)
		}
	}
}
