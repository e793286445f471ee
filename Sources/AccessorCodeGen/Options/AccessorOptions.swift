import LocalizationLint

/// The access level of the generated type and its members.
package enum AccessLevel: String, CaseIterable, Sendable {
  case `public`, package, `internal`
}

/// How a key's accessor is named.
///
/// - `flat` (the default): one name per key, its words in lower camel case (`settings.title` →
///   `L10n.settingsTitle`).
/// - `nested`: a key without `%` whose dots split it into parts that each hold a letter or a digit
///   gets an enum per part before the last, named as a table's enum is, and a member named by
///   the last part (`settings.title` → `L10n.Settings.title`,
///   `settings.account.delete` → `L10n.Settings.Account.delete`). Any other key
///   (`Loading...`, `.hidden`, `done.`, `%d.files`) keeps its flat name.
package enum AccessorNaming: String, CaseIterable, Sendable {
  case flat, nested
}

/// The generated Swift file and the keys it leaves out.
package struct GeneratedAccessors: Sendable {
  package var source: String
  /// One warning per problem of a key that got no accessor, sorted by file, line and column.
  package var warnings: [AccessorGenerationError.Problem]
}

/// What `plurals generate-accessors` and the build-tool plugin choose.
package struct AccessorOptions: Sendable {
  /// The generated type (`L10n`).
  package var typeName = "L10n"
  package var access = AccessLevel.internal
  /// Flat names (`settingsTitle`, the default) or an enum per dotted part (`Settings.title`).
  package var naming = AccessorNaming.flat
  /// The language whose `.lproj` files give the keys, their arguments and their examples.
  package var developmentLanguage = "en"
  /// Whether the accessors, until a localizer is bound, read the target's
  /// resources through SwiftPM's `Bundle.module` in the process's preferred
  /// languages (the target depends on `PluralsFoundation` and has resources).
  package var readsBundleModule = false
  /// The folder of `Bundle.module` that holds the files, when they are a
  /// resource folder copied as it is (`.copy("Localizations")`); nil when
  /// SwiftPM processed them into the bundle's root.
  package var resourceFolder: String?
  /// Only these tables (`Localizable`, `Settings` …); nil for every table.
  package var tables: Set<String>?
  /// Whether a key whose translations have argument errors stops the generation
  /// (true) or is left without an accessor, with a warning (false, the default).
  package var strict = false
  /// The command that regenerates the file, for its header.
  package var command: String
  /// The swift-plurals release, for the header.
  package var version = SwiftPlurals.version

  package init(command: String) {
    self.command = command
  }
}
