"""LAN discovery in the app, only when asked: the host announces its open tables (*Announce the
table on this network*), the Join dialog lists the tables found (*Look for tables on this
network*). Both run on the network loop (``companion.net.discovery``); what is found reaches
the dialog as a Qt signal.

``INTERFACES`` is every interface in the app; tests set it to loopback, so that nothing they
do is heard beyond this machine.
"""

from __future__ import annotations

import contextlib
import getpass

from PySide6.QtCore import QObject, Signal

from companion.net.discovery import (
    ALL,
    Announcer,
    Browser,
    Interfaces,
    TableAd,
    open_tables,
    open_zeroconf,
)
from companion_ui.net.host import Hosting
from companion_ui.net.loop import net_loop

INTERFACES: Interfaces = ALL


class LanAnnouncement:
    """The host's server, announced with its open tables until ``stop``."""

    def __init__(self, hosting: Hosting, addresses: list[str]) -> None:
        self.hosting = hosting
        try:
            host = getpass.getuser().capitalize()
        except (KeyError, OSError):
            host = ""
        self.host = host

        async def start() -> tuple[object, Announcer]:
            zeroconf = await open_zeroconf(INTERFACES)
            announcer = Announcer(zeroconf, addresses, hosting.port)
            await announcer.start(open_tables(hosting.server.tables.values(), host))
            return zeroconf, announcer

        self.zeroconf, self.announcer = net_loop().call(start(), 20)
        hosting.server.on_tables_changed = self._tables_changed

    def _tables_changed(self) -> None:
        # On the network loop already (the server calls it there).
        self.announcer.update(open_tables(self.hosting.server.tables.values(), self.host))

    def stop(self) -> None:
        self.hosting.server.on_tables_changed = None

        async def stop() -> None:
            await self.announcer.close()
            await self.zeroconf.async_close()  # type: ignore[attr-defined]

        with contextlib.suppress(Exception):  # the network may be gone: nothing to say then
            net_loop().call(stop(), 10)


class LanTables(QObject):
    """The open tables on this network, while the Join dialog looks."""

    found = Signal(tuple)  # of TableAd

    def __init__(self) -> None:
        super().__init__()
        self._browser: Browser | None = None
        self._zeroconf: object = None

    def start(self) -> None:
        async def start() -> None:
            self._zeroconf = await open_zeroconf(INTERFACES)
            self._browser = Browser(self._zeroconf, self._emit)  # type: ignore[arg-type]
            await self._browser.start()

        net_loop().submit(start())

    def _emit(self, ads: tuple[TableAd, ...]) -> None:
        with contextlib.suppress(RuntimeError):  # the dialog went away meanwhile
            self.found.emit(ads)

    def stop(self) -> None:
        browser, zeroconf = self._browser, self._zeroconf
        self._browser = self._zeroconf = None

        async def stop() -> None:
            if browser is not None:
                await browser.close()
            if zeroconf is not None:
                await zeroconf.async_close()  # type: ignore[attr-defined]

        net_loop().submit(stop())
