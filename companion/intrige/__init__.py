"""Intrige (Stefan Dorra, AMIGO): castles, scholars and bribes for 3–5 players.

The rules are ``docs/rules/intrige.md`` (from the Hungarian translation of the AMIGO rules).
``actions`` holds the pieces and the notation, ``state`` the turn (income, staged admission,
sending) and the decisions taken where the rules are silent, ``position`` positions and
set-ups, ``explain`` the reasons for refusals, ``bots`` the heuristic and the search seams,
``sampler`` the sampled worlds (exact: every purse follows from the public log).
"""

from companion.core.ismcts import ISMCTSFactory
from companion.core.messages import message
from companion.core.protocol import GameSpec, Level, SearchSeams
from companion.intrige.actions import parse_action
from companion.intrige.bots import (
    BOTS,
    candidates,
    default,
    evaluate,
    rollout_action,
)
from companion.intrige.sampler import IntrigeSampler, sample_world
from companion.intrige.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS
from companion.intrige.state import IntrigeState, from_position, new_game

GAME = GameSpec(
    name="intrige",
    title="Intrige",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    new_game=new_game,
    parse_action=parse_action,
    from_position=from_position,
    # Measured in simulate, 4 players (short runs, 2 shared cores): the heuristic wins 96% of
    # 400 games against three random bots; ismcts (200 iterations) 29 of 36 games against three
    # heuristics, ismcts:100 23 of 32, ismcts:0.25s 19 of 36.
    bots={**BOTS, "ismcts": ISMCTSFactory(lambda: GAME, iterations=200)},
    levels=(
        Level("Easy", "heuristic",
              message("BotLevel", "values suites by their income, bribes what it can afford")),
        Level("Normal", "ismcts:0.25s",
              message("BotLevel", "searches a quarter of a second a decision")),
        Level("Hard", "ismcts:1s",
              message("BotLevel", "searches a second a decision: the strongest")),
    ),
    search=SearchSeams(sampler=lambda view: IntrigeSampler(view).sample, rollout=rollout_action,
                       candidates=candidates, default=default,
                       evaluate=evaluate, rollout_depth=24),
    variants=VARIANTS,
    default_players=4,
    # 5 rounds of 5 turns at most; the engine counts turns, the limit only guards simulate.
    turn_limit=100,
)

__all__ = ["GAME", "IntrigeState", "from_position", "new_game", "parse_action", "sample_world"]
