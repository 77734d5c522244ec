"""The widgets of a table for the room, on their own: the QR code as drawn, the join panel (the
page's address on each network, this computer only, folded), the Host dialog's "this screen
shows the table" and the room's lobby in a dark palette."""

from __future__ import annotations

import segno
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from companion_ui.net.join_panel import JoinPanel
from companion_ui.net.lobby import LobbyWindow
from companion_ui.net.phone_page import on_a_phone, only_this_computer, page_url, server_address
from companion_ui.net.qr import QUIET_ZONE, QrCode, qr_matrix
from companion_ui.net.table import NetworkTable
from companion_ui.shell.seats import REMOTE
from companion_ui.shell.session import HUMAN
from companion_ui.shell.translations import switch_language
from tests.test_dark_palette import dark, unreadable_words  # noqa: F401  (a fixture)

URL = "http://192.0.2.7:8765/?code=KX7PQ&lang=en"


def test_the_qr_code_is_segnos_drawn_module_by_module_in_whole_pixels(qtbot) -> None:
    code = QrCode(URL)
    qtbot.addWidget(code)
    assert code.matrix == qr_matrix(URL) == tuple(
        tuple(bool(m) for m in row) for row in segno.make(URL).matrix)
    code.resize(333, 300)  # not a whole number of modules: the code stays crisp and square
    image = code.grab().toImage()
    rect = code.code_rect()
    side = len(code.matrix) + 2 * QUIET_ZONE
    assert rect.width() == rect.height() and rect.width() % side == 0
    module = rect.width() // side
    assert module >= 2
    for y, row in enumerate(code.matrix):
        for x, dark_module in enumerate(row):
            centre_x = rect.left() + (QUIET_ZONE + x) * module + module // 2
            centre_y = rect.top() + (QUIET_ZONE + y) * module + module // 2
            expected = QColor("black") if dark_module else QColor("white")
            assert image.pixelColor(centre_x, centre_y) == expected, (x, y)
    # The quiet zone is white.
    assert image.pixelColor(rect.left() + 1, rect.top() + 1) == QColor("white")


def test_the_phone_pages_address() -> None:
    assert page_url("192.0.2.7:8765", "KX7PQ", "hu") == "http://192.0.2.7:8765/?code=KX7PQ&lang=hu"
    assert page_url("192.0.2.7:8765") == "http://192.0.2.7:8765/"
    assert page_url("tables.example.org", "KX7PQ", secure=True) == (
        "https://tables.example.org/?code=KX7PQ")
    assert server_address("wss://tables.example.org:443/") == ("tables.example.org:443", True)
    assert server_address("ws://127.0.0.1:8765") == ("127.0.0.1:8765", False)
    assert only_this_computer("127.0.0.1:8765") and only_this_computer("localhost:8765")
    assert not only_this_computer("192.0.2.7:8765")
    assert not only_this_computer("tables.example.org:8765")
    assert on_a_phone("web · phone") and not on_a_phone("companion 0.1.0")


def test_the_join_panel_shows_the_page_on_the_network_chosen_in_the_apps_language(
        qtbot, qapp: QApplication) -> None:
    panel = JoinPanel("KX7PQ")
    qtbot.addWidget(panel)
    panel.set_addresses(["192.0.2.7:8765", "198.51.100.3:8765"], can_open_up=True)
    assert panel.code.text() == "KX7PQ"
    assert panel.urls() == [URL, "http://198.51.100.3:8765/?code=KX7PQ&lang=en"]
    assert panel.url.text() == URL and panel.qr.text == URL
    assert [panel.networks.itemText(i) for i in range(panel.networks.count())] == [
        "192.0.2.7", "198.51.100.3"]
    assert not panel.networks.isHidden() and panel.open_button.isHidden()
    panel.networks.setCurrentIndex(1)
    assert panel.qr.matrix == qr_matrix("http://198.51.100.3:8765/?code=KX7PQ&lang=en")
    try:
        switch_language(qapp, "hu")
        QApplication.processEvents()  # Qt posts the news of a new language
        assert panel.url.text() == "http://198.51.100.3:8765/?code=KX7PQ&lang=hu"
        assert panel.qr.text == panel.url.text()
    finally:
        switch_language(qapp, "en")
        QApplication.processEvents()
    panel.set_addresses(["192.0.2.7:8765"])
    assert panel.networks.isHidden()  # one network: nothing to choose


