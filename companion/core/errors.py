"""Errors that reach users: each carries a one-line, human-readable message."""


class CompanionError(Exception):
    """Base of every error the CLI and the app report to users without a traceback."""


class IllegalAction(CompanionError):
    """An action that the rules do not allow in the current state; the state is left unchanged."""


class NotationError(CompanionError):
    """Text that does not spell an action of the game."""


class MalformedInput(CompanionError):
    """A file or document that cannot be read; ``where`` locates the problem (file, key, index)."""

    def __init__(self, message: str, where: str = "") -> None:
        self.where = where
        self.reason = message
        super().__init__(f"{where}: {message}" if where else message)


# Control characters and line breaks (a file name may hold a newline) written as escapes.
_BREAKS = str.maketrans({**{chr(code): f"\\x{code:02x}" for code in (*range(32), 127)},
                         "\n": "\\n", "\r": "\\r", "\t": "\\t", "\x85": "\\u0085",
                         "\u2028": "\\u2028", "\u2029": "\\u2029"})


def one_line(message: object) -> str:
    """A message as one line of text, whatever the names and values it quotes hold."""
    return str(message).translate(_BREAKS)
