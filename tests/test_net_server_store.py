"""The table server with a store: a table's views wait for its file, even in the lobby."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

from companion.net.client import TableClient
from companion.net.server import TableServer
from companion.net.store import TableStore


class HeldStore(TableStore):
    """Writes wait until the test lets them go, so a join lands before the creation's save."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.go = threading.Event()

    def write(self, code: str, data: dict[str, Any], finished: int | None = None) -> None:
        self.go.wait(10)
        super().write(code, data, finished)


def test_a_join_before_the_creation_is_saved_breaks_nothing(tmp_path: Path) -> None:
    failures: list[dict[str, Any]] = []

    async def main() -> None:
        asyncio.get_running_loop().set_exception_handler(
            lambda _loop, context: failures.append(context))
        store = HeldStore(tmp_path)
        server = TableServer(store=store)
        host, port = await server.start("127.0.0.1", 0)
        client = TableClient(f"ws://{host}:{port}")
        try:
            await client.open()
            await client.send("create", game="coup", seats=[{"kind": "open"}] * 2, pace=0)
            created = await client.receive_until("created")
            await client.send("join", code=created["code"], name="Ann")
            await client.receive_until("seated")
            store.go.set()  # the creation's save lands now, with Ann at the table
            status = await client.receive_until("table")
            assert status["phase"] == "lobby"
            await asyncio.sleep(0.2)  # the last saves' callbacks run
        finally:
            store.go.set()
            await client.close()
            await server.close()

    asyncio.run(main())
    assert failures == []
