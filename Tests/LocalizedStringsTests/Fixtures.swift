import LocalizedStrings

/// Builds a .stringsdict document from entry XML.
func plist(_ body: String) -> String {
  """
  <?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
  <plist version="1.0">
  <dict>
  \(body)
  </dict>
  </plist>
  """
}

/// A plural variable dictionary.
func variable(
  _ name: String, spec: String = "NSStringPluralRuleType", valueType: String = "d",
  _ variants: [(String, String)]
) -> String {
  var text = "<key>\(name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>\(spec)</string>"
  text += "<key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>"
  for (key, value) in variants { text += "<key>\(key)</key><string>\(value)</string>" }
  return text + "</dict>"
}

func entry(_ key: String, format: String, _ variables: String...) -> String {
  "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(variables.joined())</dict>"
}

func table(_ body: String, language: String = "en", path: String = "test.stringsdict") throws
  -> StringTable
{
  try StringTable(bytes: Array(plist(body).utf8), path: path, language: language)
}

/// The examples of Apple's documentation of the format.
let documentationExamples = [
  entry(
    "%d file(s) remaining", format: "%#@files@",
    variable("files", [("one", "%d file remaining"), ("other", "%d files remaining")])),
  entry(
    "%d file(s) remaining with zero", format: "%#@files@",
    variable(
      "files", [("zero", "No file remaining"), ("one", "%d file remaining"), ("other", "%d files remaining")])
  ),
  entry(
    "transfer", format: "%#@files@ (%#@bytes@, %#@minutes@)",
    variable("files", [("one", "%d file"), ("other", "%d files")]),
    variable("bytes", [("one", "%d byte"), ("other", "%d bytes")]),
    variable("minutes", [("one", "%d minute"), ("other", "%d minutes")])),
  entry(
    "runs", format: "%1$#@completed@",
    variable(
      "completed",
      [("zero", "No runs completed yet"), ("one", "%2$#@one_of@"), ("other", "%1$d of %2$d runs completed")]),
    variable("one_of", [("one", "One run completed"), ("other", "One of %2$d runs completed")])),
].joined(separator: "\n")

let polishMonths = entry(
  "months", format: "%#@months@",
  variable(
    "months", valueType: "g",
    [("one", "%g miesiąc"), ("few", "%g miesiące"), ("many", "%g miesięcy"), ("other", "%g miesiąca")]))

/// `table(_:language:path:)` under a name that test methods' local `table` constants do not shadow.
func makeTable(_ body: String, language: String = "en") throws -> StringTable {
  try table(body, language: language)
}
