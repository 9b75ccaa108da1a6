package main

import (
	"bytes"
	"fmt"
	"io"

	"github.com/urispec/urispec/ast"
	"github.com/urispec/urispec/semantic"
)

// parseResult is the JSON form of `urispec parse -json`: the object of check
// -json, and for a valid input the root node of the syntax tree (whose rule
// is the start rule, the "rule" field) with its span, text and children.
type parseResult struct {
	result
	Start    *int        `json:"start,omitempty"`
	End      *int        `json:"end,omitempty"`
	Text     *string     `json:"text,omitempty"`
	Children []*ast.Node `json:"children,omitempty"`
}

func runParse(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("parse", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Prints the syntax tree of INPUT under the dialect: one node per line,")
		fmt.Fprintln(w, "`rule [start,end) \"text\"`, spans in bytes, indented by depth; then the warnings.")
		fmt.Fprintln(w, "An invalid input gets its error and caret display. With -scheme-syntax the input is also")
		fmt.Fprintln(w, "held to the grammar of its scheme or URN namespace (urispec schemes), named on a last")
		fmt.Fprintln(w, "line \"scheme syntax: NAME -> RULE\" (or \"none\").")
		fmt.Fprintln(w, "Exit 0 if valid, 1 if invalid, 2 on a usage error.")
		fmt.Fprintf(w, txtDialects+"\n", dialectIDs(semantic.Dialects()))
	}, "urispec parse -d DIALECT [-rule RULE] [-json] [-max-length N] [-scheme-syntax] [--] INPUT")
	dialect := c.fs.String("d", "", "the `DIALECT` (required)")
	rule := c.fs.String("rule", "", "the start `RULE` (default: the dialect's first start rule)")
	asJSON := c.fs.Bool("json", false, "print the result and the tree as one JSON object (urispec help json)")
	maxLength := c.fs.Int("max-length", 0, fmt.Sprintf("accept inputs of at most `N` bytes (0: %d, the default limit of a syntax tree)", semantic.DefaultTreeMaxLength))
	schemeSyntax := c.schemeSyntaxFlag()
	args = c.parse(args)
	d := c.dialect(*dialect)
	c.exactly(args, "INPUT")
	limit := c.maxLengthOption(*maxLength)
	if c.stopped() {
		return c.exit
	}
	j, err := newJudge([]semantic.Dialect{d}, *rule, limit, semantic.WithTree(), schemeSyntaxOption(*schemeSyntax))
	if err != nil {
		return c.fail("%s", cliText(err))
	}
	j.schemeSyntax = *schemeSyntax
	vs, err := j.verdicts(item{text: args[0], length: len(args[0])})
	if err != nil {
		return c.errorf("%s", cliText(err))
	}
	v := vs[0]
	var b bytes.Buffer
	if *asJSON {
		r := parseResult{result: v.json()}
		if v.valid() {
			n := v.u.Tree
			r.Start, r.End, r.Text, r.Children = &n.Start, &n.End, &n.Text, n.Children
		}
		line, err := marshal(r)
		if err != nil {
			return c.errorf("%v", err)
		}
		b.Write(line)
	} else if v.valid() {
		b.WriteString(v.u.Tree.Dump())
		writeWarnings(&b, "", v.u)
		if *schemeSyntax {
			ss := txtNone
			if s := v.u.SchemeSyntax; s != nil {
				ss = fmt.Sprintf(txtProductions, s.Name, s.Production)
			}
			fmt.Fprintf(&b, txtSchemeSyntax+"\n", ss)
		}
	} else {
		writeError(&b, "", v.err)
	}
	if _, err := stdout.Write(b.Bytes()); err != nil {
		return c.errorf("%v", err)
	}
	if !v.valid() {
		return exitInvalid
	}
	return exitOK
}
