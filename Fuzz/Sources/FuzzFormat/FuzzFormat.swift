import LocalizedStrings

/// The printf/stringsdict format engine: the first line is the format, the
/// rest are arguments of kinds chosen by their first byte.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  guard let format = lines.first else { return 0 }
  let arguments: [FormatValue] = lines.dropFirst().prefix(8).map { line in
    switch line.utf8.first.map({ $0 % 6 }) ?? 0 {
    case 0: .signed(Int64(line.utf8.count) - 3)
    case 1: .unsigned(UInt64(line.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
    case 2: .double(Double(line.dropFirst()) ?? -0.5)
    case 3: .string(line)
    case 4: .text(String(line.dropFirst()))
    default: .numeral(String(line.dropFirst()))
    }
  }
  switch arguments.count {
  case 0: _ = try? formatPlain(format)
  case 1: _ = try? formatPlain(format, arguments[0])
  case 2: _ = try? formatPlain(format, arguments[0], arguments[1])
  default:
    _ = try? formatPlain(format, arguments[0], arguments[1], arguments[2], arguments[3 % arguments.count])
  }
  return 0
}
