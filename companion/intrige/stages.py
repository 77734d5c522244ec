"""The stages of admission and the bribe slots they hold (shared by the state and positions)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypeVar

from companion.intrige.actions import scholar_name

CALM, EXTERNAL, INTERNAL = range(3)
STAGE_NAMES = ("calm", "external", "internal")
EMPTY = -1


class Entry:
    """One bribe slot of a stage: the scholar it is for, and the bribe once paid."""

    __slots__ = ("bank", "bribe", "request", "scholar")

    def __init__(self, scholar: int, bribe: int = -1, request: int | None = None,
                 bank: bool = False) -> None:
        self.scholar = scholar
        self.bribe = bribe  # -1 until paid
        self.request = request  # the suite value asked for
        self.bank = bank  # the bank paid the minimum for a player who had nothing

    def frozen(self) -> Applicant:
        return Applicant(self.scholar, self.bribe, self.request, self.bank)


@dataclass(frozen=True)
class Applicant:
    scholar: int
    bribe: int  # -1 until paid
    request: int | None
    bank: bool

    def __str__(self) -> str:
        paid = "" if self.bribe < 0 else f" ({self.bribe}" + (
            f" for {self.request}" if self.request is not None else "") + ")"
        return scholar_name(self.scholar) + paid


Slot = TypeVar("Slot", Entry, Applicant)


def next_payer(incumbent: Slot | None, applicants: Iterable[Slot]) -> Slot | None:
    """The slot whose bribe is paid next: an internal conflict's incumbent first, then the
    applicants in bribe order; None once every bribe is paid."""
    if incumbent is not None and incumbent.bribe < 0:
        return incumbent
    return next((slot for slot in applicants if slot.bribe < 0), None)
