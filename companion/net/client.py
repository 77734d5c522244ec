"""A client of the table server (asyncio): one connection, messages in and out, checked.

Tests, benchmarks and the app's network bridge all use this one client. Every frame received is
checked against the declared shapes of ``companion.net.protocol``; views come out as the game's
own view values (``companion.net.wire``), refusal reasons as translatable messages.
"""

from __future__ import annotations

import asyncio
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from companion import __version__
from companion.core.errors import CompanionError
from companion.core.shape import Fields
from companion.net.protocol import (
    MAX_SERVER_FRAME,
    PROTOCOL_VERSION,
    dumps,
    read_server_message,
    server_messages,
)
from companion.net.wire import PLAIN, vocabulary


class ServerError(CompanionError):
    """The server could not be reached, broke the protocol, or closed the connection."""


class TableClient:
    """One connection to a table server. ``frames`` keeps every frame received (a test reads
    exactly what crossed the wire)."""

    def __init__(self, url: str, keep_frames: bool = False) -> None:
        self.url = url
        self.ws: ClientConnection | None = None
        self.game: str | None = None
        self.frames: list[str] | None = [] if keep_frames else None
        self._shapes: dict[str | None, dict[str, Fields]] = {}

    async def open(self, timeout: float = 10.0) -> dict[str, Any]:
        """Connect and say hello; the server's welcome."""
        try:
            self.ws = await asyncio.wait_for(
                connect(self.url, max_size=MAX_SERVER_FRAME, open_timeout=timeout,
                        ping_interval=20, ping_timeout=20, close_timeout=2), timeout)
        except (OSError, TimeoutError) as error:
            raise ServerError(f"cannot reach {self.url}: {error}") from None
        except Exception as error:  # websockets' handshake errors (not a table server)
            raise ServerError(f"{self.url} is not a Companion table server ({error})") from None
        await self.send("hello", protocol=PROTOCOL_VERSION, client=f"companion {__version__}")
        welcome = await self.receive(timeout)
        if welcome["type"] != "welcome":
            raise ServerError(f"{self.url} did not welcome us: {_reason(welcome)}")
        return welcome

    async def send(self, kind: str, **fields: Any) -> None:
        if self.ws is None:
            raise ServerError("not connected")
        try:
            await self.ws.send(dumps({"type": kind, **fields}))
        except Exception as error:  # closed meanwhile: the caller reconnects
            raise ServerError(f"the connection is closed ({error})") from None

    async def send_raw(self, frame: str | bytes) -> None:
        """A frame as it is (tests send malformed ones)."""
        assert self.ws is not None
        await self.ws.send(frame)

    async def receive(self, timeout: float | None = 10.0) -> dict[str, Any]:
        """The next message, checked and decoded."""
        if self.ws is None:
            raise ServerError("not connected")
        try:
            frame = await asyncio.wait_for(self.ws.recv(), timeout)
        except TimeoutError:
            raise
        except Exception as error:
            raise ServerError(f"the connection is closed ({error})") from None
        if self.frames is not None:
            self.frames.append(frame if isinstance(frame, str) else repr(frame))
        message = read_server_message(frame, self._messages())
        if message["type"] == "table":
            self.game = message["game"]
        return message

    async def receive_until(self, kind: str, timeout: float = 10.0) -> dict[str, Any]:
        """Messages until one of ``kind`` (the others are dropped)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            message = await self.receive(max(0.01, deadline - loop.time()))
            if message["type"] == kind:
                return message

    def _messages(self) -> dict[str, Fields]:
        shapes = self._shapes.get(self.game)
        if shapes is None:
            words = vocabulary(self.game) if self.game is not None else PLAIN
            shapes = self._shapes[self.game] = server_messages(words.shape())
        return shapes

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()


def _reason(message: dict[str, Any]) -> str:
    return str(message.get("reason", message.get("type")))
