"""Scout's rules from the rulebook's own examples: sets and their strength, Show, Scout,
Scout & Show, the hand turn, every way a round ends, scoring, and the 2-player game."""

from __future__ import annotations

import random

import pytest

from companion.core.errors import IllegalAction, NotationError
from companion.core.protocol import GameSetup
from companion.scout import GAME, parse_action
from companion.scout.actions import Scout, Show, TurnHand
from companion.scout.cards import CARDS, can_beat, deck_for, parse_card, set_strength
from companion.scout.views import DECIDE, OVER, PLAY, SHOW, Tally
from tests.scout.tables import keep_all, play, start, table


def test_the_cards_and_the_decks() -> None:
    assert len(CARDS) == 45 and len(set(CARDS)) == 45
    assert len(deck_for(3)) == 36 and all(10 not in (c >> 4, c & 15) for c in deck_for(3))
    assert len(deck_for(4)) == len(deck_for(2)) == 44 and parse_card("9/10") not in deck_for(4)
    assert len(deck_for(5)) == 45


def test_set_strength() -> None:
    assert set_strength([5, 5, 5]) > set_strength([7, 8, 9])  # a group beats a run
    assert set_strength([1, 2]) > set_strength([10])  # more cards beat fewer
    assert set_strength([7, 6, 5]) == set_strength([5, 6, 7])  # descending runs count too
    assert set_strength([4, 4]) > set_strength([3, 3])
    assert set_strength([3, 4, 5]) > set_strength([2, 3, 4])
    assert set_strength([1, 3]) < 0 and set_strength([2, 2, 3]) < 0
    assert set_strength([]) == 0
    # Equal never beats: a hand holding only a 5 cannot answer a single 5.
    assert not can_beat([5], set_strength([5])) and can_beat([6], set_strength([5]))


def test_notation_round_trip_and_errors() -> None:
    for text in ("p1 show 3-5", "p2 show 4", "p2 scout left turned 4", "p3 scout right 1",
                 "p1 turn hand", "p4 keep hand", "p5 scout and show right turned 12"):
        assert str(parse_action(text)) == text
    assert parse_action("p1 show 3-5") == Show(0, 2, 4)
    assert parse_action("p2 scout left turned 4") == Scout(1, 0, True, 3)
    assert parse_action("p1 turn hand") == TurnHand(0, True)
    for bad in ("p1 show 5-3", "p0 show 1", "p1 scout middle 2", "p1 show", "show 3",
                "p1 scout left 0", "p1 scout left turned"):
        with pytest.raises(NotationError):
            parse_action(bad)


def test_each_player_decides_the_hand_turn_once_before_the_first_turn() -> None:
    s = start(3, ["1/2", "3/4", "5/6", "7/8", "9/1", "2/4", "3/5", "6/8", "7/9", "1/3",
                  "2/5", "4/6"], first=1)
    assert s.phase == DECIDE and s.to_move == 1
    play(s, "p2 keep hand", "p3 keep hand")
    with pytest.raises(IllegalAction, match="turn the hand"):
        play(s, "p1 show 1")
    play(s, "p1 turn hand")
    assert s.phase == PLAY and s.to_move == 1  # the starting player opens the round
    assert [c >> 4 for c in s.hands[0]] == [6, 5, 3, 9, 8, 5, 4, 1, 8, 6, 4, 2]
    with pytest.raises(IllegalAction, match="only before"):
        play(s, "p2 turn hand")


def test_legal_moves_on_an_empty_table_and_against_a_single() -> None:
    mine = ["1/9", "2/9", "3/9", "3/8", "7/6"]  # active numbers 1 2 3 3 7
    s = table(3, hands=[mine, None, None])
    # Singles 5, then 1-2, 1-2-3, 2-3 and 3-3.
    assert len(s.legal_actions()) == 9 and all(isinstance(a, Show) for a in s.legal_actions())
    s = table(3, hands=[mine, None, None], active=["5/4"], owner=2)
    legal = s.legal_actions()
    shows = [a for a in legal if isinstance(a, Show)]
    assert [str(a) for a in shows] == ["p1 show 1-2", "p1 show 1-3", "p1 show 2-3",
                                       "p1 show 3-4", "p1 show 5"]
    scouts = [a for a in legal if isinstance(a, Scout) and not a.and_show]
    assert len(scouts) == 2 * 6  # one end (one card), either side up, six places
    # Scout & Show: the table is empty after the Scout, so every Scout can be followed.
    assert len([a for a in legal if isinstance(a, Scout) and a.and_show]) == 12
    assert len(legal) == 29


