// Command benchtable reads the output of `go test -bench` and prints the
// benchmarks that compare urispec with a peer as one table: per corpus,
// dialect and subset, each contender's time, allocations and bytes per input
// and its ratio to the peer measured in the same run (`make bench`).
//
// A comparison is a group of benchmarks Benchmark.../GROUP/CONTENDER that
// report the metric inputs/op (how many inputs one operation handles); the
// peer of a group is its contender named net-url or go-urn. Every other line
// is copied to standard output as it is, before the table. The benchmarks
// that report lines/s (the CLI's pipelines: check, survey) are listed again
// after it in a table of their own, so that a whole pipeline on one core and
// on every core, and other engines measured the same way, stand side by
// side.
//
// Usage:
//
//	go test -run '^$' -bench . -benchmem ./semantic | go run ./tools/benchtable
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
)

// peers are the contenders other contenders are compared with.
var peers = map[string]bool{"net-url": true, "go-urn": true}

// result is one benchmark line that reports inputs/op.
type result struct {
	group, contender string
	nsPer, bPer      float64 // per input
	allocsPer        float64
	hasMem           bool
}

var lineRe = regexp.MustCompile(`^Benchmark(\S+?)(-\d+)?\s+\d+\s+(.*)$`)

func main() {
	if err := run(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "benchtable:", err)
		os.Exit(1)
	}
}

func run(r io.Reader, w io.Writer) error {
	var results []result
	var rates []rate
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		res, ok := parse(line)
		if !ok {
			fmt.Fprintln(w, line)
			if r, ok := parseRate(line); ok {
				rates = append(rates, r)
			}
			continue
		}
		results = append(results, res)
	}
	if err := sc.Err(); err != nil {
		return err
	}
	writeTable(w, results)
	writeRates(w, rates)
	return nil
}

// rate is a benchmark that reports lines/s: a whole pipeline.
type rate struct {
	name  string
	lines float64 // per second
}

// parseRate reads a benchmark line with a lines/s metric.
func parseRate(line string) (rate, bool) {
	m := lineRe.FindStringSubmatch(line)
	if m == nil {
		return rate{}, false
	}
	f := strings.Fields(m[3])
	for i := 0; i+1 < len(f); i += 2 {
		if f[i+1] == "lines/s" {
			v, err := strconv.ParseFloat(f[i], 64)
			return rate{name: m[1], lines: v}, err == nil
		}
	}
	return rate{}, false
}

// writeRates prints the lines/s benchmarks in their order.
func writeRates(w io.Writer, rates []rate) {
	if len(rates) == 0 {
		return
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| pipeline | lines/s |")
	fmt.Fprintln(w, "|---|---:|")
	for _, r := range rates {
		fmt.Fprintf(w, "| %s | %.0f |\n", r.name, r.lines)
	}
}

// parse reads a benchmark line with an inputs/op metric.
func parse(line string) (result, bool) {
	m := lineRe.FindStringSubmatch(line)
	if m == nil {
		return result{}, false
	}
	name := m[1]
	slash := strings.LastIndexByte(name, '/')
	if slash < 0 {
		return result{}, false
	}
	metrics := map[string]float64{}
	f := strings.Fields(m[3])
	for i := 0; i+1 < len(f); i += 2 {
		v, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			return result{}, false
		}
		metrics[f[i+1]] = v
	}
	n, ok := metrics["inputs/op"]
	if !ok || n == 0 {
		return result{}, false
	}
	res := result{group: name[:slash], contender: name[slash+1:], nsPer: metrics["ns/op"] / n}
	if b, ok := metrics["B/op"]; ok {
		res.hasMem = true
		res.bPer = b / n
		res.allocsPer = metrics["allocs/op"] / n
	}
	return res, true
}

// writeTable prints the results in their order, with the ratio of each to
// the peer of its group.
func writeTable(w io.Writer, results []result) {
	if len(results) == 0 {
		return
	}
	peer := map[string]float64{}
	for _, r := range results {
		if peers[r.contender] {
			peer[r.group] = r.nsPer
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| benchmark | contender | ns/input | allocs/input | B/input | ratio |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---:|")
	for _, r := range results {
		ratio := "-"
		if p, ok := peer[r.group]; ok && p > 0 {
			ratio = fmt.Sprintf("%.2fx", r.nsPer/p)
		}
		allocs, bytes := "-", "-"
		if r.hasMem {
			allocs, bytes = fmt.Sprintf("%.2f", r.allocsPer), fmt.Sprintf("%.0f", r.bPer)
		}
		fmt.Fprintf(w, "| %s | %s | %.0f | %s | %s | %s |\n", r.group, r.contender, r.nsPer, allocs, bytes, ratio)
	}
}
