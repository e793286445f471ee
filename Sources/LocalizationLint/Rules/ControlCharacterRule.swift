import LocalizedStrings

extension DiagnosticRule {
  static let controlCharacter = DiagnosticRule(
    code: .controlCharacter,
    summary: "a text holds a control character (NUL, BEL, ESC …) that no user should see",
    help: "Remove it; write \\n or \\t for a line break or a tab.",
    example: "\"Save\\0\" in a .strings file",
    reason: "an invisible character or a box in the text, almost always pasted by accident",
    triggering: [
      .strings(
        #""save" = ↓"Save\0";"# + "\n")
    ],
    nonTriggering: [
      .strings(
        #""save" = "Save\n\tnow";"# + "\n")
    ])
}

extension EntryChecks {
  /// `control-character`: a character no text shows (NUL, BEL, ESC, C1
  /// controls; tab, line feed and carriage return are text), usually a
  /// paste or an escape gone wrong (`\0` in a `.strings` file).
  func controlCharacters(_ entry: StringEntry) -> [LocalizationDiagnostic] {
    var diagnostics: [LocalizationDiagnostic] = []
    // Each text in file order, without collecting them in an array first.
    switch entry {
    case .format(let format):
      controlCharacter(format.format, into: &diagnostics)
      for variable in format.variableList {
        for (_, value) in variable.variants { controlCharacter(value, into: &diagnostics) }
      }
    case .string(let text): controlCharacter(text, into: &diagnostics)
    case .width(_, let variants, _):
      for (_, value) in variants { controlCharacter(value, into: &diagnostics) }
    case .device: break  // each device's entry is checked as an entry
    }
    return diagnostics
  }

  /// `control-character` for the first control character of `string`, if it has one.
  func controlCharacter(_ string: LocatedString, into diagnostics: inout [LocalizationDiagnostic]) {
    // Nearly every text has no control character: its UTF-8 bytes tell, without making Characters.
    if Self.mayHoldControl(string.text) {
      var column = 0
      for character in string.text {
        column += 1
        guard let scalar = character.unicodeScalars.first(where: Self.isControl) else { continue }
        diagnostics.append(
          .init(
            .controlCharacter,
            "\(context.entryName(key)) has the control character \(PrintableText.codePoint(scalar)) at character \(column) of its text, which no user should see; remove it",
            at: string.location))
        break
      }
    }
  }

  /// Whether `text` may hold a control character: a byte below 0x20 (C0),
  /// 0x7F (DEL) or 0xC2 (the lead byte of C1's U+0080…U+009F in UTF-8).
  static func mayHoldControl(_ text: String) -> Bool {
    // The bytes in place (a native string's), each tested without a branch: every text of a
    // file passes here.
    let found = text.utf8.withContiguousStorageIfAvailable { bytes in
      var hit: UInt8 = 0
      for byte in bytes { hit |= (byte < 0x20 ? 1 : 0) | (byte == 0x7F ? 1 : 0) | (byte == 0xC2 ? 1 : 0) }
      return hit != 0
    }
    return found ?? text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar)) || (0x7F...0x9F).contains(scalar.value)
  }
}
