"""Lairs positions: the whole game as plain JSON data, and the game rebuilt from it.

A position names everything (seats are 0 and 1; dungeon i is built by seat i and explored by
the other seat; cells are names like ``"B3"``; the treasure deck is listed top card first)::

    {"phase": "exploring", "current": 0, "turn": 7, "exit_order": [], "final_turn_of": null,
     "face_up": [null, null], "die": [1, 1, 2, 2, 3, 4],
     "dungeons": [{dungeon document}, {dungeon document}],
     "supply": {"deck": ["moon-shard", ...], "display": [...], "discard": []},
     "explorers": [{"position": "B3", "known": ["A1", "B3"], "features": {"B3": "monster"},
                    "targets": {"B3": 4}, "mat": {"fresh": {"basic": 2, ...}, ...},
                    "chests": 1, "monsters": 0, "traps_disarmed": 0, "treasures": [...],
                    "exited": false, "turns": 4, "in_turn": true,
                    "pending": [{"kind": "hustle", "creeps_left": 2}],
                    "last_roll": {"hazard": "Hungry Blob", "cell": "B3", "faces": [1, 1],
                                  "target": 6, "success": false},
                    "trail": [["A1", "A2", "B2"], [], ["B3"]],
                    "log": ["Turn 1: energy refreshed", ...]}, {...}],
     "rng": [3, [...], null]}

``features`` are the features still on the explored board (opened chests, defeated monsters and
removed traps are gone), ``targets`` the current targets of the hazards still there. ``trail``
lists, for each of the explorer's turns (turn 1 first, up to the last one they moved in), the
cells they stood on during it, in order; it ends where they stand. A position without it (written
before trails were kept, or by hand) starts the trail on the explorer's cell. ``rng`` is
the generator's exact state (or ``{"seed": n}`` for a sampled world); both explorations and the
treasure supply draw from it. Loading checks the data and names the offending key.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from companion.core.errors import CompanionError, MalformedInput
from companion.core.protocol import rng_from, rng_state
from companion.core.shape import Fields, ListOf, check
from companion.lairs.board import (
    Cell,
    Dungeon,
    Feature,
    cell_name,
    direction_between,
    parse_cell,
)
from companion.lairs.dungeon_file import CELL, dungeon_from_json, dungeon_to_json
from companion.lairs.energy import BASKETS, KINDS, EnergyMat, FatigueRule
from companion.lairs.exploration import (
    Exploration,
    Pending,
    PendingChest,
    PendingDisplay,
    PendingExit,
    PendingFatigue,
    PendingHustle,
    PendingPeer,
    Roll,
)
from companion.lairs.hazards import Die, hazard_name
from companion.lairs.rulesdata import RulesData
from companion.lairs.scoring import face_up_choices
from companion.lairs.trails import Trail, Visit
from companion.lairs.treasures import (
    DISPLAY_SIZE,
    TreasureSupply,
    default_treasures,
    treasures_document,
    treasures_from_document,
)
from companion.lairs.validation import validate

if TYPE_CHECKING:
    from companion.lairs.game import LairsGame

_FEATURES = {f.value: f for f in Feature}
_MAT_BASKETS = {basket.name.lower(): basket for basket in BASKETS}
_MAT_KINDS = {kind.name.lower(): kind for kind in KINDS}
_SIMPLE_PENDING: dict[str, Pending] = {
    "chest": PendingChest(), "display": PendingDisplay(), "exit": PendingExit()}
# Read from an explorer's entry: the rest of the entry is checked key by key below.
_TRAIL = Fields({"trail": ListOf(ListOf(CELL, "a list of cells"),
                                 "a list of each turn's cells")})


# --- writing -----------------------------------------------------------------------------------
_CUBE_KINDS = {kind.name.lower(): kind for kind in KINDS}


def _penalty_form(rule: FatigueRule) -> dict[str, Any]:
    """The optional keys of a penalty other than "fatigue N (Fresh) cubes"."""
    form: dict[str, Any] = {}
    if rule.kind is not None:
        form["cubes"] = rule.kind.name.lower()
    if rule.spend:
        form["spend"] = True
    return form


def pending_to_json(pending: Pending) -> dict[str, Any]:
    if isinstance(pending, PendingFatigue):
        return {"kind": "fatigue", "count": pending.rule.count, "fresh": pending.rule.fresh,
                **_penalty_form(pending.rule),
                "source": pending.source}
    if isinstance(pending, PendingHustle):
        return {"kind": "hustle", "creeps_left": pending.creeps_left}
    if isinstance(pending, PendingPeer):
        return {"kind": "peer", "cell": cell_name(pending.cell), "must_enter": pending.must_enter}
    if isinstance(pending, PendingChest):
        return {"kind": "chest"}
    if isinstance(pending, PendingDisplay):
        return {"kind": "display"}
    return {"kind": "exit"}


def roll_to_json(roll: Roll | None) -> dict[str, Any] | None:
    if roll is None:
        return None
    return {"hazard": roll.hazard, "cell": cell_name(roll.cell), "faces": list(roll.faces),
            "target": roll.target, "success": roll.success}


def trail_to_json(trail: Trail) -> list[list[str]]:
    """The cells of each turn, turn 1 first, up to the last turn with a visit."""
    turns: list[list[str]] = [[] for _ in range(trail[-1].turn if trail else 0)]
    for visit in trail:
        turns[visit.turn - 1].append(cell_name(visit.cell))
    return turns


def _cells(cells: Any) -> list[str]:
    return [cell_name(c) for c in sorted(cells)]


def exploration_to_json(e: Exploration) -> dict[str, Any]:
    return {
        "position": cell_name(e.position) if e.position is not None else None,
        "known": _cells(e.known),
        "features": {cell_name(c): e.features[c].value for c in sorted(e.features)},
        "targets": {cell_name(c): e.targets[c] for c in sorted(e.features)
                    if e.features[c].is_hazard},
        "mat": e.mat.to_json(),
        "chests": e.chests,
        "monsters": e.monsters,
        "traps_disarmed": e.traps_disarmed,
        "treasures": list(e.treasures),
        "exited": e.exited,
        "turns": e.turns,
        "in_turn": e.in_turn,
        "pending": [pending_to_json(p) for p in e.pending],
        "last_roll": roll_to_json(e.last_roll),
        "trail": trail_to_json(e.trail),
        "log": list(e.log),
    }


def position_of(game: LairsGame) -> dict[str, Any]:
    supply = game.supply
    own_cards = {} if game.data.treasures is default_treasures() else {
        "treasures": treasures_document(game.data.treasures)}
    return {
        **own_cards,
        "phase": game.phase.value,
        "current": game.current,
        "turn": game.turn,
        "exit_order": list(game.exit_order),
        "final_turn_of": game.final_turn_of,
        "face_up": [list(game.face_up[s]) if s in game.face_up else None for s in (0, 1)],
        "die": list(game.data.die.faces),
        "dungeons": [dungeon_to_json(d) for d in game.dungeons],
        "supply": {"deck": supply.deck[::-1], "display": list(supply.display),
                   "discard": list(supply.discard)},
        "explorers": [exploration_to_json(e) for e in game.explorations],
        "rng": rng_state(game.rng),
    }


# --- reading -----------------------------------------------------------------------------------
class _Reader:
    """Checked access to a position; every error names the key it is about."""

    def __init__(self, data: Any, label: str = "position") -> None:
        self.label = label
        if not isinstance(data, Mapping):
            raise MalformedInput("must be an object", label)
        self.data = data

    def fail(self, key: str, message: str) -> MalformedInput:
        return MalformedInput(message, f"{self.label}: {key}")

    def get(self, key: str, within: Mapping[str, Any] | None = None, prefix: str = "") -> Any:
        source = self.data if within is None else within
        if key not in source:
            raise self.fail(prefix + key, "missing")
        return source[key]

    def int(self, key: str, value: Any, low: int, high: int, none: bool = False) -> int | None:
        if value is None and none:
            return None
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise self.fail(key, f"must be a whole number {low}..{high}"
                            + (" or null" if none else ""))
        return value

    def whole(self, key: str, value: Any, low: int, high: int) -> int:
        number = self.int(key, value, low, high)
        assert number is not None
        return number

    def bool(self, key: str, value: Any) -> bool:
        if not isinstance(value, bool):
            raise self.fail(key, "must be true or false")
        return value

    def text(self, key: str, value: Any) -> str:
        if not isinstance(value, str):
            raise self.fail(key, "must be text")
        return value

    def list(self, key: str, value: Any) -> list[Any]:
        if not isinstance(value, list):
            raise self.fail(key, "must be a list")
        return value

    def object(self, key: str, value: Any) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(key, "must be an object")
        return value

    def cell(self, key: str, value: Any) -> Cell:
        try:
            if isinstance(value, str):
                return parse_cell(value)
        except CompanionError:
            pass
        raise self.fail(key, f"{str(value)[:20]!r} is not a cell (A1–F6)")

    def cards(self, key: str, value: Any, known: Mapping[str, Any]) -> list[str]:
        cards = self.list(key, value)
        for i, card in enumerate(cards):
            if not isinstance(card, str) or card not in known:
                raise self.fail(f"{key}[{i}]", f"{str(card)[:30]!r} is not a treasure card")
        return list(cards)  # a copy: the game changes its lists, the caller keeps its data

    def pair(self, key: str, value: Any, read: Callable[[str, Any], Any]) -> list[Any]:
        items = self.list(key, value)
        if len(items) != 2:
            raise self.fail(key, "must list one entry per player (2)")
        return [read(f"{key}[{i}]", v) for i, v in enumerate(items)]


def load_position(game: LairsGame, data: Any, base: RulesData) -> None:
    """Set every field of ``game`` from ``data`` (checked; errors are located)."""
    from companion.lairs.game import Phase

    r = _Reader(data)
    faces = r.list("die", r.get("die"))
    if not faces:
        raise r.fail("die", "must list the die's faces")
    die = Die(tuple(r.whole(f"die[{i}]", f, 1, 1000) for i, f in enumerate(faces)),
              "faces of this game")
    if die.faces == base.die.faces:
        die = base.die  # keep the shipped die's assumption note
    cards = base.treasures
    if r.data.get("treasures") is not None:  # a player's own box
        cards = treasures_from_document(r.data["treasures"])
    game.data = RulesData(die, base.hazards, cards)
    game.dungeons = tuple(r.pair("dungeons", r.get("dungeons"), _dungeon_reader(r)))
    game.rng = rng_from(r.get("rng"), "position: rng")
    game.supply = _supply(r, game.data, game.rng)
    game.explorations = [
        _exploration(r, f"explorers[{seat}]", entry, game.dungeons[1 - seat], game)
        for seat, entry in enumerate(r.pair("explorers", r.get("explorers"), lambda k, v: v))
    ]
    _check_cards(r, game)
    phase_name = r.get("phase")
    if phase_name not in {p.value for p in Phase}:
        raise r.fail("phase", f"must be one of: {', '.join(p.value for p in Phase)}")
    game.phase = Phase(phase_name)
    game.current = r.whole("current", r.get("current"), 0, 1)
    game._turns = r.whole("turn", r.get("turn"), 0, 10**9)
    game.exit_order = [r.whole(f"exit_order[{i}]", s, 0, 1)
                       for i, s in enumerate(r.list("exit_order", r.get("exit_order")))]
    game.final_turn_of = r.int("final_turn_of", r.get("final_turn_of"), 0, 1, none=True)
    game.face_up = {}
    for seat, chosen in enumerate(r.pair("face_up", r.get("face_up"), lambda k, v: v)):
        if chosen is not None:
            key = f"face_up[{seat}]"
            cards = tuple(r.cards(key, chosen, game.data.treasures.cards))
            if cards not in face_up_choices(game.explorations[seat].treasures,
                                            game.data.treasures):
                raise r.fail(key, "must be at most 4 of that player's treasures, sorted")
            game.face_up[seat] = cards
    game._legal = None
    _check_turn_order(r, game, Phase)


# Dungeons read back, by their document: the search rebuilds hundreds of positions a decision,
# and the player's own dungeon is the same in every one of them.
_READ: dict[tuple[Any, ...], Dungeon] = {}
_READ_LIMIT = 2_000


def _document_key(value: Any) -> tuple[Any, ...] | None:
    try:
        return (value.get("name"), tuple(value["walls"]),
                tuple(value["features"].items()), value["format"], value["version"])
    except (TypeError, KeyError, AttributeError):
        return None


def _dungeon_reader(r: _Reader) -> Callable[[str, Any], Dungeon]:
    def read(key: str, value: Any) -> Dungeon:
        try:
            document = _document_key(value)
            known = _READ.get(document) if document is not None else None
        except TypeError:  # unhashable values inside: not a dungeon we have read
            document = known = None
        if known is not None:
            return known
        dungeon = dungeon_from_json(value, f"{r.label}: {key}")
        check = validate(dungeon)
        if not check.valid:
            raise r.fail(key, "breaks the build rules: "
                         + "; ".join(v.message for v in check.violations))
        if document is not None and len(_READ) < _READ_LIMIT:
            _READ[document] = dungeon
        return dungeon

    return read


def _supply(r: _Reader, data: RulesData, rng: random.Random) -> TreasureSupply:
    entry = r.object("supply", r.get("supply"))
    known = data.treasures.cards
    deck = r.cards("supply.deck", r.get("deck", entry, "supply."), known)
    display = r.cards("supply.display", r.get("display", entry, "supply."), known)
    discard = r.cards("supply.discard", r.get("discard", entry, "supply."), known)
    if len(display) > DISPLAY_SIZE or (len(display) < DISPLAY_SIZE and (deck or discard)):
        raise r.fail("supply.display", f"holds {DISPLAY_SIZE} cards while the deck lasts")
    supply = TreasureSupply([], rng, discard)
    supply.deck = deck[::-1]  # the supply pops its top card from the end
    supply.display = display
    return supply


def _exploration(r: _Reader, key: str, value: Any, dungeon: Dungeon,
                 game: LairsGame) -> Exploration:
    entry = r.object(key, value)
    k = f"{key}."

    def get(name: str) -> Any:
        return r.get(name, entry, k)

    e = Exploration(dungeon, game.data, game.supply, game.rng)
    e.known = {r.cell(f"{k}known[{i}]", c) for i, c in enumerate(r.list(k + "known",
                                                                         get("known")))}
    position = get("position")
    e.position = None if position is None else r.cell(k + "position", position)
    if (e.position is None) != (not e.known) or (e.position is not None
                                                 and e.position not in e.known):
        raise r.fail(k + "position", "an explorer stands on a Known cell (null before the "
                     "first turn, when nothing is known)")
    features: dict[Cell, Feature] = {}
    for name, feature in r.object(k + "features", get("features")).items():
        cell = r.cell(f"{k}features", name)
        if dungeon.features.get(cell) is not _FEATURES.get(feature):
            raise r.fail(f"{k}features[{name!r}]", "the dungeon as built has no such feature there")
        features[cell] = dungeon.features[cell]
    for cell, feature in dungeon.features.items():
        if cell not in features and (cell not in e.known or not (feature.is_hazard
                                                                 or feature is Feature.CHEST)):
            raise r.fail(k + "features", f"{feature.value} {cell_name(cell)} is missing: only "
                         "chests and hazards the explorer has met leave the board")
    e.features = features
    targets = r.object(k + "targets", get("targets"))
    hazards = {c for c, f in features.items() if f.is_hazard}
    e.targets = {}
    for name, target in targets.items():
        cell = r.cell(f"{k}targets", name)
        if cell not in hazards:
            raise r.fail(f"{k}targets[{name!r}]", "no monster or trap is there")
        e.targets[cell] = r.whole(f"{k}targets[{name!r}]", target, 1, 1000)
    if set(e.targets) != hazards:
        raise r.fail(k + "targets", "every monster and trap still there has a target")
    e.mat = _mat(r, k + "mat", get("mat"))
    e.chests = r.whole(k + "chests", get("chests"), 0, 3)
    e.monsters = r.whole(k + "monsters", get("monsters"), 0, 3)
    e.traps_disarmed = r.whole(k + "traps_disarmed", get("traps_disarmed"), 0, 3)
    gone = Counter(f for c, f in dungeon.features.items() if c not in features)
    if (e.chests, e.monsters) != (gone[Feature.CHEST], gone[Feature.MONSTER]) or (
            e.traps_disarmed > gone[Feature.TRAP]):
        raise r.fail(k + "chests", "opened chests and defeated monsters are the ones gone from "
                     "the board (disarmed traps at most the traps gone)")
    e.treasures = r.cards(k + "treasures", get("treasures"), game.data.treasures.cards)
    e.exited = r.bool(k + "exited", get("exited"))
    if e.exited and (e.position is None or dungeon.features.get(e.position) is not Feature.EXIT
                     or not e.achieved):
        raise r.fail(k + "exited", "an explorer leaves from the Exit, with an achievement")
    e.turns = r.whole(k + "turns", get("turns"), 0, 10**9)
    e.in_turn = r.bool(k + "in_turn", get("in_turn"))
    e.pending = [_pending(r, f"{k}pending[{i}]", p, e)
                 for i, p in enumerate(r.list(k + "pending", get("pending")))]
    if e.in_turn and not (e.pending or (not e.exited and e.mat.can_spend)):
        raise r.fail(k + "in_turn", "a turn lasts while a decision is open or a cube can be "
                     "spent (and the explorer has not left)")
    e.last_roll = _roll(r, k + "last_roll", get("last_roll"))
    e.trail = _trail(r, key, entry, e)
    log = r.list(k + "log", get("log"))
    e.log = [r.text(f"{k}log[{i}]", line) for i, line in enumerate(log)]
    return e


# Trails read back, by their document: the search rebuilds hundreds of positions a decision
# from one view, with the same two trails in every one of them.
_TRAILS: dict[tuple[tuple[Any, ...], ...], Trail] = {}
_TRAILS_LIMIT = 2_000


def _trail_key(value: Any) -> tuple[tuple[str, ...], ...] | None:
    """A trail's document as a key of ``_TRAILS``; None when it is not lists of texts (the
    check then says what is wrong)."""
    if type(value) is list and all(type(cells) is list and all(type(c) is str for c in cells)
                                   for cells in value):
        return tuple(tuple(cells) for cells in value)
    return None


def _trail(r: _Reader, key: str, entry: Mapping[str, Any], e: Exploration) -> Trail:
    if "trail" not in entry:  # a position from before trails: it starts where the explorer is
        return () if e.position is None else (Visit(e.turns, e.position),)
    document = _trail_key(entry["trail"])
    trail = _TRAILS.get(document) if document is not None else None
    if trail is None:
        turns = check(_TRAIL, dict(entry), f"{r.label}: {key}")["trail"]
        trail = tuple(Visit(turn, cell) for turn, cells in enumerate(turns, 1) for cell in cells)
        if document is not None:
            if len(_TRAILS) >= _TRAILS_LIMIT:
                _TRAILS.clear()
            _TRAILS[document] = trail
    last = trail[-1] if trail else None
    if (last.turn if last else 0) > e.turns or (last.cell if last else None) != e.position:
        raise r.fail(key + ".trail", "lists the cells of the explorer's turns so far and ends "
                     "where the explorer stands")
    return trail


def _mat(r: _Reader, key: str, value: Any) -> EnergyMat:
    baskets = r.object(key, value)
    counts: dict[Any, dict[Any, int]] = {}
    for name, kinds in baskets.items():
        if name not in _MAT_BASKETS:
            raise r.fail(key, f"unknown basket {str(name)[:20]!r} (known: "
                         f"{', '.join(_MAT_BASKETS)})")
        row = r.object(f"{key}.{name}", kinds)
        for kind, count in row.items():
            if kind not in _MAT_KINDS:
                raise r.fail(f"{key}.{name}", f"unknown cube {str(kind)[:20]!r} (known: "
                             f"{', '.join(_MAT_KINDS)})")
            counts.setdefault(_MAT_BASKETS[name], {})[_MAT_KINDS[kind]] = r.whole(
                f"{key}.{name}.{kind}", count, 0, 6)
    try:
        return EnergyMat.from_baskets(counts)
    except CompanionError as error:
        raise r.fail(key, str(error)) from None


def _pending(r: _Reader, key: str, value: Any, e: Exploration) -> Pending:
    entry = r.object(key, value)
    kind = entry.get("kind")
    if not e.in_turn:
        raise r.fail(key, "only an explorer in turn owes a decision")
    if kind in _SIMPLE_PENDING:
        return _SIMPLE_PENDING[kind]
    if kind == "fatigue":
        cubes = entry.get("cubes")
        if cubes is not None and cubes not in _CUBE_KINDS:
            raise r.fail(key + ".cubes", f"must be one of {', '.join(_CUBE_KINDS)}")
        spend = entry.get("spend", False)
        rule = FatigueRule(r.whole(key + ".count", entry.get("count"), 1, 6),
                           r.bool(key + ".fresh", entry.get("fresh")),
                           _CUBE_KINDS.get(cubes) if cubes is not None else None,
                           r.bool(key + ".spend", spend))
        return PendingFatigue(rule, hazard_name(r.text(key + ".source", entry.get("source"))))
    if kind == "hustle":
        return PendingHustle(r.whole(key + ".creeps_left", entry.get("creeps_left"), 1, 2))
    if kind == "peer":
        cell = r.cell(key + ".cell", entry.get("cell"))
        if cell not in e.known or e.position is None or direction_between(cell, e.position) is None:
            raise r.fail(key + ".cell", "a peered cell is Known and next to the explorer")
        return PendingPeer(cell, r.bool(key + ".must_enter", entry.get("must_enter")))
    raise r.fail(key + ".kind", "must be one of: fatigue, hustle, peer, chest, display, exit")


def _roll(r: _Reader, key: str, value: Any) -> Roll | None:
    if value is None:
        return None
    entry = r.object(key, value)
    faces = r.list(key + ".faces", entry.get("faces"))
    return Roll(hazard_name(r.text(key + ".hazard", entry.get("hazard"))),
                r.cell(key + ".cell", entry.get("cell")),
                tuple(r.whole(f"{key}.faces[{i}]", f, 1, 1000) for i, f in enumerate(faces)),
                r.whole(key + ".target", entry.get("target"), 0, 1000),
                r.bool(key + ".success", entry.get("success")))


def _check_cards(r: _Reader, game: LairsGame) -> None:
    """Every treasure card of the game is in exactly one place."""
    supply = game.supply
    places = Counter(supply.deck + supply.display + supply.discard)
    for e in game.explorations:
        places.update(e.treasures)
    expected = Counter(list(game.data.treasures.cards))
    if places != expected:
        extra, missing = places - expected, expected - places
        detail = (f"{next(iter(extra))} is in two places" if extra
                  else f"{next(iter(missing))} is nowhere")
        raise r.fail("supply", f"the treasure cards do not add up to the deck ({detail})")


def _check_turn_order(r: _Reader, game: LairsGame, phase_type: Any) -> None:
    explorers = game.explorations
    exited = [s for s in (0, 1) if explorers[s].exited]
    if sorted(game.exit_order) != exited or len(set(game.exit_order)) != len(exited):
        raise r.fail("exit_order", "must list the explorers who left, first out first")
    if game.final_turn_of is not None and (not game.exit_order
                                           or game.final_turn_of == game.exit_order[0]):
        raise r.fail("final_turn_of", "the final turn belongs to the explorer still inside")
    in_turn = [s for s in (0, 1) if explorers[s].in_turn]
    if game.phase is phase_type.EXPLORING:
        if in_turn != [game.current] or game.face_up:
            raise r.fail("current", "while exploring exactly the current explorer is in turn "
                         "(and nobody has turned treasures face-up)")
        return
    if in_turn:
        raise r.fail("phase", "nobody is in turn once the exploring is over")
    if (game.phase is phase_type.OVER) != (len(game.face_up) == 2):
        raise r.fail("face_up", "the game is over once both players chose face-up treasures")

