import LocalizationFiles
import LocalizedStrings

/// Fixtures for the codes the readers report (and the checks the corpus
/// alone used to exercise): each fires on its file and not on the corrected one.
let readerCases: [Case] = [
  Case(
    code: .duplicateKey,
    firing: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good) + entry("a", format: "%#@n@ ", good))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(entry("a", format: "%#@n@", good) + entry("z", format: "%#@n@ ", good))
    ]),
  Case(
    code: .duplicateKey,
    note: "in a .strings file",
    firing: ["en.lproj/L.strings": "\"Delete\" = \"Delete\";\n\"Delete\" = \"Remove\";\n"],
    quiet: ["en.lproj/L.strings": "\"Delete\" = \"Delete\";\n\"Remove\" = \"Remove\";\n"]),
  Case(
    code: .duplicateKey,
    note: "a variant written twice in a variable",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@", variable("n", [("one", "%d file"), ("other", "%d files"), ("one", "%d doc")]))
      )
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%d file"), ("other", "%d files")])))
    ]),
  Case(
    code: .duplicateKey,
    note: "a catalog's member written twice",
    firing: ["C.xcstrings": catalog(#""k":{"localizations":{"en":\#(unit("Hi"))}},"k":{"comment":"x"}"#)],
    quiet: ["C.xcstrings": catalog(#""k":{"localizations":{"en":\#(unit("Hi"))}},"j":{"comment":"x"}"#)]),
  Case(
    code: .invalidEntry,
    firing: ["en.lproj/L.stringsdict": plist("<key>k</key><integer>3</integer>")],
    quiet: ["en.lproj/L.stringsdict": plist("<key>k</key><string>3</string>")]),
  Case(
    code: .missingFormatKey,
    firing: ["en.lproj/L.stringsdict": plist("<key>k</key><dict>\(good)</dict>")],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: .invalidFormatKey,
    firing: [
      "en.lproj/L.stringsdict": plist(
        "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><integer>1</integer>\(good)</dict>")
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: .invalidVariable,
    firing: [
      "en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good, "<key>m</key><string>x</string>"))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: .invalidVariant,
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
            + "<key>one</key><integer>1</integer><key>other</key><string>%d files</string></dict>"))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: .invalidValueType,
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@", variable("n", valueType: "zz", [("one", "%d file"), ("other", "%d files")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: .invalidValueType,
    note: "a catalog's formatSpecifier",
    firing: [
      "C.xcstrings": catalog(
        #""k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"zz","variations":{"plural":{"one":\#(unit("%arg file")),"other":\#(unit("%arg files"))}}}}}}}"#
      )
    ],
    quiet: [
      "C.xcstrings": catalog(
        #""k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":\#(unit("%arg file")),"other":\#(unit("%arg files"))}}}}}}}"#
      )
    ]),
  Case(
    code: .invalidWidthEntry,
    firing: [
      "en.lproj/L.stringsdict": plist(
        "<key>k</key><dict><key>NSStringVariableWidthRuleType</key><string>wide</string></dict>")
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        "<key>k</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>wide</string></dict></dict>"
      )
    ]),
  Case(
    code: .invalidWidth,
    firing: [
      "en.lproj/L.stringsdict": plist(
        "<key>k</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>wide</key><string>wide</string><key>20</key><string>x</string></dict></dict>"
      )
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        "<key>k</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>40</key><string>wide</string><key>20</key><string>x</string></dict></dict>"
      )
    ]),
  Case(
    code: .invalidWidth,
    note: "a catalog's width variation",
    firing: [
      "C.xcstrings": catalog(#""k":{"localizations":{"en":{"variations":{"width":{"wide":\#(unit("x"))}}}}}"#)
    ],
    quiet: [
      "C.xcstrings": catalog(#""k":{"localizations":{"en":{"variations":{"width":{"20":\#(unit("x"))}}}}}"#)
    ]),
  Case(
    code: .invalidDeviceEntry,
    firing: [
      "en.lproj/L.stringsdict": plist(
        "<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><string>Tap</string></dict>")
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        "<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>other</key><string>Tap</string></dict></dict>"
      )
    ]),
  Case(
    code: .unknownDevice,
    firing: [
      "en.lproj/L.stringsdict": plist(
        "<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>toaster</key><string>Tap</string><key>other</key><string>Click</string></dict></dict>"
      )
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        "<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict><key>ipad</key><string>Tap</string><key>other</key><string>Click</string></dict></dict>"
      )
    ]),
  Case(
    code: .catalogMissingValue,
    firing: ["C.xcstrings": catalog(#""k":{"localizations":{"de":{"stringUnit":{"state":"translated"}}}}"#)],
    quiet: ["C.xcstrings": catalog(#""k":{"localizations":{"de":\#(unit("x"))}}"#)]),
  Case(
    code: .catalogUnknownVariation,
    firing: [
      "C.xcstrings": catalog(
        #""k":{"localizations":{"en":{"variations":{"gender":{"female":\#(unit("x"))}}}}}"#)
    ],
    quiet: [
      "C.xcstrings": catalog(
        #""k":{"localizations":{"en":{"variations":{"plural":{"other":\#(unit("x"))}}}}}"#)
    ]),
  Case(
    code: .ambiguousPluralArgument,
    firing: [
      "C.xcstrings": catalog(
        #""k":{"localizations":{"en":{"variations":{"plural":{"one":\#(unit("%lld file in %lld folders")),"other":\#(unit("%lld files in %lld folders"))}}}}}"#
      )
    ],
    // One number among objects: it varies by that one (argument 3), nothing to report.
    quiet: [
      "C.xcstrings": catalog(
        #""k":{"localizations":{"en":{"variations":{"plural":{"one":\#(unit("Followed by %1$@, %2$@ and %3$lld other")),"other":\#(unit("Followed by %1$@, %2$@ and %3$lld others"))}}}}}"#
      )
    ]),
  Case(
    code: .catalogUnknownVariation,
    note: "a substitution's",
    firing: [
      "C.xcstrings": catalog(
        #""k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"gender":{"female":\#(unit("%arg"))},"plural":{"other":\#(unit("%arg files"))}}}}}}}"#
      )
    ],
    quiet: [
      "C.xcstrings": catalog(
        #""k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"other":\#(unit("%arg files"))}}}}}}}"#
      )
    ]),
  Case(
    code: .invalidFormat,
    note: "in a .stringsdict variant, the only file",
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%d file"), ("other", "%d files, 50% p")])))
    ],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@", good))]),
  Case(
    code: .invalidFormat,
    note: "in a .stringsdict format key, the only file",
    firing: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@ %0$d", good))],
    quiet: ["en.lproj/L.stringsdict": plist(entry("k", format: "%#@n@ %1$d", good))]),
  Case(
    code: .missingLargeNumberCategory,
    // French 'many' is for round millions (1000000, 2000000 …): a note for an integer variable.
    firing: [
      "fr.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "%d fichier"), ("other", "%d fichiers")])))
    ],
    quiet: [
      "fr.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable("n", [("one", "%d fichier"), ("many", "%d de fichiers"), ("other", "%d fichiers")])))
    ]),
  Case(
    code: .missingLargeNumberCategory,
    note: "a floating-point variable, for the same reason",
    // %.0f prints 1000000 with no fraction digits: only then is it 'many'; fractions never are.
    firing: [
      "fr.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable("n", valueType: "f", [("one", "%.0f kilomètre"), ("other", "%.0f kilomètres")])))
    ],
    quiet: [
      "fr.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable(
            "n", valueType: "f",
            [("one", "%.0f kilomètre"), ("many", "%.0f de kilomètres"), ("other", "%.0f kilomètres")])))
    ]),
  Case(
    code: .missingRequiredOther,
    // Russian one, few and many cover every integer; Apple's format requires 'other' all the same.
    firing: [
      "ru.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable("n", [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов")])))
    ],
    quiet: [
      "ru.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable(
            "n", [("one", "%d файл"), ("few", "%d файла"), ("many", "%d файлов"), ("other", "%d файла")])))
    ]),
  Case(
    code: .numberNotShown,
    // Ukrainian 'one' is 1, 21, 31 …: "один файл" is wrong for 21.
    firing: [
      "uk.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@",
          variable(
            "n", [("one", "один файл"), ("few", "%d файли"), ("many", "%d файлів"), ("other", "%d файлу")])))
    ],
    // English 'one' is 1 alone.
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", [("one", "one file"), ("other", "%d files")])))
    ]),
  Case(
    code: .valueTypeMismatch,
    note: "a plural variable's number declared and printed as a C string",
    // Formatting needs a number to choose the variant, and %s cannot print one: every call throws.
    firing: [
      "en.lproj/L.stringsdict": plist(
        entry(
          "k", format: "%#@n@", variable("n", valueType: "s", [("one", "%s file"), ("other", "%s files")])))
    ],
    quiet: [
      "en.lproj/L.stringsdict": plist(
        entry("k", format: "%#@n@", variable("n", valueType: "s", [("one", "a file"), ("other", "files")])))
    ]),
  Case(
    code: .invalidFormat,
    note: "variables nested deeper than format follows",
    firing: ["en.lproj/L.stringsdict": VariableDepthTests.chain(17)],
    quiet: ["en.lproj/L.stringsdict": VariableDepthTests.chain(16)]),
  Case(
    code: .internalDTDSubset,
    // Expat expands &app; here; Apple's parser stops at the '['.
    firing: [
      "en.lproj/L.stringsdict": InternalDTDSubsetTests.document(
        doctype: "<!DOCTYPE plist [<!ENTITY app \"Files\">]>", text: "&app;")
    ],
    quiet: [
      "en.lproj/L.stringsdict": InternalDTDSubsetTests.document(
        doctype: InternalDTDSubsetTests.appleDoctype, text: "Files")
    ]),
  Case(
    code: .superfluousSuppression,
    // The entry below has nothing to suppress.
    firing: ["en.lproj/S.strings": "/* plurals-lint:disable:next mixed-positional */\n\"a\" = \"%@\";\n"],
    quiet: ["en.lproj/S.strings": "/* plurals-lint:disable:next mixed-positional */\n\"a\" = \"%@ %1$@\";\n"]),
]

/// Codes that `plurals lint` never reports, with the test that makes them fire.
let codesCheckedElsewhere: [DiagnosticCode: String] = [
  // Reported while formatting, when a language is served for another.
  .languageFallback: "DiagnosticFixtureTests.languageFallback"
]
