package main

import (
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/urispec/urispec/semantic"
)

// versionResult is the JSON form of `urispec version -json`.
type versionResult struct {
	Module    string           `json:"module"`
	Version   string           `json:"version"`
	GoVersion string           `json:"go_version"`
	Dialects  []versionDialect `json:"dialects"`
}

// versionDialect names a dialect and the fingerprint of its grammar file.
type versionDialect struct {
	ID          string `json:"id"`
	Fingerprint string `json:"fingerprint"`
}

// buildVersion returns the module path and version of this build: the
// version `go install ...@VERSION` stamps, the pseudo-version `go build`
// derives from a checkout's commit, or "(devel)" when there is none.
func buildVersion() (module, version string) {
	module, version = modulePath, txtDevel
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Path != "" {
			module = bi.Main.Path
		}
		if bi.Main.Version != "" {
			version = bi.Main.Version
		}
	}
	return module, version
}

func runVersion(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	c := newCmdline("version", stderr, func(w io.Writer) {
		fmt.Fprintln(w, "Prints the version of urispec, the Go version it was built with, and each")
		fmt.Fprintln(w, "dialect's grammar fingerprint (the SHA-256 of its grammar/<id>/<id>.abnf), so a")
		fmt.Fprintln(w, "result can be tied to the exact grammars that gave it.")
	}, "urispec version [-json]")
	asJSON := c.fs.Bool("json", false, "print one JSON object (urispec help json)")
	c.exactly(c.parse(args))
	if c.stopped() {
		return c.exit
	}
	module, version := buildVersion()
	v := versionResult{Module: module, Version: version, GoVersion: runtime.Version()}
	for _, d := range semantic.Dialects() {
		info, err := semantic.Info(d)
		if err != nil {
			return c.errorf("%s", cliText(err))
		}
		v.Dialects = append(v.Dialects, versionDialect{d.ID(), info.Fingerprint})
	}
	if *asJSON {
		line, err := marshal(v)
		if err == nil {
			_, err = stdout.Write(line)
		}
		if err != nil {
			return c.errorf("%v", err)
		}
		return exitOK
	}
	fmt.Fprintf(stdout, txtVersion+"\n", v.Version, v.Module)
	fmt.Fprintf(stdout, txtGoVersion+"\n", v.GoVersion)
	fmt.Fprintln(stdout, txtFingerprints)
	width := columnWidth(semantic.Dialects())
	for _, d := range v.Dialects {
		fmt.Fprintf(stdout, "  %-*s%s\n", width, d.ID, d.Fingerprint)
	}
	return exitOK
}
