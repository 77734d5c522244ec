"""What the other players' own moves say about their hands: a weight for every hand a seat may
hold, read from one player's view.

The sampler deals the hidden cards at random within what the view proves; the search then plays
out worlds in which a player who took Income "holds" a Duke as often as anyone, and claims are
bluffs as often as not. A table reads more than that: a player who passed when Foreign Aid could
be blocked shows no Duke, one who conceded a challenge did not have the card, one who turned a
Duke face up had nothing cheaper to lose. Here every move a player made since their hand last
changed (an Exchange, a proved claim's replacement, a forced exchange, a hand shown) is read as
the search's own model of a player would have made it (the rollout policy's odds:
``rollout.turn_odds``, ``block_odds``, ``least_valued``), and each hand the seat may hold now is
weighed by how likely those moves were with it:

- a turn's action, from the coins the player had and what was open to them (Tax is likelier
  with a Duke, Income unlikely with one);
- a block window's answer (a pass with a blocking card is unlikely, a block likelier with it);
- a challenge conceded with two cards (the claimed card was not held);
- the card turned face up from two (the other one is worth at least as much).

No move is ever taken as proof: each one's odds are floored at ``FLOOR`` times the odds of the
hand that explains it best, since the players at the table need not play like the model (a
human, or a bot of another make), and a world the model finds unlikely must stay possible.

The weights only choose among deals the sampler already makes (``CoupSampler`` draws several and
keeps one by weight), so every sampled world still gives the viewer exactly their view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations_with_replacement

from companion.coup import actions as A
from companion.coup.cards import AMBASSADOR, INQUISITOR, characters_in_play
from companion.coup.rollout import VALUE, block_odds, turn_odds
from companion.coup.views import CoupView, Secret, ShownHand

# A move is at least this many times as likely with any hand as with the hand that explains it
# best: strong enough that a pass with a Contessa in hand is rare, weak enough for a player who
# plays otherwise.
FLOOR = 0.1

Hand = tuple[int, ...]
# How likely a move was, given the hand the player held when they made it.
Likelihood = Callable[[Hand], float]

def _blockers(kind: int, inquisitor: bool) -> tuple[int, ...]:
    return tuple(block.character for block in A.block_options(0, kind, inquisitor)[1:])


class _Seat:
    """One player's moves since their hand last changed, and the cards lost since each."""

    def __init__(self) -> None:
        # (log index, likelihood): the hand at that move is the hand now plus every card this
        # player has lost from that index on.
        self.moves: list[tuple[int, Likelihood]] = []
        self.lost: list[tuple[int, int]] = []  # (log index, card)

    def reset(self) -> None:
        self.moves.clear()
        self.lost.clear()

    def hand_then(self, hand: Hand, index: int) -> Hand:
        return hand + tuple(card for at, card in self.lost if at >= index)


def hand_weights(view: CoupView) -> list[dict[Hand, float] | None]:
    """Per seat, each hand it may hold now (sorted) with its weight, the likeliest 1.0; ``None``
    for the viewer, an exiled seat, or a seat whose moves tell nothing."""
    seats = read_moves(view)
    characters = characters_in_play(view.inquisitor)
    weights: list[dict[Hand, float] | None] = []
    for seat, moves in enumerate(seats):
        size = view.seats[seat].face_down
        if seat == view.player or not size or not moves.moves:
            weights.append(None)
            continue
        hands = list(combinations_with_replacement(characters, size))
        table = dict.fromkeys(hands, 1.0)
        for index, likelihood in moves.moves:
            odds = {hand: likelihood(moves.hand_then(hand, index)) for hand in hands}
            floor = FLOOR * max(odds.values())
            for hand in hands:
                table[hand] *= max(odds[hand], floor)
        top = max(table.values())
        weights.append({hand: weight / top for hand, weight in table.items()} if top > 0
                       else None)
    return weights


