"""Companion on a Linux desktop: ``--install-desktop`` writes a menu entry, icons and a file type
for each kind of file it opens (told by the ``format`` key near the top), and
``--uninstall-desktop`` takes exactly those away."""

from __future__ import annotations

import configparser
import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from companion.cli import main
from companion.core.files import write_json_atomic
from companion.core.record import RECORD_FORMAT
from companion.coup.tracker_file import FORMAT as TRACKER
from companion.intrige.helper_file import FORMAT as HELPER
from companion.lairs.dungeon_file import FORMAT as DUNGEON
from companion.lairs.tabletop.builder_console import FORMAT as CONSOLE
from companion.lairs.tabletop.table_sheet import FORMAT as SHEET
from companion.scout.score_sheet import FORMAT as SCORE_SHEET
from companion_ui import desktop
from tests.documents import DOCUMENTS

MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"
# Each kind of file the app opens, as the app itself writes it.
WRITTEN = {RECORD_FORMAT: "coup-record", DUNGEON: "dungeon", TRACKER: "tracker",
           SHEET: "sheet", CONSOLE: "console", SCORE_SHEET: "scout-score-sheet",
           HELPER: "landlord-helper"}


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    return tmp_path / "share"


def test_every_kind_of_file_the_app_opens_has_a_type() -> None:
    assert {kind.format for kind in desktop.FILE_KINDS} == set(WRITTEN)


def test_install_writes_the_entry_icons_and_types_and_uninstall_takes_them_away(
        qapp: object, home: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--install-desktop"]) == 0
    assert "Installed 10 file(s)" in capsys.readouterr().out
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(home / "applications" / "companion.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Icon"] == "companion"
    assert section["Exec"].endswith(" %F")  # files are handed to it (or to the one running)
    assert set(section["MimeType"].strip(";").split(";")) == {
        kind.mime for kind in desktop.FILE_KINDS}
    for size in desktop.ICON_SIZES:
        image = QImage(str(home / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                           / "companion.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() > 0  # drawn, not blank

    types = ET.parse(home / "mime" / "packages" / "companion.xml").getroot()
    for kind in desktop.FILE_KINDS:
        found = types.find(f"{MIME}mime-type[@type='{kind.mime}']")
        assert found is not None
        values = [m.get("value") for m in found.iter(f"{MIME}match")]
        offsets = {m.get("offset") for m in found.iter(f"{MIME}match")}
        assert offsets == {"0:64"}
        # The file as the app writes it matches within the bytes the rule looks at.
        path = tmp_path / f"{kind.format}.json"
        write_json_atomic(path, DOCUMENTS[WRITTEN[kind.format]][0])
        head = path.read_bytes()[:64 + max(len(v) for v in values)].decode()
        assert any(value in head for value in values), kind.format
        compact = json.dumps(DOCUMENTS[WRITTEN[kind.format]][0], separators=(",", ":"))
        assert any(value in compact[:80] for value in values), kind.format

    assert main(["--uninstall-desktop"]) == 0
    assert all(not path.exists() for path in desktop.installed_files(home))
    assert main(["--uninstall-desktop"]) == 0  # nothing left: nothing to do
