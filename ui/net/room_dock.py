"""Beside the game on the screen that shows the table to the room: the join panel (folded to the
code once everyone is in) and the seats, who plays on which device and who is away, with the
host's controls for them. A dock of the game window: the host may close it, or move it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QVBoxLayout, QWidget

from companion_ui.net.join_panel import JoinPanel
from companion_ui.net.seats_box import SeatsBox
from companion_ui.net.table import NetworkTable
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.screen_fit import ScrollingPanel

WIDTH = 300  # the QR code's column: readable, and the table keeps the room


class RoomDock(Retranslating, QDockWidget):
    def __init__(self, table: NetworkTable, join_panel: JoinPanel) -> None:
        super().__init__()
        self.setObjectName("roomDock")
        self.table = table
        self.join_panel = join_panel
        self.seats = SeatsBox(table)
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(join_panel)
        column.addWidget(self.seats)
        column.addStretch(1)
        page.setMaximumWidth(WIDTH)
        # A small screen (a laptop at 200%) scrolls the dock rather than squeeze the table.
        self.setWidget(ScrollingPanel(page, across=True))
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Joining the Table"))
        self.toggleViewAction().setText(self.tr("&How to Join"))

    def everyone_in(self) -> bool:
        """Every seat taken, and every player's device connected (or a bot standing in)."""
        status = self.table.status
        return status is not None and all(
            seat["kind"] == "bot" or (seat["kind"] == "human" and (
                seat["connected"] or seat["bot"])) for seat in status["seats"])
