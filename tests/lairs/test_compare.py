"""Two dungeons side by side: which is harder and why (model and the editor's dialog)."""

from __future__ import annotations

from pathlib import Path

from companion.lairs.compare import compare
from companion.lairs.difficulty import difficulty
from companion.lairs.dungeon_file import load_dungeon
from companion_ui.lairs.compare_dialog import CompareDialog

HERE = Path(__file__).parent / "dungeons"
OPEN_DOORS = load_dungeon(HERE / "open-doors.json")
SERPENTINE = load_dungeon(HERE / "serpentine.json")


def test_the_harder_dungeon_and_its_reasons() -> None:
    easy, long = difficulty(OPEN_DOORS, 3, seed=2), difficulty(SERPENTINE, 3, seed=2)
    comparison = compare(easy, long)
    assert comparison.harder == 1
    keys = [r.key for r in comparison.reasons]
    assert {"turns", "route", "forced", "strikes"} <= set(keys)
    route = next(r for r in comparison.reasons if r.key == "route")
    assert (route.mine, route.theirs) == (24, 7)
    assert route.text == "an achievement and out takes 24 steps against 7"
    assert keys[0] == "turns"  # the score is made of turns: said first
    rest = [r.weight for r in comparison.reasons[1:]]
    assert rest == sorted(rest, reverse=True)
    assert compare(long, easy).harder == 0
    assert compare(easy, easy).harder is None


def test_compare_dialog_shows_both_boards_and_says_why(qtbot, tmp_path) -> None:
    dialog = CompareDialog(OPEN_DOORS)
    qtbot.addWidget(dialog)
    assert dialog.other.count() >= 5  # the samples
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert not dialog.open_other(bad) and "Cannot open" in dialog.verdict.text()
    assert dialog.open_other(HERE / "serpentine.json")
    assert dialog.dungeons[1] == SERPENTINE
    dialog.runs.setValue(2)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.comparison is not None, timeout=20000)
    text = dialog.verdict.text()
    assert "Serpentine is harder" in text and "24 steps against 7" in text
    assert dialog.sides[1].heat.washes  # the forced trap and monster show on the board
    # Each badge says its own report's verdict (the serpentine's sits near the easy quarter's
    # edge of generated dungeons: one way on, so little to search; see test_difficulty).
    for side, report in zip(dialog.sides, dialog.comparison.reports, strict=True):
        assert str(report.verdict).upper() in side.badge.text()
    assert "EASY" in dialog.sides[0].badge.text()


def test_editor_opens_the_comparison(qtbot, shell_context) -> None:
    from companion_ui.lairs.editor_window import DungeonEditorWindow

    editor = DungeonEditorWindow(shell_context)
    qtbot.addWidget(editor)
    editor.document.edit(SERPENTINE, lambda: "test")
    dialog = editor.compare_dialog()
    assert dialog.dungeons[0] == SERPENTINE and dialog.isVisible()
    dialog.close()
    editor.document.undo_stack.setClean()
