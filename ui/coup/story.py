"""The Coup log as a story: a heading for every turn and, after the claims and answers, what
came of them ("the challenge failed", "Foreign Aid is blocked").

Everything here reads a view's public log (the same for every viewer): a challenge is decided by
the next thing the challenged player does (reveals the card, or loses an influence), and a block
stands unless a challenge overturned it by the time the next turn begins.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from companion.coup import actions as A
from companion.coup.phases import Phase
from companion.coup.views import CoupView, ShownHand
from companion_ui.coup.scene import character_name


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("CoupStory", text, disambiguation, n)


def action_noun(kind: int) -> str:
    return {
        A.FOREIGN_AID: tr("Foreign Aid"),
        A.TAX: tr("Tax"),
        A.ASSASSINATE: tr("assassination"),
        A.STEAL: tr("steal"),
        A.EXCHANGE: tr("exchange"),
        A.EXAMINE: tr("examination"),
        A.EMBEZZLE: tr("embezzlement"),
    }.get(kind, "")


def blocked(kind: int) -> str:
    return {
        A.FOREIGN_AID: tr("Foreign Aid is blocked."),
        A.STEAL: tr("The steal is blocked."),
        A.ASSASSINATE: tr("The assassination is blocked."),
    }.get(kind, tr("The action is blocked."))


@dataclass(frozen=True)
class StoryLine:
    text: str
    heading: bool  # a turn's heading; else what came of the claims and answers


@dataclass
class Story:
    """Lines to show before and after log entries, by index, and after the whole log."""

    before: dict[int, list[StoryLine]] = field(default_factory=dict)
    after: dict[int, list[StoryLine]] = field(default_factory=dict)
    tail: list[StoryLine] = field(default_factory=list)


@dataclass
class _Turn:
    actor: int = -1
    kind: int = -1
    blocker: int = -1
    block_char: int = -1
    challenged: int = -1  # whose claim is being challenged, until they answer
    block_stands: bool = False


def tell(view: CoupView, names: Sequence[str]) -> Story:
    story = Story()
    turn = _Turn()
    turns = 0
    for index, entry in enumerate(view.log):
        cls = entry.__class__
        if cls is A.Declare:
            if turn.block_stands:
                story.before.setdefault(index, []).append(StoryLine(blocked(turn.kind), False))
            turns += 1
            story.before.setdefault(index, []).append(StoryLine(
                tr("Turn {0} · {1}").format(turns, names[entry.seat]), True))
            turn = _Turn(actor=entry.seat, kind=entry.kind)
        elif index == 0:
            story.before[0] = [StoryLine(tr("Set-up"), True)]
        if cls is A.Block:
            turn.blocker, turn.block_char, turn.block_stands = entry.seat, entry.character, True
        elif cls is A.Challenge:
            turn.challenged = turn.blocker if turn.blocker >= 0 else turn.actor
        elif turn.challenged >= 0 and entry.seat == turn.challenged:
            outcome = _answer(entry, turn, names)
            if outcome:
                story.after.setdefault(index, []).append(StoryLine(outcome, False))
                turn.challenged = -1
    turn_over = view.phase == Phase.ACTION or view.winner >= 0
    if turn.block_stands and turn_over:
        story.tail.append(StoryLine(blocked(turn.kind), False))
    return story


def _answer(entry: object, turn: _Turn, names: Sequence[str]) -> str:
    """What the challenged player's answer decided ("" if it decided nothing yet)."""
    who = names[turn.challenged]
    on_block = turn.challenged == turn.blocker
    if isinstance(entry, A.Reveal):
        return tr("The challenge failed: {0} had the {1}.").format(
            who, character_name(entry.character))
    if isinstance(entry, ShownHand):
        return tr("The challenge failed: {0} had no Duke.").format(who)
    if isinstance(entry, A.Lose):
        if on_block:
            turn.block_stands = False
            return tr("The challenge succeeded: {0} did not show the {1}, so the block "
                      "fails.").format(who, character_name(turn.block_char))
        claimed = A.CLAIMS[turn.kind]
        if turn.kind == A.EMBEZZLE:
            return tr("The challenge succeeded: the embezzlement fails.")
        return tr("The challenge succeeded: {0} did not show the {1}, so the {2} fails.").format(
            who, character_name(claimed), action_noun(turn.kind))
    return ""
