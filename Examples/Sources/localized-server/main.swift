import Hummingbird
import LocalizedServer

// Serves on 127.0.0.1:8080: curl -H 'Accept-Language: pl' localhost:8080/files/5
let localizations = try openLocalizations()
let app = buildApplication(
  localizations: localizations, configuration: .init(address: .hostname("127.0.0.1", port: 8080)))
try await app.runService()
