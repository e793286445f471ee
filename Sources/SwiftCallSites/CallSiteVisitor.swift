import LocalizationLint
import SourceFiles
import SwiftSyntax

/// Walks one file's tree and records each call that asks for a localized string
/// (``CallSiteScanner``). A `String(format:)` is seen before the call that is its format, so
/// the format's arguments wait for it by the format's position.
final class CallSiteVisitor: SyntaxVisitor {
  private let converter: SourceLocationConverter
  private let path: String
  private let functions: CallSiteScanner.FunctionNames
  private let importsSwiftUI: Bool
  private(set) var callSites: [CodeReferences.CallSite] = []
  private(set) var unresolved: [CodeReferences.UnresolvedCall] = []
  /// The arguments of a `String(format:)`, by the position of the expression that is its format.
  private var formatArguments: [AbsolutePosition: [CodeReferences.CodeArgument]] = [:]

  /// SwiftUI's views whose first argument, a string literal, is a `LocalizedStringKey`.
  static let keyedViews: Set<String> = [
    "Text", "Button", "Label", "Toggle", "TextField", "SecureField", "Link", "Picker", "Menu", "Section",
    "NavigationLink", "Stepper", "LabeledContent",
  ]
  /// SwiftUI's modifiers whose first argument, a string literal, is a `LocalizedStringKey`.
  static let keyedModifiers: Set<String> = ["navigationTitle", "help"]

