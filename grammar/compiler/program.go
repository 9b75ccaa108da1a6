package compiler

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urispec/urispec/grammar/abnf"
)

// This file compiles rules to a program: a Thompson NFA in which every rule
// reference is inlined as a frame (opEnter, the rule's body, opLeave), a
// reference to a one-byte rule is a byte class (as in grammar/oracle, such a
// rule is a terminal, not an invocation), and a reference to the rule itself
// or to an enclosing rule in tail position is a jump back (opLoop): the
// right-linear recursion a finite automaton can run.

type op uint8

const (
	opByte  op = iota // one byte of set, then out
	opSplit           // out and out1
	opEnter           // push frame, then out
	opLeave           // pop frame, then out
	opLoop            // tail reference: start a new iteration of frame
	opMatch           // the start rule matched
)

// byteSet is a set of byte values.
type byteSet [4]uint64

func (b *byteSet) has(c byte) bool { return b[c>>6]&(1<<(c&63)) != 0 }
func (b *byteSet) add(c byte)      { b[c>>6] |= 1 << (c & 63) }
func (b *byteSet) union(o *byteSet) {
	for i := range b {
		b[i] |= o[i]
	}
}

type inst struct {
	op    op
	out   int
	out1  int     // opSplit
	set   byteSet // opByte
	frame int     // opByte, opMatch: the frame the instruction is in; opEnter, opLeave, opLoop: the frame entered, left or looped
	// lit is the index of this byte in its terminal: 0 when the terminal
	// (a class, or a literal of several bytes) starts with it.
	lit int
	// ends is, on the last byte of a char-val that does not end with a
	// letter or digit ("//", "://", "::", ":"), the length of the char-val,
	// 0 elsewhere: a reading that has just read a longer one is the one a
	// message prefers (message.go). delim is set there when something
	// follows the char-val in its rule (builder.charVal): the delimiter
	// opens what follows, as ":" opens RFC 3986's port.
	ends  int
	delim bool
	// names are what the terminal is called in a diagnosis when it did not
	// start in a rule invocation that started where it failed: the one-byte
	// rule it invokes, or its ABNF form.
	names []string
	// show is what a message calls the terminal for a person (see
	// message.go): a char-val as the spec writes it, without RFC 7405's
	// %s/%i, and a byte inside a literal as that byte, "p" of "gopher://";
	// "" for the names themselves.
	show string
}

// frame is one inlined rule invocation.
type frame struct {
	rule   string // as spelled in its definition
	parent int    // -1 for the start rule
	depth  int    // 0 for the start rule
	tail   bool   // invoked in tail position of the parent's body
	guards []int  // ;@not-followed-by guards: indexes into compiler.guards
	entry  int    // first instruction of the body
	anc    []int  // anc[d] is the ancestor frame at depth d (anc[depth] is the frame itself)
}

// prog is the program of one rule.
type prog struct {
	rule   string
	insts  []inst
	frames []frame
	start  int // first instruction
	// maxDepth is the depth of the deepest frame.
	maxDepth int
}

// compiler compiles the rules of one grammar.
type compiler struct {
	g       *abnf.Grammar
	file    string
	guardOf map[string][]string // lower-cased rule -> guard rule names
	guards  []*guard            // compiled guards, by index
	guardIx map[string]int      // lower-cased guard rule -> index
	class   map[string]int8     // lower-cased rule -> 1 in progress, 2 class, 3 not a class
	utf8    bool                // ;@encoding utf-8: values above %x7F are code points, matched as UTF-8
	lim     Limits              // with the defaults filled in
}

func newCompiler(g *abnf.Grammar, lim Limits) *compiler {
	c := &compiler{g: g, lim: lim.withDefaults(), file: g.File, guardOf: map[string][]string{}, guardIx: map[string]int{}, class: map[string]int8{},
		utf8: g.Pragmas.Encoding == abnf.EncodingUTF8}
	if c.file == "" {
		c.file = "grammar"
	}
	for _, nf := range g.Pragmas.NotFollowedBy {
		k := strings.ToLower(nf.Rule)
		c.guardOf[k] = append(c.guardOf[k], nf.Guard)
	}
	return c
}

