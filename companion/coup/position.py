"""Coup positions: the whole state as plain JSON data, and the state rebuilt from it.

A position names everything (seats are indices 0..n-1, cards are character names, the Court
deck is listed top card first)::

    {"phase": "challenge", "to_move": 2, "turn": 7, "actor": 1,
     "action": {"kind": "steal", "target": 3}, "claimed": "captain",
     "challenger": null, "blocker": null, "block": null, "proving_block": false,
     "after_loss": "end", "pool": [], "shown": null,
     "hands": [["duke", "captain"], ...], "revealed": [[], ["contessa"], ...],
     "deck": ["assassin", ...], "coins": [2, 5, ...], "reserve": 0,
     "allegiances": null, "sets": [[], ...], "removed": [],
     "history": ["p1 income", ...], "notes": [[["exchange", ["duke"]]], ...],
     "coin_moves": [[0, [1, 0, 0, 0]], ...], "rng": {"seed": 12}}

``history`` is every decision and forced move in notation; a sampled world that does not know
what an opponent did in secret writes it ``p2 keep ?`` (or ``show ?``, ``pick ?``). ``notes`` are
what each player saw privately. ``coin_moves`` says, after which history entry, whose coins
changed and by how much. ``rng`` is the generator's exact state, or ``{"seed": n}``.

An explicit *set-up* (``GameSetup.options``) is a partial position at the start of a game: any
of ``hands``, ``revealed`` (face-up cards), ``deck`` (its top cards; the rest of the deck is
shuffled from the cards left over), ``coins``, ``reserve``, ``first`` and ``allegiances``;
seats without a hand are dealt from what is left, and a hand given with fewer cards than a player
holds, when ``revealed`` names nothing for that seat, lost the others face up (dealt from what is
left). Given coins are taken as they are (also in a
2-player game, whose opening rule gives the first player 1 coin only when coins are not given).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from companion.core.errors import CompanionError, MalformedInput
from companion.core.notation import RememberedParse, read_entries
from companion.core.protocol import rng_from, rng_state
from companion.coup import actions as A
from companion.coup.cards import ALLEGIANCE_NAMES, NAMES, TREASURY_COINS
from companion.coup.phases import (
    AFTER_LOSS_NAMES,
    BLOCK,
    BLOCK_CHALLENGE,
    CHALLENGE,
    OVER,
    PHASE_BY_NAME,
    PHASE_NAMES,
    Phase,
)
from companion.coup.views import Secret

if TYPE_CHECKING:
    import random

    from companion.coup.setup import CoupConfig
    from companion.coup.state import CoupState

_CARD = {name: index for index, name in enumerate(NAMES)}
_KIND = {name: index for index, name in enumerate(A.KIND_NAMES)}
_SIDE = {name: index for index, name in enumerate(ALLEGIANCE_NAMES)}
_AFTER = {name: index for index, name in enumerate(AFTER_LOSS_NAMES)}
_SECRETS = {"keep", "show", "pick"}
_NOTE_KINDS = {"exchange", "returned", "examine", "set aside", "proved"}



# --- writing -----------------------------------------------------------------------------------
def card_names(cards: Any) -> list[str]:
    """Cards as a position names them (the sampler writes positions too)."""
    return [NAMES[c] for c in cards]


def seat_or_none(seat: int) -> int | None:
    return seat if seat >= 0 else None


def note_to_json(note: tuple[Any, ...]) -> list[Any]:
    kind = note[0]
    if kind == "examine":
        return [kind, note[1], NAMES[note[2]]]
    return [kind, card_names(note[1])]


def position_of(state: CoupState) -> dict[str, Any]:
    phase = state.phase
    in_action = state.kind >= 0 and phase not in (OVER,)
    return {
        "phase": PHASE_NAMES[phase],
        "to_move": state.to_move,
        "turn": state.turn,
        "actor": state.actor,
        "action": ({"kind": A.KIND_NAMES[state.kind], "target": seat_or_none(state.target)}
                   if in_action else None),
        "claimed": NAMES[state.claimed] if state.claimed >= 0 else None,
        "challenger": seat_or_none(state.challenger),
        "blocker": seat_or_none(state.blocker),
        "block": NAMES[state.block_char] if state.blocker >= 0 else None,
        "proving_block": state.proving_block,
        "after_loss": AFTER_LOSS_NAMES[state.after_loss],
        "pool": card_names(state.pool),
        "shown": NAMES[state.shown] if state.shown >= 0 else None,
        "hands": [card_names(h) for h in state.hands],
        "revealed": [card_names(r) for r in state.revealed],
        "deck": card_names(reversed(state.deck)),
        "coins": list(state.coins),
        "reserve": state.reserve,
        "allegiances": (None if state.allegiance is None
                        else [ALLEGIANCE_NAMES[a] for a in state.allegiance]),
        "sets": [card_names(s) for s in state.sets],
        "removed": card_names(state.removed),
        "history": [str(entry) for entry in state.history],
        "notes": [[note_to_json(n) for n in notes] for notes in state.notes],
        "coin_moves": [[index, list(deltas)] for index, deltas in state.coin_moves],
        "rng": rng_state(state.rng),
    }


# --- reading -----------------------------------------------------------------------------------
class _Reader:
    """Checks a position's values one by one; every error names where it is."""

    def __init__(self, data: Mapping[str, Any], players: int, label: str = "position") -> None:
        if not isinstance(data, Mapping):
            raise MalformedInput(f"a {label} must be a JSON object", label)
        self.data = data
        self.n = players
        self.label = label

    def fail(self, where: str, message: str) -> MalformedInput:
        return MalformedInput(message, f"{self.label}: {where}")

    def get(self, key: str, default: Any = ...) -> Any:
        if key in self.data:
            return self.data[key]
        if default is ...:
            raise self.fail(key, "missing")
        return default

    def int(self, key: str, value: Any, low: int, high: int, none: bool = False) -> int:
        if value is None and none:
            return -1
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise self.fail(key, f"must be a whole number {low}..{high}"
                            + (" or null" if none else ""))
        return value

    def seat(self, key: str, none: bool = False) -> int:
        return self.int(key, self.get(key, None if none else ...), 0, self.n - 1, none)

    def name(self, key: str, value: Any, table: Mapping[str, int], what: str,
             none: bool = False) -> int:
        if value is None and none:
            return -1
        if isinstance(value, str) and value in table:
            return table[value]
        raise self.fail(key, f"must be {what}" + (" or null" if none else ""))

    def cards(self, key: str, value: Any) -> list[int]:
        if not isinstance(value, list):
            raise self.fail(key, "must be a list of character names")
        cards = []
        for i, v in enumerate(value):
            card = _CARD.get(v) if isinstance(v, str) else None
            if card is None:
                shown = repr(v)[:30]
                raise self.fail(f"{key}[{i}]", f"unknown character {shown} (known: "
                                f"{', '.join(NAMES)})")
            cards.append(card)
        return cards

    def per_seat(self, key: str, value: Any, read: Callable[[str, Any], Any]) -> list[Any]:
        if not isinstance(value, list) or len(value) != self.n:
            raise self.fail(key, f"must list one entry per player ({self.n})")
        return [read(f"{key}[{i}]", v) for i, v in enumerate(value)]

    def bool(self, key: str) -> bool:
        value = self.get(key, False)
        if not isinstance(value, bool):
            raise self.fail(key, "must be true or false")
        return value


