"""Start the desktop app: settings, translations, launcher, and files given on the command line."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from companion import __version__
from companion.core.autosave import AutosaveStore
from companion_ui.shell.activities import discover
from companion_ui.shell.context import ShellContext, autosave_folder
from companion_ui.shell.icons import icon
from companion_ui.shell.launcher import LauncherWindow
from companion_ui.shell.leftovers import sweep_leftovers
from companion_ui.shell.main_thread_gc import MainThreadCollector
from companion_ui.shell.settings import AppSettings
from companion_ui.shell.single_instance import SingleInstance, claim_the_app, instance_name
from companion_ui.shell.translations import startup_language, switch_language

ORGANIZATION = "Companion"
APPLICATION = "Companion"


def create_application(argv: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication(argv)
    assert isinstance(app, QApplication)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationVersion(__version__)
    app.setWindowIcon(icon("companion"))
    if app.findChild(MainThreadCollector) is None:
        MainThreadCollector(app)
    return app


def create_shell(app: QApplication) -> tuple[ShellContext, LauncherWindow]:
    settings = AppSettings(QSettings())
    switch_language(app, startup_language(settings))
    context = ShellContext(settings, discover(), AutosaveStore(autosave_folder()))
    launcher = LauncherWindow(context)
    return context, launcher


def open_handed_over(context: ShellContext, launcher: LauncherWindow, files: list[str]) -> None:
    """Files from a later ``companion`` start (none: it only wants the app in front)."""
    shown: QWidget = launcher
    for name in files:
        shown = context.open_path(Path(name), launcher) or shown
    if shown is launcher:
        launcher.showNormal()
    shown.raise_()
    shown.activateWindow()


def run(files: list[str]) -> int:
    app = create_application(sys.argv[:1])
    name = instance_name()
    try:
        the_app = claim_the_app(name, autosave_folder().parent, files)
    except TimeoutError as error:
        print(f"companion: {error}; close it (or end its process) and start again.",
              file=sys.stderr)
        return 1
    if the_app is None:  # Companion is running already: it opens the files
        return 0
    instance = SingleInstance(name, app)
    instance.listen()
    sweep_leftovers(autosave_folder().parent)
    context, launcher = create_shell(app)
    context.show_window(launcher, "launcher")
    instance.files_received.connect(lambda paths: open_handed_over(context, launcher, paths))
    for file in files:
        context.open_path(Path(file), launcher)
    app.aboutToQuit.connect(stop_network)
    return app.exec()


def stop_network() -> None:
    """At quit: leave the network tables (their seats stay ours), stop hosting (every table is
    saved already) and end the network loop."""
    from companion_ui.net.host import stop_hosting
    from companion_ui.net.loop import stop_net_loop
    from companion_ui.net.play import open_tables

    for screens in open_tables():
        screens.leave()
    stop_hosting()
    stop_net_loop()
