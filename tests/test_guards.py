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
