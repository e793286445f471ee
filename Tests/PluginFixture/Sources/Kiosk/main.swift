import PluralsFoundation

// No localizer is bound: the accessors that GenerateAccessorsPlugin wrote (L10n) read this
// target's resources through Bundle.module in the process's preferred languages.
print("\(L10n.welcome) | \(L10n.itemsLeft(5)) | \(L10n.itemsLeft(1))")
