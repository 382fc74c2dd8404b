"""Tooltip and log texts, from card data and a player's table view (no widgets).

Kept apart from the widgets so the words can be tested without a screen. Nothing
here reads a game: what depends on the position comes from the table view
(:func:`engine.view.table_view`). The words are in the user's language
(:meth:`QCoreApplication.translate`, context ``Table``; English when no
translation is installed)."""
from __future__ import annotations

import html
import re
from functools import lru_cache
from typing import Any

from engine import CARDS, COLORS, ICONS, NAMES, BY_NAME
from engine.cards import SPLAYS, SPLAY_POSITIONS
from engine.answers import Action
from engine.dogma import effect_functions
from engine.vocab import ACHIEVE, DRAW, MELD

from ..plain import shown_name
from ..tr import QT_TRANSLATE_NOOP, translate
from . import cardtext
from .cardtext import SPECIAL_CONDITIONS  # noqa: F401  (kept here for its users)

#: Cities of Destiny's action, as an action's outside form names it (``engine.vocab.ENDORSE``).
ENDORSE = "endorse"


#: A pile's splay in a tooltip (translated where shown).
SPLAY_WORDS = {"none": QT_TRANSLATE_NOOP("Table", "not splayed"),
               "left": QT_TRANSLATE_NOOP("Table", "splayed left (shows the bottom-right icon of each covered card)"),
               "right": QT_TRANSLATE_NOOP("Table", "splayed right (shows the two left icons of each covered card)"),
               "up": QT_TRANSLATE_NOOP("Table", "splayed up (shows the three bottom icons of each covered card)"),
               "aslant": QT_TRANSLATE_NOOP("Table", "splayed aslant (shows all four icons of each covered card)")}

#: A splay direction alone ("splayed {splay}"), translated where shown.
SPLAY_SHORT = {"left": QT_TRANSLATE_NOOP("Table", "splayed left"), "right": QT_TRANSLATE_NOOP("Table", "splayed right"),
               "up": QT_TRANSLATE_NOOP("Table", "splayed up"), "aslant": QT_TRANSLATE_NOOP("Table", "splayed aslant")}

#: The colors as words inside a sentence (they qualify a card or a pile), by engine name.
COLOR_ADJ = {"blue": QT_TRANSLATE_NOOP("Table", "blue"), "red": QT_TRANSLATE_NOOP("Table", "red"),
             "green": QT_TRANSLATE_NOOP("Table", "green"), "yellow": QT_TRANSLATE_NOOP("Table", "yellow"),
             "purple": QT_TRANSLATE_NOOP("Table", "purple")}

#: The icons' names, by engine name (translated where shown).
ICON_WORDS = {"crown": QT_TRANSLATE_NOOP("Table", "crown"), "leaf": QT_TRANSLATE_NOOP("Table", "leaf"),
              "lightbulb": QT_TRANSLATE_NOOP("Table", "lightbulb"), "castle": QT_TRANSLATE_NOOP("Table", "castle"),
              "factory": QT_TRANSLATE_NOOP("Table", "factory"), "clock": QT_TRANSLATE_NOOP("Table", "clock"),
              "hex": QT_TRANSLATE_NOOP("Table", "hexagon"), "blank": QT_TRANSLATE_NOOP("Table", "none"),
              "avatar": QT_TRANSLATE_NOOP("Table", "avatar"),
              # Cities of Destiny
              "flag": QT_TRANSLATE_NOOP("Table", "flag"), "fountain": QT_TRANSLATE_NOOP("Table", "fountain"),
              "plus": QT_TRANSLATE_NOOP("Table", "plus"), "arrow-left": QT_TRANSLATE_NOOP("Table", "left arrow"),
              "arrow-right": QT_TRANSLATE_NOOP("Table", "right arrow"),
              "arrow-up": QT_TRANSLATE_NOOP("Table", "up arrow"), "bonus": QT_TRANSLATE_NOOP("Table", "bonus")}

