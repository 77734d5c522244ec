"""The worked examples of the Hungarian rules (docs/rules/intrige.md), refusals and variants.

Seats as in the rules' examples: 4 players red p1, yellow p2, green p3, blue p4 (clockwise);
5 players add purple p5.
"""

from __future__ import annotations

from typing import Any

import pytest

from companion.core.errors import IllegalAction
from companion.core.protocol import GameSetup
from companion.intrige import parse_action
from companion.intrige.actions import Bribe, Income, Place, Send
from companion.intrige.state import IntrigeState


def start(players: int, variants: tuple[str, ...] = (), **options: Any) -> IntrigeState:
    return IntrigeState(GameSetup(players, 1, frozenset(variants), options))


def play(state: IntrigeState, *moves: str) -> IntrigeState:
    for move in moves:
        state.apply(parse_action(move))
    return state


def refused(state: IntrigeState, move: str) -> str:
    before = state.position()
    with pytest.raises(IllegalAction) as caught:
        state.apply(parse_action(move))
    assert state.position() == before  # an illegal action changes nothing
    return str(caught.value)


def test_yellows_income_is_19000() -> None:
    # Yellow's scientists in red's 10000 and green's 3000 suites, a physician in green's 6000.
    state = start(4, round=2, start=0, landlord=1, castles=[
        {"10000": "p2 scientist"}, {}, {"3000": "p2 scientist", "6000": "p2 physician"}, {}])
    assert Income(1, 19000) in state.history
    assert state.money[1] == 32000 + 19000
    assert state.view(0).log[-1] == Income(1, 19000)  # public, as at the table


def test_no_income_in_round_one() -> None:
    state = start(3, start=0)
    assert not any(isinstance(e, Income) for e in state.history)
    assert state.phase == "send" and state.to_move == 0  # no applicants for the starter


def yellows_turn() -> IntrigeState:
    """Yellow's castle: green's theologian in 6000; four applicants waiting."""
    return start(4, round=2, start=1, landlord=1,
                 castles=[{}, {"6000": "p3 theologian"}, {}, {}],
                 waiting=[[], ["p4 writer", "p1 scientist", "p3 scientist", "p4 theologian"],
                          [], []])


def test_the_bribes_of_yellows_turn_in_the_rules_order() -> None:
    state = yellows_turn()
    # No conflict: blue pays 8000 asking for 10000; yellow grins and gives the 1000 suite.
    assert state.view(None).stage == "calm" and state.to_move == 3
    play(state, "p4 bribe 8000 for 10000", "p2 place p4 writer 1000")
    # External conflict: green (yellow's left neighbour) pays first, then red.
    assert state.view(None).stage == "external" and state.to_move == 2
    play(state, "p3 bribe 4000 for 3000")
    assert state.to_move == 0
    play(state, "p1 bribe 12000 for 10000")
    play(state, "p2 island p3 scientist")  # red is then the only one left: placed, not in 10000
    assert [str(a) for a in state.legal_actions()] == ["p2 place p1 scientist 10000",
                                                      "p2 place p1 scientist 3000"]
    play(state, "p2 place p1 scientist 3000")
    # Internal conflict: the incumbent's owner (green) pays first, then blue.
    assert state.view(None).stage == "internal" and state.to_move == 2
    play(state, "p3 bribe 1000")
    assert state.to_move == 3
    play(state, "p4 bribe 4000", "p2 island p4 theologian")
    # 1000: the blue writer, 6000: the green theologian, 10000 free, 3000: the red scientist.
    assert state.castles[1] == [3 * 4 + 3, 2 * 4 + 2, -1, 0]
    assert state.money[1] == 32000 + 8000 + 4000 + 12000 + 1000 + 4000
    assert state.money[3] == 32000 - 12000 and state.money[0] == 20000
    assert state.phase == "send" and state.to_move == 1