def load_position(state: CoupState, data: Mapping[str, Any]) -> None:
    """Set every field of ``state`` from ``data`` (checked; errors are located)."""
    config = state.config
    n = config.players
    r = _Reader(data, n)
    state.hands = r.per_seat("hands", r.get("hands"), r.cards)
    state.revealed = r.per_seat("revealed", r.get("revealed"), r.cards)
    state.deck = r.cards("deck", r.get("deck"))[::-1]
    state.coins = r.per_seat("coins", r.get("coins"),
                             lambda k, v: r.int(k, v, 0, TREASURY_COINS))
    state.reserve = r.int("reserve", r.get("reserve", 0), 0, TREASURY_COINS)
    if sum(state.coins) + state.reserve > TREASURY_COINS:
        raise r.fail("coins", f"more than the {TREASURY_COINS} coins of the game are on the table")
    sides = r.get("allegiances", None)
    if sides is not None and not config.reformation:
        raise r.fail("allegiances", "allegiances need the reformation variant")
    state.allegiance = None if sides is None else r.per_seat(
        "allegiances", sides, lambda k, v: r.name(k, v, _SIDE, "loyalist or reformist"))
    state.sets = r.per_seat("sets", r.get("sets", [[] for _ in range(n)]), r.cards)
    state.removed = r.cards("removed", r.get("removed", []))
    state.pool = r.cards("pool", r.get("pool", []))
    state.alive = [bool(hand) for hand in state.hands]
    state.alive_mask = sum(1 << s for s in range(n) if state.alive[s])
    state.living = sum(state.alive)

    phase_name = r.get("phase")
    if phase_name not in PHASE_BY_NAME:
        raise r.fail("phase", f"must be one of: {', '.join(PHASE_NAMES)}")
    phase = PHASE_BY_NAME[phase_name]
    if config.reformation and sides is None and phase not in (Phase.PICK, Phase.SIDE):
        # Past the choice of allegiances every turn asks who is on which side.
        raise r.fail("allegiances", f"a reformation game in its {phase_name} phase needs "
                     "every player's allegiance")
    state.phase = phase
    state.turn = r.int("turn", r.get("turn", 0), 0, 10**9)
    state.actor = r.seat("actor")
    action = r.get("action", None)
    state.kind = state.target = -1
    if action is not None:
        if not isinstance(action, Mapping):
            raise r.fail("action", "must be an object with kind and target, or null")
        state.kind = r.name("action.kind", action.get("kind"), _KIND, "a turn action's name")
        state.target = r.int("action.target", action.get("target"), 0, n - 1, none=True)
    state.claimed = r.name("claimed", r.get("claimed", None), _CARD, "a character name", True)
    state.challenger = r.seat("challenger", none=True)
    state.blocker = r.seat("blocker", none=True)
    state.block_char = r.name("block", r.get("block", None), _CARD, "a character name", True)
    state.proving_block = r.bool("proving_block")
    state.after_loss = r.name("after_loss", r.get("after_loss", "end"), _AFTER,
                              ", ".join(AFTER_LOSS_NAMES))
    state.shown = r.name("shown", r.get("shown", None), _CARD, "a character name", True)
    state.history = _history(r, r.get("history", []))
    state.notes = r.per_seat("notes", r.get("notes", [[] for _ in range(n)]), _notes_reader(r))
    state.coin_moves = _coin_moves(r, r.get("coin_moves", []))
    if "rng" in data:
        state.rng = rng_from(data["rng"], "position: rng")
    _check_cards(r, state)
    _resume(r, state, phase)


