// The Foundation-free runtime alone (no Foundation import, none linked): a
// bundle from a path given as the argument.
import Localization

let arguments = CommandLine.arguments
if arguments.count != 2 {
  print("usage: PlainShelf RESOURCE-DIRECTORY")
} else {
  do {
    let bundle = try LocalizationBundle(path: arguments[1])
    let localizer = bundle.localizer(languages: [Language("pl-PL")!])
    print("plain \(localizer.language): \(try localizer.format("%d shelves", 5))")
  } catch {
    print("error: \(error)")
  }
}
