// Command wptvectors converts the URL parsing data of the web-platform-tests
// (url/resources/urltestdata.json, BSD-3-Clause) into urispec's vector format
// for the dialect whatwg-url: one line per case, in the file's order.
//
//	go run ./tools/wptvectors -source SOURCE urltestdata.json > conformance/testdata/thirdparty/wpt-urltestdata.jsonl
//
// A case with a base is a resolve vector (base, input), one without a
// normalize vector (input); either expects the href, or a failure
// ("expected_error": true). The components are the URL record's (url.bs
// §4.1), read from the getters the case asserts: scheme is protocol without
// ":"; username, password and port as given ("" port: null); host is the
// hostname, null when the href has no "//" after the scheme (the URL
// serializer writes "//" exactly when the host is non-null); path is the
// pathname; query and fragment are search and hash without "?" and "#", null
// when the href has no "?" before its first "#" (query) or no "#"
// (fragment); origin is the origin getter when the case asserts one. The
// comment string before a case, and a case's own comment, go into note.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"
)

type testCase struct {
	Input      string  `json:"input"`
	Base       *string `json:"base"`
	Href       *string `json:"href"`
	Failure    bool    `json:"failure"`
	Origin     *string `json:"origin"`
	Protocol   string  `json:"protocol"`
	Username   string  `json:"username"`
	Password   string  `json:"password"`
	Hostname   string  `json:"hostname"`
	Port       string  `json:"port"`
	Pathname   string  `json:"pathname"`
	Search     string  `json:"search"`
	Hash       string  `json:"hash"`
	Comment    string  `json:"comment"`
	RelativeTo string  `json:"relativeTo"`
}

// vector is one output line, fields in the order of the other files.
type vector struct {
	ID            string             `json:"id"`
	Kind          string             `json:"kind"`
	Base          *string            `json:"base,omitempty"`
	Input         string             `json:"input"`
	Expected      *string            `json:"expected,omitempty"`
	ExpectedError bool               `json:"expected_error,omitempty"`
	Components    map[string]*string `json:"components,omitempty"`
	Note          string             `json:"note,omitempty"`
	Source        string             `json:"source"`
	Dialect       string             `json:"dialect"`
}

func main() {
	source := flag.String("source", "", "the source field: repo/path@commit")
	flag.Parse()
	if flag.NArg() != 1 || *source == "" {
		fmt.Fprintln(os.Stderr, "usage: wptvectors -source SOURCE urltestdata.json")
		os.Exit(2)
	}
	data, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var items []json.RawMessage
	if err := json.Unmarshal(data, &items); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var out bytes.Buffer
	comment, n := "", 0
	for _, raw := range items {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			comment = s
			continue
		}
		var c testCase
		dec := json.NewDecoder(bytes.NewReader(raw))
		if err := dec.Decode(&c); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		n++
		v := vector{ID: fmt.Sprintf("wpt-urltestdata:%04d", n), Input: c.Input, Source: *source, Dialect: "whatwg-url"}
		v.Kind = "normalize"
		if c.Base != nil {
			v.Kind, v.Base = "resolve", c.Base
		}
		var notes []string
		if comment != "" && comment != "See ../README.md for a description of the format." {
			notes = append(notes, comment)
		}
		if c.Comment != "" {
			notes = append(notes, c.Comment)
		}
		if c.RelativeTo != "" {
			notes = append(notes, "relativeTo: "+c.RelativeTo)
		}
		v.Note = strings.Join(notes, " / ")
		if c.Failure {
			v.ExpectedError = true
		} else {
			if c.Href == nil {
				fmt.Fprintf(os.Stderr, "case %d: neither href nor failure\n", n)
				os.Exit(1)
			}
			v.Expected = c.Href
			v.Components = components(&c)
		}
		enc := json.NewEncoder(&out)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(v); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	os.Stdout.Write(out.Bytes())
}

func ptr(s string) *string { return &s }

func components(c *testCase) map[string]*string {
	href := *c.Href
	scheme := strings.TrimSuffix(c.Protocol, ":")
	m := map[string]*string{
		"scheme":   ptr(scheme),
		"username": ptr(c.Username),
		"password": ptr(c.Password),
		"path":     ptr(c.Pathname),
		"host":     nil,
		"port":     nil,
		"query":    nil,
		"fragment": nil,
	}
	if strings.HasPrefix(href[len(scheme)+1:], "//") {
		m["host"] = ptr(c.Hostname)
	}
	if c.Port != "" {
		m["port"] = ptr(c.Port)
	}
	beforeHash, _, hasHash := strings.Cut(href, "#")
	if c.Search != "" {
		m["query"] = ptr(c.Search[1:])
	} else if strings.HasSuffix(beforeHash, "?") {
		m["query"] = ptr("")
	}
	if c.Hash != "" {
		m["fragment"] = ptr(c.Hash[1:])
	} else if hasHash {
		m["fragment"] = ptr("")
	}
	if c.Origin != nil {
		m["origin"] = c.Origin
	}
	return m
}
