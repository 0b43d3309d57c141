#!/usr/bin/env bash
# Builds FerretDB (a MongoDB wire-protocol server, SQLite backend) with this machine's Go toolchain,
# reusing a binary built before. Prints the binary's path on stdout; logs go to stderr.
#
# Why not `go install …@v1.24.0`: on these machines the proxy refuses the module's version list
# (403 when Go looks up deprecations), and a module-cache build panics at start because the
# module zip lacks build/version/version.txt. Downloading the exact version and building it from a
# copy with that file written works.
set -euo pipefail
version=v1.24.0
cache=${PROPAI_CACHE:-$HOME/.cache/propai}
bin=$cache/ferretdb-$version
if [ -x "$bin" ]; then echo "$bin"; exit 0; fi
command -v go >/dev/null || { echo "go is not installed" >&2; exit 1; }
mkdir -p "$cache"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$work" && go mod init ferretdb-build >/dev/null 2>&1)
dir=$(cd "$work" && go mod download -json "github.com/FerretDB/FerretDB@$version" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')
[ -n "$dir" ] || { echo "could not download FerretDB $version" >&2; exit 1; }
cp -r "$dir" "$work/src" && chmod -R u+w "$work/src"
echo "$version" > "$work/src/build/version/version.txt"
echo "[ferretdb] building $version (first time only)…" >&2
(cd "$work/src" && go build -o "$bin" ./cmd/ferretdb) >&2
echo "$bin"
