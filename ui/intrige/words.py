"""Intrige in plain words: professions, ducats, the log, the income and the admission stage."""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from companion.intrige import actions as A
from companion.intrige.actions import (
    PROFESSIONS,
    ROUNDS,
    SUITES,
    owner_of,
    profession_of,
)
from companion.intrige.state import IntrigeView


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("IntrigeWords", text, disambiguation, n)


def profession_name(profession: int) -> str:
    # Literal tr() calls, so translation tools find every name.
    return (tr("scientist"), tr("physician"), tr("theologian"), tr("writer"))[profession]


def professions_name(profession: int) -> str:
    return (tr("scientists"), tr("physicians"), tr("theologians"), tr("writers"))[profession]


def ducats(amount: int) -> str:
    """A sum in the locale's digit grouping ("12,000", "12 000")."""
    return QLocale().toString(amount)


def scholar_words(code: int, names: Sequence[str]) -> str:
    """ "Cleo's writer" """
    return tr("{0}'s {1}").format(names[owner_of(code)], profession_name(profession_of(code)))


def castle_words(seat: int, names: Sequence[str]) -> str:
    return tr("{0}'s castle").format(names[seat])


_SCHOLAR = re.compile(r"\bp([1-9]) (" + "|".join(PROFESSIONS) + r")\b")
_SEAT = re.compile(r"\bp([1-9])\b")


def with_names(text: str, names: Sequence[str]) -> str:
    """The game's reasons name seats and scholars in notation (``p2``, ``p3 writer``); the table
    knows them by name."""
    def seat(match: re.Match[str]) -> int | None:
        index = int(match.group(1)) - 1
        return index if index < len(names) else None

    def scholar(match: re.Match[str]) -> str:
        index = seat(match)
        return match.group(0) if index is None else scholar_words(
            A.scholar(index, PROFESSIONS.index(match.group(2))), names)

    def player(match: re.Match[str]) -> str:
        index = seat(match)
        return match.group(0) if index is None else names[index]

    return _SEAT.sub(player, _SCHOLAR.sub(scholar, text))


def income_parts(view: IntrigeView, seat: int, names: Sequence[str]) -> list[str]:
    """Where ``seat``'s income comes from: "10,000 (scientist at Ben's)", castle by castle."""
    parts = []
    for castle, suites in enumerate(view.castles):
        if castle == seat:
            continue
        for index, code in enumerate(suites):
            if code >= 0 and owner_of(code) == seat:
                parts.append(tr("{0} ({1} at {2}'s)").format(
                    ducats(SUITES[index]), profession_name(profession_of(code)), names[castle]))
    return parts


def income_words(view: IntrigeView, seat: int, amount: int, names: Sequence[str]) -> str:
    """ "Ada collects 19,000: 10,000 (scientist at Ben's), ..." (the castles as they are now:
    they change only in their own landlord's turn, so during a turn they are what was paid)."""
    if amount == 0:
        return tr("{0} collects nothing: no scholar of theirs lives in another castle.").format(
            names[seat])
    return tr("{0} collects {1}: {2}.").format(names[seat], ducats(amount),
                                               ", ".join(income_parts(view, seat, names)))


def progress_words(view: IntrigeView) -> str:
    """How far the game is, as the table's header says it: "round 2 of 5"."""
    return tr("round {0} of {1}").format(view.round, ROUNDS)


def stage_words(view: IntrigeView, names: Sequence[str]) -> str:
    """The admission stage in hand, e.g. "Internal conflict over the 6,000 suite"."""
    if view.stage == "calm":
        return tr("Applicants without a conflict: each is placed in a free suite.")
    if view.stage == "external":
        groups = sorted({profession_of(a.scholar) for a in view.applicants})
        return tr("External conflict ({0}): one of each group is admitted, the others go to "
                  "the Island.").format(", ".join(professions_name(p) for p in groups))
    assert view.contested is not None and view.incumbent is not None
    return tr("Internal conflict over the {0} suite: {1} lives there. The landlord keeps them "
              "or replaces them with an applicant; the rest go to the Island.").format(
        ducats(view.contested), scholar_words(view.incumbent.scholar, names))


def offer_words(bribe: int, request: int | None, bank: bool) -> str:
    if bribe < 0:
        return tr("no offer yet")
    text = tr("{0} (the bank pays)").format(ducats(bribe)) if bank else ducats(bribe)
    if request is not None:
        text += " " + tr("for the {0} suite").format(ducats(request))
    return text


def describe(entry: Any, names: Sequence[str], landlord: int) -> str:
    """One sentence for one log entry; ``landlord`` is whose turn it was."""
    cls = entry.__class__
    if cls is A.Bribe:
        text = tr("{0} offers {1} a bribe of {2}").format(
            names[entry.seat], names[landlord], ducats(entry.amount))
        if entry.request is not None:
            text += " " + tr("asking for the {0} suite").format(ducats(entry.request))
        return text + "."
    if cls is A.Place:
        return tr("{0} places {1} in the {2} suite.").format(
            names[entry.seat], scholar_words(entry.scholar, names), ducats(entry.suite))
    if cls is A.Island:
        return tr("{0} sends {1} to the Island.").format(
            names[entry.seat], scholar_words(entry.scholar, names))
    if cls is A.Send:
        return tr("{0} sends a {1} to {2}.").format(
            names[entry.seat], profession_name(entry.profession),
            castle_words(entry.castle, names))
    if cls is A.Income:
        if not entry.amount:
            return tr("{0} collects nothing.").format(names[entry.seat])
        return tr("{0} collects {1}.").format(names[entry.seat], ducats(entry.amount))
    if cls is A.BankPays:
        return tr("{0} has nothing left: the bank pays the 1,000.").format(names[entry.seat])
    if cls is A.ToIsland:
        return tr("{0} goes to the Island.").format(scholar_words(entry.scholar, names))
    if cls is A.Refund:
        whom = tr("the bank") if entry.to < 0 else names[entry.to]
        return tr("{0} pays {1} back to {2}.").format(names[entry.seat], ducats(entry.amount),
                                                     whom)
    assert cls is A.Turn
    return tr("{0}'s turn as landlord.").format(names[entry.seat])


def ranking(money: Sequence[int]) -> list[tuple[int, int]]:
    """(place, seat) from the richest down; equal money shares a place (ties share victory)."""
    order = sorted(range(len(money)), key=lambda s: -money[s])
    places = []
    for index, seat in enumerate(order):
        tied = index and money[order[index - 1]] == money[seat]
        places.append((places[-1][0] if tied else index + 1, seat))
    return places


def winners_words(winners: Collection[int], money: Sequence[int], names: Sequence[str]) -> str:
    """ "Ada wins with 41,000 ducats!" (``winners``: the game's result; ``money``: the final
    money)."""
    seats = sorted(winners)
    most = ducats(money[seats[0]])
    if len(seats) == 1:
        return tr("{0} wins with {1} ducat(s)!", "", money[seats[0]]).format(names[seats[0]], most)
    return tr("{0} share the victory with {1} ducat(s)!", "", money[seats[0]]).format(
        tr(" and ").join(names[s] for s in seats), most)


def step_title(view: IntrigeView, winners: str) -> str:
    """The table's header: the step in hand (``winners`` once the game is over)."""
    if view.phase == "over":
        return winners
    if view.phase == "send":
        return tr("Step 3: sending scholars")
    stage = {"calm": tr("no conflict"), "external": tr("external conflict"),
             "internal": tr("internal conflict")}.get(view.stage or "", "")
    return tr("Step 2: admitting applicants ({0})").format(stage)
