"""The energy mat: six cubes moving between the Fresh, Spent, Fatigued and Conserved baskets.

Cubes of one kind in one basket are interchangeable, so the mat is a table of counts and a
player's choice of cubes is a list of *picks*: a basket letter plus a kind letter, e.g. ``fb`` =
a Fresh Basic cube, ``cq`` = the Conserved Quickness cube, ``sp`` = the Spent Perception cube.

Spending a Fresh cube moves it Fresh → Spent. Spending a Conserved cube moves it Conserved →
Fresh (one spend); that cube may then be spent again Fresh → Spent, so one payment may name the
same Conserved cube twice (``cb fb``). Conserved spends are carried out first.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from functools import cache
from itertools import combinations_with_replacement

from companion.core.errors import CompanionError
from companion.core.messages import Message, message


class Kind(StrEnum):
    BASIC = "b"
    QUICKNESS = "q"
    PERCEPTION = "p"

    @property
    def label(self) -> str:
        return self.name.capitalize()


# The kinds' labels as messages say them (spelled out for the catalogues).
KIND_WORDS = {Kind.BASIC: message("LairsEnergy", "Basic"),
              Kind.QUICKNESS: message("LairsEnergy", "Quickness"),
              Kind.PERCEPTION: message("LairsEnergy", "Perception")}


class Basket(StrEnum):
    FRESH = "f"
    SPENT = "s"
    FATIGUED = "x"
    CONSERVED = "c"


KINDS: tuple[Kind, ...] = tuple(Kind)
BASKETS: tuple[Basket, ...] = tuple(Basket)
# The base game's cubes per player: 4 Basic, 1 Quickness, 1 Perception.
CUBES_PER_KIND: dict[Kind, int] = {Kind.BASIC: 4, Kind.QUICKNESS: 1, Kind.PERCEPTION: 1}
TOTAL_CUBES = sum(CUBES_PER_KIND.values())
# Decision: the mat has three Conserved slots, so at most 3 cubes are Conserved at a time.
CONSERVED_SLOTS = 3
CONSERVE_LIMIT = 3  # at most 3 Fresh cubes per Conserve action (rules)


class Pick(Enum):
    """One cube chosen from a basket: the unit of payments, penalties and Conserve."""

    FB = (Basket.FRESH, Kind.BASIC)
    FQ = (Basket.FRESH, Kind.QUICKNESS)
    FP = (Basket.FRESH, Kind.PERCEPTION)
    CB = (Basket.CONSERVED, Kind.BASIC)
    CQ = (Basket.CONSERVED, Kind.QUICKNESS)
    CP = (Basket.CONSERVED, Kind.PERCEPTION)
    SB = (Basket.SPENT, Kind.BASIC)
    SQ = (Basket.SPENT, Kind.QUICKNESS)
    SP = (Basket.SPENT, Kind.PERCEPTION)

    @property
    def basket(self) -> Basket:
        return self.value[0]

    @property
    def kind(self) -> Kind:
        return self.value[1]

    def __str__(self) -> str:
        return f"{self.basket.value}{self.kind.value}"

    @property
    def order(self) -> int:
        return _PICK_ORDER[self]

    @classmethod
    def parse(cls, text: str) -> Pick:
        try:
            return _PICK_BY_TEXT[text]
        except KeyError:
            raise CompanionError(
                f"{text!r} is not a cube (basket f/c/s + kind b/q/p, e.g. fb, cq, sp)"
            ) from None

    @classmethod
    def of(cls, basket: Basket, kind: Kind) -> Pick:
        return _PICK_BY_TEXT[f"{basket.value}{kind.value}"]


_PICK_ORDER = {pick: index for index, pick in enumerate(Pick)}
_PICK_BY_TEXT = {str(pick): pick for pick in Pick}
SPEND_PICKS = (Pick.FB, Pick.FQ, Pick.FP, Pick.CB, Pick.CQ, Pick.CP)
FRESH_PICKS = (Pick.FB, Pick.FQ, Pick.FP)

Picks = tuple[Pick, ...]


def canonical(picks: Iterable[Pick]) -> Picks:
    """Picks in their one notation order (fb fq fp cb cq cp sb sq sp)."""
    return tuple(sorted(picks, key=lambda p: p.order))


def picks_text(picks: Sequence[Pick]) -> str:
    return " ".join(str(p) for p in picks)


@dataclass(frozen=True)
class Cost:
    """What an action costs: ``any_count`` cubes of any kind, or alternatively one cube of
    ``kind`` (Hustle: 1 Quickness or 2 any; Backtrack: 1 Quickness and no substitute)."""

    any_count: int | None
    kind: Kind | None = None

    def describe(self) -> Message:
        one = (message("LairsEnergy", "1 {kind}").format(kind=KIND_WORDS[self.kind])
               if self.kind is not None else None)
        any_ = (message("LairsEnergy", "{count} any").format(count=self.any_count)
                if self.any_count is not None else None)
        if one is not None and any_ is not None:
            return message("LairsEnergy", "{one} or {any}").format(one=one, any=any_)
        described = one if one is not None else any_
        assert described is not None, "a cost names a kind, a count or both"
        return described


CREEP_COST = Cost(1)
HUSTLE_COST = Cost(2, Kind.QUICKNESS)
BACKTRACK_COST = Cost(None, Kind.QUICKNESS)
PEER_COST = Cost(2, Kind.PERCEPTION)


@dataclass(frozen=True)
class FatigueRule:
    """A penalty, in the forms the rules name: "fatigue N cubes"; "fatigue N Fresh" (``fresh``:
    Conserved count as Fresh, any shortfall is made up with other non-Fatigued cubes of the
    player's choice); "fatigue 1 Quickness" (``kind``: only cubes of that kind, as many as are
    not Fatigued yet); "spend N cubes" (``spend``: N spends as if paying, Fresh → Spent and
    Conserved → Fresh, as many as there are)."""

    count: int
    fresh: bool
    kind: Kind | None = None
    spend: bool = False

    def describe(self) -> Message:
        if self.kind is not None:
            words = (message("LairsEnergy", "spend {count} {kind}") if self.spend else
                     message("LairsEnergy", "fatigue {count} {kind}"))
            return words.format(count=self.count, kind=KIND_WORDS[self.kind])
        if self.fresh:
            words = (message("LairsEnergy", "spend {count} Fresh cubes") if self.spend else
                     message("LairsEnergy", "fatigue {count} Fresh cubes"))
        else:
            words = (message("LairsEnergy", "spend {count} cubes") if self.spend else
                     message("LairsEnergy", "fatigue {count} cubes"))
        return words.format(count=self.count)


@dataclass(frozen=True)
class EnergyMat:
    """Counts of cubes per basket and kind; every change returns a new mat."""

    counts: tuple[int, ...]  # index: basket position * 3 + kind position

    @classmethod
    def all_in(cls, basket: Basket) -> EnergyMat:
        counts = [0] * (len(BASKETS) * len(KINDS))
        for k, kind in enumerate(KINDS):
            counts[BASKETS.index(basket) * len(KINDS) + k] = CUBES_PER_KIND[kind]
        return cls(tuple(counts))

    @classmethod
    def from_baskets(cls, baskets: dict[Basket, dict[Kind, int]]) -> EnergyMat:
        """A mat from explicit counts (tests, set-up); checks that it holds exactly the 6 cubes."""
        counts = [0] * (len(BASKETS) * len(KINDS))
        for basket, kinds in baskets.items():
            for kind, n in kinds.items():
                counts[_index(basket, kind)] = n
        mat = cls(tuple(counts))
        for kind in KINDS:
            if sum(mat.count(b, kind) for b in BASKETS) != CUBES_PER_KIND[kind] or any(
                mat.count(b, kind) < 0 for b in BASKETS
            ):
                raise CompanionError(f"a mat holds exactly {CUBES_PER_KIND[kind]} {kind.label}")
        return mat

    def count(self, basket: Basket, kind: Kind) -> int:
        return self.counts[_index(basket, kind)]

    def total(self, basket: Basket) -> int:
        start = BASKETS.index(basket) * len(KINDS)
        return sum(self.counts[start:start + len(KINDS)])

    def kinds_in(self, basket: Basket) -> Iterator[Kind]:
        """Each cube in a basket, by kind (a Basic once per Basic cube)."""
        for kind in KINDS:
            for _ in range(self.count(basket, kind)):
                yield kind

    @property
    def spend_units(self) -> int:
        """How many spends are left this turn: each Fresh cube once, each Conserved cube twice."""
        return self.total(Basket.FRESH) + 2 * self.total(Basket.CONSERVED)

    @property
    def can_spend(self) -> bool:
        return self.total(Basket.FRESH) + self.total(Basket.CONSERVED) > 0

    # --- moves ----------------------------------------------------------------------------------
    def _moved(self, moves: Iterable[tuple[Basket, Basket, Kind]]) -> EnergyMat | None:
        counts = list(self.counts)
        for source, target, kind in moves:
            i = _index(source, kind)
            if counts[i] <= 0:
                return None
            counts[i] -= 1
            counts[_index(target, kind)] += 1
        return EnergyMat(tuple(counts))

    def after_payment(self, picks: Sequence[Pick]) -> EnergyMat | None:
        """The mat after spending ``picks``, or None when they cannot be paid."""
        if any(p.basket is Basket.SPENT for p in picks):
            return None
        conserved = [(Basket.CONSERVED, Basket.FRESH, p.kind) for p in picks
                     if p.basket is Basket.CONSERVED]
        fresh = [(Basket.FRESH, Basket.SPENT, p.kind) for p in picks if p.basket is Basket.FRESH]
        return self._moved(conserved + fresh)

    def refreshed(self) -> EnergyMat:
        """Start of a turn: all Spent → Fresh, then all Fatigued → Spent; Conserved stay."""
        counts = list(self.counts)
        for kind in KINDS:
            spent, fatigued = _index(Basket.SPENT, kind), _index(Basket.FATIGUED, kind)
            counts[_index(Basket.FRESH, kind)] += counts[spent]
            counts[spent] = counts[fatigued]
            counts[fatigued] = 0
        return EnergyMat(tuple(counts))

    def after_fatigue(self, picks: Sequence[Pick]) -> EnergyMat | None:
        return self._moved((p.basket, Basket.FATIGUED, p.kind) for p in picks)

    def after_penalty(self, rule: FatigueRule, picks: Sequence[Pick]) -> EnergyMat | None:
        """The mat after meeting a penalty with ``picks`` (one of ``fatigue_choices``)."""
        return self.after_payment(picks) if rule.spend else self.after_fatigue(picks)

    def after_conserve(self, picks: Sequence[Pick]) -> EnergyMat | None:
        if any(p.basket is not Basket.FRESH for p in picks):
            return None
        return self._moved((Basket.FRESH, Basket.CONSERVED, p.kind) for p in picks)

    # --- the choices a player has ---------------------------------------------------------------
    def payments(self, cost: Cost) -> list[Picks]:
        """Every distinct way to pay a cost, in a stable order."""
        options: list[Picks] = []
        if cost.kind is not None:
            for basket in (Basket.FRESH, Basket.CONSERVED):
                if self.count(basket, cost.kind):
                    options.append((Pick.of(basket, cost.kind),))
        if cost.any_count is not None:
            for picks in self.any_payments(cost.any_count):
                if picks not in options:
                    options.append(picks)
        return options

    def any_payments(self, count: int) -> list[Picks]:
        """Every payable multiset of ``count`` spends (a Conserved cube may be named twice)."""
        return [picks for picks in self.all_payments() if len(picks) == count]

    def all_payments(self) -> tuple[Picks, ...]:
        """Every payable multiset of spends of any size, smallest first."""
        return _all_payments(self)

    def fatigue_choices(self, rule: FatigueRule) -> list[Picks]:
        """Every way to meet a penalty; with too few cubes, all that can be fatigued are."""
        if rule.spend:
            spends = min(rule.count, self.spend_units)
            return self.any_payments(spends) if spends else [()]
        if rule.kind is not None:
            own = [Pick.of(b, rule.kind) for b in (Basket.FRESH, Basket.CONSERVED, Basket.SPENT)
                   if self.count(b, rule.kind)]
            able = sum(self.count(p.basket, p.kind) for p in own)
            return self._bounded(own, min(rule.count, able))
        fresh_like = [p for p in (*FRESH_PICKS, Pick.CB, Pick.CQ, Pick.CP)
                      if self.count(p.basket, p.kind)]
        spent = [p for p in (Pick.SB, Pick.SQ, Pick.SP) if self.count(p.basket, p.kind)]
        available = self.total(Basket.FRESH) + self.total(Basket.CONSERVED)
        if rule.fresh:
            from_fresh = min(rule.count, available)
            rest = min(rule.count - from_fresh, self.total(Basket.SPENT))
            firsts = self._bounded(fresh_like, from_fresh)
            seconds = self._bounded(spent, rest)
            return [canonical(a + b) for a in firsts for b in seconds]
        total = min(rule.count, available + self.total(Basket.SPENT))
        return self._bounded(fresh_like + spent, total)

    def conserve_choices(self) -> list[Picks]:
        room = min(CONSERVE_LIMIT, CONSERVED_SLOTS - self.total(Basket.CONSERVED))
        fresh = [p for p in FRESH_PICKS if self.count(p.basket, p.kind)]
        choices: list[Picks] = []
        for n in range(max(room, 0) + 1):
            choices.extend(self._bounded(fresh, n))
        return choices

    def _bounded(self, picks: Sequence[Pick], n: int) -> list[Picks]:
        """Multisets of ``n`` picks, each pick used at most as often as the mat allows."""
        return [
            combo for combo in combinations_with_replacement(picks, n)
            if all(combo.count(p) <= self.count(p.basket, p.kind) for p in set(combo))
        ]

    def to_json(self) -> dict[str, dict[str, int]]:
        return {
            basket.name.lower(): {kind.name.lower(): self.count(basket, kind) for kind in KINDS}
            for basket in BASKETS
        }


@cache
def _all_payments(mat: EnergyMat) -> tuple[Picks, ...]:
    # Built from counts per kind rather than by filtering all multisets: a player with Conserved
    # cubes has up to 9 spends, Check offers every size, and bots ask at every decision.
    per_kind: list[list[Picks]] = []
    for kind in KINDS:
        fresh, conserved = mat.count(Basket.FRESH, kind), mat.count(Basket.CONSERVED, kind)
        per_kind.append([
            (Pick.of(Basket.FRESH, kind),) * f + (Pick.of(Basket.CONSERVED, kind),) * c
            for c in range(conserved + 1) for f in range(fresh + c + 1)
        ])
    options = [canonical(a + b + c) for a in per_kind[0] for b in per_kind[1] for c in per_kind[2]]
    options.sort(key=lambda picks: (len(picks), [p.order for p in picks]))
    return tuple(options)


_INDEX = {(basket, kind): b * len(KINDS) + k
          for b, basket in enumerate(BASKETS) for k, kind in enumerate(KINDS)}


def _index(basket: Basket, kind: Kind) -> int:
    return _INDEX[basket, kind]


START_MAT = EnergyMat.all_in(Basket.SPENT)  # so the first refresh makes every cube Fresh
