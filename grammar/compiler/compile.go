package compiler

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/urispec/urispec/grammar/abnf"
	rt "github.com/urispec/urispec/semantic/automaton"
)

// Compile compiles the ;@start and ;@scan rules of g (in that order, each
// once) to one automaton with a shared state numbering and byte-class
// partition, minimized so that every state still carries its exact
// diagnosis. Dialect is g's ;@dialect; Fingerprint is left for the caller
// (the generator records the hash of the file bytes). The default start
// rule's language automaton is also read two bytes a step (Language.Pairs),
// where its table fits, proved equal to the one-byte table. Compile fails,
// naming the rule and its file position, on a reference to an undefined rule, a
// prose-val, recursion that is not right-linear, left recursion, a value
// out of the byte range, an empty range or a repetition with min > max.
func Compile(g *abnf.Grammar) (*rt.Automaton, error) {
	a, err := CompileRules(g, Rules(g))
	if err != nil {
		return nil, err
	}
	// The default start rule (the first of Rules) gets a pair table: the
	// others run the language table, and keep the generated tables small
	// (a pair table is the size of the language table).
	if err := withPairs(a, 1); err != nil {
		return nil, fmt.Errorf(msgInFile, newCompiler(g, Limits{}).file, err)
	}
	return a, nil
}

// Rules returns the rules Compile compiles: the ;@start rules, then the
// ;@scan rules, each once (names compare case-insensitively).
func Rules(g *abnf.Grammar) []string {
	var out []string
	for _, r := range append(slices.Clone(g.Pragmas.Start), g.Pragmas.Scan...) {
		if !slices.ContainsFunc(out, func(s string) bool { return strings.EqualFold(s, r) }) {
			out = append(out, r)
		}
	}
	return out
}

// CompileRules is Compile for the given rules.
func CompileRules(g *abnf.Grammar, rules []string) (*rt.Automaton, error) {
	return CompileLimited(g, rules, Limits{})
}

// CompileLimited is CompileRules within lim: a program or a subset
// construction that outgrows it, or a deadline that passes, is a
// *LimitError naming the rule (errors.Is(err, ErrLimit)); a recursion that
// is not right-linear is a *RecursionError (errors.Is(err, ErrNotRegular)).
func CompileLimited(g *abnf.Grammar, rules []string, lim Limits) (*rt.Automaton, error) {
	c := newCompiler(g, lim)
	if len(rules) == 0 {
		return nil, fmt.Errorf(msgNoRules, c.file)
	}
	var progs []*prog
	var errs []error
	for _, r := range rules {
		p, err := c.compileRule(r, false)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		progs = append(progs, p)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	classOf, reps := c.inputClasses(progs)
	var all []*dstate
	starts := make([]int, len(progs))
	for i, p := range progs {
		states, err := c.determinize(p, reps)
		if err != nil {
			return nil, err
		}
		off := len(all)
		starts[i] = off
		for _, s := range states {
			for k, n := range s.next {
				if n >= 0 {
					s.next[k] = n + off
				}
			}
		}
		all = append(all, states...)
	}
	names := make([]string, len(progs))
	for i, p := range progs {
		names[i] = p.rule
	}
	if c.lim.expired() {
		return nil, &LimitError{Rule: names[0], msg: fmt.Sprintf(msgDeadline, c.file, names[0], len(all))}
	}
	a, err := c.emit(names, all, starts, classOf, len(reps))
	if err != nil {
		return nil, fmt.Errorf(msgInFile, c.file, err)
	}
	lang, ok := language(all, starts, classOf, len(reps), c.lim.expired)
	if !ok {
		return nil, &LimitError{Rule: names[0], msg: fmt.Sprintf(msgDeadlineMin, c.file, names[0], len(all))}
	}
	a.Lang = lang
	if err := proveLanguage(a); err != nil {
		return nil, fmt.Errorf(msgInFile, c.file, err)
	}
	return a, nil
}

// inputClasses partitions the bytes so that bytes in the same class are in
// the same sets of every byte instruction of the programs and their guards.
func (c *compiler) inputClasses(progs []*prog) (classOf [256]int, reps []byte) {
	var sets []byteSet
	collect := func(p *prog) {
		for _, in := range p.insts {
			if in.op == opByte {
				sets = append(sets, in.set)
			}
		}
	}
	for _, p := range progs {
		collect(p)
	}
	for _, g := range c.guards {
		collect(g.p)
	}
	n := 1
	for _, s := range sets {
		split := map[[2]int]int{}
		next := 0
		var nc [256]int
		for b := range 256 {
			k := [2]int{classOf[b], 0}
			if s.has(byte(b)) {
				k[1] = 1
			}
			id, ok := split[k]
			if !ok {
				id = next
				next++
				split[k] = id
			}
			nc[b] = id
		}
		classOf, n = nc, next
	}
	reps = make([]byte, n)
	seen := make([]bool, n)
	for b := range 256 {
		if !seen[classOf[b]] {
			seen[classOf[b]] = true
			reps[classOf[b]] = byte(b)
		}
	}
	return classOf, reps
}
