"""Playing at a network table from the app: Host (this app's own server), Join (another's),
coming back to a remembered table, and the game windows that follow the table's games.

A table here is a ``NetworkTable`` with its lobby window (``LobbyWindow``). Each game played
at it opens the game's own window on a ``RemoteSession`` (the activity's ``play_remote``); a
rematch opens the next one. Closing the game window leaves the table for now: the seats stay
the player's, and the launcher offers to come back until the game is over.

A table for the people in the room (``shows_table``): this app plays no seat but watches, its
game window shows the public table large, and the join panel (the code, the phone page's
address and its QR code) sits in the lobby and beside the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget
from shiboken6 import isValid

from companion.core.errors import CompanionError
from companion.core.protocol import GameSpec
from companion_ui.net.host import (
    DEFAULT_PORT,
    LOOPBACK,
    Hosting,
    hosting,
    let_others_in,
    start_hosting,
)
from companion_ui.net.join_panel import JoinPanel
from companion_ui.net.lobby import LobbyWindow
from companion_ui.net.phone_page import server_address
from companion_ui.net.remembered import Remembered, RememberedTables
from companion_ui.net.room_dock import RoomDock
from companion_ui.net.session import RemoteSession
from companion_ui.net.table import NetworkTable, create
from companion_ui.shell.context import ShellContext
from companion_ui.shell.messages import translated
from companion_ui.shell.session import HUMAN

REMOTE = "remote"  # a seat kind in the new-game dialogs: a player who joins over the network


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("NetworkPlay", text, disambiguation, n)


def tables_folder() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "tables"


class TableScreens:
    """One network table at this app: its lobby, its game windows, what is remembered."""

    def __init__(self, context: ShellContext, table: NetworkTable, remembered: Remembered,
                 hosting: Hosting | None = None) -> None:
        self.context, self.table, self.hosting = context, table, hosting
        self.remembered = remembered
        self.game_window: QMainWindow | None = None
        self.room_dock: RoomDock | None = None
        self._kept = False  # whether the settings remember the table (until its game ends)
        self._note = ""  # who is away, as the game window's status bar says it
        # The room's table: one join panel in the lobby, one beside each game.
        self.join_panels: list[JoinPanel] = []
        lobby_panel = self._join_panel() if remembered.shows_table else None
        self.lobby = LobbyWindow(table, self._companion_addresses(), lobby_panel)
        self.lobby.left.connect(self.leave)
        table.game_started.connect(self._game_started)
        table.seated.connect(self._remember)
        table.ended.connect(self._ended)
        table.status_changed.connect(self._status)
        table.connection_changed.connect(lambda: self._status(self.table.status))
        table.chat_received.connect(self._chat_line)
        _open.append(self)
        context.show_window(self.lobby, "net.lobby")

    # --- the way in ---------------------------------------------------------------------------
    def _companion_addresses(self) -> list[str]:
        """Where other Companions reach this app's server (none: this computer only)."""
        hosting = self.hosting
        return hosting.addresses() if hosting is not None and hosting.open_to_others else []

    def _join_panel(self) -> JoinPanel:
        panel = JoinPanel(self.table.code)
        panel.open_up.connect(self._let_others_in)
        panel.destroyed.connect(lambda _=None, p=panel: self.join_panels.remove(p))
        self.join_panels.append(panel)
        self._show_addresses(panel)
        return panel

    def _show_addresses(self, panel: JoinPanel) -> None:
        """The phone page is on the table's server: this app's, on each of this computer's
        networks, or the table server's the table was set on."""
        if self.hosting is not None:
            panel.set_addresses(self.hosting.addresses(), can_open_up=True)
        else:
            address, secure = server_address(self.table.url)
            panel.set_addresses([address], secure)

    def _let_others_in(self) -> None:
        """The host asked to let phones in: the app's server listens on every network from
        now on (asked once more, out loud, with the port and the firewall)."""
        parent = self.game_window if self.game_window is not None and isValid(
            self.game_window) else self.lobby
        port = self.hosting.port if self.hosting is not None else DEFAULT_PORT
        answer = QMessageBox.question(parent, tr("Let other devices in"), tr(
            "Companion's table server will listen on every network this computer is on, on "
            "port {0}, so that phones and other computers can join. Your firewall may ask. "
            "The tables here reconnect by themselves.").format(port))
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            opened = let_others_in(tables_folder())
        except CompanionError as error:
            QMessageBox.warning(parent, tr("Cannot let other devices in"), str(error))
            opened = hosting()
        for screens in open_tables():
            if screens.hosting is not None and opened is not None:
                screens.hosting_moved(opened)

    def hosting_moved(self, moved: Hosting) -> None:
        """This app's server listens elsewhere now: the addresses shown follow."""
        self.hosting = moved
        self.lobby.addresses = self._companion_addresses()
        self.lobby.render()
        for panel in self.join_panels:
            self._show_addresses(panel)
        if self.remembered.hosted and self.remembered.bind != moved.bind:
            self.remembered = Remembered(
                self.remembered.url, self.remembered.code, self.remembered.game,
                self.remembered.tokens, self.remembered.host_token, True, moved.bind,
                moved.port, self.remembered.names, shows_table=self.remembered.shows_table)
            self._keep_remembered()

    # --- the games -------------------------------------------------------------------------------
    def _game_started(self, session: RemoteSession) -> None:
        if not session.ready:
            return
        old = self.game_window
        activity = next((a for a in self.context.activities
                         if a.game == session.spec.name and a.play_remote is not None), None)
        if activity is None or activity.play_remote is None:
            QMessageBox.warning(self.lobby, tr("Cannot play"), tr(
                "This Companion has no window for {0} games.").format(session.spec.title))
            return
        window = activity.play_remote(self.context, session)
        assert isinstance(window, QMainWindow)
        self.game_window = window
        if self.remembered.shows_table:
            self.room_dock = RoomDock(self.table, self._join_panel())
            window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.room_dock)
            # Everyone in from the start: the code alone, the QR code a click away.
            self.room_dock.join_panel.set_folded(self.room_dock.everyone_in())
        self._add_table_menu(window)
        window.destroyed.connect(lambda _=None, w=window: self._game_window_closed(w))
        session.finished.connect(self._game_over)
        session.refused.connect(lambda reason, w=window: _say_refused(w, reason))
        if old is not None and isValid(old):
            old.close()
        self.lobby.game_on()
        self._status(self.table.status)

    def _add_table_menu(self, window: QMainWindow) -> None:
        """Table: the seats and the chat (the lobby window), and a rematch once it is over."""
        menu = QMenu(tr("&Table"), window)
        seats = menu.addAction(tr("Seats and &Chat…"))
        seats.triggered.connect(self.show_lobby)
        if self.room_dock is not None:
            menu.addAction(self.room_dock.toggleViewAction())
        again = menu.addAction(tr("&Rematch"))
        again.setToolTip(tr("The next game at this table, for everyone, with the same seats"))
        session = window.session  # type: ignore[attr-defined]
        again.setEnabled(False)
        session.finished.connect(lambda: again.setEnabled(
            bool(self.table.local_seats) or self.table.host_token is not None))
        again.triggered.connect(self.table.rematch)
        window.menuBar().insertMenu(window.menuBar().actions()[-1], menu)

    def show_lobby(self) -> None:
        self.lobby.show()
        self.lobby.raise_()
        self.lobby.activateWindow()

    def _chat_line(self, line: dict[str, Any]) -> None:
        """A chat line shows on the game window for a while (the whole chat is in the
        lobby)."""
        window = self.game_window
        if window is not None and isValid(window) and not self.lobby.isVisible():
            window.statusBar().showMessage(tr("{0}: {1}").format(line["name"], line["text"]),
                                           10_000)

    def _game_window_closed(self, window: QWidget) -> None:
        if window is self.game_window:
            self.game_window = None
            self.leave()

    def _game_over(self) -> None:
        RememberedTables(self.context.settings).forget(self.remembered.key)
        self._kept = False
        self.context.unfinished_changed.emit()

    # --- the table's news ---------------------------------------------------------------------
    def _status(self, status: dict[str, Any] | None) -> None:
        """Who is away, and a take-back to agree to, said on the game window."""
        if status is not None and self._worth_remembering() and (
                self.remembered.game != status["game"]
                or set(self.remembered.tokens) != set(self.table.tokens) or not self._kept):
            self._remember()
        window = self.game_window
        if status is None or window is None or not isValid(window):
            return
        away = [s["name"] for s in status["seats"]
                if s["kind"] == "human" and not s["connected"] and not s["bot"]
                and s["seat"] not in self.table.local_seats]
        note = tr("{0} is reconnecting…").format(", ".join(away)) if away else ""
        if not self.table.connected:
            note = tr("Reconnecting to the table…")
        if note or self._note:  # a chat line showing meanwhile stays until it times out
            window.statusBar().showMessage(note)
        self._note = note
        asked = status.get("take_back")
        if asked is not None:
            for seat in asked["waiting"]:
                if seat in self.table.local_seats:
                    self._agree_to_take_back(window, asked["seat"], seat)

    def _agree_to_take_back(self, window: QWidget, asker: int, seat: int) -> None:
        names = self.table.names
        answer = QMessageBox.question(window, tr("Take back"), tr(
            "{0} asks to take back their last decision. {1}, do you agree?").format(
            names[asker], names[seat]))
        self.table.answer_take_back(seat, answer == QMessageBox.StandardButton.Yes)

    def _ended(self, reason: Any) -> None:
        parent = self.game_window if self.game_window is not None and isValid(
            self.game_window) else self.lobby
        if not self.table.links:
            QMessageBox.warning(parent, tr("Left the table"), translated(reason))
            if "seat" in str(reason) or "token" in str(reason):
                RememberedTables(self.context.settings).forget(self.remembered.key)
            self.leave()

    def _worth_remembering(self) -> bool:
        """Seats of ours to come back to, or the table we host (watched from this screen)."""
        return bool(self.table.tokens) or self.table.host_token is not None

    def _remember(self) -> None:
        """Keep the seats' tokens (and the host's) in the settings (once the table has said
        what it plays), until its game is over."""
        status = self.table.status
        if not self._worth_remembering() or not (status or self.remembered.game):
            return
        if status is not None and status["phase"] == "over":
            return  # nothing to come back to
        names = tuple(self.table.names) if status else self.remembered.names
        game = status["game"] if status else self.remembered.game
        self.remembered = Remembered(
            self.table.url, self.table.code, game, self.table.tokens, self.table.host_token,
            self.remembered.hosted, self.remembered.bind, self.remembered.port, names,
            shows_table=self.remembered.shows_table)
        self._keep_remembered()

    def _keep_remembered(self) -> None:
        RememberedTables(self.context.settings).keep(self.remembered)
        self._kept = True

    def leave(self) -> None:
        """Close the table's screens and links (the seats stay ours)."""
        if self not in _open:
            return
        _open.remove(self)
        self.table.close()
        if self.game_window is not None and isValid(self.game_window):
            self.game_window.close()
        if isValid(self.lobby):
            self.lobby.in_game = False
            self.lobby.close()
        if isValid(self.context):
            self.context.unfinished_changed.emit()


