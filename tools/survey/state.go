package survey

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/urispec/urispec/semantic"
)

// The state of an aggregate in JSON, so that an engine that moves partial
// aggregates between workers (Apache Beam encodes a combine's accumulators
// with encoding/json unless told otherwise) carries all of it. This is not
// the report (Report, WriteJSON): it keeps every failure, and each
// example's file as an index and its input as exact bytes.

type stateJSON struct {
	Dialects    []string      `json:"dialects"`
	Files       []string      `json:"files"`
	Lines       int64         `json:"lines"`
	Blank       int64         `json:"blank"`
	LengthErr   int64         `json:"length_errors"`
	InvalidUTF8 int64         `json:"invalid_utf8"`
	Valid       []int64       `json:"valid"`  // per dialect
	Fails       [][]tallyJSON `json:"fails"`  // per dialect
	Lost        [][]tallyJSON `json:"lost"`   // per transition
	Gained      [][]tallyJSON `json:"gained"` // per transition
}

type tallyJSON struct {
	Failure
	Count       int64    `json:"count"`
	File        int      `json:"file"`
	Line        int64    `json:"line"`
	Input       []byte   `json:"input"` // exact bytes, base64
	InputLength int      `json:"input_length"`
	Offset      int      `json:"offset"`
	Expected    []string `json:"expected"`
	Message     string   `json:"message"`
}

// MarshalJSON encodes the whole state of the aggregate (not its report):
// UnmarshalJSON of the result gives an aggregate that reports and merges as
// a does. The encoding is deterministic (failures in key order).
func (a *Aggregate) MarshalJSON() ([]byte, error) {
	s := stateJSON{Dialects: a.ids(), Files: a.files, Lines: a.lines, Blank: a.blank,
		LengthErr: a.lengthErr, InvalidUTF8: a.invalidUTF8}
	if s.Files == nil {
		s.Files = []string{}
	}
	for _, d := range a.dialects {
		s.Valid = append(s.Valid, d.valid)
		s.Fails = append(s.Fails, talliesJSON(d.fails))
	}
	for _, p := range a.pairs {
		s.Lost = append(s.Lost, talliesJSON(p.lost))
		s.Gained = append(s.Gained, talliesJSON(p.gained))
	}
	return json.Marshal(s)
}

func talliesJSON(m map[Failure]*tally) []tallyJSON {
	out := make([]tallyJSON, 0, len(m))
	for f, t := range m {
		e := t.example
		out = append(out, tallyJSON{Failure: f, Count: t.count, File: e.file, Line: e.Line, Input: []byte(e.Input),
			InputLength: e.InputLength, Offset: e.Offset, Expected: e.Expected, Message: e.Message})
	}
	slices.SortFunc(out, func(x, y tallyJSON) int { return x.Failure.compare(y.Failure) })
	return out
}

// UnmarshalJSON sets a to the state MarshalJSON encoded.
func (a *Aggregate) UnmarshalJSON(b []byte) error {
	var s stateJSON
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf(msgState, err)
	}
	ds := make([]semantic.Dialect, len(s.Dialects))
	for i, id := range s.Dialects {
		d, err := semantic.ParseDialect(id)
		if err != nil {
			return fmt.Errorf(msgState, err)
		}
		ds[i] = d
	}
	if len(ds) == 0 {
		return fmt.Errorf(msgState, "no dialects")
	}
	n, err := New(Config{Dialects: ds, Files: s.Files})
	if err != nil {
		return fmt.Errorf(msgState, err)
	}
	if !slices.Equal(n.ids(), s.Dialects) || len(s.Valid) != len(n.dialects) || len(s.Fails) != len(n.dialects) ||
		len(s.Lost) != len(n.pairs) || len(s.Gained) != len(n.pairs) {
		return fmt.Errorf(msgState, "dialects and counts do not match")
	}
	n.lines, n.blank, n.lengthErr, n.invalidUTF8 = s.Lines, s.Blank, s.LengthErr, s.InvalidUTF8
	for i := range n.dialects {
		n.dialects[i].valid = s.Valid[i]
		fillTallies(n.dialects[i].fails, s.Fails[i])
	}
	for i := range n.pairs {
		fillTallies(n.pairs[i].lost, s.Lost[i])
		fillTallies(n.pairs[i].gained, s.Gained[i])
	}
	*a = *n
	return nil
}

func fillTallies(m map[Failure]*tally, ts []tallyJSON) {
	for _, t := range ts {
		expected := t.Expected
		if expected == nil {
			expected = []string{}
		}
		m[t.Failure] = &tally{count: t.Count, example: Example{file: t.File, Line: t.Line, Input: string(t.Input),
			InputLength: t.InputLength, Offset: t.Offset, Expected: expected, Message: t.Message}}
	}
}
