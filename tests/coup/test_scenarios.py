"""Scenario tests: each rules flow from an explicit set-up, played in notation."""

from __future__ import annotations

import pytest

from companion.core.errors import CompanionError, IllegalAction
from companion.coup.cards import ASSASSIN, CAPTAIN, DUKE
from companion.coup.phases import ACTION, BLOCK, EXCHANGE, LOSE, OVER, PROVE, VERDICT

FOUR = [["captain", "duke"], ["assassin", "contessa"], ["ambassador", "captain"],
        ["duke", "contessa"]]


def names(cards: list[int]) -> list[str]:
    from companion.coup.cards import NAMES

    return sorted(NAMES[c] for c in cards)


def coins_conserved(state) -> None:
    """No coin made up: the Treasury (what the 50 coins leave) never goes below 0."""
    assert state.treasury >= 0 and min(state.coins) >= 0 and state.reserve >= 0


def test_steal_failed_challenge_block_failed_challenge_of_block(game, moves) -> None:
    s = game(4, hands=FOUR, deck=["captain"])
    moves(s, "p1 steal p3", "p2 challenge")
    assert s.phase == PROVE and s.to_move == 0
    moves(s, "p1 reveal captain")
    # The replacement comes from a deck of two Captains: p1 still holds a Captain.
    assert names(s.hands[0]) == ["captain", "duke"]
    assert s.phase == LOSE and s.to_move == 1
    moves(s, "p2 lose assassin")
    assert s.phase == BLOCK and s.to_move == 2  # the target may still block
    moves(s, "p3 block ambassador")
    # The challenge of the block polls p2, p4 and then the actor.
    moves(s, "p2 pass", "p4 pass", "p1 challenge", "p3 reveal ambassador", "p1 lose duke")
    assert s.coins == [2, 2, 2, 2]  # blocked: nothing stolen
    assert names(s.revealed[0]) == ["duke"] and names(s.revealed[1]) == ["assassin"]
    assert s.phase == ACTION and s.to_move == 1
    coins_conserved(s)


def test_assassination_with_bluffed_contessa_caught_loses_two(game, moves) -> None:
    s = game(4, hands=[["assassin", "duke"], ["captain", "duke"]], coins=[3, 2, 2, 2])
    moves(s, "p1 assassinate p2", "p2 pass", "p3 pass", "p4 pass", "p2 block contessa",
          "p3 pass", "p4 pass", "p1 challenge")
    assert s.phase == PROVE and s.to_move == 1  # caught bluffing: only losses to choose from
    assert [str(a) for a in s.legal_actions()] == ["p2 lose duke", "p2 lose captain"]
    moves(s, "p2 lose captain")
    # The assassination then resolves: the last card goes too.
    assert not s.alive[1] and names(s.revealed[1]) == ["captain", "duke"]
    assert s.coins[0] == 0 and s.coins[1] == 0
    coins_conserved(s)


def test_successful_challenge_refunds_the_assassination(game, moves) -> None:
    s = game(4, hands=[["duke", "captain"]], coins=[3, 2, 2, 2])
    moves(s, "p1 assassinate p3", "p2 pass", "p3 challenge")
    assert s.phase == PROVE and s.to_move == 0
    moves(s, "p1 lose captain")  # conceding: the bluff is caught and the cost refunded
    assert s.coins[0] == 3 and len(s.hands[2]) == 2
    assert s.phase == ACTION and s.to_move == 1
    coins_conserved(s)


def test_blocked_assassination_keeps_the_cost_spent(game, moves) -> None:
    s = game(3, hands=[["assassin", "duke"], ["contessa", "duke"]], coins=[5, 2, 2])
    moves(s, "p1 assassinate p2", "p2 pass", "p3 pass", "p2 block contessa", "p3 pass",
          "p1 pass")
    assert s.coins[0] == 2 and len(s.hands[1]) == 2
    coins_conserved(s)


def test_failed_challenge_of_the_assassin_then_assassination_loses_two(game, moves) -> None:
    s = game(3, hands=[["assassin", "duke"], ["captain", "duke"]], coins=[3, 2, 2],
             deck=["assassin"])
    moves(s, "p1 assassinate p2", "p2 challenge", "p1 reveal assassin", "p2 lose captain")
    assert s.phase == BLOCK and s.to_move == 1
    moves(s, "p2 pass")
    assert not s.alive[1]


