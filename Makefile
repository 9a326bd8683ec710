# tern — a menu of what you can do here. `make run` and `make test` are all a fresh clone needs.
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=
## The debug builds made here are optimized: the key mash of `make test` needs -O to run its
## 100,000 steps in under a minute (decision 1801). A command-line flag, not a setting in
## Package.swift: a package others depend on must not carry unsafeFlags. Every target below passes
## it, so they share one build; a plain `swift build` or `swift test` stays -Onone.
OPTIMIZE := -Xswiftc -O
BIN := .build/debug/tern
## The example app built on tern's library products (docs/ARCHITECTURE.md), in its own package and
## build directory, with the same flags as tern; its own Swift code may have at most 200 lines.
EXAMPLE := Examples/Countries
EXAMPLE_LIMIT := 200

## Where `make install` puts tern (DESTDIR: staging root for packagers).
PREFIX ?= /usr/local
DESTDIR ?=
## The self-contained release build (Swift runtime and Foundation linked statically; see
## docs/decisions/1200-self-contained-binary.md) and what is generated from it. libstdc++, which
## the Swift runtime needs, is linked in as well: one shared library fewer to load and bind at every
## start (decision 2042). The linker takes it from a folder holding only its archive, searched first.
STATIC_CXX := $(CURDIR)/.build/static-libstdc++
RELEASE_FLAGS := -c release --static-swift-stdlib -Xlinker -L$(STATIC_CXX)
RELEASE_BIN := .build/release
DIST := .build/dist
INSTALLED := bin/tern share/man/man1/tern.1 share/bash-completion/completions/tern \
  share/zsh/site-functions/_tern share/fish/vendor_completions.d/tern.fish

.PHONY: help deps build run example run-example example-size test unit e2e test-tsan compat bench lint format record-snapshots coverage soak clean
.PHONY: release install uninstall

help:
	@echo "make run               build and open tern (sample users, live weather; offline: d for sample data)"
	@echo "make run-example       build and open the example app (Examples/Countries)"
	@echo "make install           install tern, its man page and completions (PREFIX=/usr/local)"
	@echo "make uninstall         remove exactly what make install put there"
	@echo "make release           the self-contained binary, man page and completions in .build/dist"
	@echo "make test              everything CI runs: unit, snapshot and end-to-end tests"
	@echo "make unit              only the unit, snapshot and loopback tests"
	@echo "make e2e               only the end-to-end tests (tern in a detached tmux)"
	@echo "make test-tsan         the test suite under ThreadSanitizer"
	@echo "make compat            OpenCombine's own test suite run against PubSub"
	@echo "make bench             release-build benchmarks; prints ratios"
	@echo "make lint / format     swift format, with the checked-in .swift-format; lint checks doc comments"
	@echo "make record-snapshots  re-record the golden text snapshots"
	@echo "make coverage          line coverage per target"
	@echo "make soak              long robustness runs (decoder fuzzing, key mash)"

