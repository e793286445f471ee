import Foundation
import Hummingbird
import Localization
import PluralsHummingbird

// Usage: PORT=N load-server LOCALIZATIONS-FOLDER
// Serves on 127.0.0.1:PORT, for Benchmarks/server-load.sh:
//   GET /health            "OK": constant, registered before the middleware, not negotiated
//   GET /baseline/:count   "OK": the localized route's shape (a parameter read as an Int, behind
//                          one middleware that only calls the next) without the localization
//   GET /files/:count      the Hummingbird example's route: negotiated by LocalizationMiddleware,
//                          "%d file(s) remaining" formatted in the request's language
let arguments = CommandLine.arguments
guard arguments.count == 2, let portText = ProcessInfo.processInfo.environment["PORT"],
  let port = Int(portText)
else {
  FileHandle.standardError.write(Data("usage: PORT=N load-server LOCALIZATIONS-FOLDER\n".utf8))
  exit(2)
}
let localizations = try LocalizationBundle(path: arguments[1])

struct Context: LocalizationRequestContext {
  var coreContext: CoreRequestContextStorage
  var negotiatedLanguage: NegotiatedLanguage?
  init(source: ApplicationRequestContextSource) { coreContext = .init(source: source) }
}

/// A middleware that only calls the next responder: the baseline's stand-in for
/// `LocalizationMiddleware`.
struct PassThroughMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    try await next(request, context)
  }
}

func text(_ body: String) -> Response {
  Response(
    status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
    body: .init(byteBuffer: ByteBuffer(string: body)))
}

let router = Router(context: Context.self)
router.get("/health") { _, _ in text("OK") }
router.group("baseline").add(middleware: PassThroughMiddleware()).get(":count") { _, context in
  guard context.parameters.get("count", as: Int.self) != nil else {
    throw HTTPError(.badRequest, message: "count must be an integer")
  }
  return text("OK")
}
// Routes added after the middleware are the only ones it reaches.
router.add(middleware: LocalizationMiddleware(localizations: localizations))
router.get("/files/:count") { _, context in
  guard let count = context.parameters.get("count", as: Int.self) else {
    throw HTTPError(.badRequest, message: "count must be an integer")
  }
  return text(try context.localizer.format("%d file(s) remaining", count))
}
let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)))
try await app.runService()
