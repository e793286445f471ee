// `import PluralsHummingbird` is enough to serve localized text: the middleware
// beside the runtime it negotiates for (Localization's bundles, negotiation and
// `Localizer`, and through it the tables and their formatting).
@_exported import Localization