def test_exiled_target_ends_the_action(game, moves) -> None:
    s = game(3, hands=[["captain", "duke"], ["contessa"]], deck=["captain"])
    moves(s, "p1 steal p2", "p2 challenge", "p1 reveal captain")
    assert not s.alive[1]
    assert s.coins == [2, 0, 2]  # nothing stolen; p2's coins went back to the Treasury
    assert s.phase == ACTION and s.to_move == 2
    coins_conserved(s)


def test_foreign_aid_blocked_by_a_duke_not_targeted(game, moves) -> None:
    s = game(4, hands=FOUR)
    moves(s, "p1 foreign aid", "p2 pass", "p3 block duke", "p2 pass", "p4 pass", "p1 pass")
    assert s.coins[0] == 2 and s.phase == ACTION and s.to_move == 1


def test_foreign_aid_block_challenged_successfully(game, moves) -> None:
    s = game(4, hands=FOUR)
    moves(s, "p1 foreign aid", "p2 pass", "p3 block duke", "p2 challenge", "p3 lose captain")
    assert s.coins[0] == 4


@pytest.mark.parametrize("hand", [["duke", "captain"], ["duke"]])
def test_exchange_keeps_the_hand_size(game, moves, hand) -> None:
    s = game(3, hands=[hand], deck=["contessa", "assassin"])
    deck_size = len(s.deck)  # the given top cards, and the cards left over below them
    moves(s, "p1 exchange", "p2 pass", "p3 pass")
    assert s.phase == EXCHANGE
    legal = s.legal_actions()
    assert {len(a.cards) for a in legal} == {len(hand)}
    assert s.view(0).pool == tuple(sorted(s.hands[0] + [ASSASSIN, 4]))
    moves(s, "p1 keep assassin" if len(hand) == 1 else "p1 keep assassin contessa")
    assert len(s.hands[0]) == len(hand)
    assert len(s.deck) == deck_size
    assert ("exchange", (4, ASSASSIN)) in s.view(0).notes  # drawn from the top


def test_ten_coin_rule_forces_a_coup(game) -> None:
    s = game(3, coins=[10, 2, 2])
    assert {a.kind for a in s.legal_actions()} == {2}
    with pytest.raises(IllegalAction, match="must Coup"):
        s.apply(s.legal_actions()[0].__class__(0, 0))


def test_exiled_players_coins_return_to_the_treasury(game, moves) -> None:
    s = game(3, hands=[["duke", "duke"], ["captain"]], coins=[7, 5, 2])
    before = s.treasury
    moves(s, "p1 coup p2")
    assert not s.alive[1] and s.coins[1] == 0
    assert s.treasury == before + 7 + 5
    coins_conserved(s)


def test_last_player_standing_wins(game, moves) -> None:
    s = game(2, hands=[["duke", "duke"], ["captain"]], coins=[7, 1])
    moves(s, "p1 coup p2")
    assert s.phase == OVER and s.is_over() and s.result().winners == {0}
    assert s.to_move is None and s.legal_actions() == ()


def test_inquisitor_examine_with_forced_exchange(game, moves) -> None:
    s = game(3, ("inquisitor",), hands=[["inquisitor", "duke"], ["captain", "contessa"]],
             deck=["assassin"])
    assert s.legal_actions()[-1] is not None
    moves(s, "p1 examine p2", "p2 pass", "p3 pass", "p2 show captain")
    assert s.phase == VERDICT and s.view(0).shown == CAPTAIN
    assert s.view(2).shown == -1
    moves(s, "p1 force exchange")  # the Captain is shuffled into the deck; p2 draws its top
    assert "contessa" in names(s.hands[1]) and len(s.hands[1]) == 2
    assert ("examine", 1, CAPTAIN) in s.view(0).notes
    assert "show ?" in str(s.view(2).log[-2])  # p3 did not see the card


def test_inquisitor_exchange_draws_one(game, moves) -> None:
    s = game(3, ("inquisitor",), hands=[["duke", "captain"]], deck=["contessa"])
    moves(s, "p1 exchange", "p2 pass", "p3 pass")
    assert sorted(s.pool) == sorted([DUKE, CAPTAIN, 4])
    moves(s, "p1 keep duke contessa")
    assert names(s.hands[0]) == ["contessa", "duke"] and CAPTAIN in s.deck


def test_inquisitor_blocks_stealing(game, moves) -> None:
    s = game(3, ("inquisitor",))
    moves(s, "p1 steal p2", "p2 pass", "p3 pass", "p2 block inquisitor", "p3 pass", "p1 pass")
    assert s.coins == [2, 2, 2]
    with pytest.raises(IllegalAction):
        moves(game(3, ("inquisitor",)), "p1 steal p2", "p2 pass", "p3 pass",
              "p2 block ambassador")


