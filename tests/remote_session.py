"""A seat at a table server as a remote game window gets it, for the game windows' tests.

The server is a local ``GameSession`` (its bots play on it). The window gets only what the
server sends one seat: ``state`` answers whose decision it is, the legal actions, why an action
is illegal, that seat's view and the public view, and whether the game is over; ``match`` (the
record) is None. Once the game is over the whole record and the real final state are sent.
Whatever else a window reaches for raises AttributeError, so a window that plays through a
``RemoteSeat`` needs nothing more.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from companion.core.errors import CompanionError
from companion.core.protocol import GameState
from companion.core.record import Match
from companion_ui.shell.session import GameSession


class SeatState:
    """The game in play as one seat may ask about it."""

    __slots__ = ("_seat", "_server")

    def __init__(self, server: GameSession, seat: int) -> None:
        self._server, self._seat = server, seat

    @property
    def to_move(self) -> int | None:
        return self._server.state.to_move

    def legal_actions(self) -> Sequence[Any]:
        return self._server.state.legal_actions()

    def why_illegal(self, action: Any) -> str | None:
        return self._server.state.why_illegal(action)

    def view(self, player: int | None) -> Any:
        if player not in (self._seat, None):
            raise CompanionError(f"seat {self._seat} asked for seat {player}'s view")
        return self._server.state.view(player)

    def is_over(self) -> bool:
        return self._server.state.is_over()


class RemoteSeat(QObject):
    """The session a remote window plays one seat through."""

    changed = Signal()
    finished = Signal()
    bot_thinking = Signal(int)

    def __init__(self, server: GameSession, seat: int) -> None:
        super().__init__()
        self._server, self._seat = server, seat
        self._state = SeatState(server, seat)
        self.autosave_key: str | None = None  # the server keeps the game, not the client
        self.viewer: int | None = None  # one player at this screen: no hand-over to confirm
        server.changed.connect(self.changed)
        server.finished.connect(self.finished)
        server.bot_thinking.connect(self.bot_thinking)

    @property
    def state(self) -> GameState | SeatState:
        return self._server.state if self._server.state.is_over() else self._state

    @property
    def match(self) -> Match | None:
        return self._server.match if self._server.state.is_over() else None

    @property
    def names(self) -> list[str]:
        return self._server.names

    @property
    def seats(self) -> list[str]:
        return self._server.seats

    @property
    def humans(self) -> list[int]:
        return [self._seat]

    @property
    def watching(self) -> bool:
        return False  # it plays its seat

    def is_human(self, seat: int) -> bool:
        return seat == self._seat  # the other seats are played elsewhere

    def needs_hand_over(self) -> int | None:
        return None

    def confirm_viewer(self, seat: int) -> None:
        self.viewer = seat
        self.changed.emit()

    def play(self, action: Any) -> None:
        if self._server.state.to_move != self._seat:
            raise CompanionError(f"seat {self._seat} may not decide for another seat")
        self._server.play(action)

    def schedule_bot(self) -> None:
        self._server.schedule_bot()
