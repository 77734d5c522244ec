"""Test set-up shared by every test: Qt runs offscreen, and no test touches real user files."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
