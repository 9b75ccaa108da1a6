// Package grammar embeds the ABNF transcriptions of the dialects
// (grammar/<dialect>/<dialect>.abnf), the grammars of record: the ABNF oracle
// reads them to explain why an input is invalid in the spec's own terms, and
// `urispec dialects` shows their pragmas and errata. The PEG files beside
// them are inputs of `make generate` only.
package grammar

import "embed"

// Files holds every grammar/<dialect>/<dialect>.abnf.
//
//go:embed */*.abnf
var Files embed.FS

// Path is the path of a dialect's ABNF file inside Files.
func Path(dialect string) string { return dialect + "/" + dialect + ".abnf" }
