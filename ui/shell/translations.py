"""Translations: English is built in; another language loads its Qt .qm file once one ships."""

from importlib.resources import as_file

from PySide6.QtCore import QCoreApplication, QTranslator

from companion.core.resources import resource

# Language names in their own language; a language is offered once its .qm file ships.
LANGUAGE_NAMES = {"en": "English", "tr": "Türkçe", "hu": "Magyar", "hr": "Hrvatski"}


def _catalogue_name(code: str) -> str:
    return f"companion_{code}.qm"


def available_languages() -> dict[str, str]:
    return {code: name for code, name in LANGUAGE_NAMES.items()
            if code == "en" or resource("translations", _catalogue_name(code)).is_file()}


def install_translator(app: QCoreApplication, code: str) -> None:
    if code not in available_languages() or code == "en":
        return
    translator = QTranslator(app)
    with as_file(resource("translations", _catalogue_name(code))) as path:
        if translator.load(str(path)):
            app.installTranslator(translator)
