"""A game being played in a window: autosaved after every decision, with bots moving by themselves.

Every game window plays through a ``GameSession``: ``play(action)`` applies the action, appends it
to the record and writes the record atomically to the autosave folder, so closing the window or a
crash loses nothing; the launcher offers the game for resuming until it ends. Bot seats move on
their own after a short visible delay; their thinking runs on a worker thread.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from companion.core.autosave import AutosaveStore, UnfinishedGame
from companion.core.bots import Bot
from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup, GameSpec, GameState
from companion.core.record import Match, last_decision, shortened
from companion.core.simulate import derived_seed
from companion_ui.shell.session_lock import SessionLock

HUMAN = "human"
QUIET_DELAY_MS = 120


class _Thought(QObject):
    done = Signal(object, object)  # ((take-backs so far, decision number), action)


class _Think(QRunnable):
    def __init__(self, bot: Bot, view: Any, legal: Sequence[Any], number: tuple[int, int],
                 thought: _Thought) -> None:
        super().__init__()
        self.bot, self.view, self.legal, self.number, self.thought = (
            bot, view, legal, number, thought)

    def run(self) -> None:
        self.thought.done.emit(self.number, self.bot.choose(self.view, self.legal))


class TableSession(QObject):
    """What a game window plays through, wherever the game is: in this process
    (``GameSession``) or on a table server (``companion_ui.net.session.RemoteSession``).

    A window asks ``state`` only what a seat may know while the game is on: ``to_move``,
    ``legal_actions()``, ``why_illegal()``, ``view()`` for ``private_seat()`` or ``None``,
    ``is_over()``; once the game is over, the whole final state and ``match`` (the record).
    ``is_human(seat)``: the seat is decided at this window (its people); hot-seat play among
    them hands the device over before a private screen shows.
    """

    changed = Signal()
    finished = Signal()
    bot_thinking = Signal(int)  # seat
    # Remote play only: a refusal from the table (a Message or text), and what the table says of
    # its seats (the server's "table" message).
    refused = Signal(object)

    spec: GameSpec
    autosave_key: str
    seats: list[str]
    match: Match | None
    remote = False

    def __init__(self) -> None:
        super().__init__()
        # Hot-seat: decisions asked in the open, where every player may watch (e.g. Coup's
        # challenges and blocks): no hand-over before them, no private screen during them.
        self.is_public: Callable[[GameState], bool] = lambda _state: False
        self.viewer: int | None = None  # the human whose private screen is showing (hot-seat)

    @property
    def state(self) -> GameState:
        raise NotImplementedError

    @property
    def names(self) -> list[str]:
        raise NotImplementedError

    def is_human(self, seat: int) -> bool:
        raise NotImplementedError

    @property
    def watching(self) -> bool:
        """Whether this window only watches the game (a network table's onlooker: the
        screen that shows the table to the room): it then draws the public table alone,
        large, and asks nothing."""
        return False

    @property
    def humans(self) -> list[int]:
        return [seat for seat in range(self.state.num_players) if self.is_human(seat)]

    @property
    def is_hot_seat(self) -> bool:
        return len(self.humans) > 1

    def needs_hand_over(self) -> int | None:
        """The human who must take the device before their private screen shows, if any."""
        seat = self.state.to_move
        if seat is None or not self.is_human(seat) or not self.is_hot_seat or (
                self.is_public(self.state)):
            return None
        return None if seat == self.viewer else seat

    def private_seat(self) -> int | None:
        """Whose private screen a window may show: the only human's; in hot-seat play the
        confirmed human's while the decision is theirs (someone else may be looking at the
        screen while bots or the others act); otherwise nobody's (public facts only)."""
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        if self.is_public(self.state):
            return None
        return self.viewer if self.state.to_move == self.viewer else None

    def confirm_viewer(self, seat: int) -> None:
        self.viewer = seat
        self.changed.emit()

    def play(self, action: Any) -> None:
        raise NotImplementedError

    def schedule_bot(self) -> None:
        """Let a bot move if one is to (remote tables: the server's bots move by themselves)."""

    def release(self, *_: object) -> None:
        """The window closed."""

    def take_back_seat(self) -> int | None:
        raise NotImplementedError

    @property
    def take_back_needs_agreement(self) -> bool:
        raise NotImplementedError

    def take_back(self) -> None:
        raise NotImplementedError

    def rematch(self) -> TableSession | None:
        """A new game at the same table, or None where the table starts it for everyone."""
        raise NotImplementedError


