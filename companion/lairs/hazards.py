"""Hazard cards (Hungry Blob, Greased Pit) and the Basic die, read from resources/lairs/.

Both are data so a user can put in their own copy's die faces or expansion hazards; loading
validates every value and reports where a file is wrong.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

from companion.core.document import parse_json
from companion.core.errors import MalformedInput
from companion.core.messages import Message, message
from companion.core.resources import read_resource_text
from companion.lairs.board import Feature
from companion.lairs.energy import FatigueRule, Kind


class FailedCheck(StrEnum):
    """What a hazard does when a fight/disarm fails (after its strike)."""

    LOWER_TARGET = "lower-target"  # monsters: the new target is the old one minus the roll
    REMOVE = "remove"  # traps: the trap leaves the game, with no achievement


# The box's hazards (resources/lairs/hazards.json) as messages, so that the app says their names
# in the player's language; a hazard from a player's own file keeps its name as written.
_BOX_HAZARDS = (message("HazardNames", "Hungry Blob"), message("HazardNames", "Greased Pit"))
BOX_HAZARDS: dict[str, Message] = {str(name): name for name in _BOX_HAZARDS}


def hazard_name(name: str) -> str:
    """A hazard card's name: a translatable message when it is one of the box's."""
    return BOX_HAZARDS.get(name, name)


@dataclass(frozen=True)
class HazardCard:
    feature: Feature
    name: str
    target: int
    category: str  # no effect in the base game; kept for expansions
    strike: FatigueRule
    on_failed_check: FailedCheck


@dataclass(frozen=True)
class Die:
    """A Basic die. ``assumption`` says why its faces are not the publisher's own text."""

    faces: tuple[int, ...]
    assumption: str = ""

    def roll(self, rng: random.Random, count: int) -> tuple[int, ...]:
        return tuple(self.faces[rng.randrange(len(self.faces))] for _ in range(count))

    def chance_at_least(self, count: int, target: int) -> float:
        """Probability that ``count`` dice sum to at least ``target`` (used by the bot and UI)."""
        return _chance_at_least(self.faces, count, target)

    def totals(self, count: int) -> frozenset[int]:
        """Every total ``count`` dice can roll."""
        return _totals(self.faces, count)


@cache
def _totals(faces: tuple[int, ...], count: int) -> frozenset[int]:
    totals = frozenset({0})
    for _ in range(count):
        totals = frozenset(t + f for t in totals for f in set(faces))
    return totals


@cache
def _chance_at_least(faces: tuple[int, ...], count: int, target: int) -> float:
    return sum(p for total, p in roll_distribution(faces, count) if total >= target)


@cache
def roll_distribution(faces: tuple[int, ...], dice: int) -> tuple[tuple[int, float], ...]:
    """Every total ``dice`` dice with these faces can roll, with its chance, lowest first."""
    sums: dict[int, float] = {0: 1.0}
    for _ in range(dice):
        nxt: dict[int, float] = {}
        for total, p in sums.items():
            for face in faces:
                nxt[total + face] = nxt.get(total + face, 0.0) + p / len(faces)
        sums = nxt
    return tuple(sorted(sums.items()))


def _document(name: str, expected_format: str) -> tuple[dict[str, Any], Callable[..., Any]]:
    where = f"resources/lairs/{name}"

    def fail(key: str, message: str) -> MalformedInput:
        return MalformedInput(message, f"{where}: {key}" if key else where)

    try:
        data = parse_json(read_resource_text("lairs", name), where)
    except OSError as error:
        raise fail("", f"cannot be read: {error}") from None
    if not isinstance(data, dict) or data.get("format") != expected_format:
        raise fail("format", f"expected {expected_format!r}")
    if data.get("version") != 1:
        raise fail("version", f"unsupported version {data.get('version')!r}")
    return data, fail


def _positive_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


MAX_FACE = 999  # a face's number: dice totals are written in notation ("rolled 3+5")
MAX_FACES = 20