#: A city's icon positions in words (Cities of Destiny), by position name.
POSITION_WORDS = {"top_left": QT_TRANSLATE_NOOP("Table", "Top left"),
                  "top_middle": QT_TRANSLATE_NOOP("Table", "Top middle"),
                  "top_right": QT_TRANSLATE_NOOP("Table", "Top right"),
                  "bottom_left": QT_TRANSLATE_NOOP("Table", "Bottom left"),
                  "bottom_middle": QT_TRANSLATE_NOOP("Table", "Bottom middle"),
                  "bottom_right": QT_TRANSLATE_NOOP("Table", "Bottom right")}


def _word(table: dict[str, Any], key: str) -> str:
    """``table[key]`` translated (``key`` itself if it has no entry)."""
    return translate("Table", table[key]) if key in table else key


def color_adj(color: str) -> str:
    """An engine color name (``"red"``) as the word in a sentence, user's language."""
    return _word(COLOR_ADJ, color)


def icon_word(icon: str) -> str:
    """An engine icon name (``"leaf"``) as a word, user's language."""
    return _word(ICON_WORDS, icon)


def achievement_tip(a: int | str, edition: str = "third") -> str:
    """The condition of a standard achievement (by age) or a special one (by name,
    as ``edition`` states it), or what a relic held as an achievement is (by name)."""
    if isinstance(a, str) and a in BY_NAME and CARDS[BY_NAME[a]].set == "relic":
        return translate("Table", "{card} (relic, value {age}): counts as one achievement. Anyone who digs an "
                                  "Artifact of value {age} may steal it.").format(card=a, age=CARDS[BY_NAME[a]].age)
    if isinstance(a, str):
        return translate("Table", "{special} (special achievement). {condition}").format(
            special=cardtext.special_name(a), condition=cardtext.special_condition(a, edition)).strip()
    return translate("Table", "Standard achievement {age}: take the Achieve action with a score of at least "
                              "{score} and a top card of value {age} or more.").format(age=a, score=5 * a)


def icon_achievement_word(e: dict[str, Any]) -> str:
    """A flag or fountain that counts, as listed among a player's achievements
    (Cities of Destiny): "flag (Tokyo)"."""
    return (translate("Table", "flag ({card})") if e["kind"] == "flag" else
            translate("Table", "fountain ({card})")).format(card=e["card"])


def icon_achievement_lines(v: dict[str, Any], p: int) -> list[str]:
    """Cities of Destiny: one line per flag and fountain player ``p`` shows (view
    ``v``'s ``icon_achievements``), saying whether it counts as an achievement now
    and why (a fountain always; a flag unless an opponent shows more cards of its
    color, who and how many); then the total with them. Empty without Cities."""
    pv = v["players"][p]
    entries = pv.get("icon_achievements")
    if entries is None:
        return []
    names = [shown_name(x["name"]) for x in v["players"]]
    out = []
    for e in entries:
        color = color_adj(e["color"])
        if e["kind"] == "fountain":
            out.append(translate("Table", "Fountain on {card} ({color}): counts as an achievement while it shows."
                                 ).format(card=e["card"], color=color))
        elif e["counts"]:
            out.append(translate("Table", "Flag on {card} ({color}): counts as an achievement: {name} shows {n} "
                                          "{color} card(s) and no opponent shows more.").format(
                card=e["card"], color=color, name=names[p], n=e["shown"]))
        else:
            rivals = ", ".join(translate("Table", "{name} shows {n}").format(name=names[r["player"]], n=r["shown"])
                               for r in e["rivals"])
            out.append(translate("Table", "Flag on {card} ({color}): does not count now: {name} shows {n} {color} "
                                          "card(s), {rivals}.").format(card=e["card"], color=color, name=names[p],
                                                                       n=e["shown"], rivals=rivals))
    if entries:
        n = sum(1 for e in entries if e["counts"])
        out.append(translate("Table", "{total} achievement(s) in all: {held} held + {n} flag(s) and fountain(s)."
                             ).format(total=pv.get("achievement_total", len(pv["achievements"]) + n),
                                      held=len(pv["achievements"]), n=n))
    return out


