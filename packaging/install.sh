#!/usr/bin/env bash
# Install this unpacked Innovation Desktop for the current user: a menu entry, the
# icon, the AppStream data, and the command ~/.local/bin/innovation-desktop.
#   ./install.sh            install (the folder stays where it is: do not move it after)
#   ./install.sh --remove   remove what install.sh added
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
APP_ID="io.github.innovation_desktop.InnovationDesktop"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
BIN="$HOME/.local/bin"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$DATA/applications/$APP_ID.desktop" "$DATA/metainfo/$APP_ID.metainfo.xml" "$BIN/innovation-desktop"
  find "$DATA/icons/hicolor" -name "$APP_ID.*" -delete 2>/dev/null || true
  echo "removed"
  exit 0
fi
mkdir -p "$DATA/applications" "$DATA/metainfo" "$BIN"
cp -r "$HERE/share/icons" "$DATA/"
cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$DATA/metainfo/"
sed "s|^Exec=innovation-desktop|Exec=\"$HERE/innovation-desktop\"|" \
  "$HERE/share/applications/$APP_ID.desktop" > "$DATA/applications/$APP_ID.desktop"
ln -sf "$HERE/innovation-desktop" "$BIN/innovation-desktop"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$DATA/applications" || true
echo "installed: the menu entry Innovation Desktop, and $BIN/innovation-desktop"
