"""Tooltip and log texts, computed from the engine only (no Qt).

Kept apart from the widgets so the words can be tested without a screen."""
from __future__ import annotations

import html
import re
from functools import lru_cache

from engine import CARDS, COLORS, ICONS, NAMES, BY_NAME
from engine.cards import SPLAYS, SPLAY_POSITIONS
from engine.dogma import dogma_plan, effect_functions
from engine.game import Game

SPECIAL_CONDITIONS = {
    "Monument": "Claimed automatically by a player who tucks six cards or scores six cards in one turn.",
    "Empire": "Claimed automatically by a player with at least three of each of the six basic icons "
              "(crown, leaf, lightbulb, castle, factory, clock) visible on their board.",
    "World": "Claimed automatically by a player with twelve or more clocks visible on their board.",
    "Wonder": "Claimed automatically by a player with all five colors on their board, each pile "
              "splayed right or up.",
    "Universe": "Claimed automatically by a player with five top cards, each of value 8 or more.",
}

SPLAY_WORDS = {"none": "not splayed", "left": "splayed left (shows the bottom-right icon of each covered card)",
               "right": "splayed right (shows the two left icons of each covered card)",
               "up": "splayed up (shows the three bottom icons of each covered card)"}


def achievement_tip(a: int | str) -> str:
    """The condition of a standard achievement (by age) or a special one (by name)."""
    if isinstance(a, str):
        return f"{a} (special achievement). {SPECIAL_CONDITIONS.get(a, '')}"
    return (f"Standard achievement {a}: take the Achieve action with a score of at least {5 * a} "
            f"and a top card of value {a} or more.")


def card_text(cid: int, edition: str = "third") -> str:
    """A card's title, age, color, featured icon and effects as plain text."""
    c = CARDS[cid]
    icon = "none" if c.dogma_icon is None else ICONS[c.dogma_icon]
    kind = {"artifacts": "Artifact, ", "relic": "relic, "}.get(c.set, "")
    lines = [f"{c.name} ({kind}age {c.age}, {COLORS[c.color]}; featured icon: {icon})"]
    for kind, text in c.effects_for(edition):
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


def icon_tip(game: Game, p: int, icon: int) -> str:
    """How player ``p``'s count of ``icon`` is made, pile by pile."""
    pl = game.state.players[p]
    parts = []
    for color in range(5):
        n = pl.pile_icons(color)[icon]
        if n:
            top = pl.top(color)
            extra = ""
            if pl.splay[color] and len(pl.board[color]) > 1:
                extra = f", splayed {SPLAYS[pl.splay[color]]}"
            parts.append(f"{n} from the {COLORS[color]} pile (top: {NAMES[top]}{extra})")
    total = pl.icon_counts()[icon]
    if not parts:
        return f"{pl.name} has no {ICONS[icon]} icons visible."
    return f"{pl.name}: {total} {ICONS[icon]} icon{'s' if total != 1 else ''}: " + "; ".join(parts) + "."


def action_tip(game: Game, action: tuple) -> str:
    """What an action will do; for a Dogma, who shares, who is hit by a demand,
    or that it will have no effect."""
    s = game.state
    p = s.current
    name = s.players[p].name
    if action[0] == "draw":
        from engine.verbs import drawable_age
        age = drawable_age(s, s.players[p].highest_top_age())
        return f"Draw: {name} draws a {age}." if age <= 10 else "Draw: nothing left to draw, the game ends by score."
    if action[0] == "meld":
        c = CARDS[action[1]]
        return f"Meld {c.name}: it goes on top of {name}'s {COLORS[c.color]} pile."
    if action[0] == "achieve":
        return f"Achieve {action[1]}: {name} takes the {action[1]} achievement."
    cid = action[1]
    c = CARDS[cid]
    affected, sharing = dogma_plan(s, p, cid)
    effects = c.effects_for(s.edition)
    words = [f"Dogma {c.name} (featured icon {ICONS[c.dogma_icon]}, "
             f"{name} has {s.players[p].icon_counts()[c.dogma_icon]})."]
    if effect_functions(cid, s.edition) is None:
        words.append("It will have no effect: this card's effects are not implemented yet.")
        return " ".join(words)
    has_demand = any(k == "demand" for k, _ in effects)
    has_shared = any(k != "demand" for k, _ in effects)
    if has_demand:
        if affected:
            words.append("Demand hits: " + ", ".join(s.players[q].name for q in affected) + ".")
        else:
            words.append("The demand hits nobody.")
    if has_shared:
        if sharing:
            words.append("Shared with: " + ", ".join(s.players[q].name for q in sharing) + ".")
        else:
            words.append("Nobody shares.")
    if has_demand and not affected and not has_shared:
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
