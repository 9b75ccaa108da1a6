// Command oraclecmd is `make oracle`: the long cross-check of every
// dialect's three recognizers, which shows that each generated/<pkg>
// parser and automaton accepts exactly the language of its grammar of
// record, grammar/<dialect>/<dialect>.abnf, and that the automaton's
// diagnosis of every invalid sample is the oracle's (grammar/compiler's
// Checker).
//
// Usage:
//
//	go run ./tools/oraclecmd [-d DIALECT] [-n N] [-seed S]
//
// For each dialect (every one of generated.Parsers, or the one -d names)
// and each of its ;@start rules, it checks two kinds of samples, N of
// each (fewer where a rule has fewer):
//
//   - oracle: oracle.Samples, the grammar's side (coverage-driven
//     derivations and one-byte near misses), in batches of 10000, batch b
//     seeded S+b;
//   - transition: compiler.TransitionSamples, the automaton's side (a
//     positive for every live transition, then near misses that try every
//     byte class at every state and offset), with the valid samples of the
//     first oracle batch as seeds.
//
// It prints one row per dialect, rule and kind: the samples, how many the
// oracle finds valid and invalid, the parser's divergences (inputs where
// parser and oracle disagree), the automaton's (verdict or diagnosis), the
// samples where the automaton names another rule only because both
// candidates are nested in tail recursions deeper than it counts
// (grammar/compiler, "Limits"; they agree), and the time taken; then a
// total row. The samples do not depend on the number of workers
// (GOMAXPROCS). It exits 1 when any recognizer diverged, after printing
// the shortest divergent input of each rule and kind, with the three
// verdicts, the sample that found it and the oracle's diagnosis or the
// parser's error.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/urispec/urispec/grammar"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
	"github.com/urispec/urispec/grammar/oracle"
	rt "github.com/urispec/urispec/semantic/automaton"
)

const batchSize = 10000

func main() {
	dialect := flag.String("d", "", "dialect id to check (default: all)")
	n := flag.Int("n", 1000000, "samples of each kind per dialect and start rule")
	seed := flag.Uint64("seed", 1, "seed of the first batch of oracle samples")
	flag.Parse()
	ok, err := run(os.Stdout, *dialect, *n, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "oraclecmd:", err)
		os.Exit(2)
	}
	if !ok {
		os.Exit(1)
	}
}

// run checks the dialects and reports whether nothing diverged.
func run(w io.Writer, only string, n int, seed uint64) (bool, error) {
	var ids []string
	for id := range parsers {
		if only == "" || only == id {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return false, fmt.Errorf("unknown dialect %q", only)
	}
	slices.Sort(ids)
	row := "%-15s %-24s %-10s %9d %9d %9d %7d %9d %9d %9s\n"
	fmt.Fprintf(w, "%-15s %-24s %-10s %9s %9s %9s %7s %9s %9s %9s\n", "dialect", "rule", "kind", "samples", "valid", "invalid", "parser", "automaton", "saturated", "time")
	var total result
	start := time.Now()
	for _, id := range ids {
		src, err := grammar.Files.ReadFile(grammar.Path(id))
		if err != nil {
			return false, err
		}
		g, err := abnf.Parse("grammar/"+grammar.Path(id), src)
		if err != nil {
			return false, err
		}
		o, err := oracle.Compile(g)
		if err != nil {
			return false, err
		}
		a := automata[id]
		parse := parsers[id]
		c := compiler.NewChecker(g, o, a, parse)
		for _, rule := range o.Start() {
			ri, ok := a.RuleIndex(rule)
			if !ok {
				return false, fmt.Errorf("%s: the automaton has no rule %s", id, rule)
			}
			began := time.Now()
			batches := oracleBatches(o, rule, n, seed)
			ro := check(c, rule, batches)
			fmt.Fprintf(w, row, id, rule, "oracle", ro.samples, ro.valid, ro.samples-ro.valid, ro.parser, ro.automaton, ro.saturated, time.Since(began).Round(time.Millisecond))
			began = time.Now()
			rt := check(c, rule, transitionBatches(a, ri, n, batches))
			fmt.Fprintf(w, row, id, rule, "transition", rt.samples, rt.valid, rt.samples-rt.valid, rt.parser, rt.automaton, rt.saturated, time.Since(began).Round(time.Millisecond))
			for _, r := range []result{ro, rt} {
				total.add(r)
				if r.first != nil {
					d := r.first
					fmt.Fprintf(w, "  shortest divergence: %q: %v\n  found by %s\n", d.input, d.v, d.from())
					if d.v.Oracle {
						fmt.Fprintf(w, "  parser: %v\n", d.v.ParserErr)
					} else {
						fmt.Fprintf(w, "  oracle: %v\n", o.Diagnose(rule, d.input))
					}
				}
			}
		}
	}
	fmt.Fprintf(w, row, "total", "", "", total.samples, total.valid, total.samples-total.valid, total.parser, total.automaton, total.saturated, time.Since(start).Round(time.Second))
	return total.parser == 0 && total.automaton == 0, nil
}

// sample is one input with what drew it, described on demand.
type sample struct {
	input []byte
	ts    *compiler.TransitionSample // nil: oracle sample number oi of batch
	batch uint64
	oi    int
}

func (s sample) from() string {
	if s.ts != nil {
		return "transition sample " + s.ts.String()
	}
	return fmt.Sprintf("oracle sample %d of the batch seeded %d", s.oi, s.batch)
}

// divergence is a sample on which the recognizers disagree.
type divergence struct {
	sample
	v compiler.Verdicts
}

// result counts one batch or more.
type result struct {
	samples, valid    int
	parser, automaton int // samples on which each diverges from the oracle
	saturated         int
	first             *divergence // the shortest, then bytewise first
}

func (r *result) add(o result) {
	r.samples += o.samples
	r.valid += o.valid
	r.parser += o.parser
	r.automaton += o.automaton
	r.saturated += o.saturated
	if o.first != nil && (r.first == nil || shorter(o.first.input, r.first.input)) {
		r.first = o.first
	}
}

func shorter(a, b []byte) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return slices.Compare(a, b) < 0
}

