import Foundation
import Hummingbird
import PluralsHummingbird
import SourceFiles

/// The app's localizations, opened once: .lproj folders (en, pl, ru, ar) and
/// a String Catalog (fr, de) shipped as resources.
public func openLocalizations() throws -> LocalizationBundle {
  guard let url = Bundle.module.url(forResource: "Localizations", withExtension: nil) else {
    throw SourceError(.fileAccess, "the Localizations resources are missing", file: "")
  }
  return try LocalizationBundle(path: url.path)
}

/// The app's request context: Hummingbird's core storage, and the language
/// PluralsHummingbird's `LocalizationMiddleware` negotiated (read it as `context.localizer`).
public struct LocalizedRequestContext: LocalizationRequestContext {
  public var coreContext: CoreRequestContextStorage
  public var negotiatedLanguage: NegotiatedLanguage?

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
  }
}

/// The server: `GET /files/:count` and `GET /` answer in the language the
/// request's `Accept-Language` negotiates, and say which in `Content-Language`;
/// `GET /health` answers `OK`, constant and not negotiated.
public func buildApplication(
  localizations: LocalizationBundle, configuration: ApplicationConfiguration = .init()
) -> some ApplicationProtocol {
  let router = Router(context: LocalizedRequestContext.self)
  // Added before the middleware, which reaches only the routes added after it.
  router.get("/health") { _, _ in text("OK") }
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
