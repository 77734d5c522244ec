"""Your own Lairs box: the treasure cards and die faces of your copy, kept in the user's data
folder and edited in the app. ``BOX_ACTIVITY`` is listed by ``ui/lairs``; the difficulty report
and the comparison explore with ``user_rules()``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QStandardPaths
from PySide6.QtWidgets import QWidget

from companion.core.errors import CompanionError
from companion.lairs.box import load_box
from companion.lairs.rulesdata import RulesData, default_rules_data
from companion_ui.shell.activities import Activity
from companion_ui.shell.context import ShellContext

ACTIVITY_KEY = "lairs.box"


def box_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "lairs-box"


def user_rules() -> tuple[RulesData, str]:
    """The rules data of the user's box, and a problem with it ("" if none; a broken box
    falls back to the shipped cards and die, and says so)."""
    try:
        return load_box(box_folder()), ""
    except CompanionError as error:
        return default_rules_data(), str(error)


def _open_box(context: ShellContext) -> QWidget:
    from companion_ui.lairs.box.box_window import BoxWindow

    return context.show_window(BoxWindow(), ACTIVITY_KEY)


BOX_ACTIVITY = Activity(
    key=ACTIVITY_KEY,
    game="lairs",
    title=QT_TRANSLATE_NOOP("lairs", "My box: cards and die"),
    description=QT_TRANSLATE_NOOP(
        "lairs", "Your copy's treasure cards and die faces, for the difficulty report"),
    context="lairs",
    icon="settings",
    open=_open_box,
)
