"""Landlord's helper files: version-1 JSON, written atomically, read with every problem located.

A file holds the table and the decisions in the rules' notation (``p1`` is the first player
listed, clockwise)::

    {"format": "companion.intrige.landlord-helper", "version": 1,
     "players": [{"name": "Ada", "colour": "red"}, {"name": "Ben", "colour": "yellow"}, ...],
     "variants": ["refund"], "start": "Ben",
     "moves": ["p2 send writer to p1", "p2 send scientist to p3", ...]}

Loading replays the moves through the rules: a move they refuse is named by its place and
reason (``moves[7] "p3 place p1 writer 6000": suite 6000 is occupied (Ben's writer)``).
Purses are not stored: they follow from the moves.
"""

from __future__ import annotations

import os
from typing import Any

from companion.core.document import DocumentError, DocumentType, quote, read_json
from companion.core.errors import CompanionError
from companion.core.files import write_json_atomic
from companion.core.shape import Choice, Const, Field, Fields, ListOf, Parsed, Text
from companion.intrige.actions import parse_action
from companion.intrige.helper import COLOURS, NAME_LIMIT, LandlordHelper, Player, Refusal
from companion.intrige.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS

FORMAT = "companion.intrige.landlord-helper"
VERSION = 1
MOVE_LIMIT = 1000  # far more than five rounds of five players take

_PLAYER = Fields({
    "name": Text(max_length=NAME_LIMIT, non_empty=True),
    "colour": Choice({c: c for c in COLOURS}),
}, others="refuse")

HELPER = DocumentType(FORMAT, VERSION, Fields({
    "format": Const(FORMAT),
    "version": Const(VERSION),
    "players": ListOf(_PLAYER, f"a list of {MIN_PLAYERS}–{MAX_PLAYERS} players",
                      min_items=MIN_PLAYERS, max_items=MAX_PLAYERS),
    "variants": Field(ListOf(Choice({v: v for v in VARIANTS}), "a list of variants",
                             unique="variant"), ()),
    "start": Text(non_empty=True),
    "moves": Field(ListOf(Parsed(parse_action, "an Intrige decision such as "
                                 "\"p2 send writer to p1\"", max_length=60),
                          "a list of moves", max_items=MOVE_LIMIT), ()),
}, others="refuse"), "an Intrige landlord's helper")


def helper_to_json(helper: LandlordHelper) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": [{"name": p.name, "colour": p.colour} for p in helper.players],
        "variants": sorted(helper.variants),
        "start": helper.name(helper.start),
        "moves": [str(move) for move in helper.moves],
    }


def helper_from_json(data: Any, where: str = "") -> LandlordHelper:
    """A helper from a document; ``DocumentError`` lists every problem, located."""
    return _helper(HELPER.check(data, where), data, where)


def _helper(checked: dict[str, Any], raw: Any, where: str) -> LandlordHelper:
    players = tuple(Player(p["name"], p["colour"]) for p in checked["players"])
    names = [p.name for p in players]
    problems = [f"players[{i}].name {quote(name)} is used twice"
                for i, name in enumerate(names) if name in names[:i]]
    problems += [f"players[{i}].colour {quote(p.colour)} is used twice"
                 for i, p in enumerate(players) if p.colour in [q.colour for q in players[:i]]]
    if checked["start"] not in names:
        problems.append(f"start must name a player, found {quote(checked['start'])}")
    if problems:
        raise DocumentError(problems, where)
    try:
        return LandlordHelper(players, frozenset(checked["variants"]),
                              names.index(checked["start"]), checked["moves"])
    except Refusal as refusal:
        if refusal.index < 0:
            raise DocumentError([str(refusal)], where) from None
        text = raw["moves"][refusal.index]
        raise DocumentError([f"moves[{refusal.index}] {quote(text)}: {refusal.reason}"],
                            where) from None
    except CompanionError as error:
        raise DocumentError([str(error)], where) from None


def save_helper(path: str | os.PathLike[str], helper: LandlordHelper) -> None:
    write_json_atomic(path, helper_to_json(helper))


def load_helper(path: str | os.PathLike[str]) -> LandlordHelper:
    """Read a helper file; ``DocumentError`` (a ``MalformedInput``) names the file."""
    return helper_from_json(read_json(path), str(path))
