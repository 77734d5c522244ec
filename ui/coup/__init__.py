"""Coup in the app: play (hot-seat and bots) and the tabletop tracker, as launcher activities."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from companion.coup import GAME
from companion.coup.tracker_file import FORMAT as TRACKER_FORMAT
from companion_ui.coup.newgame import NewGameDialog
from companion_ui.coup.replay_table import CoupReplayTable
from companion_ui.coup.table import CoupTableWindow
from companion_ui.coup.tracker_setup import TrackerSetupDialog
from companion_ui.coup.tracker_window import FILE_FILTER, open_tracker_file
from companion_ui.coup.words import progress_words
from companion_ui.shell.play_activity import Play
from companion_ui.shell.tabletop_activity import tabletop_activity

PLAY = Play(GAME, NewGameDialog, CoupTableWindow)
open_table = PLAY.open_table

ACTIVITIES = [
    PLAY.activity(
        QT_TRANSLATE_NOOP("CoupActivities", "Play"),
        QT_TRANSLATE_NOOP("CoupActivities",
                          "Hot-seat and bots: 2–10 players with the Inquisitor and Reformation."),
        replay_table=CoupReplayTable, context="CoupActivities", progress=progress_words),
    tabletop_activity(
        "coup.tracker", "coup", QT_TRANSLATE_NOOP("CoupActivities", "Table tracker"),
        QT_TRANSLATE_NOOP("CoupActivities",
                          "Track coins, claims and revealed cards of a game played with real "
                          "cards."),
        TrackerSetupDialog, TRACKER_FORMAT, open_tracker_file, FILE_FILTER, "CoupActivities",
        filter_context="TrackerWindow"),
]
