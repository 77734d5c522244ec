"""What every game window shares: launcher, activities, settings, autosaved sessions, hand-over.

How a game plugs in (see ``activities.py``): ``ui/<game>/__init__.py`` exposes
``ACTIVITIES: list[Activity]``; the launcher finds them. A game window built on the shared protocol
plays through a ``GameSession`` (``session.py``), which autosaves the record after every decision
and lets the launcher offer to resume the game after a close or a crash.
"""
