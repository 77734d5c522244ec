"""Whole numbers written by people in notation and text boxes."""


def small_number(text: str, digits: int = 4) -> int | None:
    """The number ``text`` spells in at most ``digits`` ASCII digits, or None.

    Not bare ``str.isdigit``: it also accepts "²" (which ``int`` refuses), and ``int`` refuses
    4,300+ digits; no seat, die total or cube count in notation needs more than a few.
    """
    if 0 < len(text) <= digits and text.isascii() and text.isdigit():
        return int(text)
    return None
