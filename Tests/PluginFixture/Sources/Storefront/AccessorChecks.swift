import Localization

/// Tests/PluginTests replace this file with calls of every accessor generated
/// for the demo files and the corpus, compared with `Localizer.format`.
enum AccessorChecks {
  static func run(_ bundle: LocalizationBundle) -> [String] { [] }
}
