"""A player's phone at a table, as the tests play it: a real WebSocket client that says hello
as the phone page does (``client`` "web · phone"), sits at a table with its code and answers its
own decisions (at random, or as told), a given number of them or until told to hold, then holds
the next one (the game waits there: a mid-game table to look at)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Sequence
from typing import Any

from websockets.asyncio.client import connect

from companion.net.client import TableClient
from companion.net.protocol import MAX_SERVER_FRAME, PROTOCOL_VERSION

PHONE_HELLO = "web · phone"


class Phone(TableClient):
    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.seat: int | None = None
        self.token = ""
        self.views: list[dict[str, Any]] = []  # every view this seat was sent
        self.answered = 0

    async def open(self, timeout: float = 10.0) -> dict[str, Any]:
        self.ws = await asyncio.wait_for(connect(self.url, max_size=MAX_SERVER_FRAME), timeout)
        await self.send("hello", protocol=PROTOCOL_VERSION, client=PHONE_HELLO)
        return await self.receive(timeout)

    async def sit(self, code: str, name: str) -> None:
        await self.open()
        await self.send("join", code=code, name=name)
        seated = await self.receive_until("seated")
        self.seat, self.token = seated["seat"], seated["token"]

    async def play(self, decisions: int, seed: int, prefer: Sequence[str] = (),
                   hold: Callable[[dict[str, Any]], bool] | None = None,
                   max_messages: int = 5_000) -> None:
        """Answer this seat's decisions, at random but for an action ending in one of
        ``prefer`` where there is one, then hold the next one: after ``decisions`` of them,
        or at the first for which ``hold(view message)`` says so. The end of the game stops
        it too."""
        rng = random.Random(seed)
        for _ in range(max_messages):
            message = await self.receive(60)
            if message["type"] != "view":
                continue
            self.views.append(message)
            if message["over"]:
                return
            if message["legal"]:
                if self.answered >= decisions or (hold is not None and hold(message)):
                    return
                self.answered += 1
                liked = [a for a in message["legal"] if a.endswith(tuple(prefer))] if prefer \
                    else []
                await self.send("act", token=self.token, state_id=message["state_id"],
                                action=rng.choice(liked or message["legal"]))
        raise AssertionError("the phone's game went on past its message budget")