SIDES = ["loyalist", "reformist", "loyalist", "reformist"]


def test_reformation_targets_only_the_other_allegiance(game, moves) -> None:
    s = game(4, ("reformation",), allegiances=SIDES, coins=[7, 2, 2, 2])
    targets = {a.target for a in s.legal_actions() if a.kind in (2, 5)}
    assert targets == {1, 3}
    with pytest.raises(IllegalAction, match="same allegiance"):
        moves(s, "p1 steal p3")
    # Foreign Aid: only the other allegiance may block.
    moves(s, "p1 foreign aid")
    assert s.responders == [1, 3]


def test_reformation_targets_anyone_when_all_share_one_side(game) -> None:
    s = game(3, ("reformation",), allegiances=["loyalist"] * 3)
    assert {a.target for a in s.legal_actions() if a.kind == 5} == {1, 2}


def test_conversion_pays_the_treasury_reserve(game, moves) -> None:
    s = game(4, ("reformation",), allegiances=SIDES)
    moves(s, "p1 convert")
    assert s.allegiance == [1, 1, 0, 1] and s.reserve == 1 and s.coins[0] == 1
    moves(s, "p2 convert p3")
    assert s.allegiance == [1, 1, 1, 1] and s.reserve == 3 and s.coins[1] == 0
    coins_conserved(s)


def test_embezzle_challenged_while_holding_a_duke(game, moves) -> None:
    s = game(3, ("reformation",), allegiances=SIDES[:3], reserve=4,
             hands=[["duke", "captain"]])
    moves(s, "p1 embezzle", "p2 challenge")
    assert s.phase == PROVE and s.to_move == 0  # must concede
    assert [str(a) for a in s.legal_actions()] == ["p1 lose duke", "p1 lose captain"]
    moves(s, "p1 lose captain")
    assert s.reserve == 4 and s.coins[0] == 2
    coins_conserved(s)


def test_embezzle_proved_by_revealing_the_hand(game, moves) -> None:
    s = game(3, ("reformation",), allegiances=SIDES[:3], reserve=4,
             hands=[["captain", "contessa"], ["duke", "assassin"]])
    moves(s, "p1 embezzle", "p2 challenge")
    assert s.phase == PROVE
    moves(s, "p1 reveal hand", "p2 lose assassin")
    assert s.reserve == 0 and s.coins[0] == 6 and len(s.hands[0]) == 2
    assert "p1 reveal hand captain contessa" in [str(e) for e in s.view(2).log]
    coins_conserved(s)


def test_reformation_opening_choice_alternates(game, moves) -> None:
    s = game(4, ("reformation",))
    moves(s, "p1 choose reformist")
    assert s.allegiance == [1, 0, 1, 0] and s.phase == ACTION


def test_two_player_coin_rule(game) -> None:
    s = game(2)
    assert s.coins == [1, 2]
    assert sum(map(len, s.hands)) == 4 and len(s.deck) == 11


def test_two_player_sets_setup(game, moves) -> None:
    s = game(2, ("two-player-sets",))
    assert len(s.deck) == 3 and all(len(h) == 1 for h in s.hands)
    first = s.legal_actions()[0]
    s.apply(first)
    s.apply(s.legal_actions()[-1])
    assert all(len(h) == 2 for h in s.hands) and len(s.removed) == 8
    assert s.phase == ACTION and s.coins == [1, 2]
    assert ("set aside", tuple(sorted(set(range(5)) - {first.character}))) in s.view(0).notes


@pytest.mark.parametrize(
    ("players", "variants", "message"),
    [
        (9, (), "9–10 players need the reformation"),
        (3, ("two-player-sets",), "for 2 players"),
        (11, ("reformation",), "2–10"),
        (1, (), "2–8"),
    ],
)
def test_player_limits(game, players, variants, message) -> None:
    with pytest.raises(CompanionError, match=message):
        game(players, variants)


@pytest.mark.parametrize(("players", "copies"), [(6, 3), (7, 4), (8, 4), (10, 5)])
def test_deck_sizes(game, players, copies) -> None:
    s = game(players, ("reformation",))
    total = len(s.deck) + sum(map(len, s.hands))
    assert total == 5 * copies


def test_bad_set_up_is_reported(game) -> None:
    with pytest.raises(CompanionError, match="4 duke"):
        game(3, hands=[["duke", "duke"], ["duke", "duke"]])
    with pytest.raises(CompanionError, match="unknown character"):
        game(3, hands=[["king", "duke"]])


