"""The log's story: a view's public log told in words, entry by entry. Each entry holds what the
whole table saw (a Show's cards and the set it beat, the card a Scout took); a round's end is
told from the view's scores of that round."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from companion.scout import actions as A
from companion.scout.log import LogEntry, RoundEnd, RoundStart, Scouted, Shown
from companion.scout.views import ScoutView
from companion_ui.scout.words import (
    round_end_reason,
    scout_sentence,
    show_sentence,
    signed,
    turn_hand_sentence,
    winners_sentence,
)

HAND, SHOW, SCOUT, ROUND = "hand", "show", "scout", "round"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ScoutStory", text, disambiguation, n)


@dataclass(frozen=True)
class Line:
    text: str
    kind: str  # HAND, SHOW, SCOUT or ROUND


def tell(view: ScoutView, names: Sequence[str], start: int = 0) -> list[Line]:
    """The lines of ``view``'s log from its entry ``start`` on."""
    lines: list[Line] = []
    for entry in view.log[start:]:
        lines += _lines(entry, view, names)
    return lines


def _lines(entry: LogEntry, view: ScoutView, names: Sequence[str]) -> list[Line]:
    if isinstance(entry, A.TurnHand):
        return [Line(turn_hand_sentence(names[entry.seat], entry.turn), HAND)]
    if isinstance(entry, Shown):
        return [Line(show_sentence(entry, names), SHOW)]
    if isinstance(entry, Scouted):
        return [Line(scout_sentence(entry, view.players, names), SCOUT)]
    if isinstance(entry, RoundStart):
        return [Line(tr("Round {0} of {1}: {2} starts.").format(
            entry.round + 1, view.rounds, names[entry.first]), ROUND)]
    return _round_ends(entry, view, names)


def _round_ends(entry: RoundEnd, view: ScoutView, names: Sequence[str]) -> list[Line]:
    finished = entry.round
    scores = ", ".join(f"{names[s]} {signed(score)}"
                       for s, score in enumerate(view.round_scores[finished]))
    lines = [Line(tr("Round {0} is over: {1}").format(
                 finished + 1, round_end_reason(view, finished, names)), ROUND),
             Line(tr("Round scores: {0}.").format(scores), ROUND)]
    if finished + 1 == view.rounds:  # the last round: the game is over
        lines.append(Line(tr("Game over. {0}").format(winners_sentence(view, names)), ROUND))
    return lines
