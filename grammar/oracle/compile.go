package oracle

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/urispec/urispec/grammar/abnf"
)

// Oracle is a compiled grammar. It is immutable and safe for concurrent use.
type Oracle struct {
	file  string
	rules []*rule
	index map[string]int // lower-cased rule name -> rules index
	start []string
	utf8  bool      // ;@encoding utf-8: values above %x7F are code points, matched as UTF-8
	pool  sync.Pool // *machine

	genOnce sync.Once
	gen     *genInfo // for Samples
}

// rule is one compiled rule.
type rule struct {
	idx    int
	name   string    // as spelled in its definition
	expr   abnf.Node // the merged right-hand side
	body   *node
	class  *node  // the one-byte class the rule is, or nil
	guards []int  // ;@not-followed-by guards
	tail   bool   // body holds opTail (R = ... R in tail position)
	memo   bool   // still recursive: memoize per start
	broken error  // prose-val or undefined reference (accepted by ;@accept)
	refs   []int  // rules referenced by expr, and the guards (reachability)
	null   bool   // matches the empty string
	state  uint8  // class detection state
	isCls  bool   // result of class detection
	comp   bool   // body compiled
	accept string // the ;@accept kind that can excuse broken, when this rule holds the fault
}

type op uint8

const (
	opEmpty op = iota // matches "" (identity on the set)
	opLit             // a literal of two or more bytes
	opClass           // one byte out of a set
	opRun             // min*max repetition of a class
	opSeq             // concatenation
	opAlt             // alternation
	opRep             // min*max repetition of anything else
	opCall            // rule invocation
	opTail            // the rule's own name in tail position: loop back
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

// piece is one alternative of a class, for Diagnose: the rule it invokes
// (rule >= 0) or the literal as written in ABNF.
type piece struct {
	rule int
	lit  string
}

// node is a compiled element.
type node struct {
	op       op
	lit      []byte // opLit; lower-cased when fold
	fold     bool   // opLit: case-insensitive
	label    string // opLit: the literal in ABNF form
	set      *byteSet
	pieces   []piece // opClass, opRun
	min, max int     // opRun, opRep; max < 0: unbounded
	kids     []*node // opSeq, opAlt; opRep: kids[0]
	rule     int     // opCall, opTail
}

// Compile checks g and prepares it for matching. It reports undefined
// rules, prose-vals (unless accepted with ;@accept and unreachable from
// every ;@start rule), values above 255 (or, in a grammar that declares
// ;@encoding utf-8, code points UTF-8 cannot encode), malformed repetitions
// and ranges, and left recursion. Rule names are resolved case-insensitively.
func Compile(g *abnf.Grammar) (*Oracle, error) {
	o := &Oracle{file: g.File, index: map[string]int{}, utf8: g.Pragmas.Encoding == abnf.EncodingUTF8}
	c := &compiler{g: g, o: o}
	if err := c.collect(); err != nil {
		return nil, err
	}
	if err := c.compileAll(); err != nil {
		return nil, err
	}
	c.nullable()
	if err := c.leftRecursion(); err != nil {
		return nil, err
	}
	c.markRecursive()
	o.start = append([]string(nil), g.Pragmas.Start...)
	o.pool.New = func() any { return &machine{o: o} }
	return o, nil
}

type compiler struct {
	g *abnf.Grammar
	o *Oracle
}

func (c *compiler) file() string {
	if c.g.File != "" {
		return c.g.File
	}
	return "grammar"
}

// collect finds every rule of the file and every rule they reach, and
// records broken ones.
func (c *compiler) collect() error {
	o := c.o
	var errs []error
	var add func(name string) int
	add = func(name string) int {
		key := strings.ToLower(name)
		if i, ok := o.index[key]; ok {
			return i
		}
		def := c.g.Lookup(name) // case-insensitive, =/ merged, ;@core imports
		if def == nil {
			return -1
		}
		r := &rule{idx: len(o.rules), name: def.Name, expr: def.Expr}
		o.rules = append(o.rules, r)
		o.index[key] = r.idx
		abnf.Walk(def.Expr, func(n abnf.Node) {
			switch n := n.(type) {
			case *abnf.RuleRef:
				t := add(n.Name)
				if t < 0 {
					if r.broken == nil {
						r.broken = fmt.Errorf(msgUndefined, c.pos(n.Pos), r.name, n.Name)
						r.accept = "undefined"
					}
					return
				}
				r.refs = append(r.refs, t)
			case *abnf.ProseVal:
				if r.broken == nil {
					r.broken = fmt.Errorf(msgProse, c.pos(n.Pos), r.name, n.Text)
					r.accept = "prose"
				}
			}
		})
		return r.idx
	}
	for _, d := range c.g.Rules {
		add(d.Name)
	}
	for _, s := range c.g.Pragmas.Start {
		if add(s) < 0 {
			errs = append(errs, fmt.Errorf(msgUndefined, c.file(), ";@start", s))
		}
	}
	for _, nf := range c.g.Pragmas.NotFollowedBy {
		ri, gi := add(nf.Rule), add(nf.Guard)
		for _, n := range []string{nf.Rule, nf.Guard} {
			if add(n) < 0 {
				errs = append(errs, fmt.Errorf(msgGuardUnknown, c.pos(nf.Pos), nf.Rule, nf.Guard, n))
			}
		}
		if ri >= 0 && gi >= 0 {
			o.rules[ri].guards = append(o.rules[ri].guards, gi)
			o.rules[ri].refs = append(o.rules[ri].refs, gi)
		}
	}
	if len(o.rules) == 0 {
		return fmt.Errorf(msgNoStart, c.file())
	}
	// A rule that reaches a broken rule is broken too.
	for changed := true; changed; {
		changed = false
		for _, r := range o.rules {
			if r.broken != nil {
				continue
			}
			for _, t := range r.refs {
				if o.rules[t].broken != nil {
					r.broken = o.rules[t].broken
					changed = true
					break
				}
			}
		}
	}
	accepted := map[string]bool{}
	for _, a := range c.g.Pragmas.Accepts {
		accepted[a.Kind+" "+strings.ToLower(a.Rule)] = true
	}
	starts := c.g.Pragmas.Start
	reach := c.reachable(starts)
	for _, r := range o.rules {
		if r.broken == nil {
			continue
		}
		own := r.accept != "" // the rule holding the prose-val or undefined reference
		if own && accepted[r.accept+" "+strings.ToLower(r.name)] && !reach[r.idx] {
			continue
		}
		if own || reach[r.idx] {
			errs = append(errs, r.broken)
		}
	}
	return errors.Join(dedupe(errs)...)
}

func dedupe(errs []error) []error {
	seen := map[string]bool{}
	var out []error
	for _, e := range errs {
		if !seen[e.Error()] {
			seen[e.Error()] = true
			out = append(out, e)
		}
	}
	return out
}

func (c *compiler) reachable(starts []string) []bool {
	reach := make([]bool, len(c.o.rules))
	var visit func(int)
	visit = func(i int) {
		if reach[i] {
			return
		}
		reach[i] = true
		for _, t := range c.o.rules[i].refs {
			visit(t)
		}
	}
	for _, s := range starts {
		if i, ok := c.o.index[strings.ToLower(s)]; ok {
			visit(i)
		}
	}
	return reach
}

func (c *compiler) pos(p abnf.Pos) string {
	if p.Line == 0 {
		return c.file()
	}
	return fmt.Sprintf("%s:%d:%d", c.file(), p.Line, p.Col)
}

func (c *compiler) compileAll() error {
	var errs []error
	for _, r := range c.o.rules {
		if r.broken != nil {
			continue
		}
		if err := c.compileRule(r); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

func (c *compiler) compileRule(r *rule) error {
	if r.comp {
		return nil
	}
	r.comp = true
	body, err := c.compile(r, r.expr, true)
	if err != nil {
		return err
	}
	r.body = body
	if c.isClassRule(r) {
		r.class = body
	}
	return nil
}

// isClassRule reports whether r always matches exactly one byte: then a
// reference to it compiles to a byte table. A guarded rule is never one.
func (c *compiler) isClassRule(r *rule) bool {
	switch r.state {
	case 1: // in progress: recursion, not a class
		return false
	case 2:
		return r.isCls
	}
	r.state = 1
	ok := r.broken == nil && len(r.guards) == 0 && c.isClassExpr(r.expr)
	r.state, r.isCls = 2, ok
	return ok
}

func (c *compiler) isClassExpr(n abnf.Node) bool {
	switch n := n.(type) {
	case *abnf.CharVal:
		return len(n.Text) == 1
	case *abnf.NumVal:
		if c.o.utf8 { // a code point above %x7F is two bytes or more
			return n.Range && n.Hi <= 0x7F || !n.Range && len(n.Seq) == 1 && n.Seq[0] <= 0x7F
		}
		return n.Range || len(n.Seq) == 1
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
		i, ok := c.o.index[strings.ToLower(n.Name)]
		return ok && c.isClassRule(c.o.rules[i])
	}
	return false
}

var empty = &node{op: opEmpty}

// compile translates one element of r's right-hand side; tail is true when
// the element is in tail position of r (nothing of r follows it).
func (c *compiler) compile(r *rule, n abnf.Node, tail bool) (*node, error) {
	switch n := n.(type) {
	case *abnf.CharVal:
		switch len(n.Text) {
		case 0:
			return empty, nil
		case 1:
			set := new(byteSet)
			ch := n.Text[0]
			set.add(ch)
			if !n.CaseSensitive { // RFC 5234 §2.3, RFC 7405
				set.add(lower(ch))
				set.add(upper(ch))
			}
			return &node{op: opClass, set: set, pieces: []piece{{rule: -1, lit: charValLabel(n)}}}, nil
		}
		lit := []byte(n.Text)
		if !n.CaseSensitive {
			for i := range lit {
				lit[i] = lower(lit[i])
			}
		}
		return &node{op: opLit, lit: lit, fold: !n.CaseSensitive, label: charValLabel(n)}, nil
	case *abnf.NumVal:
		label := numValLabel(n)
		if c.o.utf8 {
			return c.codePoints(r, n, label)
		}
		if n.Range {
			if n.Lo > n.Hi {
				return nil, fmt.Errorf(msgBadRange, c.pos(n.Pos), r.name, n.Lo, n.Hi)
			}
			if n.Hi > 255 {
				return nil, fmt.Errorf(msgNumTooBig, c.pos(n.Pos), r.name, n.Hi)
			}
			set := new(byteSet)
			for v := n.Lo; v <= n.Hi; v++ {
				set.add(byte(v))
			}
			return &node{op: opClass, set: set, pieces: []piece{{rule: -1, lit: label}}}, nil
		}
		lit := make([]byte, len(n.Seq))
		for i, v := range n.Seq {
			if v < 0 || v > 255 {
				return nil, fmt.Errorf(msgNumTooBig, c.pos(n.Pos), r.name, v)
			}
			lit[i] = byte(v)
		}
		switch len(lit) {
		case 0:
			return empty, nil
		case 1:
			set := new(byteSet)
			set.add(lit[0])
			return &node{op: opClass, set: set, pieces: []piece{{rule: -1, lit: label}}}, nil
		}
		return &node{op: opLit, lit: lit, label: label}, nil
	case *abnf.ProseVal:
		return nil, fmt.Errorf(msgProse, c.pos(n.Pos), r.name, n.Text)
	case *abnf.RuleRef:
		t := c.o.index[strings.ToLower(n.Name)]
		target := c.o.rules[t]
		if t == r.idx && tail {
			r.tail = true
			return &node{op: opTail, rule: t}, nil
		}
		if c.isClassRule(target) {
			if err := c.compileRule(target); err != nil {
				return nil, err
			}
			return &node{op: opClass, set: target.class.set, pieces: []piece{{rule: t}}}, nil
		}
		return &node{op: opCall, rule: t}, nil
	case *abnf.Group:
		return c.compile(r, n.Expr, tail)
	case *abnf.Option:
		e, err := c.compile(r, n.Expr, tail)
		if err != nil {
			return nil, err
		}
		return optional(e), nil
	case *abnf.Repetition:
		if n.Max >= 0 && n.Min > n.Max {
			return nil, fmt.Errorf(msgBadRepeat, c.pos(n.Pos), r.name, n.Min, n.Max)
		}
		if n.Max == 0 {
			return empty, nil
		}
		if n.Min == 1 && n.Max == 1 {
			return c.compile(r, n.Elem, tail)
		}
		if n.Min == 0 && n.Max == 1 {
			e, err := c.compile(r, n.Elem, tail)
			if err != nil {
				return nil, err
			}
			return optional(e), nil
		}
		e, err := c.compile(r, n.Elem, false)
		if err != nil {
			return nil, err
		}
		switch e.op {
		case opEmpty:
			return empty, nil
		case opClass:
			return &node{op: opRun, set: e.set, pieces: e.pieces, min: n.Min, max: n.Max}, nil
		}
		return &node{op: opRep, kids: []*node{e}, min: n.Min, max: n.Max}, nil
	case *abnf.Concatenation:
		var items []*node
		for i, it := range n.Items {
			e, err := c.compile(r, it, tail && i == len(n.Items)-1)
			if err != nil {
				return nil, err
			}
			switch e.op {
			case opEmpty:
			case opSeq:
				items = append(items, e.kids...)
			default:
				items = append(items, e)
			}
		}
		switch len(items) {
		case 0:
			return empty, nil
		case 1:
			return items[0], nil
		}
		return &node{op: opSeq, kids: items}, nil
	case *abnf.Alternation:
		var kids []*node
		for _, a := range n.Alts {
			e, err := c.compile(r, a, tail)
			if err != nil {
				return nil, err
			}
			kids = append(kids, e)
		}
		return alternation(kids), nil
	}
	return nil, fmt.Errorf("%s: rule %s: unknown element %T", c.file(), r.name, n)
}

// codePoints compiles a numeric value of a grammar that declares ;@encoding
// utf-8 (grammar/README.md): each value is a code point, matched as its UTF-8
// encoding (RFC 3629); a concatenation %xA.B is the concatenation of the
// encodings, and a range %xLO-HI the alternation of the byte-sequence ranges
// of abnf.UTF8Ranges, a class for the one-byte part and a sequence of
// classes for each longer one, so that matching goes byte by byte and a
// failure is at the first byte that cannot continue. Every class of the
// range carries the range's label, for Diagnose. Surrogates (U+D800-DFFF)
// have no encoding and are never matched.
func (c *compiler) codePoints(r *rule, n *abnf.NumVal, label string) (*node, error) {
	if !n.Range {
		var lit []byte
		for _, v := range n.Seq {
			var ok bool
			if lit, ok = abnf.AppendUTF8(lit, v); !ok {
				return nil, fmt.Errorf(msgNotCodePoint, c.pos(n.Pos), r.name, v)
			}
		}
		if len(lit) == 1 {
			set := new(byteSet)
			set.add(lit[0])
			return &node{op: opClass, set: set, pieces: []piece{{rule: -1, lit: label}}}, nil
		}
		return &node{op: opLit, lit: lit, label: label}, nil
	}
	if n.Lo > n.Hi {
		return nil, fmt.Errorf(msgBadRange, c.pos(n.Pos), r.name, n.Lo, n.Hi)
	}
	if n.Hi > abnf.MaxCodePoint {
		return nil, fmt.Errorf(msgNotCodePoint, c.pos(n.Pos), r.name, n.Hi)
	}
	seqs := abnf.UTF8Ranges(n.Lo, n.Hi)
	if len(seqs) == 0 {
		return nil, fmt.Errorf(msgOnlySurrogates, c.pos(n.Pos), r.name, label)
	}
	class := func(br abnf.ByteRange) *node {
		set := new(byteSet)
		for b := int(br.Lo); b <= int(br.Hi); b++ {
			set.add(byte(b))
		}
		return &node{op: opClass, set: set, pieces: []piece{{rule: -1, lit: label}}}
	}
	alts := make([]*node, 0, len(seqs))
	for _, seq := range seqs {
		if len(seq) == 1 {
			alts = append(alts, class(seq[0]))
			continue
		}
		kids := make([]*node, len(seq))
		for i, br := range seq {
			kids[i] = class(br)
		}
		alts = append(alts, &node{op: opSeq, kids: kids})
	}
	return alternation(alts), nil
}

// optional is [e]: e or nothing.
func optional(e *node) *node {
	switch e.op {
	case opEmpty:
		return empty
	case opClass:
		return &node{op: opRun, set: e.set, pieces: e.pieces, min: 0, max: 1}
	}
	return alternation([]*node{e, empty})
}

// alternation builds e1 / e2 / ...: nested alternations are flattened,
// classes merged into one table (the order of alternatives does not matter
// to a set-of-ends matcher), and repeated empties dropped.
func alternation(in []*node) *node {
	var kids []*node
	var class *node
	hasEmpty := false
	var add func(e *node)
	add = func(e *node) {
		switch e.op {
		case opAlt:
			for _, k := range e.kids {
				add(k)
			}
		case opEmpty:
			hasEmpty = true
		case opClass:
			if class == nil {
				class = &node{op: opClass, set: new(byteSet)}
				kids = append(kids, class)
			}
			class.set.union(e.set)
			class.pieces = append(class.pieces, e.pieces...)
		default:
			kids = append(kids, e)
		}
	}
	for _, e := range in {
		add(e)
	}
	if hasEmpty {
		kids = append(kids, empty)
	}
	switch len(kids) {
	case 0:
		return empty
	case 1:
		return kids[0]
	}
	return &node{op: opAlt, kids: kids}
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

// charValLabel is a quoted string in ABNF form.
func charValLabel(n *abnf.CharVal) string {
	q := `"` + n.Text + `"`
	switch {
	case n.CaseSensitive:
		return "%s" + q
	case n.Prefixed:
		return "%i" + q
	}
	return q
}

// numValLabel is a numeric value in ABNF form: %x2F, %x41-5A, %x0D.0A.
func numValLabel(n *abnf.NumVal) string {
	base := map[byte]int{'b': 2, 'd': 10, 'x': 16}[n.Base]
	if base == 0 {
		base = 16
		n = &abnf.NumVal{Base: 'x', Seq: n.Seq, Range: n.Range, Lo: n.Lo, Hi: n.Hi}
	}
	f := func(v int) string {
		s := strings.ToUpper(strconv.FormatInt(int64(v), base))
		if base == 16 && len(s) < 2 {
			s = "0" + s
		}
		return s
	}
	if n.Range {
		return "%" + string(n.Base) + f(n.Lo) + "-" + f(n.Hi)
	}
	parts := make([]string, len(n.Seq))
	for i, v := range n.Seq {
		parts[i] = f(v)
	}
	return "%" + string(n.Base) + strings.Join(parts, ".")
}

// nullable computes which rules match the empty string (fixpoint).
func (c *compiler) nullable() {
	for changed := true; changed; {
		changed = false
		for _, r := range c.o.rules {
			if r.body != nil && !r.null && c.o.nullNode(r.body) {
				r.null = true
				changed = true
			}
		}
	}
}

func (o *Oracle) nullNode(n *node) bool {
	switch n.op {
	case opEmpty:
		return true
	case opLit, opClass:
		return false
	case opRun:
		return n.min == 0
	case opSeq:
		for _, k := range n.kids {
			if !o.nullNode(k) {
				return false
			}
		}
		return true
	case opAlt:
		for _, k := range n.kids {
			if o.nullNode(k) {
				return true
			}
		}
		return false
	case opRep:
		return n.min == 0 || o.nullNode(n.kids[0])
	case opCall, opTail:
		return o.rules[n.rule].null
	}
	return false
}

// leftCalls lists the rules n can invoke before consuming a byte.
func (o *Oracle) leftCalls(n *node, out []int) []int {
	switch n.op {
	case opCall, opTail:
		out = append(out, n.rule)
	case opSeq:
		for _, k := range n.kids {
			out = o.leftCalls(k, out)
			if !o.nullNode(k) {
				break
			}
		}
	case opAlt:
		for _, k := range n.kids {
			out = o.leftCalls(k, out)
		}
	case opRep:
		out = o.leftCalls(n.kids[0], out)
	}
	return out
}

// leftRecursion reports a cycle of rules that invoke each other without
// consuming input; the set-of-ends matcher would not terminate on it.
// A guard is evaluated at its rule's start, so it counts as a left call.
func (c *compiler) leftRecursion() error {
	o := c.o
	edges := make([][]int, len(o.rules))
	for _, r := range o.rules {
		if r.body == nil {
			continue
		}
		edges[r.idx] = append(o.leftCalls(r.body, nil), r.guards...)
	}
	color := make([]uint8, len(o.rules))
	var stack []int
	var cycle []int
	var dfs func(int) bool
	dfs = func(i int) bool {
		color[i] = 1
		stack = append(stack, i)
		for _, t := range edges[i] {
			if color[t] == 1 {
				for j := len(stack) - 1; j >= 0; j-- {
					if stack[j] == t {
						cycle = append(append([]int(nil), stack[j:]...), t)
						break
					}
				}
				return true
			}
			if color[t] == 0 && dfs(t) {
				return true
			}
		}
		stack = stack[:len(stack)-1]
		color[i] = 2
		return false
	}
	for i := range o.rules {
		if color[i] == 0 && dfs(i) {
			names := make([]string, len(cycle))
			for k, t := range cycle {
				names[k] = o.rules[t].name
			}
			return fmt.Errorf(msgLeftRecursion, c.file(), strings.Join(names, " -> "))
		}
	}
	return nil
}

// markRecursive sets memo on the rules that are recursive other than by a
// tail self-reference (Tarjan's strongly connected components over calls
// and guards).
func (c *compiler) markRecursive() {
	o := c.o
	n := len(o.rules)
	edges := make([][]int, n)
	self := make([]bool, n)
	for _, r := range o.rules {
		if r.body == nil {
			continue
		}
		var calls func(*node)
		calls = func(x *node) {
			if x.op == opCall {
				edges[r.idx] = append(edges[r.idx], x.rule)
				if x.rule == r.idx {
					self[r.idx] = true
				}
			}
			for _, k := range x.kids {
				calls(k)
			}
		}
		calls(r.body)
		edges[r.idx] = append(edges[r.idx], r.guards...)
	}
	index := make([]int, n)
	low := make([]int, n)
	on := make([]bool, n)
	for i := range index {
		index[i] = -1
	}
	var stack []int
	next := 0
	var strong func(v int)
	strong = func(v int) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		on[v] = true
		for _, w := range edges[v] {
			if index[w] < 0 {
				strong(w)
				low[v] = min(low[v], low[w])
			} else if on[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var comp []int
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				on[w] = false
				comp = append(comp, w)
				if w == v {
					break
				}
			}
			for _, w := range comp {
				o.rules[w].memo = len(comp) > 1 || self[w]
			}
		}
	}
	for v := range n {
		if index[v] < 0 {
			strong(v)
		}
	}
}

// ruleIndex resolves a rule name case-insensitively.
func (o *Oracle) ruleIndex(name string) int {
	i, ok := o.index[strings.ToLower(name)]
	if !ok {
		panic(fmt.Sprintf(msgUnknownRule, name, o.file))
	}
	if err := o.rules[i].broken; err != nil {
		panic(err.Error())
	}
	return i
}

// Has reports whether name is a runnable rule of the grammar.
func (o *Oracle) Has(name string) bool {
	i, ok := o.index[strings.ToLower(name)]
	return ok && o.rules[i].broken == nil
}

// Start returns the ;@start rules of the grammar, the default first.
func (o *Oracle) Start() []string { return append([]string(nil), o.start...) }
