"""The landlord's helper model: the rules' worked examples recorded move by move as at a real
table, the refusals, private money, and helper files.

Seats as in the rules' examples: red p1, yellow p2, green p3, blue p4 (clockwise); five players
add purple p5.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.core.document import DocumentError
from companion.core.errors import CompanionError
from companion.intrige.actions import Bribe, Island, Place, Send, parse_action, scholar
from companion.intrige.helper import (
    BRIBE_PAID,
    BRIBE_RECEIVED,
    FINAL_INCOME,
    INCOME,
    LAST_ROUND,
    ROUND_ONE,
    LandlordHelper,
    Refusal,
    Suite,
    new_helper,
)
from companion.intrige.helper_file import FORMAT, helper_to_json, load_helper, save_helper

RED, YELLOW, GREEN, BLUE, PURPLE = range(5)
SCIENTIST, PHYSICIAN, THEOLOGIAN, WRITER = range(4)
NAMES = ["Rita", "Yann", "Gus", "Bea", "Pia"]


def table(players: int, start: int, variants: frozenset[str] = frozenset()) -> LandlordHelper:
    return new_helper(NAMES[:players], variants=variants, start=start)


def settle(helper: LandlordHelper) -> LandlordHelper:
    """The admissions an example does not care about: minimum bribes, the first suite."""
    while not helper.over and helper.table.phase != "send":
        view = helper.table
        helper = helper.record(Bribe(view.to_move, 1000) if view.phase == "bribe"
                               else helper.legal()[0])
    return helper


def play(helper: LandlordHelper, *moves: str) -> LandlordHelper:
    """Record ``moves``; a send first settles whatever admission is still open."""
    for text in moves:
        action = parse_action(text)
        if isinstance(action, Send):
            helper = settle(helper)
        helper = helper.record(action)
    return helper


def play_to_round(helper: LandlordHelper, round_: int) -> LandlordHelper:
    while helper.table.round < round_:
        helper = settle(helper)
        if helper.table.phase == "send":
            helper = helper.record(helper.legal()[0])
    return helper


# --- the worked examples --------------------------------------------------------------------
def yellow_collects_19000() -> LandlordHelper:
    helper = play(
        table(4, start=RED),
        # round 1
        "p1 send writer to p4", "p1 send theologian to p4",
        "p2 send scientist to p1", "p2 send physician to p3",
        "p2 bribe 1000", "p3 place p2 physician 6000",
        "p3 send writer to p4", "p3 send theologian to p4",
        "p4 send writer to p3", "p4 send theologian to p3",
        # round 2
        "p2 bribe 1000", "p1 place p2 scientist 10000",
        "p1 send writer to p4", "p1 send physician to p4",
        "p2 send scientist to p3", "p2 send writer to p4",
        "p4 bribe 1000", "p4 bribe 1000", "p2 bribe 1000",
        "p3 place p4 theologian 1000", "p3 place p4 writer 10000", "p3 place p2 scientist 3000",
        "p3 send physician to p4", "p3 send scientist to p4",
        "p4 send physician to p1", "p4 send physician to p1",
        # round 3: red admits one of blue's physicians
        "p1 send scientist to p4", "p1 send theologian to p3")
    return settle(helper)


def test_yellows_income_is_19000() -> None:
    helper = yellow_collects_19000()
    view = helper.table
    assert view.round == 3 and view.landlord == YELLOW
    assert helper.collected() == 19000
    due = helper.income(YELLOW)
    assert due.total == 19000
    assert set(due.suites) == {Suite(RED, 10000, scholar(YELLOW, SCIENTIST)),
                               Suite(GREEN, 6000, scholar(YELLOW, PHYSICIAN)),
                               Suite(GREEN, 3000, scholar(YELLOW, SCIENTIST))}


def test_no_income_in_round_one() -> None:
    helper = table(3, start=GREEN)
    assert helper.collected() is None and ROUND_ONE in helper.notes()
    assert helper.table.landlord == GREEN and helper.table.phase == "send"  # no applicants
    assert helper.stages == ()


def yellows_turn() -> LandlordHelper:
    """Yellow's castle holds green's theologian in 6000; blue's writer, red's and green's
    scientists and blue's theologian apply."""
    return play(
        table(4, start=GREEN),
        # round 1: green, blue, red, yellow
        "p3 send theologian to p2", "p3 send writer to p4",
        "p4 send scientist to p1", "p4 send physician to p1",
        "p1 send writer to p3", "p1 send writer to p4",
        "p3 bribe 1000", "p2 place p3 theologian 6000",
        "p2 send writer to p1", "p2 send writer to p3",
        # round 2
        "p3 send scientist to p2", "p3 send physician to p4",
        "p4 send writer to p2", "p4 send theologian to p2",
        "p1 send scientist to p2", "p1 send physician to p3")


