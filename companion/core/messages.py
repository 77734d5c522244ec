"""Words for users from the rules package (refusals, the validator, bot levels), translatable.

The rules package speaks English and never imports Qt, yet the app shows its words in the
player's language. So a text meant for users is a ``Message``: a ``str`` whose value *is* the
English text (the CLI, logs and records print it unchanged), which also remembers where it came
from — a translation context, the English template with named ``{placeholders}``, and the
values of those placeholders — so that the app can look the template up in its catalogues and
fill it in again (``companion_ui.shell.messages.translated``).

    message("CoupRefusal", "{kind} costs {cost} coins").format(kind=..., cost=7)

``message(context, template)`` is lupdate's no-op marker (``QT_TRANSLATE_NOOP``, aliased by the
catalogue tool), which takes exactly two literal strings: so the values come in a separate
``format`` call. Keep both strings literal, or lupdate does not see them. A value may itself be
a ``Message`` (a character's or a feature's name), then it is translated too; seats stay in the
game's notation (``p2``), which the app swaps for the players' names.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


class Message(str):
    """English text that the app can translate: ``context``, ``template`` and ``params``."""

    context: str
    template: str
    params: Mapping[str, Any]

    def __new__(cls, context: str, template: str,
                params: Mapping[str, Any] | None = None) -> Message:
        params = dict(params or {})
        self = super().__new__(cls, template.format_map(params) if params else template)
        self.context, self.template, self.params = context, template, params
        return self

    def format(self, /, **params: Any) -> Message:  # type: ignore[override]
        """The same message with (more) named values filled in: still translatable."""
        return Message(self.context, self.template, {**self.params, **params})

    def __reduce__(self) -> tuple[Any, ...]:
        return Message, (self.context, self.template, self.params)

    # Immutable, like any str: states that hold messages (a log) are cloned by the thousand.
    def __copy__(self) -> Message:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Message:
        return self


def message(context: str, template: str) -> Message:
    """A message to translate in ``context`` (a literal, so that lupdate extracts it)."""
    return Message(context, template)


class Joined(str):
    """Several messages in one line (a validator's list of problems): each part translated."""

    parts: tuple[str, ...]
    separator: str

    def __new__(cls, parts: Iterable[str], separator: str = ", ") -> Joined:
        parts = tuple(parts)
        self = super().__new__(cls, separator.join(parts))
        self.parts, self.separator = parts, separator
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return Joined, (self.parts, self.separator)

    def __copy__(self) -> Joined:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Joined:
        return self
