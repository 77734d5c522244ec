"""The end of a Coup game: who won and why, every claim of the game judged (the bluffs marked),
a rematch at the same table, and the game to watch again or save."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.coup import actions as A
from companion.coup.hindsight import ClaimCheck
from companion.coup.views import CoupView
from companion_ui.coup.scene import character_name
from companion_ui.shell.colours import readable
from companion_ui.shell.game_menu import RecordButtons
from companion_ui.shell.labels import headline
from companion_ui.shell.retranslate import Retranslating

BLUFF_RED = "#c0392b"
HONEST_GREEN = "#2e8b57"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("CoupEnding", text, disambiguation, n)


def exile_causes(view: CoupView, names: Sequence[str]) -> dict[int, str]:
    """For each exiled player, what took their last influence, in a few words."""
    last_loss = {e.seat: i for i, e in enumerate(view.log) if e.__class__ is A.Lose}
    causes: dict[int, str] = {}
    declared: A.Declare | None = None
    challenger = -1
    for index, entry in enumerate(view.log):
        cls = entry.__class__
        if cls is A.Declare:
            declared, challenger = entry, -1
        elif cls is A.Challenge:
            challenger = entry.seat
        elif cls is A.Lose and not view.seats[entry.seat].alive and (
                last_loss[entry.seat] == index):
            if challenger == entry.seat:
                causes[entry.seat] = tr("lost a challenge")
            elif challenger >= 0:
                causes[entry.seat] = tr("caught bluffing by {0}").format(names[challenger])
            elif declared is not None and declared.kind == A.COUP:
                causes[entry.seat] = tr("a Coup by {0}").format(names[declared.seat])
            else:
                assert declared is not None
                causes[entry.seat] = tr("assassinated by {0}").format(names[declared.seat])
    return causes


def account(view: CoupView, checks: Sequence[ClaimCheck], names: Sequence[str]) -> str:
    """A short story of why the winner won."""
    winner = view.winner
    turns = view.turn
    left = len(view.seats[winner].revealed)
    parts = [tr("{0} is the last with influence after {1} turns, with {2} of 2 cards still "
                "face down.").format(names[winner], turns, 2 - left)]
    causes = exile_causes(view, names)
    if causes:
        parts.append(tr("Out: {0}.").format("; ".join(
            f"{names[seat]} ({cause})" for seat, cause in sorted(causes.items()))))
    challenged = challenged_claims(view, checks)
    mine = [c for c in checks if c.seat == winner]
    bluffs = [c for c in mine if not c.truthful]
    unchallenged = [c for c in bluffs if c.entry not in challenged]
    if not mine:
        parts.append(tr("{0} never claimed a character.").format(names[winner]))
    elif not bluffs:
        parts.append(tr("{0}'s one claim was true.").format(names[winner]) if len(mine) == 1
                     else tr("Every one of {0}'s {1} claims was true.").format(names[winner],
                                                                               len(mine)))
    else:
        parts.append(tr("{0} bluffed {1} of {2} claims; {3} of the bluffs went unchallenged."
                        ).format(names[winner], len(bluffs), len(mine), len(unchallenged)))
    won = sum(1 for index, entry in enumerate(view.log)
              if entry.__class__ is A.Challenge and entry.seat == winner
              and challenge_won(view, index))
    asked = sum(1 for entry in view.log if entry.__class__ is A.Challenge
                and entry.seat == winner)
    if asked == 1:
        parts.append(tr("{0}'s one challenge caught a bluff.").format(names[winner]) if won
                     else tr("{0}'s one challenge failed.").format(names[winner]))
    elif asked:
        parts.append(tr("{0} won {1} of %n challenge(s).", "", asked).format(names[winner], won))
    return " ".join(parts)


def challenge_won(view: CoupView, index: int) -> bool:
    """Whether the challenge at log entry ``index`` caught a bluff: the next card lost is the
    claimant's, not the challenger's."""
    challenger = view.log[index].seat
    return next((e.seat != challenger for e in view.log[index + 1:] if e.__class__ is A.Lose),
                False)


def challenged_claims(view: CoupView, checks: Sequence[ClaimCheck]) -> set[int]:
    """The log entries of claims that were challenged (whatever came of it)."""
    entries = sorted(c.entry for c in checks)
    challenged: set[int] = set()
    for index, entry in enumerate(view.log):
        if entry.__class__ is A.Challenge:
            before = [e for e in entries if e < index]
            if before:  # a challenge is of the latest claim
                challenged.add(before[-1])
    return challenged


def bluff_badges(checks: Sequence[ClaimCheck], players: int) -> dict[int, tuple[str, str]]:
    """For each player who claimed anything, their bluffs in a word, for their seat's board."""
    badges: dict[int, tuple[str, str]] = {}
    for seat in range(players):
        theirs = [c for c in checks if c.seat == seat]
        bluffs = sum(1 for c in theirs if not c.truthful)
        if not theirs:
            continue
        if bluffs == 0:
            badges[seat] = (tr("no bluff"), HONEST_GREEN)
        else:
            badges[seat] = (tr("%n bluff(s)", "", bluffs), BLUFF_RED)
    return badges


