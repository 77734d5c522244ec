"""Each seat of the ``table`` message says what plays it now: the ``client`` text of the hello
of the connection on that seat ("" when none), so that a host can tell a phone's page from a
Companion. On 127.0.0.1, port 0, every wait bounded."""

from __future__ import annotations

from typing import Any

from companion.net.client import TableClient
from tests.net.support import run, serving


async def seats_once(connection: TableClient, want: Any) -> list[dict[str, Any]]:
    """The seats of the first table message that satisfies ``want``."""
    for _ in range(50):
        message = await connection.receive_until("table", 5)
        if want(message["seats"]):
            return message["seats"]
    raise AssertionError("the table never showed it")


def test_each_seat_names_the_device_playing_it_and_none_once_it_is_gone() -> None:
    from websockets.asyncio.client import connect

    async def scenario() -> None:
        async with serving() as (_server, url):
            host = TableClient(url)
            await host.open()
            await host.send("create", game="coup", seats=[{"kind": "open"}] * 2 + [
                {"kind": "bot", "bot": "random"}], pace=0)
            code = (await host.receive_until("created"))["code"]
            companion = TableClient(url)
            await companion.open()
            await companion.send("join", code=code, name="Ada")
            await companion.receive_until("seated")
            # A phone's page, as a browser would say hello (a raw socket: its own text).
            phone = await connect(url)
            await phone.send('{"type": "hello", "protocol": 1, "client": "web · phone"}')
            await phone.recv()
            await phone.send(f'{{"type": "join", "code": "{code}", "name": "Ben"}}')
            seats = await seats_once(companion, lambda s: s[1]["connected"])
            assert [seat["device"] for seat in seats] == [
                companion_text(), "web · phone", ""]  # the bot's seat: no device
            await phone.close()
            seats = await seats_once(companion, lambda s: not s[1]["connected"])
            assert seats[1]["device"] == ""
            await companion.close()
            await host.close()

    run(scenario())


def companion_text() -> str:
    from companion import __version__

    return f"companion {__version__}"
