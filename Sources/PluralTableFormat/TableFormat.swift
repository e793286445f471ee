/// The format of the generated plural tables, defined once: the `Plurals`
/// runtime decodes it and the generator (`Tools/`) encodes it.
///
/// Packed entries are types with one throwing initializer (encoding, which
/// checks every field's width) and accessors (decoding) over the same
/// ``BitField``s: ``Relation``, ``Condition``, ``RuleSetSummary``,
/// ``TableStarts``, ``LocaleKey`` and ``LocaleEntry``. Arrays of plain codes
/// have their strides and sentinels in ``IntegerTable`` (with
/// ``NumberShape``), ``RangeTable`` and ``RuleTextTable``; ``LocaleLookup``
/// finds a locale's entry in a table keyed by ``LocaleKey``.
///
/// This module has no dependencies, so a standalone evaluator file can
/// include it verbatim. It is not an API for apps: the format changes
/// whenever the generator needs it to.
@_spi(TableFormat) public enum TableFormat {}
