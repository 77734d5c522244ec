"""Determinization for the Monte Carlo bot: a full Coup state consistent with one player's view.

What the view shows is copied: own cards, face-up cards, coins, Treasury and Reserve,
allegiances, the decision in progress. What it hides — other players' face-down cards, the Court
deck, the cards an opponent's Exchange drew, the cards an opponent set aside — is dealt at random
from the cards this player has not seen, respecting what the player knows for sure:

- a card an Examine showed them is still held, until its holder loses or reveals that character,
  exchanges, or is forced to exchange;
- the cards they returned from an Exchange are in the Court deck until somebody draws from it;
- the card the other player kept from their two-player set is in their hand until it leaves;
- a player down to one card who is asked to prove a claim holds the claimed card (an Embezzler:
  no Duke); otherwise the engine turns the card face up at once. With two cards the question
  proves nothing: the engine asks either way.

Within those limits the deal leans towards the truth of standing claims (``BELIEF``).

The past stays as the viewer saw it: the history is the viewer's log (moves hidden from them stay
``Secret``), so the determinized state gives this player exactly the same view.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from companion.core.protocol import GameSetup
from companion.coup import actions as A
from companion.coup.cards import DUKE, characters_in_play, copies_for
from companion.coup.claims import remembered_claims
from companion.coup.phases import (
    BLOCK,
    BLOCK_CHALLENGE,
    CHALLENGE,
    EXCHANGE,
    PHASE_NAMES,
    PICK,
    PROVE,
    SIDE,
    VERDICT,
)
from companion.coup.setup import INQUISITOR_VARIANT, REFORMATION, TWO_PLAYER_SETS
from companion.coup.state import CoupState
from companion.coup.views import CoupView, Secret, ShownHand


@dataclass(frozen=True)
class Knowledge:
    """What a view tells for sure about the hidden cards (and what the table claims)."""

    unseen: Counter[int]  # cards in places the viewer cannot see
    holds: tuple[Counter[int], ...]  # per seat: characters certainly among its face-down cards
    deck: Counter[int]  # characters certainly in the Court deck
    no_duke: int  # a seat certainly without a Duke (-1 none)
    removed: Counter[int]  # the other player's set-aside cards (two-player sets)
    claims: tuple[set[int], ...]  # per seat: characters claimed and not since swapped away


def knowledge(view: CoupView, pick: int = -1) -> Knowledge:
    """Everything certain about the hidden cards, and the claims that stand; ``pick`` is the card
    the other player kept from their two-player set (unknown to the viewer: the caller supposes
    one)."""
    me = view.player
    characters = characters_in_play(view.inquisitor)
    unseen = Counter({c: copies_for(view.players) for c in characters})
    for seat in view.seats:
        unseen -= Counter(seat.revealed)
    unseen -= Counter(view.my_cards)
    if view.phase == PHASE_NAMES[EXCHANGE] and view.actor == me:
        unseen -= Counter(view.pool) - Counter(view.my_cards)  # the cards I drew
    for note in view.notes:
        if note[0] == "set aside":
            unseen -= Counter(note[1])
    removed: Counter[int] = Counter()
    if view.two_player_sets:
        for seat in view.seats:
            if not _picked(view, seat.seat):
                unseen -= Counter(characters)  # a set still to pick from is public
        if _picked(view, 1 - me):
            removed = Counter(c for c in characters if c != pick)
    holds, deck = _from_log(view, pick)
    no_duke = -1
    who = view.to_move
    if (who is not None and who != me and view.phase == PHASE_NAMES[PROVE]
            and view.seats[who].face_down == 1):
        if view.blocker >= 0:
            holds[who][view.block_char] = 1
        elif view.kind == A.EMBEZZLE:
            no_duke = who
        else:
            holds[who][view.claimed] = 1
    claims = tuple(remembered_claims(view))
    return Knowledge(unseen, tuple(holds), deck, no_duke, removed, claims)


def _picked(view: CoupView, seat: int) -> bool:
    """Two-player sets: whether ``seat`` has kept a card from their set yet."""
    return view.phase != PHASE_NAMES[PICK] or view.seats[seat].face_down == 2


def _from_log(view: CoupView, pick: int) -> tuple[list[Counter[int]], Counter[int]]:
    """Replay the viewer's log, keeping what it proves about hands and the Court deck."""
    me = view.player
    holds: list[Counter[int]] = [Counter() for _ in range(view.players)]
    deck: Counter[int] = Counter()
    returned = iter([note[1] for note in view.notes if note[0] == "returned"])
    examiner = examined = -1
    for entry in view.log:
        cls = entry.__class__
        if cls is A.Declare and entry.kind == A.EXAMINE:
            examiner, examined = entry.seat, entry.target
        elif cls is A.Show:
            if examiner == me and entry.seat != me:
                holds[entry.seat][entry.character] = 1
        elif cls is A.Lose:
            del holds[entry.seat][entry.character]
        elif cls is A.Reveal:  # the card went back to the deck and a new one was drawn
            del holds[entry.seat][entry.character]
            deck.clear()
        elif cls is A.Verdict:
            if entry.force:
                holds[examined].clear()
                deck.clear()
        elif cls is A.Keep:  # only the viewer's own: the others' are Secret
            deck = Counter(next(returned))
        elif cls is Secret:
            if entry.what == "keep":
                holds[entry.seat].clear()
                deck.clear()
            elif entry.what == "pick":
                holds[entry.seat][pick] = 1
        elif cls is ShownHand:
            holds[entry.seat].clear()
            deck.clear()
    if view.phase == PHASE_NAMES[EXCHANGE]:
        deck.clear()  # the exchange in progress drew from the deck
    return holds, deck