func (c *compiler) pos(p abnf.Pos) string {
	if p.Line == 0 {
		return c.file
	}
	return fmt.Sprintf("%s:%d:%d", c.file, p.Line, p.Col)
}

// builder builds one program.
type builder struct {
	c       *compiler
	p       *prog
	inGuard bool  // compiling a guard: guarded rules are not allowed
	err     error // the program outgrew Limits.MaxInstructions (sticky)
}

// emit appends i, unless the program has outgrown its limit: then it sets
// b.err, which expr returns before it builds anything more.
func (b *builder) emit(i inst) int {
	if len(b.p.insts) >= b.c.lim.MaxInstructions {
		if b.err == nil {
			rule := b.p.frames[i.frame].rule
			b.err = &LimitError{Rule: rule, msg: fmt.Sprintf(msgTooLong, b.c.file, rule, b.c.lim.MaxInstructions)}
		}
		return 0
	}
	b.p.insts = append(b.p.insts, i)
	return len(b.p.insts) - 1
}

// compileRule compiles rule name (the start rule of the program).
func (c *compiler) compileRule(name string, inGuard bool) (*prog, error) {
	def := c.g.Lookup(name)
	if def == nil {
		return nil, fmt.Errorf(msgNoRule, c.file, "compile", name)
	}
	b := &builder{c: c, p: &prog{rule: def.Name}, inGuard: inGuard}
	b.p.frames = append(b.p.frames, frame{rule: def.Name, parent: -1, anc: []int{0}})
	if err := b.guard(0, def.Name); err != nil {
		return nil, err
	}
	match := b.emit(inst{op: opMatch, frame: 0})
	entry, err := b.expr(def.Expr, 0, true, match)
	if err != nil {
		return nil, err
	}
	if b.err != nil {
		return nil, b.err
	}
	b.p.frames[0].entry = entry
	b.p.start = entry
	if err := b.p.leftRecursion(c); err != nil {
		return nil, err
	}
	return b.p, nil
}

// guard attaches the ;@not-followed-by guards of rule to frame f.
func (b *builder) guard(f int, rule string) error {
	for _, gname := range b.c.guardOf[strings.ToLower(rule)] {
		if b.inGuard {
			return fmt.Errorf(msgGuardGuarded, b.c.file, gname, rule, rule)
		}
		gi, err := b.c.guardIndex(gname)
		if err != nil {
			return err
		}
		b.p.frames[f].guards = append(b.p.frames[f].guards, gi)
	}
	return nil
}

// isAlnum reports whether c is an ASCII letter or digit.
func isAlnum(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= lower(c) && lower(c) <= 'z'
}

// charVal compiles a char-val, in frame f, to instructions that continue at
// next, and returns its entry. A char-val that does not end with a letter or
// digit ends a literal (inst.ends; the "25" of a dec-octet does not), and
// when before is true (something of f's rule follows it in a concatenation)
// it is a delimiter (inst.delim), as RFC 3986's ":" before port (§3.2.3) or
// "//" before authority (§3.2), and unlike a "+" among the characters of a
// segment.
func (b *builder) charVal(n *abnf.CharVal, f int, before bool, next int) int {
	label := abnf.PrintNode(n)
	for k := len(n.Text) - 1; k >= 0; k-- {
		var set byteSet
		ch := n.Text[k]
		set.add(ch)
		if !n.CaseSensitive { // RFC 5234 §2.3, RFC 7405
			set.add(lower(ch))
			set.add(upper(ch))
		}
		show := quoted(n.Text)
		if k > 0 {
			show = quoted(n.Text[k : k+1])
		}
		ends := 0
		if k == len(n.Text)-1 && !isAlnum(ch) {
			ends = len(n.Text)
		}
		next = b.emit(inst{op: opByte, out: next, set: set, frame: f, lit: k, ends: ends, delim: before && ends > 0,
			names: []string{label}, show: show})
	}
	return next
}

