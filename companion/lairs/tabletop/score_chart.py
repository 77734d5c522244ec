"""The score chart on top of the map sheet: the treasures held, the face-up choice, exiting.

All arithmetic is ``companion.lairs.scoring``'s: treasures (at most 4 face-up, the rest 1 VP
each), defeated monsters 0/2/4 (from the achievements row) and exiting 4/2.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from companion.core.errors import CompanionError
from companion.core.messages import message
from companion.core.shape import Choice, Field, Fields, Integer, ListOf, Nullable, Text
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
    def from_checked(cls, checked: dict[str, Any]) -> ScoreChart:
        """The chart from a value ``shape(cards)`` has read; ``CompanionError`` if the face-up
        choice names a card not held."""
        held, face_up = checked["treasures"], checked["face_up"]
        if face_up is not None and not set(face_up) <= set(held):
            raise CompanionError("face_up must list held cards or be null")
        return cls(held, tuple(sorted(face_up)) if face_up is not None else None,
                   checked["exit_rank"])


def shape(cards: TreasureSet) -> Fields:
    """A score chart's shape: its treasures are cards of this deck, each held once."""
    card = Choice({card: card for card in cards.cards}, "a treasure card id")
    return Fields({
        "treasures": Field(ListOf(card, "a list of treasure card ids", unique="card"), ()),
        "face_up": Field(Nullable(ListOf(Text(), "a list of held card ids")), None),
        "exit_rank": Field(Nullable(Integer(0, 1)), None),  # first out, second out, not out
    })


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
            raise CompanionError(message("LairsSheet", "{card} is already in the collection"
                                         ).format(card=self.card))
        return replace(chart, treasures=(*chart.treasures, self.card), face_up=None)


@dataclass(frozen=True)
class RemoveTreasure(ScoreEdit):
    card: str

    def apply(self, chart: ScoreChart) -> ScoreChart:
        if self.card not in chart.treasures:
            raise CompanionError(message("LairsSheet", "{card} is not in the collection").format(
                card=self.card))
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
            raise CompanionError(message("LairsSheet", "turn exactly {count} of your treasures "
                                         "face-up").format(count=limit))
        return replace(chart, face_up=choice)


@dataclass(frozen=True)
class SetExit(ScoreEdit):
    rank: int | None

    def apply(self, chart: ScoreChart) -> ScoreChart:
        if self.rank not in EXIT_RANKS:
            raise CompanionError(message("LairsSheet", "exit: first out, second out or not out"))
        return replace(chart, exit_rank=self.rank)