def endorse_tip(v: dict[str, Any], card: str) -> str:
    """What the Endorse action on top card ``card`` would do (Cities of Destiny,
    from table view ``v``'s ``endorse`` and ``dogma``): which hand card would pay
    (tucked; the viewer's choice when several may), the value limit and the city
    that sets it, and what runs twice: the current player's own effects, and the
    demand against each opponent it hits. Raises KeyError if ``card`` may not be
    endorsed in ``v``."""
    p = v["current"]
    name = shown_name(v["players"][p]["name"])
    e = v["endorse"]["cards"][card]
    pay = e.get("payment")
    if pay is not None and len(pay) == 1:
        paying = translate("Table", "{name} tucks {pay} from hand to pay (value {limit} or less).").format(
            name=name, pay=pay[0], limit=e["limit"])
    elif pay is not None:
        paying = translate("Table", "{name} tucks one card from hand to pay, of value {limit} or less: {cards} "
                                    "(asked next).").format(name=name, limit=e["limit"], cards=", ".join(pay))
    else:
        paying = translate("Table", "{name} tucks a card from hand of value {limit} or less to pay "
                                    "({n} may).").format(name=name, limit=e["limit"], n=e["count"])
    words = [translate("Table", "Endorse {card}:").format(card=card), paying]
    pre = e.get("dogma") or v.get("dogma", {}).get(card)     # who shares and who is hit, before the tuck
    names = [shown_name(pl["name"]) for pl in v["players"]]
    echoes = (pre or {}).get("echoes") or []
    if pre is not None and pre.get("icon") is not None and not (pre["demand"] or pre.get("compel") or pre["shared"]):
        # no dogma effects (a city): only echo effects under it may run
        if echoes and pre["shares"]:
            words.append(translate("Table", "{card} has no dogma effects; the echo effects of {cards} run: {names} "
                                            "share(s) them once, then {name} carries out each twice.").format(
                card=card, cards=", ".join(echoes), name=name, names=", ".join(names[q] for q in pre["shares"])))
        elif echoes:
            words.append(translate("Table", "{card} has no dogma effects; {name} carries out the echo effects of "
                                            "{cards} twice each.").format(card=card, cards=", ".join(echoes),
                                                                          name=name))
        else:
            words.append(translate("Table", "{card} has no dogma effects: nothing runs.").format(card=card))
    elif pre is not None and pre.get("icon") is not None:
        if pre["demand"] and pre["hit"]:
            words.append(translate("Table", "The demand hits {names} twice.").format(
                names=", ".join(names[q] for q in pre["hit"])))
        if pre["shared"] and pre["shares"]:
            words.append(translate("Table", "{names} share(s) once; {name} then carries out each non-demand effect "
                                            "twice.").format(names=", ".join(names[q] for q in pre["shares"]),
                                                             name=name))
        else:
            words.append(translate("Table", "{name} carries out each non-demand effect twice.").format(name=name))
    return " ".join(words)


def endorse_unavailable(v: dict[str, Any]) -> str:
    """Why the current player may not take the Endorse action now (Cities of
    Destiny; table view ``v``), or "" when they may: taken already this turn, no
    top city, no top card whose featured icon a top city shows, or no hand card
    low enough to pay."""
    e = v.get("endorse")
    if e is None:
        return ""
    if e["cards"]:
        return ""
    if e["used"]:
        return translate("Table", "Endorse: already taken this turn (once per turn).")
    pv = v["players"][v["current"]]
    tops = [BY_NAME[pile["cards"][-1]] for pile in pv["board"].values() if pile["cards"]]
    cities = [c for c in tops if CARDS[c].set == "cities"]
    if not cities:
        return translate("Table", "Endorse: you need a city on top of one of your piles.")
    feats = [c for c in tops if CARDS[c].dogma_icon is not None
             and any(CARDS[c].dogma_icon in CARDS[x].icons for x in cities)]
    if not feats:
        return translate("Table", "Endorse: none of your top cards has a featured icon that one of your top cities "
                                  "shows.")
    limit = max(CARDS[x].age for x in cities if any(CARDS[c].dogma_icon in CARDS[x].icons for c in feats))
    return translate("Table", "Endorse: no card in your hand has a value of {limit} or less to pay with.").format(
        limit=limit)


