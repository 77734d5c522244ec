"""One table of the server: a game, its seats and who decides at each. No I/O: the server feeds
it requests and sends what it says; every refusal leaves it exactly as it was.

A seat is *open* (waiting for a player), a *human*'s (whoever holds its token), or a *bot*'s.
A human who is away may be stood in for by a bot, until they come back. The game itself is a
``Match`` (the state and its record), so a table is saved and resumed as a game record.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from companion.core.bots import Bot
from companion.core.errors import CompanionError
from companion.core.ismcts import parse_budget
from companion.core.messages import Message, message
from companion.core.protocol import GameSetup, GameSpec
from companion.core.record import Match, last_decision, shortened
from companion.core.simulate import derived_seed

OPEN, HUMAN, BOT = "open", "human", "bot"
LOBBY, PLAYING, OVER = "lobby", "playing", "over"
# Easy to read aloud and to type: no 0/O, 1/I (nor L, which reads like I in some fonts).
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 5
DEFAULT_BOT = "heuristic"
# A table's bots share the server's few bot threads with every other table.
MAX_BOT_SECONDS = 5
MAX_BOT_ITERATIONS = 20_000
CHAT_KEPT = 30  # lines a newcomer is shown


class Refusal(CompanionError):
    """A request the table turns down (a ``Message``, which the app translates)."""


def new_code(taken: set[str] | frozenset[str] = frozenset()) -> str:
    while True:
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
        if code not in taken:
            return code


def normal_code(text: str) -> str:
    """A code as typed (``kx7-pq``, ``KX 7PQ``) in the form the server keeps."""
    return "".join(c for c in text.upper() if c.isalnum())


def new_token() -> tuple[str, str]:
    """A secret for a seat or a host, and the digest the server keeps of it (so the table files
    do not hold the secrets themselves)."""
    token = secrets.token_urlsafe(24)
    return token, digest(token)


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass
class Seat:
    kind: str
    name: str
    bot: str | None = None  # a bot seat's bot; for a human: the stand-in while they are away
    token: str | None = None  # the digest of the seat's token
    connections: int = field(default=0, compare=False)

    @property
    def away(self) -> bool:
        return self.kind == HUMAN and self.connections == 0


@dataclass
class ChatLine:
    seat: int | None
    name: str
    text: str


@dataclass
class TakeBack:
    """A take-back asked for: ``seat``'s decision at ``index`` and everything after it."""

    seat: int
    index: int
    agreed: set[int]


@dataclass
class BotTurn:
    """A decision a bot is to take; ``state_id`` says which state it answers."""

    seat: int
    bot: Bot
    view: Any
    legal: tuple[Any, ...]
    state_id: int