_open: list[TableScreens] = []


def open_tables() -> list[TableScreens]:
    return list(_open)


def _say_refused(window: QWidget, reason: Any) -> None:
    if isValid(window):
        QMessageBox.information(window, tr("Not allowed"), translated(reason))


# --- the three ways to a table ---------------------------------------------------------------
def host_table(context: ShellContext, spec: GameSpec, variants: Sequence[str],
               names: Sequence[str], seats: Sequence[str], bind: str = LOOPBACK,
               port: int = DEFAULT_PORT, pace: int = 700, announce: bool = False,
               server: str = "", shows_table: bool = False) -> TableScreens:
    """Set the table on this app's server (started if it is not running), or on the table
    server at ``server``, and sit its local players down; remote seats wait for players, bot
    seats get their bots. With ``shows_table`` nobody sits down here: every person's seat
    waits for a phone (or a Companion), and this screen watches, showing the table to the
    room."""
    hosting = start_hosting(tables_folder(), bind, port) if not server else None
    url = hosting.own_url if hosting is not None else websocket_url(server)
    plans = []
    for name, kind in zip(names, seats, strict=True):
        if kind in (HUMAN, REMOTE):
            plans.append({"kind": "open"})
        else:
            plans.append({"kind": "bot", "bot": kind, "name": name})
    code, host_token = create(url, spec.name, plans, sorted(variants), pace)
    table = NetworkTable(url, code, host_token)
    remembered = Remembered(url, code, spec.name, {}, host_token, hosting is not None,
                            hosting.bind if hosting else LOOPBACK,
                            hosting.port if hosting else 0, tuple(names),
                            shows_table=shows_table)
    screens = TableScreens(context, table, remembered, hosting)
    if announce and hosting is not None and hosting.open_to_others:
        try:
            hosting.announce()
        except (CompanionError, OSError) as error:  # the table is there; only not announced
            QMessageBox.warning(screens.lobby, tr("Not announced"), tr(
                "The table could not be announced on this network ({0}); players join it "
                "by address.").format(error))
    locals_ = [(seat, name) for seat, (name, kind) in enumerate(zip(names, seats, strict=True))
               if kind == HUMAN and not shows_table]
    for seat, name in locals_:
        table.join(name, seat)
    if not locals_:
        table.watch()
    return screens


