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

import os
from collections import Counter
from collections.abc import Iterator
from typing import Any

from companion.core.document import DocumentError, DocumentType, quote
from companion.core.files import write_json_atomic
from companion.core.shape import (
    Boolean,
    Choice,
    Const,
    Field,
    Fields,
    Integer,
    ListOf,
    Nullable,
    Text,
)
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
NAME_LIMIT = 100


_PLAYER = Fields({
    "name": Text(max_length=NAME_LIMIT, non_empty=True),
    "coins": Integer(0),
    "revealed": Field(ListOf(Choice({n: i for i, n in enumerate(NAMES)}),
                             "a list of at most 2 characters", max_items=2), ()),
    # Only with reformation; checked below, as it depends on the document's own flag.
    "allegiance": Field(Choice({n: i for i, n in enumerate(ALLEGIANCE_NAMES)}), None),
}, others="refuse")

_CLAIM = Fields({
    "player": Text(),
    "character": Choice({n: i for i, n in enumerate(NAMES)}),
    "what": Text(max_length=100),
    "challenger": Field(Nullable(Text()), None),
    "stood": Field(Nullable(Boolean()), None),
}, others="refuse")

SESSION = DocumentType(FORMAT, VERSION, Fields({
    "format": Const(FORMAT),
    "version": Const(VERSION),
    "inquisitor": Field(Boolean(), False),
    "reformation": Field(Boolean(), False),
    "players": ListOf(_PLAYER, "a list of players", min_items=2, max_items=10),
    "reserve": Field(Integer(0), 0),
    "current": Text(),
    "claims": Field(ListOf(_CLAIM, "a list of claims"), ()),
}, others="refuse"), "a Coup tracker session")


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
    """A tracker from a session document; ``DocumentError`` lists every problem."""
    return _tracker(SESSION.check(data, where), where)


def _tracker(session: dict[str, Any], where: str) -> Tracker:
    problems = list(_problems(session))
    if problems:
        raise DocumentError(problems, where)
    players = session["players"]
    names = [p["name"] for p in players]
    reformation = session["reformation"]
    tracker = Tracker(names, session["inquisitor"], reformation)
    seat = {name: index for index, name in enumerate(names)}
    tracker.table = Table(
        tuple(names), tracker.table.inquisitor, reformation,
        coins=tuple(p["coins"] for p in players),
        revealed=tuple(tuple(p["revealed"]) for p in players),
        allegiance=tuple(p["allegiance"] for p in players) if reformation else (),
        reserve=session["reserve"],
        current=seat[session["current"]],
        claims=tuple(
            Claim(seat[c["player"]], c["character"], c["what"],
                  seat[c["challenger"]] if c["challenger"] is not None else -1, c["stood"])
            for c in session["claims"]
        ),
    )
    return tracker


def save_tracker(path: str | os.PathLike[str], tracker: Tracker) -> None:
    write_json_atomic(path, tracker_to_json(tracker))


def load_tracker(path: str | os.PathLike[str]) -> Tracker:
    """Read a session file; ``DocumentError`` (a ``MalformedInput``) names the file."""
    return _tracker(SESSION.read(path), str(path))


# --- what ties a well-shaped session together --------------------------------------------------
def _problems(session: dict[str, Any]) -> Iterator[str]:
    reformation = session["reformation"]
    players = session["players"]
    top = 10 if reformation else 8
    if len(players) > top:
        yield f"players must be a list of 2–{top} players without reformation"
    in_play = set(characters_in_play(session["inquisitor"]))
    names: list[str] = []
    for index, player in enumerate(players):
        at = f"players[{index}]"
        name, coins, revealed = player["name"], player["coins"], player["revealed"]
        if name in names:
            yield f"{at}.name {quote(name)} is used twice"
        names.append(name)
        for card in revealed:
            if card not in in_play:
                yield (f"{at}.revealed: {quote(NAMES[card])} is not a character of this game "
                       f"({', '.join(sorted(NAMES[c] for c in in_play))})")
        if len(revealed) == 2 and coins > 0:
            yield f"{at} is exiled (two cards face up) but holds {coins} coins"
        if reformation and player["allegiance"] is None:
            yield f"{at}.allegiance must be loyalist or reformist with reformation: true"
        if not reformation and player["allegiance"] is not None:
            yield f"{at}.allegiance needs reformation: true"
    if sum(p["coins"] for p in players) + session["reserve"] > TREASURY_COINS:
        yield f"the players and the Reserve hold more than the {TREASURY_COINS} coins"
    face_up = Counter(c for p in players for c in p["revealed"])
    copies = copies_for(len(players))
    for card, count in sorted(face_up.items()):
        if count > copies:
            yield f"{count} {NAMES[card]} cards are face up; this game has {copies}"
    current = session["current"]
    living = [p["name"] for p in players if len(p["revealed"]) < 2]
    if current not in names:
        yield f"current must name a player, found {quote(current)}"
    elif current not in living and len(living) > 1:
        yield f"current names {quote(current)}, who is exiled"
    for index, claim in enumerate(session["claims"]):
        at = f"claims[{index}]"
        if claim["player"] not in names:
            yield f"{at}.player must name a player, found {quote(claim['player'])}"
        if claim["character"] not in in_play:
            yield f"{at}.character: {quote(NAMES[claim['character']])} is not in this game"
        challenger = claim["challenger"]
        if challenger is not None and challenger not in names:
            yield f"{at}.challenger must name a player or be null, found {quote(challenger)}"
        elif challenger is not None and challenger == claim["player"]:
            yield f"{at}: a player cannot challenge their own claim"
