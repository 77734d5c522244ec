"""Intrige positions: the whole state as plain JSON data, and the state rebuilt from it.

Seats are indices 0..n-1, scholars are written ``"p2 writer"``, suites by value::

    {"round": 2, "start": 0, "landlord": 1, "over": false, "turns": 5,
     "opening": [32000, 32000, 32000, 32000], "money": [30000, 35000, 32000, 31000],
     "supply": [["physician", "physician", ...], ...],
     "castles": [{"6000": "p3 writer"}, {}, ...], "waiting": [["p1 scientist"], [], ...],
     "island": ["p4 writer"],
     "admission": {"stage": "internal", "suite": 6000,
                   "incumbent": {"bribe": 1000, "bank": false},
                   "applicants": [{"scholar": "p2 writer", "bribe": null, "for": null,
                                   "bank": false}]},
     "sent": [], "history": ["turn p1", "p1 send scientist to p2", ...], "rng": {"seed": 7}}

``admission`` is the stage in hand (``null`` when the landlord is sending); its applicants are
listed in bribe order, those already decided left out; ``waiting`` at the landlord's castle
holds the applicants of later stages. ``opening`` is the money when the log began: ``money``
must follow from it and the log (every ducat that moves is logged), which is checked.

An explicit *set-up* (``GameSetup.options``) is a partial position at the beginning of a
landlord's turn, before income: any of ``round``, ``start`` (drawn by lot when missing),
``landlord`` (default: the starting player), ``money`` (default 32,000 each), ``castles``,
``waiting``, ``island`` and ``supply`` (default: every scholar not placed elsewhere).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from companion.core.errors import CompanionError, MalformedInput
from companion.core.notation import RememberedParse, read_entries
from companion.core.numerals import small_number
from companion.core.protocol import rng_from, rng_state
from companion.intrige import actions as A
from companion.intrige.actions import (
    COPIES,
    MAX_DUCATS,
    MIN_BRIBE,
    PROFESSIONS,
    ROUNDS,
    START_MONEY,
    SUITE_INDEX,
    SUITES,
    owner_of,
    profession_of,
    scholar_name,
)
from companion.intrige.stages import CALM, EMPTY, INTERNAL, STAGE_NAMES, Entry

if TYPE_CHECKING:
    from companion.intrige.state import IntrigeState, IntrigeView

_TABLE_KEYS = {"round", "start", "landlord", "money", "castles", "waiting", "island", "supply"}
_POSITION_KEYS = _TABLE_KEYS | {"over", "turns", "opening", "admission", "sent", "history", "rng"}


# --- writing -----------------------------------------------------------------------------------
def _slot(bribe: int, bank: bool) -> dict[str, Any]:
    return {"bribe": None if bribe < 0 else bribe, "bank": bank}


def table_position(view: IntrigeView, money: Sequence[int]) -> dict[str, Any]:
    """The position a public view and the purses describe (all but the generator): one writer
    for the state's positions and the sampler's worlds."""
    admission = None
    if view.stage is not None:
        inc = view.incumbent
        admission = {
            "stage": view.stage,
            "suite": view.contested,
            "incumbent": None if inc is None else _slot(inc.bribe, inc.bank),
            "applicants": [{"scholar": scholar_name(e.scholar), **_slot(e.bribe, e.bank),
                            "for": e.request} for e in view.applicants],
        }
    return {
        "round": view.round, "start": view.start, "landlord": view.landlord,
        "over": view.phase == "over", "turns": view.turns,
        "opening": list(view.opening), "money": list(money),
        "supply": [[PROFESSIONS[p] for p, count in enumerate(counts) for _ in range(count)]
                   for counts in view.supply],
        "castles": [{str(SUITES[i]): scholar_name(c) for i, c in enumerate(castle)
                     if c != EMPTY} for castle in view.castles],
        "waiting": [[scholar_name(c) for c in w] for w in view.waiting],
        "island": [scholar_name(c) for c in view.island],
        "admission": admission,
        "sent": list(view.sent),
        "history": [str(e) for e in view.log],
    }


def position_of(state: IntrigeState) -> dict[str, Any]:
    return {**table_position(state.view(None), state.money), "rng": rng_state(state.rng)}


class Movement(NamedTuple):
    """One change of a purse the log announces."""

    seat: int
    amount: int  # ducats gained (+) or lost (-)
    entry: Any  # the logged decision or event that moved them
    landlord: int  # the landlord of the turn it happened in
    turns: int  # turns begun so far (the turn it happened in, counted from 1)


def money_movements(log: Sequence[Any]) -> Iterator[Movement]:
    """Every change of a purse the log announces, in order. A bribe moves money twice (from
    its payer to the landlord of the turn)."""
    landlord, turns = -1, 0
    for entry in log:
        cls = entry.__class__
        if cls is A.Turn:
            landlord, turns = entry.seat, turns + 1
        elif cls is A.Bribe:
            yield Movement(entry.seat, -entry.amount, entry, landlord, turns)
            yield Movement(landlord, entry.amount, entry, landlord, turns)
        elif cls is A.BankPays:  # the payer paid nothing after all
            yield Movement(entry.seat, MIN_BRIBE, entry, landlord, turns)
        elif cls is A.Income:
            yield Movement(entry.seat, entry.amount, entry, landlord, turns)
        elif cls is A.Refund:
            yield Movement(entry.seat, -entry.amount, entry, landlord, turns)
            if entry.to >= 0:
                yield Movement(entry.to, entry.amount, entry, landlord, turns)


def money_from_log(opening: Sequence[int], log: Sequence[Any]) -> list[int]:
    """Every purse as the table can count it: the opening money moved by each logged entry."""
    money = list(opening)
    for movement in money_movements(log):
        money[movement.seat] += movement.amount
    return money


# --- reading -----------------------------------------------------------------------------------
class _Reader:
    """Checks values one by one; every error names where it is."""

    def __init__(self, data: Any, players: int, label: str) -> None:
        if not isinstance(data, Mapping):
            raise MalformedInput(f"a {label} must be a JSON object", label)
        self.data = data
        self.n = players
        self.label = label

    def fail(self, where: str, message: str) -> MalformedInput:
        return MalformedInput(message, f"{self.label}: {where}")

    def whole(self, where: str, value: Any, low: int, high: int) -> int:
        if type(value) is not int or not low <= value <= high:
            raise self.fail(where, f"must be a whole number {low}..{high}")
        return value

    def seat(self, where: str, value: Any) -> int:
        return self.whole(where, value, 0, self.n - 1)

    def ducats(self, where: str, value: Any) -> int:
        amount = self.whole(where, value, 0, MAX_DUCATS)
        if amount % MIN_BRIBE:
            raise self.fail(where, f"must be a multiple of {MIN_BRIBE}")
        return amount

    def flag(self, where: str, value: Any) -> bool:
        if type(value) is not bool:
            raise self.fail(where, "must be true or false")
        return value

    def per_seat(self, key: str, value: Any) -> list[Any]:
        if not isinstance(value, list) or len(value) != self.n:
            raise self.fail(key, f"must list one entry per player ({self.n})")
        return value

    def scholar(self, where: str, value: Any) -> int:
        try:
            words = value.split() if isinstance(value, str) else []
            number = small_number(words[0][1:], 2) if len(words) == 2 else None
            if number is None or not words[0].startswith("p"):
                raise CompanionError("")
            seat = number - 1
            profession = A.parse_profession(words[1])
        except CompanionError:
            raise self.fail(where, f"must be a scholar such as \"p2 writer\", not "
                            f"{str(value)[:30]!r}") from None
        if not 0 <= seat < self.n:
            raise self.fail(where, f"names a seat beyond {self.n} players")
        return A.scholar(seat, profession)

    def suite(self, where: str, value: Any) -> int:
        """A suite value (also as a JSON key string) → its index."""
        number = small_number(str(value)[:8], 6)
        if number not in SUITE_INDEX:
            raise self.fail(where, f"must be a suite: {', '.join(map(str, SUITES))}")
        return SUITE_INDEX[number]

    def scholars(self, where: str, value: Any) -> list[int]:
        if not isinstance(value, list):
            raise self.fail(where, "must be a list of scholars")
        return [self.scholar(f"{where}[{i}]", v) for i, v in enumerate(value)]


def load_setup(state: IntrigeState, options: Mapping[str, Any]) -> None:
    """A set-up: the table at the beginning of a landlord's turn (missing parts as at the start)."""
    r = _Reader(options, state.n, "set-up")
    unknown = sorted(set(options) - _TABLE_KEYS)
    if unknown:
        raise r.fail(unknown[0], f"unknown key (known: {', '.join(sorted(_TABLE_KEYS))})")
    start = options.get("start")
    state.start = state.rng.randrange(state.n) if start is None else r.seat("start", start)
    _load_table(state, r, options)
    state.opening = list(state.money)
    _check_counts(r, state)


