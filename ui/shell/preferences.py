"""App-wide preferences (language for now); stored through ``AppSettings``."""

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QWidget,
)

from ui.shell.settings import AppSettings
from ui.shell.translations import available_languages


class PreferencesDialog(QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        self.language = QComboBox()
        for code, name in available_languages().items():
            self.language.addItem(name, code)
        index = self.language.findData(settings.language)
        self.language.setCurrentIndex(max(0, index))
        note = QLabel(self.tr("A new language takes effect the next time Companion starts."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(note)
        form.addRow(buttons)

    def accept(self) -> None:
        self.settings.language = str(self.language.currentData())
        super().accept()