def test_legal_moves_against_a_run_of_two() -> None:
    s = table(3, hands=[["1/9", "2/9", "3/9", "3/8", "7/6"], None, None], active=["5/1", "6/1"],
              owner=2)
    legal = s.legal_actions()
    # Only 1-2-3 (three cards) and the group 3-3 (a group beats the run 5-6) beat the table.
    assert [str(a) for a in legal if isinstance(a, Show)] == ["p1 show 1-3", "p1 show 3-4"]
    assert len([a for a in legal if isinstance(a, Scout) and not a.and_show]) == 2 * 2 * 6
    # Against the single left over, every place works: the hand's pairs beat any single.
    assert len([a for a in legal if isinstance(a, Scout) and a.and_show]) == 24
    assert len(legal) == 50


def test_scout_and_show_needs_a_show_after_it() -> None:
    s = table(3, hands=[["1/9", "3/8", "5/2", "7/6"], None, None], active=["9/8", "8/7"],
              owner=1, to_move=0)
    both = [a for a in s.legal_actions() if isinstance(a, Scout) and a.and_show]
    # The hand (1 3 5 7) beats neither single left over (8 or 9) on its own: the scouted card
    # must make the Show (a 9 alone, or an 8 beside the 7).
    assert {str(a) for a in both} >= {"p1 scout and show left 1", "p1 scout and show right 5"}
    assert "p1 scout and show right 1" not in {str(a) for a in both}  # an 8 alone, vs the 9
    for action in both:
        trial = s.clone()
        trial.apply(action)
        assert trial.phase == SHOW and trial.legal_actions()
        assert all(isinstance(a, Show) for a in trial.legal_actions())


def test_show_captures_the_beaten_set_and_scout_pays_its_owner() -> None:
    s = table(3, hands=[["4/1", "5/1", "6/1", "9/2"], ["7/2", "8/2", "7/3", "2/3"], None],
              active=["3/4"], owner=2, to_move=0)
    play(s, "p1 show 1-3")
    assert s.captured[0] == [parse_card("3/4")] and s.owner == 0
    assert [c >> 4 for c in s.active] == [4, 5, 6] and s.to_move == 1
    play(s, "p2 scout right turned 2")  # the 6/1 turned over: a 1 goes to the 2nd place
    assert s.chips == [1, 0, 0] and [c >> 4 for c in s.hands[1]] == [7, 1, 8, 7, 2]
    assert s.view(2).seats[1].known == (None, parse_card("1/6"), None, None, None)
    assert [c >> 4 for c in s.active] == [4, 5]
    with pytest.raises(IllegalAction, match="does not beat"):
        play(s, "p3 show 1")


def test_a_hand_emptied_ends_the_round_at_once_and_scores() -> None:
    # The rules' example: 6 captured + 2 chips - 3 in hand = 5; the ender: 4 + 1 = 5.
    s = table(3, hands=[["5/3"], ["1/4", "2/6", "8/9"], None], active=["1/2"], owner=2,
              captured=[["1/3", "1/5", "1/6"], ["2/3", "2/4", "2/5", "2/7", "2/8", "2/9"], []],
              chips=[1, 2, 0], to_move=0)
    play(s, "p1 show 1")
    assert s.round_scores == [[5, 5, -22]] and s.enders == [0]
    # What the scores were made of, as the round-end sheet shows it (the ender keeps no hand).
    assert s.view(None).tallies == ((Tally(4, 1, 0), Tally(6, 2, 3), Tally(0, 0, 22)),)
    rebuilt = GAME.rebuild(s.setup, s.position())
    assert rebuilt.view(None) == s.view(None)
    assert s.round == 1 and s.phase == DECIDE and s.to_move == 1  # the next seat starts
    assert s.chips == [0, 0, 0] and all(len(h) == 12 for h in s.hands)


