# tern — a menu of what you can do here. `make run` and `make test` are all a fresh clone needs.
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=
APT_PACKAGES := libncurses-dev tmux
BIN := .build/debug/tern

.PHONY: help deps build run test unit e2e test-tsan bench lint format record-snapshots coverage soak clean

help:
	@echo "make run               build and open tern on bundled sample data"
	@echo "make test              everything CI runs: unit, snapshot and end-to-end tests"
	@echo "make e2e               only the end-to-end tests (tern in a detached tmux)"
	@echo "make test-tsan         the test suite under ThreadSanitizer"
	@echo "make bench             release-build benchmarks; prints ratios"
	@echo "make lint / format     swift format, with the checked-in .swift-format"
	@echo "make record-snapshots  re-record the golden text snapshots"
	@echo "make coverage          line coverage per target"
	@echo "make soak              long robustness runs (decoder fuzzing, key mash)"

## Installs the system packages tern needs when they are missing (as root, through apt-get).
deps:
	@missing=""; \
	[ -e /usr/include/ncursesw/curses.h ] || missing="$$missing libncurses-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "tern needs:$$missing — install them with: sudo apt-get install -y$$missing" >&2; exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product tern

run: build
	@$(BIN) $(ARGS)

## Unit, snapshot and loopback tests first, then the end-to-end tests in their own run: those block
## threads while they poll tmux, which would starve the in-process servers of the 2-core pool.
test: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build --skip EndToEndTests
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build --filter EndToEndTests

e2e: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build --filter EndToEndTests

## The whole suite under ThreadSanitizer, built into .build-tsan: unit, snapshot and loopback tests
## first, then the end-to-end tests driving the TSan-built tern (a race in tern makes it exit 66).
## There, TSan leaves the fatal signals to tern's own handlers (handle_*=0), which the crash test
## checks. Suppressions: .tsan-suppressions; see docs/TESTING.md.
TSAN_OPTIONS_UNIT := suppressions=$(CURDIR)/.tsan-suppressions
TSAN_OPTIONS_E2E := $(TSAN_OPTIONS_UNIT):handle_segv=0:handle_sigbus=0:handle_sigill=0:handle_sigfpe=0:handle_abort=0
test-tsan: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS="$(TSAN_OPTIONS_UNIT)" TERN_MASH_STEPS="$${TERN_MASH_STEPS:-10000}" \
	  $(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build --sanitize=thread \
	  --scratch-path .build-tsan --skip EndToEndTests
	TSAN_OPTIONS="$(TSAN_OPTIONS_E2E)" TERN_BINARY="$(CURDIR)/.build-tsan/debug/tern" $(SWIFT) test \
	  $(SWIFT_BUILD_FLAGS) --skip-build --sanitize=thread --scratch-path .build-tsan --filter EndToEndTests

## Line coverage per target (llvm-cov over the unit, snapshot and loopback tests). The end-to-end
## tests are skipped: they run the tern binary in tmux, which adds no in-process coverage. Old
## profiles are removed first so a table never mixes runs of different code.
coverage: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests --enable-code-coverage --scratch-path .build-coverage
	rm -rf .build-coverage/*/debug/codecov
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build --enable-code-coverage --scratch-path .build-coverage \
	  --skip EndToEndTests
	@scripts/coverage-table .build-coverage

## Builds the release tern the pty benchmarks drive, then runs every group; the tables also go
## into docs/PERFORMANCE.md (between its bench markers). BENCH_ARGS="--only latency" picks groups.
bench: deps
	$(SWIFT) build -c release --product tern
	cd Benchmarks && TERN_BINARY="$(CURDIR)/.build/release/tern" \
	  TERN_BENCH_MARKDOWN="$(CURDIR)/docs/PERFORMANCE.md" \
	  $(SWIFT) run -c release tern-bench $(BENCH_ARGS)

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks/Sources

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Benchmarks/Sources

record-snapshots: deps
	TERN_RECORD_SNAPSHOTS=1 $(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip EndToEndTests || true
	$(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip EndToEndTests

clean:
	rm -rf .build .build-* Benchmarks/.build


## The decoder fuzzers with many more cases (TERN_FUZZ_CASES, default 200,000 per decoder) and the
## in-memory key mash with many more steps (TERN_MASH_STEPS, default 1,000,000), each from a random
## seed printed first; TERN_FUZZ_SEED=<seed> / TERN_MASH_SEED=<seed> repeat a run. See docs/TESTING.md.
soak: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --build-tests
	@seed="$${TERN_FUZZ_SEED:-$$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')}"; \
	cases="$${TERN_FUZZ_CASES:-200000}"; \
	echo "soak: TERN_FUZZ_SEED=$$seed TERN_FUZZ_CASES=$$cases"; \
	TERN_FUZZ_SEED=$$seed TERN_FUZZ_CASES=$$cases $(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build --filter DecoderFuzzTests
	@seed="$${TERN_MASH_SEED:-$$(od -An -N8 -tu8 /dev/urandom | tr -d ' ')}"; \
	steps="$${TERN_MASH_STEPS:-1000000}"; \
	echo "soak: TERN_MASH_SEED=$$seed TERN_MASH_STEPS=$$steps"; \
	TERN_MASH_SEED=$$seed TERN_MASH_STEPS=$$steps $(SWIFT) test $(SWIFT_BUILD_FLAGS) --skip-build --filter KeyMashTests
