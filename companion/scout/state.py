"""The Scout state machine: the hand-turn decisions, then turns of Show, Scout or Scout & Show,
rounds scored and dealt again until every player has started one (2 players: two rounds).

Decisions where the rules are silent, as a Scout table plays them:

- The hand-turn decisions are made in seat order from the round's starting player, each seeing
  the earlier ones (turning a hand is done in plain sight).
- A one-card Active Set is scouted as ``left`` (its two ends are the same card).
- Scout & Show is offered only as a Scout after which some Show beats what remains.
- Play coming back to the Active Set's owner after everyone else only scouted ends the round,
  also when the Scouts emptied the set (the owner's Show was never beaten).
- 2 players: a player who can neither Show nor Scout ends the round; the owner of the Active
  Set (whose Show went unanswered) takes no hand penalty, as in the "nobody beat it" ending.

The engine is lean on purpose (random self-play plays hundreds of rounds a second): cards are
ints (``companion.scout.cards``), hands plain lists, actions prebuilt and shared.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from companion.core.protocol import GameSetup, GameState, Result
from companion.scout import actions as A
from companion.scout.cards import (
    can_beat,
    deck_for,
    rounds_for,
    set_strength,
    sets_in,
    turned_hand,
)
from companion.scout.explain import why_not
from companion.scout.log import PublicLog, RoundEnd, RoundStart, Scouted, Shown
from companion.scout.position import (
    load_position,
    load_sampled,
    opening_position,
    position_of,
)
from companion.scout.views import DECIDE, OVER, PLAY, SHOW, ScoutView, SeatView, Tally

TWO_PLAYER_CHIPS = 3


class ScoutState(GameState[A.ScoutAction, ScoutView]):
    def __init__(self, setup: GameSetup, position: Mapping[str, Any] | None = None,
                 sampled: bool = False) -> None:
        super().__init__(setup)
        n = self.n = setup.players
        self.two = n == 2
        self.deck = deck_for(n)
        self.rounds = rounds_for(n)
        # Every field below is set by ``_start_round`` or from a position (``position.py``).
        self.round = 0
        self.first = 0
        self.phase = DECIDE
        self.current = 0
        self.hands: list[list[int]] = []
        self.public: list[list[bool]] = []  # per hand position: the table saw this card
        self.turned: list[bool | None] = []
        self.active: list[int] = []
        self.strength = 0  # of the Active Set (0: an empty table)
        self.owner = -1
        self.captured: list[list[int]] = []
        self.chips: list[int] = []
        self.scout_show: list[bool] = []
        self.reserve: list[int] = []  # 2 players: the cards set aside for round 2
        self.round_scores: list[list[int]] = []
        self.enders: list[int] = []
        self.tallies: list[tuple[Tally, ...] | None] = []
        self.log = PublicLog()  # every view shows it
        # Turns played (Show, Scout or Scout & Show): the hand-turn decisions come before a
        # round's first turn, and a two-player Scout lets the turn go on.
        self.turns = 0
        if position is None and not setup.options:
            self._deal_game()
            return
        if sampled and position is not None:  # the search's own sampler made it
            load_sampled(self, position)
            return
        load_position(self, position if position is not None else opening_position(self))

    # --- dealing -------------------------------------------------------------------------------
    def _shuffled(self, cards: tuple[int, ...] | list[int]) -> list[int]:
        """The cards in random order and random orientation."""
        rng = self.rng
        dealt = [c if rng.random() < 0.5 else (c & 15) << 4 | c >> 4 for c in cards]
        rng.shuffle(dealt)
        return dealt

    def _deal_game(self) -> None:
        self.round_scores, self.enders, self.tallies = [], [], []
        self.round = self.first = 0
        cards = self._shuffled(self.deck)
        if self.two:
            # One deal of the 44 cards: 22 now, the other 22 set aside for round 2.
            self.reserve = cards[22:]
            cards = cards[:22]
        self._start_round(cards)

    def _start_round(self, cards: list[int]) -> None:
        n = self.n
        size = len(cards) // n
        self.hands = [cards[s * size:(s + 1) * size] for s in range(n)]
        self.public = [[False] * size for _ in range(n)]
        self.turned = [None] * n
        self.active, self.strength, self.owner = [], 0, -1
        self.captured = [[] for _ in range(n)]
        self.chips = [TWO_PLAYER_CHIPS if self.two else 0] * n
        self.scout_show = [not self.two] * n
        self.phase, self.current = DECIDE, self.first
        self.log.add(RoundStart(self.round, self.first))

    def _end_round(self, ender: int) -> None:
        tallies = tuple(Tally(len(self.captured[s]), self.chips[s], len(self.hands[s]))
                        for s in range(self.n))
        self.round_scores.append([t.score(s == ender) for s, t in enumerate(tallies)])
        self.log.add(RoundEnd(self.round))
        self.enders.append(ender)
        self.tallies.append(tallies)
        self.round += 1
        if self.round == self.rounds:
            self.phase = OVER
            return
        self.first = (self.first + 1) % self.n
        if self.two:
            cards, self.reserve = self.reserve, []
        else:
            cards = self._shuffled(self.deck)
        self._start_round(cards)

    # --- whose decision ------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.current

    @property
    def turn(self) -> int:
        return self.turns

    def is_over(self) -> bool:
        return self.phase == OVER

    def _legal_actions(self) -> list[A.ScoutAction]:
        seat = self.current
        if self.phase == DECIDE:
            return [A.turn_hand(seat, False), A.turn_hand(seat, True)]
        hand = self.hands[seat]
        values = [c >> 4 for c in hand]
        strength = self.strength
        show = A.show
        legal: list[A.ScoutAction] = [show(seat, i, j) for i, j, s in sets_in(values)
                                      if s > strength]
        active = self.active
        if self.phase == SHOW or not active or (self.two and not self.chips[seat]):
            return legal
        size = len(hand) + 1
        ends = (A.LEFT,) if len(active) == 1 else (A.LEFT, A.RIGHT)
        table = A.SCOUTS[seat]
        for end in ends:
            legal += table[end * 4][:size]
            legal += table[end * 4 + 2][:size]
        if self.scout_show[seat]:
            legal += self._scout_and_shows(values, ends, table)
        return legal

    def _scout_and_shows(self, values: list[int], ends: tuple[int, ...],
                         table: tuple[tuple[A.Scout, ...], ...]) -> list[A.ScoutAction]:
        """The Scouts after which some Show beats what is left of the Active Set."""
        active = self.active
        size = len(values) + 1
        sets = list(sets_in(values))
        found: list[A.ScoutAction] = []
        for end in ends:
            card = active[-1] if end else active[0]
            rest = set_strength([c >> 4 for c in (active[:-1] if end else active[1:])])
            beating = [(i, j) for i, j, s in sets if s > rest]
            # A set of the hand that beats survives an insertion outside it: only a card put
            # inside every such set (after the last start, up to the first end) needs a look.
            if beating:
                low = max(i for i, _ in beating) + 1
                high = max(low, min(j for _, j in beating) + 1)
            else:
                low, high = 0, size
            for turned, value in ((0, card >> 4), (2, card & 15)):
                scouts = table[end * 4 + turned + 1]
                found += scouts[:low]
                found += [scouts[p] for p in range(low, high)
                          if can_beat([*values[:p], value, *values[p:]], rest)]
                found += scouts[high:size]
        return found

    def _explain_illegal(self, action: Any) -> str:
        return why_not(self, action)

    # --- carrying out ----------------------------------------------------------------------------
    def _apply(self, action: A.ScoutAction) -> None:
        seat = action.seat
        cls = action.__class__
        if cls is A.TurnHand:
            if action.turn:
                self.hands[seat] = turned_hand(self.hands[seat])
            self.turned[seat] = action.turn
            self.log.add(action)
            following = (seat + 1) % self.n
            if following == self.first:
                self.phase = PLAY
            self.current = following
            return
        hand = self.hands[seat]
        if cls is A.Show:
            self.turns += 1
            first, last = action.first, action.last + 1
            shown = hand[first:last]
            del hand[first:last]
            del self.public[seat][first:last]
            active = self.active
            self.log.add_later(Shown, seat, first, action.last, tuple(shown), tuple(active),
                               self.owner if active else None)
            if active:
                self.captured[seat] += active
            self.active = shown
            self.strength = set_strength([c >> 4 for c in shown])
            self.owner = seat
            if not hand:
                self._end_round(seat)
                return
            self._next_turn((seat + 1) % self.n)
            return
        active = self.active
        card = active.pop() if action.end else active.pop(0)
        self.log.add_later(Scouted, seat, action.end, action.turned, action.place,
                           action.and_show, card, self.owner, not active)
        if action.turned:
            card = (card & 15) << 4 | card >> 4
        hand.insert(action.place, card)
        self.public[seat].insert(action.place, True)
        self.strength = set_strength([c >> 4 for c in active])
        if self.two:
            self.chips[seat] -= 1  # into the centre; the turn goes on
            finished = len(self.round_scores)
            self._next_turn(seat)
            if len(self.round_scores) > finished:  # stuck: the round, and the turn, ended
                self.turns += 1
            return
        self.chips[self.owner] += 1
        if action.and_show:
            self.scout_show[seat] = False
            self.phase = SHOW
            return
        self.turns += 1
        self._next_turn((seat + 1) % self.n)

    def _next_turn(self, seat: int) -> None:
        self.phase = PLAY
        if seat == self.owner and not self.two:
            self._end_round(seat)  # everyone else only scouted: the owner's Show stands
            return
        self.current = seat
        if self.two and not (self.active and self.chips[seat]):
            values = [c >> 4 for c in self.hands[seat]]
            if not can_beat(values, self.strength):
                self._end_round(self.owner)  # stuck: neither a Show nor a Scout

    # --- the end ---------------------------------------------------------------------------------
    @property
    def totals(self) -> list[int]:
        return [sum(r[s] for r in self.round_scores) for s in range(self.n)]

    def result(self) -> Result:
        totals = self.totals
        best = max(totals)
        return Result(frozenset(s for s in range(self.n) if totals[s] == best),
                      tuple(float(t) for t in totals))

    # --- information -----------------------------------------------------------------------------
    def is_quiet(self, action: A.ScoutAction) -> bool:
        return action.__class__ is A.TurnHand and not action.turn

    def view(self, player: int | None) -> ScoutView:
        seats = []
        for s in range(self.n):
            hand = self.hands[s]
            if s == player:
                known: tuple[int | None, ...] = tuple(hand)
            else:
                known = tuple(c if p else None for c, p in zip(hand, self.public[s], strict=True))
            seats.append(SeatView(s, known, tuple(self.public[s]), tuple(self.captured[s]),
                                  self.chips[s],
                                  self.scout_show[s], self.turned[s]))
        return ScoutView(
            player=player, variants=self.setup.variants, round=self.round, rounds=self.rounds,
            first=self.first, phase=self.phase, to_move=self.to_move, seats=tuple(seats),
            active=tuple(self.active), owner=None if self.owner < 0 else self.owner,
            reserve=len(self.reserve), round_scores=tuple(map(tuple, self.round_scores)),
            enders=tuple(self.enders), log=self.log.entries(), tallies=tuple(self.tallies))

    def information_key(self, player: int) -> Hashable:
        # Everything the view holds, without building it: the own hand, the public cards of
        # the others, the table.
        others = tuple(tuple(c if p else 0 for c, p in zip(h, self.public[s], strict=True))
                       for s, h in enumerate(self.hands) if s != player)
        return (self.round, self.phase, self.to_move, tuple(self.hands[player]), others,
                tuple(self.active), self.owner, tuple(self.chips), tuple(self.scout_show),
                tuple(self.turned), tuple(map(tuple, self.captured)), tuple(self.enders))

    def summary(self) -> dict[str, Any]:
        return self.view(None).describe()

    def position(self) -> dict[str, Any]:
        return position_of(self)


def new_game(setup: GameSetup) -> ScoutState:
    return ScoutState(setup)


def from_position(setup: GameSetup, data: Mapping[str, Any]) -> ScoutState:
    return ScoutState(setup, data)


def sampled_world(setup: GameSetup, data: Mapping[str, Any]) -> ScoutState:
    """The world a position from ``ScoutSampler`` stands for, read unchecked."""
    return ScoutState(setup, data, sampled=True)
