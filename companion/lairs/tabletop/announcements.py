"""What an explorer says at the table, typed by the Builder: "Creep east to E4", "Peer B3".

An announcement names the action and, for moves, a direction and/or a cell; when both are given
the Builder's console checks that they agree (the rulebook's tip: saying both gives the Builder
a chance to catch a slip). Cubes are never named: the explorer pays on their own mat.

Accepted forms (case-insensitive; "to"/"into" optional)::

    creep east to E4 · creep E4 · creep east       hustle · hustle north to B3 · stop
    peer B3 · peer west into B3                    enter · stay
    backtrack to C2                                open chest · skip chest
    fight rolled 4 · disarm rolled 2+1+1 · fight with no dice
    conserve · end turn · leave
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from companion.core.errors import CompanionError, NotationError
from companion.core.messages import message
from companion.core.numerals import small_number
from companion.lairs.board import Cell, Direction, cell_name, parse_cell


class Verb(StrEnum):
    CREEP = "creep"
    HUSTLE = "hustle"
    STOP = "stop"
    PEER = "peer"
    ENTER = "enter"
    STAY = "stay"
    BACKTRACK = "backtrack"
    OPEN = "open"
    SKIP = "skip"
    FIGHT = "fight"
    DISARM = "disarm"
    CHECK = "check"  # fight or disarm, whichever the hazard here calls for
    CONSERVE = "conserve"
    END_TURN = "end turn"
    LEAVE = "leave"

    @property
    def moves(self) -> bool:
        """Takes a direction and/or a target cell."""
        return self in _MOVING

    @property
    def checks(self) -> bool:
        return self in (Verb.FIGHT, Verb.DISARM, Verb.CHECK)


_MOVING = frozenset({Verb.CREEP, Verb.HUSTLE, Verb.PEER, Verb.BACKTRACK, Verb.ENTER})
# May be said without a place: Hustle alone announces the Creeps to come; Enter goes into the
# cell just peered at.
_PLACE_OPTIONAL = frozenset({Verb.HUSTLE, Verb.ENTER})
_SYNONYMS = {
    "end": Verb.END_TURN, "pass": Verb.END_TURN, "exit": Verb.LEAVE, "move": Verb.CREEP,
}
_FILLER = {"to", "into", "the", "chest", "turn", "dungeon", "at", "a", "my", "on", "cell"}
_DIRECTIONS = {d.value: d for d in Direction} | {d.value[0]: d for d in Direction}


@dataclass(frozen=True)
class Announcement:
    verb: Verb
    target: Cell | None = None
    direction: Direction | None = None
    rolled: tuple[int, ...] = ()  # the dice faces told for a fight/disarm; () = no dice

    def __str__(self) -> str:
        if self.verb.checks:
            dice = "+".join(map(str, self.rolled))
            return f"{self.verb} rolled {dice}" if dice else f"{self.verb} with no dice"
        words = [self.verb.value]
        if self.direction is not None:
            words.append(self.direction.value)
        if self.target is not None:
            words += ["into" if self.verb is Verb.PEER else "to", cell_name(self.target)]
        return " ".join(words)

    @property
    def total(self) -> int:
        return sum(self.rolled)


def parse_announcement(text: str) -> Announcement:
    """Read a typed announcement; ``NotationError`` says what was not understood."""
    words = [w for w in re.split(r"[\s,.:;!]+", text.strip().lower()) if w]
    if not words:
        raise NotationError(message("LairsConsole", "say what the explorer does, e.g. 'creep "
                                    "east to E4'"))
    head = words[0]
    verb = _SYNONYMS.get(head) or next((v for v in Verb if v.value == head), None)
    if verb is None:
        raise NotationError(message(
            "LairsConsole", "{said}: unknown action {word} (creep, hustle, peer, backtrack, "
            "fight, disarm, open, skip, enter, stay, stop, conserve, end turn, leave)").format(
            said=repr(text.strip()), word=repr(head)))
    rest = [w for w in words[1:] if w not in _FILLER]
    if verb.moves:
        return _move(verb, rest, text)
    if verb.checks:
        return Announcement(verb, rolled=_dice(rest, text))
    if rest:
        raise NotationError(message("LairsConsole", "{said}: {verb} takes no cell or direction"
                                    ).format(said=repr(text.strip()), verb=str(verb)))
    return Announcement(verb)


def _move(verb: Verb, words: list[str], text: str) -> Announcement:
    target: Cell | None = None
    direction: Direction | None = None
    for word in words:
        if word in _DIRECTIONS and direction is None:
            direction = _DIRECTIONS[word]
            continue
        try:
            cell = parse_cell(word.upper())
        except CompanionError:
            raise NotationError(message("LairsConsole", "{said}: {word} is neither a direction "
                                        "nor a cell (A1–F6)").format(
                said=repr(text.strip()), word=repr(word))) from None
        if target is not None:
            raise NotationError(message("LairsConsole", "{said}: name one cell").format(
                said=repr(text.strip())))
        target = cell
    if verb is Verb.BACKTRACK and target is None:
        raise NotationError(message("LairsConsole", "{said}: Backtrack names the cell it ends "
                                    "on").format(said=repr(text.strip())))
    if verb not in _PLACE_OPTIONAL and target is None and direction is None:
        raise NotationError(message("LairsConsole", "{said}: say where, e.g. '{verb} east' or "
                                    "'{verb} E4'").format(said=repr(text.strip()),
                                                          verb=str(verb)))
    return Announcement(verb, target, direction)


def _dice(words: list[str], text: str) -> tuple[int, ...]:
    words = [w for w in words if w not in ("rolled", "roll", "with", "dice", "die", "total")]
    if words in ([], ["no"], ["0"]):
        return ()
    faces: list[int] = []
    for word in words:
        for part in word.split("+"):
            face = small_number(part)
            if face is None or face <= 0:
                raise NotationError(
                    f"{text.strip()!r}: say what was rolled, e.g. 'fight rolled 2+1+1', "
                    "'fight rolled 4' or 'fight with no dice'")
            faces.append(face)
    return tuple(faces)
