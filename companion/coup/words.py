"""The game log in plain words, as one player saw it (from a view's ``log``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.coup import actions as A
from companion.coup.cards import ALLEGIANCE_NAMES, NAMES
from companion.coup.views import Secret, ShownHand


def card(c: int) -> str:
    return NAMES[c].capitalize()


def cards(cs: Sequence[int]) -> str:
    return " and ".join(card(c) for c in cs) if cs else "nothing"


def _declare(entry: A.Declare, who: str, names: Sequence[str], inquisitor: bool) -> str:
    target = names[entry.target] if entry.target >= 0 else ""
    swapper = "Inquisitor" if inquisitor else "Ambassador"
    return {
        A.INCOME: f"{who} takes Income (+1 coin).",
        A.FOREIGN_AID: f"{who} asks for Foreign Aid (+2 coins).",
        A.COUP: f"{who} pays 7 coins and launches a Coup against {target}.",
        A.TAX: f"{who} claims the Duke to collect Tax (+3 coins).",
        A.ASSASSINATE: f"{who} claims the Assassin and pays 3 coins to assassinate {target}.",
        A.STEAL: f"{who} claims the Captain to steal from {target}.",
        A.EXCHANGE: f"{who} claims the {swapper} to exchange cards with the Court deck.",
        A.EXAMINE: f"{who} claims the Inquisitor to examine a card of {target}.",
        A.CONVERT: (f"{who} pays 1 coin to the Treasury Reserve to change allegiance."
                    if entry.target == entry.seat else
                    f"{who} pays 2 coins to the Treasury Reserve to convert {target}."),
        A.EMBEZZLE: f"{who} claims to have no Duke and embezzles the Treasury Reserve.",
    }[entry.kind]


def describe(entry: Any, names: Sequence[str], viewer: int = -1,
             inquisitor: bool = False) -> str:
    """One sentence for one log entry; ``viewer`` reads "you" for their own private moves."""
    who = names[entry.seat]
    cls = entry.__class__
    if cls is A.Declare:
        return _declare(entry, who, names, inquisitor)
    if cls is A.Pass:
        return f"{who} lets it pass."
    if cls is A.Challenge:
        return f"{who} challenges!"
    if cls is A.Block:
        return f"{who} claims the {card(entry.character)} to block."
    if cls is A.Reveal:
        return f"{who} reveals the {card(entry.character)}, shuffles it back and draws a new card."
    if cls is ShownHand:
        return (f"{who} shows their hand ({cards(entry.cards)}): no Duke. The cards are "
                "shuffled back and replaced.")
    if cls is A.Lose:
        return f"{who} loses an influence: the {card(entry.character)} is turned face up."
    if cls is A.Keep:
        if entry.seat == viewer:
            return f"You keep {cards(entry.cards)} and return the rest to the Court deck."
        return f"{who} keeps {cards(entry.cards)} and returns the rest."
    if cls is A.Show:
        return f"{who} shows the {card(entry.character)} to the Inquisitor."
    if cls is A.Verdict:
        return (f"{who} forces the examined card to be exchanged." if entry.force
                else f"{who} gives the examined card back.")
    if cls is A.ChooseSide:
        return (f"{who} chooses {ALLEGIANCE_NAMES[entry.allegiance].capitalize()}; "
                "allegiances alternate clockwise.")
    if cls is A.Pick:
        return f"{who} keeps the {card(entry.character)} from their set."
    if cls is Secret:
        if entry.what == "keep":
            return f"{who} returns cards to the Court deck (unseen)."
        if entry.what == "show":
            return f"{who} secretly shows a card to {names[entry.target]}."
        return f"{who} secretly keeps one card of their set."
    return str(entry)