def die_faces(value: Any) -> tuple[int, ...] | None:
    """A die's faces as every reader takes them (1–20 whole numbers from 1 to 999), or None."""
    if (isinstance(value, list) and 1 <= len(value) <= MAX_FACES
            and all(type(face) is int and 1 <= face <= MAX_FACE for face in value)):
        return tuple(value)
    return None


def parse_die(data: Mapping[str, Any], fail: Callable[[str, str], Exception]) -> Die:
    faces = die_faces(data.get("faces"))
    if faces is None:
        raise fail("faces", f"must be a list of 1–{MAX_FACES} whole numbers from 1 to "
                            f"{MAX_FACE}")
    assumption = data.get("assumption", "")
    if not isinstance(assumption, str):
        raise fail("assumption", "must be text")
    return Die(faces, assumption)


def parse_hazard(
    data: Any, where: str, fail: Callable[[str, str], Exception]
) -> HazardCard:
    if not isinstance(data, dict):
        raise fail(where, "must be an object")
    try:
        feature = Feature(data.get("feature"))
        on_failed = FailedCheck(data.get("on_failed_check"))
    except ValueError as error:
        raise fail(where, str(error)) from None
    if not feature.is_hazard:
        raise fail(f"{where}.feature", f"{feature} is not a hazard")
    name, category = data.get("name"), data.get("category", "")
    if not isinstance(name, str) or not name or not isinstance(category, str):
        raise fail(f"{where}.name", "name and category must be text")
    if not _positive_int(data.get("target")):
        raise fail(f"{where}.target", "must be a positive whole number")
    rule = parse_penalty(data.get("strike"), f"{where}.strike", fail)
    return HazardCard(feature, hazard_name(name), data["target"], category, rule, on_failed)


_PENALTY_FROM = {"any": None, "fresh": None, **{kind.name.lower(): kind for kind in Kind}}


def parse_penalty(data: Any, where: str, fail: Callable[[str, str], Exception]) -> FatigueRule:
    """A penalty in one of the rules' forms: ``{"fatigue": N, "from": "any"}`` (fatigue N
    cubes), ``"from": "fresh"`` (N Fresh), ``"from": "quickness"`` (N Quickness; also "basic",
    "perception"), or ``{"spend": N}`` (spend N cubes)."""
    if isinstance(data, dict) and set(data) == {"spend"} and _positive_int(data["spend"]):
        return FatigueRule(data["spend"], fresh=False, spend=True)
    if (not isinstance(data, dict) or not _positive_int(data.get("fatigue"))
            or data.get("from") not in _PENALTY_FROM):
        raise fail(where, 'must be {"fatigue": N, "from": "any", "fresh", "basic", '
                          '"quickness" or "perception"} or {"spend": N}')
    return FatigueRule(data["fatigue"], data["from"] == "fresh", _PENALTY_FROM[data["from"]])


@cache
def default_die() -> Die:
    data, fail = _document("dice.json", "lairs-dice")
    return parse_die(data, fail)


def die_with_faces(faces: tuple[int, ...]) -> Die:
    """A game's die known by its faces alone (a player's view names only those): the shipped
    die, with its note, or a die whose faces were chosen for the game."""
    shipped = default_die()
    return shipped if faces == shipped.faces else Die(faces, "faces chosen for this game")


@cache
def hazard_cards() -> Mapping[Feature, HazardCard]:
    data, fail = _document("hazards.json", "lairs-hazards")
    entries = data.get("hazards")
    if not isinstance(entries, list):
        raise fail("hazards", "must be a list")
    cards = {}
    for index, entry in enumerate(entries):
        card = parse_hazard(entry, f"hazards[{index}]", fail)
        if card.feature in cards:
            raise fail(f"hazards[{index}]", f"a second card for {card.feature}")
        cards[card.feature] = card
    for feature in (Feature.MONSTER, Feature.TRAP):
        if feature not in cards:
            raise fail("hazards", f"no card for {feature}")
    return cards
