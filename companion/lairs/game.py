"""The full two-player game: each player explores the other's dungeon, turns alternate.

Set-up options (``GameSetup.options``, plain JSON, recorded with the game):

- ``dungeons``: two dungeon-file documents; dungeon i is built by player i+1 and explored by the
  other player. Absent → both are generated from the game's seeded generator.
- ``first``: ``"p1"`` or ``"p2"``, who takes the first Explorer turn (default ``"p1"``).
- ``deck``: treasure card ids, top first (default: the whole treasure set, shuffled).
- ``die``: the Basic die's faces (default: resources/lairs/dice.json).
- ``treasures``: a ``lairs-treasures`` document, a player's own cards (default: the shipped
  set, resources/lairs/treasures.json).

``turn`` counts Explorer turns of both players; ``TURN_LIMIT`` stops bot games that wander.

Every state is also a *position* (``companion.lairs.position``): ``from_position(setup, data)``
rebuilds it exactly, whatever the set-up options said.

What is public (``view(None)``, and what each player sees of the other): at a real table both
boards, both map sheets and both energy mats lie open, dice are rolled in the open and decisions
("open the chest?") are spoken aloud. So the public view holds each explorer's map sheet (Known
cells only), position, trail (the Builder moves their token from cell to cell), energy mat,
achievements, how many treasures they hold, whether they are in turn or have left, the decision
they owe and their last roll, plus the face-up display and the sizes of the deck and the discard
pile, and each explorer's log: everything in it was said or done in the open (it names a card
taken from the display, never one drawn from the deck). Hidden: every cell nobody has learned,
which treasures a player holds (a drawn card is secret) and the deck's order.
"""

from __future__ import annotations

import copy
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from companion.core.document import quote
from companion.core.errors import CompanionError
from companion.core.messages import message
from companion.core.protocol import GameSetup, GameState, Result
from companion.lairs.actions import FaceUp, LairsAction
from companion.lairs.board import Dungeon, cell_name
from companion.lairs.dungeon_file import dungeon_from_json, dungeon_to_json
from companion.lairs.energy import EnergyMat
from companion.lairs.exploration import Exploration, Pending, Roll
from companion.lairs.generator import generate_dungeon
from companion.lairs.hazards import MAX_FACE, MAX_FACES, Die, die_faces, die_with_faces
from companion.lairs.position import load_position, position_of
from companion.lairs.rulesdata import RulesData, default_rules_data
from companion.lairs.scoring import ScoreSheet, best_face_up, face_up_choices, score_sheet, winners
from companion.lairs.trails import Trail
from companion.lairs.treasures import TreasureSupply, parse_treasures
from companion.lairs.validation import validate
from companion.lairs.views import (
    BuilderView,
    ExplorerMap,
    ExplorerView,
    builder_view,
    explorer_map,
    explorer_view,
)

# 100 Explorer turns each: a heuristic game ends in about 25; random bots may wander for ever.
TURN_LIMIT = 200


class Phase(StrEnum):
    EXPLORING = "exploring"
    SCORING = "scoring"  # players holding more than 4 treasures choose their face-up cards
    OVER = "over"


@dataclass(frozen=True)
class OpponentView:
    """What is public about an explorer (the other one, in a player's view)."""

    chests: int
    monsters: int
    traps_disarmed: int
    treasure_count: int
    exited: bool
    in_turn: bool
    mat: EnergyMat
    turns: int
    pending: Pending | None
    last_roll: Roll | None
    trail: Trail
    log: tuple[str, ...]  # their log, which holds nothing secret: the Builder heard it all


def explorer_status(e: Exploration) -> OpponentView:
    return OpponentView(e.chests, e.monsters, e.traps_disarmed, len(e.treasures), e.exited,
                        e.in_turn, e.mat, e.turns, e.pending[0] if e.pending else None,
                        e.last_roll, e.trail, tuple(e.log))


