"""End-of-game scoring: treasures (at most 4 face-up), defeated monsters, exiting; the winner.

Decision (rules page): the app finds the best 4 face-up treasures for a player and shows why;
the player still makes the choice as an explicit action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from companion.core.messages import message
from companion.lairs.treasures import TreasureCard, TreasureSet

FACE_UP_LIMIT = 4
FACE_DOWN_VP = 1
MONSTER_SLOT_VP = (0, 2, 4)  # 1st, 2nd, 3rd defeated monster
EXIT_VP = (4, 2)  # first out, second out


@dataclass(frozen=True)
class CardScore:
    card: TreasureCard
    points: int
    why: str


@dataclass(frozen=True)
class TreasureScore:
    face_up: tuple[CardScore, ...]
    face_down: tuple[str, ...]  # card ids; 1 VP each whatever the card

    @property
    def total(self) -> int:
        return sum(c.points for c in self.face_up) + FACE_DOWN_VP * len(self.face_down)


def score_treasures(
    cards: TreasureSet, held: Sequence[str], face_up: Sequence[str]
) -> TreasureScore:
    """Score a collection with the chosen face-up cards (bonuses see only face-up cards)."""
    up = [cards[card_id] for card_id in face_up]
    scores = []
    for index, card in enumerate(up):
        others = up[:index] + up[index + 1:]
        points = card.score(others)
        bonus = points - card.base
        why = (message("LairsScoring", "base {base} + bonus {bonus}").format(
            base=card.base, bonus=bonus) if bonus else
            message("LairsScoring", "base {base}").format(base=card.base))
        scores.append(CardScore(card, points, why))
    rest = list(held)
    for card_id in face_up:
        rest.remove(card_id)
    return TreasureScore(tuple(scores), tuple(rest))


def face_up_choices(held: Sequence[str], cards: TreasureSet | None = None
                    ) -> list[tuple[str, ...]]:
    """Every face-up set worth choosing: all cards when there are at most 4, else any 4 of
    them. The rules allow fewer, which only pays with a card worth less face-up than face-down
    (a base below 1, from a player's own box): with ``cards`` holding such a card among
    ``held``, every set of at most 4 is offered."""
    ordered = tuple(sorted(held))
    if cards is not None and any(cards[c].base < FACE_DOWN_VP for c in ordered):
        return [up for size in range(min(len(ordered), FACE_UP_LIMIT) + 1)
                for up in combinations(ordered, size)]
    if len(ordered) <= FACE_UP_LIMIT:
        return [ordered]
    return list(combinations(ordered, FACE_UP_LIMIT))


def best_face_up(cards: TreasureSet, held: Sequence[str]) -> tuple[str, ...]:
    """The face-up set scoring most (ties: the first in sorted order, so it is stable)."""
    return max(face_up_choices(held, cards),
               key=lambda up: score_treasures(cards, held, up).total)


def monster_vp(defeated: int) -> int:
    return sum(MONSTER_SLOT_VP[:defeated])


def exit_vp(exit_rank: int | None) -> int:
    """``exit_rank`` 0 = first out, 1 = second out, None = never out."""
    return 0 if exit_rank is None else EXIT_VP[exit_rank]


@dataclass(frozen=True)
class ScoreSheet:
    """One player's score chart: the four areas of the map sheet."""

    treasures: TreasureScore
    monsters: int
    exiting: int
    other: int = 0  # nothing in the base game

    @property
    def total(self) -> int:
        return self.treasures.total + self.monsters + self.exiting + self.other


def score_sheet(
    cards: TreasureSet, held: Sequence[str], face_up: Sequence[str], defeated: int,
    exit_rank: int | None,
) -> ScoreSheet:
    return ScoreSheet(score_treasures(cards, held, face_up), monster_vp(defeated),
                      exit_vp(exit_rank))


def winners(totals: Sequence[int], exit_ranks: Sequence[int | None]) -> frozenset[int]:
    """Highest total wins; a tie goes to whoever exited first; nobody out and tied → draw."""
    best = max(totals)
    tied = [seat for seat, total in enumerate(totals) if total == best]
    if len(tied) == 1:
        return frozenset(tied)
    out = [seat for seat in tied if exit_ranks[seat] is not None]
    if not out:
        return frozenset()
    return frozenset([min(out, key=lambda seat: exit_ranks[seat] or 0)])
