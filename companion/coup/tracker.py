"""The tabletop tracker: the public facts of a physical Coup game, kept by one person at the table.

It tracks coins (Treasury and Treasury Reserve follow), face-up cards, exiles, allegiances, whose
turn it is, and a claims log (who claimed what, who challenged and who won). From these it derives
the unseen copies of each character and reminders (the 10-coin rule, who may block what, the table
etiquette). The table is a frozen value: every change makes a new one, so the tracker window's
undo stack keeps the values themselves; sessions are saved by ``tracker_file``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from companion.core.errors import CompanionError
from companion.core.messages import Message, message
from companion.coup import actions as A
from companion.coup.cards import (
    AMBASSADOR,
    ASSASSIN,
    CAPTAIN,
    CONTESSA,
    DUKE,
    INQUISITOR,
    TREASURY_COINS,
    characters_in_play,
    copies_for,
)
from companion.coup.explain import CHARACTERS
from companion.coup.setup import player_range

# What a reminder is about (the UI words them).
WINS, MUST_COUP, CAN_COUP, AID_BLOCKERS, TARGET_BLOCKS, OTHER_SIDE, ONE_SIDE, RICH, ETIQUETTE = (
    "wins", "must coup", "can coup", "aid blockers", "target blocks", "other side", "one side",
    "rich", "etiquette")


@dataclass(frozen=True)
class Reminder:
    """One reminder for the table: ``kind`` with the player, coins or players it is about."""

    kind: str
    player: int = -1
    coins: int = 0
    players: tuple[int, ...] = ()


@dataclass(frozen=True)
class Claim:
    """One claim at the table: a character claimed for an action or a block."""

    player: int
    character: int
    what: str  # "tax", "block", ...
    challenger: int = -1
    # None: not (yet) challenged; True: the claim stood (the card was shown); False: caught.
    stood: bool | None = None


@dataclass(frozen=True)
class Table:
    names: tuple[str, ...]
    inquisitor: bool = False
    reformation: bool = False
    coins: tuple[int, ...] = ()
    revealed: tuple[tuple[int, ...], ...] = ()
    allegiance: tuple[int, ...] = ()
    reserve: int = 0
    current: int = 0
    claims: tuple[Claim, ...] = ()


def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return (*values[:index], value, *values[index + 1:])


class Tracker:
    def __init__(self, names: list[str], inquisitor: bool = False,
                 reformation: bool = False) -> None:
        n = len(names)
        low, top = player_range(False, reformation)
        if not low <= n <= top:
            raise CompanionError(message("CoupTracker", "coup is played by 2–{most} players, not "
                                         "{players}").format(most=top, players=n))
        if any(not name.strip() for name in names) or len(set(names)) != n:
            raise CompanionError(message("CoupTracker", "every player needs a distinct, "
                                         "non-empty name"))
        coins = [2] * n
        if n == 2:
            coins[0] = 1
        self.table = Table(tuple(names), inquisitor, reformation, tuple(coins),
                           tuple(() for _ in names),
                           tuple(i % 2 for i in range(n)) if reformation else ())

    # --- reading --------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.table.names)

    @property
    def characters(self) -> tuple[int, ...]:
        return characters_in_play(self.table.inquisitor)

    @property
    def treasury(self) -> int:
        return TREASURY_COINS - sum(self.table.coins) - self.table.reserve

    def influence(self, player: int) -> int:
        return 2 - len(self.table.revealed[player])

    def alive(self, player: int) -> bool:
        return self.influence(player) > 0

    def living(self) -> list[int]:
        return [p for p in range(self.players) if self.alive(p)]

    def winner(self) -> int | None:
        living = self.living()
        return living[0] if len(living) == 1 else None

    def unseen(self, mine: tuple[int, ...] = ()) -> dict[int, int]:
        """Copies of each character not face up (and not in ``mine``, the tracker user's hand)."""
        counts = dict.fromkeys(self.characters, copies_for(self.players))
        for cards in self.table.revealed:
            for card in cards:
                counts[card] -= 1
        for card in mine:
            counts[card] -= 1
        return counts

    def claim_kinds(self) -> list[tuple[str, int]]:
        """What a player may claim at this table, with the character claimed."""
        swapper = INQUISITOR if self.table.inquisitor else AMBASSADOR
        kinds = [("tax", DUKE), ("assassinate", ASSASSIN), ("steal", CAPTAIN),
                 ("exchange", swapper)]
        if self.table.inquisitor:
            kinds.append(("examine", INQUISITOR))
        kinds += [("block foreign aid", DUKE), ("block steal", CAPTAIN),
                  ("block steal", swapper), ("block assassination", CONTESSA)]
        return kinds

    def may_block(self, kind: int, actor: int, target: int = -1) -> list[tuple[int, int]]:
        """(player, character) pairs that may block ``kind`` by ``actor`` (against ``target``)."""
        swapper = INQUISITOR if self.table.inquisitor else AMBASSADOR
        if kind == A.FOREIGN_AID:
            return [(p, DUKE) for p in self.living() if p != actor and self._opposed(actor, p)]
        if kind == A.STEAL and target >= 0:
            return [(target, CAPTAIN), (target, swapper)]
        if kind == A.ASSASSINATE and target >= 0:
            return [(target, CONTESSA)]
        return []

    def _opposed(self, actor: int, other: int) -> bool:
        """Reformation: may these two act against each other?"""
        if not self.table.reformation:
            return True
        sides = {self.table.allegiance[p] for p in self.living()}
        return len(sides) == 1 or self.table.allegiance[actor] != self.table.allegiance[other]

    def reminders(self) -> list[Reminder]:
        t = self.table
        winner = self.winner()
        if winner is not None:
            return [Reminder(WINS, winner)]
        me = t.current
        notes = []
        if t.coins[me] >= 10:
            notes.append(Reminder(MUST_COUP, me, t.coins[me]))
        elif t.coins[me] >= 7:
            notes.append(Reminder(CAN_COUP, me))
        dukes = tuple(p for p, _ in self.may_block(A.FOREIGN_AID, me))
        if dukes and t.coins[me] < 10:
            notes.append(Reminder(AID_BLOCKERS, me, players=dukes))
        notes.append(Reminder(TARGET_BLOCKS))
        if t.reformation:
            sides = {t.allegiance[p] for p in self.living()}
            notes.append(Reminder(OTHER_SIDE, me) if len(sides) > 1 else Reminder(ONE_SIDE))
        for p in range(self.players):
            if self.alive(p) and t.coins[p] >= 10 and p != me:
                notes.append(Reminder(RICH, p, t.coins[p]))
        notes.append(Reminder(ETIQUETTE))
        return notes

    # --- changing (a refused change changes nothing) -----------------------------------------
    def snapshot(self) -> Table:
        return self.table

    def restore(self, table: Table) -> None:
        """Go back to an earlier table (the UI's undo stack uses this)."""
        self.table = table

    def add_coins(self, player: int, amount: int) -> None:
        """Quick +/-: from or to the Treasury, never below 0 nor beyond what it holds."""
        self._check_living(player)
        t = self.table
        if t.coins[player] + amount < 0:
            raise CompanionError(_only(t.names[player], t.coins[player]))
        if amount > self.treasury:
            raise CompanionError(message("CoupTracker", "the Treasury holds only {coins} coins"
                                         ).format(coins=self.treasury))
        self.table = replace(t, coins=_set(t.coins, player, t.coins[player] + amount))

    def pay_reserve(self, player: int, amount: int) -> None:
        """Reformation: a Conversion pays into the Treasury Reserve."""
        self._check_living(player)
        t = self.table
        if not t.reformation:
            raise CompanionError(message("CoupTracker", "the Treasury Reserve is part of the "
                                         "reformation variant"))
        if t.coins[player] < amount:
            raise CompanionError(_only(t.names[player], t.coins[player]))
        self.table = replace(t, coins=_set(t.coins, player, t.coins[player] - amount),
                             reserve=t.reserve + amount)

    def embezzle(self, player: int) -> None:
        self._check_living(player)
        t = self.table
        if not t.reformation:
            raise CompanionError(message("CoupTracker", "Embezzle is part of the reformation "
                                         "variant"))
        self.table = replace(t, coins=_set(t.coins, player, t.coins[player] + t.reserve),
                             reserve=0)

    def flip_allegiance(self, player: int) -> None:
        self._check_living(player)
        if not self.table.reformation:
            raise CompanionError(message("CoupTracker", "allegiances are part of the reformation "
                                         "variant"))
        t = self.table
        self.table = replace(t, allegiance=_set(t.allegiance, player, t.allegiance[player] ^ 1))

    def reveal(self, player: int, character: int) -> None:
        """A lost influence: the card is turned face up; a second one exiles the player."""
        self._check_player(player)
        t = self.table
        if character not in self.characters:
            raise CompanionError(_not_in_game(character))
        if not self.alive(player):
            raise CompanionError(message("CoupTracker", "{player} is already exiled").format(
                player=t.names[player]))
        if self.unseen()[character] <= 0:
            raise CompanionError(message("CoupTracker", "every {character} is already face up"
                                         ).format(character=_CARDS[character]))
        revealed = (*t.revealed[:player], (*t.revealed[player], character),
                    *t.revealed[player + 1:])
        self.table = replace(t, revealed=revealed)
        if not self.alive(player):  # exiled: the coins return to the Treasury
            self.table = replace(self.table, coins=_set(t.coins, player, 0))
            if t.current == player:
                self._advance()

    def claim(self, player: int, character: int, what: str) -> None:
        self._check_living(player)
        if character not in self.characters:
            raise CompanionError(_not_in_game(character))
        self.table = replace(self.table, claims=(*self.table.claims, Claim(player, character,
                                                                            what)))

    def challenge(self, challenger: int, stood: bool, index: int = -1) -> None:
        """Record a challenge of a claim (the latest by default) and who won it."""
        self._check_living(challenger)
        claims = self.table.claims
        if not claims:
            raise CompanionError(message("CoupTracker", "there is no claim to challenge"))
        index %= len(claims)
        claim = claims[index]
        if claim.player == challenger:
            raise CompanionError(message("CoupTracker", "players cannot challenge their own claim"))
        judged = replace(claim, challenger=challenger, stood=stood)
        self.table = replace(self.table, claims=(*claims[:index], judged, *claims[index + 1:]))

    def next_turn(self) -> None:
        if self.winner() is not None:
            raise CompanionError(message("CoupTracker", "the game is over"))
        self._advance()

    def _advance(self) -> None:
        n = self.players
        for step in range(1, n + 1):
            seat = (self.table.current + step) % n
            if self.alive(seat):
                self.table = replace(self.table, current=seat)
                return

    def _check_player(self, player: int) -> None:
        if not 0 <= player < self.players:
            raise CompanionError(message("CoupTracker", "there is no player {player}").format(
                player=player + 1))

    def _check_living(self, player: int) -> None:
        """An exiled player takes no more part: no coins, claims, challenges or Conversions."""
        self._check_player(player)
        if not self.alive(player):
            raise CompanionError(message("CoupTracker", "{player} is exiled").format(
                player=self.table.names[player]))


def _only(name: str, coins: int) -> Message:
    return message("CoupTracker", "{player} has only {coins} coins").format(player=name,
                                                                           coins=coins)


def _not_in_game(character: int) -> Message:
    return message("CoupTracker", "{character} is not in this game").format(
        character=CHARACTERS[character])


# The characters as a card's title names them (``every Duke``).
_CARDS = (
    message("CoupTracker", "Duke"), message("CoupTracker", "Assassin"),
    message("CoupTracker", "Captain"), message("CoupTracker", "Ambassador"),
    message("CoupTracker", "Contessa"), message("CoupTracker", "Inquisitor"),
)