  init(
    converter: SourceLocationConverter, path: String, functions: CallSiteScanner.FunctionNames,
    importsSwiftUI: Bool
  ) {
    self.converter = converter
    self.path = path
    self.functions = functions
    self.importsSwiftUI = importsSwiftUI
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let callee = node.calledExpression.trimmedDescription
    let arguments = Array(node.arguments)
    // String(format: <format>, …) and String.localizedStringWithFormat(<format>, …).
    if let first = arguments.first,
      (callee == "String" && first.label?.text == "format")
        || (callee == "String.localizedStringWithFormat" && first.label == nil)
    {
      let rest = arguments.dropFirst()
      // `arguments: [CVarArg]` and `locale:` take the values otherwise: not counted.
      if !rest.contains(where: { $0.label != nil }) {
        formatArguments[first.expression.position] = rest.map { argument($0.expression) }
      }
      return .visitChildren
    }
    switch callee {
    case "NSLocalizedString":
      record(
        node, key: arguments.first.flatMap { $0.label == nil ? $0 : nil }, interpolates: false,
        table: labeled("tableName", arguments), defaultValue: labeled("value", arguments), callee: callee)
    case "String", "Swift.String", "AttributedString", ".init":
      // `.init(localized:)` where the type (String, AttributedString, LocalizedStringResource) is inferred.
      guard let first = arguments.first, first.label?.text == "localized" else { break }
      record(
        node, key: first, interpolates: true, table: labeled("table", arguments),
        defaultValue: labeled("defaultValue", arguments), callee: "\(callee)(localized:)")
    case "LocalizedStringKey", "LocalizedStringResource":
      guard let first = arguments.first, first.label == nil else { break }
      record(
        node, key: first, interpolates: true, table: labeled("table", arguments),
        defaultValue: labeled("defaultValue", arguments), callee: callee)
    default:
      if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
        let name = member.declName.baseName.text
        if name == "localizedString", let first = arguments.first, first.label?.text == "forKey" {
          record(
            node, key: first, interpolates: false, table: labeled("table", arguments),
            defaultValue: labeled("value", arguments), callee: "localizedString(forKey:value:table:)")
          break
        }
        if importsSwiftUI, member.base != nil, Self.keyedModifiers.contains(name),
          let first = arguments.first, first.label == nil, isLiteral(first.expression)
        {
          record(node, key: first, interpolates: true, table: nil, defaultValue: nil, callee: name)
          break
        }
        // `"key".localized(…)`: a function named in the configuration, on a string literal.
        if functions.contains(name), let base = member.base?.as(StringLiteralExprSyntax.self) {
          recordLiteral(
            base, at: node, callee: name,
            table: labeled("tableName", arguments) ?? labeled("table", arguments))
          break
        }
      }
      if importsSwiftUI, Self.keyedViews.contains(callee), let first = arguments.first, first.label == nil,
        isLiteral(first.expression)
      {
        // A literal alone is a LocalizedStringKey; `Text(variable)` shows a String verbatim.
        record(
          node, key: first, interpolates: true, table: labeled("tableName", arguments), defaultValue: nil,
          callee: callee)
      } else if functions.contains(callee), let first = arguments.first {
        record(
          node, key: first, interpolates: false,
          table: labeled("tableName", arguments) ?? labeled("table", arguments), defaultValue: nil,
          callee: callee)
      }
    }
    return .visitChildren
  }

  /// Code no user runs: a `#Preview`, a `PreviewProvider`, a `#if DEBUG` branch.
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    Self.isPreview(node.inheritanceClause) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    Self.isPreview(node.inheritanceClause) ? .skipChildren : .visitChildren
  }

  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    node.condition?.trimmedDescription == "DEBUG" ? .skipChildren : .visitChildren
  }

  static func isPreview(_ clause: InheritanceClauseSyntax?) -> Bool {
    clause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } == true
  }

  /// `"key".localized`: a property named in the configuration, read on a string literal.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.declName.baseName.text
    guard functions.contains(name), let base = node.base?.as(StringLiteralExprSyntax.self),
      node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id
    else { return .visitChildren }
    recordLiteral(base, at: node, callee: name, table: nil)
    return .visitChildren
  }

  /// The literal argument `label:`; nil when there is none.
  private func labeled(_ label: String, _ arguments: [LabeledExprSyntax]) -> LabeledExprSyntax? {
    arguments.first { $0.label?.text == label }
  }

  private func isLiteral(_ expression: ExprSyntax) -> Bool { expression.is(StringLiteralExprSyntax.self) }

  private func location(_ node: some SyntaxProtocol) -> SourceFiles.SourceLocation {
    let place = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return SourceFiles.SourceLocation(file: path, line: place.line, column: place.column)
  }

  /// A call whose key is `key`'s expression; `interpolates`: an interpolated literal is a key
  /// with format specifiers (`LocalizedStringKey`, `String.LocalizationValue`), not a string
  /// made at run time.
  private func record(
    _ call: some ExprSyntaxProtocol, key: LabeledExprSyntax?, interpolates: Bool, table: LabeledExprSyntax?,
    defaultValue: LabeledExprSyntax?, callee: String
  ) {
    guard let key, let literal = key.expression.as(StringLiteralExprSyntax.self),
      let callKey = Self.key(of: literal, interpolates: interpolates)
    else {
      unresolved.append(.init(callee: callee, at: location(call)))
      return
    }
    guard let tableName = Self.tableName(table) else {
      unresolved.append(.init(callee: callee, at: location(call)))
      return
    }
    var site = CodeReferences.CallSite(key: callKey, table: tableName, callee: callee, at: location(literal))
    if callKey.isInterpolated { site.countNames = Self.countNames(in: literal) }
    if let value = defaultValue?.expression {
      // An empty literal is no text of its own (NSLocalizedString's default, "").
      site.hasDefaultValue =
        value.as(StringLiteralExprSyntax.self)?.representedLiteralValue?.isEmpty != true
        && !value.is(NilLiteralExprSyntax.self)
    }
    site.formatArguments = formatArguments.removeValue(forKey: call.position)
    callSites.append(site)
  }

  /// A function of the configuration called on (or with) a string literal.
  private func recordLiteral(
    _ literal: StringLiteralExprSyntax, at call: some ExprSyntaxProtocol, callee: String,
    table: LabeledExprSyntax?
  ) {
    guard let value = literal.representedLiteralValue else {
      unresolved.append(.init(callee: callee, at: location(call)))
      return
    }
    guard let tableName = Self.tableName(table) else {
      unresolved.append(.init(callee: callee, at: location(call)))
      return
    }
    var site = CodeReferences.CallSite(
      key: .literal(value), table: tableName, callee: callee, at: location(literal))
    site.formatArguments = formatArguments.removeValue(forKey: call.position)
    callSites.append(site)
  }

  /// The table a call's `table` argument names: `.some(nil)` for none (no argument, or `nil`:
  /// the default table), `.some(name)` for a string literal, nil for anything else (a variable:
  /// the call is not resolved).
  static func tableName(_ table: LabeledExprSyntax?) -> String?? {
    guard let table, !table.expression.is(NilLiteralExprSyntax.self) else { return .some(nil) }
    guard let name = table.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else {
      return nil
    }
    return .some(name)
  }

  /// The key a literal makes: its text, and for an interpolated literal that is a key with
  /// specifiers, each interpolation's specifier (``specifier(of:)``) and its text's `%` doubled;
  /// nil for an interpolated literal that is not (a string made at run time).
  static func key(of literal: StringLiteralExprSyntax, interpolates: Bool) -> CodeReferences.CallKey? {
    if let value = literal.representedLiteralValue { return .literal(value) }
    guard interpolates, !literal.hasError else { return nil }
    var pieces: [CodeReferences.CallKey.Piece] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let text):
        // The segment's text unescaped, as a literal of its own.
        let alone = StringLiteralExprSyntax(
          openingPounds: literal.openingPounds, openingQuote: literal.openingQuote,
          segments: [.stringSegment(text)], closingQuote: literal.closingQuote,
          closingPounds: literal.closingPounds)
        guard let value = alone.representedLiteralValue else { return nil }
        if !value.isEmpty { pieces.append(.text(value.replacingPercents())) }
      case .expressionSegment(let expression):
        pieces.append(.value(specifier(of: expression)))
      }
    }
    return CodeReferences.CallKey(pieces: pieces)
  }

  /// The interpolations of `literal` (numbered among its values from 0) whose type the code
  /// does not tell but whose name says they count (``namesCount(_:)``).
  static func countNames(in literal: StringLiteralExprSyntax) -> Set<Int> {
    var names = Set<Int>()
    var index = 0
    for segment in literal.segments {
      guard case .expressionSegment(let expression) = segment else { continue }
      defer { index += 1 }
      let parts = Array(expression.expressions)
      if parts.count == 1, specifier(of: expression) == nil, namesCount(parts[0].expression) {
        names.insert(index)
      }
    }
    return names
  }

  /// Whether an expression's last name says it is a count: `n`, `count`, `total`, a name that
  /// ends in `Count` or `Total` (`fileCount`, `self.unreadCount`) or starts with `numberOf` or
  /// `num` and a capital (`numberOfFiles`, `numItems`).
  static func namesCount(_ expression: ExprSyntax) -> Bool {
    let name: String
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
      name = member.declName.baseName.text
    } else {
      return false
    }
    if ["n", "count", "total"].contains(name) { return true }
    if name.hasSuffix("Count") || name.hasSuffix("Total") { return true }
    for prefix in ["numberOf", "num"] where name.hasPrefix(prefix) {
      if name.dropFirst(prefix.count).first?.isUppercase == true { return true }
    }
    return false
  }

  /// The specifier an interpolation makes where the code tells its type: `%lld` for an integer
  /// literal or `.count`, `%lf` for a floating-point literal, `%@` for a string literal or a
  /// value with a `format:`, `style:` or `formatter:`, the `specifier:` given; nil otherwise.
  static func specifier(of segment: ExpressionSegmentSyntax) -> String? {
    let parts = Array(segment.expressions)
    if let given = parts.first(where: { $0.label?.text == "specifier" }) {
      return given.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
    if parts.contains(where: { ["format", "style", "formatter"].contains($0.label?.text ?? "") }) {
      return "%@"
    }
    guard parts.count == 1 else { return nil }
    switch CallSiteVisitor.kind(of: parts[0].expression) {
    case .integer: return "%lld"
    case .floating: return "%lf"
    case .string: return "%@"
    case .unknown: return nil
    }
  }

  private func argument(_ expression: ExprSyntax) -> CodeReferences.CodeArgument {
    CodeReferences.CodeArgument(Self.kind(of: expression), at: location(expression))
  }

  /// What the code alone tells of an expression's type.
  static func kind(of expression: ExprSyntax) -> CodeReferences.CodeArgument.Kind {
    if expression.is(IntegerLiteralExprSyntax.self) { return .integer }
    if expression.is(FloatLiteralExprSyntax.self) { return .floating }
    if expression.is(StringLiteralExprSyntax.self) { return .string }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return kind(of: prefix.expression) == .integer
        ? .integer : kind(of: prefix.expression) == .floating ? .floating : .unknown
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
      member.declName.baseName.text == "count", member.declName.argumentNames == nil
    {
      return .integer
    }
    return .unknown
  }
}

extension String {
  /// The text with each `%` doubled: how an interpolated key writes a percent sign of its text.
  fileprivate func replacingPercents() -> String {
    guard contains("%") else { return self }
    var result = ""
    for character in self { result += character == "%" ? "%%" : String(character) }
    return result
  }
}
