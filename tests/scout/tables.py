"""Helpers for Scout tests: explicit tables (positions) and playing notation."""

from __future__ import annotations

from typing import Any

from companion.core.protocol import GameSetup
from companion.scout import GAME, parse_action
from companion.scout.cards import card_text, deck_for, identity, parse_card
from companion.scout.state import ScoutState


def play(state: ScoutState, *moves: str) -> ScoutState:
    for move in moves:
        state.apply(parse_action(move))
    return state


def start(players: int, *hands: list[str], seed: int = 1, first: int = 0) -> ScoutState:
    """A new game with the first seats' hands given (the others dealt at random)."""
    state = GAME.start(GameSetup(players, seed, frozenset(),
                                 {"hands": list(hands), "first": first}))
    assert isinstance(state, ScoutState)
    return state


def keep_all(state: ScoutState) -> ScoutState:
    while state.phase == 0:
        play(state, f"p{state.current + 1} keep hand")
    return state


def table(players: int, *, hands: list[list[str] | None], to_move: int = 0,
          active: list[str] = (), owner: int | None = None,  # type: ignore[assignment]
          captured: list[list[str]] | None = None, chips: list[int] | None = None,
          scout_show: list[bool] | None = None, seed: int = 1, spare: int | None = None,
          **rest: Any) -> ScoutState:
    """A play-phase position; the cards nobody names fill the ``None`` hands (in deck order),
    or the captured pile of seat ``spare``."""
    captured = [list(c) for c in captured] if captured else [[] for _ in range(players)]
    named = {identity(parse_card(c)) for h in hands if h for c in h}
    named |= {identity(parse_card(c)) for c in active}
    named |= {identity(parse_card(c)) for pile in captured for c in pile}
    leftover = [card_text(c) for c in deck_for(players) if c not in named]
    reserve: list[str] = []
    if players == 2 and rest.get("round", 0) == 0:
        reserve, leftover = leftover[:22], leftover[22:]
    elif players == 2:  # the second round plays the 22 cards set aside
        leftover = leftover[:22 - len(named)]
    empty = [s for s, h in enumerate(hands) if h is None]
    filled = [list(h) if h is not None else [] for h in hands]
    if spare is not None:
        captured[spare] += leftover
    else:
        for i, card in enumerate(leftover):
            filled[empty[i % len(empty)]].append(card)
    data = {
        "round": 0, "first": 0, "phase": "play", "to_move": to_move, "hands": filled,
        "turned": [False] * players, "active": list(active), "owner": owner,
        "captured": captured, "chips": chips or [3 if players == 2 else 0] * players,
        "scout_show": scout_show if scout_show is not None else [players > 2] * players,
        "reserve": reserve, "scores": [], "enders": [], "rng": {"seed": seed},
    }
    data.update(rest)
    if data["round"]:
        data["scores"] = [[0] * players] * data["round"]
        data["enders"] = [0] * data["round"]
    state = GAME.rebuild(GameSetup(players, seed), data)
    assert isinstance(state, ScoutState)
    return state
