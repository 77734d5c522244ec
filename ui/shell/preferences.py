"""App-wide preferences: the language and how many finished games are kept; stored through
``AppSettings``. A new language applies at once, to every open window."""

from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from companion.core.finished import MOST_KEPT
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.settings import AppSettings
from companion_ui.shell.translations import available_languages, current_language, switch_language


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
        self.kept = QSpinBox()
        self.kept.setObjectName("finishedKept")
        self.kept.setRange(0, MOST_KEPT)
        self.kept.setValue(settings.finished_kept)
        self.kept_label = QLabel()
        self.kept_label.setBuddy(self.kept)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.language_label, self.language)
        form.addRow(self.kept_label, self.kept)
        form.addRow(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.language_label.setText(self.tr("&Language:"))
        self.kept_label.setText(self.tr("&Finished games kept:"))
        self.kept.setSpecialValueText(self.tr("none"))
        self.kept.setToolTip(self.tr("The newest finished games are kept to watch again (the "
                                     "launcher lists them); older ones beyond this number are "
                                     "removed. 0 keeps none."))

    def accept(self) -> None:
        code = str(self.language.currentData())
        self.settings.language = code
        self.settings.finished_kept = self.kept.value()
        app = QApplication.instance()
        if app is not None and code != current_language():
            switch_language(app, code)
        super().accept()
