"""The app's own table server (Host): the same ``TableServer`` as ``companion serve``, started
in this process on the network loop, keeping its tables in the app's data folder.

It listens on this machine only unless the host lets other devices in (every network the
machine is on: an explicit choice in the Host dialog). It runs until the app quits; tables are
saved after every decision, so a host who quits mid-game resumes it on the next start.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import ifaddr

from companion.core.errors import CompanionError
from companion.net.server import TableServer
from companion.net.store import TableStore
from companion_ui.net.loop import net_loop

if TYPE_CHECKING:
    from companion_ui.net.lan import LanAnnouncement

DEFAULT_PORT = 8765
LOOPBACK = "127.0.0.1"
EVERYWHERE = "0.0.0.0"


@dataclass
class Hosting:
    server: TableServer
    bind: str
    port: int
    announcement: LanAnnouncement | None = None

    def announce(self, addresses: list[str] | None = None) -> None:
        """Announce the open tables (opt-in; until quit) as reachable at ``addresses``: by
        default this machine's own on its networks."""
        from companion_ui.net.lan import LanAnnouncement  # zeroconf only when asked for

        if self.announcement is None:
            if addresses is None:
                addresses = [a.rsplit(":", 1)[0] for a in self.addresses()]
            self.announcement = LanAnnouncement(self, addresses)

    @property
    def own_url(self) -> str:
        """How this app's own links reach the server (always through loopback)."""
        return f"ws://{LOOPBACK}:{self.port}"

    @property
    def open_to_others(self) -> bool:
        return not ipaddress.ip_address(self.bind).is_loopback

    def addresses(self) -> list[str]:
        """Addresses other devices may use to reach this server (loopback: only this one)."""
        if not self.open_to_others:
            return [f"{LOOPBACK}:{self.port}"]
        found = []
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str):  # IPv4 (IPv6 addresses come as tuples)
                    address = ipaddress.ip_address(ip.ip)
                    if not address.is_loopback and not address.is_link_local:
                        found.append(f"{ip.ip}:{self.port}")
        return found or [f"{LOOPBACK}:{self.port}"]


_hosting: Hosting | None = None


def hosting() -> Hosting | None:
    return _hosting


def start_hosting(folder: Path, bind: str = LOOPBACK, port: int = DEFAULT_PORT) -> Hosting:
    """The app's server, started now if it is not running (a running one is kept as it is:
    one server per app, whatever tables it holds)."""
    global _hosting
    if _hosting is not None:
        return _hosting
    server = TableServer(TableStore(folder))
    try:
        _, bound = net_loop().call(server.start(bind, port))
    except OSError as error:
        raise CompanionError(f"cannot host on port {port}: {error.strerror or error}") from None
    _hosting = Hosting(server, bind, bound)
    return _hosting


def let_others_in(folder: Path) -> Hosting:
    """The app's server again on every network this machine is on, on the same port: only ever
    because the host asked for it (the join panel's button). Its tables are saved, and every
    link to them reconnects by itself. Should that bind fail, the server comes back on this
    computer only, and the error says why."""
    running = _hosting
    if running is None or running.open_to_others:
        return start_hosting(folder, EVERYWHERE, running.port if running else DEFAULT_PORT)
    port = running.port
    stop_hosting()
    try:
        return start_hosting(folder, EVERYWHERE, port)
    except CompanionError:
        start_hosting(folder, LOOPBACK, port)
        raise


def stop_hosting() -> None:
    """Stop the server (at quit): every table is saved already."""
    global _hosting
    if _hosting is not None:
        if _hosting.announcement is not None:
            _hosting.announcement.stop()
        net_loop().call(_hosting.server.close(), 30)
        _hosting = None
