import Foundation
import Hummingbird
import LocalizedStrings

/// The app's localizations, opened once: .lproj folders (en, pl, ru, ar) and
/// a String Catalog (fr, de) shipped as resources.
public func openLocalizations() throws -> LocalizationBundle {
  guard let url = Bundle.module.url(forResource: "Localizations", withExtension: nil) else {
    throw SourceError(
      "the Localizations resources are missing", at: SourceLocation(file: "", line: 1, column: 1))
  }
  return try LocalizationBundle(path: url.path)
}

/// The server: `GET /files/:count` and `GET /` answer in the language the
/// request's `Accept-Language` negotiates, and say which in `Content-Language`.
public func buildApplication(
  localizations: LocalizationBundle, configuration: ApplicationConfiguration = .init()
) -> some ApplicationProtocol {
  let router = Router()
  router.get("/") { request, _ in
    let localizer = localizations.localizer(acceptLanguage: request.headers[.acceptLanguage] ?? "")
    return text(localizer.localizedString(forKey: "Welcome"), localizer)
  }
  router.get("/files/:count") { request, context in
    let localizer = localizations.localizer(acceptLanguage: request.headers[.acceptLanguage] ?? "")
    guard let count = context.parameters.get("count", as: Int.self) else {
      throw HTTPError(.badRequest, message: "count must be an integer")
    }
    return text(try localizer.format("%d file(s) remaining", count), localizer)
  }
  return Application(router: router, configuration: configuration)
}

/// A plain-text response in the localizer's language.
func text(_ body: String, _ localizer: Localizer) -> Response {
  Response(
    status: .ok,
    headers: [.contentType: "text/plain; charset=utf-8", .contentLanguage: localizer.language],
    body: .init(byteBuffer: ByteBuffer(string: body)))
}
