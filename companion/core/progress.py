"""Progress of long command-line work: a bar on stderr, only for a person watching a terminal.

tqdm draws it (rate, elapsed and remaining time, terminal width): a bar piped into a file or
another program would only be noise, and ``--json`` output must stay one clean object, so both
get none.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

Progress = Callable[[int], None]  # how many of the total are done


@contextmanager
def progress_bar(total: int, unit: str, shown: bool = True) -> Iterator[Progress]:
    """Yield the callback to report progress with; it draws only if ``shown`` and stderr is a
    terminal."""
    if not shown or not sys.stderr.isatty():
        yield lambda _done: None
        return
    from tqdm import tqdm

    with tqdm(total=total, unit=unit, file=sys.stderr, leave=False, dynamic_ncols=True) as bar:
        def advance(done: int) -> None:
            bar.update(done - bar.n)

        yield advance
