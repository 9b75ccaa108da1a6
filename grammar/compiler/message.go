package compiler

import (
	"slices"
	"strconv"
	"strings"

	"github.com/urispec/urispec/grammar/abnf"
)

// This file is the diagnosis policy for people: what a message says of a
// state, beside the exact diagnosis that the cross-check holds against the
// oracle (describe). The exact diagnosis names the innermost invocation
// started before the offset, whichever reading it belongs to, and terminals
// in ABNF form; a message instead names
//
//   - as its rule, the context: the innermost rule that every reading alive
//     at the offset is inside (the exact rule when every reading is inside
//     it), so that a failure inside an IPv6 literal speaks of IPv6address,
//     not of the dec-octet that one of its readings (ls32 as an IPv4address)
//     was in. A terminal that may follow a complete invocation of a deeper
//     rule (the "@" after a userinfo, the "#" after a whole URI) is not a
//     reading of its own;
//   - as its expected set, what a person can type: a char-val as the spec
//     writes it ("http://", never RFC 7405's %s"http://"), a byte inside a
//     literal as that byte ("p" after "go" of "gopher://", where the exact
//     diagnosis names the whole literal at an offset where it did not
//     start), a rule started at the offset by the literal that is its only
//     beginning ("urn" for assigned-name), without a byte inside a literal
//     that another item already allows (the "p" when lowalpha is expected
//     too);
//   - of the readings alive, only those that have just read a delimiter of
//     several bytes when others read the same bytes one at a time
//     (preferred: RFC 2396's "//" opened the authority, it is not two
//     empty segments of an abs-path);
//   - beside it, on the error path, the reading given up last while the
//     one that fails went on: a rule begun before the offset, or one that
//     a delimiter had just opened and that died on its first byte (death);
//     or, where none goes on because the byte right after a delimiter fits
//     nothing it opened, the part of the component a person meant (the
//     host after RFC 2396's "//", givenUp).

// message is the diagnosis of a state for people.
type message struct {
	context  string
	expected []string
	survivor string // of a death: the reading that went on beside it
}

func (m message) key() string {
	return m.context + "\x00" + m.survivor + "\x00" + strings.Join(m.expected, "\x00")
}

// quoted is a char-val as the spec writes it.
func quoted(s string) string { return `"` + s + `"` }

// display is what a message calls the terminal of in.
func (in *inst) display() string {
	if in.show != "" {
		return in.show
	}
	return in.names[0]
}

// xframe is the index in fr.anc of the innermost invocation that started
// before the offset, for an item of a state (as describe computes it).
func xframe(it item) int {
	if it.again {
		return int(it.j)
	}
	return int(it.j) - 1
}

// preferred returns the readings of a state of items that a message speaks
// of, and whether one of them accepts: when some reading has just read a
// delimiter of several bytes (a char-val such as "//" or "://") and others
// read the same bytes one at a time, the first are what a person meant. In
// RFC 2396 "http://[" is a net-path whose "//" opened the authority, not an
// abs-path of two empty segments (§3: "the authority component wins"), nor
// RFC 1808's path of an opaque URL or a relative path "http:" + "//": the
// message speaks of the authority. A state where no reading has just read
// such a delimiter, or where every reading has, keeps all of them.
func (d *det) preferred(items []item) ([]item, bool) {
	best := uint8(0)
	for _, it := range items {
		best = max(best, it.after)
	}
	keep := items
	if best >= 2 {
		keep = nil
		for _, it := range items {
			if it.after == best {
				keep = append(keep, it)
			}
		}
	}
	accept := false
	for _, it := range keep {
		if d.p.insts[it.pc].op == opMatch {
			accept = true
		}
	}
	return keep, accept
}

