"""The table in the room: the app hosts a table for the people around it and watches it, its
screen showing the way in (the code, the phone page's address and a QR code of it) and then the
public table, large; the players sit down from their phones. A real server on 127.0.0.1, real
phone-like clients (hello ``client`` "web · phone"), the app's real windows."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
import segno
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox

from companion.core import registry
from companion_ui.net import host as hosting_module
from companion_ui.net import play
from companion_ui.net.loop import net_loop
from companion_ui.net.remembered import RememberedTables
from companion_ui.net.seats_box import PHONE, SeatsBox
from companion_ui.shell.context import ShellContext
from companion_ui.shell.handover import HandOverScreen
from companion_ui.shell.table_display import FullScreenAction
from tests.net.phones import Phone
from tests.net.test_app_windows import pump, tables  # noqa: F401  (a fixture)

LAN = "192.0.2.7"  # this computer's address on the room's network (TEST-NET-1: never real)
ROOM = QSize(800, 500)  # a 1600×1000 laptop at 200%


def room_table(context: ShellContext, game: str, seats: Sequence[str]) -> play.TableScreens:
    """A table for the room on this app's server (127.0.0.1, any port): ``seats`` as the Host
    dialog names them ("remote": a phone's), this screen showing the table."""
    spec = registry.get(game)
    names = ["", "Bo", "Cy", "Di"][:len(seats)]
    screens = play.host_table(context, spec, [], names, list(seats), port=0, pace=0,
                              shows_table=True)
    hosting = hosting_module.hosting()
    assert hosting is not None and hosting.bind == hosting_module.LOOPBACK  # tests: loopback
    pump(lambda: screens.table.status is not None)
    return screens


def phone_sits(screens: play.TableScreens, name: str) -> Phone:
    hosting = hosting_module.hosting()
    assert hosting is not None
    phone = Phone(hosting.own_url)
    net_loop().call(phone.sit(screens.table.code, name))
    return phone


def seat_entry(screens: play.TableScreens, seat: int) -> dict[str, Any]:
    assert screens.table.status is not None
    return screens.table.status["seats"][seat]


@pytest.fixture
def room_network(monkeypatch: pytest.MonkeyPatch) -> None:
    """This computer on the room's network, as it lists its addresses once other devices may
    join (the server itself stays on 127.0.0.1)."""
    monkeypatch.setattr(hosting_module.Hosting, "addresses",
                        lambda self: [f"{LAN}:{self.port}"])


def test_a_table_for_the_room_shows_the_code_the_page_and_its_qr_code(
        shell_context: ShellContext, tables: Path, qapp: QApplication,  # noqa: F811
        room_network: None) -> None:
    screens = room_table(shell_context, "coup", ["remote", "remote", "heuristic"])
    assert screens.table.local_seats == set()  # nobody sits at this screen: it watches
    panel = screens.lobby.join_panel
    assert panel is not None and panel.isVisible() and panel.qr.isVisible()
    code = screens.table.code
    assert panel.code.text() == code
    hosting = hosting_module.hosting()
    assert hosting is not None
    url = f"http://{LAN}:{hosting.port}/?code={code}&lang=en"
    assert panel.url.text() == url
    assert panel.qr.matrix == tuple(tuple(bool(m) for m in row)
                                    for row in segno.make(url).matrix)
    # Remembered as the room's table until its game is over: the launcher offers it back.
    [kept] = RememberedTables(shell_context.settings).all()
    assert kept.code == code and kept.shows_table and kept.tokens == {}


def test_a_phone_that_sits_down_shows_in_the_lobby_with_the_phone_mark(
        shell_context: ShellContext, tables: Path, qapp: QApplication,  # noqa: F811
        room_network: None) -> None:
    screens = room_table(shell_context, "coup", ["remote", "remote", "heuristic"])
    phone = phone_sits(screens, "Ada")
    pump(lambda: seat_entry(screens, phone.seat or 0)["connected"])
    seats = screens.lobby.seats_box
    card = seats.cards[phone.seat or 0]
    assert card.name.text() == "Ada"
    open_card = seats.cards[1]
    assert open_card.who.text() == "free: waiting for a player"
    assert not screens.lobby.start.isEnabled()  # a seat is still open
    if "device" not in seat_entry(screens, phone.seat or 0):
        pytest.skip("this server does not say each seat's device yet")
    assert card.shown_device == PHONE and "phone" in card.who.text()


def test_letting_other_devices_in_restarts_the_server_where_the_host_asked_and_the_table_goes_on(
        shell_context: ShellContext, tables: Path, qapp: QApplication,  # noqa: F811
        monkeypatch: pytest.MonkeyPatch) -> None:
    """On this computer only, the join panel says so and offers to let other devices in; asked
    for (and confirmed), the server starts again on the same port — here on 127.0.0.1 still,
    as tests never listen elsewhere — and the watching screen and the phones carry on."""
    screens = room_table(shell_context, "coup", ["remote", "heuristic"])
    panel = screens.lobby.join_panel
    assert panel is not None
    assert not panel.reachable_from_phones and not panel.qr.isVisible()
    assert panel.blocked.isVisible() and "this computer only" in panel.blocked.text()
    assert panel.open_button.isVisible()
    before = hosting_module.hosting()
    assert before is not None
    monkeypatch.setattr(hosting_module, "EVERYWHERE", hosting_module.LOOPBACK)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Yes)
    panel.open_button.click()
    after = hosting_module.hosting()
    assert after is not None and after is not before and after.port == before.port
    assert screens.hosting is after
    # The watching link finds the table again by itself, and a phone still sits down.
    pump(lambda: screens.table.connected, 20)
    phone = phone_sits(screens, "Ada")
    pump(lambda: screens.lobby.start.isEnabled())
    assert phone.seat == 0