def test_five_players_calm_first_then_external_clockwise() -> None:
    # Red's turn: the purple theologian has no conflict; two scientists and two writers do.
    state = start(5, round=2, start=0, landlord=0, castles=[{"3000": "p3 physician"}, {}, {},
                                                            {}, {}],
                  waiting=[["p2 scientist", "p3 writer", "p4 scientist", "p5 writer",
                            "p5 theologian"], [], [], [], []])
    payers = []
    while state.phase == "bribe":
        payers.append(state.to_move)
        state.apply(Bribe(state.to_move, 1000))
        if state.phase == "place" and state.view(None).stage == "calm":
            play(state, "p1 place p5 theologian 10000")
    assert payers == [4, 1, 2, 3, 4]  # purple alone, then yellow, green, blue, purple
    play(state, "p1 place p2 scientist 1000")  # the blue scientist goes to the Island at once
    play(state, "p1 island p3 writer", "p1 place p5 writer 6000")
    assert state.island == [3 * 4 + 0, 2 * 4 + 3]
    assert state.castles[0][3] == 2 * 4 + 1  # the green physician stays in 3000


def test_two_internal_conflicts_by_suite_value() -> None:
    # Yellow's turn: red's scientist in 3000, purple's theologian in 10000, red's writer in 6000.
    state = start(5, round=2, start=1, landlord=1, castles=[
        {}, {"3000": "p1 scientist", "10000": "p5 theologian", "6000": "p1 writer"}, {}, {}, {}],
        waiting=[[], ["p3 scientist", "p1 theologian", "p3 theologian", "p4 theologian"],
                 [], [], []])
    view = state.view(None)
    assert view.stage == "internal" and view.contested == 3000  # 3000 before 10000
    assert state.to_move == 0  # red, whose scientist holds the suite, pays first
    play(state, "p1 bribe 2000", "p3 bribe 3000", "p2 place p3 scientist 3000")
    view = state.view(None)
    assert view.contested == 10000 and state.to_move == 4  # purple first, then clockwise
    order = []
    while state.phase == "bribe":
        order.append(state.to_move)
        state.apply(Bribe(state.to_move, 1000))
    # The seed: "first purple, whose theologian holds it, then in turn red, green and blue".
    assert order == [4, 0, 2, 3]
    play(state, "p2 island p1 theologian", "p2 island p3 theologian", "p2 island p4 theologian")
    assert state.castles[1] == [-1, 0 * 4 + 3, 4 * 4 + 2, 2 * 4 + 0]  # purple kept
    assert len(state.island) == 4  # red's scientist and three theologians


def test_refusals_of_bribes() -> None:
    state = yellows_turn()
    assert "at least 1000" in refused(state, "p4 bribe 500")
    assert "multiple of 1000" in refused(state, "p4 bribe 1500")
    assert "at least 1000" in refused(state, "p4 bribe 0")
    assert "has only 32000" in refused(state, "p4 bribe 33000")
    assert "not free" in refused(state, "p4 bribe 1000 for 6000")
    assert "p4 pays" in refused(state, "p1 bribe 1000")
    assert "no bribe" in refused(play(state, "p4 bribe 1000"), "p4 bribe 1000")


def test_refusals_of_placements() -> None:
    state = play(yellows_turn(), "p4 bribe 1000")
    assert "occupied (p3 theologian)" in refused(state, "p2 place p4 writer 6000")
    assert "must be admitted" in refused(state, "p2 island p4 writer")
    assert "landlord (p2)" in refused(state, "p1 place p4 writer 1000")
    assert "p4 writer is the applicant" in refused(state, "p2 place p1 scientist 1000")
    play(state, "p2 place p4 writer 1000", "p3 bribe 1000", "p1 bribe 1000",
         "p2 place p3 scientist 3000")
    play(state, "p3 bribe 1000", "p4 bribe 1000")
    # A second theologian in the castle: only the contested suite or the Island.
    assert "already has a theologian (in 6000)" in refused(state, "p2 place p4 theologian 10000")
    assert "occupied" in refused(state, "p2 place p4 theologian 3000")


