"""The command line (simulate with variants, replay) and the bots."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from companion.cli import main
from companion.core.protocol import GameSetup
from companion.core.record import Match
from companion.core.simulate import SimulationRequest, simulate
from companion.coup import GAME
from companion.coup.actions import Challenge
from companion.coup.bots import HeuristicBot, remembered_claims
from companion.coup.cards import CAPTAIN, DUKE


@pytest.mark.parametrize("variant", ["inquisitor", "two-player-sets", "reformation"])
def test_simulate_variants(capsys, variant) -> None:
    players = "2" if variant == "two-player-sets" else "5"
    code = main(["coup", "simulate", "--games", "30", "--players", players, "--variant", variant,
                 "--bots", "random", "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["variants"] == [variant] and summary["unfinished"] == 0
    assert sum(summary["wins"].values()) == 30


def test_simulate_is_reproducible(capsys) -> None:
    runs = []
    for _ in range(2):
        main(["coup", "simulate", "--games", "20", "--seed", "7", "--bots", "heuristic,random",
              "--players", "2", "--json"])
        runs.append(json.loads(capsys.readouterr().out)["wins"])
    assert runs[0] == runs[1]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "9"], "reformation"),
        (["--players", "3", "--variant", "two-player-sets"], "for 2 players"),
        (["--variant", "expansion"], "unknown coup variant"),
    ],
)
def test_simulate_bad_usage(capsys, args, message) -> None:
    assert main(["coup", "simulate", "--games", "3", *args]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_heuristic_clearly_beats_random() -> None:
    request = SimulationRequest(GAME, 200, 4, 11, ["heuristic", "random", "random", "random"])
    wins = simulate(request)["wins"]
    assert wins["0"] > 2 * max(wins["1"], wins["2"], wins["3"])


def test_replay_command(tmp_path, capsys) -> None:
    match = Match.start(GAME, GameSetup(3, 5, frozenset({"inquisitor"})), ["Ann", "Bo", "Cy"])
    bots = [HeuristicBot(seat) for seat in range(3)]
    match.play_out(bots)
    path = tmp_path / "game.json"
    match.record.save(path)
    assert main(["coup", "replay", str(path), "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["over"] and document["winners"] == sorted(match.state.result().winners)
    record = json.loads(path.read_text())
    record["actions"][1] = "p9 tax"
    path.write_text(json.dumps(record))
    assert main(["coup", "replay", str(path)]) == 2
    assert "actions[1]" in capsys.readouterr().err


def test_claims_are_remembered_until_swapped(game, moves) -> None:
    s = game(3, hands=[["duke", "captain"], ["captain", "contessa"]], deck=["duke"])
    moves(s, "p1 tax", "p2 pass", "p3 pass", "p2 steal p3", "p3 pass", "p1 pass", "p3 pass")
    claims = remembered_claims(s.view(2))
    assert claims[0] == {DUKE} and claims[1] == {CAPTAIN}
    moves(s, "p3 income", "p1 tax", "p2 challenge", "p1 reveal duke")
    assert remembered_claims(s.view(2))[0] == set()


def test_a_claimed_character_lost_face_up_no_longer_stands(game, moves) -> None:
    s = game(3, hands=[["duke", "captain"], ["duke", "contessa"]])
    moves(s, "p1 tax", "p2 pass", "p3 pass")
    assert remembered_claims(s.view(2))[0] == {DUKE}
    moves(s, "p2 tax", "p3 pass", "p1 challenge", "p2 reveal duke", "p1 lose duke")
    assert remembered_claims(s.view(2))[0] == set()


def test_heuristic_challenges_an_impossible_claim(game, moves) -> None:
    s = game(3, hands=[["captain", "assassin"], ["contessa", "assassin"], ["duke", "captain"]])
    moves(s, "p1 tax", "p2 pass")
    view = s.view(2)
    assert view.claimed == DUKE
    # Make p2 an exiled player showing the two other Dukes: with p3's own, none is left for p1.
    seats = tuple(
        seat if seat.seat != 1 else replace(seat, face_down=0, revealed=(DUKE, DUKE), alive=False)
        for seat in view.seats
    )
    impossible = replace(view, seats=seats)
    bot = HeuristicBot(1)
    assert all(isinstance(bot.choose(impossible, s.legal_actions()), Challenge) for _ in range(20))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "expected a player"),
        ("x1 income", "expected a player"),
        ("p11 income", "expected a player"),
        ("p1 steal", "needs one target"),
        ("p1 income p2", "takes no target"),
        ("p1 block king", "unknown character"),
        ("p1 foreign help", "foreign aid"),
        ("p1 dance", "unknown Coup action"),
        ("p1 choose pirate", "unknown allegiance"),
    ],
)
def test_bad_notation_is_explained(text, message) -> None:
    from companion.core.errors import NotationError
    from companion.coup import parse_action

    with pytest.raises(NotationError, match=message):
        parse_action(text)


def test_claims_are_forgotten_when_a_whole_hand_is_shown(game, moves) -> None:
    s = game(3, ("reformation",), allegiances=["loyalist", "reformist", "loyalist"], reserve=2,
             hands=[["captain", "contessa"], ["duke", "assassin"]])
    moves(s, "p1 steal p2", "p2 pass", "p3 pass", "p2 pass")
    assert remembered_claims(s.view(2))[0] == {CAPTAIN}
    moves(s, "p2 income", "p3 income", "p1 embezzle", "p2 challenge", "p1 reveal hand")
    # Both cards went back to the Court deck and were replaced.
    assert remembered_claims(s.view(2))[0] == set()
