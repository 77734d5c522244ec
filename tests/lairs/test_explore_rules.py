"""Scenario tests straight from the rules (rules/lairs.md and the rulebook's FAQ)."""

import pytest

from companion.lairs.actions import (
    Backtrack,
    Check,
    Conserve,
    Creep,
    Enter,
    Fatigue,
    Hustle,
    Leave,
    OpenChest,
    Peer,
    SkipChest,
    Stay,
    Step,
    Stop,
    Take,
)
from companion.lairs.board import Feature
from companion.lairs.energy import Basket, Kind, Pick, canonical
from companion.lairs.exploration import (
    PendingChest,
    PendingExit,
    PendingFatigue,
    PendingHustle,
    achievement,
)
from tests.lairs.explore_support import cell, dungeon, explore, mat


def picks(text: str) -> tuple[Pick, ...]:
    return canonical(Pick.parse(word) for word in text.split())


def play(e, action) -> None:
    assert action in e.legal_actions(), (str(action), e.explain_illegal(action))
    e.apply(action)


CORRIDOR = dungeon({"A1": "start", "A3": "chest", "F6": "exit"})


def test_very_first_turn_learns_start_for_free() -> None:
    e = explore(CORRIDOR)
    assert e.position == cell("A1") and e.known == {cell("A1")}
    assert e.mat.total(Basket.FRESH) == 6


def test_greased_pit_with_only_one_fresh_cube() -> None:
    e = explore(dungeon({"A1": "start", "A2": "trap"}))
    e.mat = mat(fresh={"b": 2}, spent={"b": 2, "q": 1, "p": 1})
    play(e, Creep(cell("A2"), picks("fb")))  # Unknown trap: it strikes at once
    assert isinstance(e.pending[0], PendingFatigue)
    legal = set(e.legal_actions())
    assert legal == {Fatigue(picks("fb sb")), Fatigue(picks("fb sq")), Fatigue(picks("fb sp"))}
    play(e, Fatigue(picks("fb sq")))
    assert e.mat.count(Basket.FATIGUED, Kind.BASIC) == 1
    assert e.mat.count(Basket.FATIGUED, Kind.QUICKNESS) == 1
    assert not e.in_turn  # no Fresh or Conserved cube left: the turn ends


def test_the_log_says_the_walls_and_cubes_in_words() -> None:
    e = explore(dungeon({"A1": "start", "F6": "exit"}))
    play(e, Creep(cell("A2"), picks("fb")))
    play(e, Creep(cell("B2"), picks("fb")))
    assert e.log[-4:] == ["Creep to A2", "Learned A2: walls north; empty", "Creep to B2",
                          "Learned B2: no walls; empty"]  # not "walls none"
    play(e, Conserve(picks("fb fq")))
    assert e.log[-1] == "Conserve Basic, Quickness; turn ends"
    e.begin_turn()
    play(e, Conserve(()))
    assert e.log[-1] == "Turn ends, nothing conserved"  # not "Conserve 0 cube(s)"


def test_a_conserved_cube_is_spent_twice() -> None:
    e = explore(CORRIDOR)
    e.mat = mat(conserved={"b": 1}, spent={"b": 3, "q": 1, "p": 1})
    play(e, Creep(cell("A2"), picks("cb")))  # Conserved → Fresh
    assert e.in_turn and e.mat.count(Basket.FRESH, Kind.BASIC) == 1
    play(e, Creep(cell("B2"), picks("fb")))  # Fresh → Spent
    assert not e.in_turn


def test_conserve_ends_the_turn_and_is_not_allowed_on_a_hazard() -> None:
    e = explore(dungeon({"A1": "start", "A2": "monster"}))
    play(e, Conserve(picks("fb fb fq")))
    assert not e.in_turn and e.mat.total(Basket.CONSERVED) == 3
    e.begin_turn()
    play(e, Peer(cell("A2"), picks("fp")))
    play(e, Enter())
    assert not any(isinstance(a, Conserve) for a in e.legal_actions())
    assert "hazard" in e.explain_illegal(Conserve(()))


def test_hustle_stops_on_entering_a_non_empty_cell() -> None:
    e = explore(CORRIDOR)
    play(e, Hustle(cell("A2"), picks("fq")))
    assert e.pending == [PendingHustle(2)]
    play(e, Step(cell("A3")))  # a chest: the Hustle ends at once
    assert e.pending == [PendingChest()]
    play(e, SkipChest())
    assert not any(isinstance(a, Step) for a in e.legal_actions())


