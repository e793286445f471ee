# Mutations of Package.swift (sourced by Tests/mutations.sh, `mutation` is defined there): what a
# package that depends on swift-plurals resolves (PackageGraphTests runs swift package resolve).
# shellcheck shell=bash

# Hummingbird only with the Hummingbird trait: otherwise every user of the runtime clones SwiftNIO (issue 59).
mutation hummingbird-resolved-without-trait Package.swift \
  '.product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"]))' \
  '.product(name: "Hummingbird", package: "hummingbird")' \
  'PackageGraphTests/defaultTraits'
# Vapor likewise, with the Vapor trait.
mutation vapor-resolved-without-trait Package.swift \
  '.product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"]))' \
  '.product(name: "Vapor", package: "vapor")' \
  'PackageGraphTests/defaultTraits'
# Yams only with the CLI trait: a server that names its framework's trait resolves no YAML parser.
mutation yams-resolved-without-cli Package.swift \
  'let yams = Target.Dependency.product(name: "Yams", package: "Yams", condition: .when(traits: ["CLI"]))' \
  'let yams = Target.Dependency.product(name: "Yams", package: "Yams")' \
  'PackageGraphTests/noTraits'
# An app that formats tables links neither catalogs nor bundles (issue 57: the one-entry executable −31 %):
# LocalizedStrings may not depend on the JSON reader, nor its product carry the module above it.
mutation tables-link-the-json-reader Package.swift \
  '"SourceFiles", "ExpatXML", "LocaleNumbers",⏎      ]),⏎    // The JSON reader' \
  '"SourceFiles", "ExpatXML", "LocaleNumbers", "InternalJSON",⏎      ]),⏎    // The JSON reader' \
  'ProductContentsTests'
mutation tables-product-carries-localization Package.swift \
  '.library(name: "LocalizedStrings", targets: ["LocalizedStrings", "SourceFiles"]),' \
  '.library(name: "LocalizedStrings", targets: ["LocalizedStrings", "Localization", "SourceFiles"]),' \
  'ProductContentsTests'
# The accessor tool's options hold no lint option (issue 74, item 4): CommandOptions does not depend
# on the linter, which GenerateAccessorsTool reaches only through the generator.
mutation accessor-options-link-the-linter Package.swift \
  '"AccessorCodeGen", "SourceFiles",⏎        argumentParser,⏎      ]),⏎    // The options of `plurals lint`' \
  '"AccessorCodeGen", "LocalizationLint", "SourceFiles",⏎        argumentParser,⏎      ]),⏎    // The options of `plurals lint`' \
  'ProductContentsTests'
