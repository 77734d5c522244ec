"""The game log in plain words, as one player saw it (from a view's ``log``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from companion.coup import actions as A
from companion.coup.phases import Phase
from companion.coup.views import CoupView, Secret, ShownHand
from companion_ui.coup.scene import allegiance_name, character_name


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("CoupLog", text, disambiguation, n)


_SEAT = re.compile(r"\bp(\d+)\b")


def with_names(text: str, names: Sequence[str]) -> str:
    """The game's reasons name seats in notation (``p2``); the table knows them by name."""
    return _SEAT.sub(lambda m: names[int(m.group(1)) - 1] if int(m.group(1)) <= len(names)
                     else m.group(0), text)


def progress_words(view: CoupView) -> str:
    """How far the game is, numbered as the log's turn headings: "turn 3"."""
    return tr("turn {0}").format(view.turn + 1)


def sentence(text: str) -> str:
    """A reason as a sentence: capital first, full stop last."""
    if not text:
        return text
    text = QLocale().toUpper(text[0]) + text[1:]  # the language's own capitals (Turkish i → İ)
    return text if text.endswith((".", "!", "?")) else text + "."


def cards(cs: Sequence[int]) -> str:
    return tr(" and ").join(character_name(c) for c in cs) if cs else tr("nothing")


def _declare(entry: A.Declare, who: str, names: Sequence[str], inquisitor: bool) -> str:
    target = names[entry.target] if entry.target >= 0 else ""
    swapper = tr("Inquisitor") if inquisitor else tr("Ambassador")
    if entry.kind == A.CONVERT and entry.target == entry.seat:
        return tr("{0} pays 1 coin to the Treasury Reserve to change allegiance.").format(who)
    return {
        A.INCOME: tr("{0} takes Income (+1 coin)."),
        A.FOREIGN_AID: tr("{0} asks for Foreign Aid (+2 coins)."),
        A.COUP: tr("{0} pays 7 coins and launches a Coup against {1}."),
        A.TAX: tr("{0} claims the Duke to collect Tax (+3 coins)."),
        A.ASSASSINATE: tr("{0} claims the Assassin and pays 3 coins to assassinate {1}."),
        A.STEAL: tr("{0} claims the Captain to steal from {1}."),
        A.EXCHANGE: tr("{0} claims the {2} to exchange cards with the Court deck."),
        A.EXAMINE: tr("{0} claims the Inquisitor to examine a card of {1}."),
        A.CONVERT: tr("{0} pays 2 coins to the Treasury Reserve to convert {1}."),
        A.EMBEZZLE: tr("{0} claims to have no Duke and embezzles the Treasury Reserve."),
    }[entry.kind].format(who, target, swapper)


def describe(entry: Any, names: Sequence[str], viewer: int = -1,
             inquisitor: bool = False) -> str:
    """One sentence for one log entry; ``viewer`` reads "you" for their own private moves."""
    who = names[entry.seat]
    cls = entry.__class__
    if cls is A.Declare:
        return _declare(entry, who, names, inquisitor)
    if cls is A.Keep:
        if entry.seat == viewer:
            return tr("You keep {0} and return the rest to the Court deck.").format(
                cards(entry.cards))
        return tr("{0} keeps {1} and returns the rest.").format(who, cards(entry.cards))
    if cls is ShownHand:
        return tr("{0} shows their hand ({1}): no Duke. The cards are shuffled back and "
                  "replaced.").format(who, cards(entry.cards))
    if cls is Secret:
        if entry.what == "keep":
            return tr("{0} returns cards to the Court deck (unseen).").format(who)
        if entry.what == "show":
            return tr("{0} secretly shows a card to {1}.").format(who, names[entry.target])
        return tr("{0} secretly keeps one card of their set.").format(who)
    if cls is A.Verdict:
        return (tr("{0} forces the examined card to be exchanged.") if entry.force
                else tr("{0} gives the examined card back.")).format(who)
    if cls is A.ChooseSide:
        return tr("{0} chooses {1}; allegiances alternate clockwise.").format(
            who, allegiance_name(entry.allegiance))
    templates = {
        A.Pass: tr("{0} lets it pass."),
        A.Challenge: tr("{0} challenges!"),
        A.Block: tr("{0} claims the {1} to block."),
        A.Reveal: tr("{0} reveals the {1}, shuffles it back and draws a new card."),
        A.Lose: tr("{0} loses an influence: the {1} is turned face up."),
        A.Show: tr("{0} shows the {1} to the Inquisitor."),
        A.Pick: tr("{0} keeps the {1} from their set."),
    }
    character = getattr(entry, "character", -1)
    return templates[cls].format(who, character_name(character) if character >= 0 else "")


def coming_next(view: CoupView, names: Sequence[str]) -> str:
    """What the deciding player is about to decide, in words the whole table may hear (the
    hand-over screen says it): the claim at stake, never a card in hand."""
    seat = view.to_move
    if seat is None:
        return ""
    who = names[seat]
    phase = view.phase
    if phase == Phase.PROVE:
        if view.kind == A.EMBEZZLE and view.blocker < 0:
            return tr("{0} is challenged: show a hand without a Duke, or concede.").format(who)
        claim = view.block_char if view.blocker >= 0 else view.claimed
        return tr("{0} is challenged: reveal the {1}, or concede.").format(
            who, character_name(claim))
    if phase == Phase.VERDICT:
        return tr("{0} has seen a card of {1}: give it back, or force an exchange.").format(
            who, names[view.target])
    return {
        Phase.ACTION: tr("{0}'s turn: choose an action."),
        Phase.LOSE: tr("{0} loses an influence: choose the card to turn face up."),
        Phase.EXCHANGE: tr("{0} exchanges: choose the cards to keep."),
        Phase.SHOW: tr("{0} is examined: choose a card to show."),
        Phase.SIDE: tr("{0} chooses an allegiance."),
        Phase.PICK: tr("{0} keeps one card of their set."),
    }.get(phase, "").format(who)
