"""A game played on a table server, as the game windows know a game: a ``TableSession``.

The window draws what its seats were last told (``companion.net.seat``) and sends its
decisions to the table; the server's answer comes back as the next view. Bots, autosave and
the other players are the server's business. Once the game is over the table sends its record,
and the session holds the real final state, so the endings show everything as they do offline.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.core.errors import CompanionError, IllegalAction
from companion.core.messages import message
from companion.core.protocol import GameSpec, GameState
from companion.core.record import GameRecord, Match
from companion.net.seat import LocalSeats, SeatState, finished_state
from companion_ui.shell.session import TableSession

if TYPE_CHECKING:
    from companion_ui.net.table import NetworkTable


class RemoteSession(TableSession):
    """One game (``number``) at a network table, played by the table's local seats."""

    remote = True

    def __init__(self, table: NetworkTable, spec: GameSpec, number: int) -> None:
        super().__init__()
        self.table, self.spec, self.number = table, spec, number
        self.autosave_key = f"net-{table.code}"
        self.match: Match | None = None
        self._seen: dict[int | None, SeatState] = {}
        self._final: GameState | None = None
        self._answering: int | None = None  # the state an answer was sent for

    # --- what arrives -----------------------------------------------------------------------------
    def take_view(self, update: dict[str, Any]) -> None:
        if update["over"]:
            # The record follows at once: the ending is drawn from the real final state, so
            # the last position before it stays up until then.
            return
        self._seen[update["seat"]] = SeatState(self.spec, update)
        if self._answering is not None and update["state_id"] > self._answering:
            self._answering = None
        self.changed.emit()

    def take_record(self, data: dict[str, Any]) -> None:
        """The table's record, once the game is over: nothing is secret any more."""
        if self._final is not None:
            return
        try:
            record = GameRecord.from_json(data, "the table's record")
            self._final = finished_state(self.spec, record)
        except CompanionError as error:
            self.refused.emit(str(error))
            return
        self.match = Match(self.spec, record, self._final)
        self.changed.emit()
        self.finished.emit()

    def take_refusal(self, reason: Any) -> None:
        self._answering = None
        self.refused.emit(reason)
        self.changed.emit()

    @property
    def ready(self) -> bool:
        """Whether there is something to draw: a view, or the finished game."""
        return bool(self._seen) or self._final is not None

    # --- what a window asks -----------------------------------------------------------------------
    @property
    def state(self) -> Any:
        if self._final is not None:
            return self._final
        seats = LocalSeats(self._seen)
        if self._answering is not None and self._answering >= seats.state_id:
            mover = seats.newest.to_move
            if mover in self._seen:  # the answer is on its way: nothing more to choose
                seats.states[mover] = self._seen[mover].without_legal()
        return seats

    @property
    def names(self) -> list[str]:
        return self.table.names

    @property
    def seats(self) -> list[str]:  # type: ignore[override]
        return self.table.seat_kinds

    def is_human(self, seat: int) -> bool:
        return seat in self.table.local_seats

    @property
    def watching(self) -> bool:
        return not self.table.local_seats

    @property
    def humans(self) -> list[int]:
        return sorted(self.table.local_seats)

    def play(self, action: Any) -> None:
        state = self.state
        seat = state.to_move
        if seat is None or seat not in self.table.local_seats or self._final is not None:
            raise IllegalAction(message("NetRefusal", "it is not your decision"))
        reason = state.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        public = self.is_hot_seat and self.is_public(state)
        self._answering = state.state_id
        self.table.act(seat, state.state_id, str(action))
        if public:  # the device was on the table: whoever sees private things next confirms
            self.viewer = None
        self.changed.emit()

    # --- taking back and playing again: the table decides -------------------------------------
    def take_back_seat(self) -> int | None:
        if self._final is not None or not self._seen:
            return None
        mine = [seat for seat in self.humans if seat in self._seen]
        return mine[0] if len(mine) == 1 else None

    @property
    def take_back_needs_agreement(self) -> bool:
        return False  # the table asks the other players itself

    def take_back(self) -> None:
        seat = self.take_back_seat()
        if seat is not None:
            self.table.ask_take_back(seat)

    def rematch(self) -> None:
        """Ask the table for the next game; it starts for everyone, each window follows."""
        self.table.rematch()
