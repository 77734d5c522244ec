"""What every game window shares: launcher, activities, settings, autosaved sessions, hand-over.

How a game plugs in (see ``activities.py``): ``ui/<game>/__init__.py`` exposes
``ACTIVITIES: list[Activity]``; the launcher finds them. A game window built on the shared protocol
plays through a ``GameSession`` (``session.py``), which autosaves the record after every decision
and lets the launcher offer to resume the game after a close or a crash. A file-based window is a
``DocumentWindow`` (``document.py``): its unsaved changes are autosaved after every change
(``document_autosave.py``) and offered back by the launcher after a crash (``Activity.recover``).
"""
