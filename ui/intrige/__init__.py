"""Intrige in the app: digital play (hot-seat and bots) and the landlord's helper for a game
played with the real box, as launcher activities."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from companion.intrige import GAME
from companion.intrige.helper_file import FORMAT as HELPER_FORMAT
from ui.intrige.landlord_helper import FILE_FILTER, open_helper_file
from ui.intrige.landlord_helper_setup import HelperSetupDialog
from ui.intrige.newgame import NewGameDialog
from ui.intrige.table import IntrigeTableWindow
from ui.shell.activities import Activity
from ui.shell.context import ShellContext, looks_like_json_format
from ui.shell.document import recovering
from ui.shell.play_activity import play_activity


def _tr(text: str) -> str:
    return QCoreApplication.translate("IntrigeActivities", text)


def open_helper(context: ShellContext) -> QWidget:
    return context.show_window(HelperSetupDialog(context), "intrige.landlord-helper.setup")


ACTIVITIES = [
    play_activity(GAME, _tr("Play"),
                  _tr("Hot-seat and bots: 3–5 players bribe their way into each other's castles."),
                  NewGameDialog, IntrigeTableWindow),
    Activity("intrige.landlord-helper", "intrige", _tr("Landlord's helper"),
             _tr("At the table with the real box: income, conflicts, bribe order and what is "
                 "allowed; each player's money kept private."),
             "tracker", open_helper,
             accepts_file=lambda path: looks_like_json_format(path, HELPER_FORMAT),
             open_file=open_helper_file, recover=recovering(open_helper_file),
             file_filter=FILE_FILTER),
]
