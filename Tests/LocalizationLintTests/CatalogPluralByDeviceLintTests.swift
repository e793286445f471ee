import Foundation
import LocalizedStrings
import Testing

@testable import LocalizationLint

/// `plurals lint` on a String Catalog whose plural categories vary by device
/// (Xcode's "Vary by Device" on a plural form), each category naming its own
/// devices beside an `other` device: every device has every category, so
/// nothing is missing.
@Suite("plurals lint: a catalog's plural categories that vary by device")
struct CatalogPluralByDeviceLintTests {
  /// `files` in `language`: `members` are the plural's categories (JSON members).
  static func catalogFile(_ language: String, _ members: String) -> String {
    catalog(#""files": {"localizations": {"\#(language)": {"variations": {"plural": {\#(members)}}}}}"#)
  }

  static func byDevice(_ devices: [(String, String)]) -> String {
    #"{"variations": {"device": {\#(devices.map { #""\#($0.0)": \#(unit($0.1))"# }.joined(separator: ", "))}}}"#
  }

  /// Catalogs whose categories name different devices, each with an `other` device.
  static let complete: [(language: String, members: String)] = [
    (
      "en",
      #""one": \#(byDevice([("mac", "Click the %lld file"), ("other", "Tap the %lld file")])), "#
        + #""other": \#(byDevice([("iphone", "Tap %lld files on iPhone"), ("other", "Tap %lld files")]))"#
    ),
    (
      "ru",
      #""one": \#(unit("%lld файл")), "#
        + #""few": \#(byDevice([("mac", "%lld файла на Mac"), ("other", "%lld файла")])), "#
        + #""many": \#(byDevice([("other", "%lld файлов"), ("mac", "%lld файлов на Mac")])), "#
        + #""other": \#(byDevice([("applewatch", "%lld файла на часах"), ("other", "%lld файла")]))"#
    ),
  ]

  @Test("no missing-other, no missing category, no device-missing-other", arguments: complete.indices)
  func nothingMissing(index: Int) throws {
    let (language, members) = Self.complete[index]
    let codes = try lintCodes(["Localizable.xcstrings": Self.catalogFile(language, members)])
    #expect(!codes.contains(.missingOther), "\(codes)")
    #expect(!codes.contains(.missingCategories), "\(codes)")
    #expect(!codes.contains(.deviceMissingOther), "\(codes)")
  }
}
