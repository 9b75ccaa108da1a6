package automaton_test

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/urispec/urispec/generated"
	"github.com/urispec/urispec/semantic/automaton"
)

// pointers counts the pointers in v and in what it reaches through its
// exported fields: the words the garbage collector reads when v is a
// global of a program.
func pointers(v reflect.Value) int {
	switch v.Kind() {
	case reflect.String:
		if v.Len() > 0 {
			return 1
		}
	case reflect.Pointer:
		if !v.IsNil() {
			return 1 + pointers(v.Elem())
		}
	case reflect.Slice:
		if v.IsNil() {
			return 0
		}
		n := 1
		for i := range v.Len() {
			n += pointers(v.Index(i))
		}
		return n
	case reflect.Array:
		n := 0
		for i := range v.Len() {
			n += pointers(v.Index(i))
		}
		return n
	case reflect.Struct:
		n := 0
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				n += pointers(v.Field(i))
			}
		}
		return n
	}
	return 0
}

// TestTablesHoldFewPointers: the tables of every dialect hold a few dozen
// pointers (the slices' own, the names of the rules), not one per name in a
// diagnosis: the diagnoses and inside sets are indexes into one string
// (Names) and one list table (Lists), so that a program that links them
// gives the garbage collector nothing to scan there. As []Diagnosis of
// strings they held 4,000 to 17,000 pointers per dialect.
func TestTablesHoldFewPointers(t *testing.T) {
	for id, p := range generated.Parsers {
		a := p.Automaton
		n := pointers(reflect.ValueOf(a))
		assert.LessOrEqual(t, n, 30+len(a.Rules), "%s: %d pointers in the tables", id, n)
		assert.NotEmpty(t, a.Diagnoses, id)
	}
}

// TestPack: Pack keeps each name and each list once, name 0 is "" and list
// 0 is empty, and Diagnosis and InsideSet spell out what it was given.
func TestPack(t *testing.T) {
	ds := []automaton.Diagnosis{
		{Rule: "port", Section: "3.2.3", Expected: []string{"DIGIT", "end of input"}, Context: "authority", ContextSection: "3.2", Show: []string{"DIGIT"}},
		{Rule: "host", Section: "3.2.2", Expected: []string{"DIGIT", "end of input"}, Context: "authority", ContextSection: "3.2", Show: []string{"DIGIT"}},
		{Rule: "host", Section: "3.2.2", Context: "host", ContextSection: "3.2.2"},
	}
	sets := [][]string{nil, {"authority", "host"}, {"authority"}}
	a := &automaton.Automaton{Dialect: "test"}
	require.NoError(t, a.Pack(ds, sets))
	for i, d := range ds {
		assert.Equal(t, d, a.Diagnosis(i))
	}
	for i, s := range sets {
		assert.Equal(t, s, a.InsideSet(i))
	}
	assert.Equal(t, "", a.Name(0))
	assert.Empty(t, a.List(0))
	// port 3.2.3 DIGIT "end of input" authority 3.2 host 3.2.2: 8 names
	// and "" (each once); lists: empty, the two expected sets, {DIGIT},
	// {authority, host}, {authority}.
	assert.Len(t, a.NameAt, 8+2)
	assert.Len(t, a.ListAt, 5+1)
	assert.Equal(t, a.Diagnoses[0].Expected, a.Diagnoses[1].Expected, "one list, shared")
	assert.Equal(t, a.Diagnoses[1].Rule, a.Diagnoses[2].Context, `one name "host", shared`)
}
