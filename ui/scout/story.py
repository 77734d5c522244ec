"""The log's story: the record replayed decision by decision, each told in words from what the
whole table saw (the public view before and after it; a Show's cards once they are shown)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from companion.core.protocol import GameSetup, GameSpec
from companion.scout import actions as A
from companion.scout.views import OVER, ScoutView
from ui.scout.words import (
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


class Story:
    """Follows a game's record; ``lines`` grows with every decision told."""

    def __init__(self, spec: GameSpec, setup: GameSetup, names: Sequence[str]) -> None:
        self.spec, self.names = spec, list(names)
        self.state = spec.start(setup)
        self.told = 0
        self.lines: list[Line] = []
        self._round_starts(self.state.view(None))

    def follow(self, actions: Sequence[str]) -> list[Line]:
        """Tell the decisions of ``actions`` not told yet; the new lines."""
        start = len(self.lines)
        for text in actions[self.told:]:
            assert self.spec.parse_action is not None
            self._tell(self.spec.parse_action(text))
            self.told += 1
        return self.lines[start:]

    def _tell(self, action: A.ScoutAction) -> None:
        state, names = self.state, self.names
        before: ScoutView = state.view(None)
        shown: tuple[int | None, ...] = ()
        if isinstance(action, A.Show):  # the actor's own view: the cards about to be shown
            shown = state.view(action.seat).seats[action.seat].known[
                action.first:action.last + 1]
        state.apply(action)
        after: ScoutView = state.view(None)
        who = names[action.seat]
        if isinstance(action, A.TurnHand):
            self.lines.append(Line(turn_hand_sentence(who, action.turn), HAND))
        elif isinstance(action, A.Show):
            cards = [c for c in shown if c is not None]
            self.lines.append(Line(show_sentence(who, cards, before, names), SHOW))
        else:
            self.lines.append(Line(scout_sentence(action, before, names), SCOUT))
        finished = len(before.round_scores)
        if len(after.round_scores) > finished:
            self._round_ends(after, finished)

    def _round_ends(self, view: ScoutView, finished: int) -> None:
        names = self.names
        self.lines.append(Line(tr("Round {0} is over: {1}").format(
            finished + 1, round_end_reason(view, finished, names)), ROUND))
        scores = ", ".join(f"{names[s]} {signed(score)}"
                           for s, score in enumerate(view.round_scores[finished]))
        self.lines.append(Line(tr("Round scores: {0}.").format(scores), ROUND))
        if view.phase == OVER:
            self.lines.append(Line(tr("Game over. {0}").format(
                winners_sentence(view, names)), ROUND))
        else:
            self._round_starts(view)

    def _round_starts(self, view: ScoutView) -> None:
        self.lines.append(Line(tr("Round {0} of {1}: {2} starts.").format(
            view.round + 1, view.rounds, self.names[view.first]), ROUND))
