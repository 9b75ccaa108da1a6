package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func strp(s string) *string { return &s }

// TestComponents: the record's components from a case's getters and href
// (url.bs §4.5: "//" exactly when the host is non-null; "?" and "#" with
// nothing after them for an empty query and fragment, none for null).
func TestComponents(t *testing.T) {
	tests := []struct {
		name string
		c    testCase
		want map[string]*string
	}{
		{"empty query and fragment, null host", testCase{Href: strp("a:b?#"), Protocol: "a:", Pathname: "b"},
			map[string]*string{"scheme": strp("a"), "username": strp(""), "password": strp(""), "host": nil, "port": nil,
				"path": strp("b"), "query": strp(""), "fragment": strp("")}},
		{"empty host, a \"?\" in the fragment", testCase{Href: strp("file:///x#?y"), Protocol: "file:", Pathname: "/x", Hash: "#?y", Origin: strp("null")},
			map[string]*string{"scheme": strp("file"), "username": strp(""), "password": strp(""), "host": strp(""), "port": nil,
				"path": strp("/x"), "query": nil, "fragment": strp("?y"), "origin": strp("null")}},
		{"every component", testCase{Href: strp("http://u:p@h:81/p?q#f"), Protocol: "http:", Username: "u", Password: "p",
			Hostname: "h", Port: "81", Pathname: "/p", Search: "?q", Hash: "#f"},
			map[string]*string{"scheme": strp("http"), "username": strp("u"), "password": strp("p"), "host": strp("h"), "port": strp("81"),
				"path": strp("/p"), "query": strp("q"), "fragment": strp("f")}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, components(&tt.c), tt.name)
	}
}