def _history(r: _Reader, value: Any) -> list[Any]:
    history = read_entries(value, _parse_entry, r.fail)
    for index, entry in enumerate(history):
        if not 0 <= entry.seat < r.n:
            raise r.fail(f"history[{index}]", f"names a seat beyond {r.n} players")
    return history


def _read_entry(text: str) -> Any:
    """An action, or a move the position does not know the content of (``p2 keep ?``)."""
    words = text.split()
    if len(words) == 3 and words[1] in _SECRETS and words[2] == "?":
        return Secret(A.parse_seat(words[0]), words[1])
    return A.parse_action(text)


_parse_entry = RememberedParse(_read_entry)


def _notes_reader(r: _Reader) -> Callable[[str, Any], list[tuple[Any, ...]]]:
    def read(key: str, value: Any) -> list[tuple[Any, ...]]:
        if not isinstance(value, list):
            raise r.fail(key, "must be a list of notes")
        notes: list[tuple[Any, ...]] = []
        for i, note in enumerate(value):
            where = f"{key}[{i}]"
            if not isinstance(note, list) or not note or note[0] not in _NOTE_KINDS:
                raise r.fail(where, f"must be a note: one of {', '.join(sorted(_NOTE_KINDS))}")
            if note[0] == "examine":
                if len(note) != 3:
                    raise r.fail(where, "an examine note is [\"examine\", seat, character]")
                notes.append(("examine", r.int(f"{where}[1]", note[1], 0, r.n - 1),
                              r.name(f"{where}[2]", note[2], _CARD, "a character name")))
            else:
                if len(note) != 2:
                    raise r.fail(where, f"a {note[0]} note is [{note[0]!r}, [cards]]")
                notes.append((note[0], tuple(r.cards(f"{where}[1]", note[1]))))
        return notes

    return read


