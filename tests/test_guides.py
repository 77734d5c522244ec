"""The rules guides: every language's files keep the shared shape, and the guide window shows the
app's language, lists every game's sections and jumps to them, and follows a language change."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QLocale, Qt, QTranslator
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QToolButton

from companion.core import registry
from companion_ui.shell.catalogues import release
from companion_ui.shell.context import ShellContext
from companion_ui.shell.guide_art import guide_art
from companion_ui.shell.guides import GuideWindow, guide_games
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.translations import LANGUAGE_NAMES
from tests.game_windows import resumed_game_window

GUIDES = Path(__file__).resolve().parents[1] / "resources" / "guides"
GAMES = sorted(path.stem for path in (GUIDES / "en").glob("*.md"))
LANGUAGES = sorted(folder.name for folder in GUIDES.iterdir() if folder.is_dir())
ENGLISH_SECTIONS = ["Set-up", "A turn", "Cheat-sheet",
                    "Companion's decisions (where the published rules are silent)"]
# One per Decision the app takes (for Lairs with its further decisions), the same in every language.
DECISIONS = {"coup": 4, "lairs": 10, "scout": 1, "intrige": 3}


def outline(text: str) -> tuple[list[str], list[str], list[str]]:
    """The guide's ``#`` titles, its ``##`` headings, and the bullets of its last section."""
    titles, sections, bullets = [], [], []
    for line in text.splitlines():
        if line.startswith("# "):
            titles.append(line[2:])
        elif line.startswith("## "):
            sections.append(line[3:])
            bullets = []
        elif line.startswith("- "):
            bullets.append(line[2:])
    return titles, sections, bullets


def guide(language: str, game: str) -> str:
    return (GUIDES / language / f"{game}.md").read_text(encoding="utf-8")


def decision_label(bullet: str) -> str:
    assert bullet.startswith("**") and ":**" in bullet, bullet
    return bullet[:bullet.index(":**") + 3]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_guide_keeps_the_shared_shape(language: str) -> None:
    headings, labels = [], set()
    for game in GAMES:
        text = guide(language, game)
        titles, sections, bullets = outline(text)
        assert len(titles) == 1 and text.startswith("# "), (language, game)
        assert len(sections) == 4, (language, game, sections)
        headings.append(sections)
        assert len(bullets) == DECISIONS[game], (language, game)
        labels |= {decision_label(bullet) for bullet in bullets}
        # Written for players: no file names, no code.
        assert "`" not in text and ".json" not in text and ".md" not in text, (language, game)
    assert all(sections == headings[0] for sections in headings), language
    assert len(labels) == 1, (language, labels)


def test_every_language_of_the_app_has_its_guides() -> None:
    assert sorted(LANGUAGE_NAMES) == LANGUAGES


def test_english_is_complete_and_labels_its_decisions() -> None:
    for game in GAMES:
        titles, sections, bullets = outline(guide("en", game))
        assert titles == [f"{registry.get(game).title} rules guide"]
        assert sections == ENGLISH_SECTIONS
        assert {decision_label(bullet) for bullet in bullets} == {"**Decision:**"}


@pytest.fixture
def locale() -> Iterator[None]:
    """The default locale (which follows the app's language) put back after the test."""
    before = QLocale()
    yield
    QLocale.setDefault(before)


def speak(language: QLocale.Language) -> None:
    QLocale.setDefault(QLocale(language))


@pytest.fixture
def english(qapp: QApplication, locale: None) -> None:
    speak(QLocale.Language.English)


def contents(window: GuideWindow) -> dict[str, list[str]]:
    tops = [window.contents.topLevelItem(row) for row in range(window.contents.topLevelItemCount())]
    return {top.text(0): [top.child(index).toolTip(0) for index in range(top.childCount())]
            for top in tops}


def test_the_window_opens_on_a_games_guide_with_every_game_in_its_contents(qtbot,
                                                                            english: None) -> None:
    window = GuideWindow(None, "scout")
    qtbot.addWidget(window)
    assert window.game == "scout"
    assert window.heading.text() == "Scout rules guide"
    assert "Set strength: which show beats which" in window.browser.toPlainText()
    assert "Scout rules guide" not in window.browser.toPlainText()  # in the banner, once
    assert window.browser.verticalScrollBar().value() == 0
    listed = contents(window)
    assert list(listed) == ["Coup", "Intrige", "Lairs", "Scout"]  # as the launcher lists them
    assert all(sections == ENGLISH_SECTIONS for sections in listed.values())
    assert window.contents.currentItem().text(0) == "Scout"
    decisions = window.contents.currentItem().child(3)
    assert decisions.text(0) == "Companion's decisions"  # its explanation in the tooltip


