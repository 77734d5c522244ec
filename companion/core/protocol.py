"""The one game protocol every game implements (shape from OpenSpiel, python-chess, boardgame.io).

A state is mutable for speed, but ``apply`` checks legality first, so an illegal action raises
``IllegalAction`` and leaves the state exactly as it was. Every state can be written as an
explicit *position* (plain JSON data, like FEN in chess) and rebuilt from it; set-ups, fixtures,
puzzles and the search bot's sampled worlds are positions.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from companion.core.errors import CompanionError, IllegalAction, MalformedInput
from companion.core.messages import message

if TYPE_CHECKING:
    import argparse

    from companion.core.bots import Bot


class Action(Protocol):
    """A small immutable value; ``str(action)`` is its notation, which the game parses back."""

    def __str__(self) -> str: ...

    def __hash__(self) -> int: ...


class ActionValue:
    """A base for actions: immutable values, so copies of a state (``clone``) may share them."""

    __slots__ = ()

    def __copy__(self) -> Any:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        return self


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


ActionT = TypeVar("ActionT", bound=Hashable)
ViewT = TypeVar("ViewT")


class TableView(Protocol):
    """What every view names about the table, so a bot can rebuild the set-up of a sampled world."""

    @property
    def players(self) -> int: ...

    @property
    def variants(self) -> frozenset[str]: ...

# The reason of last resort, shared by every game.
NOT_LEGAL_NOW = message("Refusal", "it is not a legal action now")


class GameState(ABC, Generic[ActionT, ViewT]):
    """One game in progress. Subclasses implement the underscored hooks."""

    def __init__(self, setup: GameSetup) -> None:
        self.setup = setup
        self.num_players = setup.players
        self.rng = random.Random(setup.seed)
        self._legal: tuple[ActionT, ...] | None = None

    # --- who decides and what they may do -------------------------------------------------
    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat whose decision it is now; ``None`` once the game is over."""

    @abstractmethod
    def _legal_actions(self) -> Sequence[ActionT]:
        """All legal actions for the current decision, in a stable order."""

    def legal_actions(self) -> tuple[ActionT, ...]:
        # Cached per decision point (bots, the UI and ``apply`` all ask for the same actions);
        # a tuple, so that no caller can change what the others see.
        legal = self._legal
        if legal is None:
            legal = self._legal = () if self.is_over() else tuple(self._legal_actions())
        return legal

    def why_illegal(self, action: Any) -> str | None:
        """A reason an action is illegal now, or ``None`` when it is legal."""
        legal = self.legal_actions()
        if _holds(legal, action) or action in legal:
            return None
        if self.is_over():
            return message("Refusal", "the game is over")
        return self._explain_illegal(action)

    def _explain_illegal(self, action: Any) -> str:
        """Games override this to say *why* (not your turn, not enough coins...), in a
        ``Message`` so that the app can translate it."""
        return NOT_LEGAL_NOW

    def apply(self, action: ActionT) -> None:
        legal = self._legal
        # The common case first: an action just picked from the cached legal actions.
        if legal is None or not _holds(legal, action):
            reason = self.why_illegal(action)
            if reason is not None:
                raise IllegalAction(message("Refusal", "{action}: {reason}").format(
                    action=_short(action), reason=reason))
        self._legal = None
        self._apply(action)

    @abstractmethod
    def _apply(self, action: ActionT) -> None:
        """Carry out a legal action."""

    def is_quiet(self, action: ActionT) -> bool:
        """Whether ``action`` shows nothing worth watching (e.g. a pass in a response window):
        the app lets bots play it at once instead of after the visible delay."""
        return False

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
    def view(self, player: int | None) -> ViewT:
        """Exactly what ``player`` may know, as a self-contained value (no state reference);
        ``None`` gives the public view (spectators, the table scene, logs)."""

    def information_key(self, player: int) -> Hashable:
        """A value equal for two states exactly when ``player`` cannot tell them apart *as a
        decision point* (the search bot's tree nodes); games override it with something cheaper
        than the whole view."""
        return self.view(player)

    @abstractmethod
    def summary(self) -> dict[str, Any]:
        """The public final (or current) position as JSON data, for ``replay`` and logs."""

    @abstractmethod
    def position(self) -> dict[str, Any]:
        """Everything, as plain JSON data: ``spec.from_position(setup, position)`` rebuilds a
        state that behaves exactly like this one (same legal actions, same future)."""

    def clone(self) -> GameState[ActionT, ViewT]:
        return copy.deepcopy(self)


def _holds(legal: tuple[Any, ...], action: Any) -> bool:
    """Whether ``action`` is one of ``legal`` *by identity*: engines hand out prebuilt actions,
    and a plain loop over a few of them beats both ``in`` (which calls each dataclass's
    ``__eq__``) and ``any(map(is_, ...))`` (which builds two iterators)."""
    for candidate in legal:  # noqa: SIM110 (a generator in any() costs more than it saves)
        if candidate is action:
            return True
    return False


