// Runs COUNT calls of one kind, for instruction counts under callgrind
// (callgrind.sh subtracts a run of 0 calls and divides by COUNT).
// Usage: PluralsCallgrind MODE COUNT, MODE one of integer:LOCALE[:ordinal],
// operands:LOCALE, double2:LOCALE, string:LOCALE, resolve:LOCALE.
import Plurals

#if canImport(Glibc)
  import Glibc
#endif

struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

// The benchmark package's inputs: mostly small counts, decimals with two digits.
var generator = SplitMix(state: 2026)
let integers: [Int] = (0..<1024).map { _ in
  switch generator.next() % 10 {
  case 0..<7: Int(generator.next() % 31)
  case 7, 8: Int(generator.next() % 1000)
  default: Int(generator.next() % 1_000_000_000)
  }
}
let decimals: [Double] = integers.map { Double($0 % 1000) + Double($0 % 100) / 100 }
let numerals: [String] = decimals.map { value in
  let cents = Int((value * 100).rounded())
  return "\(cents / 100)." + (cents % 100 < 10 ? "0" : "") + "\(cents % 100)"
}
let prepared = numerals.map { try! PluralOperands(parsing: $0) }

@inline(never) func sink(_ category: PluralCategory) {
  if category.rawValue > 200 { print(category) }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
  print("usage: PluralsCallgrind MODE COUNT")
  exit(2)
}
let mode = arguments[1].split(separator: ":").map(String.init)
switch mode[0] {
case "integer":
  let rules = PluralRules(locale: mode[1], type: mode.count > 2 ? .ordinal : .cardinal)
  for index in 0..<count { sink(rules.category(for: integers[index & 1023])) }
case "operands":
  let rules = PluralRules(locale: mode[1])
  for index in 0..<count { sink(rules.category(for: prepared[index & 1023])) }
case "double2":
  let rules = PluralRules(locale: mode[1])
  for index in 0..<count { sink(rules.category(for: decimals[index & 1023], fractionDigits: 2)) }
case "string":
  let rules = PluralRules(locale: mode[1])
  for index in 0..<count { sink(try! rules.category(for: numerals[index & 1023])) }
case "resolve":
  for index in 0..<count { sink(PluralRules(locale: mode[1]).category(for: integers[index & 1023])) }
default:
  print("unknown mode \(mode[0])")
  exit(2)
}
