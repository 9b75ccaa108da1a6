package automaton

import (
	"slices"
	"strconv"
	"strings"
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
//     a delimiter had just opened and that died on its first byte (death).

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