def first_explorer(turns: tuple[int, int], to_move: int | None, phase: Phase,
                   first_out: int | None) -> int:
    """Who took the first Explorer turn, from what every view shows (``turns``: each seat's
    Explorer turns). Turns alternate to the end, so the first explorer has had one turn more
    than the other, or as many while the other is in turn; a game that ends with as many
    turns ended on the second explorer's final turn, after the first had left."""
    if turns[0] != turns[1]:
        return 0 if turns[0] > turns[1] else 1
    if phase is Phase.EXPLORING and to_move is not None:
        return 1 - to_move
    return first_out if first_out is not None else 0


@dataclass(frozen=True)
class PublicView:
    """What a spectator sees (``view(None)``): both map sheets and mats, nothing hidden."""

    to_move: int | None
    phase: Phase
    turn: int
    final_turn: bool
    first_out: int | None
    maps: tuple[ExplorerMap, ExplorerMap]  # seat s's map sheet of the dungeon it explores
    explorers: tuple[OpponentView, OpponentView]
    display: tuple[str, ...]
    deck_size: int
    discard_size: int
    scores: tuple[ScoreSheet, ...] | None  # at the end, when every card is shown
    players: int = 2
    variants: frozenset[str] = frozenset()


@dataclass(frozen=True)
class PlayerView:
    seat: int
    to_move: int | None
    phase: Phase
    turn: int
    final_turn: bool  # the current Explorer turn is the last of the game
    first_out: int | None
    explorer: ExplorerView  # this player exploring the opponent's dungeon
    builder: BuilderView  # this player's own dungeon, with the opponent explorer on it
    opponent: OpponentView
    suggested_face_up: tuple[str, ...]
    face_up: tuple[str, ...] | None  # this player's face-up choice, once made
    scores: tuple[ScoreSheet, ...] | None  # at the end
    players: int = 2
    variants: frozenset[str] = frozenset()


def player_name(seat: int) -> str:
    return f"p{seat + 1}"


