"""The About box: version, licenses, and credits to the games' designers."""

import html
import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from companion import __version__
from companion.core import registry
from companion_ui.shell.context import autosave_folder


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("AboutBox", text, disambiguation, n)


def show_about(parent: QWidget) -> None:
    import networkx

    QMessageBox.about(
        parent,
        _tr("About Companion"),
        _tr(
            "<h3>Companion {0}</h3>"
            "<p>Rules, digital play and table-side helpers for Lairs, Coup, Scout and Intrige.</p>"
            "<p>An unofficial fan project, not affiliated with the games' publishers. "
            "Lairs is by Chris Westmaas &amp; Josh Cappel; Coup by Rikki Tahta; "
            "Scout by Kei Kajino (Oink Games); Intrige by Stefan Dorra (AMIGO).</p>"
            "<p><b>Licenses</b><br>"
            "Companion: MIT License.<br>"
            "Qt {1} and PySide6 {2}: GNU LGPL v3.<br>"
            "networkx {3}: BSD 3-Clause License.</p>"
        ).format(__version__, qVersion(), pyside_version, networkx.__version__)
        + _tr("<p><b>For a bug report</b><br>Rules versions: {0}<br>Python {1}<br>"
              "Data folder: {2}</p>").format(
            html.escape(", ".join(f"{spec.title} {spec.rules_version}"
                                  for spec in registry.games())),
            platform.python_version(), html.escape(autosave_folder().parent.as_posix())),
    )
