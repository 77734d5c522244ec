"""The PySide6 desktop app: a client of ``companion`` that renders models and holds no rules."""
