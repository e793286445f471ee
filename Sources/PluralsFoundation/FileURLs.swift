import Foundation
import Localization
import LocalizedStrings
import SourceFiles

extension StringTable {
  /// Reads a `.stringsdict` or `.strings` file at a file URL, as
  /// `init(contentsOf:language:)` reads a path.
  ///
  /// ```swift
  /// let url = Bundle.module.resourceURL!.appendingPathComponent("pl.lproj/Localizable.stringsdict")
  /// let table = try StringTable(contentsOf: url)      // Polish: the .lproj folder's language
  /// try table.format("%d files", 5)                  // "5 plików"
  /// ```
  ///
  /// - Parameters:
  ///   - url: a file URL; its extension says what kind of file it is.
  ///   - language: the localization; by default the enclosing `.lproj`
  ///     folder's (`pt_BR.lproj` → `pt-BR`).
  /// - Throws: `SourceError`: at the file's `path:line:column` when it
  ///   cannot be read or parsed (locations name `url.path`), and at
  ///   `url:1:1` for a URL that is not a file URL (`https:` …): nothing is
  ///   downloaded; fetch the bytes yourself and use `init(bytes:path:kind:language:)`.
  public init(contentsOf url: URL, language: Language? = nil) throws(SourceError) {
    try self.init(contentsOf: FileURL.path(of: url), language: language)
  }
}

extension StringCatalog {
  /// Reads a String Catalog (`.xcstrings`) at a file URL, as `init(contentsOf:)` reads a path.
  ///
  /// ```swift
  /// let url = Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings")!
  /// let catalog = try StringCatalog(contentsOf: url)
  /// try catalog.format("%lld items", 3, language: Language("ru")!)   // "3 предмета"
  /// ```
  ///
  /// - Throws: `SourceError`: at `path:line:column` for malformed JSON or a
  ///   catalog without `sourceLanguage`, and at `url:1:1` for a URL that is
  ///   not a file URL (use `init(bytes:path:)` with bytes you fetched).
  public init(contentsOf url: URL) throws(SourceError) {
    try self.init(contentsOf: FileURL.path(of: url))
  }
}

extension LocalizationBundle {
  /// Opens a directory of `.lproj` folders and String Catalogs at a file
  /// URL, as `init(path:developmentLanguage:)` opens a path (the label is
  /// `Bundle(url:)`'s).
  ///
  /// ```swift
  /// let resources = URL(fileURLWithPath: "Resources", isDirectory: true)
  /// let bundle = try LocalizationBundle(url: resources)
  /// let localizer = bundle.localizer(languages: UserLanguages.current)
  /// try localizer.format("%d files", 5)
  /// ```
  ///
  /// - Throws: `SourceError` when the directory cannot be listed, or at
  ///   `url:1:1` when `url` is not a file URL. A broken file does not throw:
  ///   it is listed in `loadErrors`, at its `path:line:column`.
  public convenience init(url: URL, developmentLanguage: String = "en") throws(SourceError) {
    try self.init(path: FileURL.path(of: url), developmentLanguage: developmentLanguage)
  }

  /// Opens the localizations of a Foundation `Bundle`: the `.lproj` folders
  /// and `.xcstrings` catalogs in its resource directory. It is how a
  /// SwiftPM target reads its own resources, on Linux as on Apple platforms.
  ///
  /// ```swift
  /// // Package.swift: defaultLocalization: "en", and the target has
  /// //   resources: [.process("Resources")]   // Resources/en.lproj, Resources/pl.lproj …
  /// let bundle = try LocalizationBundle(bundle: .module)
  /// let localizer = bundle.localizer(locale: Locale(identifier: "pl_PL"))
  /// try localizer.format("%d files", 5)             // "5 plików"
  /// ```
  ///
  /// The resource directory is `bundle.resourceURL`: the bundle itself for
  /// SwiftPM's resource bundles on Linux and iOS, `Contents/Resources` in a
  /// macOS bundle. SwiftPM copies `.lproj` folders there when the package
  /// declares `defaultLocalization`. A String Catalog is compiled into
  /// `.strings` files by SwiftPM on Apple platforms when it is processed;
  /// to read the catalog itself everywhere, declare it `.copy("Name.xcstrings")`.
  ///
  /// - Parameters:
  ///   - bundle: the bundle (`.main`, `.module`, or one made from a path).
  ///   - developmentLanguage: the language that serves what nothing else
  ///     does; by default the `CFBundleDevelopmentRegion` of the bundle's
  ///     `Info.plist` (which SwiftPM writes from `defaultLocalization` on
  ///     Apple platforms), else `en`. An `Info.plist` in the resource
  ///     directory itself wins over both, as for ``init(url:developmentLanguage:)``.
  /// - Throws: `SourceError` at the bundle's path when it has no resource
  ///   directory or the directory cannot be listed.
  public convenience init(bundle: Bundle, developmentLanguage: String? = nil) throws(SourceError) {
    guard let resources = bundle.resourceURL else {
      throw SourceError(.fileAccess, "the bundle has no resource directory", file: bundle.bundlePath)
    }
    // The Info.plist key, not `bundle.developmentLocalization`, which traps on Linux
    // (swift-corelibs-foundation) for a bundle without the key: a plain directory.
    let declared = bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String
    try self.init(url: resources, developmentLanguage: developmentLanguage ?? declared ?? "en")
  }
}

/// The file-system path of a URL, refused when it is not a file URL.
enum FileURL {
  static func path(of url: URL) throws(SourceError) -> String {
    guard url.isFileURL else {
      throw SourceError(
        .unsupportedFile,
        "'\(url.absoluteString)' is not a file URL: only local files are read (nothing is downloaded)",
        file: url.absoluteString)
    }
    return url.path
  }
}