class GameSession(TableSession):
    """Plays a ``Match``; emits ``changed`` after every decision and ``finished`` at the end."""

    match: Match

    def __init__(self, spec: GameSpec, match: Match, store: AutosaveStore, key: str,
                 bot_delay_ms: int = 700) -> None:
        super().__init__()
        self.spec, self.match, self.store, self.autosave_key = spec, match, store, key
        self.bot_delay_ms = bot_delay_ms
        seats = match.record.seats or [HUMAN] * match.state.num_players
        if len(seats) != match.state.num_players:
            raise CompanionError(
                f"the record names {len(seats)} seats for {match.state.num_players} players")
        self.seats = list(seats)
        self.bots: dict[int, Bot] = {}
        for seat, kind in enumerate(self.seats):
            if kind == HUMAN:
                continue
            try:
                self.bots[seat] = spec.bot(kind, derived_seed(match.record.setup.seed, seat))
            except CompanionError as error:
                raise CompanionError(f"the record seats {error}") from None
        self._thought = _Thought()
        self._thought.done.connect(self._bot_decided)
        self._thinking_since: float | None = None
        self._take_backs = 0  # a bot's thought from before a take-back is never played
        # Held from start/resume until the window closes or the game ends (``release``).
        self.lock: SessionLock | None = None

    # --- construction --------------------------------------------------------------------------
    @classmethod
    def start(cls, spec: GameSpec, setup: GameSetup, store: AutosaveStore,
              names: Sequence[str], seats: Sequence[str], bot_delay_ms: int = 700
              ) -> GameSession:
        match = Match.start(spec, setup, names, seats)
        key = store.new_key(spec.name)
        return cls._owned(SessionLock.claim(store.folder, key),
                          lambda: cls(spec, match, store, key, bot_delay_ms), save=True)

    def rematch(self) -> GameSession:
        """A new game at the same table: the same seats, names and variants, a new seed (an
        explicit set-up is not kept: it would deal the same cards again)."""
        setup = self.match.record.setup
        return GameSession.start(self.spec, GameSetup(setup.players, random.randrange(2**31),
                                                      setup.variants),
                                 self.store, self.names, self.seats, self.bot_delay_ms)

    @classmethod
    def resume(cls, spec: GameSpec, game: UnfinishedGame, store: AutosaveStore,
               bot_delay_ms: int = 700) -> GameSession:
        """Play on; ``SessionInUse`` when another window or Companion plays this game."""
        def build() -> GameSession:
            return cls(spec, Match.resume(spec, game.record, str(game.path)), store, game.key,
                       bot_delay_ms)

        return cls._owned(SessionLock.claim(store.folder, game.key), build)

    @classmethod
    def _owned(cls, lock: SessionLock, build: Callable[[], GameSession],
               save: bool = False) -> GameSession:
        try:
            session = build()
        except BaseException:
            lock.release()
            raise
        session.lock = lock
        if save:
            session._save()
        return session

    def release(self, *_: object) -> None:
        """Give up the game's autosave (its window closed): another window may resume it."""
        if self.lock is not None:
            self.lock.release()

    # --- queries -----------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.match.state

    @property
    def names(self) -> list[str]:
        names = self.match.record.names
        return names or [f"P{seat + 1}" for seat in range(self.state.num_players)]

    def is_human(self, seat: int) -> bool:
        return seat not in self.bots

    # --- playing -------------------------------------------------------------------------------
    def play(self, action: Any) -> None:
        """Apply an action (an illegal one raises ``IllegalAction`` and changes nothing)."""
        public = self.is_hot_seat and self.is_public(self.state)
        self.match.play(action)
        if public:  # the device was on the table: whoever sees private things next confirms
            self.viewer = None
        self._save()
        self.changed.emit()
        if self.state.is_over():
            self.store.discard(self.autosave_key)
            self.release()
            self.finished.emit()
        else:
            self.schedule_bot()

    def schedule_bot(self) -> None:
        """If a bot is to move, let it think off the UI thread and play after the delay."""
        seat = self.state.to_move
        if seat is None or seat not in self.bots or self._thinking_since is not None:
            return
        self._thinking_since = time.monotonic()
        self.bot_thinking.emit(seat)
        number = (self._take_backs, len(self.match.record.actions))
        bot = self.bots[seat]
        view = self.state.view(seat) if bot.wants_view else None
        legal = list(self.state.legal_actions())
        QThreadPool.globalInstance().start(_Think(bot, view, legal, number, self._thought))

    def _bot_decided(self, number: tuple[int, int], action: Any) -> None:
        started = self._thinking_since or time.monotonic()
        waited_ms = int((time.monotonic() - started) * 1000)
        delay = min(QUIET_DELAY_MS, self.bot_delay_ms) if self.state.is_quiet(action) else (
            self.bot_delay_ms)
        QTimer.singleShot(max(0, delay - waited_ms),
                          lambda: self._play_bot(number, action))

    def _play_bot(self, number: tuple[int, int], action: Any) -> None:
        take_backs, decisions = number
        if take_backs != self._take_backs:
            return  # thought before a take-back, which already let the bot think afresh
        self._thinking_since = None
        if decisions == len(self.match.record.actions):  # nothing else happened meanwhile
            self.play(action)

    # --- taking back -------------------------------------------------------------------------
    def take_back_seat(self) -> int | None:
        """Whose decision a take-back would undo: the last human decision (with every bot
        decision after it), or None when there is none or the game is over."""
        if self.state.is_over():
            return None
        last = last_decision(self.spec, self.match.record, self.humans)
        return None if last is None else last[1]

    @property
    def take_back_needs_agreement(self) -> bool:
        """In hot-seat play every player must agree first (the others may have seen it)."""
        return self.is_hot_seat

    def take_back(self) -> None:
        """Rebuild the game from its record without the last human decision and the bots'
        decisions after it; the autosave follows. The UI asks for agreement first when
        ``take_back_needs_agreement``."""
        last = last_decision(self.spec, self.match.record, self.humans)
        if last is None or self.state.is_over():
            raise CompanionError("there is no decision to take back")
        self.match = Match.resume(self.spec, shortened(self.match.record, last[0]))
        self._take_backs += 1
        self._thinking_since = None
        self.viewer = None  # hot-seat: the screen is handed over again
        self._save()
        self.changed.emit()
        self.schedule_bot()

    def _save(self) -> None:
        self.store.save(self.autosave_key, self.match.record)