def test_hustle_makes_at_most_three_creeps_and_may_stop_early() -> None:
    e = explore(dungeon({"A1": "start", "F6": "exit"}))
    play(e, Hustle(cell("A2"), picks("fb fb")))
    play(e, Step(cell("A3")))
    play(e, Step(cell("A4")))
    assert not e.pending and e.position == cell("A4")
    play(e, Hustle(cell("A5"), picks("fq")))
    play(e, Stop())
    assert e.position == cell("A5") and not e.pending


def test_backtrack_needs_quickness_and_stops_at_a_feature() -> None:
    e = explore(dungeon({"A1": "start", "A4": "chest", "F6": "exit"}))
    e.known |= {cell(c) for c in ("A2", "A3", "A4", "A5")}
    e.position = cell("A5")
    assert e.backtrack_destinations() == [cell("A4")]  # the chest stops it
    e.position = cell("A3")
    assert e.backtrack_destinations() == [cell("A1"), cell("A2"), cell("A4")]
    assert Backtrack(cell("A1"), picks("fq")) in e.legal_actions()
    assert Backtrack(cell("A1"), picks("fb")) not in e.legal_actions()
    assert "Quickness" in e.explain_illegal(Backtrack(cell("A1"), picks("fb")))
    e.mat = mat(fresh={"b": 4, "p": 1}, spent={"q": 1})
    assert not any(isinstance(a, Backtrack) for a in e.legal_actions())


def test_backtrack_reveals_nothing() -> None:
    e = explore(dungeon({"A1": "start", "F6": "exit"}))
    play(e, Creep(cell("A2"), picks("fb")))
    play(e, Creep(cell("A3"), picks("fb")))
    known = set(e.known)
    play(e, Backtrack(cell("A1"), picks("fq")))
    assert e.position == cell("A1") and e.known == known


def test_peer_then_free_entry_without_a_strike() -> None:
    e = explore(dungeon({"A1": "start", "A2": "monster"}))
    play(e, Peer(cell("A2"), picks("fp")))
    assert cell("A2") in e.known and e.position == cell("A1")
    before = e.mat
    play(e, Enter())
    assert e.position == cell("A2") and e.mat == before and not e.pending
    legal = e.legal_actions()
    assert any(isinstance(a, Check) for a in legal)
    assert all(isinstance(a, Check | Creep | Hustle | Backtrack | Peer) for a in legal)


def test_peer_may_decline_the_entry_but_not_off_a_hazard() -> None:
    e = explore(dungeon({"A1": "start", "A2": "monster"}))
    play(e, Peer(cell("A2"), picks("fb fb")))
    play(e, Stay())
    assert e.position == cell("A1")
    play(e, Creep(cell("A2"), picks("fb")))  # Known now: no strike
    assert not e.pending
    play(e, Peer(cell("A3"), picks("fp")))
    assert e.legal_actions() == [Enter()]


def test_unknown_monster_strikes_on_entry() -> None:
    e = explore(dungeon({"A1": "start", "A2": "monster"}))
    play(e, Creep(cell("A2"), picks("fb")))
    assert e.pending == [PendingFatigue(e.data.hazards[Feature.MONSTER].strike, "Hungry Blob")]
    play(e, Fatigue(picks("fb fb")))
    assert e.mat.total(Basket.FATIGUED) == 2


def test_a_failed_fight_lowers_the_target() -> None:
    e = explore(dungeon({"A1": "start", "A2": "monster"}), faces=[1])
    play(e, Peer(cell("A2"), picks("fp")))
    play(e, Enter())
    play(e, Check(picks("fb fb")))
    assert e.last_roll is not None and not e.last_roll.success and e.last_roll.total == 2
    assert e.targets[cell("A2")] == 4 and e.features[cell("A2")] is Feature.MONSTER
    play(e, Fatigue(picks("fq sb")))  # the strike: 2 cubes of the player's choice
    e.begin_turn()
    play(e, Check(picks("fb fb fb fp")))
    assert e.monsters == 1 and cell("A2") not in e.features


def test_zero_dice_is_an_automatic_failure() -> None:
    e = explore(dungeon({"A1": "start", "A2": "monster"}), faces=[4])
    play(e, Peer(cell("A2"), picks("fp")))
    play(e, Enter())
    play(e, Check(()))
    assert e.last_roll is not None and not e.last_roll.success and e.targets[cell("A2")] == 6


