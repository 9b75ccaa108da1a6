package semantic

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// raceCall is one call of an entry point with its arguments, run once
// sequentially to learn its result and then from many goroutines at once.
type raceCall struct {
	name string
	run  func() string
}

// raceResult renders a result and its error as one comparable string.
func raceResult(v any, err error) string {
	if err != nil {
		return "error: " + err.Error()
	}
	return fmt.Sprintf("%v", v)
}

// raceCalls lists a call of every exported entry point for every dialect on
// valid and invalid inputs: Validate, Parse (components, the typed view, the
// parts, the recomposition, the tree), Resolve, Normalize and Equivalent at
// every level, Info, ParseDialect, LanguageDifferences, IRIToURI and
// URIToIRI, and the error's caret display.
func raceCalls(t *testing.T) []raceCall {
	t.Helper()
	inputs := []string{"http://a/b/c/d;p?q", "http://A:80/./b/../c?x#y", "urn:example:a%2Fb", "URN:Example:A",
		"ftp://u@h/p;type=a", "news:comp.x", "mailto:x@y", "", "%zz", "http://a/\x00", "http://[::1]/", "g;x?y#s", "../g"}
	var calls []raceCall
	add := func(name string, run func() string) { calls = append(calls, raceCall{name, run}) }
	for _, d := range Dialects() {
		add(d.ID()+" Info", func() string { i, err := Info(d); return raceResult(i, err) })
		add(d.ID()+" ParseDialect", func() string { x, err := ParseDialect(d.ID()); return raceResult(x, err) })
		add(d.ID()+" LanguageDifferences", func() string {
			ds, err := LanguageDifferences(d, "", RFC3986, "", 3)
			return raceResult(ds, err)
		})
		levels := levels(d)
		for _, in := range inputs {
			add(d.ID()+" Validate "+in, func() string {
				err := Validate(d, in)
				if e, ok := err.(*Error); ok {
					return raceResult(e.CaretWindow(20), err)
				}
				return raceResult(nil, err)
			})
			add(d.ID()+" Parse "+in, func() string {
				u, err := Parse(d, in, WithTree())
				if err != nil {
					return raceResult(nil, err)
				}
				typed, err := json.Marshal(u.Typed())
				require.NoError(t, err)
				return fmt.Sprintf("%+v %s %+v %q %s", u.Components, typed, u.Parts(), u.Recompose(), u.Tree.Dump())
			})
			if d.x.resolution.base != "" {
				add(d.ID()+" Resolve "+in, func() string { s, err := Resolve(d, "http://a/b/c/d;p?q", in); return raceResult(s, err) })
			}
			for _, l := range levels {
				add(d.ID()+" Normalize "+in, func() string { s, err := Normalize(d, in, WithLevel(l)); return raceResult(s, err) })
				add(d.ID()+" Equivalent "+in, func() string {
					eq, err := Equivalent(d, in, "http://a/b/c/d;p?q", WithLevel(l))
					return raceResult(eq, err)
				})
			}
		}
	}
	for _, in := range []string{"http://r\u00e9sum\u00e9.example/\u00e9?\u00e9#\u00e9", "http://a/%C3%A9", "http://a/%FF", "\xff"} {
		add("IRIToURI "+in, func() string { s, err := IRIToURI(in); return raceResult(s, err) })
		add("URIToIRI "+in, func() string { s, err := URIToIRI(in); return raceResult(s, err) })
	}
	require.NotEmpty(t, calls)
	return calls
}

// TestEntryPointsConcurrent calls every entry point of every dialect from
// many goroutines at once and compares each result with the one a sequential
// call gave. `make race` runs it under the race detector (part of `make
// test`): the dialects share their generated tables, scanners and registry.
func TestEntryPointsConcurrent(t *testing.T) {
	calls := raceCalls(t)
	want := make([]string, len(calls))
	for i, c := range calls {
		want[i] = c.run()
	}
	workers, rounds := 16, 2*len(calls)
	if testing.Short() {
		rounds = len(calls) / 2
	}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(uint64(w), 11))
			for range rounds / workers * 4 {
				i := r.IntN(len(calls))
				assert.Equal(t, want[i], calls[i].run(), calls[i].name)
			}
		})
	}
	wg.Wait()
}
