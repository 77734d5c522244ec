"""Network tables under load: K four-seat tables, every seat a real WebSocket client playing a bot.

The table server (``companion.net.server.TableServer``, saving its tables as it does in use)
runs in its own process, pinned to one core, on 127.0.0.1 with a port the OS chooses. The
clients run in other processes pinned to the other cores; all four clients of a table live in
the same client process, so that a round trip is timed on one clock. Each table is created
through the protocol (``create``, four open seats, ``pace`` 0), its four clients join and the
host starts it. A client whose view asks it to decide decodes its view as ``TableClient`` does
(the game's values, by the game's vocabulary), lets its ``heuristic`` bot choose among the legal
actions, waits out a human-ish think time (``--think`` ± ``--jitter``) and sends ``act``. A
finished game is followed by a rematch (sent by seat 0 after a think time), so tables play game
after game until the measurement window ends.

Figures, over the window after a warm-up:

- round trip of an action: from the acting client's ``act`` to the moment the last of the
  table's four clients has the ``view`` with the new ``state_id`` (p50/p95/p99/max);
- the server's CPU (% of its one core) and actions/s; "tables per core" is K divided by that
  share, i.e. how many tables at this think time one core would carry if cost stays linear
  (``--think 0`` instead saturates the core and measures queueing);
- memory: the server's RSS before any table, with the K tables in play, and after 4K more
  connections that only spectate (with the tables paused): the spectators' growth over 4K is
  one connection's cost; a table's own cost is the in-play growth over K minus four
  connections.

The clients share the machine with the server: their CPU and how late their loops run are
reported, and so is what other processes took meanwhile (a busy machine stretches the round
trips). To keep the one client core from being the bottleneck, a client reads a view it does not
act on only up to its "view" key (enough to see the ``state_id``), and the one deciding decodes
only its own view (not the message's checks nor its public view); ``--full-decode`` makes every
client check and decode every message as the app does (``TableClient.receive``), which costs
the client core several times more.

Usage: python benchmarks/net_tables.py [--tables K] [--seconds S] [--think T] [--game coup]
       [--no-store] [--profile FILE] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import multiprocessing
import os
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from websockets.exceptions import ConnectionClosed

from companion.core import registry
from companion.core.bots import Bot
from companion.net.client import TableClient
from companion.net.protocol import read_server_message
from companion.net.serve import GC_THRESHOLD
from companion.net.server import BURST, RATE, WRITER_THREADS, TableServer
from companion.net.store import TableStore
from companion.net.wire import vocabulary

HOST = "127.0.0.1"  # loopback only: the benchmark sends nothing to any other address
SEATS = 4
TARGET_TABLES, TARGET_P99_MS = 200, 50.0
# A client sends at most this often: the server refuses frames beyond RATE a second (and closes
# a connection that keeps trying), so even --think 0 stays inside its limit.
SEND_SPACING = 1.0 / (RATE * 0.9)
SETUP_AT_ONCE = 16  # tables being set up at the same time, so handshakes do not pile up
FRAME_WAIT = 2.0  # s a listening client waits for a frame before it looks at the clock again
STALLED_AFTER = 30.0  # s without a new state before a playing table counts as stalled
ANSWER_TIMEOUT = 60.0  # s the conductor waits for any process to answer a command


class BenchError(Exception):
    """The benchmark cannot go on (a process did not start or answer in time)."""


# --- processes and their figures ---------------------------------------------------------------
def _pin(cores: set[int]) -> None:
    if hasattr(os, "sched_setaffinity") and cores:
        os.sched_setaffinity(0, cores)


def _allow_files(count: int) -> None:
    """Raise this process's open-file limit to ``count`` where the hard limit allows: every
    connection is a socket."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < count:
        limit = count if hard == resource.RLIM_INFINITY else min(count, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))


def rss_kib(pid: int) -> int:
    """Resident memory of a process (VmRSS), KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise BenchError(f"no VmRSS for process {pid}")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (all its threads), seconds."""
    text = Path(f"/proc/{pid}/stat").read_text()
    fields = text[text.rindex(")") + 2:].split()  # the name may hold spaces: skip past it
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def core_busy() -> dict[str, float]:
    """CPU seconds each core has run something since boot (user, nice, system, interrupts),
    and (as "steal") those the virtual machine's host gave to someone else."""
    tick = os.sysconf("SC_CLK_TCK")
    busy: dict[str, float] = {"steal": 0.0}
    for line in Path("/proc/stat").read_text().splitlines():
        name, *counts = line.split()
        if name.startswith("cpu") and name != "cpu":
            user, nice, system, _idle, _wait, irq, softirq, steal = map(int, counts[:8])
            busy[name[3:]] = (user + nice + system + irq + softirq) / tick
            busy["steal"] += steal / tick
    return busy


def _answer(conn: Connection, timeout: float, what: str) -> Any:
    if not conn.poll(timeout):
        raise BenchError(f"no answer within {timeout:.0f} s: {what}")
    return conn.recv()