def test_refusals_of_sending() -> None:
    state = start(4, start=0)
    assert "own castle" in refused(state, "p1 send writer to p1")
    play(state, "p1 send writer to p2", "p1 send writer to p2")  # the same castle is allowed
    assert [e.scholar for e in state.applicants] == [3, 3] and state.landlord == 1  # twins
    short = start(3, start=0, island=["p1 writer", "p1 writer"])
    assert "no writer left" in refused(short, "p1 send writer to p2")
    last = start(4, round=5, start=0, landlord=0, waiting=[[], ["p1 writer"], [], []])
    assert last.phase == "bribe"
    assert "round 5" in refused(last, "p2 send writer to p1")
    assert "no such scholar" in str(last.why_illegal(Send(0, 9, 1)))
    assert "no p10" in str(last.why_illegal(Place(9, 0, 1000)))
    assert "not a suite" in str(play(last, "p1 bribe 1000").why_illegal(Place(1, 3, 7000)))


def test_a_player_without_money_offers_1000_paid_by_the_bank() -> None:
    state = start(3, round=2, start=1, landlord=1, money=[0, 5000, 3000],
                  waiting=[[], ["p1 writer"], []])
    assert [str(a) for a in state.legal_actions()][:1] == ["p1 bribe 1000"]
    assert all(a.amount == 1000 for a in state.legal_actions())
    play(state, "p1 bribe 1000 for 6000")
    assert state.money[:2] == [0, 6000] and "bank pays 1000 for p1" in map(str, state.history)


def test_refund_variant_pays_back_the_island() -> None:
    state = start(3, ("refund",), round=2, start=0, landlord=0,
                  waiting=[["p2 writer", "p3 writer"], [], []])
    play(state, "p2 bribe 5000", "p3 bribe 2000", "p1 island p2 writer")
    assert state.money == [32000 + 2000, 32000, 30000]
    assert "p1 refunds 5000 to p2" in map(str, state.history)


def test_binding_promises_give_the_suite_asked_for() -> None:
    state = start(3, ("binding-promises",), round=2, start=0, landlord=0,
                  waiting=[["p2 writer"], [], []])
    play(state, "p2 bribe 3000 for 6000")
    assert [str(a) for a in state.legal_actions()] == ["p1 place p2 writer 6000"]
    assert "asked for suite 6000" in refused(state, "p1 place p2 writer 1000")
    free = start(3, round=2, start=0, landlord=0, waiting=[["p2 writer"], [], []])
    assert len(play(free, "p2 bribe 3000 for 6000").legal_actions()) == 4  # promises bind nobody


def test_different_castles_variant() -> None:
    state = play(start(3, ("different-castles",), start=0), "p1 send writer to p2")
    assert "two castles" in refused(state, "p1 send scientist to p2")
    assert all(a.castle == 2 for a in state.legal_actions())
    same = play(start(3, start=0), "p1 send writer to p2")
    assert any(a.castle == 1 for a in same.legal_actions())


def test_the_game_ends_after_round_five_with_a_final_income() -> None:
    state = start(3, round=5, start=0, landlord=2, castles=[{"10000": "p2 writer"}, {}, {}])
    assert state.is_over()
    assert Income(1, 10000) in state.history  # the final income, once more for everyone
    result = state.result()
    assert result.winners == {1} and result.scores == (32000.0, 42000.0, 32000.0)


def test_ties_share_the_victory() -> None:
    state = start(3, round=5, start=0, landlord=2)
    assert state.result().winners == {0, 1, 2}


def test_a_purse_is_bounded_so_a_bribe_decision_stays_small_and_readable() -> None:
    """Set-ups may not hold more than real play can reach by far (10 million a purse): beyond,
    one bribe per 1,000 made a decision of millions of actions; at the bound every bribe is
    still written and read back in notation."""
    from companion.core.errors import MalformedInput
    from companion.intrige import GAME
    from companion.intrige.actions import MAX_DUCATS

    with pytest.raises(MalformedInput, match=r"money\[0\]: must be a whole number 0\.\.10000000"):
        GAME.start(GameSetup(4, 1, options={"money": [10**9] * 4}))
    state = GAME.start(GameSetup(4, 1, options={"money": [MAX_DUCATS] * 4}))
    while not isinstance(state.legal_actions()[0], Bribe):
        state.apply(state.legal_actions()[-1])
    legal = state.legal_actions()
    assert len(legal) <= 5 * MAX_DUCATS // 1000
    richest = max(legal, key=lambda bribe: bribe.amount)
    assert parse_action(str(richest)) == richest
