"""Innovation Desktop: the PySide6 client.

Everything Qt lives in this package; the rules live in :mod:`engine`. The client
has no rules of its own. Its parts, one folder each:

* :mod:`.table`: the game table, which draws one player's table view
  (:func:`engine.view.table_view`, plain data) and turns gestures into answers;
* :mod:`.sessions`: what a table plays or shows, all through one interface
  (:class:`.sessions.base.Session`): the local game, the replay of a save (a
  network game in :mod:`.net` implements it too);
* :mod:`.saves`: saved games and preferences on disk (no Qt);
* :mod:`.library`: the saved games in the app (Open dialog, autosave, replay viewer);
* :mod:`.net`: LAN play (protocol, host, peer, discovery).
"""

#: The version of the app (the distribution's version is read from here).
__version__ = "0.1.0"
