"""Intrige's pieces and notation: scholars, suites, the decisions and the logged events.

Seats are written ``p1``..``p5`` (clockwise, index 0 first); a scholar is its owner and
profession (``p2 writer``); a suite is its value (``1000``, ``6000``, ``10000``, ``3000``, the
castle's order). The decisions::

    p2 bribe 3000              a bribe for the applicant whose turn it is to pay
    p2 bribe 3000 for 6000     ... naming the suite its payer asks for
    p1 place p2 writer 6000    the landlord places the applicant in that suite (in an internal
                               conflict: the contested suite, ousting the incumbent)
    p1 island p2 writer        the landlord sends the applicant to the Island
    p1 send scientist to p3    a scholar from the supply applies at p3's castle

Amounts are whole ducats (``3000``; ``3k`` is read too); professions may be shortened to any
unambiguous prefix when typed (``sci``, ``theo``). Events the table sees happen without a
decision and are logged too: ``turn p2`` (a landlord's turn begins), ``p2 income 19000``,
``bank pays 1000 for p2``, ``p3 writer to the Island``, ``p1 refunds 3000 to p2`` (``to the
bank`` for a bank-paid bribe).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from companion.core.errors import NotationError

PROFESSIONS = ("scientist", "physician", "theologian", "writer")
SCIENTIST, PHYSICIAN, THEOLOGIAN, WRITER = range(4)
# The castle's four suites, in their order on the board.
SUITES = (1000, 6000, 10000, 3000)
SUITE_INDEX = {value: index for index, value in enumerate(SUITES)}
START_MONEY = 32_000
COPIES = 2  # scholars of each profession per player
SCHOLARS = COPIES * len(PROFESSIONS)
ROUNDS = 5
MIN_BRIBE = 1000
# The most a purse may hold in a set-up or position. Real play stays far below it: five
# collections of at most 80,000 each for five players, plus the 32,000 openings, come to about
# 2.2 million in all. A purse is offered one bribe per 1,000 it holds, so this bounds a bribe
# decision at 10,000 amounts; and every amount fits the notation's nine digits.
MAX_DUCATS = 10_000_000


def scholar(owner: int, profession: int) -> int:
    """A scholar as one int (owner * 4 + profession): twins of one owner are interchangeable."""
    return owner * 4 + profession


def owner_of(code: int) -> int:
    return code >> 2


def profession_of(code: int) -> int:
    return code & 3


def seat_name(seat: int) -> str:
    return f"p{seat + 1}"


def scholar_name(code: int) -> str:
    return f"{seat_name(owner_of(code))} {PROFESSIONS[profession_of(code)]}"


# --- decisions ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Bribe:
    seat: int
    amount: int
    request: int | None = None  # the suite value asked for (binding only with binding-promises)

    def __str__(self) -> str:
        asked = "" if self.request is None else f" for {self.request}"
        return f"{seat_name(self.seat)} bribe {self.amount}{asked}"


@dataclass(frozen=True, slots=True)
class Place:
    seat: int
    scholar: int
    suite: int  # the suite's value

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} place {scholar_name(self.scholar)} {self.suite}"


@dataclass(frozen=True, slots=True)
class Island:
    seat: int
    scholar: int

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} island {scholar_name(self.scholar)}"


@dataclass(frozen=True, slots=True)
class Send:
    seat: int
    profession: int
    castle: int

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} send {PROFESSIONS[self.profession]} to " \
               f"{seat_name(self.castle)}"


IntrigeAction = Bribe | Place | Island | Send


# --- events (logged, never chosen) -------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Income:
    seat: int
    amount: int

    def __str__(self) -> str:
        return f"{seat_name(self.seat)} income {self.amount}"


@dataclass(frozen=True, slots=True)
class BankPays:
    """A player with nothing offers the minimum bribe; the bank pays it."""

    seat: int

    def __str__(self) -> str:
        return f"bank pays {MIN_BRIBE} for {seat_name(self.seat)}"


@dataclass(frozen=True, slots=True)
class ToIsland:
    """A scholar sent to the Island without a decision of its own (ousted, or the rest of a
    conflict once one was admitted)."""

    scholar: int

    def __str__(self) -> str:
        return f"{scholar_name(self.scholar)} to the Island"


@dataclass(frozen=True, slots=True)
class Refund:
    """The ``refund`` variant: a bribe paid back (``to`` is -1 for the bank)."""

    seat: int
    to: int
    amount: int

    def __str__(self) -> str:
        target = "the bank" if self.to < 0 else seat_name(self.to)
        return f"{seat_name(self.seat)} refunds {self.amount} to {target}"


@dataclass(frozen=True, slots=True)
class Turn:
    """A landlord's turn begins (the bribes that follow are paid to them)."""

    seat: int

    def __str__(self) -> str:
        return f"turn {seat_name(self.seat)}"


