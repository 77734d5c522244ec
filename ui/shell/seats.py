"""Who plays a seat, as the new-game dialogs offer it: a human, or a bot at a strength level."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox

from companion.core.protocol import GameSpec
from ui.shell.session import HUMAN


def level_label(label: str) -> str:
    """A level's name through the translation system (literal calls, so lupdate finds them)."""
    names = {
        "Easy": QCoreApplication.translate("seats", "Easy"),
        "Normal": QCoreApplication.translate("seats", "Normal"),
        "Hard": QCoreApplication.translate("seats", "Hard"),
    }
    return names.get(label, label)


def fill_seat_kinds(combo: QComboBox, spec: GameSpec) -> None:
    """Human first, then one entry per strength level (its description as the tooltip)."""
    combo.addItem(QCoreApplication.translate("seats", "Human"), HUMAN)
    for index, level in enumerate(spec.levels, start=1):
        combo.addItem(QCoreApplication.translate("seats", "Bot: {0}").format(
            level_label(level.label)), level.bot)
        combo.setItemData(index, level.description, Qt.ItemDataRole.ToolTipRole)


def levels_legend(spec: GameSpec) -> str:
    """One line per strength level, for the dialogs to show under the seats."""
    return "\n".join(QCoreApplication.translate("seats", "{0}: {1}").format(
        level_label(level.label), level.description) for level in spec.levels)


def default_bot_index(spec: GameSpec) -> int:
    """The entry of the level the dialogs suggest for a bot seat (Normal where there is one)."""
    labels = [level.label for level in spec.levels]
    return 1 + (labels.index("Normal") if "Normal" in labels else 0)
