import SourceFiles
import LocalizedStrings

extension DiagnosticRule {
  static let deviceMissingOther = DiagnosticRule(
    code: .deviceMissingOther,
    summary: "device variants without 'other'; devices not listed (and servers) get a fallback device's text",
    help: "Add an 'other' variant.",
    example: "device variants iphone and ipad, no other",
    reason: "unlisted devices get a fallback device's text, which may not suit them",
    triggering: [
      .stringsdict(
        deviceEntry([("iphone", "Tap"), ("mac", "Click")]).marked(before: "<dict>"))
    ],
    nonTriggering: [
      .stringsdict(
        deviceEntry([("iphone", "Tap"), ("other", "Click")]))
    ])
}

extension EntryChecks {
  /// `device-missing-other`: device variants without `other`, naming the device everything else gets.
  func deviceWithoutOther(_ devices: [String], subject: String, at location: SourceLocation)
    -> [LocalizationDiagnostic]
  {
    guard !devices.contains(where: { $0.lowercased() == "other" }),
      let (index, _) = DeviceMatching.choose(devices, device: "other")
    else { return [] }
    return [
      .init(
        .deviceMissingOther,
        "\(subject) has device variants \(devices.joined(separator: ", ")) but no 'other'; other devices (and servers) get '\(devices[index])'; add 'other'",
        at: location)
    ]
  }
}
