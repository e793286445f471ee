/// What a server needs from one request's `Accept-Language`, whatever its
/// framework: the localizer to answer with, the `Content-Language` and
/// `Vary` values for the response, and, when the header is malformed, a
/// text for a 400 response in the language negotiated from what could be read.
///
/// ```swift
/// let negotiated = bundle.negotiate(acceptLanguage: request.headers["Accept-Language"])
/// if let error = negotiated.rejection(.reject) { return badRequest(error) }   // or .serve
/// let body = try negotiated.localizer.format("%d file(s) remaining", 5)
/// response.headers["Content-Language"] = negotiated.contentLanguage
/// if let vary = NegotiatedLanguage.vary(adding: response.headers.values("Vary")) { … }
/// ```
///
/// This package's `PluralsHummingbird` and `PluralsVapor` libraries (built
/// with the package traits `Hummingbird` and `Vapor`) wrap this in a
/// middleware of a few lines.
public struct NegotiatedLanguage: Sendable {
  /// The localizer for the request: the best of the bundle's localizations
  /// for the header's acceptable ranges, else the development language.
  public let localizer: Localizer

  /// The first item of the header that is not a language range with an
  /// optional `q` weight (`en-;`, `q=2`), at most
  /// ``maximumQuotedLength`` characters of it, every one outside letters,
  /// digits, space and `-_.,;=*` escaped as `\u{HEX}` (`en\u{3C}b\u{3E}`:
  /// the client's bytes are never echoed as they are); nil when every item
  /// is one (empty items, which HTTP lists allow, are not malformed).
  ///
  /// Negotiation skips such items either way; whether a malformed header is
  /// refused is the server's choice (``malformedHeaderText``).
  public let malformedItem: String?

  /// The `Content-Language` value: the language of the text served
  /// (``Localizer/language``), not only the one asked for.
  public var contentLanguage: String { localizer.language }

  /// The header whose value the response depends on, for `Vary`.
  public static let varyValue = "Accept-Language"

  /// The key of the malformed-header text in the bundle's `Localizable`
  /// table: its English text, which a bundle without the key gives as it is.
  /// Translate it as any key to answer a malformed header in the request's
  /// language (`"The Accept-Language header is malformed." = "Der …";` in
  /// `de.lproj/Localizable.strings`).
  public static let malformedHeaderKey = "The Accept-Language header is malformed."

  /// How many characters of the item ``malformedItem`` quotes (an escaped one takes up to 10).
  public static let maximumQuotedLength = 64

  /// The text for a 400 response when the header is malformed, in the
  /// negotiated language (``malformedHeaderKey`` looked up as
  /// ``Localizer/localizedString(forKey:value:table:)`` does); nil when the
  /// header is well formed. It never quotes the header.
  public var malformedHeaderText: String? {
    malformedItem == nil ? nil : localizer.localizedString(forKey: Self.malformedHeaderKey)
  }

  /// What a server does with a malformed header.
  public enum MalformedHeaderPolicy: Sendable, Hashable {
    /// Serve the request in the language read from the header's other
    /// items, as if the bad ones were absent (RFC 9110 lets a server ignore the field).
    case serve
    /// Answer 400 with ``NegotiatedLanguage/malformedHeaderText``.
    case reject
  }

  /// The text of a 400 response under `policy`: ``malformedHeaderText``
  /// when the policy rejects a malformed header, else nil.
  public func rejection(_ policy: MalformedHeaderPolicy) -> String? {
    policy == .reject ? malformedHeaderText : nil
  }

  /// The `Vary` value to add to a response that already carries `existing`
  /// (each a field line's value, possibly a comma-separated list): nil when
  /// one of them already names `Accept-Language` (in any case) or is `*`,
  /// else ``varyValue``.
  public static func vary(adding existing: some Sequence<String>) -> String? {
    for line in existing {
      for member in line.split(separator: ",") {
        let name = member.trimmingSpaces()
        if name == "*" || name.lowercased() == varyValue.lowercased() { return nil }
      }
    }
    return varyValue
  }

  init(localizer: Localizer, malformedItem: String?) {
    self.localizer = localizer
    self.malformedItem = malformedItem
  }
}

extension LocalizationBundle {
  /// Negotiates one request's language from its `Accept-Language` value (nil
  /// or empty when the request has none): the localizer, the response's
  /// `Content-Language` and `Vary` values and, for a malformed header, a
  /// localized error text (see ``NegotiatedLanguage``).
  ///
  /// - Complexity: as ``localizer(acceptLanguage:numbers:missingKeys:)``: a
  ///   header seen before is not read again (its malformed item is remembered with its negotiation).
  public func negotiate(
    acceptLanguage header: String?, numbers: Localizer.NumberStyle = .localized,
    missingKeys: Localizer.MissingKeys = .fallBack
  ) -> NegotiatedLanguage {
    let contents = self.contents
    let negotiated = contents.negotiation(header: header ?? "")
    return NegotiatedLanguage(
      localizer: Localizer(
        contents: contents, resolution: negotiated.resolution, numbers: numbers, missingKeys: missingKeys),
      malformedItem: negotiated.malformedItem)
  }
}

extension Substring {
  /// Without spaces and horizontal tabs around.
  fileprivate func trimmingSpaces() -> Substring {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return self[startIndex..<startIndex]
    }
    return self[start...end]
  }
}
