"""LAN discovery: the TXT record both ways, bad records from the network, and a table server
announced, found, joined, updated and withdrawn — on the loopback interface only.

Every Zeroconf here comes from ``open_zeroconf(LOOPBACK)``, which pins its sockets to the
loopback device; no test ever opens one on ``ALL``. Where this system cannot do that, or
multicast does not cross the loopback interface, the network tests are skipped, saying why.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import socket
import threading
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

from companion import __version__
from companion.core import registry
from companion.net.client import TableClient
from companion.net.discovery import (
    LOOPBACK,
    LOOPBACK_DEVICE,
    MAX_LISTED,
    MAX_STRING,
    SERVICE_TYPE,
    TXT_BUDGET,
    Announcer,
    Browser,
    DiscoveryError,
    OpenTable,
    TableAd,
    announcement_properties,
    open_tables,
    open_zeroconf,
    read_properties,
)
from companion.net.protocol import PROTOCOL_VERSION
from companion.net.server import TableServer
from companion.net.table import Table

pytestmark = pytest.mark.timeout(60)

COUP = OpenTable("KX7PQ", "coup", "Coup", 2, 4, "Ana")


# --- the TXT record -----------------------------------------------------------------------------
def test_open_tables_come_back_from_their_txt_record() -> None:
    scout = OpenTable("M3RTW", "scout", "Scout", 1, 5, "Đurđa 🎲")
    properties = announcement_properties([COUP, scout], version="9.8.7")
    assert properties[b"proto"] == str(PROTOCOL_VERSION).encode()
    announcement = read_properties(properties)
    assert announcement is not None
    assert announcement.protocol == PROTOCOL_VERSION
    assert announcement.version == "9.8.7"
    assert announcement.tables == (COUP, scout)


def test_the_record_stays_small_however_many_tables_and_however_long_their_names() -> None:
    long = OpenTable("ABCDE", "intrige", "Intrige " + "\U0001F3F0" * 80, 3, 5,
                     '"\\' * 20 + "é" * 40)
    many = [OpenTable(f"AAA{i:02d}", "coup", "Coup", 1, 2, "Bo") for i in range(40)]
    for tables in ([long] * 40, many, [long, *many]):
        properties = announcement_properties(tables)
        strings = [len(key) + 1 + len(value) for key, value in properties.items()]
        assert max(strings) <= MAX_STRING
        assert sum(1 + size for size in strings) <= TXT_BUDGET
        announcement = read_properties(properties)
        assert announcement is not None
        assert 1 <= len(announcement.tables) <= MAX_LISTED
        assert announcement.tables[0].code == tables[0].code  # listed in the order given
    cut = read_properties(announcement_properties([long]))
    assert cut is not None and cut.tables[0].title.startswith("Intrige")


def test_control_characters_and_lone_surrogates_are_not_announced() -> None:
    odd = OpenTable("KX7PQ", "coup", "Co\x00up", 2, 4, "A\ud800na\n")
    announcement = read_properties(announcement_properties([odd]))
    assert announcement is not None
    assert announcement.tables == (OpenTable("KX7PQ", "coup", "Coup", 2, 4, "Ana"),)


GOOD = announcement_properties([COUP])[b"t0"]


@pytest.mark.parametrize("value", [
    b"", b"{", b"[]", b"null", b'"text"', b"\xff\xfe garbage", b"x" * 10_000,
    b'{"c":"KX7PQ"}',                                                    # fields missing
    GOOD.replace(b'"f":2', b'"f":"2"'),                                  # a number as text
    GOOD.replace(b'"f":2', b'"f":true'),
    GOOD.replace(b'"f":2', b'"f":-1'),
    GOOD.replace(b'"f":2', b'"f":5'),                                    # more free than seats
    GOOD.replace(b'"s":4', b'"s":99999999999999999999999999'),
    GOOD.replace(b'"s":4', b'"s":1e400'),
    GOOD.replace(b'"c":"KX7PQ"', b'"c":"kx-7pq"'),                       # not a code as kept
    GOOD.replace(b'"c":"KX7PQ"', b'"c":["KX7PQ"]'),
    GOOD.replace(b'"h":"Ana"', b'"h":"' + b"A" * 500 + b'"'),
    GOOD.replace(b'"h":"Ana"', b'"h":"A\\u0000na"'),
    GOOD.replace(b'"h":"Ana"', b'"h":"\\ud800"'),
    GOOD.replace(b'"t":"Coup"', b'"t":{"t":{"t":{}}}'),
    b"[" * 5000 + b"]" * 5000,
    "Ana".encode("utf-16"),
])
def test_a_malformed_table_is_left_out_and_the_others_kept(value: bytes) -> None:
    properties = {b"proto": b"1", b"app": b"0.1.0", b"t0": value,
                  b"t1": announcement_properties([COUP])[b"t0"]}
    announcement = read_properties(properties)
    assert announcement is not None
    assert announcement.tables == (COUP,)


@pytest.mark.parametrize("properties", [
    {},
    {b"app": b"0.1.0", b"t0": GOOD},                      # no protocol version
    {b"proto": None, b"t0": GOOD},                          # a key without a value
    {b"proto": b"", b"t0": GOOD},
    {b"proto": b"one", b"t0": GOOD},
    {b"proto": b"-1", b"t0": GOOD},
    {b"proto": b"1.0", b"t0": GOOD},
    {b"proto": b"9" * 400, b"t0": GOOD},
    {b"proto": "1", b"t0": GOOD},                           # text where the wire has bytes
    {b"proto": b"\xd9\xa1", b"t0": GOOD},                   # an Arabic-Indic one
])
def test_a_record_without_a_readable_protocol_version_is_no_server(
        properties: dict[Any, Any]) -> None:
    assert read_properties(properties) is None


def test_a_server_of_another_protocol_version_is_marked_and_odd_extras_ignored() -> None:
    properties = {b"proto": str(PROTOCOL_VERSION + 1).encode(), b"app": b"\x00\xff" * 300,
                  b"t0": GOOD, b"t1": GOOD, b"zz": b"\xff" * 250, b"t99": b"{",
                  b"t2": None, "t3": "not bytes"}
    announcement = read_properties(properties)
    assert announcement is not None
    assert announcement.protocol == PROTOCOL_VERSION + 1
    assert announcement.version == ""
    assert announcement.tables == (COUP,)  # the same code twice is one table
    ad = TableAd("192.0.2.9", 8765, "KX7PQ", "coup", "Coup", 2, 4, "Ana", "",
                 announcement.protocol)
    assert not ad.compatible
    assert replace(ad, protocol=PROTOCOL_VERSION).compatible


def _table(game: str, seats: list[dict[str, Any]], code: str) -> Table:
    table, _host = Table.create(registry.get(game), code, seats, (), 0)
    return table


OPEN_SEAT = {"kind": "open", "bot": None, "name": None}
BOT_SEAT = {"kind": "bot", "bot": None, "name": None}


def test_open_tables_lists_lobby_tables_with_a_seat_free() -> None:
    coup = _table("coup", [OPEN_SEAT, OPEN_SEAT, BOT_SEAT], "AAAAA")
    full = _table("scout", [BOT_SEAT, BOT_SEAT], "BBBBB")
    playing = _table("lairs", [OPEN_SEAT, OPEN_SEAT], "CCCCC")
    playing.join("Ana", None)
    playing.join("Bo", None)
    playing.start()
    assert open_tables([coup, full, playing], "Ana") == [
        OpenTable("AAAAA", "coup", "Coup", 2, 3, "Ana")]
    coup.join("Cy", 1)
    assert open_tables([coup], "Ana")[0].free == 1


# --- the network, on loopback only ----------------------------------------------------------
@functools.cache
def _loopback_multicast_problem() -> str | None:
    """Why multicast does not cross the loopback interface on this system, or None."""
    if not hasattr(socket, "SO_BINDTODEVICE"):
        return "no SO_BINDTODEVICE here, so mDNS cannot be kept to the loopback interface"
    group = "224.0.0.251"
    receiver = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    sender = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    with receiver, sender:
        try:
            for sock in (receiver, sender):
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_BINDTODEVICE, LOOPBACK_DEVICE)
            receiver.bind((group, 0))  # the group's traffic only, on a port of its own
            receiver.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                                socket.inet_aton(group) + socket.inet_aton("127.0.0.1"))
            receiver.settimeout(2)
            sender.bind(("127.0.0.1", 0))
            sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF,
                              socket.inet_aton("127.0.0.1"))
            sender.sendto(b"probe", (group, receiver.getsockname()[1]))
            if receiver.recv(16) != b"probe":
                return "multicast over the loopback interface brought something else back"
        except OSError as error:  # a timeout too
            return f"multicast does not cross the loopback interface here ({error})"
    return None


async def _loopback_zeroconf() -> AsyncZeroconf:
    try:
        return await open_zeroconf(LOOPBACK)
    except DiscoveryError as error:
        pytest.skip(str(error))


def _device(sock: socket.socket) -> bytes:
    return sock.getsockopt(socket.SOL_SOCKET, socket.SO_BINDTODEVICE, 16).rstrip(b"\0")


def test_the_test_zeroconf_hears_and_speaks_on_loopback_only() -> None:
    async def scenario() -> None:
        zeroconf = await _loopback_zeroconf()
        try:
            await zeroconf.zeroconf.async_wait_for_start()
            engine = zeroconf.zeroconf.engine
            assert engine.readers and engine.senders
            for wrapped in [*engine.readers, *engine.senders]:
                assert _device(wrapped.sock) == LOOPBACK_DEVICE, wrapped.sock_name
            for wrapped in engine.senders:
                assert wrapped.sock_name[0] == "127.0.0.1"
                interface = wrapped.sock.getsockopt(socket.IPPROTO_IP,
                                                    socket.IP_MULTICAST_IF, 4)
                assert socket.inet_ntoa(interface) == "127.0.0.1"
        finally:
            await zeroconf.async_close()

    asyncio.run(scenario())


def test_interfaces_are_always_named() -> None:
    async def scenario() -> None:
        with pytest.raises(DiscoveryError):
            await open_zeroconf([])
        with pytest.raises(DiscoveryError):
            await open_zeroconf("127.0.0.1")  # one address, not a list of them

    asyncio.run(scenario())


class Changes:
    """A browser's reports, and waiting (bounded) for one that satisfies a condition."""

    def __init__(self) -> None:
        self.reports: list[tuple[TableAd, ...]] = []
        self.threads: set[int] = set()
        self.event = asyncio.Event()

    def __call__(self, ads: tuple[TableAd, ...]) -> None:
        self.reports.append(ads)
        self.threads.add(threading.get_ident())
        self.event.set()

    async def until(self, browser: Browser, condition: Callable[[tuple[TableAd, ...]], bool],
                    what: str, seconds: float = 10.0) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while not condition(browser.ads):
            left = deadline - loop.time()
            if left <= 0:
                raise AssertionError(f"not within {seconds} s: {what}; found {browser.ads}")
            self.event.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.event.wait(), left)


