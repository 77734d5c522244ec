"""The two-player game: turn order, the final turn, set-up options, notation, records, views."""

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.cli import main
from companion.core.bots import RandomBot
from companion.core.errors import CompanionError, NotationError
from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match, replay
from companion.lairs import GAME
from companion.lairs.actions import Check, Conserve, Creep, FaceUp, Leave
from companion.lairs.board import CELLS, Dungeon, Feature
from companion.lairs.bots import HeuristicBot
from companion.lairs.energy import BASKETS, CUBES_PER_KIND, KINDS, Pick
from companion.lairs.exploration import Exploration
from companion.lairs.game import LairsGame, Phase, first_explorer, setup_options
from companion.lairs.generator import generate_dungeon
from companion.lairs.notation import parse_action
from companion.lairs.rulesdata import default_rules_data
from companion.lairs.treasures import TreasureSupply
from companion.lairs.views import explorer_view
from tests.lairs.explore_support import play_out

SLOW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def game(seed: int = 1, **options) -> LairsGame:
    return LairsGame(GameSetup(2, seed, options=options))


def play_random(state: LairsGame, seed: int, limit: int = 400) -> list:
    rng = random.Random(seed)
    played = []
    while not state.is_over() and len(played) < limit:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        state.apply(action)
        played.append(action)
    return played


def test_each_player_explores_the_other_dungeon_and_p1_starts() -> None:
    g = game()
    assert g.explorations[0].dungeon == g.dungeons[1]
    assert g.explorations[1].dungeon == g.dungeons[0]
    assert g.to_move == 0 and g.turn == 1


def test_explicit_setup_first_explorer_and_die() -> None:
    d0, d1 = generate_dungeon(5), generate_dungeon(6)
    g = LairsGame(GameSetup(2, 0, options=setup_options((d0, d1), first=1, die=(2, 2))))
    assert g.to_move == 1 and g.explorations[1].dungeon == d0
    assert g.data.die.faces == (2, 2)
    with pytest.raises(CompanionError, match="first"):
        game(first="p3")
    broken = dict(setup_options((d0, d1)))
    broken["dungeons"] = [broken["dungeons"][0], {"format": "lairs-dungeon", "version": 1,
                                                  "walls": [], "features": {"A1": "start"}}]
    with pytest.raises(CompanionError, match="p2's dungeon"):
        LairsGame(GameSetup(2, 0, options=broken))


def test_turns_alternate_when_a_turn_ends() -> None:
    g = game()
    g.apply(Conserve(()))
    assert g.to_move == 1 and g.turn == 2
    g.apply(Conserve(()))
    assert g.to_move == 0 and g.turn == 3


def _walk_to_exit(g: LairsGame, seat: int) -> None:
    e = g.explorations[seat]
    exit_cell = e.dungeon.cells_with(Feature.EXIT)[0]
    neighbour = next(iter(e.dungeon.open_neighbours(exit_cell)))
    e.position = neighbour
    e.known.add(neighbour)
    e.chests = 3
    g._legal = None  # the test moved the explorer behind the state's back
    g.apply(next(a for a in g.legal_actions() if isinstance(a, Creep) and a.target == exit_cell))
    g.apply(Leave())


def test_the_final_turn_after_the_first_exit() -> None:
    g = game(seed=3)
    _walk_to_exit(g, 0)
    assert g.exit_order == [0] and g.to_move == 1 and g.final_turn_of == 1
    assert g.view(1).final_turn
    g.apply(Conserve(()))  # the one final full turn
    assert g.phase in (Phase.SCORING, Phase.OVER)
    while not g.is_over():
        g.apply(g.legal_actions()[0])
    assert g.score(0).exiting == 4 and g.score(1).exiting == 0
    assert g.result().winners == {0}


def test_the_second_player_may_exit_on_the_final_turn() -> None:
    g = game(seed=3)
    _walk_to_exit(g, 0)
    _walk_to_exit(g, 1)
    assert g.exit_order == [0, 1] and g.is_over()
    assert (g.score(0).exiting, g.score(1).exiting) == (4, 2)


