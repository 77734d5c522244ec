"""The decision panel: the question for the deciding human and one button per legal answer.

Turn actions that need a target take two steps: the action, then the target (or Back).
An action or a target that can only lose (``why_futile``: a Steal from a player with no coins)
is greyed with the reason, as an action the rules forbid.
Keyboard: number keys 1–9 press the buttons in order; P passes, C challenges, B blocks, Esc goes
back, Enter gives the safe answer (let it pass, reveal the card, Income, give the card back,
keep the hand one had) or the only one (the last card to lose).
Each button's tooltip names its keys, and a line under the buttons lists them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGridLayout, QPushButton, QVBoxLayout, QWidget

from companion.coup import actions as A
from companion.coup.cards import AMBASSADOR, DUKE, INQUISITOR
from companion.coup.explain import why_futile
from companion.coup.phases import K_BLOCKED, K_CLAIM_STANDS, Phase
from companion.coup.views import CoupView
from companion_ui.coup.card_art import character_icon
from companion_ui.coup.scene import allegiance_name, character_name
from companion_ui.coup.words import sentence, with_names
from companion_ui.shell.labels import keys_hint, note_line, question_line
from companion_ui.shell.messages import translated


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("CoupPrompt", text, disambiguation, n)


def kind_label(kind: int, inquisitor: bool, self_convert: bool = False) -> str:
    swapper = tr("Inquisitor") if inquisitor else tr("Ambassador")
    return {
        A.INCOME: tr("Income (+1)"),
        A.FOREIGN_AID: tr("Foreign Aid (+2)"),
        A.COUP: tr("Coup (pay 7)…"),
        A.TAX: tr("Tax — Duke (+3)"),
        A.ASSASSINATE: tr("Assassinate — Assassin (pay 3)…"),
        A.STEAL: tr("Steal — Captain…"),
        A.EXCHANGE: tr("Exchange — {0}").format(swapper),
        A.EXAMINE: tr("Examine — Inquisitor…"),
        A.CONVERT: tr("Convert myself (pay 1)") if self_convert
        else tr("Convert a player (pay 2)…"),
        A.EMBEZZLE: tr("Embezzle — no Duke"),
    }[kind]


def claimed_by(kind: int, inquisitor: bool) -> int:
    """The character a turn action claims (-1: none; Embezzle claims to hold no Duke)."""
    card = A.CLAIMS[kind]
    if kind == A.EMBEZZLE:
        return -1
    return INQUISITOR if card == AMBASSADOR and inquisitor else card


def turn_kinds(view: CoupView) -> list[tuple[int, bool]]:
    """The turn actions of this game (kind, converting oneself), in the menu's order."""
    kinds = [A.INCOME, A.FOREIGN_AID, A.TAX, A.EXCHANGE, A.STEAL]
    if view.inquisitor:
        kinds.append(A.EXAMINE)
    kinds += [A.ASSASSINATE, A.COUP]
    entries = [(kind, False) for kind in kinds]
    if view.reformation:
        entries += [(A.EMBEZZLE, False), (A.CONVERT, True), (A.CONVERT, False)]
    return entries


def answer_label(action: Any, phase: Phase | None = None) -> str:
    cls = action.__class__
    if cls is A.Lose and phase == Phase.PROVE:
        return tr("Concede: lose the {0}").format(character_name(action.character))
    if cls is A.Pass:
        return tr("Let it pass")
    if cls is A.Challenge:
        return tr("Challenge!")
    if cls is A.Block:
        return tr("Block with the {0}").format(character_name(action.character))
    if cls is A.Reveal:
        return tr("Reveal the {0}").format(character_name(action.character))
    if cls is A.RevealHand:
        return tr("Reveal my whole hand (no Duke)")
    if cls is A.Lose:
        return tr("Lose the {0}").format(character_name(action.character))
    if cls is A.Keep:
        return tr("Keep {0}").format(" + ".join(character_name(c) for c in action.cards))
    if cls is A.Show:
        return tr("Show the {0}").format(character_name(action.character))
    if cls is A.Verdict:
        return tr("Force an exchange") if action.force else tr("Give it back")
    if cls is A.ChooseSide:
        return allegiance_name(action.allegiance)
    if cls is A.Pick:
        return tr("Keep the {0}").format(character_name(action.character))
    return str(action)


