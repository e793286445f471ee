@_exported import LocalizedStrings
import Vapor

/// Negotiates each request's language once, from its `Accept-Language`
/// (``LocalizationBundle/negotiate(acceptLanguage:numbers:missingKeys:)``):
/// handlers read `request.localizer`, and the response says which language
/// it is in (`Content-Language`) and that it depends on the header
/// (`Vary: Accept-Language`).
///
/// Install it at the beginning, outside Vapor's `ErrorMiddleware`, for
/// error responses to carry the two headers too:
///
/// ```swift
/// app.middleware.use(LocalizationMiddleware(localizations: bundle, malformedHeader: .reject), at: .beginning)
/// app.get { request in request.localizer.localizedString(forKey: "Welcome") }
/// ```
public struct LocalizationMiddleware: AsyncMiddleware {
  public let localizations: LocalizationBundle
  public let malformedHeader: NegotiatedLanguage.MalformedHeaderPolicy

  /// - Parameter malformedHeader: `.reject` answers a malformed header with
  ///   400 and its text in the negotiated language; `.serve` (the default)
  ///   serves the language read from the rest of it.
  public init(
    localizations: LocalizationBundle, malformedHeader: NegotiatedLanguage.MalformedHeaderPolicy = .serve
  ) {
    self.localizations = localizations
    self.malformedHeader = malformedHeader
  }

  public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
    let lines = request.headers[.acceptLanguage]
    let negotiated = localizations.negotiate(acceptLanguage: lines.joined(separator: ","))
    request.storage[NegotiatedLanguageKey.self] = negotiated
    let response: Response
    if let text = negotiated.rejection(malformedHeader) {
      response = Response(
        status: .badRequest, headers: ["Content-Type": "text/plain; charset=utf-8"], body: .init(string: text)
      )
    } else {
      response = try await next.respond(to: request)
    }
    response.headers.replaceOrAdd(name: .contentLanguage, value: negotiated.contentLanguage)
    if let vary = NegotiatedLanguage.vary(adding: response.headers[.vary]) {
      response.headers.add(name: .vary, value: vary)
    }
    return response
  }
}

/// Where ``LocalizationMiddleware`` keeps the request's negotiation.
struct NegotiatedLanguageKey: StorageKey {
  typealias Value = NegotiatedLanguage
}

extension Request {
  /// What ``LocalizationMiddleware`` negotiated for this request; nil without it.
  public var negotiatedLanguage: NegotiatedLanguage? { storage[NegotiatedLanguageKey.self] }

  /// The localizer ``LocalizationMiddleware`` negotiated for this request.
  ///
  /// - Precondition: the middleware is installed on the route's group.
  public var localizer: Localizer {
    guard let negotiatedLanguage else {
      preconditionFailure(
        "LocalizationMiddleware is not installed: app.middleware.use(LocalizationMiddleware(...), at: .beginning)"
      )
    }
    return negotiatedLanguage.localizer
  }
}
