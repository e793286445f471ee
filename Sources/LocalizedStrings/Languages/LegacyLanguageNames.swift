@_spi(TableFormat) import PluralTableFormat

/// The English language names that old `.lproj` folders use (`English.lproj`)
/// and that Apple's bundles still map to language codes, with the codes: the
/// names of CoreFoundation's legacy localization list, and the other names
/// its canonicalization table maps (`Flemish`, `Brazilian Portuguese`,
/// `Simplified Chinese`, `Persian` …).
enum LegacyLanguageNames {
  /// Lower-cased names; `keys[i]` is the locale key (`TableFormat.LocaleKey`) of `names[i]`'s tag.
  static let names: [String] = pairs.map(\.0)
  static let keys: [UInt64] = pairs.map { TableFormat.LocaleKey($0.1)!.rawValue }

  private static let pairs: [(String, String)] = [
    ("afrikaans", "af"), ("albanian", "sq"), ("amharic", "am"), ("arabic", "ar"), ("armenian", "hy"),
    ("assamese", "as"), ("aymara", "ay"), ("azerbaijani", "az"), ("basque", "eu"), ("belarusian", "be"),
    ("belorussian", "be"), ("bengali", "bn"), ("brazilian portuguese", "pt-BR"), ("breton", "br"),
    ("bulgarian", "bg"), ("burmese", "my"), ("byelorussian", "be"), ("catalan", "ca"), ("chinese", "zh"),
    ("simplified chinese", "zh-Hans"), ("traditional chinese", "zh-Hant"), ("croatian", "hr"),
    ("czech", "cs"), ("danish", "da"), ("dutch", "nl"), ("dzongkha", "dz"), ("english", "en"),
    ("esperanto", "eo"), ("estonian", "et"), ("faroese", "fo"), ("farsi", "fa"), ("finnish", "fi"),
    ("flemish", "nl-BE"), ("french", "fr"), ("galician", "gl"), ("georgian", "ka"), ("german", "de"),
    ("greek", "el"), ("greenlandic", "kl"), ("guarani", "gn"), ("gujarati", "gu"), ("hawaiian", "haw"),
    ("hebrew", "he"), ("hindi", "hi"), ("hungarian", "hu"), ("icelandic", "is"), ("indonesian", "id"),
    ("inuktitut", "iu"), ("irish", "ga"), ("italian", "it"), ("japanese", "ja"), ("javanese", "jv"),
    ("kalaallisut", "kl"), ("kannada", "kn"), ("kashmiri", "ks"), ("kazakh", "kk"), ("khmer", "km"),
    ("kinyarwanda", "rw"), ("kirghiz", "ky"), ("korean", "ko"), ("kurdish", "ku"), ("lao", "lo"),
    ("latin", "la"), ("latvian", "lv"), ("lithuanian", "lt"), ("macedonian", "mk"), ("malagasy", "mg"),
    ("malay", "ms"), ("malayalam", "ml"), ("maltese", "mt"), ("manx", "gv"), ("marathi", "mr"),
    ("moldavian", "ro"), ("mongolian", "mn"), ("nepali", "ne"), ("norwegian", "nb"), ("nynorsk", "nn"),
    ("oriya", "or"), ("oromo", "om"), ("pashto", "ps"), ("persian", "fa"), ("polish", "pl"),
    ("portuguese", "pt"), ("punjabi", "pa"), ("quechua", "qu"), ("romanian", "ro"), ("rundi", "rn"),
    ("russian", "ru"), ("sami", "se"), ("sanskrit", "sa"), ("scottish", "gd"), ("serbian", "sr"),
    ("sindhi", "sd"), ("sinhalese", "si"), ("slovak", "sk"), ("slovenian", "sl"), ("somali", "so"),
    ("spanish", "es"), ("sundanese", "su"), ("swahili", "sw"), ("swedish", "sv"), ("tagalog", "fil"),
    ("tajik", "tg"), ("tajiki", "tg"), ("tamil", "ta"), ("tatar", "tt"), ("telugu", "te"), ("thai", "th"),
    ("tibetan", "bo"), ("tigrinya", "ti"), ("tongan", "to"), ("turkish", "tr"), ("turkmen", "tk"),
    ("uighur", "ug"), ("ukrainian", "uk"), ("urdu", "ur"), ("uzbek", "uz"), ("vietnamese", "vi"),
    ("welsh", "cy"), ("yiddish", "yi"),
  ]
}