def load_position(state: IntrigeState, data: Mapping[str, Any]) -> None:
    r = _Reader(data, state.n, "position")
    unknown = sorted(set(data) - _POSITION_KEYS)
    if unknown:
        raise r.fail(unknown[0], "unknown key")
    state.start = r.seat("start", data.get("start", 0))
    _load_table(state, r, data)
    state.over = r.flag("over", data.get("over", False))
    state.turns = r.whole("turns", data.get("turns", 0), 0, 10**6)
    state.opening = [r.ducats(f"opening[{i}]", v) for i, v in
                     enumerate(r.per_seat("opening", data.get("opening", [START_MONEY] * r.n)))]
    _load_admission(state, r, data.get("admission"))
    sent = data.get("sent", [])
    if not isinstance(sent, list) or len(sent) > 2:
        raise r.fail("sent", "must list at most two castles")
    state.sent = [r.seat(f"sent[{i}]", v) for i, v in enumerate(sent)]
    if state.sent and state.stage != EMPTY:
        raise r.fail("sent", "the landlord sends scholars only after admission")
    state.history = _history(r, data.get("history", []))
    if "rng" in data:
        state.rng = rng_from(data["rng"], "position: rng")
    expected = money_from_log(state.opening, state.history)
    for seat, (have, want) in enumerate(zip(state.money, expected, strict=True)):
        if have != want:
            raise r.fail(f"money[{seat}]", f"{have} does not follow from the opening money and "
                         f"the log (they give {want})")
    _check_counts(r, state)


