"""Coup actions as small frozen values, their notation, and the prebuilt set the engine reuses.

Every decision is one player's, so an action always names its seat: ``p1 steal p3``,
``p3 block captain``, ``p1 challenge``, ``p2 reveal duke``, ``p2 lose contessa``,
``p1 keep captain duke``, ``p3 show duke``, ``p1 give back``, ``p1 force exchange``,
``p1 choose loyalist``, ``p1 pick duke``, ``p2 reveal hand`` (proving an Embezzle).

The set of actions is finite, so the engine builds each one once (tables below) and hands out the
same objects: legality checks then hit the identity fast path of ``list.__contains__``.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from companion.core.errors import NotationError
from companion.core.numerals import small_number
from companion.core.protocol import ActionValue
from companion.coup.cards import (
    ALLEGIANCE_NAMES,
    AMBASSADOR,
    ASSASSIN,
    CAPTAIN,
    CHARACTER_COUNT,
    CONTESSA,
    DUKE,
    INQUISITOR,
    NAMES,
    allegiance,
    character,
)

MAX_SEATS = 10

# Turn actions (the ``kind`` of a Declare).
INCOME, FOREIGN_AID, COUP, TAX, ASSASSINATE, STEAL, EXCHANGE, EXAMINE, CONVERT, EMBEZZLE = range(10)
KIND_NAMES = (
    "income", "foreign aid", "coup", "tax", "assassinate", "steal", "exchange", "examine",
    "convert", "embezzle",
)
TARGETED_KINDS = frozenset({COUP, ASSASSINATE, STEAL, EXAMINE})
# The character a turn action claims (-1: no claim). Exchange claims the Ambassador or the
# Inquisitor depending on the game; Embezzle claims *not* to hold the Duke.
CLAIMS = (-1, -1, -1, DUKE, ASSASSIN, CAPTAIN, AMBASSADOR, INQUISITOR, -1, DUKE)


def _seat(seat: int) -> str:
    return f"p{seat + 1}"


@dataclass(frozen=True, slots=True)
class Declare(ActionValue):
    """A turn action; ``target`` is -1 when there is none (self-Conversion targets oneself)."""

    seat: int
    kind: int
    target: int = -1

    def __str__(self) -> str:
        text = f"{_seat(self.seat)} {KIND_NAMES[self.kind]}"
        if self.target >= 0 and self.target != self.seat:
            text += f" {_seat(self.target)}"
        return text


@dataclass(frozen=True, slots=True)
class Pass(ActionValue):
    seat: int

    def __str__(self) -> str:
        return f"{_seat(self.seat)} pass"


@dataclass(frozen=True, slots=True)
class Challenge(ActionValue):
    seat: int

    def __str__(self) -> str:
        return f"{_seat(self.seat)} challenge"


@dataclass(frozen=True, slots=True)
class Block(ActionValue):
    seat: int
    character: int

    def __str__(self) -> str:
        return f"{_seat(self.seat)} block {NAMES[self.character]}"


@dataclass(frozen=True, slots=True)
class Reveal(ActionValue):
    """Prove a challenged claim by showing the character (it is then replaced from the deck)."""

    seat: int
    character: int

    def __str__(self) -> str:
        return f"{_seat(self.seat)} reveal {NAMES[self.character]}"


@dataclass(frozen=True, slots=True)
class RevealHand(ActionValue):
    """Prove an Embezzle (no Duke) by showing every face-down card."""

    seat: int

    def __str__(self) -> str:
        return f"{_seat(self.seat)} reveal hand"


@dataclass(frozen=True, slots=True)
class Lose(ActionValue):
    """Turn a face-down card face up: one influence lost (also how a challenge is conceded)."""

    seat: int
    character: int

    def __str__(self) -> str:
        return f"{_seat(self.seat)} lose {NAMES[self.character]}"


@dataclass(frozen=True, slots=True)
class Keep(ActionValue):
    """The cards kept after an Exchange, in character order."""

    seat: int
    cards: tuple[int, ...]

    def __str__(self) -> str:
        return f"{_seat(self.seat)} keep " + " ".join(NAMES[c] for c in self.cards)


@dataclass(frozen=True, slots=True)
class Show(ActionValue):
    """The Examine target's choice of card to show the Inquisitor."""

    seat: int
    character: int

    def __str__(self) -> str:
        return f"{_seat(self.seat)} show {NAMES[self.character]}"


@dataclass(frozen=True, slots=True)
class Verdict(ActionValue):
    """The Inquisitor's decision on the examined card: give it back or force an exchange."""

    seat: int
    force: bool

    def __str__(self) -> str:
        return f"{_seat(self.seat)} " + ("force exchange" if self.force else "give back")


@dataclass(frozen=True, slots=True)
class ChooseSide(ActionValue):
    """Reformation: the starting player picks an allegiance; the others alternate clockwise."""

    seat: int
    allegiance: int

    def __str__(self) -> str:
        return f"{_seat(self.seat)} choose {ALLEGIANCE_NAMES[self.allegiance]}"


@dataclass(frozen=True, slots=True)
class Pick(ActionValue):
    """Two-player set-up: the card a player keeps from their set."""

    seat: int
    character: int

    def __str__(self) -> str:
        return f"{_seat(self.seat)} pick {NAMES[self.character]}"


CoupAction = (
    Declare | Pass | Challenge | Block | Reveal | RevealHand | Lose | Keep | Show | Verdict
    | ChooseSide | Pick
)

