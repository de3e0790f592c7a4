#!/usr/bin/env bash
# Builds the libFuzzer target over the onboardc pipeline and runs it.
#
#   Tests/Fuzz/run-fuzzer.sh [SECONDS]        (default 60)
#
# Environment:
#   SWIFTC          the compiler (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc)
#   FUZZ_WORK       where the binary, the working corpus and crash artifacts go, kept across
#                   runs (default: a new folder under ${TMPDIR:-/tmp}, removed after a clean run)
#   FUZZ_JOBS       parallel fuzzing jobs (default 1)
#   FUZZ_NICE       niceness of the fuzzer (default 10)
#   FUZZ_ARGS       extra libFuzzer arguments
#
# Exits 0 when the time ran out without a finding, non-zero on a crash, a hang (-timeout), a
# memory blow-up (-rss_limit_mb) or a sanitizer report; the input is left in $FUZZ_WORK/artifacts.
# Linux only: -sanitize=fuzzer needs the libFuzzer runtime that the Linux toolchain ships.
set -euo pipefail

seconds="${1:-60}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
fuzz="$root/Tests/Fuzz"

swiftc="${SWIFTC:-}"
if [[ -z "$swiftc" ]]; then
    swiftc="$(command -v swiftc || true)"
    [[ -n "$swiftc" ]] || swiftc=/opt/swift/usr/bin/swiftc
fi

if [[ "$(uname -s)" != Linux ]]; then
    echo "run-fuzzer.sh: libFuzzer (-sanitize=fuzzer) needs the Linux toolchain; skipping" >&2
    exit 0
fi

work="${FUZZ_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/onboardc-fuzz.XXXXXX")}"
mkdir -p "$work/corpus" "$work/artifacts" "$work/seeds"
work="$(cd "$work" && pwd)"

# Seeds: the example specs and their catalogs, the regression inputs, the committed hostile seeds,
# specs the test support's generators write (below, once the target is built) and, when the
# conformance suites sit beside the clone, JSONTestSuite's parsing tests.
cp "$root"/Specs/*.json "$root"/Specs/*.xcstrings "$work/seeds/" 2>/dev/null || true
for folder in "$fuzz/seeds" "$root/Tests/OnboardingCompilerTests/Regressions"; do
    if [[ -d "$folder" ]]; then find "$folder" -type f ! -name '*.md' -exec cp {} "$work/seeds/" \; ; fi
done
suite="$root/../shared/conformance/JSONTestSuite/test_parsing"
if [[ -d "$suite" ]]; then cp "$suite"/*.json "$work/seeds/" 2>/dev/null || true; fi

# The target is built from a snapshot of the sources, so that editing them meanwhile cannot break
# the build, and rebuilt only when they change.
binary="$work/onboardc-fuzz"
snapshot="$work/src"
rm -rf "$snapshot"
mkdir -p "$snapshot"
# Every library target of the pipeline (each folder of Sources/ but the command-line tool's and the
# runtime library's, which apps compile, not onboardc), compiled as one module: the imports between
# them go, so the entry point sees internal API of every stage (the targets' names never collide). A
# new stage joins without a change here.
modules=()
for folder in "$root"/Sources/*/; do
    module="$(basename "$folder")"
    [[ "$module" == onboardc || "$module" == OnboardingRuntime ]] || modules+=("$module")
done
module_pattern="$(IFS='|'; echo "${modules[*]}")"
for module in "${modules[@]}"; do
    cp -R "$root/Sources/$module" "$snapshot/$module"
done
find "$snapshot" -name '*.swift' -exec sed -i -E "s/^(@testable )?import ($module_pattern)\$//" {} +
cp "$fuzz/FuzzEntry.swift" "$snapshot/FuzzEntry.swift"
mkdir -p "$snapshot/Specs"
cp "$root"/Specs/*.json "$snapshot/Specs/"
sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(for module in "${modules[@]}"; do find "$snapshot/$module" -name '*.swift' -print0; done | sort -z)
stamp="$work/.sources.sha"
digest="$(cat "${sources[@]}" "$snapshot/FuzzEntry.swift" | cksum)"
if [[ ! -x "$binary" || ! -f "$stamp" || "$(cat "$stamp")" != "$digest" ]]; then
    echo "run-fuzzer.sh: building $binary" >&2
    nice -n "${FUZZ_NICE:-10}" "$swiftc" -sanitize=fuzzer,address -parse-as-library -module-name OnboardingCompiler -package-name onboardc \
        -O -g -j 1 "${sources[@]}" "$snapshot/FuzzEntry.swift" -o "$binary.new"
    mv "$binary.new" "$binary"
    echo "$digest" > "$stamp"
fi

# More seeds from the generators the tests and the benchmark share: valid specs and mutations of them.
FUZZ_WRITE_SEEDS="$work/seeds" "$binary" >/dev/null 2>&1 || echo "run-fuzzer.sh: could not write the generated seeds" >&2

echo "run-fuzzer.sh: fuzzing for ${seconds}s in $work" >&2
status=0
jobs=""
[[ "${FUZZ_JOBS:-1}" -gt 1 ]] && jobs="-jobs=${FUZZ_JOBS} -workers=${FUZZ_JOBS}"
# -max_len: specs are small, but long inputs find the size limits; 64 KiB is plenty.
# -timeout: an input taking 10 s is a hang. -rss_limit_mb: memory blow-ups are findings.
# Parallel jobs write fuzz-N.log files into the working directory: keep them in $work.
cd "$work"
# shellcheck disable=SC2086
nice -n "${FUZZ_NICE:-10}" "$binary" "$work/corpus" "$work/seeds" \
    -dict="$fuzz/onboarding.dict" \
    -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    $jobs \
    -artifact_prefix="$work/artifacts/" -print_final_stats=1 ${FUZZ_ARGS:-} || status=$?

findings=$(find "$work/artifacts" -type f | wc -l)
if [[ $status -ne 0 || $findings -ne 0 ]]; then
    echo "run-fuzzer.sh: FINDING (exit $status); inputs in $work/artifacts:" >&2
    ls -l "$work/artifacts" >&2
    exit 1
fi
echo "run-fuzzer.sh: no findings in ${seconds}s; corpus $(find "$work/corpus" -type f | wc -l) inputs in $work/corpus" >&2
if [[ -z "${FUZZ_WORK:-}" ]]; then
    cd /
    rm -rf "$work"
fi
