"""Scout in the app: digital play (hot-seat and bots) and the score keeper for a game played
with the real cards, as launcher activities."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from companion.scout import GAME
from companion.scout.score_sheet import FORMAT as SCORE_SHEET_FORMAT
from ui.scout.newgame import NewGameDialog
from ui.scout.score_keeper import open_score_sheet_file
from ui.scout.score_keeper_setup import ScoreKeeperSetup
from ui.scout.table import ScoutTableWindow
from ui.shell.activities import Activity
from ui.shell.context import ShellContext, looks_like_json_format
from ui.shell.document import recovering
from ui.shell.play_activity import play_activity


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoutActivities", text)


def open_score_keeper(context: ShellContext) -> QWidget:
    return context.show_window(ScoreKeeperSetup(context), "scout.score-keeper.setup")


def open_score_sheet(context: ShellContext, path: Path) -> QWidget:
    return open_score_sheet_file(context, path)


ACTIVITIES = [
    play_activity(GAME, _tr("Play"),
                  _tr("Hot-seat and bots: 2–5 players, Show and Scout with the real cards' look."),
                  NewGameDialog, ScoutTableWindow),
    Activity("scout.score-keeper", "scout", _tr("Score keeper"),
             _tr("The score pad for a game with the real cards: rounds, starting players, "
                 "the round ender's star and the totals."),
             "tracker", open_score_keeper,
             accepts_file=lambda path: looks_like_json_format(path, SCORE_SHEET_FORMAT),
             open_file=open_score_sheet, recover=recovering(open_score_sheet),
             file_filter=_tr("Scout score sheet (*.json)")),
]
