"""Lairs: two-player dungeon building and blind exploration."""

from companion.core.bots import RandomBot
from companion.core.protocol import GameSpec
from companion.lairs.bots import HeuristicBot
from companion.lairs.cli import add_cli_commands
from companion.lairs.game import TURN_LIMIT, new_game
from companion.lairs.notation import parse_action

GAME = GameSpec(
    name="lairs", title="Lairs", min_players=2, max_players=2,
    new_game=new_game,
    parse_action=parse_action,
    bots={"random": RandomBot, "heuristic": HeuristicBot},
    default_players=2,
    turn_limit=TURN_LIMIT,
    add_cli_commands=add_cli_commands,
)
