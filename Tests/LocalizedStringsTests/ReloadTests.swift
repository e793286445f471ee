internal import InternalUtilities
import Foundation
@testable import LocalizedStrings
@testable import Localization
@testable import LocalizedStrings
import Testing
import TestSupport

/// Files whose every text names its language and version (`pl v3: 5 files`),
/// so a response shows which file it came from.
private enum Versioned {
  static let languages = ["en", "pl", "ru"]
  static let catalog = "Catalog.xcstrings"

  static func stringsdict(_ language: String, version: Int) -> String {
    let variants = ["one", "few", "many", "other"].map { ($0, "\(language) v\(version): %d files") }
    // Filler entries make the file long enough to be written in several pieces.
    let filler = (0..<40).map { "<key>filler \($0)</key><string>\(language) v\(version): \($0)</string>" }
    return plist(
      entry("%d file(s)", format: "%#@files@", variable("files", variants))
        + "<key>Cancel</key><string>\(language) v\(version): cancel</string>" + filler.joined())
  }

  static func catalog(versions: [String: Int]) -> String {
    let units = languages.map {
      #""\#($0)": {"stringUnit": {"state": "translated", "value": "\#($0) v\#(versions[$0]!): welcome"}}"#
    }
    return #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Welcome": {"localizations": {"#
      + units.joined(separator: ", ") + "}}}}"
  }

  static func files(version: Int) -> [String: String] {
    var files = [
      catalog: catalog(versions: Dictionary(uniqueKeysWithValues: languages.map { ($0, version) }))
    ]
    for language in languages {
      files["\(language).lproj/Localizable.stringsdict"] = stringsdict(language, version: version)
    }
    return files
  }
}

/// Rewrites a file where it is (truncated, then written in pieces with a
/// pause between them), as an editor or a deploy script that does not
/// rename would: readers see it empty and half-written.
private func rewriteInPlace(_ path: String, _ text: String, pieces: Int, pause: TimeInterval) throws {
  let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
  defer { try? handle.close() }
  try handle.truncate(atOffset: 0)
  let bytes = Array(text.utf8)
  let size = (bytes.count + pieces - 1) / pieces
  for start in stride(from: 0, to: bytes.count, by: size) {
    try handle.write(contentsOf: Data(bytes[start..<min(start + size, bytes.count)]))
    if pause > 0 { Thread.sleep(forTimeInterval: pause) }
  }
}

/// Roles run on threads of their own, started at once, not as tasks: the
/// tasks' shared pool has a thread per core, which the other tests running
/// at the same time keep busy, and a task started late would find the run
/// over.
private final class Threads<Value: Sendable>: Sendable {
  // The package's own lock: the toolchain's Mutex hands a contended lock over where ThreadSanitizer cannot see it.
  private let results = Locked<[Result<Value, any Error>]>([])
  private let finished = DispatchGroup()

  func start(_ body: @escaping @Sendable () throws -> Value) {
    finished.enter()
    Thread {
      let result = Result { try body() }
      self.results.withLock { $0.append(result) }
      self.finished.leave()
    }.start()
  }

  /// Waits for every thread; what each returned, or the first error.
  func wait() throws -> [Value] {
    finished.wait()
    return try results.withLock { $0 }.map { try $0.get() }
  }
}

@Suite("Reload: files rewritten in place never serve a torn state")
struct ReloadTests {
  /// What the tasks of a stress run counted.
  struct Counts: Sendable {
    var responses = 0
    var mismatches: [String] = []
    var mismatchCount = 0
    var rewrites = 0
    var reloads = 0
    var reloadsWithErrors = 0

    mutating func add(_ other: Counts) {
      responses += other.responses
      mismatchCount += other.mismatchCount
      mismatches += other.mismatches.prefix(max(0, 5 - mismatches.count))
      rewrites += other.rewrites
      reloads += other.reloads
      reloadsWithErrors += other.reloadsWithErrors
    }
  }

  static let headers = ["pl", "ru", "en", "pl-PL, en;q=0.5", "ru-RU, en;q=0.8", "de, pl;q=0.5", "fr"]

  /// The language a text names (`pl` for `pl v3: 5 files`), nil when it names none.
  static func language(of text: String) -> String? {
    guard let space = text.firstIndex(of: " "), text[space...].hasPrefix(" v") else { return nil }
    return String(text[..<space])
  }

