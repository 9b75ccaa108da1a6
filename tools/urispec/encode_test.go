package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEncodeDecode: encode and decode print one result per input, a
// refusal on standard error with its caret (exit 1), and JSON objects.
func TestEncodeDecode(t *testing.T) {
	// RFC 1738 §2.2: "~" is unsafe; RFC 3986 §2.3: unreserved.
	code, stdout, _ := runCLI(t, "", "encode", "-d", "rfc1738", "-component", "segment", "~joe/a b")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "%7Ejoe%2Fa%20b\n", stdout)
	code, stdout, _ = runCLI(t, "", "encode", "-d", "rfc3986", "-component", "path", "/~joe/a b")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "/~joe/a%20b\n", stdout)

	// Standard input, one per line.
	code, stdout, _ = runCLI(t, "a b\n\nc?d\n", "encode", "-d", "rfc3986", "-component", "segment")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "a%20b\nc%3Fd\n", stdout)

	// RFC 3986 §2.2: "%2F" is not "/".
	code, stdout, stderr := runCLI(t, "", "decode", "-d", "rfc3986", "-component", "path", "/a%2Fb", "/x%20y")
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, "/x y\n", stdout)
	assert.Equal(t, "urispec decode: rfc3986: cannot decode path at offset 2: \"%2F\" encodes \"/\", a delimiter (reserved (§2.2)): decoding it would change the meaning (in rule path, §3.3)\n"+
		"    /a%2Fb\n"+
		"      ^\n", stderr)

	code, stdout, _ = runCLI(t, "", "decode", "-json", "-d", "rfc8141", "-component", "nss", "a%2Fb", "a%41")
	assert.Equal(t, exitInvalid, code)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	require.Len(t, lines, 2)
	var r map[string]any
	require.NoError(t, json.Unmarshal([]byte(lines[0]), &r))
	assert.Equal(t, "rfc8141", r["dialect"])
	assert.Equal(t, "nss", r["component"])
	assert.Equal(t, "NSS", r["rule"])
	assert.Nil(t, r["output"])
	e := r["error"].(map[string]any)
	assert.Equal(t, "encoding", e["kind"])
	assert.Equal(t, 1.0, e["offset"])
	r = nil
	require.NoError(t, json.Unmarshal([]byte(lines[1]), &r))
	assert.Equal(t, "aA", r["output"])
	assert.Nil(t, r["error"])

	// Bytes that are not UTF-8: output_bytes.
	code, stdout, _ = runCLI(t, "", "decode", "-json", "-d", "rfc3986", "-component", "query", "%FF")
	assert.Equal(t, exitOK, code)
	assert.Contains(t, stdout, `"output_bytes":"/w=="`)
}

// TestEncodeFlags: -d and -component are required, and the component must
// be one of the dialect's.
func TestEncodeFlags(t *testing.T) {
	for _, args := range [][]string{
		{"encode", "-component", "path", "x"},
		{"encode", "-d", "rfc3986", "x"},
		{"decode", "-d", "rfc3986", "-component", "nss", "x"},
		{"encode", "-d", "rfc1738", "-component", "fragment", "x"},
	} {
		code, _, stderr := runCLI(t, "", args...)
		assert.Equal(t, exitUsage, code, "%v", args)
		assert.NotEmpty(t, stderr)
	}
	code, _, stderr := runCLI(t, "", "help", "encode")
	assert.Equal(t, exitOK, code)
	_ = stderr
}
