"""The one game protocol every game implements (shape from OpenSpiel, python-chess, boardgame.io).

A state is mutable for speed, but ``apply`` checks legality first, so an illegal action raises
``IllegalAction`` and leaves the state exactly as it was.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from companion.core.errors import CompanionError, IllegalAction

if TYPE_CHECKING:
    import argparse

    from companion.core.bots import Bot


class Action(Protocol):
    """A small immutable value; ``str(action)`` is its notation, which the game parses back."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


@dataclass(frozen=True)
class Result:
    """How a game ended: the winning seats (empty for a draw) and optional final scores."""

    winners: frozenset[int]
    scores: tuple[float, ...] | None = None

    @property
    def is_draw(self) -> bool:
        return not self.winners


@dataclass(frozen=True)
class GameSetup:
    """Everything needed to start a game again exactly: seats, seed, variants, explicit set-up."""

    players: int
    seed: int
    variants: frozenset[str] = frozenset()
    # Game-specific explicit set-up (given hands, deck order, dungeons...) as plain JSON data.
    options: Mapping[str, Any] = field(default_factory=dict)


class GameState(ABC):
    """One game in progress. Subclasses implement the underscored hooks."""

    def __init__(self, setup: GameSetup) -> None:
        self.setup = setup
        self.num_players = setup.players
        self.rng = random.Random(setup.seed)
        self._legal: list[Any] | None = None

    # --- who decides and what they may do -------------------------------------------------
    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat whose decision it is now; ``None`` once the game is over."""

    @abstractmethod
    def _legal_actions(self) -> list[Any]:
        """All legal actions for the current decision, in a stable order."""

    def legal_actions(self) -> list[Any]:
        # Cached per decision point: bots, the UI and ``apply`` all ask for the same list.
        if self._legal is None:
            self._legal = [] if self.is_over() else self._legal_actions()
        return self._legal

    def why_illegal(self, action: Any) -> str | None:
        """A reason an action is illegal now, or ``None`` when it is legal."""
        if self.is_over():
            return "the game is over"
        if action in self.legal_actions():
            return None
        return self._explain_illegal(action)

    def _explain_illegal(self, action: Any) -> str:
        """Games override this to say *why* (not your turn, not enough coins...)."""
        return "it is not a legal action now"

    def apply(self, action: Any) -> None:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(f"{action}: {reason}")
        self._legal = None
        self._apply(action)

    @abstractmethod
    def _apply(self, action: Any) -> None:
        """Carry out a legal action."""

    # --- the end --------------------------------------------------------------------------
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result:
        """The result of a finished game (a game cut short may report no winner)."""

    @property
    @abstractmethod
    def turn(self) -> int:
        """How many turns have been played; ``simulate`` reports the mean and stops at a limit."""

    # --- information ------------------------------------------------------------------------
    @abstractmethod
    def view(self, player: int) -> Any:
        """Exactly what ``player`` may know, as a self-contained value (no state reference)."""

    @abstractmethod
    def summary(self) -> dict[str, Any]:
        """The public final (or current) position as JSON data, for ``replay`` and logs."""

    def clone(self) -> GameState:
        return copy.deepcopy(self)



@dataclass(frozen=True)
class GameSpec:
    """What a game registers: how to start it, read its notation, its bots and variants."""

    name: str
    title: str
    min_players: int
    max_players: int
    # A game whose digital play is not built yet registers only its tools (no simulate/replay).
    new_game: Callable[[GameSetup], GameState] | None = None
    parse_action: Callable[[str], Any] | None = None
    bots: Mapping[str, Callable[[int], Bot]] = field(default_factory=dict)
    variants: Mapping[str, str] = field(default_factory=dict)
    default_players: int | None = None
    # ``simulate`` stops a game after this many turns and counts it as unfinished.
    turn_limit: int | None = None
    add_cli_commands: Callable[[argparse._SubParsersAction], None] | None = None

    @property
    def playable(self) -> bool:
        return self.new_game is not None and self.parse_action is not None

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise CompanionError(
                f"{self.name} is played by {self.min_players}–{self.max_players} players, "
                f"not {players}"
            )

    def check_variants(self, variants: Sequence[str]) -> None:
        unknown = [v for v in variants if v not in self.variants]
        if unknown:
            known = ", ".join(self.variants) or "none"
            raise CompanionError(
                f"unknown {self.name} variant {unknown[0]!r} (known: {known})"
            )

    def start(self, setup: GameSetup) -> GameState:
        self.check_players(setup.players)
        self.check_variants(sorted(setup.variants))
        if self.new_game is None:
            raise CompanionError(f"digital play of {self.title} is not available yet")
        return self.new_game(setup)
