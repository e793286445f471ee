// The integer path as a user's program calls it: this target links the
// package's `Plurals` product by path, as a dependency, and uses its public
// API alone (no @testable, no `package` symbols), with its own loop over the
// benchmark's integer mix (ClassificationInputs' realistic mix, copied here
// as plain Int64 so that the C loop reads the same memory). The baseline is
// a loop of C over the hand-written English table (hand_integer_loop_en).
// Usage: ExternalIntegers ours|c ROUNDS   (ROUNDS passes over 65,536 integers;
// external.sh runs 0 and ROUNDS under callgrind and divides the difference)
import CHandWritten
import ClassificationInputs
import Plurals

#if canImport(Glibc)
  import Glibc
#endif

/// The user's loop: every integer's category, summed so that none is dropped.
@inline(never)
func categories(_ rules: PluralRules, _ inputs: [Int64]) -> UInt64 {
  var sum: UInt64 = 0
  for value in inputs { sum &+= UInt64(rules.category(for: Int(value)).rawValue) }
  return sum
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let rounds = Int(arguments[2]), ["ours", "c"].contains(arguments[1]) else {
  print("usage: ExternalIntegers ours|c ROUNDS")
  exit(2)
}
let inputs = realisticIntegers.map(Int64.init)
let rules = PluralRules(locale: "en")
var sum: UInt64 = 0
for _ in 0..<rounds {
  if arguments[1] == "ours" {
    sum &+= categories(rules, inputs)
  } else {
    sum &+= inputs.withUnsafeBufferPointer { hand_integer_loop_en($0.baseAddress!, UInt64($0.count)) }
  }
}
// Both loops give the same sum (the same categories), printed: nothing is optimized away.
print(sum)
