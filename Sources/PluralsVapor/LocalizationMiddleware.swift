import Localization

#if Vapor
  import Foundation
  import Vapor

  /// Negotiates each request's language once, from its `Accept-Language`
  /// (``LocalizationBundle/negotiate(acceptLanguage:numbers:missingKeys:)``):
  /// handlers read `request.localizer`, and the response says that it depends on
  /// the header (`Vary: Accept-Language`).
  ///
  /// `Content-Language` names the negotiated language only on a response whose
  /// text can be in it: when the request's localizer was asked for while it was
  /// answered (`request.localizer` or `request.negotiatedLanguage`; the
  /// response's own `Content-Language` is then replaced), and on the
  /// middleware's own 400 for a malformed header. A response Vapor writes itself
  /// (the 404 of a path no route has, the JSON of an `Abort` thrown before the
  /// localizer was read) keeps `Vary` alone: its text is in English, whatever
  /// the request asked for.
  ///
  /// Install it at the beginning, outside Vapor's `ErrorMiddleware`, for
  /// error responses to carry `Vary` too:
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
      let negotiation = Negotiation(negotiated)
      request.storage[NegotiatedLanguageKey.self] = negotiation
      let response: Response
      let inNegotiatedLanguage: Bool
      if let text = negotiated.rejection(malformedHeader) {
        response = Response(
          status: .badRequest, headers: ["Content-Type": "text/plain; charset=utf-8"],
          body: .init(string: text)
        )
        inNegotiatedLanguage = true
      } else {
        response = try await next.respond(to: request)
        inNegotiatedLanguage = negotiation.wasRead
      }
      if inNegotiatedLanguage {
        response.headers.replaceOrAdd(name: .contentLanguage, value: negotiated.contentLanguage)
      }
      if let vary = NegotiatedLanguage.vary(adding: response.headers[.vary]) {
        response.headers.add(name: .vary, value: vary)
      }
      return response
    }
  }

  /// Where ``LocalizationMiddleware`` keeps the request's negotiation.
  struct NegotiatedLanguageKey: StorageKey {
    typealias Value = Negotiation
  }

  /// A request's negotiated language, and whether a handler has read it (which
  /// ``LocalizationMiddleware`` takes as a response in that language). A class, so that a
  /// read through any copy of the request's storage is seen; a lock, since a handler's
  /// child tasks may read it at once.
  final class Negotiation: @unchecked Sendable {
    private let language: NegotiatedLanguage
    private let lock = NSLock()
    private var read = false

    init(_ language: NegotiatedLanguage) { self.language = language }

    /// The negotiated language, noted as read.
    var negotiatedLanguage: NegotiatedLanguage {
      lock.lock()
      defer { lock.unlock() }
      read = true
      return language
    }

    var wasRead: Bool {
      lock.lock()
      defer { lock.unlock() }
      return read
    }
  }

  extension Request {
    /// What ``LocalizationMiddleware`` negotiated for this request; nil without it. Reading it
    /// marks the response as one in that language (its `Content-Language`).
    public var negotiatedLanguage: NegotiatedLanguage? {
      storage[NegotiatedLanguageKey.self]?.negotiatedLanguage
    }

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
#else
  /// Built with swift-plurals' `Vapor` trait only: a server's manifest names it,
  /// `.package(url: "https://github.com/swift-plurals/swift-plurals", from: ..., traits: ["Vapor"])`.
  @available(*, unavailable, message: "enable swift-plurals' Vapor trait: .package(..., traits: [\"Vapor\"])")
  public struct LocalizationMiddleware {}
#endif
