"""The game table: the main window (:mod:`.window`), its widgets (:mod:`.widgets`),
card faces (:mod:`.cardface`), tooltips (:mod:`.tips`), hints (:mod:`.hints`) and
the table's dialogs (:mod:`.dialogs`: New game, hand-off screen, game over).

The table draws a game that a session (:mod:`innovation_desktop.sessions`) hands
it, and sends the player's answers back to that session. It imports no saves UI
and no network code.
"""
