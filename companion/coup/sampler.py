"""Sampled worlds for the search bot: a full Coup position consistent with one player's view.

What the view shows is copied: own cards, face-up cards, coins, Treasury and Reserve,
allegiances, the decision in progress, the log. What it hides — other players' face-down cards,
the Court deck, the cards an opponent's Exchange drew, the cards an opponent set aside — is dealt
at random from the cards this player has not seen, respecting what the player knows for sure:

- a card an Examine showed them is still held, until its holder loses or reveals that character,
  exchanges, or is forced to exchange;
- the cards they returned from an Exchange are in the Court deck until somebody draws from it;
- the card the other player kept from their two-player set is in their hand until it leaves;
- a player down to one card who is asked to prove a claim holds the claimed card (an Embezzler:
  no Duke); otherwise the engine turns the card face up at once. With two cards the question
  proves nothing: the engine asks either way.

Claims are not knowledge: within those limits, what the other players' own moves say about
their hands (claims, blocks and passes, concessions, the cards they chose to lose:
``companion.coup.belief``) only weighs the deals: such a player's hand is drawn from the cards
left with its weight as the chance to keep it, so a hand that explains the table's moves comes
up more often, and none is ruled out. Moves hidden from the viewer stay unknown in the sampled
history (``p2 keep ?``), so the sampled world gives this player exactly the same view.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from companion.coup import actions as A
from companion.coup.belief import Hand, hand_weights
from companion.coup.cards import ALLEGIANCE_NAMES, DUKE, NAMES, characters_in_play, copies_for
from companion.coup.phases import AFTER_LOSS_NAMES, PHASE_NAMES, Phase
from companion.coup.position import card_names, note_to_json, seat_or_none
from companion.coup.views import CoupView, Secret, ShownHand


@dataclass(frozen=True)
class Knowledge:
    """What a view tells for sure about the hidden cards."""

    unseen: Counter[int]  # cards in places the viewer cannot see
    holds: tuple[Counter[int], ...]  # per seat: characters certainly among its face-down cards
    deck: Counter[int]  # characters certainly in the Court deck
    no_duke: int  # a seat certainly without a Duke (-1 none)
    removed: Counter[int]  # the other player's set-aside cards (two-player sets)


def knowledge(view: CoupView, pick: int = -1) -> Knowledge:
    """Everything certain about the hidden cards; ``pick`` is the card the other player kept
    from their two-player set (unknown to the viewer: the caller supposes one)."""
    me = view.player
    characters = characters_in_play(view.inquisitor)
    unseen = Counter({c: copies_for(view.players) for c in characters})
    for seat in view.seats:
        unseen -= Counter(seat.revealed)
    unseen -= Counter(view.my_cards)
    if view.phase == Phase.EXCHANGE and view.actor == me:
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
    if (who is not None and who != me and view.phase == Phase.PROVE
            and view.seats[who].face_down == 1):
        if view.blocker >= 0:
            holds[who][view.block_char] = 1
        elif view.kind == A.EMBEZZLE:
            no_duke = who
        else:
            holds[who][view.claimed] = 1
    return Knowledge(unseen, tuple(holds), deck, no_duke, removed)


def _picked(view: CoupView, seat: int) -> bool:
    """Two-player sets: whether ``seat`` has kept a card from their set yet."""
    return view.phase != Phase.PICK or view.seats[seat].face_down == 2


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
    if view.phase == Phase.EXCHANGE:
        deck.clear()  # the exchange in progress drew from the deck
    return holds, deck


def _feasible(k: Knowledge, view: CoupView) -> bool:
    """Whether the supposed pick fits: enough unseen cards, and no hand holding more certain
    cards than it has face-down cards (an Examine may have shown a card other than the pick)."""
    needed = k.removed + k.deck
    for held in k.holds:
        needed += held
    overfull = any(seat.seat != view.player and k.holds[seat.seat].total() > seat.face_down
                   for seat in view.seats)
    return not overfull and not needed - k.unseen


# How many draws a believed hand is chosen from: each is kept with its weight as its chance, and
# when none is, the likeliest of them is taken. More draws follow the weights more closely (a
# hand the moves make ten times less likely still comes up) and cost a little more.
DRAWS = 16


class CoupSampler:
    """Works out once what a view tells for sure; then deals as many worlds as asked."""

    def __init__(self, view: CoupView) -> None:
        if view.player is None:
            raise ValueError("a world is sampled for a player, not for the public view")
        self.view = view
        if not view.two_player_sets or not _picked(view, 1 - view.player):
            self.options = [knowledge(view)]
        else:
            self.options = [k for p in characters_in_play(view.inquisitor)
                            if _feasible(k := knowledge(view, p), view)]
        self.fixed = self._fixed_part()
        weights = hand_weights(view)
        self.dealers = [_Dealer(view, k, weights) for k in self.options]

    def _fixed_part(self) -> dict[str, Any]:
        """Everything of the position that does not depend on the deal."""
        view = self.view
        me = view.player
        history: list[str] = []
        notes: list[list[list[Any]]] = [[] for _ in view.seats]
        for entry in view.log:
            if entry.__class__ is ShownHand:
                history.append(f"p{entry.seat + 1} reveal hand")
                if entry.seat != me:
                    notes[entry.seat].append(["proved", card_names(entry.cards)])
            elif entry.__class__ is Secret:
                history.append(f"p{entry.seat + 1} {entry.what} ?")
            else:
                history.append(str(entry))
        assert me is not None
        notes[me] = [note_to_json(n) for n in view.notes]
        phase = view.phase
        sides = None
        if view.reformation and phase != Phase.SIDE:
            sides = [ALLEGIANCE_NAMES[s.allegiance] for s in view.seats]
        return {
            "phase": PHASE_NAMES[phase],
            "to_move": view.to_move,
            "turn": view.turn,
            "actor": view.actor,
            "action": ({"kind": A.KIND_NAMES[view.kind], "target": seat_or_none(view.target)}
                       if view.kind >= 0 else None),
            "claimed": NAMES[view.claimed] if view.claimed >= 0 else None,
            "challenger": seat_or_none(view.challenger),
            "blocker": seat_or_none(view.blocker),
            "block": NAMES[view.block_char] if view.blocker >= 0 else None,
            "proving_block": view.blocker >= 0,
            "after_loss": AFTER_LOSS_NAMES[view.after_loss] if view.after_loss >= 0 else "end",
            "revealed": [card_names(s.revealed) for s in view.seats],
            "coins": [s.coins for s in view.seats],
            "reserve": view.reserve,
            "allegiances": sides,
            "history": history,
            "notes": notes,
            "coin_moves": [[i, list(d)] for i, d in view.coin_moves],
        }

    def sample(self, rng: random.Random) -> dict[str, Any]:
        view = self.view
        index = rng.randrange(len(self.options))
        k = self.options[index]
        hands, deck, drawn = self.dealers[index].deal(rng)
        me = view.player
        characters = characters_in_play(view.inquisitor)
        removed = list(k.removed.elements())
        for note in view.notes:
            if note[0] == "set aside":
                removed += note[1]
        picking = view.phase == Phase.PICK
        sets = [list(characters) if picking and s.face_down == 1 else [] for s in view.seats]
        pool: list[int] = []
        if view.phase == Phase.EXCHANGE:
            pool = list(view.pool) if view.actor == me else hands[view.actor] + drawn
        shown = -1
        if view.phase == Phase.VERDICT:
            shown = _shown(view, hands, rng)
        position = dict(self.fixed)
        position.update(
            hands=[card_names(h) for h in hands],
            deck=card_names(deck),
            sets=[card_names(s) for s in sets],
            removed=card_names(removed),
            pool=card_names(pool),
            shown=NAMES[shown] if shown >= 0 else None,
            rng={"seed": rng.getrandbits(32)},
        )
        return position


def sample_world(view: CoupView, rng: random.Random) -> dict[str, Any]:
    """A position consistent with ``view``, hidden cards dealt at random."""
    return CoupSampler(view).sample(rng)


class _Dealer:
    """One way the hidden cards may lie (one ``Knowledge``), worked out once: it deals the hands
    (the viewer's own as they are), the Court deck and an opponent's drawn cards as often as
    asked, each hand of a player whose moves tell something chosen by its weight."""

    def __init__(self, view: CoupView, k: Knowledge,
                 weights: Sequence[dict[Hand, float] | None]) -> None:
        me = view.player
        assert me is not None
        self.me = me
        self.my_cards = list(view.my_cards)
        self.deck_size = view.deck_size
        pool = k.unseen - k.removed
        self.sizes = [0 if s.seat == me else s.face_down for s in view.seats]
        self.certain: list[list[int]] = [[] for _ in view.seats]
        for seat, held in enumerate(k.holds):
            for card in held.elements():
                if len(self.certain[seat]) < self.sizes[seat] and pool[card] > 0:
                    self.certain[seat].append(card)
                    pool[card] -= 1
        self.deck = list((k.deck & pool).elements())[: view.deck_size]
        pool -= Counter(self.deck)
        self.rest = list(pool.elements())
        self.no_duke = k.no_duke
        self.weighed = [(seat, table) for seat, table in enumerate(weights)
                        if table is not None and seat != k.no_duke]

    def deal(self, rng: random.Random) -> tuple[list[list[int]], list[int], list[int]]:
        rest = self.rest[:]
        rng.shuffle(rest)
        sizes = self.sizes
        hands = [held[:] for held in self.certain]
        # The one seat under a hard constraint (the player deciding now) is dealt first, so the
        # others cannot use up the cards it needs.
        if self.no_duke >= 0:
            hand = hands[self.no_duke]
            while len(hand) < sizes[self.no_duke]:
                index = next(i for i, card in enumerate(rest) if card != DUKE)
                hand.append(rest.pop(index))
        # Then the players whose moves tell something, in a random order so that none has the
        # first pick of the cards they are believed to hold.
        weighed = self.weighed[:]
        rng.shuffle(weighed)
        for seat, table in weighed:
            _choose(hands[seat], sizes[seat], table, rest, rng)
        for seat, hand in enumerate(hands):
            missing = sizes[seat] - len(hand)
            hand += rest[:missing]
            del rest[:missing]
        drawn_size = len(rest) - (self.deck_size - len(self.deck))
        drawn, rest = rest[:drawn_size], rest[drawn_size:]
        deck = self.deck + rest
        rng.shuffle(deck)
        hands[self.me] = self.my_cards[:]
        return hands, deck, drawn


def _choose(hand: list[int], size: int, table: dict[Hand, float], rest: list[int],
            rng: random.Random) -> None:
    """Complete ``hand`` from the shuffled ``rest``: a draw is kept with its weight as its
    chance (the likeliest of ``DRAWS`` when none is kept), so hands come up as often as the
    cards left and the player's moves make them likely together."""
    missing = size - len(hand)
    if missing <= 0 or len(rest) < missing:
        return
    best: list[int] = []
    best_weight = -1.0
    for _ in range(DRAWS):
        picks = rng.sample(range(len(rest)), missing)
        weight = table.get(tuple(sorted(hand + [rest[i] for i in picks])), 0.0)
        if rng.random() < weight:
            best = picks
            break
        if weight > best_weight:
            best, best_weight = picks, weight
    for index in sorted(best, reverse=True):
        hand.append(rest.pop(index))


def _shown(view: CoupView, hands: list[list[int]], rng: random.Random) -> int:
    """The card the Examine target showed: known to the Inquisitor and the target only."""
    if view.actor == view.player:
        return view.shown
    if view.target == view.player:
        return next(e.character for e in reversed(view.log) if e.__class__ is A.Show)
    hand = hands[view.target]
    return hand[rng.randrange(len(hand))]
