"""Document windows and dialogs follow a language switch at once: their titles, menus, panels,
buttons and scenes speak the new language, and English again after switching back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QMainWindow, QMessageBox

from companion.core import registry
from companion.core.resources import read_resource_text
from companion.coup.tracker import Tracker
from companion.intrige.helper import LandlordHelper, Player
from companion.lairs.board import Feature
from companion.lairs.dungeon_file import parse_dungeon
from companion.lairs.tabletop.builder_console import BuilderConsole, Verb
from companion.lairs.tabletop.player_mat import CubeMove
from companion.lairs.validation import COMPONENT_COUNT
from companion.scout.score_sheet import ScoreSheet
from companion_ui.coup.tracker_setup import TrackerSetupDialog
from companion_ui.coup.tracker_window import TrackerWindow
from companion_ui.intrige.bribe import BribeDialog
from companion_ui.intrige.landlord_helper import LandlordHelperWindow
from companion_ui.intrige.landlord_helper_setup import HelperSetupDialog
from companion_ui.lairs.box.box_window import BoxWindow
from companion_ui.lairs.editor_window import DungeonEditorWindow
from companion_ui.lairs.explorer.setup_dialog import GameSetupDialog
from companion_ui.lairs.tabletop.console_window import BuilderConsoleWindow
from companion_ui.lairs.tabletop.sheet_window import MapSheetWindow
from companion_ui.scout.score_keeper import ScoreKeeperWindow
from companion_ui.scout.score_keeper_setup import ScoreKeeperSetup
from companion_ui.shell.context import ShellContext
from companion_ui.shell.quit import QuitDialog
from companion_ui.shell.replay import watch
from companion_ui.shell.translations import switch_language
from tests.replay_support import bots_record
from tests.test_languages import _menus, _switch, compile_catalogue

# A few words of Turkish per window, as a translator would give them.
TRANSLATIONS = {
    "DocumentWindow": {"&Undo": "&Geri al"},
    "GameMenu": {"&Help": "&Yardım"},
    "DungeonEditorWindow": {"Lairs dungeon editor": "İn editörü", "&File": "&Dosya",
                            "&Keyboard and Mouse": "&Klavye ve fare", "untitled": "adsız",
                            "Lairs dungeon (*.json)": "İn zindanı (*.json)"},
    "ValidationPanel": {"<b>Goals</b> (select one to see its legal path)": "<b>Hedefler</b>",
                        "All features placed": "Her parça yerinde"},
    "FeaturePalette": {"Start": "Başlangıç", "<b>Place</b>": "<b>Yerleştir</b>"},
    "GenerateDialog": {"Generate dungeon": "Zindan üret", "Seed:": "Tohum:"},
    "DifficultyDialog": {"Dungeon difficulty": "Zindanın zorluğu", "Run": "Başlat"},
    "VerdictBadge": {"<span style='font-size:28pt'>–</span><br>not run yet":
                     "<span style='font-size:28pt'>–</span><br>henüz yok"},
    "CompareDialog": {"Compare dungeons": "Zindanları karşılaştır", "Compare": "Karşılaştır"},
    "BoxWindow": {"My Lairs box": "İnler kutum", "Add card": "Kart ekle"},
    "BuilderConsoleWindow": {"Builder's console": "Kurucunun konsolu", "&File": "&Dosya",
                             "Their announcement": "Duyuruları", "Hustle": "Acele"},
    "ConsoleHelp": {"&Announcements": "&Duyurular"},
    "MapSheetWindow": {"Explorer's map sheet": "Kaşifin harita kâğıdı", "&Edit": "&Düzen",
                       "Known": "Bilinen", "Untitled sheet": "Adsız kâğıt"},
    "PlayerMatPanel": {"Energy mat": "Enerji matı", "Spend": "Harca"},
    "ScorePanel": {"Score chart": "Puan tablosu"},
    "ScoreChartWidget": {"Total": "Toplam"},
    "EnergyMatWidget": {"Fresh": "Taze"},
    "TrackerWindow": {"Coup table tracker": "Darbe masa takibi", "&File": "&Dosya",
                      "Claims": "İddialar", "Add claim": "İddia ekle", "untitled": "adsız"},
    "PlayerPanel": {"Turn face up": "Yüzü yukarı çevir"},
    "TrackerSetupDialog": {"Coup table tracker": "Darbe masa takibi",
                           "Start tracking": "Takibe başla"},
    "ScoreKeeperWindow": {"Scout score keeper": "Keşif puan tutucu", "&Edit": "&Düzen",
                          "untitled": "adsız"},
    "TallyEntry": {"Next player ▸": "Sonraki oyuncu ▸"},
    "ScorePadScene": {"Total": "Toplam"},
    "ScoreKeeperSetup": {"Scout score keeper": "Keşif puan tutucu",
                         "Start the score sheet": "Puan kâğıdını başlat"},
    "LandlordHelperWindow": {"Intrige landlord's helper": "Entrika ev sahibi yardımcısı",
                             "&File": "&Dosya", "untitled": "adsız"},
    "IntrigeHelper": {"What now": "Şimdi ne", "Bribe paid": "Rüşvet ödendi",
                      "Applicants": "Adaylar", "Intrige landlord's helper":
                      "Entrika ev sahibi yardımcısı", "Start recording": "Kayda başla"},
    "GameSetupDialog": {"New Lairs game": "Yeni İnler oyunu", "Start": "Başla",
                        "Advanced": "Gelişmiş"},
    "seats": {"Seat {0}": "Koltuk {0}"},
    "BribeDialog": {"Offer a bribe": "Rüşvet teklif et", "Offer": "Teklif et",
                    "Bribe": "Rüşvet"},
    "QuitDialog": {"Unsaved changes": "Kaydedilmemiş değişiklikler",
                   "&Save All": "&Tümünü kaydet"},
    "lairs": {"Lairs dungeon (*.json)": "İn zindanı (*.json)"},
    "ScoutStory": {"Round {0} of {1}: {2} starts.": "Tur {0}/{1}: {2} başlar."},
}


@pytest.fixture
def turkish(tmp_path: Path, qapp: QApplication,
            monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A folder holding the Turkish words above; English again afterwards (and windows close
    without asking about their changes)."""
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_args, **_kwargs: QMessageBox.StandardButton.Discard)
    yield compile_catalogue(tmp_path, TRANSLATIONS)
    switch_language(qapp, "en")


