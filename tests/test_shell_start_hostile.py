"""The app starts whatever its data folder holds: records no Companion wrote (a disk, a sync tool
or a hand edit made them) are set aside and said once, and the launcher opens."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

from companion.core.autosave import UNREADABLE_SUFFIX
from companion_ui.shell.context import ShellContext
from companion_ui.shell.launcher import LauncherWindow
from tests.documents import DOCUMENTS

ODD_VALUES: list[Any] = [None, True, -1, 10**9, "p\u00b2", "x" * 5000, [], [[]], {}, {"a": [1]},
                         ["duke"], "\u00a0", 1.5]


def _record(game: str, setup: dict[str, Any], actions: list[str], players: int = 3,
            variants: tuple[str, ...] = ()) -> dict[str, Any]:
    return {"format": "companion-record", "version": 1, "game": game, "players": players,
            "seed": 5, "variants": list(variants), "setup": setup,
            "names": [f"N{seat}" for seat in range(players)], "seats": ["human"] * players,
            "actions": actions, "rules": 1}


def _lairs_with_a_listed_type() -> dict[str, Any]:
    record = copy.deepcopy(DOCUMENTS["lairs-record"][0])
    cards = [{"id": f"c{n}", "name": f"Card {n}", "type": ["Cup"] if n == 0 else "Cup",
              "base": 1, "bonus": None} for n in range(5)]
    record["setup"]["treasures"] = {"format": "lairs-treasures", "version": 1,
                                    "types": ["Cup"], "cards": cards}
    return record


# The three records that stopped the app from starting (issue 24), then the fuzzer's kind.
REPORTED = {
    "coup-allegiances-null": _record("coup", {"allegiances": None}, ["p1 income"],
                                     variants=("reformation",)),
    "lairs-treasure-type-list": _lairs_with_a_listed_type(),
    "intrige-scholar-p2": _record("intrige", {"island": ["p\u00b2 writer"]}, [], players=4),
}


def _mutated(document: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """The document with one to three values somewhere in it replaced by odd ones."""
    doc = copy.deepcopy(document)
    for _ in range(rng.randint(1, 3)):
        parent: Any = doc
        while True:
            keys = list(parent) if isinstance(parent, dict) else list(range(len(parent)))
            if not keys:
                break
            key = rng.choice(keys)
            inner = parent[key]
            if isinstance(inner, dict | list) and inner and rng.random() < 0.7:
                parent = inner
                continue
            parent[key] = rng.choice(ODD_VALUES)
            break
    return doc


def test_the_launcher_opens_over_hostile_autosaves_and_sets_them_aside(
        qtbot, shell_context: ShellContext) -> None:
    folder = shell_context.autosaves.folder
    folder.mkdir(parents=True)
    files: dict[str, dict[str, Any]] = dict(REPORTED)
    rng = random.Random(24)
    for n in range(60):
        kind = rng.choice(["coup-record", "lairs-record"])
        files[f"{kind}-fuzzed-{n}"] = _mutated(DOCUMENTS[kind][0], rng)
    for name, document in files.items():
        (folder / f"{name}.json").write_text(json.dumps(document), encoding="utf-8")

    launcher = LauncherWindow(shell_context)
    qtbot.addWidget(launcher)
    launcher.show()
    for name in REPORTED:
        assert (folder / f"{name}.json{UNREADABLE_SUFFIX}").exists(), name
    left = [path for path in folder.glob("*.json")]
    # What is still offered opens: its label is made, nothing was left half-read.
    assert all(path.stem in files for path in left)
    said = launcher.set_aside_label.text()
    assert all(f"{name}.json{UNREADABLE_SUFFIX}" in said for name in REPORTED)

    again = LauncherWindow(shell_context)  # the next start says nothing new
    qtbot.addWidget(again)
    assert sorted(p.name for p in folder.glob("*.json")) == sorted(p.name for p in left)


def test_a_record_the_reader_chokes_on_is_set_aside_not_raised(tmp_path: Path) -> None:
    """A reader's own bug (not its located error) costs only that file."""
    from companion.core.autosave import AutosaveStore

    store = AutosaveStore(tmp_path)
    (tmp_path / "strange.json").write_text(json.dumps(REPORTED["coup-allegiances-null"]))

    def choking(game: str) -> Any:
        raise KeyError("a reader bug")

    games, problems = store.unfinished(choking)
    assert games == [] and len(problems) == 1
    assert "KeyError" in problems[0] and "set aside as strange.json.unreadable" in problems[0]
