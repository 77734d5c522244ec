"""The score pad of a Scout game played with the real cards: one line per player and round.

Each round a player notes the cards captured (face down in front of them), the Scout chips
(3–5 players: chips received; 2 players: the chips still unspent, at most 3) and the cards left
in hand; the round score is captured + chips − hand, except that the player who ended the round
takes no hand penalty. The number of rounds, the cards of a round and the 2-player chips are
the rules engine's (``companion.scout``); the starting player moves one seat on each round, as
the engine moves it.

A ``ScoreSheet`` is a frozen value; every edit (``enter``, ``mark_ender``, ``clear_ender``,
``finish_round``, ``add_round``, ``rename``) returns a new sheet or raises ``CompanionError``
saying why the entry is impossible, so an undo history is a list of sheets. Saved as versioned
JSON::

    {"format": "companion.scout.score-sheet", "version": 1,
     "players": ["Ada", "Ben", "Cleo"], "first": 0,          # who started round 1
     "rounds": [{"tallies": [{"captured": 6, "chips": 2, "hand": 3}, ...],   # one per player
                 "ender": 1, "ending": "emptied",            # or "unbeaten"; ender null if none
                 "finished": true}, ...]}                    # only the last may be unfinished
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any

from companion.core.document import DocumentError, DocumentType
from companion.core.errors import CompanionError
from companion.core.files import write_json_atomic
from companion.core.messages import message
from companion.core.shape import (
    Boolean,
    Choice,
    Const,
    Field,
    Fields,
    Integer,
    ListOf,
    Nullable,
    Text,
)
from companion.scout.cards import deck_for, rounds_for
from companion.scout.state import TWO_PLAYER_CHIPS
from companion.scout.views import Tally

FORMAT = "companion.scout.score-sheet"
VERSION = 1
NAME_LIMIT = 40
MIN_PLAYERS, MAX_PLAYERS = 2, 5
COUNT_LIMIT = 200  # far above any real count; keeps a hand-edited file's numbers sane


class Ending(Enum):
    """How the round ender ended the round."""

    EMPTIED = "emptied"  # played the last card of their hand
    UNBEATEN = "unbeaten"  # nobody beat their Show (2 players: the other was stuck)


def cards_per_round(players: int) -> int:
    """The cards in play in one round (2 players: half the 44, the rest set aside)."""
    cards = len(deck_for(players))
    return cards // rounds_for(players) if players == 2 else cards


@dataclass(frozen=True)
class Round:
    tallies: tuple[Tally, ...]
    ender: int | None = None
    ending: Ending = Ending.EMPTIED
    finished: bool = False

    def score(self, player: int) -> int:
        return self.tallies[player].score(player == self.ender)

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(self.score(p) for p in range(len(self.tallies)))


@dataclass(frozen=True)
class ScoreSheet:
    names: tuple[str, ...]
    first: int  # the starting player of round 1
    rounds: tuple[Round, ...]  # the rounds begun; only the last may be unfinished

    @classmethod
    def new(cls, names: Sequence[str], first: int = 0) -> ScoreSheet:
        """A fresh pad with round 1 begun; refuses a table Scout is not played at."""
        names = tuple(name.strip() for name in names)
        problem = next(_name_problems(names, first), None)
        if problem is not None:
            raise CompanionError(problem[1])
        return cls(names, first, (_blank_round(len(names)),))

    # --- what the pad shows ------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def round_count(self) -> int:
        return rounds_for(self.players)

    @property
    def two_players(self) -> bool:
        return self.players == 2

    def starter(self, round_index: int) -> int:
        """Who starts a round: one seat on (clockwise, the order of ``names``) each round."""
        return (self.first + round_index) % self.players

    @property
    def current(self) -> int | None:
        """The round being entered, or None once every round is finished."""
        last = len(self.rounds) - 1
        return None if self.rounds[last].finished else last

    @property
    def complete(self) -> bool:
        return len(self.rounds) == self.round_count and self.current is None

    def totals(self, through: int | None = None) -> tuple[int, ...]:
        """Running totals of the finished rounds (up to round index ``through`` included)."""
        rounds = self.rounds if through is None else self.rounds[:through + 1]
        return tuple(sum(r.score(p) for r in rounds if r.finished)
                     for p in range(self.players))

    @property
    def leaders(self) -> frozenset[int]:
        """The players with the highest total so far (ties share)."""
        totals = self.totals()
        best = max(totals)
        return frozenset(p for p, t in enumerate(totals) if t == best)

    @property
    def winners(self) -> frozenset[int]:
        """The winners (ties share the victory) once the last round is finished, else none."""
        return self.leaders if self.complete else frozenset()

    # --- edits -----------------------------------------------------------------------------------
    def rename(self, player: int, name: str) -> ScoreSheet:
        """Correct a player's name (the seat and its scores stay)."""
        self._seat(player)
        names = tuple(name.strip() if p == player else n for p, n in enumerate(self.names))
        problem = next(_name_problems(names, self.first), None)
        if problem is not None:
            raise CompanionError(problem[1])
        return replace(self, names=names)

    def enter(self, round_index: int, player: int, tally: Tally) -> ScoreSheet:
        """Write a player's line of a round."""
        rnd = self._round(round_index)
        self._seat(player)
        tallies = tuple(tally if p == player else t for p, t in enumerate(rnd.tallies))
        return self._with(round_index, replace(rnd, tallies=tallies))

    def mark_ender(self, round_index: int, player: int, ending: Ending,
                   moving: bool = False) -> ScoreSheet:
        """Star the player who ended the round (no hand penalty for them); another player's
        star is refused unless ``moving`` it here."""
        rnd = self._round(round_index)
        self._seat(player)
        if rnd.ender is not None and rnd.ender != player and not moving:
            raise CompanionError(message("ScoutScoreSheet", "{player} already ended round "
                                         "{round}: a round has one ender (take their star off "
                                         "first)").format(player=self.names[rnd.ender],
                                                          round=round_index + 1))
        return self._with(round_index, replace(rnd, ender=player, ending=ending))

    def clear_ender(self, round_index: int) -> ScoreSheet:
        rnd = self._round(round_index)
        return self._with(round_index, replace(rnd, ender=None, ending=Ending.EMPTIED))

    def finish_round(self, round_index: int) -> ScoreSheet:
        """Close a round: it must be complete (an ender, every hand entered)."""
        rnd = self._round(round_index)
        if rnd.finished:
            raise CompanionError(message("ScoutScoreSheet", "round {round} is already finished"
                                         ).format(round=round_index + 1))
        return self._with(round_index, replace(rnd, finished=True))

    def add_round(self) -> ScoreSheet:
        """Begin the next round."""
        done = len(self.rounds)
        if not self.rounds[-1].finished:
            raise CompanionError(message("ScoutScoreSheet", "finish round {round} before the "
                                         "next one").format(round=done))
        if done == self.round_count:
            raise CompanionError(message("ScoutScoreSheet", "a {players}-player game has "
                                         "{rounds} rounds, all played").format(
                players=self.players, rounds=self.round_count))
        return replace(self, rounds=(*self.rounds, _blank_round(self.players)))

    def _round(self, index: int) -> Round:
        if not 0 <= index < len(self.rounds):
            raise CompanionError(message("ScoutScoreSheet", "there is no round {round} on the "
                                         "sheet yet").format(round=index + 1))
        return self.rounds[index]

    def _seat(self, player: int) -> None:
        if not 0 <= player < self.players:
            raise CompanionError(message("ScoutScoreSheet", "there is no player {player} at a "
                                         "table of {players}").format(
                player=player + 1, players=self.players))

    def _with(self, index: int, rnd: Round) -> ScoreSheet:
        problem = next(_round_problems(self.names, index, rnd), None)
        if problem is not None:
            raise CompanionError(problem[1])
        return replace(self, rounds=tuple(rnd if i == index else r
                                          for i, r in enumerate(self.rounds)))

    # --- files ----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT, "version": VERSION, "players": list(self.names),
            "first": self.first,
            "rounds": [{"tallies": [{"captured": t.captured, "chips": t.chips, "hand": t.hand}
                                    for t in r.tallies],
                        "ender": r.ender, "ending": r.ending.value, "finished": r.finished}
                       for r in self.rounds],
        }

    @classmethod
    def from_json(cls, data: Any, where: str = "") -> ScoreSheet:
        """A sheet from its document; ``DocumentError`` lists every problem, located."""
        return _sheet(SHEET.check(data, where), where)

    def save(self, path: str | os.PathLike[str]) -> None:
        write_json_atomic(path, self.to_json())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> ScoreSheet:
        return _sheet(SHEET.read(path), str(path))


