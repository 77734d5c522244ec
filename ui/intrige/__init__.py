"""Intrige in the app: digital play (hot-seat and bots) as a launcher activity."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ui.intrige.play import open_new_game, resume
from ui.shell.activities import Activity


def _tr(text: str) -> str:
    return QCoreApplication.translate("IntrigeActivities", text)


ACTIVITIES = [
    Activity("intrige.play", "intrige", _tr("Play"),
             _tr("Hot-seat and bots: 3–5 players bribe their way into each other's castles."),
             "play", open_new_game, resume=resume),
]
