"""The Coup log widget: the view's log in words, coin changes, turn headings and outcomes.

The table window shows it beside the board, and the replay viewer shows it for any decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QListWidgetItem, QWidget

from companion.coup import actions as A
from companion.coup.views import CoupView
from companion_ui.coup.story import StoryLine, tell
from companion_ui.coup.words import describe
from companion_ui.shell.colours import blend, readable
from companion_ui.shell.game_log import GameLog
from companion_ui.shell.log_view import follow_newest


class CoupLog(GameLog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coupLog")
        follow_newest(self)  # refilled at every step, in play and replay: no caller scrolls it

    def show_view(self, view: CoupView, names: Sequence[str], passes: bool = False) -> None:
        """The log as ``view``'s player saw it (passes only with ``passes``)."""
        self.clear()
        viewer = -1 if view.player is None else view.player
        story = tell(view, names)
        moves = dict(view.coin_moves)
        # The coins before the first move: today's coins less every change since.
        coins = [seat.coins for seat in view.seats]
        for _, deltas in view.coin_moves:
            coins = [c - d for c, d in zip(coins, deltas, strict=True)]
        for index, entry in enumerate(view.log):
            for line in story.before.get(index, []):
                self._add_story_line(line)
            if passes or not isinstance(entry, A.Pass):
                colour = None
                if isinstance(entry, A.Declare):
                    colour = "#1b4f72"
                elif isinstance(entry, A.Challenge | A.Lose):
                    colour = "#a93226"
                self.add_line(describe(entry, names, viewer, view.inquisitor), colour)
            # Even after a hidden entry (the last pass lets a Tax through): coins still moved.
            if index in moves:
                after = [c + d for c, d in zip(coins, moves[index], strict=True)]
                self._add_coin_changes(coins, after, names)
                coins = after
            for line in story.after.get(index, []):
                self._add_story_line(line)
        for line in story.tail:
            self._add_story_line(line)

    def _add_story_line(self, line: StoryLine) -> None:
        """A turn heading (bold, centred, shaded) or an outcome (italic)."""
        item = QListWidgetItem(line.text)
        font = item.font()
        if line.heading:
            font.setBold(True)
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter)
            # A shade of the page, not a palette role meant for other things (Mid, BrightText
            # are light grey and red in some dark themes).
            shade = blend(self.palette(), QPalette.ColorRole.Text, 0.18)
            item.setBackground(shade)
            item.setForeground(readable(self.palette().color(QPalette.ColorRole.Text), shade))
        else:
            font.setItalic(True)
        item.setFont(font)
        item.setData(Qt.ItemDataRole.UserRole, "heading" if line.heading else "outcome")
        self.addItem(item)

    def _add_coin_changes(self, before: list[int], after: list[int], names: Sequence[str]) -> None:
        """After the entry that moved coins, one grey line saying whose coins changed."""
        changes = [self.tr("{0} {1} → {2}").format(names[seat], was, now)
                   for seat, (was, now) in enumerate(zip(before, after, strict=True))
                   if was != now]
        self.add_line(self.tr("Coins: {0}").format(", ".join(changes)), "#6e6e6e")