def _short(value: Any, limit: int = 60) -> str:
    """A value for a message: hand-built input may be huge, the message stays one short line."""
    try:
        text = str(value)
    except (IndexError, KeyError, TypeError, ValueError):  # a hand-built value out of range
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def rng_state(rng: random.Random) -> list[Any]:
    """A generator's exact state as JSON data (for positions)."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from(data: Any, where: str) -> random.Random:
    """The generator a position names: ``{"seed": n}`` (a sampled world) or an exact state."""
    rng = random.Random()
    if isinstance(data, dict) and set(data) == {"seed"} and isinstance(data["seed"], int):
        rng.seed(data["seed"])
        return rng
    try:
        version, internal, gauss = data
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError) as error:
        raise MalformedInput(f"not a random generator state ({error})", where) from None
    return rng



@dataclass(frozen=True)
class SearchSeams:
    """What a game gives the shared search bot: sampled worlds and a fast policy.

    - ``sampler(view)``: works out once what the view tells, and returns ``sample(rng)``, which
      draws a position consistent with everything the viewer knows and nothing else (the
      sampled world gives the viewer exactly that view); the game's ``sample_world(view, rng)``
      is ``sampler(view)(rng)``;
    - ``rollout(state, rng)``: a quick action for whoever decides in a sampled world (its own
      guess of every hand: the world is the bot's imagination, not the real game);
    - ``evaluate(state)``: each seat's chance to win, for rollouts cut at ``rollout_depth``
      decisions (``None``: play rollouts to the end);
    - ``obvious(view, legal)``: a decision the game knows the answer to (it costs no search);
    - ``candidates(state, legal)``: the actions worth searching at a decision (``None``: all
      legal ones). A game whose rules offer many equivalent ways to do one thing (Lairs: the
      same Creep paid with any cube) names one of each, or the search spreads itself thin;
    - ``default(view, legal)``: the action the bot plays unless the search shows another one
      clearly better (``None``: the root's most visited). A game with a good policy names it:
      with few iterations and noisy outcomes, the most visited action is often noise;
    - ``outcome(state)``: each seat's value, in [0, 1], of a finished game (``None``: its share
      of the win). A game can blend the score margin in: a lower-variance signal than win/loss;
    - ``world(setup, position)``: the state a sampled position stands for, read without the
      checks a position from a file or the network needs, since the game's own sampler made it
      (``None``: ``from_position``, checks and all). A search rebuilds hundreds of worlds a
      second, and a game whose positions carry a long story may spend most of it checking;
    - ``carry(state, action)``: called in a sampled world just before the bot's own action at
      the root is applied. A game whose root actions stand for plans (Lairs: the first step
      towards a goal) notes the plan in that world, so that its rollout policy keeps to it and
      the search compares plans rather than single steps (``None``: rollouts follow the policy
      alone).
    """

    sampler: Callable[[Any], Callable[[random.Random], dict[str, Any]]]
    rollout: Callable[[Any, random.Random], Any]
    evaluate: Callable[[Any], Sequence[float]] | None = None
    rollout_depth: int | None = None
    obvious: Callable[[Any, Sequence[Any]], Any] | None = None
    candidates: Callable[[Any, Sequence[Any]], Sequence[Any]] | None = None
    default: Callable[[Any, Sequence[Any]], Any] | None = None
    outcome: Callable[[Any], Sequence[float]] | None = None
    world: Callable[[GameSetup, Mapping[str, Any]], GameState] | None = None
    carry: Callable[[Any, Any], None] | None = None


@dataclass(frozen=True)
class Level:
    """A strength offered in the new-game dialogs: a label, the bot it means, a one-liner
    (a ``Message``, so that the dialogs can translate it)."""

    label: str
    bot: str
    description: str


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
    from_position: Callable[[GameSetup, Mapping[str, Any]], GameState] | None = None
    # Bot factories: ``factory(seed)``, or ``factory(seed, parameter)`` for a name such as
    # ``ismcts:400`` when the factory's ``takes_parameter`` is true.
    bots: Mapping[str, Callable[..., Bot]] = field(default_factory=dict)
    levels: Sequence[Level] = ()
    search: SearchSeams | None = None
    variants: Mapping[str, str] = field(default_factory=dict)
    default_players: int | None = None
    # ``simulate`` stops a game after this many turns and counts it as unfinished.
    turn_limit: int | None = None
    # Bumped whenever a rule change alters what a record replays to.
    rules_version: int = 1
    add_cli_commands: Callable[[argparse._SubParsersAction], None] | None = None
    # Game-specific ``simulate`` options (e.g. Lairs' own treasure cards): add the arguments,
    # then turn the parsed ones into set-up options for every game.
    add_setup_arguments: Callable[[argparse.ArgumentParser], None] | None = None
    setup_options: Callable[[argparse.Namespace], Mapping[str, Any]] | None = None

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

    def bot(self, name: str, seed: int) -> Bot:
        """The bot a name such as ``heuristic`` or ``ismcts:400`` means, seeded."""
        base, colon, parameter = name.partition(":")
        factory = self.bots.get(base)
        if factory is None:
            known = ", ".join(self.bots) or "none"
            raise CompanionError(f"unknown {self.name} bot {_short(name)!r} (known: {known})")
        if not colon:
            return factory(seed)
        if not getattr(factory, "takes_parameter", False):
            raise CompanionError(f"the {self.name} bot {base!r} takes no parameter")
        return factory(seed, parameter)

    def check_bot(self, name: str) -> None:
        self.bot(name, 0)

    def rebuild(self, setup: GameSetup, position: Mapping[str, Any]) -> GameState:
        self.check_players(setup.players)
        self.check_variants(sorted(setup.variants))
        if self.from_position is None:
            raise CompanionError(f"{self.title} has no positions yet")
        return self.from_position(setup, position)

    def start(self, setup: GameSetup) -> GameState:
        self.check_players(setup.players)
        self.check_variants(sorted(setup.variants))
        if self.new_game is None:
            raise CompanionError(f"digital play of {self.title} is not available yet")
        return self.new_game(setup)
