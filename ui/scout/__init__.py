"""Scout in the app: digital play (hot-seat and bots) and the score keeper for a game played
with the real cards, as launcher activities."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from companion.scout import GAME
from companion.scout.score_sheet import FORMAT as SCORE_SHEET_FORMAT
from companion_ui.scout.newgame import NewGameDialog
from companion_ui.scout.replay_table import ScoutReplayTable
from companion_ui.scout.score_keeper import FILE_FILTER, open_score_sheet_file
from companion_ui.scout.score_keeper_setup import ScoreKeeperSetup
from companion_ui.scout.table import ScoutTableWindow
from companion_ui.scout.words import progress_words
from companion_ui.shell.play_activity import play_activity
from companion_ui.shell.tabletop_activity import tabletop_activity

ACTIVITIES = [
    play_activity(
        GAME, QT_TRANSLATE_NOOP("ScoutActivities", "Play"),
        QT_TRANSLATE_NOOP("ScoutActivities", "Hot-seat and bots: 2–5 players, Show and Scout "
                                             "with the real cards' look."),
        NewGameDialog, ScoutTableWindow, replay_table=ScoutReplayTable,
        context="ScoutActivities", progress=progress_words),
    tabletop_activity(
        "scout.score-keeper", "scout", QT_TRANSLATE_NOOP("ScoutActivities", "Score keeper"),
        QT_TRANSLATE_NOOP("ScoutActivities", "The score pad for a game with the real cards: "
                                             "rounds, starting players, the round ender's star "
                                             "and the totals."),
        ScoreKeeperSetup, SCORE_SHEET_FORMAT, open_score_sheet_file,
        FILE_FILTER, "ScoutActivities", filter_context="ScoreKeeperWindow"),
]