// batch is a list of samples, made by its own goroutine when they are
// oracle samples (make is nil for the others).
type batch struct {
	samples []sample
	make    func() []sample
}

// oracleBatches are the batches of n oracle samples of rule, not made yet;
// the first is made now (its valid samples seed the transition samples).
func oracleBatches(o *oracle.Oracle, rule string, n int, seed uint64) []*batch {
	var out []*batch
	for b := range (n + batchSize - 1) / batchSize {
		size := min(batchSize, n-b*batchSize)
		s := seed + uint64(b)
		out = append(out, &batch{make: func() []sample {
			var ss []sample
			for i, x := range oracle.Samples(o, rule, oracle.SampleOptions{N: size, Seed: s}) {
				ss = append(ss, sample{input: x.Input, batch: s, oi: i})
			}
			return ss
		}})
	}
	if len(out) > 0 {
		out[0].samples = out[0].make()
		out[0].make = nil
	}
	return out
}

// transitionBatches cuts the first n transition samples of rule into
// batches, seeded with the valid samples of the first oracle batch.
func transitionBatches(a *rt.Automaton, rule, n int, oracleBatches []*batch) []*batch {
	var seeds [][]byte
	if len(oracleBatches) > 0 {
		for _, s := range oracleBatches[0].samples {
			if a.Match(rule, string(s.input)) {
				seeds = append(seeds, s.input)
			}
		}
	}
	var out []*batch
	cur := &batch{}
	count := 0
	for s := range compiler.TransitionSamples(a, rule, compiler.TransitionOptions{Seeds: seeds}) {
		if count == n {
			break
		}
		count++
		cur.samples = append(cur.samples, sample{input: s.Input, ts: &s})
		if len(cur.samples) == batchSize {
			out = append(out, cur)
			cur = &batch{}
		}
	}
	if len(cur.samples) > 0 {
		out = append(out, cur)
	}
	return out
}

// check runs the checker on every sample of the batches, spread over
// GOMAXPROCS workers.
func check(c *compiler.Checker, rule string, batches []*batch) result {
	results := make([]result, len(batches))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for b := range next {
				ss := batches[b].samples
				if batches[b].make != nil {
					ss = batches[b].make()
				}
				var r result
				for _, s := range ss {
					v := c.Check(rule, s.input)
					r.samples++
					if v.Oracle {
						r.valid++
					}
					if v.Saturated {
						r.saturated++
					}
					if v.Parser != v.Oracle {
						r.parser++
					}
					if v.Automaton != v.Oracle || v.Diagnosis != "" {
						r.automaton++
					}
					if !v.Agree() && (r.first == nil || shorter(s.input, r.first.input)) {
						r.first = &divergence{s, v}
					}
				}
				results[b] = r
				batches[b].samples = nil // done: let the memory go
			}
		})
	}
	for b := range batches {
		next <- b
	}
	close(next)
	wg.Wait()
	var total result
	for _, r := range results {
		total.add(r)
	}
	return total
}
