package main

import (
	"github.com/urispec/urispec/generated"
	"github.com/urispec/urispec/semantic/automaton"
)

// automata maps each dialect id to its generated automaton (generated/<pkg>/tables.go).
var automata = func() map[string]*automaton.Automaton {
	m := map[string]*automaton.Automaton{}
	for id, p := range generated.Parsers {
		m[id] = p.Automaton
	}
	return m
}()
