"""The landlord's helper: a game of Intrige played with the real box, recorded as play goes.

The helper is a frozen value: the table (the players clockwise with their castles' colours,
the variants, the starting player) and the decisions taken so far (``moves``, in the rules
package's own actions: sends, bribes, placements, Island). ``record`` returns the helper one
decision later, so an undo history is a list of values and undo is exact and cheap.

Every question is asked of an ``IntrigeState`` replayed from those moves — whose turn it is,
the income due, the admission stages (no conflict, external, internal by suite value) with the
bribe order of each, what is allowed now and why something is not — so the helper restates no
rule. Money is private: nothing here reports a purse except ``ledger(seat)``, which the window
shows only when that player asks.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from companion.core.errors import CompanionError
from companion.core.messages import Message, message
from companion.core.protocol import GameSetup, Result
from companion.intrige import actions as A
from companion.intrige.actions import (
    MIN_BRIBE,
    PROFESSIONS,
    ROUNDS,
    SUITES,
    Bribe,
    IntrigeAction,
    owner_of,
)
from companion.intrige.explain import PROFESSION_WORDS
from companion.intrige.position import money_movements
from companion.intrige.setup import MAX_PLAYERS, MIN_PLAYERS, IntrigeConfig
from companion.intrige.stages import Applicant
from companion.intrige.state import IntrigeState, IntrigeView

_SCHOLAR = re.compile(rf"p([1-9]) ({'|'.join(PROFESSIONS)})")
_SEAT = re.compile(r"p([1-9])")

# The castles in the box, in the order the rules' examples seat them.
COLOURS = ("red", "yellow", "green", "blue", "purple")
NAME_LIMIT = 40

# Lines of a player's ledger.
INCOME, FINAL_INCOME, BRIBE_PAID, BRIBE_RECEIVED, BANK_PAID, REFUND_PAID, REFUND_RECEIVED = (
    "income", "final income", "bribe paid", "bribe received", "bank paid", "refund paid",
    "refund received")

# What the table should remember this turn (the window words them).
ROUND_ONE, LAST_ROUND, SAME_CASTLE, DIFFERENT_CASTLES, REFUND, BINDING = (
    "round one", "last round", "same castle", "different castles", "refund", "binding")


@dataclass(frozen=True)
class Player:
    name: str
    colour: str  # one of COLOURS: the castle and scholars this player has in front of them


@dataclass(frozen=True)
class Suite:
    """A suite held by a player's scholar: the castle (its owner's seat), value and scholar."""

    castle: int
    value: int
    scholar: int


@dataclass(frozen=True)
class IncomeDue:
    """What a player collects from the bank: the value of every suite their scholars hold."""

    total: int
    suites: tuple[Suite, ...]


@dataclass(frozen=True)
class Stage:
    """One stage of the landlord's admission, its bribe slots in the order they are paid."""

    kind: str  # "calm" (no conflict), "external" or "internal"
    suite: int | None  # the contested suite's value (internal conflicts)
    incumbent: Applicant | None  # internal: the scholar holding the suite, who bribes first
    applicants: tuple[Applicant, ...]  # in bribe order (clockwise from the landlord's left)
    current: bool  # the stage in hand, or one still to come this turn

    @property
    def slots(self) -> tuple[Applicant, ...]:
        return ((self.incumbent,) if self.incumbent is not None else ()) + self.applicants

    @property
    def bribe_order(self) -> tuple[int, ...]:
        """The seats that pay, one bribe per slot, in order."""
        return tuple(owner_of(slot.scholar) for slot in self.slots)


@dataclass(frozen=True)
class LedgerLine:
    round: int  # 0 for the final income after the last round
    kind: str  # INCOME, BRIBE_PAID, ...
    amount: int  # ducats gained (+) or lost (-)
    other: int = -1  # the other player (the landlord paid, the payer...); -1: the bank


@dataclass(frozen=True)
class Ledger:
    """One player's private money: where every ducat came from and went."""

    opening: int
    lines: tuple[LedgerLine, ...]
    balance: int


