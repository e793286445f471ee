# Mutations of PluralsFoundation (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation foundation-web-url-read Sources/PluralsFoundation/FileURLs.swift \
  'guard url.isFileURL else {' \
  'guard url.isFileURL || url.scheme != nil else {' \
  'PluralsFoundationTests'
mutation foundation-development-region-ignored Sources/PluralsFoundation/FileURLs.swift \
  'developmentLanguage ?? declared ?? "en")' \
  'developmentLanguage ?? "en") ; _ = declared' \
  'PluralsFoundationTests'
