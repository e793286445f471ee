import LocalizedStrings

let cases: [Case] = [
  Case(
    code: .missingOther,
    firing: [
      "en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", variable("n", [("one", "%d file")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: .missingCategories,
    firing: [
      "pl.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable("n", [("one", "%d plik"), ("few", "%d pliki"), ("other", "%d pliku")])))
    ],
    quiet: [
      "pl.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable(
            "n", [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")])))
    ]),
  Case(
    code: .unknownCategory,
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("single", "%d file"), ("other", "%d files")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: .unusedCategory,
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%d"), ("few", "%d"), ("other", "%d")])))
    ],
    // zero is honoured for 0 in every language: not unreachable.
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("zero", "none"), ("one", "%d"), ("other", "%d")])))
    ]),
  Case(
    code: .emptyVariant,
    firing: [
      "pl.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable("n", [("one", "%d plik"), ("few", ""), ("many", "%d plików"), ("other", "%d pliku")])))
    ],
    quiet: [
      "pl.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable(
            "n", [("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")])))
    ]),
  Case(
    code: .controlCharacter,
    firing: ["en.lproj/L.strings": "\"save\" = \"Save\\0\";\n"],
    quiet: ["en.lproj/L.strings": "\"save\" = \"Save\\n\\tnow\";\n"]),
  Case(
    code: .retiredCategory,
    firing: [
      "he.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable("n", [("one", "%d"), ("two", "%d"), ("many", "%d"), ("other", "%d")])))
    ],
    quiet: [
      "he.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%d"), ("two", "%d"), ("other", "%d")])))
    ]),
  Case(
    code: .undefinedVariable,
    firing: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@m@", good))],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  // CoreFoundation reads %#@n@ outside a configuration as %@: a number is read as a pointer.
  Case(
    code: .undefinedVariable,
    firing: ["en.lproj/L.strings": "\"k\" = \"%#@n@ files\";\n"],
    quiet: ["en.lproj/L.strings": "\"k\" = \"%d files\";\n"]),
  Case(
    code: .unusedVariable,
    firing: [
      "en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good, variable("spare", [("other", "%d")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@ %#@spare@", good, variable("spare", [("other", "%d")])))
    ]),
  Case(
    code: .variableCycle,
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@a@", variable("a", [("other", "%1$#@b@")]), variable("b", [("other", "%1$#@a@")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@a@", variable("a", [("other", "%1$#@b@")]), variable("b", [("other", "%1$d")]))
      )
    ]),
  Case(
    code: .missingSpecType,
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", spec: nil, [("one", "%d"), ("other", "%d")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: .unknownSpecType,
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", spec: "NSStringGenderRuleType", [("other", "%d")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: .missingValueType,
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", valueType: nil, [("one", "%d"), ("other", "%d")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: .valueTypeMismatch,
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%d"), ("other", "%f")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", valueType: "f", [("one", "%.1f"), ("other", "%f")])))
    ]),
  Case(
    code: .integerWidthMismatch,
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", valueType: "lld", [("one", "%d"), ("other", "%lld")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", valueType: "lld", [("one", "%lld"), ("other", "%lld")])))
    ]),
  Case(
    code: .argumentSkipped,
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%3$#@n@", variable("n", [("one", "%3$d"), ("other", "%3$d %2$@")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%2$#@n@", variable("n", [("one", "%1$@ %2$d"), ("other", "%1$@ %2$d")])))
    ]),
  Case(
    code: .argumentTypeConflict,
    // The variable reads argument 1 as an integer, the format prints it as an object.
    firing: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@ by %1$@", good))],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@ by %2$@", good))]),
  Case(
    code: .mixedPositional,
    // Apple gives '%@' argument 1, which '%1$@' reads too; '%@ to %2$@' reads 1 and 2, as meant.
    firing: ["en.lproj/L.strings": "\"moved\" = \"%1$@ to %@\";\n"],
    quiet: ["en.lproj/L.strings": "\"moved\" = \"%@ to %2$@\";\n"]),
  Case(
    code: .missingKey,
    firing: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good) + entry("b", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
    ]),
  Case(
    code: .extraKey,
    firing: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good) + entry("z", format: "%#@n@", good)),
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
    ]),
  Case(
    code: .variableMismatch,
    firing: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(
        entry("a", format: "%#@m@", variable("m", [("one", "%d"), ("other", "%d")]))),
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
    ]),
  Case(
    code: .argumentMismatch,
    // fr reads argument 2 as an integer where en passes an object.
    firing: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@ %@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@ %d", good)),
    ],
    // Leaving an argument out is fine ("one" = "a file").
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@ %@", good)),
      "fr.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
    ]),
  Case(
    code: .unknownLocalization,
    firing: ["en.lproj/L.strings": "\"a\" = \"%@\";\n", "en copy.lproj/L.strings": "\"a\" = \"%@\";\n"],
    quiet: ["en.lproj/L.strings": "\"a\" = \"%@\";\n", "en_GB.lproj/L.strings": "\"a\" = \"%@\";\n"]),
  Case(
    code: .ambiguousDevelopmentLanguage,
    firing: ["en.lproj/L.strings": "\"a\" = \"%@\";\n", "English.lproj/L.strings": "\"a\" = \"%@\";\n"],
    // Base beside en is Xcode's layout: en is the reference, Base a file compared with it.
    quiet: ["en.lproj/L.strings": "\"a\" = \"%@\";\n", "Base.lproj/L.strings": "\"a\" = \"%@\";\n"]),
  Case(
    code: .unmatchedDevelopmentLanguage,
    // The development language (en by default) is neither folder: fr and de are compared with nothing.
    firing: ["de.lproj/L.strings": "\"a\" = \"%@\";\n", "fr.lproj/L.strings": "\"a\" = \"%d\";\n"],
    quiet: ["Base.lproj/L.strings": "\"a\" = \"%@\";\n", "fr.lproj/L.strings": "\"a\" = \"%@\";\n"]),
  Case(
    code: .parseError,
    firing: [
      "en.lproj/L.stringsdict": "<plist><dict><key>a</key></dict></plist>",
      "en.lproj/S.strings": "\"a\" = \"b\"",
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good)),
      "en.lproj/S.strings": "\"a\" = \"b\";",
    ]),
  Case(
    code: .catalogStateNeedsReview,
    firing: [
      "C.xcstrings":
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"x"}}}}}}"#
    ],
    quiet: [
      "C.xcstrings":
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}}}}"#
    ]),
  Case(
    code: .catalogStateNew,
    firing: [
      "C.xcstrings":
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"new","value":"x"}}}}}}"#
    ],
    // Xcode leaves the source language in state new: not worth a line.
    quiet: [
      "C.xcstrings":
        #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"new","value":"x"}}}}}}"#
    ]),
  Case(
    code: .fractionOnlyCategory,
    // Czech 'many' is for fractions; with %d the integer form in it never shows (5 → "5 hlasy").
    firing: [
      "cs.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable(
            "n", [("one", "%d hlas"), ("few", "%d hlasy"), ("many", "%d hlasů"), ("other", "%d hlasy")])))
    ],
    quiet: [
      "cs.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable(
            "n", valueType: "f",
            [("one", "%f hlas"), ("few", "%f hlasy"), ("many", "%f hlasu"), ("other", "%f hlasů")]))),
      "cs.lproj/M.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable(
            "n", [("one", "%d hlas"), ("few", "%d hlasy"), ("many", "%d hlasů"), ("other", "%d hlasů")]))),
    ]),
  Case(
    code: .deviceMissingOther,
    firing: [
      "en.lproj/L.stringsdict": plist(
        "<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>iphone</key><string>Tap</string><key>mac</key><string>Click</string></dict></dict>"
      )
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        "<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>iphone</key><string>Tap</string><key>other</key><string>Click</string></dict></dict>"
      )
    ]),
  Case(
    code: .invalidFormat,
    // Catalan "% publicacions" reads as a pointer conversion with a space flag.
    firing: [
      "C.xcstrings": catalog(#""%lld posts":{"localizations":{"ca":\#(unit("% publicacions"))}}"#),
      "en.lproj/S.strings": "\"%@ posts\" = \"%@ posts\";",
      "ca.lproj/S.strings": "\"%@ posts\" = \"% publicacions de %@\";",
    ],
    // Text that is never formatted may hold a percent sign.
    quiet: [
      "C.xcstrings": catalog(#""%lld posts":{"localizations":{"ca":\#(unit("%lld publicacions"))}}"#),
      "en.lproj/S.strings": "\"Sale\" = \"100% off\";",
      "ca.lproj/S.strings": "\"Sale\" = \"100% de descompte\";",
    ]),
  Case(
    code: .outputTooLong,
    // 9,999 references to a variable of 1,000 bytes: 10 MB from a 70 KB format, past the 4 MiB limit.
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry(
          "k", format: String(repeating: "%1$#@n@", count: 9_999),
          variable("n", [("one", "%d"), ("other", "%d " + String(repeating: "x", count: 1_000))])))
    ],
    // 1,000 references: 1 MB.
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry(
          "k", format: String(repeating: "%1$#@n@", count: 1_000),
          variable("n", [("one", "%d"), ("other", "%d " + String(repeating: "x", count: 1_000))])))
    ]),
]
