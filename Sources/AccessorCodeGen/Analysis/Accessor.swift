/// An accessor ready to write: its Swift name, parameters and documentation.
struct Accessor {
  var name: String
  var key: String
  var parameters: [(name: String, type: ParameterType)]
  /// Formatted (`Localizer.string`), or a text used as written (`Localizer.localizedString`).
  var isFormatted: Bool
  var documentation: [String]
}
