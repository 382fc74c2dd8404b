"""Innovation Desktop: the PySide6 client.

Everything Qt lives in this package; the rules live in :mod:`engine`. The client
has no rules of its own: it shows :func:`engine.view.view` and turns gestures into
answers to :attr:`engine.Game.pending` (see :mod:`innovation_desktop.sessions.local`).
"""

#: The version of the app (the distribution's version is read from here).
__version__ = "0.1.0"