// messageOf computes the message of a state of items; accept is whether it
// accepts.
func (d *det) messageOf(items []item, accept bool) message {
	p := d.p
	type shown struct {
		set    byteSet
		shows  map[string]bool // for a rule started here: the terminals it starts with
		isRule bool
	}
	names := map[string]*shown{}
	inner := map[string]bool{} // bytes inside a literal begun before the offset
	// chains are the invocations each item is inside, up to the innermost
	// that started before the offset; common, below, the rules every
	// reading is inside, by name (two readings may be inside two
	// invocations of pct-encoded, one in a reg-name and one in a segment),
	// outermost first.
	var chains [][]int
	for _, it := range items {
		in := &p.insts[it.pc]
		if in.op != opByte {
			continue
		}
		fr := &p.frames[in.frame]
		j := int(it.j)
		var name string
		isRule := false
		if in.lit == 0 && j < len(it.counts) {
			name, isRule = p.frames[fr.anc[j]].rule, true
		} else {
			name = in.display()
			if in.lit > 0 && in.show != "" {
				inner[name] = true
			}
		}
		s := names[name]
		if s == nil {
			s = &shown{shows: map[string]bool{}, isRule: isRule}
			names[name] = s
		}
		s.set.union(&in.set)
		s.shows[in.display()] = true
		if xframe(it) > 0 {
			chains = append(chains, fr.anc[:xframe(it)+1])
		}
	}
	// A terminal that may follow a complete invocation of a deeper one
	// (the "@" after a userinfo, the "#" after a whole URI) is not a
	// reading of its own: a chain that is a strict prefix of another one
	// does not count, nor a terminal written directly in the start rule.
	var common []string
	first := true
	for _, ch := range chains {
		prefix := slices.ContainsFunc(chains, func(o []int) bool {
			return len(o) > len(ch) && slices.Equal(o[:len(ch)], ch)
		})
		if prefix {
			continue
		}
		var rs []string
		for _, f := range ch {
			rs = append(rs, p.frames[f].rule)
		}
		if first {
			common, first = rs, false
			continue
		}
		common = slices.DeleteFunc(common, func(r string) bool { return !slices.Contains(rs, r) })
	}
	m := message{context: p.frames[0].rule}
	if len(common) > 0 {
		m.context = common[len(common)-1]
	}
	out := map[string]byteSet{}
	for name, s := range names {
		if s.isRule && len(s.shows) == 1 {
			for sh := range s.shows {
				if len(sh) > 3 && sh[0] == '"' { // a literal of several bytes
					name = sh
				}
			}
		}
		set := out[name]
		set.union(&s.set)
		out[name] = set
	}
	for name, set := range out {
		if !inner[name] || names[name].isRule {
			continue
		}
		var others byteSet
		for o, os := range out {
			if o != name && !inner[o] {
				others.union(&os)
			}
		}
		if set.subsetOf(&others) {
			delete(out, name)
		}
	}
	for name := range out {
		m.expected = append(m.expected, name)
	}
	if accept {
		m.expected = append(m.expected, EndOfInput)
	}
	slices.Sort(m.expected)
	return m
}

func (b *byteSet) subsetOf(o *byteSet) bool {
	for i := range b {
		if b[i]&^o[i] != 0 {
			return false
		}
	}
	return true
}

// death returns the reading that dies when the items of a state read byte
// b while other readings go on: of the items that cannot read b, the
// innermost invocation started before the offset that no item able to read
// b is inside (the deepest, then the first by name), with what its items
// expected. For rfc3986 "http://a:8a/" the port dies on the "a" at offset
// 10 while userinfo goes on (and fails at 11): the message names both. An
// invocation that a delimiter just read opened at the offset counts too,
// as if it had started before it: in "telnet://h:x" the ":" opened the
// port (RFC 3986 §3.2.3, port = *DIGIT), which dies on the "x" at offset 11
// while userinfo goes on. ok is false when no reading dies so.
func (d *det) death(items []item, b byte) (message, bool) {
	p := d.p
	alive := map[string]bool{}
	inLiteral := false // b goes on in a literal that another reading began before
	for _, it := range items {
		in := &p.insts[it.pc]
		if in.op == opByte && in.set.has(b) {
			for _, a := range p.frames[in.frame].anc {
				alive[p.frames[a].rule] = true
			}
			inLiteral = inLiteral || in.lit > 0
		}
	}
	rule, depth, survivor := "", -1, ""
	for _, it := range items {
		in := &p.insts[it.pc]
		if in.op != opByte || in.set.has(b) {
			continue
		}
		fr := &p.frames[in.frame]
		for _, x := range dyingDepths(it, fr, inLiteral) {
			r := p.frames[fr.anc[x]].rule
			if alive[r] || x == 0 {
				continue
			}
			other := parallel(p, items, b, fr.anc[:x+1])
			if other == "" || continues(p, items, b, fr.anc[:x+1]) {
				continue
			}
			if x > depth || x == depth && r < rule {
				rule, depth, survivor = r, x, other
			}
		}
	}
	if depth < 0 {
		return message{}, false
	}
	var dying []item
	for _, it := range items {
		in := &p.insts[it.pc]
		if in.op != opByte || in.set.has(b) {
			continue
		}
		fr := &p.frames[in.frame]
		if slices.Contains(dyingDepths(it, fr, inLiteral), depth) && p.frames[fr.anc[depth]].rule == rule {
			// The invocation at depth counts as started before the
			// offset, so that its items show what they read (DIGIT),
			// not the rule they are in (port).
			it.j, it.again = int16(depth+1), false
			dying = append(dying, it)
		}
	}
	m := d.messageOf(dying, false)
	m.context, m.survivor = rule, survivor
	return m, true
}