async def _commands(conn: Connection) -> asyncio.Queue[Any]:
    """The conductor's commands as an asyncio queue (the pipe is watched by the loop itself,
    so no thread competes with the measured work)."""
    queue: asyncio.Queue[Any] = asyncio.Queue()

    def readable() -> None:
        try:
            queue.put_nowait(conn.recv())
        except EOFError:  # the conductor is gone: stop as if told to
            asyncio.get_running_loop().remove_reader(conn.fileno())
            queue.put_nowait(("close",))

    asyncio.get_running_loop().add_reader(conn.fileno(), readable)
    return queue


class LoopLag:
    """How late a loop wakes for a timer: a loop busy with other work (or a process waiting for
    its core) delays every frame it should read or write by as much."""

    TICK = 0.02

    def __init__(self) -> None:
        self.counting = False
        self.lags_us: list[int] = []

    async def watch(self) -> None:
        loop = asyncio.get_running_loop()
        while True:  # ends with its loop (the task is cancelled)
            asked = loop.time() + self.TICK
            await asyncio.sleep(self.TICK)
            if self.counting:
                self.lags_us.append(int((loop.time() - asked) * 1e6))

    def report(self) -> dict[str, float]:
        lags = sorted(self.lags_us)
        return {name: round(percentile(lags, share) / 1000, 2)
                for name, share in (("p50", 0.5), ("p99", 0.99), ("max", 1.0))}


def percentile(values: list[int], share: float) -> float:
    """Nearest-rank percentile of sorted ``values``."""
    if not values:
        return float("nan")
    rank = max(0, min(len(values) - 1, int(share * len(values) + 0.5) - 1))
    return float(values[rank])


