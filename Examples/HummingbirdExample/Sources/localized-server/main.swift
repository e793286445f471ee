import Foundation
import Hummingbird
import LocalizedServer

// Serves on 127.0.0.1:$PORT (8080 by default):
// curl -H 'Accept-Language: pl' localhost:8080/files/5
let localizations = try openLocalizations()
let address = BindAddress.hostname(
  "127.0.0.1", port: try port(environment: ProcessInfo.processInfo.environment))
let app = buildApplication(localizations: localizations, configuration: .init(address: address))
try await app.runService()
