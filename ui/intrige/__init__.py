"""Intrige in the app: digital play (hot-seat and bots) as a launcher activity."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui.intrige.play import open_new_game, resume
from ui.shell.activities import Activity

ACTIVITIES = [
    Activity("intrige.play", "intrige", QCoreApplication.translate("IntrigeActivities", "Play"),
             QCoreApplication.translate(
                 "IntrigeActivities",
                 "Hot-seat and bots: 3–5 players bribe their way into each other's castles."),
             "play", open_new_game, resume=resume),
]
