"""UI tests (pytest-qt) for the energy mat, score chart, set-up dialog, explorer screen and the
hot-seat hand-over."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from companion.lairs import GAME
from companion.lairs.actions import Backtrack, Check, Conserve, Creep, Hustle, Peer
from companion.lairs.board import CELLS, Feature, cell_name
from companion.lairs.dungeon_file import save_dungeon
from companion.lairs.energy import Basket, EnergyMat, Pick
from companion.lairs.generator import generate_dungeon
from companion.lairs.scoring import score_sheet
from companion.lairs.treasures import default_treasures
from companion_ui.lairs.explorer.energy_mat import EnergyMatWidget
from companion_ui.lairs.explorer.fog_map import cell_point
from companion_ui.lairs.explorer.game_window import LairsGameWindow
from companion_ui.lairs.explorer.score_chart import ScoreChartWidget
from companion_ui.lairs.explorer.setup_dialog import FROM_FILE, GameSetupDialog
from tests.lairs.explore_support import mat, play_out
from tests.lairs.play_window import game_of, window_for


def click_spot(qtbot, widget: EnergyMatWidget, basket: Basket, index: int) -> None:
    spot = next(s for s in widget.cube_spots() if s.basket is basket and s.index == index)
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=spot.rect.center().toPoint())


def test_energy_mat_selects_cubes_and_a_conserved_one_twice(qtbot) -> None:
    widget = EnergyMatWidget()
    qtbot.addWidget(widget)
    widget.set_mat(mat(fresh={"b": 2, "q": 1}, conserved={"b": 1}, spent={"b": 1, "p": 1}),
                   frozenset({Basket.FRESH, Basket.CONSERVED}))
    widget.show()
    click_spot(qtbot, widget, Basket.FRESH, 2)  # the Quickness cube (Basic ones come first)
    assert widget.selected_picks() == (Pick.FQ,)
    click_spot(qtbot, widget, Basket.CONSERVED, 0)
    click_spot(qtbot, widget, Basket.CONSERVED, 0)
    assert widget.selected_picks() == (Pick.FB, Pick.FQ, Pick.CB)
    click_spot(qtbot, widget, Basket.SPENT, 0)  # not selectable now
    assert Pick.SB not in widget.selected_picks()
    widget.set_mat(EnergyMat.all_in(Basket.FRESH))
    assert widget.selected_picks() == ()


def test_score_chart_shows_the_worked_example(qtbot) -> None:
    chart = ScoreChartWidget()
    qtbot.addWidget(chart)
    up = ("tranquil-goblet", "scroll-of-harmony", "moon-shard", "sun-shard")
    sheet = score_sheet(default_treasures(), [*up, "jade-idol", "hymnal"], up, 3, 1)
    chart.set_sheets(["Ann", "Bob"], [sheet, score_sheet(default_treasures(), [], (), 0, 0)])
    assert chart.total(0) == 22 and chart.total(1) == 4
    assert "Scroll of Harmony: 5" in chart.item(0, 0).text()


def test_setup_dialog_generates_or_loads_dungeons(qtbot, tmp_path: Path) -> None:
    dialog = GameSetupDialog()
    qtbot.addWidget(dialog)
    ok = dialog.buttons.buttons()[0]
    assert ok.isEnabled()
    choice = dialog.choice()
    # The second seat is offered to a bot at the Normal level.
    assert "dungeons" not in choice.setup.options and choice.seats == ["human", "reasoning:steady"]
    kinds = dialog.seats.kinds[0]
    assert [kinds.itemData(i) for i in range(kinds.count())] == [
        "human", "heuristic", "reasoning:steady", "ismcts:0.3s", "remote"]
    box = dialog.dungeons[0]
    box.source.setCurrentIndex(box.source.findData(FROM_FILE))
    assert not ok.isEnabled()
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "lairs-dungeon", "version": 1, "walls": [],
                               "features": {"A1": "start"}}))
    box.load(bad)
    assert not ok.isEnabled() and "✘" in box.status.text()
    box.load(tmp_path / "missing.json")
    assert box.dungeon is None and "Cannot use" in box.status.text()
    good = tmp_path / "good.json"
    save_dungeon(good, generate_dungeon(7))
    box.load(good)
    assert ok.isEnabled()
    dialog.first.setCurrentIndex(1)
    choice = dialog.choice()
    assert choice.setup.options["first"] == "p2"
    assert len(choice.setup.options["dungeons"]) == 2
    GAME.start(choice.setup)  # the set-up starts a game
    assert "die" not in choice.setup.options
    for faces in ("1, 2, x", "1, \u00b2"):  # a superscript two is a digit to str.isdigit()
        dialog.die.setText(faces)
        assert not ok.isEnabled()
    dialog.die.setText("2,2,3")
    assert ok.isEnabled() and dialog.choice().setup.options["die"] == [2, 2, 3]




def test_explorer_screen_shows_only_known_cells_and_moves(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "heuristic"])
    game = game_of(window)
    start = game.explorations[0].position
    assert window.stack.currentIndex() == 1
    assert len(window.fog.shaded_cells("fog")) == 35
    assert set(window.fog.feature_items) == {start}  # only the Start is drawn
    # Creep is chosen at the start of a decision: the cells it reaches light up.
    neighbours = sorted(game.explorations[0].dungeon.open_neighbours(start))
    assert window.buttons[Creep].isChecked() and window.fog.target_cells() == neighbours
    target = neighbours[0]
    point = window.map_view.mapFromScene(cell_point(target))
    qtbot.mouseClick(window.map_view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.session.match.record.actions[0].startswith("creep")
    assert target in game.explorations[0].known
    assert len(window.fog.shaded_cells("fog")) == 36 - len(game.explorations[0].known)
    assert window.fog.token_cell() == game.explorations[0].position
    unknown = [c for c in CELLS if c not in game.explorations[0].known]
    assert not set(window.fog.feature_items) & set(unknown)


def test_targets_follow_the_chosen_action_and_cubes(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "heuristic"])
    e = game_of(window).explorations[0]
    start = e.position
    neighbours = sorted(e.dungeon.open_neighbours(start))
    assert not window.buttons[Backtrack].isEnabled()  # nothing Known to go back to yet
    assert window.buttons[Backtrack].toolTip()  # the game says why
    qtbot.mouseClick(window.buttons[Peer], Qt.MouseButton.LeftButton)
    assert window.mode is Peer and window.buttons[Peer].isChecked()
    assert window.fog.target_cells() == neighbours  # all Unknown on the first turn
    click_spot(qtbot, window.mat, Basket.FRESH, 0)  # one Basic cube: not enough to Peer
    assert window.fog.target_cells() == [] and not window.buttons[Peer].isEnabled()
    assert "pay" in window.buttons[Peer].toolTip()
    qtbot.mouseClick(window.buttons[Creep], Qt.MouseButton.LeftButton)
    assert window.fog.target_cells() == neighbours
    assert window.targets()[neighbours[0]] == Creep(neighbours[0], (Pick.FB,))
    assert window.map_view.lit[neighbours[0]].startswith("Creep to")
    far = next(c for c in CELLS if c != start and c not in neighbours)
    window.choose_target(far)
    assert not window.session.match.record.actions
    assert "not possible" in window.hint.text()


def test_pending_decisions_are_buttons(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "heuristic"])
    game = game_of(window)
    start = game.explorations[0].position
    target = next(iter(game.explorations[0].dungeon.open_neighbours(start)))
    window.session.play(Peer(target, (Pick.FP,)))
    assert window.decision.isVisible()
    labels = [b.text() for b in window.decision.buttons]
    assert any("Enter" in text for text in labels)
    qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    assert game.explorations[0].position == target


def test_hot_seat_hands_over_between_players(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "human"])
    assert window.stack.currentIndex() == 0  # hand-over before p1's private screen
    assert "Ann" in window.hand_over.heading.text()
    qtbot.mouseClick(window.hand_over.button, Qt.MouseButton.LeftButton)
    assert window.stack.currentIndex() == 1 and window.seat == 0
    window.session.play(Conserve(()))
    assert window.stack.currentIndex() == 0 and "Bob" in window.hand_over.heading.text()
    qtbot.mouseClick(window.hand_over.button, Qt.MouseButton.LeftButton)
    assert window.seat == 1 and window.stack.currentIndex() == 1


def test_the_score_chart_ends_the_game(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "human"], seed=9)
    session = window.session
    play_out(lambda: session.state, session.play)
    assert window.stack.currentIndex() == 2
    game = game_of(window)
    chart = window.ending.chart
    assert [chart.total(s) for s in (0, 1)] == [game.score(s).total for s in (0, 1)]
    assert window.ending.result.text()
    assert not list(store.folder.glob("*.json"))  # a finished game leaves no autosave


def test_setup_activity_opens_a_game_window(qtbot, shell_context) -> None:
    from companion_ui.lairs.explorer import open_setup

    dialog = open_setup(shell_context)
    kind = dialog.seats.kinds[1]
    kind.setCurrentIndex(kind.findData("heuristic"))  # the Easy level
    dialog.accept()
    windows = [w for w in shell_context.windows if isinstance(w, LairsGameWindow)]
    assert len(windows) == 1 and windows[0].session.seats == ["human", "heuristic"]
    for window in shell_context.windows:
        window.close()


def test_clicking_the_map_steps_a_hustle(qtbot, store) -> None:
    window = window_for(qtbot, store, ["human", "heuristic"])
    game = game_of(window)
    e = game.explorations[0]
    start = e.position
    first = next(n for n in e.dungeon.open_neighbours(start) if n not in e.dungeon.features)
    window.session.play(Hustle(first, (Pick.FQ,)))
    assert e.pending  # an Empty cell: the Hustle goes on
    assert window.fog.target_cells() == sorted(e.dungeon.open_neighbours(first))
    nxt = next(iter(e.dungeon.open_neighbours(first)))
    window.choose_target(nxt)
    assert e.position == nxt
    assert window.session.match.record.actions[-1] == f"step {cell_name(nxt)}"


def test_a_resumed_game_shows_the_same_position(qtbot, store, shell_context) -> None:
    from companion_ui.lairs.explorer import resume_game

    window = window_for(qtbot, store, ["human", "heuristic"])
    window.session.play(Conserve(()))
    qtbot.waitUntil(lambda: game_of(window).to_move == 0, timeout=10000)
    shell_context.autosaves = store
    games, problems = store.unfinished()
    assert len(games) == 1 and not problems
    # One window per game: the first gives it up (the shell does so when a window closes).
    window.session.release()
    resumed = resume_game(shell_context, games[0])
    assert game_of(resumed).summary() == game_of(window).summary()
    resumed.close()


def test_achievements_row_fills_slots_and_opens_the_exit(qtbot) -> None:
    from companion_ui.lairs.explorer.achievements import AchievementsRow

    row = AchievementsRow()
    qtbot.addWidget(row)
    row.set_counts(traps=1, chests=2, monsters=1)
    assert not row.exit_open and "opened chests 2" in row.toolTip()
    row.set_counts(traps=0, chests=2, monsters=2)
    assert row.exit_open
    row.show()
    assert not row.grab().isNull()


def test_energy_mat_drag_sweeps_cubes(qtbot) -> None:
    widget = EnergyMatWidget()
    qtbot.addWidget(widget)
    widget.set_mat(EnergyMat.all_in(Basket.FRESH), frozenset({Basket.FRESH}))
    widget.show()
    spots = [s for s in widget.cube_spots() if s.basket is Basket.FRESH][:3]
    qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=spots[0].rect.center().toPoint())
    for spot in spots[1:]:
        qtbot.mouseMove(widget, pos=spot.rect.center().toPoint())
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=spots[-1].rect.center().toPoint())
    assert widget.selected_picks() == (Pick.FB, Pick.FB, Pick.FB)


@pytest.mark.parametrize(("faces", "success", "expected"), [
    ((4,), False, "Last check against Hungry Blob (target 6): rolled 4 — failure"),
    ((2, 1), False, "Last check against Hungry Blob (target 6): rolled 2 + 1 = 3 — failure"),
    ((), False, "Last check against Hungry Blob (target 6): no dice — failure"),
    ((3, 3), True, "Last check against Hungry Blob (target 6): rolled 3 + 3 = 6 — success"),
])
def test_the_dice_line_reads_plainly(faces, success, expected) -> None:
    from companion.lairs.exploration import Roll
    from companion_ui.lairs.explorer.wording import roll_words

    assert roll_words(Roll("Hungry Blob", 0, faces, 6, success)) == expected


def test_decisions_are_worded_for_people(qtbot, store) -> None:
    from companion.lairs.actions import Take
    from companion.lairs.exploration import PendingPeer
    from companion_ui.lairs.explorer.wording import describe, pending_words

    assert pending_words(PendingPeer(CELLS[9], False), mat(fresh={"b": 4, "q": 1, "p": 1})) == (
        "Enter B4 for free?")
    cards = default_treasures()
    # The card's rules are on the Display list; a button holds the name only (no clipping).
    assert describe(Take("moon-shard"), cards) == "Take Moon Shard"
    from companion.lairs.energy import BACKTRACK_COST, HUSTLE_COST
    from companion_ui.lairs.explorer.wording import cost_words

    assert cost_words(HUSTLE_COST) == "1 Quickness or 2 any"
    assert cost_words(BACKTRACK_COST) == "1 Quickness"


def test_many_treasures_are_fanned_with_every_name_on_a_spine(qtbot) -> None:
    from PySide6.QtCore import QEvent, QPoint, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    from companion_ui.lairs.treasure_card import CARD_H, CARD_W, TreasureRow

    cards = default_treasures()
    ids = list(cards.cards)[:6]
    row = TreasureRow("Your treasures")
    qtbot.addWidget(row)
    row.resize(330, row.sizeHint().height())
    row.set_cards(cards, ids, "none")
    row.show()
    assert row.fanned and 30 <= row.step < CARD_W
    # Each covered card shows its spine (base score and name); the last one lies whole.
    assert [w.spine for w in row.cards] == [row.step] * 5 + [None]
    top = row.cards[0].y() + CARD_H // 2

    def hover(x: int) -> None:
        """The mouse moves to ``x`` in the row, over whichever card is on top there."""
        under = row.childAt(QPoint(x, top))
        local = QPointF(under.mapFrom(row, QPoint(x, top)))
        QApplication.sendEvent(under, QMouseEvent(
            QEvent.Type.MouseMove, local, under.mapToGlobal(local), Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))

    hover(2 * row.step + row.step // 2)  # over the third card's spine
    third = row.cards[2]
    assert row.front == ids[2] and third.spine is None  # it comes to the front, whole
    assert row.childAt(QPoint(2 * row.step + CARD_W - 5, top)) is third
    hover(3 * row.step + row.step // 2)  # on to where the fourth one's spine lies, under it
    assert row.front == ids[3] and row.childAt(QPoint(3 * row.step + 5, top)) is row.cards[3]
    assert third.spine == row.step  # back in the fan
    row.bring_to_front(None)  # the mouse leaves the row
    assert row.front is None and [w.spine for w in row.cards] == [row.step] * 5 + [None]
    row.resize(6 * (CARD_W + row.GAP), row.height())  # room for all: side by side, no spines
    assert not row.fanned and all(w.spine is None for w in row.cards)


def test_a_row_with_a_stand_in_card_says_what_its_star_means(qtbot) -> None:
    from companion_ui.lairs.treasure_card import TreasureRow

    cards = default_treasures()
    published = [c.id for c in cards.cards.values() if not c.standin]
    row = TreasureRow("Display")
    qtbot.addWidget(row)
    row.resize(500, row.sizeHint().height())
    row.show()
    row.set_cards(cards, published[:3], "none")
    assert not row.legend.isVisibleTo(row)
    made_up = cards.standins[0]
    row.set_cards(cards, [published[0], made_up.id], "none")
    assert row.legend.isVisibleTo(row) and row.legend.text() == "* stand-in card"
    assert "only 4 treasure cards are published" in row.legend.toolTip()
    assert "A stand-in card" in row.card_widget(made_up.id).toolTip()
    assert "stand-in card" not in row.card_widget(published[0]).toolTip()


def test_a_fresh_strike_says_where_its_cubes_come_from(qtbot) -> None:
    """The Greased Pit asks for 2 Fresh cubes; with fewer, the question says that Spent ones
    make up the rest, as the offered choices do."""
    from companion.lairs.energy import FatigueRule
    from companion.lairs.exploration import PendingFatigue
    from companion_ui.lairs.explorer.wording import pending_words

    pit = PendingFatigue(FatigueRule(2, fresh=True), "Greased Pit")
    short = mat(fresh={"b": 1}, spent={"b": 3, "q": 1, "p": 1})
    assert any(p.basket is Basket.SPENT for c in short.fatigue_choices(pit.rule) for p in c)
    said = pending_words(pit, short)
    # (The English plural form comes from the catalogue: "cube" once it holds the string.)
    assert said.startswith("Greased Pit strikes: fatigue 2 Fresh cubes. You have only 1 Fresh "
                           "or Conserved cube")
    assert said.endswith(", so Spent cubes make up the rest. Which cubes?")
    spent = mat(spent={"b": 4, "q": 1, "p": 1})
    assert "You have no Fresh or Conserved cube, so Spent cubes are fatigued" in (
        pending_words(pit, spent))
    enough = mat(fresh={"b": 1}, conserved={"q": 1}, spent={"b": 3, "p": 1})
    assert not any(p.basket is Basket.SPENT for c in enough.fatigue_choices(pit.rule)
                   for p in c)
    assert pending_words(pit, enough) == (
        "Greased Pit strikes: fatigue 2 Fresh cubes. Conserved cubes count as Fresh. "
        "Which cubes?")
    blob = PendingFatigue(FatigueRule(2, fresh=False), "Hungry Blob")
    assert pending_words(blob, short) == (
        "Hungry Blob strikes: fatigue 2 cubes. Which cubes?")


def on_a_hazard(qtbot, store, feature: Feature) -> LairsGameWindow:
    """A window whose explorer stands on a Known hazard of ``feature`` at the first decision."""
    window = window_for(qtbot, store, ["human", "heuristic"])
    e = game_of(window).explorations[0]
    cell = e.dungeon.cells_with(feature)[0]
    e.position = cell
    e.known.add(cell)
    game_of(window)._legal = None  # the test moved the explorer behind the state's back
    window.render()
    return window


def test_check_waits_for_its_dice_and_shows_their_chance(qtbot, store) -> None:
    window = on_a_hazard(qtbot, store, Feature.MONSTER)
    assert "A Check rolls one die per cube chosen (target 6)." in window.hint.text()
    check, roll = window.buttons[Check], window.decision.confirm_button
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton)
    # No cubes chosen: nothing is rolled (it would fail for certain); Check waits for dice.
    assert window.session.match.record.actions == []
    assert window.mode is Check and check.isChecked() and window.fog.target_cells() == []
    assert roll.isVisibleTo(window) and not roll.isEnabled()
    assert "with no dice the Check fails for certain" in roll.toolTip()
    window.mat.click_cube(Basket.FRESH, 0)
    assert roll.isEnabled() and roll.text() == "Roll 1 die: 0% to reach 6"
    assert "would fail for certain" in window.decision.label.text()
    window.mat.click_cube(Basket.FRESH, 1)
    window.mat.click_cube(Basket.FRESH, 2)
    assert roll.text() == "Roll 3 dice: 69% to reach 6"
    assert "fail for certain" not in window.decision.label.text()
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
    assert window.session.match.record.actions[0].startswith("check 3")


def test_a_move_leaves_the_check_waiting_for_dice(qtbot, store) -> None:
    window = on_a_hazard(qtbot, store, Feature.MONSTER)
    qtbot.mouseClick(window.buttons[Check], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.buttons[Creep], Qt.MouseButton.LeftButton)
    assert window.mode is Creep and not window.buttons[Check].isChecked()
    assert not window.decision.isVisibleTo(window) and window.fog.target_cells()


def test_check_with_dice_that_can_succeed_rolls_at_once(qtbot, store) -> None:
    window = on_a_hazard(qtbot, store, Feature.TRAP)
    window.mat.click_cube(Basket.FRESH, 0)
    window.mat.click_cube(Basket.FRESH, 1)
    assert "Check with 2 dice: 44% to reach 5" in window.hint.text()
    assert window.buttons[Check].toolTip().startswith("Check with 2 dice")
    qtbot.mouseClick(window.buttons[Check], Qt.MouseButton.LeftButton)
    assert window.session.match.record.actions[0].startswith("check 2")


def test_a_check_that_cannot_succeed_asks_first(qtbot, store) -> None:
    window = on_a_hazard(qtbot, store, Feature.TRAP)
    window.mat.click_cube(Basket.FRESH, 0)  # one die never reaches the trap's 5
    qtbot.mouseClick(window.buttons[Check], Qt.MouseButton.LeftButton)
    assert window.session.match.record.actions == [] and window.mode is Check
    assert window.decision.confirm_button.text() == "Roll 1 die: 0% to reach 5"
    assert "would fail for certain" in window.decision.label.text()


def test_the_decision_panel_confirms_with_enter_and_says_so(qtbot) -> None:
    from companion_ui.lairs.explorer.decision_panel import DecisionPanel

    panel = DecisionPanel(400)
    qtbot.addWidget(panel)
    panel.ask_confirm("Roll the dice you chose?", "Roll", False, "Choose the dice first")
    with qtbot.waitActive(panel):
        panel.show()
        panel.activateWindow()
    assert panel.keys_hint.text() == "Enter: Roll"
    confirmed: list[bool] = []
    panel.confirmed.connect(lambda: confirmed.append(True))
    qtbot.keyClick(panel, Qt.Key.Key_Return)  # greyed: nothing yet
    panel.ask_confirm("Roll the dice you chose?", "Roll", True)
    qtbot.keyClick(panel, Qt.Key.Key_Enter)
    assert confirmed == [True]