def click(qtbot, window: GuideWindow, game: str, section: int) -> None:  # type: ignore[no-untyped-def]
    tree = window.contents
    top = next(tree.topLevelItem(row) for row in range(tree.topLevelItemCount())
               if tree.topLevelItem(row).data(0, Qt.ItemDataRole.UserRole)[0] == game)
    item = top.child(section) if section >= 0 else top
    tree.scrollToItem(item)
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=tree.visualItemRect(item).center())


def test_clicking_a_section_jumps_there(qtbot, english: None) -> None:
    window = GuideWindow(None, "coup")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    click(qtbot, window, "lairs", 2)
    assert window.game == "lairs" and window.heading.text() == "Lairs rules guide"
    bar = window.browser.verticalScrollBar()
    assert bar.value() == window.section_top(2) > 0
    assert window.current_section() == 2
    assert window.contents.currentItem().text(0) == "Cheat-sheet"
    click(qtbot, window, "lairs", -1)
    assert bar.value() == 0 and window.current_section() == -1
    click(qtbot, window, "lairs", 1)
    assert 0 < bar.value() == window.section_top(1) < window.section_top(2)


def test_the_guide_is_in_the_apps_language_and_english_where_there_is_none(
        qtbot, locale: None) -> None:
    speak(QLocale.Language.Turkish)
    turkish = GuideWindow(None, "coup")
    qtbot.addWidget(turkish)
    assert turkish.heading.text() == guide("tr", "coup").splitlines()[0].removeprefix("# ")
    assert contents(turkish)["Coup"] == outline(guide("tr", "coup"))[1]
    speak(QLocale.Language.Japanese)  # no guides in Japanese
    fallback = GuideWindow(None, "coup")
    qtbot.addWidget(fallback)
    assert fallback.heading.text() == "Coup rules guide"
    assert contents(fallback)["Coup"] == ENGLISH_SECTIONS


def test_an_open_guide_follows_a_language_change(qtbot, english: None) -> None:
    window = GuideWindow(None, "intrige")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    click(qtbot, window, "intrige", 1)
    assert window.current_section() == 1
    speak(QLocale.Language.Turkish)
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    titles, sections, _ = outline(guide("tr", "intrige"))
    assert window.game == "intrige" and window.heading.text() == titles[0]
    assert contents(window)["Intrige"] == sections
    assert window.current_section() == 1  # still where the reader was
    assert window.contents.currentItem().toolTip(0) == sections[1]


def test_the_launcher_opens_the_guides(qtbot, shell_context: ShellContext,
                                       english: None) -> None:
    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    help_menu = next(a.menu() for a in launcher.menuBar().actions() if a.text() == "&Help")
    entry = next(a for a in help_menu.actions() if a.text() == "&Rules Guides")
    entry.trigger()
    window = launcher.findChild(GuideWindow)
    assert window is not None and window.isVisible() and window.game == guide_games()[0]
    button = launcher.findChild(QToolButton, "guide-lairs")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert launcher.findChildren(GuideWindow) == [window]  # the same window, now on Lairs
    assert window.game == "lairs"


@pytest.mark.parametrize(("game", "players"),
                         [("coup", 3), ("lairs", 2), ("scout", 3), ("intrige", 3)])
def test_a_game_windows_help_opens_its_guide(qtbot, shell_context: ShellContext, english: None,
                                             game: str, players: int) -> None:
    window = resumed_game_window(shell_context, game, players)
    qtbot.addWidget(window)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    entry = help_menu.actions()[0]
    assert entry.text() == f"{registry.get(game).title} &Rules Guide"
    entry.trigger()
    guide_window = window.findChild(GuideWindow)
    assert guide_window is not None and guide_window.game == game


