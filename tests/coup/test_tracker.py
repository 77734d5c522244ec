"""The tabletop tracker model."""

from __future__ import annotations

import pytest

from companion.core.errors import CompanionError
from companion.coup import actions as A
from companion.coup.cards import ASSASSIN, CONTESSA, DUKE, INQUISITOR
from companion.coup.tracker import Tracker


def test_coins_follow_the_treasury_and_undo() -> None:
    t = Tracker(["Ann", "Bo", "Cy"])
    assert t.table.coins == [2, 2, 2] and t.treasury == 44
    t.add_coins(0, 3)
    t.add_coins(1, -2)
    assert t.table.coins == [5, 0, 2] and t.treasury == 43
    with pytest.raises(CompanionError, match="only 0 coins"):
        t.add_coins(1, -1)
    t.undo()
    t.undo()
    assert t.table.coins == [2, 2, 2] and not t.can_undo()
    with pytest.raises(CompanionError, match="nothing to undo"):
        t.undo()


def test_two_players_start_with_one_coin_for_the_first() -> None:
    assert Tracker(["A", "B"]).table.coins == [1, 2]


def test_reveals_count_unseen_cards_and_exile() -> None:
    t = Tracker(["Ann", "Bo", "Cy"])
    t.add_coins(1, 4)
    t.reveal(1, DUKE)
    assert t.unseen()[DUKE] == 2 and t.unseen(mine=(DUKE,))[DUKE] == 1
    t.table.current = 1
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
    assert t.winner() == 2 and "wins" in t.reminders()[0]


def test_claims_log_with_challenges() -> None:
    t = Tracker(["Ann", "Bo", "Cy"])
    t.claim(0, DUKE, "tax")
    t.challenge(2, stood=True)
    t.claim(1, CONTESSA, "block assassination")
    assert t.table.claims[0].describe(t.table.names) == (
        "Ann claims Duke (tax); challenged by Cy: the claim stood")
    with pytest.raises(CompanionError, match="own claim"):
        t.challenge(1, stood=False)
    with pytest.raises(CompanionError, match="not in this game"):
        t.claim(0, INQUISITOR, "examine")


def test_reminders() -> None:
    t = Tracker(["Ann", "Bo", "Cy", "Di"], reformation=True)
    t.add_coins(0, 6)
    t.add_coins(2, 9)
    notes = t.reminders()
    assert "Ann can afford a Coup (7 coins)." in notes
    assert "Cy has 11 coins: must Coup on their turn." in notes
    assert any("Foreign Aid by Ann may be blocked (Duke) by Bo, Di" in n for n in notes)
    assert t.may_block(A.STEAL, 0, 1) == [(1, 2), (1, 3)]
    t.flip_allegiance(1)
    t.flip_allegiance(3)
    assert any("anyone may be targeted" in n for n in t.reminders())


def test_reformation_reserve() -> None:
    t = Tracker(["Ann", "Bo"], reformation=True)
    t.pay_reserve(1, 2)
    t.embezzle(0)
    assert t.table.coins == [3, 0] and t.table.reserve == 0 and t.treasury == 47
    with pytest.raises(CompanionError, match="reformation"):
        Tracker(["A", "B"]).embezzle(0)


def test_bad_tables() -> None:
    with pytest.raises(CompanionError, match="2–8"):
        Tracker([f"P{i}" for i in range(9)])
    with pytest.raises(CompanionError, match="distinct"):
        Tracker(["A", "A"])


def test_no_foreign_aid_reminder_for_a_forced_coup() -> None:
    t = Tracker(["Ann", "Bo", "Cy"])
    assert any("Foreign Aid" in n for n in t.reminders())
    t.add_coins(0, 8)
    assert not any("Foreign Aid" in n for n in t.reminders())