// expr compiles n, in frame f, to instructions that continue at next, and
// returns its entry. tail is true when nothing of f's rule follows n.
func (b *builder) expr(n abnf.Node, f int, tail bool, next int) (int, error) {
	if b.err != nil {
		return 0, b.err
	}
	rule := b.p.frames[f].rule
	switch n := n.(type) {
	case *abnf.CharVal:
		return b.charVal(n, f, false, next), nil
	case *abnf.NumVal:
		label := abnf.PrintNode(n)
		if b.c.utf8 {
			return b.codePoints(n, f, next, label)
		}
		if n.Range {
			if n.Lo > n.Hi {
				return 0, fmt.Errorf(msgBadRange, b.c.pos(n.Pos), rule, n.Lo, n.Hi)
			}
			if n.Hi > 255 || n.Lo < 0 {
				return 0, fmt.Errorf(msgNumTooBig, b.c.pos(n.Pos), rule, n.Hi)
			}
			var set byteSet
			for v := n.Lo; v <= n.Hi; v++ {
				set.add(byte(v))
			}
			return b.emit(inst{op: opByte, out: next, set: set, frame: f, names: []string{label}}), nil
		}
		for _, v := range n.Seq {
			if v < 0 || v > 255 {
				return 0, fmt.Errorf(msgNumTooBig, b.c.pos(n.Pos), rule, v)
			}
		}
		for k := len(n.Seq) - 1; k >= 0; k-- {
			var set byteSet
			set.add(byte(n.Seq[k]))
			next = b.emit(inst{op: opByte, out: next, set: set, frame: f, lit: k, names: []string{label}})
		}
		return next, nil
	case *abnf.ProseVal:
		return 0, fmt.Errorf(msgProse, b.c.pos(n.Pos), rule, n.Text)
	case *abnf.Group:
		return b.expr(n.Expr, f, tail, next)
	case *abnf.Option:
		e, err := b.expr(n.Expr, f, tail, next)
		if err != nil {
			return 0, err
		}
		return b.emit(inst{op: opSplit, out: e, out1: next}), nil
	case *abnf.Concatenation:
		for i := len(n.Items) - 1; i >= 0; i-- {
			if cv, ok := n.Items[i].(*abnf.CharVal); ok && i < len(n.Items)-1 {
				next = b.charVal(cv, f, true, next)
				continue
			}
			var err error
			if next, err = b.expr(n.Items[i], f, tail && i == len(n.Items)-1, next); err != nil {
				return 0, err
			}
		}
		return next, nil
	case *abnf.Alternation:
		entries := make([]int, len(n.Alts))
		for i, a := range n.Alts {
			var err error
			if entries[i], err = b.expr(a, f, tail, next); err != nil {
				return 0, err
			}
		}
		e := entries[len(entries)-1]
		for i := len(entries) - 2; i >= 0; i-- {
			e = b.emit(inst{op: opSplit, out: entries[i], out1: e})
		}
		return e, nil
	case *abnf.Repetition:
		return b.repeat(n, f, tail, next)
	case *abnf.RuleRef:
		return b.ref(n, f, tail, next)
	}
	return 0, fmt.Errorf("%s: rule %s: unknown element %T", b.c.file, rule, n)
}

// codePoints compiles a numeric value of a grammar that declares ;@encoding
// utf-8 (grammar/README.md), as the oracle does: each value is a code point
// matched as its UTF-8 encoding (RFC 3629); %xA.B is the concatenation of the
// encodings, a range %xLO-HI the alternation of the byte-sequence ranges of
// abnf.UTF8Ranges. The bytes of one encoding are one terminal (lit counts
// them), so a failure inside an encoding names the value; surrogates have no
// encoding and are never matched.
func (b *builder) codePoints(n *abnf.NumVal, f, next int, label string) (int, error) {
	rule := b.p.frames[f].rule
	seq := func(brs []abnf.ByteRange, next int) int {
		for k := len(brs) - 1; k >= 0; k-- {
			var set byteSet
			for v := int(brs[k].Lo); v <= int(brs[k].Hi); v++ {
				set.add(byte(v))
			}
			next = b.emit(inst{op: opByte, out: next, set: set, frame: f, lit: k, names: []string{label}})
		}
		return next
	}
	if !n.Range {
		var lit []byte
		for _, v := range n.Seq {
			var ok bool
			if lit, ok = abnf.AppendUTF8(lit, v); !ok {
				return 0, fmt.Errorf(msgNotCodePoint, b.c.pos(n.Pos), rule, v)
			}
		}
		brs := make([]abnf.ByteRange, len(lit))
		for i, v := range lit {
			brs[i] = abnf.ByteRange{Lo: v, Hi: v}
		}
		return seq(brs, next), nil
	}
	if n.Lo > n.Hi {
		return 0, fmt.Errorf(msgBadRange, b.c.pos(n.Pos), rule, n.Lo, n.Hi)
	}
	if n.Hi > abnf.MaxCodePoint {
		return 0, fmt.Errorf(msgNotCodePoint, b.c.pos(n.Pos), rule, n.Hi)
	}
	seqs := abnf.UTF8Ranges(n.Lo, n.Hi)
	if len(seqs) == 0 {
		return 0, fmt.Errorf(msgOnlySurrogates, b.c.pos(n.Pos), rule, label)
	}
	e := seq(seqs[len(seqs)-1], next)
	for i := len(seqs) - 2; i >= 0; i-- {
		e = b.emit(inst{op: opSplit, out: seq(seqs[i], next), out1: e})
	}
	return e, nil
}

