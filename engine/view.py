"""What one player may see: :func:`view`.

A view is plain JSON-ready data. Public: boards (every card, splays), icon
counts, hand and score-pile sizes and the ages of their cards, supply pile sizes,
which achievements are available (ages and special names), each player's
achievements (standard ones by age only: achievement cards stay face down), whose
turn it is and who is being asked what. Private: the cards in the viewer's own
hand and score pile. The order of the supply and the identity of hidden cards are
never shown, so two states that differ only in what the viewer cannot see give
identical views.

With the Artifacts expansion, also public: each player's display (the card), the
sizes of the Artifacts piles, the relic area, relics wherever they lie in
achievements (by name), and whether the start-of-turn choice is open. Hidden
cards are then told apart by their backs: ``hand_backs``/``score_backs`` list,
for each hidden card, ``"base"`` or ``"artifacts"`` or ``"relic"`` with its age.

``player=None`` gives the omniscient view (a replay, a test).
"""
from __future__ import annotations

from typing import Any

from .cards import AGE, AVATAR, CARDS, COLORS, ICONS, NAMES, SET, SPLAYS
from .decisions import Decision, Event
from .game import Game
from .msg import Msg
from .state import State


def _hidden(cards: list[int]) -> list[int]:
    """Hidden cards as ages, sorted (the order of a hidden pile is not public)."""
    return sorted(AGE[c] for c in cards)


def option_names(s: State, d: Decision) -> list[Any]:
    """A decision's options in position-file form (names, "yes"/"no", ints)."""
    if d.kind in ("cards", "order"):
        return [NAMES[c] for c in d.options]
    if d.kind == "yesno":
        return ["yes", "no"]
    if d.kind in ("color", "colors"):
        return [COLORS[c] for c in d.options]
    if d.kind == "player":
        return [s.players[p].name for p in d.options]
    return list(d.options)


