# Mutations of the Hummingbird middleware (Sources/PluralsHummingbird; sourced by Tests/mutations.sh,
# `mutation` is defined there). Its tests are the Hummingbird example's (Examples/HummingbirdExample),
# which builds this package with the Hummingbird trait: the first run builds Hummingbird (minutes).
# shellcheck shell=bash

# A response made from a thrown error (Hummingbird's own English 400, the app's HTTPError) is not
# labelled with the negotiated language; an error's own Content-Language is kept (issue 59).
mutation hummingbird-error-labelled Sources/PluralsHummingbird/LocalizationMiddleware.swift \
  '          inNegotiatedLanguage = false⏎' \
  '' \
  'Examples/HummingbirdExample:frameworkErrors|badCount'
