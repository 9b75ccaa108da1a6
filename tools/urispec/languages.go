package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/urispec/urispec/generated"
	"github.com/urispec/urispec/grammar/abnfkit"
	"github.com/urispec/urispec/semantic"
)

// languageFlags are the flags of `diff -languages`, and inputFlags those of
// diff on inputs: neither mode takes the other's.
var (
	languageFlags = []string{"rule-a", "rule-b", "max", "max-states", "timeout"}
	inputFlags    = []string{"q", "j", "max-length"}
)

// languageSide is one side of a comparison of languages: a dialect and the
// start rule its language is taken from, or a rule of a grammar file.
type languageSide struct {
	d    semantic.Dialect // the zero Dialect for a file
	file string           // the grammar file, "" for a dialect
	rule string           // the start rule, never "" (the dialect's default filled in)
	lang abnfkit.Language // the language, when a side is a file (then both have it)
}

func (s languageSide) String() string { return fmt.Sprintf("%s (%s)", s.id(), s.rule) }

// id is the dialect's id or the file's name.
func (s languageSide) id() string {
	if s.file != "" {
		return s.file
	}
	return s.d.ID()
}

// languageDifference is one input of `diff -languages -json`: valid under
// one side, invalid under the other, with where the other parts from it.
type languageDifference struct {
	ValidIn     string   `json:"valid_in"`
	ValidRule   string   `json:"valid_rule"`
	InvalidIn   string   `json:"invalid_in"`
	InvalidRule string   `json:"invalid_rule"`
	Input       string   `json:"input"`
	InputBytes  []byte   `json:"input_bytes,omitempty"`
	Offset      int      `json:"offset"`
	Rule        string   `json:"rule"`
	Section     string   `json:"section"`
	Expected    []string `json:"expected"`
	Message     string   `json:"message"`
}

// languageDirection is the summary of one direction of `diff -languages
// -json`: how many inputs, in which rules of the rejecting side, and whether
// the accepting side's language is included in the other's (no input).
type languageDirection struct {
	ValidIn     string         `json:"valid_in"`
	ValidRule   string         `json:"valid_rule"`
	InvalidIn   string         `json:"invalid_in"`
	InvalidRule string         `json:"invalid_rule"`
	Inputs      int            `json:"inputs"`
	Rules       []languageRule `json:"rules"`
	Included    bool           `json:"included"`
}

// languageRule is a rule of the rejecting side where inputs part, with how
// many.
type languageRule struct {
	Rule    string `json:"rule"`
	Section string `json:"section"`
	Count   int    `json:"count"`
}

// languageVerdict is the last object of `diff -languages -json`.
type languageVerdict struct {
	A     string `json:"a"`
	RuleA string `json:"rule_a"`
	B     string `json:"b"`
	RuleB string `json:"rule_b"`
	Equal bool   `json:"equal"`
}

// runLanguages is `urispec diff -languages A B`: the exact differences of
// the languages of two dialects' start rules, both ways, from the product of
// their compiled automata (semantic.LanguageDifferences).
func runLanguages(c *cmdline, operands []string, ruleA, ruleB string, max int, limits limitFlags, asJSON bool, stdout io.Writer) int {
	for _, f := range inputFlags {
		if flagSet(c, f) {
			return c.fail(msgLanguagesFlag, "-"+f)
		}
	}
	c.exactly(operands, "A", "B")
	if max < 0 {
		c.fail(msgLanguagesMax, max)
	}
	if c.stopped() {
		return c.exit
	}
	opt := limits.options(c)
	a, b := side(c, "-rule-a", operands[0], ruleA, opt), side(c, "-rule-b", operands[1], ruleB, opt)
	if c.stopped() {
		return c.exit
	}
	files := a.file != "" || b.file != ""
	if files {
		a, b = withLanguage(c, a), withLanguage(c, b)
		if c.stopped() {
			return c.exit
		}
	}
	dirs := [][2]languageSide{{a, b}, {b, a}}
	var diffs [2][]semantic.LanguageDifference
	for i, dir := range dirs {
		if files {
			// A grammar file on a side: the difference of the automata of
			// the file's rule and of the dialect's generated tables.
			for _, w := range abnfkit.Difference(dir[0].lang, dir[1].lang, 0) {
				diffs[i] = append(diffs[i], semantic.LanguageDifference{Input: w.Input, Offset: w.Offset, Rule: w.Rule,
					Section: w.Section, Expected: w.Expected})
			}
			continue
		}
		var err error
		if diffs[i], err = semantic.LanguageDifferences(dir[0].d, dir[0].rule, dir[1].d, dir[1].rule, 0); err != nil {
			return c.errorf("%s", cliText(err))
		}
	}
	equal := len(diffs[0]) == 0 && len(diffs[1]) == 0
	var out []byte
	switch {
	case asJSON:
		for i, dir := range dirs {
			s, err := languagesJSON(dir[0], dir[1], diffs[i], max)
			if err != nil {
				return c.errorf("%v", err)
			}
			out = append(out, s...)
		}
		line, err := marshal(languageVerdict{A: a.id(), RuleA: a.rule, B: b.id(), RuleB: b.rule, Equal: equal})
		if err != nil {
			return c.errorf("%v", err)
		}
		out = append(out, line...)
	case equal:
		out = fmt.Appendf(out, txtLanguagesEqual+"\n", a, b)
	default:
		for i, dir := range dirs {
			out = append(out, languagesText(dir[0], dir[1], diffs[i], max)...)
		}
	}
	if _, err := stdout.Write(out); err != nil {
		return c.errorf("%v", err)
	}
	if !equal {
		return exitInvalid
	}
	return exitOK
}

