import LocalizationLint
import LocalizedStrings
import SourceFiles
import Yams

/// `.plurals-accessors.yml`: the accessor generator's options, kept in the
/// target's folder so that the build-tool plugin (which takes no arguments)
/// can be configured, and read by `plurals generate-accessors --config` too.
///
/// ```yaml
/// type_name: Strings            # the generated type (default L10n)
/// access: public                # public, package or internal (default)
/// development_language: de      # whose files give the keys and arguments (default en)
/// tables: [Localizable, Settings]   # only these tables (default: every table)
/// strict: true                  # a key with argument errors fails the build (default: skipped, with a warning)
/// names: nested                 # settings.title → L10n.Settings.title (default flat: L10n.settingsTitle)
/// ```
package enum AccessorConfiguration {
  /// The file the build-tool plugin looks for in the target's folder.
  package static let fileName = ".plurals-accessors.yml"
  /// The keys the file may have.
  package static let keys = ["type_name", "access", "development_language", "tables", "strict", "names"]

  /// Applies the file at `path` to `options`.
  ///
  /// - Throws: `SourceError` at the file, line and column of the problem: a
  ///   file that cannot be read (not a regular file, over 1 MiB, not UTF-8),
  ///   YAML that does not parse or holds an anchor, an unknown key, a value
  ///   of the wrong kind.
  package static func apply(_ path: String, to options: inout AccessorOptions) throws(SourceError) {
    try apply(yaml: try ConfigurationReader(file: path).text(), file: path, to: &options)
  }

  /// Applies configuration text; `file` names it in errors.
  package static func apply(yaml: String, file: String, to options: inout AccessorOptions) throws(SourceError)
  {
    let reader = ConfigurationReader(file: file)
    // An empty file: the defaults.
    guard let mapping = try reader.mapping(yaml, keys: keys.joined(separator: ", ")) else { return }
    for (keyNode, value) in mapping {
      let key = try reader.string(keyNode)
      switch key {
      case "type_name":
        let name = try reader.string(value)
        guard SwiftIdentifier.type(for: name) == name, !SwiftIdentifier.keywords.contains(name) else {
          throw reader.error(
            "'\(name)' cannot name the generated type; use an identifier such as L10n", at: value)
        }
        options.typeName = name
      case "access":
        let name = try reader.string(value)
        guard let access = AccessLevel(rawValue: name) else {
          throw reader.error(
            "access must be \(AccessLevel.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'",
            at: value)
        }
        options.access = access
      case "development_language": options.developmentLanguage = try reader.string(value)
      case "tables": options.tables = Set(try reader.strings(value))
      case "strict":
        switch try reader.string(value) {
        case "true", "yes": options.strict = true
        case "false", "no": options.strict = false
        case let other: throw reader.error("strict must be true or false, not '\(other)'", at: value)
        }
      case "names":
        let name = try reader.string(value)
        guard let naming = AccessorNaming(rawValue: name) else {
          throw reader.error(
            "names must be \(AccessorNaming.allCases.map(\.rawValue).joined(separator: " or ")), not '\(name)'",
            at: value)
        }
        options.naming = naming
      default:
        throw reader.error("unknown key '\(key)'; the keys are \(keys.joined(separator: ", "))", at: keyNode)
      }
    }
  }
}