def view(game: Game | State, player: int | None) -> dict[str, Any]:
    """The view of ``game`` for ``player`` (an index), or omniscient for None.

    Shape::

        {"players": [{"name", "board": {color: {"cards": [names bottom first],
                      "splay"}}, "icons": {icon: n}, "hand": [names] or None,
                      "hand_ages": [ages], "score": [names] or None,
                      "score_ages": [ages], "score_total": int or None,
                      "achievements": [age or special name]}],
         "supply": {"1": count, ...}, "available_achievements": [ages + names],
         "current", "actions_left", "turn", "edition", "teams", "win_target",
         "expansions": [names], "relics": bool,
         # with the expansion only:
         #   players[i]["display"]: name or None; players[i]["hand_backs"],
         #   ["score_backs"]: [[set, age], ...] sorted; "art_supply": {"1": count, ...};
         #   "relic_area": [names] (with relics); "artifact_choice": bool
         #   "eliminated": [indexes] (players out of the game; only when any is)
         # in the fourth edition only: "supply" has "11"; players[i]["icons"]
         #   adds "avatar"; "junk": {"count": n, "ages": {age: n} of the junked
         #   supply piles and achievements, as public knowledge: see
         #   :func:`junk_known`, "specials": [names]} (never a junked card's name)
         # with Echoes of the Past: players[i]["forecast"]: [names] (own only, else
         #   None), ["forecast_backs"]: [[set, age], ...], ["bonus_points"], ["points"]
         #   (score pile plus bonus points), ["hand_backs"], ["score_backs"];
         #   "ech_supply": {"1": count, ...}
         # with Cities of Destiny: players[i]["icon_achievements"]: [{"card": name,
         #   "color": color name, "kind": "flag" | "fountain", "counts": bool, "shown": cards
         #   of that color the player shows, "rivals": [{"player": index, "shown": n}]
         #   (opponents showing more: why a flag does not count)}], ["achievement_total"]
         #   (achievements held plus the flags and fountains that count, this player
         #   alone), ["bonus_points"], ["points"], ["hand_backs"], ["score_backs"]
         #   (a city's back: ["cities", age]); "cit_supply": {"1": count, ...};
         #   "endorsed": bool (the current player endorsed this turn)
         "pending": the open decision's one record as data
                    (:class:`engine.open_decision.OpenDecision` but its "id": "player", "kind",
                    "prompt", "prompt_msg", "min", "max", "counts", "may_decline", "source",
                    "alternatives", "options"...; card options by name) or None,
         "result": {"reason", "winners": [indexes]} or None}

    ``options`` are given only to the player being asked (and to None).
    ``prompt`` is the English, as ``player`` may read it (a card hidden from
    them given by its age: :func:`prompt_for`); ``prompt_msg`` the same as message data
    (:meth:`engine.msg.Msg.to_data`, None if the prompt is plain text), which a
    client says in its language (``innovation_desktop.words``); ``source_msg``
    likewise when the source is a rule's word ("relic", "display").
    ``score_total`` is public knowledge only as the viewer's own; others' totals
    follow from the public ages, so they are given too.
    """
    s = game.state if isinstance(game, Game) else game
    out: dict[str, Any] = {"players": []}
    for i, p in enumerate(s.players):
        mine = player is None or player == i
        out["players"].append({
            "name": p.name,
            "board": {COLORS[c]: {"cards": [NAMES[x] for x in p.board[c]], "splay": SPLAYS[p.splay[c]]}
                      for c in range(5)},
            "icons": _icons(s, p.all_icon_counts()),
            "hand": [NAMES[c] for c in p.hand] if mine else None,
            "hand_ages": _hidden(p.hand),
            "score": [NAMES[c] for c in p.score] if mine else None,
            "score_ages": _hidden(p.score),
            "score_total": p.score_total(),
            "achievements": [a if isinstance(a, str) else NAMES[a] if SET[a] == "relic" else AGE[a]
                             for a in p.achievements],
        })
        if s.artifacts or s.echoes or s.cities:
            pv = out["players"][-1]
            pv["hand_backs"] = sorted([SET[c], AGE[c]] for c in p.hand)
            pv["score_backs"] = sorted([SET[c], AGE[c]] for c in p.score)
        if s.artifacts:
            pv["display"] = None if p.display is None else NAMES[p.display]
        if s.echoes:
            from .echoes import bonus_points
            pv["forecast"] = [NAMES[c] for c in p.forecast] if mine else None
            pv["forecast_backs"] = sorted([SET[c], AGE[c]] for c in p.forecast)
            pv["bonus_points"] = bonus_points(p)
            pv["points"] = p.score_total() + pv["bonus_points"]
        if s.cities:
            from .cities import icon_achievement_count
            from .echoes import bonus_points
            pv["bonus_points"] = bonus_points(p)
            pv["points"] = p.score_total() + pv["bonus_points"]
            pv["icon_achievements"] = icon_achievements_view(s, i)
            pv["achievement_total"] = len(p.achievements) + icon_achievement_count(s, i)
    out["supply"] = {str(a + 1): len(s.supply[a]) for a in range(len(s.supply))}
    if s.edition == "fourth":
        out["junk"] = junk_view(s)
    out["available_achievements"] = sorted(AGE[c] for c in s.achievements) + list(s.specials)
    out["expansions"] = list(s.expansions)
    out["relics"] = s.relics
    if s.artifacts:
        out["art_supply"] = {str(a + 1): len(s.art_supply[a]) for a in range(10)}
        out["relic_area"] = [NAMES[r] for r in s.relic_area]
        out["artifact_choice"] = s.artifact_choice
    if s.echoes:
        out["ech_supply"] = {str(a + 1): len(s.ech_supply[a]) for a in range(10)}
    if s.cities:
        out["cit_supply"] = {str(a + 1): len(s.cit_supply[a]) for a in range(10)}
        out["endorsed"] = s.endorsed
    if s.eliminated:
        out["eliminated"] = s.eliminated[:]
    out.update(current=s.current, actions_left=s.actions_left, turn=s.turn, edition=s.edition,
               teams=s.teams, win_target=s.win_target)
    out["result"] = None if s.result is None else {"reason": s.result[0], "winners": list(s.result[1])}
    out["pending"] = _pending(game, player) if isinstance(game, Game) else None
    return out


