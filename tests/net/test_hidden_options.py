"""A question whose options include cards the player asked may not see
(Rocketry: return cards from opponents' score piles) offers them as
placeholders described by age and place; the host maps the placeholder back and
refuses the hidden card's name, so a peer can neither read nor probe it."""
from __future__ import annotations

import random

from engine import Game
from engine.ai import random_answer
from engine.cards import NAMES
from innovation_desktop.net.host import Host


def rocketry_game():
    """3 players, seed 10, played at random until Rocketry asks for hidden cards."""
    g = Game.new(["P0", "P1", "P2"], seed=10)
    rng = random.Random(10)
    while not g.over:
        d = g.pending
        if d.kind == "cards" and d.source == "Rocketry":
            if any(c in g.state.players[q].score for q in range(3) if q != d.player for c in d.options):
                return g
        g.apply(random_answer(d, rng))
    raise AssertionError("no Rocketry question in this game")


def test_hidden_options_are_placeholders(qapp):
    g = rocketry_game()
    d = g.pending
    p = d.player
    h = Host.new(["remote"] * 3, "x", seed=10)
    for i, s in enumerate(h.seats):
        s.name = f"P{i}"
    h.game = g
    # an opponent's score card the player saw go there (their own transfer, say) is
    # theirs to name (engine.determinize.knowledge); the others are placeholders
    from engine.determinize import knowledge
    from engine.verbs import locate
    known = knowledge(g.events, p)
    hidden_names = {NAMES[c] for c in d.options
                    if any(c in g.state.players[q].score for q in range(3) if q != p)
                    and known.get(c) != locate(g.state, c)}
    assert hidden_names
    st = h.state_for(p)
    # the log (and its events) may name cards seen scored
    text = st.model_copy(update={"log": [], "events": []}).model_dump_json()
    assert not any(n in text for n in hidden_names)
    opts = st.decision.options
    assert st.view["pending"]["options"] == opts
    tokens = [o for o in opts if o.startswith("?")]
    assert len(tokens) == len(hidden_names)
    for t in tokens:
        info = st.decision.hidden[t]
        assert info["zone"] == "score" and info["owner"] != p and 1 <= info["age"] <= 10
    assert h.state_for(p).decision.options == opts          # the same for the whole decision
    # naming a hidden card outright is refused like any non-option, and changes nothing
    n = len(g.record)
    size = d.counts[-1] if d.counts else max(d.min, 1)
    guess = sorted(hidden_names)[:1] + tokens[1:size]
    code, why = h.submit(p, n, guess)
    assert code == "illegal" and len(g.record) == n
    code2, why2 = h.submit(p, n, ["Not A Card"] + tokens[1:size])
    assert code2 == "illegal" and why2.replace("Not A Card", guess[0]) == why      # nothing told apart
    # the placeholders are accepted and stand for the real cards
    before = sorted(sum((g.state.players[q].score for q in range(3) if q != p), []))
    assert h.submit(p, n, tokens[:size]) is None
    assert len(g.record) == n + 1
    after = sorted(sum((g.state.players[q].score for q in range(3) if q != p), []))
    assert len(before) - len(after) == size
