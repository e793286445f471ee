import LocalizedStrings
import Localization

extension DiagnosticRule {
  static let integerWidthMismatch = DiagnosticRule(
    code: .integerWidthMismatch,
    summary: "an argument is printed with %d in one place and as 64-bit (%ld, %lld) in another",
    help: "Use the same length modifier everywhere (Swift's Int is %ld or %lld).",
    example: "\"%d files\" in one variant, \"%ld files\" in another",
    reason: "a 64-bit number read as 32 bits (or the reverse) prints wrong values where the sizes differ",
    rewrite: .lengthModifier,
    triggering: [
      .stringsdict(
        pluralEntry(
          "k",
          pluralVariable(valueType: "lld", forms: [("one", "%d"), ("other", "%lld")]).marked(
            before: "<string>%d")))
    ],
    nonTriggering: [
      .stringsdict(
        pluralEntry("k", pluralVariable(valueType: "lld", forms: [("one", "%lld"), ("other", "%lld")])))
    ],
    corrections: [
      RuleCorrection(
        [
          "en.lproj/L.strings": #""a" = ↓"%1$d of %1$ld";"# + "\n"
        ],
        fixed: [
          "en.lproj/L.strings": #""a" = "%1$ld of %1$ld";"# + "\n"
        ], note: "the narrower conversion takes the 64-bit length"),
      RuleCorrection(
        [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry(
              "k",
              pluralVariable(valueType: "lld", forms: [("one", "%d"), ("other", "%lld")]).marked(
                before: "<string>%d")))
        ],
        fixed: [
          "en.lproj/L.stringsdict": stringsdictFile(
            pluralEntry("k", pluralVariable(valueType: "lld", forms: [("one", "%lld"), ("other", "%lld")])))
        ], note: "in a variant of a .stringsdict"),
    ])
}

extension EntryChecks {
  /// `integer-width-mismatch`: `%d` where the same argument is 64-bit elsewhere.
  func integerWidths(_ uses: [Int: [ArgumentUse]]) -> [LocalizationDiagnostic] {
    // Nearly every entry prints each argument at one width: tell that without sorting or filtering.
    guard uses.values.contains(where: Self.mixesWidths) else { return [] }
    var diagnostics: [LocalizationDiagnostic] = []
    for (index, argumentUses) in uses.sorted(by: { $0.key < $1.key }) {
      let integers = argumentUses.filter { $0.directive.isInteger }
      let wide = integers.filter { Self.isWide($0.directive.length) }
      if let narrow = integers.first(where: { $0.directive.length == .none }), let example = wide.first {
        diagnostics.append(
          .init(
            .integerWidthMismatch,
            "argument \(index + 1) of \(context.entryName(key)) is printed with %\(example.directive.length.rawValue)\(example.directive.conversion) elsewhere but with %\(narrow.directive.conversion) here; use %\(example.directive.length.rawValue)\(narrow.directive.conversion)",
            at: narrow.location,
            suggestion: .lengthModifier(argument: index + 1, length: example.directive.length.rawValue)))
      }
    }
    return diagnostics
  }

  /// Whether a text prints integers both with no length and with a 64-bit one (told from
  /// its directives, before any argument is looked at: nearly no text does).
  static func mixesIntegerWidths(_ text: LocatedString) -> Bool {
    guard let directives = text.parsedDirectives else { return false }
    return directives.contains { $0.isInteger && isWide($0.length) }
      && directives.contains { $0.isInteger && $0.length == .none }
  }

  /// Whether a 64-bit length modifier (`%ld`, `%lld`, `%qd`, `%zd`, `%jd`, `%td`).
  static func isWide(_ length: FormatLength) -> Bool {
    switch length {
    case .l, .ll, .q, .z, .j, .t: true
    default: false
    }
  }

  /// Whether an argument is printed as an integer both with no length and with a 64-bit one.
  static func mixesWidths(_ uses: [ArgumentUse]) -> Bool {
    var narrow = false
    var wide = false
    uses.withUnsafeBufferPointer { uses in
      // Each use read in place: a for-in loop copies every use (four references).
      // By the code: asking the directive whether it is an integer copied it.
      for index in uses.indices where FormatDirective.printsInteger(code: uses[index].directive.code) {
        let length = uses[index].directive.length
        if length == .none { narrow = true } else if isWide(length) { wide = true }
      }
    }
    return narrow && wide
  }
}

