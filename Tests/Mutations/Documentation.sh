# Mutations of Documentation (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation readme-promise-changed README.md \
  '// "5 plików"' \
  '// "5 plikow"' \
  'DocumentationTests'
mutation readme-licence-link-broken README.md \
  '[`cldr-data/LICENSE`](cldr-data/LICENSE)' \
  '[`cldr-data/LICENSE`](cldr-data/LICENCE)' \
  'LicenceTests'