def test_face_up_choice_is_an_explicit_action_at_the_end() -> None:
    g = game(seed=3)
    g.explorations[0].treasures = ["moon-shard", "sun-shard", "star-shard", "jade-idol",
                                   "bestiary"]
    _walk_to_exit(g, 0)
    g.apply(Conserve(()))
    assert g.phase is Phase.SCORING and g.to_move == 0
    assert len(g.legal_actions()) == 5
    suggested = g.view(0).suggested_face_up
    assert "bestiary" not in suggested
    g.apply(FaceUp(suggested))
    assert g.is_over() and g.view(0).scores is not None


@given(st.integers(0, 10**6))
@SLOW
def test_random_play_keeps_six_cubes_and_notation_round_trips(seed: int) -> None:
    g = game(seed)
    rng = random.Random(seed)
    for _ in range(300):
        if g.is_over():
            break
        legal = g.legal_actions()
        for action in legal[:: max(1, len(legal) // 8)]:
            assert parse_action(str(action)) == action
        g.apply(legal[rng.randrange(len(legal))])
        for e in g.explorations:
            for kind in KINDS:
                assert sum(e.mat.count(b, kind) for b in BASKETS) == CUBES_PER_KIND[kind]


@given(st.integers(0, 10**6))
@SLOW
def test_a_game_with_a_heuristic_explorer_ends(seed: int) -> None:
    g = game(seed)
    bots = [HeuristicBot(seed), RandomBot(seed)]
    for _ in range(5000):
        if g.is_over():
            break
        seat = g.to_move
        g.apply(bots[seat].choose(g.view(seat), g.legal_actions()))
    assert g.is_over()


def _swap_unknown(d: Dungeon, known: set[int]) -> Dungeon | None:
    """The same dungeon with two differently-filled Unknown cells swapped, if there are any."""
    unknown = [c for c in CELLS if c not in known]
    filled = [c for c in unknown if c in d.features]
    empty = [c for c in unknown if c not in d.features]
    if not filled or not empty:
        return None
    features = dict(d.features)
    features[empty[0]] = features.pop(filled[0])
    return Dungeon(d.walls, features, d.name)


@given(st.integers(0, 10**6), st.integers(1, 60))
@SLOW
def test_the_explorer_view_leaks_nothing_unlearned(seed: int, moves: int) -> None:
    data = default_rules_data()
    d = generate_dungeon(seed)

    def run(dungeon: Dungeon, actions: list | None) -> tuple[Exploration, list]:
        rng = random.Random(seed)
        e = Exploration(dungeon, data, TreasureSupply(list(data.treasures.cards), rng), rng)
        e.begin_turn()
        chooser = random.Random(seed)
        taken = []
        for index in range(moves if actions is None else len(actions)):
            while not e.in_turn:  # a turn begun with every cube Spent ends at once
                e.begin_turn()
            legal = e.legal_actions()
            action = legal[chooser.randrange(len(legal))] if actions is None else actions[index]
            e.apply(action)
            taken.append(action)
        return e, taken

    e, taken = run(d, None)
    view = explorer_view(e)
    assert set(view.map.cells) == e.known
    other = _swap_unknown(d, e.known)
    if other is not None:
        e2, _ = run(other, taken)
        assert explorer_view(e2) == view


def test_the_opponent_treasures_and_deck_are_hidden() -> None:
    g = game(seed=2)
    g.explorations[1].treasures = ["moon-shard"]
    view = g.view(0)
    assert view.opponent.treasure_count == 1
    assert "moon-shard" not in repr(view.opponent)
    # Two games that differ only in the order of the face-down deck look the same to both.
    cards = list(default_rules_data().treasures.cards)
    dungeons = (generate_dungeon(5), generate_dungeon(6))
    shuffled = cards[:3] + list(reversed(cards[3:]))
    games = [LairsGame(GameSetup(2, 0, options={**setup_options(dungeons), "deck": deck}))
             for deck in (cards, shuffled)]
    for seat in (0, 1):
        assert games[0].view(seat) == games[1].view(seat)


def test_an_explorer_s_log_is_public_and_never_names_a_drawn_card() -> None:
    """The other player sees an explorer's log (the Builder heard all of it): two games that
    differ only in the face-down deck tell each player the same lines, drawn cards unnamed."""
    cards = list(default_rules_data().treasures.cards)
    dungeons = (generate_dungeon(5), generate_dungeon(6))
    shuffled = cards[:3] + list(reversed(cards[3:]))
    games = [LairsGame(GameSetup(2, 0, options={**setup_options(dungeons), "deck": deck}))
             for deck in (cards, shuffled)]
    bots = [HeuristicBot(1), HeuristicBot(2)]
    drawn = 0
    while not games[0].is_over():
        seat = games[0].to_move
        action = bots[seat].choose(games[0].view(seat), games[0].legal_actions())
        if action not in games[1].legal_actions():
            break  # the decks have parted the games: a different card to take
        for g in games:
            g.apply(action)
        for viewer in (0, 1):
            told = [g.player_view(viewer).opponent.log for g in games]
            assert told[0] == told[1] == tuple(games[0].explorations[1 - viewer].log)
        drawn = sum(line == "Opened the chest: drew a treasure"
                    for e in games[0].explorations for line in e.log)
    assert drawn  # cards were drawn before the games parted, and no log named them


@pytest.mark.parametrize(("seed", "first"), [(3, 0), (3, 1), (8, 0), (8, 1)])
def test_every_view_tells_who_took_the_first_explorer_turn(seed: int, first: int) -> None:
    dungeons = (generate_dungeon(seed), generate_dungeon(seed + 1))
    state = LairsGame(GameSetup(2, seed, options=setup_options(dungeons, first=first)))
    bots = [HeuristicBot(1), HeuristicBot(2)]
    while True:
        public = state.view(None)
        turns = (public.explorers[0].turns, public.explorers[1].turns)
        assert first_explorer(turns, public.to_move, public.phase, public.first_out) == first
        if state.is_over():
            break
        seat = state.to_move
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))


