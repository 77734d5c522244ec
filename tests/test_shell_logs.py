"""Game logs follow their newest line and tell the story: turn headings and outcomes."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt

from companion.core.protocol import GameSetup
from companion.coup import GAME as COUP
from companion.coup import actions as A
from companion.coup.cards import CAPTAIN, CONTESSA, DUKE
from companion.coup.phases import Phase
from companion.lairs import GAME as LAIRS
from companion_ui.coup.story import tell
from companion_ui.coup.table import CoupTableWindow
from companion_ui.lairs.explorer.game_window import LairsGameWindow
from companion_ui.shell.context import ShellContext
from companion_ui.shell.session import GameSession

NAMES = ["Ada", "Ben", "Cleo"]


def story_of(log: tuple[object, ...], phase: Phase = Phase.ACTION) -> list[str]:
    view = dataclasses.replace(COUP.start(GameSetup(3, seed=1)).view(None), log=log,
                               phase=phase)
    story = tell(view, NAMES)
    lines = []
    for index, entry in enumerate(log):
        lines += [line.text for line in story.before.get(index, [])]
        lines.append(str(entry))
        lines += [line.text for line in story.after.get(index, [])]
    return lines + [line.text for line in story.tail]


def test_a_block_that_stands_is_said_once_the_turn_is_over() -> None:
    log = (A.Declare(0, A.FOREIGN_AID), A.Block(1, DUKE), A.Pass(2), A.Pass(0),
           A.Declare(1, A.INCOME))
    assert story_of(log) == [
        "Turn 1 · Ada", "p1 foreign aid", "p2 block duke", "p3 pass", "p1 pass",
        "Foreign Aid is blocked.", "Turn 2 · Ben", "p2 income"]
    # While the block can still be challenged, nothing is said yet.
    assert "Foreign Aid is blocked." not in story_of(log[:3], Phase.BLOCK_CHALLENGE)
    assert story_of(log[:4])[-1] == "Foreign Aid is blocked."


def test_challenges_say_whether_they_failed_or_succeeded() -> None:
    failed = (A.Declare(0, A.TAX), A.Challenge(1), A.Reveal(0, DUKE), A.Lose(1, CONTESSA))
    assert "The challenge failed: Ada had the Duke." in story_of(failed)
    caught = (A.Declare(0, A.STEAL, 2), A.Challenge(1), A.Lose(0, CONTESSA))
    assert story_of(caught)[-1] == ("The challenge succeeded: Ada did not show the Captain, "
                                    "so the steal fails.")
    overturned = (A.Declare(0, A.STEAL, 2), A.Block(2, CAPTAIN), A.Challenge(0),
                  A.Lose(2, CONTESSA), A.Declare(1, A.INCOME))
    lines = story_of(overturned)
    assert "so the block fails." in lines[5] and "The steal is blocked." not in lines


def test_the_coup_log_follows_its_newest_line_with_headings(qtbot,
                                                          shell_context: ShellContext) -> None:
    session = GameSession.start(COUP, GameSetup(3, seed=5), shell_context.autosaves, NAMES,
                                ["heuristic"] * 3, bot_delay_ms=0)
    window = CoupTableWindow(session)
    qtbot.addWidget(window)
    window.resize(1100, 560)
    window.show()
    qtbot.waitUntil(session.state.is_over, timeout=20000)
    bar = window.log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    kinds = [window.log.item(i).data(Qt.ItemDataRole.UserRole)
             for i in range(window.log.count())]
    headings = [window.log.item(i).text() for i, kind in enumerate(kinds) if kind == "heading"]
    assert headings[0] == "Turn 1 · Ada" and len(headings) == session.state.turn
    session.release()


def test_the_lairs_log_follows_its_newest_line(qtbot, shell_context: ShellContext) -> None:
    session = GameSession.start(LAIRS, GameSetup(2, seed=5), shell_context.autosaves,
                                ["Ann", "Bob"], ["heuristic", "heuristic"], bot_delay_ms=0)
    window = LairsGameWindow(session)
    qtbot.addWidget(window)
    window.resize(1200, 700)
    window.show()
    bar = window.log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=20000)
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    # Each turn begins under a bold heading line.
    block = window.log.document().begin()
    headings = []
    while block.isValid():
        if block.text().startswith("Turn "):
            headings.append(block.charFormat().fontWeight() >= 700
                            or block.begin().fragment().charFormat().fontWeight() >= 700)
        block = block.next()
    assert headings and all(headings)
    session.release()
