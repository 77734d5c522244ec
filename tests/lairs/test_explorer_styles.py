"""The explorer's styles: how the thrifty style (the search bot's) spends a turn unlike Easy."""

from __future__ import annotations

from companion.core.protocol import GameSetup
from companion.lairs import GAME
from companion.lairs.actions import Creep, Fatigue, Hustle, OpenChest, Peer, Take
from companion.lairs.bots import THRIFTY, HeuristicBot
from companion.lairs.game import LairsGame
from companion.lairs.rollout import obvious, quick_view
from tests.lairs.explore_support import cell, dungeon, explore, mat

EASY = HeuristicBot(0)
SEARCHERS = HeuristicBot(0, THRIFTY)


def test_thrifty_hustles_into_the_unknown_where_easy_creeps() -> None:
    e = explore(dungeon({"A1": "start", "F6": "exit"}))
    e.mat = mat(fresh={"b": 4, "q": 1}, spent={"p": 1})  # no Perception for a Peer
    legal = e.legal_actions()
    thrifty = SEARCHERS.choose_exploring(quick_view(e), legal)
    assert isinstance(thrifty, Hustle) and len(thrifty.pay) == 1
    assert isinstance(EASY.choose_exploring(quick_view(e), legal), Creep)


def test_with_perception_fresh_both_peer_first() -> None:
    e = explore(dungeon({"A1": "start", "F6": "exit"}))
    legal = e.legal_actions()
    assert isinstance(SEARCHERS.choose_exploring(quick_view(e), legal), Peer)
    assert isinstance(EASY.choose_exploring(quick_view(e), legal), Peer)


def test_thrifty_finishes_the_corner_pocket_first() -> None:
    # From A5 three Unknown cells are one step away: A4 (two Unknown neighbours), A6 (a
    # corner: one) and B5 (three). Easy takes the first it finds; thrifty clears the corner,
    # which it would otherwise come back for.
    e = explore(dungeon({"A5": "start", "F1": "exit"}))
    legal = e.legal_actions()
    assert SEARCHERS.choose_exploring(quick_view(e), legal).target == cell("A6")
    assert EASY.choose_exploring(quick_view(e), legal).target == cell("A4")


def _a_move_in_the_final_turn(state: LairsGame) -> bool:
    legal = state.legal_actions()
    return (state.final_turn and len(legal) > 1 and OpenChest() not in legal
            and not isinstance(legal[0], Fatigue | Take))


def test_the_search_bot_searches_every_move_of_its_final_turn() -> None:
    state = GAME.start(GameSetup(2, 3))
    assert isinstance(state, LairsGame)
    bots = (HeuristicBot(1), HeuristicBot(2))
    decided = kept = 0
    while not state.is_over():
        seat = state.to_move
        assert seat is not None
        view, legal = state.player_view(seat), state.legal_actions()
        if _a_move_in_the_final_turn(state):
            assert obvious(view, legal) is None
            decided += 1
        elif not state.final_turn and len(legal) > 1:
            # Before it, most steps of a route keep the policy's choice unsearched.
            kept += obvious(view, legal) in legal
        state.apply(bots[seat].choose(view, legal))
    assert decided > 0 and kept > 20
