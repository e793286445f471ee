import Localization
import LocalizedStrings
import Plurals
import TestSupport
import Testing

/// A String Catalog's plural variation on a floating-point argument (`%.0f`, `%.1f`, `%f`,
/// `%g`), in every argument position beside object arguments: the variation varies by that
/// number. With a precision it chooses the category of the number as printed (C's printf is
/// the oracle of the digits, the plural rules of the category: 1.5 as `%.0f` is "2", `other` in
/// French, not `one`); without one, of the value, as a `.stringsdict` variable does.
@Suite("String Catalogs: plural variations on floating-point arguments")
struct CatalogFloatingVariationTests {
  static let conversions = ["%.0f", "%.1f", "%f", "%g", "%.2f"]
  /// Values whose printed digits and value differ in category for some conversion (1.5 and 0.5
  /// rounded by `%.0f`, 2 shown as "2.0" by `%.1f`), and some that do not.
  static let values: [Double] = [0, 1, 1.5, 2, 5, 21, 0.5, 22.25, 100]
  static let languages = ["en", "fr", "pl", "ru", "lv", "ar", "ja"]

  /// A catalog whose key `k` has, in `language`, one variant per category of the language, each
  /// `"<category>|"` and then the format: object arguments around the number at `position`.
  static func catalog(conversion: String, position: Int, arguments: Int, language: String) throws
    -> StringCatalog
  {
    let pieces = (1...arguments).map { index in
      index == position ? "%\(index)$" + conversion.dropFirst() : "%\(index)$@"
    }
    let format = pieces.joined(separator: " ")
    let categories = PluralRules(locale: language).categories
    let variants = categories.map { category in
      #""\#(category)": { "stringUnit": { "state": "translated", "value": "\#(category)|\#(format)" } }"#
    }
    let text = """
      { "sourceLanguage": "\(language)", "version": "1.0", "strings": { "k": { "localizations": {
        "\(language)": { "variations": { "plural": { \(variants.joined(separator: ", ")) } } } } } } }
      """
    return try StringCatalog(bytes: Array(text.utf8), path: "floating.xcstrings")
  }

  @Test(
    "the variation varies by the floating-point argument, wherever it stands, as its printed digits say",
    arguments: conversions, [1, 2, 3])
  func floatingVariation(conversion: String, position: Int) throws {
    for language in Self.languages {
      let rules = PluralRules(locale: language)
      let catalog = try Self.catalog(
        conversion: conversion, position: position, arguments: 3, language: language)
      #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
      for value in Self.values {
        var arguments: [FormatValue] = [.string("Anna"), .string("Ben"), .string("Cleo")]
        arguments[position - 1] = .double(value)
        let printed = cPrintf(conversion, value)
        let expected =
          conversion.contains(".") ? try rules.category(for: printed) : rules.category(for: value)
        let text = try catalog.formatDetailed("k", arguments: arguments, language: language).text
        #expect(
          text.hasPrefix("\(expected)|"),
          "\(language) \(conversion) at \(position), \(value) printed \(printed): \(text)")
        #expect(text.contains(printed), "\(language) \(conversion): \(text)")
      }
    }
  }
}
