@_spi(ExpatXML) import ExpatXML
@_spi(FileSystem) import SourceFiles

/// A CLDR XML file as an element tree: the file is read here (the XML reader reads
/// none), as the runtime reads a document (`DocumentFile.contents(of:)`: a regular
/// file, a FIFO or a folder refused before a byte is read, at most 64 MiB), and the
/// XML reader's errors become the generator's.
enum CLDRXMLFile {
  /// The element tree of the file at `path`; locations name it as written.
  static func read(_ path: String) throws(CLDRDataError) -> XMLElementNode {
    let bytes = try DocumentFile.contents(of: path)
    do {
      return try XMLTreeReader.parse(bytes, file: path)
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