def _entries(window: QMainWindow, menu: int) -> list[str]:
    return [a.text() for a in window.menuBar().actions()[menu].menu().actions()]


def _scene_texts(scene: object) -> list[str]:
    return [item.text() for item in scene.items()  # type: ignore[attr-defined]
            if isinstance(item, QGraphicsSimpleTextItem)]


def test_the_dungeon_editor_and_its_dialogs_follow(qtbot, qapp: QApplication,
                                                   shell_context: ShellContext,
                                                   turkish: Path) -> None:
    editor = DungeonEditorWindow(None)
    qtbot.addWidget(editor)
    generate, difficulty, compare = (editor.generate_dialog(), editor.difficulty_dialog(),
                                     editor.compare_dialog())
    box = BoxWindow()
    qtbot.addWidget(box)
    activity = next(a for a in shell_context.activities if a.key == "lairs.editor")
    assert editor.windowTitle() == "untitled[*] — Lairs dungeon editor"

    _switch(qapp, "tr", turkish)
    assert editor.windowTitle() == "adsız[*] — İn editörü"
    menus = _menus(editor)
    assert (menus[0], menus[-1]) == ("&Dosya", "&Yardım")
    assert "&Klavye ve fare" in _entries(editor, len(menus) - 1)
    assert _entries(editor, 1)[0] == "&Geri al"
    assert editor.panel.goals_heading.text() == "<b>Hedefler</b>"
    assert "Her parça yerinde" in editor.panel.rule_labels[COMPONENT_COUNT].text()
    assert editor.palette.place_heading.text() == "<b>Yerleştir</b>"
    assert editor.palette.buttons[Feature.START].text().startswith("Başlangıç")
    assert (generate.windowTitle(), generate.seed_label.text()) == ("Zindan üret", "Tohum:")
    assert (difficulty.windowTitle(), difficulty.run_button.text()) == ("Zindanın zorluğu",
                                                                        "Başlat")
    assert "henüz yok" in difficulty.badge.text()
    assert (compare.windowTitle(), compare.run_button.text()) == ("Zindanları karşılaştır",
                                                                  "Karşılaştır")
    assert (box.windowTitle(), box.buttons["add"].text()) == ("İnler kutum", "Kart ekle")
    assert activity.filter_words() == "İn zindanı (*.json)"

    _switch(qapp, "en")
    assert editor.windowTitle() == "untitled[*] — Lairs dungeon editor"
    assert _menus(editor)[-1] == "&Help"
    assert editor.palette.buttons[Feature.START].text().startswith("Start")
    assert compare.run_button.text() == "Compare"
    assert activity.filter_words() == "Lairs dungeon (*.json)"


