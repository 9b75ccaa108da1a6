# urispec: see README.md. Every target runs from a fresh clone; Go modules come from the module proxy
# and pigeon is pinned in go.mod and run with `go tool pigeon`.

GO       ?= go
FUZZTIME ?= 10s

.PHONY: all generate check-generated lint-grammar lint test race beam-test demo bench fuzz oracle build survey-check

all: test

## generate: regenerate generated/ from the grammars (the pigeon parsers of grammar/<dialect>/<dialect>.peg
## in generated/internal/<pkg>/, the automata, metadata and adapters of generated/<pkg>/, the registry) and
## grammar/AUTOMATA.md, the rule inventory grammar/INVENTORY.md and the errata document grammar/ERRATA.md;
## the scheme and URN namespace grammars (grammar/schemes, grammar/urn) to generated/schemes and grammar/SCHEMES.md
## Each file is written to a temporary file and renamed into place, so a failure leaves the committed
## file intact and make exits non-zero (tools/generate does the same for generated/).
generate:
	$(GO) run ./tools/generate
	@$(GO) run ./tools/grammar inventory -md > grammar/INVENTORY.md.tmp && \
		mv grammar/INVENTORY.md.tmp grammar/INVENTORY.md || { rm -f grammar/INVENTORY.md.tmp; exit 1; }
	@$(GO) run ./tools/urispec dialects -md > grammar/ERRATA.md.tmp && \
		mv grammar/ERRATA.md.tmp grammar/ERRATA.md || { rm -f grammar/ERRATA.md.tmp; exit 1; }
	@$(GO) run ./tools/urispec schemes -md > grammar/SCHEMES.md.tmp && \
		mv grammar/SCHEMES.md.tmp grammar/SCHEMES.md || { rm -f grammar/SCHEMES.md.tmp; exit 1; }
	$(GO) run ./tools/urispec dialects -md-table > README.dialects.tmp && \
	$(GO) run ./tools/grammar splice -file README.md -name dialects < README.dialects.tmp; \
	rc=$$?; rm -f README.dialects.tmp; exit $$rc

## check-generated: regenerate into a temporary tree and fail on any difference with the committed code
## (every file under generated/ is compared: make generate writes all of them)
check-generated:
	@tmp=$$(mktemp -d) && trap 'rm -rf $$tmp' EXIT && \
	$(GO) run ./tools/generate -out $$tmp && \
	if diff -r $$tmp/generated generated >/dev/null; then \
		echo "check-generated: generated/ is up to date"; \
	else \
		diff -r $$tmp/generated generated | head -40; \
		echo "check-generated: generated/ differs from a fresh 'make generate'"; exit 1; \
	fi && \
	$(GO) run ./tools/grammar inventory -md > $$tmp/INVENTORY.md && \
	$(GO) run ./tools/urispec dialects -md > $$tmp/ERRATA.md && \
	$(GO) run ./tools/urispec schemes -md > $$tmp/SCHEMES.md && \
	mv $$tmp/grammar/AUTOMATA.md $$tmp/AUTOMATA.md && \
	for f in AUTOMATA.md INVENTORY.md ERRATA.md SCHEMES.md; do \
		if ! cmp -s $$tmp/$$f grammar/$$f; then \
			echo "check-generated: grammar/$$f differs from a fresh 'make generate'"; exit 1; fi; \
	done && \
	$(GO) run ./tools/urispec dialects -md-table > $$tmp/dialects.md && \
	$(GO) run ./tools/grammar splice -check -file README.md -name dialects < $$tmp/dialects.md

## lint-grammar: lint every grammar/*/*.abnf (undefined, unreachable, duplicates, case, bounds, imports)
lint-grammar:
	$(GO) run ./tools/grammar lint

## lint: gofmt, go vet and the grammar lint
lint: lint-grammar
	@bad=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$bad" ]; then echo "gofmt needed:"; echo "$$bad"; exit 1; fi
	$(GO) vet ./...

## test: the README's test command (CI runs exactly this)
test: check-generated lint race
	$(GO) test -timeout 30m ./...
	$(MAKE) beam-test

## beam-test: vet and test the Beam pipeline of the survey, tools/beam, a module of its own (the root's
## go build, vet and test skip it): its JSON on Prism against `urispec survey -json` on the same files
beam-test:
	cd tools/beam && $(GO) vet ./... && $(GO) test ./...

## race: every entry point of every dialect from many goroutines at once, and check -j, under the race
## detector (it needs cgo and a C compiler; .ci/run installs gcc where it is missing)
race:
	CGO_ENABLED=1 $(GO) test -race -count=1 -run '^(TestEntryPointsConcurrent|TestParseConcurrent|TestParallelOrder)$$' ./semantic ./tools/urispec