def join_table(context: ShellContext, address: str, code: str, name: str) -> TableScreens:
    """Take a seat at a table on another Companion (or ``companion serve``)."""
    url = websocket_url(address)
    table = NetworkTable(url, code.strip().upper())
    remembered = Remembered(url, table.code, "", {})
    screens = TableScreens(context, table, remembered)
    table.join(name)
    return screens


def watch_table(context: ShellContext, address: str, code: str) -> TableScreens:
    """Watch a table's public view, without a seat."""
    url = websocket_url(address)
    table = NetworkTable(url, code.strip().upper())
    screens = TableScreens(context, table, Remembered(url, table.code, "", {}))
    table.watch()
    return screens


def come_back(context: ShellContext, remembered: Remembered) -> TableScreens:
    """Back to a remembered table: its server started again if this app hosts it."""
    hosting = None
    if remembered.hosted:
        hosting = start_hosting(tables_folder(), remembered.bind, remembered.port)
    table = NetworkTable(hosting.own_url if hosting else remembered.url, remembered.code,
                         remembered.host_token)
    screens = TableScreens(context, table, remembered, hosting)
    if remembered.tokens:
        table.resume(remembered.tokens)
    else:
        table.watch()
    return screens


def websocket_url(address: str) -> str:
    """``192.168.1.5:8765``, ``example.org`` or a ws:// URL, as the URL to connect to."""
    text = address.strip()
    if not text:
        raise CompanionError(tr("Give the host's address (for example 192.168.1.5:8765)."))
    if "://" in text:
        scheme = text.split("://", 1)[0].lower()
        if scheme not in ("ws", "wss"):
            raise CompanionError(tr("A table's address starts with ws:// or wss://, not "
                                    "{0}://.").format(scheme))
        return text
    host, colon, port = text.rpartition(":")
    if colon and port.isdigit() and "]" not in port:
        return f"ws://{host}:{port}"
    return f"ws://{text}:{DEFAULT_PORT}"
