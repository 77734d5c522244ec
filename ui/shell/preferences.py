"""App-wide preferences (language for now); stored through ``AppSettings``. A new language
applies at once, to every open window."""

from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QWidget,
)

from ui.shell.retranslate import Retranslating
from ui.shell.settings import AppSettings
from ui.shell.translations import available_languages, current_language, switch_language


class PreferencesDialog(Retranslating, QDialog):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.language = QComboBox()
        for code, name in available_languages().items():
            self.language.addItem(name, code)
        index = self.language.findData(settings.chosen_language or current_language())
        self.language.setCurrentIndex(max(0, index))
        self.language_label = QLabel()
        self.language_label.setBuddy(self.language)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.language_label, self.language)
        form.addRow(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.language_label.setText(self.tr("&Language:"))

    def accept(self) -> None:
        code = str(self.language.currentData())
        self.settings.language = code
        app = QApplication.instance()
        if app is not None and code != current_language():
            switch_language(app, code)
        super().accept()
