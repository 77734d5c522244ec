"""Helpers for the network tests: a server on 127.0.0.1 (port 0), clients that sit at its
tables, and play that is bounded in count and time."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from companion.core import registry
from companion.net.client import TableClient
from companion.net.server import TableServer
from companion.net.store import TableStore

T = TypeVar("T")
LOOPBACK = "127.0.0.1"


def run(coroutine: Awaitable[T], timeout: float = 60.0) -> T:
    """Run a test's coroutine to its end, or fail after ``timeout`` seconds."""
    async def bounded() -> T:
        return await asyncio.wait_for(coroutine, timeout)

    return asyncio.run(bounded())


@contextlib.asynccontextmanager
async def serving(folder: Path | None = None, rate: float = 10_000.0
                  ) -> AsyncIterator[tuple[TableServer, str]]:
    """A server on loopback; scripted players answer at once, so the rate is raised unless a
    test is about it."""
    server = TableServer(TableStore(folder) if folder is not None else None, rate=rate,
                         burst=rate)
    host, port = await server.start(LOOPBACK, 0)
    assert host == LOOPBACK
    try:
        yield server, f"ws://{host}:{port}"
    finally:
        await server.close()


async def client(url: str, keep_frames: bool = False) -> TableClient:
    connection = TableClient(url, keep_frames)
    await connection.open()
    return connection


@dataclass
class Player:
    client: TableClient
    seat: int
    token: str
    last: dict[str, Any] | None = None  # the newest view message

    async def answer(self, choose: Chooser) -> None:
        """Act on the newest view with ``choose(player, legal)``'s pick."""
        assert self.last is not None
        await self.client.send("act", token=self.token, state_id=self.last["state_id"],
                               action=choose(self, self.last["legal"]))


Chooser = Callable[[Player, Sequence[str]], str]


def at_random(seed: int) -> Chooser:
    rng = random.Random(seed)
    return lambda _player, legal: rng.choice(legal)


def heuristic(game: str, seed: int) -> Chooser:
    """Each player's own heuristic bot, on the view the player was sent."""
    spec = registry.find(game)
    assert spec is not None and spec.parse_action is not None
    parse = spec.parse_action
    bots: dict[int, Any] = {}

    def choose(player: Player, legal: Sequence[str]) -> str:
        bot = bots.setdefault(player.seat, spec.bot("heuristic", seed + player.seat))
        assert player.last is not None
        return str(bot.choose(player.last["view"], [parse(text) for text in legal]))

    return choose


@dataclass
class Sitting:
    host: TableClient
    code: str
    host_token: str
    players: list[Player]

    async def leave(self) -> None:
        """Close every connection (one that is never read would keep the server's closing
        handshake waiting)."""
        for connection in (self.host, *(player.client for player in self.players)):
            await connection.close()


async def sit(url: str, game: str, humans: int, bots: Sequence[str] = (),
              variants: Sequence[str] = (), keep_frames: bool = False,
              start: bool = True) -> Sitting:
    """A table of ``humans`` remote players (seats first) and ``bots``, started."""
    host = await client(url)
    plans = [{"kind": "open"}] * humans + [{"kind": "bot", "bot": bot} for bot in bots]
    await host.send("create", game=game, seats=plans, variants=list(variants), pace=0)
    created = await host.receive_until("created")
    players = []
    for index in range(humans):
        connection = await client(url, keep_frames)
        await connection.send("join", code=created["code"], name=f"Player {index + 1}")
        seated = await connection.receive_until("seated")
        players.append(Player(connection, seated["seat"], seated["token"]))
    if start:
        await host.send("start", host=created["host"])
        # The host's connection watches the table once it acts as host; these tests never read
        # it, so it stops watching (an unread connection only fills up).
        await host.send("leave")
    return Sitting(host, created["code"], created["host"], players)


async def play_to_the_end(players: Sequence[Player], choose: Chooser,
                          max_messages: int = 20_000) -> dict[str, Any]:
    """Every player answers its own decisions with ``choose`` until the game is over; the
    final view message. A refused answer (the table moved on) is given again from the newest
    view."""
    async def seat_plays(player: Player) -> dict[str, Any]:
        for _ in range(max_messages):
            message = await player.client.receive(30)
            if message["type"] == "view":
                player.last = message
                if message["over"]:
                    return message
                if message["legal"]:
                    await player.answer(choose)
            elif message["type"] == "refused" and player.last and player.last["legal"]:
                await asyncio.sleep(0.15)
                await player.answer(choose)
        raise AssertionError("the game did not end within the message budget")

    finals = await asyncio.gather(*(seat_plays(player) for player in players))
    return finals[0]