def _load_table(state: IntrigeState, r: _Reader, data: Mapping[str, Any]) -> None:
    n = state.n
    state.round = r.whole("round", data.get("round", 1), 1, ROUNDS)
    state.landlord = r.seat("landlord", data.get("landlord", state.start))
    state.money = [r.ducats(f"money[{i}]", v) for i, v in
                   enumerate(r.per_seat("money", data.get("money", [START_MONEY] * n)))]
    state.castles = [[EMPTY] * len(SUITES) for _ in range(n)]
    for c, castle in enumerate(r.per_seat("castles", data.get("castles", [{}] * n))):
        where = f"castles[{c}]"
        if not isinstance(castle, Mapping):
            raise r.fail(where, "must be an object from suite values to scholars")
        professions: set[int] = set()
        for key, value in castle.items():
            index = r.suite(f"{where} key {key!r}", key)
            code = r.scholar(f"{where}[{key!r}]", value)
            if owner_of(code) == c:
                raise r.fail(f"{where}[{key!r}]", "a scholar never lives in its own castle")
            if profession_of(code) in professions:
                raise r.fail(f"{where}[{key!r}]", "a castle holds one scholar of a profession")
            professions.add(profession_of(code))
            state.castles[c][index] = code
    state.waiting = [r.scholars(f"waiting[{c}]", w) for c, w in
                     enumerate(r.per_seat("waiting", data.get("waiting", [[]] * n)))]
    for c, waiting in enumerate(state.waiting):
        if any(owner_of(code) == c for code in waiting):
            raise r.fail(f"waiting[{c}]", "a scholar never applies to its own castle")
    state.island = r.scholars("island", data.get("island", []))
    supply = data.get("supply")
    if supply is None:
        placed = _placed_counts(state, extra=())
        state.supply = [[COPIES - placed[A.scholar(s, p)] for p in range(len(PROFESSIONS))]
                        for s in range(n)]
        if any(count < 0 for counts in state.supply for count in counts):
            raise r.fail("castles", f"more than {COPIES} scholars of one owner and profession")
    else:
        state.supply = []
        for s, listed in enumerate(r.per_seat("supply", supply)):
            if not isinstance(listed, list):
                raise r.fail(f"supply[{s}]", "must be a list of professions")
            counts = [0] * len(PROFESSIONS)
            for i, word in enumerate(listed):
                if word not in PROFESSIONS:
                    raise r.fail(f"supply[{s}][{i}]", f"must be one of {', '.join(PROFESSIONS)}")
                counts[PROFESSIONS.index(word)] += 1
            state.supply.append(counts)


