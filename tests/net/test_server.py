"""The table server against what goes wrong elsewhere: acting for another seat, stale and
replayed messages, guessed and borrowed tokens, malformed, huge and flooding frames, silent
clients, dropped connections, two clients on one seat. Every refusal changes nothing and the
table goes on for everyone else. All on 127.0.0.1, port 0, every wait bounded."""

from __future__ import annotations

import asyncio
import json

import pytest

from companion.net.client import ServerError
from companion.net.protocol import MAX_CLIENT_FRAME
from tests.net.support import Sitting, at_random, client, play_to_the_end, run, serving, sit


async def refusal(connection: object) -> str:
    message = await connection.receive_until("refused")  # type: ignore[attr-defined]
    return str(message["reason"])


async def newest_view(player: object) -> dict:
    """Read until the newest view message has arrived (nothing more for a moment)."""
    view = None
    while True:
        try:
            message = await player.client.receive(0.3)  # type: ignore[attr-defined]
        except TimeoutError:
            assert view is not None or player.last is not None  # type: ignore[attr-defined]
            if view is not None:
                player.last = view  # type: ignore[attr-defined]
            return player.last  # type: ignore[attr-defined]
        if message["type"] == "view":
            view = message


async def coup_table(url: str, humans: int = 3) -> Sitting:
    table = await sit(url, "coup", humans)
    for player in table.players:
        await newest_view(player)
    return table


def test_a_seat_cannot_act_for_another_and_stale_or_replayed_answers_are_refused() -> None:
    async def scenario() -> None:
        async with serving() as (server, url):
            table = await coup_table(url)
            state = server.tables[table.code].match.state  # type: ignore[union-attr]
            mover = next(p for p in table.players if p.seat == state.to_move)
            other = next(p for p in table.players if p is not mover)
            legal = mover.last["legal"]  # type: ignore[index]
            before = list(server.tables[table.code].match.record.actions)  # type: ignore

            # Another seat sends the mover's action, with its own token and with the mover's.
            await other.client.send("act", token=other.token, state_id=mover.last["state_id"],
                                    action=legal[0])
            assert "decision, not yours" in await refusal(other.client)
            await other.client.send("act", token=mover.token, state_id=mover.last["state_id"],
                                    action=legal[0])
            assert "not this connection's seat" in await refusal(other.client)
            # An action naming another seat, an illegal one, and not the game's notation.
            await mover.client.send("act", token=mover.token, state_id=mover.last["state_id"],
                                    action=f"p{other.seat + 1} income")
            await refusal(mover.client)
            await mover.client.send("act", token=mover.token, state_id=mover.last["state_id"],
                                    action="p1 dance")
            await refusal(mover.client)
            assert server.tables[table.code].match.record.actions == before  # type: ignore

            # The right answer, then the same frame again (replayed) and an old state id.
            frame = json.dumps({"type": "act", "token": mover.token,
                                "state_id": mover.last["state_id"], "action": legal[0]})
            await mover.client.send_raw(frame)
            await newest_view(mover)
            await mover.client.send_raw(frame)
            assert "moved on" in await refusal(mover.client)
            assert len(server.tables[table.code].match.record.actions) == len(before) + 1
            await table.leave()

    run(scenario())


def test_tokens_open_only_their_own_seat_on_their_own_table() -> None:
    async def scenario() -> None:
        async with serving() as (_server, url):
            first = await coup_table(url, 2)
            second = await coup_table(url, 2)
            stranger = await client(url)
            await stranger.send("resume", token="x" * 32)  # a guess
            assert "no table" in await refusal(stranger)
            # A seat's token of the first table does not act at the second.
            await second.players[0].client.send(
                "act", token=first.players[0].token, state_id=1, action="p1 income")
            assert "not this connection's seat" in await refusal(second.players[0].client)
            # The host's token is not a seat's, and a seat's is not the host's.
            await stranger.send("start", host=first.players[0].token)
            assert "host" in await refusal(stranger)
            # Resuming with a real token gives exactly that seat back.
            await stranger.send("resume", token=second.players[1].token)
            seated = await stranger.receive_until("seated")
            assert (seated["code"], seated["seat"]) == (second.code, second.players[1].seat)
            await stranger.close()
            for table in (first, second):
                await table.leave()

    run(scenario())