class LairsGame(GameState):
    def __init__(self, setup: GameSetup, data: RulesData | None = None,
                 position: Mapping[str, Any] | None = None) -> None:
        super().__init__(setup)
        base = data or default_rules_data()
        if position is not None:
            load_position(self, position, base)
            return
        options = setup.options
        die = _die(options.get("die"), base)
        cards = base.treasures
        if options.get("treasures") is not None:
            cards = parse_treasures(options["treasures"], "set-up treasures")
        self.data = RulesData(die, base.hazards, cards)
        self.dungeons = _dungeons(options.get("dungeons"), self)
        self.supply = _supply(options.get("deck"), self)
        # Dungeon i is built by seat i; seat s explores the other seat's dungeon.
        self.explorations = [
            Exploration(self.dungeons[1 - seat], self.data, self.supply, self.rng)
            for seat in (0, 1)
        ]
        self.current = _first(options.get("first"))
        self.phase = Phase.EXPLORING
        self.exit_order: list[int] = []
        self.final_turn_of: int | None = None
        self.face_up: dict[int, tuple[str, ...]] = {}
        self._turns = 0
        self._begin_turn(self.current)

    # --- turn order ------------------------------------------------------------------------
    def _begin_turn(self, seat: int) -> None:
        self.current = seat
        self._turns += 1
        self.explorations[seat].begin_turn()
        if not self.explorations[seat].in_turn:
            self._after_turn()

    def _after_turn(self) -> None:
        seat, other = self.current, 1 - self.current
        if self.explorations[seat].exited and seat not in self.exit_order:
            self.exit_order.append(seat)
        if self.final_turn_of == seat or all(e.exited for e in self.explorations):
            self._finish()
        elif self.explorations[seat].exited:
            self.final_turn_of = other  # exactly one final full turn for the other player
            self._begin_turn(other)
        else:
            self._begin_turn(other)

    def _finish(self) -> None:
        for seat, e in enumerate(self.explorations):
            choices = face_up_choices(e.treasures, self.data.treasures)
            if len(choices) == 1:
                self.face_up[seat] = choices[0]
        self.phase = Phase.SCORING if len(self.face_up) < 2 else Phase.OVER

    # --- protocol --------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase is Phase.EXPLORING:
            return self.current
        if self.phase is Phase.SCORING:
            return next(seat for seat in (0, 1) if seat not in self.face_up)
        return None

    def _legal_actions(self) -> list[Any]:
        if self.phase is Phase.EXPLORING:
            return list(self.explorations[self.current].legal_actions())
        seat = self.to_move
        assert seat is not None
        return [FaceUp(cards) for cards in face_up_choices(self.explorations[seat].treasures,
                                                           self.data.treasures)]

    def _explain_illegal(self, action: Any) -> str:
        if self.phase is Phase.SCORING:
            return message("LairsRefusal", "choose at most 4 of your treasures to score face-up")
        if isinstance(action, FaceUp):
            return message("LairsRefusal", "treasures are turned face-up at the end of the game")
        return self.explorations[self.current].explain_illegal(action)

    def _apply(self, action: LairsAction) -> None:
        if isinstance(action, FaceUp):
            seat = self.to_move
            assert seat is not None
            self.face_up[seat] = action.cards
            if len(self.face_up) == 2:
                self.phase = Phase.OVER
            return
        exploration = self.explorations[self.current]
        exploration.apply(action)
        if not exploration.in_turn:
            self._after_turn()

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def turn(self) -> int:
        return self._turns

    def exit_rank(self, seat: int) -> int | None:
        return self.exit_order.index(seat) if seat in self.exit_order else None

    def score(self, seat: int) -> ScoreSheet:
        e = self.explorations[seat]
        face_up = self.face_up.get(seat, best_face_up(self.data.treasures, e.treasures))
        return score_sheet(self.data.treasures, e.treasures, face_up, e.monsters,
                           self.exit_rank(seat))

    def result(self) -> Result:
        sheets = [self.score(seat) for seat in (0, 1)]
        totals = [sheet.total for sheet in sheets]
        if not self.is_over():
            return Result(frozenset(), tuple(float(t) for t in totals))
        ranks = [self.exit_rank(seat) for seat in (0, 1)]
        return Result(winners(totals, ranks), tuple(float(t) for t in totals))

    @property
    def final_turn(self) -> bool:
        """Whether the current Explorer turn is the last of the game."""
        return self.final_turn_of == self.current and self.phase is Phase.EXPLORING

    def view(self, player: int | None) -> PlayerView | PublicView:  # type: ignore[override]
        first_out = self.exit_order[0] if self.exit_order else None
        scores = tuple(self.score(s) for s in (0, 1)) if self.is_over() else None
        if player is None:
            supply = self.supply
            return PublicView(
                to_move=self.to_move, phase=self.phase, turn=self._turns,
                final_turn=self.final_turn, first_out=first_out,
                maps=(explorer_map(self.explorations[0]), explorer_map(self.explorations[1])),
                explorers=(explorer_status(self.explorations[0]),
                           explorer_status(self.explorations[1])),
                display=tuple(supply.display), deck_size=len(supply.deck),
                discard_size=len(supply.discard), scores=scores,
            )
        mine, theirs = self.explorations[player], self.explorations[1 - player]
        return PlayerView(
            seat=player,
            to_move=self.to_move,
            phase=self.phase,
            turn=self._turns,
            final_turn=self.final_turn,
            first_out=first_out,
            explorer=explorer_view(mine),
            builder=builder_view(theirs),
            opponent=explorer_status(theirs),
            suggested_face_up=best_face_up(self.data.treasures, mine.treasures),
            face_up=self.face_up.get(player),
            scores=scores,
        )

    def player_view(self, player: int) -> PlayerView:
        """``view(player)`` typed as a player's view (the UI and bots read its fields)."""
        view = self.view(player)
        assert isinstance(view, PlayerView)
        return view

    def information_key(self, player: int) -> Hashable:
        # What the player knows now, without the logs and views: their own exploration (the
        # features and targets they can see follow from the Known cells of their world), the
        # public state of the other explorer and the treasures they can see.
        mine, theirs = self.explorations[player], self.explorations[1 - player]
        seen = tuple(sorted((c, f, mine.targets.get(c, 0)) for c, f in mine.features.items()
                            if c in mine.known))
        return (
            self.phase, self.current, self._turns, self.final_turn_of,
            mine.position, frozenset(mine.known), seen, mine.mat, mine.chests, mine.monsters,
            tuple(mine.treasures), tuple(mine.pending), mine.exited,
            tuple(self.supply.display), len(self.supply.deck),
            theirs.position, theirs.mat, theirs.chests, theirs.monsters, len(theirs.treasures),
            theirs.exited, tuple(theirs.pending), self.face_up.get(player),
        )

    def summary(self) -> dict[str, Any]:
        players = {}
        for seat, e in enumerate(self.explorations):
            players[player_name(seat)] = {
                "explores": self.dungeons[1 - seat].name,
                "position": cell_name(e.position) if e.position is not None else None,
                "known_cells": len(e.known),
                "energy": e.mat.to_json(),
                "chests": e.chests,
                "monsters": e.monsters,
                "traps_disarmed": e.traps_disarmed,
                "treasures": len(e.treasures),
                "exited": e.exited,
                "exit_rank": self.exit_rank(seat),
                "score": self.score(seat).total,
            }
        return {"phase": self.phase.value, "turn": self._turns,
                "to_move": player_name(self.to_move) if self.to_move is not None else None,
                "players": players}

    def position(self) -> dict[str, Any]:
        return position_of(self)

    def clone(self) -> LairsGame:
        # The rules data (cards, hazards, die) never changes during a game: share it.
        return copy.deepcopy(self, {id(self.data): self.data})