## demo: a tour on the embedded default: the verdicts of every dialect on a few telling inputs (diff),
## a resolution and its inverse (relativize), the exact difference of two dialects' languages
## (diff -languages), a normalization, a warning, an error with its caret, then the conformance report of
## the embedded corpus, which ends with its line "N passed, N failed, N skipped". The binary is built
## once (go run would add "exit status 1" after a command that rightly reports an invalid input);
## exit status 1 of a step (an invalid input, shown on purpose) is not a failure, 2 is.
demo:
	@dir=$$(mktemp -d) && trap 'rm -rf "$$dir"' EXIT && bin=$$dir/urispec && \
	$(GO) build -o "$$bin" ./tools/urispec && \
	step() { \
		printf '\n$$ urispec'; \
		for a in "$$@"; do case $$a in *[!A-Za-z0-9_./:=-]*) printf " '%s'" "$$a";; *) printf ' %s' "$$a";; esac; done; \
		echo; "$$bin" "$$@" || [ $$? -eq 1 ]; \
	} && \
	step diff 'http://[::1]:80/' 'foo:?q' 'urn:example:a123,z456' && \
	step resolve -d url-syntax-05 'http://a/b/c/d;p?q' 'g?y/../x' '../g' && \
	step relativize -d url-syntax-05 'http://a/b/c/d;p?q' 'http://a/b/c/d;p?y' 'http://a/g' && \
	step diff -languages -max 1 url-syntax-05 rfc2396 && \
	step normalize -d rfc3986 -level scheme 'HTTP://Example.COM:80/a/./b/../%7euser' && \
	step check -d rfc8141 'urn:example:a123?+CCResolve:cc=uk' && \
	step check -d rfc1738 'ftp://ftp.is.co.za/rfc;type=x' && \
	step diff 'https://1.2.3.256/' && \
	step conformance

## bench: the benchmarks, urispec and its peers (net/url, go-urn) measured in one run on
## ../shared/bench; tools/benchtable prints the ratios as a table (BENCH narrows the set), then the
## pipelines in lines/s (check -d rfc3986 and survey of every dialect, each on one core and on
## every core: BenchmarkCheckStream, BenchmarkSurvey) and the survey as a Beam pipeline on Prism
## (tools/beam: BenchmarkPipeline)
BENCH ?= .
bench:
	@tmp=$$(mktemp) && trap 'rm -f $$tmp' EXIT && \
	$(GO) test -run '^$$' -bench '$(BENCH)' -benchmem ./... > $$tmp; status=$$?; \
	(cd tools/beam && $(GO) test -run '^$$' -bench '$(BENCH)' -benchmem ./...) >> $$tmp || status=1; \
	$(GO) run ./tools/benchtable < $$tmp; exit $$status

## survey-check: the HTML report of `urispec survey` in a real headless browser (Chromium, from Debian:
## apt-get install chromium): surveys SURVEY_INPUT, loads the page with every host name unresolvable (the
## report must need no network), fails unless its DOM has the title and both charts, and leaves the page
## and a screenshot in SURVEY_OUT (report.html, report.png). Not part of make test (it needs Chromium).
SURVEY_INPUT ?= ../shared/bench/real-urls.txt
SURVEY_OUT   ?= /tmp/urispec-survey
CHROMIUM     ?= chromium
CHROMIUM_FLAGS = --headless --no-sandbox --disable-gpu --hide-scrollbars --host-resolver-rules='MAP * ~NOTFOUND'
survey-check:
	@set -e; command -v $(CHROMIUM) >/dev/null || { echo "survey-check: no $(CHROMIUM) (apt-get install chromium)"; exit 1; }; \
	mkdir -p $(SURVEY_OUT); out=$$(cd $(SURVEY_OUT) && pwd); rm -f "$$out/report.png"; \
	$(GO) run ./tools/urispec survey -html "$$out/report.html" $(SURVEY_INPUT) > "$$out/report.txt"; \
	$(CHROMIUM) $(CHROMIUM_FLAGS) --dump-dom "file://$$out/report.html" > "$$out/dom.html" 2>"$$out/chromium.log" || true; \
	if ! grep -q '<h1>urispec survey</h1>' "$$out/dom.html" || [ "$$(grep -c '<svg ' "$$out/dom.html")" -ne 2 ]; then \
		echo "survey-check: the report did not load in $(CHROMIUM) (see $$out/chromium.log)"; exit 1; fi; \
	$(CHROMIUM) $(CHROMIUM_FLAGS) --window-size=1200,2400 --screenshot="$$out/report.png" "file://$$out/report.html" 2>>"$$out/chromium.log" || true; \
	if [ ! -s "$$out/report.png" ]; then echo "survey-check: no screenshot (see $$out/chromium.log)"; exit 1; fi; \
	echo "survey-check: the report loads in $$($(CHROMIUM) --version 2>/dev/null): $$out/report.html, screenshot $$out/report.png"

## fuzz: a short run of every fuzz target
fuzz:
	@for pkg in $$($(GO) list ./...); do \
		for t in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "fuzz $$pkg $$t"; $(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
		done; \
	done

## oracle: every dialect's parser, automaton and exact ABNF recognizer against each other at scale:
## 10^6 samples of each kind per start rule, the grammar's (oracle.Samples) and the automaton's
## (automaton.TransitionSamples); a table of counts and divergences, exit 1 on any divergence
oracle:
	$(GO) run ./tools/oraclecmd -n 1000000

## build: the urispec binary
build:
	$(GO) build -o urispec ./tools/urispec