def icon_achievements_view(s: State, p: int) -> list[dict[str, Any]]:
    """Player ``p``'s visible flags and fountains by name (Cities R7; see
    :func:`engine.cities.icon_achievements`): ``[{"card", "color", "kind",
    "counts", "shown", "rivals": [{"player", "shown"}]}]``. All public."""
    from .cities import icon_achievements
    return [{"card": NAMES[x["card"]], "color": COLORS[x["color"]], "kind": x["kind"], "counts": x["counts"],
             "shown": x["mine"], "rivals": [{"player": q, "shown": n} for q, n in x["rivals"]]}
            for x in icon_achievements(s, p)]


def endorse_view(s: State, player: int | None) -> dict[str, Any]:
    """The current player's Endorse action (Cities R9), as a table shows it:
    ``{"used": bool (taken this turn), "legal": bool, "cards": {top card name:
    {"limit": the highest value that may pay, "payment": [hand card names] (for the
    current player and the omniscient view; None for others), "count": how many
    hand cards may pay, "dogma": :func:`dogma_preview` of that card now (before
    the payment's tuck; with Endorse the player's own effects run twice and each
    demand hits twice)}}}``. Empty ``cards`` when Endorse is not possible now."""
    from .cards import CARD_ICONS, FACE_AGE
    from .cities import IS_CITY, endorse_options
    p = s.current
    pl = s.players[p]
    opts = endorse_options(s, p)
    cities = [t for t in pl.tops() if IS_CITY[t]]
    cards = {}
    for top, pay in opts.items():
        icon = CARDS[top].dogma_icon
        limit = max(FACE_AGE[c] for c in cities if icon in CARD_ICONS[c])
        cards[NAMES[top]] = {"limit": limit, "count": len(pay),
                             "payment": [NAMES[c] for c in pay] if player is None or player == p else None,
                             "dogma": dogma_preview(s, p, top)}
    return {"used": s.endorsed, "legal": bool(cards) and s.result is None, "cards": cards}


def _icons(s: State, counts: list[int]) -> dict[str, int]:
    """Icon counts by name: the six basic icons, and the avatar in the fourth edition."""
    out = dict(zip(ICONS[:6], counts))
    if s.edition == "fourth":
        out["avatar"] = counts[AVATAR]
    return out


def junk_view(s: State) -> dict[str, Any]:
    """What everybody may know of the fourth edition's Junk: ``{"count": cards in
    it, "specials": [junked special achievement names], "ages": {age: cards}}``.
    Junked cards are face down and nobody may look (R4), so no name is given;
    the ages are those of card backs, which everyone saw going in."""
    ages: dict[str, int] = {}
    for c in s.junk:
        if isinstance(c, int):
            ages[str(AGE[c])] = ages.get(str(AGE[c]), 0) + 1
    return {"count": sum(1 for c in s.junk if isinstance(c, int)),
            "specials": [c for c in s.junk if isinstance(c, str)], "ages": ages}


def _pending(game: Game, player: int | None, decision: Decision | None = None) -> dict[str, Any] | None:
    """The pending decision (or ``decision``) as :func:`view` gives it: the data of
    the one record (:class:`engine.open_decision.OpenDecision`), options only to
    the player asked, a card question's options by their names (this plain view
    has no placeholders: :func:`table_view` masks them), and no ``id`` (the number
    of answers since the origin is not a fact of the position: a determinized
    game, which starts at the observation, gives the same plain view)."""
    from .open_decision import OpenDecision
    d = game.pending if decision is None else decision
    if d is None:
        return None
    plain: tuple[Any, ...] | None = None
    if player is not None and player == d.player and d.kind in ("cards", "order"):
        plain = (option_names(game.state, d), {}, {})
    rec = OpenDecision.of(game, player, plain, decision=decision)
    if rec is None:
        return None
    out = rec.to_data()
    del out["id"]
    return out


