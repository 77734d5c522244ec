"""Intrige's log, "What happened", told from a view's log: rounds as headings, money moves in
gold, the Island in sea blue, and the final income with where it comes from."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from companion.intrige import actions as A
from companion.intrige.state import IntrigeView
from companion_ui.intrige.words import describe, income_words
from companion_ui.shell.game_log import GameLog


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("IntrigeLog", text, disambiguation, n)


def log_colour(entry: object) -> str | None:
    """Money moves in gold, the Island in sea blue, a new turn in grey."""
    if isinstance(entry, A.Income | A.Bribe | A.Refund | A.BankPays):
        return "#8a6200"
    if isinstance(entry, A.Island | A.ToIsland):
        return "#1d5f80"
    if isinstance(entry, A.Turn):
        return "#6e6e6e"
    return None


def tell_log(log: GameLog, view: IntrigeView, names: list[str]) -> None:
    """Write ``view``'s whole log into ``log`` (what was there before goes)."""
    log.clear()
    final = len(view.log) - view.players if view.phase == "over" else len(view.log)

    def heading(text: str) -> None:
        log.add_line(text, bold=True)

    # A round begins with the starting player's turn; a log from a set-up may begin in the
    # middle of one, so count back from the round the table is in now.
    round_number = view.round - sum(1 for e in view.log
                                    if isinstance(e, A.Turn) and e.seat == view.start)
    landlord = view.start
    first = view.log[0] if view.log else None
    if isinstance(first, A.Turn) and first.seat != view.start:
        heading(tr("Round {0}").format(round_number))
    for index, entry in enumerate(view.log):
        if index == final:
            heading(tr("After round 5 everyone collects once more:"))
        if isinstance(entry, A.Turn):
            landlord = entry.seat
            if entry.seat == view.start:
                round_number += 1
                heading(tr("Round {0}").format(round_number))
        # The final income is paid from the castles as they stay: say where it comes from.
        words = (income_words(view, entry.seat, entry.amount, names)
                 if index >= final and isinstance(entry, A.Income)
                 else describe(entry, names, landlord))
        log.add_line(words, log_colour(entry))
    log.follow_newest()