def read_moves(view: CoupView, trace: list[tuple[str, list[int]]] | None = None
               ) -> list[_Seat]:
    """Walk the view's log as the table saw it, keeping each player's telling moves.

    The walk follows the turn's windows as the rules open them (a claim's challenge window, the
    block window, the block's challenge window), counting face-down cards and coins as they were
    at each move (coins from the view's record of who gained or paid what, after which entry).
    ``trace``, when given, gets the window and the coins before every entry (the tests hold
    them against the game's own)."""
    n = view.players
    seats = [_Seat() for _ in range(n)]
    inquisitor = view.inquisitor
    swapper = INQUISITOR if inquisitor else AMBASSADOR
    down = [2] * n
    coins = [s.coins for s in view.seats]
    moved: dict[int, tuple[int, ...]] = {}
    for index, deltas in view.coin_moves:
        moved[index] = deltas
        coins = [c - d for c, d in zip(coins, deltas, strict=True)]
    # The turn in progress: what, against whom, whose claim, which window is open.
    kind = target = claimant = claimed = -1
    window = ""  # "challenge", "block", "block challenge", "prove", ""
    answered = asked = 0
    for index, entry in enumerate(view.log):
        if trace is not None:
            trace.append((window, coins))
        cls = entry.__class__
        seat = getattr(entry, "seat", -1)
        if cls is A.Declare:
            kind, target = entry.kind, entry.target
            living = [s for s in range(n) if down[s] and s != seat]
            if coins[seat] < 10:  # ten coins force a Coup: no choice to read
                # The Reserve as it is now stands in for the Reserve then (Reformation only).
                seats[seat].moves.append((index, _turn_likelihood(
                    kind, coins[seat], coins[seat] >= 3 and bool(living),
                    any(coins[t] >= 2 for t in living), view.reformation and view.reserve >= 3,
                    swapper)))
            claimed = A.CLAIMS[kind]
            if claimed == AMBASSADOR and inquisitor:
                claimed = INQUISITOR
            if claimed >= 0:
                window, claimant, answered, asked = "challenge", seat, 0, len(living)
                if kind == A.EMBEZZLE:
                    claimed = -1  # the claim is "no Duke": a concession tells nothing here
            elif kind == A.FOREIGN_AID:
                window = "block"
            else:
                window = ""
        elif cls is A.Pass:
            if window == "block":
                seats[seat].moves.append((index, _block_likelihood(
                    kind, -1, _blockers(kind, inquisitor), coins[seat])))
                if kind != A.FOREIGN_AID:
                    window = ""
            elif window in ("challenge", "block challenge"):
                answered += 1
                if answered == asked:
                    window = _after_claim(window, kind, target, down)
        elif cls is A.Challenge:
            window = "prove" if window == "challenge" else "prove block"
        elif cls is A.Block:
            seats[seat].moves.append((index, _block_likelihood(
                kind, entry.character, _blockers(kind, inquisitor), coins[seat])))
            living = [s for s in range(n) if down[s] and s != seat]
            window, claimant, claimed = "block challenge", seat, entry.character
            answered, asked = 0, len(living)
        elif cls is A.Reveal:
            seats[seat].reset()  # the card went back and another was drawn
            window = "challenger loses" if window == "prove" else ""
        elif cls is A.Lose:
            if down[seat] == 2:
                if window in ("prove", "prove block") and seat == claimant:
                    seats[seat].moves.append((index, _conceded(claimed)))
                else:
                    seats[seat].moves.append((index, _turned_up(entry.character)))
            seats[seat].lost.append((index, entry.character))
            down[seat] -= 1
            if window == "challenger loses":
                window = _after_claim("challenge", kind, target, down)
            elif window in ("prove", "prove block"):
                # A claim that fell ends the turn; a block that fell lets the action go ahead
                # (an Assassination's loss follows as an entry of its own).
                window = ""
        elif cls is ShownHand or (cls is Secret and entry.what in ("keep", "pick")) or (
                cls in (A.Keep, A.Pick)):
            seats[seat].reset()
            window = ""
        elif cls is A.Verdict and entry.force:
            seats[target].reset()
        deltas = moved.get(index)
        if deltas is not None:
            coins = [c + d for c, d in zip(coins, deltas, strict=True)]
    return seats


def _after_claim(window: str, kind: int, target: int, down: Sequence[int]) -> str:
    """The window after a claim stood unchallenged (or its challenger lost): a Steal's or an
    Assassination's target may block; a block that stood ends the turn."""
    if window == "challenge" and kind in (A.STEAL, A.ASSASSINATE) and down[target]:
        return "block"
    return ""


def _turn_likelihood(kind: int, coins: int, assassinate: bool, steal: bool, embezzle: bool,
                     swapper: int) -> Likelihood:
    def likelihood(hand: Hand) -> float:
        odds = turn_odds(hand, coins, assassinate=assassinate, steal=steal, embezzle=embezzle,
                         swapper=swapper)
        return sum(chance for choice, chance in odds if choice == kind)
    return likelihood


def _block_likelihood(kind: int, choice: int, blockers: tuple[int, ...], coins: int
                      ) -> Likelihood:
    def likelihood(hand: Hand) -> float:
        return sum(chance for option, chance in block_odds(kind, blockers, hand, coins)
                   if option == choice)
    return likelihood


def _conceded(claimed: int) -> Likelihood:
    """A challenged player with two cards who lost one instead of proving: the model always
    proves a claim it can."""
    return lambda hand: 0.0 if claimed in hand else 1.0


def _turned_up(card: int) -> Likelihood:
    """A player who chose which of two cards to lose: the model turns up its least valued."""
    return lambda hand: 1.0 if all(VALUE[card] <= VALUE[other] for other in hand) else 0.0