# How often a standing claim is dealt true: players mostly claim what they hold, and a world
# dealt uniformly would make every claim look like a bluff worth challenging.
BELIEF = 0.7

# The bot determinizes one view hundreds of times: its knowledge is worked out once. (One entry,
# replaced in one step: bots think on worker threads.)
_LAST: dict[str, tuple[CoupView, list[Knowledge]]] = {}


def _options(view: CoupView) -> list[Knowledge]:
    """The knowledge for each possible pick of the other player (one entry without a pick)."""
    cached = _LAST.get("view")
    if cached is not None and cached[0] is view:
        return cached[1]
    if not view.two_player_sets or not _picked(view, 1 - view.player):
        options = [knowledge(view)]
    else:
        options = [k for p in characters_in_play(view.inquisitor)
                   if _feasible(k := knowledge(view, p), view)]
    _LAST["view"] = (view, options)
    return options


def _feasible(k: Knowledge, view: CoupView) -> bool:
    """Whether the supposed pick fits: enough unseen cards, and no hand holding more certain
    cards than it has face-down cards (an Examine may have shown a card other than the pick)."""
    needed = k.removed + k.deck
    for held in k.holds:
        needed += held
    overfull = any(seat.seat != view.player and k.holds[seat.seat].total() > seat.face_down
                   for seat in view.seats)
    return not overfull and not needed - k.unseen


def determinize(view: CoupView, rng: random.Random) -> CoupState:
    """A full state consistent with ``view``, hidden cards dealt at random."""
    options = _options(view)
    k = options[rng.randrange(len(options))]
    me = view.player
    pool = k.unseen - k.removed
    sizes = [0 if s.seat == me else s.face_down for s in view.seats]
    hands: list[list[int]] = [[] for _ in view.seats]
    for seat, held in enumerate(k.holds):
        for card in held.elements():
            if len(hands[seat]) < sizes[seat] and pool[card] > 0:
                hands[seat].append(card)
                pool[card] -= 1
    deck = list((k.deck & pool).elements())[: view.deck_size]
    pool -= Counter(deck)
    rest = list(pool.elements())
    rng.shuffle(rest)
    # The one seat under a hard constraint (the player deciding now) is dealt first, so what the
    # others are believed to hold cannot use up the cards it needs.
    constrained = [k.no_duke] if k.no_duke >= 0 else []
    for seat in constrained + [s for s in range(len(sizes)) if s not in constrained]:
        hand = hands[seat]
        for card in k.claims[seat]:
            if (len(hand) < sizes[seat] and card in rest and _allowed(k, seat, card)
                    and rng.random() < BELIEF):
                hand.append(rest.pop(rest.index(card)))
        while seat in constrained and len(hand) < sizes[seat]:
            index = next(i for i, card in enumerate(rest) if _allowed(k, seat, card))
            hand.append(rest.pop(index))
    for seat, hand in enumerate(hands):
        missing = sizes[seat] - len(hand)
        hand += rest[:missing]
        del rest[:missing]
    drawn_size = len(rest) - (view.deck_size - len(deck))
    drawn, rest = rest[:drawn_size], rest[drawn_size:]
    deck += rest
    rng.shuffle(deck)
    hands[me] = list(view.my_cards)
    return _build(view, rng, hands, deck, drawn, k)


