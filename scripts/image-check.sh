#!/bin/sh
# Builds the Dockerfile with podman (or docker where an engine runs) and checks the running
# container: health, non-root user, data in the volume, backups in a mounted folder, SIGTERM under
# load without losing an acknowledged order. Exit 2: no container engine here, nothing checked.
set -eu
cd "$(dirname "$0")/.."
exec npx tsx scripts/image-check.ts "$@"
