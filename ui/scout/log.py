"""Scout's log, "What happened": the record's story (``Story``) in lines coloured by kind.

Scout's views keep no history, so the log follows the game's record; a record that no longer
begins with what was told (a take-back, a replay stepping back) is told afresh.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.core.record import GameRecord
from companion.scout import GAME
from ui.scout.story import ROUND, SCOUT, SHOW, Line, Story
from ui.shell.game_log import GameLog

# The log's colours per kind of line, on a light and on a dark palette.
LOG_COLOURS = {SHOW: ("#1b4f72", "#8cc8ff"), SCOUT: ("#6c3483", "#d7a6ff"),
               ROUND: ("#7d5a00", "#f2c94c")}


class ScoutLog(GameLog):
    def __init__(self) -> None:
        super().__init__()
        self.story: Story | None = None
        self.told: list[str] = []  # the actions the story has told

    def follow(self, record: GameRecord, names: Sequence[str]) -> None:
        """Tell ``record``'s decisions not told yet."""
        if self.story is None or record.actions[:len(self.told)] != self.told:
            self.clear()
            self.story = Story(GAME, record.setup, names)
            self.told = []
            self._add(self.story.lines)
        self._add(self.story.follow(record.actions))
        self.told = list(record.actions)

    def retell(self) -> None:
        """The next ``follow`` tells the whole story again (in a new language, say)."""
        self.story = None

    def _add(self, lines: list[Line]) -> None:
        dark = self.is_dark()
        for line in lines:
            colours = LOG_COLOURS.get(line.kind)
            self.add_line(line.text, None if colours is None else colours[dark],
                          bold=line.kind == ROUND)
        if lines:
            self.follow_newest()
