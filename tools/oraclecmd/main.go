// Command oraclecmd is `make oracle`: the long cross-check of every
// generated parser and automaton against the ABNF oracle (grammar/oracle),
// which shows that each generated/<pkg> parser and automaton accepts exactly
// the language of its grammar of record, grammar/<dialect>/<dialect>.abnf,
// and that the automaton's diagnosis of every invalid sample is the
// oracle's.
//
// Usage:
//
//	go run ./tools/oraclecmd [-d DIALECT] [-n N] [-seed S]
//
// For each dialect (every one of the table in dialects.go, or the one -d
// names) and each of its ;@start rules, it draws N samples with
// oracle.Samples (coverage-driven derivations and one-byte near misses,
// labelled by the oracle), runs the generated parser on each, and prints
// the number of samples, how many the oracle finds valid and invalid, the
// divergences (inputs where parser and oracle disagree), the automaton's
// divergences (verdict or diagnosis), the samples where the automaton names
// another rule only because both candidates are nested in tail recursions
// deeper than it counts (grammar/automaton, "Limits"), and the time taken.
// Samples come in batches of 10000, batch b seeded S+b, spread over
// GOMAXPROCS workers: the samples do not depend on the number of workers.
// It exits 1 when any parser disagrees with the oracle, after printing the
// shortest divergent input of each rule with both verdicts and the
// oracle's diagnosis or the parser's error.
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

	"github.com/urispec/urispec/generated/automaton"
	"github.com/urispec/urispec/grammar"
	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/oracle"
)

const batchSize = 10000

func main() {
	dialect := flag.String("d", "", "dialect id to check (default: all)")
	n := flag.Int("n", 1000000, "samples per dialect and start rule")
	seed := flag.Uint64("seed", 1, "seed of the first batch of samples")
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

// run checks the dialects and reports whether no parser diverged.
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
	clean := true
	fmt.Fprintf(w, "%-15s %-24s %9s %9s %9s %11s %9s %9s %9s\n", "dialect", "rule", "samples", "valid", "invalid", "divergences", "automaton", "saturated", "time")
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
		for _, rule := range o.Start() {
			start := time.Now()
			r := check(g, o, automata[id], rule, parsers[id], n, seed)
			fmt.Fprintf(w, "%-15s %-24s %9d %9d %9d %11d %9d %9d %9s\n", id, rule, r.samples, r.valid, r.samples-r.valid, len(r.divs), len(r.adivs), r.saturated, time.Since(start).Round(time.Millisecond))
			if len(r.adivs) > 0 {
				clean = false
				fmt.Fprintf(w, "  automaton divergence: %q: %s\n", r.adivs[0].input, r.adivs[0].diff)
			}
			if len(r.divs) > 0 {
				clean = false
				d := r.divs[0]
				fmt.Fprintf(w, "  shortest divergence: %v\n", d)
				if d.Oracle {
					fmt.Fprintf(w, "  parser: %v\n", parsers[id](rule, d.Input))
				} else {
					fmt.Fprintf(w, "  oracle: %v\n", o.Diagnose(rule, d.Input))
				}
			}
		}
	}
	return clean, nil
}

type result struct {
	samples, valid int
	divs           []oracle.Divergence
	adivs          []automatonDivergence
	saturated      int
}

type automatonDivergence struct {
	input []byte
	diff  string
}

// check runs n samples of rule in batches over GOMAXPROCS workers.
func check(g *abnf.Grammar, o *oracle.Oracle, a *automaton.Automaton, rule string, parse func(string, []byte) error, n int, seed uint64) result {
	batches := (n + batchSize - 1) / batchSize
	results := make([]result, batches)
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for b := range next {
				size := min(batchSize, n-b*batchSize)
				samples := oracle.Samples(o, rule, oracle.SampleOptions{N: size, Seed: seed + uint64(b)})
				r := result{samples: len(samples)}
				for _, s := range samples {
					if s.Valid {
						r.valid++
					}
					if a == nil {
						continue
					}
					switch d, sat := automatonDiff(g, o, a, rule, s); {
					case sat:
						r.saturated++
					case d != "":
						r.adivs = append(r.adivs, automatonDivergence{s.Input, d})
					}
				}
				r.divs = oracle.Compare(o, rule, func(in []byte) bool { return parse(rule, in) == nil }, samples)
				results[b] = r
			}
		})
	}
	for b := range batches {
		next <- b
	}
	close(next)
	wg.Wait()
	var total result
	seen := map[string]bool{}
	for _, r := range results {
		total.samples += r.samples
		total.valid += r.valid
		total.saturated += r.saturated
		total.adivs = append(total.adivs, r.adivs...)
		for _, d := range r.divs {
			if !seen[string(d.Input)] {
				seen[string(d.Input)] = true
				total.divs = append(total.divs, d)
			}
		}
	}
	slices.SortFunc(total.divs, func(a, b oracle.Divergence) int {
		if len(a.Input) != len(b.Input) {
			return len(a.Input) - len(b.Input)
		}
		return slices.Compare(a.Input, b.Input)
	})
	return total
}