def test_illegal_moves_explain_themselves(game, moves) -> None:
    s = game(4)
    with pytest.raises(IllegalAction, match="p1's decision"):
        moves(s, "p2 income")
    with pytest.raises(IllegalAction, match="costs 7"):
        moves(s, "p1 coup p2")
    moves(s, "p1 tax")
    with pytest.raises(IllegalAction, match="answer the challenge"):
        moves(s, "p2 income")
    assert s.to_move == 1


def test_unseen_counts_what_the_viewer_has_not_seen(game, moves) -> None:
    s = game(3, hands=[["duke", "captain"], ["duke", "contessa"]], deck=["duke"])
    moves(s, "p1 tax", "p2 challenge", "p1 reveal duke", "p2 lose duke")
    unseen = s.view(0).unseen()
    # Not p2's face-up Duke, nor p1's own (the replacement card may be a Duke again).
    assert unseen[DUKE] == 3 - 1 - s.hands[0].count(DUKE)
    sets = game(2, ("two-player-sets",))
    sets.apply(sets.legal_actions()[0])
    assert sum(sets.view(0).unseen().values()) == 15 - 4 - 2  # set aside and in hand


def test_two_player_coin_rule_follows_the_starting_player(game) -> None:
    s = game(2, first=1, hands=[["duke", "captain"]])
    assert s.coins == [2, 1] and s.to_move == 1


def test_examine_give_back_keeps_the_card(game, moves) -> None:
    s = game(3, ("inquisitor",), hands=[["inquisitor", "duke"], ["captain", "captain"]])
    moves(s, "p1 examine p2", "p2 pass", "p3 pass")
    # Two alike: still asked (skipping the question would tell the table).
    moves(s, "p2 show captain")
    assert s.phase == VERDICT and s.view(0).shown == CAPTAIN
    moves(s, "p1 give back")
    assert names(s.hands[1]) == ["captain", "captain"] and s.phase == ACTION


def test_block_challenged_by_a_bystander_lets_the_steal_through(game, moves) -> None:
    s = game(3, hands=[["captain", "duke"], ["duke", "contessa"]], coins=[2, 3, 2])
    moves(s, "p1 steal p2", "p2 pass", "p3 pass", "p2 block captain", "p3 challenge",
          "p2 lose duke")
    assert s.coins == [4, 1, 2]


def test_conceding_while_holding_the_card_is_allowed(game, moves) -> None:
    s = game(3, hands=[["duke", "captain"]])
    moves(s, "p1 tax", "p2 challenge")
    assert [str(a) for a in s.legal_actions()] == ["p1 reveal duke", "p1 lose duke",
                                                    "p1 lose captain"]
    moves(s, "p1 lose captain")
    assert s.coins[0] == 2 and len(s.hands[1]) == 2


def test_embezzle_conceded_without_a_duke(game, moves) -> None:
    s = game(2, ("reformation",), allegiances=["loyalist", "reformist"], reserve=3,
             hands=[["captain", "contessa"]])
    moves(s, "p1 embezzle", "p2 challenge", "p1 lose contessa")
    assert s.reserve == 3 and s.coins[0] == 1


def test_coup_in_reformation_targets_the_other_side(game) -> None:
    s = game(4, ("reformation",), allegiances=SIDES, coins=[10, 2, 2, 2])
    assert {(a.kind, a.target) for a in s.legal_actions()} == {(2, 1), (2, 3)}


def test_a_loss_from_two_alike_cards_is_still_asked(game, moves) -> None:
    # Not asking would tell the table (a hot-seat hand-over that never comes) that both are alike.
    s = game(3, hands=[["duke", "captain"], ["contessa", "contessa"]], coins=[7, 2, 2])
    moves(s, "p1 coup p2")
    assert s.phase == LOSE and s.to_move == 1
    assert [str(a) for a in s.legal_actions()] == ["p2 lose contessa"]


def test_a_challenged_bluffer_is_asked_like_a_truthful_claimant(game, moves) -> None:
    def challenged(hand: list[str]):
        s = game(3, hands=[hand, ["duke", "captain"]])
        return moves(s, "p1 tax", "p2 challenge")

    truthful, bluffer = challenged(["duke", "contessa"]), challenged(["captain", "contessa"])
    assert truthful.phase == bluffer.phase == PROVE and bluffer.to_move == 0
    # The bystander cannot tell them apart while p1 decides.
    assert truthful.view(2) == bluffer.view(2)
    assert [str(a) for a in bluffer.legal_actions()] == ["p1 lose captain", "p1 lose contessa"]
    moves(bluffer, "p1 lose captain")
    assert bluffer.coins[0] == 2 and bluffer.phase == ACTION and bluffer.to_move == 1


