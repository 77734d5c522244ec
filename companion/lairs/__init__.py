"""Lairs: two-player dungeon building and blind exploration."""

from companion.core.protocol import GameSpec
from companion.lairs.cli import add_cli_commands

GAME = GameSpec(name="lairs", title="Lairs", min_players=2, max_players=2,
                add_cli_commands=add_cli_commands)
