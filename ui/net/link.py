"""A link to a table: one connection for one seat (or for watching), kept up.

It joins (or resumes with the seat's token, or watches) and hands every message it receives to
the GUI thread as a Qt signal. A connection that drops is tried again with growing pauses and
resumed with the token, so a player on a flaky network comes back to their seat with the whole
view; only a refusal to seat them (removed by the host, a bad code) ends the link.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from typing import Any

from PySide6.QtCore import QObject, Signal

from companion.core.document import DocumentError
from companion.core.errors import CompanionError
from companion.net.client import ServerError, TableClient
from companion_ui.net.loop import NetLoop, net_loop

FIRST_PAUSE = 0.5  # seconds before the first retry; doubled up to LONGEST_PAUSE
LONGEST_PAUSE = 15.0
SEATING = ("join", "resume", "spectate")


class TableLink(QObject):
    received = Signal(object)  # a checked message (dict)
    connected = Signal(bool)  # up (seated or watching), or down and trying again
    ended = Signal(object)  # why the link gave up: a Message or text

    def __init__(self, url: str, loop: NetLoop | None = None) -> None:
        super().__init__()
        self.url = url
        self.loop = loop or net_loop()
        self.token: str | None = None
        self.seat: int | None = None
        self.code: str | None = None
        self.is_up = False
        self._client: TableClient | None = None
        self._task: Any = None
        self._closing = False

    # --- sitting down ---------------------------------------------------------------------------
    def join(self, code: str, name: str, seat: int | None = None) -> None:
        self._start({"type": "join", "code": code, "name": name, "seat": seat})

    def resume(self, token: str) -> None:
        self.token = token
        self._start({"type": "resume", "token": token})

    def spectate(self, code: str) -> None:
        self.code = code
        self._start({"type": "spectate", "code": code})

    def send(self, kind: str, **fields: Any) -> None:
        """Send a message; while the link is down it is refused at once, in words."""
        self.loop.submit(self._send(kind, fields))

    def close(self) -> None:
        """End the link (the seat stays the player's: they may resume it later)."""
        self._closing = True
        if self._task is not None:
            self._task.cancel()

    # --- on the network loop ------------------------------------------------------------------
    def _start(self, first: dict[str, Any]) -> None:
        self._closing = False
        self._task = self.loop.submit(self._keep(first))

    async def _send(self, kind: str, fields: dict[str, Any]) -> None:
        client = self._client
        try:
            if client is None or not self.is_up:
                raise ServerError("not connected")
            await client.send(kind, **fields)
        except ServerError:
            self._emit(self.received, {"type": "refused", "to": kind, "state_id": None,
                                       "reason": self.tr("Not connected to the table: "
                                                         "reconnecting…")})

    async def _keep(self, first: dict[str, Any]) -> None:
        request = first
        pause = FIRST_PAUSE
        ever_seated = False
        while not self._closing:
            client = TableClient(self.url)
            try:
                await client.open()
                self._client = client
                await client.send(request["type"],
                                  **{k: v for k, v in request.items() if k != "type"})
                while True:
                    message = await client.receive(None)
                    kind = message["type"]
                    if kind == "refused" and message["to"] in SEATING:
                        self._emit(self.ended, message["reason"])
                        return
                    if kind == "left":
                        self._emit(self.ended, message["reason"])
                        return
                    if kind in ("seated", "watching"):
                        ever_seated = True
                        pause = FIRST_PAUSE
                        request = self._seated(message)
                        self.is_up = True
                        self._emit(self.connected, True)
                    self._emit(self.received, message)
            except asyncio.CancelledError:
                raise
            except DocumentError as error:  # the server said something this client cannot read
                self._emit(self.ended, self.tr("The table sent what this Companion cannot read "
                                               "({0}).").format(str(error)[:120]))
                return
            except (ServerError, CompanionError, OSError) as error:
                if not ever_seated:  # never got in: say why, do not keep knocking
                    self._emit(self.ended, str(error))
                    return
            finally:
                self._client = None
                with contextlib.suppress(Exception):  # closing a broken socket may fail again
                    await client.close()
                if self.is_up:
                    self.is_up = False
                    self._emit(self.connected, False)
            await asyncio.sleep(pause * random.uniform(0.8, 1.2))
            pause = min(LONGEST_PAUSE, pause * 2)

    def _seated(self, message: dict[str, Any]) -> dict[str, Any]:
        """What to send on the next reconnection."""
        self.code = message["code"]
        if message["type"] == "watching":
            return {"type": "spectate", "code": self.code}
        self.token, self.seat = message["token"], message["seat"]
        return {"type": "resume", "token": self.token}

    def _emit(self, signal: Any, value: Any) -> None:
        with contextlib.suppress(RuntimeError):  # the link was deleted with its window
            signal.emit(value)
