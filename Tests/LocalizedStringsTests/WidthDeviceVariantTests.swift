import Localization
import LocalizedStrings
import Testing

/// Width variants (`NSStringVariableWidthRuleType`, a catalog's `width` variation) and device
/// variants (`NSStringDeviceSpecificRuleType`, a catalog's `device` variation), as a user reads
/// them: every width from -1 to 120 and none, every device name and a few spellings, each through
/// a `.stringsdict` entry, a `.stringsdict` variable and a String Catalog. The widths are written
/// out of order in each file; the expected texts are written out by hand, by range.
@Suite("Width and device variants: the choice and its fallbacks")
struct WidthDeviceVariantTests {
  /// The text for `width`: the exact width, else the largest smaller one, else the smallest;
  /// with no width, the widest. Variants 50 "Hello there, Ana", 1 "Hi", 20 "Hello".
  static func expectedWidthText(_ width: Int?) -> String {
    guard let width else { return "Hello there, Ana" }
    switch width {
    case ..<20: return "Hi"
    case 20..<50: return "Hello"
    default: return "Hello there, Ana"
    }
  }

  static let widths: [Int?] = [nil] + Array(-1...120)

  @Test("a .stringsdict width entry, a width variable and a catalog's width variation choose alike")
  func widths() throws {
    let entryTable = try makeTable(
      """
      <key>title</key><dict><key>NSStringVariableWidthRuleType</key><dict>
      <key>50</key><string>Hello there, %@</string><key>1</key><string>Hi</string><key>20</key><string>Hello</string>
      </dict></dict>
      """)
    let variableTable = try makeTable(
      entry(
        "title", format: "%#@label@",
        variable(
          "label", spec: "NSStringVariableWidthRuleType",
          [("50", "Hello there, %@"), ("1", "Hi"), ("20", "Hello")])))
    let catalog = try StringCatalog(
      bytes: catalogDocument(
        #""title": {"localizations": {"en": {"variations": {"width": {"50": \#(unit("Hello there, %@")), "1": \#(unit("Hi")), "20": \#(unit("Hello"))}}}}}"#
      ), path: "widths.xcstrings")
    #expect(catalog.diagnostics.isEmpty)
    for width in Self.widths {
      let options = FormatOptions(width: width)
      let expected = Self.expectedWidthText(width)
      #expect(
        try entryTable.format("title", "Ana", options: options) == expected, "entry, width \(width as Any)")
      #expect(
        try variableTable.format("title", "Ana", options: options) == expected,
        "variable, width \(width as Any)")
      #expect(
        try catalog.format("title", "Ana", language: "en", options: options) == expected,
        "catalog, width \(width as Any)")
    }
  }

  @Test("one width variant serves every width")
  func oneWidth() throws {
    let table = try makeTable(
      "<key>t</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>30</key><string>Only</string></dict></dict>"
    )
    for width in Self.widths {
      #expect(try table.format("t", options: FormatOptions(width: width)) == "Only", "width \(width as Any)")
    }
  }

  struct DeviceCase: Sendable, CustomStringConvertible {
    /// The variants, in file order.
    var variants: [String]
    var device: String
    /// The variant chosen.
    var expected: String
    /// Whether that is a fallback, reported as device-missing-other.
    var isFallback: Bool
    var description: String { "\(variants) for \(device)" }
  }

  static let deviceCases: [DeviceCase] = [
    DeviceCase(
      variants: ["iphone", "ipad", "mac", "other"], device: "ipad", expected: "ipad", isFallback: false),
    DeviceCase(
      variants: ["iphone", "ipad", "mac", "other"], device: "iPad", expected: "ipad", isFallback: false),
    DeviceCase(
      variants: ["iphone", "ipad", "mac", "other"], device: "MAC", expected: "mac", isFallback: false),
    DeviceCase(
      variants: ["iphone", "ipad", "mac", "other"], device: "other", expected: "other", isFallback: false),
    DeviceCase(
      variants: ["iphone", "ipad", "mac", "other"], device: "applewatch", expected: "other", isFallback: false
    ),
    DeviceCase(
      variants: ["mac", "other", "iphone"], device: "appletv", expected: "other", isFallback: false),
    DeviceCase(
      variants: ["applewatch", "appletv"], device: "appletv", expected: "appletv", isFallback: false),
    // Without the device or 'other': Apple's order iphone, ipad, ipod, mac, applevision, applewatch, appletv.
    DeviceCase(variants: ["mac", "ipad"], device: "other", expected: "ipad", isFallback: true),
    DeviceCase(variants: ["mac", "ipad"], device: "applewatch", expected: "ipad", isFallback: true),
    DeviceCase(variants: ["appletv", "mac", "ipod"], device: "other", expected: "ipod", isFallback: true),
    DeviceCase(
      variants: ["appletv", "applewatch", "applevision"], device: "ipad", expected: "applevision",
      isFallback: true),
    DeviceCase(variants: ["appletv", "applewatch"], device: "mac", expected: "applewatch", isFallback: true),
    DeviceCase(variants: ["appletv", "mac"], device: "other", expected: "mac", isFallback: true),
    DeviceCase(variants: ["ipad", "iphone"], device: "mac", expected: "iphone", isFallback: true),
  ]

  @Test(
    "a device entry, a device variable and a catalog's device variation choose alike", arguments: deviceCases)
  func devices(_ testCase: DeviceCase) throws {
    let variants = testCase.variants.map { ($0, "on \($0)") }
    let entryTable = try makeTable(
      "<key>k</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>"
        + variants.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict></dict>")
    let variableTable = try makeTable(
      entry("k", format: "%#@d@", variable("d", spec: "NSStringDeviceSpecificRuleType", variants)))
    let members = variants.map { #""\#($0.0)": \#(unit($0.1))"# }.joined(separator: ", ")
    let catalog = try StringCatalog(
      bytes: catalogDocument(#""k": {"localizations": {"en": {"variations": {"device": {\#(members)}}}}}"#),
      path: "devices.xcstrings")
    let options = FormatOptions(device: testCase.device)
    for (name, result) in [
      ("entry", try entryTable.formatDetailed("k", arguments: [], options: options)),
      ("variable", try variableTable.formatDetailed("k", arguments: [], options: options)),
      ("catalog", try catalog.formatDetailed("k", arguments: [], language: "en", options: options)),
    ] {
      #expect(result.text == "on \(testCase.expected)", "\(name): \(testCase)")
      #expect(
        result.diagnostics.map(\.code) == (testCase.isFallback ? [.deviceMissingOther] : []),
        "\(name): \(testCase): \(result.diagnostics)")
    }
  }
}