// dyingDepths returns the depths in fr.anc of the invocations whose reading
// dies with item it when it cannot read the byte: the innermost invocation
// started before the offset and, when the byte just read ended a delimiter
// (item.opens), the outermost one that the delimiter opened at the offset:
// one that follows the delimiter in the body of the rule that read it, with
// no invocation ended between them (in RFC 3986's "//a:b@c" the "@" opened
// a host, and the path-abempty after an empty host is no reading that a
// person meant). A delimiter that is the start of a longer
// one another reading goes on reading (inLiteral) opened nothing: RFC 1808's
// "//" is a net-path, not an abs-path's "/" and a rel-path that dies on the
// second "/".
func dyingDepths(it item, fr *frame, inLiteral bool) []int {
	x := xframe(it)
	if it.opens && !inLiteral && x+1 < len(fr.anc) {
		return []int{x, x + 1}
	}
	return []int{x}
}

// deathsKey is the deaths of a state as a string, for minimization: states
// whose readings die differently are kept apart.
func (s *dstate) deathsKey() string {
	if len(s.deaths) == 0 {
		return ""
	}
	ks := make([]int, 0, len(s.deaths))
	for k := range s.deaths {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	var b strings.Builder
	for _, k := range ks {
		b.WriteString(strconv.Itoa(k))
		b.WriteByte(':')
		b.WriteString(s.deaths[k].key())
		b.WriteByte(';')
	}
	return b.String()
}

// section is the spec section of rule, "" when the grammar does not define
// it.
func (c *compiler) section(rule string) string {
	if def := c.g.Lookup(rule); def != nil {
		return def.Section
	}
	return ""
}

// parallel returns a reading that reads byte b and goes on beside the
// invocations chain (the frames of a dying reading, outermost first): the
// innermost invocation started before the offset of an item that reads b,
// when it is none of them (the deepest, then the first by name); "" when
// there is none. A reading that dies because the structure moves on
// (fsegment ends where ";type=" of the enclosing ftpurl begins) has none.
func parallel(p *prog, items []item, b byte, chain []int) string {
	best, depth := "", -1
	for _, it := range items {
		in := &p.insts[it.pc]
		if in.op != opByte || !in.set.has(b) {
			continue
		}
		xf := xframe(it)
		x := p.frames[p.frames[in.frame].anc[xf]].rule
		if slices.ContainsFunc(chain, func(f int) bool { return p.frames[f].rule == x }) {
			continue
		}
		if xf > depth || xf == depth && x < best {
			best, depth = x, xf
		}
	}
	return best
}

// openRules returns the rules that some reading of a state of items had
// started before the offset, sorted.
func (d *det) openRules(items []item) []string {
	p := d.p
	open := map[string]bool{}
	for _, it := range items {
		in := &p.insts[it.pc]
		if in.op != opByte {
			continue
		}
		for _, a := range p.frames[in.frame].anc[:xframe(it)+1] {
			open[p.frames[a].rule] = true
		}
	}
	return sortedKeys(open)
}

// continues reports whether the reading of the invocations chain goes on in
// an item that reads b and whose innermost invocation started before the
// offset is one of them: the scheme of rfc1738's genericurl ends at ":"
// and genericurl reads it, so the reading did not die.
func continues(p *prog, items []item, b byte, chain []int) bool {
	for _, it := range items {
		in := &p.insts[it.pc]
		if in.op == opByte && in.set.has(b) && slices.Contains(chain, p.frames[in.frame].anc[xframe(it)]) {
			return true
		}
	}
	return false
}

// givenUp returns, for a byte b that no reading of a state of items can
// read, the part a person meant and gave up there, when the byte just read
// ended a delimiter that opened a component (item.opens) whose readings all
// die on b: the innermost invocation that every reading of the component
// is inside, below the component itself (which the message names already),
// with what its readings expected. After RFC 2396's "//" an "[" (§3.2.2
// has no IP literal) fails in net-path, expecting authority among others;
// read as host, it needed hostname or IPv4address.
//
// Some readings of the component do not count: a prefix that only a
// delimiter still to come confirms (the userinfo before server's "@",
// tentative), and, where the readings part at the component itself and
// its definition lists first an alternative that may be empty, those of
// the other alternatives: RFC 2396 §3.2 reads an authority (= server /
// reg_name) as a server when it can be one, a reg_name otherwise. The part
// is not named when it may be empty (it ended there, and the message names
// what may follow it: rfc3986's host, whose reg-name may be empty), when
// it is one character of a run (repeated: a uric of fragment = *uric) or
// when the component is only another name for it (aliases: RFC 1738's
// port = digits). context is the rule the state's message names, kept as
// the reading that the message speaks of (message.survivor). ok is false
// when no part is named.
func (d *det) givenUp(items []item, b byte, context string) (message, bool) {
	p := d.p
	keep, _ := d.preferred(items)
	depth, comp := -1, ""
	for _, it := range keep {
		in := &p.insts[it.pc]
		if in.op != opByte || !it.opens {
			continue
		}
		fr := &p.frames[in.frame]
		x := xframe(it) + 1
		if x >= len(fr.anc) {
			continue
		}
		r := p.frames[fr.anc[x]].rule
		if depth >= 0 && (x != depth || r != comp) {
			return message{}, false // delimiters of two components
		}
		depth, comp = x, r
	}
	if depth < 0 {
		return message{}, false
	}
	var dying []item
	for _, it := range keep {
		in := &p.insts[it.pc]
		if in.op != opByte || !it.opens || in.set.has(b) {
			continue
		}
		fr := &p.frames[in.frame]
		if xframe(it)+1 != depth || len(fr.anc) <= depth || slices.ContainsFunc(fr.anc[depth+1:], d.tentative) {
			continue
		}
		dying = append(dying, it)
	}
	chain := d.commonChain(dying)
	if len(chain) == depth+1 {
		if first := d.firstAlternative(comp); first != "" {
			var in []item
			for _, it := range dying {
				anc := p.frames[p.insts[it.pc].frame].anc
				if len(anc) > depth+1 && strings.EqualFold(p.frames[anc[depth+1]].rule, first) && d.nullable(anc[depth+1]) {
					in = append(in, it)
				}
			}
			if len(in) > 0 {
				dying = in
				chain = d.commonChain(dying)
			}
		}
	}
	if len(chain) <= depth+1 {
		return message{}, false
	}
	at := len(chain) - 1
	if d.nullable(chain[at]) || d.repeated(chain[at]) || d.aliases(chain[depth:at]) {
		return message{}, false
	}
	for i := range dying {
		// The invocation at depth at counts as started before the
		// offset, so that its items show what they read (hostname), not
		// the rule they are in (host).
		dying[i].j, dying[i].again = int16(at+1), false
	}
	m := d.messageOf(dying, false)
	m.context, m.survivor = p.frames[chain[at]].rule, context
	return m, true
}

// commonChain returns the frames, outermost first, that every item's frame
// is inside (or is).
func (d *det) commonChain(items []item) []int {
	var common []int
	for i, it := range items {
		anc := d.p.frames[d.p.insts[it.pc].frame].anc
		if i == 0 {
			common = anc
			continue
		}
		n := 0
		for n < len(common) && n < len(anc) && common[n] == anc[n] {
			n++
		}
		common = common[:n]
	}
	return common
}

// firstAlternative returns the rule that the definition of rule lists
// first when it is an alternation whose first alternative is a rule
// reference (RFC 2396 §3.2, authority = server / reg_name: server), ""
// otherwise.
func (d *det) firstAlternative(rule string) string {
	def := d.c.g.Lookup(rule)
	if def == nil {
		return ""
	}
	alt, ok := def.Expr.(*abnf.Alternation)
	if !ok || len(alt.Alts) == 0 {
		return ""
	}
	if ref, ok := alt.Alts[0].(*abnf.RuleRef); ok {
		return ref.Name
	}
	return ""
}

// tentative reports whether the invocation of frame f may be empty and can
// only go on, once it ends, with a char-val (and never end the input): a
// prefix that only a delimiter still to come confirms, as RFC 2396's
// userinfo, which "@" must follow (§3.2.2, server = [ [ userinfo "@" ]
// hostport ]). A part that cannot be empty (a domainlabel before ".", a
// dec-octet) is no such prefix.
func (d *det) tentative(f int) bool {
	if d.tent == nil {
		d.tent = map[int]bool{}
	}
	if v, ok := d.tent[f]; ok {
		return v
	}
	p := d.p
	leave := d.leaveOf(f)
	v := leave >= 0 && d.nullable(f)
	if v {
		seen := map[int]bool{}
		stack := []int{p.insts[leave].out}
		for len(stack) > 0 && v {
			pc := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[pc] {
				continue
			}
			seen[pc] = true
			in := &p.insts[pc]
			switch in.op {
			case opMatch:
				v = false
			case opByte:
				v = in.lit == 0 && isCharVal(in.names[0])
			case opSplit:
				stack = append(stack, in.out, in.out1)
			case opEnter, opLeave:
				stack = append(stack, in.out)
			case opLoop:
				stack = append(stack, p.frames[in.frame].entry)
			}
		}
	}
	d.tent[f] = v
	return v
}

// isCharVal reports whether label, a terminal's ABNF form, is a char-val.
func isCharVal(label string) bool {
	return strings.HasPrefix(label, `"`) || strings.HasPrefix(label, `%s"`) || strings.HasPrefix(label, `%i"`)
}

// leaveOf returns the opLeave instruction of frame f, -1 when it has none.
func (d *det) leaveOf(f int) int {
	for i := range d.p.insts {
		if d.p.insts[i].op == opLeave && d.p.insts[i].frame == f {
			return i
		}
	}
	return -1
}

// reach reports whether instruction to is reachable from instruction from
// without reading a byte (bytes: or reading bytes too), without leaving
// frame f.
func (d *det) reach(from, to, f int, bytes bool) bool {
	p := d.p
	seen := map[int]bool{}
	stack := []int{from}
	for len(stack) > 0 {
		pc := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if pc == to {
			return true
		}
		if seen[pc] {
			continue
		}
		seen[pc] = true
		in := &p.insts[pc]
		switch in.op {
		case opByte:
			if bytes {
				stack = append(stack, in.out)
			}
		case opSplit:
			stack = append(stack, in.out, in.out1)
		case opEnter:
			stack = append(stack, in.out)
		case opLeave:
			if in.frame != f {
				stack = append(stack, in.out)
			}
		case opLoop:
			if slices.Contains(p.frames[in.frame].anc, f) {
				stack = append(stack, p.frames[in.frame].entry)
			}
		}
	}
	return false
}

// nullable reports whether the invocation of frame f may be empty: a rule
// that may be empty is not given up on its first byte, it ends there, and
// the message's expected set holds what may follow it (RFC 2396's segment
// after "/").
func (d *det) nullable(f int) bool {
	l := d.leaveOf(f)
	return l >= 0 && d.reach(d.p.frames[f].entry, l, f, false)
}

// repeated reports whether the invocation of frame f is an element of a
// repetition in its parent's body: one character of a run (RFC 2396's
// uric in fragment = *uric), not a part that a person reads as such.
func (d *det) repeated(f int) bool {
	p := d.p
	parent := p.frames[f].parent
	if parent < 0 {
		return false
	}
	l := d.leaveOf(f)
	if l < 0 {
		return false
	}
	// Another invocation of the same rule may follow in the same run
	// (1*pchar is pchar *pchar).
	for i := range p.insts {
		in := &p.insts[i]
		if in.op == opEnter && p.frames[in.frame].parent == parent && p.frames[in.frame].rule == p.frames[f].rule &&
			d.reach(p.insts[l].out, i, parent, true) {
			return true
		}
	}
	return false
}

// aliases reports whether each of the rules of frames is defined as another
// rule alone (RFC 1738's port = digits): the rule below them is the same
// part under another name.
func (d *det) aliases(frames []int) bool {
	for _, f := range frames {
		def := d.c.g.Lookup(d.p.frames[f].rule)
		if def == nil {
			return false
		}
		if _, ok := def.Expr.(*abnf.RuleRef); !ok {
			return false
		}
	}
	return true
}
