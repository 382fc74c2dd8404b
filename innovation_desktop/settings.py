"""Timing and size settings in one place, so tests can set every animation to 0."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Settings:
    """Durations (milliseconds) and sizes the client uses.

    ``computer_delay_ms`` is the least time a computer seat appears to think, so a
    person can follow the game."""

    splay_ms: int = 250
    fly_ms: int = 350
    #: how long the cards a city's search revealed stay shown over the table (Cities of Destiny)
    reveal_ms: int = 4500
    computer_delay_ms: int = 700
    card_w: int = 126            # a card on your board
    compact_w: int = 64          # a card on an opponent's board
    hand_w: int = 108             # a card in your hand
    tooltip_card_w: int = 240    # the full-size face in tooltips
    ai_process: bool = True      # computer players think in a separate process (no GIL stalls)
    #: a card face not drawn yet at a new size is shown scaled from another size for a
    #: moment and drawn exactly in idle time (cardface.card_pixmap_soon); off: at once
    face_stand_ins: bool = True

    def instant(self) -> "Settings":
        """Set every duration to 0, and draw every card face exactly when it is first
        painted (tests, screenshots); returns self."""
        self.splay_ms = 0
        self.fly_ms = 0
        self.computer_delay_ms = 0
        self.face_stand_ins = False     # every face drawn exactly when painted
        return self


#: The settings the client reads (tests call ``SETTINGS.instant()``).
SETTINGS = Settings()
