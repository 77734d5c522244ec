"""Scout's public log: every decision as the whole table saw it, and where rounds began and ended.

Everything here is public (see ``companion.scout.views``): a hand turned in plain sight, the
cards of a Show (face up from then on) and the Active Set it beat, the card a Scout took and the
set it came from. So the log is the same in every view, and a game's story is told from it
alone, with no record replayed. Entries are small frozen values of ints, bools, tuples and
``None``; a hand-turn decision is logged as the action itself (``TurnHand``), which says all
there is to see. Cards are ints as in ``companion.scout.cards``.

Each entry has a notation, in which positions write the log (numbers count from 1, as in the
actions' notation; a Scout's card is written as it lay in the Active Set)::

    round 1: p1 starts
    p2 turn hand
    p1 show 3-5: 4/1 5/2 6/3                     (on the empty table)
    p2 show 1-3: 7/1 7/2 7/9 beats p1 4/1 5/2 6/3
    p3 scout left turned 4: 7/1 from p2
    p1 scout right 2: last 6/3 from p2           (the Active Set's last card)
    round 1 over

``parse_entry(str(entry)) == entry``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from companion.core.errors import NotationError
from companion.core.numerals import small_number
from companion.core.protocol import ActionValue
from companion.scout import actions as A
from companion.scout.cards import card_text, parse_card

MAX_LENGTH = 200  # the longest entry, a 10-card run beating a 9-card group, is about 120


# ActionValue: immutable, so a state's copies share the entries as they share actions.
@dataclass(frozen=True, slots=True)
class Shown(ActionValue):
    """A Show: the hand's cards ``first``..``last`` (0-based, inclusive) were ``cards``; they
    beat ``beaten``, the Active Set of ``beaten_owner`` (``()`` and ``None`` on an empty
    table)."""

    seat: int
    first: int
    last: int
    cards: tuple[int, ...]
    beaten: tuple[int, ...]
    beaten_owner: int | None

    @property
    def action(self) -> A.Show:
        return A.show(self.seat, self.first, self.last)

    def __str__(self) -> str:
        text = f"{self.action}: {_cards_text(self.cards)}"
        if self.beaten_owner is None:
            return text
        return f"{text} beats p{self.beaten_owner + 1} {_cards_text(self.beaten)}"


@dataclass(frozen=True, slots=True)
class Scouted(ActionValue):
    """A Scout (or the Scout of a Scout & Show): ``card``, as it lay at ``end`` of
    ``owner``'s Active Set, went into the hand at ``place``, turned over or not; ``emptied``
    when it was the set's last card."""

    seat: int
    end: int
    turned: bool
    place: int
    and_show: bool
    card: int
    owner: int
    emptied: bool

    @property
    def action(self) -> A.Scout:
        return A.scout(self.seat, self.end, self.turned, self.place, self.and_show)

    def __str__(self) -> str:
        last = "last " if self.emptied else ""
        return f"{self.action}: {last}{card_text(self.card)} from p{self.owner + 1}"


@dataclass(frozen=True, slots=True)
class RoundStart(ActionValue):
    """Round ``round`` (0-based) was dealt; ``first`` starts it."""

    round: int
    first: int

    def __str__(self) -> str:
        return f"round {self.round + 1}: p{self.first + 1} starts"


@dataclass(frozen=True, slots=True)
class RoundEnd(ActionValue):
    """Round ``round`` (0-based) ended: its ender and scores are the view's (``enders``,
    ``round_scores``, ``tallies``) at that index."""

    round: int

    def __str__(self) -> str:
        return f"round {self.round + 1} over"


LogEntry = A.TurnHand | Shown | Scouted | RoundStart | RoundEnd
EXAMPLE = "e.g. 'p2 show 1-3: 7/1 7/2 7/9 beats p1 4/1 5/2 6/3'"


class PublicLog:
    """The log as a state writes it. A Show or a Scout is written as a tuple of its entry's
    class and fields, and the entry is built only when a view or a position asks for the log,
    once: random self-play makes tens of thousands of decisions a second, and building a
    frozen dataclass would cost a sixth of each."""

    __slots__ = ("_built", "_written")

    def __init__(self, entries: Iterable[LogEntry] = ()) -> None:
        self._written: list[LogEntry | tuple[Any, ...]] = list(entries)
        self._built = len(self._written)  # every item before it is an entry

    def add(self, entry: LogEntry) -> None:
        self._written.append(entry)

    def add_later(self, *record: Any) -> None:
        """``record``: the entry's class, then its fields."""
        self._written.append(record)

    def entries(self) -> tuple[LogEntry, ...]:
        written = self._written
        for index in range(self._built, len(written)):
            item = written[index]
            if item.__class__ is tuple:
                written[index] = item[0](*item[1:])
        self._built = len(written)
        return tuple(written)  # type: ignore[arg-type]


def _cards_text(cards: tuple[int, ...]) -> str:
    return " ".join(card_text(c) for c in cards)


def _round(word: str) -> int:
    number = small_number(word, 1)
    if number is None or number < 1:
        raise NotationError(f"{word[:12]!r} is not a round (1, 2, ...)")
    return number - 1


def parse_entry(text: str) -> LogEntry:
    """The entry ``text`` writes; ``NotationError`` saying why it writes none."""
    if len(text) > MAX_LENGTH:
        raise NotationError(f"a log entry has at most {MAX_LENGTH} characters")
    head, colon, tail = text.partition(":")
    words = head.split()
    if words[:1] == ["round"]:
        return _parse_round(text, words, tail.split() if colon else None)
    action = A.parse_action(head)
    if isinstance(action, A.TurnHand) and not colon:
        return action
    rest = tail.split()
    if isinstance(action, A.Show) and rest:
        beats = rest.index("beats") if "beats" in rest else len(rest)
        cards = tuple(parse_card(c) for c in rest[:beats])
        if len(cards) != action.last - action.first + 1:
            raise NotationError(f"{text[:40]!r}: a Show of {action.last - action.first + 1} "
                                f"card(s) lists {len(cards)}")
        if beats == len(rest):
            return Shown(action.seat, action.first, action.last, cards, (), None)
        if len(rest) > beats + 2:
            beaten = tuple(parse_card(c) for c in rest[beats + 2:])
            return Shown(action.seat, action.first, action.last, cards, beaten,
                         A.parse_seat(rest[beats + 1]))
    if isinstance(action, A.Scout):
        emptied = rest[:1] == ["last"]
        if len(rest) == 3 + emptied and rest[1 + emptied] == "from":
            return Scouted(action.seat, action.end, action.turned, action.place,
                           action.and_show, parse_card(rest[emptied]),
                           A.parse_seat(rest[2 + emptied]), emptied)
    raise NotationError(f"{text[:40]!r} is not a Scout log entry ({EXAMPLE})")


def _parse_round(text: str, words: list[str], after: list[str] | None) -> LogEntry:
    if len(words) == 2 and after is not None and len(after) == 2 and after[1] == "starts":
        return RoundStart(_round(words[1]), A.parse_seat(after[0]))
    if len(words) == 3 and after is None and words[2] == "over":
        return RoundEnd(_round(words[1]))
    raise NotationError(f"{text[:40]!r} is not a round's start or end (e.g. 'round 2: p3 "
                        f"starts', 'round 2 over')")
