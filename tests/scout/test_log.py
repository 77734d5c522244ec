"""Scout's public log: one entry per decision as the table saw it (and the rounds' ends and
starts), the same in every view, kept by positions (sampled worlds: ``test_properties``); the
hand-turn rule."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import MalformedInput, NotationError
from companion.core.protocol import GameSetup
from companion.scout import GAME
from companion.scout import actions as A
from companion.scout.cards import parse_card, turned_hand
from companion.scout.log import RoundEnd, RoundStart, Scouted, Shown, parse_entry
from companion.scout.state import ScoutState
from companion.scout.views import DECIDE, ScoutView
from tests.scout.tables import play, start, table

setups = st.builds(GameSetup, st.integers(2, 5), st.integers(0, 2**32))


def new_game(setup: GameSetup) -> ScoutState:
    state = GAME.start(setup)
    assert isinstance(state, ScoutState)
    return state


def logged(action: A.ScoutAction, before: ScoutView, hand: tuple[int, ...]) -> object:
    """The entry ``action`` must write, from the public view before it and the actor's hand."""
    if isinstance(action, A.TurnHand):
        return action
    owner = before.owner
    if isinstance(action, A.Show):
        beaten = before.active
        return Shown(action.seat, action.first, action.last, hand[action.first:action.last + 1],
                     beaten, owner if beaten else None)
    assert owner is not None
    card = before.active[-1 if action.end == A.RIGHT else 0]
    return Scouted(action.seat, action.end, action.turned, action.place, action.and_show, card,
                   owner, len(before.active) == 1)


def rebuilt(state: ScoutState) -> ScoutState:
    again = GAME.rebuild(state.setup, json.loads(json.dumps(state.position())))
    assert isinstance(again, ScoutState)
    return again


@settings(max_examples=10, deadline=None)
@given(setup=setups)
def test_every_decision_logs_one_entry_and_positions_keep_the_log(setup: GameSetup) -> None:
    state = new_game(setup)
    rng = random.Random(setup.seed)
    n = setup.players
    assert state.view(None).log == (RoundStart(0, 0),)
    while not state.is_over() and state.turn < 150:
        before = state.view(None)
        action = rng.choice(state.legal_actions())
        hand = state.view(action.seat).hand
        state.apply(action)
        after = state.view(None)
        new = after.log[len(before.log):]
        assert after.log[:len(before.log)] == before.log
        assert new[0] == logged(action, before, hand)
        assert getattr(new[0], "action", new[0]) == action
        finished = len(before.round_scores)
        if len(after.round_scores) > finished:  # the decision ended the round
            assert new[1:] == ((RoundEnd(finished),) if state.is_over()
                               else (RoundEnd(finished), RoundStart(after.round, after.first)))
        else:
            assert len(new) == 1
        assert all(parse_entry(str(entry)) == entry for entry in new)
        # A state rebuilt from its position: the same views for every seat and the public.
        again = rebuilt(state)
        for viewer in [None, *range(n)]:
            assert again.view(viewer) == state.view(viewer)
        assert all(state.view(viewer).log == after.log for viewer in range(n))


@settings(max_examples=20, deadline=None)
@given(setup=setups)
def test_turned_hand_is_how_the_state_turns_a_hand(setup: GameSetup) -> None:
    state = new_game(setup)
    rng = random.Random(setup.seed)
    while not state.is_over() and state.turn < 300:
        if state.phase == DECIDE:
            seat = state.current
            what_if = state.clone()
            what_if.apply(A.turn_hand(seat, True))
            assert what_if.hands[seat] == turned_hand(state.view(seat).hand)
            assert turned_hand(turned_hand(state.hands[seat])) == state.hands[seat]
        state.apply(rng.choice(state.legal_actions()))


def test_the_log_is_not_part_of_a_decision_point() -> None:
    s = play(start(3), "p1 keep hand", "p2 turn hand", "p3 keep hand", "p1 show 1")
    data = s.position()
    del data["log"]  # an older position, or one written by hand: it loads with an empty log
    again = GAME.rebuild(s.setup, data)
    assert again.view(None).log == () and s.view(None).log
    for seat in range(3):
        assert again.information_key(seat) == s.information_key(seat)
    assert again.legal_actions() == s.legal_actions()


def test_a_set_up_begins_the_log_with_its_first_round() -> None:
    s = start(4, first=2)
    assert s.view(1).log == (RoundStart(0, 2),)
    assert s.position()["log"] == ["round 1: p3 starts"]


def test_entries_in_notation() -> None:
    cards = tuple(parse_card(c) for c in ("7/1", "7/2", "7/9"))
    beaten = tuple(parse_card(c) for c in ("4/1", "5/2", "6/3"))
    examples = {
        "round 2: p3 starts": RoundStart(1, 2),
        "round 2 over": RoundEnd(1),
        "p2 turn hand": A.turn_hand(1, True),
        "p1 show 3-5: 7/1 7/2 7/9": Shown(0, 2, 4, cards, (), None),
        "p2 show 1-3: 7/1 7/2 7/9 beats p1 4/1 5/2 6/3": Shown(1, 0, 2, cards, beaten, 0),
        "p3 scout and show left turned 4: 7/1 from p2": Scouted(2, 0, True, 3, True, cards[0],
                                                               1, False),
        "p1 scout right 2: last 6/3 from p2": Scouted(0, 1, False, 1, False, beaten[2], 1,
                                                      True),
    }
    for text, entry in examples.items():
        assert parse_entry(text) == entry and str(entry) == text
    for text in ("p1 show 3-5: 7/1 7/2", "p1 show 3: 7/1 beats p2", "p1 keep hand: 7/1",
                 "p2 scout left 4: 7/1", "p2 scout left 4: 7/1 of p1", "round 0: p1 starts",
                 "round 2 begins", "p1 show 3: 11/1", "p1 show " + "1/2 " * 60):
        with pytest.raises(NotationError):
            parse_entry(text)


def test_log_errors_in_a_position_are_located() -> None:
    s = table(3, hands=[["5/3", "6/1", "9/1"], None, None], active=[], owner=None)
    play(s, "p1 show 1-2", "p2 scout left 1")
    good = s.position()
    assert good["log"] == ["p1 show 1-2: 5/3 6/1", "p2 scout left 1: 5/3 from p1"]
    for index, text, problem in (
            (1, "p2 scout left 1: 5/3", "log[1]"),
            (1, 7, "log[1]"),
            (0, "p4 show 1-2: 5/3 6/1", "log[0]: names a seat beyond 3 players"),
            (1, "p2 scout left 1: 5/3 from p5", "log[1]: names a seat beyond 3 players"),
            (1, "round 1 over", "log[1]: round 1 is not among the scores"),
            (1, "round 2: p2 starts", "log[1]: round 2 has not begun")):
        data = copy.deepcopy(good)
        data["log"][index] = text
        with pytest.raises(MalformedInput, match=r"position.*" + problem.replace("[", r"\[")):
            GAME.rebuild(s.setup, data)
    with pytest.raises(MalformedInput, match="log must be a list"):
        GAME.rebuild(s.setup, {**good, "log": "p1 show 1-2"})