def prompt_for(s: State, m: "Msg | str", player: int | None) -> "Msg | str":
    """A question's words (a prompt or an alternative) as ``player`` may read them
    in ``s``: every card it names that is hidden from ``player`` (a card another
    player has just drawn, say: Babylonian Chronicles' "Choose the opponent whose
    board gets {card}") is given by its age (:func:`mask_msg`). None: everything."""
    if player is None or not isinstance(m, Msg) or not m.args:
        return m
    from .verbs import card_hidden_from
    return mask_msg(m, lambda c: card_hidden_from(s, c, player))


def events_for(game: Game, player: int | None, start: int = 0) -> list[str]:
    """The log lines ``player`` may read, from event index ``start`` on."""
    out = []
    for e in game.events[start:]:
        t = e.for_player(player)
        if t is not None:
            out.append(t)
    return out


# ---- the table view: a view plus what a table's widgets need -----------------------------

def masked_options(game: Game, rng: Any = None,
                   decision: Decision | None = None) -> tuple[list[str], dict[str, str], dict[str, dict[str, Any]]]:
    """The open card question's options as the player asked may see them.

    Cards that player can see are named, and so are the hidden cards they know
    to lie where they are (seen revealed or moved there:
    :func:`engine.determinize.knowledge`; Moylough Belt Shrine's revealed
    hand); each other card hidden from them (in another player's hand or score
    pile, in the supply, among the achievements, in the junk: e.g. Rocketry
    returning cards from opponents' score piles) is offered as a placeholder
    ``"?1"``, ``"?2"``... described by its age and place only.
    Placeholders are grouped by place and age; within a group their order is
    shuffled with ``rng`` (a ``random.Random``; None keeps the card order, which
    tells a player nothing only if they never see which card a placeholder was:
    sessions that show the result pass a generator).

    Returns ``(options, placeholder -> card name, placeholder -> {"age", "zone",
    "owner"})``; ``owner`` is the player for a hand or score pile, else None.
    ``decision``: another open card question than the pending one (a first meld
    chosen ahead: :mod:`engine.first_melds`). Raises ValueError if no card
    question is open."""
    from .verbs import FORECAST, HAND, SCORE, card_hidden_from, locate
    d = game.pending if decision is None else decision
    if d is None or d.kind not in ("cards", "order"):
        raise ValueError("no card question is open")
    visible: list[str] = []
    hidden: list[tuple[tuple[int, str, int], int]] = []
    known: dict[int, tuple[str, int]] | None = None
    for c in d.options:
        zone, owner = locate(game.state, c)
        if card_hidden_from(game.state, c, d.player):
            if known is None:
                from .determinize import knowledge
                known = knowledge(game.events, d.player)
            if known.get(c) == (zone, owner):
                visible.append(NAMES[c])            # seen revealed or moved there
                continue
            hidden.append(((owner if zone in (HAND, SCORE, FORECAST) else -1, zone, AGE[c]), c))
        else:
            visible.append(NAMES[c])
    if rng is not None:
        rng.shuffle(hidden)
    hidden.sort(key=lambda x: x[0])          # grouped by place and age (a stable sort)
    mapping: dict[str, str] = {}
    descr: dict[str, dict[str, Any]] = {}
    for k, ((owner, zone, age), c) in enumerate(hidden):
        tok = f"?{k + 1}"
        mapping[tok] = NAMES[c]
        descr[tok] = {"age": age, "zone": zone, "owner": owner if owner >= 0 else None}
    return visible + list(mapping), mapping, descr


