"""A player's own box: their copy's treasure cards and die faces instead of the shipped
stand-ins.

The shipped cards are mostly stand-ins (the rulebook publishes four card texts) and the die's
faces are an assumption, so a player may bring their own: a ``lairs-treasures`` file (the same
format as ``resources/lairs/treasures.json``, checked with located errors) and the die's faces.
The box lives in a folder (the app passes the user's data folder; nothing here knows Qt):
``treasures.json`` and ``dice.json``, each optional. ``companion lairs difficulty`` takes
``--treasures FILE`` and ``--die FACES``.
"""

from __future__ import annotations

import os
from pathlib import Path

from companion.core.document import quote, read_json
from companion.core.errors import CompanionError
from companion.core.messages import message
from companion.core.numerals import small_number
from companion.lairs.hazards import (
    MAX_FACE,
    MAX_FACES,
    Die,
    default_die,
    hazard_cards,
    parse_die,
)
from companion.lairs.rulesdata import RulesData, default_rules_data
from companion.lairs.treasures import (
    TreasureSet,
    default_treasures,
    parse_treasures,
)

TREASURES_FILE = "treasures.json"
DICE_FILE = "dice.json"


def load_treasures(path: str | os.PathLike[str]) -> TreasureSet:
    """A treasure file; ``MalformedInput`` names the file and the key (``cards[3].base``)."""
    return parse_treasures(read_json(path), str(path))


def load_die(path: str | os.PathLike[str]) -> Die:
    where = str(path)
    data = read_json(path)

    def fail(key: str, message: str) -> CompanionError:
        return CompanionError(f"{where}: {key}: {message}")

    if not isinstance(data, dict) or data.get("format") != "lairs-dice":
        raise fail("format", "expected 'lairs-dice'")
    return parse_die(data, fail)


def parse_faces(text: str) -> Die:
    """Die faces typed as ``1,1,2,2,3,4`` (commas or spaces)."""
    parts = [p for p in text.replace(",", " ").split() if p]
    faces = []
    for part in parts:
        face = small_number(part, len(str(MAX_FACE)))
        if face is None or not 1 <= face <= MAX_FACE:
            raise CompanionError(message("LairsBox", "die faces must be whole numbers from 1 to "
                                         "{most}, like 1,1,2,2,3,4; not {part}").format(
                                             most=MAX_FACE, part=quote(part)))
        faces.append(face)
    if not 2 <= len(faces) <= MAX_FACES:
        raise CompanionError(message("LairsBox", "a die needs 2 to {most} faces, not {faces}"
                                     ).format(most=MAX_FACES, faces=len(faces)))
    return Die(tuple(faces), "faces from your own box")


def rules_with(treasures: TreasureSet | None = None, die: Die | None = None) -> RulesData:
    """The shipped rules data with the player's own cards and die where given."""
    if treasures is None and die is None:
        return default_rules_data()
    return RulesData(die or default_die(), hazard_cards(), treasures or default_treasures())


def load_box(folder: str | os.PathLike[str]) -> RulesData:
    """The rules data of a box folder (each file optional)."""
    folder = Path(folder)
    treasures = folder / TREASURES_FILE
    dice = folder / DICE_FILE
    return rules_with(load_treasures(treasures) if treasures.exists() else None,
                      load_die(dice) if dice.exists() else None)


