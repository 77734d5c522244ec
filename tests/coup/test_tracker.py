"""The tabletop tracker model."""

from __future__ import annotations

import json

import pytest

from companion.core.errors import CompanionError
from companion.coup import actions as A
from companion.coup.cards import ASSASSIN, CONTESSA, DUKE, INQUISITOR
from companion.coup.tracker import (
    AID_BLOCKERS,
    CAN_COUP,
    ETIQUETTE,
    MUST_COUP,
    ONE_SIDE,
    OTHER_SIDE,
    RICH,
    TARGET_BLOCKS,
    WINS,
    Claim,
    Reminder,
    Tracker,
)


def test_coins_follow_the_treasury_and_snapshots_restore() -> None:
    t = Tracker(["Ann", "Bo", "Cy"])
    assert t.table.coins == (2, 2, 2) and t.treasury == 44
    start = t.snapshot()
    t.add_coins(0, 3)
    t.add_coins(1, -2)
    assert t.table.coins == (5, 0, 2) and t.treasury == 43
    with pytest.raises(CompanionError, match="only 0 coins"):
        t.add_coins(1, -1)
    assert t.table.coins == (5, 0, 2)  # a refused change changes nothing
    t.restore(start)
    assert t.table.coins == (2, 2, 2) and t.treasury == 44
    t.add_coins(2, 1)
    assert start.coins == (2, 2, 2)  # the earlier table is a value: later changes leave it


def test_two_players_start_with_one_coin_for_the_first() -> None:
    assert Tracker(["A", "B"]).table.coins == (1, 2)


def test_reveals_count_unseen_cards_and_exile() -> None:
    t = Tracker(["Ann", "Bo", "Cy"])
    t.add_coins(1, 4)
    t.reveal(1, DUKE)
    assert t.unseen()[DUKE] == 2 and t.unseen(mine=(DUKE,))[DUKE] == 1
    t.next_turn()  # Bo's turn
    t.reveal(1, CONTESSA)
    assert not t.alive(1) and t.table.coins[1] == 0 and t.treasury == 46
    assert t.table.current == 2  # an exiled player's turn passes on
    with pytest.raises(CompanionError, match="already exiled"):
        t.reveal(1, DUKE)
    t.reveal(0, DUKE)
    t.reveal(2, DUKE)
    with pytest.raises(CompanionError, match="already face up"):
        t.reveal(0, DUKE)
    t.reveal(0, ASSASSIN)
    assert t.winner() == 2 and t.reminders() == [Reminder(WINS, 2)]


def test_claims_log_with_challenges() -> None:
    t = Tracker(["Ann", "Bo", "Cy"])
    t.claim(0, DUKE, "tax")
    t.challenge(2, stood=True)
    t.claim(1, CONTESSA, "block assassination")
    assert t.table.claims[0] == Claim(0, DUKE, "tax", challenger=2, stood=True)
    with pytest.raises(CompanionError, match="own claim"):
        t.challenge(1, stood=False)
    with pytest.raises(CompanionError, match="not in this game"):
        t.claim(0, INQUISITOR, "examine")


def test_reminders() -> None:
    t = Tracker(["Ann", "Bo", "Cy", "Di"], reformation=True)
    t.add_coins(0, 6)
    t.add_coins(2, 9)
    assert t.reminders() == [
        Reminder(CAN_COUP, 0), Reminder(AID_BLOCKERS, 0, players=(1, 3)),
        Reminder(TARGET_BLOCKS), Reminder(OTHER_SIDE, 0), Reminder(RICH, 2, 11),
        Reminder(ETIQUETTE)]
    assert t.may_block(A.STEAL, 0, 1) == [(1, 2), (1, 3)]
    t.flip_allegiance(1)
    t.flip_allegiance(3)
    assert Reminder(ONE_SIDE) in t.reminders()


def test_reformation_reserve() -> None:
    t = Tracker(["Ann", "Bo"], reformation=True)
    t.pay_reserve(1, 2)
    t.embezzle(0)
    assert t.table.coins == (3, 0) and t.table.reserve == 0 and t.treasury == 47
    with pytest.raises(CompanionError, match="reformation"):
        Tracker(["A", "B"]).embezzle(0)


