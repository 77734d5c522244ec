"""Scout positions: the whole state as plain JSON data, and the state rebuilt from it.

Seats are indices 0..n-1; a card is written ``"5/3"`` (5 active, 3 below), hands left to right::

    {"round": 0, "first": 0, "phase": "play", "to_move": 2, "turn": 9,
     "hands": [["5/3", "1/7", ...], ...], "public": [[false, true, ...], ...],
     "turned": [false, true, null], "active": ["4/2", "5/9"], "owner": 1,
     "captured": [["8/1"], [], []], "chips": [1, 0, 2], "scout_show": [true, false, true],
     "reserve": [], "scores": [], "enders": [],
     "log": ["round 1: p1 starts", "p1 keep hand", ...], "rng": {"seed": 12}}

``public`` marks, per hand position, a card the table saw going in (a scouted card);
``phase`` is ``decide`` (hand turns), ``play``, ``show`` (the Show of a Scout & Show) or ``over``;
``chips`` are the chips received this round (2 players: the chips still held); ``reserve`` the
cards set aside for a 2-player game's second round; ``scores`` and ``enders`` the finished
rounds, ``tallies`` (optional) what each finished round's scores were made of, per seat
``[captured, chips, hand]`` (``null`` for a round not recorded), ``log`` (optional) the public log
in its notation (``companion.scout.log``), empty when not given. Every card of the round must be
somewhere: the hands, the Active Set, the captured piles and the reserve hold the round's deck
exactly (a 2-player second round: 22 cards of the 44).

An explicit *set-up* (``GameSetup.options``) is a partial position at the start of a game:
``hands`` (a list per seat, ``null`` for a seat dealt at random; a given hand holds exactly a
hand's number of cards, as the player holds them) and ``first`` (the starting seat).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from companion.core.errors import MalformedInput
from companion.core.protocol import rng_from, rng_state
from companion.core.shape import (
    Anything,
    Boolean,
    Choice,
    Field,
    Fields,
    Integer,
    ListOf,
    Nullable,
    Parsed,
    ParsedList,
    check,
)
from companion.scout.cards import card_text, hand_size, identity, parse_card, set_strength
from companion.scout.log import (
    EXAMPLE,
    MAX_LENGTH,
    PublicLog,
    RoundEnd,
    RoundStart,
    Scouted,
    Shown,
    parse_entry,
)
from companion.scout.views import OVER, PHASE_NAMES, PLAY, Tally

if TYPE_CHECKING:
    from companion.scout.state import ScoutState

# Cards are read in every sampled world too: one parse per text.
_card = lru_cache(maxsize=256)(parse_card)
_CARD = Parsed(_card, "a card such as 5/3", max_length=5)
_PHASES = {name: i for i, name in enumerate(PHASE_NAMES)}
_CARDS = ListOf(_CARD, "a list of cards")
# The search bot rebuilds every sampled world with the whole log, so an entry's text is parsed
# once and then looked up; least recently used, as a long simulation keeps meeting new entries.
_ENTRY = lru_cache(maxsize=50_000)(parse_entry)
_SEAT = Integer(0, 4)
_SHAPE = Fields({
    "round": Integer(0, 5),
    "first": _SEAT,
    "phase": Choice(_PHASES),
    "to_move": Nullable(_SEAT),
    "turn": Field(Integer(0), 0),
    "hands": ListOf(_CARDS, "a list of hands"),
    "public": Field(Nullable(ListOf(ListOf(Boolean()))), None),
    "turned": ListOf(Nullable(Boolean())),
    "active": _CARDS,
    "owner": Nullable(_SEAT),
    "captured": ListOf(_CARDS),
    "chips": ListOf(Integer(0, 200)),
    "scout_show": ListOf(Boolean()),
    "reserve": Field(_CARDS, ()),
    "scores": Field(ListOf(ListOf(Integer(-200, 200))), ()),
    "enders": Field(ListOf(_SEAT), ()),
    # Per finished round, per seat: [captured, chips, hand] when it ended (null: not known).
    "tallies": Field(ListOf(Nullable(ListOf(ListOf(Integer(0, 200))))), ()),
    "log": Field(ParsedList(_ENTRY, f"a log entry ({EXAMPLE})", MAX_LENGTH), ()),
    "rng": Field(Nullable(Anything()), None),
}, others="refuse")
_SETUP = Fields({"hands": Field(ListOf(Nullable(_CARDS)), ()), "first": Field(_SEAT, 0)},
                others="refuse")


def _texts(cards: list[int]) -> list[str]:
    return [card_text(c) for c in cards]


def position_of(state: ScoutState) -> dict[str, Any]:
    return {
        "round": state.round,
        "first": state.first,
        "phase": PHASE_NAMES[state.phase],
        "to_move": state.to_move,
        "turn": state.turns,
        "hands": [_texts(h) for h in state.hands],
        "public": [list(p) for p in state.public],
        "turned": list(state.turned),
        "active": _texts(state.active),
        "owner": None if state.owner < 0 else state.owner,
        "captured": [_texts(c) for c in state.captured],
        "chips": list(state.chips),
        "scout_show": list(state.scout_show),
        "reserve": _texts(state.reserve),
        "scores": [list(r) for r in state.round_scores],
        "enders": list(state.enders),
        "tallies": [None if r is None else [[t.captured, t.chips, t.hand] for t in r]
                    for r in state.tallies],
        "log": [str(entry) for entry in state.log.entries()],
        "rng": rng_state(state.rng),
    }


def opening_position(state: ScoutState) -> dict[str, Any]:
    """The position an explicit set-up names: given hands kept, the rest dealt at random."""
    n = state.n
    options = check(_SETUP, dict(state.setup.options), "set-up")
    given = list(options["hands"])
    if len(given) > n:
        raise MalformedInput(f"lists {len(given)} hands for {n} players", "set-up: hands")
    given += [None] * (n - len(given))
    size = hand_size(n)
    deck = frozenset(state.deck)
    used: set[int] = set()
    for seat, hand in enumerate(given):
        if hand is None:
            continue
        where = f"set-up: hands[{seat}]"
        if len(hand) != size:
            raise MalformedInput(f"a hand holds {size} cards, not {len(hand)}", where)
        for index, card in enumerate(hand):
            if identity(card) not in deck or identity(card) in used:
                raise MalformedInput(f"{card_text(card)} is not in the deck or dealt twice",
                                     f"{where}[{index}]")
            used.add(identity(card))
    rest = state._shuffled([c for c in state.deck if identity(c) not in used])
    hands = []
    for hand in given:
        if hand is None:
            hand, rest = rest[:size], rest[size:]
        hands.append(list(hand))
    first = options["first"]
    if first >= n:
        raise MalformedInput(f"names a seat beyond {n} players", "set-up: first")
    return {
        "round": 0, "first": first, "phase": "decide", "to_move": first,
        "hands": [_texts(h) for h in hands], "turned": [None] * n, "active": [],
        "owner": None, "captured": [[] for _ in range(n)],
        "chips": [3 if state.two else 0] * n, "scout_show": [not state.two] * n,
        "reserve": _texts(rest) if state.two else [], "log": [str(RoundStart(0, first))],
        "rng": rng_state(state.rng),
    }


def load_position(state: ScoutState, data: Mapping[str, Any]) -> None:
    """Set every field of ``state`` from ``data`` (checked; errors are located)."""
    n = state.n
    p = check(_SHAPE, dict(data) if isinstance(data, Mapping) else data, "position")

    def fail(where: str, message: str) -> MalformedInput:
        return MalformedInput(message, f"position: {where}")

    for key in ("hands", "turned", "captured", "chips", "scout_show"):
        if len(p[key]) != n:
            raise fail(key, f"must list one entry per player ({n})")
    public = p["public"] if p["public"] is not None else [[False] * len(h) for h in p["hands"]]
    if len(public) != n or any(len(a) != len(b) for a, b in zip(public, p["hands"],
                                                                 strict=True)):
        raise fail("public", "must mark every card of every hand (true or false)")
    for key in ("owner", "to_move", "first"):
        if p[key] is not None and p[key] >= n:
            raise fail(key, f"names a seat beyond {n} players")
    phase = p["phase"]
    if p["round"] >= state.rounds + (phase == OVER):
        raise fail("round", f"a {n}-player game has {state.rounds} rounds")
    if (p["round"] == state.rounds) != (phase == OVER):
        raise fail("round", "the game is over exactly after its last round")
    if len(p["scores"]) != p["round"] or len(p["enders"]) != len(p["scores"]):
        raise fail("scores", "must list every finished round (and enders one seat each)")
    if any(len(r) != n for r in p["scores"]):
        raise fail("scores", f"every round lists {n} scores")
    tallies = p["tallies"] or [None] * len(p["scores"])
    if len(tallies) != len(p["scores"]) or any(
            r is not None and (len(r) != n or any(len(t) != 3 for t in r)) for r in tallies):
        raise fail("tallies", f"lists every finished round (null, or {n} seats of [captured, "
                   f"chips, hand])")
    if (phase == OVER) != (p["to_move"] is None):
        raise fail("to_move", "is null exactly when the game is over")
    if phase == PLAY and not state.two and p["to_move"] == p["owner"]:
        raise fail("to_move", "the owner of the Active Set never moves next (the round ends)")
    if state.two and any(p["scout_show"]):
        raise fail("scout_show", "a 2-player game has no Scout & Show")
    if p["active"] and set_strength([c >> 4 for c in p["active"]]) < 0:
        raise fail("active", "the Active Set must be a single, a group or a run")
    if p["active"] and p["owner"] is None:
        raise fail("owner", "an Active Set has an owner")
    _check_cards(state, p, fail)
    _check_log(p, n, fail)
    _fill(state, p, public, tallies)


def load_sampled(state: ScoutState, data: Mapping[str, Any]) -> None:
    """Set every field of ``state`` from a position this program's sampler made, read as
    ``load_position`` reads it but unchecked (the search rebuilds hundreds of them a second,
    and checking one with its whole log costs more than playing it out)."""
    def cards(texts: Any) -> tuple[int, ...]:
        return tuple(_card(text) for text in texts)

    p = {
        "round": data["round"], "first": data["first"], "phase": _PHASES[data["phase"]],
        "to_move": data["to_move"], "turn": data.get("turn", 0),
        "hands": [cards(hand) for hand in data["hands"]], "turned": data["turned"],
        "active": cards(data["active"]), "owner": data["owner"],
        "captured": [cards(pile) for pile in data["captured"]], "chips": data["chips"],
        "scout_show": data["scout_show"], "reserve": cards(data.get("reserve", ())),
        "scores": data.get("scores", ()), "enders": data.get("enders", ()),
        "log": tuple(_ENTRY(text) for text in data.get("log", ())), "rng": data.get("rng"),
    }
    public = data.get("public")
    if public is None:
        public = [[False] * len(h) for h in p["hands"]]
    _fill(state, p, public, data.get("tallies") or [None] * len(p["scores"]))


def _fill(state: ScoutState, p: Mapping[str, Any], public: Any, tallies: Any) -> None:
    """Set the state's fields from a read position."""
    phase = p["phase"]
    state.round, state.first, state.phase = p["round"], p["first"], phase
    state.current = p["to_move"] if p["to_move"] is not None else 0
    state.turns = p["turn"]
    state.hands = [list(h) for h in p["hands"]]
    state.public = [list(x) for x in public]
    state.turned = list(p["turned"])
    state.active = list(p["active"])
    state.strength = set_strength([c >> 4 for c in state.active])
    state.owner = -1 if p["owner"] is None else p["owner"]
    state.captured = [list(c) for c in p["captured"]]
    state.chips = list(p["chips"])
    state.scout_show = list(p["scout_show"])
    state.reserve = list(p["reserve"])
    state.round_scores = [list(r) for r in p["scores"]]
    state.enders = list(p["enders"])
    state.tallies = [None if r is None else tuple(Tally(*t) for t in r) for r in tallies]
    state.log = PublicLog(p["log"])
    if p["rng"] is not None:
        state.rng = rng_from(p["rng"], "position: rng")