// repeat compiles min*max element: min copies, then max-min nested optional
// copies, or a loop when max is unbounded.
func (b *builder) repeat(n *abnf.Repetition, f int, tail bool, next int) (int, error) {
	rule := b.p.frames[f].rule
	if n.Max >= 0 && n.Min > n.Max {
		return 0, fmt.Errorf(msgBadRepeat, b.c.pos(n.Pos), rule, n.Min, n.Max)
	}
	switch {
	case n.Max == 0:
		return next, nil
	case n.Min == 1 && n.Max == 1:
		return b.expr(n.Elem, f, tail, next)
	case n.Min == 0 && n.Max == 1:
		return b.expr(&abnf.Option{Pos: n.Pos, Expr: n.Elem}, f, tail, next)
	}
	if n.Max < 0 {
		loop := b.emit(inst{op: opSplit, out1: next})
		body, err := b.expr(n.Elem, f, false, loop)
		if err != nil {
			return 0, err
		}
		b.p.insts[loop].out = body
		next = loop
	} else {
		for range n.Max - n.Min {
			body, err := b.expr(n.Elem, f, false, next)
			if err != nil {
				return 0, err
			}
			next = b.emit(inst{op: opSplit, out: body, out1: next})
		}
	}
	for range n.Min {
		var err error
		if next, err = b.expr(n.Elem, f, false, next); err != nil {
			return 0, err
		}
	}
	return next, nil
}

// ref compiles a rule reference: a byte class for a one-byte rule, a loop
// for a tail reference to an enclosing invocation of the same rule, an
// inlined frame otherwise.
func (b *builder) ref(n *abnf.RuleRef, f int, tail bool, next int) (int, error) {
	rule := b.p.frames[f].rule
	def := b.c.g.Lookup(n.Name)
	if def == nil {
		return 0, fmt.Errorf(msgUndefined, b.c.pos(n.Pos), rule, n.Name)
	}
	if b.c.isClassRule(def) {
		set, _ := b.c.classSet(def.Expr)
		return b.emit(inst{op: opByte, out: next, set: set, frame: f, names: []string{def.Name}}), nil
	}
	// A reference to an enclosing invocation: a loop when every invocation
	// between is in tail position (right-linear), an error otherwise.
	inTail := tail
	for g := f; g >= 0; g = b.p.frames[g].parent {
		if strings.EqualFold(b.p.frames[g].rule, def.Name) {
			if !inTail {
				return 0, &RecursionError{Rule: rule, Cycle: b.cycle(g, f, def.Name),
					msg: fmt.Sprintf(msgNotRegular, b.c.pos(n.Pos), rule, def.Name)}
			}
			return b.emit(inst{op: opLoop, frame: g}), nil
		}
		inTail = inTail && b.p.frames[g].tail
	}
	nf := len(b.p.frames)
	parent := b.p.frames[f]
	b.p.maxDepth = max(b.p.maxDepth, parent.depth+1)
	b.p.frames = append(b.p.frames, frame{
		rule: def.Name, parent: f, depth: parent.depth + 1, tail: tail,
		anc: append(append([]int(nil), parent.anc...), nf),
	})
	if err := b.guard(nf, def.Name); err != nil {
		return 0, err
	}
	leave := b.emit(inst{op: opLeave, out: next, frame: nf})
	body, err := b.expr(def.Expr, nf, true, leave)
	if err != nil {
		return 0, err
	}
	b.p.frames[nf].entry = body
	return b.emit(inst{op: opEnter, out: body, frame: nf}), nil
}

