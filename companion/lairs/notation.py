"""Reading the action notation back: ``parse_action(str(action)) == action``."""

from __future__ import annotations

from collections.abc import Callable

from companion.core.errors import CompanionError, NotationError
from companion.core.numerals import small_number
from companion.lairs.actions import (
    Backtrack,
    Check,
    Conserve,
    Creep,
    Enter,
    FaceUp,
    Fatigue,
    Hustle,
    LairsAction,
    Leave,
    OpenChest,
    Peer,
    SkipChest,
    Stay,
    Step,
    Stop,
    Take,
)
from companion.lairs.board import parse_cell
from companion.lairs.energy import Pick, Picks, canonical

_MOVES: dict[str, Callable[[int, Picks], LairsAction]] = {
    "creep": Creep, "hustle": Hustle, "backtrack": Backtrack, "peer": Peer,
}
_WORDS: dict[str, LairsAction] = {
    "stop": Stop(), "enter": Enter(), "stay": Stay(), "open": OpenChest(),
    "skip": SkipChest(), "exit": Leave(),
}


def _picks(words: list[str]) -> Picks:
    return canonical(Pick.parse(word) for word in words)


def parse_action(text: str) -> LairsAction:
    words = text.strip().split()
    if not words:
        raise NotationError("empty action")
    verb, rest = words[0].lower(), words[1:]
    try:
        if verb in _WORDS and not rest:
            return _WORDS[verb]
        if verb in _MOVES and rest:
            return _MOVES[verb](parse_cell(rest[0].upper()), _picks(rest[1:]))
        if verb == "step" and len(rest) == 1:
            return Step(parse_cell(rest[0].upper()))
        if verb == "check" and rest and (count := small_number(rest[0])) is not None:
            pay = _picks(rest[1:])
            if count != len(pay):
                raise NotationError(f"{text!r}: check {rest[0]} must name {rest[0]} cubes")
            return Check(pay)
        if verb == "conserve":
            return Conserve(_picks(rest))
        if verb == "fatigue":
            return Fatigue(_picks(rest))
        if verb == "take" and len(rest) == 1:
            return Take(rest[0])
        if verb == "faceup":
            return FaceUp(tuple(sorted(rest)))
    except NotationError:
        raise
    except CompanionError as error:
        raise NotationError(f"{text!r}: {error}") from None
    raise NotationError(f"{text!r} is not a Lairs action (e.g. 'creep E4 fb', 'check 2 fb fq')")