def dogma_preview(s: State, p: int, card: int) -> dict[str, Any]:
    """What a Dogma on ``card`` by player ``p`` would involve, from public facts:
    ``{"icon": featured icon name or None, "count": p's count of it, "hit":
    [players a demand hits], "shares": [players who share], "compelled":
    [players a compel effect hits], "demand", "compel", "shared": bool (the card
    has demand / compel / other effects), "implemented": bool (False only for a
    card whose effects are not written; a card without effects, as every city, is
    True), "echoes": [card
    names]}``. Rule: the featured-icon counts decide (:func:`engine.dogma.dogma_plan`);
    a card without a featured icon involves nobody. ``"echoes"`` (Echoes of the
    Past, R3/R4): the cards whose echo effects run first, in their order (bottom
    of the pile first; the card's own last), shared by ``"shares"`` like the
    non-demand effects; ``[]`` without the expansion. ``"far"`` (fourth
    edition, an individual game of four: the distance rule, R9 as Board Game
    Arena plays it): the players who do not sit next to ``p``
    (:func:`engine.fourth.far_players`) and would share a non-demand effect or
    be hit by a demand: such a player shares only by returning a card from hand
    and may return one to ignore the demands; ``[]`` in every other game."""
    from .cards import CARDS
    from .dogma import compelled, dogma_plan, effect_functions
    c = CARDS[card]
    icon = c.dogma_icon_for(s.edition)
    if icon is None:
        affected: list[int] = []
        sharing: list[int] = []
        count = 0
    else:
        affected, sharing = dogma_plan(s, p, card)
        count = s.players[p].icon_count(icon)
    kinds = [k for k, _ in c.effects_for(s.edition)]
    echoes: list[str] = []
    if s.echoes:
        from .echoes import echo_cards
        echoes = [NAMES[e] for e in echo_cards(s.players[p], c.color)]
    far: list[int] = []
    if s.edition == "fourth" and len(s.players) >= 4:
        from .fourth import far_players
        far = [q for q in far_players(s, p) if (q in sharing and "non-demand" in kinds)
               or (q in affected and "demand" in kinds)]
    return {"icon": None if icon is None else ICONS[icon], "count": count, "echoes": echoes, "far": far,
            "hit": list(affected), "shares": list(sharing), "compelled": compelled(s, p, sharing),
            "demand": "demand" in kinds, "compel": "compel" in kinds,
            "shared": any(k not in ("demand", "compel") for k in kinds),
            # a card with no dogma effects at all (every city) has nothing to implement
            "implemented": not kinds or effect_functions(card, s.edition) is not None}


def table_view(game: Game, player: int | None, masked: tuple[Any, ...] | None = None) -> dict[str, Any]:
    """:func:`view` plus what a table draws, all plain JSON-ready data by name.

    Added to :func:`view`'s shape::

        players[i]["board"][color]["icons"]: {icon: n}   the icons visible in that pile
        "draw_age": int          the age a Draw by the current player takes (11: none left)
        "endorse": :func:`endorse_view`   (Cities of Destiny only)
        "dogma": {card name: dogma_preview}   for each top card of the current player (and,
                                 fourth edition with four players, each top card across
                                 that the distance rule lets them use)
        "pending": {... "id": int (the decision's number: answers so far),
                    "alternatives": [str], "alternatives_msg": [message data or None],
                    "hidden": {placeholder: {"age", "zone", "owner"}}}

    For the player asked, a card question's ``options`` are
    :func:`masked_options` (``masked``: that function's result for this
    decision, so that the placeholders stay the same; computed if None); the
    legal actions are the ``options`` of an ``"action"`` decision. ``player`` -1:
    nobody's private cards. Raises nothing for a finished game (``pending`` None)."""
    from .verbs import drawable_age
    s = game.state
    out = view(game, player)
    for i, p in enumerate(s.players):
        board = out["players"][i]["board"]
        for c in range(5):
            board[COLORS[c]]["icons"] = _icons(s, p.pile_icons_all(c))
    cur = s.players[s.current]
    out["draw_age"] = drawable_age(s, cur.highest_top_age())
    out["dogma"] = {NAMES[top]: dogma_preview(s, s.current, top)          # Battleship Yamato: no dogma
                    for c in range(5) if (top := cur.top(c)) is not None and CARDS[top].dogma_icon is not None}
    if s.edition == "fourth" and len(s.players) >= 4:     # the distance rule: the card across may be used too
        from .fourth import far_dogma_options
        for c in far_dogma_options(s, s.current):
            out["dogma"][NAMES[c]] = dogma_preview(s, s.current, c)
    if s.cities:
        out["endorse"] = endorse_view(s, player)
    out["pending"] = pending_view(game, player, masked)
    return out


