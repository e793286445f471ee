@_spi(ExpatXML) import ExpatXML
import SourceFiles

extension SourceError {
  /// The XML reader's error as the readers' users get it: the same kind, words and place.
  package init(_ error: XMLError) {
    let kind: Kind =
      switch error.kind {
      case .malformed: .malformed
      case .limitExceeded: .limitExceeded
      case .unexpandedEntity: .unexpandedEntity
      }
    self.init(kind, error.message, at: error.location)
  }
}
