"""Nothing hidden crosses the wire: full games of all four games, every variant, played by real
clients on 127.0.0.1, with every frame each client received checked against the truth.

For each frame, the test rebuilds what that seat may know from the true state at that moment
(the table's record replayed to the frame's ``state_id``) and compares: the view and the public
view must be exactly the true ones *as JSON*, the legal actions only on the seat's own decision,
every message only the keys the protocol names, a seat's token only to its own seat, and the
game record only once the game is over. (boardgame.io once sent every starting hand on sync; a
coup-online clone broadcast every player's influence.)
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

from companion.core import registry
from companion.core.record import GameRecord, replay, shortened
from companion.net.wire import vocabulary
from tests.net.support import at_random, client, heuristic, play_to_the_end, run, serving, sit

# What each message may hold, beyond "type" (anything else is a leak waiting to happen).
KEYS = {
    "welcome": {"protocol", "server", "games"},
    "table": {"code", "game", "title", "variants", "phase", "number", "pace",
              "seats", "take_back"},
    "view": {"state_id", "number", "seat", "to_move", "over", "result", "legal", "view",
             "public"},
    "thinking": {"seat"},
    "record": {"number", "record"},
    "refused": {"to", "reason", "state_id"},
    "seated": {"code", "seat", "token", "name"},
    "watching": {"code"},
    "chat": {"seat", "name", "text"},
}
SEAT_KEYS = {"seat", "name", "kind", "bot", "connected", "device"}

# Every variant of every game at least once, and each game's smallest table (its own rules).
TABLES = [
    ("coup", 2, ("two-player-sets",)), ("coup", 4, ("inquisitor", "reformation")),
    ("scout", 2, ()), ("scout", 3, ()),
    ("intrige", 4, ("different-castles", "refund", "binding-promises")), ("intrige", 3, ()),
    ("lairs", 2, ()),
]


class Truth:
    """What each seat (and the public) may know at every ``state_id`` of a finished table's
    game, worked out once by stepping through its record: state 1 is the start (state 0 the
    lobby), each decision adds one."""

    def __init__(self, game: str, record: GameRecord) -> None:
        spec = registry.find(game)
        assert spec is not None and spec.parse_action is not None
        words = vocabulary(game)
        self.record = record
        self.views: dict[tuple[int, int | None], Any] = {}
        self.legal: dict[int, list[str]] = {}
        self.to_move: dict[int, int | None] = {}
        self.over: dict[int, bool] = {}
        state = replay(spec, shortened(record, 0))
        for state_id in range(1, len(record.actions) + 2):
            for seat in (None, *range(state.num_players)):
                self.views[state_id, seat] = _json(words.encode(state.view(seat)))
            self.legal[state_id] = [str(a) for a in state.legal_actions()]
            self.to_move[state_id] = state.to_move
            self.over[state_id] = state.is_over()
            if state_id <= len(record.actions):
                state.apply(spec.parse_action(record.actions[state_id - 1]))

    def check(self, frames: Sequence[str], seat: int | None) -> int:
        """Every frame one client received, against the truth; the number of views checked."""
        views = 0
        over_seen = False
        for frame in frames:
            message = json.loads(frame)
            kind = message.pop("type")
            assert set(message) <= KEYS[kind], (kind, set(message) - KEYS[kind])
            if kind == "table":
                for entry in message["seats"]:
                    assert set(entry) == SEAT_KEYS
            elif kind == "seated":
                assert message["seat"] == seat  # a token only ever reaches its own seat
            elif kind == "record":
                assert over_seen, "the record was sent before the game was over"
                assert GameRecord.from_json(message["record"]).actions == self.record.actions
            elif kind == "view":
                state_id = message["state_id"]
                assert message["seat"] == seat
                assert message["view"] == self.views[state_id, seat]
                if seat is None:
                    assert "public" not in message
                else:
                    assert message["public"] == self.views[state_id, None]
                mover = self.to_move[state_id]
                mine = seat is not None and mover == seat
                assert message["legal"] == (self.legal[state_id] if mine else [])
                assert message["to_move"] == mover
                assert message["over"] == self.over[state_id]
                over_seen = over_seen or message["over"]
                views += 1
        return views


def _json(value: Any) -> Any:
    return json.loads(json.dumps(value))


@pytest.mark.parametrize(("game", "players", "variants"), TABLES,
                         ids=[f"{g}-{p}-{'+'.join(v) or 'base'}" for g, p, v in TABLES])
def test_no_frame_holds_what_its_seat_may_not_know(game: str, players: int,
                                                   variants: tuple[str, ...]) -> None:
    async def scenario() -> None:
        async with serving() as (server, url):
            table = await sit(url, game, players, variants=variants, keep_frames=True,
                              start=False)
            spectator = await client(url, keep_frames=True)
            await spectator.send("spectate", code=table.code)
            await table.host.send("start", host=table.host_token)
            await table.host.send("leave")
            # Lairs' random explorers wander for hundreds of turns: its players play Easy.
            choose = heuristic(game, players) if game == "lairs" else at_random(players)
            await play_to_the_end(table.players, choose)
            final = server.tables[table.code]
            assert final.match is not None and final.match.state.is_over()
            for connection in (*(p.client for p in table.players), spectator):
                await connection.receive_until("record")
            await table.leave()
            await spectator.close()
            truth = Truth(game, final.match.record)
            for player in table.players:
                assert player.client.frames is not None
                assert truth.check(player.client.frames, player.seat) > 0
            assert spectator.frames is not None
            assert truth.check(spectator.frames, None) > 0

    run(scenario(), timeout=120)
