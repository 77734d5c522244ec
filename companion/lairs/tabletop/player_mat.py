"""The Explorer's player mat at the table: the energy mat's baskets and the achievements row.

Cube moves are the energy mat's own (``companion.lairs.energy``): a move the rules do not allow
is refused with a reason. Which cubes an action costs is the player's business, as on the
cardboard mat; the costs are shown as a reminder.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, ClassVar

from companion.core.errors import CompanionError
from companion.core.messages import Message, message
from companion.core.shape import Field, Fields, Integer
from companion.lairs.board import FEATURE_COUNTS, Feature
from companion.lairs.energy import (
    BACKTRACK_COST,
    BASKETS,
    CONSERVE_LIMIT,
    CONSERVED_SLOTS,
    CREEP_COST,
    HUSTLE_COST,
    KINDS,
    PEER_COST,
    START_MAT,
    Basket,
    Cost,
    EnergyMat,
    Picks,
    canonical,
)
from companion.lairs.exploration import achievement


class Row(StrEnum):
    """The three rows of the achievements row, each with one slot per piece in a dungeon."""

    CHESTS = "chests"  # Opened Chests
    MONSTERS = "monsters"  # Defeated Monsters
    TRAPS = "traps"  # Disarmed Traps

    @property
    def slots(self) -> int:
        return FEATURE_COUNTS[_ROW_FEATURE[self]]


_ROW_FEATURE = {Row.CHESTS: Feature.CHEST, Row.MONSTERS: Feature.MONSTER, Row.TRAPS: Feature.TRAP}
# The rows as refusals name them (spelled out for the catalogues).
_ROW_WORDS = {Row.CHESTS: message("LairsSheet", "chests"),
              Row.MONSTERS: message("LairsSheet", "monsters"),
              Row.TRAPS: message("LairsSheet", "traps")}


@dataclass(frozen=True)
class PlayerMat:
    energy: EnergyMat = START_MAT
    chests: int = 0
    monsters: int = 0
    traps: int = 0

    def filled(self, row: Row) -> int:
        return int(getattr(self, row.value))

    @property
    def may_leave(self) -> bool:
        """An exit condition holds (3 chests, or 3 monsters, or 2 chests + 2 monsters)."""
        return achievement(self.chests, self.monsters)

    def to_json(self) -> dict[str, Any]:
        return {"energy": self.energy.to_json(),
                "achievements": {row.value: self.filled(row) for row in Row}}

    @classmethod
    def from_checked(cls, checked: dict[str, Any]) -> PlayerMat:
        """The mat from a value ``SHAPE`` has read; ``CompanionError`` if its cubes do not add
        up."""
        energy = checked["energy"]
        mat = EnergyMat.from_baskets({
            basket: {kind: energy[basket.name.lower()][kind.name.lower()] for kind in KINDS}
            for basket in BASKETS})
        if mat.total(Basket.CONSERVED) > CONSERVED_SLOTS:
            raise CompanionError(f"energy: at most {CONSERVED_SLOTS} cubes are Conserved")
        return cls(mat, **checked["achievements"])


_BASKET = Fields({kind.name.lower(): Integer(0) for kind in KINDS},
                 describe="an object counting each kind of cube")
SHAPE = Fields({
    "energy": Fields({basket.name.lower(): _BASKET for basket in BASKETS},
                     describe="an object of baskets"),
    "achievements": Fields({row.value: Field(Integer(0, row.slots), 0) for row in Row}),
})


# --- edits -------------------------------------------------------------------------------------
class MatEdit:
    part: ClassVar[str] = "mat"

    def apply(self, mat: PlayerMat) -> PlayerMat:
        raise NotImplementedError


class CubeMove(StrEnum):
    SPEND = "spend"  # Fresh → Spent; Conserved → Fresh (and on to Spent when named twice)
    FATIGUE = "fatigue"  # non-Fatigued cubes → Fatigued
    CONSERVE = "conserve"  # up to 3 Fresh cubes → the free Conserved slots


@dataclass(frozen=True)
class MoveCubes(MatEdit):
    move: CubeMove
    picks: Picks

    def apply(self, mat: PlayerMat) -> PlayerMat:
        energy = mat.energy
        picks = canonical(self.picks)
        if not picks:
            raise CompanionError(message("LairsSheet", "choose the cubes first"))
        if self.move is CubeMove.SPEND:
            after = energy.after_payment(picks)
        elif self.move is CubeMove.FATIGUE:
            after = energy.after_fatigue(picks)
        else:
            after = energy.after_conserve(picks) if picks in energy.conserve_choices() else None
        if after is None:
            raise CompanionError(_refusal(self.move, picks, energy))
        return replace(mat, energy=after)

    def legal(self, mat: PlayerMat) -> bool:
        try:
            self.apply(mat)
        except CompanionError:
            return False
        return True


def _refusal(move: CubeMove, picks: Picks, energy: EnergyMat) -> Message:
    if move is CubeMove.SPEND:
        if any(p.basket is Basket.SPENT for p in picks):
            return message("LairsSheet", "only Fresh and Conserved cubes can be spent")
        return message("LairsSheet", "those cubes are not on the mat")
    if move is CubeMove.FATIGUE:
        return message("LairsSheet", "those cubes are not on the mat (Fatigued cubes cannot be "
                       "fatigued again)")
    if any(p.basket is not Basket.FRESH for p in picks):
        return message("LairsSheet", "only Fresh cubes can be Conserved")
    return message("LairsSheet", "Conserve moves at most {most} Fresh cubes into the {slots} "
                   "Conserved slots").format(most=CONSERVE_LIMIT, slots=CONSERVED_SLOTS)


@dataclass(frozen=True)
class Refresh(MatEdit):
    """Start of a turn: all Spent → Fresh, then all Fatigued → Spent; Conserved stay."""

    def apply(self, mat: PlayerMat) -> PlayerMat:
        return replace(mat, energy=mat.energy.refreshed())


@dataclass(frozen=True)
class SetAchievement(MatEdit):
    row: Row
    count: int

    def apply(self, mat: PlayerMat) -> PlayerMat:
        if not 0 <= self.count <= self.row.slots:
            raise CompanionError(message("LairsSheet", "the {row} row has {slots} slots").format(
                row=_ROW_WORDS[self.row], slots=self.row.slots))
        return replace(mat, **{self.row.value: self.count})


# The reminder printed on the screen: what each action costs (see ``energy``); Check costs 1 any
# cube per die and Conserve is free (it ends the turn), which no ``Cost`` value says.
ACTION_COSTS: tuple[tuple[str, Cost], ...] = (
    ("Creep", CREEP_COST), ("Hustle", HUSTLE_COST), ("Backtrack", BACKTRACK_COST),
    ("Peer", PEER_COST),
)
