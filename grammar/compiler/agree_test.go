package compiler_test

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated"
	"github.com/urispec/urispec/grammar"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
	"github.com/urispec/urispec/grammar/oracle"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// dialect is one grammar of record with its oracle, its committed automaton
// (generated/<pkg>/tables.go, what the library runs), its generated parser
// and the checker of the three.
type dialect struct {
	id  string
	src []byte
	g   *abnf.Grammar
	o   *oracle.Oracle
	a   *rt.Automaton
	p   generated.Parser
	c   *compiler.Checker
}

var (
	dialectsOnce sync.Once
	dialectsList []*dialect
	dialectsErr  error
)

// dialects reads every grammar/<dialect>/<dialect>.abnf and compiles its
// oracle once per test binary, the dialects in parallel.
func dialects(t *testing.T) []*dialect {
	t.Helper()
	dialectsOnce.Do(func() {
		ents, err := grammar.Files.ReadDir(".")
		if err != nil {
			dialectsErr = err
			return
		}
		for _, e := range ents {
			if src, err := grammar.Files.ReadFile(grammar.Path(e.Name())); e.IsDir() && err == nil {
				dialectsList = append(dialectsList, &dialect{id: e.Name(), src: src})
			}
		}
		errs := make([]error, len(dialectsList))
		var wg sync.WaitGroup
		for i, d := range dialectsList {
			wg.Go(func() { errs[i] = d.compile() })
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil && dialectsErr == nil {
				dialectsErr = err
			}
		}
	})
	require.NoError(t, dialectsErr)
	require.NotEmpty(t, dialectsList)
	return dialectsList
}

func (d *dialect) compile() error {
	var err error
	if d.g, err = abnf.Parse("grammar/"+grammar.Path(d.id), d.src); err != nil {
		return err
	}
	if d.o, err = oracle.Compile(d.g); err != nil {
		return err
	}
	var ok bool
	if d.p, ok = generated.Parsers[d.id]; !ok {
		return fmt.Errorf("%s: no generated parser in generated.Parsers", d.id)
	}
	d.a = d.p.Automaton
	d.c = compiler.NewChecker(d.g, d.o, d.a, parseFunc(d.p.ParseRule))
	return nil
}

// dialectByID is the dialect id of dialects.
func dialectByID(t *testing.T, id string) *dialect {
	t.Helper()
	for _, d := range dialects(t) {
		if d.id == id {
			return d
		}
	}
	t.Fatalf("no dialect %s", id)
	return nil
}

// parseFunc adapts a ParseRule to the verdict Checker wants.
func parseFunc[T any](parse func(string, []byte) (T, error)) func(string, []byte) error {
	return func(rule string, in []byte) error { _, err := parse(rule, in); return err }
}

// TestCommittedAutomata: generated/<pkg>/tables.go, the automaton the
// library runs and the tests check, was compiled from the grammar file as
// it is, and has its start and scan rules. (make test's check-generated
// compiles every grammar afresh and compares the tables byte for byte;
// compiling them here too would double the time of this package's tests.)
func TestCommittedAutomata(t *testing.T) {
	for _, d := range dialects(t) {
		t.Run(d.id, func(t *testing.T) {
			sum := sha256.Sum256(d.src)
			assert.Equal(t, hex.EncodeToString(sum[:]), d.a.Fingerprint,
				"generated/%s/tables.go was generated from another version of grammar/%s: run make generate", packageName(d.id), grammar.Path(d.id))
			assert.Equal(t, d.id, d.a.Dialect)
			assert.Equal(t, compiler.Rules(d.g), d.a.Rules)
		})
	}
}

// Bounds of the cross-check under go test (make oracle runs it at scale,
// tools/oraclecmd): every live transition's positive, then this many near
// misses and as many samples of oracle.Samples per start rule (a tenth with
// -short). The whole package stays within about a minute on two cores.
const (
	nearMissesPerRule    = 10000
	oracleSamplesPerRule = 3000
)

// sample is an input of either sampler with its label (the verdict of the
// automaton or the oracle that drew it) and a description of it.
type sample struct {
	input []byte
	valid bool
	ts    *compiler.TransitionSample // nil: the oracle's sample number oi
	oi    int
}

// from says which sample s is.
func (s sample) from() string {
	if s.ts != nil {
		return "transition sample " + s.ts.String()
	}
	return fmt.Sprintf("oracle sample %d %q", s.oi, s.input)
}