class Table:
    def __init__(self, code: str, spec: GameSpec, seats: list[Seat], variants: frozenset[str],
                 host: str, pace: int = 700) -> None:
        self.code, self.spec, self.seats, self.variants = code, spec, seats, variants
        self.host = host  # digest of the host's token
        self.pace = pace  # ms a bot waits before it moves
        self.phase = LOBBY
        self.match: Match | None = None
        self.state_id = 0
        self.number = 0  # games played at this table (a rematch is the next)
        self.take_back: TakeBack | None = None
        self.chat: list[ChatLine] = []
        self.removed: set[str] = set()  # digests of tokens the host took a seat from
        self._bots: dict[tuple[int, str], Bot] = {}

    # --- creating -----------------------------------------------------------------------------
    @classmethod
    def create(cls, spec: GameSpec, code: str, plans: Sequence[dict[str, Any]],
               variants: Sequence[str], pace: int) -> tuple[Table, str]:
        """A new table in the lobby and the host's token."""
        if not spec.playable:
            raise Refusal(message("NetRefusal", "{game} cannot be played digitally yet"
                                  ).format(game=spec.title))
        players = len(plans)
        if not spec.min_players <= players <= spec.max_players:
            raise Refusal(message("NetRefusal", "{game} is played by {low}–{high} players, "
                                  "not {players}").format(game=spec.title, low=spec.min_players,
                                                          high=spec.max_players,
                                                          players=players))
        try:
            # The game itself says whether it can be played so (Coup's two-player set-up
            # with four seats, say): better now than at Start.
            spec.start(GameSetup(players, 0, frozenset(variants)))
        except CompanionError as error:
            raise Refusal(reason_of(error)) from None
        seats = []
        for index, plan in enumerate(plans):
            if plan["kind"] == OPEN:
                seats.append(Seat(OPEN, ""))
            elif plan["kind"] == BOT:
                bot = plan["bot"] or DEFAULT_BOT
                _check_bot(spec, bot)
                seats.append(Seat(BOT, plan["name"] or f"Bot {index + 1}", bot))
            else:
                raise Refusal(message("NetRefusal", 'seat {seat}: kind must be "open" or "bot"'
                                      ).format(seat=index + 1))
        host, host_digest = new_token()
        return cls(code, spec, seats, frozenset(variants), host_digest, pace), host

    # --- who is who ---------------------------------------------------------------------------
    def is_host(self, token: str) -> bool:
        return secrets.compare_digest(digest(token), self.host)

    def seat_of(self, token: str) -> int | None:
        """The seat a token holds, or None."""
        key = digest(token)
        return next((i for i, s in enumerate(self.seats) if s.token is not None
                     and secrets.compare_digest(s.token, key)), None)

    def decider(self, seat: int) -> str | None:
        """The bot that decides at ``seat`` now, or None for its human."""
        chosen = self.seats[seat]
        return chosen.bot if chosen.kind == BOT or chosen.bot else None

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    # --- the lobby ----------------------------------------------------------------------------
    def join(self, name: str, seat: int | None) -> tuple[int, str]:
        """Sit ``name`` down at an open seat (the first, unless one is asked for); the seat and
        its token."""
        if self.phase != LOBBY:
            raise Refusal(message("NetRefusal", "the game has started: every seat is taken"))
        if any(s.kind != OPEN and s.name.casefold() == name.casefold() for s in self.seats):
            raise Refusal(message("NetRefusal", "{name} is already at this table: choose "
                                  "another name").format(name=name))
        if seat is None:
            seat = next((i for i, s in enumerate(self.seats) if s.kind == OPEN), None)
            if seat is None:
                raise Refusal(message("NetRefusal", "every seat is taken"))
        elif seat >= len(self.seats) or self.seats[seat].kind != OPEN:
            raise Refusal(message("NetRefusal", "seat {seat} is not free").format(seat=seat + 1))
        token, key = new_token()
        self.seats[seat] = Seat(HUMAN, name, token=key)
        return seat, token

    def claim(self, token: str) -> int:
        """The seat a returning player's token holds; a bot standing in for them gives it back."""
        seat = self.seat_of(token)
        if seat is None:
            if digest(token) in self.removed:
                raise Refusal(message("NetRefusal", "the host has taken this seat from you"))
            raise Refusal(message("NetRefusal", "no seat at this table holds that token"))
        self.seats[seat].bot = None
        return seat

    def leave(self, seat: int) -> None:
        """A player leaves: in the lobby the seat is free again; in a game it stays theirs (they
        may come back), and the host may give it to a bot meanwhile."""
        if self.phase == LOBBY:
            self.seats[seat] = Seat(OPEN, "")

    def start(self) -> None:
        if self.phase != LOBBY:
            raise Refusal(message("NetRefusal", "the game has already started"))
        waiting = [i + 1 for i, s in enumerate(self.seats) if s.kind == OPEN]
        if waiting:
            raise Refusal(message("NetRefusal", "seat {seat} is still free: wait for a player "
                                  "or give it to a bot").format(seat=waiting[0]))
        self._new_game()

    def _new_game(self) -> None:
        # 64 random bits: what a seat sees of the game's generator (a dungeon's name, say)
        # must not let anyone search the seeds for the hidden cards.
        setup = GameSetup(len(self.seats), secrets.randbits(64), self.variants)
        kinds = [s.bot if s.kind == BOT and s.bot else HUMAN for s in self.seats]
        # ``create`` made sure the game can be played so.
        self.match = Match.start(self.spec, setup, self.names, kinds)
        self.phase = PLAYING
        self.number += 1
        self.take_back = None
        self._bots.clear()
        self.state_id += 1

    def set_bot(self, seat: int, bot: str | None) -> None:
        """The host gives ``seat`` to a bot (or takes it back: an open seat in the lobby, its
        human's again in a game)."""
        chosen = self._seat(seat)
        if bot is not None:
            _check_bot(self.spec, bot)
        if self.phase == LOBBY:
            if chosen.kind == HUMAN:
                raise Refusal(message("NetRefusal", "{name} sits there: remove them first"
                                      ).format(name=chosen.name))
            self.seats[seat] = (Seat(BOT, f"Bot {seat + 1}", bot) if bot is not None
                                else Seat(OPEN, ""))
            return
        if chosen.kind == BOT:
            if bot is None:
                raise Refusal(message("NetRefusal", "a bot plays seat {seat} for the whole game"
                                      ).format(seat=seat + 1))
            chosen.bot = bot
            self._bots.pop((seat, bot), None)
            return
        if bot is not None and not chosen.away:
            raise Refusal(message("NetRefusal", "{name} is here: a bot stands in only for a "
                                  "player who is away").format(name=chosen.name))
        chosen.bot = bot

    def remove(self, seat: int) -> None:
        """The host takes a seat from its player: free again in the lobby, a bot's for the rest
        of a game."""
        chosen = self._seat(seat)
        if chosen.kind != HUMAN:
            raise Refusal(message("NetRefusal", "nobody sits at seat {seat}").format(
                seat=seat + 1))
        assert chosen.token is not None
        self.removed.add(chosen.token)
        self.take_back = None  # whoever it waited for, it is off: the seats have changed
        if self.phase == LOBBY:
            self.seats[seat] = Seat(OPEN, "")
        else:
            self.seats[seat] = Seat(BOT, chosen.name, chosen.bot or DEFAULT_BOT)

    def _seat(self, seat: int) -> Seat:
        if not 0 <= seat < len(self.seats):
            raise Refusal(message("NetRefusal", "there is no seat {seat}").format(seat=seat + 1))
        return self.seats[seat]

    # --- playing ------------------------------------------------------------------------------
    def act(self, seat: int, state_id: int, text: str) -> None:
        """Play ``seat``'s action, given in the game's notation, as an answer to ``state_id``."""
        match = self._playing()
        if state_id != self.state_id:
            raise Refusal(message("NetRefusal", "the table has moved on since (you answered "
                                  "state {old}, it is at {new}): look again").format(
                old=state_id, new=self.state_id))
        mover = match.state.to_move
        if mover is None or mover != seat:  # (None: never while the game is on)
            raise Refusal(message("NetRefusal", "it is {name}'s decision, not yours").format(
                name=self.seats[mover].name if mover is not None else "?"))
        if self.decider(seat) is not None:
            raise Refusal(message("NetRefusal", "a bot stands in for you: it plays this seat "
                                  "until you come back"))
        if self.take_back is not None:
            raise Refusal(message("NetRefusal", "a take-back is being asked for: the table "
                                  "waits for the answers"))
        assert self.spec.parse_action is not None
        try:
            match.play(self.spec.parse_action(text))
        except CompanionError as error:  # illegal, or not the game's notation
            raise Refusal(reason_of(error)) from None
        self._moved()

    def bot_turn(self) -> BotTurn | None:
        """The decision a bot must take now, if any."""
        if self.phase != PLAYING or self.take_back is not None:
            return None
        match = self._playing()
        seat = match.state.to_move
        if seat is None:
            return None
        name = self.decider(seat)
        if name is None:
            return None
        bot = self._bots.get((seat, name))
        if bot is None:
            bot = self._bots[seat, name] = self.spec.bot(
                name, derived_seed(match.record.setup.seed, seat, self.number))
        state = match.state
        return BotTurn(seat, bot, state.view(seat) if bot.wants_view else None,
                       state.legal_actions(), self.state_id)

    def bot_played(self, turn: BotTurn, action: Any) -> bool:
        """Play a bot's answer, unless the table moved on while it thought."""
        if (self.phase != PLAYING or turn.state_id != self.state_id
                or self.decider(turn.seat) is None or self.take_back is not None):
            return False
        self._playing().play(action)
        self._moved()
        return True

    def is_quiet(self, action: Any) -> bool:
        return self.match is not None and self.match.state.is_quiet(action)

    def _moved(self) -> None:
        self.state_id += 1
        if self._playing().state.is_over():
            self.phase = OVER

    def _playing(self) -> Match:
        if self.match is None:
            raise Refusal(message("NetRefusal", "the game has not started yet"))
        if self.phase == OVER:
            raise Refusal(message("Refusal", "the game is over"))
        return self.match

    # --- taking back, rematch -----------------------------------------------------------------
    def ask_take_back(self, seat: int) -> bool:
        """``seat`` asks to take back their last decision; True when it is taken back at once
        (nobody else must agree)."""
        match = self._playing()
        if self.take_back is not None:
            raise Refusal(message("NetRefusal", "a take-back is already being asked for"))
        humans = [i for i, s in enumerate(self.seats) if s.kind == HUMAN]
        last = last_decision(self.spec, match.record, humans)
        if last is None or last[1] != seat:
            raise Refusal(message("NetRefusal", "you have no decision to take back: another "
                                  "player has decided since"))
        away = [self.seats[i].name for i in humans if i != seat and self.seats[i].away]
        if away:
            raise Refusal(message("NetRefusal", "{name} is away: a take-back needs everyone's "
                                  "agreement").format(name=away[0]))
        self.take_back = TakeBack(seat, last[0], {seat})
        return self._settle_take_back()

    def answer_take_back(self, seat: int, agree: bool) -> bool:
        """True when this answer took the decision back."""
        if self.take_back is None:
            raise Refusal(message("NetRefusal", "nobody is asking to take anything back"))
        if not agree:
            self.take_back = None
            return False
        self.take_back.agreed.add(seat)
        return self._settle_take_back()

    def drop_take_back_for(self, seat: int) -> bool:
        """A player who must still agree has gone away: the take-back is off. True if so."""
        if self.take_back is not None and seat in self.waiting_for():
            self.take_back = None
            return True
        return False

    def waiting_for(self) -> list[int]:
        """The players whose agreement a take-back still needs."""
        if self.take_back is None:
            return []
        return [i for i, s in enumerate(self.seats)
                if s.kind == HUMAN and i not in self.take_back.agreed]

    def _settle_take_back(self) -> bool:
        assert self.take_back is not None and self.match is not None
        if self.waiting_for():
            return False
        record = shortened(self.match.record, self.take_back.index)
        self.match = Match.resume(self.spec, record)
        self.take_back = None
        self.state_id += 1
        return True

    def rematch(self) -> None:
        if self.phase != OVER:
            raise Refusal(message("NetRefusal", "a rematch begins once the game is over"))
        self._new_game()

    def say(self, seat: int | None, name: str, text: str) -> ChatLine:
        line = ChatLine(seat, name, text)
        self.chat = [*self.chat[-(CHAT_KEPT - 1):], line]
        return line


def _check_bot(spec: GameSpec, bot: str) -> None:
    try:
        spec.check_bot(bot)
        budget = parse_budget(bot.partition(":")[2]) if ":" in bot else (None, None)
    except CompanionError as error:
        raise Refusal(reason_of(error)) from None
    iterations, seconds = budget
    if (iterations or 0) > MAX_BOT_ITERATIONS or (seconds or 0) > MAX_BOT_SECONDS:
        raise Refusal(message("NetRefusal", "a bot at this table thinks at most {seconds} "
                              "seconds or {iterations} iterations a decision").format(
            seconds=MAX_BOT_SECONDS, iterations=MAX_BOT_ITERATIONS))


def reason_of(error: CompanionError) -> Message | str:
    """The reason an error gives: its translatable message where it has one."""
    reason = error.args[0] if len(error.args) == 1 else str(error)
    return reason if isinstance(reason, Message) else str(error)
