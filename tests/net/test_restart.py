"""`companion serve` killed (SIGKILL) in the middle of games and started again: every table
resumes from its file, the players come back to their seats with their tokens, and no decision
anyone was shown is lost. Real processes, 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from tests.net.support import Player, at_random, client, play_to_the_end, run, sit

SERVE = [sys.executable, "-c", "from companion.cli import main; raise SystemExit(main())",
         "serve", "--port", "0"]


@contextlib.contextmanager
def serve_process(data: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    process = subprocess.Popen([*SERVE, "--data", str(data)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        line = process.stdout.readline()  # the server says where it listens, then serves
        found = re.search(r"ws://127\.0\.0\.1:(\d+)", line)
        assert found, (line, process.stderr.read() if process.poll() is not None else "")
        yield process, f"ws://127.0.0.1:{found.group(1)}"
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(10)
        for stream in (process.stdout, process.stderr):
            if stream is not None:
                stream.close()


def test_a_killed_server_resumes_every_table_and_loses_no_decision(tmp_path: Path) -> None:
    async def scenario() -> None:
        seen: dict[str, int] = {}  # each table: the newest state a player was shown
        with serve_process(tmp_path) as (process, url):
            tables = [await sit(url, "coup", 3), await sit(url, "scout", 3)]
            for table in tables:  # some decisions, then the kill
                await _play_some(table.players, decisions=12)
                seen[table.code] = max(p.last["state_id"] for p in table.players if p.last)
            os.kill(process.pid, signal.SIGKILL)
            process.wait(10)
        with serve_process(tmp_path) as (process, url):
            for table in tables:
                back = []
                for player in table.players:
                    connection = await client(url)
                    await connection.send("resume", token=player.token)
                    seated = await connection.receive_until("seated")
                    assert (seated["code"], seated["seat"]) == (table.code, player.seat)
                    view = await connection.receive_until("view")
                    assert view["state_id"] >= seen[table.code]  # nothing shown was lost
                    back.append(Player(connection, player.seat, player.token, view))
                # The player whose decision it is hears of it from the view just received.
                for player in back:
                    if player.last and player.last["legal"]:
                        await player.answer(at_random(1))
                final = await play_to_the_end(back, at_random(2))
                assert final["over"]
                for player in back:
                    await player.client.close()
            process.send_signal(signal.SIGINT)  # Ctrl+C: a clean stop
            assert process.wait(15) == 0
        assert sorted(p.name for p in (tmp_path / "finished").iterdir()) == sorted(
            f"{t.code}-1.json" for t in tables)

    run(scenario(), timeout=120)


async def _play_some(players: list[Player], decisions: int) -> None:
    """Random answers until the table has seen ``decisions`` of them (the game is left in the
    middle: state 1 is the start)."""
    choose = at_random(0)

    async def seat_plays(player: Player) -> None:
        for _ in range(1_000):
            message = await player.client.receive(10)
            if message["type"] == "view":
                player.last = message
                if message["state_id"] > decisions:
                    return
                if message["legal"]:
                    await player.answer(choose)
        raise AssertionError("no progress")

    await asyncio.gather(*(seat_plays(player) for player in players))