def claim_phrase(view: CoupView, names: Sequence[str]) -> str:
    """The claim in progress, e.g. "Ada claims the Captain to steal from you"."""
    actor = names[view.actor]
    target = tr("you") if view.target == view.player else (
        names[view.target] if view.target >= 0 else "")
    swapper = tr("Inquisitor") if view.inquisitor else tr("Ambassador")
    return {
        A.TAX: tr("{0} claims the Duke to collect Tax (+3)"),
        A.ASSASSINATE: tr("{0} claims the Assassin to assassinate {1}"),
        A.STEAL: tr("{0} claims the Captain to steal from {1}"),
        A.EXCHANGE: tr("{0} claims the {2} to exchange cards"),
        A.EXAMINE: tr("{0} claims the Inquisitor to examine a card of {1}"),
    }[view.kind].format(actor, target, swapper)


def question(view: CoupView, names: Sequence[str]) -> str:
    """What the deciding player is asked, in words."""
    actor = names[view.actor]
    phase = view.phase
    if phase == Phase.ACTION:
        coins = view.seats[view.player].coins
        if coins >= 10:
            return tr("Your turn. With %n coin(s) you must Coup.", "", coins)
        return tr("Your turn (%n coin(s)). Choose an action.", "", coins)
    if phase == Phase.CHALLENGE:
        if view.kind == A.EMBEZZLE:
            return tr("{0} claims to have no Duke to embezzle. Challenge?").format(actor)
        return tr("{0}. Challenge?").format(claim_phrase(view, names))
    if phase == Phase.BLOCK:
        if view.target == view.player:
            return tr("{0}. Block?").format(claim_phrase(view, names))
        return tr("{0} asks for Foreign Aid. Block with a Duke?").format(actor)
    if phase == Phase.BLOCK_CHALLENGE:
        blocked = {
            A.FOREIGN_AID: tr("{0} claims the {1} to block {2} Foreign Aid."),
            A.STEAL: tr("{0} claims the {1} to block {2} steal."),
            A.ASSASSINATE: tr("{0} claims the {1} to block {2} assassination."),
        }[view.kind]
        whose = tr("your") if view.actor == view.player else tr("{0}'s").format(actor)
        return tr("{0} Challenge the block?").format(blocked.format(
            names[view.blocker], character_name(view.block_char), whose))
    if phase == Phase.PROVE:
        challenger = names[view.challenger]
        if view.kind == A.EMBEZZLE and view.blocker < 0:
            if DUKE in view.my_cards:
                return tr("{0} challenges: holding a Duke, you must concede. Which card do you "
                          "turn face up?").format(challenger)
            return tr("{0} challenges: prove you have no Duke, or concede.").format(challenger)
        card = view.block_char if view.blocker >= 0 else view.claimed
        if card not in view.my_cards:
            return tr("{0} challenges your {1}: you cannot reveal it. Which card do you turn "
                      "face up?").format(challenger, character_name(card))
        return tr("{0} challenges your {1}. Reveal it, or concede an influence.").format(
            challenger, character_name(card))
    if phase == Phase.LOSE:
        return lose_question(view, names)
    if phase == Phase.EXCHANGE:
        drawn = next((note[1] for note in reversed(view.notes) if note[0] == "exchange"), ())
        keep = (tr("Keep one card; the others go back.") if len(view.my_cards) == 1
                else tr("Keep two cards; the others go back."))
        return tr("Exchange: you drew {0}. {1}").format(
            " + ".join(character_name(c) for c in drawn), keep)
    if phase == Phase.SHOW:
        return tr("{0} examines you: choose a card to show.").format(actor)
    if phase == Phase.VERDICT:
        return tr("{0} shows you the {1}. Give it back or force an exchange?").format(
            names[view.target], character_name(view.shown))
    if phase == Phase.SIDE:
        return tr("Choose your allegiance; the others alternate clockwise.")
    if phase == Phase.PICK:
        return tr("Keep one card of your set; the rest leave the game.")
    return ""


def lose_question(view: CoupView, names: Sequence[str]) -> str:
    """Why the player loses an influence, and which card they turn face up."""
    which = tr("Which card do you turn face up?")
    if view.challenger == view.player and view.after_loss in (K_CLAIM_STANDS, K_BLOCKED):
        blocked = view.after_loss == K_BLOCKED
        return tr("{0} revealed the {1}: your challenge failed. {2}").format(
            names[view.blocker if blocked else view.actor],
            character_name(view.block_char if blocked else view.claimed), which)
    if view.kind == A.COUP:
        return tr("{0} launches a Coup against you. {1}").format(names[view.actor], which)
    if view.kind == A.ASSASSINATE:
        return tr("{0} assassinates you. {1}").format(names[view.actor], which)
    return tr("You lose an influence. {0}").format(which)


