"""Companion on a Linux desktop, the freedesktop way, for the user who runs it.

``companion --install-desktop`` writes, under ``$XDG_DATA_HOME`` (``~/.local/share``):

- ``applications/companion.desktop``: the menu entry, which opens files given to it (``%F``):
  a file manager's double-click starts Companion, or hands the file to the one running;
- ``icons/hicolor/*/apps/companion.{svg,png}``: its icon, scalable and at the usual sizes;
- ``mime/packages/companion.xml``: a type for each kind of file Companion opens. They are all
  JSON files named ``*.json``, so each type is told by its ``format`` key near the top (how
  shared-mime-info tells a file by its contents), as a kind of ``application/json``.

``--uninstall-desktop`` removes exactly those files. Both refresh the desktop's caches when the
freedesktop tools for it are installed (``update-mime-database``, ``update-desktop-database``,
``gtk-update-icon-cache``); without them the files still work once the desktop looks again.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

from companion.core.files import write_bytes_atomic, write_text_atomic
from companion.core.resources import read_resource_text

APP_ID = "companion"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)


@dataclass(frozen=True)
class FileKind:
    mime: str
    format: str  # the document's "format" key
    comment: str


FILE_KINDS = (
    FileKind("application/x-companion-record", "companion-record", "Companion game record"),
    FileKind("application/x-lairs-dungeon", "lairs-dungeon", "Lairs dungeon"),
    FileKind("application/x-lairs-table-sheet", "lairs-table-sheet", "Lairs explorer's map sheet"),
    FileKind("application/x-lairs-builder-console", "lairs-builder-console",
             "Lairs Builder's console"),
    FileKind("application/x-coup-tracker", "coup-tracker", "Coup table tracker"),
    FileKind("application/x-scout-score-sheet", "companion.scout.score-sheet",
             "Scout score sheet"),
    FileKind("application/x-intrige-landlord-helper", "companion.intrige.landlord-helper",
             "Intrige landlord's helper"),
)


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def installed_files(home: Path) -> list[Path]:
    return [home / "applications" / f"{APP_ID}.desktop",
            home / "mime" / "packages" / f"{APP_ID}.xml",
            home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
            *(home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
              for size in ICON_SIZES)]


def launch_command() -> str:
    """How the menu entry starts this Companion: its own ``companion`` script when it is one
    (a pipx or venv install), else this Python running the package."""
    script = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if script is not None and script.name == "companion" and script.exists():
        return shlex.quote(str(script.resolve()))
    found = shutil.which("companion")
    if found:
        return shlex.quote(found)
    return f"{shlex.quote(sys.executable)} -m companion"


def desktop_entry() -> str:
    exec_line = launch_command().replace("%", "%%")
    mime_types = ";".join(kind.mime for kind in FILE_KINDS)
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Name=Companion\n"
        "GenericName=Board game companion\n"
        "Comment=Lairs, Coup, Scout and Intrige: play, build dungeons, keep the table\n"
        f"Exec={exec_line} %F\n"
        f"Icon={APP_ID}\n"
        "Terminal=false\n"
        "Categories=Game;BoardGame;\n"
        "Keywords=board game;Lairs;Coup;Scout;Intrige;dungeon;\n"
        f"MimeType={mime_types};\n"
        "StartupNotify=true\n"
        f"StartupWMClass={APP_ID}\n"
    )


def mime_package() -> str:
    types = []
    for kind in FILE_KINDS:
        # Written indented ("format": "x") or compact ("format":"x"), first in the object.
        matches = "".join(
            f'      <match type="string" offset="0:64" value={quoteattr(text)}/>\n'
            for text in (f'"format": "{kind.format}"', f'"format":"{kind.format}"'))
        types.append(
            f'  <mime-type type="{kind.mime}">\n'
            f"    <comment>{escape(kind.comment)}</comment>\n"
            '    <sub-class-of type="application/json"/>\n'
            f'    <generic-icon name="{APP_ID}"/>\n'
            f"    <magic priority=\"60\">\n{matches}    </magic>\n"
            '    <glob pattern="*.json" weight="10"/>\n'
            "  </mime-type>\n")
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">\n'
            + "".join(types) + "</mime-info>\n")


_application: object = None  # the one Qt application that draws the icons, when none runs


def _icon_png(svg: bytes, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    global _application
    if QGuiApplication.instance() is None:  # drawing needs one; no window is shown
        _application = QGuiApplication(["companion", "-platform", "offscreen"])
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(QByteArray(svg)).render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def _refresh(home: Path) -> None:
    for tool, folder in (("update-mime-database", home / "mime"),
                         ("update-desktop-database", home / "applications"),
                         ("gtk-update-icon-cache", home / "icons" / "hicolor")):
        if shutil.which(tool) and folder.is_dir():
            arguments = [tool, "-f", "-t", str(folder)] if tool == "gtk-update-icon-cache" \
                else [tool, str(folder)]
            subprocess.run(arguments, check=False, capture_output=True, timeout=60)


def install(home: Path | None = None) -> list[Path]:
    """Write the entry, the icons and the file types; the files written."""
    home = home or data_home()
    files = installed_files(home)
    svg = read_resource_text("icons", f"{APP_ID}.svg").encode("utf-8")
    write_text_atomic(files[0], desktop_entry())
    write_text_atomic(files[1], mime_package())
    write_bytes_atomic(files[2], svg)
    for size, path in zip(ICON_SIZES, files[3:], strict=True):
        write_bytes_atomic(path, _icon_png(svg, size))
    _refresh(home)
    return files


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove what ``install`` wrote; the files that were there."""
    home = home or data_home()
    removed = [path for path in installed_files(home) if path.exists()]
    for path in removed:
        path.unlink()
    _refresh(home)
    return removed