def document_window(kind: str, context: ShellContext) -> QMainWindow:
    if kind == "lairs.editor":
        from companion_ui.lairs.editor_window import DungeonEditorWindow
        return DungeonEditorWindow(context)
    if kind == "lairs.sheet":
        from companion_ui.lairs.tabletop.sheet_window import MapSheetWindow
        return MapSheetWindow(context)
    if kind == "lairs.console":
        from companion.core.resources import read_resource_text
        from companion.lairs.dungeon_file import parse_dungeon
        from companion.lairs.tabletop.builder_console import BuilderConsole
        from companion_ui.lairs.tabletop.console_window import BuilderConsoleWindow
        grotto = parse_dungeon(read_resource_text("lairs", "samples/mossy-grotto.json"))
        return BuilderConsoleWindow(context, BuilderConsole(grotto))
    if kind == "coup.tracker":
        from companion.coup.tracker import Tracker
        from companion_ui.coup.tracker_window import TrackerWindow
        return TrackerWindow(Tracker(["Ada", "Ben", "Cleo"]), context)
    if kind == "scout.score-keeper":
        from companion.scout.score_sheet import ScoreSheet
        from companion_ui.scout.score_keeper import ScoreKeeperWindow
        return ScoreKeeperWindow(ScoreSheet.new(["Ann", "Bo", "Cy"]), context)
    from companion.intrige.helper import new_helper
    from companion_ui.intrige.landlord_helper import LandlordHelperWindow
    return LandlordHelperWindow(new_helper(["Ada", "Ben", "Cleo"]), context)


@pytest.mark.parametrize("kind", ["lairs.editor", "lairs.sheet", "lairs.console", "coup.tracker",
                                  "scout.score-keeper", "intrige.helper"])
def test_the_tabletop_windows_help_opens_their_guide(qtbot, shell_context: ShellContext,
                                                     english: None, kind: str) -> None:
    game = kind.split(".")[0]
    window = document_window(kind, shell_context)
    qtbot.addWidget(window)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    entry = help_menu.actions()[0]
    assert entry.text() == f"{registry.get(game).title} &Rules Guide"
    assert entry.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)
    entry.trigger()
    entry.trigger()  # again: the same window comes to the front
    assert [guide.game for guide in window.findChildren(GuideWindow)] == [game]


def test_the_help_entry_and_the_guide_follow_a_language_switch(
        qtbot, shell_context: ShellContext, locale: None, tmp_path: Path) -> None:
    """A real catalogue switch, as Preferences makes it: the entry and the window's title are
    translated, and the guide is read again in the new language."""
    catalogue = tmp_path / "companion_tr.ts"
    catalogue.write_text("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="tr_TR">
<context><name>GuideAction</name><message><source>{0} &amp;Rules Guide</source>
<translation>{0} &amp;Kural Rehberi</translation></message></context>
<context><name>GuideWindow</name><message><source>Rules guides</source>
<translation>Kural rehberleri</translation></message></context>
</TS>""", encoding="utf-8")
    release(("tr",), source=tmp_path, into=tmp_path)
    compiled = tmp_path / "companion_tr.qm"
    speak(QLocale.Language.English)
    window = document_window("coup.tracker", shell_context)
    qtbot.addWidget(window)
    entry = next(a for a in window.findChildren(QAction) if a.objectName() == "guide-coup")
    guide_window = entry.open_guide()
    assert guide_window.windowTitle() == "Rules guides"
    translator = QTranslator()
    assert translator.load(str(compiled))
    speak(QLocale.Language.Turkish)
    QApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: guide_window.windowTitle() == "Kural rehberleri")
        assert entry.text() == "Coup &Kural Rehberi"
        assert guide_window.heading.text() == "Coup kural rehberi"
    finally:
        QApplication.removeTranslator(translator)
    speak(QLocale.Language.English)
    qtbot.waitUntil(lambda: guide_window.windowTitle() == "Rules guides")
    assert entry.text() == "Coup &Rules Guide"
    assert guide_window.heading.text() == "Coup rules guide"


@pytest.mark.parametrize("game", GAMES)
def test_the_banner_shows_the_games_own_pieces(qtbot, english: None, game: str) -> None:
    from PySide6.QtGui import QColor, QImage

    art = guide_art(game)
    assert art is not None and art.aspect > 1
    window = GuideWindow(None, game)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.art.art is art
    image = QImage(window.art.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    window.art.render(image)
    painted = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(painted) > 10  # pieces in their colours, not an empty strip


def test_a_game_without_pieces_shows_its_badge_alone() -> None:
    assert guide_art("pebbles") is None
