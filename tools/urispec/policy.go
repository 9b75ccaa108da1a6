package main

import (
	"strconv"
	"strings"

	"github.com/urispec/urispec/semantic"
)

// policyFlags are check's policy flags (semantic.WithPolicy): -schemes,
// -require, -forbid, -host-kinds and -ports, each a comma-separated list.
type policyFlags struct {
	schemes, require, forbid, hostKinds, ports *string
}

// hostKindGroups are the short names -host-kinds takes besides the rule
// names: each stands for the rules of that kind in every grammar.
var hostKindGroups = map[string][]semantic.HostKind{
	"name": {semantic.RegName, semantic.Hostname},
	"ipv4": {semantic.IPv4, semantic.HostNumber},
	"ipv6": {semantic.IPLiteral, semantic.IPv6Reference},
}

func (c *cmdline) policyFlags() *policyFlags {
	return &policyFlags{
		schemes: c.fs.String("schemes", "", "policy: the allowed `SCHEMES`, comma-separated (case-insensitive); an input without scheme passes unless -require scheme"),
		require: c.fs.String("require", "", "policy: the `COMPONENTS` that must be there and not empty (scheme, authority, userinfo, password, host, port, path, query, fragment)"),
		forbid:  c.fs.String("forbid", "", "policy: the `COMPONENTS` that must not be there, even empty"),
		hostKinds: c.fs.String("host-kinds", "", "policy: the allowed `KINDS` of host: the grammars' rule names (reg-name, hostname, hostnumber, IPv4address, "+
			"IPv6reference, IP-literal, IPvFuture) or name (reg-name, hostname), ipv4 (IPv4address, hostnumber), ipv6 (IP-literal, IPv6reference)"),
		ports: c.fs.String("ports", "", "policy: the allowed `PORTS`, comma-separated numbers and ranges N-M; an empty port (\"h:\") passes"),
	}
}

// split returns the comma-separated items of s, trimmed, without empty ones.
func split(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

// option returns the policy the flags give, nil when none is set, or
// reports a bad value.
func (p *policyFlags) option(c *cmdline) semantic.Option {
	var pol semantic.Policy
	set := false
	pol.Schemes = split(*p.schemes)
	components := func(flag, s string) []semantic.Component {
		var out []semantic.Component
		for _, x := range split(s) {
			comp, err := semantic.ParseComponent(x)
			if err != nil || comp == semantic.ComponentSegment || comp == semantic.ComponentNSS {
				c.fail(msgPolicyComponent, flag, x)
				return nil
			}
			out = append(out, comp)
		}
		return out
	}
	pol.Require = components("-require", *p.require)
	pol.Forbid = components("-forbid", *p.forbid)
	for _, x := range split(*p.hostKinds) {
		if g, ok := hostKindGroups[strings.ToLower(x)]; ok {
			pol.HostKinds = append(pol.HostKinds, g...)
			continue
		}
		k, err := semantic.ParseHostKind(x)
		if err != nil {
			c.fail(msgPolicyHostKind, x)
			return nil
		}
		pol.HostKinds = append(pol.HostKinds, k)
	}
	for _, x := range split(*p.ports) {
		lo, hi, isRange := strings.Cut(x, "-")
		a, err1 := strconv.Atoi(lo)
		b, err2 := a, error(nil)
		if isRange {
			b, err2 = strconv.Atoi(hi)
		}
		if err1 != nil || err2 != nil || a < 0 || b < a {
			c.fail(msgPolicyPorts, x)
			return nil
		}
		pol.Ports = append(pol.Ports, semantic.PortRange{Lo: a, Hi: b})
	}
	set = len(pol.Schemes)+len(pol.Require)+len(pol.Forbid)+len(pol.HostKinds)+len(pol.Ports) > 0
	if c.stopped() || !set {
		return nil
	}
	return semantic.WithPolicy(pol)
}
