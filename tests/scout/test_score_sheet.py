"""The score pad for the physical box: the rules' scoring examples, totals and ties, the 2-player
sheet, every refusal, and the file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from companion.core.document import DocumentError
from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup
from companion.scout.score_sheet import (
    Ending,
    ScoreSheet,
    Tally,
    cards_per_round,
    rounds_for,
)
from companion.scout.state import ScoutState

EMPTIED, UNBEATEN = Ending.EMPTIED, Ending.UNBEATEN


def finished(sheet: ScoreSheet, tallies: list[Tally], ender: int,
             ending: Ending = EMPTIED) -> ScoreSheet:
    """The current round entered, starred and finished."""
    index = sheet.current
    assert index is not None
    for player, tally in enumerate(tallies):
        sheet = sheet.enter(index, player, tally)
    return sheet.mark_ender(index, ender, ending).finish_round(index)


def test_the_rules_scoring_examples() -> None:
    sheet = ScoreSheet.new(["Ada", "Ben", "Cleo"])
    sheet = finished(sheet, [Tally(6, 2, 3), Tally(4, 1, 0), Tally(0, 0, 7)], ender=1)
    assert sheet.rounds[0].scores == (6 + 2 - 3, 4 + 1, -7)
    # An unbeaten Show: the ender keeps cards, and takes no penalty for them.
    sheet = finished(sheet.add_round(), [Tally(2, 0, 4), Tally(3, 1, 2), Tally(5, 3, 1)],
                     ender=2, ending=UNBEATEN)
    assert sheet.rounds[1].scores == (-2, 2, 8)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_rounds_and_decks_are_the_rules_engine_s(players: int) -> None:
    state = ScoutState(GameSetup(players, seed=3))
    assert rounds_for(players) == state.rounds == (2 if players == 2 else players)
    assert cards_per_round(players) == {2: 22, 3: 36, 4: 44, 5: 45}[players]


def test_the_starting_player_moves_on_each_round() -> None:
    sheet = ScoreSheet.new(["Ada", "Ben", "Cleo", "Dan"], first=2)
    assert [sheet.starter(r) for r in range(sheet.round_count)] == [2, 3, 0, 1]


def test_running_totals_winner_and_a_shared_victory() -> None:
    sheet = ScoreSheet.new(["Ada", "Ben", "Cleo"])
    sheet = finished(sheet, [Tally(5, 0, 2), Tally(2, 1, 0), Tally(1, 0, 4)], ender=1)
    sheet = finished(sheet.add_round(), [Tally(1, 0, 3), Tally(4, 0, 1), Tally(3, 2, 0)],
                     ender=2)
    assert sheet.totals() == (3 - 2, 3 + 3, -3 + 5) and sheet.totals(through=0) == (3, 3, -3)
    assert sheet.leaders == {1} and sheet.winners == frozenset()  # a round still to play
    sheet = sheet.add_round()
    sheet = sheet.enter(2, 0, Tally(9, 0, 0))
    assert sheet.totals() == (1, 6, 2)  # an unfinished round counts for nobody yet
    sheet = finished(sheet, [Tally(9, 0, 0), Tally(1, 0, 1), Tally(5, 0, 3)], ender=0)
    assert sheet.complete and sheet.current is None
    assert sheet.totals() == (10, 6, 4) and sheet.winners == {0}
    tied = sheet.enter(2, 1, Tally(5, 0, 1))  # a finished round may be corrected
    assert tied.totals() == (10, 10, 4) and tied.winners == {0, 1}


def test_the_two_player_sheet() -> None:
    sheet = ScoreSheet.new(["Ada", "Ben"], first=1)
    assert sheet.two_players and sheet.round_count == 2
    assert [sheet.starter(r) for r in range(2)] == [1, 0]
    # The chips are the unspent ones, +1 each.
    sheet = finished(sheet, [Tally(8, 3, 0), Tally(5, 1, 6)], ender=0)
    sheet = finished(sheet.add_round(), [Tally(4, 0, 5), Tally(7, 2, 3)], ender=1,
                     ending=UNBEATEN)
    assert sheet.rounds[0].scores == (11, 0) and sheet.rounds[1].scores == (-1, 9)
    assert sheet.complete and sheet.winners == {0}
    with pytest.raises(CompanionError, match="all played"):
        sheet.add_round()


def refusal(sheet: ScoreSheet, edit: Any) -> str:
    with pytest.raises(CompanionError) as caught:
        edit(sheet)
    return str(caught.value)


def test_every_impossible_entry_is_refused_with_its_reason() -> None:
    sheet = ScoreSheet.new(["Ada", "Ben", "Cleo"])
    assert "cannot be negative (-1)" in refusal(sheet, lambda s: s.enter(0, 0, Tally(-1, 0, 0)))
    assert "cannot be negative" in refusal(sheet, lambda s: s.enter(0, 2, Tally(0, 0, -4)))
    assert refusal(sheet, lambda s: s.enter(0, 0, Tally(30, 0, 7))) == (
        "round 1: captured cards and hands add up to 37, but a 3-player round has only 36 "
        "cards")
    sheet = sheet.enter(0, 0, Tally(20, 0, 5))
    assert "add up to 38" in refusal(sheet, lambda s: s.enter(0, 1, Tally(10, 0, 3)))
    # Two round enders.
    starred = sheet.mark_ender(0, 1, EMPTIED)
    assert refusal(starred, lambda s: s.mark_ender(0, 2, UNBEATEN)) == (
        "Ben already ended round 1: a round has one ender (take their star off first)")
    assert starred.clear_ender(0).mark_ender(0, 2, UNBEATEN).rounds[0].ender == 2
    assert starred.mark_ender(0, 2, UNBEATEN, moving=True).rounds[0].ender == 2
    # A hand left by the ender who emptied it: entered afterwards, or starred afterwards.
    assert refusal(starred, lambda s: s.enter(0, 1, Tally(3, 0, 2))) == (
        "Ben ended round 1 by emptying their hand, so no cards are left in it (not 2)")
    assert "emptying their hand" in refusal(sheet, lambda s: s.mark_ender(0, 0, EMPTIED))
    # Finishing needs an ender and every hand; an ender with no cards emptied the hand.
    assert refusal(sheet, lambda s: s.finish_round(0)) == (
        "round 1: star the player who ended the round (its score needs them)")
    assert refusal(starred, lambda s: s.finish_round(0)) == (
        "Cleo: enter the cards left in hand (a round ends as soon as anyone plays their last "
        "card, so only the ender can have none)")
    assert "not with an unbeaten Show" in refusal(
        starred.clear_ender(0).mark_ender(0, 1, UNBEATEN), lambda s: s.finish_round(0))
    # Rounds in order, and no more than the rules' count.
    assert refusal(sheet, lambda s: s.add_round()) == "finish round 1 before the next one"
    assert "no round 3" in refusal(sheet, lambda s: s.enter(2, 0, Tally()))
    assert "no player 4" in refusal(sheet, lambda s: s.enter(0, 3, Tally()))
    # Names can be corrected, never to a name the table cannot tell apart.
    assert sheet.rename(2, " Clio ").names == ("Ada", "Ben", "Clio")
    assert refusal(sheet, lambda s: s.rename(2, "BEN")) == "two players are called BEN"
    assert refusal(sheet, lambda s: s.rename(0, "")) == "player 1 needs a name"


def test_two_players_keep_at_most_three_unspent_chips() -> None:
    sheet = ScoreSheet.new(["Ada", "Ben"])
    assert sheet.enter(0, 0, Tally(0, 3, 0)).rounds[0].tallies[0].chips == 3
    assert "at most 3 stay unspent" in refusal(sheet, lambda s: s.enter(0, 0, Tally(0, 4, 0)))
    assert "only 22 cards" in refusal(sheet, lambda s: s.enter(0, 0, Tally(12, 0, 11)))


@pytest.mark.parametrize(("names", "first", "message"), [
    (["Ada"], 0, "Scout is played by 2–5 players, not 1"),
    (["A", "B", "C", "D", "E", "F"], 0, "not 6"),
    (["Ada", " "], 0, "player 2 needs a name"),
    (["Ada", "ada"], 0, "two players are called ada"),
    (["Ada", "x" * 41], 0, "longer than 40 characters"),
    (["Ada", "Ben"], 2, "the starting player must be one of the 2 players"),
])
def test_a_table_scout_is_not_played_at_is_refused(names: list[str], first: int,
                                                   message: str) -> None:
    with pytest.raises(CompanionError, match=message):
        ScoreSheet.new(names, first)


def played_sheet() -> ScoreSheet:
    sheet = ScoreSheet.new(["Ada", "Ben", "Cleo"], first=1)
    sheet = finished(sheet, [Tally(6, 2, 3), Tally(4, 1, 0), Tally(0, 0, 7)], ender=1)
    sheet = sheet.add_round().enter(1, 2, Tally(3, 1, 2)).mark_ender(1, 0, UNBEATEN)
    return sheet


def test_a_sheet_file_round_trips(tmp_path: Path) -> None:
    sheet = played_sheet()
    path = tmp_path / "evening.json"
    sheet.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "companion.scout.score-sheet" and data["version"] == 1
    assert data["rounds"][1] == {
        "tallies": [{"captured": 0, "chips": 0, "hand": 0}, {"captured": 0, "chips": 0,
                                                              "hand": 0},
                    {"captured": 3, "chips": 1, "hand": 2}],
        "ender": 0, "ending": "unbeaten", "finished": False}
    assert ScoreSheet.load(path) == sheet


def broken(change: Any) -> dict[str, Any]:
    data = played_sheet().to_json()
    change(data)
    return data


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(format="coup-tracker"),
     "not a Scout score sheet: format must be 'companion.scout.score-sheet'"),
    (lambda d: d.update(version=2), "version must be 1, found 2"),
    (lambda d: d.update(players=["Ada"]), "players: Scout is played by 2–5 players, not 1"),
    (lambda d: d["players"].__setitem__(2, "ADA"), r"players\[2\]: two players are called ADA"),
    (lambda d: d.update(first=3), "first: the starting player must be one of the 3 players"),
    (lambda d: d["rounds"][0]["tallies"][0].update(hand=-2),
     r"rounds\[0\].tallies\[0\].hand must be a whole number from 0 to 200, found -2"),
    (lambda d: d["rounds"][0]["tallies"].pop(),
     r"rounds\[0\].tallies must hold one tally per player \(3\), found 2"),
    (lambda d: d["rounds"][0]["tallies"][0].update(captured=40),
     r"rounds\[0\].tallies: round 1: captured cards and hands add up to 54"),
    (lambda d: d["rounds"][0].update(ender=None),
     r"rounds\[0\].ender: round 1: star the player who ended the round"),
    (lambda d: d["rounds"][0].update(ender=4),
     r"rounds\[0\].ender: round 1: the ender must be one of the 3 players"),
    (lambda d: d["rounds"][0].update(ender=0),
     r"rounds\[0\].tallies\[0\].hand: Ada ended round 1 by emptying their hand"),
    (lambda d: d["rounds"][0].update(ending="unbeaten"),
     r"rounds\[0\].tallies\[1\].hand: Ben has no cards left"),
    (lambda d: d["rounds"][0].update(finished=False),
     r"rounds\[0\].finished: round 1 must be finished before round 2 begins"),
    (lambda d: d["rounds"].extend([d["rounds"][0]] * 2),
     "rounds: a 3-player game has 3 rounds, found 4"),
    (lambda d: d["rounds"][0].update(ending="late"),
     r"rounds\[0\].ending must be one of emptied, unbeaten"),
    (lambda d: d.update(rounds=[]), "rounds must hold 1 items, found 0"),
    (lambda d: d.update(notes="x"), "unknown key \"notes\""),
])
def test_malformed_sheets_are_located(tmp_path: Path, change: Any, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(broken(change)), encoding="utf-8")
    with pytest.raises(DocumentError, match=message) as caught:
        ScoreSheet.load(path)
    assert str(caught.value).startswith(str(path))


def test_unreadable_sheet_files_are_explained(tmp_path: Path) -> None:
    path = tmp_path / "cut.json"
    path.write_text('{"format": "companion.scout.score-sheet",\n "version": 1,', "utf-8")
    with pytest.raises(DocumentError, match=r"not valid JSON.*line 2"):
        ScoreSheet.load(path)
    with pytest.raises(DocumentError, match="no such file"):
        ScoreSheet.load(tmp_path / "missing.json")


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_starting_players_are_those_the_rules_engine_deals_to(players: int) -> None:
    state = ScoutState(GameSetup(players, seed=4))
    starters = [state.view(None).first]
    while not state.is_over():
        state.apply(state.legal_actions()[0])
        view = state.view(None)
        if not state.is_over() and view.round == len(starters):
            starters.append(view.first)
    sheet = ScoreSheet.new([f"P{p}" for p in range(players)])
    assert starters == [sheet.starter(r) for r in range(sheet.round_count)]
