package abnf

import (
	"fmt"
	"strings"
)

// This file reads the urispec comments (grammar/README.md): the ;@ pragmas,
// the errata block and the "; §..." section citation on each rule's first line.

const sectionSign = "§"

// readComments fills g.Pragmas, g.Errata and each rule's Section from the
// comments of the file.
func readComments(g *Grammar, cs []comment) error {
	byLine := make(map[int]comment, len(cs))
	for _, c := range cs {
		byLine[c.Pos.Line] = c
	}
	for _, r := range g.Rules {
		if c, ok := byLine[r.Pos.Line]; ok && c.Pos.Offset > r.Pos.Offset {
			r.Section = section(c.Text)
		}
	}
	cr := &commentReader{g: g}
	for _, c := range cs {
		if err := cr.read(c); err != nil {
			return err
		}
	}
	return nil
}

// section returns the citation of a trailing comment "; §SECTION": the text
// after § up to whitespace followed by another ';', or to the end of the
// line, trimmed. It is "" when the comment does not start with §.
func section(text string) string {
	rest, ok := strings.CutPrefix(strings.TrimLeft(text[1:], " \t"), sectionSign)
	if !ok {
		return ""
	}
	for i := 0; i < len(rest); i++ {
		if isWSP(rest[i]) {
			if j := strings.TrimLeft(rest[i:], " \t"); strings.HasPrefix(j, ";") {
				rest = rest[:i]
				break
			}
		}
	}
	return strings.TrimSpace(rest)
}

// arg is one whitespace-separated word of a pragma, with its byte offset in
// the comment.
type arg struct {
	s   string
	off int
}

