"""A network table as this app sits at it: its links (one per seat played here, or one to
watch), what the table says of its seats, and a ``RemoteSession`` per game played there.

Whoever opened it (the Host flow, the Join flow, the launcher's list of network games) shows
its lobby; when a game starts (or the next one, after a rematch) ``game_started`` hands over
the new session, and the game's own window opens on it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.protocol import GameSpec
from companion.net.client import ServerError, TableClient
from companion_ui.net.link import TableLink
from companion_ui.net.loop import net_loop
from companion_ui.net.session import RemoteSession


class NetworkTable(QObject):
    status_changed = Signal(object)  # the server's "table" message
    chat_received = Signal(object)  # a "chat" message
    refused = Signal(object)  # a refusal of something asked at the table (not a move)
    ended = Signal(object)  # a link gave up, and why
    connection_changed = Signal()
    game_started = Signal(object)  # a RemoteSession for a new game at the table
    seated = Signal()  # a local seat got its token (worth remembering)

    def __init__(self, url: str, code: str, host_token: str | None = None) -> None:
        super().__init__()
        self.url, self.code, self.host_token = url, code, host_token
        self.links: dict[int | None, TableLink] = {}
        self._joining: list[TableLink] = []
        self.status: dict[str, Any] | None = None
        self.session: RemoteSession | None = None
        self._announced = 0  # the newest game whose window was asked for
        self.chat: list[dict[str, Any]] = []

    # --- who sits here ----------------------------------------------------------------------------
    @property
    def spec(self) -> GameSpec:
        game = self.status["game"] if self.status else ""
        spec = registry.find(game)
        if spec is None:
            raise CompanionError(f"this Companion cannot play {game!r}")
        return spec

    @property
    def local_seats(self) -> set[int]:
        return {seat for seat in self.links if seat is not None}

    @property
    def tokens(self) -> dict[int, str]:
        return {seat: link.token for seat, link in self.links.items()
                if seat is not None and link.token is not None}

    @property
    def names(self) -> list[str]:
        seats = self.status["seats"] if self.status else []
        return [s["name"] or f"P{s['seat'] + 1}" for s in seats]

    @property
    def seat_kinds(self) -> list[str]:
        seats = self.status["seats"] if self.status else []
        return [s["bot"] if s["kind"] == "bot" and s["bot"] else "human" for s in seats]

    @property
    def connected(self) -> bool:
        return any(link.is_up for link in self.links.values())

    def join(self, name: str, seat: int | None = None) -> None:
        """Take a seat (a local player at this screen); ``seated`` once the table agrees."""
        link = self._link()
        self._joining.append(link)
        link.join(self.code, name, seat)

    def resume(self, tokens: dict[int, str]) -> None:
        for token in tokens.values():
            self._link().resume(token)

    def watch(self) -> None:
        """Watch the table (the host who plays no seat, or a spectator)."""
        link = self._link()
        self.links[None] = link
        link.spectate(self.code)

    def _link(self) -> TableLink:
        link = TableLink(self.url)
        link.received.connect(lambda message, link=link: self._received(link, message))
        link.connected.connect(lambda _up: self.connection_changed.emit())
        link.ended.connect(lambda reason, link=link: self._link_ended(link, reason))
        return link

    def _link_ended(self, link: TableLink, reason: Any) -> None:
        for seat, held in list(self.links.items()):
            if held is link:
                del self.links[seat]
        if link in self._joining:
            self._joining.remove(link)
        self.ended.emit(reason)
        self.connection_changed.emit()

    # --- what the table says ------------------------------------------------------------------
    def _received(self, link: TableLink, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind == "seated":
            if link in self._joining:
                self._joining.remove(link)
            self.links[message["seat"]] = link
            self.seated.emit()
        elif kind == "table":
            self.status = message
            self.status_changed.emit(message)
        elif kind == "view":
            self._view(message)
        elif kind == "record":
            if self.session is not None and self.session.number == message["number"]:
                self.session.take_record(message["record"])
                self._announce()
        elif kind == "thinking":
            if self.session is not None:
                self.session.bot_thinking.emit(message["seat"])
        elif kind == "chat":
            if message not in self.chat[-30:]:  # several links hear the same line
                self.chat.append(message)
                self.chat_received.emit(message)
        elif kind == "refused":
            if message["to"] == "act" and self.session is not None:
                self.session.take_refusal(message["reason"])
            else:
                self.refused.emit(message["reason"])

    def _view(self, message: dict[str, Any]) -> None:
        seat = message["seat"]
        if seat is not None and seat not in self.links:
            return
        if seat is None and self.local_seats:
            return  # a seat's own views say more than the watching link's
        number = message["number"]
        if self.session is None or number > self.session.number:
            if self.status is None:
                return
            self.session = RemoteSession(self, self.spec, number)
        if number == self.session.number:
            self.session.take_view(message)
            self._announce()

    def _announce(self) -> None:
        """A game's window opens once it has something to show: a first view, or (a game
        that ended before any view got here) its record."""
        session = self.session
        if session is not None and session.ready and session.number > self._announced:
            self._announced = session.number
            self.game_started.emit(session)

    # --- asking the table -----------------------------------------------------------------------
    def _any_link(self) -> TableLink | None:
        return next((link for link in self.links.values() if link.is_up), None)

    def act(self, seat: int, state_id: int, action: str) -> None:
        link = self.links[seat]
        link.send("act", token=link.token, state_id=state_id, action=action)

    def ask_take_back(self, seat: int) -> None:
        link = self.links[seat]
        link.send("take_back", token=link.token)

    def answer_take_back(self, seat: int, agree: bool) -> None:
        link = self.links[seat]
        link.send("answer", token=link.token, agree=agree)

    def rematch(self) -> None:
        """The next game at the table: asked with a seat's token, or the host's (a host who
        only watches, showing the table to the room)."""
        seat = min(self.local_seats, default=None)
        if seat is not None:
            self.links[seat].send("rematch", token=self.links[seat].token)
        elif self.host_token is not None and (link := self._any_link()) is not None:
            link.send("rematch", token=self.host_token)

    def say(self, text: str) -> None:
        link = self._any_link()
        if link is not None:
            link.send("chat", text=text)

    def host_command(self, kind: str, **fields: Any) -> None:
        """start, seat (a bot for a seat) or remove: the host's token goes with it."""
        link = self._any_link()
        if link is None or self.host_token is None:
            return
        link.send(kind, host=self.host_token, **fields)

    def close(self) -> None:
        """Leave the screen: the seats stay ours (the launcher offers to come back)."""
        for link in (*self.links.values(), *self._joining):
            link.close()
        self.links.clear()
        self._joining.clear()


async def create_table(url: str, game: str, seats: list[dict[str, Any]],
                       variants: list[str], pace: int = 700) -> tuple[str, str]:
    """Create a table on the server at ``url``: its code and the host's token."""
    client = TableClient(url)
    try:
        await client.open()
        await client.send("create", game=game, seats=seats, variants=variants, pace=pace)
        for _ in range(10):
            answer = await client.receive(10)
            if answer["type"] == "created":
                return answer["code"], answer["host"]
            if answer["type"] == "refused":
                raise CompanionError(str(answer["reason"]))
        raise ServerError("the server did not create the table")
    finally:
        await client.close()


def create(url: str, game: str, seats: list[dict[str, Any]], variants: list[str],
           pace: int = 700) -> tuple[str, str]:
    """``create_table`` from the GUI thread (the answer comes within seconds)."""
    try:
        return net_loop().call(create_table(url, game, seats, variants, pace), 20)
    except TimeoutError:
        raise ServerError(f"{url} did not answer in time") from None
