# Mutations of PluralsCLI (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

# (Tests/MUTATIONS.md maps modules and README behaviours to mutations.)
mutation cli-ordinal-flag-ignored Sources/PluralsCLI/PluralsCommand.swift \
  'let rules = PluralRules(locale: locale, type: ordinal ? .ordinal : .cardinal)' \
  'let rules = PluralRules(locale: locale, type: .cardinal)' \
  'CLITests'
mutation cli-stdin-line-unnamed Sources/PluralsCLI/PluralsCommand.swift \
  'try classify(text, where: "<stdin>:\(lineNumber): ")' \
  'try classify(text, where: "")' \
  'CLITests'
mutation cli-negotiate-excluded-hidden Sources/PluralsCLI/NegotiateCommand.swift \
  'if !accept.excluded.isEmpty {' \
  'if false, !accept.excluded.isEmpty {' \
  'FormatCommandTests'
mutation cli-locale-numbers-plain Sources/PluralsCLI/FormatCommand.swift \
  'Language(locale).map { FormatOptions($0, width: width, device: device) }' \
  'Language(locale).map { FormatOptions(pluralLocale: $0.pluralLocale, numberFormatLocale: nil, width: width, device: device) }' \
  'FormatCommandTests'
mutation cli-format-notes-dropped Sources/PluralsCLI/FormatCommand.swift \
  'for diagnostic in result.diagnostics { printError(diagnostic.description) }' \
  '' \
  'FormatCommandTests'
mutation cli-rules-samples-dropped Sources/PluralsCLI/PluralsCommand.swift \
  'if let samples = rule.integerSamples { Console.line("".padding(7) + "@integer \(samples)") }' \
  '' \
  'CLITests'
# Issue 56: format --bundle --device dropping the device; format on a catalog without --language
# in English instead of the catalog's source language.
mutation cli-bundle-device-dropped Sources/PluralsCLI/FormatCommand.swift \
  '        localizer.device = device⏎' \
  '' \
  'FormatDeviceLanguageTests'
mutation cli-catalog-language-english Sources/PluralsCLI/FormatCommand.swift \
  'language: language ?? catalog.sourceLanguage, options: options)' \
  'language: language ?? "en", options: options)' \
  'FormatDeviceLanguageTests'
mutation cli-values-parsed-whole Sources/PluralsCLI/PluralsCommand.swift \
  '? ValueRuns(arguments, from: 2).parsed : nil' \
  '? nil : nil' \
  'FormatCommandTests'
mutation cli-format-dashes-dropped Sources/PluralsCLI/FormatCommand.swift \
  'ValueRuns(CommandLine.arguments, from: 2).expand([file] + rest)' \
  'ValueRuns(CommandLine.arguments, from: 2).expand([file] + rest).filter { $0 != "--" }' \
  'FormatCommandTests'
mutation cli-classify-dashes-dropped Sources/PluralsCLI/PluralsCommand.swift \
  'for number in ValueRuns(CommandLine.arguments, from: 2).expand(numbers) {' \
  'for number in ValueRuns(CommandLine.arguments, from: 2).expand(numbers) where number != "--" {' \
  'CLITests'
mutation format-result-lines Sources/PluralsCLI/FormatCommand.swift \
  'Console.line(result.text)' \
  'Console.write(result.text + "\n")' \
  'HostileOutputCLITests'
mutation cli-parser-error-raw Sources/PluralsCLI/PluralsCommand.swift \
  'Console.writeError(text + "\n")' \
  'FileHandle.standardError.write(Data((text + "\n").utf8))' \
  'HostileOutputCLITests'
# lint and generate-accessors read their paths in runs (ValueRuns, issue 55): a command that
# does not expand them lints or reads the placeholder as a path.
mutation cli-lint-paths-unexpanded Sources/PluralsCLI/LintCommand.swift \
  'options.paths = ValueRuns(CommandLine.arguments, from: 2).expand(options.paths)' \
  'options.paths = options.paths' \
  'PathRunsCLITests'
mutation cli-accessor-paths-unexpanded Sources/PluralsCLI/GenerateAccessorsCommand.swift \
  'options.paths = ValueRuns(CommandLine.arguments, from: 2).expand(options.paths)' \
  'options.paths = options.paths' \
  'PathRunsCLITests'
mutation cli-locale-suggestion-dropped Sources/PluralsCLI/PluralsCommand.swift \
  'let near = LanguageTag.suggestion(for: locale).map { " (did you mean '"'"'\($0.identifier)'"'"'?)" } ?? ""' \
  'let near = ""' \
  'CLITests'
mutation cli-preview-locale-ignored Sources/PluralsCLI/PreviewCommand.swift \
  'let outcome = invocation.preview(languages: languages)' \
  'let outcome = invocation.preview(languages: nil)' \
  'PreviewCLITests'
# Issue 77: the command line reads Swift code with the parser (the plugins' tool does not).
mutation cli-code-reader-unset Sources/PluralsCLI/LintCommand.swift \
  '    invocation.codeReader = { CallSiteScanner.read(paths: $0, functions: $1, excludes: $2) }⏎' \
  '' \
  'LintSourcesCLITests'