def _coin_moves(r: _Reader, value: Any) -> list[tuple[int, tuple[int, ...]]]:
    if not isinstance(value, list):
        raise r.fail("coin_moves", "must be a list of [history index, [change per seat]]")
    moves = []
    for i, move in enumerate(value):
        if (not isinstance(move, list) or len(move) != 2 or not isinstance(move[1], list)
                or len(move[1]) != r.n):
            raise r.fail(f"coin_moves[{i}]", "must be [history index, [change per seat]]")
        index = r.int(f"coin_moves[{i}][0]", move[0], 0, 10**9)
        deltas = tuple(r.int(f"coin_moves[{i}][1][{s}]", d, -TREASURY_COINS, TREASURY_COINS)
                       for s, d in enumerate(move[1]))
        moves.append((index, deltas))
    return moves


def _check_cards(r: _Reader, state: CoupState) -> None:
    """Every card of the game is in exactly one place."""
    places: Counter[int] = Counter()
    for cards in (*state.hands, *state.revealed, *state.sets, state.deck, state.removed):
        places.update(cards)
    if state.phase == Phase.EXCHANGE:
        drawn = Counter(state.pool) - Counter(state.hands[state.actor])
        places.update(drawn)
    expected = Counter(state.config.deck())
    if places != expected:
        extra = places - expected
        missing = expected - places
        detail = (f"{extra.total()} {NAMES[next(iter(extra))]} too many" if extra
                  else f"{missing.total()} {NAMES[next(iter(missing))]} missing")
        raise r.fail("hands", f"the cards do not add up to this game's deck ({detail})")
    if any(len(h) > 2 for h in state.hands):
        raise r.fail("hands", "a player holds at most 2 face-down cards")


def _resume(r: _Reader, state: CoupState, phase: Phase) -> None:
    """Who decides now, and the response window in progress (the engine's own rules say who
    is asked in which order)."""
    n = state.n
    to_move = r.get("to_move", None)
    if phase == OVER:
        if to_move is not None or state.living != 1:
            raise r.fail("phase", "a game is over when exactly one player has influence left")
        state.winner = state.alive.index(True)
        state.to_move = None
        return
    state.winner = -1
    if state.living < 2:
        raise r.fail("hands", "a game in progress needs two players with influence")
    seat = r.int("to_move", to_move, 0, n - 1)
    if not state.alive[seat] and phase != Phase.PICK:
        raise r.fail("to_move", f"p{seat + 1} is exiled")
    if not state.alive[state.actor]:
        raise r.fail("actor", f"p{state.actor + 1} is exiled")
    state.to_move = seat
    state.responders = []
    state.ri = 0
    if phase in (CHALLENGE, BLOCK, BLOCK_CHALLENGE):
        if state.kind < 0:
            raise r.fail("action", f"a {PHASE_NAMES[phase]} window needs the action in progress")
        if phase == CHALLENGE:
            responders = state._window(state.actor, -1)
        elif phase == BLOCK_CHALLENGE:
            if state.blocker < 0:
                raise r.fail("blocker", "a challenge of a block needs the blocker")
            responders = state._window(state.actor, state.blocker)
        elif state.kind == A.FOREIGN_AID:
            responders = state._foreign_aid_blockers(state.actor)
        else:
            responders = [state.target]
        if seat not in responders:
            raise r.fail("to_move", f"p{seat + 1} is not asked in this window")
        state.responders = responders
        state.ri = responders.index(seat)


