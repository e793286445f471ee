# Mutations of the Vapor middleware (Sources/PluralsVapor; sourced by Tests/mutations.sh, `mutation`
# is defined there). Its tests are the Vapor example's (Examples/VaporExample), which builds this
# package with the Vapor trait: the first run builds Vapor (minutes).
# shellcheck shell=bash

# A response the localizer had no part in (Vapor's 404, an Abort's English JSON, a route that never
# read it) is not labelled with the negotiated language (issue 59).
mutation vapor-unread-labelled Sources/PluralsVapor/LocalizationMiddleware.swift \
  'inNegotiatedLanguage = negotiation.wasRead' \
  'inNegotiatedLanguage = true' \
  'Examples/VaporExample:frameworkErrors|labelledWhenRead'
# Reading the negotiated language is what marks a response as one in it.
mutation vapor-read-unnoted Sources/PluralsVapor/LocalizationMiddleware.swift \
  '      read = true⏎' \
  '' \
  'Examples/VaporExample:labelledWhenRead|files'