## Writes the commit and the day `tern --version` prints into the build (scripts/build-info; a
## plain `swift build` says "commit unknown"), then installs the system packages tern needs when
## they are missing (as root, through apt-get):
## ncursesw headers, libcurl's headers (curl.h; libcurl.so.4 is loaded at the first request), tmux for the
## end-to-end tests, jq (the oracle the --json layout is checked against), ncurses-term (xterm-direct: 24-bit colour, decision 2222), Unicode's data and test files (unicode-data, read through bzcat) the text tests
## check folding and wrapping against, the German and US English locales (locales-all) the locale
## tests read glibc's dates and numbers from, and under CI man and groff to check the installed man page.
deps:
	@scripts/build-info
	@missing=""; \
	[ -e /usr/include/ncursesw/curses.h ] || missing="$$missing libncurses-dev"; \
	ls /usr/lib/*/libcurl.so >/dev/null 2>&1 || missing="$$missing libcurl4-openssl-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v jq >/dev/null 2>&1 || missing="$$missing jq"; \
	[ -e /usr/share/terminfo/x/xterm-direct ] || missing="$$missing ncurses-term"; \
	[ -e /usr/share/unicode/NormalizationTest.txt.bz2 ] || missing="$$missing unicode-data"; \
	command -v bzcat >/dev/null 2>&1 || missing="$$missing bzip2"; \
	{ locale -a | grep -qx de_DE.utf8 && locale -a | grep -qx en_US.utf8; } || missing="$$missing locales-all"; \
	if [ -n "$$CI" ]; then \
	  command -v man >/dev/null 2>&1 || missing="$$missing man-db"; \
	  command -v groff >/dev/null 2>&1 || missing="$$missing groff-base"; \
	fi; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "tern needs:$$missing — install them with: sudo apt-get install -y$$missing" >&2; exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --product tern

run: build
	@$(BIN) $(ARGS)

## Builds Examples/Countries against this checkout (it depends on tern's products by path).
## SwiftPM reuses its cached build plan while the example's own package is unchanged, so a source
## file added to or removed from tern would be missed: the example is planned anew on every build
## (about a second; docs/decisions/1991-the-example-is-planned-on-every-build.md).
example: deps example-size
	$(SWIFT) build $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --package-path $(EXAMPLE) --disable-build-manifest-caching

## Runs it: make run-example ARGS="--url https://restcountries.com/v3.1/all?fields=..."
run-example: example
	@$(EXAMPLE)/.build/debug/countries $(ARGS)

## Fails when the example's own Swift code is over $(EXAMPLE_LIMIT) lines (scripts/example-size).
example-size:
	@scripts/example-size $(EXAMPLE) $(EXAMPLE_LIMIT)

## Unit, snapshot and loopback tests first, then the end-to-end tests in their own run: those block
## threads while they poll tmux, which would starve the in-process servers of the 2-core pool.
test: unit example
	$(SWIFT) test $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --skip-build --filter EndToEndTests

unit: deps
	$(SWIFT) build $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --build-tests
	$(SWIFT) test $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --skip-build --skip EndToEndTests

e2e: deps example
	$(SWIFT) build $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --build-tests
	$(SWIFT) test $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --skip-build --filter EndToEndTests

## The whole suite under ThreadSanitizer, built into .build-tsan: unit, snapshot and loopback tests
## first, then the end-to-end tests driving the TSan-built tern (a race in tern makes it exit 66).
## There, TSan leaves the fatal signals to tern's own handlers (handle_*=0), which the crash test
## checks. Suppressions: .tsan-suppressions; see docs/TESTING.md.
TSAN_OPTIONS_UNIT := suppressions=$(CURDIR)/.tsan-suppressions
TSAN_OPTIONS_E2E := $(TSAN_OPTIONS_UNIT):handle_segv=0:handle_sigbus=0:handle_sigill=0:handle_sigfpe=0:handle_abort=0
test-tsan: deps example
	$(SWIFT) build $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS="$(TSAN_OPTIONS_UNIT)" TERN_MASH_STEPS="$${TERN_MASH_STEPS:-10000}" \
	  $(SWIFT) test $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --skip-build --sanitize=thread \
	  --scratch-path .build-tsan --skip EndToEndTests
	TSAN_OPTIONS="$(TSAN_OPTIONS_E2E)" TERN_BINARY="$(CURDIR)/.build-tsan/debug/tern" $(SWIFT) test \
	  $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --skip-build --sanitize=thread --scratch-path .build-tsan --filter EndToEndTests

## OpenCombine 0.14.0's own test suite against PubSub, each test in its own process (Compat/compat,
## docs/TESTING.md). Prints `compat: N passed, M failed, K excluded`; fails if a test listed in
## Compat/baseline stops passing. COMPAT_ARGS="--filter MapTests" runs some tests.
compat:
	Compat/compat $(COMPAT_ARGS)

## Line coverage per target (llvm-cov over the unit, snapshot and loopback tests). The end-to-end
## tests are skipped: they run the tern binary in tmux, which adds no in-process coverage. Old
## profiles are removed first so a table never mixes runs of different code.
coverage: deps
	$(SWIFT) build $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --build-tests --enable-code-coverage --scratch-path .build-coverage
	rm -rf .build-coverage/*/debug/codecov
	$(SWIFT) test $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --skip-build --enable-code-coverage --scratch-path .build-coverage \
	  --skip EndToEndTests
	@scripts/coverage-table .build-coverage

## Builds the tern `make install` installs (the pty benchmarks drive it), then runs every group; the
## tables also go into docs/PERFORMANCE.md (between its bench markers) when every group ran; BENCH_ARGS="--only latency"
## picks groups.
bench: release
	cd Benchmarks && TERN_BINARY="$(CURDIR)/$(DIST)/tern" \
	  TERN_BENCH_MARKDOWN="$(CURDIR)/docs/PERFORMANCE.md" \
	  $(SWIFT) run -c release --disable-build-manifest-caching tern-bench $(BENCH_ARGS)

