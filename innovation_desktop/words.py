"""Small phrases the app's windows share, in the interface's language (context
``Words`` of Qt's translations): lists of names, counts of cards, why a game
ended, computer levels, what is wrong with a player name.

Each returns plain text; names (players, files) are put in as they are, never
translated. Sentences are whole templates with ``{fields}``, never pieces joined.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def names_text(names: list[str]) -> str:
    """Player names as one phrase: "Ada", "Ada and Bruno", "Ada, Bruno and Chen"."""
    if len(names) <= 1:
        return "".join(names)
    return translate("Words", "{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def cards_text(n: int) -> str:
    """"1 card", "3 cards" (singular for 1, as in English and Spanish: PySide's
    lupdate marks no ``%n`` plural form whose count is a variable)."""
    if n == 1:
        return translate("Words", "{count} card").format(count=n)
    return translate("Words", "{count} cards").format(count=n)


def reason_text(reason: str) -> str:
    """Why a game ended (``Game.result[0]``: ``"achievements"``, ``"score"``,
    ``"dogma"``); an unknown reason as it is."""
    words = {"achievements": translate("Words", "achievements"), "score": translate("Words", "score"),
             "dogma": translate("Words", "a dogma")}
    return words.get(reason, reason)


def winners_text(names: list[str], reason: str) -> str:
    """"Ada won (score)": the winners of an ended game and why."""
    if not names:
        return translate("Words", "nobody won ({reason})").format(reason=reason_text(reason))
    return translate("Words", "{names} won ({reason})").format(names=names_text(names), reason=reason_text(reason))


def level_name(kind: str) -> str:
    """A computer player's level (``"easy"``, ``"strong"``, ``"random"``;
    ``"greedy"`` is easy); another kind as it is."""
    words = {"easy": translate("Words", "easy"), "greedy": translate("Words", "easy"),
             "strong": translate("Words", "strong"), "random": translate("Words", "random"),
             "human": translate("Words", "human")}
    return words.get(kind, kind)


def name_problem_text(name: object) -> str | None:
    """What is wrong with ``name`` as a player name (the engine's rule,
    :func:`engine.inputs.name_problem`, after removing surrounding spaces as the
    dialogs do), or None if it is fine."""
    from engine.inputs import MAX_NAME_LEN, name_problem
    if isinstance(name, str):
        name = name.strip()
    why = name_problem(name)
    if why is None:
        return None
    if not isinstance(name, str):
        return translate("Words", "a player name is text")
    if not name.strip():
        return translate("Words", "a player name cannot be blank")
    if len(name) > MAX_NAME_LEN:
        return translate("Words", "a player name has at most {max} characters (this one has {count})").format(
            max=MAX_NAME_LEN, count=len(name))
    if "control" in why:
        return translate("Words", "a player name cannot contain control or formatting characters")
    if "visible" in why:
        return translate("Words", "a player name needs at least one visible letter, digit or symbol")
    return why
