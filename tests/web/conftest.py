"""One Chromium for each test file of the phone page (starting one takes a second or two)."""

from collections.abc import Iterator
from typing import Any

import pytest

from tests.web.support import chromium


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as running:
        yield running
