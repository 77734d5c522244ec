"""Scout bots, levels, records and the command line: whole games through the core."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from companion.cli import main
from companion.core import registry
from companion.core.protocol import GameSetup
from companion.core.record import GameRecord, Match, replay
from companion.scout import GAME
from companion.scout.bots import GreedyBot, HeuristicBot
from companion.scout.rollout import rollout_action
from tests.scout.tables import start, table


def test_the_registry_finds_scout_with_its_bots_and_levels() -> None:
    assert registry.get("scout") is GAME and GAME.playable and GAME.turn_limit
    assert {"random", "greedy", "heuristic", "ismcts"} <= set(GAME.bots)
    assert [(lv.label, lv.bot) for lv in GAME.levels] == [
        ("Easy", "heuristic"), ("Normal", "ismcts:0.25s"), ("Hard", "ismcts:1s")]
    assert all(lv.description and "\n" not in lv.description for lv in GAME.levels)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_simulate_plays_whole_games(players: int, capsys: pytest.CaptureFixture[str]) -> None:
    bots = ",".join((["heuristic", "greedy", "random"] * 2)[:players])
    assert main(["scout", "simulate", "--games", "3", "--players", str(players), "--bots", bots,
                 "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["unfinished"] == 0 and sum(summary["wins"].values()) >= 3


def test_the_search_bot_plays_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["scout", "simulate", "--games", "1", "--players", "2", "--bots",
                 "ismcts:6,greedy", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["unfinished"] == 0


def test_a_record_replays_bit_for_bit() -> None:
    setup = GameSetup(4, 21)
    match = Match.start(GAME, setup, [], ["heuristic"] * 4)
    bots = [GAME.bot("heuristic", seat) for seat in range(4)]
    state = match.state
    match.play_out(bots)
    again = replay(GAME, GameRecord.from_json(json.loads(json.dumps(match.record.to_json()))))
    assert again.position() == state.position() and again.summary() == state.summary()


def test_greedy_shows_its_strongest_set() -> None:
    s = table(3, hands=[["4/1", "5/1", "6/2", "9/3", "9/4"], None, None], active=["2/1"], owner=2)
    assert str(GreedyBot(0).choose(s.view(0), s.legal_actions())) == "p1 show 1-3"


def test_the_search_policy_shows_as_the_heuristic_does_not_its_strongest_set() -> None:
    # 4 5 6 and 9 9 both beat the 2: the heuristic keeps the run for later and shows the pair,
    # and so does the policy the search plays the other players with (nearly always).
    s = table(3, hands=[["4/1", "5/1", "6/2", "9/3", "9/4"], None, None], active=["2/1"], owner=2)
    assert str(HeuristicBot(0).choose(s.view(0), s.legal_actions())) == "p1 show 4-5"
    played = Counter(str(rollout_action(s, random.Random(seed))) for seed in range(100))
    assert played.most_common(1)[0][0] == "p1 show 4-5" and played["p1 show 1-3"] == 0


def test_the_heuristic_scouts_to_complete_a_run_and_turns_a_better_hand() -> None:
    # The 7 scouted between the 6 and the 8 makes 4 5 6 7 8 9: a run of six, for a chip.
    s = table(3, hands=[["4/1", "5/1", "6/2", "8/3", "9/4"], None, None], active=["7/1"],
              owner=2)
    bot = HeuristicBot(0)
    assert str(bot.choose(s.view(0), s.legal_actions())) == "p1 scout left 4"
    # Upside down this hand reads 1 2 3 ... 10 2: a run of ten, so the bot turns it.
    hand = ["5/2", "1/10", "3/9", "1/8", "3/7", "9/6", "8/5", "10/4", "6/3", "9/2", "4/1"]
    s = start(4, hand)
    assert str(bot.choose(s.view(0), s.legal_actions())) == "p1 turn hand"
    s = start(4, ["/".join(c.split("/")[::-1]) for c in reversed(hand)])  # already turned
    assert str(bot.choose(s.view(0), s.legal_actions())) == "p1 keep hand"
