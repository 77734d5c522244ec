"""The tabletop windows driven like a user would: the Builder's console following a short
scripted exploration, and the Explorer's map sheet, energy mat and score chart."""

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QPushButton

from companion.core.resources import read_resource_text
from companion.lairs.board import Feature, parse_cell, wall
from companion.lairs.dungeon_file import parse_dungeon
from companion.lairs.energy import Basket, Kind
from companion.lairs.tabletop.answers import Outcome
from companion.lairs.tabletop.builder_console import BuilderConsole
from companion.lairs.tabletop.table_sheet import TableSheet
from companion_ui.lairs.board_scene import cell_center, wall_line
from companion_ui.lairs.tabletop.console_window import BuilderConsoleWindow
from companion_ui.lairs.tabletop.sheet_window import MapSheetWindow
from tests.document_recovery import crash_and_discard, crash_and_resume, save_drops_autosave

GROTTO = parse_dungeon(read_resource_text("lairs", "samples/mossy-grotto.json"))


@pytest.fixture(autouse=True)
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """No modal boxes in tests: closing with unsaved work answers Discard; warnings are kept."""
    from PySide6.QtWidgets import QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Discard)
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    return shown


def c(name: str) -> int:
    return parse_cell(name)


def say(qtbot, window: BuilderConsoleWindow, text: str) -> None:  # type: ignore[no-untyped-def]
    window.entry.clear()
    qtbot.keyClicks(window.entry, text)
    qtbot.keyClick(window.entry, Qt.Key.Key_Return)


@pytest.fixture
def console_window(qtbot) -> BuilderConsoleWindow:  # type: ignore[no-untyped-def]
    window = BuilderConsoleWindow(None, BuilderConsole(GROTTO))
    qtbot.addWidget(window)
    window.show()
    return window


def test_console_follows_a_scripted_exploration(qtbot, console_window) -> None:  # type: ignore[no-untyped-def]
    window = console_window
    assert "F3" in window.tell.text() and window.scene.token_cell() == c("F3")
    say(qtbot, window, "Creep north to E3")
    assert window.console.position == c("E3") and window.entry.text() == ""
    assert "Tell about E3" in window.tell.text()
    say(qtbot, window, "Peer north into D3")
    tell = window.tell.text()
    # Walls first, in the order north, east, south, west, then the feature.
    assert tell.index("Walls: north, west") < tell.index("Feature: nothing")
    qtbot.mouseClick(window.findChild(QPushButton, "say-stay"), Qt.MouseButton.LeftButton)
    # Click-to-announce: the menu for E4 offers exactly the moves possible there.
    menu = window.cell_actions(c("E4"))
    offered = [a.data() for a in menu.actions()]
    assert offered == ["creep", "hustle", "peer"]  # no Backtrack: E4 is Unknown
    menu.actions()[0].trigger()
    assert window.console.position == c("E4") and window.scene.token_cell() == c("E4")

    say(qtbot, window, "Creep north to C4")  # direction and cell disagree: refused, with why
    assert window.refusal.text() == "Not possible: C4 is not north of E4 (D4 is)"
    assert window.console.position == c("E4")
    assert window.entry.text() == "Creep north to C4"  # kept, to fix the typo

    say(qtbot, window, "Hustle")
    say(qtbot, window, "creep north to D4")
    say(qtbot, window, "creep north to C4")  # an Unknown trap strikes and ends the Hustle
    assert "Greased Pit" in window.tell.text() and "strikes" in window.tell.text()
    assert window.check_button.text() == "Disarm" and window.check_button.isEnabled()
    window.dice.setValue(3)
    qtbot.mouseClick(window.check_button, Qt.MouseButton.LeftButton)
    assert window.console.outcomes == {c("C4"): Outcome.REMOVED}
    assert "C4: shaded" in window.check_map.text()
    assert c("C4") in window.scene.shaded_cells("gone")
    say(qtbot, window, "creep west")
    assert window.refusal.text() == "Not possible: a wall stands between C4 and C3"

    qtbot.mouseClick(window.findChild(QPushButton, "say-end-turn"), Qt.MouseButton.LeftButton)
    say(qtbot, window, "Backtrack to E3")  # over Known Empty D4, E4
    # The strike took their last cubes: the disarm began turn 2, End turn ended it.
    assert window.console.position == c("E3") and window.console.turn == 3
    assert window.log.count() == len(window.console.said) + 1