## The release binary, stripped to its function names (scripts/strip-binary), then the man page
## (tern-manual reads `tern --experimental-dump-help`) and the completion scripts, both generated
## from the argument-parser definitions behind --help.
release: deps $(STATIC_CXX)/libstdc++.a
	$(SWIFT) build $(RELEASE_FLAGS) --product tern
	$(SWIFT) build $(RELEASE_FLAGS) --product tern-manual
	mkdir -p $(DIST)
	scripts/strip-binary $(RELEASE_BIN)/tern $(DIST)/tern
	$(RELEASE_BIN)/tern keys --defaults > $(RELEASE_BIN)/tern-keys.txt
	$(RELEASE_BIN)/tern --experimental-dump-help | \
	  $(RELEASE_BIN)/tern-manual --keys $(RELEASE_BIN)/tern-keys.txt \
	  "$$($(RELEASE_BIN)/tern --version | awk 'NR == 1 { print $$2 }')" > $(DIST)/tern.1
	$(RELEASE_BIN)/tern --generate-completion-script bash > $(DIST)/tern.bash
	$(RELEASE_BIN)/tern --generate-completion-script zsh > $(DIST)/_tern
	$(RELEASE_BIN)/tern --generate-completion-script fish > $(DIST)/tern.fish

$(STATIC_CXX)/libstdc++.a:
	@archive="$$(clang -print-file-name=libstdc++.a)"; \
	[ -f "$$archive" ] || { echo "libstdc++.a not found: install libstdc++-12-dev" >&2; exit 1; }; \
	mkdir -p $(STATIC_CXX) && ln -sf "$$archive" $@

## PREFIX=$$HOME/.local installs without root; DESTDIR stages for a package.
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	install -m 755 $(DIST)/tern "$(DESTDIR)$(PREFIX)/bin/tern"
	install -m 644 $(DIST)/tern.1 "$(DESTDIR)$(PREFIX)/share/man/man1/tern.1"
	install -m 644 $(DIST)/tern.bash "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/tern"
	install -m 644 $(DIST)/_tern "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_tern"
	install -m 644 $(DIST)/tern.fish "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/tern.fish"

## Removes the five files install wrote, and no folder (others may share them).
uninstall:
	rm -f $(addprefix "$(DESTDIR)$(PREFIX)/,$(addsuffix ",$(INSTALLED)))

## Also fails on a public declaration of a library product without a doc comment (the checker is
## checked first against a sample with known answers).
lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks/Sources $(EXAMPLE)/Package.swift \
	  $(EXAMPLE)/Sources Compat/probes
	scripts/check-doc-comments --self-test
	scripts/check-doc-comments

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Benchmarks/Sources $(EXAMPLE)/Package.swift \
	  $(EXAMPLE)/Sources Compat/probes

record-snapshots: deps
	TERN_RECORD_SNAPSHOTS=1 $(SWIFT) test $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --skip EndToEndTests || true
	$(SWIFT) test $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --skip EndToEndTests

clean:
	rm -rf .build .build-* Benchmarks/.build Compat/.build $(EXAMPLE)/.build


## The decoder fuzzers with many more cases (TERN_FUZZ_CASES, default 200,000 per decoder) and the
## in-memory key mash with many more steps (TERN_MASH_STEPS, default 1,000,000), each from a random
## seed printed first; TERN_FUZZ_SEED=<seed> / TERN_MASH_SEED=<seed> repeat a run. See docs/TESTING.md.
soak: deps
	$(SWIFT) build $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --build-tests
	@seed="$${TERN_FUZZ_SEED:-$$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')}"; \
	cases="$${TERN_FUZZ_CASES:-200000}"; \
	echo "soak: TERN_FUZZ_SEED=$$seed TERN_FUZZ_CASES=$$cases"; \
	TERN_FUZZ_SEED=$$seed TERN_FUZZ_CASES=$$cases $(SWIFT) test $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --skip-build --filter DecoderFuzzTests
	@seed="$${TERN_MASH_SEED:-$$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')}"; \
	steps="$${TERN_MASH_STEPS:-1000000}"; \
	echo "soak: TERN_MASH_SEED=$$seed TERN_MASH_STEPS=$$steps"; \
	TERN_MASH_SEED=$$seed TERN_MASH_STEPS=$$steps $(SWIFT) test $(OPTIMIZE) $(SWIFT_BUILD_FLAGS) --skip-build --filter KeyMashTests
