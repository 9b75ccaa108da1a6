package oracle

import (
	"bytes"
	"fmt"
	"slices"
)

// Divergence is an input on which a parser and the oracle disagree.
type Divergence struct {
	Input  []byte
	Oracle bool // the oracle's verdict: the input derives from the rule
	Parser bool // the parser's verdict: it accepted the input
}

// String renders d as `"http:x" oracle=valid parser=invalid`.
func (d Divergence) String() string {
	return fmt.Sprintf("%q oracle=%s parser=%s", d.Input, verdict(d.Oracle), verdict(d.Parser))
}

func verdict(ok bool) string {
	if ok {
		return "valid"
	}
	return "invalid"
}

// Compare runs parse on every sample and returns the inputs where its
// verdict differs from the oracle's (Match of rule, computed afresh rather
// than taken from the sample), each once, shortest first (then bytewise).
func Compare(o *Oracle, rule string, parse func([]byte) bool, samples []Sample) []Divergence {
	var out []Divergence
	seen := map[string]bool{}
	for _, s := range samples {
		if seen[string(s.Input)] {
			continue
		}
		seen[string(s.Input)] = true
		want := o.Match(rule, s.Input)
		if got := parse(s.Input); got != want {
			out = append(out, Divergence{Input: s.Input, Oracle: want, Parser: got})
		}
	}
	slices.SortFunc(out, func(a, b Divergence) int {
		if len(a.Input) != len(b.Input) {
			return len(a.Input) - len(b.Input)
		}
		return bytes.Compare(a.Input, b.Input)
	})
	return out
}
