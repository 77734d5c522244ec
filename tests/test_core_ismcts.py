"""The shared search bot on the Pebbles toy game: it searches only sampled worlds, repeats with its
seed, spends nothing on forced decisions, and finds the winning move of a fixed position."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from companion.core.ismcts import MIN_ITERATIONS, ISMCTSBot, RolloutPolicyBot
from companion.core.protocol import GameSetup
from tests.tinygame import SPEC, Pebbles, Take


def test_the_same_seed_gives_the_same_choice() -> None:
    state = Pebbles(GameSetup(3, seed=5, options={"pile": 9}))
    choices = {ISMCTSBot(7, SPEC, iterations=80).choose(state.view(0), state.legal_actions())
               for _ in range(3)}
    assert len(choices) == 1


def test_a_forced_decision_costs_no_search() -> None:
    state = Pebbles(GameSetup(2, seed=1, options={"pile": 1}))
    bot = ISMCTSBot(1, SPEC, iterations=500)
    assert bot.choose(state.view(0), state.legal_actions()) == Take(1)
    assert bot.last_iterations == 0


def test_an_obvious_decision_costs_no_search() -> None:
    seams = dataclasses.replace(SPEC.search, obvious=lambda view, legal: legal[-1])
    spec = dataclasses.replace(SPEC, search=seams)
    state = Pebbles(GameSetup(2, seed=1))
    bot = ISMCTSBot(1, spec, iterations=500)
    assert bot.choose(state.view(0), state.legal_actions()) == Take(3)
    assert bot.last_iterations == 0


def test_a_time_budget_still_searches_a_little() -> None:
    state = Pebbles(GameSetup(2, seed=1))
    bot = ISMCTSBot(1, SPEC, iterations=None, seconds=0.001)
    bot.choose(state.view(0), state.legal_actions())
    assert bot.last_iterations >= MIN_ITERATIONS


def test_it_finds_the_move_that_wins_a_fixed_position() -> None:
    # Two pebbles left, level scores: taking both gives p1 two pebbles more than p2, taking one
    # gives p2 the last; whatever p2's secret card, taking both is better.
    position = {"pile": 2, "secrets": [3, 3], "pebbles": [4, 4], "current": 0, "turns": 8}
    state = SPEC.rebuild(GameSetup(2, 0), position)
    bot = ISMCTSBot(3, SPEC, iterations=200)
    assert bot.choose(state.view(0), state.legal_actions()) == Take(2)


def test_the_rollout_policy_plays_as_a_bot_and_hands_back_a_real_action() -> None:
    # A policy that always takes as many as it may, naming its action as a new value.
    seams = dataclasses.replace(SPEC.search, rollout=lambda state, rng: Take(
        max(a.count for a in state.legal_actions())))
    spec = dataclasses.replace(SPEC, search=seams)
    state = Pebbles(GameSetup(2, seed=1, options={"pile": 9}))
    legal = state.legal_actions()
    action = RolloutPolicyBot(3, spec).choose(state.view(0), legal)
    assert action == Take(3) and any(action is option for option in legal)


def test_the_candidates_are_listed_only_where_the_search_chooses_among_them() -> None:
    # With a default action the root's candidates are listed once a decision, and a young node
    # below the root plays the policy: neither needs them listed again (a game's candidates
    # may cost more than the rest of an iteration), so they are listed less often than the
    # search iterates (every iteration listed them at least once before).
    asked = []

    def candidates(state: Pebbles, legal: Sequence[Take]) -> Sequence[Take]:
        asked.append(state.pile)
        return legal

    seams = dataclasses.replace(SPEC.search, candidates=candidates,
                                default=lambda view, legal: legal[0])
    spec = dataclasses.replace(SPEC, search=seams)
    state = Pebbles(GameSetup(2, seed=1, options={"pile": 30}))
    bot = ISMCTSBot(1, spec, iterations=150)
    bot.choose(state.view(0), state.legal_actions())
    assert 1 <= len(asked) < bot.last_iterations


def test_the_verdict_tells_where_the_search_overrode_the_default() -> None:
    # In the fixed position above, taking both pebbles wins; a default of taking one is
    # overturned, with the test's z told; a default of taking both stands (no z).
    position = {"pile": 2, "secrets": [3, 3], "pebbles": [4, 4], "current": 0, "turns": 8}
    state = SPEC.rebuild(GameSetup(2, 0), position)
    for default, played, overridden in ((Take(1), Take(2), True), (Take(2), Take(2), False)):
        seams = dataclasses.replace(SPEC.search, default=lambda view, legal, d=default: d)
        bot = ISMCTSBot(3, dataclasses.replace(SPEC, search=seams), iterations=200)
        assert bot.choose(state.view(0), state.legal_actions()) == played
        verdict = bot.last_verdict
        assert verdict is not None and verdict.default == default and verdict.played == played
        assert (verdict.z is not None and verdict.z >= 1.5) is overridden
        assert verdict.rounds == bot.last_iterations // len(state.legal_actions())
