"""Switching the language at run time: open windows follow at once; the first start follows the
system's language when it ships."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path
from xml.sax.saxutils import escape

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QMainWindow

from companion_ui.coup.newgame import NewGameDialog
from companion_ui.shell import translations
from companion_ui.shell.catalogues import _tool
from companion_ui.shell.context import ShellContext
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.preferences import PreferencesDialog
from companion_ui.shell.replay import watch
from companion_ui.shell.settings import AppSettings
from companion_ui.shell.translations import startup_language, switch_language
from tests.game_windows import resumed_game_window

# A few words of Turkish, as a translator would give them.
CATALOGUE = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
{contexts}
</TS>
"""
TRANSLATIONS = {
    "LauncherWindow": {"Companion": "Yoldaş", "&File": "&Dosya", "&Settings": "&Ayarlar",
                       "&Resume": "&Devam et"},
    "CoupActivities": {"Play": "Oyna"},
    "CoupTableWindow": {"Coup — {0}": "Darbe — {0}", "Show passes": "Pasları göster"},
    "TableWindow": {"What happened": "Neler oldu"},
    "ScoutTableWindow": {"Scout — {0}": "Keşif — {0}"},
    "IntrigeTableWindow": {"Intrige — {0}": "Entrika — {0}"},
    "LairsGameWindow": {"Lairs — {0} vs {1}": "İnler — {0} ile {1}"},
    "GameMenu": {"&Game": "&Oyun", "&Close": "&Kapat"},
    "NewGameDialog": {"New Coup game": "Yeni Darbe oyunu", "Start game": "Oyunu başlat"},
    "seats": {"Human": "İnsan"},
    "ReplayWindow": {"Replay: {0} — {1}": "Tekrar: {0} — {1}", "Last": "Son"},
    "HandOverScreen": {"Pass the device to {0}": "Cihazı {0} alsın"},
    "CoupTable": {"Court deck: %n card(s)": "Saray destesi: %n kart"},
}


def _message(source: str, translation: str) -> str:
    source, translation = escape(source), escape(translation)
    if "%n" in source:
        return (f'<message numerus="yes"><source>{source}</source><translation>'
                f"<numerusform>{translation}</numerusform></translation></message>")
    return f"<message><source>{source}</source><translation>{translation}</translation></message>"


def compile_catalogue(folder: Path, translations: dict[str, dict[str, str]]) -> Path:
    """``folder`` with a Turkish catalogue of ``translations`` (context → source → text)."""
    contexts = "\n".join(
        f"<context><name>{name}</name>{''.join(_message(*m) for m in messages.items())}</context>"
        for name, messages in translations.items())
    source = folder / "companion_tr.ts"
    source.write_text(CATALOGUE.format(contexts=contexts), encoding="utf-8")
    subprocess.run([_tool("lrelease"), "-silent", str(source), "-qm",
                    str(folder / "companion_tr.qm")], check=True)
    return folder


@pytest.fixture
def turkish(tmp_path: Path, qapp: QApplication) -> Iterator[Path]:
    """A folder holding a small Turkish catalogue; English again afterwards."""
    yield compile_catalogue(tmp_path, TRANSLATIONS)
    switch_language(qapp, "en")


def _switch(qapp: QApplication, code: str, folder: Path | None = None) -> None:
    assert switch_language(qapp, code, folder) == code
    QCoreApplication.sendPostedEvents()  # Qt posts LanguageChange to every window


def _menus(window: object) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]  # type: ignore[attr-defined]


def _game_window(shell_context: ShellContext, game: str = "coup") -> QMainWindow:
    names = ["Ada", "Ben"] if game == "lairs" else ["Ada", "Ben", "Cleo"]
    return resumed_game_window(shell_context, game, names=names)


