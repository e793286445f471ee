# Mutations of Tools (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

# Russian 12-14 made 'few', consistently: the shipped CLDR release in
# cldr-data/json/ (rules and samples), then the tables and rule texts
# regenerated from it. Only the pristine release and ICU can tell.
mutation cldr-russian-12-14-few cldr-data/json/cldr-core/supplemental/plurals.json \
  '"ru": {⏎        "pluralRule-count-one": "v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …",⏎        "pluralRule-count-few": "v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …",⏎        "pluralRule-count-many": "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14 @integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …",' \
  '"ru": {⏎        "pluralRule-count-one": "v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …",⏎        "pluralRule-count-few": "v = 0 and i % 10 = 2..4 @integer 2~4, 12~14, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …",⏎        "pluralRule-count-many": "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11 @integer 0, 5~11, 15~19, 100, 1000, 10000, 100000, 1000000, …",' \
  'CLDRFileOracleTests|ICUPluralOracleTests' \
  'swift run --package-path Tools generate-cldr-tables'
# Every kind of change the release diff reports (ReleaseDiffKindsTests; ReleaseDiffTests with ../shared).
mutation diff-ignores-digits Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("digits", a.digits, b.digits), ' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-decimal Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("decimal", a.decimal, b.decimal), ' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-group Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("group", a.group, b.group),' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-minus-sign Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("minusSign", a.minus, b.minus), ' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-plus-sign Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("plusSign", a.plus, b.plus),' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-primary-group-size Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("primaryGroupSize", "\(a.primary)", "\(b.primary)"),' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-secondary-group-size Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("secondaryGroupSize", "\(a.secondary)", "\(b.secondary)"),' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-minimum-grouping-digits Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  '("minimumGroupingDigits", "\(a.minimumGrouping)", "\(b.minimumGrouping)"),' \
  '' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-categories-removed Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  'oldCategories.contains($0) && !newCategories.contains($0)' \
  'oldCategories.contains($0) && false' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-parents Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  'where old.parentLocales[locale] != new.parentLocales[locale] {' \
  'where false {' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-likely-subtags Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  'where old.likelySubtags[locale] != new.likelySubtags[locale] {' \
  'where false {' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-ignores-ranges Tools/Sources/CodeGeneration/Comparison/ReleaseDiff.swift \
  'before?[key] == after?[key] ? nil' \
  'true ? nil' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
# The generator: CLDR's JSON read (CLDRData), tables regenerated, the runtime tested.
mutation cldr-deprecated-codes-dropped Tools/Sources/CLDRData/CLDRJSONRelease.swift \
  'groups[index].locales.append(code)' \
  '_ = index' \
  'PluralsTests' \
  'swift run --package-path Tools generate-cldr-tables'
mutation cldr-release-versions-unchecked Tools/Sources/CLDRData/CLDRJSONRelease.swift \
  'if otherVersion != version {' \
  'if false, otherVersion != version {' \
  'Tools:CLDRJSONFormTests'
mutation generated-comment-backslash-raw Tools/Sources/CodeGeneration/Output/CommentText.swift \
  '        result += "\\\\"' \
  '        result += "\\"' \
  'Tools:CommentTextTests'
# The generator on another release (issue 45, item 5): headers, --output, the diff's layout.
mutation generator-mixed-release-unsaid Tools/Sources/CodeGeneration/Generation.swift \
  'provenance.note = mixedReleases(' \
  '_ = mixedReleases(' \
  'Tools:OtherReleaseTests'
mutation generator-output-ignored Tools/generate-cldr-tables/GenerateCLDRTables.swift \
  'guard let output else {' \
  'guard let output, false else {' \
  'Tools:OtherReleaseTests'
mutation diff-summary-dropped Tools/Sources/CodeGeneration/Comparison/ReleaseDiffText.swift \
  'lines += summary' \
  'lines += []' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
mutation diff-locale-headings-dropped Tools/Sources/CodeGeneration/Comparison/ReleaseDiffText.swift \
  'lines.append("\(locale):")' \
  'lines.append("")' \
  'Tools:ReleaseDiffKindsTests|ReleaseDiffTests'
# The table encoders (Tools/Sources/CodeGeneration/Encoding): what they write must
# decode to CLDR's data and be the committed tables (GeneratorTests, TableRoundTripTests,
# OverlappingTablesTests); rules CLDR does not use, the reference's answers (IntegerTableTests).
mutation overlap-chain-closes-cycle Tools/Sources/CodeGeneration/Encoding/OverlappingTables.swift \
  'guard head != pair.second else { continue }' \
  'guard head != pair.second || pair.overlap > 0 else { continue }' \
  'Tools:OverlappingTablesTests'
mutation overlap-nested-offset-dropped Tools/Sources/CodeGeneration/Encoding/OverlappingTables.swift \
  'return (next.table, next.offset + offset)' \
  'return (next.table, offset)' \
  'Tools:OverlappingTablesTests'
mutation fraction-within-keeps-upper-bound Tools/Sources/CodeGeneration/Encoding/IntegerLiterals.swift \
  '$0.upperBound > $0.lowerBound ? $0.lowerBound...$0.upperBound - 1 : nil' \
  '$0.upperBound > $0.lowerBound ? $0.lowerBound...$0.upperBound : nil' \
  'Tools:IntegerTableTests'
mutation range-table-start-end-swapped Tools/Sources/CodeGeneration/Encoding/RangeTables.swift \
  'entry(table: 0, start: start, end: end)' \
  'entry(table: 0, start: end, end: start)' \
  'Tools:GeneratorTests|TableRoundTripTests'
mutation locale-table-parent-fallback-dropped Tools/Sources/CodeGeneration/Encoding/LocaleTables.swift \
  'parent: parents[key].map { position[$0]! }, cardinalRuleSet' \
  'parent: nil, cardinalRuleSet' \
  'Tools:GeneratorTests|TableRoundTripTests'
# The standalone file is one module: the table format's SPI marks come off every line (a vendored
# file names no module it does not have), its SPI import with them.
mutation standalone-spi-kept Tools/Sources/CodeGeneration/Templates/Standalone/StandaloneFile.swift \
  'let text = line.replacingOccurrences(of: tableFormatSPI, with: "")' \
  'let text = String(line)' \
  'Tools:StandaloneTests'
# CLDR's JSON is read by the runtime's reader, with a second copy of a key refused in every object,
# those inside arrays too.
mutation cldr-json-duplicate-key-kept Tools/Sources/CLDRData/CLDRJSON.swift \
  '        if let first = firsts[key] {' \
  '        if let first = firsts[key], first.line < 0 {' \
  'Tools:JSONReaderTests'
mutation cldr-json-array-items-not-checked Tools/Sources/CLDRData/CLDRJSON.swift \
  '        items.append(try value(&reader, depth: depth + 1))' \
  '        items.append(try reader.value(depth: depth + 1))' \
  'Tools:JSONReaderTests'
mutation cldr-json-byte-order-mark-taken Tools/Sources/CLDRData/CLDRJSON.swift \
  '    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {' \
  '    if bytes.starts(with: [0xEF, 0xBB, 0xBF, 0xEF]) {' \
  'Tools:JSONReaderTests'
mutation cldr-json-duplicate-key-raw Tools/Sources/CLDRData/CLDRJSON.swift \
  'duplicate key \(JSONReader.quoted(key))' \
  'duplicate key \"\(key)\"' \
  'Tools:JSONReaderTests'
# The generator's folders depend one way too (the root package's LayeringTests read Tools/Sources/CodeGeneration):
# the writer's text helpers know nothing of the encodings, and a template, however deep its
# folder, nothing of the release comparison.
mutation codegen-output-names-encoding Tools/Sources/CodeGeneration/Output/CommentText.swift \
  '    var result = ""⏎    result.reserveCapacity(text.utf8.count)' \
  '    _ = IntegerLiteral.self⏎    var result = ""⏎    result.reserveCapacity(text.utf8.count)' \
  'LayeringTests'
mutation codegen-nested-template-names-comparison Tools/Sources/CodeGeneration/Templates/Plurals/PluralRuleTextsFile.swift \
  '    tables.ruleTextsFile(provenance)' \
  '    _ = ReleaseDiff.self⏎    return tables.ruleTextsFile(provenance)' \
  'LayeringTests'
# The generator reads a CLDR file as the runtime reads a document: within its size limit
# (JSONReaderTests.fileKinds also refuses a FIFO and a folder unread).
mutation cldr-json-file-size-unbounded Sources/SourceFiles/FileSystem+SPI.swift \
  '    try FileSystem.contents(of: path)' \
  '    try FileSystem.contents(of: path, maximumSize: .max)' \
  'Tools:JSONReaderTests'
# Every other file the generator reads (CLDR's XML, the DTD that states the version, the
# runtime's sources for a standalone file) is read the same way, and a refusal is an error,
# not an empty file: a FIFO read as nothing would turn into a misleading parse error.
mutation cldr-json-read-error-swallowed Tools/Sources/CLDRData/CLDRJSON.swift \
  '    try parse(DocumentFile.contents(of: path), file: path)' \
  '    try parse((try? DocumentFile.contents(of: path)) ?? [], file: path)' \
  'Tools:JSONReaderTests'
mutation cldr-xml-read-error-swallowed Tools/Sources/CLDRData/CLDRXMLFile.swift \
  '    let bytes = try DocumentFile.contents(of: path)' \
  '    let bytes = (try? DocumentFile.contents(of: path)) ?? []' \
  'Tools:GeneratorTests'
mutation cldr-dtd-read-error-swallowed Tools/Sources/CLDRData/CLDRPluralData.swift \
  '      throw CLDRDataError(error.kind, "\(error.message) (it states the CLDR version)", at: location)' \
  '      bytes = []' \
  'Tools:GeneratorTests'
mutation standalone-source-read-error-swallowed Tools/Sources/CodeGeneration/Templates/Standalone/StandaloneFile.swift \
  '        throw GeneratorFailure(diagnostics: [error])' \
  '        bytes = []' \
  'Tools:StandaloneTests'
# CLDR's JSON within the nesting limit, refused where the level past it opens (a closed
# array too), and its messages: a key through the reader's escaping, a likely subtag whole.
mutation cldr-json-depth-unbounded Tools/Sources/CLDRData/CLDRJSON.swift \
  '    guard depth < JSONReader.maximumDepth, reader.position < reader.bytes.count else {' \
  '    guard reader.position < reader.bytes.count else {' \
  'Tools:JSONReaderTests'
mutation cldr-json-rule-key-raw Tools/Sources/CLDRData/CLDRJSONRelease.swift \
  'found \(JSONReader.quoted(key))",' \
  'found \"\(key)\"",' \
  'Tools:CLDRJSONFormTests'
mutation cldr-json-likely-subtag-two-parts Tools/Sources/CLDRData/CLDRJSONRelease.swift \
  '      guard to.split(separator: "_").count == 3 else {' \
  '      guard to.split(separator: "_").count >= 2 else {' \
  'Tools:CLDRJSONFormTests'
