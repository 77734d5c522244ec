"""The Coup state machine: action → challenge window → block window → challenge of the block →
resolution, with influence-loss, Exchange and Examine choices in between.

Every decision is one player's. Response windows poll the living players one at a time, clockwise
from the actor's left (the actor comes last when a block is challenged); the first challenger or
blocker closes the window. Only a player down to one face-down card is never asked (a loss, a
caught bluff or an Examine's show happens at once, logged like a decision): with two cards the
player is asked even when both are alike or they cannot prove the claim, because a question that
is skipped would tell the table what they hold.

The engine is lean on purpose (random self-play must reach thousands of games a second): plain
ints and lists, prebuilt action objects, cached legal lists. Views and summaries are built on
demand from the state and its ``history``.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from companion.core.protocol import GameSetup, GameState, Result
from companion.coup import actions as A
from companion.coup.cards import AMBASSADOR, DUKE, INQUISITOR, TREASURY_COINS
from companion.coup.explain import why_not
from companion.coup.phases import (
    ACTION,
    BLOCK,
    BLOCK_CHALLENGE,
    CHALLENGE,
    EXCHANGE,
    K_BLOCK_FAILS,
    K_BLOCKED,
    K_CLAIM_STANDS,
    K_END,
    LOSE,
    OVER,
    PICK,
    PROVE,
    SHOW,
    SIDE,
    VERDICT,
)
from companion.coup.position import load_position, opening_position, position_of
from companion.coup.setup import CoupConfig
from companion.coup.views import CoupView, build_view, summarize

_CLAIMS = A.CLAIMS
_INCOME, _FOREIGN_AID, _COUP, _TAX, _ASSASSINATE, _STEAL, _EXCHANGE, _EXAMINE = range(8)
_CONVERT, _EMBEZZLE = A.CONVERT, A.EMBEZZLE
_PASS = A.Pass


class _Shared:
    """Per-configuration caches; shared (not copied) by clones."""

    def __init__(self, config: CoupConfig) -> None:
        self.deck = tuple(config.deck())
        n = config.players
        # The other seats clockwise from each seat's left.
        self.left_of = [[(s + i) % n for i in range(1, n)] for s in range(n)]
        self.turn_actions: dict[tuple[int, ...], tuple[Any, ...]] = {}
        self.windows: dict[tuple[int, ...], list[int]] = {}

    def __deepcopy__(self, memo: dict[int, Any]) -> _Shared:
        return self


_SHARED: dict[CoupConfig, _Shared] = {}
_CONFIGS: dict[tuple[int, frozenset[str]], CoupConfig] = {}  # set-ups checked once


class CoupState(GameState[A.CoupAction, CoupView]):
    # The protocol's properties as plain attributes (set per state): self-play reads them at
    # every step, and a property costs a call.
    to_move: int | None = None
    turn: int = 0

    def __init__(self, setup: GameSetup, position: Mapping[str, Any] | None = None) -> None:
        super().__init__(setup)
        config = _CONFIGS.get((setup.players, setup.variants))
        if config is None:
            config = _CONFIGS[(setup.players, setup.variants)] = CoupConfig.from_setup(setup)
        self.config = config
        self.n = config.players
        self.inquisitor = config.inquisitor
        self.reformation = config.reformation
        self._shared = _SHARED.get(config) or _SHARED.setdefault(config, _Shared(config))
        self._left_of = self._shared.left_of
        # Every field below is set from the position (see companion.coup.position):
        self.hands: list[list[int]] = []
        self.revealed: list[list[int]] = []
        self.deck: list[int] = []  # top card last (the engine pops from the end)
        self.coins: list[int] = []
        self.reserve = 0
        self.allegiance: list[int] | None = None
        self.sets: list[list[int]] = []  # two-player sets still to pick a card from
        self.removed: list[int] = []  # two-player sets: cards out of the game
        self.alive: list[bool] = []
        self.alive_mask = 0
        self.living = 0
        self.winner = -1
        self.turn = 0
        # Everything applied, including forced moves, for views and the log.
        self.history: list[Any] = []
        # What each player saw privately: ("exchange", drawn), ("returned", cards) (put back in
        # the Court deck), ("examine", target, card), ("set aside", cards), ("proved", cards).
        self.notes: list[list[tuple[Any, ...]]] = []
        # After which history entry whose coins changed, and by how much.
        self.coin_moves: list[tuple[int, tuple[int, ...]]] = []
        self._moving: list[int] | None = None  # the coin changes of the action being applied
        # The action in progress.
        self.actor = 0
        self.kind = -1
        self.target = -1
        self.claimed = -1
        self.challenger = -1
        self.blocker = -1
        self.block_char = -1
        self.proving_block = False
        self.responders: list[int] = []
        self.ri = 0
        self.after_loss = K_END
        self.pool: list[int] = []
        self.shown = -1
        self.phase = ACTION
        self.to_move = None
        if position is None and not setup.options:
            self._deal()  # the common case, without the detour through JSON data
            return
        if position is None:
            position = opening_position(config, setup.options, self.rng)
        load_position(self, position)

    def _deal(self) -> None:
        """A random opening: the same deal ``opening_position`` makes from no set-up."""
        config = self.config
        n = self.n
        rng = self.rng
        if config.two_player_sets:
            rest = list(config.characters)
            rng.shuffle(rest)
            self.hands = [[rest.pop(0)] for _ in range(n)]
            self.sets = [list(config.characters) for _ in range(n)]
        else:
            rest = list(self._shared.deck)
            rng.shuffle(rest)
            self.hands = [[rest.pop(), rest.pop()] for _ in range(n)]
            self.sets = [[] for _ in range(n)]
        self.deck = rest
        self.revealed = [[] for _ in range(n)]
        self.coins = [2] * n
        if n == 2:
            self.coins[0] = 1  # the official 2-player rule: the starting player takes only 1
        self.alive = [True] * n
        self.alive_mask = (1 << n) - 1
        self.living = n
        self.notes = [[] for _ in range(n)]
        self.to_move = 0
        if config.two_player_sets:
            self.phase = PICK
        elif config.reformation:
            self.phase = SIDE

    # --- protocol -------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def treasury(self) -> int:
        """Every coin not held by a player nor on the Treasury Reserve."""
        return TREASURY_COINS - sum(self.coins) - self.reserve

    def result(self) -> Result:
        return Result(frozenset((self.winner,)) if self.winner >= 0 else frozenset())

    def _explain_illegal(self, action: Any) -> str:
        return why_not(self, action)

    def is_quiet(self, action: Any) -> bool:
        return action.__class__ is _PASS

    def view(self, player: int | None) -> CoupView:
        return build_view(self, player)

    def information_key(self, player: int) -> Hashable:
        # The view without its log: what the player sees of the table and their own cards now.
        mine = self.to_move == player
        phase = self.phase
        return (
            self.turn, phase, self.to_move, self.actor, self.kind, self.target, self.claimed,
            self.challenger, self.blocker, self.block_char, self.reserve, self.alive_mask,
            tuple(self.coins), tuple(map(tuple, self.revealed)), len(self.deck),
            tuple(sorted(self.hands[player])),
            tuple(sorted(self.pool)) if mine and phase == EXCHANGE else (),
            self.shown if mine and phase == VERDICT else -1,
            tuple(self.allegiance) if self.allegiance is not None else (),
        )

    def summary(self) -> dict[str, Any]:
        return summarize(self)

    def position(self) -> dict[str, Any]:
        return position_of(self)

    # --- legal actions ----------------------------------------------------------------------
    def legal_actions(self) -> tuple[Any, ...]:
        # The protocol's cache, minus two calls: random self-play asks at every decision.
        legal = self._legal
        if legal is None:
            legal = self._legal = () if self.phase == OVER else tuple(self._legal_actions())
        return legal

    def _legal_actions(self) -> tuple[Any, ...] | list[Any]:
        phase = self.phase
        seat = self.to_move
        assert seat is not None
        if phase in (CHALLENGE, BLOCK_CHALLENGE):
            return A.PASS_OR_CHALLENGE[seat]
        if phase == ACTION:
            return self._turn_actions(seat)
        if phase == BLOCK:
            return A.BLOCK_OPTIONS[self.inquisitor][seat][self.kind]
        hand = self.hands[seat]
        if phase == LOSE:
            return [A.LOSE[seat][c] for c in sorted(set(hand))]
        if phase == PROVE:
            loses = [A.LOSE[seat][c] for c in sorted(set(hand))]
            if not self._can_prove(seat):
                return loses
            if self.kind == _EMBEZZLE and not self.proving_block:
                return [A.REVEAL_HAND[seat], *loses]
            claimed = self.block_char if self.proving_block else self.claimed
            return [A.REVEAL[seat][claimed], *loses]
        if phase == EXCHANGE:
            return A.keep_options(seat, self.pool, len(hand))
        if phase == SHOW:
            return [A.SHOW[seat][c] for c in sorted(set(hand))]
        if phase == VERDICT:
            return A.VERDICTS[seat]
        if phase == SIDE:
            return A.SIDES[seat]
        return [A.PICK[seat][c] for c in sorted(set(self.sets[seat]))]

    def _turn_actions(self, seat: int) -> tuple[Any, ...]:
        coins = self.coins[seat]
        bucket = 5 if coins >= 10 else 4 if coins >= 7 else 3 if coins >= 3 else coins
        sides = 0
        if self.reformation:
            assert self.allegiance is not None
            sides = sum(a << s for s, a in enumerate(self.allegiance))
        key = (seat, bucket, self.alive_mask, sides)
        cached = self._shared.turn_actions.get(key)
        if cached is None:
            cached = self._shared.turn_actions[key] = tuple(self._build_turn_actions(seat, bucket))
        return cached

    def _build_turn_actions(self, seat: int, bucket: int) -> list[Any]:
        targets = self.targets(seat)
        mine = A.TARGETED[seat]
        coups = [mine[_COUP][t] for t in targets]
        if bucket == 5:  # the 10-coin rule
            return coups
        plain = A.PLAIN[seat]
        acts = [plain[_INCOME], plain[_FOREIGN_AID], plain[_TAX], plain[_EXCHANGE]]
        acts += [mine[_STEAL][t] for t in targets]
        if self.inquisitor:
            acts += [mine[_EXAMINE][t] for t in targets]
        if bucket >= 3:
            acts += [mine[_ASSASSINATE][t] for t in targets]
        if bucket >= 4:
            acts += coups
        if self.reformation:
            acts.append(plain[_EMBEZZLE])
            if bucket >= 1:
                acts.append(mine[_CONVERT][seat])
            if bucket >= 2:
                acts += [mine[_CONVERT][t] for t in self._left_of[seat] if self.alive[t]]
        return acts

    def targets(self, seat: int) -> list[int]:
        """Living players ``seat`` may Coup, Assassinate, Steal from or Examine."""
        alive = self.alive
        others = [t for t in self._left_of[seat] if alive[t]]
        if self.reformation and not self.all_one_side():
            sides = self.allegiance
            assert sides is not None
            others = [t for t in others if sides[t] != sides[seat]]
        return others

    def all_one_side(self) -> bool:
        sides = self.allegiance
        assert sides is not None
        living = [sides[s] for s in range(self.n) if self.alive[s]]
        return min(living) == max(living)

    # --- applying ---------------------------------------------------------------------------
    def _apply(self, action: Any) -> None:
        self.history.append(action)
        phase = self.phase
        if phase == CHALLENGE:
            if action.__class__ is _PASS:
                self._next_responder(self._claim_stands)
            else:
                self._challenged(action.seat, False)
        elif phase == ACTION:
            self._declare(action)
        elif phase == BLOCK:
            if action.__class__ is _PASS:
                self._next_responder(self._resolve)
            else:
                self._blocked(action.seat, action.character)
        elif phase == BLOCK_CHALLENGE:
            if action.__class__ is _PASS:
                self._next_responder(self._end_turn)
            else:
                self._challenged(action.seat, True)
        elif phase == LOSE:
            self._lose(action.seat, action.character)
            self._settled(self.after_loss)
        elif phase == PROVE:
            self._prove(action)
        elif phase == EXCHANGE:
            self._keep(action.cards)
        elif phase == SHOW:
            self._show(action.character)
        elif phase == VERDICT:
            self._verdict(action.force)
        elif phase == SIDE:
            self._choose_sides(action.allegiance)
        else:
            self._pick(action.seat, action.character)
        moving = self._moving
        if moving is not None:  # the game says whose coins moved (the log shows it)
            self._moving = None
            if any(moving):
                self.coin_moves.append((len(self.history) - 1, tuple(moving)))

    def _ask(self, phase: int, seat: int) -> None:
        self.phase = phase
        self.to_move = seat

    def _declare(self, action: Any) -> None:
        kind = self.kind = action.kind
        self.target = action.target
        seat = self.actor
        if kind == _INCOME:
            self._gain(seat, 1)
            self._end_turn()
        elif kind == _COUP:
            self._pay(seat, -7)
            self._start_loss(action.target, K_END)
        elif kind == _FOREIGN_AID:
            self._open(BLOCK, self._foreign_aid_blockers(seat), self._resolve)
        elif kind == _CONVERT:
            cost = 1 if action.target == seat else 2
            self._pay(seat, -cost)
            self.reserve += cost
            sides = self.allegiance
            assert sides is not None
            sides[action.target] ^= 1
            self._end_turn()
        else:
            if kind == _ASSASSINATE:
                self._pay(seat, -3)
            claimed = _CLAIMS[kind]
            if claimed == AMBASSADOR and self.inquisitor:
                claimed = INQUISITOR
            self.claimed = claimed
            self._open(CHALLENGE, self._window(seat, -1), self._claim_stands)

    def _window(self, actor: int, blocker: int) -> list[int]:
        """Living players clockwise from the actor's left; with a blocker, all but the blocker
        (the actor last)."""
        key = (actor, blocker, self.alive_mask)
        seats = self._shared.windows.get(key)
        if seats is None:
            alive = self.alive
            order = self._left_of[actor]
            if blocker >= 0:
                order = [*order, actor]
            seats = [s for s in order if alive[s] and s != blocker]
            self._shared.windows[key] = seats
        return seats

    def _foreign_aid_blockers(self, actor: int) -> list[int]:
        seats = self._window(actor, -1)
        if self.reformation and not self.all_one_side():
            sides = self.allegiance
            assert sides is not None
            seats = [s for s in seats if sides[s] != sides[actor]]
        return seats

    def _open(self, phase: int, responders: list[int], when_all_pass: Any) -> None:
        if not responders:
            when_all_pass()
            return
        self.responders = responders
        self.ri = 0
        self.phase = phase
        seat = self.to_move = responders[0]
        if phase != BLOCK:
            self._legal = A.PASS_OR_CHALLENGE[seat]

    def _next_responder(self, when_all_pass: Any) -> None:
        ri = self.ri + 1
        if ri < len(self.responders):
            self.ri = ri
            seat = self.to_move = self.responders[ri]
            if self.phase != BLOCK:  # the next question is known: spare its lookup
                self._legal = A.PASS_OR_CHALLENGE[seat]
        else:
            when_all_pass()

    def _challenged(self, challenger: int, of_block: bool) -> None:
        self.challenger = challenger
        self.proving_block = of_block
        claimant = self.blocker if of_block else self.actor
        if len(self.hands[claimant]) == 1 and not self._can_prove(claimant):
            self._claim_falls()  # the lost card is turned face up at once: nothing to hide
        else:
            self._ask(PROVE, claimant)

    def _can_prove(self, claimant: int) -> bool:
        """Whether the challenged claim is true."""
        hand = self.hands[claimant]
        if self.proving_block:
            return self.block_char in hand
        if self.kind == _EMBEZZLE:  # the inverse challenge: the claim is "no Duke"
            return DUKE not in hand
        return self.claimed in hand

    def _claim_falls(self) -> None:
        """The challenged claim was false (or conceded): the claimant loses an influence."""
        if self.proving_block:
            self._start_loss(self.blocker, K_BLOCK_FAILS)
        else:
            self._refund()
            self._start_loss(self.actor, K_END)

    def _refund(self) -> None:
        """A successfully challenged action is cancelled and its cost refunded."""
        if self.kind == _ASSASSINATE:
            self._pay(self.actor, 3)

    def _prove(self, action: Any) -> None:
        cls = action.__class__
        if cls is A.Lose:
            # Conceding: the claim falls, and the conceded card is the influence lost.
            if not self.proving_block:
                self._refund()
            self._lose(action.seat, action.character)
            self._settled(K_BLOCK_FAILS if self.proving_block else K_END)
            return
        seat = action.seat
        hand = self.hands[seat]
        deck = self.deck
        if cls is A.RevealHand:
            shown = list(hand)
            # Sorted: the hand's order would tell which card was drawn as a replacement earlier.
            self.notes[seat].append(("proved", tuple(sorted(shown))))
            deck.extend(shown)
            hand.clear()
            self.rng.shuffle(deck)
            for _ in shown:
                hand.append(deck.pop())
        else:
            hand.remove(action.character)
            deck.append(action.character)
            self.rng.shuffle(deck)
            hand.append(deck.pop())
        self._start_loss(self.challenger, K_BLOCKED if self.proving_block else K_CLAIM_STANDS)

    def _blocked(self, blocker: int, character: int) -> None:
        self.blocker = blocker
        self.block_char = character
        self._open(BLOCK_CHALLENGE, self._window(self.actor, blocker), self._end_turn)

    # --- influence --------------------------------------------------------------------------
    def _start_loss(self, seat: int, after: int) -> None:
        hand = self.hands[seat]
        if len(hand) == 1:
            self.history.append(A.LOSE[seat][hand[0]])
            self._lose(seat, hand[0])
            self._settled(after)
        else:
            self.after_loss = after
            self.phase = LOSE
            self.to_move = seat

    def _lose(self, seat: int, card: int) -> None:
        hand = self.hands[seat]
        hand.remove(card)
        self.revealed[seat].append(card)
        if not hand:  # exiled at once; the coins return to the Treasury
            self.alive[seat] = False
            self.alive_mask &= ~(1 << seat)
            self._pay(seat, -self.coins[seat])
            self.living -= 1
            if self.living == 1:
                self.winner = self.alive.index(True)
                self.phase = OVER
                self.kind = self.target = -1  # no action is in progress any more (positions agree)
                self.to_move = None
                self.turn += 1

    def _settled(self, after: int) -> None:
        if self.phase == OVER:
            return
        if after in (K_END, K_BLOCKED):
            self._end_turn()
        elif after == K_CLAIM_STANDS:
            self._claim_stands()
        else:
            self._resolve()

    # --- resolution -------------------------------------------------------------------------
    def _claim_stands(self) -> None:
        """Nobody challenged the action, or the challenger lost: on to the block, if any."""
        kind = self.kind
        target = self.target
        if target >= 0 and not self.alive[target]:
            self._end_turn()  # an exiled target ends the action
        elif kind in (_STEAL, _ASSASSINATE):
            self._open(BLOCK, [target], self._resolve)
        else:
            self._resolve()

    def _resolve(self) -> None:
        kind = self.kind
        seat = self.actor
        target = self.target
        if target >= 0 and not self.alive[target]:
            self._end_turn()
        elif kind == _TAX:
            self._gain(seat, 3)
            self._end_turn()
        elif kind == _FOREIGN_AID:
            self._gain(seat, 2)
            self._end_turn()
        elif kind == _STEAL:
            taken = min(2, self.coins[target])
            self._pay(target, -taken)
            self._pay(seat, taken)
            self._end_turn()
        elif kind == _ASSASSINATE:
            self._start_loss(target, K_END)
        elif kind == _EXCHANGE:
            draws = 1 if self.inquisitor else 2
            deck = self.deck
            drawn = [deck.pop() for _ in range(min(draws, len(deck)))]
            self.notes[seat].append(("exchange", tuple(drawn)))
            self.pool = self.hands[seat] + drawn
            self._ask(EXCHANGE, seat)
        elif kind == _EXAMINE:
            hand = self.hands[target]
            if len(hand) == 1:
                self.history.append(A.SHOW[target][hand[0]])
                self._show(hand[0])
            else:
                self._ask(SHOW, target)
        else:  # Embezzle
            self._pay(seat, self.reserve)
            self.reserve = 0
            self._end_turn()

    def _pay(self, seat: int, delta: int) -> None:
        """Every change of a player's coins goes through here, so the move is recorded."""
        self.coins[seat] += delta
        moving = self._moving
        if moving is None:
            moving = self._moving = [0] * self.n
        moving[seat] += delta

    def _gain(self, seat: int, amount: int) -> None:
        self._pay(seat, min(amount, self.treasury))

    def _keep(self, cards: tuple[int, ...]) -> None:
        back = list(self.pool)
        for card in cards:
            back.remove(card)
        self.hands[self.actor] = list(cards)
        self.notes[self.actor].append(("returned", tuple(sorted(back))))
        self.pool = []
        self.deck.extend(back)
        self.rng.shuffle(self.deck)
        self._end_turn()

    def _show(self, card: int) -> None:
        self.shown = card
        self.notes[self.actor].append(("examine", self.target, card))
        self._ask(VERDICT, self.actor)

    def _verdict(self, force: bool) -> None:
        if force:
            hand = self.hands[self.target]
            hand.remove(self.shown)
            self.deck.append(self.shown)
            self.rng.shuffle(self.deck)
            hand.append(self.deck.pop())
        self.shown = -1
        self._end_turn()

    def _end_turn(self) -> None:
        self.turn += 1
        alive = self.alive
        for seat in self._left_of[self.actor]:
            if alive[seat]:
                self.actor = seat
                break
        self.blocker = self.challenger = self.target = self.claimed = self.block_char = -1
        self.phase = ACTION
        self.to_move = self.actor
        self._legal = self._turn_actions(self.actor)

    # --- opening decisions ------------------------------------------------------------------
    def _pick(self, seat: int, card: int) -> None:
        rest = list(self.sets[seat])
        rest.remove(card)
        self.hands[seat].append(card)
        self.removed.extend(rest)
        self.notes[seat].append(("set aside", tuple(sorted(rest))))
        self.sets[seat] = []
        waiting = [s for s in self._left_of[seat] if self.sets[s]]
        if waiting:
            self._ask(PICK, waiting[0])
        elif self.reformation and self.allegiance is None:
            self._ask(SIDE, self.actor)
        else:
            self._ask(ACTION, self.actor)

    def _choose_sides(self, side: int) -> None:
        n = self.n
        sides = [0] * n
        for i in range(n):
            sides[(self.actor + i) % n] = side ^ (i & 1)
        self.allegiance = sides
        self._ask(ACTION, self.actor)


def new_game(setup: GameSetup) -> CoupState:
    return CoupState(setup)


def from_position(setup: GameSetup, position: Mapping[str, Any]) -> CoupState:
    return CoupState(setup, position)
