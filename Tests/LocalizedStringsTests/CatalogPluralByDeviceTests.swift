import Foundation
import LocalizedStrings
import Localization
import Testing

/// A String Catalog whose plural categories vary by device, as Xcode writes
/// them ("Vary by Device" on a plural form): each category names its own
/// devices and an `other` device. On a device a category does not name, the
/// category's `other` device is its text; every device gets every category.
@Suite("String Catalogs: plural categories that vary by device")
struct CatalogPluralByDeviceTests {
  /// A case: a language's plural (category → device → text, `nil` device for a plain string unit),
  /// and what a device and a number give.
  struct Shape: CustomTestStringConvertible, Sendable {
    var name: String
    var language: String
    var plural: [(category: String, devices: [(device: String?, text: String)])]
    /// device → number → text.
    var expected: [String: [Int: String]]

    var testDescription: String { name }

    var json: String {
      let members = plural.map { category, devices in
        if devices.count == 1, devices[0].device == nil {
          return #""\#(category)": \#(unit(devices[0].text))"#
        }
        let inner = devices.map { #""\#($0.device!)": \#(unit($0.text))"# }.joined(separator: ", ")
        return #""\#(category)": {"variations": {"device": {\#(inner)}}}"#
      }
      return
        #""files": {"localizations": {"\#(language)": {"variations": {"plural": {\#(members.joined(separator: ", "))}}}}}"#
    }
  }

  static let shapes: [Shape] = [
    Shape(
      name: "English: one varies for the Mac, other for the iPhone",
      language: "en",
      plural: [
        ("one", [("mac", "Click the %lld file"), ("other", "Tap the %lld file")]),
        ("other", [("iphone", "Tap %lld files on iPhone"), ("other", "Tap %lld files")]),
      ],
      expected: [
        "mac": [1: "Click the 1 file", 5: "Tap 5 files"],
        "iphone": [1: "Tap the 1 file", 5: "Tap 5 files on iPhone"],
        "ipad": [1: "Tap the 1 file", 5: "Tap 5 files"],
        "other": [1: "Tap the 1 file", 5: "Tap 5 files"],
      ]),
    Shape(
      name: "Russian: one plain, few and many for the Mac, other for the Watch",
      language: "ru",
      plural: [
        ("one", [(nil, "%lld файл")]),
        ("few", [("mac", "%lld файла на Mac"), ("other", "%lld файла")]),
        ("many", [("other", "%lld файлов"), ("mac", "%lld файлов на Mac")]),
        ("other", [("applewatch", "%lld файла на часах"), ("other", "%lld файла (дробь)")]),
      ],
      expected: [
        "mac": [1: "1 файл", 3: "3 файла на Mac", 5: "5 файлов на Mac"],
        "applewatch": [1: "1 файл", 3: "3 файла", 5: "5 файлов"],
        "iphone": [1: "1 файл", 3: "3 файла", 5: "5 файлов"],
        "other": [21: "21 файл", 22: "22 файла", 11: "11 файлов"],
      ]),
  ]

  @Test("every device gets every category: its own text, else the category's other device", arguments: shapes)
  func formsOnEveryDevice(shape: Shape) throws {
    let catalog = try StringCatalog(bytes: catalogDocument(shape.json), path: "Localizable.xcstrings")
    for (device, numbers) in shape.expected {
      for (number, text) in numbers {
        let result = try catalog.formatDetailed(
          "files", arguments: [.signed(Int64(number))], language: shape.language,
          options: FormatOptions(device: device))
        #expect(result.text == text, "\(device) \(number)")
        #expect(result.diagnostics.isEmpty, "\(device) \(number): \(result.diagnostics)")
      }
    }
  }
}
