"""Translations: English is the source; another language loads its catalogue once its .qm ships.

A language is three translators: the English catalogue (only the ``%n`` plural forms, so that
"1 coin" and "3 coins" come from one string in every language), the language's own catalogue
over it, and Qt's ``qtbase`` catalogue for the standard buttons and dialogs. Switching removes
the previous ones and installs the new: Qt then sends ``LanguageChange`` to every widget, and
the windows retranslate (``companion_ui.shell.retranslate``).
"""

from __future__ import annotations

from importlib.resources import as_file
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from companion.core.resources import resource
from companion_ui.shell.settings import AppSettings

ENGLISH = "en"
# Language names in their own language; a language is offered once its .qm file ships.
LANGUAGE_NAMES = {ENGLISH: "English", "tr": "Türkçe", "hu": "Magyar", "hr": "Hrvatski"}

_installed: list[QTranslator] = []


def _catalogue_name(code: str) -> str:
    return f"companion_{code}.qm"


def available_languages(folder: Path | None = None) -> dict[str, str]:
    """Code → name of the languages that ship (``folder``: catalogues elsewhere than the app's)."""
    return {code: name for code, name in LANGUAGE_NAMES.items()
            if code == ENGLISH or _catalogue(code, folder).is_file()}


def _catalogue(code: str, folder: Path | None) -> Path:
    if folder is not None:
        return folder / _catalogue_name(code)
    with as_file(resource("translations", _catalogue_name(code))) as path:
        return Path(path)


def system_language(folder: Path | None = None) -> str:
    """The system locale's language if it ships, else English."""
    code = QLocale.system().name().split("_")[0]
    return code if code in available_languages(folder) else ENGLISH


def startup_language(settings: AppSettings) -> str:
    """The language the user chose in Preferences; before any choice, the system's."""
    chosen = settings.chosen_language
    return chosen if chosen in available_languages() else system_language()


def current_language() -> str:
    return QLocale().name().split("_")[0]


def switch_language(app: QCoreApplication, code: str, folder: Path | None = None) -> str:
    """Speak ``code`` from now on (English when it does not ship); returns the language used.
    Open windows follow through ``LanguageChange``."""
    if code not in available_languages(folder):
        code = ENGLISH
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(code))
    # Widgets keep the locale they were made with: told of the change, the open ones write their
    # numbers the new language's way too (a spin box's 1,000 becomes 1.000).
    QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LocaleChange))
    qt_folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    # Installed last is asked first: the language's own catalogue before the English plurals.
    catalogues = [_catalogue(ENGLISH, None)]
    if code != ENGLISH:
        catalogues += [qt_folder / f"qtbase_{code}.qm", _catalogue(code, folder)]
    for path in catalogues:
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
    return code