// flagSet reports whether the flag name was given.
func flagSet(c *cmdline, name string) bool {
	set := false
	c.fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// side returns the side an operand names, with its start rule (its default
// for ""; flag names the flag that gave it), or reports why there is none:
// DIALECT or DIALECT:RULE, FILE.abnf or FILE.abnf:RULE (a rule of a grammar
// file, by default its first ;@start rule, else its first rule).
func side(c *cmdline, flag, operand, rule string, opt abnfkit.Options) languageSide {
	if c.stopped() {
		return languageSide{}
	}
	id := operand
	if i := strings.LastIndex(operand, ":"); i >= 0 {
		id = operand[:i]
		if rule != "" {
			c.fail(msgRuleTwice, operand, flag)
			return languageSide{}
		}
		rule = operand[i+1:]
		if rule == "" {
			c.fail(msgEmptyRule, operand)
			return languageSide{}
		}
	}
	if strings.HasSuffix(id, ".abnf") {
		return fileSide(c, id, rule, opt)
	}
	d, err := semantic.ParseDialect(id)
	if err != nil {
		c.fail("%s", cliText(err))
		return languageSide{}
	}
	info, err := semantic.Info(d)
	if err != nil {
		c.errorf("%s", cliText(err))
		return languageSide{}
	}
	if rule == "" {
		rule = info.StartRules[0]
	} else if !slices.Contains(info.StartRules, rule) {
		c.fail(msgNoRuleOf, flag, rule, d, rule, strings.Join(info.StartRules, ", "))
		return languageSide{}
	}
	return languageSide{d: d, rule: rule}
}

// fileSide is the side of a rule of the grammar file path.
func fileSide(c *cmdline, path, rule string, opt abnfkit.Options) languageSide {
	g := readGrammar(c, path)
	m := grammarRule(c, g, rule, opt)
	if c.stopped() {
		return languageSide{}
	}
	lang, err := m.Language()
	if err != nil {
		c.errorf("%s", oneLine(err))
		return languageSide{}
	}
	return languageSide{file: path, rule: m.Rule(), lang: lang}
}

// withLanguage fills in the language of a dialect's side from its generated
// tables (a file's side has it).
func withLanguage(c *cmdline, s languageSide) languageSide {
	if c.stopped() || s.file != "" {
		return s
	}
	p, ok := generated.Parsers[s.d.ID()]
	if !ok {
		c.errorf(msgNoTables, s.d)
		return s
	}
	lang, err := abnfkit.DialectLanguage(s.d.ID(), p.Automaton, s.rule)
	if err != nil {
		c.errorf("%v", err)
		return s
	}
	s.lang = lang
	return s
}

// languageGroups groups diffs by the rule where the rejecting side parts, in
// the order of the first input of each rule (LanguageDifferences sorts them
// by rule, then by length).
func languageGroups(diffs []semantic.LanguageDifference) [][]semantic.LanguageDifference {
	var groups [][]semantic.LanguageDifference
	for _, d := range diffs {
		if n := len(groups); n > 0 && groups[n-1][0].Rule == d.Rule {
			groups[n-1] = append(groups[n-1], d)
			continue
		}
		groups = append(groups, []semantic.LanguageDifference{d})
	}
	return groups
}

// languagesText is the text of one direction: a heading, then per rule of
// the rejecting side its inputs, each with where and why it is rejected
// (at most max per rule; 0: all).
//
//	Accepted by A (RULE), rejected by B (RULE): N inputs, in N rules of B
//	  in RULE (§SECTION): N
//	    "INPUT"  at OFFSET: FOUND, expected ...
func languagesText(valid, invalid languageSide, diffs []semantic.LanguageDifference, max int) string {
	var b strings.Builder
	if len(diffs) == 0 {
		fmt.Fprintf(&b, txtLanguagesIncluded+"\n", valid, invalid)
		return b.String()
	}
	groups := languageGroups(diffs)
	fmt.Fprintf(&b, txtLanguagesHeading+"\n", valid, invalid, len(diffs), len(groups), invalid.id())
	width := 0
	for _, g := range groups {
		for i, d := range g {
			if max == 0 || i < max {
				width = max0(width, len(strconv.Quote(d.Input)))
			}
		}
	}
	for _, g := range groups {
		if g[0].Section == "" { // a rule of a grammar file without "; §..."
			fmt.Fprintf(&b, txtLanguagesRuleBare+"\n", g[0].Rule, len(g))
		} else {
			fmt.Fprintf(&b, txtLanguagesRule+"\n", g[0].Rule, g[0].Section, len(g))
		}
		for i, d := range g {
			if max > 0 && i == max {
				fmt.Fprintf(&b, txtLanguagesMore+"\n", len(g)-max)
				break
			}
			found, _, expected := rejection(invalid, d)
			fmt.Fprintf(&b, "    %-*s  "+txtLanguagesAt+"\n", width, strconv.Quote(d.Input), d.Offset, found, orList(expected))
		}
	}
	return b.String()
}

func max0(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// rejection is what the rejecting side says of the input of d, as the
// *semantic.Error of a dialect (the same offset, rule and expected set as
// Validate: a test of the semantic package holds LanguageDifferences to it)
// or the *abnfkit.Error of a grammar file: what stands at the offset, the
// message and the expected set.
func rejection(invalid languageSide, d semantic.LanguageDifference) (found, message string, expected []string) {
	if invalid.file != "" {
		e := &abnfkit.Error{File: invalid.file, StartRule: invalid.rule, Input: d.Input, Offset: d.Offset,
			Rule: d.Rule, Section: d.Section, Expected: dedupe(d.Expected), Engine: abnfkit.EngineAutomaton}
		return e.Found(), e.Error(), e.Expected
	}
	se := tidy(&semantic.Error{Dialect: invalid.d, Input: d.Input, StartRule: invalid.rule, Offset: d.Offset,
		Rule: d.Rule, Expected: d.Expected, Section: d.Section})
	return se.Found(), se.Error(), se.Expected
}

// orList is "a, b or c", as the messages of the semantic package write an
// expected set.
func orList(xs []string) string {
	if len(xs) == 0 {
		return "nothing"
	}
	if len(xs) == 1 {
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// languagesJSON is the JSON Lines of one direction: its inputs (at most max
// per rule; 0: all), then its summary.
func languagesJSON(valid, invalid languageSide, diffs []semantic.LanguageDifference, max int) ([]byte, error) {
	var out []byte
	sum := languageDirection{ValidIn: valid.id(), ValidRule: valid.rule, InvalidIn: invalid.id(),
		InvalidRule: invalid.rule, Inputs: len(diffs), Rules: []languageRule{}, Included: len(diffs) == 0}
	for _, g := range languageGroups(diffs) {
		sum.Rules = append(sum.Rules, languageRule{Rule: g[0].Rule, Section: g[0].Section, Count: len(g)})
		for i, d := range g {
			if max > 0 && i == max {
				break
			}
			_, message, expected := rejection(invalid, d)
			line, err := marshal(languageDifference{ValidIn: sum.ValidIn, ValidRule: sum.ValidRule,
				InvalidIn: sum.InvalidIn, InvalidRule: sum.InvalidRule, Input: d.Input, InputBytes: rawBytes(d.Input),
				Offset: d.Offset, Rule: d.Rule, Section: d.Section, Expected: expected, Message: message})
			if err != nil {
				return nil, err
			}
			out = append(out, line...)
		}
	}
	line, err := marshal(sum)
	if err != nil {
		return nil, err
	}
	return append(out, line...), nil
}