  /// A one-key `.stringsdict` whose text is `text`.
  static func cancel(_ text: String) -> String { plist("<key>Cancel</key><string>\(text)</string>") }

  /// Writes `text` over the file at `relative` below `fixture`, creating its folder.
  static func write(_ text: String, _ relative: String, in fixture: BundleFixture) throws {
    let file = fixture.path + "/" + relative
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: file, atomically: false, encoding: .utf8)
  }

  static let broken = "<?xml version=\"1.0\"?><plist><dict><key>Cancel</key><str"

  /// A bundle of English and Polish `Cancel`, checked to serve the Polish one.
  static func englishAndPolish() throws -> (BundleFixture, LocalizationBundle) {
    let fixture = try BundleFixture([
      "en.lproj/Localizable.stringsdict": cancel("Cancel"),
      "pl.lproj/Localizable.stringsdict": cancel("Anuluj"),
    ])
    let bundle = try LocalizationBundle(path: fixture.path)
    #expect(bundle.localizer(languages: ["pl"]).localizedString(forKey: "Cancel") == "Anuluj")
    return (fixture, bundle)
  }

  @Test("a file broken on reload keeps its last good version, listed in loadErrors; fixed, it is read anew")
  func brokenThenFixed() throws {
    let (fixture, bundle) = try Self.englishAndPolish()
    defer { fixture.remove() }
    try Self.write(Self.broken, "pl.lproj/Localizable.stringsdict", in: fixture)
    for _ in 0..<2 {
      // Through any number of reloads, while the file stays broken.
      try bundle.reload()
      let localizer = bundle.localizer(languages: ["pl"])
      #expect(localizer.localizedString(forKey: "Cancel") == "Anuluj")
      #expect(localizer.language == "pl")
      #expect(bundle.loadErrors.map(\.location.file) == [fixture.path + "/pl.lproj/Localizable.stringsdict"])
    }
    try Self.write(Self.cancel("Anuluj 2"), "pl.lproj/Localizable.stringsdict", in: fixture)
    try bundle.reload()
    #expect(bundle.localizer(languages: ["pl"]).localizedString(forKey: "Cancel") == "Anuluj 2")
    #expect(bundle.loadErrors.isEmpty)
  }

  @Test(
    "a new file that never parsed is absent, its error listed, and the language reported is the one served")
  func brokenNewFile() throws {
    let fixture = try BundleFixture(["en.lproj/Localizable.stringsdict": Self.cancel("Cancel")])
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    try Self.write(Self.broken, "pl.lproj/Localizable.stringsdict", in: fixture)
    try bundle.reload()
    let localizer = bundle.localizer(acceptLanguage: "pl, en;q=0.5")
    #expect(localizer.searchOrder == ["pl", "en"])
    #expect(localizer.localizedString(forKey: "Cancel") == "Cancel")
    // English text is served, so the Content-Language is English.
    #expect(localizer.language == "en" && localizer.localization == "en")
    #expect(localizer.pluralLocaleIdentifier == "en")
    #expect(bundle.loadErrors.count == 1)
  }

  @Test("a localization without a default table is not reported as the one served")
  func localizationWithoutTable() throws {
    let fixture = try BundleFixture([
      "en.lproj/Localizable.strings": "\"Cancel\" = \"Cancel\";\n",
      "pl.lproj/Other.strings": "\"Cancel\" = \"Anuluj\";\n",
      "Base.lproj/Localizable.strings": "\"Base\" = \"Base\";\n",
    ])
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path, developmentLanguage: "en")
    let polish = bundle.localizer(languages: ["pl"])
    #expect(polish.searchOrder == ["pl", "Base", "en"])
    #expect(polish.localization == "Base" && polish.language == "en")
    // Named tables are searched in the same order: pl serves Other.
    #expect(polish.localizedString(forKey: "Cancel", table: "Other") == "Anuluj")
    let empty = try LocalizationBundle(files: ["pl.lproj/Other.strings": Array("\"a\" = \"b\";".utf8)])
    // No localization has the default table: the first of the order is named, as before.
    #expect(empty.localizer(languages: ["pl"]).language == "pl")
  }

  @Test("a deleted file is gone, not an error, and a broken file made again in its place has no past")
  func deletedFile() throws {
    let (fixture, bundle) = try Self.englishAndPolish()
    defer { fixture.remove() }
    try FileManager.default.removeItem(atPath: fixture.path + "/pl.lproj/Localizable.stringsdict")
    try bundle.reload()
    var localizer = bundle.localizer(languages: ["pl"])
    #expect(localizer.localizedString(forKey: "Cancel") == "Cancel" && localizer.language == "en")
    #expect(bundle.loadErrors.isEmpty)
    try Self.write(Self.broken, "pl.lproj/Localizable.stringsdict", in: fixture)
    try bundle.reload()
    localizer = bundle.localizer(languages: ["pl"])
    #expect(localizer.localizedString(forKey: "Cancel") == "Cancel" && localizer.language == "en")
    #expect(bundle.loadErrors.count == 1)
    // A whole folder deleted and made again: likewise.
    try Self.write(Self.cancel("Anuluj"), "pl.lproj/Localizable.stringsdict", in: fixture)
    try bundle.reload()
    #expect(bundle.localizer(languages: ["pl"]).localizedString(forKey: "Cancel") == "Anuluj")
    try FileManager.default.removeItem(atPath: fixture.path + "/pl.lproj")
    try bundle.reload()
    #expect(bundle.localizer(languages: ["pl"]).language == "en")
    try Self.write(Self.broken, "pl.lproj/Localizable.stringsdict", in: fixture)
    try bundle.reload()
    #expect(bundle.localizer(languages: ["pl"]).localizedString(forKey: "Cancel") == "Cancel")
  }

  @Test("a localization whose every file breaks, and a broken catalog, keep their last good versions")
  func everyFileBroken() throws {
    let catalog = #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {"Welcome": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "Welcome"}},
        "de": {"stringUnit": {"state": "translated", "value": "Willkommen"}}}}}}
      """#
    let fixture = try BundleFixture([
      "en.lproj/Localizable.stringsdict": Self.cancel("Cancel"),
      "pl.lproj/Localizable.stringsdict": Self.cancel("Anuluj"),
      "pl.lproj/Localizable.strings": "\"Hello\" = \"Cześć\";\n",
      "Localizable.xcstrings": catalog,
    ])
    defer { fixture.remove() }
    let bundle = try LocalizationBundle(path: fixture.path)
    #expect(bundle.localizer(languages: ["pl"]).localizedString(forKey: "Hello") == "Cześć")
    try Self.write(Self.broken, "pl.lproj/Localizable.stringsdict", in: fixture)
    try Self.write("\"Hello\" = \"Cze", "pl.lproj/Localizable.strings", in: fixture)
    try Self.write(String(catalog.prefix(60)), "Localizable.xcstrings", in: fixture)
    try bundle.reload()
    let polish = bundle.localizer(languages: ["pl"])
    #expect(polish.language == "pl")
    #expect(
      polish.localizedString(forKey: "Cancel") == "Anuluj"
        && polish.localizedString(forKey: "Hello") == "Cześć")
    // The catalog's languages still match.
    #expect(bundle.localizations == ["de", "en", "pl"])
    #expect(bundle.localizer(languages: ["de"]).localizedString(forKey: "Welcome") == "Willkommen")
    #expect(bundle.loadErrors.count == 3)
  }

  @Test("replace(files:) keeps the last good version of a path that no longer parses")
  func replaceKeepsLastGood() throws {
    let good = ["pl.lproj/Localizable.stringsdict": Array(Self.cancel("Anuluj").utf8)]
    let bundle = try LocalizationBundle(files: good)
    #expect(bundle.localizer(languages: ["pl"]).localizedString(forKey: "Cancel") == "Anuluj")
    try bundle.replace(files: ["pl.lproj/Localizable.stringsdict": Array(Self.broken.utf8)])
    #expect(bundle.localizer(languages: ["pl"]).localizedString(forKey: "Cancel") == "Anuluj")
    #expect(bundle.loadErrors.map(\.location.file) == ["pl.lproj/Localizable.stringsdict"])
    try bundle.replace(files: [:])
    try bundle.replace(files: ["pl.lproj/Localizable.stringsdict": Array(Self.broken.utf8)])
    #expect(bundle.localizer(languages: ["pl"]).localizedString(forKey: "Cancel") == "Cancel")
  }

  @Test(
    "files rewritten in place while threads format and reload: every text is in the language the localizer reports",
    arguments: [UInt64(0x5EED_0023)])
  func inPlaceRewrites(seed: UInt64) throws {
    let fixture = try BundleFixture(Versioned.files(version: 0))
    defer { fixture.remove() }
    let path = fixture.path
    let bundle = try LocalizationBundle(path: path)
    // A server's first requests read every file whole: each has a last good version from then on.
    for header in Self.headers { _ = try bundle.localizer(acceptLanguage: header).format("%d file(s)", 1) }
    let deadline = ContinuousClock.now + .milliseconds(1500)
    // Past the deadline, a thread that has not done its share yet (a slow machine, a sanitizer)
    // goes on until it has, for at most 60 s.
    let cap = ContinuousClock.now + .seconds(60)
    @Sendable func going(_ done: Int, _ share: Int) -> Bool {
      let now = ContinuousClock.now
      return now < deadline || (done <= share && now < cap)
    }
    let paths = Versioned.languages.map { "\($0).lproj/Localizable.stringsdict" } + [Versioned.catalog]

    let threads = Threads<Counts>()
    // The writer: one file at a time, rewritten in place with the next version.
    threads.start {
      var random = SeededGenerator(state: seed)
      var counts = Counts()
      var version = 0
      var catalogVersions = Dictionary(uniqueKeysWithValues: Versioned.languages.map { ($0, 0) })
      while going(counts.rewrites, 10) {
        version += 1
        let file = paths.randomElement(using: &random)!
        let text: String
        if file == Versioned.catalog {
          catalogVersions[Versioned.languages.randomElement(using: &random)!] = version
          text = Versioned.catalog(versions: catalogVersions)
        } else {
          text = Versioned.stringsdict(String(file.prefix { $0 != "." }), version: version)
        }
        try rewriteInPlace(
          path + "/" + file, text, pieces: Int.random(in: 2...6, using: &random), pause: 0.000_2)
        counts.rewrites += 1
      }
      return counts
    }
    // The reloader: reloads, then negotiates every header (reading every file) and looks at the errors.
    threads.start {
      var counts = Counts()
      while going(counts.reloads, 10) {
        try bundle.reload()
        counts.reloads += 1
        for header in Self.headers { _ = bundle.localizer(acceptLanguage: header) }
        if !bundle.loadErrors.isEmpty { counts.reloadsWithErrors += 1 }
      }
      return counts
    }
    // Requests: each negotiates, formats, looks up, and checks every text against `language`.
    for reader in 0..<3 {
      threads.start {
        var random = SeededGenerator(state: seed &+ UInt64(reader + 1))
        var counts = Counts()
        while going(counts.responses, 34) {
          let localizer = bundle.localizer(acceptLanguage: Self.headers.randomElement(using: &random)!)
          let count = Int.random(in: 0...30, using: &random)
          let texts = [
            try localizer.format("%d file(s)", count),
            try localizer.format("Welcome", table: "Catalog"),
            localizer.localizedString(forKey: "Cancel"),
          ]
          counts.responses += 1
          if texts.contains(where: { Self.language(of: $0) != localizer.language }) {
            counts.mismatchCount += 1
            if counts.mismatches.count < 5 {
              counts.mismatches.append("language \(localizer.language): \(texts)")
            }
          }
        }
        return counts
      }
    }
    let counts = try threads.wait().reduce(into: Counts()) { $0.add($1) }
    #expect(
      counts.mismatchCount == 0,
      "\(counts.mismatchCount) of \(counts.responses) responses not in the language reported, e.g. \(counts.mismatches)"
    )
    #expect(counts.responses > 100 && counts.rewrites > 10 && counts.reloads > 10)
    // The run did meet half-written files (else it tested nothing).
    #expect(counts.reloadsWithErrors > 0, "\(counts)")

    // Every file written whole one last time, then a reload: the final files are served, and no error remains.
    let final = 1_000_000
    for (file, text) in Versioned.files(version: final) {
      try rewriteInPlace(path + "/" + file, text, pieces: 3, pause: 0)
    }
    try bundle.reload()
    for language in Versioned.languages {
      let localizer = bundle.localizer(languages: [language])
      #expect(localizer.language == language)
      #expect(try localizer.format("%d file(s)", 5) == "\(language) v\(final): 5 files")
      #expect(try localizer.format("Welcome", table: "Catalog") == "\(language) v\(final): welcome")
      #expect(localizer.localizedString(forKey: "Cancel") == "\(language) v\(final): cancel")
    }
    #expect(bundle.loadErrors.isEmpty)
  }
}
