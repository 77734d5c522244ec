"""The deciding player's panel: what they are asked, and the Show and Scout they are building on
the table (selected cards, a scouted card and its gap), judged against the legal actions. A
Scout that would end the round says so (and whose Show stands) before it is confirmed.

Mouse: click a card of the hand, shift-click or drag to take in its neighbours; click an end of
the Active Set (right-click turns it), then a gap of the hand, or drag it there.
Keyboard: ←/→ move along the hand (shift: take in the neighbour), N selects the next playable
set; L/R pick the left/right end of the Active Set, T turns it, ←/→ then move its gap; Enter
shows the selection or scouts, Shift+Enter scouts with the Scout & Show chip, Esc starts over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from companion.scout import actions as A
from companion.scout.cards import top, turned
from companion.scout.views import SHOW, ScoutView
from companion_ui.scout.scene import Marks
from companion_ui.scout.words import numbers, set_name
from companion_ui.shell.labels import note_line, question_line
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("ScoutPrompt", text, disambiguation, n)


def sentence(text: str) -> str:
    return QLocale().toUpper(text[:1]) + text[1:] + ("" if text.endswith(".") else ".")


class TurnPanel(Retranslating, QWidget):
    """Emits ``chosen(action)`` with a legal Show or Scout, ``marks_changed(marks)`` whenever
    what the table should show of the decision in progress changes."""

    chosen = Signal(object)
    marks_changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question = question_line()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setMinimumHeight(40)
        self.ending = QLabel()  # a Scout that would end the round says so, in bold
        self.ending.setWordWrap(True)
        bold = self.ending.font()
        bold.setBold(True)
        self.ending.setFont(bold)
        self.ending.hide()
        self.show_button = QPushButton()
        self.hint_button = QPushButton()
        self.hint_button.setCheckable(True)
        self.turn_button = QPushButton()
        self.scout_button = QPushButton()
        self.scout_show_button = QPushButton()
        self.cancel_button = QPushButton()
        # Rows that close up around the hidden buttons: showing and scouting have their own.
        rows = QVBoxLayout()
        for buttons in ((self.show_button, self.scout_button, self.turn_button),
                        (self.hint_button, self.scout_show_button, self.cancel_button)):
            row = QHBoxLayout()
            for button in buttons:
                button.setMinimumHeight(34)
                row.addWidget(button)
            rows.addLayout(row)
        self.keys_hint = note_line()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.question)
        layout.addLayout(rows)
        layout.addWidget(self.message)
        layout.addWidget(self.ending)
        layout.addWidget(self.keys_hint)
        self.show_button.clicked.connect(self.show_selection)
        self.hint_button.toggled.connect(lambda _: self._changed())
        self.turn_button.clicked.connect(self.turn_card)
        self.scout_button.clicked.connect(lambda: self.scout(False))
        self.scout_show_button.clicked.connect(lambda: self.scout(True))
        self.cancel_button.clicked.connect(self.start_over)
        keys: list[tuple[str, Callable[[], Any]]] = [
            ("Left", lambda: self.move(-1, False)), ("Right", lambda: self.move(1, False)),
            ("Shift+Left", lambda: self.move(-1, True)),
            ("Shift+Right", lambda: self.move(1, True)),
            ("N", self.next_show), ("L", lambda: self.pick(A.LEFT)),
            ("R", lambda: self.pick(A.RIGHT)), ("T", self.turn_card), ("Return", self.enter),
            ("Enter", self.enter), ("Shift+Return", lambda: self.scout(True)),
            ("Shift+Enter", lambda: self.scout(True)), ("Escape", self.start_over)]
        # Enabled only while a decision is asked: a disabled shortcut leaves Enter to the
        # hand-over and round-end screens.
        self.shortcuts: list[QShortcut] = []
        for key, slot in keys:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setEnabled(False)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        self.active = False
        self.view: ScoutView | None = None
        self.seat = -1
        self.names: list[str] = []
        self.legal: tuple[Any, ...] = ()
        self.why: Callable[[Any], str | None] = lambda _action: None
        self.marks = Marks()
        self._anchor = -1
        self.retranslate()

    def retranslate(self) -> None:
        self.show_button.setText(self.tr("Show the selected cards"))
        self.hint_button.setText(self.tr("Hint: playable sets"))
        self.turn_button.setText(self.tr("Turn the card ↻"))
        self._changed()  # the Scout button's words depend on the Scout chosen
        self.scout_show_button.setText(self.tr("Scout && Show"))
        self.cancel_button.setText(self.tr("Start over"))
        self.keys_hint.setText(self.tr(
            "Keys: ←/→ (Shift: more cards), N next playable set, Enter show · L/R pick an end, "
            "T turn, ←/→ its gap, Enter scout, Shift+Enter Scout & Show · Esc start over"))

    # --- asking -------------------------------------------------------------------------------
    def ask(self, view: ScoutView, legal: Sequence[Any],
            why: Callable[[Any], str | None], names: Sequence[str]) -> None:
        """A Show or Scout decision of ``view``'s player (legal: the state's actions)."""
        assert view.player is not None
        self.view, self.seat, self.legal, self.why = view, view.player, tuple(legal), why
        self.names = list(names)
        self.active = True
        for shortcut in self.shortcuts:
            shortcut.setEnabled(True)
        self.question.setText(self._question(view))
        self.keys_hint.show()
        self.hint_button.setChecked(False)
        self.start_over()

    def clear(self, text: str = "") -> None:
        self.active = False
        for shortcut in self.shortcuts:
            shortcut.setEnabled(False)
        self.view, self.legal = None, ()
        self.question.setText(text)
        self.message.clear()
        self.ending.hide()
        self.keys_hint.hide()
        for button in (self.show_button, self.hint_button, self.turn_button, self.scout_button,
                       self.scout_show_button, self.cancel_button):
            button.hide()
        self.marks = Marks()

    def _question(self, view: ScoutView) -> str:
        me = view.seats[self.seat]
        if view.phase == SHOW:
            return self.tr("Scout & Show: now show a set that beats {0}.").format(
                set_name(view.active) if view.active else self.tr("the empty table"))
        if not view.active:
            text = self.tr("Your turn: show any set (click a card; shift-click or drag for "
                           "more).")
        else:
            text = self.tr("Your turn: beat the {0} with a Show, or scout an end card of "
                           "it.").format(set_name(view.active))
        if view.players == 2:
            chips = self.tr("%n Scout chip(s) left", "", me.chips)
            text = f"{text} ({chips})"
        return text

    # --- the decision in progress -------------------------------------------------------------
    def _shows(self) -> dict[tuple[int, int], A.Show]:
        return {(a.first, a.last): a for a in self.legal if isinstance(a, A.Show)}

    def _scout_action(self, and_show: bool) -> A.Scout | None:
        m = self.marks
        if m.picked is None or m.place is None:
            return None
        return A.scout(self.seat, m.picked, m.turned, m.place, and_show)

    def _round_ender(self) -> int | None:
        """Who ends the round if the Scout being built is made: once its gap is chosen, or
        before when every gap gives the same answer."""
        m, view = self.marks, self.view
        if view is None or m.picked is None:
            return None
        places = [m.place] if m.place is not None else range(len(view.hand) + 1)
        enders = {view.round_ender_after(A.scout(self.seat, m.picked, m.turned, place))
                  for place in places}
        return enders.pop() if len(enders) == 1 else None

    def _changed(self) -> None:
        ender = self._round_ender()
        self.scout_button.setText(self.tr("Scout it here and end the round")
                                  if ender is not None else self.tr("Scout it here"))
        if self.view is None:  # nobody is deciding here
            return
        m = self.marks
        hinted: frozenset[int] = frozenset()
        if self.hint_button.isChecked():
            hinted = frozenset(i for a in self._shows().values()
                               for i in range(a.first, a.last + 1))
        can_scout = m.picked is None and any(isinstance(a, A.Scout) for a in self.legal)
        self.marks = m = replace(m, hinted=hinted, can_scout=can_scout or m.picked is not None)
        show = self._shows().get(m.selected) if m.selected else None
        # Showing and scouting each have their buttons; only the ones of what the player is
        # doing are shown.
        showing, scouting = m.picked is None, m.picked is not None
        self.show_button.setEnabled(show is not None)
        self.show_button.setVisible(showing)
        self.hint_button.setVisible(showing)
        scout, scout_show = self._scout_action(False), self._scout_action(True)
        self.scout_button.setEnabled(scout in self.legal)
        self.scout_show_button.setEnabled(scout_show in self.legal)
        self.scout_button.setVisible(scouting)
        self.turn_button.setVisible(scouting)
        self.scout_show_button.setVisible(scouting and self.view.players > 2
                                          and self.view.seats[self.seat].scout_show)
        self.cancel_button.setVisible(m.selected is not None or scouting)
        self.message.setText(self._explain(show, scout, scout_show))
        self.ending.setText(self._ending_words(ender))
        self.ending.setVisible(ender is not None)
        self.marks_changed.emit(m)

    def _explain(self, show: A.Show | None, scout: A.Scout | None,
                 scout_show: A.Scout | None) -> str:
        m, view = self.marks, self.view
        assert view is not None
        hand = view.hand
        if m.picked is not None:
            card = view.active[-1 if m.picked == A.RIGHT else 0]
            card = turned(card) if m.turned else card
            if m.place is None:
                return self.tr("Scouting the {0}. Click a gap of your hand, or drag the card "
                               "there (T or right-click turns it).").format(top(card))
            after = numbers([*hand[:m.place], card, *hand[m.place:]])
            text = self.tr("Your hand would read {0}.").format(after)
            if scout not in self.legal and scout_show not in self.legal:
                reason = self.why(scout) or ""
                return f"{text} {sentence(translated(reason))}"
            if self.scout_show_button.isVisible() and scout_show not in self.legal:
                return f"{text} " + self.tr("(Scout & Show: no Show would beat what is left.)")
            return text
        if m.selected is None:
            count = len(self._shows())
            scouting = (self.tr(" Or click an end card of the Active Set to scout it.")
                        if m.can_scout else "")
            if count == 0:
                return self.tr("No set of your hand beats it: scout a card.")
            return self.tr("%n set(s) of your hand can be shown.", "", count) + scouting
        first, last = m.selected
        if show is not None:
            return self.tr("Show {0}: press Enter or the Show button.").format(
                set_name(hand[first:last + 1]))
        return sentence(translated(self.why(A.show(self.seat, first, last)) or ""))

    def _ending_words(self, ender: int | None) -> str:
        """The warning that the Scout being built ends the round, with ``ender``'s Show."""
        m, view = self.marks, self.view
        if ender is None or view is None:
            return ""
        owner = self.names[ender] if ender < len(self.names) else ""
        if view.players == 2:
            words = self.tr("This Scout ends the round: you could then neither Show nor "
                            "Scout, so {0}'s Show stands and {0} takes no hand penalty.")
        else:
            words = self.tr("This Scout ends the round: play comes back to {0}, whose Show "
                            "nobody beat, and {0} takes no hand penalty.")
            if any(isinstance(a, A.Scout) and a.and_show and a.end == m.picked
                   and a.turned == m.turned and m.place in (None, a.place) for a in self.legal):
                words += " " + self.tr("Scout & Show would not: your Show follows it.")
        return words.format(owner)

    # --- what the player does -----------------------------------------------------------------
    def press_card(self, index: int, extend: bool) -> None:
        if not self.active or self.marks.picked is not None:
            return
        m = self.marks
        if extend and self._anchor >= 0:
            selected = (min(self._anchor, index), max(self._anchor, index))
        elif m.selected == (index, index):
            selected, self._anchor = None, -1
        else:
            selected, self._anchor = (index, index), index
        self.marks = replace(m, selected=selected, cursor=index)
        self._changed()

    def drag_card(self, index: int) -> None:
        if self.active and self._anchor >= 0 and self.marks.picked is None:
            self.press_card(index, True)

    def press_end(self, end: int, turn: bool) -> None:
        if not self.active or not any(isinstance(a, A.Scout) for a in self.legal):
            return
        m = self.marks
        if m.picked == end:
            self.marks = replace(m, turned=m.turned != turn)
        else:
            self.marks = replace(m, picked=end, turned=turn, place=None, selected=None)
        self._changed()

    def pick(self, end: int) -> None:
        view = self.view
        if view is not None and view.active:
            self.press_end(A.LEFT if len(view.active) == 1 else end, False)

    def choose_gap(self, place: int) -> None:
        if self.active and self.marks.picked is not None:
            self.marks = replace(self.marks, place=place)
            self._changed()

    def turn_card(self) -> None:
        if self.active and self.marks.picked is not None:
            self.marks = replace(self.marks, turned=not self.marks.turned)
            self._changed()

    def start_over(self) -> None:
        self._anchor = -1
        self.marks = Marks()
        self._changed()

    def move(self, step: int, extend: bool) -> None:
        assert self.view is not None
        m, size = self.marks, len(self.view.hand)
        if m.picked is not None:
            if m.place is None:
                place = size if step < 0 else 0
            else:
                place = max(0, min(size, m.place + step))
            self.choose_gap(place)
            return
        cursor = 0 if m.cursor is None else max(0, min(size - 1, m.cursor + step))
        if extend:
            self.press_card(cursor, True)
        else:
            self._select(cursor, cursor)

    def _select(self, first: int, last: int) -> None:
        self._anchor = first
        self.marks = replace(self.marks, selected=(first, last), cursor=last)
        self._changed()

    def next_show(self) -> None:
        shows = sorted(self._shows())
        if not shows or self.marks.picked is not None:
            return
        following = [s for s in shows if self.marks.selected is None or s > self.marks.selected]
        self._select(*(following or shows)[0])

    def enter(self) -> None:
        if self.marks.picked is not None:
            self.scout(False)
        else:
            self.show_selection()

    def show_selection(self) -> None:
        show = self._shows().get(self.marks.selected) if self.marks.selected else None
        if self.active and show is not None:
            self.chosen.emit(show)

    def scout(self, and_show: bool) -> None:
        action = self._scout_action(and_show)
        if self.active and action is not None and action in self.legal:
            self.chosen.emit(action)
