"""Scout in plain words: sets, the log's sentences and why a round ended."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from companion.scout import actions as A
from companion.scout.cards import top
from companion.scout.log import Scouted, Shown
from companion.scout.views import ScoutView


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ScoutWords", text, disambiguation, n)


def progress_words(view: ScoutView) -> str:
    """How far the game is, as the table's round note says it: "round 2 of 3"."""
    # Once the last round is scored the round counter has moved past it.
    return tr("round {0} of {1}").format(min(view.round + 1, view.rounds), view.rounds)


def numbers(cards: Sequence[int]) -> str:
    """The active numbers as the table reads them, e.g. ``5-6-7``."""
    return "-".join(str(top(c)) for c in cards)


def set_name(cards: Sequence[int]) -> str:
    """A valid set by its kind: "single 7", "pair of 4s", "three 4s", "run 5-6-7"."""
    values = [top(c) for c in cards]
    if len(values) == 1:
        return tr("single {0}").format(values[0])
    if len(set(values)) == 1:
        groups = {2: tr("pair of {0}s"), 3: tr("three {0}s"), 4: tr("four {0}s"),
                  5: tr("five {0}s")}
        return groups.get(len(values), tr("{1} × {0}")).format(values[0], len(values))
    return tr("run {0}").format(numbers(cards))


def turn_hand_sentence(who: str, turn: bool) -> str:
    return (tr("{0} turns the hand around.") if turn
            else tr("{0} keeps the hand as dealt.")).format(who)


def show_sentence(shown: Shown, names: Sequence[str]) -> str:
    who = names[shown.seat]
    if shown.beaten_owner is None:
        return tr("{0} shows {1} on the empty table.").format(who, numbers(shown.cards))
    return tr("{0} shows {1} and beats {2}'s {3}.").format(
        who, numbers(shown.cards), names[shown.beaten_owner], set_name(shown.beaten))


def scout_sentence(scouted: Scouted, players: int, names: Sequence[str]) -> str:
    who = names[scouted.seat]
    card = scouted.card
    if scouted.emptied:  # the set's only card: it has no ends to tell apart
        where = tr("the {0}").format(top(card))
    elif scouted.end == A.LEFT:
        where = tr("the {0} from the left end").format(top(card))
    else:
        where = tr("the {0} from the right end").format(top(card))
    if scouted.turned:
        text = tr("{0} scouts {1}, turned to a {2}, into place {3}").format(
            who, where, card & 15, scouted.place + 1)
    else:
        text = tr("{0} scouts {1} into place {2}").format(who, where, scouted.place + 1)
    if scouted.and_show:
        text = tr("Scout & Show: {0}").format(text)
    if players == 2:
        return tr("{0}, paying a Scout chip.").format(text)
    return tr("{0}; {1} gets a Scout chip.").format(text, names[scouted.owner])


def round_end_reason(view: ScoutView, finished: int, names: Sequence[str]) -> str:
    """Why round ``finished`` (0-based) ended, from its ender and what they held."""
    ender = view.enders[finished]
    tally = view.tallies[finished] if finished < len(view.tallies) else None
    if tally is not None and tally[ender].hand == 0:
        return tr("{0} played the last card of the hand.").format(names[ender])
    if view.players == 2:
        other = names[1 - ender]
        return tr("{0} could neither show nor scout, so {1}'s Show stands.").format(
            other, names[ender])
    return tr("Nobody beat {0}'s Show: everyone else only scouted.").format(names[ender])


def signed(number: int) -> str:
    """A score with a true minus sign."""
    return str(number).replace("-", "−")


def points(score: int) -> str:
    # {0}, not %n: a negative score keeps its true minus sign.
    return tr("{0} point(s)", "", score).format(signed(score))


def winners_sentence(view: ScoutView, names: Sequence[str]) -> str:
    totals = view.totals
    best = max(totals)
    winners = [names[s] for s in range(view.players) if totals[s] == best]
    if len(winners) == 1:
        return tr("{0} wins with {1}!").format(winners[0], points(best))
    return tr("{0} share the victory with {1} each!").format(
        tr(" and ").join(winners), points(best))