def card_text(cid: int, edition: str = "third") -> str:
    """A card's title, age, color, featured icon and effects as plain text."""
    c = CARDS[cid]
    di = c.dogma_icon_for(edition)
    icon = translate("Table", "none") if di is None else icon_word(ICONS[di])
    head = {"artifacts": translate("Table", "{card} (Artifact, age {age}, {color}; featured icon: {icon})"),
            "relic": translate("Table", "{card} (relic, age {age}, {color}; featured icon: {icon})"),
            "cities": translate("Table", "{card} (city, age {age}, {color}; featured icon: {icon})")}.get(
        c.set, translate("Table", "{card} (age {age}, {color}; featured icon: {icon})"))
    lines = [head.format(card=c.name, age=c.age, color=color_adj(COLORS[c.color]), icon=icon)]
    if len(c.icons) == 6:              # a city (or Timbuktu): its six positions and what they do
        lines += city_icon_lines(cid)
    for kind, text in cardtext.effects(cid, edition):     # in the user's language (area cards)
        if kind == "demand":
            lines.append(translate("Table", "Demand: {effect}").format(effect=text))
        elif kind == "compel":
            lines.append(translate("Table", "Compel: {effect}").format(effect=text))
        else:
            lines.append(text)
    if effect_functions(cid, edition) is None and c.effects_for(edition):     # a city has none to write
        lines.append(translate("Table", "(Its effects are not implemented yet: its dogma does nothing.)"))
    return "\n".join(lines)


def city_icon_lines(cid: int) -> list[str]:
    """Cities of Destiny: one line per icon position of card ``cid`` (six
    positions), naming the icon and, for a special one, what it does (reference
    R5-R8): a search icon, plus, arrows, flag, fountain, bonus. Raises ValueError
    for a card without six positions."""
    from .cardtext import BASIC_WORDS, CITY_POSITIONS, city_words
    c = CARDS[cid]
    color = color_adj(COLORS[c.color])
    out = []
    for pos, word in zip(CITY_POSITIONS, city_words(cid)):
        where = translate("Table", POSITION_WORDS[pos])
        if word.startswith("bonus-"):
            what = translate("Table", "bonus {n} (adds to your score while visible: the highest bonus, plus 1 "
                                      "for each other)").format(n=word[6:])
        elif pos == "top_middle" and word in BASIC_WORDS:
            what = translate("Table", "{icon}, a search icon (a Meld action with this city reveals the top {n} "
                                      "cards of base pile {n}: you keep those with a {icon}, the others go "
                                      "back)").format(icon=icon_word(word), n=c.age)
        elif word == "plus":
            what = translate("Table", "plus (a Meld action with this city draws a {n})").format(n=c.age + 1)
        elif word.startswith("arrow-"):
            what = {"left": translate("Table", "left arrow (a Meld action with this city splays your {color} pile "
                                               "left)"),
                    "right": translate("Table", "right arrow (a Meld action with this city splays your {color} "
                                                "pile right)"),
                    "up": translate("Table", "up arrow (a Meld action with this city splays your {color} pile "
                                             "up)")}[word[6:]].format(color=color)
        elif word == "flag":
            what = translate("Table", "flag (while this city is on top, an achievement for you unless an "
                                      "opponent shows more {color} cards than you)").format(color=color)
        elif word == "fountain":
            what = translate("Table", "fountain (an achievement for you while visible on your board)")
        else:
            what = icon_word(word)
        out.append(translate("Table", "{position}: {icon}").format(position=where, icon=what))
    return out


