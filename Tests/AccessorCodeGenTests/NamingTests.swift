@testable import AccessorCodeGen
import Testing
import TestSupport

@Suite("Accessor names from keys, tables and variables")
struct NamingTests {
  @Test(
    "a key's name: directives dropped, words in lower camel case",
    arguments: [
      ("%d file(s) remaining", "filesRemaining"),
      ("settings.title", "settingsTitle"),
      ("settings_title", "settingsTitle"),
      ("ERROR_MESSAGE_TITLE", "errorMessageTitle"),
      ("Open URL", "openURL"),
      ("URLSettings", "urlSettings"),
      ("iPhone only", "iPhoneOnly"),
      ("Don't save", "dontSave"),
      ("%1$@ shared %2$#@photos@ with you", "sharedWithYou"),
      ("Found %lld incompatible characters.", "foundIncompatibleCharacters"),
      ("Step 2 of 3", "step2Of3"),
      ("2FA code", "_2faCode"),
      ("100%% done", "_100Done"),
      ("Café ouvert", "caféOuvert"),
      ("設定", "設定"),
      ("%@", "unnamed"),
      ("— · —", "unnamed"),
      ("default", "default"),
      ("self", "self_"),
      ("init", "init_"),
      ("Self", "self_"),
      ("% broken", "broken"),
    ])
  func member(key: String, name: String) {
    #expect(SwiftIdentifier.member(for: key) == name)
  }

  @Test(
    "a table's type name, in upper camel case",
    arguments: [
      ("Localizable", "Localizable"), ("shelf-names", "ShelfNames"), ("InfoPlist", "InfoPlist"),
      ("Type", "Type_"), ("any", "Any_"), ("3D", "_3d"),
    ])
  func type(table: String, name: String) {
    #expect(SwiftIdentifier.type(for: table) == name)
  }

  @Test("keywords are escaped in source; names no backticks free are renamed instead")
  func keywords() {
    #expect(SwiftIdentifier.escaped("default") == "`default`")
    #expect(SwiftIdentifier.escaped("in") == "`in`")
    #expect(SwiftIdentifier.escaped("count") == "count")
    for name in SwiftIdentifier.unusable { #expect(SwiftIdentifier.validated(name) == name + "_") }
  }

  @Test("the first claim keeps a name, later ones are numbered past every name taken")
  func collisions() {
    var names = UniqueNames(reserved: ["binding"])
    #expect(names.claim("title") == "title")
    #expect(names.claim("title") == "title2")
    #expect(names.claim("title2") == "title22")
    #expect(names.claim("title") == "title3")
    #expect(names.claim("binding") == "binding2")
  }

  @Test("every name is a Swift identifier: random keys give head and continuation characters only")
  func randomKeys() {
    var generator = TestSeed.generator("random keys")
    let pool = Array("aZ09 ._-%@$()'’éßЖ設🙂\u{301}\u{200B}\n\t#!?")
    for _ in 0..<2000 {
      let key = String(
        (0..<Int.random(in: 0...12, using: &generator)).map { _ in pool.randomElement(using: &generator)! })
      let name = SwiftIdentifier.member(for: key)
      let scalars = Array(name.unicodeScalars)
      #expect(!scalars.isEmpty)
      #expect(scalars[0] == "_" || SwiftIdentifier.isIdentifierHead(scalars[0]), "\(key) → \(name)")
      for scalar in scalars.dropFirst() {
        #expect(
          scalar == "_" || SwiftIdentifier.isIdentifierHead(scalar)
            || SwiftIdentifier.isIdentifierContinuation(scalar), "\(key) → \(name)")
      }
    }
  }
}
