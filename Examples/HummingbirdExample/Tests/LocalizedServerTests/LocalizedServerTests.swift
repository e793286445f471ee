import Hummingbird
import HummingbirdTesting
import LocalizedServer
import PluralsHummingbird
import Localization
import SourceFiles
import Testing

/// The server started on loopback and asked over real HTTP.
@Suite("The localized server, over HTTP")
struct LocalizedServerTests {
  static let localizations: LocalizationBundle = try! openLocalizations()

  /// `GET path` with `Accept-Language: header`: the status, the body, Content-Language and Vary.
  func get(_ path: String, acceptLanguage header: String?) async throws -> (
    status: HTTPResponse.Status, body: String, language: String?, vary: [String]
  ) {
    let app = buildApplication(
      localizations: Self.localizations, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    return try await app.test(.live) { client in
      var headers = HTTPFields()
      if let header { headers[.acceptLanguage] = header }
      return try await client.execute(uri: path, method: .get, headers: headers) { response in
        (
          response.status, String(buffer: response.body), response.headers[.contentLanguage],
          response.headers[values: .vary]
        )
      }
    }
  }

  @Test(
    "pluralized text in the negotiated language, with Content-Language",
    arguments: [
      ("en", 1, "1 file remaining", "en"),
      ("en-GB", 5, "5 files remaining", "en"),
      ("pl-PL", 1, "Pozostał 1 plik", "pl"),
      ("pl", 3, "Pozostały 3 pliki", "pl"),
      ("pl", 5, "Pozostało 5 plików", "pl"),
      ("pl", 22, "Pozostały 22 pliki", "pl"),
      ("ru", 21, "Остался 21 файл", "ru"),
      ("ru", 11, "Осталось 11 файлов", "ru"),
      ("ar", 0, "لم يتبق أي ملف", "ar"),
      ("ar", 2, "تبقى ملفان", "ar"),
      ("ar", 12, "تبقى 12 ملفًا", "ar"),
      // Served by ar.lproj, numbered as the request: ar_EG's Arabic-Indic digits (ar's are Latin since CLDR 48).
      ("ar-EG", 1234, "تبقى ١٬٢٣٤ ملفًا", "ar"),
      ("ar", 100, "تبقى 100 ملف", "ar"),
      ("fr-CA", 2, "2 fichiers restants", "fr"),
      ("fr", 1_000_000, "1\u{202F}000\u{202F}000 de fichiers restants", "fr"),
      ("de-DE,de;q=0.9,pl;q=0.5", 3, "3 Dateien übrig", "de"),
      ("ja;q=0.9, pl;q=0.95, ru;q=0.1", 5, "Pozostało 5 plików", "pl"),
      ("pl;q=0, ru;q=0.5", 5, "Осталось 5 файлов", "ru"),
      ("*", 2, "2 files remaining", "en"),
      ("ja", 2, "2 files remaining", "en"),
      (" , ,ru", 1, "Остался 1 файл", "ru"),
      // A malformed header is served (the middleware's default): its bad items are skipped.
      (";;q=x,,pl-;", 2, "2 files remaining", "en"),
      ("pl, de;", 2, "Pozostały 2 pliki", "pl"),
    ] as [(String, Int, String, String)])
  func files(_ header: String, _ count: Int, _ text: String, _ language: String) async throws {
    let response = try await get("/files/\(count)", acceptLanguage: header)
    #expect(response.status == .ok)
    #expect(response.body == text)
    #expect(response.language == language)
    #expect(response.vary == ["Accept-Language"])
  }

  @Test("no Accept-Language at all: the development language, not the server's LANG")
  func noHeader() async throws {
    let response = try await get("/", acceptLanguage: nil)
    #expect(response.body == "Welcome" && response.language == "en")
    #expect(try await get("/", acceptLanguage: "fr").body == "Bienvenue")
    #expect(try await get("/", acceptLanguage: "ru").body == "Добро пожаловать")
  }

  @Test(
    "GET /health: constant text, not negotiated (added before the middleware)",
    arguments: [nil, "pl", "ar, ü"])
  func health(_ header: String?) async throws {
    let response = try await get("/health", acceptLanguage: header)
    #expect(response.status == .ok && response.body == "OK")
    #expect(response.language == nil)
    #expect(response.vary.isEmpty)
  }

  @Test(
    "an error the handler throws, its text in English: Vary, and no Content-Language",
    arguments: ["pl", "ru", "en"])
  func badCount(_ header: String) async throws {
    let response = try await get("/files/many", acceptLanguage: header)
    #expect(response.status == .badRequest)
    #expect(response.body.contains("count must be an integer"))
    #expect(response.language == nil)
    #expect(response.vary == ["Accept-Language"])
  }

  @Test(
    "only a response in the negotiated language says so: Hummingbird's own 400, an error's own Content-Language, a returned error (PluralsHummingbird)",
    arguments: [
      // Hummingbird's English text for a parameter that is not an Int.
      ("/require/many", HTTPResponse.Status.badRequest, nil),
      // A thrown error that states its language itself keeps it.
      ("/thrown/5", .badRequest, "x-error"),
      // A returned response is the handler's text: labelled as usual.
      ("/returned/5", .badRequest, "pl"),
      ("/require/5", .ok, "pl"),
    ] as [(String, HTTPResponse.Status, String?)])
  func frameworkErrors(_ path: String, _ status: HTTPResponse.Status, _ language: String?) async throws {
    let router = Router(context: BasicLocalizationRequestContext.self)
    router.add(middleware: LocalizationMiddleware(localizations: Self.localizations))
    router.get("/require/:count") { _, context in
      try context.localizer.format(
        "%d file(s) remaining", try context.parameters.require("count", as: Int.self))
    }
    router.get("/thrown/:count") { _, _ -> String in
      throw HTTPError(.badRequest, headers: [.contentLanguage: "x-error"], message: "thrown")
    }
    router.get("/returned/:count") { _, context in
      Response(
        status: .badRequest,
        body: .init(byteBuffer: ByteBuffer(string: try context.localizer.format("%d file(s) remaining", 5))))
    }
    let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    try await app.test(.live) { client in
      try await client.execute(uri: path, method: .get, headers: [.acceptLanguage: "pl"]) { response in
        #expect(response.status == status)
        #expect(response.headers[values: .contentLanguage] == (language.map { [$0] } ?? []))
        #expect(response.headers[values: .vary] == ["Accept-Language"])
      }
    }
  }

  @Test(
    "malformedHeader: .reject answers 400, its text in the language read from the rest (PluralsHummingbird)",
    arguments: [
      ("de, pl-;", "Der Accept-Language-Header ist fehlerhaft.", "de"),
      ("pl;q=0.5, en-US;q=2", "Nagłówek Accept-Language jest nieprawidłowy.", "pl"),
      ("ar, ü", "ترويسة Accept-Language غير صالحة.", "ar"),
      (";;q=x,,pl-;", "The Accept-Language header is malformed.", "en"),
      ("fr", "Bienvenue", "fr"),
    ])
  func rejectMalformed(_ header: String, _ text: String, _ language: String) async throws {
    // Hummingbird's basic context with the localization, and the strict policy.
    let router = Router(context: BasicLocalizationRequestContext.self)
    router.add(
      middleware: LocalizationMiddleware(localizations: Self.localizations, malformedHeader: .reject))
    router.get("/") { _, context in context.localizer.localizedString(forKey: "Welcome") }
    let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    try await app.test(.live) { client in
      try await client.execute(uri: "/", method: .get, headers: [.acceptLanguage: header]) { response in
        #expect(response.status == (text == "Bienvenue" ? .ok : .badRequest))
        #expect(String(buffer: response.body) == text)
        #expect(response.headers[.contentLanguage] == language)
        #expect(response.headers[values: .vary] == ["Accept-Language"])
      }
    }
  }

  @Test(
    "Accept-Language sent as several field lines: read as one list, joined by commas (PluralsHummingbird)",
    arguments: [
      (["ja", "pl"], "Pozostało 5 plików", "pl"),
      (["ja;q=0.9", "ru;q=0.5, pl;q=0.95"], "Pozostało 5 plików", "pl"),
      (["", "ru"], "Осталось 5 файлов", "ru"),
      (["ja", "de;q=0.1"], "5 Dateien übrig", "de"),
    ])
  func severalHeaderLines(_ lines: [String], _ text: String, _ language: String) async throws {
    let app = buildApplication(
      localizations: Self.localizations, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    try await app.test(.live) { client in
      var headers = HTTPFields()
      headers[values: .acceptLanguage] = lines
      try await client.execute(uri: "/files/5", method: .get, headers: headers) { response in
        #expect(String(buffer: response.body) == text)
        #expect(response.headers[.contentLanguage] == language)
      }
    }
  }

  @Test(
    "a handler's own Vary is kept (Accept-Language added once), its Content-Language replaced (PluralsHummingbird)",
    arguments: [
      ([], ["Accept-Language"]),
      (["Origin"], ["Origin", "Accept-Language"]),
      (["Origin, Accept-Encoding", "Cookie"], ["Origin, Accept-Encoding", "Cookie", "Accept-Language"]),
      (["origin, accept-language"], ["origin, accept-language"]),
      (["*"], ["*"]),
    ] as [([String], [String])])
  func handlerHeaders(_ vary: [String], _ expected: [String]) async throws {
    let router = Router(context: BasicLocalizationRequestContext.self)
    router.add(middleware: LocalizationMiddleware(localizations: Self.localizations))
    router.get("/") { _, context in
      var headers: HTTPFields = [.contentLanguage: "x-handler"]
      headers[values: .vary] = vary
      return Response(
        status: .ok, headers: headers,
        body: .init(byteBuffer: ByteBuffer(string: context.localizer.localizedString(forKey: "Welcome"))))
    }
    let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    try await app.test(.live) { client in
      try await client.execute(uri: "/", method: .get, headers: [.acceptLanguage: "ru"]) { response in
        #expect(String(buffer: response.body) == "Добро пожаловать")
        #expect(response.headers[values: .contentLanguage] == ["ru"])
        #expect(response.headers[values: .vary] == expected)
      }
    }
  }

  @Test(
    "PORT: 8080 by default, else the number given",
    arguments: [([:], 8080), (["PORT": "9090"], 9090), (["PORT": "0"], 0)] as [([String: String], Int)])
  func port(_ environment: [String: String], _ expected: Int) throws {
    #expect(try LocalizedServer.port(environment: environment) == expected)
  }

  @Test("PORT that is not a port is refused", arguments: ["", "http", "-1", "65536"])
  func badPort(_ value: String) {
    let error = #expect(throws: SourceError.self) { try LocalizedServer.port(environment: ["PORT": value]) }
    #expect(error?.kind == .invalidContent)
  }
}