def test_bad_tables() -> None:
    with pytest.raises(CompanionError, match="2–8"):
        Tracker([f"P{i}" for i in range(9)])
    with pytest.raises(CompanionError, match="distinct"):
        Tracker(["A", "A"])


def test_no_foreign_aid_reminder_for_a_forced_coup() -> None:
    t = Tracker(["Ann", "Bo", "Cy"])
    assert any(r.kind == AID_BLOCKERS for r in t.reminders())
    t.add_coins(0, 8)
    assert [r.kind for r in t.reminders()][:2] == [MUST_COUP, TARGET_BLOCKS]


# --- session files ---------------------------------------------------------------------------
def played_tracker() -> Tracker:
    t = Tracker(["Ann", "Bo", "Cy", "Di"], inquisitor=True, reformation=True)
    t.add_coins(0, 3)
    t.pay_reserve(0, 2)
    t.flip_allegiance(2)
    t.claim(1, INQUISITOR, "examine")
    t.challenge(3, stood=True)
    t.claim(2, DUKE, "tax")
    t.reveal(3, ASSASSIN)
    t.reveal(3, CONTESSA)
    t.next_turn()
    return t


def test_a_session_file_round_trips(tmp_path) -> None:
    from companion.coup.tracker_file import load_tracker, save_tracker

    t = played_tracker()
    path = tmp_path / "table.json"
    save_tracker(path, t)
    again = load_tracker(path)
    assert again.table == t.table and again.treasury == t.treasury
    document = json.loads(path.read_text())
    assert document["format"] == "coup-tracker" and document["version"] == 1
    assert document["claims"][0] == {"player": "Bo", "character": "inquisitor",
                                     "what": "examine", "challenger": "Di", "stood": True}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=2), "version must be 1, found 2"),
        (lambda d: d.update(format="lairs-dungeon"), "format must be 'coup-tracker'"),
        (lambda d: d["players"][1].update(coins=-1), "players[1].coins must be a whole number"),
        (lambda d: d["players"][0].update(revealed=["king"]),
         'players[0].revealed[0] must be one of duke'),
        (lambda d: d["players"][2].update(name="Ann"), 'players[2].name "Ann" is used twice'),
        (lambda d: d["players"][0].pop("allegiance"), "players[0].allegiance must be"),
        (lambda d: d["players"][0].update(coins=49), "more than the 50 coins"),
        (lambda d: d["claims"][1].update(challenger="Cy"), "cannot challenge their own claim"),
        (lambda d: d["claims"][0].update(stood=1), "claims[0].stood must be"),
        (lambda d: d.update(current="Zed"), "current must name a player"),
        (lambda d: d.update(current="Di"), '"Di", who is exiled'),
        (lambda d: d.update(colour="red"), 'unknown key "colour"'),
        (lambda d: d["players"][3].update(coins=2), "exiled (two cards face up) but holds 2"),
    ],
)
def test_malformed_session_files_are_located(tmp_path, change, message) -> None:
    from companion.core.document import DocumentError
    from companion.coup.tracker_file import load_tracker, tracker_to_json

    document = tracker_to_json(played_tracker())
    change(document)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document))
    with pytest.raises(DocumentError) as raised:
        load_tracker(path)
    assert message in str(raised.value) and str(path) in str(raised.value)


@pytest.mark.parametrize(
    ("content", "message"),
    [(b"{not json", "not valid JSON"), (b"\xff\xfe\x00", "not UTF-8"),
     (b"[1, 2]", "must be an object"),
     (None, "no such file")],
)
def test_unreadable_session_files(tmp_path, content, message) -> None:
    from companion.core.document import DocumentError
    from companion.coup.tracker_file import load_tracker

    path = tmp_path / "session.json"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(DocumentError, match=message):
        load_tracker(path)


def test_an_exiled_player_takes_no_more_part() -> None:
    t = played_tracker()  # Di is exiled
    t.pay_reserve(1, 1)
    for change in (lambda: t.claim(3, DUKE, "tax"), lambda: t.embezzle(3),
                   lambda: t.pay_reserve(3, 1), lambda: t.flip_allegiance(3),
                   lambda: t.challenge(3, stood=False)):
        before = t.snapshot()
        with pytest.raises(CompanionError, match="Di is exiled"):
            change()
        assert t.table == before
