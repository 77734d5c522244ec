"""Scout actions as small frozen values and their notation.

Every action names its seat. Positions in a hand count from 1 at the left (the order the player
holds the cards, as the view lists them):

- ``p1 turn hand`` / ``p1 keep hand``: the once-per-round decision before the first turn;
- ``p1 show 3-5`` (the 3rd to 5th cards), ``p1 show 4`` (one card);
- ``p2 scout left 4`` / ``p2 scout right turned 1``: take that end of the Active Set (turned
  over or not) and put it into the hand so that it becomes the card at that position (1 to the
  hand's size + 1);
- ``p2 scout and show left turned 4``: the same Scout spending the Scout & Show chip; the Show
  then follows as the same player's next decision (``p2 show 2-4``).

Actions are built once and shared (``show``/``scout`` below), so a legality check usually hits
the identity fast path.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.core.errors import NotationError
from companion.core.numerals import small_number
from companion.core.protocol import ActionValue

LEFT, RIGHT = 0, 1
END_NAMES = ("left", "right")


@dataclass(frozen=True, slots=True)
class TurnHand(ActionValue):
    seat: int
    turn: bool

    def __str__(self) -> str:
        return f"p{self.seat + 1} {'turn' if self.turn else 'keep'} hand"


@dataclass(frozen=True, slots=True)
class Show(ActionValue):
    """The cards ``first``..``last`` of the hand (0-based, inclusive)."""

    seat: int
    first: int
    last: int

    def __str__(self) -> str:
        where = (f"{self.first + 1}" if self.first == self.last
                 else f"{self.first + 1}-{self.last + 1}")
        return f"p{self.seat + 1} show {where}"


@dataclass(frozen=True, slots=True)
class Scout(ActionValue):
    """``end`` of the Active Set, turned over or not, becomes the hand's card at ``place``
    (0-based); ``and_show`` spends the Scout & Show chip."""

    seat: int
    end: int
    turned: bool
    place: int
    and_show: bool = False

    def __str__(self) -> str:
        return (f"p{self.seat + 1} scout{' and show' if self.and_show else ''} "
                f"{END_NAMES[self.end]}{' turned' if self.turned else ''} {self.place + 1}")


ScoutAction = TurnHand | Show | Scout

MAX_HAND = 45  # every card of a 5-player deck in one hand
_SHOWS: dict[tuple[int, int, int], Show] = {}
_TURNS = {(s, t): TurnHand(s, t) for s in range(5) for t in (False, True)}
# Every Scout built once: SCOUTS[seat][end * 4 + turned * 2 + and_show][place], so the engine
# hands out a slice of places instead of building actions.
SCOUTS: tuple[tuple[tuple[Scout, ...], ...], ...] = tuple(
    tuple(tuple(Scout(seat, k >> 2, bool(k & 2), place, bool(k & 1))
                for place in range(MAX_HAND + 1)) for k in range(8))
    for seat in range(5))


def show(seat: int, first: int, last: int) -> Show:
    key = (seat, first, last)
    action = _SHOWS.get(key)
    if action is None:
        action = _SHOWS[key] = Show(seat, first, last)
    return action


def scout(seat: int, end: int, turned: bool, place: int, and_show: bool = False) -> Scout:
    if 0 <= seat < 5 and 0 <= place <= MAX_HAND:
        return SCOUTS[seat][end * 4 + turned * 2 + and_show][place]
    return Scout(seat, end, turned, place, and_show)


def turn_hand(seat: int, turn: bool) -> TurnHand:
    return _TURNS.get((seat, turn)) or TurnHand(seat, turn)


def parse_seat(word: str) -> int:
    number = small_number(word[1:], 2) if word[:1] == "p" else None
    if number is None or number < 1:
        raise NotationError(f"{word[:12]!r} is not a seat such as p1")
    return number - 1


def _place(word: str) -> int:
    number = small_number(word, 2)
    if number is None or number < 1:
        raise NotationError(f"{word[:12]!r} is not a position in the hand (1, 2, ...)")
    return number - 1


def parse_action(text: str) -> ScoutAction:
    words = text.split()
    if len(words) < 2:
        raise NotationError(f"{text[:40]!r} is not a Scout action (e.g. 'p1 show 3-5')")
    seat, verb, rest = parse_seat(words[0]), words[1], words[2:]
    if verb in ("turn", "keep") and rest == ["hand"]:
        return turn_hand(seat, verb == "turn")
    if verb == "show" and len(rest) == 1:
        first, dash, last = rest[0].partition("-")
        a = _place(first)
        b = _place(last) if dash else a
        if b < a:
            raise NotationError(f"{rest[0]!r}: a Show names its cards left to right (e.g. 3-5)")
        return show(seat, a, b)
    if verb == "scout":
        and_show = rest[:2] == ["and", "show"]
        if and_show:
            rest = rest[2:]
        is_turned = len(rest) == 3 and rest[1] == "turned"
        if len(rest) == 2 + is_turned and rest[0] in END_NAMES:
            return scout(seat, END_NAMES.index(rest[0]), is_turned, _place(rest[-1]), and_show)
    raise NotationError(
        f"{text[:40]!r} is not a Scout action (e.g. 'p1 show 3-5', 'p2 scout left turned 4', "
        f"'p1 turn hand')")