def scene_texts(window: QMainWindow) -> list[str]:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QGraphicsView

    texts = []
    for view in window.findChildren(QGraphicsView):
        for item in view.scene().items():
            if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
                texts.append(item.text() if isinstance(item, QGraphicsSimpleTextItem)
                             else item.toPlainText())
    return texts


def coup_shows_only_the_public_table(window: Any, phone: Phone) -> None:
    from companion_ui.coup.card_art import CardItem, Look

    public = window.session.state.view(None)
    for seat, item in enumerate(window.scene.seats):
        shown = [(card.card, card.look) for card in item.cards if card.isVisible()]
        assert shown == ([(None, Look.BACK)] * public.seats[seat].face_down
                         + [(card, Look.LOST) for card in public.seats[seat].revealed])
    assert not any(isinstance(item, CardItem) and item.look is Look.YOURS
                   for item in window.scene.items())
    assert not window.prompt.isVisible() and not window.responses.isVisible()
    assert window.claims.isVisible()  # the claims standing are the table's


def scout_shows_only_the_public_table(window: Any, phone: Phone) -> None:
    from companion_ui.scout.card import CardItem

    # A round's sheet came up on its own, and goes by itself after a while.
    assert window.round_end in window.pages_seen
    pump(lambda: window.pages.currentWidget() is window.play_page, 10)
    public = window.session.state.view(None)
    assert window.scene.hand_items == []
    drawn = sorted(item.card for item in window.scene.items()
                   if isinstance(item, CardItem) and item.card is not None)
    seen = sorted([*public.active, *(card for seat in public.seats for card in seat.known
                                     if card is not None)])
    assert drawn == seen  # the Active Set and the cards scouted in plain sight, no more
    hand = phone.views[-1]["view"].hand
    assert len(hand) > len([c for c in public.seats[phone.seat].known if c is not None])
    assert not window.panel.isVisible()


def intrige_shows_only_the_public_table(window: Any, phone: Phone) -> None:
    from companion_ui.intrige.words import ducats

    purse = phone.views[-1]["view"].money
    assert purse is not None  # the phone knows its money...
    assert all(castle.purse is None for castle in window.scene.castles)  # ...nobody else
    assert not any(ducats(purse) in text for text in scene_texts(window)
                   if "ducat" in text)
    assert not window.prompt.isVisible()


def lairs_shows_only_the_public_table(window: Any, phone: Phone) -> None:
    from companion_ui.lairs.explorer.game_window import PUBLIC_PAGE

    assert window.stack.currentIndex() == PUBLIC_PAGE
    public = window.public
    assert public.right.scene() is public.sheets[1]  # a map sheet, never a builder's dungeon
    assert not window.own_view.isVisible() and not window.actions_box.isVisible()
    assert window.public_status.text()  # whose turn, said large


Check = Callable[[Any, Phone], None]


def scout_round_under_way(message: dict[str, Any]) -> bool:
    """A decision of a round after the first, once someone has made one in it."""
    public = message["public"]
    return bool(public.round_scores) and type(public.log[-1]).__name__ not in (
        "RoundEnd", "RoundStart")


