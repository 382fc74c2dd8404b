"""Tooltip and log texts, from card data and a player's table view (no Qt).

Kept apart from the widgets so the words can be tested without a screen. Nothing
here reads a game: what depends on the position comes from the table view
(:func:`engine.view.table_view`)."""
from __future__ import annotations

import html
import re
from functools import lru_cache

from engine import CARDS, COLORS, ICONS, NAMES, BY_NAME
from engine.cards import SPLAYS, SPLAY_POSITIONS
from engine.dogma import effect_functions

from . import cardtext
from .cardtext import SPECIAL_CONDITIONS  # noqa: F401  (kept here for its users)

SPLAY_WORDS = {"none": "not splayed", "left": "splayed left (shows the bottom-right icon of each covered card)",
               "right": "splayed right (shows the two left icons of each covered card)",
               "up": "splayed up (shows the three bottom icons of each covered card)"}


def achievement_tip(a: int | str) -> str:
    """The condition of a standard achievement (by age) or a special one (by name),
    or what a relic held as an achievement is (by name)."""
    if isinstance(a, str) and a in BY_NAME and CARDS[BY_NAME[a]].set == "relic":
        return (f"{a} (relic, value {CARDS[BY_NAME[a]].age}): counts as one achievement. Anyone who digs an "
                f"Artifact of value {CARDS[BY_NAME[a]].age} may steal it.")
    if isinstance(a, str):
        return f"{cardtext.special_name(a)} (special achievement). {cardtext.special_condition(a)}"
    return (f"Standard achievement {a}: take the Achieve action with a score of at least {5 * a} "
            f"and a top card of value {a} or more.")


def card_text(cid: int, edition: str = "third") -> str:
    """A card's title, age, color, featured icon and effects as plain text."""
    c = CARDS[cid]
    icon = "none" if c.dogma_icon is None else ICONS[c.dogma_icon]
    kind = {"artifacts": "Artifact, ", "relic": "relic, "}.get(c.set, "")
    lines = [f"{c.name} ({kind}age {c.age}, {COLORS[c.color]}; featured icon: {icon})"]
    for kind, text in cardtext.effects(cid, edition):     # in the user's language
        lines.append({"demand": "Demand: ", "compel": "Compel: "}.get(kind, "") + text)
    if effect_functions(cid, edition) is None:
        lines.append("(Its effects are not implemented yet: its dogma does nothing.)")
    return "\n".join(lines)


def pile_tip(pl_view: dict, color: str) -> str:
    """A pile: its cards top first and its splay."""
    pile = pl_view["board"][color]
    cards = pile["cards"]
    if not cards:
        return f"{pl_view['name']}'s {color} pile is empty."
    lst = ", ".join(reversed(cards))
    return (f"{pl_view['name']}'s {color} pile: {len(cards)} card{'s' if len(cards) != 1 else ''}, "
            f"{SPLAY_WORDS[pile['splay']]}. Top first: {lst}.")


def icon_tip(v: dict, p: int, icon: int) -> str:
    """How player ``p``'s count of ``icon`` is made, pile by pile, from table view
    ``v`` (:func:`engine.view.table_view`: each pile's visible icons)."""
    pl = v["players"][p]
    key = ICONS[icon]
    parts = []
    for color in COLORS:
        pile = pl["board"][color]
        n = pile["icons"][key]
        if n:
            extra = f", splayed {pile['splay']}" if pile["splay"] != "none" and len(pile["cards"]) > 1 else ""
            parts.append(f"{n} from the {color} pile (top: {pile['cards'][-1]}{extra})")
    total = pl["icons"][key]
    if not parts:
        return f"{pl['name']} has no {key} icons visible."
    return f"{pl['name']}: {total} {key} icon{'s' if total != 1 else ''}: " + "; ".join(parts) + "."


def action_tip(v: dict, action: tuple) -> str:
    """What an action of the current player will do, from table view ``v``:
    ``("draw",)``, ``("meld", card name)``, ``("dogma", card name)``,
    ``("achieve", age)``. For a Dogma: who shares, who is hit by a demand, or
    that it will have no effect (``v["dogma"]``)."""
    p = v["current"]
    name = v["players"][p]["name"]
    if action[0] == "draw":
        age = v["draw_age"]
        return f"Draw: {name} draws a {age}." if age <= 10 else "Draw: nothing left to draw, the game ends by score."
    if action[0] == "meld":
        c = CARDS[BY_NAME[action[1]]]
        return f"Meld {c.name}: it goes on top of {name}'s {COLORS[c.color]} pile."
    if action[0] == "achieve":
        return f"Achieve {action[1]}: {name} takes the {action[1]} achievement."
    card = action[1]
    pre = v["dogma"][card]
    names = [pl["name"] for pl in v["players"]]
    if pre["icon"] is None:
        return f"Dogma {card}: it has no featured icon; nobody shares and nobody is hit."
    words = [f"Dogma {card} (featured icon {pre['icon']}, {name} has {pre['count']})."]
    if not pre["implemented"]:
        words.append("It will have no effect: this card's effects are not implemented yet.")
        return " ".join(words)
    if pre["demand"]:
        if pre["hit"]:
            words.append("Demand hits: " + ", ".join(names[q] for q in pre["hit"]) + ".")
        else:
            words.append("The demand hits nobody.")
    if pre.get("compel"):
        if pre["compelled"]:
            words.append("Compel hits: " + ", ".join(names[q] for q in pre["compelled"]) + ".")
        else:
            words.append("The compel hits nobody.")
    if pre["shared"]:
        if pre["shares"]:
            words.append("Shared with: " + ", ".join(names[q] for q in pre["shares"]) + ".")
        else:
            words.append("Nobody shares.")
    if (pre["demand"] or pre.get("compel")) and not pre["hit"] and not pre.get("compelled") \
            and not pre["shared"]:
        words.append("It will have no effect.")
    return " ".join(words)


@lru_cache(maxsize=1)
def _name_re() -> re.Pattern:
    """Any card name as a whole word, longest first (compiled when first needed:
    a pattern of every name takes milliseconds to compile, start-up time)."""
    return re.compile(r"(?<![\w])(?:" + "|".join(re.escape(n) for n in sorted(NAMES, key=len, reverse=True))
                      + r")(?![\w])")


def prepare_log_links() -> None:
    """Compile the pattern of card names now (in idle time: the first log line
    naming a card then costs no stall)."""
    _name_re()


def log_html(text: str) -> str:
    """A log line as HTML, each card name a ``card:ID`` link (for tooltips)."""
    if _name_re.cache_info().currsize == 0 and not any(n in text for n in NAMES):
        return html.escape(text)      # no name in it: the pattern need not be compiled yet
    out = []
    pos = 0
    for m in _name_re().finditer(text):
        out.append(html.escape(text[pos:m.start()]))
        cid = BY_NAME[m.group(0)]
        out.append(f'<a href="card:{cid}" style="color:#1d4f91;text-decoration:none;"><b>'
                   f'{html.escape(m.group(0))}</b></a>')
        pos = m.end()
    out.append(html.escape(text[pos:]))
    return "".join(out)


def revealed_positions(splay: str) -> tuple[int, ...]:
    """Icon positions a splay reveals on each covered card."""
    return SPLAY_POSITIONS[SPLAYS.index(splay)]
