import LocalizedStrings

/// A property list whose DOCTYPE declares an entity (its place marked): the same bytes as a
/// `.stringsdict` and as a `.strings` file, which Apple reads with the same parser.
private let withEntity = #"""
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist [↓<!ENTITY app "Files">]>
  <plist version="1.0">
  <dict>
  <key>k</key><string>&app;</string>
  </dict>
  </plist>

  """#

extension DiagnosticRule {
  /// `dtd-internal-subset`: a `.stringsdict` (or a `.strings` file written as an XML property
  /// list) whose DOCTYPE declares entities, which Apple rejects whole.
  static let internalDTDSubset = DiagnosticRule(
    code: .internalDTDSubset,
    summary:
      "a .stringsdict's (or an XML .strings file's) DOCTYPE has an internal subset ([<!ENTITY …>]), which Apple's property-list parser rejects (CFPropertyList.c, skipDTD): the table does not load on Apple platforms",
    help:
      "Remove the [...] part of the DOCTYPE and write each entity's text where it is used (&lt; &amp; and character references still work).",
    example: "<!DOCTYPE plist [<!ENTITY app \"Files\">]> … <string>&app;</string>",
    reason: "nothing in the file is served on Apple platforms: users see keys",
    triggering: [
      RuleExample(["en.lproj/L.stringsdict": withEntity]),
      RuleExample(
        ["en.lproj/L.strings": withEntity], note: "a .strings file written as an XML property list"),
    ],
    nonTriggering: [
      RuleExample(
        [
          "en.lproj/L.stringsdict": #"""
          <?xml version="1.0" encoding="UTF-8"?>
          <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
          <plist version="1.0">
          <dict>
          <key>k</key><string>Files [x]</string>
          </dict>
          </plist>

          """#
        ])
    ])
}
