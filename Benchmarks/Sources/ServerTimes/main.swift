// Times the server benchmarks' entry three ways in one process: through its
// StringTable, a Localizer and a StringCatalog, with the localized numbers the
// localizer uses by default and with plain numbers. The benchmark package runs
// one benchmark after another, so a slower stretch of a shared machine (the
// other core busy, the clock lowered) lands on whichever ran then; here every
// round times a short batch of each path, in a rotating order, so that drift
// and load reach all paths alike, and the ratios are taken within a round.
// Usage: ServerTimes [--rounds N] [--calls N] [--order interleaved|blocked] [--markdown | --tsv | --trace]
//   --rounds  rounds measured (default 5000), after a tenth as many unmeasured
//   --calls   calls per path and round (default 250)
//   --order   blocked: every round of one path, then the next (as the benchmark package does)
//   --trace   every measured round: milliseconds since its start, each path's ns a call, the two
//             gauges' ns (the latency loop's, the throughput loop's)
//   --tsv     one line per path for server-times.sh: options, path, then nanoseconds per call
//             (median, minimum, first and third quartiles) and the ratios to the table's
//             (of the medians; the median, first and third quartiles of the rounds' ratios)
import ClassificationInputs
import LocalizationInputs
import Localization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

nonisolated(unsafe) var sinkTotal = 0

@inline(never) func sink(_ text: String?) { sinkTotal &+= text?.utf8.count ?? 1 }

func nanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

var rounds = 5000
var calls = 250
var markdown = false
var tsv = false
var trace = false
var blocked = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--rounds": rounds = Int(arguments.popFirst() ?? "") ?? 0
  case "--calls": calls = Int(arguments.popFirst() ?? "") ?? 0
  case "--markdown": markdown = true
  case "--tsv": tsv = true
  case "--trace": trace = true
  case "--order":
    let order = arguments.popFirst()
    guard order == "blocked" || order == "interleaved" else { rounds = 0; break }
    blocked = order == "blocked"
  default: rounds = 0
  }
}
guard rounds > 0, calls > 0 else {
  print(
    "usage: ServerTimes [--rounds N] [--calls N] [--order interleaved|blocked] [--markdown | --tsv | --trace]"
  )
  exit(2)
}

// The server benchmarks' inputs (ServerBenchmarks.swift, PluralsCallgrind's server mode).
let integers: [Int] = Array(smallCountIntegers.prefix(1024))
let bundle = try! LocalizationBundle(files: [
  "pl.lproj/Localizable.stringsdict": Array(polishFiles.utf8),
  "en.lproj/Localizable.strings": Array(englishFiles.utf8),
])
let table = try! StringTable(bytes: Array(polishFiles.utf8), path: "pl.lproj/Localizable.stringsdict")
let catalog = try! StringCatalog(bytes: Array(polishCatalog.utf8), path: "Localizable.xcstrings")

/// One path: a batch of `calls` calls, from the input after the last batch's.
struct Path {
  var name: String
  var run: (Int, Int) -> Void
}

/// The three paths with one set of options; `localized` is the localizer's default.
@MainActor func paths(localized: Bool) -> [Path] {
  let localizer = bundle.localizer(
    acceptLanguage: acceptLanguageHeaders[0], numbers: localized ? .localized : .plain)
  let options = localized ? FormatOptions(numberFormatLocale: CLDRLocale("pl")) : FormatOptions()
  let polishLanguage = Language("pl")!  // read once, where a request enters
  // All three say the same, and the entry's first use is done before the timing.
  for count in integers {
    let text = try! table.format("files", count, options: options)
    precondition(try! localizer.format("files", count) == text)
    precondition(try! catalog.format("files", count, language: polishLanguage, options: options) == text)
  }
  return [
    Path(name: "table") { start, calls in
      for index in start..<start + calls {
        sink(try? table.format("files", integers[index & 1023], options: options))
      }
    },
    Path(name: "localizer") { start, calls in
      for index in start..<start + calls { sink(try? localizer.format("files", integers[index & 1023])) }
    },
    Path(name: "catalog") { start, calls in
      for index in start..<start + calls {
        sink(try? catalog.format("files", integers[index & 1023], language: polishLanguage, options: options))
      }
    },
  ]
}

let sets = [("default", paths(localized: true)), ("plain", paths(localized: false))]
let pathCount = sets.count * 3
// times[set * 3 + path][round]: nanoseconds per call.
var times = [[Double]](repeating: [], count: pathCount)
var cursors = [Int](repeating: 0, count: pathCount)

/// Two gauges of the machine's state, timed every round, that touch no memory:
/// a chain of 2,000 dependent multiply-xorshifts, which waits on each result
/// (slower only if the clock is), and 8 independent multiply-add chains of
/// 500 steps, which keep the core's execution units busy (slower also when
/// something else uses the same core, such as a sibling hardware thread).
@inline(never) func latencyLoop(_ seed: Int) -> Int {
  var value = seed
  for _ in 0..<2000 { value = (value &* 6_364_136_223_846_793_005) ^ (value &>> 29) }
  return value
}

@inline(never) func throughputLoop(_ seed: Int) -> Int {
  var (a, b, c, d) = (seed, seed &+ 1, seed &+ 2, seed &+ 3)
  var (e, f, g, h) = (seed &+ 4, seed &+ 5, seed &+ 6, seed &+ 7)
  for _ in 0..<500 {
    a = a &* 3 &+ b; b = b &* 5 &+ c; c = c &* 7 &+ d; d = d &* 9 &+ e
    e = e &* 11 &+ f; f = f &* 13 &+ g; g = g &* 15 &+ h; h = h &* 17 &+ a
  }
  return a ^ b ^ c ^ d ^ e ^ f ^ g ^ h
}