def pile_tip(pl_view: dict[str, Any], color: str) -> str:
    """A pile: its cards top first and its splay."""
    pile = pl_view["board"][color]
    cards = pile["cards"]
    if not cards:
        return translate("Table", "{name}'s {color} pile is empty.").format(name=shown_name(pl_view["name"]),
                                                                          color=color_adj(color))
    lst = ", ".join(reversed(cards))
    text = (translate("Table", "{name}'s {color} pile: 1 card, {splay}. Top first: {cards}.") if len(cards) == 1
            else translate("Table", "{name}'s {color} pile: {n} cards, {splay}. Top first: {cards}."))
    return text.format(name=shown_name(pl_view["name"]), color=color_adj(color), n=len(cards),
                       splay=_word(SPLAY_WORDS, pile["splay"]), cards=lst)


def icon_tip(v: dict[str, Any], p: int, icon: int) -> str:
    """How player ``p``'s count of ``icon`` is made, pile by pile, from table view
    ``v`` (:func:`engine.view.table_view`: each pile's visible icons)."""
    pl = v["players"][p]
    key = ICONS[icon]
    parts = []
    for color in COLORS:
        pile = pl["board"][color]
        n = pile["icons"].get(key, 0)          # the avatar: fourth edition only
        if n:
            if pile["splay"] != "none" and len(pile["cards"]) > 1:
                part = translate("Table", "{n} from the {color} pile (top: {card}, {splay})")
            else:
                part = translate("Table", "{n} from the {color} pile (top: {card})")
            parts.append(part.format(n=n, color=color_adj(color), card=pile["cards"][-1],
                                     splay=_word(SPLAY_SHORT, pile["splay"])))
    total = pl["icons"].get(key, 0)
    if not parts:
        return translate("Table", "{name} has no {icon} icons visible.").format(name=shown_name(pl["name"]),
                                                                               icon=icon_word(key))
    text = (translate("Table", "{name}: 1 {icon} icon: {parts}.") if total == 1 else
            translate("Table", "{name}: {n} {icon} icons: {parts}."))
    return text.format(name=shown_name(pl["name"]), n=total, icon=icon_word(key), parts="; ".join(parts))