def claim_line(check: ClaimCheck, view: CoupView, names: Sequence[str],
               challenged: bool) -> str:
    what = character_name(check.character)
    entry = view.log[check.entry]
    if entry.__class__ is A.Declare and entry.kind == A.EMBEZZLE:
        said = tr("{0} said they had no Duke").format(names[check.seat])
    elif entry.__class__ is A.Block:
        said = tr("{0} blocked with the {1}").format(names[check.seat], what)
    else:
        said = tr("{0} claimed the {1}").format(names[check.seat], what)
    if check.truthful:
        return tr("{0}, and it was true").format(said)
    verdict = tr("BLUFF, caught") if challenged else tr("BLUFF, never challenged")
    return tr("{0}: {1}").format(said, verdict)


class EndingPanel(Retranslating, QWidget):
    """Emits ``rematch`` (same seats, a new deal) or ``new_game``."""

    rematch = Signal()
    new_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.winner = headline()
        self.story = QLabel()
        self.story.setWordWrap(True)
        self.claims = QListWidget()
        self.claims.setWordWrap(True)
        self.again = QPushButton()
        self.again.setDefault(True)
        self.again.setMinimumHeight(34)
        self.again.clicked.connect(self.rematch)
        self.other = QPushButton()
        self.other.setMinimumHeight(34)
        self.other.clicked.connect(self.new_game)
        self.record = RecordButtons()
        for button in (self.record.watch, self.record.save):
            button.setMinimumHeight(34)
        buttons = QHBoxLayout()
        buttons.addWidget(self.again)
        buttons.addWidget(self.other)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.winner)
        layout.addWidget(self.story)
        layout.addLayout(buttons)
        layout.addWidget(self.record)
        self.claims_heading = QLabel()
        layout.addWidget(self.claims_heading)
        layout.addWidget(self.claims, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.again.setText(tr("Rematch"))
        self.again.setToolTip(tr("The same players and seats, a new deal"))
        self.other.setText(tr("New game…"))
        self.claims_heading.setText(tr("Every claim of the game, judged now that the cards are "
                                       "shown:"))

    def show_ending(self, view: CoupView, checks: Sequence[ClaimCheck],
                    names: Sequence[str]) -> None:
        self.winner.setText(tr("{0} wins!").format(names[view.winner]))
        self.story.setText(account(view, checks, names))
        self.claims.clear()
        challenged = challenged_claims(view, checks)
        for check in checks:
            item = QListWidgetItem(claim_line(check, view, names, check.entry in challenged))
            if not check.truthful:
                item.setForeground(readable(BLUFF_RED, self.claims.palette().color(
                    QPalette.ColorRole.Base)))
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.claims.addItem(item)
