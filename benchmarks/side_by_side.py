"""Two engines timed in one process, in alternating blocks, so a busy machine slows both alike.

Shared by the side-by-side benchmarks (``coup_engine_compare.py``, ``scout_compare.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

# A runner plays games ``first`` .. ``first + count - 1`` and returns its measures, seconds first.
Runner = Callable[[int, int], Sequence[float]]


def alternate(runners: Mapping[str, Runner], blocks: int, per_block: int) -> dict[str, list[float]]:
    """Each runner's measures summed over the blocks; neither runner always goes first."""
    totals: dict[str, list[float]] = {}
    names = list(runners)
    for block in range(blocks):
        first = block * per_block
        for name in names[:: -1 if block % 2 else 1]:
            result = runners[name](first, per_block)
            previous = totals.get(name, [0.0] * len(result))
            totals[name] = [t + r for t, r in zip(previous, result, strict=True)]
    return totals