extension RuleRewrite {
  /// `integer-width-mismatch`'s fix: the length modifier that the entry uses for the argument
  /// elsewhere (`l`, `ll` …) inserted into the `%d` of the finding's string, when which
  /// conversion reads the argument is certain: the string numbers it (`%2$d`), or the string
  /// prints one integer without a length and numbers none.
  static let lengthModifier = RuleRewrite.editString { bytes, body, suggestion in
    guard case .lengthModifier(let argument, let length) = suggestion, !length.isEmpty,
      length.allSatisfy({ "hlqzjtL".contains($0) }),
      let offsets = bytes.integerWidthInsertions(in: body, argument: argument)
    else { return nil }
    return offsets.map { ($0..<$0, length) }
  }
}

/// A conversion as a string writes it: where its length modifier goes, the modifier, and what
/// it reads.
struct WrittenConversion {
  /// The offset of the conversion character (a length modifier goes just before it).
  var conversionOffset: Int
  var conversion: UInt8
  var length: String
  /// `N` of `%N$d`, nil for an unnumbered conversion.
  var position: Int?
}

extension StringBytes {
  /// The offsets in `body` where a length modifier goes for argument `argument` (1-based), nil
  /// when which conversion is meant is not certain.
  func integerWidthInsertions(in body: Range<Int>, argument: Int) -> [Int]? {
    let narrow = conversions(in: body).filter {
      $0.length.isEmpty && FormatDirective.printsInteger(code: $0.conversion)
    }
    let numbered = narrow.filter { $0.position == argument }
    if !numbered.isEmpty { return numbered.map(\.conversionOffset) }
    guard narrow.count == 1, narrow[0].position == nil,
      !conversions(in: body).contains(where: { $0.position != nil })
    else { return nil }
    return [narrow[0].conversionOffset]
  }

  /// The conversions written in `range` (`%%` and `%#@name@` left out).
  func conversions(in range: Range<Int>) -> [WrittenConversion] {
    var found: [WrittenConversion] = []
    var index = range.lowerBound
    func digits() -> Int? {
      var value: Int?
      while index < range.upperBound, (0x30...0x39).contains(bytes[index]) {
        value = min((value ?? 0) * 10 + Int(bytes[index] - 0x30), 1 << 20)
        index += 1
      }
      return value
    }
    while index < range.upperBound {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      index += 1
      let start = index
      var position = digits()
      if position != nil, index < range.upperBound, bytes[index] == UInt8(ascii: "$") {
        index += 1
      } else {
        position = nil
        index = start
      }
      while index < range.upperBound, Array("-+ #0'".utf8).contains(bytes[index]) {
        if bytes[index] == UInt8(ascii: "#") && index + 1 < range.upperBound
          && bytes[index + 1] == UInt8(ascii: "@")
        {
          break
        }
        index += 1
      }
      if index < range.upperBound && bytes[index] == UInt8(ascii: "*") { index += 1 }
      _ = digits()
      if index < range.upperBound && bytes[index] == UInt8(ascii: "$") { index += 1 }
      if index < range.upperBound && bytes[index] == UInt8(ascii: ".") {
        index += 1
        if index < range.upperBound && bytes[index] == UInt8(ascii: "*") { index += 1 }
        _ = digits()
      }
      let lengthStart = index
      while index < range.upperBound, Array("hlqzjtL".utf8).contains(bytes[index]) { index += 1 }
      guard index < range.upperBound else { break }
      let conversion = bytes[index]
      if conversion == UInt8(ascii: "%") || conversion == UInt8(ascii: "#") {
        index += 1
        continue
      }
      found.append(
        WrittenConversion(
          conversionOffset: index, conversion: conversion,
          length: String(decoding: bytes[lengthStart..<index], as: UTF8.self), position: position))
      index += 1
    }
    return found
  }
}