def test_a_failed_disarm_removes_the_trap_without_achievement() -> None:
    e = explore(dungeon({"A1": "start", "A2": "trap"}), faces=[1])
    play(e, Peer(cell("A2"), picks("fp")))
    play(e, Enter())
    play(e, Check(picks("fb")))
    assert cell("A2") not in e.features and e.traps_disarmed == 0
    assert isinstance(e.pending[0], PendingFatigue) and e.pending[0].rule.fresh


def test_a_successful_disarm_fills_the_disarmed_traps_row() -> None:
    e = explore(dungeon({"A1": "start", "A2": "trap"}), faces=[3])
    play(e, Peer(cell("A2"), picks("fp")))
    play(e, Enter())
    play(e, Check(picks("fb fb")))
    assert e.traps_disarmed == 1 and cell("A2") not in e.features


def test_chest_draws_secretly_then_takes_from_the_display() -> None:
    deck = ["moon-shard", "sun-shard", "jade-idol", "bestiary", "storm-orb", "hymnal"]
    e = explore(dungeon({"A1": "start", "A2": "chest"}), deck=deck)
    assert e.supply.display == ["moon-shard", "sun-shard", "jade-idol"]
    play(e, Creep(cell("A2"), picks("fb")))
    play(e, OpenChest())
    assert e.treasures == ["bestiary"]
    assert set(e.legal_actions()) == {Take("moon-shard"), Take("sun-shard"), Take("jade-idol")}
    play(e, Take("sun-shard"))
    assert e.treasures == ["bestiary", "sun-shard"]
    assert e.supply.display == ["moon-shard", "jade-idol", "storm-orb"]
    assert e.chests == 1 and cell("A2") not in e.features


def test_an_empty_deck_is_rebuilt_from_the_discard_pile() -> None:
    e = explore(dungeon({"A1": "start", "A2": "chest"}), deck=["a1", "a2", "a3"])
    e.supply.discard = ["moon-shard"]
    assert e.supply.draw() == "moon-shard" and e.supply.discard == []


@pytest.mark.parametrize(("chests", "monsters", "ok"), [
    (3, 0, True), (0, 3, True), (2, 2, True), (2, 1, False), (1, 2, False), (0, 0, False),
])
def test_the_three_exit_achievements(chests: int, monsters: int, ok: bool) -> None:
    assert achievement(chests, monsters) is ok
    e = explore(dungeon({"A1": "start", "A2": "exit"}))
    e.chests, e.monsters = chests, monsters
    play(e, Creep(cell("A2"), picks("fb")))
    assert (e.pending == [PendingExit()]) is ok
    if ok:
        play(e, Leave())
        assert e.exited and not e.in_turn


def test_leaving_is_optional() -> None:
    e = explore(dungeon({"A1": "start", "A2": "exit"}))
    e.chests = 3
    play(e, Creep(cell("A2"), picks("fb")))
    play(e, Stay())
    assert not e.exited and e.in_turn


def test_walls_block_moves_and_say_why() -> None:
    e = explore(dungeon({"A1": "start"}, ["A1|A2"]))
    assert Creep(cell("A2"), picks("fb")) not in e.legal_actions()
    assert "wall" in e.explain_illegal(Creep(cell("A2"), picks("fb")))
    assert "not next to" in e.explain_illegal(Creep(cell("C3"), picks("fb")))


def test_a_hustle_into_an_unknown_hazard_strikes_and_ends() -> None:
    e = explore(dungeon({"A1": "start", "A3": "monster", "F6": "exit"}))
    play(e, Hustle(cell("A2"), picks("fq")))  # an Unknown Empty cell: the Hustle goes on
    play(e, Step(cell("A3")))
    assert isinstance(e.pending[0], PendingFatigue) and len(e.pending) == 1
    play(e, Fatigue(picks("fb fb")))
    assert not e.pending and e.position == cell("A3")
    assert not any(isinstance(a, Step | Conserve) for a in e.legal_actions())


def test_backtrack_never_passes_the_start_or_a_known_hazard() -> None:
    e = explore(dungeon({"A1": "start", "A3": "trap", "F6": "exit"}))
    e.known |= {cell(c) for c in ("A2", "A3", "A4", "B1")}
    e.position = cell("A2")
    # A1 (Start) and A3 (trap) may end a Backtrack but it goes no further: B1 and A4 are out.
    assert e.backtrack_destinations() == [cell("A1"), cell("A3")]
