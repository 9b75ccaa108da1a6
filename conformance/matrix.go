package conformance

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// Matrix is the lineage view: the input of every parse vector, once, with
// its verdict under every dialect of urispec (default start rule), dialects
// in the date order of their specs.
type Matrix struct {
	Dialects []semantic.Dialect
	Rows     []MatrixRow
}

// MatrixRow is one input and, per dialect of Matrix.Dialects, whether it is
// valid.
type MatrixRow struct {
	Input string
	Valid []bool
}

// Pattern is one combination of verdicts and how many inputs have it.
type Pattern struct {
	Valid []bool
	Count int
}

// BuildMatrix parses the input of every parse vector of c (whatever its
// dialect, once per distinct input, in corpus order) under every dialect.
func BuildMatrix(c *Corpus) (*Matrix, error) {
	m := &Matrix{Dialects: semantic.Dialects()}
	seen := map[string]bool{}
	for _, v := range c.Vectors {
		if v.Kind != KindParse || seen[v.Input] {
			continue
		}
		seen[v.Input] = true
		row := MatrixRow{Input: v.Input, Valid: make([]bool, len(m.Dialects))}
		for i, d := range m.Dialects {
			_, err := semantic.Parse(d, v.Input)
			var se *semantic.Error
			if err != nil && !errors.As(err, &se) {
				return nil, fmt.Errorf(matrixNotParsed, fmt.Sprintf("%q", v.Input), d, err)
			}
			row.Valid[i] = err == nil
		}
		m.Rows = append(m.Rows, row)
	}
	return m, nil
}

// Patterns returns each combination of verdicts that occurs, most frequent
// first (ties: more dialects valid first, then earlier dialects valid first).
func (m *Matrix) Patterns() []Pattern {
	idx := map[string]int{}
	var out []Pattern
	for _, r := range m.Rows {
		key := m.signature(r.Valid)
		i, ok := idx[key]
		if !ok {
			i = len(out)
			idx[key] = i
			out = append(out, Pattern{Valid: r.Valid})
		}
		out[i].Count++
	}
	slices.SortFunc(out, func(a, b Pattern) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(count(b.Valid), count(a.Valid)),
			strings.Compare(m.signature(a.Valid), m.signature(b.Valid)))
	})
	return out
}

// signature writes verdicts as "+ + - - -" (valid, invalid).
func (m *Matrix) signature(valid []bool) string {
	s := make([]string, len(valid))
	for i, ok := range valid {
		s[i] = matrixInvalid
		if ok {
			s[i] = matrixValid
		}
	}
	return strings.Join(s, " ")
}

func count(valid []bool) int {
	n := 0
	for _, ok := range valid {
		if ok {
			n++
		}
	}
	return n
}

// validIn names the dialects where valid is true.
func (m *Matrix) validIn(valid []bool) []string {
	names := []string{}
	for i, ok := range valid {
		if ok {
			names = append(names, m.Dialects[i].ID())
		}
	}
	return names
}

// WriteText writes a legend, one line per input (its verdicts, then the
// input quoted), and the summary: inputs all dialects accept, all reject,
// and each split pattern with its count.
func (m *Matrix) WriteText(w io.Writer) error {
	ew := &errWriter{w: w}
	cols := make([]string, len(m.Dialects))
	for i, d := range m.Dialects {
		cols[i] = fmt.Sprintf(matrixColumn, i+1, d)
	}
	ew.printf(matrixLegend, strings.Join(cols, ", "), matrixValid, matrixInvalid)
	header := make([]string, len(m.Dialects))
	for i := range m.Dialects {
		header[i] = fmt.Sprint(i + 1)
	}
	ew.printf(matrixRow, strings.Join(header, " "), matrixColInput)
	for _, r := range m.Rows {
		ew.printf(matrixRow, m.signature(r.Valid), fmt.Sprintf("%q", r.Input))
	}
	ew.println()
	ew.printf(matrixInputs, len(m.Rows))
	all, none := m.agreement()
	ew.printf(matrixAllValid, all)
	ew.printf(matrixAllInvalid, none)
	ew.printf(matrixSplits, strings.Join(header, " "))
	for _, p := range m.Patterns() {
		if n := count(p.Valid); n == 0 || n == len(m.Dialects) {
			continue
		}
		ew.printf(matrixSplit, m.signature(p.Valid), p.Count, strings.Join(m.validIn(p.Valid), ", "))
	}
	return ew.err
}

// agreement counts the inputs valid under every dialect and under none.
func (m *Matrix) agreement() (all, none int) {
	for _, r := range m.Rows {
		switch count(r.Valid) {
		case len(m.Dialects):
			all++
		case 0:
			none++
		}
	}
	return all, none
}

type jsonVerdict struct {
	Dialect semantic.Dialect `json:"dialect"`
	Valid   bool             `json:"valid"`
}

type jsonMatrixRow struct {
	Input    string        `json:"input"`
	Verdicts []jsonVerdict `json:"verdicts"`
}

type jsonPattern struct {
	ValidIn []string `json:"valid_in"`
	Count   int      `json:"count"`
}

type jsonMatrixSummary struct {
	Inputs     int           `json:"inputs"`
	AllValid   int           `json:"all_valid"`
	AllInvalid int           `json:"all_invalid"`
	Patterns   []jsonPattern `json:"patterns"`
}

// WriteJSON writes one object per input {input, verdicts: [{dialect,
// valid}...]} and last a summary {inputs, all_valid, all_invalid, patterns:
// [{valid_in, count}...]} (every pattern, the two unanimous ones included).
func (m *Matrix) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, r := range m.Rows {
		j := jsonMatrixRow{Input: r.Input}
		for i, d := range m.Dialects {
			j.Verdicts = append(j.Verdicts, jsonVerdict{d, r.Valid[i]})
		}
		if err := enc.Encode(j); err != nil {
			return err
		}
	}
	s := jsonMatrixSummary{Inputs: len(m.Rows), Patterns: []jsonPattern{}}
	s.AllValid, s.AllInvalid = m.agreement()
	for _, p := range m.Patterns() {
		s.Patterns = append(s.Patterns, jsonPattern{m.validIn(p.Valid), p.Count})
	}
	return enc.Encode(s)
}
