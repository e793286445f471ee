/// Calls `body` with the arguments converted to format values in a stack
/// buffer: formatting a parameter pack allocates no array.

@inlinable @inline(__always)
package func withFormatValues<each Argument: FormatArgument, Value>(
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

/// Calls `body` with one argument converted to a format value on the stack:
/// the path of the one- and two-argument overloads. (The compiler does not
/// specialize a parameter pack's elements: through the variadic form above
/// an `Int` is copied and converted through its witness table, and each
/// value is destroyed whatever its case.)
@inlinable @inline(__always)
package func withFormatValues<First: FormatArgument, Value>(
  _ first: First, body: (UnsafeBufferPointer<FormatValue>) throws(FormatError) -> Value
) throws(FormatError) -> Value {
  let value = first.formatValue
  return try withUnsafePointer(to: value) { pointer throws(FormatError) in
    try body(UnsafeBufferPointer(start: pointer, count: 1))
  }
}

/// Calls `body` with two arguments converted to format values on the stack
/// (see the one-argument form).
@inlinable @inline(__always)
package func withFormatValues<First: FormatArgument, Second: FormatArgument, Value>(
  _ first: First, _ second: Second, body: (UnsafeBufferPointer<FormatValue>) throws(FormatError) -> Value
) throws(FormatError) -> Value {
  // A homogeneous tuple's elements are laid out as an array's.
  let values = (first.formatValue, second.formatValue)
  return try withUnsafePointer(to: values) { pointer throws(FormatError) in
    try pointer.withMemoryRebound(to: FormatValue.self, capacity: 2) { values throws(FormatError) in
      try body(UnsafeBufferPointer(start: values, count: 2))
    }
  }
}
