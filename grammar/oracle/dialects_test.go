package oracle

import "github.com/urispec/urispec/generated"

// parsers maps each dialect id to its generated parser's ParseRule, from the
// generated registry (generated/registry.go), so every dialect with a
// grammar is cross-checked; crosscheck_test.go runs them against the oracle.
var parsers = func() map[string]func(rule string, input []byte) error {
	m := map[string]func(string, []byte) error{}
	for id, p := range generated.Parsers {
		m[id] = func(r string, in []byte) error { _, err := p.ParseRule(r, in); return err }
	}
	return m
}()