# --- the server process ------------------------------------------------------------------------
class SaveDelays:
    """The server's own view of saving: from a decision's commit to its save's callback on the
    loop (the write on its thread, fsync included, and the way back), which its views wait
    for. Measured by wrapping the two methods; what they do is unchanged."""

    def __init__(self, server: TableServer) -> None:
        self.counting = False
        self.delays_us: list[int] = []
        self.started: dict[tuple[str, int], int] = {}
        commit, saved = server._commit, server._saved

        def timed_commit(table: Any, broadcast: bool = True) -> None:
            self.started[table.code, table.state_id] = time.perf_counter_ns()
            commit(table, broadcast)

        def timed_saved(table: Any, state_id: int, done: Any, broadcast: bool) -> None:
            started = self.started.pop((table.code, state_id), None)
            if started is not None and self.counting:
                self.delays_us.append((time.perf_counter_ns() - started) // 1000)
            saved(table, state_id, done, broadcast)

        server._commit = timed_commit  # type: ignore[method-assign]
        server._saved = timed_saved  # type: ignore[method-assign]

    def report(self) -> dict[str, float]:
        delays = sorted(self.delays_us)
        return {name: round(percentile(delays, share) / 1000, 2)
                for name, share in (("p50", 0.5), ("p99", 0.99), ("max", 1.0))}


class GcPauses:
    """The server's garbage collections over the window: a full collection stops the loop for
    as long as it walks every object, which a round trip then waits out."""

    def __init__(self) -> None:
        self.counting = False
        self.started = 0
        self.pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}

    def seen(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self.started = time.perf_counter_ns()
        elif self.counting:
            self.pauses[info["generation"]].append((time.perf_counter_ns() - self.started) / 1e6)

    def report(self) -> dict[str, Any]:
        figures: dict[str, Any] = {
            str(generation): {"count": len(times), "total_ms": round(sum(times), 1),
                              "max_ms": round(max(times, default=0.0), 1)}
            for generation, times in self.pauses.items()}
        # What a full collection walks (the frozen ones it does not).
        figures["tracked"] = len(gc.get_objects())
        figures["frozen"] = gc.get_freeze_count()
        return figures


def serve(conn: Connection, core: int, game: str, store: bool, writers: int,
          compression: bool, gc_options: tuple[bool, int | None], profile: str | None,
          lifetime: float, files: int) -> None:
    _pin({core})
    _allow_files(files)
    # Build what every table shares before the first memory reading, so that it is not
    # charged to the tables: the game's registration, its wire vocabulary, its bots.
    spec = registry.get(game)
    vocabulary(game)
    spec.bot("heuristic", 0)
    freeze, threshold = gc_options
    if threshold is not None:
        gc.set_threshold(threshold, *gc.get_threshold()[1:])
    profiler = None
    if profile is not None:
        import cProfile
        profiler = cProfile.Profile()
    pauses = GcPauses()
    gc.callbacks.append(pauses.seen)
    with tempfile.TemporaryDirectory(prefix="net-tables-") as folder:
        server = TableServer(store=TableStore(folder) if store else None,
                             writer_threads=writers,
                             compression="deflate" if compression else None)
        saves = SaveDelays(server)
        lag = LoopLag()

        async def run() -> None:
            commands = await _commands(conn)
            watcher = asyncio.get_running_loop().create_task(lag.watch())
            host, port = await server.start(HOST, 0)
            gc.freeze()  # as companion serve does once it has started
            conn.send(("listening", host, port))
            # Bounded: the conductor says stop, or the process ends itself after its lifetime
            # (a conductor that died must not leave a server behind).
            deadline = asyncio.get_running_loop().time() + lifetime
            while True:
                left = deadline - asyncio.get_running_loop().time()
                try:
                    command = await asyncio.wait_for(commands.get(), max(0.0, left))
                except TimeoutError:
                    print("server: no stop after its lifetime, stopping", file=sys.stderr)
                    break
                # cProfile sees only this thread (the loop), not the table writer's.
                if command[0] == "profile":
                    if freeze:  # diagnostic only: cyclic garbage among these would never go
                        gc.freeze()
                    pauses.counting = saves.counting = lag.counting = True
                    if profiler is not None:
                        profiler.enable()
                elif command[0] == "unprofile":
                    pauses.counting = saves.counting = lag.counting = False
                    conn.send(("figures", {"gc": pauses.report(), "saves_ms": saves.report(),
                                           "loop_lag_ms": lag.report()}))
                    if profiler is not None:
                        profiler.disable()
                        profiler.dump_stats(str(profile))
                elif command[0] in ("stop", "close"):
                    break
            watcher.cancel()
            await server.close()

        asyncio.run(run())
    conn.send(("stopped",))


# --- the client processes -----------------------------------------------------------------------
class BenchClient(TableClient):
    """A ``TableClient`` that can also take a frame as it came, without checking it: a client
    that does not decide only needs to see the ``state_id``."""

    async def frame(self, timeout: float) -> str:
        assert self.ws is not None
        frame = await asyncio.wait_for(self.ws.recv(), timeout)
        return frame if isinstance(frame, str) else frame.decode()

    def read(self, frame: str) -> dict[str, Any]:
        """The frame checked and decoded, exactly as ``receive`` does."""
        return read_server_message(frame, self._messages())

    def own_view(self, frame: str) -> Any:
        """The seat's own view as the game's values, decoded by the vocabulary as ``receive``
        decodes it; the rest of the message (its public view doubles the work) is left
        unchecked, as a bot deciding needs only this."""
        assert self.game is not None
        problems: list[str] = []
        view = vocabulary(self.game).decode(json.loads(frame)["view"], "view", problems)
        if problems:
            raise BenchError(f"the server sent a view that does not read: {problems[0]}")
        return view


def glance(frame: str) -> dict[str, Any]:
    """A frame's message without its views: for a ``view``, only the JSON before its "view"
    key (``state_id``, ``over``, ``legal``...), which is all a client that does not decide
    looks at. The server writes "view" after those keys, and ``,"view":`` cannot occur inside
    a JSON string (a quote there is escaped). Reading whole views for all four seats would
    cost the one client core more than the server spends on them."""
    if frame.startswith('{"type":"view",'):
        end = frame.find(',"view":')
        if end > 0:
            return dict(json.loads(frame[:end] + "}"))
    return dict(json.loads(frame))


@dataclass
class Seat:
    index: int
    client: BenchClient
    bot: Bot
    token: str = ""
    next_send: float = 0.0  # loop time before which this connection sends nothing


@dataclass
class Pending:
    """An action on its way: the state it makes, when it was sent, who has not seen it yet."""

    state_id: int
    sent_ns: int
    waiting: set[int]
    measured: bool


@dataclass
class BenchTable:
    code: str
    host: str
    seats: list[Seat]
    pending: Pending | None = None
    state_id: int = 0
    number: int = 0  # the game being played, as the views say
    progress: float = 0.0  # loop time of the last new state
    over_seen: set[int] = field(default_factory=set)  # game numbers counted as finished


@dataclass
class Tally:
    round_trips_us: list[int] = field(default_factory=list)
    actions: int = 0
    games: int = 0
    refusals: int = 0
    paced: int = 0  # sends delayed to stay inside the server's rate limit
    reasons: list[str] = field(default_factory=list)


class Players:
    """One client process: its tables, their seats, and what it measured."""

    def __init__(self, port: int, tables: int, first: int, options: dict[str, Any]) -> None:
        self.url = f"ws://{HOST}:{port}"
        self.count, self.first = tables, first
        self.game: str = options["game"]
        self.spec = registry.get(self.game)
        self.think: float = options["think"]
        self.jitter: float = options["jitter"]
        self.full_decode: bool = options["full_decode"]
        self.rng = random.Random(options["seed"] * 1_000_003 + first)
        self.seed: int = options["seed"]
        self.tables: list[BenchTable] = []
        self.spectators: list[BenchClient] = []
        self.tally = Tally()
        self.measuring = False
        self.paused = False
        self.closing = False
        self.tasks: set[asyncio.Task[Any]] = set()

    def spawn(self, coroutine: Any) -> None:
        task = asyncio.get_running_loop().create_task(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    # --- setting up -------------------------------------------------------------------------
    async def seat_table(self, number: int, gate: asyncio.Semaphore) -> None:
        async with gate:
            seats = [Seat(i, BenchClient(self.url), self.spec.bot(
                "heuristic", self.seed * 7919 + number * SEATS + i)) for i in range(SEATS)]
            for seat in seats:
                await seat.client.open()
            host = seats[0].client
            await host.send("create", game=self.game, seats=[{"kind": "open"}] * SEATS,
                            pace=0)
            created = await host.receive_until("created")
            for seat in seats:
                await seat.client.send("join", code=created["code"], name=f"P{seat.index}")
                seated = await seat.client.receive_until("seated")
                seat.token = seated["token"]
                seat.client.game = self.game
            table = BenchTable(created["code"], created["host"], seats,
                               progress=asyncio.get_running_loop().time())
            self.tables.append(table)
            for seat in seats:
                self.spawn(self.listen(table, seat))
            await host.send("start", host=table.host)

    async def set_up(self, limit: float) -> None:
        gate = asyncio.Semaphore(SETUP_AT_ONCE)
        await asyncio.wait_for(asyncio.gather(*(
            self.seat_table(self.first + n, gate) for n in range(self.count))), limit)

    # --- playing ----------------------------------------------------------------------------
    async def listen(self, table: BenchTable, seat: Seat) -> None:
        loop = asyncio.get_running_loop()
        while not self.closing:
            try:
                frame = await seat.client.frame(FRAME_WAIT)
            except TimeoutError:
                continue  # nothing for a while: look at the closing flag again
            except ConnectionClosed:
                return
            message = seat.client.read(frame) if self.full_decode else glance(frame)
            now = time.perf_counter_ns()
            kind = message["type"]
            if kind == "view":
                self.viewed(table, seat, message, frame, now, loop.time())
            elif kind == "refused":
                self.tally.refusals += 1
                if len(self.tally.reasons) < 5:
                    self.tally.reasons.append(str(message["reason"])[:120])
                if message["to"] == "act":
                    table.pending = None

    def viewed(self, table: BenchTable, seat: Seat, message: dict[str, Any], frame: str,
               now_ns: int, now: float) -> None:
        state_id: int = message["state_id"]
        if state_id > table.state_id:
            table.state_id, table.progress = state_id, now
        pending = table.pending
        if pending is not None and state_id >= pending.state_id:
            pending.waiting.discard(seat.index)
            if not pending.waiting:
                if pending.measured:
                    self.tally.round_trips_us.append((now_ns - pending.sent_ns) // 1000)
                table.pending = None
        table.number = message["number"]
        if message["over"]:
            if message["number"] not in table.over_seen:
                table.over_seen.add(message["number"])
                self.tally.games += self.measuring
                self.spawn(self.rematch(table, table.seats[0], now))
        elif message["legal"]:
            self.spawn(self.decide(table, seat, message, frame, now))

    def think_time(self) -> float:
        return max(0.0, self.think * (1 + self.jitter * self.rng.uniform(-1, 1)))

    async def wait_to_send(self, seat: Seat, received: float) -> bool:
        """Sleep out the think time (and the rate limit); False if the table is paused."""
        loop = asyncio.get_running_loop()
        ready = received + self.think_time()
        if seat.next_send > ready:
            self.tally.paced += 1
            ready = seat.next_send
        await asyncio.sleep(max(0.0, ready - loop.time()))
        seat.next_send = loop.time() + SEND_SPACING
        return not (self.paused or self.closing)

    async def decide(self, table: BenchTable, seat: Seat, message: dict[str, Any], frame: str,
                     received: float) -> None:
        view = message["view"] if self.full_decode else seat.client.own_view(frame)
        parse = self.spec.parse_action
        assert parse is not None
        legal = [parse(text) for text in message["legal"]]
        action = seat.bot.choose(view, legal)
        if not await self.wait_to_send(seat, received):
            return
        if table.state_id != message["state_id"]:
            return  # the table moved on meanwhile (cannot happen without bots, but be sure)
        table.pending = Pending(message["state_id"] + 1, time.perf_counter_ns(),
                                set(range(SEATS)), self.measuring)
        self.tally.actions += self.measuring
        with contextlib.suppress(Exception):  # a closed connection ends its listener
            await seat.client.send("act", token=seat.token, state_id=message["state_id"],
                                   action=str(action))

    async def rematch(self, table: BenchTable, seat: Seat, received: float) -> None:
        if await self.wait_to_send(seat, received):
            with contextlib.suppress(Exception):
                await seat.client.send("rematch", token=seat.token)

    # --- memory: connections that only watch --------------------------------------------------
    async def spectate(self, per_table: int, limit: float) -> int:
        gate = asyncio.Semaphore(SETUP_AT_ONCE * SEATS)

        async def watch(table: BenchTable) -> None:
            async with gate:
                client = BenchClient(self.url)
                await client.open()
                await client.send("spectate", code=table.code)
                await client.receive_until("watching")
                self.spectators.append(client)
                self.spawn(self.drain(client))

        await asyncio.wait_for(asyncio.gather(*(
            watch(table) for table in self.tables for _ in range(per_table))), limit)
        return len(self.spectators)

    async def drain(self, client: BenchClient) -> None:
        """Read what a spectator is sent, so that the server never waits on it."""
        while not self.closing:
            try:
                await client.frame(FRAME_WAIT)
            except TimeoutError:
                continue
            except ConnectionClosed:
                return

    async def close(self) -> None:
        self.closing = True
        clients = [seat.client for table in self.tables for seat in table.seats]
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(
                *(client.close() for client in clients + self.spectators),
                return_exceptions=True), 20)
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)

    def report(self) -> dict[str, Any]:
        now = asyncio.get_running_loop().time()
        stalled = sum(1 for table in self.tables if now - table.progress > STALLED_AFTER)
        return {"round_trips_us": self.tally.round_trips_us, "actions": self.tally.actions,
                "games": self.tally.games, "refusals": self.tally.refusals,
                "reasons": self.tally.reasons, "paced": self.tally.paced, "stalled": stalled,
                "tables": len(self.tables)}


def play(conn: Connection, cores: set[int], port: int, tables: int, first: int,
         options: dict[str, Any]) -> None:
    _pin(cores)
    _allow_files(tables * SEATS * 3 + 64)
    players = Players(port, tables, first, options)
    lag = LoopLag()

    async def run() -> None:
        commands = await _commands(conn)
        watcher = asyncio.get_running_loop().create_task(lag.watch())
        try:
            await players.set_up(options["setup_timeout"])
        except Exception as error:
            conn.send(("failed", f"setting up tables: {error!r}"))
            await players.close()
            return
        conn.send(("ready", len(players.tables)))
        # Bounded: every command comes within the conductor's timeouts, or this process ends.
        while True:
            try:
                command = await asyncio.wait_for(commands.get(), options["lifetime"])
            except TimeoutError:
                print("clients: the conductor went quiet, stopping", file=sys.stderr)
                break
            if command[0] == "measure":
                players.measuring = lag.counting = True
            elif command[0] == "stop":
                players.measuring, players.paused, lag.counting = False, True, False
                conn.send(("report", players.report() | {"loop_lag_ms": lag.report()}))
            elif command[0] == "spectate":
                try:
                    count = await players.spectate(command[1], options["setup_timeout"])
                    conn.send(("spectating", count))
                except Exception as error:
                    conn.send(("failed", f"spectating: {error!r}"))
            elif command[0] == "close":
                break
        watcher.cancel()
        await players.close()

    asyncio.run(run())
    conn.send(("closed",))


# --- the conductor ------------------------------------------------------------------------------
@dataclass
class Process:
    process: multiprocessing.process.BaseProcess
    conn: Connection

    @property
    def pid(self) -> int:
        assert self.process.pid is not None
        return self.process.pid


def conduct(args: argparse.Namespace) -> dict[str, Any]:
    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else [0]
    server_core = args.server_core if args.server_core is not None else cores[0]
    client_cores = {c for c in cores if c != server_core} or {server_core}
    _pin(client_cores)  # the conductor mostly sleeps, but not on the server's core
    context = multiprocessing.get_context("spawn")  # a fresh interpreter: its RSS is its own
    lifetime = args.setup_timeout * 3 + args.warmup + args.seconds + 120
    started: list[Process] = []

    def start(target: Any, *extra: Any) -> Process:
        ours, theirs = context.Pipe()
        process = context.Process(target=target, args=(theirs, *extra), daemon=True)
        process.start()
        theirs.close()
        started.append(Process(process, ours))
        return started[-1]

    try:
        server = start(serve, server_core, args.game, not args.no_store, args.writer_threads,
                       not args.no_compression, (args.gc_freeze, args.gc_threshold),
                       args.profile, lifetime,
                       args.tables * SEATS * 3 + 64)
        _, host, port = _answer(server.conn, 60, "the server did not start")
        if host != HOST:
            raise BenchError(f"the server listens on {host}, not {HOST}")
        time.sleep(0.5)
        rss_empty = rss_kib(server.pid)

        processes = max(1, min(args.client_processes or len(client_cores), args.tables))
        options = {"game": args.game, "think": args.think, "jitter": args.jitter,
                   "full_decode": args.full_decode, "seed": args.seed,
                   "setup_timeout": args.setup_timeout, "lifetime": lifetime}
        clients: list[Process] = []
        first = 0
        for index in range(processes):
            share = args.tables // processes + (index < args.tables % processes)
            clients.append(start(play, client_cores, port, share, first, options))
            first += share
        set_up = time.monotonic()
        for client in clients:
            answer = _answer(client.conn, args.setup_timeout + 30, "setting up the tables")
            if answer[0] != "ready":
                raise BenchError(answer[1])
        set_up = time.monotonic() - set_up
        time.sleep(args.warmup)

        for client in clients:
            client.conn.send(("measure",))
        server.conn.send(("profile",))
        spy = _py_spy(args.py_spy, server.pid, args.seconds)
        window = time.monotonic()
        server_cpu = cpu_seconds(server.pid)
        client_cpu = sum(cpu_seconds(c.pid) for c in clients)
        machine = core_busy()
        conductor_cpu = time.process_time()
        rss_samples = []
        while time.monotonic() - window < args.seconds:
            time.sleep(min(1.0, args.seconds - (time.monotonic() - window)))
            rss_samples.append(rss_kib(server.pid))
        server_cpu = cpu_seconds(server.pid) - server_cpu
        client_cpu = sum(cpu_seconds(c.pid) for c in clients) - client_cpu
        machine = {core: busy - machine[core] for core, busy in core_busy().items()}
        conductor_cpu = time.process_time() - conductor_cpu
        window = time.monotonic() - window
        server.conn.send(("unprofile",))
        inside = _answer(server.conn, ANSWER_TIMEOUT, "the server's figures")[1]
        if spy is not None:
            spy.wait(30)
        rss_playing = rss_samples[-1]
        for client in clients:
            client.conn.send(("stop",))
        reports = [_answer(c.conn, ANSWER_TIMEOUT, "the clients' report")[1] for c in clients]

        time.sleep(1.0)  # the last actions in flight land
        rss_paused = rss_kib(server.pid)
        for client in clients:
            client.conn.send(("spectate", SEATS))
        spectators = 0
        for client in clients:
            answer = _answer(client.conn, args.setup_timeout + 30, "opening spectators")
            if answer[0] != "spectating":
                raise BenchError(answer[1])
            spectators += answer[1]
        time.sleep(1.0)
        rss_watched = rss_kib(server.pid)

        for client in clients:
            client.conn.send(("close",))
        for client in clients:
            _answer(client.conn, ANSWER_TIMEOUT, "closing the clients")
        server.conn.send(("stop",))
        _answer(server.conn, ANSWER_TIMEOUT, "stopping the server")
        for process in started:
            process.process.join(10)
    finally:
        for process in started:  # only the processes this run started
            if process.process.is_alive():
                process.process.terminate()
                process.process.join(5)

    trips = sorted(t for r in reports for t in r["round_trips_us"])
    tables = sum(r["tables"] for r in reports)
    actions = sum(r["actions"] for r in reports)
    per_connection = (rss_watched - rss_paused) / spectators if spectators else float("nan")
    per_table_all = (rss_playing - rss_empty) / tables
    share = server_cpu / window
    p99 = percentile(trips, 0.99) / 1000
    return {
        "game": args.game, "tables": tables, "connections": tables * SEATS,
        "think_s": args.think, "jitter": args.jitter, "store": not args.no_store,
        "writer_threads": args.writer_threads, "compression": not args.no_compression,
        "gc_freeze": args.gc_freeze, "gc_threshold": args.gc_threshold,
        "full_decode": args.full_decode, "client_processes": len(clients),
        "server_core": server_core, "setup_s": round(set_up, 2), "window_s": round(window, 2),
        "games_finished": sum(r["games"] for r in reports), "actions": actions,
        "round_trips": len(trips),
        "round_trip_ms": {name: round(percentile(trips, q) / 1000, 2) for name, q in
                          (("p50", 0.5), ("p95", 0.95), ("p99", 0.99), ("max", 1.0))},
        "round_trip_mean_ms": round(statistics.fmean(trips) / 1000, 2) if trips else None,
        "actions_per_s": round(actions / window, 1),
        "server_cpu_percent": round(100 * share, 1),
        "client_cpu_percent": round(100 * client_cpu / window, 1),
        # Everything else that ran meanwhile: a busy machine stretches the round trips.
        "others_cpu_percent": round(max(0.0, 100 * (sum(machine.values()) - machine["steal"]
                                                    - server_cpu - client_cpu - conductor_cpu)
                                        / window), 1),
        "server_core_busy_percent": round(100 * machine.get(str(server_core), 0.0) / window, 1),
        "steal_percent": round(100 * machine["steal"] / window, 1),
        # What one action costs the server, whatever else the machine was doing.
        "server_cpu_ms_per_action": round(1000 * server_cpu / actions, 2) if actions else None,
        "actions_per_s_per_core": round(actions / window / share, 1) if share else None,
        "tables_per_core": round(tables / share) if share else None,
        "rss_mib": {"empty": round(rss_empty / 1024, 1), "playing": round(rss_playing / 1024, 1),
                    "paused": round(rss_paused / 1024, 1),
                    "with_spectators": round(rss_watched / 1024, 1),
                    "peak_playing": round(max(rss_samples) / 1024, 1)},
        "spectators": spectators,
        "kib_per_connection": round(per_connection, 1),
        "kib_per_table_with_its_connections": round(per_table_all, 1),
        "kib_per_table_alone": round(per_table_all - SEATS * per_connection, 1),
        "refusals": sum(r["refusals"] for r in reports),
        "refusal_reasons": [reason for r in reports for reason in r["reasons"]][:5],
        "paced_sends": sum(r["paced"] for r in reports),
        "stalled_tables": sum(r["stalled"] for r in reports),
        "server_gc": inside["gc"],
        "server_saves_ms": inside["saves_ms"] if not args.no_store else None,
        "server_loop_lag_ms": inside["loop_lag_ms"],
        "client_loop_lag_ms": {name: max(r["loop_lag_ms"][name] for r in reports)
                               for name in ("p50", "p99", "max")},
        "target_met": tables >= TARGET_TABLES and p99 < TARGET_P99_MS,
    }


def show(figures: dict[str, Any]) -> None:
    trip = figures["round_trip_ms"]
    rss = figures["rss_mib"]
    lines = [
        f"{figures['tables']} tables of {SEATS} ({figures['game']}, "
        f"{figures['connections']} connections), think {figures['think_s']:g} s "
        f"± {100 * figures['jitter']:.0f}%, tables saved: "
        f"{'yes' if figures['store'] else 'no (--no-store)'} "
        f"({figures['writer_threads']} writer threads), compression: "
        f"{'deflate' if figures['compression'] else 'none'}; set up in "
        f"{figures['setup_s']:.1f} s, measured over {figures['window_s']:.1f} s",
        f"  games finished      {figures['games_finished']}",
        f"  actions             {figures['actions']} ({figures['actions_per_s']:.1f}/s), "
        f"{figures['round_trips']} round trips timed",
        f"  round trip (ms)     p50 {trip['p50']:.1f}   p95 {trip['p95']:.1f}   "
        f"p99 {trip['p99']:.1f}   max {trip['max']:.1f}",
        f"  server CPU          {figures['server_cpu_percent']:.1f}% of its core "
        f"(core {figures['server_core']}), {figures['server_cpu_ms_per_action']} ms per action",
        f"  clients' CPU        {figures['client_cpu_percent']:.1f}% "
        f"({figures['client_processes']} process(es) on the other core(s))",
        f"  other processes     {figures['others_cpu_percent']:.1f}% of a core (the server's "
        f"core was busy {figures['server_core_busy_percent']:.1f}% in all); the host took "
        f"{figures['steal_percent']:.1f}% of a core (steal)",
        f"  per core            {figures['actions_per_s_per_core']} actions/s, "
        f"{figures['tables_per_core']} tables at this think time (linear extrapolation)",
        f"  server RSS (MiB)    {rss['empty']:.1f} empty, {rss['playing']:.1f} in play "
        f"(peak {rss['peak_playing']:.1f}), {rss['with_spectators']:.1f} with "
        f"{figures['spectators']} spectators",
        f"  memory              {figures['kib_per_table_alone']:.0f} KiB per table, "
        f"{figures['kib_per_connection']:.0f} KiB per connection "
        f"({figures['kib_per_table_with_its_connections']:.0f} KiB per table with its "
        f"{SEATS} connections)",
    ]
    lag, client_lag = figures["server_loop_lag_ms"], figures["client_loop_lag_ms"]
    lines.append(f"  loop lag (ms)       server p50 {lag['p50']:.1f} p99 {lag['p99']:.1f} max "
                 f"{lag['max']:.1f}; clients p50 {client_lag['p50']:.1f} p99 "
                 f"{client_lag['p99']:.1f} max {client_lag['max']:.1f}")
    if figures["server_saves_ms"] is not None:
        saves = figures["server_saves_ms"]
        lines.append(f"  saves (ms)          commit → on disk, back on the loop: p50 "
                     f"{saves['p50']:.1f} p99 {saves['p99']:.1f} max {saves['max']:.1f}")
    collections = figures["server_gc"]
    generations = [collections[str(generation)] for generation in range(3)]
    lines.append(f"  server's collections {sum(g['count'] for g in generations)}, "
                 f"{generations[2]['count']} of them full (longest "
                 f"{generations[2]['max_ms']:.0f} ms); all together "
                 f"{sum(g['total_ms'] for g in generations):.0f} ms; "
                 f"{collections['tracked']:,} objects tracked, {collections['frozen']:,} frozen"
                 f"{' (--gc-freeze)' if figures['gc_freeze'] else ''}"
                 + (f" (--gc-threshold {figures['gc_threshold']})"
                    if figures["gc_threshold"] else ""))
    if figures["refusals"] or figures["stalled_tables"] or figures["paced_sends"]:
        lines.append(f"  refusals {figures['refusals']} {figures['refusal_reasons']}, stalled "
                     f"tables {figures['stalled_tables']}, sends held back for the rate limit "
                     f"{figures['paced_sends']}")
    met = "met" if figures["target_met"] else "not met"
    lines.append(f"  target ({TARGET_TABLES} tables, p99 < {TARGET_P99_MS:.0f} ms): {met}")
    print("\n".join(lines))


def _py_spy(path: str | None, pid: int, seconds: float) -> subprocess.Popen[bytes] | None:
    """py-spy sampling the server over the window (all its threads), if asked for."""
    if path is None:
        return None
    spy = shutil.which("py-spy") or str(Path(sys.executable).with_name("py-spy"))
    if not Path(spy).exists():
        raise BenchError("--py-spy needs py-spy (pip install py-spy)")
    return subprocess.Popen([spy, "record", "--pid", str(pid), "--duration",
                             str(max(1, int(seconds))), "--format", "raw", "--output", path,
                             "--nonblocking"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)


_LINE = re.compile(r":\d+\)$")


def show_py_spy(path: str, rows: int = 30) -> None:
    """The functions the server was sampled in, by own samples and with what they call."""
    own: dict[str, int] = {}
    inside: dict[str, int] = {}
    total = 0
    for line in Path(path).read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if not stack:
            continue
        frames = [_LINE.sub(")", frame) for frame in stack.split(";")]  # by function
        samples = int(count)
        total += samples
        own[frames[-1]] = own.get(frames[-1], 0) + samples
        for frame in set(frames):
            inside[frame] = inside.get(frame, 0) + samples
    print(f"\nserver samples (py-spy, {path}): {total}")
    for title, table in (("own", own), ("own + callees", inside)):
        print(f"  by {title}:")
        for frame, samples in sorted(table.items(), key=lambda item: -item[1])[:rows]:
            print(f"    {100 * samples / max(1, total):5.1f}%  {frame}")


def show_profile(path: str, rows: int = 30) -> None:
    import pstats
    print(f"\nserver profile ({path}), by own time:")
    pstats.Stats(path).sort_stats("tottime").print_stats(rows)


def broadcast_cost(game: str, games: int, seed: int) -> dict[str, Any]:
    """What writing one decision's messages costs the server, without the network: full games
    of heuristic bots at a table of four open seats, each decision's ``_broadcast`` to four
    seated connections timed (CPU time of this thread). Steadier than the network figures on a
    shared machine, and what the view encoding's changes were measured with."""
    from companion.net.server import Client
    from companion.net.table import PLAYING, Table
    spec = registry.get(game)
    server = TableServer()
    spent, decisions, sent = 0.0, 0, 0
    plans = [{"kind": "open", "bot": None, "name": None}] * SEATS
    for number in range(games):
        table, _host = Table.create(spec, f"B{number}", plans, [], 0)
        for seat in range(SEATS):
            table.join(f"P{seat}", None)
        table.start()
        server.tables[table.code] = table
        clients = [Client(None, "bench", table, seat) for seat in range(SEATS)]  # type: ignore[arg-type]
        server.clients[table.code] = set(clients)
        bots = [spec.bot("heuristic", seed * 7919 + number * SEATS + s) for s in range(SEATS)]
        while table.phase == PLAYING and table.match is not None:
            state = table.match.state
            mover = state.to_move
            assert mover is not None
            action = bots[mover].choose(state.view(mover), state.legal_actions())
            table.act(mover, table.state_id, str(action))
            server.saved[table.code] = table.state_id
            started = time.thread_time()
            server._broadcast(table)
            spent += time.thread_time() - started
            decisions += 1
            for client in clients:
                sent += sum(len(text) for _kind, text in client.outbox)
                client.outbox.clear()
    return {"game": game, "games": games, "decisions": decisions,
            "ms_per_decision": round(1000 * spent / decisions, 3),
            "kb_per_decision": round(sent / decisions / 1000, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=TARGET_TABLES, help="tables (K)")
    parser.add_argument("--seconds", type=float, default=120.0,
                        help="measurement window (long enough for games to end: a game of "
                        "Coup is some 90 decisions)")
    parser.add_argument("--warmup", type=float, default=5.0,
                        help="seconds played after set-up before measuring")
    parser.add_argument("--think", type=float, default=1.0,
                        help="mean seconds a client thinks before it sends (0: saturate)")
    parser.add_argument("--jitter", type=float, default=0.5,
                        help="think time varies by ± this share of it")
    parser.add_argument("--game", default="coup", choices=["coup", "scout", "intrige"])
    parser.add_argument("--no-store", action="store_true",
                        help="keep tables in memory only (shows what saving costs)")
    parser.add_argument("--writer-threads", type=int, default=WRITER_THREADS,
                        help="threads the server writes table files on")
    parser.add_argument("--no-compression", action="store_true",
                        help="the server offers no permessage-deflate (shows what it costs)")
    parser.add_argument("--gc-freeze", action="store_true",
                        help="diagnostic: the server freezes everything it holds when the window "
                        "starts (gc.freeze), so full collections walk only what is newer")
    parser.add_argument("--gc-threshold", type=int, metavar="N", default=GC_THRESHOLD,
                        help="the server's first-generation collection threshold (default: "
                        f"companion serve's, {GC_THRESHOLD}; Python's own is 700)")
    parser.add_argument("--full-decode", action="store_true",
                        help="every client checks and decodes every message (as the app does)")
    parser.add_argument("--client-processes", type=int, default=0,
                        help="client processes (default: one per core not the server's)")
    parser.add_argument("--server-core", type=int, default=None)
    parser.add_argument("--setup-timeout", type=float, default=300.0,
                        help="seconds allowed to seat every table (and, later, the spectators)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", metavar="FILE",
                        help="cProfile the server's loop over the window into FILE and show its "
                        "top entries")
    parser.add_argument("--py-spy", metavar="FILE",
                        help="sample the server with py-spy over the window (collapsed stacks "
                        "into FILE) and show where its time goes")
    parser.add_argument("--broadcast-only", type=int, metavar="GAMES",
                        help="only time the server writing each decision's messages for four "
                        "seats, over GAMES full games in this process (no network)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    if args.broadcast_only:
        cost = broadcast_cost(args.game, args.broadcast_only, args.seed)
        print(json.dumps(cost) if args.json else
              f"{cost['game']}: {cost['ms_per_decision']:.3f} ms of server CPU per decision "
              f"to write four seats' messages ({cost['decisions']} decisions in "
              f"{cost['games']} games, {cost['kb_per_decision']:.1f} kB sent per decision)")
        return
    if args.tables < 1 or args.seconds <= 0 or args.think < 0:
        parser.error("--tables ≥ 1, --seconds > 0, --think ≥ 0")
    if args.think < SEND_SPACING:
        print(f"note: a client sends at most every {SEND_SPACING * 1000:.0f} ms (the server "
              f"allows {RATE:g} frames/s, {BURST:g} at once)", file=sys.stderr)
    try:
        figures = conduct(args)
    except BenchError as error:
        sys.exit(f"net_tables: {error}")
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        show(figures)
    if args.profile:
        show_profile(args.profile)
    if args.py_spy:
        show_py_spy(args.py_spy)


if __name__ == "__main__":
    main()
