/// Why a fix or a migration is not made: a note, or (`unwritable`) an error, as a failed
/// write is.
struct FixRefusal: Error {
  var message: String
  /// This user may not write one of the files (``FixedFile/readOnly(_:_:)``).
  var unwritable = false
  init(_ message: String, unwritable: Bool = false) {
    self.message = message
    self.unwritable = unwritable
  }
}
