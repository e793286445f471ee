#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// C's printf of one double (the C library's own formatting), the oracle of the tests.
public func cPrintf(_ spec: String, _ value: Double) -> String {
  withVaList([value]) { arguments in
    var buffer = [CChar](repeating: 0, count: 512)
    let count = vsnprintf(&buffer, buffer.count, spec, arguments)
    precondition(count >= 0 && Int(count) < buffer.count, "vsnprintf(\(spec))")
    return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// C's printf of one integer (`d` conversions read as `ld`), up to `capacity` bytes.
public func cPrintf(_ spec: String, _ number: Int, capacity: Int = 20_064) -> String {
  withVaList([number]) { arguments in
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
      let count = vsnprintf(
        buffer.baseAddress, capacity, spec.replacing("d", with: "ld"), arguments)
      return String(cString: buffer.baseAddress!).prefix(Int(count)).description
    }
  }
}