def test_a_show_answered_only_by_scouts_ends_the_round() -> None:
    s = table(3, hands=[["5/3", "6/1", "9/1"], None, None], active=[], owner=None, to_move=0)
    play(s, "p1 show 1-2", "p2 scout left 1", "p3 scout left 1")
    # p1's Show stood (its set scouted empty): no hand penalty for p1, a chip from each Scout.
    assert s.enders == [0] and s.round_scores[0][0] == 0 + 2 - 0
    assert s.round_scores[0] == [2, -18, -17]  # 17 and 16 cards, and the scouted ones


def test_scouting_the_last_card_makes_the_next_player_show() -> None:
    s = table(4, hands=[["5/3", "6/1"], None, None, None], active=["2/1"], owner=3, to_move=1)
    play(s, "p2 scout left 1")
    assert not s.active and s.to_move == 2
    assert s.legal_actions() and all(isinstance(a, Show) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="nothing to scout"):
        play(s, "p3 scout left 1")


def test_scout_and_show_once_per_round() -> None:
    s = table(3, hands=[["4/1", "5/1", "9/2"], None, None], active=["6/7"], owner=2)
    play(s, "p1 scout and show left 3", "p1 show 1-3")  # 4 5 6: a run on the empty table
    assert s.chips[2] == 1 and not s.scout_show[0] and s.owner == 0
    assert not s.view(None).seats[0].scout_show
    s.current, s._legal = 0, None  # p1 again (a hand-made situation to test the refusal)
    s.owner = 1
    with pytest.raises(IllegalAction, match="already spent"):
        play(s, "p1 scout and show left 1")


def test_refusals_of_hand_built_actions() -> None:
    s = table(3, hands=[["4/1", "5/1", "9/2"], None, None], active=["6/7"], owner=2)
    for action, reason in ((Show(0, 2, 9), "holds 3 cards"), (Show(1, 0, 0), "p1's decision"),
                           (Show(0, 0, 2), "not a single"), (Scout(0, 1, False, 0), "as left"),
                           (Scout(0, 0, False, 9), "position from 1 to 4"),
                           ("p1 show 1", "not a Scout action")):
        with pytest.raises(IllegalAction, match=reason):
            s.apply(action)  # type: ignore[arg-type]
    assert s.position() == table(3, hands=[["4/1", "5/1", "9/2"], None, None],
                                 active=["6/7"], owner=2).position()


def test_the_two_player_game() -> None:
    s = table(2, hands=[["4/1", "5/2", "9/2"], None], active=["6/7"], owner=1, to_move=0)
    legal = s.legal_actions()
    assert not any(isinstance(a, Scout) and a.and_show for a in legal)
    play(s, "p1 scout left 3")  # costs p1's own chip; p1 goes on
    assert s.chips == [2, 3] and s.to_move == 0 and not s.active
    play(s, "p1 show 1-3")  # 4 5 6
    assert s.to_move == 1 and s.owner == 0


def test_two_players_stuck_ends_the_round_and_unspent_chips_score() -> None:
    hands = [["9/8", "7/5", "10/1"], ["1/2", "3/1", "5/2"]]
    s = table(2, hands=hands, active=["8/6"], owner=0, to_move=1, chips=[3, 1], round=1, spare=0)
    play(s, "p2 scout left 2")  # the last chip and the last card: a Show on the empty table
    assert s.to_move == 1 and s.legal_actions()
    play(s, "p2 show 4")  # the single 5
    assert s.to_move == 0
    s2 = table(2, hands=hands, active=["8/6", "7/6"], owner=0, to_move=1, chips=[3, 1],
               round=1, spare=0)
    play(s2, "p2 scout left turned 1")  # 6 1 3 5 cannot beat the 7, and no chip is left
    assert s2.is_over() and s2.enders[-1] == 0
    # p1 (owner of the unanswered Show): captures + 3 unspent chips, no hand penalty; p2: 0
    # chips and 4 cards in hand.
    assert s2.round_scores[-1] == [len(s2.captured[0]) + 3, -4]


