"""What one player may know of a Scout game, as frozen values.

Everything in Scout is public but the cards in the other hands: the order and size of every
hand, which cards went where when they were scouted (the table watched the card, its side and
the gap it went into), every Active Set and so every captured card, the chips. ``known`` holds,
per seat, the card at each position of that hand when the viewer knows it (``None`` when not):
the viewer's own hand entirely, the others' scouted cards. The public view (``player=None``)
knows only the scouted cards. ``log`` (``companion.scout.log``) is every decision since the game
began as the whole table saw it: the same in every view, and all a game's story is told from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from companion.scout.cards import can_beat, card_text, set_strength, top, turned
from companion.scout.log import LogEntry

if TYPE_CHECKING:
    from companion.scout.actions import Scout

PHASE_NAMES = ("decide", "play", "show", "over")
DECIDE, PLAY, SHOW, OVER = range(4)


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    known: tuple[int | None, ...]  # one entry per card in the hand, left to right
    seen: tuple[bool, ...]  # per hand position: a scouted card, whose side the table saw
    captured: tuple[int, ...]  # face down, but every player saw them as an Active Set
    chips: int  # 3–5 players: chips received this round; 2 players: chips still held
    scout_show: bool  # the Scout & Show chip is still unspent
    turned: bool | None  # the hand-turn decision of this round (None: still to make)

    @property
    def hand_size(self) -> int:
        return len(self.known)

    def provisional(self, exempt: bool = False) -> int:
        """This round's score if it ended now (the hand counted unless ``exempt``)."""
        return len(self.captured) + self.chips - (0 if exempt else len(self.known))


@dataclass(frozen=True, slots=True)
class Tally:
    """One seat's counts when a round ended: the score is captured + chips − hand, but the
    round's ender keeps the hand (it is empty, or nobody beat their Show)."""

    captured: int = 0
    chips: int = 0  # 2 players: the unspent chips, each a point
    hand: int = 0

    def score(self, ended: bool) -> int:
        """captured + chips − hand; whoever ended the round keeps no hand penalty."""
        return self.captured + self.chips - (0 if ended else self.hand)


@dataclass(frozen=True, slots=True)
class ScoutView:
    player: int | None
    variants: frozenset[str]
    round: int  # 0-based
    rounds: int
    first: int  # who started this round
    phase: int
    to_move: int | None
    seats: tuple[SeatView, ...]
    active: tuple[int, ...]  # the Active Set, left to right (face up: public)
    owner: int | None
    reserve: int  # 2 players, round 1: how many cards are set aside for round 2
    round_scores: tuple[tuple[int, ...], ...]  # per finished round, per seat
    enders: tuple[int, ...]  # per finished round, the seat that ended it
    log: tuple[LogEntry, ...]  # public, from the deal on (or from where a position began it)
    # Per finished round, per seat, what the score was made of (None for a round a position
    # did not record).
    tallies: tuple[tuple[Tally, ...] | None, ...] = ()

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def hand(self) -> tuple[int, ...]:
        """The viewer's own hand (empty in the public view)."""
        if self.player is None:
            return ()
        return tuple(c for c in self.seats[self.player].known if c is not None)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(r[s] for r in self.round_scores) for s in range(self.players))

    def round_ender_after(self, scout: Scout) -> int | None:
        """Who ends the round if the viewer makes this Scout (None: the round goes on).

        3–5 players: play passes to the next player; when that is the Active Set's owner,
        everyone since their Show only scouted and the round ends, their Show standing. Scout &
        Show is followed by a Show, so it never does. 2 players: the turn goes on after a
        Scout, unless it leaves the player with nothing to scout or no Scout chip and no Show
        that beats what remains; the owner's Show then stands too."""
        seat, owner = self.player, self.owner
        if seat is None or owner is None or not self.active:
            return None
        if self.players > 2:
            return owner if not scout.and_show and (seat + 1) % self.players == owner else None
        rest = list(self.active)
        card = rest.pop() if scout.end else rest.pop(0)
        hand = list(self.hand)
        hand.insert(scout.place, turned(card) if scout.turned else card)
        if rest and self.seats[seat].chips > 1:  # one more Scout is still possible
            return None
        return None if can_beat([top(c) for c in hand], set_strength([top(c) for c in rest])) \
            else owner

    def describe(self) -> dict[str, Any]:
        """The view as JSON data (for logs and the command line)."""
        def text(card: int | None) -> str:
            return "?" if card is None else card_text(card)

        return {
            "round": self.round + 1,
            "phase": PHASE_NAMES[self.phase],
            "to_move": None if self.to_move is None else f"p{self.to_move + 1}",
            "active": [card_text(c) for c in self.active],
            "owner": None if self.owner is None else f"p{self.owner + 1}",
            "players": [{"player": f"p{s.seat + 1}", "hand": [text(c) for c in s.known],
                         "captured": len(s.captured), "chips": s.chips,
                         "scout_show": s.scout_show} for s in self.seats],
            "totals": list(self.totals),
        }