def _check_log(p: dict[str, Any], n: int, fail: Any) -> None:
    """Every seat the log names is at the table, every round it names begun or finished (the
    story looks them up). Shows and Scouts first: nearly every entry is one."""
    for index, entry in enumerate(p["log"]):
        kind = entry.__class__
        if kind is Scouted:
            wrong = entry.seat >= n or entry.owner >= n
        elif kind is Shown:
            wrong = entry.seat >= n or (entry.beaten_owner or 0) >= n
        elif kind is RoundStart:
            if entry.round > p["round"]:
                raise fail(f"log[{index}]", f"round {entry.round + 1} has not begun")
            wrong = entry.first >= n
        elif kind is RoundEnd:
            if entry.round >= len(p["scores"]):
                raise fail(f"log[{index}]", f"round {entry.round + 1} is not among the scores")
            continue
        else:
            wrong = entry.seat >= n
        if wrong:
            raise fail(f"log[{index}]", f"names a seat beyond {n} players")


def _check_cards(state: ScoutState, p: dict[str, Any], fail: Any) -> None:
    """Every card of the round once, and nothing else."""
    deck = {identity(c) for c in state.deck}
    places = [(f"hands[{s}]", h) for s, h in enumerate(p["hands"])]
    places += [(f"captured[{s}]", c) for s, c in enumerate(p["captured"])]
    places += [("active", p["active"]), ("reserve", p["reserve"])]
    seen: set[int] = set()
    for where, cards in places:
        for index, card in enumerate(cards):
            ident = identity(card)
            if ident not in deck:
                raise fail(f"{where}[{index}]", f"{card_text(card)} is not in a "
                           f"{state.n}-player deck")
            if ident in seen:
                raise fail(f"{where}[{index}]", f"{card_text(card)} is listed twice")
            seen.add(ident)
    if p["phase"] == OVER:
        return
    expected = len(deck) if not state.two else (44 if p["round"] == 0 else 22)
    if len(seen) != expected:
        raise fail("hands", f"the round's cards are {expected}, the position holds {len(seen)}")
    if state.two and p["round"] == 1 and p["reserve"]:
        raise fail("reserve", "the second round has no cards set aside")
