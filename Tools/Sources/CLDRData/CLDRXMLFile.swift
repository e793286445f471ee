@_spi(ExpatXML) import ExpatXML
import Foundation
import SourceFiles

/// A CLDR XML file as an element tree: the file is read here (the XML reader reads
/// none), and the XML reader's errors become the generator's.
enum CLDRXMLFile {
  /// The element tree of the file at `path`; locations name it as written.
  static func read(_ path: String) throws(CLDRDataError) -> XMLElementNode {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.fileExists(atPath: path) ? "" : ": No such file or directory"
      throw CLDRDataError(.fileAccess, "cannot read the file\(reason)", file: path)
    }
    do {
      return try XMLTreeReader.parse(Array(data), file: path)
    } catch {
      let kind: CLDRDataError.Kind =
        switch error.kind {
        case .malformed: .malformed
        case .limitExceeded: .limitExceeded
        case .unexpandedEntity: .unexpandedEntity
        }
      throw CLDRDataError(kind, error.message, at: error.location)
    }
  }
}
