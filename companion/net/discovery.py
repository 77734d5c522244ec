"""Finding table servers on the local network (mDNS/DNS-SD, with python-zeroconf): opt-in.

Nothing here announces or browses by itself: the caller opens a ``Zeroconf`` on the interfaces
it names (``ALL`` only when the user asks for it; tests use ``LOOPBACK``), then runs an
``Announcer`` for its server and/or a ``Browser`` for other servers' open tables.

One service instance of type ``_companion._tcp.local.`` per server. Its TXT record says the
protocol version, the server's Companion version and the server's open tables, one key each
(``t0``, ``t1``...) holding a small JSON object::

    proto=1  app=0.1.0  t0={"c":"KX7PQ","g":"coup","t":"Coup","f":2,"s":4,"h":"Ana"}

The record is kept small, as DNS-SD asks (RFC 6763 §6.2): at most ``MAX_LISTED`` tables and
``TXT_BUDGET`` bytes in all, each string within DNS's 255 bytes; a table past the budget is
simply not listed (it can still be joined by its code). What the network says is checked like
a file (``companion.core.shape``): a malformed table is left out, a record without a protocol
version is no server of ours, and a server speaking another protocol version is listed with
that version so that the app can say why it cannot join.

Everything runs on the asyncio loop the ``Zeroconf`` is attached to; a ``Browser`` reports on
that loop, through its callback, and its ``ads`` may be read from any thread.
"""

from __future__ import annotations

import asyncio
import ipaddress
import json
import secrets
import socket
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from zeroconf import InterfaceChoice, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from companion import __version__
from companion.core.document import DocumentError, parse_json
from companion.core.errors import CompanionError
from companion.core.shape import Fields, Integer, check
from companion.net.protocol import MAX_SEATS, NAME_LENGTH, PROTOCOL_VERSION, PlainText
from companion.net.table import LOBBY, OPEN, Table, normal_code

SERVICE_TYPE: Final = "_companion._tcp.local."
ALL: Final = "all"
LOOPBACK: Final = ("127.0.0.1",)
Interfaces = Literal["all"] | Sequence[str]
LOOPBACK_DEVICE = b"lo"  # Linux's, where SO_BINDTODEVICE exists

# A server that vanishes without saying goodbye (killed, laptop lid shut) leaves the lists when
# its records expire: two minutes, where DNS-SD's default would keep it for 75.
TTL = 120
# RFC 6762 §6: a record is multicast at most once a second; a busy lobby's changes are merged.
UPDATE_INTERVAL = 1.0
RESOLVE_TIMEOUT_MS = 3000
MAX_LISTED = 12
TXT_BUDGET = 900  # bytes: with the SRV, PTR and A records the answer fits one Ethernet frame
MAX_STRING = 255  # a TXT record's strings are length-prefixed by one byte
MAX_SERVERS = 64  # servers a browser follows at once: a flood of announcements stays bounded
VERSION_LENGTH = 40
TITLE_LENGTH = 80
GAME_LENGTH = 40
CODE_LENGTH = 12

_TABLE = Fields({
    "c": PlainText(CODE_LENGTH),
    "g": PlainText(GAME_LENGTH),
    "t": PlainText(TITLE_LENGTH),
    "f": Integer(0, MAX_SEATS),
    "s": Integer(1, MAX_SEATS),
    "h": PlainText(NAME_LENGTH, non_empty=False),
})


class DiscoveryError(CompanionError):
    """Discovery cannot run as asked (e.g. it cannot be kept to the loopback interface)."""


@dataclass(frozen=True)
class OpenTable:
    """A table in its lobby, as a server announces it."""

    code: str
    game: str  # the game's name, as ``create`` takes it
    title: str
    free: int
    seats: int
    host: str  # the name of whoever hosts it


@dataclass(frozen=True)
class Announcement:
    """What a server's TXT record says, once checked."""

    protocol: int
    version: str  # the server's Companion version ("" when it did not say one we can read)
    tables: tuple[OpenTable, ...]


@dataclass(frozen=True)
class TableAd:
    """An open table found on the network, with where to reach its server."""

    address: str
    port: int
    code: str
    game: str
    title: str
    free: int
    seats: int
    host: str
    server_version: str
    protocol: int

    @property
    def compatible(self) -> bool:
        """Whether this Companion can join it (the server speaks our protocol version)."""
        return self.protocol == PROTOCOL_VERSION