# Letter keys for the answers a player gives most (the first Block when two are offered).
LETTERS = {A.Pass: "P", A.Challenge: "C", A.Block: "B"}
BACK_KEY = "Esc"
DEFAULT_KEY = "Return"


def is_default(payload: Any, view: CoupView | None = None) -> bool:
    """The answer Enter gives: the one that risks nothing (after an Exchange, keeping the
    hand one had)."""
    cls = payload.__class__
    return (cls in (A.Pass, A.Reveal, A.RevealHand)
            or (cls is A.Declare and payload.kind == A.INCOME)
            or (cls is A.Verdict and not payload.force)
            or (cls is A.Keep and view is not None and payload.cards == view.my_cards))


def only_answer(entries: Sequence[tuple[str, Any]]) -> Any:
    """The answer when there is no choice but one (a last card to lose or to show), else
    None: Enter gives it, as no other answer could be meant."""
    answers = [payload for _text, payload in entries if payload is not None]
    if len(answers) == 1 and not isinstance(answers[0], tuple):
        return answers[0]
    return None


class PromptPanel(QWidget):
    """Buttons for the legal answers; emits ``chosen(action)``."""

    chosen = Signal(object)
    targets = Signal(list)  # the seats a click on the table may pick now ([]: none)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = question_line()
        self.grid = QGridLayout()
        self.keys_hint = note_line()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addLayout(self.grid)
        layout.addWidget(self.keys_hint)
        self.buttons: list[QPushButton] = []
        # Key → button; the shortcuts live as long as the panel and act only while it is shown.
        self.keyed: dict[str, QPushButton] = {}
        for key in [*"123456789", *LETTERS.values(), BACK_KEY, DEFAULT_KEY, "Enter"]:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda k=key: self.press(k))
        self._legal: list[Any] = []
        self._view: CoupView | None = None
        self._names: list[str] = []
        self._targeting = -1  # the turn action whose target is being picked
        self._why: Callable[[Any], str | None] = lambda _action: None

    def _aim(self, kind: int, seats: list[int]) -> None:
        self._targeting = kind
        self.targets.emit(seats)

    def clear(self, text: str = "") -> None:
        self._legal = []
        self._aim(-1, [])
        self.label.setText(text)
        self._set_buttons([])

    def ask(self, view: CoupView, legal: Sequence[Any], names: Sequence[str],
            why_illegal: Callable[[Any], str | None] = lambda _action: None) -> None:
        """Ask ``view``'s player; ``why_illegal`` (the game's) explains the greyed actions."""
        self._view, self._legal, self._names = view, list(legal), list(names)
        self._why = why_illegal
        self._aim(-1, [])
        self.label.setText(question(view, names))
        if view.phase == Phase.ACTION:
            self._turn_menu()
        else:
            # "Concede" only when there is something to reveal instead.
            can_reveal = any(a.__class__ in (A.Reveal, A.RevealHand) for a in legal)
            phase = view.phase if can_reveal else Phase.LOSE
            self._set_buttons([(answer_label(a, phase), a) for a in legal])
            self._mark_characters([getattr(a, "character", -1) for a in legal])

    def _turn_menu(self) -> None:
        """Every action of this game in one fixed order; those not allowed now are greyed, with
        the game's reason as their tooltip."""
        view = self._view
        assert view is not None and view.player is not None
        seat = view.player
        others = [s.seat for s in view.seats if s.alive and s.seat != seat]
        entries: list[tuple[str, Any]] = []
        greyed: dict[int, str] = {}  # button → why its action is not allowed now
        for kind, self_convert in turn_kinds(view):
            label = kind_label(kind, view.inquisitor, self_convert)
            offered = [a for a in self._legal if a.kind == kind
                       and (a.kind != A.CONVERT or (a.target == a.seat) == self_convert)]
            useful = [a for a in offered if why_futile(view, a) is None]
            if not useful:
                target = seat if self_convert else others[0] if (
                    kind in A.TARGETED_KINDS or kind == A.CONVERT) else -1
                reasons = ([why_futile(view, a) for a in offered]
                           or [self._why(A.Declare(seat, kind, target))])
                greyed[len(entries)] = " ".join(
                    sentence(with_names(translated(reason or ""), self._names))
                    for reason in dict.fromkeys(reasons))
                entries.append((label, None))
                continue
            needs_target = kind in A.TARGETED_KINDS or (kind == A.CONVERT and not self_convert)
            entries.append((label, ("targets", kind) if needs_target else useful[0]))
        self._set_buttons(entries)
        for index, reason in greyed.items():
            self.buttons[index].setEnabled(False)
            self.buttons[index].setToolTip(reason)
        self._mark_characters([claimed_by(kind, view.inquisitor) for kind, _ in turn_kinds(view)])

    def _mark_characters(self, characters: Sequence[int]) -> None:
        """Each button that claims, shows or loses a character carries its emblem."""
        for button, card in zip(self.buttons, characters, strict=False):
            if card >= 0:
                button.setIcon(character_icon(card))

    def _targets(self, kind: int) -> None:
        view = self._view
        assert view is not None
        options = [a for a in self._legal if a.kind == kind and a.target != a.seat]
        self.label.setText(tr("{0}: choose the target (or click a seat).").format(
            kind_label(kind, view.inquisitor).rstrip("…")))
        entries: list[tuple[str, Any]] = [(self._names[a.target], a) for a in options]
        entries.append((tr("← Back"), ("back", kind)))
        self._set_buttons(entries)
        for button, action in zip(self.buttons, options, strict=False):
            futile = why_futile(view, action)
            if futile is not None:
                button.setEnabled(False)
                button.setToolTip(sentence(with_names(translated(futile), self._names)))
        self._aim(kind, [a.target for a in options if why_futile(view, a) is None])

    def pick_seat(self, seat: int) -> None:
        """A click on a seat while picking a target chooses that target (unless futile)."""
        for action in self._legal:
            if (self._targeting >= 0 and action.__class__ is A.Declare
                    and action.kind == self._targeting and action.target == seat
                    and action.target != action.seat):
                if self._view is not None and why_futile(self._view, action) is None:
                    self.chosen.emit(action)
                return

    def press(self, key: str) -> None:
        """A key pressed while the panel is shown: press its button, if any."""
        button = self.keyed.get("Return" if key == "Enter" else key)
        if button is not None and self.isVisible():
            button.click()

    def _set_buttons(self, entries: list[tuple[str, Any]]) -> None:
        for button in self.buttons:
            self.grid.removeWidget(button)
            button.hide()  # gone at once, even before the event loop deletes it
            button.deleteLater()
        self.buttons = []
        self.keyed = {}
        defaults = [p for _text, p in entries if is_default(p, self._view)]
        default = defaults[0] if defaults else only_answer(entries)
        for index, (text, payload) in enumerate(entries):
            button = QPushButton(text)
            button.setMinimumHeight(32)
            button.clicked.connect(lambda _=False, p=payload: self._clicked(p))
            self.grid.addWidget(button, index // 2, index % 2)
            self.buttons.append(button)
            keys = [str(index + 1)] if index < 9 else []
            letter = BACK_KEY if isinstance(payload, tuple) and payload[0] == "back" \
                else LETTERS.get(payload.__class__)
            if letter is not None and letter not in self.keyed:
                keys.append(letter)
            if payload is default and default is not None:
                keys.append(DEFAULT_KEY)
                button.setDefault(True)
            for key in keys:
                self.keyed[key] = button
            button.setToolTip(tr("Key: {0}").format(
                tr(" or ").join(tr("Enter") if k == DEFAULT_KEY else k for k in keys)))
        self.keys_hint.setText(self._hint())

    def _hint(self) -> str:
        if not self.buttons:
            return ""
        names = {"P": tr("P pass"), "C": tr("C challenge"), "B": tr("B block"),
                 BACK_KEY: tr("Esc back")}
        default = self.keyed.get(DEFAULT_KEY)
        return keys_hint(len(self.buttons),
                         [name for key, name in names.items() if key in self.keyed],
                         default.text() if default is not None else None)

    def _clicked(self, payload: Any) -> None:
        if isinstance(payload, tuple):
            step, kind = payload
            if step == "targets":
                self._targets(kind)
            else:
                assert self._view is not None
                self._aim(-1, [])
                self.label.setText(question(self._view, self._names))
                self._turn_menu()
            return
        self.chosen.emit(payload)

    def button(self, text: str) -> QPushButton:
        """The button with this text (for tests and keyboard users)."""
        return next(b for b in self.buttons if b.text() == text)
