/// Calls `body` with the arguments converted to format values in a stack
/// buffer: formatting a parameter pack allocates no array.
@inlinable @inline(__always)
func withFormatValues<each Argument: FormatArgument, Value>(
  _ arguments: repeat each Argument, body: (UnsafeBufferPointer<FormatValue>) throws(FormatError) -> Value
) throws(FormatError) -> Value {
  var count = 0
  for _ in repeat each arguments { count += 1 }
  let result = withUnsafeTemporaryAllocation(of: FormatValue.self, capacity: count) { buffer in
    var index = 0
    for argument in repeat each arguments {
      buffer.initializeElement(at: index, to: argument.formatValue)
      index += 1
    }
    defer { buffer.deinitialize() }
    return Result { () throws(FormatError) in try body(UnsafeBufferPointer(buffer)) }
  }
  return try result.get()
}
