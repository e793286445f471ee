import Localization
import LocalizedStrings

extension DiagnosticRule {
  /// `value-type-mismatch`: a variable's declared type does not match the conversion that prints its number.
  static let valueTypeMismatch = DiagnosticRule(
    code: .valueTypeMismatch,
    summary: "a variable's declared type does not match the conversion that prints its number",
    help:
      "Print the number with the conversion of NSStringFormatValueTypeKey (or the catalog's formatSpecifier).",
    example: "NSStringFormatValueTypeKey d, but the variants print %f",
    reason: "the number is read as the wrong type",
    triggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": #"""
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
          <key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>d</string>
              <key>one</key><string>%d</string>
              <key>other</key>↓<string>%f</string>
            </dict>
          </dict>
          </dict>
          </plist>

          """#
        ]),
      RuleExample(
        [
          "en.lproj/L.stringsdict": #"""
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
          <key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>s</string>
              <key>one</key>↓<string>%s file</string>
              <key>other</key><string>%s files</string>
            </dict>
          </dict>
          </dict>
          </plist>

          """#
        ], note: "a plural variable's number declared and printed as a C string"),
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": #"""
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
          <key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>f</string>
              <key>one</key><string>%.1f</string>
              <key>other</key><string>%f</string>
            </dict>
          </dict>
          </dict>
          </plist>

          """#
        ]),
      RuleExample(
        [
          "en.lproj/L.stringsdict": #"""
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0">
          <dict>
          <key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>s</string>
              <key>one</key><string>a file</string>
              <key>other</key><string>files</string>
            </dict>
          </dict>
          </dict>
          </plist>

          """#
        ], note: "a plural variable's number declared and printed as a C string"),
    ])
}

// MARK: - The check of a number printed as text (a declared type against its uses: Checks/EntryChecks+Types.swift)

extension EntryChecks {
  /// `value-type-mismatch` where a plural variable declares its number a C string (`s`, `S`)
  /// and a variant prints it so: formatting needs a number to choose the variant, and `%s`
  /// cannot print one, so every call that reaches the variant throws, whatever the argument.
  /// The declared type matches the variant's conversion, so ``valueType(_:in:uses:facts:)``
  /// finds nothing there; a variable whose variants are one text reads no number.
  func numberPrintedAsText(_ variable: FormatVariable, facts: VariableFacts) -> [LocalizationDiagnostic] {
    guard variable.uniformText == nil, let declared = facts.declaredConversion,
      ArgumentKind(declared) == .cString
    else { return [] }
    let printed = facts.ownUses.filter { ArgumentKind($0.directive) == .cString }
    guard let first = printed.first, let valueType = variable.valueType else { return [] }
    let variants = Set(printed.compactMap(\.variant)).sorted().map { "'\($0)'" }
    let verb =
      variants.count == 1
      ? "variant \(variants[0]) prints" : "variants \(variants.joined(separator: ", ")) print"
    return [
      .init(
        .valueTypeMismatch,
        "\(context.variableName(variable, key: key)) chooses its variant by a number, but declares it '\(valueType.text)' and \(verb) it with %\(first.directive.conversion), which cannot print a number; declare and print the number's conversion (d, ld, f …)",
        at: first.location)
    ]
  }
}
