import Foundation
import Testing
import TestSupport
@testable import LocalizedStrings

// MARK: - A model of CoreFoundation's parse, to give it the arguments it will read

/// What `__CFParseFormatSpec` makes of a format: the types of the arguments it reads, in the
/// order `__CFStringAppendFormatCore` reads them. Written from CFString.c's code, so that the
/// oracle is never handed an argument that crashes it (a number where `%s` reads a pointer).
enum CFModel {
  enum ArgumentType: Equatable {
    case int32, amount, int64, double, longDouble, object, cString, utf16, unichar, pointer, dummy, pascal
  }

  enum Reading: Equatable {
    /// The arguments CF reads, in order.
    case arguments([ArgumentType])
    /// CF appends nothing (a position beyond 3 × (number of %) + 1).
    case empty
    /// CF's behaviour is undefined (why, in a word): it reads past the end of the format, an
    /// argument slot beyond its array, or one argument as two types; not compared.
    case undefined(String)
  }

  private enum SpecType {
    case literal, long, double, pointer, object, utf16, cString, pascal, unichar, dummy, incomplete
  }
  private struct Spec {
    var type = SpecType.literal
    var size = 0  // 0 default, 1, 2, 3 (4 bytes), 4 (8 bytes), 5 (16 bytes)
    var main = -1
    var width = -1
    var precision = -1
  }

  static func reading(_ format: String) -> Reading {
    let units = Array(format.utf16)
    var specs: [Spec] = []
    var index = 0
    var pastEnd = false
    /// A variable's name cut by a character that is not a name's: CF reads the rest of the spec
    /// as printf flags, width and conversion, with widths already read for the variable
    /// (`%-#*@%#-*p`); what it reads there is not modelled (it can read a null pointer).
    var nameCut = false
    func next() -> UInt16 {
      defer { index += 1 }
      if index >= units.count {
        pastEnd = true
        return 0
      }
      return units[index]
    }
    while index < units.count {
      if units[index] != 0x25 {
        while index < units.count && units[index] != 0x25 { index += 1 }
        continue
      }
      index += 1
      var spec = Spec()
      var seenDot = false
      var seenSharp = false
      var keyIndex = -1
      parse: while true {
        if index >= units.count {
          spec.type = .incomplete
          break
        }
        var ch = next()
        if keyIndex >= 0 {
          let isName =
            (0x30...0x39).contains(ch) || (0x41...0x5A).contains(ch) || (0x61...0x7A).contains(ch)
            || ch == 0x5F
          if !isName {
            if ch == 0x40 {  // '@'
              spec.type = .object
              break parse
            } else if ch != 0x5D {  // ']' keeps the key (brackets)
              keyIndex = -1
              nameCut = true
            }
          }
          continue
        }
        while true {
          switch Unicode.Scalar(ch).map(Character.init) ?? "\u{0}" {
          case "#": seenSharp = true
          case "[": keyIndex = index  // only the first '[' counts; close enough for the generator
          case " ", "-", "+": break
          case "0": break
          case "h":
            if index < units.count, units[index] == 0x68 {
              index += 1
              spec.size = 1
            } else {
              spec.size = 2
            }
          case "l":
            if index < units.count, units[index] == 0x6C {
              index += 1
              spec.size = 4
            } else {
              spec.size = 4
            }
          case "L": spec.size = 5
          case "q", "j", "t", "z": spec.size = 4
          case "c":
            spec.type = .long
            spec.size = 1
            break parse
          case "D", "d", "i", "U", "u", "O", "o", "x", "X":
            spec.type = .long
            break parse
          case "f", "F", "g", "G", "e", "E", "a", "A":
            spec.type = .double
            if spec.size != 5 { spec.size = 4 }
            break parse
          case "n":
            spec.type = .dummy
            break parse
          case "p":
            spec.type = .pointer
            break parse
          case "s":
            spec.type = .cString
            break parse
          case "S":
            spec.type = .utf16
            break parse
          case "C":
            spec.type = .unichar
            spec.size = 2
            break parse
          case "P":
            spec.type = .pascal
            break parse
          case "@":
            if seenSharp {
              seenSharp = false
              keyIndex = index
            } else {
              spec.type = .object
              break parse
            }
          case "1", "2", "3", "4", "5", "6", "7", "8", "9":
            var number = 0
            repeat {
              number = number * 10 + Int(ch - 0x30)
              ch = next()
            } while ch >= 0x30 && ch <= 0x39
            if ch == 0x24 {  // '$'
              if spec.precision == -2 {
                spec.precision = number - 1
              } else if spec.width == -2 {
                spec.width = number - 1
              } else {
                spec.main = number - 1
              }
              continue parse
            }
            continue  // reswitch on ch
          case "*": spec.width = -2
          case ".":
            seenDot = true
            ch = next()
            if ch == 0x2A {
              spec.precision = -2
              continue parse
            }
            continue  // reswitch
          default:
            spec.type = .literal
            break parse
          }
          continue parse
        }
      }
      _ = seenDot
      if pastEnd { return .undefined("reads past the format") }
      if nameCut { return .undefined("a variable's name cut by another character") }
      specs.append(spec)
    }
    let percents = units.filter { $0 == 0x25 }.count
    let size = 3 * percents + 1
    var slots: [(SpecType, Int)?] = Array(repeating: nil, count: size + 1)
    var argument = 0
    for var spec in specs where spec.type != .literal && spec.type != .incomplete {
      if max(spec.main, spec.width, spec.precision) > size { return .empty }
      if max(spec.main, spec.width, spec.precision) == size { return .undefined("a slot past its values") }
      if spec.width == -2 {
        spec.width = argument
        argument += 1
      }
      if spec.precision == -2 {
        spec.precision = argument
        argument += 1
      }
      if spec.main == -1 {
        spec.main = argument
        argument += 1
      }
      guard spec.main < size, spec.width < size, spec.precision < size else {
        return .undefined("a slot past its values")
      }
      // Two specs that read one argument as different types make CF read a number as a pointer.
      for (slot, type) in [
        (spec.main, (spec.type, spec.size)), (spec.width, (.long, -1)), (spec.precision, (.long, -1)),
      ]
      where slot >= 0 {
        if let (old, oldSize) = slots[slot],
          old != type.0
            || (oldSize != type.1 && ((oldSize != -1 && type.1 != -1) || max(oldSize, type.1) == 4))
        {
          return .undefined("one argument read as two types")
        }
        // An argument read both as a number and as a width stays a small one.
        slots[slot] = slots[slot]?.1 == -1 ? (type.0, -1) : type
      }
    }
    var types: [ArgumentType] = []
    for slot in slots.prefix(size) {
      guard let (type, size) = slot else { continue }
      switch type {
      case .long: types.append(size == 4 ? .int64 : size == -1 ? .amount : .int32)
      case .unichar: types.append(.unichar)
      case .double: types.append(size == 5 ? .longDouble : .double)
      case .object: types.append(.object)
      case .cString: types.append(.cString)
      case .utf16: types.append(.utf16)
      case .pascal: types.append(.pascal)
      case .pointer: types.append(.pointer)
      case .dummy: types.append(.dummy)
      case .literal, .incomplete: break
      }
    }
    // A long double is passed as a double (no Swift value is one): on x86_64 CF reads it from
    // the stack area, where the arguments after it are, so a pointer after it is read from
    // elsewhere (a null %S crashes).
    if let long = types.firstIndex(of: .longDouble),
      types[long...].contains(where: { [.object, .cString, .utf16, .pascal].contains($0) })
    {
      return .undefined("a pointer read after a long double")
    }
    return .arguments(types)
  }
}
