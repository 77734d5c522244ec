"""Architecture guards: the rules package never imports Qt."""

import ast
from pathlib import Path

import companion

QT_MODULES = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "qtpy")


def test_companion_never_imports_qt() -> None:
    root = Path(companion.__file__).parent
    offenders = []
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            offenders += [f"{path.relative_to(root)}: {n}" for n in names
                          if n.split(".")[0] in QT_MODULES]
    assert offenders == []


def test_ruff_is_clean() -> None:
    import subprocess
    import sys

    root = Path(companion.__file__).parent.parent
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", str(root)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_resource_file_is_packaged() -> None:
    """An installed (non-editable) copy must ship every data file under resources/ (the
    translators' .ts sources excepted: the app loads the .qm files built from them)."""
    import tomllib

    root = Path(companion.__file__).parent.parent
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["companion_resources"]
    unpackaged = [
        str(path.relative_to(root)) for path in (root / "resources").rglob("*")
        if path.is_file() and path.suffix not in (".py", ".ts") and "__pycache__" not in path.parts
        and not any(path.match(p.removeprefix("**/")) for p in patterns)
    ]
    assert unpackaged == []


def test_qt_calls_keep_none_alive(qapp: object) -> None:
    """Guards against a PySide6 build that drops a reference to None on every void call
    (6.12.0 on Python < 3.12): the app would abort after a few thousand calls."""
    import sys

    from PySide6.QtWidgets import QLabel

    label = QLabel()
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("x")
    assert sys.getrefcount(None) >= before - 10