@pytest.mark.parametrize(("game", "seats", "play_on", "check"), [
    ("coup", ["remote", "heuristic", "heuristic"], {"decisions": 2, "prefer": ("income",
                                                                                 "pass")},
     coup_shows_only_the_public_table),
    ("scout", ["remote", "heuristic", "heuristic"],
     {"decisions": 500, "hold": scout_round_under_way}, scout_shows_only_the_public_table),
    ("intrige", ["remote", "heuristic", "heuristic"], {"decisions": 3},
     intrige_shows_only_the_public_table),
    ("lairs", ["remote", "heuristic"], {"decisions": 6}, lairs_shows_only_the_public_table),
])
def test_the_table_display_shows_the_public_table_alone_and_fits_a_laptop(
        game: str, seats: list[str], play_on: dict[str, Any], check: Check,
        shell_context: ShellContext, tables: Path, qapp: QApplication,  # noqa: F811
        room_network: None, monkeypatch: pytest.MonkeyPatch) -> None:
    # Scout's round sheets stay up for a moment here, not a room's quarter of a minute.
    monkeypatch.setattr("companion_ui.scout.table.SHEET_SECONDS", 0.3)
    screens = room_table(shell_context, game, seats)
    phone = phone_sits(screens, "Ada")
    pump(lambda: screens.lobby.start.isEnabled())
    screens.lobby.start.click()
    pump(lambda: screens.game_window is not None)
    window: Any = screens.game_window
    window.pages_seen = []  # what the window showed on the way (Scout's round sheets)
    pages = getattr(window, "pages", None)
    if pages is not None:
        pages.currentChanged.connect(lambda _: window.pages_seen.append(pages.currentWidget()))
    played = net_loop().submit(phone.play(seed=5, **play_on))
    pump(played.done, 120)
    played.result()
    last = phone.views[-1]
    assert not last["over"] and last["legal"]  # held at the phone's decision: mid-game
    pump(lambda: window.session.state.state_id == last["state_id"])
    QApplication.processEvents()

    session = window.session
    assert session.watching and session.private_seat() is None and session.humans == []
    assert not any(s.isVisible() for s in window.findChildren(HandOverScreen))
    check(window, phone)
    # Beside it, the way in (folded: everyone is in) and who plays where.
    dock = screens.room_dock
    assert dock is not None and dock.isVisible() and dock.join_panel.folded
    assert dock.join_panel.code.text() == screens.table.code
    assert dock.seats.cards[phone.seat or 0].name.text() == "Ada"
    # Full screen on F11's action, and back; and the whole window fits a laptop at 200%.
    full = window.findChild(FullScreenAction)
    assert full is not None and "F11" in [k.toString() for k in full.shortcuts()]
    needed = window.minimumSizeHint().expandedTo(window.minimumSize())
    assert needed.width() <= ROOM.width() and needed.height() <= ROOM.height(), needed


def test_the_seats_box_marks_phones_apps_the_away_and_the_open_seats_from_a_table_message(
        qtbot) -> None:  # type: ignore[no-untyped-def]
    """Read from the ``table`` message as the server sends it, ``device`` included."""
    from companion_ui.net.table import NetworkTable

    table = NetworkTable("ws://127.0.0.1:1", "ABCDE", host_token="host")
    box = SeatsBox(table)
    qtbot.addWidget(box)
    seats = [
        {"seat": 0, "name": "Ada", "kind": "human", "bot": None, "connected": True,
         "device": "web · phone"},
        {"seat": 1, "name": "<b>Ben</b>", "kind": "human", "bot": None, "connected": True,
         "device": "companion 0.1.0"},
        {"seat": 2, "name": "Cy", "kind": "human", "bot": None, "connected": False,
         "device": ""},
        {"seat": 3, "name": "", "kind": "open", "bot": None, "connected": False, "device": ""},
        {"seat": 4, "name": "Di", "kind": "human", "bot": None, "connected": True},  # older
    ]
    table.status = {"type": "table", "code": "ABCDE", "game": "coup", "title": "Coup",
                    "phase": "playing", "seats": seats}
    table.status_changed.emit(table.status)
    ada, ben, cy, free, di = box.cards
    assert ada.shown_device == "phone" and ada.who.text() == "on a phone"
    assert not ada.device.pixmap().isNull()
    assert ben.shown_device == "app" and ben.who.text() == "in Companion"
    assert ben.name.text() == "<b>Ben</b>"  # a name is plain text, as typed
    assert cy.shown_device == "" and cy.who.text() == "Cy — away"
    # The host's controls: a bot may stand in for Cy, who is away (not for Ada, who is here);
    # any player may be removed.
    assert not cy.choose.isHidden() and ada.choose.isHidden()
    assert not ada.remove.isHidden() and free.remove.isHidden()
    assert free.who.text() == "free: waiting for a player"
    assert di.shown_device == "" and di.who.text() == "player"  # a server that does not say


def test_the_rooms_host_starts_the_rematch_and_comes_back_to_the_table_from_the_launcher(
        shell_context: ShellContext, tables: Path, qapp: QApplication,  # noqa: F811
        room_network: None) -> None:
    screens = room_table(shell_context, "coup", ["remote", "heuristic"])
    phone = phone_sits(screens, "Ada")
    pump(lambda: screens.lobby.start.isEnabled())
    screens.lobby.start.click()
    pump(lambda: screens.game_window is not None)
    played = net_loop().submit(phone.play(decisions=10_000, seed=3))
    pump(played.done, 120)
    first: Any = screens.game_window
    pump(lambda: first.session.match is not None)  # over: the record is everyone's
    assert RememberedTables(shell_context.settings).all() == []  # nothing to come back to
    # The host plays no seat, and starts the next game with the host's token.
    first.ending.rematch.emit()
    pump(lambda: screens.game_window is not first and screens.game_window is not None)
    second: Any = screens.game_window
    assert second.session.number == 2 and second.session.watching
    [kept] = RememberedTables(shell_context.settings).all()
    assert kept.shows_table and kept.host_token == screens.table.host_token

    screens.leave()  # the window closed: the launcher offers the table back
    back = play.come_back(shell_context, kept)
    pump(lambda: back.game_window is not None)
    assert back.table.local_seats == set() and back.lobby.join_panel is not None
    assert back.room_dock is not None and back.game_window.session.watching  # type: ignore
