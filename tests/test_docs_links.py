"""The repository stands alone: every link of its Markdown files leads to a file in it, and no
document or docstring sends a reader to a folder beside it (``../shared/…``) or on one machine."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SKIPPED = {".git", ".venv", "build", "dist", "__pycache__", ".hypothesis", ".pytest_cache",
           ".ruff_cache", "out"}
LINK = re.compile(r"\]\(([^)\s]+)\)")
# A path outside the repository: up from its top, into a sibling "shared" folder, or absolute
# into a machine's own folders.
OUTSIDE = re.compile(r"(?<![\w.])(?:\.\./shared/|shared/(?:rules|specs|seeds)/|/work/|/home/\w+"
                     r"|/Users/\w+|C:\\\\Users)")


def _files(*suffixes: str) -> list[Path]:
    return sorted(path for path in ROOT.rglob("*")
                  if path.suffix in suffixes and path.is_file()
                  and not SKIPPED & set(path.relative_to(ROOT).parts))


def test_every_markdown_link_leads_to_a_file_of_the_repository() -> None:
    broken = []
    for path in _files(".md"):
        for target in LINK.findall(path.read_text(encoding="utf-8")):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue  # a web address, a mail address, an anchor on the same page
            linked = (path.parent / target.split("#", 1)[0]).resolve()
            if not linked.exists() or ROOT not in linked.parents:
                broken.append(f"{path.relative_to(ROOT)}: {target}")
    assert broken == []


def test_no_document_or_docstring_points_outside_the_repository() -> None:
    outside = []
    for path in _files(".md", ".py", ".toml", ".txt", ".cfg", ".ini", ".json"):
        if path == Path(__file__).resolve():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if OUTSIDE.search(line):
                outside.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()[:80]}")
    assert outside == []


def test_the_contracts_and_rules_are_in_docs() -> None:
    for name in ("specs/cli.md", "specs/lairs-dungeon-format.md", "rules/coup.md",
                 "rules/lairs.md", "rules/scout.md", "rules/intrige.md", "network-protocol.md"):
        assert (ROOT / "docs" / name).is_file(), name
