import PluralsVapor
import Vapor

/// The server: `GET /files/:count` and `GET /` answer in the language the
/// request's `Accept-Language` negotiates, and say which in `Content-Language`;
/// a malformed header gets 400 with its text in that language.
public func configure(_ app: Application, localizations: LocalizationBundle) {
  // At the beginning, outside Vapor's default ErrorMiddleware: error responses are negotiated too.
  app.middleware.use(
    LocalizationMiddleware(localizations: localizations, malformedHeader: .reject), at: .beginning)
  app.get { request in
    text(request.localizer.localizedString(forKey: "Welcome"))
  }
  app.get("files", ":count") { request in
    guard let count = request.parameters.get("count", as: Int.self) else {
      throw Abort(.badRequest, reason: "count must be an integer")
    }
    return text(try request.localizer.format("%d file(s) remaining", count))
  }
}

/// A plain-text response (the middleware adds the language).
func text(_ body: String) -> Response {
  Response(
    status: .ok, headers: ["Content-Type": "text/plain; charset=utf-8"], body: .init(string: body))
}

/// The port to listen on: `PORT` from the environment, 8080 by default.
public func port(environment: [String: String]) throws -> Int {
  guard let value = environment["PORT"] else { return 8080 }
  guard let port = Int(value), (0...65_535).contains(port) else {
    throw Abort(.internalServerError, reason: "PORT must be a number from 0 to 65535, not '\(value)'")
  }
  return port
}
