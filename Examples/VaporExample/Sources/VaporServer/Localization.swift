import Foundation
import LocalizedStrings
import Vapor

/// The app's localizations, opened once: .lproj folders (en, pl, ru, ar) and
/// a String Catalog (fr, de) shipped as resources.
public func openLocalizations() throws -> LocalizationBundle {
  guard let url = Bundle.module.url(forResource: "Localizations", withExtension: nil) else {
    throw Abort(.internalServerError, reason: "the Localizations resources are missing")
  }
  return try LocalizationBundle(path: url.path)
}

/// Negotiates the language of each request once, from its `Accept-Language`:
/// handlers read the result as `request.localizer`, and the response says
/// which language it is in (`Content-Language`) and that it depends on the
/// header (`Vary: Accept-Language`, for caches).
///
/// Install it before the routes, and outside Vapor's `ErrorMiddleware` (see
/// `configure`) for error responses to carry the two headers too: with
/// `app.middleware.use(...)` alone it runs inside the default
/// `ErrorMiddleware`, and a thrown error passes through it unanswered.
public struct LocalizationMiddleware: AsyncMiddleware {
  public let localizations: LocalizationBundle

  public init(localizations: LocalizationBundle) {
    self.localizations = localizations
  }

  public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
    // A dictionary lookup for a header seen before: the bundle remembers negotiations.
    let localizer = localizations.localizer(
      acceptLanguage: request.headers.first(name: .acceptLanguage) ?? "")
    request.storage[LocalizerKey.self] = localizer
    let response = try await next.respond(to: request)
    response.headers.replaceOrAdd(name: .contentLanguage, value: localizer.language)
    if !response.headers[.vary].contains(where: { $0.lowercased().contains("accept-language") }) {
      response.headers.add(name: .vary, value: "Accept-Language")
    }
    return response
  }
}

/// Where `LocalizationMiddleware` keeps the request's localizer.
struct LocalizerKey: StorageKey {
  typealias Value = Localizer
}

extension Request {
  /// The localizer `LocalizationMiddleware` negotiated for this request.
  ///
  /// - Precondition: the middleware is installed on the route's group.
  public var localizer: Localizer {
    guard let localizer = storage[LocalizerKey.self] else {
      preconditionFailure(
        "LocalizationMiddleware is not installed: app.middleware.use(LocalizationMiddleware(...))")
    }
    return localizer
  }
}