def action_tip(v: dict[str, Any], action: Action) -> str:
    """What ``action`` (:class:`engine.answers.Action`) of the current player will
    do, from table view ``v``. For a Dogma: the echo effects that run first (Echoes
    of the Past) and who shares them, who shares, who is hit by a demand, or that
    it will have no effect (``v["dogma"]``)."""
    p = v["current"]
    name = shown_name(v["players"][p]["name"])
    if action.kind == DRAW:
        age = v["draw_age"]
        return (translate("Table", "Draw: {name} draws a {age}.").format(name=name, age=age)
                if age <= len(v["supply"])          # 10 piles, or 11 in the fourth edition
                else translate("Table", "Draw: nothing left to draw, the game ends by score."))
    if action.kind == MELD:
        c = CARDS[BY_NAME[str(action.card)]]     # (a Meld names its card)
        return translate("Table", "Meld {card}: it goes on top of {name}'s {color} pile.").format(
            card=c.name, name=name, color=color_adj(COLORS[c.color]))
    if action.kind == ACHIEVE:
        return translate("Table", "Achieve {age}: {name} takes the {age} achievement.").format(age=action.age,
                                                                                              name=name)
    if action.kind == ENDORSE:          # Cities of Destiny
        return endorse_tip(v, str(action.card))
    card = action.card
    pre = v["dogma"][card]
    names = [shown_name(pl["name"]) for pl in v["players"]]
    if pre["icon"] is None:
        return translate("Table", "Dogma {card}: it has no featured icon; nobody shares and nobody is hit.").format(
            card=card)
    words = [translate("Table", "Dogma {card} (featured icon {icon}, {name} has {n}).").format(
        card=card, icon=icon_word(pre["icon"]), name=name, n=pre["count"])]
    if not any(pile["cards"] and pile["cards"][-1] == card for pile in v["players"][p]["board"].values()):
        # the distance rule (fourth edition): a top card of the opponent across the table
        words.append(translate("Table", "It is a top card across the table: {name} first returns a card from "
                                        "hand to use it.").format(name=name))
    if not pre["implemented"]:
        words.append(translate("Table", "It will have no effect: this card's effects are not implemented yet."))
        return " ".join(words)
    echoes = pre.get("echoes") or []
    if echoes:
        if pre["shares"]:
            text = (translate("Table", "First the echo effect of {cards} runs, shared with {names}.")
                    if len(echoes) == 1 else
                    translate("Table", "First the echo effects of {cards} run, in this order, shared with {names}."))
        else:
            text = (translate("Table", "First the echo effect of {cards} runs, not shared.") if len(echoes) == 1
                    else translate("Table", "First the echo effects of {cards} run, in this order, not shared."))
        words.append(text.format(cards=", ".join(echoes), names=", ".join(names[q] for q in pre["shares"])))
    if not (pre["demand"] or pre.get("compel") or pre["shared"]):     # no dogma effects (a city)
        if not echoes:
            words.append(translate("Table", "It will have no effect: {card} has no dogma effects.").format(card=card))
        return " ".join(words)
    if pre["demand"]:
        if pre["hit"]:
            words.append(translate("Table", "Demand hits: {names}.").format(
                names=", ".join(names[q] for q in pre["hit"])))
        else:
            words.append(translate("Table", "The demand hits nobody."))
    if pre.get("compel"):
        if pre["compelled"]:
            words.append(translate("Table", "Compel hits: {names}.").format(
                names=", ".join(names[q] for q in pre["compelled"])))
        else:
            words.append(translate("Table", "The compel hits nobody."))
    if pre["shared"]:
        if pre["shares"]:
            words.append(translate("Table", "Shared with: {names}.").format(
                names=", ".join(names[q] for q in pre["shares"])))
        else:
            words.append(translate("Table", "Nobody shares."))
    words += far_words(v, pre)
    if (pre["demand"] or pre.get("compel")) and not pre["hit"] and not pre.get("compelled") \
            and not pre["shared"] and not echoes:
        words.append(translate("Table", "It will have no effect."))
    return " ".join(words)


def far_words(v: dict[str, Any], pre: dict[str, Any]) -> list[str]:
    """The distance rule in a Dogma preview ``pre`` (``v["dogma"][card]``; fourth
    edition, an individual game of four, R9 as Board Game Arena plays it): one
    sentence per opponent in ``pre["far"]`` (not sitting next to the player): who
    would share does so only by returning a card from hand (with an empty hand,
    not at all); who would be hit by a demand may return a card from hand to
    ignore it. ``[]`` for every other game (a view without ``"far"`` too)."""
    out = []
    for q in pre.get("far") or []:
        pl = v["players"][q]
        name = shown_name(pl["name"])
        has_cards = bool(pl["hand_ages"])          # public: how many cards each hand holds
        if q in pre["shares"] and pre["shared"]:
            out.append((translate("Table", "{name}, across the table, shares only by returning a card from hand.")
                        if has_cards else
                        translate("Table", "{name}, across the table, has no card in hand to return: "
                                           "{name} does not share.")).format(name=name))
        elif q in pre["hit"] and pre["demand"] and has_cards:
            out.append(translate("Table", "{name}, across the table, may return a card from hand to ignore the "
                                          "demand.").format(name=name))
    return out


@lru_cache(maxsize=1)
def _name_re() -> re.Pattern[str]:
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
