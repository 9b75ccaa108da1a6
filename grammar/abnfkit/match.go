package abnfkit

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/urispec/urispec/grammar/abnf"
	"github.com/urispec/urispec/grammar/compiler"
	"github.com/urispec/urispec/grammar/oracle"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// Engine names what a Matcher runs.
type Engine string

const (
	// EngineAutomaton: the rule's compiled automaton (grammar/compiler),
	// whose diagnoses are the dialects' (the innermost rule every live
	// reading is inside, what it expected as the spec writes it, and the
	// reading given up).
	EngineAutomaton Engine = "automaton"
	// EngineOracle: the exact ABNF recognizer (grammar/oracle), for a rule
	// that is not regular or whose automaton outgrew Options; its
	// diagnosis is the farthest failure, the innermost rule started before
	// it and the terminals tried there.
	EngineOracle Engine = "oracle"
)

// Matcher checks inputs against one rule of a grammar. It is safe for
// concurrent use.
type Matcher struct {
	g    *Grammar
	rule string // as defined
	// Engine is what Check runs; Why, for EngineOracle, is why there is
	// no automaton (a *compiler.RecursionError or *compiler.LimitError).
	Engine Engine
	Why    error
	auto   *rt.Automaton
	orc    *oracle.Oracle
}

// NewMatcher returns the Matcher of rule: its automaton when the rule is
// regular and compiles within opt, else the oracle. It fails when the file
// does not define rule, when the rule reaches a prose-val or an undefined
// rule, or when it has no automaton and its repetitions would keep the
// oracle too long (MaxRepeatWork); the error names the file position.
func (g *Grammar) NewMatcher(rule string, opt Options) (*Matcher, error) {
	def, err := g.Rule(rule)
	if err != nil {
		return nil, err
	}
	m := &Matcher{g: g, rule: def.Name}
	a, err := g.compile(def, opt)
	if err == nil {
		m.Engine, m.auto = EngineAutomaton, a
		return m, nil
	}
	if !errors.Is(err, compiler.ErrNotRegular) && !errors.Is(err, compiler.ErrLimit) {
		return nil, err
	}
	if berr := g.oracleBounds(def.Name); berr != nil {
		return nil, errors.Join(err, berr)
	}
	o, oerr := oracle.Compile(g.sub(def))
	if oerr != nil {
		return nil, oerr
	}
	m.Engine, m.Why, m.orc = EngineOracle, err, o
	return m, nil
}

// Rule is the rule m checks, as defined.
func (m *Matcher) Rule() string { return m.rule }

// Check returns nil when input derives from the rule, else an *Error that
// says where and why not. Cost: one pass of the automaton (a second on an
// invalid input), or the oracle's Diagnose.
func (m *Matcher) Check(input string) error {
	e := &Error{File: m.g.File(), StartRule: m.rule, Input: input, Engine: m.Engine}
	if m.auto != nil {
		if m.auto.Match(0, input) {
			return nil
		}
		a := m.auto
		f := a.Fail(0, input)
		e.Offset = f.Offset
		e.Rule, e.Section = a.Name(f.Diagnosis.Context), a.Name(f.Diagnosis.ContextSection)
		e.Expected = a.AppendList(nil, f.Diagnosis.Show)
		if d := f.Abandoned; d != nil {
			e.Abandoned = &Reading{Offset: f.At, Rule: a.Name(d.Context), Section: a.Name(d.ContextSection),
				Expected: a.AppendList(nil, d.Show)}
		}
		return e
	}
	d := m.orc.Diagnose(m.rule, []byte(input))
	if d.Valid {
		return nil
	}
	e.Offset, e.Rule, e.Expected, e.Section = d.Offset, d.Rule, d.Expected, section(m.g.ABNF, d.Rule)
	return e
}

// Error is an input that a rule of a grammar file rejects. Its message has
// the form of a dialect's (semantic.Error), the file in place of the
// dialect:
//
//	mailto.abnf: invalid mailtoURI at offset 7: unexpected "<", expected addr-spec (in rule mailtoURI, §2)
type Error struct {
	File      string
	StartRule string
	Input     string
	Offset    int
	Rule      string   // the innermost rule of the failure
	Section   string   // Rule's "; §..." citation, "" when it has none
	Expected  []string // what the grammar allows at Offset
	// Abandoned is the reading given up before Offset while the one that
	// failed went on (automaton only; see semantic.Error).
	Abandoned *Reading
	Engine    Engine // what found it
}

// Reading is a reading of the input given up: at Offset, inside Rule, the
// grammar expected one of Expected.
type Reading struct {
	Offset   int
	Rule     string
	Section  string
	Expected []string
}

// Found describes what stands at Offset, as semantic.Error.Found does:
// `unexpected "x"`, `unexpected end of input`, a NUL, control or non-ASCII
// byte by its value.
func (e *Error) Found() string { return foundUnexpected + foundAt(e.Input, e.Offset) }

func foundAt(input string, off int) string {
	if off < 0 || off >= len(input) {
		return foundEnd
	}
	switch c := input[off]; {
	case c == 0:
		return foundNUL
	case c >= 0x80:
		return fmt.Sprintf(foundNonASCII, c)
	case c < 0x20 || c == 0x7F:
		return fmt.Sprintf(foundControl, c)
	case c == '"':
		return foundDQuote
	default:
		return `"` + string(c) + `"`
	}
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File + msgInvalid + e.StartRule + msgAtOffset + strconv.Itoa(e.Offset) + ": ")
	b.WriteString(e.Found() + msgExpected + OrList(e.Expected))
	b.WriteString(msgInRule + e.Rule)
	if e.Section != "" {
		b.WriteString(msgSection + e.Section)
	}
	b.WriteByte(')')
	if a := e.Abandoned; a != nil {
		b.WriteString(msgReadAs + a.Rule)
		if a.Section != "" {
			b.WriteString(msgReadAsS + a.Section + ")")
		}
		b.WriteString(msgNeeded[1:] + OrList(a.Expected) + msgAtOffset + strconv.Itoa(a.Offset) + msgNot + foundAt(e.Input, a.Offset))
	}
	return b.String()
}

// OrList writes an expected set as the messages do: "a, b or c".
func OrList(xs []string) string {
	switch len(xs) {
	case 0:
		return msgNothing
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + msgOr + xs[len(xs)-1]
}

// section is the section of a rule of g, "" when it cites none.
func section(g *abnf.Grammar, rule string) string {
	if def := g.Lookup(rule); def != nil {
		return def.Section
	}
	return ""
}
