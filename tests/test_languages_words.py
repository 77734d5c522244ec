"""Words a newcomer found still in English under another language (issue #23): the undo steps,
the compass, the bot mark, the box's treasure and hazard names, digit grouping, the names the
dialogs suggest; the Turkish map sheet's side column; an Intrige scholar drawn one way only.

These use the shipped catalogues, as a player gets them."""

from __future__ import annotations

import math
import re
import time
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QTransform
from PySide6.QtWidgets import QApplication, QGraphicsEllipseItem, QGraphicsScene

from companion.core import registry
from companion.core.finished import FinishedGame
from companion.intrige.helper import LandlordHelper, Player
from companion.lairs.board import Feature
from companion.lairs.energy import Basket, EnergyMat
from companion.lairs.exploration import PendingFatigue, Roll
from companion.lairs.hazards import hazard_cards, hazard_name
from companion.lairs.scoring import score_treasures
from companion.lairs.treasures import default_treasures
from companion.scout.score_sheet import Ending, ScoreSheet, Tally
from companion_ui.intrige.landlord_helper import LandlordHelperWindow
from companion_ui.intrige.landlord_helper_scene import ScholarItem
from companion_ui.intrige.tokens import ScholarToken
from companion_ui.lairs.board_scene import BOARD, COMPASS_CENTER
from companion_ui.lairs.explorer.fog_map import BuilderBoardScene
from companion_ui.lairs.explorer.wording import pending_words, roll_words
from companion_ui.lairs.tabletop.score_panel import ScorePanel
from companion_ui.lairs.tabletop.sheet_window import MapSheetWindow
from companion_ui.lairs.treasure_card import CARD_W, _fitted_font
from companion_ui.scout.score_keeper import ScoreKeeperWindow
from companion_ui.scout.score_keeper_setup import ScoreKeeperSetup
from companion_ui.shell.catalogues import LANGUAGES, catalogue
from companion_ui.shell.context import ShellContext
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.messages import translated
from companion_ui.shell.seats import default_names
from companion_ui.shell.translations import switch_language
from tests.replay_support import bots_record
from tests.test_languages import _switch
from tests.test_languages_documents import _entries, _scene_texts


