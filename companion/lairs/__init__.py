"""Lairs: two-player dungeon building and blind exploration."""

import argparse

from companion.core.bots import RandomBot
from companion.core.protocol import GameSpec
from companion.lairs.bots import HeuristicBot
from companion.lairs.cli import add_cli_commands
from companion.lairs.game import TURN_LIMIT, from_position, new_game
from companion.lairs.notation import parse_action
from companion.lairs.play_cli import add_play_commands


def _add_commands(commands: argparse._SubParsersAction) -> None:
    add_cli_commands(commands)  # validate, generate (the dungeon builder)
    add_play_commands(commands)  # difficulty (exploration)


GAME = GameSpec(
    name="lairs", title="Lairs", min_players=2, max_players=2,
    new_game=new_game,
    from_position=from_position,
    parse_action=parse_action,
    bots={"random": RandomBot, "heuristic": HeuristicBot},
    default_players=2,
    turn_limit=TURN_LIMIT,
    add_cli_commands=_add_commands,
)