def _blank_round(players: int) -> Round:
    return Round((Tally(),) * players)


# --- what makes a sheet possible ----------------------------------------------------------------
def _name_problems(names: tuple[str, ...], first: int) -> Iterator[tuple[str, str]]:
    """Why a table cannot play: (JSON path, message) pairs."""
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        yield ("players", message("ScoutScoreSheet", "Scout is played by {least}–{most} "
                                  "players, not {players}").format(
            least=MIN_PLAYERS, most=MAX_PLAYERS, players=len(names)))
        return
    seen: set[str] = set()
    for seat, name in enumerate(names):
        where = f"players[{seat}]"
        if not name.strip():
            yield where, message("ScoutScoreSheet", "player {player} needs a name").format(
                player=seat + 1)
        elif len(name) > NAME_LIMIT:
            yield where, message("ScoutScoreSheet", "player {player}'s name is longer than "
                                 "{limit} characters").format(player=seat + 1, limit=NAME_LIMIT)
        elif name.casefold() in seen:
            yield where, message("ScoutScoreSheet", "two players are called {name}").format(
                name=name)
        seen.add(name.casefold())
    if not 0 <= first < len(names):
        yield "first", message("ScoutScoreSheet", "the starting player must be one of the "
                               "{players} players").format(players=len(names))


