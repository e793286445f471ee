# Mutations of the plugins (Plugins/; sourced by Tests/mutations.sh, `mutation` is defined there).
# Their tests build a fixture package with SwiftPM (Tests/PluginTests), so each
# filter sets PLURALS_PLUGIN_TESTS=1; the first such run builds the linter there.
# shellcheck shell=bash

# `swift package lint-localizations --werror` must fail on warnings.
mutation plugin-command-werror-dropped Plugins/LintLocalizationsCommand/LintLocalizationsCommand.swift \
  'let forwarded = extractor.remainingArguments + arguments[end...]' \
  'let forwarded = (extractor.remainingArguments + arguments[end...]).filter { $0 != "--werror" }' \
  'PLURALS_PLUGIN_TESTS=1 PluginTests/commandPlugin'
# Every other option of `plurals lint` reaches the tool (issue 59): --fix, --output, --help, rules.
mutation plugin-command-options-dropped Plugins/LintLocalizationsCommand/LintLocalizationsCommand.swift \
  'let forwarded = extractor.remainingArguments + arguments[end...]' \
  'let forwarded = extractor.remainingArguments.filter { $0 == "--werror" }' \
  'PLURALS_PLUGIN_TESTS=1 PluginTests/commandPluginOptions'
# The files inside a copied resource folder are the build command's inputs:
# Swift Build does not look inside a folder given as an input.
mutation plugin-copied-files-not-inputs Plugins/Shared/LocalizationSources.swift \
  'var inputs: [URL] { listedFiles + copiedFolders + filesInCopiedFolders }' \
  'var inputs: [URL] { listedFiles + copiedFolders }' \
  'PLURALS_PLUGIN_TESTS=1 PluginTests/copiedFolder'
# A fixture command runs again when SwiftPM itself crashed: `swift package` as well as `swift build`.
mutation fixture-retry-swift-build-only Tests/TestSupport/FixturePackage.swift \
  'public static let swiftPMExecutables = ["swift-build", "swift-package", "swift-test", "swift-run"]' \
  'public static let swiftPMExecutables = ["swift-build"]' \
  'SwiftPMCrashTests'
# ... and only then: a name that merely begins like SwiftPM's is another process.
mutation fixture-retry-thread-name-prefix Tests/TestSupport/FixturePackage.swift \
  'printed.contains("Thread 0 \"\($0)\":")' \
  'printed.contains("Thread 0 \"\($0)")' \
  'SwiftPMCrashTests'
# ... whether or not its main thread is the one that crashed (`Thread 0 "swift-build" crashed:`).
mutation fixture-retry-main-thread-crash-missed Tests/TestSupport/FixturePackage.swift \
  ' || printed.contains("Thread 0 \"\($0)\" crashed:")' \
  '' \
  'SwiftPMCrashTests'
# The retry itself, run against a stand-in `swift`: a crash report on the error stream
# (where Swift's backtracer writes it) counts, and the command runs once more, not again and again.
mutation fixture-retry-reads-output-only Tests/TestSupport/FixturePackage.swift \
  '    guard Self.swiftPMItselfCrashed(first.output + first.error) else { return first }' \
  '    guard Self.swiftPMItselfCrashed(first.output) else { return first }' \
  'SwiftPMCrashTests'
mutation fixture-retry-unbounded Tests/TestSupport/FixturePackage.swift \
  '    return try run("/usr/bin/env", command, environment: environment)⏎  }' \
  '    return try swift(arguments, scratch: scratch, environment: environment)⏎  }' \
  'SwiftPMCrashTests'
