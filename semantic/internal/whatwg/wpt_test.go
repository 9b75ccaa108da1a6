package whatwg

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wptFile is the web-platform-tests URL data in the vector format
// (conformance/testdata/thirdparty/PROVENANCE.md).
const wptFile = "../../../conformance/testdata/thirdparty/wpt-urltestdata.jsonl"

type wptVector struct {
	ID            string             `json:"id"`
	Kind          string             `json:"kind"`
	Base          *string            `json:"base"`
	Input         string             `json:"input"`
	Expected      *string            `json:"expected"`
	ExpectedError bool               `json:"expected_error"`
	Components    map[string]*string `json:"components"`
	Note          string             `json:"note"`
}

func readWPT(t testing.TB) []wptVector {
	f, err := os.Open(wptFile)
	require.NoError(t, err)
	defer f.Close()
	var vs []wptVector
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var v wptVector
		require.NoError(t, json.Unmarshal(sc.Bytes(), &v), sc.Text())
		vs = append(vs, v)
	}
	require.NoError(t, sc.Err())
	return vs
}

// wptExpectedFailures are the cases this package is known to fail, each
// with its reason.
var wptExpectedFailures = map[string]string{}

// runWPT runs one vector: the URL parser on input with base (a base that
// fails to parse makes the case a failure, as new URL(input, base) throws),
// then href and every component.
func runWPT(v *wptVector) (problems []string) {
	var base *URL
	if v.Base != nil {
		b, _, err := Parse(*v.Base, nil)
		if err != nil {
			if v.ExpectedError {
				return nil
			}
			return []string{"base fails: " + err.Error()}
		}
		base = &b
	}
	u, _, err := Parse(v.Input, base)
	if v.ExpectedError {
		if err == nil {
			return []string{"want failure, got " + u.Href()}
		}
		return nil
	}
	if err != nil {
		return []string{"want " + *v.Expected + ", got failure: " + err.Error()}
	}
	if got := u.Href(); got != *v.Expected {
		problems = append(problems, "href: want "+*v.Expected+", got "+got)
	}
	str := func(s string, ok bool) *string {
		if !ok {
			return nil
		}
		return &s
	}
	got := map[string]*string{
		"scheme":   &u.Scheme,
		"username": &u.Username,
		"password": &u.Password,
		"host":     str(u.Host.String(), u.Host.Kind != HostNull),
		"port":     str(u.PortString(), u.Port >= 0),
		"path":     &u.Path,
		"query":    str(u.Query, u.HasQuery),
		"fragment": str(u.Fragment, u.HasFragment),
		"origin":   str(u.Origin(), true),
	}
	for k, want := range v.Components {
		g, ok := got[k]
		if !ok {
			problems = append(problems, "unknown component "+k)
			continue
		}
		if (want == nil) != (g == nil) || want != nil && *want != *g {
			problems = append(problems, k+": want "+show(want)+", got "+show(g))
		}
	}
	return problems
}

func show(s *string) string {
	if s == nil {
		return "null"
	}
	return `"` + *s + `"`
}

// TestWPT runs every case of the web-platform-tests URL data: each passes,
// or is an expected failure with its reason (and then must still fail).
func TestWPT(t *testing.T) {
	vs := readWPT(t)
	require.Len(t, vs, 891)
	passed, xfailed := 0, 0
	for i := range vs {
		v := &vs[i]
		problems := runWPT(v)
		reason, x := wptExpectedFailures[v.ID]
		switch {
		case x && len(problems) == 0:
			t.Errorf("%s %q: an expected failure (%s) passes", v.ID, v.Input, reason)
		case x:
			xfailed++
		case len(problems) > 0:
			base := "null"
			if v.Base != nil {
				base = *v.Base
			}
			t.Errorf("%s input %q base %q: %s", v.ID, v.Input, base, strings.Join(problems, "; "))
		default:
			passed++
		}
	}
	t.Logf("web-platform-tests urltestdata: %d passed, %d expected failures, of %d", passed, xfailed, len(vs))
	assert.Equal(t, len(vs), passed+xfailed)
}