def test_malformed_frames_are_refused_with_located_reasons_and_the_game_goes_on() -> None:
    async def scenario() -> None:
        async with serving() as (server, url):
            table = await coup_table(url, 2)
            pest = table.players[0].client
            frames = [
                "not json", "[1, 2]", '{"type": "dance"}', '{"type": "act"}',
                '{"type": "act", "token": "t", "state_id": -1, "action": "p1 income"}',
                '{"type": "chat", "text": "hi", "extra": 1}',
                '{"type": "chat", "text": "hi", "text": "twice"}',
                '{"type": "join", "code": "ABCDE", "name": "\\u0000"}',
                '{"type": "chat", "text": ' + "[" * 100 + "]" * 100 + "}",
                "{" * 200, b"\x00\x01binary",
            ]
            reasons = []
            for frame in frames:
                await pest.send_raw(frame)
                reasons.append(await refusal(pest))
            assert any("line 1, column 1" in r for r in reasons)
            assert any("type must be one of" in r for r in reasons)
            assert any("state_id must be a whole number ≥ 0, found -1" in r for r in reasons)
            assert any('unknown key "extra"' in r for r in reasons)
            assert any("appears twice" in r for r in reasons)
            assert any("binary" in r for r in reasons)
            assert any("nested more than 64 levels" in r for r in reasons)
            # Oversized: refused below the socket's limit, the connection closed above it.
            await pest.send_raw('{"type": "chat", "text": "' + "x" * MAX_CLIENT_FRAME + '"}')
            assert "at most" in await refusal(pest)
            await pest.send_raw("x" * (2 * 1024 * 1024))
            with pytest.raises((ServerError, TimeoutError)):
                for _ in range(50):
                    await pest.receive(5)
            # The table goes on for everyone else: the other player still plays to the end.
            other = table.players[1]
            assert server.tables[table.code].seats[0].connections == 0
            await server_plays_for(server, table, 0)
            final = await play_to_the_end([other], at_random(3))
            assert final["over"]
            await table.leave()

    run(scenario())


async def server_plays_for(server: object, table: Sitting, seat: int) -> None:
    """The host gives an absent player's seat to a bot."""
    await table.host.send("seat", host=table.host_token, seat=seat, bot="random")
    await table.host.receive_until("table")


