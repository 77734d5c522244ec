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
from typing import Any

from companion.scout.cards import card_text
from companion.scout.log import LogEntry

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