def open_tables(tables: Iterable[Table], host: str) -> list[OpenTable]:
    """The tables someone could still sit down at: in the lobby, with a seat free."""
    listed = []
    for table in tables:
        free = sum(seat.kind == OPEN for seat in table.seats)
        if table.phase == LOBBY and free:
            listed.append(OpenTable(table.code, table.spec.name, table.spec.title, free,
                                    len(table.seats), host))
    return listed


# --- the TXT record ---------------------------------------------------------------------------
def _printable(text: str, length: int) -> str:
    """Text a reader will accept: no control characters, and no lone surrogates, which UTF-8
    cannot carry."""
    kept = "".join(c for c in text if unicodedata.category(c) not in ("Cc", "Cs"))
    return kept.strip()[:length].strip()


def _entry(table: OpenTable) -> bytes | None:
    """A table as its TXT value, its title and host name cut until it fits a DNS string with
    its key (``t11=``); None if even without them it would not."""
    title = _printable(table.title, TITLE_LENGTH)
    host = _printable(table.host, NAME_LENGTH)
    code, game = _printable(table.code, CODE_LENGTH), _printable(table.game, GAME_LENGTH)
    for _ in range(8):  # 7 halvings empty a text of 80 characters
        value = json.dumps({"c": code, "g": game, "t": title, "f": table.free,
                            "s": table.seats, "h": host},
                           ensure_ascii=False, separators=(",", ":")).encode()
        if len(value) <= MAX_STRING - len(b"t11="):
            return value
        title, host = title[:len(title) // 2].strip(), host[:len(host) // 2].strip()
    return None


def announcement_properties(tables: Iterable[OpenTable],
                            version: str = __version__) -> dict[bytes, bytes]:
    """The TXT properties announcing ``tables`` (the first ones that fit the budget)."""
    properties = {b"proto": str(PROTOCOL_VERSION).encode(),
                  b"app": _printable(version, VERSION_LENGTH).encode()}
    size = sum(_string_size(key, value) for key, value in properties.items())
    listed = 0
    for table in tables:
        value = _entry(table)
        if value is None:
            continue
        key = f"t{listed}".encode()
        size += _string_size(key, value)
        if listed == MAX_LISTED or size > TXT_BUDGET:
            break
        properties[key] = value
        listed += 1
    return properties


def _string_size(key: bytes, value: bytes) -> int:
    return 1 + len(key) + 1 + len(value)  # its length byte, key=value


def _read_table(value: object) -> OpenTable | None:
    if not isinstance(value, bytes) or len(value) > MAX_STRING:
        return None
    try:
        data = check(_TABLE, parse_json(value.decode("utf-8")))
    except (UnicodeDecodeError, DocumentError):
        return None
    if data["f"] > data["s"] or normal_code(data["c"]) != data["c"]:
        return None
    return OpenTable(data["c"], data["g"], data["t"], data["f"], data["s"], data["h"])


def _read_text(value: object, length: int) -> str:
    if not isinstance(value, bytes) or len(value) > length * 4:
        return ""
    try:
        text = value.decode("utf-8")
    except UnicodeDecodeError:
        return ""
    return text if _printable(text, length) == text else ""


def read_properties(properties: Mapping[bytes, bytes | None]) -> Announcement | None:
    """A server's TXT properties as checked values; None when they do not come from a
    Companion server (no readable protocol version). Never raises on what the network says."""
    protocol = properties.get(b"proto")
    if not isinstance(protocol, bytes) or not protocol.isdigit() or len(protocol) > 6:
        return None
    tables: dict[str, OpenTable] = {}
    for index in range(MAX_LISTED):
        table = _read_table(properties.get(f"t{index}".encode()))
        if table is not None:
            tables.setdefault(table.code, table)
    return Announcement(int(protocol), _read_text(properties.get(b"app"), VERSION_LENGTH),
                        tuple(tables.values()))


def _server_ads(info: AsyncServiceInfo) -> tuple[TableAd, ...]:
    """The open tables a resolved service announces (none if it is not a usable server)."""
    announcement = read_properties(info.properties)
    addresses = info.parsed_scoped_addresses()  # IPv4 first
    port = info.port
    if announcement is None or not addresses or port is None or not 0 < port < 65536:
        return ()
    return tuple(TableAd(addresses[0], port, table.code, table.game, table.title, table.free,
                         table.seats, table.host, announcement.version, announcement.protocol)
                 for table in announcement.tables)


# --- the network --------------------------------------------------------------------------------
async def open_zeroconf(interfaces: Interfaces) -> AsyncZeroconf:
    """A Zeroconf on the loop that awaits this, multicasting on ``interfaces``: ``ALL``, or
    IPv4 addresses of this machine's interfaces. On loopback addresses alone, every socket is
    also bound to the loopback device, so that nothing is heard from or said to any other
    network (the library's receiving socket is bound to the wildcard address)."""
    if isinstance(interfaces, str):
        if interfaces != ALL:
            raise DiscoveryError(f'interfaces: "{ALL}" or a list of addresses, not '
                                 f'{interfaces!r}')
        return AsyncZeroconf(interfaces=InterfaceChoice.All)
    addresses = list(interfaces)
    if not addresses:
        raise DiscoveryError("no interface to announce or browse on")
    zeroconf = AsyncZeroconf(interfaces=addresses)
    if all(ipaddress.ip_address(address).is_loopback for address in addresses):
        try:
            _keep_to_loopback(zeroconf.zeroconf)
        except DiscoveryError:
            await zeroconf.async_close()
            raise
    return zeroconf


def _keep_to_loopback(zeroconf: Zeroconf) -> None:
    # Before the loop runs again, so not one packet is read or sent unpinned.
    engine = zeroconf.engine
    sockets: list[Any] = [getattr(engine, "_listen_socket", None),
                          *getattr(engine, "_respond_sockets", ())]
    bind_to_device = getattr(socket, "SO_BINDTODEVICE", None)
    if bind_to_device is None or not any(sockets):
        raise DiscoveryError("cannot keep mDNS to the loopback interface on this system")
    for sock in sockets:
        if sock is None:
            continue
        try:
            sock.setsockopt(socket.SOL_SOCKET, bind_to_device, LOOPBACK_DEVICE)
        except OSError as error:
            raise DiscoveryError(f"cannot keep mDNS to the loopback interface: {error}"
                                 ) from None


def _instance_name(port: int) -> str:
    # DNS-SD instance names are one label of at most 63 bytes; the machine's own name helps
    # someone reading a generic service browser.
    machine = socket.gethostname().split(".")[0].encode()[:30].decode("utf-8", "ignore")
    return f"Companion {port} on {machine}" if machine else f"Companion {port}"


class Announcer:
    """Announces one table server and its open tables until closed. Every method runs on the
    Zeroconf's loop."""

    def __init__(self, zeroconf: AsyncZeroconf, addresses: Sequence[str], port: int) -> None:
        if not addresses:
            raise DiscoveryError("a server is announced with at least one address")
        self._zeroconf = zeroconf
        self._addresses = list(addresses)
        self._port = port
        self._name = f"{_instance_name(port)}.{SERVICE_TYPE}"
        # A name of its own rather than the machine's: the system's responder (Avahi,
        # Bonjour) owns that one and would answer it with other addresses.
        self._server = f"companion-{secrets.token_hex(4)}.local."
        self._wanted: dict[bytes, bytes] = {}
        self._published: dict[bytes, bytes] | None = None
        self._info: AsyncServiceInfo | None = None
        self._updating: asyncio.Task[None] | None = None
        self._closed = False

    def _service(self, properties: dict[bytes, bytes]) -> AsyncServiceInfo:
        return AsyncServiceInfo(SERVICE_TYPE, self._name, port=self._port,
                                properties=properties, server=self._server, host_ttl=TTL,
                                other_ttl=TTL, parsed_addresses=self._addresses)

    async def start(self, tables: Iterable[OpenTable]) -> None:
        """Announce the server (once its name is known to be its own on the network)."""
        registered = announcement_properties(tables)
        self._wanted = registered
        info = self._service(registered)
        await (await self._zeroconf.async_register_service(info, allow_name_change=True))
        if self._closed:  # while its name was being probed
            await (await self._zeroconf.async_unregister_service(info))
            return
        self._name, self._info, self._published = info.name, info, registered
        self._publish_soon()  # what update() asked for meanwhile

    def update(self, tables: Iterable[OpenTable]) -> None:
        """Announce the server's open tables now; cheap when they have not changed, so the
        server may call it after every decision."""
        wanted = announcement_properties(tables)
        if wanted != self._wanted and not self._closed:
            self._wanted = wanted
            self._publish_soon()

    def _publish_soon(self) -> None:
        if self._info is None or self._wanted == self._published:
            return  # start() publishes what is wanted once the name is the server's
        if self._updating is None or self._updating.done():
            self._updating = asyncio.get_running_loop().create_task(self._publish())

    async def _publish(self) -> None:
        # Runs while the tables keep changing, one update a second at most; close() ends it.
        while self._wanted != self._published:
            wanted = dict(self._wanted)
            self._info = self._service(wanted)
            await (await self._zeroconf.async_update_service(self._info))
            self._published = wanted
            await asyncio.sleep(UPDATE_INTERVAL)

    async def close(self) -> None:
        """Stop announcing: the network is told the server is gone (a goodbye)."""
        if self._closed:
            return
        self._closed = True
        if self._updating is not None:
            self._updating.cancel()
            await asyncio.gather(self._updating, return_exceptions=True)
        if self._info is not None:
            await (await self._zeroconf.async_unregister_service(self._info))


class Browser:
    """Follows the servers on the network and their open tables. ``on_change`` is called on
    the Zeroconf's loop with every table found, whenever that changes (the app turns it into
    a Qt signal); ``ads`` is the same, at any time, from any thread."""

    def __init__(self, zeroconf: AsyncZeroconf,
                 on_change: Callable[[tuple[TableAd, ...]], None] | None = None) -> None:
        self._zeroconf = zeroconf
        self._on_change = on_change
        self._servers: dict[str, tuple[TableAd, ...]] = {}  # service name → its tables
        self._resolving: dict[str, asyncio.Task[None]] = {}
        self._browser: AsyncServiceBrowser | None = None
        self._ads: tuple[TableAd, ...] = ()

    @property
    def ads(self) -> tuple[TableAd, ...]:
        return self._ads

    async def start(self) -> None:
        """Start looking (on the loop that awaits this)."""
        self._browser = AsyncServiceBrowser(self._zeroconf.zeroconf, SERVICE_TYPE,
                                            handlers=[self._on_service])

    async def close(self) -> None:
        if self._browser is not None:
            await self._browser.async_cancel()
            self._browser = None
        tasks = list(self._resolving.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def _on_service(self, zeroconf: Zeroconf, service_type: str, name: str,
                    state_change: ServiceStateChange) -> None:
        # zeroconf calls handlers with these keyword arguments.
        if state_change is ServiceStateChange.Removed:
            task = self._resolving.pop(name, None)
            if task is not None:
                task.cancel()
            if self._servers.pop(name, None):
                self._changed()
            return
        known = name in self._servers or name in self._resolving
        if not known and len(self._servers) + len(self._resolving) >= MAX_SERVERS:
            return
        running = self._resolving.get(name)
        if running is not None:
            running.cancel()  # the newest records are what counts
        self._resolving[name] = asyncio.get_running_loop().create_task(self._resolve(name))

    async def _resolve(self, name: str) -> None:
        info = AsyncServiceInfo(SERVICE_TYPE, name)
        try:
            found = await info.async_request(self._zeroconf.zeroconf, RESOLVE_TIMEOUT_MS)
        finally:
            if self._resolving.get(name) is asyncio.current_task():
                del self._resolving[name]
        ads = _server_ads(info) if found else ()
        if self._servers.get(name, ()) != ads:
            self._servers[name] = ads
            self._changed()

    def _changed(self) -> None:
        self._ads = tuple(sorted((ad for ads in self._servers.values() for ad in ads),
                                 key=lambda ad: (ad.title, ad.host, ad.code, ad.address, ad.port)))
        if self._on_change is not None:
            self._on_change(self._ads)