// crossSamples draws the samples of the cross-check of rule: the
// transition samples of a (every positive, near misses bounded, the valid
// oracle samples as seeds), then the oracle's.
func crossSamples(a *rt.Automaton, o *oracle.Oracle, rule string, nearMisses, oracleSamples int) []sample {
	ri, ok := a.RuleIndex(rule)
	if !ok {
		panic("no automaton for " + rule)
	}
	var seeds [][]byte
	var os []sample
	if oracleSamples > 0 {
		for i, s := range oracle.Samples(o, rule, oracle.SampleOptions{N: oracleSamples, Seed: 7}) {
			os = append(os, sample{input: s.Input, valid: s.Valid, oi: i})
			if s.Valid {
				seeds = append(seeds, s.Input)
			}
		}
	}
	var out []sample
	for s := range compiler.TransitionSamples(a, ri, compiler.TransitionOptions{NearMisses: nearMisses, Seeds: seeds}) {
		out = append(out, sample{input: s.Input, valid: s.Valid, ts: &s})
	}
	return append(out, os...)
}

// divergence is a sample on which the recognizers disagree.
type divergence struct {
	sample
	v compiler.Verdicts
}

func (d divergence) String() string { return fmt.Sprintf("%q: %v (%s)", d.input, d.v, d.from()) }

// crossCheck runs c over the samples of rule and returns the divergences
// in sample order and the number of saturated diagnoses.
func crossCheck(c *compiler.Checker, rule string, samples []sample) (divs []divergence, saturated int) {
	for _, s := range samples {
		v := c.Check(rule, s.input)
		if v.Saturated {
			saturated++
		}
		if !v.Agree() {
			divs = append(divs, divergence{s, v})
		}
	}
	return divs, saturated
}

// TestCrossCheck: for every dialect and start rule, the oracle, the
// automaton and the generated parser agree on every sample of both sides —
// the automaton's (a positive for every live transition, near misses that
// try every byte class at every offset) and the grammar's (oracle.Samples,
// coverage of its choices) — and on an invalid sample the automaton's
// diagnosis is the oracle's.
func TestCrossCheck(t *testing.T) {
	near, orc := nearMissesPerRule, oracleSamplesPerRule
	if testing.Short() {
		near, orc = near/10, orc/10
	}
	for _, d := range dialects(t) {
		for _, rule := range d.g.Pragmas.Start {
			t.Run(d.id+"/"+rule, func(t *testing.T) {
				t.Parallel()
				samples := crossSamples(d.a, d.o, rule, near, orc)
				divs, saturated := crossCheck(d.c, rule, samples)
				t.Logf("%d samples, %d saturated, %d divergences", len(samples), saturated, len(divs))
				for _, div := range divs[:min(len(divs), 5)] {
					t.Errorf("%s %s: %v", d.id, rule, div)
				}
			})
		}
	}
}

// TestCrossCheckVectors: every input of the parse vectors of
// conformance/testdata (ours and the third-party ones), under every
// dialect and start rule.
func TestCrossCheckVectors(t *testing.T) {
	inputs := vectorInputs(t)
	require.Greater(t, len(inputs), 1000, "the vector files were read")
	for _, d := range dialects(t) {
		for _, rule := range d.g.Pragmas.Start {
			t.Run(d.id+"/"+rule, func(t *testing.T) {
				t.Parallel()
				fails := 0
				for _, in := range inputs {
					if v := d.c.Check(rule, []byte(in)); !assert.True(t, v.Agree(), "%s %s %q: %v", d.id, rule, in, v) {
						if fails++; fails >= 5 {
							t.FailNow()
						}
					}
				}
			})
		}
	}
}

// vectorInputs reads the "input" of every parse vector, each once.
func vectorInputs(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, pat := range []string{"*.jsonl", "thirdparty/*.jsonl"} {
		m, err := filepath.Glob(filepath.Join("..", "..", "conformance", "testdata", pat))
		require.NoError(t, err)
		files = append(files, m...)
	}
	seen := map[string]bool{}
	var out []string
	for _, f := range files {
		fh, err := os.Open(f)
		require.NoError(t, err)
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			var v struct {
				Kind  string  `json:"kind"`
				Input *string `json:"input"`
			}
			if json.Unmarshal(sc.Bytes(), &v) != nil || v.Input == nil || v.Kind != "parse" {
				continue
			}
			if !seen[*v.Input] {
				seen[*v.Input] = true
				out = append(out, *v.Input)
			}
		}
		require.NoError(t, sc.Err())
		require.NoError(t, fh.Close())
	}
	slices.Sort(out)
	return out
}
