// The calls that PluralsCallgrind's modes repeat COUNT times (main.swift reads the
// mode and runs one) and the sink their results go to.

import CBaselines
import CCallgrind
import CHandWritten
import CICU4C
import ClassificationInputs
import LocalizationInputs
import LocalizationLint
import LocalizedStrings
import Plurals

#if canImport(Glibc)
  import Glibc
#endif

@inline(never) func sink(_ code: UInt8) {
  if code > 200 { print(code) }
}

let handIntegers: [String: @convention(c) (Int64) -> UInt8] = [
  "en": hand_integer_en, "ru": hand_integer_ru, "ar": hand_integer_ar, "fr": hand_integer_fr,
  "pl": hand_integer_pl, "ja": hand_integer_ja, "cy": hand_integer_cy, "lt": hand_integer_lt,
]
let handDoubles: [String: @convention(c) (Double, Int32) -> UInt8] = [
  "en": hand_double_en, "ru": hand_double_ru, "ar": hand_double_ar, "fr": hand_double_fr,
  "pl": hand_double_pl, "ja": hand_double_ja, "cy": hand_double_cy, "lt": hand_double_lt,
]

/// format:prepared-one and format:prepared-nested: in a function, so that the buffer is a local variable
/// (a top-level one is a global, each access checked for exclusivity at run time).
func preparedCalls(_ table: StringTable, one: Bool, inputs: [Int], count: Int) {
  let entry = try! table.prepare(one ? "files" : "runs")
  var buffer: [UInt8] = []
  buffer.reserveCapacity(64)
  // The same bytes as StringTable.format's text, for every input, before the measured calls.
  for index in 0..<(3 * 1024) {
    let first = inputs[index & 1023]
    buffer.removeAll(keepingCapacity: true)
    let text: String
    if one {
      text = try! table.format("files", first)
      try! entry.format(first, appendingTo: &buffer)
    } else {
      text = try! table.format("runs", first % 4, first % 4 + index % 3)
      try! entry.format(first % 4, first % 4 + index % 3, appendingTo: &buffer)
    }
    guard buffer == Array(text.utf8) else {
      print("the prepared entry differs for input \(index): \(text)")
      exit(3)
    }
  }
  // No nested function captures the buffer: a captured variable is boxed, each access checked at run time.
  if one {
    for index in 0..<count {
      buffer.removeAll(keepingCapacity: true)
      try! entry.format(inputs[index & 1023], appendingTo: &buffer)
      sink(UInt8(truncatingIfNeeded: buffer.count))
    }
  } else {
    for index in 0..<count {
      let first = inputs[index & 1023]
      buffer.removeAll(keepingCapacity: true)
      try! entry.format(first % 4, first % 4 + index % 3, appendingTo: &buffer)
      sink(UInt8(truncatingIfNeeded: buffer.count))
    }
  }
}

/// format:hand-one-string and -nested-string: the hand-written C formatter, then a `String`
/// decoded from its bytes. A function of its own: a closure written in top-level code is
/// checked on each call to run on the main actor (`swift_task_isCurrentExecutor`, ~220
/// instructions), which is the harness's cost, not the String's.
func handStringCalls(one: Bool, inputs: [Int], count: Int) {
  var buffer = [UInt8](repeating: 0, count: 64)
  for index in 0..<count {
    let first = inputs[index & 1023]
    let text = buffer.withUnsafeMutableBufferPointer { bytes in
      let length = bytes.withMemoryRebound(to: CChar.self) { chars in
        one
          ? hand_format_files(Int64(first), chars.baseAddress!)
          : hand_format_runs(Int64(first % 4), Int64(first % 4 + index % 3), chars.baseAddress!)
      }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<Int(length)]), as: UTF8.self)
    }
    sink(UInt8(truncatingIfNeeded: text.utf8.count))
  }
}

/// format:prepared-raw-one and format:prepared-raw-nested: into raw memory allocated once.
func preparedRawCalls(_ table: StringTable, one: Bool, inputs: [Int], count: Int) {
  let entry = try! table.prepare(one ? "files" : "runs")
  let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 256, alignment: 16)
  defer { buffer.deallocate() }
  // The same bytes as StringTable.format's text, for every input, before the measured calls.
  for index in 0..<(3 * 1024) {
    let first = inputs[index & 1023]
    let text: String
    let written: Int
    if one {
      text = try! table.format("files", first)
      written = try! entry.format(first, into: buffer)
    } else {
      text = try! table.format("runs", first % 4, first % 4 + index % 3)
      written = try! entry.format(first % 4, first % 4 + index % 3, into: buffer)
    }
    guard written <= buffer.count, Array(buffer.prefix(written)) == Array(text.utf8) else {
      print("the prepared entry's raw bytes differ for input \(index): \(text)")
      exit(3)
    }
  }
  if one {
    for index in 0..<count {
      sink(UInt8(truncatingIfNeeded: try! entry.format(inputs[index & 1023], into: buffer)))
    }
  } else {
    for index in 0..<count {
      let first = inputs[index & 1023]
      sink(UInt8(truncatingIfNeeded: try! entry.format(first % 4, first % 4 + index % 3, into: buffer)))
    }
  }
}
