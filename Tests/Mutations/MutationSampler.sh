# Mutations of the mutation sampler, Tests/mutation_sampler.py (sourced by Tests/mutations.sh;
# `mutation` is defined there). MutationSamplerTests runs the sampler on a small repository.
# shellcheck shell=bash

# Sites only on the changed lines, never in a comment (two shapes: unchanged lines, a comment
# at the end of a changed line).
mutation sampler-unchanged-lines-sampled Tests/mutation_sampler.py \
  '"diff", "-U0", ' \
  '"diff", "-U3", ' \
  'MutationSamplerTests'
mutation sampler-comments-mutated Tests/mutation_sampler.py \
  '        if text.startswith("//", i):' \
  '        if text.startswith("///", i):' \
  'MutationSamplerTests'
# Each operator makes its mutant (two shapes: a comparison, a condition).
mutation sampler-comparison-unflipped Tests/mutation_sampler.py \
  'COMPARISONS = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "=="}' \
  'COMPARISONS = {"<": "<", "<=": "<=", ">": ">", ">=": ">=", "==": "==", "!=": "!="}' \
  'MutationSamplerTests'
mutation sampler-negation-doubled Tests/mutation_sampler.py \
  'negated = text[1:] if text.startswith("!") and single_term(text[1:]) else' \
  'negated = "!(" + text + ")" if text.startswith("!") and single_term(text[1:]) else' \
  'MutationSamplerTests'
# The seed decides the order, and the run names it.
mutation sampler-seed-ignored Tests/mutation_sampler.py \
  'random.Random(seed).shuffle(order)' \
  'random.Random().shuffle(order)' \
  'MutationSamplerTests'
# A mutant the filter lets through meets the whole suite; a failing baseline stops the run.
mutation sampler-whole-suite-skipped Tests/mutation_sampler.py \
  '            elif not options.filter_only:' \
  '            elif False:' \
  'MutationSamplerTests'
mutation sampler-failing-baseline-ignored Tests/mutation_sampler.py \
  'print("the unmutated copy fails its build or tests: see %s" % log, file=sys.stderr)⏎                return 1' \
  'print("the unmutated copy fails its build or tests: see %s" % log, file=sys.stderr)' \
  'MutationSamplerTests'
# A mutant that does not build is not counted as caught.
mutation sampler-unbuilt-counted-caught Tests/mutation_sampler.py \
  '            status, by = "did-not-build", "-"' \
  '            status, by = "caught", "-"' \
  'MutationSamplerTests'
# The filter takes the suites named after the mutated file too (PluralMigrationScopeTests for
# PluralMigration.swift), not only those whose files name its code.
mutation sampler-filter-file-named-suites-dropped Tests/mutation_sampler.py \
  '        chosen.update(suite for suite in declared if any(part in suite for part in parts))' \
  '        pass' \
  'MutationSamplerTests'
# No sites where no test can see a mutant (two shapes: an #if branch Linux does not compile, a
# rule file's examples, which are tests).
mutation sampler-dead-branch-sampled Tests/mutation_sampler.py \
  '"os(Android)": False, "canImport(Darwin)": False,' \
  '"os(Android)": False, "canImport(Darwin)": None,' \
  'MutationSamplerTests'
mutation sampler-rule-examples-sampled Tests/mutation_sampler.py \
  '    skipped = inactive_lines(lines) | example_lines(path, text, classes)' \
  '    skipped = inactive_lines(lines)' \
  'MutationSamplerTests'
