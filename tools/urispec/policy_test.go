package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCheckPolicy: check's policy flags refuse a valid input with an error
// of kind policy (exit 1, as any invalid input), in text with its caret and
// in JSON with the policy, the component and its span; grammar errors stay
// syntax errors.
func TestCheckPolicy(t *testing.T) {
	flags := []string{"check", "-d", "rfc3986", "-schemes", "http,https", "-require", "host", "-forbid", "userinfo",
		"-host-kinds", "reg-name,ipv4", "-ports", "80,443,8000-8999"}
	code, stdout, _ := runCLI(t, "", append(flags, "https://example.com:8080/")...)
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "valid    https://example.com:8080/  (URI-reference -> URI)\n", stdout)

	code, stdout, _ = runCLI(t, "", append(flags, "http://u@h/")...)
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, "invalid  http://u@h/\n"+
		"    rfc3986: URI-reference refused by policy forbid at offset 7: userinfo \"u\" is present (forbidden: userinfo)\n"+
		"    http://u@h/\n"+
		"           ^\n", stdout)

	// RFC 3986 §3.2.2: "[::1]" is an IP-literal; ipv4 stands for
	// IPv4address and hostnumber.
	code, stdout, _ = runCLI(t, "", append(flags, "http://[::1]/")...)
	assert.Equal(t, exitInvalid, code)
	assert.Contains(t, stdout, `host "[::1]" is IP-literal (allowed: reg-name, IPv4address, hostnumber)`)

	// A required component that is not there: no caret.
	code, stdout, _ = runCLI(t, "", append(flags, "http:/a")...)
	assert.Equal(t, exitInvalid, code)
	assert.Equal(t, "invalid  http:/a\n    rfc3986: URI-reference refused by policy require: no host (required: host)\n", stdout)

	// The grammar first.
	code, stdout, _ = runCLI(t, "", append(flags, "ftp://h/ x")...)
	assert.Equal(t, exitInvalid, code)
	assert.Contains(t, stdout, "invalid URI-reference at offset 8")

	code, stdout, _ = runCLI(t, "", append(append(flags, "-json"), "http://h:81/", "http:/a", "http://h/")...)
	assert.Equal(t, exitInvalid, code)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	require.Len(t, lines, 3)
	var r struct {
		Valid bool `json:"valid"`
		Error map[string]any
	}
	require.NoError(t, json.Unmarshal([]byte(lines[0]), &r))
	assert.False(t, r.Valid)
	assert.Equal(t, map[string]any{"kind": "policy", "offset": 9.0, "end": 11.0, "rule": "", "section": "", "reason": "",
		"expected": []any{"80", "443", "8000-8999"}, "policy": "ports", "component": "port",
		"message": `rfc3986: URI-reference refused by policy ports at offset 9: port "81" is not allowed (allowed: 80, 443, 8000-8999)`}, r.Error)
	r.Error = nil
	require.NoError(t, json.Unmarshal([]byte(lines[1]), &r))
	assert.Equal(t, nil, r.Error["offset"])
	assert.NotContains(t, r.Error, "end")
	assert.Equal(t, "require", r.Error["policy"])
	r.Error = nil
	require.NoError(t, json.Unmarshal([]byte(lines[2]), &r))
	assert.True(t, r.Valid)
	assert.Nil(t, r.Error)

	// Every dialect family: RFC 1738 §5 hostnumber, RFC 8141 has no host.
	code, stdout, _ = runCLI(t, "", "check", "-d", "rfc1738", "-host-kinds", "name", "http://10.0.0.1/")
	assert.Equal(t, exitInvalid, code)
	assert.Contains(t, stdout, `host "10.0.0.1" is hostnumber (allowed: reg-name, hostname)`)
	code, _, _ = runCLI(t, "", "check", "-d", "rfc8141", "-schemes", "urn", "-forbid", "host,query", "urn:example:a")
	assert.Equal(t, exitOK, code)
}

// TestCheckPolicyFlags: a bad policy flag is a usage error.
func TestCheckPolicyFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-require", "hots"},
		{"-forbid", "segment"},
		{"-host-kinds", "ipv5"},
		{"-ports", "443-80"},
		{"-ports", "x"},
		{"-require", "host", "-forbid", "host"},
	} {
		code, _, stderr := runCLI(t, "", append(append([]string{"check", "-d", "rfc3986"}, args...), "http://h/")...)
		assert.Equal(t, exitUsage, code, "%v", args)
		assert.NotEmpty(t, stderr)
	}
}
