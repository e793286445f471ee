# Mutations of Documentation (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation readme-promise-changed README.md \
  '// "5 plików"' \
  '// "5 plikow"' \
  'DocumentationTests'
mutation readme-licence-link-broken README.md \
  '[`cldr-data/LICENSE`](cldr-data/LICENSE)' \
  '[`cldr-data/LICENSE`](cldr-data/LICENCE)' \
  'LicenceTests'
mutation readme-server-snippet-example-helper README.md \
  '  return try context.localizer.format("%d file(s) remaining", count)   // "Pozostało 5 plików"' \
  '  return text(try context.localizer.format("%d file(s) remaining", count))   // "Pozostało 5 plików"' \
  'CompleteSnippetTests'
# The server's .package line names a trait Package.swift declares, as the example server does (issue 59).
mutation readme-server-trait-misnamed README.md \
  'from: "0.1.0", traits: ["Hummingbird"]),' \
  'from: "0.1.0", traits: ["PluralsHummingbird"]),' \
  'CompleteSnippetTests/serverPackageLines'
mutation docc-accessor-manifest-default-localization-dropped Sources/Localization/Localization.docc/GeneratedAccessors.md \
  '  defaultLocalization: "en",  // required as soon as a target processes .lproj folders' \
  '  // required as soon as a target processes .lproj folders' \
  'CompleteSnippetTests'
# The README bounded: a section grown past 30,000 bytes in all fails.
mutation readme-over-its-bound README.md \
  '## Licence' \
  '## Licence⏎⏎This paragraph stands for depth that belongs in a DocC article: fifty bytes and fifty bytes and fifty bytes and fifty bytes and fifty bytes.' \
  'ReadmeTests'