def pending_view(game: Game, player: int | None, masked: tuple[Any, ...] | None = None,
                 decision: Decision | None = None, decision_id: int | None = None) -> dict[str, Any] | None:
    """Just the ``pending`` part of :func:`table_view`: the one record of the open
    decision (:class:`engine.open_decision.OpenDecision`) as data, None when the
    game is over. ``decision`` and ``decision_id``: another open question than
    the pending one and its number (a first meld chosen ahead:
    :class:`engine.first_melds.FirstMelds`)."""
    from .open_decision import OpenDecision
    rec = OpenDecision.of(game, player, masked, decision=decision, decision_id=decision_id)
    return None if rec is None else rec.to_data()


def log_entries(game: Game, player: int | None, start: int = 0) -> list[tuple[str, str, Any]]:
    """The log lines ``player`` may read among events ``start`` on, as ``(text,
    kind, msg)``: the English text, the event's kind and the message as data
    (:meth:`engine.msg.Msg.to_data`; None for a line of plain text)."""
    return events_entries(game.events[start:], player)


def events_entries(events: list[Event], player: int | None) -> list[tuple[str, str, Any]]:
    """:func:`log_entries` of a list of events."""
    out = []
    for e in events:
        m = e.msg_for(player)
        if m is not None:
            out.append((str(m), e.kind, m.to_data() if isinstance(m, Msg) else None))
    return out


def event_data(e: Any, player: int | None) -> dict[str, Any] | None:
    """Event ``e`` as structured data for ``player`` (None: omniscient), or None
    when that player learns nothing of it (:meth:`Event.msg_for`).

    ``{"kind": str, "card": name or None, "age": int, "set": str, "src": [zone,
    owner], "dst": [zone, owner]}`` (``card``/``age``/``set`` only for an event
    about a card; ``src``/``dst`` when it moves one). The card is named only when
    the message this player may read names it (a card drawn by another player is
    ``None``, with its age and set: what its back shows); zones and owners are
    public. No text: the client says it in its language from the log's message
    data."""
    from .msg import msg_cards
    m = e.msg_for(player)
    if m is None:
        return None
    out: dict[str, Any] = {"kind": e.kind}
    if e.card is not None:
        out["card"] = NAMES[e.card] if e.card in msg_cards(m) else None
        out["age"] = AGE[e.card]
        out["set"] = SET[e.card]
    if e.src is not None:
        out["src"] = [e.src[0], e.src[1]]
    if e.dst is not None:
        out["dst"] = [e.dst[0], e.dst[1]]
    return out


def events_data(events: list[Event], player: int | None) -> list[dict[str, Any]]:
    """:func:`event_data` of each event ``player`` learns something of."""
    return [d for e in events if (d := event_data(e, player)) is not None]


