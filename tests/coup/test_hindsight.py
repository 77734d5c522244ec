"""Judging the claims of a finished game (the end screen's bluff marks)."""

from __future__ import annotations

import pytest

from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup
from companion.coup.cards import CAPTAIN, CONTESSA, DUKE
from companion.coup.hindsight import ClaimCheck, claim_checks

SETUP = GameSetup(2, 3, frozenset(), {"hands": [["captain", "contessa"], ["duke"]],
                                      "coins": [4, 1]})


def test_every_claim_is_judged_by_the_hand_held_then() -> None:
    actions = ["p1 tax", "p2 pass",  # a bluff nobody challenged
               "p2 foreign aid", "p1 block duke", "p2 pass",  # another
               "p1 steal p2", "p2 pass", "p2 pass",  # a true claim; no block
               "p2 income", "p1 coup p2"]  # Ben's last card goes by itself
    checks = claim_checks(SETUP, actions)
    assert checks == [ClaimCheck(0, 0, DUKE, False), ClaimCheck(3, 0, DUKE, False),
                      ClaimCheck(5, 0, CAPTAIN, True)]
    assert CONTESSA not in {c.character for c in checks}


def test_an_unfinished_game_is_not_judged() -> None:
    with pytest.raises(CompanionError, match="over"):
        claim_checks(SETUP, ["p1 tax"])
