import SourceFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One run of the accessor generator as a command line asks for it: the
/// options of `plurals generate-accessors` and of the build-tool plugin's
/// tool (parsed once for both by CommandOptions' `AccessorArguments`), and the
/// run both front ends call, so that the configuration, the options that
/// override it, the messages and the exit statuses cannot drift apart.
///
/// ```swift
/// var invocation = AccessorInvocation()
/// invocation.paths = ["Resources"]
/// invocation.output = "L10n.swift"
/// invocation.command = "plurals generate-accessors Resources --output L10n.swift"
/// let outcome = invocation.run()   // writes L10n.swift when its text changed
/// ```
package struct AccessorInvocation: Sendable {
  /// Localization files or folders (all languages: they are compared).
  package var paths: [String] = []
  /// The Swift file to write.
  package var output: String?
  /// `.plurals-accessors.yml`, applied before the options below, which win over it.
  package var configurationPath: String?
  package var typeName: String?
  package var access: AccessLevel?
  package var developmentLanguage: String?
  /// Flat names or an enum per dotted part of a key (nil: the configuration's, else flat).
  package var naming: AccessorNaming?
  /// A key with argument errors stops the generation (else it is left out, with a warning).
  package var strict = false
  /// Read the target's resources through `Bundle.module` until a localizer is bound.
  package var readsBundleModule = false
  /// The folder of `Bundle.module` that holds the files (a `.copy` resource folder).
  package var resourceFolder: String?
  /// The target the plugin generates for, named in messages.
  package var target: String?
  /// The command that regenerates the file, for its header.
  package var command = "plurals generate-accessors"

  package init() {}

  /// What the run printed and how it ended. Every line is one line of printable text
  /// (``PrintableText``): a configuration's value, a key or a path quoted in it is escaped.
  package struct Outcome: Sendable {
    /// `file:line:column: warning|error: …` lines, for standard output (where build systems read them).
    package var diagnostics: [String] = []
    /// Messages for standard error, without a newline.
    package var messages: [String] = []
    /// 0 written (or unchanged), 1 problems or the file cannot be written, 78 a bad configuration.
    package var status: Int32 = 0
  }

  /// Applies the configuration and then the options, generates, and writes
  /// the output when its text changed (an unchanged file does not recompile
  /// the target that includes it).
  package func run() -> Outcome {
    var outcome = generate()
    outcome.diagnostics = outcome.diagnostics.map { PrintableText.escaped($0) }
    outcome.messages = outcome.messages.map { PrintableText.escaped($0) }
    return outcome
  }

  /// ``run()``, its lines as they were made.
  private func generate() -> Outcome {
    var outcome = Outcome()
    let subject = target.map { "no accessors generated for \($0)" } ?? "no accessors written"
    guard let output else {
      outcome.messages.append("error: --output is required")
      outcome.status = 64
      return outcome
    }
    var options = AccessorOptions(command: command)
    if let configurationPath {
      do {
        try AccessorConfiguration.apply(configurationPath, to: &options)
      } catch {
        outcome.diagnostics.append("\(error.location): error: \(error.message)")
        outcome.messages.append("error: \(subject): the configuration is invalid")
        outcome.status = 78
        return outcome
      }
    }
    if let typeName { options.typeName = typeName }
    if let access { options.access = access }
    if let developmentLanguage { options.developmentLanguage = developmentLanguage }
    if let naming { options.naming = naming }
    if strict { options.strict = true }
    options.readsBundleModule = readsBundleModule
    options.resourceFolder = resourceFolder
    do {
      let generated = try AccessorGenerator.generate(paths: paths, options: options)
      outcome.diagnostics += generated.warnings.map(\.description)
      if (try? String(contentsOfFile: output, encoding: .utf8)) != generated.source {
        do {
          try generated.source.write(toFile: output, atomically: true, encoding: .utf8)
        } catch {
          outcome.messages.append("error: cannot write \(output): \(error)")
          outcome.status = 1
        }
      }
    } catch {
      outcome.diagnostics += error.problems.map(\.description)
      outcome.messages.append("error: \(subject): \(error.problems.count) problem(s)")
      outcome.status = 1
    }
    return outcome
  }
}