@dataclass(frozen=True)
class LandlordHelper:
    players: tuple[Player, ...]
    variants: frozenset[str] = frozenset()
    start: int = 0
    moves: tuple[IntrigeAction, ...] = ()
    # Built once per value from the moves (never part of equality).
    _state: IntrigeState = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        n = len(self.players)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise CompanionError(message("IntrigeHelper", "Intrige is played by {least}–{most} "
                                         "players, not {players}").format(
                least=MIN_PLAYERS, most=MAX_PLAYERS, players=n))
        names = [p.name.strip() for p in self.players]
        if any(not name for name in names) or len(set(names)) != n:
            raise CompanionError(message("IntrigeHelper", "every player needs a distinct, "
                                         "non-empty name"))
        if any(len(name) > NAME_LIMIT for name in names):
            raise CompanionError(message("IntrigeHelper", "a name has at most {limit} characters"
                                         ).format(limit=NAME_LIMIT))
        colours = [p.colour for p in self.players]
        if any(c not in COLOURS for c in colours) or len(set(colours)) != n:
            raise CompanionError(message("IntrigeHelper", "every player needs a castle of their "
                                         "own colour ({colours})").format(
                colours=", ".join(COLOURS)))
        if not 0 <= self.start < n:
            raise CompanionError(message("IntrigeHelper", "the starting player must be one of the "
                                         "{players} players").format(players=n))
        state = IntrigeState(GameSetup(n, 0, self.variants, {"start": self.start}))
        for index, move in enumerate(self.moves):
            reason = state.why_illegal(move)
            if reason is not None:
                raise Refusal(self._named(reason), index)
            state.apply(move)
        object.__setattr__(self, "_state", state)

    # --- editing ------------------------------------------------------------------------------
    def record(self, action: IntrigeAction) -> LandlordHelper:
        """The helper after one more decision; a refused one raises ``Refusal`` saying why."""
        reason = self.why_not(action)
        if reason is not None:
            raise Refusal(reason)
        return LandlordHelper(self.players, self.variants, self.start, (*self.moves, action))

    # --- the table ------------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    @cached_property
    def table(self) -> IntrigeView:
        """What everyone at the table sees (no purse)."""
        return self._state.view(None)

    @property
    def config(self) -> IntrigeConfig:
        return self._state.config

    @property
    def over(self) -> bool:
        return self._state.is_over()

    def name(self, seat: int) -> str:
        return self.players[seat].name

    # --- what now ---------------------------------------------------------------------------
    def income(self, seat: int) -> IncomeDue:
        """The income ``seat`` collects: every suite their scholars hold in other castles."""
        suites = tuple(Suite(c, SUITES[i], code) for c, castle in enumerate(self.table.castles)
                       for i, code in enumerate(castle)
                       if code >= 0 and owner_of(code) == seat)
        return IncomeDue(self._state.income_of(seat), suites)

    def collected(self) -> int | None:
        """The income the landlord collected at the start of this turn (None: none is due,
        as in round 1)."""
        log = self.table.log
        turn = max(i for i, entry in enumerate(log) if isinstance(entry, A.Turn))
        return next((e.amount for e in log[turn:] if isinstance(e, A.Income)), None)

    @cached_property
    def stages(self) -> tuple[Stage, ...]:
        """The admission stages of this turn still to be handled, the one in hand first.

        The later stages are found by playing the turn on to its end on a copy of the state
        (minimum bribes, the first allowed decision): which applicants meet in which conflict,
        and the order they bribe in, never depends on the decisions taken before."""
        view = self.table
        if view.stage is None:
            return ()
        found = [Stage(view.stage, view.contested, view.incumbent, view.applicants, True)]
        ahead = self._state.clone()
        assert isinstance(ahead, IntrigeState)
        turns = ahead.turns
        while not ahead.is_over() and ahead.turns == turns and ahead.phase != "send":
            seat = ahead.to_move
            assert seat is not None
            ahead.apply(Bribe(seat, MIN_BRIBE) if ahead.phase == "bribe"
                        else ahead.legal_actions()[0])
            later = ahead.view(None)
            if (ahead.turns == turns and later.stage is not None
                    and all(s.bribe < 0 for s in later.applicants)
                    and (later.incumbent is None or later.incumbent.bribe < 0)):
                found.append(Stage(later.stage, later.contested, later.incumbent,
                                   later.applicants, False))
        return tuple(found)

    def legal(self) -> tuple[IntrigeAction, ...]:
        return self._state.legal_actions()

    def why_not(self, action: IntrigeAction) -> str | None:
        """Why ``action`` is not allowed now (None when it is), in the players' names.

        A bribe beyond the payer's purse is refused without saying how much they have: money
        is private."""
        reason = self._state.why_illegal(action)
        if reason is None:
            return None
        state = self._state
        if (isinstance(action, Bribe) and state.phase == "bribe" and action.seat == state.to_move
                and action.amount > state.money[action.seat] >= MIN_BRIBE):
            return message("IntrigeHelper", "{player} cannot pay {amount}: it is more than they "
                           "have (their money is shown only to them)").format(
                player=self.name(action.seat), amount=action.amount)
        return self._named(reason)

    def notes(self) -> tuple[str, ...]:
        """The exceptions and variants that matter for the landlord's turn now."""
        if self.over:
            return ()
        view = self.table
        found: list[str] = []
        if view.round == 1:
            found.append(ROUND_ONE)
        if view.round == ROUNDS:
            found.append(LAST_ROUND)
        elif view.phase == "send":
            found.append(DIFFERENT_CASTLES if self.config.different_castles else SAME_CASTLE)
        if self.config.refund:
            found.append(REFUND)
        if self.config.binding_promises:
            found.append(BINDING)
        return tuple(found)

    def supply(self, seat: int) -> tuple[int, ...]:
        """Scholars ``seat`` has left to send, per profession."""
        return self.table.supply[seat]

    # --- money, private -------------------------------------------------------------------------
    def ledger(self, seat: int) -> Ledger:
        """``seat``'s own money: only for that player's eyes (the window asks them first)."""
        lines: list[LedgerLine] = []
        paid_in: set[int] = set()  # turns whose income the landlord collected
        for move in money_movements(self._state.history):
            if move.seat != seat:
                continue
            round_ = (move.turns - 1) // self.n + 1
            entry = move.entry
            if isinstance(entry, A.Income):
                # The final income after the last round is paid to everyone, landlord or not.
                final = seat != move.landlord or move.turns in paid_in
                paid_in.add(move.turns)
                lines.append(LedgerLine(0 if final else round_, FINAL_INCOME if final
                                        else INCOME, move.amount))
            elif isinstance(entry, Bribe):
                lines.append(LedgerLine(round_, BRIBE_PAID, move.amount, move.landlord)
                             if move.amount < 0 else
                             LedgerLine(round_, BRIBE_RECEIVED, move.amount, entry.seat))
            elif isinstance(entry, A.BankPays):
                lines.append(LedgerLine(round_, BANK_PAID, move.amount))
            else:
                lines.append(LedgerLine(round_, REFUND_PAID, move.amount, entry.to)
                             if move.amount < 0 else
                             LedgerLine(round_, REFUND_RECEIVED, move.amount, entry.seat))
        return Ledger(self._state.opening[seat], tuple(lines), self._state.money[seat])

    def result(self) -> Result | None:
        """Once the game is over: the winners (the richest; ties share) and every purse."""
        return self._state.result() if self.over else None

    # --- words --------------------------------------------------------------------------------
    def _named(self, text: str) -> str:
        """A reason from the rules package with its seats (``p2``) and scholars (``p2 writer``)
        as the players' names; a message stays one, so that the app can translate it."""
        if not isinstance(text, Message):
            return text
        named: dict[str, object] = {}
        for key, value in text.params.items():
            scholar = _SCHOLAR.fullmatch(value) if isinstance(value, str) else None
            seat = _SEAT.fullmatch(value) if isinstance(value, str) else None
            if scholar and self._seated(scholar.group(1)):
                named[key] = message("IntrigeHelper", "{player}'s {profession}").format(
                    player=self.name(int(scholar.group(1)) - 1),
                    profession=PROFESSION_WORDS[PROFESSIONS.index(scholar.group(2))])
            elif seat and self._seated(seat.group(1)):
                named[key] = self.name(int(seat.group(1)) - 1)
            elif isinstance(value, Message):
                named[key] = self._named(value)
        return text.format(**named)

    def _seated(self, digits: str) -> bool:
        return int(digits) <= self.n


class Refusal(CompanionError):
    """A decision the rules do not allow now; ``index`` is the move's place in a replay."""

    def __init__(self, reason: str, index: int = -1) -> None:
        super().__init__(reason)
        self.reason, self.index = reason, index


def new_helper(names: Sequence[str], colours: Sequence[str] | None = None,
               variants: frozenset[str] = frozenset(), start: int = 0) -> LandlordHelper:
    """A helper at the start of a game (colours default to the box's order)."""
    chosen = list(colours) if colours is not None else list(COLOURS[:len(names)])
    return LandlordHelper(tuple(Player(n.strip(), c) for n, c in zip(names, chosen, strict=False)),
                          frozenset(variants), start)
