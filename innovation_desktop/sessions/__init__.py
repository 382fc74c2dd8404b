"""Sessions: what a table plays or shows. A local game (:mod:`.local`: hot seat and
computer seats, :mod:`.seats`, :mod:`.ai_worker`), a saved game replayed answer by
answer (:mod:`.replay`). A network session (LAN play) implements the same interface.

Sessions know nothing of the table's widgets.
"""