def test_two_player_rounds_deal_the_cards_set_aside() -> None:
    s = GAME.start(GameSetup(2, 7))
    reserve = sorted(min(c, (c & 15) << 4 | c >> 4) for c in s.reserve)
    assert len(reserve) == 22 and all(len(h) == 11 for h in s.hands)
    keep_all(s)
    while s.round == 0:
        s.apply(s.legal_actions()[0])
    dealt = sorted(min(c, (c & 15) << 4 | c >> 4) for h in s.hands for c in h)
    assert dealt == reserve and s.first == 1 and s.chips == [3, 3]


def test_a_game_has_as_many_rounds_as_players_and_ties_share() -> None:
    s = GAME.start(GameSetup(3, 2))
    rng = random.Random(2)
    firsts = []
    while not s.is_over():
        if s.phase == DECIDE and s.current == s.first and s.turned == [None] * 3:
            firsts.append(s.first)
        s.apply(rng.choice(s.legal_actions()))
    assert firsts == [0, 1, 2] and len(s.round_scores) == 3 and s.phase == OVER
    totals = s.totals
    assert s.result().winners == {i for i, t in enumerate(totals) if t == max(totals)}
    s.round_scores = [[1, 1, 0]]
    assert s.result().winners == {0, 1}


def test_turns_count_shows_and_scouts_not_hand_turns_nor_a_turn_that_goes_on() -> None:
    s = start(3)
    keep_all(s)
    assert s.turn == 0  # the hand-turn decisions come before the round's first turn
    s.apply(next(a for a in s.legal_actions() if isinstance(a, Show)))
    assert s.turn == 1
    s.apply(next(a for a in s.legal_actions() if isinstance(a, Scout) and not a.and_show))
    assert s.turn == 2
    both = table(3, hands=[["1/9", "3/8", "5/2", "7/6"], None, None], active=["9/8", "8/7"],
                 owner=1, to_move=0)
    play(both, "p1 scout and show left 1")
    assert both.turn == 0 and both.phase == SHOW  # Scout & Show is one turn: its Show ends it
    both.apply(both.legal_actions()[0])
    assert both.turn == 1
    two = table(2, hands=[["4/1", "5/2", "9/2"], None], active=["6/7"], owner=1, to_move=0)
    play(two, "p1 scout left 3")  # two players: the turn goes on after a Scout
    assert two.turn == 0
    play(two, "p1 show 1-3")
    assert two.turn == 1
    stuck = table(2, hands=[["9/8", "7/5", "10/1"], ["1/2", "3/1", "5/2"]],
                  active=["8/6", "7/6"], owner=0, to_move=1, chips=[3, 1], round=1, spare=0)
    play(stuck, "p2 scout left turned 1")  # stuck: the round ends, and with it the turn
    assert stuck.turn == 1


def test_the_view_says_which_scout_ends_the_round() -> None:
    # Three players: p1 showed, p2 scouted; p3's Scout brings play back to p1.
    s = table(3, hands=[["5/3", "6/1", "9/1"], None, None], active=[], owner=None, to_move=0)
    play(s, "p1 show 1-2")
    view = s.view(1)
    assert view.round_ender_after(parse_action("p2 scout left 1")) is None  # p3 is still to go
    play(s, "p2 scout left 1")
    view = s.view(2)
    assert view.round_ender_after(parse_action("p3 scout left 1")) == 0  # p1's Show stands
    assert view.round_ender_after(parse_action("p3 scout left turned 4")) == 0
    # Two players: the last chip, and no Show of the new hand beats what is left.
    hands = [["9/8", "7/5", "10/1"], ["1/2", "3/1", "5/2"]]
    two = table(2, hands=hands, active=["8/6", "7/6"], owner=0, to_move=1, chips=[3, 1],
                round=1, spare=0)
    view = two.view(1)
    assert view.round_ender_after(parse_action("p2 scout left turned 1")) == 0  # 6 1 3 5
    assert view.round_ender_after(parse_action("p2 scout left 2")) is None  # the 8 beats the 7
    with_chips = table(2, hands=hands, active=["8/6", "7/6"], owner=0, to_move=1,
                       chips=[3, 2], round=1, spare=0)
    assert with_chips.view(1).round_ender_after(parse_action("p2 scout left turned 1")) is None
