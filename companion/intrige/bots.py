"""Intrige bots: ``random``, ``heuristic``, and the search seams (rollout, evaluation, bribe
candidates, the default move); the sampler is ``companion.intrige.sampler``.

The heuristic values a suite by the income it brings over the collections left (one a round,
and the final one), bribes a share of what is at stake (more when rivals apply for the same
profession), in proportion to what it can afford. As landlord it takes the best offer, weighed
against the payer's lead (income handed to the leader is income against itself) and their word
(a landlord who gave this bot the suites it asked for is repaid in kind). It sends scholars where
a good suite is free and its profession is not yet there nor waiting.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from companion.core.bots import Bot, RandomBot
from companion.intrige import actions as A
from companion.intrige.actions import (
    MIN_BRIBE,
    ROUNDS,
    SUITES,
    Bribe,
    Island,
    Place,
    Send,
    owner_of,
    profession_of,
)
from companion.intrige.position import money_from_log
from companion.intrige.state import IntrigeView

EMPTY = -1
BRIBE_SHARE = 0.3  # of the income at stake, before rivals
RIVAL_RAISE = 0.35  # more per rival applicant of the same profession
SPEND_LIMIT = 0.45  # of its money a bot puts into one bribe
LEAD_WEIGHT = 0.5  # how much a payer's lead counts against their offer
EVALUATION_SCALE = 12_000.0  # ducats of standing that make a clear favourite


def collections_left(round_: int, landlord: int, owner: int, start: int, n: int) -> int:
    """How many more times ``owner`` collects income: their turns left plus the final one."""
    turns_done = (owner - start) % n <= (landlord - start) % n  # this round's is collected
    later = ROUNDS - round_ + (0 if turns_done else 1)
    return later + 1


class Table:
    """What the heuristic reads, from a view (the bot) or a state (the search's rollouts)."""

    def __init__(self, source: Any, money: Sequence[int], me: int) -> None:
        self.me = me
        self.n = len(money)
        self.money = money
        self.round = source.round
        self.start = source.start
        self.landlord = source.landlord
        self.castles = source.castles
        self.waiting = source.waiting
        self.supply = source.supply
        self._standings: list[float] | None = None  # computed once, on the first lead asked

    def worth(self, suite: int, owner: int) -> float:
        return suite * collections_left(self.round, self.landlord, owner, self.start, self.n)

    def income(self, seat: int) -> int:
        return sum(SUITES[i] for c, castle in enumerate(self.castles) if c != seat
                   for i, code in enumerate(castle) if code != EMPTY and owner_of(code) == seat)

    def standing(self, seat: int) -> float:
        """Money plus the income its suites will still bring."""
        left = collections_left(self.round, self.landlord, seat, self.start, self.n)
        return self.money[seat] + self.income(seat) * left

    def lead(self, seat: int) -> float:
        """How far ahead of the others' average ``seat`` stands (negative: behind)."""
        if self._standings is None:
            self._standings = [self.standing(s) for s in range(self.n)]
        standings = self._standings
        return standings[seat] - (sum(standings) - standings[seat]) / (self.n - 1)


def choose(table: Table, legal: Sequence[Any], rng: random.Random,
           applicants: Sequence[Any], incumbent: Any, trust: Sequence[float] | None = None
           ) -> Any:
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if first.__class__ is Bribe:
        return _bribe(table, legal, applicants, incumbent, rng)
    if first.__class__ is Send:
        return _send(table, legal, rng)
    return _decide(table, legal, applicants, incumbent, trust)


def _bribe(table: Table, legal: Sequence[Any], applicants: Sequence[Any], incumbent: Any,
           rng: random.Random) -> Any:
    me = table.me
    castle = table.castles[table.landlord]
    requests = sorted({a.request for a in legal if a.request is not None}, reverse=True)
    paying = incumbent if incumbent is not None and incumbent.bribe < 0 else next(
        e for e in applicants if e.bribe < 0)
    profession = profession_of(paying.scholar)
    rivals = sum(1 for e in applicants if profession_of(e.scholar) == profession) - (
        0 if incumbent is not None else 1)
    if incumbent is not None:
        suite = next(SUITES[i] for i, c in enumerate(castle) if c == incumbent.scholar)
        request = None
    else:
        free = [SUITES[i] for i, c in enumerate(castle) if c == EMPTY]
        # Ask for the best suite; a lone calm applicant may land in a poorer one, value the mean.
        request = requests[0] if requests else None
        suite = sum(free) / len(free) if rivals == 0 else max(free)
    stake = table.worth(int(suite), me) * BRIBE_SHARE * (1 + RIVAL_RAISE * rivals)
    if rivals == 0 and incumbent is None:
        stake *= 0.4  # admitted anyway: the bribe only sways the suite
    cap = table.money[me] * SPEND_LIMIT
    want = min(stake, cap) * rng.uniform(0.8, 1.2)
    amount = max(MIN_BRIBE, int(want / MIN_BRIBE) * MIN_BRIBE)
    amounts = sorted({a.amount for a in legal})
    amount = min(amounts, key=lambda x: abs(x - amount))
    return next((a for a in legal if a.amount == amount and a.request == request),
                next(a for a in legal if a.amount == amount))


def _offer(table: Table, entry: Any, trust: Sequence[float] | None) -> float:
    """What an applicant's bribe is worth to the landlord, the payer's lead and word weighed."""
    owner = owner_of(entry.scholar)
    value = entry.bribe - LEAD_WEIGHT * max(0.0, table.lead(owner)) / ROUNDS
    if trust is not None:
        value += 2000 * trust[owner]
    return value


def _decide(table: Table, legal: Sequence[Any], applicants: Sequence[Any], incumbent: Any,
            trust: Sequence[float] | None) -> Any:
    places = [a for a in legal if a.__class__ is Place]
    island = next((a for a in legal if a.__class__ is Island), None)
    entry = next(e for e in applicants if e.scholar == places[0].scholar)
    if incumbent is not None:  # internal: oust only for a better offer
        return places[0] if island is None or _offer(table, entry, trust) > _offer(
            table, incumbent, trust) + MIN_BRIBE else island
    if island is not None:
        group = [e for e in applicants if profession_of(e.scholar) == profession_of(entry.scholar)]
        best = max(group, key=lambda e: _offer(table, e, trust))
        if best is not entry:
            return island
    owner = owner_of(entry.scholar)
    # Give the suite asked for to those who pay well or keep their word; the leader gets the worst.
    suites = [a.suite for a in places]
    if entry.request in suites and (entry.bribe >= entry.request * 0.6 or (
            trust is not None and trust[owner] > 0.5)) and table.lead(owner) <= 0:
        return next(a for a in places if a.suite == entry.request)
    return min(places, key=lambda a: a.suite)


def _send(table: Table, legal: Sequence[Any], rng: random.Random) -> Any:
    def score(action: Send) -> float:
        castle = table.castles[action.castle]
        present = {profession_of(c) for c in castle if c != EMPTY}
        waiting = [profession_of(c) for c in table.waiting[action.castle]]
        free = [SUITES[i] for i, c in enumerate(castle) if c == EMPTY]
        if action.profession in present:
            held = next(SUITES[i] for i, c in enumerate(castle) if c != EMPTY
                        and profession_of(c) == action.profession)
            value = 0.3 * held
        elif free:
            value = sum(free) / len(free)
            if action.profession in waiting:
                value *= 0.4
        else:
            value = 0.0
        # Keep a spread of professions for later rounds.
        value *= 0.8 + 0.2 * table.supply[table.me][action.profession]
        return value * rng.uniform(0.85, 1.15) - 0.2 * max(0.0, table.lead(action.castle)) / 10
    return max(legal, key=score)


def word_kept(view: IntrigeView) -> list[float]:
    """Per landlord, how far they gave the viewer's scholars the suites its bribes asked for
    (+1 kept every time, -1 broke every time, 0 no dealings). A placement is matched with the
    turn's requests as a player remembers them: the suite asked for, else the oldest request."""
    me = view.player
    kept = [0] * view.players
    asked = [0] * view.players
    landlord = -1
    requests: list[int] = []
    for entry in view.log:
        cls = entry.__class__
        if cls is A.Turn:
            landlord, requests = entry.seat, []
        elif cls is Bribe and entry.seat == me and entry.request is not None:
            requests.append(entry.request)
        elif cls is Place and owner_of(entry.scholar) == me and requests:
            asked[landlord] += 1
            if entry.suite in requests:
                kept[landlord] += 1
                requests.remove(entry.suite)
            else:
                kept[landlord] -= 1
                requests.pop(0)
    return [k / a if a else 0.0 for k, a in zip(kept, asked, strict=True)]


class HeuristicBot:
    name: ClassVar[str] = "heuristic"
    wants_view: ClassVar[bool] = True

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: IntrigeView, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        assert view.player is not None
        table = Table(view, money_from_log(view.opening, view.log), view.player)
        return choose(table, legal, self.rng, view.applicants, view.incumbent, word_kept(view))


def rollout_action(state: Any, rng: random.Random) -> Any:
    """The heuristic on the state, without reading the log (the search's fast policy)."""
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if legal[0].__class__ is Send and rng.random() < 0.2:
        return legal[int(rng.random() * len(legal))]
    table = Table(state, state.money, state.to_move)
    return choose(table, legal, rng, state.applicants, state.incumbent)


def evaluate(state: Any) -> list[float]:
    """Each seat's chance to win a rollout cut short, from its standing (money plus the income
    its suites still bring): a soft maximum, about one good suite's income per step."""
    table = Table(state, state.money, 0)
    standings = [table.standing(s) for s in range(table.n)]
    top = max(standings)
    weights = [math.exp((x - top) / EVALUATION_SCALE) for x in standings]
    total = sum(weights)
    return [w / total for w in weights]


def candidates(state: Any, legal: Sequence[Any]) -> Sequence[Any]:
    """Bribes worth searching: a few amounts (the policy's, the minimum, half, double and a
    bold one), each with no request and the best free suite; other decisions are few."""
    if legal[0].__class__ is not Bribe or len(legal) <= 6:
        return legal
    policy = rollout_action(state, random.Random(len(state.history)))
    amounts = sorted({a.amount for a in legal})
    top = amounts[-1]
    wanted = {MIN_BRIBE, policy.amount, policy.amount // 2, policy.amount * 2, top // 3}
    chosen = {min(amounts, key=lambda x, w=w: abs(x - w)) for w in wanted}
    best = max((a.request for a in legal if a.request is not None), default=None)
    return [a for a in legal if a.amount in chosen and a.request in (None, best)]


def default(view: IntrigeView, legal: Sequence[Any]) -> Any:
    """The heuristic's choice stands unless the search finds one clearly better."""
    return HeuristicBot(len(view.log)).choose(view, legal)


BOTS: dict[str, Callable[..., Bot]] = {"random": RandomBot, "heuristic": HeuristicBot}
