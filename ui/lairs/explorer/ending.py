"""The end of a Lairs game: who won and why in a sentence or two, both dungeons revealed with
the path each explorer took through them, the score chart, and a Rematch (same seats, a new
seed), and the game to watch again or save."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.lairs.game import LairsGame
from companion.lairs.scoring import ScoreSheet
from companion.lairs.trails import cells_of
from companion_ui.lairs.explorer.fog_map import BuilderBoardScene
from companion_ui.lairs.explorer.score_chart import ScoreChartWidget
from companion_ui.shell.fitted_view import FittedView
from companion_ui.shell.game_menu import RecordButtons


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("LairsEnding", text, disambiguation, n)


def _exit_words(name: str, rank: int | None) -> str:
    if rank == 0:
        return tr("{0} left the dungeon first").format(name)
    if rank == 1:
        return tr("{0} left second").format(name)
    return tr("{0} never got out").format(name)


def account(names: Sequence[str], sheets: Sequence[ScoreSheet], winners: frozenset[int],
            exit_ranks: Sequence[int | None]) -> str:
    """Why the game ended as it did, from the two score sheets: where the winner gained and
    how the exits went."""
    exits = "; ".join(_exit_words(names[s], exit_ranks[s]) for s in (0, 1)) + "."
    if not winners:
        return tr("Level on points and nobody got out first: a draw.") + " " + exits
    winner = min(winners)
    loser = 1 - winner
    w, lo = sheets[winner], sheets[loser]
    if w.total == lo.total:
        return tr("Level on {0} VP; {1} got out first, which breaks the tie.").format(
            w.total, names[winner]) + " " + exits
    parts = []
    for label, ours, theirs in (
        (tr("treasures"), w.treasures.total, lo.treasures.total),
        (tr("defeated monsters"), w.monsters, lo.monsters),
        (tr("getting out"), w.exiting, lo.exiting),
        (tr("other points"), w.other, lo.other),
    ):
        if ours > theirs:
            parts.append(tr("{0} {1} to {2}").format(label, ours, theirs))
    behind = [label for label, ours, theirs in (
        (tr("treasures"), w.treasures.total, lo.treasures.total),
        (tr("monsters"), w.monsters, lo.monsters),
        (tr("getting out"), w.exiting, lo.exiting),
    ) if ours < theirs]
    text = tr("{0} won by {1} VP, ahead on {2}.").format(
        names[winner], w.total - lo.total, ", ".join(parts))
    if behind:
        text += " " + tr("{0} led on {1}, not enough to catch up.").format(
            names[loser], ", ".join(behind))
    return text + " " + exits


class EndingPage(QWidget):
    rematch = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ending")
        self.result = QLabel()
        self.result.setObjectName("result")
        font = self.result.font()
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.result.setFont(font)
        self.account = QLabel()
        self.account.setObjectName("account")
        self.account.setWordWrap(True)
        self.rematch_button = QPushButton(self.tr("&Rematch"))
        self.rematch_button.setObjectName("rematch")
        self.rematch_button.setToolTip(self.tr("The same players again, with a new seed"))
        self.rematch_button.clicked.connect(self.rematch)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(lambda: self.window().close())
        top = QHBoxLayout()
        text = QVBoxLayout()
        text.addWidget(self.result)
        text.addWidget(self.account)
        top.addLayout(text, 1)
        top.addWidget(self.rematch_button)
        self.record = RecordButtons()
        top.addWidget(self.record)
        top.addWidget(self.close_button)
        self.chart = ScoreChartWidget()
        maps = QHBoxLayout()
        self.dungeons = [BuilderBoardScene(self), BuilderBoardScene(self)]
        self.titles = [QLabel(), QLabel()]
        for scene, title in zip(self.dungeons, self.titles, strict=True):
            column = QVBoxLayout()
            title.setWordWrap(True)
            column.addWidget(title)
            column.addWidget(FittedView(scene), 1)
            maps.addLayout(column)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(maps, 1)
        layout.addWidget(self.chart)

    def show_game(self, game: LairsGame, names: Sequence[str]) -> None:
        sheets = [game.score(seat) for seat in (0, 1)]
        self.chart.set_sheets(names, sheets)
        self.chart.clearSelection()
        winners = game.result().winners
        totals = " – ".join(f"{names[s]} {sheets[s].total}" for s in (0, 1))
        if winners:
            self.result.setText(self.tr("{0} wins! ({1} VP)").format(
                names[min(winners)], totals))
        else:
            self.result.setText(self.tr("A draw ({0} VP).").format(totals))
        ranks = [game.exit_rank(seat) for seat in (0, 1)]
        self.account.setText(account(names, sheets, winners, ranks))
        # Dungeon s was built by seat s and explored by the other seat; at the end both
        # boards lie open, so each builder's view of their own board shows it all.
        for seat, scene in enumerate(self.dungeons):
            explorer = 1 - seat
            view = game.player_view(seat)
            scene.show_builder(view.builder)
            path = cells_of(view.opponent.trail)  # the explorer's trail through this dungeon
            scene.show_trail(path, width=4)
            self.titles[seat].setText(self.tr(
                "<b>{0}'s dungeon</b> — {1}'s path: {2} moves, {3} of 36 cells learned").format(
                    names[seat], names[explorer], max(0, len(path) - 1),
                    len(view.builder.explorer_known)))