@pytest.fixture
def speak(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    """Switch the app to a shipped language; English again afterwards."""
    yield lambda code: _switch(qapp, code)
    switch_language(qapp, "en")


def test_an_undo_step_is_named_again_in_a_new_language(qtbot, speak) -> None:  # type: ignore[no-untyped-def]
    sheet = ScoreSheet.new(["Ayşe", "Burak", "Ceren"], 0).mark_ender(0, 1, Ending.EMPTIED)
    for player, hand in ((0, 2), (2, 3)):
        sheet = sheet.enter(0, player, Tally(1, 0, hand))
    keeper = ScoreKeeperWindow(sheet)
    qtbot.addWidget(keeper)
    keeper.finish_round()
    assert _entries(keeper, 1)[0] == "&Undo Score round 1"

    speak("tr")
    assert _entries(keeper, 1)[0] == "&Geri Al 1. rauntu puanla"
    keeper.document.undo_stack.undo()
    assert _entries(keeper, 1)[1] == "&Yinele 1. rauntu puanla"

    speak("en")
    assert _entries(keeper, 1)[1] == "&Redo Score round 1"


def _compass(scene: QGraphicsScene) -> list[str]:
    """The compass's letters clockwise from north (the texts right of the board)."""
    def bearing(item: object) -> float:
        offset = item.sceneBoundingRect().center() - COMPASS_CENTER  # type: ignore[attr-defined]
        return math.atan2(offset.x(), -offset.y()) % (2 * math.pi)

    letters = [item for item in scene.items() if hasattr(item, "text")
               and item.sceneBoundingRect().left() > BOARD]
    return [item.text() for item in sorted(letters, key=bearing)]


COMPASS = {"en": ["N", "E", "S", "W"], "tr": ["K", "D", "G", "B"], "hu": ["É", "K", "D", "Ny"],
           "hr": ["S", "I", "J", "Z"]}


@pytest.mark.parametrize("code", sorted(COMPASS))
def test_the_compass_has_the_languages_own_letters(qapp: QApplication, speak,  # type: ignore[no-untyped-def]
                                                   code: str) -> None:
    speak(code)
    assert _compass(BuilderBoardScene()) == COMPASS[code]


def test_an_open_maps_compass_follows_a_new_language(qtbot, speak) -> None:  # type: ignore[no-untyped-def]
    sheet = MapSheetWindow(None)
    qtbot.addWidget(sheet)
    assert _compass(sheet.scene) == COMPASS["en"]
    speak("tr")
    assert _compass(sheet.scene) == COMPASS["tr"]
    speak("hu")
    assert _compass(sheet.scene) == COMPASS["hu"]


def test_a_bot_is_marked_in_the_players_language(qapp: QApplication, speak,  # type: ignore[no-untyped-def]
                                                 shell_context: ShellContext) -> None:
    launcher = LauncherWindow(shell_context)
    game = FinishedGame(Path("kept.json"), bots_record(registry.get("coup"), 3), time.time(),
                        None)
    assert "Ben (bot)" in launcher.finished_label_for(game)
    speak("tr")
    assert "Ben (bilgisayar)" in launcher.finished_label_for(game)
    launcher.close()


NAMES = {"tr": ("Sakin Kadeh", "Uyum", "Aç Yumru", "Yağlı Çukur"),
         "hu": ("Nyugodt Serleg", "Harmónia", "Éhes Trutyi", "Zsíros Verem"),
         "hr": ("Mirni pehar", "Sklad", "Gladna sluz", "Namašćena jama")}


@pytest.mark.parametrize("code", sorted(NAMES))
def test_the_box_names_its_treasures_and_hazards_in_the_players_language(
        qtbot, speak, code: str) -> None:  # type: ignore[no-untyped-def]
    goblet, harmony, blob, pit = NAMES[code]
    speak(code)
    cards = default_treasures()
    assert translated(cards["tranquil-goblet"].name) == goblet
    assert translated(cards["tranquil-goblet"].describe()).startswith(f"{goblet}: ")
    assert f"[{harmony}]" in translated(cards["tranquil-goblet"].describe())
    panel = ScorePanel()
    qtbot.addWidget(panel)
    assert panel.card_choice.itemText(0) == goblet
    strike = hazard_cards()[Feature.TRAP]
    assert pit in pending_words(PendingFatigue(strike.strike, strike.name),
                                EnergyMat.all_in(Basket.FRESH))
    # A roll read back from a position names its hazard in plain text: still translated.
    assert blob in roll_words(Roll(hazard_name("Hungry Blob"), (1, 1), (2, 3), 6, False))


def test_the_score_chart_says_base_and_bonus_in_the_players_language(speak) -> None:  # type: ignore[no-untyped-def]
    cards = default_treasures()
    held = ("scroll-of-harmony", "tranquil-goblet")
    scored = score_treasures(cards, held, held).face_up
    assert [str(c.why) for c in scored] == ["base 3 + bonus 2", "base 1"]
    speak("tr")
    assert [translated(c.why) for c in scored] == ["taban 3 + bonus 2", "taban 1"]


SUITES = {"en": ("1,000", "10,000"), "tr": ("1.000", "10.000"),
          # Hungarian groups from five digits on ("1000", "10 000"), as its locale writes them.
          "hu": ("1000", "10\u00a0000"), "hr": ("1.000", "10.000")}


@pytest.mark.parametrize("code", sorted(SUITES))
def test_numbers_are_grouped_the_languages_way(qtbot, speak, code: str) -> None:  # type: ignore[no-untyped-def]
    players = tuple(Player(name, colour) for name, colour in
                    (("Ayşe", "red"), ("Burak", "yellow"), ("Ceren", "green")))
    helper = LandlordHelperWindow(LandlordHelper(players, frozenset(), 0))
    qtbot.addWidget(helper)
    speak(code)  # the window was opened in English: its suites follow
    thousand, ten_thousand = SUITES[code]
    texts = _scene_texts(helper.scene)
    assert thousand in texts and ten_thousand in texts
    assert code == "en" or "1,000" not in texts


def test_the_turkish_map_sheet_shows_its_side_column_whole(qtbot, speak) -> None:  # type: ignore[no-untyped-def]
    sheet = MapSheetWindow(None)
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    speak("tr")
    QApplication.processEvents()
    assert sheet.side.width() >= sheet.side.sizeHint().width()


def _symbol(disc: QGraphicsEllipseItem) -> tuple[int, tuple[float, ...]]:
    """A disc's symbol at the disc's own scale: its outline's points and its extent."""
    radius = disc.rect().width() / 2
    path = QTransform.fromScale(1 / radius, 1 / radius).map(disc.symbol.path())  # type: ignore[attr-defined]
    box = path.boundingRect()
    return path.elementCount(), tuple(round(v, 3) for v in (box.x(), box.y(), box.width(),
                                                           box.height()))


@pytest.mark.parametrize("profession", range(4))
def test_a_scholar_looks_the_same_in_play_and_in_the_helper(qapp: QApplication,
                                                            profession: int) -> None:
    in_play = ScholarToken(profession, 0, 25)
    in_helper = ScholarItem("red", profession, 46)
    assert _symbol(in_helper) == _symbol(in_play)
    assert in_helper.symbol.mapToParent(0, 0) == in_helper.rect().center()


def _translations(code: str) -> list[str]:
    root = ET.parse(catalogue(code)).getroot()
    return [message.findtext("translation") or "" for message in root.iter("message")
            if not (message.findtext("comment") or "").startswith("the players' names")]


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_suggested_names_are_no_words_of_the_games(speak, code: str) -> None:  # type: ignore[no-untyped-def]
    speak(code)
    names = default_names()
    assert len(set(names)) == len(names) == 10 and all(names)
    words = {word.casefold() for text in _translations(code) for word in re.findall(r"\w+", text)}
    assert not words & {name.casefold() for name in names}


def test_a_set_up_suggests_the_new_languages_names_and_keeps_a_typed_one(qtbot, speak) -> None:  # type: ignore[no-untyped-def]
    setup = ScoreKeeperSetup()
    qtbot.addWidget(setup)
    assert [field.text() for field in setup.seats.names[:2]] == ["Ada", "Ben"]
    setup.seats.names[1].selectAll()
    qtbot.keyClicks(setup.seats.names[1], "Zeynep")
    speak("tr")
    assert setup.seats.names[0].text() != "Ada"  # Turkish "ada" is the Island
    assert setup.seats.names[0].text() == default_names()[0]
    assert setup.seats.names[1].text() == "Zeynep"  # typed: kept through the switch


def test_a_long_treasure_name_gets_smaller_to_fit_its_card(speak) -> None:  # type: ignore[no-untyped-def]
    box = QRectF(0, 0, CARD_W - 14, 34)  # the name's room on a card
    english = _fitted_font("Moon Shard", box, 12, bold=True)
    assert english.pixelSize() == 12
    speak("tr")
    long = translated(default_treasures()["goblet-of-dusk"].name) + "*"  # "Alacakaranlık Kadehi*"
    font = _fitted_font(long, box, 12, bold=True)
    used = QFontMetricsF(font).boundingRect(box, int(Qt.TextFlag.TextWordWrap), long)
    assert font.pixelSize() < 12 and used.width() <= box.width() and used.height() <= 34
