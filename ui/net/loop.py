"""The app's network loop: one asyncio loop on a background thread for everything that talks
over the network (the Host's table server, the connections to tables, LAN discovery).

Qt's own event loop stays in charge of the windows; what the network brings reaches them
through Qt signals (emitted on this thread, delivered queued on the GUI thread). Why not one
loop for both: PySide6's QtAsyncio cannot run a socket server yet, and QtWebSockets is not in
PySide6-Essentials.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from typing import Any, TypeVar

T = TypeVar("T")


class NetLoop:
    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="companion-net", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_forever()

    def submit(self, coroutine: Coroutine[Any, Any, T]) -> Future[T]:
        """Run ``coroutine`` on the loop; its result (or error) in the returned future."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def call(self, coroutine: Coroutine[Any, Any, T], timeout: float = 15.0) -> T:
        """Run ``coroutine`` and wait for its result (for short steps: starting a server)."""
        return self.submit(coroutine).result(timeout)

    def stop(self, timeout: float = 15.0) -> None:
        """Cancel what still runs, then end the loop and its thread."""
        if not self._thread.is_alive():
            return

        async def cancel_all() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        try:
            self.call(cancel_all(), timeout)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(timeout)


_shared: NetLoop | None = None


def net_loop() -> NetLoop:
    """The app's one network loop, started on first use."""
    global _shared
    if _shared is None:
        _shared = NetLoop()
    return _shared


def stop_net_loop() -> None:
    global _shared
    if _shared is not None:
        _shared.stop()
        _shared = None
