"""Scout's log, "What happened": a view's public log told in lines coloured by kind (``story``).

Told from the view alone, as a remote player's window has it: a view whose log goes on from the
one told last adds only the new lines; any other (a take-back, a replay stepping back) is told
afresh.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.scout.views import ScoutView
from companion_ui.scout.story import ROUND, SCOUT, SHOW, Line, tell
from companion_ui.shell.game_log import GameLog

# The log's colours per kind of line (the log lightens them on a dark palette).
LOG_COLOURS = {SHOW: "#1b4f72", SCOUT: "#6c3483", ROUND: "#7d5a00"}


class ScoutLog(GameLog):
    def __init__(self) -> None:
        super().__init__()
        self.view: ScoutView | None = None  # the view told last
        self.names: list[str] = []

    def show_view(self, view: ScoutView, names: Sequence[str]) -> None:
        """Tell ``view``'s log (every view holds the same, public one)."""
        told = () if self.view is None else self.view.log
        if list(names) != self.names or view.log[:len(told)] != told:
            self.clear()
            told = ()
        self.view, self.names = view, list(names)
        self._add(tell(view, names, len(told)))

    def retell(self) -> None:
        """The whole story again (in a new language, say)."""
        self.clear()
        if self.view is not None:
            self._add(tell(self.view, self.names))

    def _add(self, lines: list[Line]) -> None:
        for line in lines:
            self.add_line(line.text, LOG_COLOURS.get(line.kind), bold=line.kind == ROUND)
        if lines:
            self.follow_newest()
