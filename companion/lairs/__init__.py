"""Lairs: two-player dungeon building and blind exploration."""

from companion.core.protocol import GameSpec

GAME = GameSpec(name="lairs", title="Lairs", min_players=2, max_players=2)
