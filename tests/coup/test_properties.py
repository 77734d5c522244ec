"""Random games: coins and cards are conserved, every game ends, notation round-trips, records
replay exactly, and views leak nothing hidden."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.protocol import GameSetup
from companion.core.record import Match, replay
from companion.coup import GAME, parse_action
from companion.coup.state import CoupState

VARIANT_SETS = [(), ("inquisitor",), ("reformation",), ("inquisitor", "reformation")]


@st.composite
def setups(draw: st.DrawFn) -> GameSetup:
    variants = draw(st.sampled_from([*VARIANT_SETS, ("two-player-sets",)]))
    if "two-player-sets" in variants:
        players = 2
    else:
        players = draw(st.integers(2, 10 if "reformation" in variants else 8))
    return GameSetup(players, draw(st.integers(0, 2**32)), frozenset(variants))


def cards_everywhere(state: CoupState) -> Counter[int]:
    cards = Counter(state.deck + state.removed + state.pool)
    for hand, up in zip(state.hands, state.revealed, strict=True):
        cards.update(up)
        if not state.pool or hand is not state.hands[state.actor]:
            cards.update(hand)
    return cards


def perturbed(state: CoupState, viewer: int, rng: random.Random) -> CoupState:
    """The same game with every card the viewer cannot see dealt differently."""
    other = state.clone()
    assert isinstance(other, CoupState)
    exchanging = other.pool and other.actor == viewer
    seats = [s for s in range(other.n) if s != viewer]
    hidden = [c for s in seats for c in other.hands[s]] + other.deck + other.removed
    rng.shuffle(hidden)
    for s in seats:
        size = len(other.hands[s])
        other.hands[s], hidden = hidden[:size], hidden[size:]
    other.deck, other.removed = hidden[: len(other.deck)], hidden[len(other.deck):]
    assert not exchanging or other.pool == state.pool
    return other


@settings(max_examples=40, deadline=None)
@given(setup=setups())
def test_random_games_conserve_end_and_leak_nothing(setup: GameSetup) -> None:
    state = GAME.start(setup)
    assert isinstance(state, CoupState)
    rng = random.Random(setup.seed)
    start_cards = cards_everywhere(state) + Counter(c for s in state.sets for c in s)
    decisions = 0
    while not state.is_over():
        legal = state.legal_actions()
        assert legal and state.to_move is not None
        for action in legal:
            assert parse_action(str(action)) == action
        if decisions % 3 == 0:
            viewer = rng.randrange(state.n)
            assert state.view(viewer) == perturbed(state, viewer, rng).view(viewer)
        state.apply(rng.choice(legal))
        decisions += 1
        assert min(state.coins) >= 0 and state.treasury >= 0
        if not state.sets[0] and not state.sets[-1]:
            assert cards_everywhere(state) == start_cards
        assert decisions < 5000
    winners = state.result().winners
    assert len(winners) == 1 and state.living == 1
    assert all(state.alive[s] == (s in winners) for s in range(state.n))


@settings(max_examples=20, deadline=None)
@given(setup=setups())
def test_records_replay_exactly(setup: GameSetup) -> None:
    match = Match.start(GAME, setup)
    rng = random.Random(setup.seed ^ 0x5EED)
    while not match.state.is_over():
        match.play(rng.choice(match.state.legal_actions()))
    again = replay(GAME, match.record)
    assert again.summary() == match.state.summary()
    assert [str(a) for a in again.history] == [str(a) for a in match.state.history]


@settings(max_examples=15, deadline=None)
@given(setup=setups())
def test_every_log_entry_reads_as_a_sentence(setup: GameSetup) -> None:
    from companion_ui.coup.words import describe

    state = GAME.start(setup)
    rng = random.Random(setup.seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    names = [f"Player {i}" for i in range(state.n)]
    for viewer in range(state.n):
        view = state.view(viewer)
        for entry in view.log:
            sentence = describe(entry, names, viewer, view.inquisitor)
            assert sentence.endswith((".", "!")) and "p1" not in sentence


@settings(max_examples=30, deadline=None)
@given(setup=setups())
def test_every_refused_answer_is_explained(setup: GameSetup) -> None:
    from companion.coup import actions as A

    state = GAME.new_game(setup)
    rng = random.Random(setup.seed)
    seat_tables = (A.PLAIN, A.PASS, A.CHALLENGE, A.BLOCK, A.REVEAL, A.REVEAL_HAND, A.LOSE,
                   A.SHOW, A.VERDICTS, A.SIDES, A.PICK)
    while not state.is_over():
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        tries = [a for table in seat_tables for a in _flat(table[seat])]
        for action in rng.sample(tries, 12):
            reason = state.why_illegal(action)
            assert (reason is None) == (action in legal)
        state.apply(rng.choice(legal))


def _flat(entry: object) -> list[object]:
    return [x for e in entry for x in _flat(e)] if isinstance(entry, list) else [entry]
