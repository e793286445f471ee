import Localization

#if Hummingbird
  import Hummingbird

  /// A request context that carries the language ``LocalizationMiddleware``
  /// negotiated: an app's own context conforms with one stored property, or
  /// uses ``BasicLocalizationRequestContext``.
  ///
  /// ```swift
  /// struct AppRequestContext: LocalizationRequestContext {
  ///   var coreContext: CoreRequestContextStorage
  ///   var negotiatedLanguage: NegotiatedLanguage?
  ///   init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
  /// }
  /// ```
  public protocol LocalizationRequestContext: RequestContext {
    /// Set by ``LocalizationMiddleware``; read ``localizer``.
    var negotiatedLanguage: NegotiatedLanguage? { get set }
  }

  extension LocalizationRequestContext {
    /// The localizer ``LocalizationMiddleware`` negotiated for this request.
    ///
    /// - Precondition: the middleware is installed on the router (or the route's group).
    public var localizer: Localizer {
      guard let negotiatedLanguage else {
        preconditionFailure("LocalizationMiddleware is not installed: router.add(middleware: ...)")
      }
      return negotiatedLanguage.localizer
    }
  }

  /// Hummingbird's basic request context, and the negotiated language.
  public struct BasicLocalizationRequestContext: LocalizationRequestContext {
    public var coreContext: CoreRequestContextStorage
    public var negotiatedLanguage: NegotiatedLanguage?

    public init(source: ApplicationRequestContextSource) {
      coreContext = .init(source: source)
    }
  }

  /// Negotiates each request's language once, from its `Accept-Language`
  /// (``LocalizationBundle/negotiate(acceptLanguage:numbers:missingKeys:)``):
  /// handlers read `context.localizer`, and every response says that it depends on
  /// the header (`Vary: Accept-Language`).
  ///
  /// `Content-Language` names the negotiated language only on a response whose
  /// text is in it: one the handler returned (its own `Content-Language` is
  /// replaced) and the middleware's own 400 for a malformed header. A response
  /// made from a thrown `HTTPResponseError` gets `Vary` and no more (a
  /// `Content-Language` the error sets itself is kept): its text is Hummingbird's
  /// (the English 400 of `context.parameters.require`) or the error's message,
  /// whatever the request asked for. A handler that answers an error in the
  /// request's language returns that response instead of throwing. Any other error passes through unchanged to
  /// Hummingbird, which answers 500 without these fields.
  ///
  /// ```swift
  /// let router = Router(context: BasicLocalizationRequestContext.self)
  /// router.add(middleware: LocalizationMiddleware(localizations: bundle, malformedHeader: .reject))
  /// router.get("/") { _, context in context.localizer.localizedString(forKey: "Welcome") }
  /// ```
  public struct LocalizationMiddleware<Context: LocalizationRequestContext>: RouterMiddleware {
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

    public func handle(
      _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
      let negotiated = localizations.negotiate(acceptLanguage: request.headers.acceptLanguage)
      var context = context
      context.negotiatedLanguage = negotiated
      var response: Response
      // Whether the response's text is the localizer's (or the rejection's, in the same language).
      var inNegotiatedLanguage = true
      if let text = negotiated.rejection(malformedHeader) {
        response = Response(
          status: .badRequest, headers: [.contentType: "text/plain; charset=utf-8"],
          body: .init(byteBuffer: ByteBuffer(string: text)))
      } else {
        do {
          response = try await next(request, context)
        } catch let error as any HTTPResponseError {
          response = try error.response(from: request, context: context)
          inNegotiatedLanguage = false
        }
      }
      // Appended when the response has no such field (the common case): HTTPFields' name
      // subscripts' setters and `values` getter search and copy the fields each time.
      if inNegotiatedLanguage {
        let language = negotiated.contentLanguage
        if response.headers.contains(.contentLanguage) {
          response.headers[.contentLanguage] = language
        } else {
          response.headers.append(.init(name: .contentLanguage, value: language))
        }
      }
      if !response.headers.contains(.vary) {
        response.headers.append(.init(name: .vary, value: NegotiatedLanguage.varyValue))
      } else if let vary = NegotiatedLanguage.vary(adding: response.headers[values: .vary]) {
        response.headers.append(.init(name: .vary, value: vary))
      }
      return response
    }
  }

  extension HTTPFields {
    /// The request's `Accept-Language` field lines joined by `", "` (nil when it has none), as
    /// the `[.acceptLanguage]` subscript reads them, without that subscript's lazily mapped
    /// `joined(separator:)` (Benchmarks/server-load.sh measures the middleware). Linear in
    /// the number of lines (a client controls them): one line is returned as it is, several
    /// are joined once.
    fileprivate var acceptLanguage: String? {
      let name = HTTPFields.Element.Name.acceptLanguage
      var first: String?
      var more: [String] = []
      for field in self where field.name == name {
        if first == nil { first = field.value } else { more.append(field.value) }
      }
      guard let first else { return nil }
      return more.isEmpty ? first : ([first] + more).joined(separator: ", ")
    }
  }
#else
  /// Built with swift-plurals' `Hummingbird` trait only: a server's manifest names it,
  /// `.package(url: "https://github.com/swift-plurals/swift-plurals", from: ..., traits: ["Hummingbird"])`.
  @available(
    *, unavailable,
    message: "enable swift-plurals' Hummingbird trait: .package(..., traits: [\"Hummingbird\"])"
  )
  public struct LocalizationMiddleware {}
#endif