def test_the_builders_console_and_the_map_sheet_follow(qtbot, qapp: QApplication,
                                                       turkish: Path) -> None:
    grotto = parse_dungeon(read_resource_text("lairs", "samples/mossy-grotto.json"))
    console = BuilderConsoleWindow(None, BuilderConsole(grotto))
    qtbot.addWidget(console)
    sheet = MapSheetWindow(None)
    qtbot.addWidget(sheet)
    assert "Builder's console" in console.windowTitle()

    _switch(qapp, "tr", turkish)
    assert "Kurucunun konsolu" in console.windowTitle()
    assert _menus(console)[0] == "&Dosya"
    assert "&Duyurular" in _entries(console, 2)
    assert console.announcement_box.title() == "Duyuruları"
    assert console.buttons[Verb.HUSTLE].text() == "Acele"
    assert sheet.windowTitle() == "Adsız kâğıt[*] — Kaşifin harita kâğıdı"
    assert _menus(sheet)[1:] == ["&Düzen", "&Yardım"]
    assert sheet.tool_actions["known"].text() == "Bilinen"
    assert sheet.mat_panel.energy_box.title() == "Enerji matı"
    assert sheet.mat_panel.move_buttons[CubeMove.SPEND].text() == "Harca"
    assert sheet.score_panel.title() == "Puan tablosu"
    assert sheet.score_panel.table.verticalHeaderItem(5).text() == "Toplam"

    _switch(qapp, "en")
    assert console.buttons[Verb.HUSTLE].text() == "Hustle"
    assert sheet.windowTitle() == "Untitled sheet[*] — Explorer's map sheet"
    assert sheet.score_panel.table.verticalHeaderItem(5).text() == "Total"


def test_the_coup_tracker_and_its_set_up_follow(qtbot, qapp: QApplication,
                                                turkish: Path) -> None:
    tracker = TrackerWindow(Tracker(["Ada", "Ben", "Cleo"]))
    qtbot.addWidget(tracker)
    setup = TrackerSetupDialog()
    qtbot.addWidget(setup)

    _switch(qapp, "tr", turkish)
    assert tracker.windowTitle() == "adsız[*] — Darbe masa takibi"
    assert _menus(tracker) == ["&Dosya", "&Edit", "&Yardım"]
    assert (tracker.claims_box.title(), tracker.add_claim.text()) == ("İddialar", "İddia ekle")
    assert tracker.panels[0].reveal.text() == "Yüzü yukarı çevir"
    assert (setup.windowTitle(), setup.start.text()) == ("Darbe masa takibi", "Takibe başla")

    _switch(qapp, "en")
    assert tracker.windowTitle() == "untitled[*] — Coup table tracker"
    assert tracker.panels[0].reveal.text() == "Turn face up"
    assert setup.start.text() == "Start tracking"