@pytest.mark.parametrize(("moves_before", "move", "reason"), [
    (["p1 tax"], "p2 block duke", "a challenge"),  # Tax cannot be blocked at all
    (["p1 tax"], "p2 reveal duke", "a challenge"),  # nobody asked p2 to prove anything
    (["p1 exchange", "p2 pass", "p3 pass"], "p1 block duke", "an exchange"),
    (["p1 foreign aid"], "p2 block captain", "a captain cannot block foreign aid"),
    (["p1 tax", "p2 challenge"], "p1 reveal captain", "p1 claimed the duke"),
])
def test_a_wrong_answer_is_explained(game, moves, moves_before, move, reason) -> None:
    s = moves(game(3, hands=[["duke", "captain"], ["duke", "assassin"]]), *moves_before)
    with pytest.raises(IllegalAction, match=reason):
        moves(s, move)


def test_a_take_is_limited_by_the_treasury(game, moves) -> None:
    s = game(3, hands=[["duke", "captain"]], coins=[2, 9, 37])
    assert s.treasury == 2
    moves(s, "p1 tax", "p2 pass", "p3 pass")
    assert s.coins[0] == 4 and s.treasury == 0  # Tax brings only what the Treasury holds
    moves(s, "p2 income")
    assert s.coins[1] == 9
    coins_conserved(s)


def test_steal_takes_one_from_a_player_with_one(game, moves) -> None:
    s = game(3, hands=[["captain", "duke"]], coins=[2, 1, 2])
    moves(s, "p1 steal p2", "p2 pass", "p3 pass", "p2 pass")
    assert s.coins == [3, 0, 2]
    coins_conserved(s)


def test_foreign_aid_blockers_by_allegiance(game, moves) -> None:
    sides = ["loyalist", "reformist", "loyalist", "reformist"]
    s = game(4, ("reformation",), allegiances=sides)
    moves(s, "p1 foreign aid")
    assert s.phase == BLOCK and s.to_move == 1  # p2, then p4: p3 is on p1's side
    moves(s, "p2 pass")
    assert s.to_move == 3
    one_side = game(3, ("reformation",), allegiances=["loyalist"] * 3)
    moves(one_side, "p1 foreign aid")
    assert one_side.to_move == 1  # all share one allegiance: anyone may block
    moves(one_side, "p2 pass")
    assert one_side.to_move == 2


def test_response_windows_skip_exiled_players(game, moves) -> None:
    s = game(4, hands=[["duke", "captain"], ["contessa"], ["duke", "assassin"],
                    ["captain", "captain"]],
             coins=[7, 2, 2, 2])
    moves(s, "p1 coup p2")
    assert not s.alive[1]
    moves(s, "p3 tax")
    assert s.to_move == 3  # p4 then p1: the exiled p2 is skipped
    moves(s, "p4 pass", "p1 pass", "p4 income")
    assert s.to_move == 0


def test_a_proved_embezzle_shows_the_hand_sorted_not_in_its_drawing_order(game, moves) -> None:
    """The hand's internal order tells which card came in as a replacement; the view hides it."""
    s = game(3, ("reformation",), allegiances=SIDES[:3], reserve=4,
             hands=[["contessa", "captain"], ["duke", "assassin"]])
    moves(s, "p1 embezzle", "p2 challenge", "p1 reveal hand")
    for seat in (0, 1, 2):
        assert "p1 reveal hand captain contessa" in [str(e) for e in s.view(seat).log]


def test_a_steal_or_an_embezzle_that_takes_nothing_is_futile(game) -> None:
    from companion.coup import parse_action
    from companion.coup.explain import why_futile

    s = game(3, ("reformation",), allegiances=["loyalist", "reformist", "reformist"],
             coins=[2, 0, 1])
    view = s.view(0)
    assert why_futile(view, parse_action("p1 steal p2")) == (
        "p2 has no coins: a Steal would take nothing")
    assert why_futile(view, parse_action("p1 steal p3")) is None  # one coin is worth a try
    assert "Treasury Reserve is empty" in why_futile(view, parse_action("p1 embezzle"))
    s = game(3, ("reformation",), allegiances=["loyalist", "reformist", "reformist"], reserve=2)
    assert why_futile(s.view(0), parse_action("p1 embezzle")) is None
    assert why_futile(s.view(0), parse_action("p1 income")) is None