def test_the_stages_of_yellows_turn_and_their_bribe_order() -> None:
    helper = yellows_turn()
    assert helper.table.landlord == YELLOW and helper.table.phase == "bribe"
    calm, external, internal = helper.stages
    assert (calm.kind, calm.current, calm.bribe_order) == ("calm", True, (BLUE,))
    assert [a.scholar for a in calm.applicants] == [scholar(BLUE, WRITER)]
    # External: the scientists, clockwise from yellow's left: green, then red.
    assert (external.kind, external.current, external.bribe_order) == (
        "external", False, (GREEN, RED))
    # Internal: over 6000, the incumbent's owner (green) first, then blue.
    assert (internal.kind, internal.suite, internal.bribe_order) == ("internal", 6000,
                                                                     (GREEN, BLUE))
    assert internal.incumbent is not None
    assert internal.incumbent.scholar == scholar(GREEN, THEOLOGIAN)

    # Blue pays 8000 asking for 10000; yellow grins and gives the 1000 suite.
    helper = play(helper, "p4 bribe 8000 for 10000", "p2 place p4 writer 1000")
    assert [s.kind for s in helper.stages] == ["external", "internal"]
    assert helper.stages[0].current and helper.table.to_move == GREEN
    helper = play(helper, "p3 bribe 4000 for 3000", "p1 bribe 12000 for 10000",
                  "p2 island p3 scientist")
    # Red's scientist is the last of its group: it must be admitted, not sent away.
    assert helper.why_not(Island(YELLOW, scholar(RED, SCIENTIST))) == \
        "one scientist of the group must be admitted"
    assert [a.suite for a in helper.legal() if isinstance(a, Place)] == [10000, 3000]
    helper = play(helper, "p2 place p1 scientist 3000")
    (internal,) = helper.stages
    assert internal.current and helper.table.to_move == GREEN
    helper = play(helper, "p3 bribe 1000", "p4 bribe 4000", "p2 island p4 theologian")
    assert helper.table.castles[YELLOW] == (scholar(BLUE, WRITER), scholar(GREEN, THEOLOGIAN),
                                            -1, scholar(RED, SCIENTIST))
    assert helper.table.island[-2:] == (scholar(GREEN, SCIENTIST), scholar(BLUE, THEOLOGIAN))
    assert helper.stages == () and helper.table.phase == "send"


def test_two_internal_conflicts_at_one_castle_by_suite_value() -> None:
    helper = play(
        table(5, start=RED),
        # round 1: red's scientist and writer apply at yellow, admitted at once
        "p1 send scientist to p2", "p1 send writer to p2",
        "p1 bribe 1000", "p1 bribe 1000",
        "p2 place p1 scientist 3000", "p2 place p1 writer 6000",
        "p2 send writer to p3", "p2 send writer to p4",
        "p3 send writer to p4", "p3 send writer to p5",
        "p4 send writer to p5", "p4 send writer to p1",
        "p5 send theologian to p2", "p5 send writer to p1",
        # round 2: purple's theologian goes to yellow's 10000
        "p1 send physician to p3", "p1 send physician to p4",
        "p5 bribe 1000", "p2 place p5 theologian 10000",
        "p2 send physician to p3", "p2 send physician to p4",
        "p3 send scientist to p2", "p3 send theologian to p2",
        "p4 send theologian to p2", "p4 send physician to p5",
        "p5 send physician to p1", "p5 send physician to p3",
        # round 3
        "p1 send theologian to p2", "p1 send scientist to p3")
    assert helper.table.landlord == YELLOW and helper.table.round == 3
    low, high = helper.stages
    # 3000 first: red (whose scientist holds it) pays first, then green.
    assert (low.kind, low.suite, low.bribe_order, low.current) == ("internal", 3000,
                                                                   (RED, GREEN), True)
    # Then 10000: purple first, then (the seed) "in turn red, green and blue".
    assert (high.kind, high.suite, high.bribe_order) == ("internal", 10000,
                                                         (PURPLE, RED, GREEN, BLUE))
    helper = play(helper, "p1 bribe 2000", "p3 bribe 3000", "p2 place p3 scientist 3000")
    (high,) = helper.stages
    assert high.current and high.suite == 10000 and helper.table.to_move == PURPLE


# --- what is allowed ------------------------------------------------------------------------
def test_refusals_name_the_players_and_change_nothing() -> None:
    start = table(4, start=RED)
    with pytest.raises(Refusal, match="never applies to its own castle"):
        start.record(Send(RED, WRITER, RED))
    assert start.moves == ()
    helper = play(yellows_turn(), "p4 bribe 1000")
    assert helper.why_not(Place(YELLOW, scholar(BLUE, WRITER), 6000)) == \
        "suite 6000 is occupied (Gus's theologian)"
    assert helper.why_not(Place(RED, scholar(BLUE, WRITER), 1000)) == \
        "only the landlord (Yann) admits applicants"
    helper = play(helper, "p2 place p4 writer 1000", "p3 bribe 1000", "p1 bribe 1000",
                  "p2 place p3 scientist 3000", "p3 bribe 1000", "p4 bribe 1000")
    # A second theologian in the castle: the contested suite or the Island, nowhere else.
    assert "already has a theologian (in 6000)" in str(
        helper.why_not(Place(YELLOW, scholar(BLUE, THEOLOGIAN), 10000)))


