"""The explorer's cubes as the Builder can follow them from the announcements.

At the table the explorer never says which cubes they pay with ("creep east", not "creep east
with my Quickness"), so the Builder cannot know their mat exactly. The watch keeps every mat
the announcements so far allow (a set of cube counts; a few dozen at most): an action no mat
can pay is impossible, and what all mats agree on is what the Builder can see on the table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from companion.core.errors import IllegalAction
from companion.core.messages import Message, message
from companion.lairs.energy import (
    BASKETS,
    KIND_WORDS,
    START_MAT,
    Basket,
    Cost,
    EnergyMat,
    FatigueRule,
)


@dataclass(frozen=True)
class EnergyWatch:
    mats: frozenset[EnergyMat]

    @classmethod
    def start(cls) -> EnergyWatch:
        return cls(frozenset({START_MAT}))

    @property
    def can_spend(self) -> bool:
        """Some mat still has a cube to spend this turn."""
        return any(m.can_spend for m in self.mats)

    @property
    def most_spends(self) -> int:
        return max(m.spend_units for m in self.mats)

    def basket(self, basket: Basket) -> tuple[int, int]:
        """The fewest and the most cubes the basket may hold."""
        counts = [m.total(basket) for m in self.mats]
        return min(counts), max(counts)

    def baskets(self) -> dict[Basket, tuple[int, int]]:
        return {basket: self.basket(basket) for basket in BASKETS}

    def refreshed(self) -> EnergyWatch:
        return EnergyWatch(frozenset(m.refreshed() for m in self.mats))

    def paid(self, cost: Cost, what: str) -> EnergyWatch:
        mats = self._after(m.after_payment(p) for m in self.mats for p in m.payments(cost))
        if not mats and cost.any_count is None and cost.kind is not None:
            raise IllegalAction(message("LairsConsole", "{what} costs 1 {kind} (no substitute), "
                                        "and their {kind} cube is neither Fresh nor Conserved"
                                        ).format(what=what, kind=KIND_WORDS[cost.kind]))
        if not mats:
            raise IllegalAction(message("LairsConsole", "{what} costs {cost}, and the explorer "
                                        "{has}").format(what=what, cost=cost.describe(),
                                                        has=self._has()))
        return EnergyWatch(mats)

    def paid_dice(self, counts: Iterable[int], what: str) -> EnergyWatch:
        """Pay for a Check with any of ``counts`` dice (the told total may come from several)."""
        wanted = set(counts)
        mats = self._after(m.after_payment(p) for m in self.mats for p in m.all_payments()
                           if len(p) in wanted)
        if not mats:
            dice = " or ".join(str(n) for n in sorted(wanted))
            raise IllegalAction(message("LairsConsole", "{what} needs {dice} dice (one cube "
                                        "each), and the explorer {has}").format(
                what=what, dice=dice, has=self._has()))
        return EnergyWatch(mats)

    def fatigued(self, rule: FatigueRule) -> EnergyWatch:
        """A hazard's penalty (whatever its form: fatigue, fatigue of a kind, spend)."""
        return EnergyWatch(self._after(m.after_penalty(rule, c) for m in self.mats
                                       for c in m.fatigue_choices(rule)))

    def conserved(self) -> EnergyWatch:
        return EnergyWatch(self._after(m.after_conserve(c) for m in self.mats
                                       for c in m.conserve_choices()))

    @staticmethod
    def _after(mats: Iterable[EnergyMat | None]) -> frozenset[EnergyMat]:
        return frozenset(m for m in mats if m is not None)

    def _has(self) -> Message:
        fresh, conserved = self.basket(Basket.FRESH), self.basket(Basket.CONSERVED)
        if self.most_spends == 0:
            return message("LairsConsole", "has no Fresh or Conserved cube left this turn")
        return message("LairsConsole", "has only {fresh} Fresh and {conserved} Conserved cubes "
                       "(at most {spends} spends)").format(
            fresh=_span(fresh), conserved=_span(conserved), spends=self.most_spends)


def _span(low_high: tuple[int, int]) -> str:
    low, high = low_high
    return str(low) if low == high else f"{low}–{high}"
