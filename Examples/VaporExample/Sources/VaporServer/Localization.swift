import Foundation
import PluralsVapor
import Vapor

/// The app's localizations, opened once: .lproj folders (en, pl, ru, ar) and
/// a String Catalog (fr, de) shipped as resources.
public func openLocalizations() throws -> LocalizationBundle {
  guard let url = Bundle.module.url(forResource: "Localizations", withExtension: nil) else {
    throw Abort(.internalServerError, reason: "the Localizations resources are missing")
  }
  return try LocalizationBundle(path: url.path)
}
