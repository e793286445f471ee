import Localization
import Testing
import VaporServer
import VaporTesting

/// The Vapor server started on loopback (an ephemeral port) and asked over real HTTP.
@Suite("The Vapor example, over HTTP")
struct VaporServerTests {
  static let localizations: LocalizationBundle = try! openLocalizations()

  /// `GET path` with `Accept-Language: header`, over HTTP on 127.0.0.1.
  func get(_ path: String, acceptLanguage header: String?) async throws -> TestingHTTPResponse {
    try await withApp(configure: { configure($0, localizations: Self.localizations) }) { app in
      var headers = HTTPHeaders()
      if let header { headers.add(name: .acceptLanguage, value: header) }
      return try await app.testing(method: .running(hostname: "127.0.0.1", port: 0))
        .sendRequest(.GET, path, headers: headers)
    }
  }

  @Test(
    "pluralized text in the negotiated language, with Content-Language and Vary",
    arguments: [
      ("en", 1, "1 file remaining", "en"),
      ("en-GB", 5, "5 files remaining", "en"),
      ("pl-PL", 1, "Pozostał 1 plik", "pl"),
      ("pl", 22, "Pozostały 22 pliki", "pl"),
      ("pl", 5, "Pozostało 5 plików", "pl"),
      ("ru", 21, "Остался 21 файл", "ru"),
      ("ar", 0, "لم يتبق أي ملف", "ar"),
      // Served by ar.lproj, numbered as the request: ar_EG's Arabic-Indic digits (ar's are Latin since CLDR 48).
      ("ar-EG", 1234, "تبقى ١٬٢٣٤ ملفًا", "ar"),
      ("fr", 1_000_000, "1\u{202F}000\u{202F}000 de fichiers restants", "fr"),
      ("de-DE,de;q=0.9,pl;q=0.5", 3, "3 Dateien übrig", "de"),
      ("ja;q=0.9, pl;q=0.95, ru;q=0.1", 5, "Pozostało 5 plików", "pl"),
      ("pl;q=0, ru;q=0.5", 5, "Осталось 5 файлов", "ru"),
      ("ja", 2, "2 files remaining", "en"),
      (" , ,ru", 1, "Остался 1 файл", "ru"),
    ] as [(String, Int, String, String)])
  func files(_ header: String, _ count: Int, _ text: String, _ language: String) async throws {
    let response = try await get("/files/\(count)", acceptLanguage: header)
    #expect(response.status == .ok)
    #expect(response.body.string == text)
    #expect(response.headers.first(name: .contentLanguage) == language)
    #expect(response.headers[.vary] == ["Accept-Language"])
    #expect(response.headers.first(name: .contentType) == "text/plain; charset=utf-8")
  }

  @Test("no Accept-Language at all: the development language, not the server's LANG")
  func noHeader() async throws {
    let response = try await get("/", acceptLanguage: nil)
    #expect(response.body.string == "Welcome")
    #expect(response.headers.first(name: .contentLanguage) == "en")
    #expect(try await get("/", acceptLanguage: "fr").body.string == "Bienvenue")
    #expect(try await get("/", acceptLanguage: "ru").body.string == "Добро пожаловать")
  }

  @Test(
    "a response Vapor writes in English (an Abort's JSON, a 404): Vary, and no Content-Language (PluralsVapor)",
    arguments: [
      ("/files/many", HTTPStatus.badRequest, "count must be an integer"),
      ("/no/such/path", .notFound, "Not Found"),
    ])
  func frameworkErrors(_ path: String, _ status: HTTPStatus, _ reason: String) async throws {
    for header in ["pl", "ru", "en"] {
      let response = try await get(path, acceptLanguage: header)
      #expect(response.status == status)
      #expect(response.body.string.contains(reason))
      #expect(response.headers[.contentLanguage] == [], "\(path), \(header)")
      #expect(response.headers[.vary] == ["Accept-Language"])
    }
  }

  @Test(
    "Content-Language when the handler read the localizer, whatever its status; not when it did not (PluralsVapor)",
    arguments: [("/read", HTTPStatus.badRequest, ["pl"]), ("/plain", .ok, [])]
      as [(String, HTTPStatus, [String])])
  func labelledWhenRead(_ path: String, _ status: HTTPStatus, _ language: [String]) async throws {
    let response = try await withApp(configure: { app in
      configure(app, localizations: Self.localizations)
      app.get("read") { request in
        Response(
          status: .badRequest, body: .init(string: request.localizer.localizedString(forKey: "Welcome")))
      }
      app.get("plain") { _ in "OK" }
    }) { app in
      try await app.testing(method: .running(hostname: "127.0.0.1", port: 0))
        .sendRequest(.GET, path, headers: ["Accept-Language": "pl"])
    }
    #expect(response.status == status)
    #expect(response.headers[.contentLanguage] == language)
    #expect(response.headers[.vary] == ["Accept-Language"])
  }

  @Test(
    "a malformed Accept-Language: 400, its text in the language read from the rest (PluralsVapor)",
    arguments: [
      ("de, pl-;", "Der Accept-Language-Header ist fehlerhaft.", "de"),
      ("fr-CA, x y", "L’en-tête Accept-Language est mal formé.", "fr"),
      ("ru, q=1", "Заголовок Accept-Language имеет неверный формат.", "ru"),
      (";;q=x,,pl-;", "The Accept-Language header is malformed.", "en"),
    ])
  func malformedHeader(_ header: String, _ text: String, _ language: String) async throws {
    let response = try await get("/files/2", acceptLanguage: header)
    #expect(response.status == .badRequest)
    #expect(response.body.string == text)
    #expect(response.headers.first(name: .contentLanguage) == language)
    #expect(response.headers[.vary] == ["Accept-Language"])
  }

  @Test(
    "PORT: 8080 by default, else the number given; anything else is refused",
    arguments: [([:], 8080), (["PORT": "9090"], 9090), (["PORT": "0"], 0)] as [([String: String], Int)])
  func port(_ environment: [String: String], _ expected: Int) throws {
    #expect(try VaporServer.port(environment: environment) == expected)
  }

  @Test("PORT that is not a port", arguments: ["", "http", "-1", "65536"])
  func badPort(_ value: String) {
    #expect(throws: (any Error).self) { try VaporServer.port(environment: ["PORT": value]) }
  }
}