def test_console_undo_and_save_reopen(qtbot, console_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = console_window
    say(qtbot, window, "creep north")
    say(qtbot, window, "creep east")
    window.undo()
    assert window.console.position == c("E3") and window.log.count() == 2
    # The "*" is Qt's modified marker now: "[*]" in the title, shown while the window is modified.
    assert window.isWindowModified() and "[*]" in window.windowTitle()
    assert window.save_to(tmp_path / "console.json")
    again = BuilderConsoleWindow(None)
    qtbot.addWidget(again)
    assert again.pages.currentIndex() == 0  # first: choose your dungeon
    assert again.open_console(tmp_path / "console.json")
    assert again.console is not None and again.console.position == c("E3")
    assert again.pages.currentIndex() == 1 and not again.modified


def test_console_checks_their_saved_map_sheet(qtbot, console_window, tmp_path: Path,  # type: ignore[no-untyped-def]
                                             warnings: list[str]) -> None:
    from companion.lairs.tabletop.map_sheet import MapSheet

    window = console_window
    say(qtbot, window, "creep north to E3")
    path = tmp_path / "their-sheet.json"
    TableSheet(MapSheet(known=frozenset({c("F3"), c("E3")}), tracker=c("F3"),
                        symbols={c("F3"): Feature.START})).save(path)
    assert window.check_sheet(path) == ["the tracker should be on E3, not F3"]
    path.write_text("{}")
    assert window.check_sheet(path) == []  # a bad file: a warning, nothing else
    assert warnings and "not a Lairs table sheet" in warnings[0]


def click_scene(qtbot, window: MapSheetWindow, point: QPointF) -> None:  # type: ignore[no-untyped-def]
    pos: QPoint = window.view.mapFromScene(point)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


@pytest.fixture
def sheet_window(qtbot) -> MapSheetWindow:  # type: ignore[no-untyped-def]
    window = MapSheetWindow(None)
    qtbot.addWidget(window)
    window.resize(1360, 820)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_map_sheet_is_filled_with_the_pencil_tools(qtbot, sheet_window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = sheet_window
    for name in ("F3", "E3", "D3"):
        click_scene(qtbot, window, cell_center(c(name)))
    assert window.sheet.map.known == {c("F3"), c("E3"), c("D3")}
    assert sorted(window.scene.known_circles()) == sorted(window.sheet.map.known)
    window.tool_actions["wall"].trigger()
    click_scene(qtbot, window, wall_line(wall(c("C3"), c("D3"))).center())
    assert window.sheet.map.walls == {wall(c("C3"), c("D3"))}
    window.tool_actions[Feature.MONSTER].trigger()
    click_scene(qtbot, window, cell_center(c("D3")))
    assert window.write_target(c("D3"), 2)
    assert window.scene.written_targets() == {c("D3"): "2"}
    window.tool_actions["shade"].trigger()
    click_scene(qtbot, window, cell_center(c("E3")))  # nothing to shade there: refused
    assert "no symbol" in window.message.text() and not window.sheet.map.shaded
    click_scene(qtbot, window, cell_center(c("D3")))
    window.tool_actions["tracker"].trigger()
    click_scene(qtbot, window, cell_center(c("E3")))
    assert window.scene.token_cell() == c("E3")
    qtbot.keyClicks(window.notes, "blob hit for 4")

    stack = window.document.undo_stack
    before = window.sheet
    stack.undo()  # the notes, typed as one step
    assert window.sheet.map.notes == "" and window.notes.toPlainText() == ""
    stack.undo()
    assert window.sheet.map.tracker is None and window.scene.token_cell() is None
    stack.redo()
    stack.redo()
    assert window.sheet == before

    path = tmp_path / "table.json"
    assert window.save_to(path)
    assert TableSheet.load(path) == window.sheet
    again = MapSheetWindow(None)
    qtbot.addWidget(again)
    assert again.open_path(path) and again.sheet == before
    assert again.notes.toPlainText() == "blob hit for 4"


def click_cube(qtbot, window: MapSheetWindow, basket: Basket, kind: Kind) -> None:  # type: ignore[no-untyped-def]
    mat = window.mat_panel.energy
    spot = next(s for s in mat.cube_spots() if s.basket is basket and s.kind is kind
                and mat._selected.get((s.basket, s.index), 0) == 0)
    qtbot.mouseClick(mat, Qt.MouseButton.LeftButton, pos=spot.rect.center().toPoint())


def test_energy_mat_refreshes_spent_then_fatigued(qtbot, sheet_window) -> None:  # type: ignore[no-untyped-def]
    window = sheet_window
    panel = window.mat_panel
    qtbot.mouseClick(panel.refresh_button, Qt.MouseButton.LeftButton)
    assert window.sheet.mat.energy.total(Basket.FRESH) == 6
    click_cube(qtbot, window, Basket.FRESH, Kind.BASIC)
    click_cube(qtbot, window, Basket.FRESH, Kind.BASIC)
    assert panel.move_buttons["conserve"].isEnabled()
    qtbot.mouseClick(panel.move_buttons["fatigue"], Qt.MouseButton.LeftButton)
    click_cube(qtbot, window, Basket.FRESH, Kind.QUICKNESS)
    qtbot.mouseClick(panel.move_buttons["spend"], Qt.MouseButton.LeftButton)
    energy = window.sheet.mat.energy
    assert energy.total(Basket.FATIGUED) == 2 and energy.count(Basket.SPENT, Kind.QUICKNESS) == 1
    qtbot.mouseClick(panel.refresh_button, Qt.MouseButton.LeftButton)
    energy = window.sheet.mat.energy
    # Spent → Fresh first, then Fatigued → Spent: the fatigued cubes sit out a turn.
    assert energy.count(Basket.FRESH, Kind.QUICKNESS) == 1
    assert energy.count(Basket.SPENT, Kind.BASIC) == 2 and energy.total(Basket.FATIGUED) == 0
    window.document.undo_stack.undo()
    assert window.sheet.mat.energy.total(Basket.FATIGUED) == 2


def test_score_chart_reproduces_the_rulebook_22(qtbot, sheet_window) -> None:  # type: ignore[no-untyped-def]
    window = sheet_window
    panel = window.score_panel
    add = panel.findChild(QPushButton, "addTreasure")
    for card in ("tranquil-goblet", "scroll-of-harmony", "moon-shard", "sun-shard",
                 "bestiary", "orb-of-embers"):
        panel.card_choice.setCurrentIndex(panel.card_choice.findData(card))
        qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    for slot in range(3):
        qtbot.mouseClick(window.mat_panel.slots["monsters"][slot], Qt.MouseButton.LeftButton)
    panel.exit_choice.setCurrentIndex(panel.exit_choice.findData(1))  # second out
    assert window.sheet.mat.monsters == 3 and window.sheet.score.exit_rank == 1
    assert panel.table.total(0) == 22
    assert set(panel.ticked_cards()) == {"tranquil-goblet", "scroll-of-harmony", "moon-shard",
                                         "sun-shard"}
    # Turning a worse card face-up: untick one, tick another.
    items = {panel.held.item(i).data(Qt.ItemDataRole.UserRole): panel.held.item(i)
             for i in range(panel.held.count())}
    items["tranquil-goblet"].setCheckState(Qt.CheckState.Unchecked)
    assert "Tick exactly 4" in panel.hint.text()
    panel.held.item(4).setCheckState(Qt.CheckState.Checked)  # bestiary
    assert panel.table.total(0) == 20 and "would total 22" in panel.hint.text()
    qtbot.mouseClick(panel.best, Qt.MouseButton.LeftButton)
    assert panel.table.total(0) == 22
    assert "You may leave" in window.mat_panel.exit_status.text()


def test_tabletop_activities_are_in_the_launcher(qtbot, shell_context, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    keys = {a.key for a in shell_context.activities}
    assert {"lairs.builder-console", "lairs.map-sheet"} <= keys
    path = tmp_path / "sheet.json"
    TableSheet(title="Mossy Grotto").save(path)
    window = shell_context.open_path(path)
    qtbot.addWidget(window)
    assert isinstance(window, MapSheetWindow) and window.sheet.title == "Mossy Grotto"
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "lairs-table-sheet", "version": 7}')
    activity = shell_context.activity_for_file(bad)
    assert activity is not None and activity.key == "lairs.map-sheet"


def test_an_unsaved_console_survives_a_crash(qtbot, shell_context, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window = shell_context.activity("lairs.builder-console").open(shell_context)
    assert window.start_dungeon(GROTTO)
    assert window.announce("Creep north to E3")
    resumed = crash_and_resume(qtbot, shell_context, window)
    assert isinstance(resumed, BuilderConsoleWindow) and resumed.console is not None
    assert resumed.console.position == c("E3") and resumed.log.count() == 2
    crash_and_discard(qtbot, shell_context, resumed, monkeypatch)


def test_saving_a_recovered_console_drops_its_autosave(  # type: ignore[no-untyped-def]
        qtbot, shell_context, tmp_path: Path) -> None:
    path = tmp_path / "console.json"
    BuilderConsole(GROTTO).save(path)
    window = shell_context.open_path(path)
    assert window.announce("Creep north to E3")
    resumed = crash_and_resume(qtbot, shell_context, window)
    qtbot.addWidget(resumed)
    resumed.undo()  # back to what the file holds, yet still not the saved state of a file
    assert resumed.isWindowModified() and resumed.console.position == c("F3")
    assert resumed.announce("Creep north to E3")
    save_drops_autosave(resumed, path)
    assert BuilderConsole.load(path).position == c("E3")


def test_an_unsaved_map_sheet_survives_a_crash(qtbot, shell_context, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w = wall(c("B3"), c("C3"))
    window = shell_context.activity("lairs.map-sheet").open(shell_context)
    window.toggle_wall(w)
    resumed = crash_and_resume(qtbot, shell_context, window)
    assert isinstance(resumed, MapSheetWindow) and resumed.sheet.map.walls == {w}
    crash_and_discard(qtbot, shell_context, resumed, monkeypatch)


def test_saving_a_recovered_map_sheet_drops_its_autosave(  # type: ignore[no-untyped-def]
        qtbot, shell_context, tmp_path: Path) -> None:
    path = tmp_path / "sheet.json"
    TableSheet(title="Mossy Grotto").save(path)
    window = shell_context.open_path(path)
    w = wall(c("B3"), c("C3"))
    window.toggle_wall(w)
    resumed = crash_and_resume(qtbot, shell_context, window)
    qtbot.addWidget(resumed)
    assert resumed.sheet.title == "Mossy Grotto" and resumed.sheet.map.walls == {w}
    assert TableSheet.load(path).map.walls == frozenset()  # untouched until saved
    save_drops_autosave(resumed, path)
    assert TableSheet.load(path).map.walls == {w}
