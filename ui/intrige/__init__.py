"""Intrige in the app: digital play (hot-seat and bots) and the landlord's helper for a game
played with the real box, as launcher activities."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from companion.intrige import GAME
from companion.intrige.helper_file import FORMAT as HELPER_FORMAT
from companion_ui.intrige.landlord_helper import FILE_FILTER, open_helper_file
from companion_ui.intrige.landlord_helper_setup import HelperSetupDialog
from companion_ui.intrige.newgame import NewGameDialog
from companion_ui.intrige.replay_table import IntrigeReplayTable
from companion_ui.intrige.table import IntrigeTableWindow
from companion_ui.intrige.words import progress_words
from companion_ui.shell.play_activity import play_activity
from companion_ui.shell.tabletop_activity import tabletop_activity

ACTIVITIES = [
    play_activity(
        GAME, QT_TRANSLATE_NOOP("IntrigeActivities", "Play"),
        QT_TRANSLATE_NOOP("IntrigeActivities", "Hot-seat and bots: 3–5 players bribe their way "
                                               "into each other's castles."),
        NewGameDialog, IntrigeTableWindow, replay_table=IntrigeReplayTable,
        context="IntrigeActivities", progress=progress_words),
    tabletop_activity(
        "intrige.landlord-helper", "intrige",
        QT_TRANSLATE_NOOP("IntrigeActivities", "Landlord's helper"),
        QT_TRANSLATE_NOOP("IntrigeActivities", "At the table with the real box: income, "
                                               "conflicts, bribe order and what is allowed; each "
                                               "player's money kept private."),
        HelperSetupDialog, HELPER_FORMAT, open_helper_file, FILE_FILTER, "IntrigeActivities",
        filter_context="LandlordHelperWindow"),
]