def _placed_counts(state: IntrigeState, extra: Sequence[int]) -> dict[int, int]:
    counts = {A.scholar(s, p): 0 for s in range(state.n) for p in range(len(PROFESSIONS))}
    for castle in state.castles:
        for code in castle:
            if code != EMPTY:
                counts[code] += 1
    for code in [*(c for w in state.waiting for c in w), *state.island, *extra]:
        counts[code] += 1
    return counts


def _check_counts(r: _Reader, state: IntrigeState) -> None:
    counts = _placed_counts(state, [e.scholar for e in state.applicants])
    for code, count in counts.items():
        total = count + state.supply[owner_of(code)][profession_of(code)]
        if total != COPIES:
            raise r.fail("supply", f"{scholar_name(code)}: {total} scholars in play, not {COPIES}")


def _load_admission(state: IntrigeState, r: _Reader, data: Any) -> None:
    state.stage = state.contested = EMPTY
    state.incumbent = None
    state.applicants = []
    if data is None:
        return
    if not isinstance(data, Mapping):
        raise r.fail("admission", "must be an object or null")
    stage = data.get("stage")
    if stage not in STAGE_NAMES:
        raise r.fail("admission.stage", f"must be one of {', '.join(STAGE_NAMES)}")
    state.stage = STAGE_NAMES.index(stage)
    castle = state.castles[state.landlord]
    listed = data.get("applicants")
    if not isinstance(listed, list) or not listed:
        raise r.fail("admission.applicants", "must list the stage's undecided applicants")
    for i, item in enumerate(listed):
        where = f"admission.applicants[{i}]"
        if not isinstance(item, Mapping):
            raise r.fail(where, "must be an object with scholar, bribe, for and bank")
        code = r.scholar(f"{where}.scholar", item.get("scholar"))
        if owner_of(code) == state.landlord:
            raise r.fail(f"{where}.scholar", "a scholar never applies to its own castle")
        bribe = item.get("bribe")
        request = item.get("for")
        state.applicants.append(Entry(
            code, -1 if bribe is None else r.ducats(f"{where}.bribe", bribe),
            None if request is None else SUITES[r.suite(f"{where}.for", request)],
            r.flag(f"{where}.bank", item.get("bank", False))))
    if state.stage == INTERNAL:
        state.contested = r.suite("admission.suite", data.get("suite"))
        held = castle[state.contested]
        if held == EMPTY:
            raise r.fail("admission.suite", "an internal conflict is over an occupied suite")
        if any(profession_of(e.scholar) != profession_of(held) for e in state.applicants):
            raise r.fail("admission.applicants", "an internal conflict is over one profession")
        inc = data.get("incumbent")
        if not isinstance(inc, Mapping):
            raise r.fail("admission.incumbent", "must be an object with bribe and bank")
        bribe = inc.get("bribe")
        state.incumbent = Entry(held, -1 if bribe is None else
                                r.ducats("admission.incumbent.bribe", bribe),
                                None, r.flag("admission.incumbent.bank", inc.get("bank", False)))
    else:
        present = {profession_of(c) for c in castle if c != EMPTY}
        if state.stage == CALM:
            # Calm placements fill suites one by one: only the undecided must still be free.
            professions = [profession_of(e.scholar) for e in state.applicants]
            if len(set(professions)) != len(professions) or set(professions) & present:
                raise r.fail("admission.applicants", "calm applicants have no conflict")
        elif any(profession_of(e.scholar) in present for e in state.applicants):
            raise r.fail("admission.applicants",
                         "an external conflict is over a profession the castle lacks")


_parse_entry = RememberedParse(A.parse_entry)


def _history(r: _Reader, value: Any) -> list[Any]:
    history = read_entries(value, _parse_entry, r.fail)
    for index, entry in enumerate(history):
        seats = [getattr(entry, "seat", 0), getattr(entry, "castle", 0),
                 owner_of(getattr(entry, "scholar", 0)), getattr(entry, "to", 0)]
        if any(s >= r.n for s in seats):
            raise r.fail(f"history[{index}]", f"names a seat beyond {r.n} players")
    return history
