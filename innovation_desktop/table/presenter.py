"""The table's words, made from the table view alone and without Qt.

Everything the table *says* is built here from one player's table view
(:func:`engine.view.table_view`, plain data) and the open decision's record in
it (``view["pending"]``, the data of :class:`engine.open_decision.OpenDecision`):
the prompt, the titles over the boards, hands and score piles, the opponents'
score lines and their tooltips, the player panels' lines, the log's first line,
and the answer buttons of the prompt bar (their labels, tooltips, number keys
and what each answers, as :class:`Choice` and :class:`ActionMenu` data). The Qt
side (:mod:`.prompt_bar`, :mod:`.window`, :mod:`.widgets`) only puts these texts
on screen.

This module imports nothing from PySide6 (a test checks it), so each text can
be read and tested alone. Its words are translated through
:func:`innovation_desktop.tr.translate` (context ``Table``): in the app, Qt's
translators; without Qt, English. Names from players are shown with
:func:`~innovation_desktop.plain.shown_name`; rich text escapes them.

Answers are in their one outside form (:mod:`engine.answers`): card names or
the placeholders of hidden cards, ``"yes"``/``"no"``, color and player names,
numbers, worded alternatives, and actions as :class:`engine.answers.Action`
values (``Action("meld", "Oars")``; their data is ``{"action": "meld", "card": "Oars"}``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.answers import Action, MalformedAnswer
from engine.cards import BY_NAME, COLORS
from engine.vocab import ACHIEVE, DOGMA, DRAW, MELD

from ..plain import amp, bounded_marks, esc, shown_name
from ..tr import QT_TRANSLATE_NOOP, translate
from ..words import render_data
from . import cardtext, tips

#: Cities of Destiny's action, as an action's outside form names it (``engine.vocab.ENDORSE``).
ENDORSE = "endorse"

__all__ = ["Pending", "Choice", "ActionMenu", "PanelTexts", "OpponentTexts", "forecast_title", "forecast_tip",
           "bonus_words",
           "digits", "choice_hint", "hidden_label", "team_words", "board_title", "hand_title", "score_title",
           "opponent_texts", "panel_texts", "log_header", "prompt", "action_row", "choice_row", "color_word",
           "team_name", "team_facts", "answer_cards", "achievement_total", "endorse_menu", "TEAM_COLORS",
           "COLOR_WORDS", "SWATCHES"]

#: The colors of the two teams: team A (players 1 and 3), team B (players 2 and 4).
TEAM_COLORS = ("#1f7a8c", "#b5651d")
#: The colors' names (capitalized), by engine color index (translated where shown).
COLOR_WORDS = (QT_TRANSLATE_NOOP("Table", "Blue"), QT_TRANSLATE_NOOP("Table", "Red"),
               QT_TRANSLATE_NOOP("Table", "Green"), QT_TRANSLATE_NOOP("Table", "Yellow"),
               QT_TRANSLATE_NOOP("Table", "Purple"))
#: The prompt's swatch color of each seat (the player asked, by index mod 4).
SWATCHES = ("#5b93d6", "#dc6a5c", "#6cb76b", "#e9cc54")


class Pending:
    """The open decision as a table view gives it (``view["pending"]``: the data
    of the engine's one record, :class:`engine.open_decision.OpenDecision`), read
    by attribute in the user's language: ``id, player, kind, prompt, min, max,
    counts, may_decline, source, alternatives``; ``options`` (for the player
    asked: card names or the placeholders of hidden cards, color and player
    names, numbers, worded alternatives, actions as :class:`engine.answers.Action`
    values) and ``hidden`` (placeholder -> {"age", "zone", "owner"}).
    ``raw`` is the record's data itself. Raises KeyError for data without a
    ``player`` or ``kind``, and :class:`engine.answers.MalformedAnswer` for an
    action option not in the outside form."""

    def __init__(self, d: dict[str, Any]) -> None:
        self.raw = d
        self.id: int | None = d.get("id")
        self.player: int = d["player"]
        self.kind: str = d["kind"]
        # the engine's words in the user's language (message data), English if none
        self.prompt = render_data(d.get("prompt_msg"), d.get("prompt", ""))
        self.min: int = d.get("min", 0)
        self.max: int = d.get("max", 0)
        self.counts: list[int] | None = d.get("counts")
        self.may_decline = bool(d.get("may_decline"))
        self.source = d.get("source") or ""
        self.source_label = render_data(d.get("source_msg"), self.source)
        alts = list(d.get("alternatives") or [])
        msgs = list(d.get("alternatives_msg") or [])
        self.alternatives = [render_data(msgs[i] if i < len(msgs) else None, a) for i, a in enumerate(alts)]
        self.hidden: dict[str, dict[str, Any]] = dict(d.get("hidden") or {})     # placeholder: its place and age
        opts = d.get("options") or []
        # card names or placeholders, colors, players, numbers, alternatives; Actions for an action
        self.options: list[Any] = [Action.from_data(o) for o in opts] if self.kind == "action" else list(opts)


def answer_cards(answer: Any) -> set[str]:
    """The card names an answer in its outside form names (a Meld or Dogma
    action's card, a card choice's names), e.g. to glow on the table."""
    if isinstance(answer, dict):
        try:
            a = Action.from_data(answer)
        except MalformedAnswer:
            return set()
        return {a.card} if a.card is not None else set()
    if isinstance(answer, list):
        return {x for x in answer if isinstance(x, str)}
    return set()


# ---- small words -------------------------------------------------------------------

def color_word(c: int) -> str:
    """Color ``c`` (engine index) as a capitalized word in the user's language."""
    return translate("Table", COLOR_WORDS[c])


def team_name(p: int) -> str:
    """The name of player ``p``'s team in a team game: players 0 and 2 are team A."""
    return "team " + "AB"[p % 2]


def team_facts(v: dict[str, Any], p: int) -> dict[str, Any]:
    """Player ``p``'s side in a team game from the view ``v``: ``name`` ("team A"),
    ``partner`` (index), ``score`` (the two score piles added up, as at the end by
    score), ``achievements`` (the two players' together, as counted for the win)."""
    partner = (p + 2) % 4
    side = (p, partner)
    return {"name": team_name(p), "partner": partner,
            "score": sum(v["players"][q].get("points", v["players"][q]["score_total"]) for q in side),
            "achievements": sum(achievement_total(v["players"][q]) for q in side)}


def achievement_total(pv: dict[str, Any]) -> int:
    """How many achievements player view ``pv`` counts toward the win: those held,
    plus (Cities of Destiny) the flags and fountains that count for them now (the
    view's ``achievement_total``)."""
    total: int = pv.get("achievement_total", len(pv["achievements"]))
    return total


def forecast_title(pv: dict[str, Any], mine: bool, named: bool = False) -> str:
    """Echoes of the Past: the title over a player's forecast (plain text), with
    its count: "Your forecast (2)" over one's own (``mine``), "Ann's forecast (2)"
    when ``named`` (the bottom area seen by someone else: a hand-off screen, a
    replay), else "Forecast (2)" (an opponent's zone, under their name); "" in a
    game without Echoes (no ``forecast_backs`` in the view)."""
    if "forecast_backs" not in pv:
        return ""
    title = (translate("Table", "Your forecast ({n})") if mine else
             translate("Table", "{name}'s forecast ({n})") if named else translate("Table", "Forecast ({n})"))
    return title.format(n=len(pv["forecast_backs"]), name=shown_name(pv["name"]))


def forecast_tip(pv: dict[str, Any], mine: bool) -> str:
    """Echoes of the Past: the tooltip of a player's forecast area (plain text),
    from the view alone: its count, and for one's own (``mine``) what may be done
    with it; for a forecast the viewer may not see (``pv["forecast"]`` None) the
    count and ages only: never a card's name. "" in a game without Echoes."""
    if "forecast_backs" not in pv:
        return ""
    backs = pv["forecast_backs"]
    n = len(backs)
    name = shown_name(pv["name"])
    if pv.get("forecast") is None:
        if n == 0:
            return translate("Table", "{name}'s forecast: no cards.").format(name=name)
        ages = ", ".join((translate("Table", "{age} (Echoes)") if k == "echoes" else
                          translate("Table", "{age} (Artifact)") if k == "artifacts" else
                          translate("Table", "{age} (City)") if k == "cities" else "{age}").format(age=a)
                         for k, a in backs)
        return (translate("Table", "{name}'s forecast: 1 card, age {ages} (face down).") if n == 1 else
                translate("Table", "{name}'s forecast: {n} cards, ages {ages} (face down).")).format(
                    name=name, n=n, ages=ages)
    if not mine:           # shown face up to someone else: a replay showing everything
        return (translate("Table", "{name}'s forecast: no cards.") if n == 0 else
                translate("Table", "{name}'s forecast: 1 card.") if n == 1 else
                translate("Table", "{name}'s forecast: {n} cards.")).format(name=name, n=n)
    head = (translate("Table", "Your forecast: no cards.") if n == 0 else
            translate("Table", "Your forecast: 1 card.") if n == 1 else
            translate("Table", "Your forecast: {n} cards.")).format(n=n)
    return head + " " + translate("Table", "Only you see these cards. After a Meld action you may promote one of "
                                           "value at most the melded card's: it is melded, and you may then use "
                                           "its dogma for free.")


def bonus_words(pv: dict[str, Any]) -> str:
    """Echoes of the Past: the score with the bonus points (what Achieve and the end
    use), after the score pile's title, or ""."""
    if "points" not in pv:
        return ""
    return "  \u2022  " + translate("Table", "score {points} (pile {pile} + bonuses {bonus})").format(
        points=pv["points"], pile=pv["score_total"], bonus=pv["bonus_points"])


def digits(options: Any, numbers: bool = False) -> dict[Any, int]:
    """The number key of each option of a choice: 1, 2, 3... in order (at most
    nine). For a choice of numbers that are all 0-9, each number is its own key."""
    opts = list(options)
    if numbers and all(isinstance(o, int) and 0 <= o <= 9 for o in opts):
        return {o: o for o in opts}
    return {o: i + 1 for i, o in enumerate(opts[:9])}


def choice_hint(d: Pending, chosen: int) -> str:
    """What a card, order or colors choice ``d`` still needs, in the game's words, for
    *Done* (or Enter) pressed with ``chosen`` picks that do not complete it, e.g.
    "Choose 3 cards first (none chosen yet)."."""
    colors = d.kind == "colors"
    if d.kind == "order":
        n: Any = len(d.options)
        want = translate("Table", "Put all {n} cards in order first ({so_far}).")
    elif d.counts and len(d.counts) > 1:
        counts = sorted(d.counts)
        n = translate("Table", "{some} or {last}").format(some=", ".join(str(c) for c in counts[:-1]),
                                                          last=counts[-1])
        want = (translate("Table", "Choose {n} colors first ({so_far}).") if colors
                else translate("Table", "Choose {n} cards first ({so_far})."))
    else:
        n = d.counts[0] if d.counts else d.min if (d.min == d.max or chosen < d.min) else d.max
        exact = bool(d.counts) or d.min == d.max
        if exact and n == 1:
            want = (translate("Table", "Choose 1 color first ({so_far}).") if colors
                    else translate("Table", "Choose 1 card first ({so_far})."))
        elif exact:
            want = (translate("Table", "Choose {n} colors first ({so_far}).") if colors
                    else translate("Table", "Choose {n} cards first ({so_far})."))
        elif chosen < d.min and n == 1:
            want = (translate("Table", "Choose at least 1 color first ({so_far}).") if colors
                    else translate("Table", "Choose at least 1 card first ({so_far})."))
        elif chosen < d.min:
            want = (translate("Table", "Choose at least {n} colors first ({so_far}).") if colors
                    else translate("Table", "Choose at least {n} cards first ({so_far})."))
        elif n == 1:
            want = (translate("Table", "Choose at most 1 color first ({so_far}).") if colors
                    else translate("Table", "Choose at most 1 card first ({so_far})."))
        else:
            want = (translate("Table", "Choose at most {n} colors first ({so_far}).") if colors
                    else translate("Table", "Choose at most {n} cards first ({so_far})."))
    so_far = (translate("Table", "none chosen yet") if chosen == 0 else
              translate("Table", "{chosen} chosen").format(chosen=chosen))
    return want.format(n=n, so_far=so_far)


def hidden_label(v: dict[str, Any], info: dict[str, Any]) -> str:
    """A hidden option's words (``info``: its ``pending["hidden"]`` entry, age and
    place only): ``"a 5 in Bob's score pile"``, ``"a 3 in the supply"``."""
    zone, owner = info.get("zone"), info.get("owner")
    name = shown_name(v["players"][owner]["name"]) if owner is not None else ""
    if zone == "hand" and owner is not None:
        text = translate("Table", "a {age} in {name}'s hand")
    elif zone == "score" and owner is not None:
        text = translate("Table", "a {age} in {name}'s score pile")
    elif zone == "forecast" and owner is not None:
        text = translate("Table", "a {age} in {name}'s forecast")
    elif zone in ("supply", "artifacts", "echoes", "cities"):      # a base, Artifacts, Echoes or Cities pile
        text = translate("Table", "a {age} in the supply")
    else:
        text = translate("Table", "a {age} in the achievements")
    return text.format(age=info["age"], name=name)


# ---- titles over the zones -------------------------------------------------------------

def team_words(v: dict[str, Any], b: int) -> str:
    """``", team A with Bob"`` after player ``b``'s board title in a team game, else ""."""
    if not v.get("teams"):
        return ""
    t = team_facts(v, b)
    return translate("Table", ", team {team} with {partner}").format(
        team=t["name"][-1], partner=shown_name(v["players"][t["partner"]]["name"]))


def board_title(v: dict[str, Any], b: int, mine: bool, acting: bool) -> str:
    """The title over player ``b``'s board at the bottom (plain text): "Your
    board (Ann)" when ``mine`` (a person who may act here looks at their own
    board), with the gestures while ``acting`` (choosing an action); else "Ann's
    board"."""
    if mine and acting:
        title = translate("Table", "Your board ({name}{team})  \u2014  drag a card from your hand here to "
                                   "meld it; click a top card for its dogma")
    elif mine:
        title = translate("Table", "Your board ({name}{team})")
    else:
        title = translate("Table", "{name}'s board{team}")
    return title.format(name=shown_name(v["players"][b]["name"]), team=team_words(v, b))


def hand_title(pv: dict[str, Any], mine: bool) -> str:
    """The title over a hand (plain text): "Your hand (7)" or "Ann's hand (7)" (an
    Echoes forecast has its own area: :func:`forecast_title`)."""
    return (translate("Table", "Your hand ({n})") if mine
            else translate("Table", "{name}'s hand ({n})")).format(
                n=len(pv["hand_ages"]), name=shown_name(pv["name"]))


def score_title(pv: dict[str, Any]) -> str:
    """The title over a score pile (plain text): "Score pile: 3 points", and the
    Echoes bonus points."""
    return (translate("Table", "Score pile: 1 point") if pv["score_total"] == 1 else
            translate("Table", "Score pile: {n} points")).format(n=pv["score_total"]) + bonus_words(pv)


@dataclass
class OpponentTexts:
    """The words of an opponent's (or partner's) zone: ``title`` (the name,
    plain text) and its ``title_tip``, ``stats`` (score and achievements) and its
    ``stats_tip``, ``chip`` ("Team A", "" when not a team game) and ``team``
    (the team's index 0/1 for its color, or None)."""

    title: str
    title_tip: str
    stats: str
    stats_tip: str
    chip: str = ""
    team: int | None = None


def opponent_texts(v: dict[str, Any], p: int, bottom: int) -> OpponentTexts:
    """The words of player ``p``'s zone above the board of ``bottom`` (who looks)."""
    pv = v["players"][p]
    na = achievement_total(pv)
    teams = bool(v.get("teams"))
    stats = ((translate("Table", "score {score}  \u2022  \u2605 {n}") if teams else
              translate("Table", "score {score}  \u2022  \u2605 {n}/{target}")).format(
                  score=pv.get("points", pv["score_total"]), n=na, target=v["win_target"]))
    points = (translate("Table", "1 point in the score pile") if pv["score_total"] == 1 else
              translate("Table", "{n} points in the score pile")).format(n=pv["score_total"])
    achieved = (translate("Table", "1 achievement") if na == 1 else
                translate("Table", "{n} achievements")).format(n=na)
    stats_tip = (translate("Table", "{points}; {achieved} (\u2605); {target} win for a team.") if teams else
                 translate("Table", "{points}; {achieved} (\u2605); {target} win.")).format(
                     points=points, achieved=achieved, target=v["win_target"])
    flags = tips.icon_achievement_lines(v, p)          # Cities: which flags and fountains count, and why
    if flags:
        stats_tip += "\n" + "\n".join(flags)
    if not teams:
        return OpponentTexts(shown_name(pv["name"]), "", stats, stats_tip)
    t = team_facts(v, p)
    partner = t["partner"] == bottom
    title = (translate("Table", "{name} (partner)") if partner else
             translate("Table", "{name} (opponent)")).format(name=shown_name(pv["name"]))
    tip = (translate("Table", "{name}: your partner, team {team}") if partner else
           translate("Table", "{name}: your opponent, team {team}")).format(
               name=shown_name(pv["name"]), team=t["name"][-1])
    return OpponentTexts(title, tip, stats, stats_tip, translate("Table", "Team {team}").format(team=t["name"][-1]),
                         p % 2)


@dataclass
class PanelTexts:
    """The lines of a player's panel: ``name`` (plain), ``seat`` ("(computer)"),
    ``marks`` (``[(color, text)]``: turn and decision markers), ``team`` and
    ``team_totals`` ("" when not a team game), ``stats`` (rich: score and hand),
    ``stats_tip`` (Echoes' bonus points, or ""), ``achievements`` (rich),
    ``achievements_tip`` (plain) and ``active`` (this player is asked)."""

    name: str
    seat: str
    marks: list[tuple[str, str]]
    team: str
    team_totals: str
    stats: str
    stats_tip: str
    achievements: str
    achievements_tip: str
    active: bool


def panel_texts(v: dict[str, Any], index: int, seat: str = "", edition: str = "third") -> PanelTexts:
    """The panel lines of player ``index`` from table view ``v`` (``seat``: the
    seat's note, :meth:`Session.seat_label`)."""
    pv = v["players"][index]
    marks: list[tuple[str, str]] = []
    pend = v["pending"]
    setup = v["turn"] == 0
    if v["current"] == index and v["result"] is None and not setup:
        left = v["actions_left"]
        if pend and pend["kind"] == "action" and pend["player"] == index:
            what = (translate("Table", "\u25b6 1 action left") if left == 1 else
                    translate("Table", "\u25b6 {n} actions left").format(n=left))
        else:
            # the engine counts an action off only when it ends
            more = max(0, left - 1)
            what = translate("Table", "\u25b6 first of two actions") if more else \
                translate("Table", "\u25b6 last action")
        marks.append(("#b3261e", what))
    if pend and pend["player"] == index and pend["kind"] != "action":
        marks.append(("#0a5bd3", translate("Table", "setup: choosing") if setup else
                      translate("Table", "\u2022 deciding")))
    elif setup and v["result"] is None:
        marks.append(("#555", translate("Table", "setup")))
    target = v["win_target"]
    team = totals = ""
    if v.get("teams"):
        t = team_facts(v, index)
        partner = shown_name(v["players"][t["partner"]]["name"])
        team = translate("Table", "Team {team} with {partner}").format(team=t["name"][-1], partner=partner)
        totals = translate("Table", "Team score <b>{score}</b> \u2022 team achievements <b>{n}</b>/{target}").format(
            score=t["score"], n=t["achievements"], target=target)
    ns = len(pv["score_ages"])
    stats = (translate("Table", "Score <b>{score}</b> (1 card) \u2022 hand <b>{hand}</b>") if ns == 1
             else translate("Table", "Score <b>{score}</b> ({n} cards) \u2022 hand <b>{hand}</b>")).format(
                 score=pv.get("points", pv["score_total"]), n=ns, hand=len(pv["hand_ages"]))
    stats_tip = ""
    if "points" in pv:          # Echoes: the score is the pile plus the bonus points
        stats_tip = translate("Table", "Score {points}: {pile} in the score pile + {bonus} bonus "
                                       "points (the highest visible bonus, plus 1 for each other).").format(
                                           points=pv["points"], pile=pv["score_total"], bonus=pv["bonus_points"])
    achs = pv["achievements"]
    # Cities of Destiny: the flags and fountains that count now are listed too
    counted = [e for e in pv.get("icon_achievements") or () if e["counts"]]
    parts = [cardtext.special_name(a) if isinstance(a, str) else str(a) for a in achs]
    parts += [tips.icon_achievement_word(e) for e in counted]
    names = esc(", ".join(parts)) if parts else translate("Table", "none")
    total = achievement_total(pv)
    goal = f"<b>{total}</b>/{target}" if not v.get("teams") else f"<b>{total}</b>"
    ach = translate("Table", "Achievements {goal}: {names}").format(goal=goal, names=names)
    ach_tip = ("\n".join([tips.achievement_tip(a, edition) for a in achs] + tips.icon_achievement_lines(v, index))
               or translate("Table", "No achievements yet; {target} win.").format(target=target))
    return PanelTexts(shown_name(pv["name"]), seat, marks, team, totals, stats, stats_tip, ach, ach_tip,
                      pend is not None and pend["player"] == index)


def log_header(first: dict[str, Any], fresh: bool) -> list[tuple[str, str]]:
    """The log's first lines that are not events, ``[(text, kind)]``, for a
    session whose first view is ``first`` (``fresh``: nothing logged yet): the
    setup's first meld, or whose turn it is; none for a game under way."""
    if fresh and first["turn"] == 0:
        return [(translate("Table", "Setup: each player secretly chooses one of their two "
                                    "cards to meld first."), "turn")]
    if fresh:
        left = first["actions_left"]
        line = (translate("Table", "Turn {turn}: {name} to play (1 action left).") if left == 1 else
                translate("Table", "Turn {turn}: {name} to play ({n} actions left)."))
        return [(line.format(turn=first["turn"], n=left,
                             name=shown_name(first["players"][first["current"]]["name"])), "turn")]
    return []


# ---- the prompt ------------------------------------------------------------------------

def prompt(v: dict[str, Any], d: Pending, *, seat: str = "", human: bool = True, viewer_asked: bool = True,
           selected: int = 0) -> tuple[str, str]:
    """The prompt's words for decision ``d`` of view ``v``: ``(template, tail)``,
    rich text where ``{name}`` stands for the name of the player asked (the bar
    puts it in, bold, elided) and ``tail`` (the count chosen so far; the Qt side
    adds the hint line) never gives way. ``human``: the player asked answers at
    this screen (else ``seat`` says where they are: ``"(disconnected)"``,
    ``"(remote)"``, ``"(host)"`` or a computer); ``viewer_asked``: that player
    is the one looking; ``selected``: the picks so far of a card, color or
    order choice."""
    if not human:
        if seat == "(disconnected)":
            return translate("Table", "Waiting for {name}, who is disconnected."), ""
        if seat in ("(remote)", "(host)"):
            return translate("Table", "Waiting for {name}."), ""
        return translate("Table", "{name} (computer) is thinking\u2026"), ""
    if not viewer_asked:
        return translate("Table", "Waiting for {name}."), ""
    if d.kind == "action":
        left = v["actions_left"]
        return ((translate("Table", "{name}: your turn \u2014 choose an action (1 left).") if left == 1 else
                 translate("Table", "{name}: your turn \u2014 choose an action ({n} left).")).replace(
                     "{n}", str(left)), "")
    src = f" <i>({esc(d.source_label)})</i>" if d.source and d.source not in ("turn", "setup") else ""
    want = ""
    if d.kind in ("cards", "colors"):
        if d.counts and len(d.counts) > 1:
            n = translate("Table", "{some} or {last}").format(
                some=", ".join(str(c) for c in d.counts[:-1]), last=d.counts[-1])
        elif d.counts or d.min == d.max:
            n = str(d.counts[0] if d.counts else d.min)
        else:
            n = translate("Table", "{least} to {most}").format(least=d.min, most=d.max)
        want = translate("Table", " \u2014 choose {n}, {chosen} chosen").format(n=n, chosen=selected)
    if d.kind == "order":
        want = translate("Table", " \u2014 click the cards in their new order, top first ({chosen}/{n})").format(
            chosen=selected, n=len(d.options))
    # d.prompt and d.source: the engine's words (i18nengine renders them in the user's language)
    return translate("Table", "{name}: {prompt}").replace("{prompt}", f"{esc(d.prompt)}{src}"), esc(want)


# ---- the answer buttons ----------------------------------------------------------------------

#: What a :class:`Choice` does when pressed.
ANSWER, ACTION, TOGGLE, TOGGLE_COLOR, DONE = "answer", "action", "toggle", "toggle_color", "done"


@dataclass
class Choice:
    """One answer button of the prompt bar, as data.

    * ``key``: its name in the bar (``"yes"``, ``"card12"``, ``"done"``...);
    * ``label``: its words (a button's text: ``&`` marks the mnemonic); with
      ``digit`` (0-9) the bar puts the key's digit first; ``bare_digit``: the
      label is the digit alone (a number answer);
    * ``does`` and ``value``: :data:`ANSWER` (``value`` in its outside form),
      :data:`ACTION` (an :class:`engine.answers.Action`), :data:`TOGGLE` (a card
      name or placeholder), :data:`TOGGLE_COLOR` (a color name), :data:`DONE`;
    * ``tip``: its tooltip, plain text (``tip_rich``: to be shown literally,
      as rich text made from it) or, with ``card``, the card id whose face the
      tooltip shows;
    * ``checkable``/``checked``, ``enabled``, ``fixed`` (outside the scrolling
      strip: Done, None, Pass), ``color`` (a color answer's index: its mark).
    """

    key: str
    label: str
    does: str
    value: Any = None
    tip: str = ""
    tip_rich: bool = False
    card: int | None = None
    checkable: bool = False
    checked: bool = False
    enabled: bool = True
    digit: int | None = None
    bare_digit: bool = False
    fixed: bool = False
    color: int | None = None


@dataclass
class ActionMenu:
    """A menu of the action row (Meld, Dogma, Achieve, Endorse): ``key``,
    ``label``, ``entries`` ``[(label, tip, Action)]`` (tips plain text) and the
    button's own ``tip`` (plain; "" for none: why it is greyed, for Endorse)."""

    key: str
    label: str
    entries: list[tuple[str, str, Action]] = field(default_factory=list)
    tip: str = ""


def endorse_menu(v: dict[str, Any], d: Pending) -> ActionMenu | None:
    """Cities of Destiny: the Endorse menu of action decision ``d`` (key
    ``"endorse"``): one entry per top card that may be endorsed, its tip saying
    which hand card would pay and what runs twice (:func:`tips.endorse_tip`); its
    button's tip says what Endorse is, or, with no entry, why it is not possible
    now (:func:`tips.endorse_unavailable`). None in a game without Cities."""
    if "endorse" not in v:
        return None
    entries = [(str(a.card), tips.endorse_tip(v, str(a.card)), a) for a in d.options if a.kind == ENDORSE]
    tip = (translate("Table", "Endorse (E), once per turn: tuck a card from your hand to carry out a top card's "
                              "dogma with your own effects twice and each demand twice.") if entries
           else tips.endorse_unavailable(v) or translate("Table", "Endorse: not possible now."))
    return ActionMenu("endorse", translate("Table", "&Endorse \u25be"), entries, tip)


def action_row(v: dict[str, Any], d: Pending) -> list[Choice | ActionMenu]:
    """The action row for action decision ``d``: Draw (when open), and the Meld,
    Dogma and Achieve menus (disabled when empty); with Cities of Destiny the
    Endorse menu too (:func:`endorse_menu`)."""
    opts = d.options
    row: list[Choice | ActionMenu] = []
    if Action(DRAW) in opts:
        top = len(v["supply"])              # the top pile: 10, or 11 in the fourth edition
        age = v.get("draw_age") or top
        row.append(Choice("draw", translate("Table", "&Draw a {age}").format(age=min(age, top)), ACTION,
                          Action(DRAW), tips.action_tip(v, Action(DRAW)), tip_rich=True))
    shown = v["players"][d.player].get("display")      # the Artifacts expansion: meld it from there too
    row.append(ActionMenu("meld", translate("Table", "&Meld \u25be"), [
        (translate("Table", "{card} (from your display)").format(card=a.card) if a.card == shown else str(a.card),
         tips.action_tip(v, a), a) for a in opts if a.kind == MELD]))
    row.append(ActionMenu("dogma", translate("Table", "D&ogma \u25be"),
                          [(str(a.card), tips.action_tip(v, a), a) for a in opts if a.kind == DOGMA]))
    row.append(ActionMenu("achieve", translate("Table", "&Achieve \u25be"), [
        (translate("Table", "Achievement {age}").format(age=a.age), tips.action_tip(v, a), a)
        for a in opts if a.kind == ACHIEVE]))
    endorse = endorse_menu(v, d)
    if endorse is not None:
        row.append(endorse)
    return row


def choice_complete(d: Pending, chosen: int) -> bool:
    """True if ``chosen`` picks answer card, order or colors choice ``d`` (Done is enabled)."""
    if d.kind == "order":
        return chosen == len(d.options)
    if d.kind == "colors":
        return d.min <= chosen <= d.max
    return d.min <= chosen <= d.max and (d.counts is None or chosen in d.counts)


def picks_at_once(d: Pending) -> bool:
    """True if a choice of exactly one card with no other count is answered by
    the click on the card itself (no Done button)."""
    return d.kind == "cards" and d.max == 1 and d.min == 1 and d.counts is None


def choice_row(v: dict[str, Any], d: Pending, selected: list[Any]) -> list[Choice]:
    """The answer buttons of a question that is not an action (``selected``:
    the picks so far of a card, order or colors choice), in their order."""
    k = d.kind
    keys = digits(d.options, numbers=(k == "number"))
    row: list[Choice] = []
    if k in ("cards", "order"):
        # the view lists the visible cards by name, then the hidden ones as
        # placeholders grouped by place and age (e.g. Rocketry: opponents' score piles)
        for c in d.options:
            if c in d.hidden:
                # a card the chooser may not see: its age and place only, never its name or face
                label = hidden_label(v, d.hidden[c])
                row.append(Choice(f"card{c}", label if keys.get(c) is not None else amp(label), TOGGLE, c,
                                  translate("Table", "A face-down card: {card}.").format(card=label), tip_rich=True,
                                  checkable=True, checked=c in selected, digit=keys.get(c)))
            else:
                cid = BY_NAME[c]
                row.append(Choice(f"card{cid}", c, TOGGLE, c, card=cid, checkable=True, checked=c in selected,
                                  digit=keys.get(c)))
        if not picks_at_once(d):
            row.append(Choice("done", translate("Table", "Done (Enter)"), DONE, fixed=True,
                              enabled=choice_complete(d, len(selected))))
        if k == "cards" and d.min == 0:
            row.append(Choice("decline", translate("Table", "&None"), ANSWER, [],
                              translate("Table", "Choose no card."), fixed=True))
        return row
    if k == "yesno":
        return [Choice("yes", translate("Table", "&Yes"), ANSWER, "yes"),
                Choice("no", translate("Table", "&No"), ANSWER, "no")]
    if k in ("color", "colors"):
        for name in d.options:
            c = COLORS.index(name)
            if k == "color":
                row.append(Choice(f"color{c}", color_word(c), ANSWER, name, digit=keys.get(name), color=c))
            else:
                row.append(Choice(f"color{c}", color_word(c), TOGGLE_COLOR, name, checkable=True,
                                  checked=name in selected, digit=keys.get(name), color=c))
        if k == "colors":
            row.append(Choice("done", translate("Table", "Done (Enter)"), DONE, fixed=True,
                              enabled=choice_complete(d, len(selected))))
    elif k == "player":
        names = [pl["name"] for pl in v["players"]]
        for name in d.options:
            p = names.index(name)
            shown = bounded_marks(name)
            row.append(Choice(f"player{p}", shown if keys.get(name) is not None else amp(shown), ANSWER, name,
                              digit=keys.get(name)))
    elif k == "number":
        for n in d.options:
            if n in keys:
                row.append(Choice(f"n{n}", str(n), ANSWER, n, digit=keys[n], bare_digit=True))
            else:
                row.append(Choice(f"n{n}", str(n), ANSWER, n))
    elif k == "alternative":
        for j, i in enumerate(d.options):
            if isinstance(i, str):      # worded options (Artifacts: "dogma"/"return"/"pass", relic places)
                text = d.alternatives[j] if j < len(d.alternatives) else i
            else:
                text = (d.alternatives[i] if i < len(d.alternatives)
                        else translate("Table", "Option {n}").format(n=i + 1))
            row.append(Choice(f"alt{i}", f"{text[:60]}", ANSWER, i, text, digit=keys.get(i)))
    if d.min == 0 and k != "colors":
        row.append(Choice("decline", translate("Table", "&Pass"), ANSWER, None, translate("Table", "Decline."),
                          fixed=True))
    return row
