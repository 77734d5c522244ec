"""Everything on the Explorer's side of the table in one file: map sheet, player mat, score chart.

A versioned JSON document (``lairs-table-sheet``, version 1), written atomically. Loading
validates every part and names the key at fault. Edits of any part go through ``apply``, so one
undo history covers the whole sheet.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, ClassVar

from companion.core.document import DocumentError, DocumentType
from companion.core.errors import CompanionError
from companion.core.files import write_json_atomic
from companion.core.messages import message
from companion.core.shape import Const, Field, Fields, Text
from companion.lairs.tabletop import map_sheet, player_mat, score_chart
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
            raise CompanionError(message("LairsSheet", "a title has at most {limit} characters"
                                         ).format(limit=TITLE_LIMIT))
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
        return cls._from_checked(_document_type(cards).check(data, where), where)

    def save(self, path: str | Path) -> None:
        write_json_atomic(path, self.to_json())

    @classmethod
    def load(cls, path: str | Path, cards: TreasureSet | None = None) -> TableSheet:
        return cls._from_checked(_document_type(cards).read(path), str(path))

    @classmethod
    def _from_checked(cls, checked: dict[str, Any], where: str) -> TableSheet:
        problems, parts = [], {}
        for key, part in (("map", MapSheet), ("mat", PlayerMat), ("score", ScoreChart)):
            try:
                parts[key] = part.from_checked(checked[key])
            except CompanionError as error:
                problems.append(f"{key}: {error}")
        if problems:
            raise DocumentError(problems, where)
        return cls(parts["map"], parts["mat"], parts["score"], checked["title"])


def _document_type(cards: TreasureSet | None) -> DocumentType:
    return DocumentType(FORMAT, VERSION, Fields({
        "format": Const(FORMAT),
        "version": Const(VERSION),
        "title": Field(Text(max_length=TITLE_LIMIT), ""),
        "map": map_sheet.SHAPE,
        "mat": player_mat.SHAPE,
        "score": score_chart.shape(cards or default_treasures()),
    }), "a Lairs table sheet")