def test_the_scout_score_keeper_and_its_set_up_follow(qtbot, qapp: QApplication,
                                                      turkish: Path) -> None:
    keeper = ScoreKeeperWindow(ScoreSheet.new(["Ada", "Ben", "Cleo"], 0))
    qtbot.addWidget(keeper)
    setup = ScoreKeeperSetup()
    qtbot.addWidget(setup)
    assert "Total" in _scene_texts(keeper.pad)

    _switch(qapp, "tr", turkish)
    assert keeper.windowTitle() == "adsız[*] — Keşif puan tutucu"
    assert _menus(keeper)[1] == "&Düzen"
    assert keeper.entry.next_button.text() == "Sonraki oyuncu ▸"
    assert "Toplam" in _scene_texts(keeper.pad)
    assert (setup.windowTitle(), setup.start.text()) == ("Keşif puan tutucu",
                                                         "Puan kâğıdını başlat")

    _switch(qapp, "en")
    assert keeper.entry.next_button.text() == "Next player ▸"
    assert "Total" in _scene_texts(keeper.pad)


def test_the_landlords_helper_and_its_set_up_follow(qtbot, qapp: QApplication,
                                                    turkish: Path) -> None:
    players = tuple(Player(name, colour) for name, colour in
                    (("Ada", "red"), ("Ben", "yellow"), ("Cleo", "green")))
    helper = LandlordHelperWindow(LandlordHelper(players, frozenset(), 0))
    qtbot.addWidget(helper)
    setup = HelperSetupDialog()
    qtbot.addWidget(setup)

    _switch(qapp, "tr", turkish)
    assert helper.windowTitle() == "adsız[*] — Entrika ev sahibi yardımcısı"
    assert _menus(helper)[0] == "&Dosya"
    assert helper.tabs.tabText(0) == "Şimdi ne"
    assert helper.panel.pay.text() == "Rüşvet ödendi"
    assert "Adaylar" in _scene_texts(helper.scene)
    assert (setup.windowTitle(), setup.begin.text()) == ("Entrika ev sahibi yardımcısı",
                                                         "Kayda başla")

    _switch(qapp, "en")
    assert helper.tabs.tabText(0) == "What now"
    assert "Applicants" in _scene_texts(helper.scene)
    assert setup.begin.text() == "Start recording"


def test_the_set_up_bribe_and_quit_dialogs_follow(qtbot, qapp: QApplication,
                                                  turkish: Path) -> None:
    lairs = GameSetupDialog()
    qtbot.addWidget(lairs)
    bribe = BribeDialog(0, 5000, lambda: "Ben applies.", [2000], False, lambda _bribe: None,
                        ["Ada", "Ben"])
    qtbot.addWidget(bribe)
    sheet = MapSheetWindow(None)
    qtbot.addWidget(sheet)
    quit_dialog = QuitDialog([sheet])
    qtbot.addWidget(quit_dialog)

    _switch(qapp, "tr", turkish)
    assert (lairs.windowTitle(), lairs.start_button.text()) == ("Yeni İnler oyunu", "Başla")
    first = lairs.seats.labels[0]
    assert (first.text(), lairs.advanced_button.text()) == ("Koltuk 1", "Gelişmiş")
    assert (bribe.windowTitle(), bribe.offer.text(), bribe.bribe_label.text()) == (
        "Rüşvet teklif et", "Teklif et", "Rüşvet")
    assert (quit_dialog.windowTitle(), quit_dialog.save_all.text()) == (
        "Kaydedilmemiş değişiklikler", "&Tümünü kaydet")

    _switch(qapp, "en")
    assert (lairs.start_button.text(), first.text()) == ("Start", "Seat 1")
    assert bribe.offer.text() == "Offer"
    assert quit_dialog.save_all.text() == "&Save All"


def test_scouts_replay_log_tells_its_story_again(qtbot, qapp: QApplication,
                                                 shell_context: ShellContext,
                                                 turkish: Path) -> None:
    window = watch(shell_context, bots_record(registry.get("scout"), 8))
    assert window is not None
    qtbot.addWidget(window)
    log = window.table.log  # type: ignore[attr-defined]

    def told() -> list[str]:
        return [log.item(row).text() for row in range(log.count())]

    assert any(line.startswith("Round 1 of ") for line in told())
    _switch(qapp, "tr", turkish)
    assert any(line.startswith("Tur 1/") for line in told())
    assert not any(line.startswith("Round 1 of ") for line in told())
    _switch(qapp, "en")
    assert any(line.startswith("Round 1 of ") for line in told())
