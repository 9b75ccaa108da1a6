package conformance

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/urispec/urispec/semantic"
)

// rerunsJSON says which vectors of the default corpus also run under
// another dialect: testdata/reruns.json.
//
//go:embed testdata/reruns.json
var rerunsJSON []byte

// rerunsName is the name of testdata/reruns.json in messages and sources.
const rerunsName = embeddedPrefix + "testdata/reruns.json"

// rerun is one entry of testdata/reruns.json: the vectors of Source whose
// dialect is From (those of IDs, or all when IDs is empty) run again under
// Dialect, as copies whose id is "<id>@<Dialect>", whose start rule is
// renamed by Rules (a parse vector's rule must have an entry; a vector
// without a rule takes Dialect's default) and whose part rules are renamed
// by Parts (a rule without an entry keeps its name).
type rerun struct {
	Source  string            `json:"source"`
	From    string            `json:"from"`
	Dialect string            `json:"dialect"`
	Rules   map[string]string `json:"rules"`
	Parts   map[string]string `json:"parts"`
	IDs     []string          `json:"ids"`
	Why     string            `json:"why"`
}

// addReruns reads a reruns file (name, data: the format of
// testdata/reruns.json) and adds the copies it asks for to c, each source
// with a line in c.Sources that names the dialect it reruns under.
func (c *Corpus) addReruns(name string, data []byte) error {
	var file struct {
		Note   string  `json:"note"`
		Reruns []rerun `json:"reruns"`
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&file); err != nil {
		return fmt.Errorf(msgRerunRead, name, err)
	}
	for i, r := range file.Reruns {
		d, ok := dialect(r.Dialect)
		if _, from := dialect(r.From); !ok || !from {
			return fmt.Errorf(msgRerunDialect, name, i+1, r.From, r.Dialect)
		}
		info, err := semantic.Info(d)
		if err != nil {
			return err
		}
		for _, to := range slices.Sorted(maps.Values(r.Rules)) {
			if !slices.Contains(info.StartRules, to) {
				return fmt.Errorf(msgRerunNoRule, name, i+1, r.Dialect, to)
			}
		}
		n := 0
		for _, v := range slices.Clone(c.Vectors) {
			if v.Pos.File != r.Source || v.Dialect != r.From || len(r.IDs) > 0 && !slices.Contains(r.IDs, v.ID) {
				continue
			}
			w, err := r.copy(v)
			if err != nil {
				return fmt.Errorf("%s: %s: %w", name, v.Pos, err)
			}
			if first, dup := c.ids[w.ID]; dup {
				return &Error{Pos: v.Pos, Msg: fmt.Sprintf(msgDuplicateID, w.ID, first)}
			}
			c.ids[w.ID] = w.Pos
			c.Vectors = append(c.Vectors, w)
			n++
		}
		c.Sources = append(c.Sources, Source{Origin: Embedded, Name: fmt.Sprintf(rerunSource, r.Source, r.Dialect), Vectors: n, Found: true})
	}
	return nil
}

// copy returns v as it runs under r.Dialect.
func (r *rerun) copy(v Vector) (Vector, error) {
	w := v
	w.ID = v.ID + "@" + r.Dialect
	w.Dialect = r.Dialect
	if v.Rule != "" {
		to, ok := r.Rules[v.Rule]
		if !ok {
			return Vector{}, fmt.Errorf(msgRerunRule, v.Rule, r.Dialect)
		}
		w.Rule = to
	}
	if v.Parts != nil {
		w.Parts = map[string][]string{}
		for rule, texts := range v.Parts {
			if to, ok := r.Parts[rule]; ok {
				rule = to
			}
			w.Parts[rule] = texts
		}
	}
	return w, nil
}
