// The options are swift-argument-parser's, which swift-plurals' default trait `CLI` brings:
// the plurals command and the plugins' tools are built with it.
#if !CLI
  #error("the plurals command and the plugins need swift-plurals' CLI trait: add \"CLI\" to its traits")
#endif