def test_a_bribe_beyond_the_purse_is_refused_without_telling_the_purse() -> None:
    helper = yellows_turn()
    reason = str(helper.why_not(Bribe(BLUE, 90000)))
    assert "Bea cannot pay 90000" in reason
    assert str(helper.ledger(BLUE).balance) not in reason
    assert "at least 1000" in str(helper.why_not(Bribe(BLUE, 500)))
    assert "Bea pays the next bribe" in str(helper.why_not(Bribe(RED, 1000)))


def test_nobody_sends_in_round_five() -> None:
    helper = play_to_round(table(3, start=RED), 5)
    assert LAST_ROUND in helper.notes()
    landlord = helper.table.landlord
    other = (landlord + 1) % 3
    assert "in round 5 nobody sends" in str(helper.why_not(Send(landlord, WRITER, other)))
    assert not any(isinstance(a, Send) for a in helper.legal())


def test_different_castles_variant() -> None:
    helper = play(table(3, RED, frozenset({"different-castles"})), "p1 send writer to p2")
    assert "two castles" in str(helper.why_not(Send(RED, SCIENTIST, YELLOW)))
    same = play(table(3, RED), "p1 send writer to p2")
    assert same.why_not(Send(RED, SCIENTIST, YELLOW)) is None


# --- money ----------------------------------------------------------------------------------
def test_money_is_only_in_each_players_ledger() -> None:
    helper = play(yellows_turn(), "p4 bribe 8000 for 10000")
    assert helper.table.money is None  # the table shows no purse
    blue = helper.ledger(BLUE)
    assert blue.lines[-1].kind == BRIBE_PAID and blue.lines[-1].amount == -8000
    assert blue.lines[-1].other == YELLOW
    yellow = helper.ledger(YELLOW)
    assert yellow.lines[-1].kind == BRIBE_RECEIVED and yellow.lines[-1].other == BLUE
    for seat in range(4):
        ledger = helper.ledger(seat)
        assert ledger.opening == 32000
        assert ledger.opening + sum(line.amount for line in ledger.lines) == ledger.balance


def test_the_final_income_and_the_result() -> None:
    helper = play_to_round(table(3, start=RED), 5)
    while not helper.over:
        helper = settle(helper)
    result = helper.result()
    assert result is not None and result.scores is not None
    for seat in range(3):
        ledger = helper.ledger(seat)
        assert ledger.balance == result.scores[seat]
        assert ledger.lines[-1].kind == FINAL_INCOME
        assert sum(line.kind == INCOME for line in ledger.lines) == 4  # rounds 2–5
    assert result.winners == {s for s in range(3) if result.scores[s] == max(result.scores)}


def test_the_table_is_checked() -> None:
    with pytest.raises(CompanionError, match="3–5 players"):
        new_helper(["A", "B"])
    with pytest.raises(CompanionError, match="distinct"):
        new_helper(["A", "B", "A"])
    with pytest.raises(CompanionError, match="colour"):
        new_helper(["A", "B", "C"], ["red", "red", "blue"])
    with pytest.raises(CompanionError, match="unknown intrige variant"):
        new_helper(["A", "B", "C"], variants=frozenset({"free beer"}))


# --- files ----------------------------------------------------------------------------------
def test_a_file_round_trip(tmp_path: Path) -> None:
    helper = play(yellows_turn(), "p4 bribe 8000 for 10000")
    helper = LandlordHelper(helper.players, frozenset({"refund"}), helper.start, helper.moves)
    path = tmp_path / "friday.json"
    save_helper(path, helper)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["version"] == 1 and data["start"] == "Gus"
    assert data["moves"][-1] == "p4 bribe 8000 for 10000"
    assert load_helper(path) == helper


def broken(tmp_path: Path, **changes: object) -> str:
    data = {**helper_to_json(yellows_turn()), **changes}
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DocumentError) as caught:
        load_helper(path)
    assert str(path) in str(caught.value)
    return str(caught.value)


def test_load_errors_are_located(tmp_path: Path) -> None:
    moves = helper_to_json(yellows_turn())["moves"]
    assert 'moves[3] "p3 send writer to p3": a scholar never applies to its own castle' in \
        broken(tmp_path, moves=[*moves[:3], "p3 send writer to p3"])
    assert "moves[1]" in broken(tmp_path, moves=[moves[0], "p9 dance"])
    assert "players[2].name \"Rita\" is used twice" in broken(
        tmp_path, players=[{"name": "Rita", "colour": "red"}, {"name": "Yann", "colour": "yellow"},
                           {"name": "Rita", "colour": "green"}])
    assert "players[1].colour" in broken(
        tmp_path, players=[{"name": "A", "colour": "red"}, {"name": "B", "colour": "pink"},
                           {"name": "C", "colour": "green"}])
    assert "start must name a player" in broken(tmp_path, start="Zed")
    assert "variants[0]" in broken(tmp_path, variants=["free beer"])
    assert "format must be" in broken(tmp_path, format="coup-tracker")
    assert "version must be 1" in broken(tmp_path, version=2)
