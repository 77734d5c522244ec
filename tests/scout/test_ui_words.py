"""Scout in plain words: sets by their kind and why a round ended (from explicit tables)."""

from __future__ import annotations

from companion.scout.cards import parse_card
from companion_ui.scout.words import round_end_reason, set_name, winners_sentence
from tests.scout.tables import play, table

NAMES = ["Ada", "Ben", "Cleo"]


def cards(*texts: str) -> list[int]:
    return [parse_card(t) for t in texts]


def test_sets_are_named_by_their_kind() -> None:
    assert set_name(cards("7/1")) == "single 7"
    assert set_name(cards("4/1", "4/2")) == "pair of 4s"
    assert set_name(cards("4/1", "4/2", "4/3")) == "three 4s"
    assert set_name(cards("5/1", "6/1", "7/1")) == "run 5-6-7"
    assert set_name(cards("7/1", "6/1")) == "run 7-6"


def test_why_a_round_ended(qapp) -> None:
    emptied = table(3, hands=[["5/3"], ["1/4", "2/6", "8/9"], None], active=["1/2"], owner=2,
                    captured=[["1/3", "1/5", "1/6"], ["2/3", "2/4", "2/5", "2/7", "2/8", "2/9"],
                              []], chips=[1, 2, 0], to_move=0)
    play(emptied, "p1 show 1")
    assert round_end_reason(emptied.view(None), 0, NAMES) == (
        "Ada played the last card of the hand.")
    unanswered = table(3, hands=[["5/3", "6/1", "9/1"], None, None], to_move=0)
    play(unanswered, "p1 show 1-2", "p2 scout left 1", "p3 scout left 1")
    assert round_end_reason(unanswered.view(None), 0, NAMES) == (
        "Nobody beat Ada's Show: everyone else only scouted.")
    hands = [["9/8", "7/5", "10/1"], ["1/2", "3/1", "5/2"]]
    stuck = table(2, hands=hands, active=["8/6", "7/6"], owner=0, to_move=1, chips=[3, 1],
                  round=1, spare=0)
    play(stuck, "p2 scout left turned 1")
    view = stuck.view(None)
    assert round_end_reason(view, 1, NAMES) == (
        "Ben could neither show nor scout, so Ada's Show stands.")
    # Round 1 came from the position without its tally: the reason still reads.
    assert view.tallies[0] is None and view.tallies[1] is not None
    assert winners_sentence(view, NAMES).startswith("Ada wins with ")
