"""The rules as Companion implements them, with the Decisions taken where the sources are silent.

Shipped as Markdown in resources/rules/<game>.md and shown in a reader window, so every decision
the app takes on a player's behalf can be looked up from the app itself.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from companion.core.resources import resource


def has_rules(game: str) -> bool:
    return resource("rules", f"{game}.md").is_file()


class RulesWindow(QDialog):
    def __init__(self, game: str, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("{0} — rules reference").format(title))
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setMarkdown(resource("rules", f"{game}.md").read_text(encoding="utf-8"))
        font = self.browser.font()
        font.setPointSizeF(font.pointSizeF() * 1.05)
        font.setStyleHint(QFont.StyleHint.SansSerif)
        self.browser.setFont(font)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(760, 820)