def _round_problems(names: tuple[str, ...], index: int, rnd: Round
                    ) -> Iterator[tuple[str, str]]:
    """Why a round cannot be so: (JSON path within the round, message) pairs."""
    n = len(names)
    label = message("ScoutScoreSheet", "round {round}").format(round=index + 1)
    for p, tally in enumerate(rnd.tallies):
        for what, count in (("captured", tally.captured), ("chips", tally.chips),
                            ("hand", tally.hand)):
            if count < 0:
                yield f"tallies[{p}].{what}", message(
                    "ScoutScoreSheet", "{player}: a count cannot be negative ({count})").format(
                    player=names[p], count=count)
        if n == 2 and tally.chips > TWO_PLAYER_CHIPS:
            yield (f"tallies[{p}].chips", message(
                "ScoutScoreSheet", "{player}: a 2-player round gives each player {chips} Scout "
                "chips, so at most {chips} stay unspent").format(
                player=names[p], chips=TWO_PLAYER_CHIPS))
    cards = cards_per_round(n)
    held = sum(t.captured + t.hand for t in rnd.tallies)
    if held > cards:
        yield ("tallies", message("ScoutScoreSheet", "{round}: captured cards and hands add up "
                                  "to {held}, but a {players}-player round has only {cards} "
                                  "cards").format(round=label, held=held, players=n,
                                                  cards=cards))
    ender = rnd.ender
    if ender is not None:
        if not 0 <= ender < n:
            yield "ender", message("ScoutScoreSheet", "{round}: the ender must be one of the "
                                   "{players} players").format(round=label, players=n)
            return
        if rnd.ending is Ending.EMPTIED and rnd.tallies[ender].hand:
            yield (f"tallies[{ender}].hand", message(
                "ScoutScoreSheet", "{player} ended {round} by emptying their hand, so no cards "
                "are left in it (not {hand})").format(
                player=names[ender], round=label, hand=rnd.tallies[ender].hand))
    if not rnd.finished:
        return
    # A finished round is complete: somebody ended it, and only an emptied hand holds nothing.
    if ender is None:
        yield "ender", message("ScoutScoreSheet", "{round}: star the player who ended the round "
                               "(its score needs them)").format(round=label)
        return
    if rnd.ending is Ending.UNBEATEN and not rnd.tallies[ender].hand:
        yield (f"tallies[{ender}].hand", message(
            "ScoutScoreSheet", "{player} has no cards left, so they ended {round} by emptying "
            "their hand, not with an unbeaten Show").format(player=names[ender], round=label))
    for p, tally in enumerate(rnd.tallies):
        if p != ender and not tally.hand:
            yield (f"tallies[{p}].hand", message(
                "ScoutScoreSheet", "{player}: enter the cards left in hand (a round ends as "
                "soon as anyone plays their last card, so only the ender can have none)"
            ).format(player=names[p]))


# --- the file ----------------------------------------------------------------------------------
_COUNT = Integer(0, COUNT_LIMIT)
_TALLY = Fields({"captured": _COUNT, "chips": _COUNT, "hand": _COUNT}, others="refuse")
_ROUND = Fields({
    "tallies": ListOf(_TALLY, "a list of one tally per player"),
    "ender": Field(Nullable(Integer(0, MAX_PLAYERS - 1)), None),
    "ending": Field(Choice({e.value: e for e in Ending}), Ending.EMPTIED),
    "finished": Boolean(),
}, others="refuse")
SHEET = DocumentType(FORMAT, VERSION, Fields({
    "format": Const(FORMAT),
    "version": Const(VERSION),
    "players": ListOf(Text(), "a list of player names"),
    "first": Field(Integer(0, MAX_PLAYERS - 1), 0),
    "rounds": ListOf(_ROUND, "a list of rounds", min_items=1),
}, others="refuse"), "a Scout score sheet")


def _sheet(checked: dict[str, Any], where: str) -> ScoreSheet:
    names = tuple(checked["players"])
    problems = [f"{path}: {message}" for path, message in
                _name_problems(names, checked["first"])]
    if problems:
        raise DocumentError(problems, where)
    n = len(names)
    rounds = []
    if len(checked["rounds"]) > rounds_for(n):
        problems.append(f"rounds: a {n}-player game has {rounds_for(n)} rounds, "
                        f"found {len(checked['rounds'])}")
    last = len(checked["rounds"]) - 1
    for index, raw in enumerate(checked["rounds"]):
        at = f"rounds[{index}]"
        if len(raw["tallies"]) != n:
            problems.append(f"{at}.tallies must hold one tally per player ({n}), "
                            f"found {len(raw['tallies'])}")
            continue
        if index < last and not raw["finished"]:
            problems.append(f"{at}.finished: round {index + 1} must be finished before "
                            f"round {index + 2} begins")
        rnd = Round(tuple(Tally(**t) for t in raw["tallies"]), raw["ender"], raw["ending"],
                    raw["finished"])
        problems += [f"{at}.{path}: {message}" for path, message in
                     _round_problems(names, index, rnd)]
        rounds.append(rnd)
    if problems:
        raise DocumentError(problems, where)
    return ScoreSheet(names, checked["first"], tuple(rounds))
