import Foundation
import Hummingbird
import LocalizedStrings
import SourceFiles

/// The app's localizations, opened once: .lproj folders (en, pl, ru, ar) and
/// a String Catalog (fr, de) shipped as resources.
public func openLocalizations() throws -> LocalizationBundle {
  guard let url = Bundle.module.url(forResource: "Localizations", withExtension: nil) else {
    throw SourceError(.fileAccess, "the Localizations resources are missing", file: "")
  }
  return try LocalizationBundle(path: url.path)
}

/// The request context of a localized app: Hummingbird's core storage, and
/// the localizer ``LocalizationMiddleware`` negotiated for the request.
public struct LocalizedRequestContext: RequestContext {
  public var coreContext: CoreRequestContextStorage
  /// Set by ``LocalizationMiddleware``; read it through ``localizer``.
  var negotiated: Localizer?

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
  }

  /// The localizer ``LocalizationMiddleware`` negotiated for this request.
  ///
  /// - Precondition: the middleware is installed on the router (or the route's group).
  public var localizer: Localizer {
    guard let negotiated else {
      preconditionFailure("LocalizationMiddleware is not installed: router.add(middleware: ...)")
    }
    return negotiated
  }
}

/// Negotiates the language of each request once, from its `Accept-Language`:
/// handlers read the result as `context.localizer`, and the response says
/// which language it is in (`Content-Language`) and that it depends on the
/// header (`Vary: Accept-Language`, for caches), error responses included.
public struct LocalizationMiddleware: RouterMiddleware {
  public typealias Context = LocalizedRequestContext
  public let localizations: LocalizationBundle

  public init(localizations: LocalizationBundle) {
    self.localizations = localizations
  }

  public func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    // A dictionary lookup for a header seen before: the bundle remembers negotiations.
    let localizer = localizations.localizer(acceptLanguage: request.headers[.acceptLanguage] ?? "")
    var context = context
    context.negotiated = localizer
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as any HTTPResponseError {
      response = try error.response(from: request, context: context)
    }
    response.headers[.contentLanguage] = localizer.language
    if !response.headers[values: .vary].contains(where: { $0.lowercased().contains("accept-language") }) {
      response.headers[values: .vary].append("Accept-Language")
    }
    return response
  }
}

/// The server: `GET /files/:count` and `GET /` answer in the language the
/// request's `Accept-Language` negotiates, and say which in `Content-Language`.
public func buildApplication(
  localizations: LocalizationBundle, configuration: ApplicationConfiguration = .init()
) -> some ApplicationProtocol {
  let router = Router(context: LocalizedRequestContext.self)
  router.add(middleware: LocalizationMiddleware(localizations: localizations))
  router.get("/") { _, context in
    text(context.localizer.localizedString(forKey: "Welcome"))
  }
  router.get("/files/:count") { _, context in
    guard let count = context.parameters.get("count", as: Int.self) else {
      throw HTTPError(.badRequest, message: "count must be an integer")
    }
    return text(try context.localizer.format("%d file(s) remaining", count))
  }
  return Application(router: router, configuration: configuration)
}

/// A plain-text response (the middleware adds the language).
func text(_ body: String) -> Response {
  Response(
    status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
    body: .init(byteBuffer: ByteBuffer(string: body)))
}

/// The port to listen on: `PORT` from the environment, 8080 by default.
public func port(environment: [String: String]) throws -> Int {
  guard let value = environment["PORT"] else { return 8080 }
  guard let port = Int(value), (0...65_535).contains(port) else {
    throw SourceError(.invalidContent, "PORT must be a number from 0 to 65535, not '\(value)'", file: "")
  }
  return port
}