/// machine[0][round]: the latency loop's nanoseconds; machine[1][round]: the throughput loop's.
var machine: [[Double]] = [[], []]
var moments: [UInt64] = []

@MainActor func timeMachine(_ round: Int) {
  let start = nanoseconds()
  sinkTotal &+= latencyLoop(sinkTotal)
  let middle = nanoseconds()
  sinkTotal &+= throughputLoop(sinkTotal)
  let end = nanoseconds()
  if round >= warmup {
    machine[0].append(Double(middle - start))
    machine[1].append(Double(end - middle))
  }
}

@MainActor func time(_ index: Int) -> Double {
  let path = sets[index / 3].1[index % 3]
  let start = nanoseconds()
  path.run(cursors[index], calls)
  let end = nanoseconds()
  cursors[index] += calls
  return Double(end - start) / Double(calls)
}

let warmup = max(rounds / 10, 1)
if blocked {
  for index in 0..<pathCount {
    for round in 0..<warmup + rounds {
      let result = time(index)
      if round >= warmup { times[index].append(result) }
      timeMachine(round)
    }
  }
} else {
  for round in 0..<warmup + rounds {
    // Rotate the order, so that no path always follows the same one.
    for step in 0..<pathCount {
      let index = (step + round) % pathCount
      let result = time(index)
      if round >= warmup { times[index].append(result) }
    }
    timeMachine(round)
    if round >= warmup { moments.append(nanoseconds()) }
  }
}
if trace {
  guard !blocked else { exit(2) }
  for round in 0..<rounds {
    let fields =
      [Double(moments[round] - moments[0]) / 1e6] + times.map { $0[round] } + machine.map { $0[round] }
    print(fields.map { fixed($0, 1) }.joined(separator: "\t"))
  }
  exit(0)
}

func quantile(_ values: [Double], _ q: Double) -> Double {
  let sorted = values.sorted()
  let position = q * Double(sorted.count - 1)
  let below = Int(position)
  let above = min(below + 1, sorted.count - 1)
  return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
}

func fixed(_ value: Double, _ digits: Int) -> String {
  var scaled = (value * pow(10, Double(digits))).rounded()
  if scaled == 0 { scaled = 0 }
  var text = String(Int(scaled))
  guard digits > 0 else { return text }
  while text.count <= digits { text = "0" + text }
  text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
  return text
}

var rows: [[String]] = []
for (set, (options, paths)) in sets.enumerated() {
  let base = times[set * 3]
  for (offset, path) in paths.enumerated() {
    let own = times[set * 3 + offset]
    if tsv {
      let ratios = zip(own, base).map { $0 / $1 }
      let fields =
        [quantile(own, 0.5), own.min()!, quantile(own, 0.25), quantile(own, 0.75)]
        + [quantile(own, 0.5) / quantile(base, 0.5)]
        + [0.5, 0.25, 0.75].map { quantile(ratios, $0) }
      print(([options, path.name] + fields.map { fixed($0, 4) }).joined(separator: "\t"))
      continue
    }
    var row = [
      "\(path.name) (\(options))", fixed(quantile(own, 0.5), 1), fixed(own.min()!, 1),
      fixed(quantile(own, 0.25), 1) + "–" + fixed(quantile(own, 0.75), 1),
    ]
    if offset == 0 {
      row += ["—", "—"]
    } else {
      let ratios = zip(own, base).map { $0 / $1 }
      row += [
        fixed(quantile(own, 0.5) / quantile(base, 0.5), 2) + "×",
        fixed(quantile(ratios, 0.5), 2) + "× (" + fixed(quantile(ratios, 0.25), 2) + "–"
          + fixed(quantile(ratios, 0.75), 2) + ")",
      ]
    }
    rows.append(row)
  }
}
if tsv {
  // The gauges: nanoseconds for the whole loop; no ratios.
  for (name, values) in zip(["latency", "throughput"], machine) {
    let fields = [quantile(values, 0.5), values.min()!, quantile(values, 0.25), quantile(values, 0.75)]
    print((["machine", name] + fields.map { fixed($0, 4) } + ["0", "0", "0", "0"]).joined(separator: "\t"))
  }
  exit(0)
}
let header = [
  "path (options)", "median ns", "min ns", "middle half ns", "÷ table (medians)",
  "÷ table (per round: median, middle half)",
]
if markdown {
  print("| " + header.joined(separator: " | ") + " |")
  print("|" + String(repeating: "---|", count: header.count))
  for row in rows { print("| " + row.joined(separator: " | ") + " |") }
} else {
  let widths = header.indices.map { column in (rows + [header]).map { $0[column].count }.max()! }
  for row in [header] + rows {
    var line = ""
    for (cell, width) in zip(row, widths) {
      line += cell + String(repeating: " ", count: width - cell.count + 2)
    }
    while line.last == " " { line.removeLast() }
    print(line)
  }
}
print(
  (markdown ? "\n" : "") + "The gauges, timed every round (median, min): the latency loop "
    + fixed(quantile(machine[0], 0.5), 0) + " ns, " + fixed(machine[0].min()!, 0)
    + " ns; the throughput loop "
    + fixed(quantile(machine[1], 0.5), 0) + " ns, " + fixed(machine[1].min()!, 0) + " ns."
)
print(
  (markdown ? "\n" : "")
    + "\(rounds) rounds (\(warmup) more unmeasured), \(calls) calls per path a round, "
    + (blocked ? "each path's rounds in a block" : "paths interleaved in a rotating order")
    + (sinkTotal == 0 ? "" : "."))