def new_game(setup: GameSetup) -> LairsGame:
    return LairsGame(setup)


def from_position(setup: GameSetup, position: Mapping[str, Any]) -> LairsGame:
    """The game a position describes (``setup.options`` are not read: the position says all)."""
    return LairsGame(setup, position=position)


# --- set-up options ----------------------------------------------------------------------------
def _first(value: Any) -> int:
    if value is None:
        return 0
    if value not in ("p1", "p2"):
        # Quoted short: a record's set-up may hold any value, of any length.
        raise CompanionError(f"set-up 'first' must be 'p1' or 'p2', not {quote(value)}")
    return int(value[1]) - 1


def _die(value: Any, base: RulesData) -> Die:
    if value is None:
        return base.die
    faces = die_faces(value)
    if faces is None:
        raise CompanionError(f"set-up 'die' must be a list of 1–{MAX_FACES} whole numbers from 1 "
                             f"to {MAX_FACE}")
    return die_with_faces(faces)


def _dungeons(value: Any, game: LairsGame) -> tuple[Dungeon, Dungeon]:
    if value is None:
        return (generate_dungeon(game.rng.getrandbits(63)),
                generate_dungeon(game.rng.getrandbits(63)))
    if not isinstance(value, list) or len(value) != 2:
        raise CompanionError("set-up 'dungeons' must list two dungeon documents (p1's, p2's)")
    dungeons = []
    for seat, document in enumerate(value):
        dungeon = dungeon_from_json(document, f"set-up dungeons[{seat}]")
        check = validate(dungeon)
        if not check.valid:
            problems = "; ".join(v.message for v in check.violations)
            raise CompanionError(f"{player_name(seat)}'s dungeon breaks the build rules: "
                                 f"{problems}")
        dungeons.append(dungeon)
    return dungeons[0], dungeons[1]


def _supply(value: Any, game: LairsGame) -> TreasureSupply:
    cards = game.data.treasures
    if value is None:
        return TreasureSupply.shuffled(cards, game.rng)
    if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
        raise CompanionError("set-up 'deck' must list treasure card ids, top first")
    unknown = [c for c in value if c not in cards.cards]
    if unknown or len(set(value)) != len(value):
        raise CompanionError(f"set-up 'deck': unknown or repeated card {(unknown or value)[0]!r}")
    return TreasureSupply(value, game.rng)


def setup_options(
    dungeons: tuple[Dungeon, Dungeon] | None = None, first: int = 0,
    die: tuple[int, ...] | None = None,
) -> Mapping[str, Any]:
    """Set-up options for a game with explicit dungeons (p1's, p2's) and first explorer."""
    options: dict[str, Any] = {"first": player_name(first)}
    if dungeons is not None:
        options["dungeons"] = [dungeon_to_json(d) for d in dungeons]
    if die is not None:
        options["die"] = list(die)
    return options
