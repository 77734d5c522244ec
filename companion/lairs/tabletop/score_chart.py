"""The score chart on top of the map sheet: the treasures held, the face-up choice, exiting.

All arithmetic is ``companion.lairs.scoring``'s: treasures (at most 4 face-up, the rest 1 VP
each), defeated monsters 0/2/4 (from the achievements row) and exiting 4/2.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from companion.core.errors import CompanionError, MalformedInput
from companion.lairs.scoring import ScoreSheet, best_face_up, face_up_choices, score_sheet
from companion.lairs.treasures import TreasureSet

EXIT_RANKS: tuple[int | None, ...] = (None, 0, 1)  # not out, first out, second out


@dataclass(frozen=True)
class ScoreChart:
    treasures: tuple[str, ...] = ()  # card ids held, in the order collected
    face_up: tuple[str, ...] | None = None  # the player's own choice; None = the best set
    exit_rank: int | None = None

    def chosen_face_up(self, cards: TreasureSet) -> tuple[str, ...]:
        """The player's face-up choice when it is allowed, else the best one."""
        if self.face_up is not None and self.face_up_allowed():
            return self.face_up
        return best_face_up(cards, self.treasures)

    def face_up_allowed(self) -> bool:
        return self.face_up is not None and tuple(sorted(self.face_up)) in face_up_choices(
            self.treasures)

    def sheet(self, cards: TreasureSet, monsters_defeated: int) -> ScoreSheet:
        return score_sheet(cards, self.treasures, self.chosen_face_up(cards),
                           monsters_defeated, self.exit_rank)

    def best_total(self, cards: TreasureSet, monsters_defeated: int) -> int:
        return replace(self, face_up=None).sheet(cards, monsters_defeated).total

    def to_json(self) -> dict[str, Any]:
        return {"treasures": list(self.treasures),
                "face_up": list(self.face_up) if self.face_up is not None else None,
                "exit_rank": self.exit_rank}

    @classmethod
    def from_json(cls, data: Any, cards: TreasureSet, where: str = "score") -> ScoreChart:
        if not isinstance(data, dict):
            raise MalformedInput("must be an object", where)
        held = data.get("treasures", [])
        face_up = data.get("face_up")
        rank = data.get("exit_rank")
        if not isinstance(held, list) or not all(isinstance(c, str) for c in held):
            raise MalformedInput("must list treasure card ids", f"{where}.treasures")
        unknown = [c for c in held if c not in cards.cards]
        if unknown:
            raise MalformedInput(f"unknown treasure card {unknown[0]!r}", f"{where}.treasures")
        if face_up is not None and (not isinstance(face_up, list) or not all(
                c in held for c in face_up)):
            raise MalformedInput("must list held cards or be null", f"{where}.face_up")
        if rank not in EXIT_RANKS:
            raise MalformedInput("must be 0 (first out), 1 (second out) or null",
                                 f"{where}.exit_rank")
        return cls(tuple(held), tuple(sorted(face_up)) if face_up is not None else None, rank)


# --- edits -------------------------------------------------------------------------------------
class ScoreEdit:
    part: ClassVar[str] = "score"

    def apply(self, chart: ScoreChart) -> ScoreChart:
        raise NotImplementedError


@dataclass(frozen=True)
class AddTreasure(ScoreEdit):
    card: str

    def apply(self, chart: ScoreChart) -> ScoreChart:
        if self.card in chart.treasures:
            raise CompanionError(f"{self.card} is already in the collection")
        return replace(chart, treasures=(*chart.treasures, self.card), face_up=None)


@dataclass(frozen=True)
class RemoveTreasure(ScoreEdit):
    card: str

    def apply(self, chart: ScoreChart) -> ScoreChart:
        if self.card not in chart.treasures:
            raise CompanionError(f"{self.card} is not in the collection")
        held = tuple(c for c in chart.treasures if c != self.card)
        return replace(chart, treasures=held, face_up=None)


@dataclass(frozen=True)
class ChooseFaceUp(ScoreEdit):
    """Turn exactly these cards face-up (None: let the app pick the best set)."""

    cards: tuple[str, ...] | None

    def apply(self, chart: ScoreChart) -> ScoreChart:
        if self.cards is None:
            return replace(chart, face_up=None)
        choice = tuple(sorted(self.cards))
        if choice not in face_up_choices(chart.treasures):
            limit = len(face_up_choices(chart.treasures)[0])
            raise CompanionError(f"turn exactly {limit} of your treasures face-up")
        return replace(chart, face_up=choice)


@dataclass(frozen=True)
class SetExit(ScoreEdit):
    rank: int | None

    def apply(self, chart: ScoreChart) -> ScoreChart:
        if self.rank not in EXIT_RANKS:
            raise CompanionError("exit: first out, second out or not out")
        return replace(chart, exit_rank=self.rank)