def test_a_table_this_computer_alone_reaches_says_so_and_offers_to_let_others_in(qtbot) -> None:
    panel = JoinPanel("KX7PQ")
    qtbot.addWidget(panel)
    panel.set_addresses(["127.0.0.1:8765"], can_open_up=True)
    assert not panel.reachable_from_phones
    assert panel.qr.isHidden() and panel.url.isHidden() and panel.qr.matrix == ()
    assert not panel.blocked.isHidden() and "this computer only" in panel.blocked.text()
    assert not panel.open_button.isHidden()
    with qtbot.waitSignal(panel.open_up, timeout=1000):
        panel.open_button.click()
    # A table server elsewhere that listens on its own computer only: nothing to offer here.
    panel.set_addresses(["127.0.0.1:9000"])
    assert panel.open_button.isHidden() and not panel.blocked.isHidden()


def test_the_join_panel_folds_to_the_code(qtbot) -> None:
    panel = JoinPanel("KX7PQ")
    qtbot.addWidget(panel)
    panel.set_addresses(["192.0.2.7:8765"])
    with qtbot.waitSignal(panel.folded_changed, timeout=1000) as folded:
        panel.fold.click()
    assert folded.args == [True]
    assert panel.unfolded.isHidden() and not panel.code.isHidden()
    assert panel.fold.text() == "Show the QR Code"
    panel.fold.click()
    assert not panel.unfolded.isHidden() and panel.fold.text() == "Hide the QR Code"


def test_the_host_dialog_sets_a_table_for_the_room(qtbot) -> None:
    """"This screen shows the table": nobody plays at it, so its Human seats become players on
    other devices (Human cannot be chosen meanwhile), and phones need the network, said there.
    (The dialog alone: what it asks for is hosted by ``host_table``, tested with a server on
    127.0.0.1.)"""
    from companion_ui.coup.newgame import NewGameDialog

    form = NewGameDialog()
    qtbot.addWidget(form)
    kinds = form.seats.kinds
    kinds[1].setCurrentIndex(kinds[1].findData(REMOTE))
    network = form.network
    assert network.isVisibleTo(form) and kinds[0].currentData() == HUMAN
    network.shows_table.setChecked(True)
    assert [kind.currentData() for kind in kinds[:2]] == [REMOTE, REMOTE]
    assert not kinds[0].model().item(kinds[0].findData(HUMAN)).isEnabled()
    assert network.phones.isVisibleTo(form) and "Let other devices" in network.phones.text()
    network.others.setChecked(True)
    assert not network.phones.isVisibleTo(form)
    hosted = []
    form.host.connect(lambda *args: hosted.append(args))
    form.accept()
    [(_setup, _names, seats, chosen)] = hosted
    assert chosen.shows_table and chosen.bind == "0.0.0.0" and HUMAN not in seats
    network.shows_table.setChecked(False)  # undone: Human may be chosen again
    assert kinds[0].model().item(kinds[0].findData(HUMAN)).isEnabled()


def test_the_rooms_lobby_reads_in_a_dark_palette(qtbot, dark) -> None:  # noqa: F811
    table = NetworkTable("ws://127.0.0.1:1", "ABCDE", host_token="host")
    table.status = {"game": "coup", "title": "Coup", "phase": "lobby", "seats": [
        {"seat": 0, "name": "Ada", "kind": "human", "bot": None, "connected": True,
         "device": "web · phone"},
        {"seat": 1, "name": "", "kind": "open", "bot": None, "connected": False},
        {"seat": 2, "name": "Bo", "kind": "bot", "bot": "heuristic", "connected": False}]}
    panel = JoinPanel(table.code)
    panel.set_addresses(["192.0.2.7:8765"], can_open_up=True)
    lobby = LobbyWindow(table, [], panel)
    qtbot.addWidget(lobby)
    lobby.resize(1000, 640)
    lobby.show()
    qtbot.waitExposed(lobby)
    assert panel.isVisible() and panel.qr.isVisible()
    assert unreadable_words(lobby) == []
    # The code stays dark on white whatever the palette: phones read it so.
    image = panel.qr.grab().toImage()
    rect = panel.qr.code_rect()
    assert image.pixelColor(rect.left() + 1, rect.top() + 1) == QColor("white")
