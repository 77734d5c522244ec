"""The explorer that reasons about the Unknown (``bots.REASONING``, ``prospects``): where it
goes, how it spends a turn's cubes, which achievement it goes for."""

from __future__ import annotations

from pathlib import Path

from companion.lairs.actions import Check, Creep, Enter, Hustle, Peer, Stay
from companion.lairs.bots import REASONING, HeuristicBot
from companion.lairs.difficulty import Profile, explore_alone
from companion.lairs.dungeon_file import load_dungeon
from companion.lairs.energy import Kind
from companion.lairs.exploration import PendingPeer
from companion.lairs.rollout import quick_view
from tests.lairs.explore_support import cell, dungeon, explore, mat

CAREFUL = Profile("careful", REASONING, 0.0, "")
BOT = HeuristicBot(0, REASONING)
OPEN_DOORS = Path(__file__).parent / "dungeons" / "open-doors.json"


def test_with_every_goal_around_the_start_it_is_out_at_once() -> None:
    # The dungeon: three chests and the Exit on the Start's four sides.
    d = load_dungeon(OPEN_DOORS)
    assert all(explore_alone(d, seed, CAREFUL).turns <= 3 for seed in range(8))


def test_after_chests_beside_the_start_it_looks_at_the_start_s_other_sides() -> None:
    # Chests at C2 and C4 have been opened; the explorer stands on the Start with B3 and D3,
    # its other sides, Unknown, and far more of the board Unknown beyond C1 and C5. Where a
    # Builder put two chests by the Start, the rest is likely there too.
    d = dungeon({"C3": "start", "C2": "chest", "C4": "chest", "B3": "chest", "D3": "exit",
                 "A1": "trap", "F6": "monster"}, ["B2|C2", "C2|D2", "B4|C4", "C4|D4"])
    e = explore(d)
    for name in ("C2", "C4"):
        e._learn(cell(name))
        del e.features[cell(name)]
    e.chests = 2
    e.mat = mat(fresh={"b": 4, "q": 1}, spent={"p": 1})
    action = BOT.choose_exploring(quick_view(e), e.legal_actions())
    assert action.target in (cell("B3"), cell("D3"))


def test_a_peered_dead_end_is_learned_from_where_it_stands() -> None:
    # From A5 the explorer peers into the corner A6 (walled to the south): empty, it leads
    # nowhere, so the explorer stays rather than walk in and out.
    e = explore(dungeon({"A5": "start", "F1": "exit"}, ["A6|B6"]))
    action = BOT.choose_exploring(quick_view(e), e.legal_actions())
    assert isinstance(action, Peer) and action.target == cell("A6")
    e.apply(action)
    assert isinstance(e.pending[0], PendingPeer)
    assert BOT.choose_exploring(quick_view(e), e.legal_actions()) == Stay()
    # The Easy bot walks in.
    assert HeuristicBot(0).choose_exploring(quick_view(e), e.legal_actions()) == Enter()


def test_two_basic_cubes_pay_a_hustle_into_open_unknown_ground() -> None:
    # No Quickness or Perception cube at hand: a Hustle for two Basic cubes is expected to
    # learn more cells than two Creeps would.
    e = explore(dungeon({"C3": "start", "F6": "exit"}))
    e.mat = mat(fresh={"b": 4}, spent={"q": 1, "p": 1})
    action = BOT.choose_exploring(quick_view(e), e.legal_actions())
    assert isinstance(action, Hustle) and [p.kind for p in action.pay] == [Kind.BASIC] * 2
    # The Easy bot creeps.
    assert isinstance(HeuristicBot(0).choose_exploring(quick_view(e), e.legal_actions()), Creep)


def test_two_chests_and_a_weakened_monster_make_it_go_for_two_monsters() -> None:
    # Two chests opened and one monster defeated: a Known monster at target 2 next door is
    # far cheaper than searching the Unknown for the third chest.
    d = dungeon({"C3": "start", "C4": "monster", "F6": "chest", "A1": "exit"})
    e = explore(d)
    e.chests, e.monsters = 2, 1
    e._learn(cell("C4"))
    e.targets[cell("C4")] = 2
    e.mat = mat(fresh={"b": 4, "q": 1, "p": 1})
    first = BOT.choose_exploring(quick_view(e), e.legal_actions())
    assert first.target == cell("C4")
    e.apply(first)
    while e.pending:
        e.apply(BOT.choose_exploring(quick_view(e), e.legal_actions()))
    assert isinstance(BOT.choose_exploring(quick_view(e), e.legal_actions()), Check)
