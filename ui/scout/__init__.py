"""Scout in the app: the score keeper for a game played with the real cards."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from companion.scout.score_sheet import FORMAT as SCORE_SHEET_FORMAT
from ui.shell.activities import Activity
from ui.shell.context import ShellContext, looks_like_json_format
from ui.shell.document import recovering


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoutActivities", text)


def open_score_keeper(context: ShellContext) -> QWidget:
    from ui.scout.score_keeper_setup import ScoreKeeperSetup

    return context.show_window(ScoreKeeperSetup(context), "scout.score-keeper.setup")


def open_score_sheet(context: ShellContext, path: Path) -> QWidget:
    from ui.scout.score_keeper import open_score_sheet_file

    return open_score_sheet_file(context, path)


ACTIVITIES = [
    Activity("scout.score-keeper", "scout", _tr("Score keeper"),
             _tr("The score pad for a game with the real cards: rounds, starting players, "
                 "the round ender's star and the totals."),
             "tracker", open_score_keeper,
             accepts_file=lambda path: looks_like_json_format(path, SCORE_SHEET_FORMAT),
             open_file=open_score_sheet, recover=recovering(open_score_sheet),
             file_filter=_tr("Scout score sheet (*.json)")),
]