Event = Income | BankPays | ToIsland | Refund | Turn


# --- reading -----------------------------------------------------------------------------------
_SEAT = r"p([1-9])"
_AMOUNT = r"(\d{1,9}|\d{1,6}k)"
_WORD = r"([a-z]+)"
_PATTERNS = [
    (re.compile(rf"{_SEAT} bribe {_AMOUNT}(?: for (\d+))?"), "bribe"),
    (re.compile(rf"{_SEAT} place {_SEAT} {_WORD} (\d+)"), "place"),
    (re.compile(rf"{_SEAT} island {_SEAT} {_WORD}"), "island"),
    (re.compile(rf"{_SEAT} send {_WORD} to {_SEAT}"), "send"),
    (re.compile(rf"{_SEAT} income (\d{{1,9}})"), "income"),
    (re.compile(rf"bank pays {MIN_BRIBE} for {_SEAT}"), "bank"),
    (re.compile(rf"{_SEAT} {_WORD} to the island"), "to island"),
    (re.compile(rf"{_SEAT} refunds (\d{{1,9}}) to (?:the bank|{_SEAT})"), "refund"),
    (re.compile(rf"turn {_SEAT}"), "turn"),
]
_DECISIONS = {"bribe", "place", "island", "send"}
_EXAMPLES = "p2 bribe 3000 for 6000, p1 place p2 writer 6000, p1 island p2 writer, " \
            "p1 send scientist to p3"


def parse_profession(word: str) -> int:
    found = [i for i, name in enumerate(PROFESSIONS) if name.startswith(word)]
    if len(found) != 1:
        raise NotationError(f"{word!r} is not a profession (known: {', '.join(PROFESSIONS)})")
    return found[0]


def _amount(text: str) -> int:
    return int(text[:-1]) * 1000 if text.endswith("k") else int(text)


def _suite(text: str) -> int:
    value = int(text)
    if value not in SUITE_INDEX:
        raise NotationError(f"{text} is not a suite (suites: {', '.join(map(str, SUITES))})")
    return value


def _parse(text: str, decisions_only: bool) -> IntrigeAction | Event:
    words = " ".join(text.lower().split())
    for pattern, kind in _PATTERNS:
        match = pattern.fullmatch(words)
        if match is None:
            continue
        if decisions_only and kind not in _DECISIONS:
            break
        g = match.groups()
        seat = int(g[0]) - 1
        if kind == "bribe":
            return Bribe(seat, _amount(g[1]), None if g[2] is None else _suite(g[2]))
        if kind == "place":
            return Place(seat, scholar(int(g[1]) - 1, parse_profession(g[2])), _suite(g[3]))
        if kind == "island":
            return Island(seat, scholar(int(g[1]) - 1, parse_profession(g[2])))
        if kind == "send":
            return Send(seat, parse_profession(g[1]), int(g[2]) - 1)
        if kind == "income":
            return Income(seat, int(g[1]))
        if kind == "bank":
            return BankPays(seat)
        if kind == "to island":
            return ToIsland(scholar(seat, parse_profession(g[1])))
        if kind == "turn":
            return Turn(seat)
        return Refund(seat, -1 if g[2] is None else int(g[2]) - 1, int(g[1]))
    raise NotationError(f"{text[:60]!r} is not an Intrige action (e.g. {_EXAMPLES})")


def parse_action(text: str) -> IntrigeAction:
    """A decision in notation (events are not actions anyone can take)."""
    action = _parse(text, True)
    assert not isinstance(action, Income | BankPays | ToIsland | Refund | Turn)
    return action


def parse_entry(text: str) -> IntrigeAction | Event:
    """A log entry: a decision or an event."""
    return _parse(text, False)