def test_open_windows_follow_a_new_language(qtbot, qapp: QApplication,
                                            shell_context: ShellContext, turkish: Path) -> None:
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    table = _game_window(shell_context)
    qtbot.addWidget(table)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    start = dialog.start_button
    replay = watch(shell_context, table.session.match.record)
    assert replay is not None
    qtbot.addWidget(replay)
    assert launcher.windowTitle() == "Companion"
    assert table.windowTitle() == "Coup — Ada, Ben, Cleo"
    assert table.hand_over.heading.text() == "Pass the device to Ada"
    game_menu = table.menuBar().actions()[0].menu()

    _switch(qapp, "tr", turkish)
    assert launcher.windowTitle() == "Yoldaş"
    assert _menus(launcher)[:2] == ["&Dosya", "&Ayarlar"]
    assert launcher.resume_button.text() == "&Devam et"
    assert launcher.activity_buttons["coup.play"].text() == "Oyna"
    assert table.windowTitle() == "Darbe — Ada, Ben, Cleo"
    assert table.show_passes.text() == "Pasları göster"
    assert table.log_heading.text() == "Neler oldu"
    assert _menus(table)[0] == "&Oyun"
    assert "&Kapat" in [action.text() for action in game_menu.actions()]
    assert table.hand_over.heading.text() == "Cihazı Ada alsın"
    table.hand_over.button.click()
    assert table.scene.centre.toolTip().startswith("Saray destesi: 9 kart")
    assert QLocale().name().startswith("tr")
    assert (dialog.windowTitle(), start.text()) == ("Yeni Darbe oyunu", "Oyunu başlat")
    assert dialog.seats.kinds[0].itemText(0) == "İnsan"
    assert replay.windowTitle() == "Tekrar: Coup — Ada, Ben, Cleo"
    assert replay.last.text() == "Son"
    assert replay.last.toolTip() == "Son (Son)"  # Qt's own catalogue names the End key too

    _switch(qapp, "en")
    assert launcher.windowTitle() == "Companion"
    assert _menus(launcher)[:2] == ["&File", "&Settings"]
    assert launcher.activity_buttons["coup.play"].text() == "Play"
    assert table.windowTitle() == "Coup — Ada, Ben, Cleo"
    assert table.show_passes.text() == "Show passes"
    assert _menus(table)[0] == "&Game"
    assert table.scene.centre.toolTip().startswith("Court deck: 9 cards")
    assert (dialog.windowTitle(), start.text()) == ("New Coup game", "Start game")
    assert replay.windowTitle() == "Replay: Coup — Ada, Ben, Cleo"


@pytest.mark.parametrize(("game", "title"), [("scout", "Keşif — Ada, Ben, Cleo"),
                                             ("intrige", "Entrika — Ada, Ben, Cleo"),
                                             ("lairs", "İnler — Ada ile Ben")])
def test_every_game_window_follows_a_new_language(qtbot, qapp: QApplication,
                                                  shell_context: ShellContext, turkish: Path,
                                                  game: str, title: str) -> None:
    window = _game_window(shell_context, game)
    qtbot.addWidget(window)
    english = window.windowTitle()
    _switch(qapp, "tr", turkish)
    assert (window.windowTitle(), _menus(window)[0]) == (title, "&Oyun")
    _switch(qapp, "en")
    assert (window.windowTitle(), _menus(window)[0]) == (english, "&Game")


def test_english_counts_use_the_plural_forms(qapp: QApplication) -> None:
    from companion_ui.coup.scene import tr

    assert tr("Court deck: %n card(s)", "", 1) == "Court deck: 1 card"
    assert tr("Court deck: %n card(s)", "", 4) == "Court deck: 4 cards"


def test_preferences_apply_the_language_at_once(qtbot, qapp: QApplication,
                                                shell_context: ShellContext, turkish: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from companion_ui.shell import preferences

    monkeypatch.setattr(preferences, "available_languages",
                        lambda: translations.available_languages(turkish))
    monkeypatch.setattr(preferences, "switch_language",
                        lambda app, code: switch_language(app, code, turkish))
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    dialog = PreferencesDialog(shell_context.settings, launcher)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("tr"))
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    QCoreApplication.sendPostedEvents()
    assert shell_context.settings.chosen_language == "tr"
    assert launcher.windowTitle() == "Yoldaş"
    assert not [label for label in dialog.findChildren(QLabel) if "next time" in label.text()]


@pytest.mark.parametrize(("system", "expected"), [("tr_TR", "tr"), ("hu_HU", "hu"),
                                                  ("de_DE", "en"), ("hr_HR", "en")])
def test_the_first_start_follows_the_system_language_when_it_ships(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, system: str, expected: str) -> None:
    monkeypatch.setattr(translations.QLocale, "system", staticmethod(lambda: QLocale(system)))
    monkeypatch.setattr(translations, "available_languages", lambda folder=None: {
        "en": "English", "tr": "Türkçe", "hu": "Magyar"})
    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert startup_language(settings) == expected


def test_a_chosen_language_outlasts_the_system_one(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(translations.QLocale, "system", staticmethod(lambda: QLocale("tr_TR")))
    monkeypatch.setattr(translations, "available_languages", lambda folder=None: {
        "en": "English", "tr": "Türkçe"})
    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.language = "en"
    assert startup_language(settings) == "en"


def test_the_english_catalogue_has_every_plural_form(tmp_path: Path) -> None:
    """companion_en.ts holds the singular and plural of every %n string in the code, and its
    .qm is built from it: a new count without its English forms would show "coin(s)"."""
    from companion_ui.shell.catalogues import ENGLISH, catalogue, release, update

    update((ENGLISH,), into=tmp_path)
    extracted = (tmp_path / catalogue(ENGLISH).name).read_text(encoding="utf-8")
    assert 'type="unfinished"' not in extracted
    assert extracted == catalogue(ENGLISH).read_text(encoding="utf-8")
    release((ENGLISH,), into=tmp_path)
    assert (tmp_path / catalogue(ENGLISH, "qm").name).read_bytes() == catalogue(
        ENGLISH, "qm").read_bytes()