def _allowed(k: Knowledge, seat: int, card: int) -> bool:
    return seat != k.no_duke or card != DUKE


def _build(view: CoupView, rng: random.Random, hands: list[list[int]], deck: list[int],
           drawn: list[int], k: Knowledge) -> CoupState:
    me = view.player
    variants = {INQUISITOR_VARIANT: view.inquisitor, TWO_PLAYER_SETS: view.two_player_sets,
                REFORMATION: view.reformation}
    state = CoupState(GameSetup(view.players, rng.getrandbits(32),
                                frozenset(v for v, on in variants.items() if on)))
    phase = PHASE_NAMES.index(view.phase)
    seats = view.seats
    state.hands = hands
    state.deck = deck
    state.revealed = [list(s.revealed) for s in seats]
    state.coins = [s.coins for s in seats]
    state.reserve = view.reserve
    state.allegiance = None if phase == SIDE else (
        [s.allegiance for s in seats] if view.reformation else None)
    state.alive = [s.alive for s in seats]
    state.alive_mask = sum(1 << s.seat for s in seats if s.alive)
    state.living = sum(state.alive)
    state.winner = view.winner
    state._turn = view.turn
    # The past as the viewer saw it; an Embezzle proof's cards go back into their notes.
    state.history = [A.REVEAL_HAND[e.seat] if e.__class__ is ShownHand else e for e in view.log]
    state.notes = [[] for _ in seats]
    for entry in view.log:
        if entry.__class__ is ShownHand and entry.seat != me:
            state.notes[entry.seat].append(("proved", entry.cards))
    state.notes[me] = list(view.notes)
    characters = characters_in_play(view.inquisitor)
    state.sets = [[] for _ in seats]
    state.removed = list(k.removed.elements())
    for note in view.notes:
        if note[0] == "set aside":
            state.removed += note[1]
    if phase == PICK:
        for seat in seats:
            if seat.face_down == 1:
                state.sets[seat.seat] = list(characters)
    _resume_decision(state, view, hands, drawn, rng)
    return state


def _resume_decision(state: CoupState, view: CoupView, hands: list[list[int]],
                     drawn: list[int], rng: random.Random) -> None:
    """Pick the game up at the decision the view shows: the action in progress, the response
    window and the private choice being made."""
    me = view.player
    phase = state.phase = PHASE_NAMES.index(view.phase)
    state._to_move = view.to_move
    state.actor = view.actor
    state.kind = view.kind
    state.target = view.target
    state.claimed = view.claimed
    state.challenger = view.challenger
    state.blocker = view.blocker
    state.block_char = view.block_char
    state.proving_block = view.blocker >= 0
    state.after_loss = view.after_loss
    if phase == CHALLENGE:
        state.responders = state._window(view.actor, -1)
    elif phase == BLOCK:
        state.responders = (state._foreign_aid_blockers(view.actor) if view.kind == A.FOREIGN_AID
                            else [view.target])
    elif phase == BLOCK_CHALLENGE:
        state.responders = state._window(view.actor, view.blocker)
    if phase in (CHALLENGE, BLOCK, BLOCK_CHALLENGE):
        state.ri = state.responders.index(view.to_move)
    if phase == EXCHANGE:
        state.pool = list(view.pool) if view.actor == me else hands[view.actor] + drawn
    if phase == VERDICT:
        state.shown = _shown(view, hands, rng)


def _shown(view: CoupView, hands: list[list[int]], rng: random.Random) -> int:
    """The card the Examine target showed: known to the Inquisitor and the target only."""
    if view.actor == view.player:
        return view.shown
    if view.target == view.player:
        return next(e.character for e in reversed(view.log) if e.__class__ is A.Show)
    hand = hands[view.target]
    return hand[rng.randrange(len(hand))]
