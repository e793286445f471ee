import Foundation
import Vapor
import VaporServer

// Serves on 127.0.0.1:$PORT (8080 by default):
// curl -H 'Accept-Language: pl' localhost:8080/files/5
var environment = try Environment.detect()
try LoggingSystem.bootstrap(from: &environment)
let app = try await Application.make(environment)
do {
  let localizations = try openLocalizations()
  app.http.server.configuration.hostname = "127.0.0.1"
  app.http.server.configuration.port = try port(environment: ProcessInfo.processInfo.environment)
  configure(app, localizations: localizations)
  try await app.execute()
} catch {
  app.logger.report(error: error)
  try? await app.asyncShutdown()
  throw error
}
try await app.asyncShutdown()
