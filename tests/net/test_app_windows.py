"""The app's own windows as two clients of one table: a host (this app's server, on
127.0.0.1) and a guest who joins with the code. Each plays its seat in the game's real window,
fed by the network, to the end; neither ever sees a hand-over screen."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from companion.core import registry
from companion.core.bots import Bot
from companion_ui.net import host as hosting_module
from companion_ui.net import play
from companion_ui.shell.context import ShellContext
from companion_ui.shell.handover import HandOverScreen


@pytest.fixture
def tables(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "tables"
    monkeypatch.setattr(play, "tables_folder", lambda: folder)
    yield folder
    for screens in play.open_tables():
        screens.leave()
    hosting_module.stop_hosting()


def pump(until: Callable[[], bool], seconds: float = 15.0) -> None:
    end = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < end, "nothing happened in time"
        QApplication.processEvents()
        time.sleep(0.005)


def ada_hosts_ben(host_context: ShellContext, guest_context: ShellContext
                  ) -> tuple[play.TableScreens, play.TableScreens]:
    """A two-seat Coup table Ada hosts (no pause between decisions), Ben joined from
    ``guest_context``, the game started."""
    spec = registry.find("coup")
    assert spec is not None
    host = play.host_table(host_context, spec, [], ["Ada", ""], ["human", "remote"], port=0,
                           pace=0)
    hosting = hosting_module.hosting()
    assert hosting is not None
    guest = play.join_table(guest_context, f"127.0.0.1:{hosting.port}", host.table.code, "Ben")
    pump(lambda: 1 in guest.table.local_seats and host.lobby.start.isEnabled())
    host.lobby.start.click()
    return host, guest


def play_to_the_end(screens: Sequence[play.TableScreens], seed: int,
                    bot: Bot | None = None) -> None:
    """Each game window's own seats answer (at random, or ``bot``'s choice on their view) until
    every window holds the finished game; never a hand-over screen on the way."""
    rng = random.Random(seed)
    windows = [s.game_window for s in screens]
    for _ in range(20_000):
        QApplication.processEvents()
        if all(w.session.match is not None for w in windows):  # type: ignore[union-attr]
            return
        for window in windows:
            assert window is not None
            assert not any(s.isVisible() for s in window.findChildren(HandOverScreen))
            session = window.session  # type: ignore[attr-defined]
            state = session.state
            legal = state.legal_actions() if session.match is None else ()
            if legal and state.to_move in session.humans:
                session.play(bot.choose(state.view(state.to_move), legal) if bot
                             else rng.choice(legal))
        time.sleep(0.001)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize(("game", "seats"), [
    ("coup", ["human", "remote", "heuristic"]),
    ("scout", ["human", "remote", "random"]),
    ("intrige", ["human", "remote", "random"]),
    ("lairs", ["human", "remote"]),
])
def test_a_host_and_a_guest_play_a_whole_game_in_their_own_windows(
        game: str, seats: list[str], shell_context: ShellContext, tables: Path,
        qapp: QApplication) -> None:
    spec = registry.find(game)
    assert spec is not None
    names = ["Ada", "", "Cy"][:len(seats)]
    host = play.host_table(shell_context, spec, [], names, seats, port=0, pace=0)
    pump(lambda: host.table.status is not None and 0 in host.table.local_seats)
    hosting = hosting_module.hosting()
    assert hosting is not None and hosting.bind == "127.0.0.1"
    assert host.lobby.isVisible() and host.table.code in host.lobby.code.text()

    guest = play.join_table(shell_context, f"127.0.0.1:{hosting.port}",
                            host.table.code.lower(), "Ben")
    pump(lambda: 1 in guest.table.local_seats and guest.table.status is not None)
    pump(lambda: host.lobby.start.isEnabled())
    host.lobby.start.click()
    pump(lambda: host.game_window is not None and guest.game_window is not None)
    assert not host.lobby.isVisible()  # the game window took over

    # Random players, but Lairs' random explorers wander for hundreds of turns: Easy there.
    play_to_the_end([host, guest], 7, spec.bot("heuristic", 7) if game == "lairs" else None)
    windows = [host.game_window, guest.game_window]
    results = {w.session.state.result() for w in windows}  # type: ignore[union-attr]
    assert len(results) == 1  # both saw the same ending, drawn from the real final state
    assert all(w.session.match.record.names[:2] == ["Ada", "Ben"]  # type: ignore[union-attr]
               for w in windows)
    # Kept to watch again, once: host and guest share this Companion's data folder here.
    [kept] = shell_context.finished_games()
    assert kept.record == host.game_window.session.match.record  # type: ignore[union-attr]


def test_a_table_announced_on_loopback_is_found_and_joined_from_the_join_dialog(
        shell_context: ShellContext, tables: Path, qapp: QApplication,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from companion_ui.net import lan
    from companion_ui.net.join import JoinDialog
    from tests.net.test_discovery import _loopback_multicast_problem

    problem = _loopback_multicast_problem()
    if problem is not None:
        pytest.skip(problem)
    monkeypatch.setattr(lan, "INTERFACES", ("127.0.0.1",))
    spec = registry.find("coup")
    assert spec is not None
    host = play.host_table(shell_context, spec, [], ["Ada", ""], ["human", "remote"], port=0)
    hosting = hosting_module.hosting()
    assert hosting is not None
    hosting.announce(["127.0.0.1"])
    dialog = JoinDialog(shell_context.settings)
    joined: list[tuple[str, str, str]] = []
    dialog.join.connect(lambda *args: joined.append(args))
    dialog.look.setChecked(True)
    pump(lambda: any(ad.code == host.table.code for ad in dialog.lan_ads), 20)
    row = next(i for i, ad in enumerate(dialog.lan_ads) if ad.code == host.table.code)
    dialog.found.setCurrentRow(row)
    assert dialog.code.text() == host.table.code
    dialog.name.setText("Ben")
    dialog.accept()
    assert joined == [(f"127.0.0.1:{hosting.port}", host.table.code, "Ben")]


def test_spectators_watch_the_public_table_to_the_end(
        shell_context: ShellContext, tables: Path, qapp: QApplication) -> None:
    spec = registry.find("coup")
    assert spec is not None
    # A table of bots only: the host plays no seat, so it watches too.
    host = play.host_table(shell_context, spec, [], ["Bo", "Cy", "Di"],
                           ["heuristic", "random", "random"], port=0, pace=0)
    hosting = hosting_module.hosting()
    assert hosting is not None
    watcher = play.watch_table(shell_context, f"127.0.0.1:{hosting.port}", host.table.code)
    pump(lambda: watcher.table.status is not None and host.table.status is not None)
    host.lobby.start.click()
    pump(lambda: all(s.game_window is not None and s.game_window.session.match is not None
                     for s in (host, watcher)), 30)
    for screens in (host, watcher):
        window = screens.game_window
        assert window is not None
        assert window.session.humans == [] and window.session.private_seat() is None
    assert host.game_window.session.state.result() == (  # type: ignore[union-attr]
        watcher.game_window.session.state.result())  # type: ignore[union-attr]


def test_a_guest_whose_connection_drops_comes_back_to_the_seat_and_plays_on(
        shell_context: ShellContext, tables: Path, qapp: QApplication) -> None:
    from companion_ui.net.loop import net_loop

    host, guest = ada_hosts_ben(shell_context, shell_context)
    pump(lambda: guest.game_window is not None and host.game_window is not None)
    link = guest.table.links[1]
    seen_away: list[bool] = []
    host.table.status_changed.connect(
        lambda status: seen_away.append(not status["seats"][1]["connected"]))

    def drop() -> None:  # the transport dies, as on a network that goes away
        assert link._client is not None and link._client.ws is not None
        link._client.ws.transport.abort()

    net_loop().loop.call_soon_threadsafe(drop)
    pump(lambda: any(seen_away))  # the others see Ben away...
    pump(lambda: link.is_up and seen_away[-1] is False, 20)  # ...then back, with his token
    assert guest.table.links[1] is link and link.seat == 1
    play_to_the_end([host, guest], 3)


def test_app_clients_play_at_a_headless_server(shell_context: ShellContext, tables: Path,
                                               qapp: QApplication, tmp_path: Path) -> None:
    """`companion serve` in a process of its own; the app sets a table there (New game with
    a table server's address), a second app window joins it, and they play to the end."""
    from tests.net.test_restart import serve_process

    spec = registry.find("scout")
    assert spec is not None
    with serve_process(tmp_path / "served") as (_process, url):
        address = url.removeprefix("ws://")
        host = play.host_table(shell_context, spec, [], ["Ada", "", "Cy"],
                               ["human", "remote", "random"], pace=0, server=address)
        assert hosting_module.hosting() is None  # nothing hosted in the app itself
        guest = play.join_table(shell_context, address, host.table.code, "Ben")
        pump(lambda: 1 in guest.table.local_seats and host.lobby.start.isEnabled())
        host.lobby.start.click()
        pump(lambda: host.game_window is not None and guest.game_window is not None)
        play_to_the_end([host, guest], 5)
        for screens in (host, guest):
            screens.leave()


def test_the_launcher_offers_a_network_game_left_unfinished_and_resumes_the_seat(
        shell_context: ShellContext, tables: Path, qapp: QApplication, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from companion.core.autosave import AutosaveStore
    from companion_ui.shell.activities import discover
    from companion_ui.shell.launcher import LauncherWindow
    from companion_ui.shell.settings import AppSettings

    # The guest is another Companion: settings of its own.
    guest_context = ShellContext(
        AppSettings(QSettings(str(tmp_path / "guest.ini"), QSettings.Format.IniFormat)),
        discover(), AutosaveStore(tmp_path / "guest-autosave"))
    host, guest = ada_hosts_ben(shell_context, guest_context)
    pump(lambda: guest.game_window is not None)
    guest.game_window.close()  # type: ignore[union-attr]  # leaving the table for now
    pump(lambda: guest not in play.open_tables())

    launcher = LauncherWindow(guest_context)
    launcher.refresh_unfinished()
    items = [launcher.unfinished.item(i) for i in range(launcher.unfinished.count())]
    offered = [item for item in items if f"table {host.table.code}" in item.text()]
    assert len(offered) == 1 and "Ada, Ben" in offered[0].text()
    launcher._resume_item(offered[0])
    back = next(s for s in play.open_tables() if s.context is guest_context)
    pump(lambda: back.game_window is not None)
    assert back.table.local_seats == {1} and back.game_window.session.humans == [1]  # type: ignore
    launcher.close()
