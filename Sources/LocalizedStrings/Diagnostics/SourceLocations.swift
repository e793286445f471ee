// The types users see in errors and diagnostics come from the XML reader
// module, which is not a product: they are exported here, and nothing else of it.
@_exported import struct ExpatXML.SourceError
@_exported import struct ExpatXML.SourceLocation
