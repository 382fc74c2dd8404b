"""Card effects: one module per age of the base game (``age1`` ... ``age10``), and
the modules of the expansions.

Each module registers its cards with :func:`engine.dogma.register` when it is
imported. The modules are imported here by name, in plain ``import`` statements,
so that a frozen application (PyInstaller), which has no folder to list, finds
and bundles every one of them. To add a module, add it to the import list below
and to its tuple (``MODULES`` lists them all); a test checks that every card has its effects.

:func:`check_effects` tells whether every card of a game has its effects
registered; the application calls it when a game begins and refuses to play a
game with a card whose dogma would silently do nothing.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

if TYPE_CHECKING:
    from ..state import State

# ---- the effect modules: one plain import each (a frozen app needs them named) ----
from . import age1, age2, age3, age4, age5, age6, age7, age8, age9, age10  # noqa: F401
from . import age_fourth_a, age_fourth_b, age11  # noqa: F401  (the fourth edition's changed and new cards)

#: The base game's effect modules (both editions' texts), imported with this package.
BASE_MODULES = (age1, age2, age3, age4, age5, age6, age7, age8, age9, age10, age_fourth_a, age_fourth_b, age11)

_expansions: tuple[Any, ...] = ()


def load_expansions() -> tuple[Any, ...]:
    """Import the expansions' effect modules (Artifacts of History and its relics,
    Echoes of the Past)
    once, and return them. They are imported at first need, not with this package:
    a base game never loads them (the desktop client shows its table sooner).
    :func:`engine.dogma.effect_functions` calls this when it is asked for a card
    of an expansion, so no caller has to. The imports are plain statements, which
    PyInstaller finds."""
    global _expansions
    if not _expansions:
        from . import (artifacts_age1, artifacts_age2, artifacts_age3, artifacts_age4,  # noqa: F401
                       artifacts_age5, artifacts_age6, artifacts_age7, artifacts_age8, artifacts_age9,
                       artifacts_age10, artifacts_relics)
        from . import (echoes_age1, echoes_age2, echoes_age3, echoes_age4, echoes_age5,  # noqa: F401
                       echoes_age6, echoes_age7, echoes_age8, echoes_age9, echoes_age10)
        _expansions = (artifacts_age1, artifacts_age2, artifacts_age3, artifacts_age4, artifacts_age5,
                       artifacts_age6, artifacts_age7, artifacts_age8, artifacts_age9, artifacts_age10,
                       artifacts_relics, echoes_age1, echoes_age2, echoes_age3, echoes_age4, echoes_age5,
                       echoes_age6, echoes_age7, echoes_age8, echoes_age9, echoes_age10)
    return _expansions


def __getattr__(name: str) -> Any:
    # MODULES: every effect module, in import order (the base game's ages first);
    # asking for it loads the expansions. Add new modules to the imports above
    # (base: at the top; expansions: in load_expansions) and to their tuple.
    if name == "MODULES":
        return BASE_MODULES + load_expansions()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class MissingEffects(RuntimeError):
    """Some cards of a game have no registered effect functions (their dogma would
    do nothing). ``names`` lists their titles; the message names them too."""

    def __init__(self, names: list[str]) -> None:
        self.names = names
        shown = ", ".join(names[:12]) + (f" and {len(names) - 12} more" if len(names) > 12 else "")
        super().__init__(f"{len(names)} card(s) of this game have no effects in this build "
                         f"(their dogma would do nothing): {shown}")


#: Effect kinds this game never carries out (effects of expansions it does not
#: play, printed on some relics): a card with only these needs no functions.
NEVER_RUN_KINDS = frozenset({"karma", "echo"})


def missing_effects(cards: Iterable[int] | None = None, edition: str = "third") -> list[str]:
    """Titles of the cards among ``cards`` (card ids; default: every card in the card
    data) that have no registered effect functions for ``edition``, in id order.
    A card whose printed effects are all of :data:`NEVER_RUN_KINDS` is not missing."""
    from ..cards import CARDS, NAMES
    from ..dogma import effect_functions
    from ..cards import SET
    ids = range(len(CARDS)) if cards is None else sorted(set(cards))
    if edition != "fourth":       # the age-11 cards exist only in the fourth edition
        ids = [c for c in ids if SET[c] != "fourth"]
    return [NAMES[c] for c in ids
            if effect_functions(c, edition) is None
            and not all(kind in NEVER_RUN_KINDS for kind, _ in CARDS[c].effects)]


def check_effects(state: State | None = None) -> None:
    """Raise :class:`MissingEffects` if any card of the game in ``state`` (an
    :class:`engine.state.State`: every card it places, whatever set it comes
    from) has no registered effect functions for the game's edition. Without a
    state, every card in the card data is checked. Returns None when all are
    registered."""
    if state is None:
        names = missing_effects()
    else:
        names = missing_effects(state.locate_all().keys(), state.edition)
    if names:
        raise MissingEffects(names)