func words(text string, from int) []arg {
	var out []arg
	for i := from; i < len(text); {
		if isWSP(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && !isWSP(text[j]) {
			j++
		}
		out = append(out, arg{text[i:j], i})
		i = j
	}
	return out
}

func isRuleName(s string) bool {
	if s == "" || !isAlpha(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; !isAlpha(c) && !isDigit(c) && c != '-' {
			return false
		}
	}
	return true
}

type commentReader struct {
	g        *Grammar
	c        comment // the comment being read
	erratum  *Erratum
	field    *string // the erratum field continuation lines append to
	seen     map[string]bool
	nextLine int // the line an erratum's next field line must be on
}

func (cr *commentReader) errAt(off int, format string, args ...any) error {
	p := cr.c.Pos
	return &Error{File: cr.g.File, Pos: Pos{Offset: p.Offset + off, Line: p.Line, Col: p.Col + off}, Msg: fmt.Sprintf(format, args...)}
}

func (cr *commentReader) read(c comment) error {
	cr.c = c
	if cr.erratum != nil && c.Col1 && c.Pos.Line == cr.nextLine && strings.HasPrefix(c.Text, ";   ") {
		cr.nextLine++
		return cr.erratumLine()
	}
	cr.erratum, cr.field = nil, nil
	if !strings.HasPrefix(c.Text, ";@") {
		return nil // a free comment
	}
	if !c.Col1 {
		return cr.errAt(0, msgPragmaNotCol1)
	}
	return cr.pragma()
}

// erratumLine reads ";   text: ...", ";   does: ...", ";   why: ..." or a
// continuation line (indented further than the field names).
func (cr *commentReader) erratumLine() error {
	t := strings.TrimRight(cr.c.Text, " \t")
	e := cr.erratum
	if len(t) > 4 && !isWSP(t[4]) {
		key, value, _ := strings.Cut(t[4:], ":")
		fields := map[string]*string{"text": &e.Text, "does": &e.Does, "why": &e.Why}
		f, ok := fields[key]
		if !ok || !strings.Contains(t[4:], ":") {
			return cr.errAt(4, msgErratumField, e.ID)
		}
		if cr.seen[key] {
			return cr.errAt(4, msgErratumFieldDup, e.ID, key+":")
		}
		cr.seen[key] = true
		cr.field = f
		*f = strings.TrimSpace(value)
		return nil
	}
	line := strings.TrimSpace(t[1:])
	if line == "" {
		return nil
	}
	if cr.field == nil {
		return cr.errAt(1, msgErratumFieldFirst, e.ID)
	}
	if *cr.field != "" {
		*cr.field += "\n"
	}
	*cr.field += line
	return nil
}

func (cr *commentReader) pragma() error {
	text := strings.TrimRight(cr.c.Text, " \t")
	kw := words(text, 2)
	if len(kw) == 0 || kw[0].off != 2 {
		return cr.errAt(2, msgUnknownPragma, "")
	}
	name := kw[0].s
	args := kw[1:]
	p := &cr.g.Pragmas
	pos := cr.c.Pos
	first := func() {
		if p.Pos == nil {
			p.Pos = map[string]Pos{}
		}
		if _, ok := p.Pos[name]; !ok {
			p.Pos[name] = pos
		}
	}
	end := len(text)
	need := func(n int, what string) error {
		if len(args) < n {
			return cr.errAt(end, msgPragmaArgs, name, what)
		}
		if len(args) > n {
			return cr.errAt(args[n].off, msgPragmaExtra, args[n].s, name, what)
		}
		return nil
	}
	ruleNames := func(as []arg) error {
		for _, a := range as {
			if !isRuleName(a.s) {
				return cr.errAt(a.off, msgNotRuleName, a.s)
			}
		}
		return nil
	}
	dup := func() error {
		if q, ok := p.Pos[name]; ok {
			return cr.errAt(0, msgPragmaDup, name, q.Line)
		}
		return nil
	}
	switch name {
	case "dialect":
		if err := dup(); err != nil {
			return err
		}
		if err := need(1, "exactly one argument, the dialect id"); err != nil {
			return err
		}
		p.Dialect = args[0].s
	case "spec":
		if err := dup(); err != nil {
			return err
		}
		if err := cr.spec(text, kw[0].off+len(name)); err != nil {
			return err
		}
	case "start", "core", "scan":
		if len(args) == 0 {
			return cr.errAt(end, msgPragmaArgs, name, "at least one rule name")
		}
		if err := ruleNames(args); err != nil {
			return err
		}
		for _, a := range args {
			switch name {
			case "start":
				p.Start = append(p.Start, a.s)
			case "scan":
				p.Scan = append(p.Scan, a.s)
			default:
				p.Core = append(p.Core, a.s)
			}
		}
	case "rename":
		if err := need(2, "SPEC-NAME ABNF-NAME"); err != nil {
			return err
		}
		if err := ruleNames(args[1:]); err != nil {
			return err
		}
		p.Renames = append(p.Renames, Rename{Spec: args[0].s, ABNF: args[1].s, Pos: pos})
	case "encoding":
		if err := dup(); err != nil {
			return err
		}
		if err := need(1, "exactly one argument, the encoding ("+EncodingUTF8+")"); err != nil {
			return err
		}
		if args[0].s != EncodingUTF8 {
			return cr.errAt(args[0].off, msgUnknownEncoding, args[0].s, EncodingUTF8)
		}
		p.Encoding = args[0].s
	case "not-followed-by":
		if err := need(2, "RULE GUARD"); err != nil {
			return err
		}
		if err := ruleNames(args); err != nil {
			return err
		}
		p.NotFollowedBy = append(p.NotFollowedBy, NotFollowedBy{Rule: args[0].s, Guard: args[1].s, Pos: pos})
	case "accept":
		if err := need(3, "KIND RULE ERRATUM-ID"); err != nil {
			return err
		}
		if !knownKind(Kind(args[0].s)) {
			return cr.errAt(args[0].off, msgUnknownKind, args[0].s, kindList())
		}
		if err := ruleNames(args[1:2]); err != nil {
			return err
		}
		p.Accepts = append(p.Accepts, Accept{Kind: args[0].s, Rule: args[1].s, Erratum: args[2].s, Pos: pos})
	case "erratum":
		return cr.erratumHeader(args, end)
	case "scheme", "urn-namespace":
		if err := need(2, "NAME RULE"); err != nil {
			return err
		}
		if err := ruleNames(args[1:]); err != nil {
			return err
		}
		s := Serve{Name: strings.ToLower(args[0].s), Rule: args[1].s, Pos: pos}
		if name == "scheme" {
			p.Schemes = append(p.Schemes, s)
		} else {
			p.Namespaces = append(p.Namespaces, s)
		}
	case "applies":
		if len(args) == 0 {
			return cr.errAt(end, msgPragmaArgs, name, "at least one dialect id")
		}
		for _, a := range args {
			p.Applies = append(p.Applies, a.s)
		}
	case "import":
		if len(args) < 2 {
			return cr.errAt(end, msgPragmaArgs, name, "DIALECT RULE...")
		}
		if err := ruleNames(args[1:]); err != nil {
			return err
		}
		im := Import{Dialect: args[0].s, Pos: pos}
		for _, a := range args[1:] {
			im.Rules = append(im.Rules, a.s)
		}
		p.Imports = append(p.Imports, im)
	case "default-port":
		if err := need(3, "SCHEME PORT §SECTION"); err != nil {
			return err
		}
		sec, ok := strings.CutPrefix(args[2].s, sectionSign)
		if !ok {
			return cr.errAt(args[2].off, msgPragmaSection, args[2].s, name)
		}
		p.DefaultPorts = append(p.DefaultPorts, DefaultPort{Scheme: strings.ToLower(args[0].s), Port: args[1].s, Section: sec, Pos: pos})
	case "no-fragment":
		if err := dup(); err != nil {
			return err
		}
		if err := need(1, "§SECTION"); err != nil {
			return err
		}
		sec, ok := strings.CutPrefix(args[0].s, sectionSign)
		if !ok {
			return cr.errAt(args[0].off, msgPragmaSection, args[0].s, name)
		}
		p.NoFragment = sec
	default:
		return cr.errAt(kw[0].off, msgUnknownPragma, name)
	}
	first()
	return nil
}

// spec reads `;@spec NAME "TITLE" DATE`; from is the offset after "spec".
func (cr *commentReader) spec(text string, from int) error {
	i := from
	skip := func() {
		for i < len(text) && isWSP(text[i]) {
			i++
		}
	}
	word := func() string {
		j := i
		for i < len(text) && !isWSP(text[i]) {
			i++
		}
		return text[j:i]
	}
	skip()
	nameOff := i
	name := word()
	if name == "" || strings.Contains(name, `"`) {
		return cr.errAt(nameOff, msgSpecSyntax)
	}
	skip()
	if i >= len(text) || text[i] != '"' {
		return cr.errAt(i, msgSpecSyntax)
	}
	q := i
	closing := strings.IndexByte(text[i+1:], '"')
	if closing < 0 {
		return cr.errAt(q, msgSpecQuote)
	}
	title := text[i+1 : i+1+closing]
	i += closing + 2
	if i < len(text) && !isWSP(text[i]) {
		return cr.errAt(i, msgSpecSyntax)
	}
	skip()
	dateOff := i
	date := word()
	if date == "" || strings.Contains(date, `"`) {
		return cr.errAt(dateOff, msgSpecSyntax)
	}
	skip()
	if i < len(text) {
		return cr.errAt(i, msgPragmaExtra, words(text, i)[0].s, "spec", `NAME "TITLE" DATE`)
	}
	cr.g.Pragmas.Spec = SpecRef{Name: name, Title: title, Date: date}
	return nil
}

// erratumHeader reads `;@erratum ID RULE §SECTION` and opens the entry.
func (cr *commentReader) erratumHeader(args []arg, end int) error {
	if len(args) < 3 {
		return cr.errAt(end, msgErratumHeader)
	}
	if len(args) > 3 {
		return cr.errAt(args[3].off, msgPragmaExtra, args[3].s, "erratum", "ID RULE §SECTION")
	}
	sec, ok := strings.CutPrefix(args[2].s, sectionSign)
	if !ok {
		return cr.errAt(args[2].off, msgErratumSection, args[2].s)
	}
	e := &Erratum{ID: args[0].s, Rule: args[1].s, Section: sec, Pos: cr.c.Pos}
	cr.g.Errata = append(cr.g.Errata, e)
	cr.erratum, cr.field, cr.nextLine, cr.seen = e, nil, cr.c.Pos.Line+1, map[string]bool{}
	return nil
}
