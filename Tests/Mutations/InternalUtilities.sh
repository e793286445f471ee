# Mutations of InternalUtilities (sourced by Tests/mutations.sh; `mutation` is defined there).
# shellcheck shell=bash

mutation few-map-never-hashed Sources/InternalUtilities/Storage/FewMap.swift \
  'package static var arrayLimit: Int { 16 }' \
  'package static var arrayLimit: Int { .max }' \
  'HostileCatalogTests'
