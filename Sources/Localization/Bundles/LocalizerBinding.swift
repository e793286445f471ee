import LocalizedStrings
internal import InternalUtilities
/// The ``Localizer`` that typed accessors use: one set for the whole
/// process (an app), or one bound to a task for a scope (a server's
/// request), which wins inside that scope.
///
/// `plurals generate-accessors` (and its SwiftPM plugin) writes a type such as
/// `L10n` with one static accessor per key and a `binding` of this type; every
/// accessor formats with `binding.localizer`:
///
/// ```swift
/// // An app: set once at launch, and again when the user picks another language.
/// let bundle = try LocalizationBundle(path: resources)
/// L10n.binding.set(bundle.localizer(languages: UserLanguages.current))
/// L10n.filesRemaining(5)                        // "5 files remaining"
///
/// // A server: bound for each request, in a middleware or the handler.
/// let localizer = bundle.localizer(acceptLanguage: request.headers[.acceptLanguage] ?? "")
/// try await L10n.binding.withLocalizer(localizer) {
///   L10n.filesRemaining(5)                      // "Pozostało 5 plików" for a Polish request
/// }
/// ```
///
/// A scope's localizer is a task-local value: the tasks a request handler
/// starts with `async let` and task groups see it too, a `Task.detached`
/// does not. Before anything is set, accessors use the binding's default:
/// the localizer its `default` closure makes on first use (generated code
/// passes one that reads the target's resources in the user's languages,
/// `UserLanguages.current`), else a localizer without localizations, which formats each
/// key as its own format (Apple's behaviour for a missing key).
///
/// The type is safe to use from many threads at once.

public final class LocalizerBinding: Sendable {
  /// The process's localizer; nil until one is set or the default is made.
  private let process: Locked<Localizer?>
  private let makeDefault: (@Sendable () -> Localizer?)?
  private let scoped = TaskLocal<Localizer?>(wrappedValue: nil)

  /// A binding to `localizer`, or to a localizer without localizations until one is set.
  public init(_ localizer: Localizer? = nil) {
    process = Locked(localizer ?? .unlocalized)
    makeDefault = nil
  }

  /// A binding whose process localizer, until one is set, is the one
  /// `makeDefault` returns, made once on first use; when it returns nil (the
  /// resources cannot be read), a localizer without localizations.
  ///
  /// ```swift
  /// // What the accessor plugin generates for a target with resources and PluralsFoundation:
  /// static let binding = LocalizerBinding(default: {
  ///   try? LocalizationBundle(bundle: .module).localizer(languages: UserLanguages.current)
  /// })
  /// ```
  public init(default makeDefault: @escaping @Sendable () -> Localizer?) {
    process = Locked(nil)
    self.makeDefault = makeDefault
  }

  /// The localizer bound to the current task's scope, else the one set for the process
  /// (or the default, made on first use).
  ///
  /// - Complexity: a task-local lookup and a lock; no allocation once the default is made.
  public var localizer: Localizer {
    if let bound = scoped.get() { return bound }
    return process.withLock { current in
      if let current { return current }
      let made = makeDefault?() ?? .unlocalized
      current = made
      return made
    }
  }

  /// Sets the localizer for the whole process (scopes keep theirs).
  public func set(_ localizer: Localizer) {
    process.withLock { $0 = localizer }
  }

  /// Runs `operation` with `localizer` bound: ``localizer`` returns it in
  /// `operation` and in the child tasks it starts.
  public func withLocalizer<Result>(_ localizer: Localizer, operation: () throws -> Result) rethrows
    -> Result
  {
    try scoped.withValue(localizer, operation: operation)
  }

  /// Runs the asynchronous `operation` with `localizer` bound (a request handler).
  public func withLocalizer<Result>(
    _ localizer: Localizer, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await scoped.withValue(localizer, operation: operation)
  }
}

extension Localizer {
  /// A localizer without localizations: each key is formatted as its own
  /// format, in English, as Apple's bundles do for a key they lack.
  static let unlocalized: Localizer = {
    let contents = BundleContents(source: .memory([:]), names: [], developmentLanguage: "en")
    return Localizer(contents: contents, resolution: contents.resolution(languages: []), numbers: .localized)
  }()
}