def test_records_replay_bit_for_bit(tmp_path) -> None:
    match = Match.start(GAME, GameSetup(2, 11))
    play_out(lambda: match.state, match.play)
    path = tmp_path / "game.json"
    match.record.save(path)
    again = replay(GAME, GameRecord.load(path))
    assert again.summary() == match.state.summary()
    assert again.result() == match.state.result()


def test_bad_notation_is_reported() -> None:
    bad = ("", "creep Z9", "check 2 fb", "fly A1", "creep A2 zz",
           "check \u00b2", "creep A\u00b2 fb", "creep A\u0662 fb")  # digits that are not 0-9
    for text in bad:
        with pytest.raises(NotationError):
            parse_action(text)
    assert parse_action("check 0") == Check(())
    assert str(parse_action("peer B3 fb cb")) == "peer B3 fb cb"
    assert Pick.parse("cq") is Pick.CQ


def test_simulate_heuristic_beats_random(capsys) -> None:
    code = main(["lairs", "simulate", "--games", "20", "--seed", "4", "--bots",
                 "heuristic,random", "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 0 and summary["wins"]["0"] >= 18


def test_illegal_actions_are_refused_with_a_reason() -> None:
    from companion.core.errors import IllegalAction

    g = game(seed=2)
    before = g.summary()
    with pytest.raises(IllegalAction, match="no monster or trap here"):
        g.apply(Check(()))
    with pytest.raises(IllegalAction, match="end of the game"):
        g.apply(FaceUp(()))
    assert g.summary() == before


def test_replay_cli_prints_the_final_position(tmp_path, capsys) -> None:
    match = Match.start(GAME, GameSetup(2, 3))
    play_out(lambda: match.state, match.play)
    path = tmp_path / "game.json"
    match.record.save(path)
    assert main(["lairs", "replay", str(path), "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["over"] and document["state"]["phase"] == "over"


def test_the_view_gives_a_checks_chance_where_the_explorer_stands() -> None:
    g = game(seed=5, die=[2, 2, 3])
    e = g.explorations[0]
    assert explorer_view(e).check_chance(3) is None  # the Start: nothing to fight
    monster = e.dungeon.cells_with(Feature.MONSTER)[0]
    e.position = monster
    e.known.add(monster)
    view = explorer_view(e)
    assert view.hazard_target() == 6
    assert view.check_chance(0) == 0  # no dice: a certain failure
    assert view.check_chance(2) == pytest.approx(1 / 9)  # only 3 + 3
    assert view.check_chance(3) == 1
