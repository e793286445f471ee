/// Which device variant to use, for device entries and device variables alike.
///
/// The requested device is matched case-insensitively (`iPhone` is `iphone`);
/// without it, `other`; without `other` either, the first of
/// ``fallbackOrder`` the variants have (a server has no device, and an entry
/// that lists only `iphone` and `ipad` should still say something), else the
/// first variant. A fallback is reported as `device-missing-other`.
package enum DeviceMatching {
  /// Apple's device names, in the order a missing `other` falls back to them.
  package static let fallbackOrder = [
    "iphone", "ipad", "ipod", "mac", "applevision", "applewatch", "appletv",
  ]

  /// The index of the variant to use among `names`, and whether it is a fallback; nil when there are none.
  package static func choose(_ names: [String], device: String) -> (index: Int, isFallback: Bool)? {
    if let index = names.lastIndex(where: { $0.lowercased() == device.lowercased() }) {
      return (index, false)
    }
    if let index = names.lastIndex(where: { $0.lowercased() == "other" }) { return (index, false) }
    for name in fallbackOrder {
      if let index = names.lastIndex(where: { $0.lowercased() == name }) { return (index, true) }
    }
    return names.isEmpty ? nil : (0, true)
  }

  /// The message of a fallback: what was asked, what was used, what there is.
  static func fallbackMessage(_ subject: String, device: String, used: String, names: [String]) -> String {
    let wanted = device.lowercased() == "other" ? "'other'" : "'\(device)' or 'other'"
    return "\(subject) has no \(wanted) variant; used '\(used)' (it has \(names.joined(separator: ", ")))"
  }
}
