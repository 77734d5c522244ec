"""What the spec, views and information keys of Intrige expose."""

from __future__ import annotations

import json
import random

from companion.cli import main
from companion.core import registry
from companion.core.protocol import GameSetup
from companion.core.record import Match
from companion.intrige import GAME
from companion.intrige.bots import word_kept


def test_the_registry_finds_intrige_with_its_bots_and_levels() -> None:
    assert registry.get("intrige") is GAME
    assert {"random", "heuristic", "ismcts"} <= set(GAME.bots)
    assert [(level.label, level.bot) for level in GAME.levels] == [
        ("Easy", "heuristic"), ("Normal", "ismcts:0.25s"), ("Hard", "ismcts:1s")]
    assert all(level.description for level in GAME.levels)
    assert set(GAME.variants) == {"refund", "binding-promises", "different-castles"}
    assert GAME.turn_limit is not None


def test_views_name_the_table_and_only_the_viewers_money() -> None:
    setup = GameSetup(4, 3, frozenset({"refund"}))
    state = GAME.start(setup)
    rng = random.Random(3)
    for _ in range(25):
        state.apply(rng.choice(state.legal_actions()))
    public = state.view(None)
    assert public.players == 4 and public.variants == {"refund"}
    assert public.money is None and public.final_money is None
    for seat in range(4):
        view = state.view(seat)
        assert view.money == state.money[seat]
        hash(view)  # frozen all the way down
    again = GAME.rebuild(setup, state.position())
    assert all(again.information_key(s) == state.information_key(s) for s in range(4))


def test_the_final_money_is_shown_once_the_game_is_over() -> None:
    state = GAME.start(GameSetup(3, 1, frozenset(), {"round": 5, "start": 0, "landlord": 2}))
    assert state.is_over() and state.view(None).final_money == (32000, 32000, 32000)


def test_the_heuristic_remembers_who_kept_their_word() -> None:
    state = GAME.start(GameSetup(3, 1, frozenset(), {"round": 2, "start": 0, "landlord": 0,
                                                      "waiting": [["p2 writer"], [], []]}))
    state.apply(GAME.parse_action("p2 bribe 3000 for 6000"))
    state.apply(GAME.parse_action("p1 place p2 writer 1000"))  # a broken promise
    assert word_kept(state.view(1)) == [-1.0, 0.0, 0.0]
    assert word_kept(state.view(2)) == [0.0, 0.0, 0.0]


def test_a_record_replays_and_a_bad_action_is_located(tmp_path, capsys) -> None:
    match = Match.start(GAME, GameSetup(4, 9, frozenset({"binding-promises"})),
                        ["Ann", "Bo", "Cy", "Di"])
    bots = [GAME.bot("heuristic", seat) for seat in range(4)]
    match.play_out(bots)
    path = tmp_path / "game.json"
    match.record.save(path)
    assert main(["intrige", "replay", str(path), "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["over"] and document["winners"] == sorted(match.state.result().winners)
    record = json.loads(path.read_text())
    record["actions"][0] = "p1 bribe 500"
    path.write_text(json.dumps(record))
    assert main(["intrige", "replay", str(path)]) == 2
    assert "actions[0]" in capsys.readouterr().err
