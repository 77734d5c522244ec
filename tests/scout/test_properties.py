"""Random Scout games: cards conserved, chips and scores adding up, views leaking nothing,
positions rebuilding the same game, and sampled worlds giving the viewer (and the public table)
the same view, the log included."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.protocol import GameSetup
from companion.scout import GAME, sampler
from companion.scout.actions import Scout, Show
from companion.scout.cards import deck_for, identity, parse_card
from companion.scout.sampler import sample_world
from companion.scout.state import ScoutState, sampled_world
from tests.scout.tables import play, table

setups = st.builds(GameSetup, st.integers(2, 5), st.integers(0, 2**32))


def decisions(setup: GameSetup, limit: int = 600) -> Iterator[tuple[ScoutState, random.Random]]:
    """The states of a random game (cut after ``limit`` decisions: random play can loop)."""
    state = GAME.start(setup)
    assert isinstance(state, ScoutState)
    rng = random.Random(setup.seed)
    while not state.is_over() and state.turn < limit:
        yield state, rng
        state.apply(rng.choice(state.legal_actions()))


def round_cards(state: ScoutState) -> list[int]:
    cards = [c for h in state.hands for c in h] + state.active + state.reserve
    return [identity(c) for c in cards + [c for pile in state.captured for c in pile]]


@settings(max_examples=30, deadline=None)
@given(setup=setups)
def test_cards_are_conserved_and_chips_and_scores_add_up(setup: GameSetup) -> None:
    n = setup.players
    deck = set(deck_for(n))
    state = GAME.start(setup)
    assert isinstance(state, ScoutState)
    ends: list[tuple[list[int], int]] = []
    end_round = state._end_round

    def spy(ender: int) -> None:  # what the round's scoring sees, scored here independently
        expected = [len(state.captured[s]) + state.chips[s]
                    - (0 if s == ender else len(state.hands[s])) for s in range(n)]
        ends.append((expected, ender))
        end_round(ender)

    state._end_round = spy  # type: ignore[method-assign]
    rng = random.Random(setup.seed)
    scouts = 0
    while not state.is_over() and state.turn < 600:
        cards = round_cards(state)
        assert len(cards) == len(set(cards)) and set(cards) <= deck
        assert len(cards) == (len(deck) if n > 2 else 44 - 22 * state.round)
        # 3-5 players: one chip per Scout this round; 2 players: each Scout spends one of 3.
        assert sum(state.chips) == (scouts if n > 2 else 6 - scouts)
        assert all(len(p) == len(h) for p, h in zip(state.public, state.hands, strict=True))
        move = rng.choice(state.legal_actions())
        rounds = len(state.round_scores)
        state.apply(move)
        scouts = 0 if len(state.round_scores) > rounds else scouts + isinstance(move, Scout)
    assert [e[0] for e in ends] == state.round_scores
    assert state.enders == [e[1] for e in ends]
    if state.is_over():
        assert state.result().scores == tuple(float(t) for t in state.totals)


@settings(max_examples=12, deadline=None)
@given(setup=setups)
def test_positions_rebuild_the_same_game(setup: GameSetup) -> None:
    def same(state: ScoutState) -> ScoutState:
        """The state rebuilt from its position: the same views and information for everyone."""
        again = GAME.rebuild(state.setup, json.loads(json.dumps(state.position())))
        assert isinstance(again, ScoutState)
        assert again.legal_actions() == state.legal_actions()
        assert all(again.view(s) == state.view(s) for s in (None, *range(state.n)))
        assert all(again.information_key(s) == state.information_key(s)
                   for s in range(state.n))
        return again

    state = GAME.start(setup)
    for state, rng in decisions(setup, limit=200):
        if rng.random() < 0.2:
            again = same(state)
            a, b = state.clone(), again
            for _ in range(10):
                if a.is_over():
                    break
                move = random.Random(a.turn).choice(a.legal_actions())
                a.apply(move)
                b.apply(move)
            assert a.position() == b.position()
    finished = state.clone()
    while not finished.is_over() and finished.turn < 600:
        finished.apply(random.Random(finished.turn).choice(finished.legal_actions()))
    if finished.is_over():  # a finished game's position rebuilds too
        same(finished)


@settings(max_examples=25, deadline=None)
@given(setup=setups)
def test_sampled_worlds_give_the_viewer_the_same_view(setup: GameSetup) -> None:
    for state, rng in decisions(setup, limit=200):
        if rng.random() < 0.3:
            viewer = rng.randrange(setup.players)
            view = state.view(viewer)
            position = sample_world(view, rng)
            assert position["log"] == [str(entry) for entry in view.log]  # the whole story
            setup = GameSetup(view.players, 0, view.variants)
            world = GAME.rebuild(setup, position)
            assert world.view(viewer) == view
            # The search reads its worlds unchecked: the same world.
            assert sampled_world(setup, position).position() == world.position()
            assert world.view(None) == state.view(None)  # the table sees the same game
            if state.to_move == viewer:
                assert world.legal_actions() == state.legal_actions()


@settings(max_examples=25, deadline=None)
@given(setup=setups.filter(lambda s: s.players > 2))
def test_a_hand_dealt_differently_gives_the_others_the_same_view(setup: GameSetup) -> None:
    for state, rng in decisions(setup, limit=150):
        a, b = rng.sample(range(setup.players), 2)
        hidden = [[i for i, p in enumerate(state.public[s]) if not p] for s in (a, b)]
        if not (hidden[0] and hidden[1]) or rng.random() < 0.7:
            continue
        other = state.clone()
        i, j = rng.choice(hidden[0]), rng.choice(hidden[1])
        other.hands[a][i], other.hands[b][j] = state.hands[b][j], state.hands[a][i]
        for seat in range(setup.players):
            if seat not in (a, b):
                assert other.view(seat) == state.view(seat)
        assert other.view(None) == state.view(None)
        assert other.view(a) != state.view(a)


def test_samples_spread_over_what_the_viewer_cannot_know() -> None:
    state = GAME.start(GameSetup(4, 3))
    rng = random.Random(0)
    while state.turn < 12:
        state.apply(rng.choice([a for a in state.legal_actions() if not isinstance(a, Show)]
                               or state.legal_actions()))
    view = state.view(1)
    samples = [sample_world(view, rng) for _ in range(40)]
    assert all(s["hands"][1] == state.position()["hands"][1] for s in samples)
    assert len({json.dumps(s["hands"][0]) for s in samples}) == 40
    for seat in (0, 2, 3):  # the scouted cards stay where the table saw them go
        for index, public in enumerate(state.public[seat]):
            if public:
                assert {s["hands"][seat][index] for s in samples} == {
                    state.position()["hands"][seat][index]}


def test_the_view_knows_which_scouts_end_the_round() -> None:
    """What a player's view says a Scout does to the round is what the game then does."""
    seen: set[bool] = set()
    for players in (2, 3, 4, 5):
        for state, rng in decisions(GameSetup(players, 1), limit=200):
            scouts = [a for a in state.legal_actions() if isinstance(a, Scout)]
            if not scouts:
                continue
            view = state.view(state.to_move)
            for action in rng.sample(scouts, min(3, len(scouts))):
                after = state.clone()
                rounds = len(after.round_scores)
                after.apply(action)
                ended = len(after.round_scores) > rounds
                assert view.round_ender_after(action) == (after.enders[-1] if ended else None)
                seen.add(ended)
    assert seen == {False, True}


def test_a_scouted_card_is_believed_to_sit_beside_a_card_it_joins(monkeypatch) -> None:
    # p2 puts a scouted 5 between two hidden cards: in the worlds p1 imagines, one of them is
    # a 4, a 5 or a 6 more often than the cards left would make it by chance.
    state = table(3, hands=[["1/2", "3/8"], None, None], to_move=1, active=["5/9"], owner=0)
    play(state, "p2 scout left 3")
    view = state.view(0)
    place = next(i for i, card in enumerate(view.seats[1].known) if card is not None)
    assert 0 < place < view.seats[1].hand_size - 1

    def joined(worlds: int = 300) -> float:
        rng = random.Random(4)
        count = 0
        for _ in range(worlds):
            hand = sample_world(view, rng)["hands"][1]
            count += any(abs(parse_card(hand[i]) // 16 - 5) <= 1 for i in (place - 1, place + 1))
        return count / worlds

    believed = joined()
    monkeypatch.setattr(sampler, "LONE_SCOUT", 1.0)
    assert joined() + 0.15 < believed
