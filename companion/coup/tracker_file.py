"""Tracker session files: version-1 JSON, written atomically, read with every problem located.

A session file holds the public facts a tracker keeps::

    {"format": "coup-tracker", "version": 1, "inquisitor": false, "reformation": true,
     "players": [{"name": "Ada", "coins": 3, "revealed": ["duke"], "allegiance": "loyalist"},
                 ...],                     # clockwise; "allegiance" only with reformation
     "reserve": 0, "current": "Ada",       # Treasury Reserve; whose turn it is
     "claims": [{"player": "Ada", "character": "duke", "what": "tax",
                 "challenger": "Ben", "stood": false}]}   # challenger/stood: null if none

The Treasury is not stored: it is always 50 minus every coin on the table.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from companion.core.errors import MalformedInput
from companion.core.files import write_json_atomic
from companion.coup.cards import (
    ALLEGIANCE_NAMES,
    NAMES,
    TREASURY_COINS,
    characters_in_play,
    copies_for,
)
from companion.coup.tracker import Claim, Table, Tracker

FORMAT = "coup-tracker"
VERSION = 1


class TrackerFileError(MalformedInput):
    """A file that is not a version-1 tracker session; ``problems`` has one line per problem."""

    def __init__(self, problems: list[str], where: str = "") -> None:
        self.problems = tuple(problems)
        super().__init__("; ".join(problems), where)


def tracker_to_json(tracker: Tracker) -> dict[str, Any]:
    t = tracker.table
    names = t.names
    return {
        "format": FORMAT,
        "version": VERSION,
        "inquisitor": t.inquisitor,
        "reformation": t.reformation,
        "players": [
            {"name": names[p], "coins": t.coins[p], "revealed": [NAMES[c] for c in t.revealed[p]],
             **({"allegiance": ALLEGIANCE_NAMES[t.allegiance[p]]} if t.reformation else {})}
            for p in range(tracker.players)
        ],
        "reserve": t.reserve,
        "current": names[t.current],
        "claims": [
            {"player": names[c.player], "character": NAMES[c.character], "what": c.what,
             "challenger": names[c.challenger] if c.challenger >= 0 else None,
             "stood": c.stood}
            for c in t.claims
        ],
    }


def tracker_from_json(data: Any, where: str = "") -> Tracker:
    """A tracker from a session document; ``TrackerFileError`` lists every problem."""
    problems = list(_problems(data))
    if problems:
        raise TrackerFileError(problems, where)
    players = data["players"]
    names = [p["name"] for p in players]
    reformation = data.get("reformation", False)
    tracker = Tracker(names, data.get("inquisitor", False), reformation)
    seat = {name: index for index, name in enumerate(names)}
    tracker.table = Table(
        names, tracker.table.inquisitor, reformation,
        coins=[p["coins"] for p in players],
        revealed=[[NAMES.index(c) for c in p["revealed"]] for p in players],
        allegiance=[ALLEGIANCE_NAMES.index(p["allegiance"]) for p in players] if reformation
        else [],
        reserve=data.get("reserve", 0),
        current=seat[data["current"]],
        claims=[
            Claim(seat[c["player"]], NAMES.index(c["character"]), c["what"],
                  seat[c["challenger"]] if c.get("challenger") is not None else -1,
                  c.get("stood"))
            for c in data.get("claims", [])
        ],
    )
    return tracker


def save_tracker(path: str | os.PathLike[str], tracker: Tracker) -> None:
    write_json_atomic(path, tracker_to_json(tracker))


def load_tracker(path: str | os.PathLike[str]) -> Tracker:
    """Read a session file; ``TrackerFileError`` (a ``MalformedInput``) names the file."""
    where = str(path)
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise TrackerFileError(["no such file"], where) from None
    except UnicodeDecodeError as error:
        raise TrackerFileError([f"not UTF-8 text (at byte {error.start})"], where) from None
    except OSError as error:
        raise TrackerFileError([f"cannot read: {error.strerror or error}"], where) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise TrackerFileError(
            [f"not valid JSON ({error.msg} at line {error.lineno}, column {error.colno})"],
            where) from None
    return tracker_from_json(data, where)


# --- checking a document --------------------------------------------------------------------
def _shown(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _count(value: Any) -> bool:
    return type(value) is int and value >= 0


def _problems(data: Any) -> Iterator[str]:
    if not isinstance(data, dict):
        yield f"the top level must be a JSON object, found {_shown(data)[:40]}"
        return
    if data.get("format") != FORMAT:
        yield f"format must be {FORMAT!r}, found {_shown(data.get('format'))}"
    if data.get("version") != VERSION or type(data.get("version")) is not int:
        yield f"version must be {VERSION}, found {_shown(data.get('version'))}"
    known = {"format", "version", "inquisitor", "reformation", "players", "reserve", "current",
             "claims"}
    for key in sorted(set(data) - known):
        yield f"unknown key {key!r}"
    for key in ("inquisitor", "reformation"):
        if not isinstance(data.get(key, False), bool):
            yield f"{key} must be true or false, found {_shown(data[key])}"
    reformation = data.get("reformation") is True
    players = data.get("players")
    top = 10 if reformation else 8
    if not isinstance(players, list) or not 2 <= len(players) <= top:
        yield f"players must be a list of 2–{top} players"
        return
    characters = {NAMES[c] for c in characters_in_play(data.get("inquisitor") is True)}
    names: list[str] = []
    problems = list(_player_problems(players, characters, reformation, names))
    yield from problems
    if problems:
        return
    reserve = data.get("reserve", 0)
    if not _count(reserve):
        yield f"reserve must be a whole number ≥ 0, found {_shown(reserve)}"
    elif sum(p["coins"] for p in players) + reserve > TREASURY_COINS:
        yield f"the players and the Reserve hold more than the {TREASURY_COINS} coins"
    face_up = Counter(c for p in players for c in p["revealed"])
    copies = copies_for(len(players))
    for card, count in sorted(face_up.items()):
        if count > copies:
            yield f"{count} {card} cards are face up; this game has {copies}"
    current = data.get("current")
    living = [p["name"] for p in players if len(p["revealed"]) < 2]
    if current not in names:
        yield f"current must name a player, found {_shown(current)}"
    elif current not in living and len(living) > 1:
        yield f"current names {current!r}, who is exiled"
    yield from _claim_problems(data.get("claims", []), characters, names)


def _player_problems(players: list[Any], characters: set[str], reformation: bool,
                     names: list[str]) -> Iterator[str]:
    for index, player in enumerate(players):
        at = f"players[{index}]"
        if not isinstance(player, dict):
            yield f"{at} must be an object with name, coins and revealed"
            continue
        name = player.get("name")
        if not isinstance(name, str) or not name.strip():
            yield f"{at}.name must be a non-empty string, found {_shown(name)}"
        elif name in names:
            yield f"{at}.name {name!r} is used twice"
        names.append(name if isinstance(name, str) else "")
        coins = player.get("coins")
        if not _count(coins):
            yield f"{at}.coins must be a whole number ≥ 0, found {_shown(coins)}"
        revealed = player.get("revealed", [])
        if not isinstance(revealed, list) or len(revealed) > 2:
            yield f"{at}.revealed must be a list of at most 2 characters"
        else:
            for card in revealed:
                if card not in characters:
                    yield (f"{at}.revealed: {_shown(card)} is not a character of this game "
                           f"({', '.join(sorted(characters))})")
            if len(revealed) == 2 and _count(coins) and coins > 0:
                yield f"{at} is exiled (two cards face up) but holds {coins} coins"
        side = player.get("allegiance")
        if reformation and side not in ALLEGIANCE_NAMES:
            yield f"{at}.allegiance must be loyalist or reformist, found {_shown(side)}"
        if not reformation and "allegiance" in player:
            yield f"{at}.allegiance needs reformation: true"


def _claim_problems(claims: Any, characters: set[str], names: list[str]) -> Iterator[str]:
    if not isinstance(claims, list):
        yield "claims must be a list"
        return
    for index, claim in enumerate(claims):
        at = f"claims[{index}]"
        if not isinstance(claim, dict):
            yield f"{at} must be an object"
            continue
        if claim.get("player") not in names:
            yield f"{at}.player must name a player, found {_shown(claim.get('player'))}"
        if claim.get("character") not in characters:
            yield f"{at}.character: {_shown(claim.get('character'))} is not in this game"
        if not isinstance(claim.get("what"), str):
            yield f"{at}.what must be a string, found {_shown(claim.get('what'))}"
        challenger = claim.get("challenger")
        if challenger is not None and challenger not in names:
            yield f"{at}.challenger must name a player or be null, found {_shown(challenger)}"
        elif challenger is not None and challenger == claim.get("player"):
            yield f"{at}: a player cannot challenge their own claim"
        stood = claim.get("stood")
        if stood is not None and type(stood) is not bool:
            yield f"{at}.stood must be true, false or null, found {_shown(claim.get('stood'))}"