def test_a_flood_is_refused_then_cut_off_and_a_silent_client_is_let_go() -> None:
    async def scenario() -> None:
        async with serving(rate=10) as (server, url):
            server.hello_timeout = 0.5
            table = await sit(url, "coup", 2)
            flooder = table.players[0].client
            for _ in range(120):
                await flooder.send_raw('{"type": "chat", "text": "spam"}')
            reasons = []
            with pytest.raises(ServerError) as closed:
                for _ in range(300):
                    message = await flooder.receive(5)
                    if message["type"] == "refused":
                        reasons.append(str(message["reason"]))
            # Refused at once, then closed, saying why (the close frame's reason).
            assert "too many messages" in str(closed.value)
            # A connection that never speaks is closed (the server hangs up on it).
            reader, writer = await asyncio.open_connection("127.0.0.1",
                                                          int(url.rsplit(":", 1)[1]))
            writer.write(b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                         b"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                         b"Sec-WebSocket-Version: 13\r\n\r\n")
            await writer.drain()
            received = b""
            while b"\x88" not in received.partition(b"\r\n\r\n")[2]:  # a close frame...
                received += await asyncio.wait_for(reader.read(1024), 5)
            assert b" 101 " in received and b"\x03\xf0" in received  # ...with code 1008
            writer.close()
            # The other player is untouched.
            assert await newest_view(table.players[1])
            await table.leave()

    run(scenario())


def test_a_dropped_player_is_away_then_back_with_the_whole_view() -> None:
    async def scenario() -> None:
        async with serving() as (_server, url):
            table = await coup_table(url, 3)
            dropped = table.players[1]
            assert dropped.client.ws is not None
            dropped.client.ws.transport.abort()  # the transport dies mid-game
            watcher = table.players[0].client
            for _ in range(10):
                status = await watcher.receive_until("table")
                if not status["seats"][dropped.seat]["connected"]:
                    break
            assert not status["seats"][dropped.seat]["connected"]
            back = await client(url)
            await back.send("resume", token=dropped.token)
            await back.receive_until("seated")
            view = await back.receive_until("view")
            assert view["seat"] == dropped.seat and view["view"].player == dropped.seat
            status = await watcher.receive_until("table")
            assert status["seats"][dropped.seat]["connected"]
            await back.close()
            await table.leave()

    run(scenario())


def test_two_clients_claim_one_seat() -> None:
    async def scenario() -> None:
        async with serving() as (server, url):
            table = await sit(url, "coup", 2, start=False)
            late = await client(url)
            await late.send("join", code=table.code, name="Late", seat=0)
            assert "not free" in await refusal(late)
            await late.send("join", code=table.code, name="Someone")
            assert "every seat is taken" in await refusal(late)
            # With the token, the newest connection has the seat and the older one is told.
            first = table.players[0]
            await late.send("resume", token=first.token)
            await late.receive_until("seated")
            left = await first.client.receive_until("left")
            assert "another connection" in str(left["reason"])
            assert server.tables[table.code].seats[0].connections == 1
            await late.close()
            await table.leave()

    run(scenario())


def test_the_lobby_changes_reach_everyone_and_a_leaver_is_told() -> None:
    """Seats given to bots or freed in the lobby go out to everyone (there is no game view
    to send yet), and a player who leaves the lobby hears that they left."""
    async def scenario() -> None:
        async with serving() as (_server, url):
            table = await sit(url, "coup", 2, bots=["random"], start=False)
            first, second = table.players[0], table.players[1]
            for bot, kind in ((None, "open"), ("heuristic", "bot")):
                await table.host.send("seat", host=table.host_token, seat=2, bot=bot)
                status = await first.client.receive_until("table")
                while status["seats"][2]["kind"] != kind:
                    status = await first.client.receive_until("table")
            await second.client.send("leave")
            left = await second.client.receive_until("left")
            assert "left the table" in str(left["reason"])
            status = await first.client.receive_until("table")
            while status["seats"][1]["kind"] != "open":
                status = await first.client.receive_until("table")
            await table.leave()

    run(scenario())


def test_refusals_keep_the_games_words_and_a_host_who_watches_starts_the_rematch() -> None:
    async def scenario() -> None:
        async with serving() as (server, url):
            table = await sit(url, "coup", 1, bots=["random"])
            player = table.players[0]
            view = await newest_view(player)
            while not view["legal"]:
                view = await newest_view(player)
            await player.client.send("act", token=player.token, state_id=view["state_id"],
                                     action="p1 coup p2")
            reason = (await player.client.receive_until("refused"))["reason"]
            # A translatable message, its reason the game's own (also translatable).
            assert reason.context == "Refusal" and "7 coins" in str(reason)
            assert reason.params["reason"].context == "CoupRefusal"
            choose = at_random(4)
            await player.answer(choose)  # the refused decision is still to take
            final = await play_to_the_end([player], choose)
            assert final["over"]
            watcher = await client(url)
            await watcher.send("start", host=table.host_token)  # not startable: it is over
            await watcher.receive_until("refused")
            await watcher.send("rematch", token=table.host_token)
            while (message := await watcher.receive_until("view"))["number"] != 2:
                pass
            assert message["state_id"] > final["state_id"] and not message["over"]
            assert server.tables[table.code].number == 2
            await watcher.close()
            await table.leave()

    run(scenario())


def test_a_message_of_a_newer_server_is_let_pass() -> None:
    from companion.net.protocol import read_server_message, server_messages
    from companion.net.wire import PLAIN

    messages = server_messages(PLAIN.shape())
    assert read_server_message('{"type": "weather", "sunny": true}', messages) == {
        "type": "weather"}
    with pytest.raises(Exception, match="with a type"):
        read_server_message("[1]", messages)


def test_a_web_page_from_another_site_cannot_reach_the_tables() -> None:
    from websockets.asyncio.client import connect
    from websockets.exceptions import InvalidStatus

    async def scenario() -> None:
        async with serving() as (_server, url):
            host = url.removeprefix("ws://")
            with pytest.raises(InvalidStatus, match="403"):
                await connect(url, origin="http://evil.example")  # type: ignore[arg-type]
            same = await connect(url, origin=f"http://{host}")  # type: ignore[arg-type]
            await same.close()

    run(scenario())
