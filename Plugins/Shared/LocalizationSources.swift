// One file shared by the three plugins: each plugin folder holds a symbolic link to it
// (a plugin target cannot depend on another target). Edit it here.
import Foundation
import PackagePlugin

/// A target's localization files as every plugin of this package sees them:
/// the files SwiftPM lists, and the files inside resource folders copied as
/// they are (`.copy("Localizations")`), which SwiftPM lists as one folder.
///
/// A build command must name the files inside a copied folder as its inputs:
/// with the folder alone, Swift Build does not run the command again when a
/// file inside it is edited.
struct LocalizationSources {
  static let extensions: Set<String> = ["stringsdict", "strings", "xcstrings"]

  /// The localization files SwiftPM lists for the target (processed resources, or files it ignores).
  var listedFiles: [URL] = []
  /// The copied resource folders that hold localization files.
  var copiedFolders: [URL] = []
  /// The localization files inside the copied folders, sorted.
  var filesInCopiedFolders: [URL] = []

  init(_ target: SourceModuleTarget) {
    for file in target.sourceFiles {
      if Self.extensions.contains(file.url.pathExtension) {
        listedFiles.append(file.url)
      } else if file.type == .resource, file.url.hasDirectoryPath {
        let inside = Self.files(below: file.url)
        if !inside.isEmpty { copiedFolders.append(file.url) }
        filesInCopiedFolders += inside
      }
    }
  }

  var isEmpty: Bool { listedFiles.isEmpty && filesInCopiedFolders.isEmpty }

  /// A build command's inputs: every localization file, and the copied
  /// folders themselves, whose listing the native build system watches (a
  /// file added to one) while Swift Build looks at files only (an edit).
  var inputs: [URL] { listedFiles + copiedFolders + filesInCopiedFolders }

  /// The localization files inside a folder, sorted.
  static func files(below folder: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
      return []
    }
    return walker.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }
      .sorted { $0.path < $1.path }
  }
}
