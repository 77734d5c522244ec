"""The box window: cards laid out, edited, checked, imported and saved in the data folder; the
difficulty report then explores with them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import companion_ui.lairs.box as box
import companion_ui.lairs.box.box_window as box_window
from companion.lairs.box import load_box
from companion.lairs.treasures import default_treasures
from companion_ui.lairs.box.box_window import BoxWindow


@pytest.fixture
def folder(tmp_path: Path, monkeypatch) -> Path:  # type: ignore[no-untyped-def]
    target = tmp_path / "box"
    monkeypatch.setattr(box, "box_folder", lambda: target)
    monkeypatch.setattr(box_window, "box_folder", lambda: target)
    return target


@pytest.fixture
def window(qtbot, folder: Path) -> BoxWindow:  # type: ignore[no-untyped-def]
    window = BoxWindow()
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_shipped_cards_are_laid_out_as_cards(window: BoxWindow) -> None:
    assert window.cards.count() == len(default_treasures().cards)
    assert not window.cards.item(0).icon().isNull()  # painted as a card
    assert window.name.text() == "Tranquil Goblet"
    assert window.faces.text() == "1, 1, 2, 2, 3, 4"
    assert "stand-in" in window.note.text() and "standin" not in window.note.text()
    assert "standin" not in json.dumps(default_treasures().standin_note)


def test_edit_a_card_and_save_it_to_the_box(qtbot, window: BoxWindow, folder: Path) -> None:
    window.cards.setCurrentRow(1)
    window.name.clear()
    qtbot.keyClicks(window.name, "Scroll of Stars")
    window.base.setValue(0)
    window.bonus_kind.setCurrentIndex(window.bonus_kind.findData("set-of-types"))
    window.bonus_count.setValue(3)
    window.points.setValue(4)
    window.faces.setText("1,2,3,3")
    assert window.save(), window.problem.text()
    data = load_box(folder)
    card = data.treasures[window.entries[1]["id"]]
    assert (card.name, card.base, card.bonus.kind, card.bonus.count) == (
        "Scroll of Stars", 0, "set-of-types", 3)
    assert not card.standin and data.die.faces == (1, 2, 3, 3)


def test_a_bad_card_or_die_is_not_saved_and_says_where(qtbot, window: BoxWindow,
                                                       folder: Path) -> None:
    window.cards.setCurrentRow(2)
    window.bonus_kind.setCurrentIndex(window.bonus_kind.findData("per-other-keyword"))
    window.bonus_keyword.clear()
    assert not window.save()
    assert "cards[2].bonus.keyword" in window.problem.text()
    assert window.cards.currentRow() == 2 and not folder.exists()
    window.bonus_kind.setCurrentIndex(0)
    window.faces.setText("1,0")
    assert not window.save() and "faces" in window.problem.text()


def test_add_remove_and_import(window: BoxWindow, tmp_path: Path) -> None:
    count = window.cards.count()
    window.add_card()
    assert window.cards.count() == count + 1 and window.name.text() == "New card"
    window.remove_card()
    assert window.cards.count() == count
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert not window.import_file(bad) and "Not imported" in window.problem.text()
    assert window.cards.count() == count
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps({"format": "lairs-treasures", "version": 1, "types": ["Cup"],
                                "cards": [{"id": f"c{i}", "name": f"Cup {i}", "type": "Cup",
                                           "base": i, "bonus": None} for i in range(5)]}))
    assert window.import_file(mine) and window.cards.count() == 5
    assert window.note.text() == ""  # no stand-in left to explain
    assert window.save()


def test_the_difficulty_report_explores_with_your_box(qtbot, window: BoxWindow) -> None:
    from companion.lairs.generator import generate_dungeon
    from companion_ui.lairs.explorer.difficulty_dialog import DifficultyDialog

    window.faces.setText("6,6")
    assert window.save()
    data, problem = box.user_rules()
    assert data.die.faces == (6, 6) and problem == ""
    dialog = DifficultyDialog(generate_dungeon(3))
    qtbot.addWidget(dialog)
    dialog.runs.setValue(1)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=20000)
    assert dialog.box_problem == ""
    from companion.lairs.difficulty import difficulty

    assert dialog.report == difficulty(generate_dungeon(3), 1, 0, data=data)


def test_the_search_bot_explores_with_your_own_cards(qtbot, window: BoxWindow,
                                                     tmp_path: Path) -> None:
    from companion.lairs.generator import generate_dungeon
    from companion_ui.lairs.explorer.difficulty_dialog import DifficultyDialog

    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps({"format": "lairs-treasures", "version": 1, "types": ["Cup"],
                                "cards": [{"id": f"c{i}", "name": f"Cup {i}", "type": "Cup",
                                           "base": 2, "bonus": None} for i in range(6)]}))
    assert window.import_file(mine) and window.save()
    dialog = DifficultyDialog(generate_dungeon(3))
    qtbot.addWidget(dialog)
    dialog.runs.setValue(1)
    dialog.search.setChecked(True)
    dialog.run_button.click()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=30000)
    assert "search bot" in dialog.details.text() and dialog.run_button.text() == "Run"


def test_a_new_game_plays_with_your_box(qtbot, window: BoxWindow, tmp_path: Path) -> None:
    from companion.lairs import GAME
    from companion_ui.lairs.explorer.setup_dialog import GameSetupDialog

    plain = GameSetupDialog()
    qtbot.addWidget(plain)
    assert plain.own_cards.isHidden() and "treasures" not in plain.choice().setup.options
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps({"format": "lairs-treasures", "version": 1, "types": ["Cup"],
                                "cards": [{"id": f"c{i}", "name": f"Cup {i}", "type": "Cup",
                                           "base": 2, "bonus": None} for i in range(6)]}))
    assert window.import_file(mine)
    window.faces.setText("2, 3")
    assert window.save()
    dialog = GameSetupDialog()
    qtbot.addWidget(dialog)
    assert not dialog.own_cards.isHidden() and dialog.own_cards.isChecked()
    assert dialog.die.text() == "2, 3"
    setup = dialog.choice().setup
    game = GAME.start(setup)
    assert set(game.data.treasures.cards) == {f"c{i}" for i in range(6)}
    assert game.data.die.faces == (2, 3)
    dialog.own_cards.setChecked(False)
    assert "treasures" not in dialog.choice().setup.options
