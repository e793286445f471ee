// The unsafe storage of LocalizedStrings and Localization, and why it is sound.
//
// Every type below either is `@unchecked Sendable`, or hands out references
// without retaining them (`Unmanaged`, `_withUnsafeGuaranteedRef`), or owns
// memory it allocates itself. The compiler checks none of that; these are
// the invariants each one keeps, and the one place to read them. A change to
// one of these types, or a new one of its kind, updates this list.
//
// The general invariants:
//
// 1. Set once. Lazily made objects go from nil to one retained reference,
//    atomically (compare-and-exchange, acquire/release), and are never
//    replaced or cleared while their owner lives. Two callers racing to
//    make one make it from the same input; the loser's object is released
//    and the winner's used, so either would do.
// 2. Immutable after init. Buffers allocated in an `init` are written there
//    and only read afterwards.
// 3. Freed by the owner's `deinit`, which runs when no other reference (so
//    no other thread) can reach the owner.
// 4. Unretained references are read only while something else provably
//    keeps the object: the owner holds it (rule 1 or 2) and the caller
//    holds the owner for the duration of the read.
//
// Here, in Storage/:
//
// - `LazyReference<Object>` (LazyReference.swift): one set-once slot (rule 1),
//   a pointer allocated in `init`, read and set only through CAtomicSlots'
//   acquiring load and compare-and-exchange, and freed, releasing the
//   object, in `deinit` (rule 3). `@unchecked Sendable`: the slot is only
//   loaded and stored atomically. `~Copyable`, so no copy can free the slot
//   twice. `get` and `load` return `Unmanaged`: valid while the owner of the
//   `LazyReference` is (rule 4). Used by `LocatedString` (its parsed format).
// - `LazyReferences<Object>` (LazyReference.swift): a fixed number of such
//   slots in one allocation, made in `init` (all nil), each set at most
//   once (rule 1), all released and freed in `deinit` (rule 3); an index
//   outside `0..<count` traps. Used by `LazyBoxes` (EntryIndex.swift), the
//   `StringsdictTape` entries, `StringCatalog`'s tables by language and
//   `CatalogLocalizations`' converted localizations.
// - `SmallStringWords` (SmallStringWords.swift): a small string's two words
//   moved out of a local tuple rebound to `String` (same size and
//   alignment): no retain, as a small string holds no reference; only for
//   words laid out as this platform's small strings (the caller checks it
//   once: `SmallUTF8.isVerified`).
// - `Cell<Value>`: an immutable box, so that a value can sit in a lazy slot.
// - `Locked<Value>` (Locked.swift): the value is read and written only inside
//   `withLock`, under the platform's lock, and goes in and out `sending`
//   (as with `Synchronization.Mutex`). `@unchecked Sendable` for that reason;
//   `@exclusivity(unchecked)` because the lock already excludes other
//   accesses. The lock is allocated in `init`, never moves (the type is a
//   class), and is destroyed in `deinit` (rule 3).
//
// Elsewhere, because each is one type's private representation and moves
// with it (the `@unchecked Sendable` ones point back here):
//
// - `LocatedString` (Model/LocatedString.swift): `parsedReference` is an
//   `Unmanaged<ParsedFormat>` from its `LazyReference`; callers read it with
//   `_withUnsafeGuaranteedRef` while they hold the string (rule 4). The
//   parse is made by the first caller (rule 1).
// - `StringsdictTape` (LocalizedStrings/Formats/Stringsdict/StringsdictTape.swift):
//   `@unchecked Sendable`. Its texts and tokens are written by the direct
//   reader before `init` and never changed (rule 2); each entry is made from
//   its tokens on first use into a `LazyReferences` slot (rule 1).
// - `EntryIndex` and `LazyBoxes` (LocalizedStrings/Tables/EntryIndex.swift):
//   a key's `PlannedEntry` (LocalizedStrings/Formatting/PlannedEntry.swift) is made on its first lookup into a `LazyReferences` slot
//   (rule 1); `unretainedEntry(for:)` returns it unretained, valid while the
//   index is, which the table holding the index keeps (rule 4). A box frees
//   its `PluralPlan` in `deinit` (rule 3).
// - `PluralPlan` (LocalizedStrings/Formatting/DirectFormat.swift):
//   `@unchecked Sendable`. Its pieces and literals are allocated and written
//   in `init` and only read afterwards (rule 2); the `PlannedEntry` that owns it calls
//   `deallocate()` in its `deinit` (rule 3); each category's bytes and
//   slots are its own copies, and each nested plan its own allocation
//   (deallocated, then freed), freed there too.
// - `ResolvedTable` (Localization/Bundles/ResolvedTable.swift):
//   `@unchecked Sendable` for `hot`, a buffer of plain values and unretained
//   table storages, allocated and written in `init` (rule 2), freed in
//   `deinit` (rule 3); `sources` keeps every table in `hot` alive (rule 4).
// - `CatalogLocalizations`, `CatalogEntries` and `CatalogTableDiagnostics`
//   (Localization/Catalogs/CatalogLocalizations.swift): checked Sendable.
//   A catalog's localization is converted on first use into a
//   `LazyReferences` slot (rule 1: racing threads convert the same bytes
//   with a fresh converter each, the first stored wins); its entry is read
//   through `_withUnsafeGuaranteedRef` and copied out while the catalog
//   holds the slot (rule 4). A table's diagnostics and all-entries
//   dictionary are each one `LazyReference` slot (rule 1). The document's
//   bytes and the scan's index are immutable after init (rule 2).
// - `StringTable` (LocalizedStrings/Tables/) and `StringCatalog` (Localization/Catalogs/): a table's
//   `Storage` is handed out unretained (`servedTable`, `unretainedEntry`) to
//   per-call paths that hold the table or catalog for the call (rule 4); a
//   catalog's tables are set once per language (rule 1).
// - `Localizer` (Localization/Bundles/Localizer.swift): reads an entry's
//   box with `_withUnsafeGuaranteedRef` while its resolved table holds the
//   index (rule 4).
// - `FormatOutput` (LocalizedStrings/Formatting/FormatOutput.swift): the
//   writer of one formatting call, over a buffer on the caller's stack,
//   moved to the heap when the text outgrows it; its owner calls `release()`
//   when done, and it never leaves the call.
//
// - `LeafText` (LocalizedStrings/Formats/PropertyList/LeafText.swift): a copyable struct
//   over `malloc` memory, grown with `realloc`, with one owner: the reader
//   building a document's texts. Copies share the buffer, so only the owner
//   appends, and no copy is used after the owner's `take()` (which hands the
//   kept texts to a new owner, the `StringsdictTape`, whose `deinit` frees
//   them: rule 3) or `free()`. Not `Sendable`.
// - `EntryFormatter` (LocalizedStrings/Formatting/EntryFormatter.swift): its
//   `arguments`, `options` and `expanding` frames point at the caller's
//   values (`withUnsafeBufferPointer`, `withUnsafePointer`); the formatter
//   lives only inside those closures, so it never outlives what it points
//   at. Not `Sendable`.
//
// `LanguageSlots` (Localization/Catalogs/LanguageSlots.swift) is an
// open-addressed table in one array of inline slots: checked Sendable, nothing unsafe.
//
// Inlining: the runtime reads `LazyReference`, `LazyReferences` and `Locked`
// on every call, across the module boundary, so their hot members are
// `@inlinable` and the types `@usableFromInline`. An `@inlinable` member of a
// package type that is not `@usableFromInline` is accepted but its body is not
// serialized: it stays a call of the unspecialized generic on every table
// lookup.