def test_a_server_is_found_joined_updated_and_withdrawn() -> None:
    problem = _loopback_multicast_problem()
    if problem is not None:
        pytest.skip(problem)

    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        errors: list[dict[str, Any]] = []
        loop.set_exception_handler(lambda _loop, context: errors.append(context))
        announcing = await _loopback_zeroconf()
        looking = await _loopback_zeroconf()
        server = TableServer()
        address, port = await server.start("127.0.0.1", 0)
        host, players = TableClient(f"ws://{address}:{port}"), []
        announcer = Announcer(announcing, [address], port)
        changes = Changes()
        browser = Browser(looking, changes)
        # A record of garbage beside ours, as any program on the network could announce.
        junk = AsyncServiceInfo(SERVICE_TYPE, f"Junk {port}.{SERVICE_TYPE}", port=port + 1,
                                properties={b"proto": b"x", b"t0": b"{{", b"t1": GOOD},
                                server=f"junk{port}.local.", parsed_addresses=["127.0.0.1"])
        try:
            await host.open()
            codes = []
            for game, seats in (("coup", [OPEN_SEAT, OPEN_SEAT, BOT_SEAT]),
                                ("scout", [OPEN_SEAT, OPEN_SEAT])):
                await host.send("create", game=game, seats=seats, pace=0)
                codes.append((await host.receive_until("created"))["code"])
            coup, scout = codes

            def ours(ads: tuple[TableAd, ...]) -> list[tuple[str, int, int]]:
                return [(ad.code, ad.free, ad.seats) for ad in ads if ad.port == port]

            def announce() -> None:
                announcer.update(open_tables(server.tables.values(), "Ana"))

            registered = await announcing.async_register_service(junk)
            await asyncio.gather(registered,
                                 announcer.start(open_tables(server.tables.values(), "Ana")))
            await browser.start()  # after the announcement: found by asking
            await changes.until(browser, lambda ads: len(ours(ads)) == 2, "two tables")
            ad = next(ad for ad in browser.ads if ad.code == coup)
            assert ad == TableAd("127.0.0.1", port, coup, "coup", "Coup", 2, 3, "Ana",
                                 __version__, PROTOCOL_VERSION)
            assert ad.compatible

            for name in ("Bo", "Cy"):  # the ad is enough to sit down at the table
                player = TableClient(f"ws://{ad.address}:{ad.port}")
                players.append(player)
                await player.open()
                await player.send("join", code=ad.code, name=name)
                assert (await player.receive_until("seated"))["code"] == coup
                announce()
            await host.send("join", code=scout, name="Ana")
            await host.receive_until("seated")
            announce()
            await changes.until(browser, lambda ads: ours(ads) == [(scout, 1, 2)],
                                "the full Coup table gone and a seat less at Scout")

            await announcer.close()
            await changes.until(browser, lambda ads: not ours(ads), "the server gone")
            assert all(ad.port != port + 1 for report in changes.reports for ad in report)
            assert changes.threads == {threading.get_ident()}  # reported on the loop
            assert errors == []
        finally:
            await browser.close()
            await announcer.close()
            for client in (host, *players):
                await client.close()
            await server.close()
            for zeroconf in (announcing, looking):
                await zeroconf.async_close()

    asyncio.run(scenario())
