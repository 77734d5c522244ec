"""The Explorer's table sheet model: map edits, player mat, score chart, one versioned file."""

import json

import pytest

from companion.core.errors import CompanionError, MalformedInput
from companion.lairs.board import Feature, parse_cell, wall
from companion.lairs.energy import Basket, Kind, Pick
from companion.lairs.tabletop.map_sheet import (
    DrawWall,
    MapSheet,
    MarkKnown,
    MoveTracker,
    PlaceSymbol,
    Shade,
    WriteNotes,
    WriteTarget,
)
from companion.lairs.tabletop.player_mat import CubeMove, MoveCubes, Refresh, Row, SetAchievement
from companion.lairs.tabletop.score_chart import AddTreasure, ChooseFaceUp, SetExit
from companion.lairs.tabletop.table_sheet import TableSheet
from companion.lairs.treasures import default_treasures

CARDS = default_treasures()
B3, B4, C3 = parse_cell("B3"), parse_cell("B4"), parse_cell("C3")


def test_map_edits_are_values_and_rub_out_cleanly() -> None:
    sheet = MapSheet()
    for edit in (MarkKnown(B3), DrawWall(wall(B3, B4)), PlaceSymbol(B3, Feature.MONSTER),
                 WriteTarget(B3, 2), MoveTracker(B3), WriteNotes("blob hit for 4")):
        sheet = sheet.apply(edit)
    assert sheet.known == {B3} and sheet.walls == {wall(B3, B4)}
    assert sheet.targets == {B3: 2} and sheet.tracker == B3
    shaded = sheet.apply(Shade(B3))
    assert shaded.shaded == {B3}
    rubbed = shaded.apply(PlaceSymbol(B3, None))
    assert B3 not in rubbed.symbols and not rubbed.shaded and not rubbed.targets
    with pytest.raises(CompanionError, match="no symbol"):
        MapSheet().apply(Shade(C3))
    with pytest.raises(CompanionError, match="monster or trap"):
        sheet.apply(PlaceSymbol(C3, Feature.CHEST)).apply(WriteTarget(C3, 3))


def test_refresh_moves_spent_to_fresh_then_fatigued_to_spent() -> None:
    sheet = TableSheet()
    assert sheet.mat.energy.total(Basket.SPENT) == 6
    sheet = sheet.apply(Refresh())
    assert sheet.mat.energy.total(Basket.FRESH) == 6
    for edit in (MoveCubes(CubeMove.FATIGUE, (Pick.FB,)), MoveCubes(CubeMove.SPEND, (Pick.FQ,)),
                 MoveCubes(CubeMove.CONSERVE, (Pick.FP,))):
        sheet = sheet.apply(edit)
    energy = sheet.apply(Refresh()).mat.energy
    # The Fatigued Basic only reaches Spent: it waits a whole turn; Conserved stays.
    assert energy.count(Basket.SPENT, Kind.BASIC) == 1
    assert energy.count(Basket.FRESH, Kind.QUICKNESS) == 1
    assert energy.count(Basket.CONSERVED, Kind.PERCEPTION) == 1
    assert energy.total(Basket.FATIGUED) == 0


def test_impossible_cube_moves_are_refused() -> None:
    sheet = TableSheet()
    with pytest.raises(CompanionError, match="only Fresh and Conserved"):
        sheet.apply(MoveCubes(CubeMove.SPEND, (Pick.SB,)))
    fresh = sheet.apply(Refresh()).apply(MoveCubes(CubeMove.CONSERVE, (Pick.FB, Pick.FB, Pick.FQ)))
    assert fresh.mat.energy.total(Basket.CONSERVED) == 3
    with pytest.raises(CompanionError, match="Conserved slots"):
        fresh.apply(MoveCubes(CubeMove.CONSERVE, (Pick.FB,)))
    # A Conserved cube named twice is spent Conserved → Fresh → Spent.
    twice = fresh.apply(MoveCubes(CubeMove.SPEND, (Pick.CQ, Pick.FQ))).mat.energy
    assert twice.count(Basket.SPENT, Kind.QUICKNESS) == 1


def test_exit_conditions_follow_the_achievements_row() -> None:
    mat = TableSheet().mat
    assert not mat.may_leave
    mat = SetAchievement(Row.CHESTS, 2).apply(mat)
    assert not mat.may_leave
    assert SetAchievement(Row.MONSTERS, 2).apply(mat).may_leave
    with pytest.raises(CompanionError):
        SetAchievement(Row.TRAPS, 4).apply(mat)


def test_score_chart_reproduces_the_rulebook_22() -> None:
    sheet = TableSheet().apply(SetAchievement(Row.MONSTERS, 3)).apply(SetExit(1))
    for card in ("tranquil-goblet", "scroll-of-harmony", "moon-shard", "sun-shard",
                 "bestiary", "orb-of-embers"):
        sheet = sheet.apply(AddTreasure(card))
    score = sheet.score.sheet(CARDS, sheet.mat.monsters)
    assert {c.card.id for c in score.treasures.face_up} == {
        "tranquil-goblet", "scroll-of-harmony", "moon-shard", "sun-shard"}
    assert (score.treasures.total, score.monsters, score.exiting, score.total) == (14, 6, 2, 22)
    worse = sheet.apply(ChooseFaceUp(("bestiary", "moon-shard", "orb-of-embers", "sun-shard")))
    assert worse.score.sheet(CARDS, 3).total < 22
    with pytest.raises(CompanionError, match="exactly 4"):
        sheet.apply(ChooseFaceUp(("moon-shard",)))


def test_the_whole_sheet_saves_and_loads_as_one_file(tmp_path) -> None:  # type: ignore[no-untyped-def]
    sheet = TableSheet(title="Mossy Grotto")
    for edit in (MarkKnown(B3), DrawWall(wall(B3, C3)), PlaceSymbol(B3, Feature.TRAP),
                 Shade(B3), Refresh(), SetAchievement(Row.TRAPS, 1), AddTreasure("jade-idol"),
                 SetExit(0), WriteNotes("ünïcode ✓")):
        sheet = sheet.apply(edit)
    path = tmp_path / "game.lairs-sheet.json"
    sheet.save(path)
    assert TableSheet.load(path) == sheet
    data = json.loads(path.read_text())
    data["map"]["known"] = ["Z9"]
    path.write_text(json.dumps(data))
    with pytest.raises(MalformedInput, match="map"):
        TableSheet.load(path)
    data["map"]["known"] = []
    data["score"]["treasures"] = ["no-such-card"]
    path.write_text(json.dumps(data))
    with pytest.raises(MalformedInput, match="no-such-card"):
        TableSheet.load(path)
    path.write_text("{not json")
    with pytest.raises(MalformedInput, match="not valid JSON"):
        TableSheet.load(path)
