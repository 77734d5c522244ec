"""Lairs: two-player dungeon building and blind exploration."""

import argparse
from typing import Any

from companion.core.bots import RandomBot
from companion.core.ismcts import ISMCTSFactory
from companion.core.messages import message
from companion.core.protocol import GameSpec, Level, SearchSeams
from companion.lairs.bots import HeuristicBot, ReasoningBot
from companion.lairs.box import load_treasures, parse_faces
from companion.lairs.cli import add_box_arguments, add_cli_commands
from companion.lairs.game import TURN_LIMIT, LairsGame, from_position, new_game
from companion.lairs.notation import parse_action
from companion.lairs.play_cli import add_play_commands
from companion.lairs.rollout import (
    ROLLOUT_DEPTH,
    candidates,
    carry,
    default,
    evaluate,
    obvious,
    rollout_action,
)
from companion.lairs.sampler import sample_world, sampler
from companion.lairs.treasures import treasures_document

# Iterations a decision by default: about a quarter of a second on one core (``simulate``).
SEARCH_ITERATIONS = 40


def _setup_options(args: argparse.Namespace) -> dict[str, Any]:
    """``simulate``'s --treasures and --die as set-up options (recorded with every game)."""
    options: dict[str, Any] = {}
    if args.treasures:
        options["treasures"] = treasures_document(load_treasures(args.treasures))
    if args.die:
        options["die"] = list(parse_faces(args.die).faces)
    return options


def _add_commands(commands: argparse._SubParsersAction) -> None:
    add_cli_commands(commands)  # validate, generate (the dungeon builder)
    add_play_commands(commands)  # difficulty (exploration)


GAME = GameSpec(
    name="lairs", title="Lairs", min_players=2, max_players=2,
    new_game=new_game,
    parse_action=parse_action,
    from_position=from_position,
    bots={"random": RandomBot, "heuristic": HeuristicBot, "reasoning": ReasoningBot,
          "ismcts": ISMCTSFactory(lambda: GAME, iterations=SEARCH_ITERATIONS)},
    levels=(
        Level("Easy", "heuristic",
              message("BotLevel", "heads for the nearest goal on its map and fights with "
                      "enough dice")),
        # Normal and Hard reason about the cells they have not seen (``bots.REASONING``);
        # Normal Hustles with its Quickness cube only (``bots.STEADY``), Hard also with two
        # Basic cubes, and searches routes to its close goals in sampled dungeons (``rollout``,
        # ``routes``). Measured in paired seats: benchmarks/lairs_explorers.py.
        Level("Normal", "reasoning:steady",
              message("BotLevel", "reasons about the cells it has not seen and goes where its "
                      "cubes buy the most")),
        Level("Hard", "ismcts:0.3s",
              message("BotLevel", "reasons as Normal does, also Hustles with two Basic cubes, "
                      "and searches a third of a second where its best goals are close, at "
                      "fights, Conserve, the Exit and its last turn")),
    ),
    search=SearchSeams(sampler=sampler, rollout=rollout_action, evaluate=evaluate,
                       rollout_depth=ROLLOUT_DEPTH, obvious=obvious, candidates=candidates,
                       carry=carry,
                       default=default),
    default_players=2,
    turn_limit=TURN_LIMIT,
    add_cli_commands=_add_commands,
    add_setup_arguments=add_box_arguments,
    setup_options=_setup_options,
)

__all__ = ["GAME", "LairsGame", "from_position", "new_game", "parse_action", "sample_world"]
