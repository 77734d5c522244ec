"""The table server: WebSocket connections in, each table's views out.

One asyncio loop holds every table and every connection; bots think on worker threads; table
files are written on writer threads (each table always on the same one, so its files are written
in order), and a table's new views go out only once the decision that made them is on disk (a
server killed at any moment loses nothing anyone saw).

Each connection gets only what its seat may know (``view(seat)`` and, on its decision, the legal
actions) or, for a spectator, the public view. Every client message is checked against its
declared shape; anything wrong gets a ``refused`` message and changes nothing. The protocol is
written down in ``docs/network-protocol.md``.

The same port answers plain HTTP requests (``process_request``) with the phone page
(``companion.net.web``): served from here, the page is of this server's origin, which is what
lets it through the ``Origin`` check on the WebSocket.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any
from urllib.parse import urlsplit

from filelock import BaseFileLock
from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from companion import __version__
from companion.core import registry
from companion.core.document import DocumentError
from companion.core.errors import CompanionError
from companion.core.files import compact_json
from companion.core.messages import Message, message
from companion.core.protocol import GameSpec
from companion.net.protocol import (
    CLIENT_MESSAGES,
    PROTOCOL_VERSION,
    dumps,
    read_client_message,
)
from companion.net.store import TableStore, table_to_json
from companion.net.table import (
    LOBBY,
    OVER,
    PLAYING,
    BotTurn,
    ChatLine,
    Refusal,
    Table,
    digest,
    new_code,
    normal_code,
    reason_of,
)
from companion.net.web import SECURITY_HEADERS, WebFile, web_page
from companion.net.wire import PLAIN, vocabulary

log = logging.getLogger("companion.net")

HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello
RATE = 10.0  # frames a second a connection may send, on average...
BURST = 20.0  # ...with this many at once
# Frames refused for the rate, forgiven at one a second: past this the connection is closed.
FLOOD_LIMIT = 50
OUTBOX_LIMIT = 200  # messages waiting for a slow connection before it is closed
IDLE_TABLE = 600.0  # seconds a finished table without connections is kept in memory
QUIET_PACE = 120  # ms: a bot's pass in a response window needs no watching
MAX_FRAME = 1024 * 1024  # larger frames close the connection (websockets' own limit)
# Room on one server: far above a club night, far below what one process can hold.
MAX_TABLES = 1000
MAX_CREATED = 20  # tables one connection may create
MAX_WATCHERS = 50  # onlookers at one table
# Threads writing table files. A write waits mostly for its fsync, and one thread's fsyncs come
# one after another (some 100 a second on an ordinary disk: fewer than 200 tables' decisions);
# several in flight share the disk's flushes.
WRITER_THREADS = 4


def _encoded_message(reason: Any, game: str | None = None) -> Any:
    """A reason as JSON: a translatable message as such (its values may be the game's own,
    so in the game's words), any other text as it is."""
    if not isinstance(reason, Message):
        return str(reason)
    words = vocabulary(game) if game is not None else PLAIN
    try:
        return words.encode(reason)
    except CompanionError:  # a value no vocabulary holds: its English text still says it
        return str(reason)


@dataclass(eq=False)
class Client:
    """One connection: where it sits (a seat, or watching a table) and what waits for it."""

    ws: ServerConnection
    address: str
    table: Table | None = None
    seat: int | None = None
    outbox: deque[tuple[str, str]] = field(default_factory=deque)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    rate: float = RATE
    burst: float = BURST
    allowance: float = BURST
    checked_at: float = field(default_factory=time.monotonic)
    strikes: float = 0.0  # frames refused for the rate, less one for every second since
    struck_at: float = field(default_factory=time.monotonic)
    writer: asyncio.Task[None] | None = None
    closing: asyncio.Task[None] | None = None  # kept: a task only weakly held may vanish
    records_sent: set[tuple[str, int]] = field(default_factory=set)  # (table, game) sent
    created: int = 0  # tables this connection created
    device: str = ""  # what the client said it is in its hello ("companion 0.1.0", "web · phone")
    attached: int = 0  # when it sat down or began watching, in the server's count of those

    def push(self, kind: str, text: str) -> None:
        """Queue a message; a newer view replaces one not sent yet (each view is whole)."""
        if kind == "view":
            stale = [entry for entry in self.outbox if entry[0] == "view"]
            for entry in stale:
                self.outbox.remove(entry)
        self.outbox.append((kind, text))
        if len(self.outbox) > OUTBOX_LIMIT:
            self.closing = self.cut_off("too slow to follow the table")
            return
        self.wake.set()

    def cut_off(self, why: str) -> asyncio.Task[None]:
        """Close a connection that does not keep to the protocol's pace, saying why; a peer
        that floods us or never reads gets a second to take the close, then the line is cut
        (it may reconnect, and gets the whole view again)."""
        log.info("%s cut off: %s", self.address, why)
        self.outbox.clear()
        if self.writer is not None:
            self.writer.cancel()

        async def close() -> None:
            try:
                await asyncio.wait_for(self.ws.close(1008, why), 1.0)
            except (TimeoutError, ConnectionClosed):
                self.ws.transport.abort()

        return asyncio.get_running_loop().create_task(close())

    def struck(self) -> float:
        """One more frame refused for the rate; the strikes so far."""
        now = time.monotonic()
        self.strikes = max(0.0, self.strikes - (now - self.struck_at)) + 1
        self.struck_at = now
        return self.strikes

    def within_rate(self) -> bool:
        now = time.monotonic()
        self.allowance = min(self.burst, self.allowance + (now - self.checked_at) * self.rate)
        self.checked_at = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True


class TableServer:
    """Tables and their connections. ``start(host, port)`` listens; ``close()`` stops, with
    every table saved."""

    def __init__(self, store: TableStore | None = None, bot_threads: int = 2,
                 page: Callable[[str], WebFile | None] | None = web_page,
                 rate: float = RATE, burst: float = BURST,
                 hello_timeout: float = HELLO_TIMEOUT, writer_threads: int = WRITER_THREADS,
                 compression: str | None = "deflate") -> None:
        """``rate``/``burst``: frames a second each connection may send (tests of whole games
        played by scripts raise them; people never come near). ``page``: what a plain HTTP
        request on the same port gets, from its target (path and query); by default the phone
        page (``companion.net.web``), None for one line of text at ``/``."""
        self.store = store
        self.hello_timeout = hello_timeout
        self.rate, self.burst = rate, burst
        self.tables: dict[str, Table] = {}
        self.clients: dict[str, set[Client]] = {}
        self.saved: dict[str, int] = {}  # table code → the state_id on disk
        self.quiet_since: dict[str, float] = {}
        self._told_status: dict[str, str] = {}
        self._bots_running: set[str] = set()
        self._bot_pool = ThreadPoolExecutor(bot_threads, thread_name_prefix="bot")
        self._writers = [ThreadPoolExecutor(1, thread_name_prefix=f"tables{n}")
                         for n in range(max(1, writer_threads))]
        self._server: Server | None = None
        self._lock: BaseFileLock | None = None
        self._tasks: set[asyncio.Task[Any]] = set()
        self._attachments = 0  # connections seated or watching so far (the newest: the highest)
        self.page = page  # HTTP target → a file to answer with (None: not found)
        # Called (on the loop) when a table's seats or phase change: LAN announcements follow.
        self.on_tables_changed: Callable[[], None] | None = None
        # permessage-deflate, offered to clients that ask for it (None: frames go as they are,
        # which costs the server less CPU and the network more bytes).
        self.compression = compression

    # --- starting and stopping ---------------------------------------------------------------
    async def start(self, host: str = "127.0.0.1", port: int = 0) -> tuple[str, int]:
        """Resume the kept tables, then listen; the address actually bound."""
        if self.store is not None:
            self._lock = self.store.lock()
            tables, problems = self.store.load()
            for problem in problems:
                log.warning("table file set aside: %s", problem)
            for table in tables:
                self.tables[table.code] = table
                self.saved[table.code] = table.state_id
                self.quiet_since[table.code] = time.monotonic()
                log.info("%s resumed: %s, %s", table.code, table.spec.title, table.phase)
        self._server = await serve(self._handle, host, port, process_request=self._http,
                                   max_size=MAX_FRAME, max_queue=32, ping_interval=20,
                                   compression=self.compression,
                                   ping_timeout=20, logger=logging.getLogger("websockets"))
        for table in self.tables.values():
            self._schedule_bot(table)
        self._spawn(self._housekeeping())
        bound = self._server.sockets[0].getsockname()
        return str(bound[0]), int(bound[1])

    async def close(self) -> None:
        """Stop listening, close every connection and wait for the last table writes."""
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        loop = asyncio.get_running_loop()
        for writer in self._writers:
            await loop.run_in_executor(None, writer.shutdown, True)
        self._bot_pool.shutdown(wait=False, cancel_futures=True)
        if self._lock is not None:
            self._lock.release()

    def _spawn(self, coroutine: Any) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        if request.headers.get("Upgrade", "").lower() == "websocket":
            if not _same_origin(request):
                # A web page from elsewhere, in a player's browser, must not reach the tables
                # (Companions send no Origin; the table's own page has this server's).
                return connection.respond(HTTPStatus.FORBIDDEN,
                                          "Connections from other sites are refused\n")
            return None
        found = self.page(request.path) if self.page is not None else _plain_page(request.path)
        if found is None:
            return connection.respond(HTTPStatus.NOT_FOUND, "Not found\n")
        headers = [("Cache-Control", "no-cache"), ("ETag", found.etag), *SECURITY_HEADERS]
        if request.headers.get("If-None-Match") == found.etag:
            return Response(HTTPStatus.NOT_MODIFIED, "Not Modified", Headers(headers))
        return Response(HTTPStatus.OK, "OK", Headers([
            ("Content-Type", found.content_type), ("Content-Length", str(len(found.body))),
            *headers]), found.body)

    # --- connections ------------------------------------------------------------------------
    async def _handle(self, ws: ServerConnection) -> None:
        peer = ws.remote_address
        client = Client(ws, f"{peer[0]}:{peer[1]}" if peer else "?", rate=self.rate,
                        burst=self.burst, allowance=self.burst)
        writer = client.writer = self._spawn(self._write(client))
        try:
            if not await self._greet(client):
                return
            async for frame in ws:
                if not client.within_rate():
                    if client.struck() >= FLOOD_LIMIT:
                        await client.cut_off("too many messages")
                        return
                    self._refuse(client, "?", message(
                        "NetRefusal", "too many messages: at most {rate} a second").format(
                        rate=int(self.rate)))
                    continue
                self._receive(client, frame)
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()
            self._detach(client)

    async def _greet(self, client: Client) -> bool:
        """The first message must be a hello with this protocol's version."""
        try:
            frame = await asyncio.wait_for(client.ws.recv(), self.hello_timeout)
        except TimeoutError:
            await client.ws.close(1008, "say hello first")
            return False
        try:
            hello = read_client_message(frame)
        except DocumentError as error:
            self._refuse(client, "hello", str(error))
            await self._flush_and_close(client, 1008, "not a hello")
            return False
        if hello["type"] != "hello":
            self._refuse(client, hello["type"], message("NetRefusal", "say hello first"))
            await self._flush_and_close(client, 1008, "not a hello")
            return False
        if hello["protocol"] != PROTOCOL_VERSION:
            self._refuse(client, "hello", message(
                "NetRefusal", "this server speaks protocol version {version}, not "
                "{asked}").format(version=PROTOCOL_VERSION, asked=hello["protocol"]))
            await self._flush_and_close(client, 1002, "protocol version")
            return False
        log.debug("%s: %s", client.address, hello["client"] or "a client")
        client.device = hello["client"]
        self._send(client, "welcome", {"protocol": PROTOCOL_VERSION,
                                       "server": f"companion {__version__}",
                                       "games": [_game_info(spec) for spec in _games()]})
        return True

    async def _flush_and_close(self, client: Client, code: int, reason: str) -> None:
        while client.outbox:
            _, text = client.outbox.popleft()
            with contextlib.suppress(ConnectionClosed):
                await client.ws.send(text)
        await client.ws.close(code, reason)

    async def _write(self, client: Client) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await client.wake.wait()
                client.wake.clear()
                while client.outbox:
                    _, text = client.outbox.popleft()
                    await client.ws.send(text)

    def _send(self, client: Client, kind: str, body: dict[str, Any]) -> None:
        client.push(kind, dumps({"type": kind, **body}))

    def _refuse(self, client: Client, about: str, reason: Any,
                state_id: int | None = None) -> None:
        game = client.table.spec.name if client.table is not None else None
        body: dict[str, Any] = {"to": about, "reason": _encoded_message(reason, game)}
        if state_id is not None:
            body["state_id"] = state_id
        self._send(client, "refused", body)

    def _receive(self, client: Client, frame: str | bytes) -> None:
        try:
            request = read_client_message(frame)
        except DocumentError as error:
            self._refuse(client, _claimed_type(frame), str(error))
            return
        handler = getattr(self, f"_on_{request['type']}")
        try:
            handler(client, request)
        except Refusal as error:
            self._refuse(client, request["type"], reason_of(error), request.get("state_id"))
        except Exception:  # a bug must not take the other tables down with it
            log.exception("%s: %s failed", client.address, request["type"])
            self._refuse(client, request["type"], message(
                "NetRefusal", "the server could not do that (its log says why)"))

    def _detach(self, client: Client) -> None:
        table = client.table
        if table is None:
            return
        self.clients.get(table.code, set()).discard(client)
        if client.seat is not None:
            seat = table.seats[client.seat]
            seat.connections = max(0, seat.connections - 1)
            if seat.away and table.phase != LOBBY:
                log.info("%s: %s is away", table.code, seat.name)
                if table.drop_take_back_for(client.seat):
                    self._schedule_bot(table)
            self._status(table)
        if not self.clients.get(table.code):
            self.quiet_since[table.code] = time.monotonic()
        client.table, client.seat = None, None

    def _attach(self, client: Client, table: Table, seat: int | None) -> None:
        self._detach(client)
        client.table, client.seat = table, seat
        self._attachments += 1
        client.attached = self._attachments
        self.clients.setdefault(table.code, set()).add(client)
        self.quiet_since.pop(table.code, None)
        if seat is not None:
            table.seats[seat].connections += 1
        for line in table.chat:
            self._send(client, "chat", _chat_body(line))
        self._status(table, newcomer=client)
        self._send_view(client)
        self._send_record(client)

    # --- requests -----------------------------------------------------------------------------
    def _on_hello(self, client: Client, request: dict[str, Any]) -> None:
        raise Refusal(message("NetRefusal", "hello was already said"))

    def _on_create(self, client: Client, request: dict[str, Any]) -> None:
        if len(self.tables) >= MAX_TABLES or client.created >= MAX_CREATED:
            raise Refusal(message("NetRefusal", "this server has no room for another table"))
        spec = registry.find(request["game"])
        if spec is None:
            raise Refusal(message("NetRefusal", "there is no game called {game}").format(
                game=request["game"][:40]))
        code = new_code(frozenset(self.tables))
        table, host = Table.create(spec, code, request["seats"], request["variants"],
                                   request["pace"])
        self.tables[code] = table
        self.quiet_since[code] = time.monotonic()
        self._commit(table)
        client.created += 1
        log.info("%s created: %s, %d seats", code, spec.title, len(table.seats))
        self._send(client, "created", {"code": code, "host": host})

    def _find(self, code: str) -> Table:
        table = self.tables.get(normal_code(code))
        if table is None:
            raise Refusal(message("NetRefusal", "there is no table {code} on this server"
                                  ).format(code=normal_code(code)[:12]))
        return table

    def _on_join(self, client: Client, request: dict[str, Any]) -> None:
        table = self._find(request["code"])
        seat, token = table.join(request["name"], request["seat"])
        log.info("%s: %s took seat %d", table.code, request["name"], seat + 1)
        self._commit(table, broadcast=False)
        self._send(client, "seated", {"code": table.code, "seat": seat, "token": token,
                                      "name": table.seats[seat].name})
        self._attach(client, table, seat)

    def _on_resume(self, client: Client, request: dict[str, Any]) -> None:
        token = request["token"]
        table = next((t for t in self.tables.values() if t.seat_of(token) is not None
                      or digest(token) in t.removed), None)
        if table is None:
            raise Refusal(message("NetRefusal", "no table on this server holds that token"))
        held = table.seat_of(token)
        stood_in = held is not None and table.decider(held) is not None
        seat = table.claim(token)
        for other in list(self.clients.get(table.code, ())):
            if other.seat == seat and other is not client:  # the newest connection wins
                self._send(other, "left", {"reason": _encoded_message(message(
                    "NetRefusal", "this seat is now played from another connection"))})
                self._detach(other)
                self._spawn(other.ws.close(1000, "seat taken over"))
        log.info("%s: %s is back", table.code, table.seats[seat].name)
        self._send(client, "seated", {"code": table.code, "seat": seat,
                                      "token": request["token"],
                                      "name": table.seats[seat].name})
        self._attach(client, table, seat)
        if stood_in:  # the seat's decisions are its player's again: they get the legal actions
            self._commit(table)

    def _on_spectate(self, client: Client, request: dict[str, Any]) -> None:
        table = self._find(request["code"])
        watching = sum(1 for c in self.clients.get(table.code, ()) if c.seat is None)
        if watching >= MAX_WATCHERS:
            raise Refusal(message("NetRefusal", "this table has as many onlookers as it can "
                                  "take"))
        self._send(client, "watching", {"code": table.code})
        self._attach(client, table, None)

    def _seated(self, client: Client, token: str | None = None) -> tuple[Table, int]:
        table, seat = client.table, client.seat
        if table is None or seat is None:
            raise Refusal(message("NetRefusal", "join a table first"))
        if token is not None and table.seat_of(token) != seat:
            raise Refusal(message("NetRefusal", "that token is not this connection's seat"))
        return table, seat

    def _on_act(self, client: Client, request: dict[str, Any]) -> None:
        table, seat = self._seated(client, request["token"])
        table.act(seat, request["state_id"], request["action"])
        self._commit(table)

    def _on_chat(self, client: Client, request: dict[str, Any]) -> None:
        table = client.table
        if table is None:
            raise Refusal(message("NetRefusal", "join a table first"))
        seat = client.seat
        if seat is None:
            raise Refusal(message("NetRefusal", "only the players at the table chat"))
        line = table.say(seat, table.seats[seat].name, request["text"])
        for other in self.clients.get(table.code, ()):
            self._send(other, "chat", _chat_body(line))

    def _on_leave(self, client: Client, request: dict[str, Any]) -> None:
        table, seat = client.table, client.seat
        self._detach(client)
        if table is not None and seat is not None:
            log.info("%s: %s left", table.code, table.seats[seat].name)
            table.leave(seat)
            self._commit(table)
        self._send(client, "left", {"reason": _encoded_message(message(
            "NetRefusal", "you left the table"))})

    def _hosted(self, client: Client, request: dict[str, Any]) -> Table:
        """The table whose host token the request carries (the connection's own first)."""
        token = request["host"]
        ordered = ([client.table] if client.table is not None else []) + list(
            self.tables.values())
        table = next((t for t in ordered if t.is_host(token)), None)
        if table is None:
            raise Refusal(message("NetRefusal", "only the table's host may do that"))
        if client.table is None:  # a host who does not sit at the table watches it
            self._send(client, "watching", {"code": table.code})
            self._attach(client, table, None)
        return table

    def _on_start(self, client: Client, request: dict[str, Any]) -> None:
        table = self._hosted(client, request)
        table.start()
        log.info("%s: game %d started", table.code, table.number)
        self._commit(table)

    def _on_seat(self, client: Client, request: dict[str, Any]) -> None:
        table = self._hosted(client, request)
        table.set_bot(request["seat"], request["bot"])
        log.info("%s: seat %d → %s", table.code, request["seat"] + 1,
                 request["bot"] or "its player")
        self._commit(table)

    def _on_remove(self, client: Client, request: dict[str, Any]) -> None:
        table = self._hosted(client, request)
        seat = request["seat"]
        name = table.seats[seat].name if seat < len(table.seats) else "?"
        table.remove(seat)
        log.info("%s: the host removed %s", table.code, name)
        for other in list(self.clients.get(table.code, ())):
            if other.seat == seat:
                self._send(other, "left", {"reason": _encoded_message(message(
                    "NetRefusal", "the host has taken this seat from you"))})
                self._detach(other)
        self._commit(table)

    def _on_take_back(self, client: Client, request: dict[str, Any]) -> None:
        table, seat = self._seated(client, request["token"])
        done = table.ask_take_back(seat)
        log.info("%s: %s asks to take back", table.code, table.seats[seat].name)
        self._commit(table) if done else self._status(table)

    def _on_answer(self, client: Client, request: dict[str, Any]) -> None:
        table, seat = self._seated(client, request["token"])
        done = table.answer_take_back(seat, request["agree"])
        if done:
            log.info("%s: a decision was taken back", table.code)
            self._commit(table)
        else:
            self._status(table)

    def _on_rematch(self, client: Client, request: dict[str, Any]) -> None:
        """A player at the table, or its host, starts the next game."""
        token, table = request["token"], client.table
        if table is None or not (table.is_host(token) or (
                client.seat is not None and table.seat_of(token) == client.seat)):
            raise Refusal(message("NetRefusal", "only the table's players or its host start a "
                                  "rematch"))
        table.rematch()
        log.info("%s: rematch, game %d", table.code, table.number)
        self._commit(table)

    # --- telling everyone -----------------------------------------------------------------------
    def _commit(self, table: Table, broadcast: bool = True) -> None:
        """Save the table, then (once it is on disk) send everyone its new views."""
        self._schedule_bot(table)
        if self.store is None:
            self.saved[table.code] = table.state_id
            if broadcast:
                self._broadcast(table)
            return
        encoded = compact_json(table_to_json(table))
        finished = table.number if table.phase == OVER else None
        state_id = table.state_id
        future = asyncio.get_running_loop().run_in_executor(
            self._writer(table.code), self.store.write, table.code, encoded, finished)
        future.add_done_callback(lambda done: self._saved(table, state_id, done, broadcast))

    def _writer(self, code: str) -> ThreadPoolExecutor:
        """The one thread that writes this table's files (so they are written in order)."""
        return self._writers[hash(code) % len(self._writers)]

    def _saved(self, table: Table, state_id: int, done: Any, broadcast: bool) -> None:
        error = done.exception() if not done.cancelled() else None
        if error is not None:
            log.error("%s: could not save the table: %s", table.code, error)
        self.saved[table.code] = max(self.saved.get(table.code, 0), state_id)
        if broadcast and self.tables.get(table.code) is table:
            self._broadcast(table)

    def _broadcast(self, table: Table) -> None:
        if self.saved.get(table.code, 0) < table.state_id:
            return  # a newer decision is being written: its views go out when it is on disk
        self._status(table)
        if table.match is None:  # the lobby: no game to show yet
            return
        views: dict[int | None, str] = {}
        public: list[str] = []  # every seat's message holds the public view: written once
        for client in self.clients.get(table.code, ()):
            if client.seat not in views:
                views[client.seat] = _view_text(table, client.seat, public)
            client.push("view", views[client.seat])
            self._send_record(client)

    def _send_record(self, client: Client) -> None:
        """Once a game is over its record is no secret: sent once to each connection."""
        table = client.table
        if (table is not None and table.phase == OVER and table.match is not None
                and (table.code, table.number) not in client.records_sent):
            client.records_sent.add((table.code, table.number))
            self._send(client, "record", {"number": table.number,
                                          "record": table.match.record.to_json()})

    def _status(self, table: Table, newcomer: Client | None = None) -> None:
        """The table's seats and phase, to everyone at it when they changed, and to a
        ``newcomer`` in any case."""
        text = dumps(_status_body(table, self._devices(table)))
        if self._told_status.get(table.code) != text:
            self._told_status[table.code] = text
            for client in self.clients.get(table.code, ()):
                client.push("table", text)
            if self.on_tables_changed is not None:
                self.on_tables_changed()
        elif newcomer is not None:
            newcomer.push("table", text)

    def _devices(self, table: Table) -> dict[int, str]:
        """Each seat played now: what the newest connection on it said it is in its hello."""
        devices: dict[int, str] = {}
        for client in sorted(self.clients.get(table.code, ()), key=lambda c: c.attached):
            if client.seat is not None:
                devices[client.seat] = client.device
        return devices

    def _send_view(self, client: Client) -> None:
        table = client.table
        if table is not None and table.match is not None:
            client.push("view", _view_text(table, client.seat))

    # --- bots ------------------------------------------------------------------------------------
    def _schedule_bot(self, table: Table) -> None:
        if table.code in self._bots_running:
            return
        turn = table.bot_turn()
        if turn is None:
            return
        self._bots_running.add(table.code)
        self._spawn(self._think(table, turn))

    async def _think(self, table: Table, turn: BotTurn) -> None:
        loop = asyncio.get_running_loop()
        started = loop.time()
        try:
            for client in self.clients.get(table.code, ()):
                self._send(client, "thinking", {"seat": turn.seat})
            action = await loop.run_in_executor(self._bot_pool, turn.bot.choose, turn.view,
                                                list(turn.legal))
            pace = min(QUIET_PACE, table.pace) if table.is_quiet(action) else table.pace
            await asyncio.sleep(max(0.0, pace / 1000 - (loop.time() - started)))
        finally:
            self._bots_running.discard(table.code)
        if self.tables.get(table.code) is table and table.bot_played(turn, action):
            self._commit(table)
        else:
            self._schedule_bot(table)

    async def _housekeeping(self) -> None:
        """Forget finished and abandoned tables nobody has been at for a while."""
        while True:
            await asyncio.sleep(60)
            now = time.monotonic()
            for code, since in list(self.quiet_since.items()):
                table = self.tables.get(code)
                if table is None:
                    self.quiet_since.pop(code, None)
                elif table.phase in (OVER, LOBBY) and now - since > IDLE_TABLE:
                    del self.tables[code]
                    self.quiet_since.pop(code, None)
                    if self.store is not None:
                        self._writer(code).submit(self.store.discard, code)
                    log.info("%s closed (nobody there)", code)


def _plain_page(target: str) -> WebFile | None:
    """What a server without pages answers at ``/``: what it is, in one line."""
    if urlsplit(target).path not in ("/", "/index.html"):
        return None
    return WebFile("text/plain; charset=utf-8", (
        f"Companion {__version__} table server. Join a table from the Companion app (New game "
        "→ Play over the network → Join).\n").encode())


def _same_origin(request: Request) -> bool:
    """Whether a WebSocket request comes from no web page, or from one this server served."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    return urlsplit(origin).netloc.lower() == request.headers.get("Host", "").lower()


def _claimed_type(frame: str | bytes) -> str:
    """The type a malformed frame says it is, if it says one we know (else "?")."""
    if isinstance(frame, str) and len(frame) <= 16 * 1024:
        with contextlib.suppress(ValueError, RecursionError):
            data = json.loads(frame)
            kind = data.get("type") if isinstance(data, dict) else None
            if isinstance(kind, str) and kind in CLIENT_MESSAGES:
                return kind
    return "?"


def _games() -> list[GameSpec]:
    return [spec for spec in registry.games() if spec.playable]


def _game_info(spec: GameSpec) -> dict[str, Any]:
    return {"name": spec.name, "title": spec.title, "players": [spec.min_players,
                                                                 spec.max_players],
            "variants": list(spec.variants), "bots": list(spec.bots),
            "levels": [{"label": level.label, "bot": level.bot,
                        "description": _encoded_message(level.description)}
                       for level in spec.levels]}


def _chat_body(line: ChatLine) -> dict[str, Any]:
    return {"seat": line.seat, "name": line.name, "text": line.text}


def _status_body(table: Table, devices: dict[int, str]) -> dict[str, Any]:
    """The ``table`` message; ``devices``: what plays each seat now (a seat not in it: none)."""
    asked = table.take_back
    return {
        "type": "table", "code": table.code, "game": table.spec.name,
        "title": table.spec.title, "variants": sorted(table.variants), "phase": table.phase,
        "number": table.number, "pace": table.pace,
        "seats": [{"seat": i, "name": s.name, "kind": s.kind, "bot": s.bot,
                   "connected": s.connections > 0, "device": devices.get(i, "")}
                  for i, s in enumerate(table.seats)],
        "take_back": None if asked is None else {"seat": asked.seat,
                                                 "waiting": table.waiting_for()},
    }


def _view_text(table: Table, seat: int | None, public: list[str] | None = None) -> str:
    """The ``view`` message for a seat (or a spectator): only what that seat may know.

    ``public`` keeps the public view's JSON between the calls of one broadcast (every seat's
    message carries it, and a spectator's view is it). The text is what ``dumps`` writes for
    the whole message; the views are written by ``Vocabulary.text`` and set in place.
    """
    match = table.match
    assert match is not None
    state = match.state
    words = vocabulary(table.spec.name)
    mover = state.to_move
    mine = (seat is not None and mover == seat and table.phase == PLAYING
            and table.decider(seat) is None)
    over = state.is_over()
    result = None
    if over:
        outcome = state.result()
        result = {"winners": sorted(outcome.winners),
                  "scores": list(outcome.scores) if outcome.scores is not None else None}
    if public is None:
        public = []
    if not public:
        public.append(words.text(state.view(None)))
    head = dumps({
        "type": "view", "state_id": table.state_id, "number": table.number, "seat": seat,
        "to_move": mover, "over": over, "result": result,
        "legal": [str(action) for action in state.legal_actions()] if mine else [],
    })
    # The head's closing brace gives way to the views, in the order the keys were always
    # written: "view", then (for a seat) "public".
    if seat is None:
        return f'{head[:-1]},"view":{public[0]}}}'
    return f'{head[:-1]},"view":{words.text(state.view(seat))},"public":{public[0]}}}'
