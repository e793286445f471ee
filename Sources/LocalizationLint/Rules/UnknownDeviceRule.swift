import LocalizedStrings

extension DiagnosticRule {
  static let unknownDevice = DiagnosticRule(
    code: .unknownDevice,
    summary: "a device variant is not one of Apple's device names",
    help: "Use iphone, ipad, ipod, mac, applewatch, appletv, applevision or other.",
    example: "<key>iPhone</key><string>Tap</string> (device names are lower case: iphone)",
    reason: "the device meant gets the text of another device or of 'other'",
    triggering: [
      .stringsdict(
        deviceEntry([("toaster", "Tap"), ("other", "Click")]).marked(before: "<key>toaster"))
    ],
    nonTriggering: [
      .stringsdict(
        deviceEntry([("ipad", "Tap"), ("other", "Click")]))
    ])
}
