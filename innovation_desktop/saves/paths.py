"""Where Innovation Desktop keeps its files, and the user's preferences file.

* Saved games live in the platformdirs *user data* folder of the app
  (:func:`games_dir`), e.g. ``~/.local/share/innovation-desktop/games`` on Linux.
* Preferences live in the *user config* folder (:func:`preferences_path`), e.g.
  ``~/.config/innovation-desktop/preferences.json``.

Setting the environment variable ``INNOVATION_DESKTOP_HOME`` to a folder puts
both under it (``$INNOVATION_DESKTOP_HOME/data`` and ``.../config``): tests and
portable installs use it. The variable is read on every call, so a test can set it
with ``monkeypatch.setenv`` at any time.

(:mod:`innovation_desktop.settings` holds the client's in-memory timing and size
settings; this module is about files.) No Qt here.
"""
from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidatorFunctionWrapHandler, field_validator

from .atomic import atomic_write

APP_NAME = "innovation-desktop"
HOME_ENV = "INNOVATION_DESKTOP_HOME"


def _override() -> Path | None:
    v = os.environ.get(HOME_ENV)
    return Path(v).expanduser() if v else None


def data_dir() -> Path:
    """The app's user data folder (not created)."""
    o = _override()
    if o is not None:
        return o / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    """The app's user config folder (not created)."""
    o = _override()
    if o is not None:
        return o / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def games_dir(create: bool = True) -> Path:
    """The folder of saved games (``data_dir()/games``), created unless ``create`` is False.

    Raises ``OSError`` if it cannot be created."""
    d = data_dir() / "games"
    if create:
        d.mkdir(parents=True, exist_ok=True)
    return d


def preferences_path() -> Path:
    """``config_dir()/preferences.json``."""
    return config_dir() / "preferences.json"


class NewGameSetup(BaseModel):
    """The New game dialog's last choice, offered again next time: how many
    players, the four seats' names and kinds (``"human"``, ``"easy"``,
    ``"strong"``, ``"random"``), the edition, the team game and the expansions
    (the seed is not kept: a new game is a new deal)."""

    model_config = ConfigDict(extra="ignore")
    players: int = Field(default=2, ge=2, le=4)
    #: Seat 1..4's names (up to four, each at most 64 characters; checked again when a game starts).
    names: list[str] = Field(default=[], max_length=4)
    seats: list[Literal["human", "easy", "strong", "random"]] = Field(default=[], max_length=4)
    edition: Literal["third", "first", "fourth"] = "third"
    teams: bool = False
    artifacts: bool = False
    relics: bool = False
    echoes: bool = False
    cities: bool = False

    @field_validator("names")
    @classmethod
    def _short_names(cls, names: list[str]) -> list[str]:
        if any(len(n) > 64 for n in names):
            raise ValueError("a name longer than 64 characters")
        return names


class Preferences(BaseModel):
    """The user's saved preferences. Unknown keys (from a newer version) are kept."""

    model_config = ConfigDict(extra="allow")
    player_name: str = ""
    #: Replay viewer speed, in answers per second.
    replay_speed: float = Field(default=2.0, gt=0, le=100)
    autosave: bool = True
    #: Most recently opened save files, newest first.
    recent: list[str] = []
    #: The interface language chosen in Settings (``"en"``, ``"es"``); ``""``: the
    #: system's. Read at start-up by :func:`innovation_desktop.i18n.saved_language`.
    language: str = Field(default="", max_length=16)
    #: The New game dialog's last choice (None: never chosen, or unreadable).
    new_game: NewGameSetup | None = None
    #: Draw the five colors in the high-contrast palette (Settings menu).
    high_contrast: bool = False
    #: The folder of the last replay export ("": none yet; see
    #: :func:`innovation_desktop.library.replay_viewer.export_folder`).
    export_folder: str = ""

    @field_validator("new_game", mode="wrap")
    @classmethod
    def _setup_or_none(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> NewGameSetup | None:
        """A malformed remembered setup is forgotten, never the whole file."""
        try:
            setup: NewGameSetup | None = handler(value)
            return setup
        except ValidationError:
            return None

    @field_validator("high_contrast", mode="wrap")
    @classmethod
    def _flag_or_off(cls, value: Any, handler: ValidatorFunctionWrapHandler) -> bool:
        try:
            flag: bool = handler(value)
            return flag
        except ValidationError:
            return False


def load_preferences() -> Preferences:
    """The saved preferences, or the defaults if there are none.

    A file that cannot be read or parsed gives the defaults too (it is left in
    place; :func:`save_preferences` moves it aside before writing)."""
    p = preferences_path()
    try:
        return Preferences.model_validate(_read(p))
    except (OSError, ValueError, ValidationError):
        return Preferences()


def _read(p: Path) -> Any:
    """A preferences file's JSON: a regular file of at most 1 MB, bounded JSON
    (raises OSError or ValueError)."""
    from engine.inputs import parse_json, read_file
    return parse_json(read_file(p, 1024 * 1024))


def save_preferences(prefs: Preferences) -> Path:
    """Write ``prefs`` atomically to :func:`preferences_path`; returns the path.

    An unreadable existing file is renamed ``preferences.json.bad-<time>`` first,
    never silently overwritten. Raises ``OSError`` on a write failure."""
    p = preferences_path()
    if p.exists():
        try:
            Preferences.model_validate(_read(p))
        except (OSError, ValueError, ValidationError):
            os.replace(p, p.with_name(f"{p.name}.bad-{int(time.time())}"))
    atomic_write(p, (prefs.model_dump_json(indent=1) + "\n").encode("utf-8"))
    return p
