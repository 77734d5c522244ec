"""Everything on the Explorer's side of the table in one file: map sheet, player mat, score chart.

A versioned JSON document (``lairs-table-sheet``, version 1), written atomically. Loading
validates every part and names the key at fault. Edits of any part go through ``apply``, so one
undo history covers the whole sheet.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, ClassVar

from companion.core.errors import CompanionError, MalformedInput
from companion.core.files import write_json_atomic
from companion.lairs.tabletop.map_sheet import MapSheet, SheetEdit
from companion.lairs.tabletop.player_mat import MatEdit, PlayerMat
from companion.lairs.tabletop.score_chart import ScoreChart, ScoreEdit
from companion.lairs.treasures import TreasureSet, default_treasures

FORMAT = "lairs-table-sheet"
VERSION = 1
SUFFIX = ".lairs-sheet.json"

TITLE_LIMIT = 200


@dataclass(frozen=True)
class Retitle:
    """Write the sheet's title (whose dungeon this is)."""

    title: str
    part: ClassVar[str] = "title"

    def apply(self, _title: str) -> str:
        if len(self.title) > TITLE_LIMIT:
            raise CompanionError(f"a title has at most {TITLE_LIMIT} characters")
        return self.title


Edit = SheetEdit | MatEdit | ScoreEdit | Retitle


@dataclass(frozen=True)
class TableSheet:
    map: MapSheet = field(default_factory=MapSheet)
    mat: PlayerMat = field(default_factory=PlayerMat)
    score: ScoreChart = field(default_factory=ScoreChart)
    title: str = ""  # e.g. the dungeon being explored, as the player writes it

    def apply(self, edit: Edit) -> TableSheet:
        """The sheet after one edit; a refused edit raises ``CompanionError`` with the reason."""
        part = getattr(self, edit.part)
        return replace(self, **{edit.part: edit.apply(part)})  # type: ignore[arg-type]

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "title": self.title,
                "map": self.map.to_json(), "mat": self.mat.to_json(),
                "score": self.score.to_json()}

    @classmethod
    def from_json(cls, data: Any, where: str = "sheet",
                  cards: TreasureSet | None = None) -> TableSheet:
        if not isinstance(data, dict):
            raise MalformedInput("the top level must be a JSON object", where)
        if data.get("format") != FORMAT:
            raise MalformedInput(f"not a Lairs table sheet (format {FORMAT!r}, found "
                                 f"{data.get('format')!r})", where)
        if data.get("version") != VERSION:
            raise MalformedInput(f"unsupported version {data.get('version')!r}", where)
        title = data.get("title", "")
        if not isinstance(title, str) or len(title) > TITLE_LIMIT:
            raise MalformedInput(f"must be text of at most {TITLE_LIMIT} characters",
                                 f"{where}: title")
        return cls(
            MapSheet.from_json(data.get("map"), f"{where}: map"),
            PlayerMat.from_json(data.get("mat"), f"{where}: mat"),
            ScoreChart.from_json(data.get("score"), cards or default_treasures(),
                                 f"{where}: score"),
            title,
        )

    def save(self, path: str | Path) -> None:
        write_json_atomic(path, self.to_json())

    @classmethod
    def load(cls, path: str | Path, cards: TreasureSet | None = None) -> TableSheet:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise MalformedInput(f"cannot be read: {error}", str(path)) from None
        return cls.from_json(data, str(path), cards)
