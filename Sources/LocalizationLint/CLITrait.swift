// The configuration (.plurals-lint.yml) is read with Yams, which swift-plurals' default trait
// `CLI` brings: a package that names other traits adds "CLI" to use this library.
#if !CLI
  #error("LocalizationLint needs swift-plurals' CLI trait: add \"CLI\" to the traits of its .package line")
#endif
