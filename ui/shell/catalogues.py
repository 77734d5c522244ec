"""The translation catalogues: extract with ``pyside6-lupdate``, build with ``pyside6-lrelease``.

    python -m companion_ui.shell.catalogues update   # refresh resources/translations/*.ts
    python -m companion_ui.shell.catalogues release  # build the .qm files the app loads

(``companion_en.ts`` holds only the English plural forms of the ``%n`` strings.)

Many modules translate through a module-level wrapper (``def tr(text): return
QCoreApplication.translate("CoupLog", text)``) so that their call sites stay short. lupdate cannot
see through a wrapper, so ``update`` hands it a copy of the sources in which each wrapper call is
spelled out as ``QCoreApplication.translate("CoupLog", ...)``, on the same line: the catalogue's
contexts are then the ones the app asks for at run time, and its locations point into the real
files.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = ROOT / "resources" / "translations"
LANGUAGES = ("tr", "hu", "hr")
# English is the source; its catalogue holds only the plural forms ("%n coin(s)" → "1 coin").
ENGLISH = "en"
SOURCES = ("ui", "companion")
# The folders' import names: ui/ is installed as companion_ui.
IMPORT_NAMES = {"ui": "companion_ui", "companion": "companion"}

# A wrapper takes what ``self.tr`` takes: the text, a disambiguation and a count for ``%n``.
_WRAPPER = re.compile(r'^def (_?tr)\(\w+: str, \w+: str \| None = None, \w+: int = -1\) -> str:\n'
                      r'(?:    #.*\n)?'
                      r'    return QCoreApplication\.translate\("([\w.]+)", \w+, \w+, \w+\)$', re.M)
_IMPORT = re.compile(r'^from (companion_ui\.[\w.]+) import (?:\(([\w,\s]+)\)|([\w, ]+)$)', re.M)


def catalogue(code: str, suffix: str = "ts") -> Path:
    return CATALOGUES / f"companion_{code}.{suffix}"


def _tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}", path=str(Path(sys.executable).parent))
    return found or f"pyside6-{name}"


def _sources() -> list[Path]:
    return sorted(path for folder in SOURCES for path in (ROOT / folder).rglob("*.py")
                  if "__pycache__" not in path.parts)


def _module(relative: Path) -> str:
    """The import name of a source file (``ui/shell/seats.py`` → ``companion_ui.shell.seats``)."""
    first, *rest = relative.with_suffix("").parts
    return ".".join((IMPORT_NAMES[first], *rest))


def _wrappers(sources: dict[Path, str]) -> dict[str, tuple[str, str]]:
    """Module name → (wrapper function name, its context)."""
    found = {}
    for path, text in sources.items():
        match = _WRAPPER.search(text)
        if match:
            module = _module(path.relative_to(ROOT))
            found[module] = (match.group(1), match.group(2))
    return found


def spelled_out(text: str, module: str, wrappers: dict[str, tuple[str, str]]) -> str:
    """``text`` with its wrapper calls (defined here or imported) spelled out for lupdate."""
    calls = dict([wrappers[module]]) if module in wrappers else {}
    for match in _IMPORT.finditer(text):
        source = wrappers.get(match.group(1))
        names = (match.group(2) or match.group(3)).split(",")
        if source and source[0] in (name.strip() for name in names):
            calls[source[0]] = source[1]
    for name, context in calls.items():
        text = re.sub(rf"(?<![\w.]){name}\((?!\w+: str\b)",
                      f'QCoreApplication.translate("{context}", ', text)
    return _literal_counts(text)


def _literal_counts(text: str) -> str:
    """``text`` with the count of each ``QCoreApplication.translate(context, text, "", n)``
    replaced by ``1``: lupdate marks such a call plural only when its count is a number (a name
    or an expression there even hides the call from it). Line breaks stay, so locations do."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    spans = []
    for node in ast.walk(ast.parse(text)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "translate" and len(node.args) == 4
                and not isinstance(node.args[3], ast.Constant)):
            count = node.args[3]
            assert count.end_lineno is not None and count.end_col_offset is not None
            spans.append((starts[count.lineno - 1] + count.col_offset,
                          starts[count.end_lineno - 1] + count.end_col_offset,
                          count.end_lineno - count.lineno))
    for start, end, breaks in sorted(spans, reverse=True):
        text = text[:start] + "1" + "\n" * breaks + text[end:]
    return text


def update(codes: tuple[str, ...] = (*LANGUAGES, ENGLISH), into: Path = CATALOGUES) -> str:
    """The shipped ``.ts`` files brought up to date with the code, written to ``into``: kept
    translations stay, vanished entries go. Returns lupdate's report."""
    sources = {path: path.read_text(encoding="utf-8") for path in _sources()}
    wrappers = _wrappers(sources)
    with tempfile.TemporaryDirectory() as temp:
        copy = Path(temp)
        for path, text in sources.items():
            relative = path.relative_to(ROOT)
            module = _module(relative)
            target = copy / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(spelled_out(text, module, wrappers), encoding="utf-8")
        folder = copy / "resources" / "translations"
        folder.mkdir(parents=True)
        for code in codes:
            if catalogue(code).exists():
                shutil.copy(catalogue(code), folder)
        listed = copy / "sources.txt"
        listed.write_text("\n".join(str(copy / p.relative_to(ROOT)) for p in sources),
                          encoding="utf-8")
        report = ""
        foreign = [code for code in codes if code != ENGLISH]
        # The English plurals keep no locations: editing a file leaves them as they are.
        for options, chosen in ((["-locations", "relative"], foreign),
                                (["-pluralonly", "-locations", "none"],
                                 [ENGLISH] if ENGLISH in codes else [])):
            if chosen:
                run = subprocess.run(
                    [_tool("lupdate"), "-no-obsolete", *options,
                     # companion.core.messages.message(context, text) marks the rules' messages.
                     "-tr-function-alias", "QT_TRANSLATE_NOOP+=message", f"@{listed}", "-ts",
                     *(str(folder / catalogue(code).name) for code in chosen)],
                    capture_output=True, text=True, check=True)
                report += run.stdout + run.stderr
        into.mkdir(parents=True, exist_ok=True)
        for code in codes:
            shutil.copy(folder / catalogue(code).name, into)
    return report


def release(codes: tuple[str, ...] = (*LANGUAGES, ENGLISH), source: Path = CATALOGUES,
            into: Path = CATALOGUES) -> None:
    for code in codes:
        subprocess.run([_tool("lrelease"), "-silent", str(source / catalogue(code).name), "-qm",
                        str(into / catalogue(code, "qm").name)], check=True)


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        print(update(), end="")
    elif argv[:1] == ["release"]:
        release()
    else:
        print(__doc__.split("\n\n")[1])
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
