"""The simulate runner: seat rotation, seeded determinism, and bots that only see views."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from companion.core.errors import CompanionError
from companion.core.ismcts import ISMCTSBot
from companion.core.protocol import GameSetup
from companion.core.simulate import SimulationRequest, derived_seed, play_out, simulate
from tests.tinygame import SPEC, Pebbles, PebblesView, Take


def _run(seed: int, bots: list[str], games: int = 40, players: int = 2) -> dict[str, Any]:
    return simulate(SimulationRequest(SPEC, games, players, seed, bots))


def test_same_seed_same_results_except_timing() -> None:
    timing = {"seconds", "games_per_second"}
    first, second = _run(11, ["random"]), _run(11, ["random"])
    assert {k: v for k, v in first.items() if k not in timing} == {
        k: v for k, v in second.items() if k not in timing}
    assert any(_run(s, ["random"])["wins"] != first["wins"] for s in range(12, 20))


def test_summary_has_the_contract_keys() -> None:
    summary = _run(1, ["greedy", "random"])
    for key in ("game", "games", "players", "seed", "bots", "wins", "draws", "shared_games",
                "mean_turns", "seconds", "games_per_second"):
        assert key in summary
    assert summary["bots"] == ["greedy", "random"]
    assert set(summary["wins"]) == {"0", "1"}


def test_a_shared_win_counts_for_each_winner_and_the_games_add_up() -> None:
    # A pile of one: the first player takes it, so the deal alone decides, and ties are common.
    request = SimulationRequest(SPEC, 60, 2, 7, ["random"], options={"pile": 1})
    results = []
    for g in range(request.games):
        state = SPEC.start(GameSetup(2, derived_seed(request.seed, g), options={"pile": 1}))
        state.apply(Take(1))
        results.append(state.result().winners)
    shared = sum(len(winners) > 1 for winners in results)
    assert shared > 0
    summary = simulate(request)
    assert summary["shared_games"] == shared and summary["draws"] == 0
    assert sum(summary["wins"].values()) == sum(map(len, results)) == 60 + shared


def test_entrants_rotate_through_every_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    seats_of_greedy: list[int] = []
    original = SPEC.bots["greedy"]

    class Spy(original):  # type: ignore[misc, valid-type]
        def choose(self, view: PebblesView, legal: list[Any]) -> Any:
            seats_of_greedy.append(view.player)
            return super().choose(view, legal)

    monkeypatch.setitem(SPEC.bots, "greedy", Spy)  # type: ignore[index]
    _run(3, ["greedy", "random", "random"], games=6, players=3)
    assert set(seats_of_greedy) == {0, 1, 2}


def test_greedy_beats_random() -> None:
    summary = _run(5, ["greedy", "random"], games=200)
    assert summary["wins"]["0"] > summary["wins"]["1"]


def test_a_bot_only_receives_a_view() -> None:
    received: list[Any] = []

    class Recorder:
        name = "recorder"
        wants_view = True

        def choose(self, view: Any, legal: list[Any]) -> Any:
            received.append(view)
            return legal[0]

    state = Pebbles(GameSetup(2, seed=9))
    assert play_out(state, [Recorder(), Recorder()])
    assert received and all(type(v) is PebblesView for v in received)
    assert {v.player for v in received} == {0, 1}


def test_turn_limit_stops_a_game() -> None:
    state = Pebbles(GameSetup(2, seed=1, options={"pile": 40}))
    assert SPEC.turn_limit is not None
    bots = [SPEC.bots["random"](1), SPEC.bots["random"](2)]
    assert not play_out(state, bots, turn_limit=3)
    assert state.turn == 3 and not state.is_over()


@pytest.mark.parametrize(
    ("request_args", "message"),
    [
        ((0, 2, 1, ["random"]), "--games"),
        ((5, 9, 1, ["random"]), "2–4 players"),
        ((5, 3, 1, ["random", "greedy"]), "give 1 or 3"),
        ((5, 2, 1, ["genius"]), "unknown pebbles bot 'genius'"),
    ],
)
def test_bad_requests_are_refused(request_args: tuple[Any, ...], message: str) -> None:
    games, players, seed, bots = request_args
    with pytest.raises(CompanionError, match=message):
        simulate(SimulationRequest(SPEC, games, players, seed, bots))


def test_unknown_variant_is_refused() -> None:
    with pytest.raises(CompanionError, match="unknown pebbles variant 'long'"):
        SPEC.start(GameSetup(2, seed=1, variants=frozenset({"long"})))


def test_the_shared_search_bot_beats_random() -> None:
    summary = _run(8, ["ismcts", "random"], games=60)
    assert summary["wins"]["0"] > 1.5 * summary["wins"]["1"]


def _last_three_pebbles() -> Pebbles:
    """Taking all three wins at once; taking one hands the opponent the chance to."""
    return Pebbles(GameSetup(2, seed=3), {"pile": 3, "secrets": [3, 3], "pebbles": [0, 0],
                                          "current": 0, "turns": 0})


def _searcher(seed: int = 1, **seams: Any) -> ISMCTSBot:
    assert SPEC.search is not None
    spec = dataclasses.replace(SPEC, search=dataclasses.replace(SPEC.search, **seams))
    return ISMCTSBot(seed, spec, iterations=90)


def test_a_default_action_gives_way_only_to_a_clearly_better_one() -> None:
    state = _last_three_pebbles()
    legal = state.legal_actions()
    take_one = lambda view, legal: legal[0]  # noqa: E731
    assert _searcher(default=take_one).choose(state.view(0), legal).count == 3
    # Every outcome valued alike: nothing beats the default, which stands (never a coin flip).
    for seed in range(6):
        even = _searcher(seed, default=take_one, outcome=lambda state: [0.5, 0.5])
        assert even.choose(state.view(0), legal).count == 1
        assert even.last_iterations >= 90


def test_a_game_can_value_finished_games_itself() -> None:
    state = _last_three_pebbles()
    # Valuing a loss as a win: the search now hands the game away.
    losing = _searcher(outcome=lambda state: [1.0 - v for v in _shares(state)])
    assert losing.choose(state.view(0), state.legal_actions()).count != 3


def _shares(state: Pebbles) -> list[float]:
    winners = state.result().winners
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(state.num_players)]


def test_sampled_worlds_agree_with_the_view_and_vary_the_hidden_part() -> None:
    from tests.tinygame import sample_world

    state = Pebbles(GameSetup(3, seed=21))
    state.apply(state.legal_actions()[1])
    view = state.view(1)
    worlds = [SPEC.rebuild(GameSetup(3, 0), sample_world(view, random.Random(s)))
              for s in range(30)]
    assert all(w.view(1) == view for w in worlds)
    assert len({(w.secrets[0], w.secrets[2]) for w in worlds}) > 1


def test_a_position_rebuilds_a_state_with_the_same_future() -> None:
    state = Pebbles(GameSetup(3, seed=4))
    state.apply(state.legal_actions()[2])
    again = SPEC.rebuild(state.setup, state.position())
    assert again.position() == state.position()
    assert again.legal_actions() == state.legal_actions()


def test_bot_names_take_a_parameter_only_where_the_bot_has_one() -> None:
    assert SPEC.bot("ismcts:25", 1).iterations == 25
    assert SPEC.bot("ismcts:0.5s", 1).seconds == 0.5
    with pytest.raises(CompanionError, match="takes no parameter"):
        SPEC.bot("random:3", 1)
    for bad in ("ismcts:0", "ismcts:-1", "ismcts:x", "ismcts:1e400s", "ismcts:" + "9" * 5000):
        with pytest.raises(CompanionError, match="ismcts takes"):
            SPEC.bot(bad, 1)