# --- opening positions ------------------------------------------------------------------------
_SETUP_KEYS = {"hands", "revealed", "deck", "coins", "reserve", "first", "allegiances"}


def opening_position(config: CoupConfig, options: Mapping[str, Any],
                     rng: random.Random) -> dict[str, Any]:
    """The position before the first decision: dealt at random, or from a partial set-up."""
    unknown = sorted(set(options) - _SETUP_KEYS)
    if unknown:
        raise CompanionError(f"unknown coup set-up key {unknown[0]!r} "
                             f"(known: {', '.join(sorted(_SETUP_KEYS))})")
    n = config.players
    r = _Reader(options, n, "set-up")
    size = 1 if config.two_player_sets else 2
    composition = Counter(config.deck())
    if config.two_player_sets:
        composition -= Counter(config.characters) + Counter(config.characters)  # the two sets
    hands = _at_most(r, "hands", lambda k, v: r.cards(k, v))
    revealed = _at_most(r, "revealed", lambda k, v: r.cards(k, v))
    top = r.cards("deck", r.get("deck", []))
    used = Counter(top) + sum((Counter(h) for h in hands + revealed), Counter())
    for card, count in used.items():
        if count > composition[card]:
            raise r.fail("hands", f"the set-up uses {count} {NAMES[card]} cards; this game "
                         f"has {composition[card]} to deal")
    rest = list((composition - used).elements())
    rng.shuffle(rest)
    # The order records of rules version 1 were dealt in: from the end of the shuffled cards,
    # but from the front of the one set a two-player game deals from.
    deal_one = (lambda: rest.pop(0)) if config.two_player_sets else rest.pop
    given_revealed = len(revealed)
    while len(revealed) < n:
        revealed.append([])
    for seat in range(n):
        if seat < len(hands):
            # A hand given short of cards, with no face-up card named, lost the rest face up.
            if seat >= given_revealed and len(hands[seat]) < size:
                while len(hands[seat]) + len(revealed[seat]) < size and rest:
                    revealed[seat].append(rest.pop())
            if len(hands[seat]) + len(revealed[seat]) != size:
                raise r.fail(f"hands[{seat}]", f"face-down and face-up cards must make {size}")
            continue
        need = size - len(revealed[seat])
        if need < 0:
            raise r.fail(f"revealed[{seat}]", f"a player has {size} card(s) in all")
        if len(rest) < need:
            raise r.fail("hands", "the set-up leaves too few cards to deal the missing hands")
        hands.append([deal_one() for _ in range(need)])
    deck = top + rest[::-1]  # the engine draws from the end of what is left
    first = r.int("first", r.get("first", 0), 0, n - 1)
    coins = r.get("coins", None)
    if coins is None:
        coins = [2] * n
        if n == 2:
            coins[first] = 1  # the official 2-player rule: the starting player takes only 1 coin
    phase = ("pick" if config.two_player_sets else
             "allegiance" if config.reformation and options.get("allegiances") is None
             else "action")
    alive = [s for s in range(n) if hands[s]]
    if len(alive) < 2:
        raise r.fail("hands", "a game needs two players with face-down cards")
    if not hands[first]:
        raise r.fail("first", f"p{first + 1} has no face-down card")
    sets = [list(config.characters) if config.two_player_sets else [] for _ in range(n)]
    return {
        "phase": phase, "to_move": first, "turn": 0, "actor": first,
        "hands": [[NAMES[c] for c in h] for h in hands],
        "revealed": [[NAMES[c] for c in h] for h in revealed],
        "deck": [NAMES[c] for c in deck],
        "coins": coins, "reserve": r.get("reserve", 0),
        "allegiances": options.get("allegiances"),
        "sets": [[NAMES[c] for c in s] for s in sets],
    }


def _at_most(r: _Reader, key: str, read: Callable[[str, Any], list[int]]) -> list[list[int]]:
    value = r.get(key, [])
    if not isinstance(value, list) or len(value) > r.n:
        raise r.fail(key, f"must be a list of at most {r.n} entries")
    return [read(f"{key}[{i}]", v) for i, v in enumerate(value)]
