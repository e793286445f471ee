import Foundation
import Localization

// Calls the accessors that GenerateAccessorsPlugin wrote for this target (L10n), for Tests/PluginTests.
let resources = Bundle.module.url(forResource: "Localizations", withExtension: nil)!
let bundle = try LocalizationBundle(path: resources.path)
// The process's languages first (README "Typed accessors"), then each language in turn.
L10n.binding.set(bundle.localizer(languages: UserLanguages.current))
for language in ["en", "pl"] {
  L10n.binding.set(bundle.localizer(languages: [Language(language)!]))
  print(
    "\(language): \(L10n.settingsTitle) | \(L10n.greeting("Ola")) | \(L10n.sale) | \(L10n.itemsIn(5, "Kraków"))"
  )
  print("\(language): \(L10n.Shelves.shelfCount(22)) | \(L10n.Shelves.weight("Box", 1.5))")
}
// A request's localizer, bound for its scope, wins over the one set for the process.
L10n.binding.withLocalizer(bundle.localizer(acceptLanguage: "pl-PL,en;q=0.5")) {
  print("request: \(L10n.itemsIn(2, "Gdańsk"))")
}
print("checks: \(AccessorChecks.run(bundle).joined(separator: "\n"))")
