#!/usr/bin/env bash
# The Apple platform floor of Package.swift, checked on Linux: type-checks the
# Foundation-free libraries (PluralTableFormat, Plurals, PluralRuleSyntax,
# LocaleNumbers) for macOS 10.15 against the standard library's own
# availability. A use of anything newer than the floor (Mutex, Atomic, Int128,
# Duration, Regex, String(validating:), …) outside `@available`/`#available`
# fails the check with the compiler's "is only available in macOS N or newer".
#
# How: the toolchain has no Apple standard library, but its Linux interfaces
# (lib/swift/linux/*.swiftmodule/*.swiftinterface) carry every declaration's
# Apple availability. The script copies them as interfaces for an Apple target
# (three edits, below), lets the compiler build them for it, then type-checks
# the libraries against them. 45-93 s on 2 cores (93 s on 2026-11-27, one core
# busy), 15 s with the work directory of a previous run.
#
# What it cannot see: InternalUtilities, InternalJSON, LocalizedStrings, Localization, LocalizationLint,
# SourceFiles, ExpatXML
# and the tools import C modules (expat, the OS's libc, CAtomicSlots)
# for which there is no Apple SDK here; Linux-only code under #if; and the OS itself
# (a function whose behaviour differs on an old release). README "Platforms".
# Usage: Tools/availability/check.sh [WORK-DIRECTORY]
set -euo pipefail
cd "$(dirname "$0")/../.."
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
bin="$(dirname "$(command -v swiftc)")"
interfaces="$bin/../lib/swift/linux"
host=x86_64-unknown-linux-gnu
if [[ ! -f "$interfaces/Swift.swiftmodule/$host.swiftinterface" ]]; then
  # An arm64 host would need an arm64 Apple target, whose macOS floor is 11:
  # not written (nor tried) yet.
  echo "availability/check.sh: needs an x86_64 Linux toolchain ($host)" >&2
  exit 1
fi
# The floor of Package.swift (for macOS, a release below it: the floor of
# iOS 13, tvOS 13 and watchOS 6, which it declares). One Apple target is enough: the standard library
# marks its declarations with every Apple platform's release of the same Swift
# (macOS 10.15 = iOS 13 = tvOS 13 = watchOS 6 = Swift 5.1).
target=x86_64-apple-macos10.15
module_triple=x86_64-apple-macos
# The interfaces are built for the newest release, as Apple SDKs ship them.
interface_target=x86_64-apple-macos26.0

# A resource directory whose macosx/ holds the standard library's interfaces,
# rewritten for the Apple target; the rest (the C shims) is the toolchain's.
resources="$work/resources"
mkdir -p "$resources/macosx"
for entry in "$bin/../lib/swift"/*; do
  [[ "$(basename "$entry")" == macosx ]] || ln -sfn "$entry" "$resources/"
done
for module in Swift SwiftOnoneSupport _Concurrency _StringProcessing _RegexParser; do
  mkdir -p "$resources/macosx/$module.swiftmodule"
  # The Linux interface prints no body for a @backDeployed function that is not
  # inlinable there; the attribute only decides where the code runs (its
  # @available stays), so it goes.
  sed -e "1,5s/-target $host/-target $interface_target/" -e '/^ *@backDeployed(before: [^)]*)$/d' \
    "$interfaces/$module.swiftmodule/$host.swiftinterface" |
    # The typealiases that name an async sequence's Failure for Swift 5 clients
    # are marked macOS 10.15 but name a macOS 15 type, which the compiler
    # refuses in an interface built for an Apple target; they go too (the
    # conformances infer Failure from next()).
    perl -0pe 's/\n *\@available\([^)\n]*\)\n *\@_implements\(_Concurrency\.\w+, Failure\)[^\n]*//g' \
      >"$resources/macosx/$module.swiftmodule/$module_triple.swiftinterface"
done

# check MODULE DIRECTORY: type-checks the module (warnings are errors), then
# emits it for the modules that import it.
check() {
  local module=$1 directory=$2
  local files
  files=$(find "$directory" -name '*.swift' | sort)
  # shellcheck disable=SC2086
  "$bin/swiftc" -typecheck -target "$target" -swift-version 6 -parse-as-library \
    -package-name swift_plurals -module-name "$module" -resource-dir "$resources" -I "$work/out" \
    -module-cache-path "$work/cache" -warnings-as-errors $files
  # shellcheck disable=SC2086
  "$bin/swiftc" -emit-module -target "$target" -swift-version 6 -parse-as-library \
    -package-name swift_plurals -module-name "$module" -resource-dir "$resources" -I "$work/out" \
    -module-cache-path "$work/cache" -emit-module-path "$work/out/$module.swiftmodule" $files
  echo "$module: nothing newer than $target"
}

mkdir -p "$work/out"
check PluralTableFormat Sources/PluralTableFormat
check Plurals Sources/Plurals
check PluralRuleSyntax Sources/PluralRuleSyntax
check LocaleNumbers Sources/LocaleNumbers