# --- the prebuilt tables ---------------------------------------------------------------------
_SEATS = range(MAX_SEATS)
PLAIN = [[Declare(s, k) for k in range(len(KIND_NAMES))] for s in _SEATS]
TARGETED = [[[Declare(s, k, t) for t in _SEATS] for k in range(len(KIND_NAMES))] for s in _SEATS]
PASS = [Pass(s) for s in _SEATS]
CHALLENGE = [Challenge(s) for s in _SEATS]
PASS_OR_CHALLENGE = [(PASS[s], CHALLENGE[s]) for s in _SEATS]
BLOCK = [[Block(s, c) for c in range(CHARACTER_COUNT)] for s in _SEATS]
REVEAL = [[Reveal(s, c) for c in range(CHARACTER_COUNT)] for s in _SEATS]
REVEAL_HAND = [RevealHand(s) for s in _SEATS]
LOSE = [[Lose(s, c) for c in range(CHARACTER_COUNT)] for s in _SEATS]
SHOW = [[Show(s, c) for c in range(CHARACTER_COUNT)] for s in _SEATS]
VERDICTS = [(Verdict(s, False), Verdict(s, True)) for s in _SEATS]
SIDES = [tuple(ChooseSide(s, a) for a in range(2)) for s in _SEATS]
PICK = [[Pick(s, c) for c in range(CHARACTER_COUNT)] for s in _SEATS]


def block_options(seat: int, kind: int, inquisitor: bool) -> tuple[Any, ...]:
    """Pass or block with each character that may block ``kind``."""
    blockers: tuple[int, ...]
    if kind == FOREIGN_AID:
        blockers = (DUKE,)
    elif kind == STEAL:
        blockers = (CAPTAIN, INQUISITOR if inquisitor else AMBASSADOR)
    else:
        blockers = (CONTESSA,)
    return (PASS[seat], *(BLOCK[seat][c] for c in blockers))


# BLOCK_OPTIONS[inquisitor][seat][kind]: prebuilt for the three blockable actions.
BLOCK_OPTIONS = [
    [
        {k: block_options(s, k, inq) for k in (FOREIGN_AID, STEAL, ASSASSINATE)}
        for s in _SEATS
    ]
    for inq in (False, True)
]

_keeps: dict[tuple[int, tuple[int, ...]], Keep] = {}


def keep_options(seat: int, pool: list[int], size: int) -> tuple[Keep, ...]:
    """Every distinct choice of ``size`` cards to keep from ``pool`` (hand plus drawn cards)."""
    options = []
    for cards in sorted(set(combinations(sorted(pool), size))):
        action = _keeps.get((seat, cards))
        if action is None:
            action = _keeps[(seat, cards)] = Keep(seat, cards)
        options.append(action)
    return tuple(options)


# --- notation -------------------------------------------------------------------------------
_KIND_BY_WORDS = {name.split()[0]: kind for kind, name in enumerate(KIND_NAMES)}


def parse_seat(token: str) -> int:
    number = small_number(token[1:]) if token.startswith("p") else None
    if number is not None and 0 < number <= MAX_SEATS:
        return number - 1
    raise NotationError(f"expected a player p1..p{MAX_SEATS}, found {token!r}")


def parse_action(text: str) -> CoupAction:
    """Read an action back from its notation: ``parse_action(str(a)) == a``."""
    words = text.strip().lower().split()
    if len(words) < 2:
        raise NotationError(f"{text!r}: expected a player and an action, e.g. 'p1 income'")
    seat = parse_seat(words[0])
    verb, rest = words[1], words[2:]

    def one_card() -> int:
        if len(rest) != 1:
            raise NotationError(f"{text!r}: expected one character after {verb!r}")
        return character(rest[0])

    if verb == "foreign":
        if rest != ["aid"]:
            raise NotationError(f"{text!r}: did you mean 'foreign aid'?")
        return Declare(seat, FOREIGN_AID)
    if verb in _KIND_BY_WORDS:
        kind = _KIND_BY_WORDS[verb]
        if kind in TARGETED_KINDS:
            if len(rest) != 1:
                raise NotationError(f"{text!r}: {verb} needs one target, e.g. '{verb} p2'")
            return Declare(seat, kind, parse_seat(rest[0]))
        if kind == CONVERT:
            if len(rest) > 1:
                raise NotationError(f"{text!r}: convert takes at most one target")
            return Declare(seat, kind, parse_seat(rest[0]) if rest else seat)
        if rest:
            raise NotationError(f"{text!r}: {verb} takes no target")
        return Declare(seat, kind)
    simple = {"pass": Pass, "challenge": Challenge}
    if verb in simple:
        if rest:
            raise NotationError(f"{text!r}: {verb} takes nothing more")
        return simple[verb](seat)
    if verb == "reveal" and rest == ["hand"]:
        return RevealHand(seat)
    carded = {"block": Block, "reveal": Reveal, "lose": Lose, "show": Show, "pick": Pick}
    if verb in carded:
        return carded[verb](seat, one_card())
    if verb == "keep":
        if not rest:
            raise NotationError(f"{text!r}: keep which cards?")
        return Keep(seat, tuple(sorted(character(w) for w in rest)))
    if verb == "give" and rest == ["back"]:
        return Verdict(seat, False)
    if verb == "force" and rest == ["exchange"]:
        return Verdict(seat, True)
    if verb == "choose" and len(rest) == 1:
        return ChooseSide(seat, allegiance(rest[0]))
    raise NotationError(f"{text!r}: unknown Coup action {verb!r}")
