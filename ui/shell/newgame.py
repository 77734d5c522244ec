"""The new-game dialog every game's "Play" shares: the seats (``SeatRows``: how many, a row
each), what the game adds above or below them (variants, how the rounds go), an error line and
Start game, which Enter presses from any field.

A game subclasses ``NewGameDialog``: it builds its own sections in ``sections_above_seats`` /
``sections_below_seats`` (called once, while the dialog is built), answers to a new number of
players in ``players_changed``, names its chosen ``variants`` and may refuse a set-up in
``check_setup`` (a CompanionError says why). Its texts go in ``retranslate`` (calling this
one's): the dialog's title and the seats box's, which it may then leave out of ``__init__``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QDialogButtonBox, QVBoxLayout, QWidget

from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup, GameSpec
from companion_ui.shell.labels import error_line
from companion_ui.shell.network_options import NetworkOptions
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.seats import FormDialog, SeatRows


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    # The games' dialogs are all called NewGameDialog: one translation context for them all.
    return QCoreApplication.translate("NewGameDialog", text, disambiguation, n)


class NewGameDialog(Retranslating, FormDialog):
    """Emits ``start(setup, names, seats)`` when the player confirms a valid table, or
    ``host(setup, names, seats, network)`` when some seats are players on other devices
    (``network``: the ``NetworkOptions`` chosen)."""

    start = Signal(object, list, list)
    host = Signal(object, list, list, object)

    def __init__(self, spec: GameSpec, title: str = "", seats_title: str = "",
                 parent: QWidget | None = None,
                 seat_label: Callable[[int], str] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setMinimumWidth(520)  # the levels' legend on few lines
        self.seats = SeatRows(spec.min_players, spec.max_players,
                              spec.default_players or spec.min_players, spec, remote=True,
                              title=seats_title, seat_label=seat_label)
        self.players = self.seats.players
        self.network = NetworkOptions()
        self.message = error_line()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        # A button of its own: on a new language the box names its standard ones ("OK") again.
        self.start_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.close)

        layout = QVBoxLayout(self)
        for section in self.sections_above_seats():
            layout.addWidget(section)
        layout.addWidget(self.seats)
        for section in self.sections_below_seats():
            layout.addWidget(section)
        layout.addWidget(self.network)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.seats.count_changed.connect(self._players_changed)
        self.seats.kinds_changed.connect(self._seats_changed)
        self.network.shows_table_changed.connect(self.seats.set_shows_table)
        self._players_changed(self.players.value())
        self.retranslate()

    def retranslate(self) -> None:
        self.start_button.setText(tr("Host game") if self.seats.has_remote()
                                  else tr("Start game"))

    def _seats_changed(self) -> None:
        """A player on another device makes this a hosted table: its options show."""
        self.network.setVisible(self.seats.has_remote())
        self.retranslate()

    # --- what a game adds -----------------------------------------------------------------
    def sections_above_seats(self) -> list[QWidget]:
        return []

    def sections_below_seats(self) -> list[QWidget]:
        return []

    def players_changed(self, count: int) -> None:
        """The number of players is now ``count`` (the seats already show as many)."""

    def variants(self) -> frozenset[str]:
        return frozenset()

    def check_setup(self, setup: GameSetup) -> None:
        """Raise a CompanionError when the game cannot be played so."""

    # --- the table chosen -----------------------------------------------------------------
    def _players_changed(self, count: int) -> None:
        self.message.clear()
        self.players_changed(count)
        self._seats_changed()

    def table(self) -> tuple[GameSetup, list[str], list[str]]:
        """The chosen set-up, names and seats; a CompanionError says what is wrong."""
        names, seats = self.seats.chosen()
        setup = GameSetup(self.players.value(), random.randrange(2**31), self.variants())
        self.check_setup(setup)
        return setup, names, seats

    def accept(self) -> None:
        try:
            setup, names, seats = self.table()
        except CompanionError as error:
            self.message.setText(str(error))
            return
        if self.seats.has_remote():
            self.host.emit(setup, names, seats, self.network.chosen())
        else:
            self.start.emit(setup, names, seats)
        self.close()