// cycle is the chain of rule invocations from frame g down to frame f, then
// the reference back to name (g's rule).
func (b *builder) cycle(g, f int, name string) []string {
	var out []string
	for h := f; h != g && h >= 0; h = b.p.frames[h].parent {
		out = append(out, b.p.frames[h].rule)
	}
	out = append(out, b.p.frames[g].rule)
	slices.Reverse(out)
	return append(out, name)
}

// isClassRule reports whether r always matches exactly one byte, exactly as
// grammar/oracle decides it (a reference to such a rule is a terminal there,
// and diagnoses name it): an unguarded rule whose right-hand side is an
// alternation of one-byte strings, byte values, ranges and class rules.
func (c *compiler) isClassRule(r *abnf.Rule) bool {
	k := strings.ToLower(r.Name)
	switch c.class[k] {
	case 1:
		return false // recursion: not a class
	case 2:
		return true
	case 3:
		return false
	}
	c.class[k] = 1
	ok := len(c.guardOf[k]) == 0 && c.isClassExpr(r.Expr)
	c.class[k] = 3
	if ok {
		c.class[k] = 2
	}
	return ok
}

func (c *compiler) isClassExpr(n abnf.Node) bool {
	switch n := n.(type) {
	case *abnf.CharVal:
		return len(n.Text) == 1
	case *abnf.NumVal:
		top := 255
		if c.utf8 { // a code point above %x7F is two bytes or more
			top = 0x7F
		}
		return n.Range && n.Lo <= n.Hi && n.Hi <= top || !n.Range && len(n.Seq) == 1 && n.Seq[0] <= top
	case *abnf.Alternation:
		for _, a := range n.Alts {
			if !c.isClassExpr(a) {
				return false
			}
		}
		return true
	case *abnf.Group:
		return c.isClassExpr(n.Expr)
	case *abnf.Repetition:
		return n.Min == 1 && n.Max == 1 && c.isClassExpr(n.Elem)
	case *abnf.RuleRef:
		def := c.g.Lookup(n.Name)
		return def != nil && c.isClassRule(def)
	}
	return false
}

// classSet is the set of bytes of a class expression.
func (c *compiler) classSet(n abnf.Node) (byteSet, bool) {
	var set byteSet
	switch n := n.(type) {
	case *abnf.CharVal:
		ch := n.Text[0]
		set.add(ch)
		if !n.CaseSensitive {
			set.add(lower(ch))
			set.add(upper(ch))
		}
	case *abnf.NumVal:
		if n.Range {
			for v := n.Lo; v <= n.Hi; v++ {
				set.add(byte(v))
			}
		} else {
			set.add(byte(n.Seq[0]))
		}
	case *abnf.Alternation:
		for _, a := range n.Alts {
			s, _ := c.classSet(a)
			set.union(&s)
		}
	case *abnf.Group:
		return c.classSet(n.Expr)
	case *abnf.Repetition:
		return c.classSet(n.Elem)
	case *abnf.RuleRef:
		return c.classSet(c.g.Lookup(n.Name).Expr)
	}
	return set, true
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// leftRecursion reports a loop that can start a new iteration of a frame
// without a byte read since the iteration began: the automaton would not
// read anything per iteration, and the oracle rejects such grammars too.
func (p *prog) leftRecursion(c *compiler) error {
	for fi, fr := range p.frames {
		seen := map[int]bool{}
		stack := []int{fr.entry}
		for len(stack) > 0 {
			pc := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[pc] {
				continue
			}
			seen[pc] = true
			in := &p.insts[pc]
			switch in.op {
			case opSplit:
				stack = append(stack, in.out, in.out1)
			case opEnter:
				stack = append(stack, in.out)
			case opLeave:
				if in.frame != fi {
					stack = append(stack, in.out)
				}
			case opLoop:
				if in.frame == fi {
					return fmt.Errorf(msgLeftRec, c.file, fr.rule, fr.rule)
				}
			}
		}
	}
	return nil
}
