import LocalizedStrings

extension DiagnosticRule {
  static let variableNameCharacter = DiagnosticRule(
    code: .variableNameCharacter,
    summary:
      "a .stringsdict's %#@name@ holds a character CoreFoundation ends a name at (one other than a letter, a digit, _ or ]), so Apple prints the rest of the reference as text",
    help: "Name the variable with letters, digits and _ only, in the reference and in its dictionary's key.",
    example: "NSStringLocalizedFormatKey %#@file-count@ (Apple shows \"#ount@\")",
    reason:
      "users on Apple platforms see the rest of the reference as text instead of the variable's (CFString.c, __CFParseFormatSpec); this runtime reads the whole name",
    triggering: [
      .stringsdict(pluralEntry("k", format: "%#@na-me@", pluralVariable("na-me")).marked(before: "<string>")),
      .stringsdict(
        pluralEntry("k", format: "%#@count@ in %#@fol.der@", pluralVariable("count")).marked(
          before: "<string>"),
        note: "each name is read; one with no variable is also undefined-variable"),
    ],
    nonTriggering: [
      .stringsdict(pluralEntry("k", format: "%#@file_count2]@", pluralVariable("file_count2]"))),
      RuleExample(
        [
          "Localizable.xcstrings": #"""
          {
            "sourceLanguage" : "en",
            "strings" : {
              "%lld remaining" : {
                "localizations" : {
                  "en" : {
                    "stringUnit" : { "state" : "translated", "value" : "%#@remaining.count@" },
                    "substitutions" : {
                      "remaining.count" : {
                        "argNum" : 1,
                        "formatSpecifier" : "lld",
                        "variations" : {
                          "plural" : {
                            "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg left" } },
                            "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg left" } }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "version" : "1.0"
          }

          """#
        ],
        note: "a String Catalog's substitution: how Apple reads its name is not CoreFoundation's open source"),
    ])
}