def answer_seen_by(d: Decision, answer: Any, player: int | None) -> Any:
    """What ``player`` may know of ``answer`` (outside form) to decision ``d``:
    all of it for the player who answered (and None: omniscient), an action, a
    yes/no, a color, a player, a number or an alternative for everybody (they
    are public), and nothing (None) of a card choice by someone else (which
    cards were chosen shows in the events, if at all)."""
    if player is None or player == d.player or d.kind not in ("cards", "order"):
        return answer
    return None


def new_information(before: State, events: list[Event], player: int, executors: Any = None) -> bool:
    """True when ``events`` (what one answer of ``player`` caused, from the state
    ``before`` it) tell anyone something ``player`` could not see before: the
    rule that an answer cannot be taken back (undo stops at new information).

    Derived from each event's visibility, whatever its kind: an event is new
    information when any card it concerns (the card it moves or reveals, every
    card its message names, to anyone) lay where ``player`` could not see it
    (:func:`engine.verbs.card_hidden_from`: another's hand or score pile, a
    supply pile, the achievements): a draw, a dig, a reveal from a hand, a card
    taken blind from another player, another player's cards moved by an effect.
    An event seen by only some players that names no card counts as new
    information too. Cards ``player`` could already see (their own hand or score
    pile, the boards, displays, relics) may be shown to others: melding or
    scoring from one's own hand can be taken back.

    ``executors``: the players who carried out an effect during the answer (see
    :func:`apply_noting`); an effect carried out by anyone but ``player`` is new
    information even when it shows no card, since what it did or did not do
    depended on that player's hidden cards (a demand that finds nothing to
    transfer tells that the hand holds no such card)."""
    from .msg import msg_cards
    from .verbs import card_hidden_from
    if executors and any(q != player for q in executors):
        return True
    for e in events:
        cards = msg_cards(e.msg) | msg_cards(e.hidden_msg)
        if e.card is not None:
            cards.add(e.card)
        if not cards:
            if e.seen_by is not None:
                return True
            continue
        if any(card_hidden_from(before, c, player) for c in cards):
            return True
    return False


def mask_msg(m: "Msg | str", hidden: Any) -> "Msg | str":
    """``m`` with every card it names that ``hidden(card)`` says is hidden given
    as its age instead ("a 3", a nested message): for a message shown to someone
    who could not see that card (a question asked of another player, in a
    replay seen as one player saw it). Plain text and messages naming no hidden
    card come back as they are."""
    from .msg import a_age, arg_kind
    if not isinstance(m, Msg) or not m.args:
        return m
    out: dict[str, Any] = {}
    changed = False
    for k, v in m.args.items():
        kind = arg_kind(k)
        if isinstance(v, Msg):
            nv = mask_msg(v, hidden)
            changed |= nv is not v
            out[k] = nv
        elif kind == "card" and isinstance(v, int) and hidden(v):
            out[k] = a_age(AGE[v])
            changed = True
        elif kind == "cards" and isinstance(v, (list, tuple)) and any(hidden(c) for c in v):
            parts = {f"msg{i}": (a_age(AGE[c]) if hidden(c) else Msg("engine", "{card}", {"card": c}))
                     for i, c in enumerate(v)}
            out[k] = Msg("engine", ", ".join("{" + f + "}" for f in parts), parts)
            changed = True
        else:
            out[k] = v
    return Msg(m.context, m.template, out) if changed else m


def apply_noting(game: Game, answer: Any, **kw: Any) -> tuple[list[Any], bool]:
    """Answer ``game``'s pending decision (:meth:`engine.game.Game.apply`, given
    ``kw``: its ``player`` and ``expect``) and say
    whether that showed the player asked anything new: ``(events, new)``, ``new``
    as :func:`new_information` decides it, with the players who carried out an
    effect noted on the way. Raises what ``Game.apply`` raises (the state is
    then unchanged)."""
    d = game.pending
    before = game.state.copy()
    game.state.executors = set()
    try:
        events = game.apply(answer, **kw)
        executors = game.state.executors
    finally:
        game.state.executors = None
    return events, (d is not None and new_information(before, events, d.player, executors))
