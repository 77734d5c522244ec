"""Lairs: two-player dungeon building and blind exploration."""

import argparse
from typing import Any

from companion.core.bots import RandomBot
from companion.core.ismcts import ISMCTSFactory
from companion.core.messages import message
from companion.core.protocol import GameSpec, Level, SearchSeams
from companion.lairs.bots import HeuristicBot
from companion.lairs.box import load_treasures, parse_faces
from companion.lairs.cli import add_box_arguments, add_cli_commands
from companion.lairs.game import TURN_LIMIT, LairsGame, from_position, new_game
from companion.lairs.notation import parse_action
from companion.lairs.play_cli import add_play_commands
from companion.lairs.rollout import (
    ROLLOUT_DEPTH,
    candidates,
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
    bots={"random": RandomBot, "heuristic": HeuristicBot,
          "ismcts": ISMCTSFactory(lambda: GAME, iterations=SEARCH_ITERATIONS)},
    levels=(
        Level("Easy", "heuristic",
              message("BotLevel", "heads for the nearest goal on its map and fights with "
                      "enough dice")),
        # Its edge over Easy is mostly its explorer style (``bots.THRIFTY``: out about half a
        # turn sooner); the search keeps the style's move unless another one does clearly
        # better in the same sampled dungeons (benchmarks/lairs_explorers.py).
        Level("Normal", "ismcts:0.25s",
              message("BotLevel", "spends its cubes more thriftily than Easy and searches a "
                      "quarter of a second at fights, Conserve, the Exit and its last turn")),
        Level("Hard", "ismcts:1s", message("BotLevel", "the same search, a second a decision")),
    ),
    search=SearchSeams(sampler=sampler, rollout=rollout_action, evaluate=evaluate,
                       rollout_depth=ROLLOUT_DEPTH, obvious=obvious, candidates=candidates,
                       default=default),
    default_players=2,
    turn_limit=TURN_LIMIT,
    add_cli_commands=_add_commands,
    add_setup_arguments=add_box_arguments,
    setup_options=_setup_options,
)

__all__ = ["GAME", "LairsGame", "from_position", "new_game", "parse_action", "sample_world"]
