"""The Intrige state machine: a landlord's turn is income, admission in stages, then sending.

Admission works stage by stage on the applicants waiting at the landlord's castle: first every
applicant without a conflict (``calm``), then every external conflict together (``external``),
then each internal conflict alone, in increasing order of the contested suite's value
(``internal``). A stage opens with its bribes, one per applicant (in an internal conflict the
incumbent's owner first, then clockwise on from them, as the seed's example has it),
clockwise from the landlord's left; a player with several applicants in a stage pays for
them in profession order. Then the landlord decides applicant by applicant:

- ``calm``: each applicant is placed in a free suite of the landlord's choice, in bribe order;
- ``external``: group by group (profession order), applicant by applicant in bribe order: placed
  (the rest of the group then goes to the Island at once) or sent to the Island (the last one
  left must be placed);
- ``internal``: applicant by applicant: placed in the contested suite (the incumbent and the
  rest go to the Island) or sent to the Island; when all are sent away the incumbent stays.

Deciding one applicant at a time lets the landlord reach every outcome the rules allow while
each decision stays small (a bot's search branches over a few choices, not over assignments).

Decisions where the rules are silent (what an Intrige player expects):
- twins (two scholars of one owner and profession) are interchangeable: the notation names a
  scholar by owner and profession, the state machine knows which twin is being decided;
- a bribe may name a free suite in the ``calm`` and ``external`` stages; in an internal conflict
  the suite is the contested one, so a bribe names none;
- ``binding-promises``: an admitted scholar whose bribe named a suite goes there if that suite
  is still free when the scholar is placed (placements follow the order above, so the earlier
  bribe's request wins when two asked for the same suite);
- ``refund``: the landlord pays back the bribes of scholars sent to the Island (ousted
  incumbents included) at once; a bribe the bank paid goes back to the bank;
- the final income is paid clockwise from the starting player; ties for the most money share
  the victory;
- the sending step ends early when the landlord's supply is empty (only an explicit set-up can
  leave a landlord short of two scholars).
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from companion.core.protocol import GameSetup, GameState, Result
from companion.intrige import actions as A
from companion.intrige.actions import (
    MIN_BRIBE,
    PROFESSIONS,
    ROUNDS,
    SUITE_INDEX,
    SUITES,
    Bribe,
    Island,
    Place,
    Send,
    owner_of,
    profession_of,
    scholar_name,
    seat_name,
)
from companion.intrige.position import load_position, load_setup, position_of
from companion.intrige.setup import IntrigeConfig
from companion.intrige.stages import (
    CALM,
    EMPTY,
    EXTERNAL,
    INTERNAL,
    STAGE_NAMES,
    Applicant,
    Entry,
    next_payer,
)

# Suite indices by increasing value: the order internal conflicts are handled in.
_BY_VALUE = sorted(range(len(SUITES)), key=SUITES.__getitem__)


@dataclass(frozen=True)
class IntrigeView:
    """What one player may know: everything on the table and in the log, their own money only
    (``money`` is ``None`` in the public view). Every ducat that moves is announced at the
    table (income, open bribes, refunds), so ``opening`` and ``log`` tell every purse to whoever
    keeps count: the sampler does."""

    player: int | None
    players: int
    variants: frozenset[str]
    round: int
    turns: int
    start: int
    landlord: int
    to_move: int | None
    phase: str  # "bribe", "place", "send" or "over"
    money: int | None
    opening: tuple[int, ...]
    supply: tuple[tuple[int, ...], ...]  # per seat, scholars left per profession
    castles: tuple[tuple[int, ...], ...]  # per seat, per suite index: a scholar or -1
    waiting: tuple[tuple[int, ...], ...]
    island: tuple[int, ...]
    stage: str | None
    contested: int | None  # the suite value of the internal conflict in hand
    incumbent: Applicant | None
    applicants: tuple[Applicant, ...]
    sent: tuple[int, ...]  # castles the landlord sent to this turn
    log: tuple[Any, ...]
    final_money: tuple[int, ...] | None  # shown once the game is over

    def bribe_due(self) -> Applicant | None:
        """The slot whose bribe is paid next, or None."""
        return next_payer(self.incumbent, self.applicants)


class IntrigeState(GameState[A.IntrigeAction, IntrigeView]):
    def __init__(self, setup: GameSetup, position: Mapping[str, Any] | None = None) -> None:
        super().__init__(setup)
        self.config = IntrigeConfig.from_setup(setup)
        n = self.n = setup.players
        # Every field is set by the loaders below (see companion.intrige.position).
        self.round = 1
        self.start = 0
        self.landlord = 0
        self.over = False
        self.money = [0] * n
        self.opening = [0] * n
        self.supply: list[list[int]] = []
        self.castles: list[list[int]] = []
        self.waiting: list[list[int]] = []
        self.island: list[int] = []
        self.stage = EMPTY
        self.contested = EMPTY  # suite index
        self.incumbent: Entry | None = None
        self.applicants: list[Entry] = []
        self.sent: list[int] = []
        self.history: list[Any] = []
        self.turns = 0
        if position is None:
            load_setup(self, setup.options)
            self._begin_turn()
        else:
            load_position(self, position)
            if self.stage == EMPTY and not self.over and not self._can_send():
                self._end_turn()

    # --- who decides --------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        if self.over:
            return "over"
        if self.stage == EMPTY:
            return "send"
        return "bribe" if self._payer_entry() is not None else "place"

    def _payer_entry(self) -> Entry | None:
        return next_payer(self.incumbent, self.applicants)

    @property
    def to_move(self) -> int | None:
        if self.over:
            return None
        entry = self._payer_entry() if self.stage != EMPTY else None
        return self.landlord if entry is None else owner_of(entry.scholar)

    def current_applicant(self) -> Entry:
        """The applicant the landlord decides now (placement phase only)."""
        if self.stage == EXTERNAL:
            # Group by group in profession order; bribe order within a group (sorted is stable).
            return min(self.applicants, key=lambda e: profession_of(e.scholar))
        return self.applicants[0]

    # --- the end --------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.over

    @property
    def turn(self) -> int:
        return self.turns

    def result(self) -> Result:
        best = max(self.money)
        return Result(frozenset(s for s, m in enumerate(self.money) if m == best),
                      tuple(float(m) for m in self.money))

    # --- legal actions --------------------------------------------------------------------
    def free_suites(self) -> list[int]:
        """The values of the landlord's free suites, in the castle's order."""
        return [SUITES[i] for i, s in enumerate(self.castles[self.landlord]) if s == EMPTY]

    def _legal_actions(self) -> Sequence[A.IntrigeAction]:
        phase = self.phase
        landlord = self.landlord
        if phase == "bribe":
            entry = self._payer_entry()
            assert entry is not None
            seat = owner_of(entry.scholar)
            free = () if self.stage == INTERNAL else tuple(self.free_suites())
            return _bribes(seat, self.money[seat], free)
        if phase == "place":
            entry = self.current_applicant()
            code = entry.scholar
            if self.stage == INTERNAL:
                return [Place(landlord, code, SUITES[self.contested]), Island(landlord, code)]
            options = [Place(landlord, code, s) for s in self.allowed_suites(entry)]
            if self.stage == EXTERNAL and self._group_size(code) > 1:
                options.append(Island(landlord, code))
            return options
        supply = self.supply[landlord]
        return [Send(landlord, p, c) for p in range(len(PROFESSIONS)) if supply[p]
                for c in range(self.n)
                if c != landlord and not (self.config.different_castles and c in self.sent)]

    def allowed_suites(self, entry: Entry) -> list[int]:
        free = self.free_suites()
        if self.config.binding_promises and entry.request in free:
            return [entry.request]
        return free

    def _group_size(self, code: int) -> int:
        profession = profession_of(code)
        return sum(1 for e in self.applicants if profession_of(e.scholar) == profession)

    def _explain_illegal(self, action: Any) -> str:
        from companion.intrige.explain import why_not

        return why_not(self, action)

    # --- carrying out ---------------------------------------------------------------------
    def _apply(self, action: A.IntrigeAction) -> None:
        self.history.append(action)
        cls = action.__class__
        if cls is Bribe:
            self._bribe(action)  # type: ignore[arg-type]
        elif cls is Place:
            self._place(action.suite)  # type: ignore[union-attr]
        elif cls is Island:
            self._island()
        else:
            self._send(action)  # type: ignore[arg-type]

    def _bribe(self, action: Bribe) -> None:
        entry = self._payer_entry()
        assert entry is not None
        seat = action.seat
        entry.bribe, entry.request = action.amount, action.request
        if self.money[seat] < MIN_BRIBE:
            entry.bank = True
            self.history.append(A.BankPays(seat))
        else:
            self.money[seat] -= action.amount
        self.money[self.landlord] += action.amount

    def _to_island(self, entry: Entry) -> None:
        """An applicant (or ousted incumbent) leaves for good; with ``refund`` its bribe is paid
        back."""
        self.island.append(entry.scholar)
        if self.config.refund:
            back = -1 if entry.bank else owner_of(entry.scholar)
            self.money[self.landlord] -= entry.bribe
            if back >= 0:
                self.money[back] += entry.bribe
            self.history.append(A.Refund(self.landlord, back, entry.bribe))

    def _place(self, suite: int) -> None:
        entry = self.current_applicant()
        self.applicants.remove(entry)
        index = SUITE_INDEX[suite]
        castle = self.castles[self.landlord]
        if self.stage == INTERNAL:
            assert self.incumbent is not None
            self.history.append(A.ToIsland(self.incumbent.scholar))
            self._to_island(self.incumbent)
            self.incumbent = None
            self._dismiss(list(self.applicants))
        elif self.stage == EXTERNAL:
            profession = profession_of(entry.scholar)
            self._dismiss([e for e in self.applicants if profession_of(e.scholar) == profession])
        castle[index] = entry.scholar
        self._stage_done()

    def _dismiss(self, entries: list[Entry]) -> None:
        for other in entries:
            self.applicants.remove(other)
            self.history.append(A.ToIsland(other.scholar))
            self._to_island(other)

    def _island(self) -> None:
        entry = self.current_applicant()
        self.applicants.remove(entry)
        self._to_island(entry)
        self._stage_done()

    def _stage_done(self) -> None:
        if self.applicants:
            return
        self.incumbent = None  # all applicants sent away: the incumbent stays
        self.stage = self.contested = EMPTY
        self._proceed()

    def _send(self, action: Send) -> None:
        self.supply[self.landlord][action.profession] -= 1
        self.waiting[action.castle].append(A.scholar(self.landlord, action.profession))
        self.sent.append(action.castle)
        if not self._can_send():
            self._end_turn()

    # --- the course of a turn -------------------------------------------------------------
    def income_of(self, seat: int) -> int:
        return sum(SUITES[i] for c, castle in enumerate(self.castles) if c != seat
                   for i, code in enumerate(castle) if code != EMPTY and owner_of(code) == seat)

    def _pay_income(self, seat: int) -> None:
        amount = self.income_of(seat)
        self.money[seat] += amount
        self.history.append(A.Income(seat, amount))

    def _begin_turn(self) -> None:
        self.history.append(A.Turn(self.landlord))
        if self.round > 1:  # round 1: nobody holds a suite yet, the step is skipped
            self._pay_income(self.landlord)
        self._proceed()

    def _proceed(self) -> None:
        """After income or a finished stage: open the next stage, or go on to sending."""
        if self._open_stage():
            return
        if not self._can_send():
            self._end_turn()

    def _can_send(self) -> bool:
        return self.round < ROUNDS and len(self.sent) < 2 and any(self.supply[self.landlord])

    def _bribe_order(self, codes: list[int], first: int) -> list[int]:
        """Clockwise from seat ``first``; one owner's applicants in profession order."""
        n = self.n
        return sorted(codes, key=lambda c: ((owner_of(c) - first) % n, profession_of(c)))

    def _open_stage(self) -> bool:
        waiting = self.waiting[self.landlord]
        if not waiting:
            return False
        castle = self.castles[self.landlord]
        present = {profession_of(c) for c in castle if c != EMPTY}
        counts = [0] * len(PROFESSIONS)
        for code in waiting:
            counts[profession_of(code)] += 1
        calm = [c for c in waiting if profession_of(c) not in present
                and counts[profession_of(c)] == 1]
        first = (self.landlord + 1) % self.n
        if calm:
            stage, chosen = CALM, calm
        elif any(profession_of(c) not in present for c in waiting):
            stage, chosen = EXTERNAL, [c for c in waiting if profession_of(c) not in present]
        else:
            index = next(i for i in _BY_VALUE
                         if castle[i] != EMPTY and counts[profession_of(castle[i])])
            stage, self.contested = INTERNAL, index
            self.incumbent = Entry(castle[index])
            # The seed's example: the incumbent's owner pays first (for an applicant of theirs
            # too), then clockwise on from them (purple, then red, green, blue at yellow's).
            first = owner_of(castle[index])
            chosen = [c for c in waiting if profession_of(c) == profession_of(castle[index])]
        for code in chosen:
            waiting.remove(code)
        self.stage = stage
        self.applicants = [Entry(c) for c in self._bribe_order(chosen, first)]
        return True

    def _end_turn(self) -> None:
        while True:
            self.turns += 1
            self.sent = []
            self.landlord = (self.landlord + 1) % self.n
            if self.landlord == self.start:
                self.round += 1
                if self.round > ROUNDS:
                    self.round = ROUNDS
                    for i in range(self.n):  # the final income, once more for everyone
                        self._pay_income((self.start + i) % self.n)
                    self.over = True
                    return
            self.history.append(A.Turn(self.landlord))
            if self.round > 1:
                self._pay_income(self.landlord)
            if self._open_stage() or self._can_send():
                return

    # --- information ----------------------------------------------------------------------
    def view(self, player: int | None) -> IntrigeView:
        incumbent = self.incumbent
        return IntrigeView(
            player=player,
            players=self.n,
            variants=self.config.variants,
            round=self.round,
            turns=self.turns,
            start=self.start,
            landlord=self.landlord,
            to_move=self.to_move,
            phase=self.phase,
            money=None if player is None else self.money[player],
            opening=tuple(self.opening),
            supply=tuple(map(tuple, self.supply)),
            castles=tuple(map(tuple, self.castles)),
            waiting=tuple(map(tuple, self.waiting)),
            island=tuple(self.island),
            stage=STAGE_NAMES[self.stage] if self.stage != EMPTY else None,
            contested=SUITES[self.contested] if self.contested != EMPTY else None,
            incumbent=None if incumbent is None else incumbent.frozen(),
            applicants=tuple(e.frozen() for e in self.applicants),
            sent=tuple(self.sent),
            log=tuple(self.history),
            final_money=tuple(self.money) if self.over else None,
        )

    def information_key(self, player: int) -> Hashable:
        # Every purse follows from the public log, so the player tells two states apart by the
        # table alone: no log needed, money stands for it.
        return (self.round, self.landlord, self.stage, self.contested, tuple(self.money),
                tuple(map(tuple, self.supply)), tuple(map(tuple, self.castles)),
                tuple(map(tuple, self.waiting)), tuple(self.sent),
                None if self.incumbent is None else self.incumbent.bribe,
                tuple((e.scholar, e.bribe, e.request) for e in self.applicants))

    def summary(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "landlord": seat_name(self.landlord),
            "castles": [{str(SUITES[i]): scholar_name(c) for i, c in enumerate(castle)
                         if c != EMPTY} for castle in self.castles],
            "island": [scholar_name(c) for c in self.island],
            "money": list(self.money) if self.over else None,
        }

    def position(self) -> dict[str, Any]:
        return position_of(self)


# Per payer and free suites, the bribes in increasing amounts, grown as purses grow.
_BRIBES: dict[tuple[int, tuple[int, ...]], list[Bribe]] = {}


def _bribes(seat: int, money: int, free: tuple[int, ...]) -> tuple[Bribe, ...]:
    """Every bribe ``seat`` may offer: each multiple of 1000 it can pay (the minimum when it has
    nothing), with no request or a free suite. Built once (the search asks very often)."""
    made = _BRIBES.setdefault((seat, free), [])
    count = max(1, money // MIN_BRIBE) * (len(free) + 1)
    amount = len(made) // (len(free) + 1) * MIN_BRIBE
    while len(made) < count:
        amount += MIN_BRIBE
        made += [Bribe(seat, amount, r) for r in (None, *free)]
    return tuple(made[:count])


def new_game(setup: GameSetup) -> IntrigeState:
    return IntrigeState(setup)


def from_position(setup: GameSetup, position: Mapping[str, Any]) -> IntrigeState:
    return IntrigeState(setup, position)
