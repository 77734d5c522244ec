"""Scout (Oink Games): show sets from a hand you may not reorder, or scout the table's cards;
3–5 players and the 2-player rules. Rules as implemented: ``/work/shared/rules/scout.md`` and
the decisions listed in ``companion.scout.state``.
"""

from companion.core.protocol import GameSpec
from companion.scout.actions import parse_action
from companion.scout.bots import BOTS
from companion.scout.state import ScoutState, from_position, new_game

GAME = GameSpec(
    name="scout",
    title="Scout",
    min_players=2,
    max_players=5,
    new_game=new_game,
    parse_action=parse_action,
    from_position=from_position,
    bots=BOTS,
    default_players=4,
    turn_limit=5000,
)

__all__ = ["GAME", "ScoutState", "from_position", "new_game", "parse_action"]
