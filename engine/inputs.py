"""Rules for input that comes from outside: files, and (later) other players.

Everything here is the one place that decides what is acceptable, so that the
position reader, the saved-game reader, the new-game dialog and the future LAN
code refuse the same things with the same words:

* :func:`check_name` / :func:`check_names`: the player-name rule (not blank, at
  most :data:`MAX_NAME_LEN` characters, no control or invisible formatting
  characters, unique). It bounds every log line and message that repeats a name.
* :func:`quote`: a short, one-line, quoted form of any value for error messages, so
  a hostile name (a newline, ``Traceback``, 10 MB of text) is echoed harmlessly.
* :func:`read_file` / :func:`read_stream`: read only regular files, and no more
  than a size limit that is checked before parsing (``/dev/zero``, a FIFO, a
  directory are refused at once).
* :func:`parse_json`: UTF-8 JSON with bounded nesting depth and number length,
  no ``NaN``/``Infinity``; every problem is an :class:`InputError`.

Errors are :class:`InputError` (a ``ValueError``) whose message is one line and
says what is wrong, e.g. ``"not UTF-8 text"``; callers add the file name.
No Qt, no third-party imports.
"""
from __future__ import annotations

import json
import os
import re
import stat
import unicodedata
from typing import Any, BinaryIO, Iterable

#: Longest player name, in characters.
MAX_NAME_LEN = 24
#: Default size limit of a file read with :func:`read_file` (bytes).
MAX_FILE_BYTES = 4 * 1024 * 1024
#: Deepest nesting of JSON arrays and objects accepted by :func:`parse_json`.
MAX_JSON_DEPTH = 64
#: Longest integer literal (digits) accepted by :func:`parse_json`.
MAX_INT_DIGITS = 40

# Unicode categories refused in names: controls, format characters (bidirectional
# overrides, zero-width characters), surrogates, private use, unassigned, line and
# paragraph separators.
_BAD_CATEGORIES = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}
# ...except the joiners that emoji sequences need.
_ALLOWED_FORMAT = {"\u200d", "\ufe0f"}
# Characters that are letters or symbols to Unicode but draw as nothing: Hangul
# fillers, the braille blank, and the like. They do not make a name visible.
_BLANK_FILLERS = {"\u3164", "\u115f", "\u1160", "\uffa0", "\u2800", "\u180e", "\u2028", "\u2029"}
# A name needs at least one character from these categories (letters, digits,
# symbols, punctuation) that is not a blank filler.
_VISIBLE_CATEGORIES = ("L", "N", "S", "P")


class InputError(ValueError):
    """Input that is refused; the message is one line saying why."""


def _bad_char(ch: str) -> bool:
    return ch not in _ALLOWED_FORMAT and unicodedata.category(ch) in _BAD_CATEGORIES


def _visible(ch: str) -> bool:
    return ch not in _BLANK_FILLERS and unicodedata.category(ch)[0] in _VISIBLE_CATEGORIES


def _invisible(ch: str) -> bool:
    """Characters that do not change how a name looks: spaces aside, format and
    control characters, variation selectors, combining joiners and blank fillers."""
    cat = unicodedata.category(ch)
    return (cat in ("Cf", "Cc") or ch in _BLANK_FILLERS or ch in _ALLOWED_FORMAT
            or "\ufe00" <= ch <= "\ufe0f" or "\U000e0100" <= ch <= "\U000e01ef")


def name_key(name: str) -> str:
    """The form in which two player names are compared for uniqueness: invisible
    and formatting characters (zero-width joiners, variation selectors, blank
    fillers) removed, compatibility-normalised (NFKC) and casefolded, so "Ann",
    "ann" and "Ann\u200d" count as the same name."""
    text = "".join(ch for ch in name if not _invisible(ch))
    return unicodedata.normalize("NFKC", text).casefold()


def name_problem(name: Any) -> str | None:
    """Why ``name`` is not an acceptable player name, or None if it is.

    The rule: a string, not blank, at most :data:`MAX_NAME_LEN` characters, no
    leading or trailing spaces, no control characters, line breaks or
    invisible formatting characters (such as right-to-left overrides), and at
    least one visible character (a letter, digit, symbol or punctuation mark that
    is not a blank filler such as U+3164 or U+2800). Zero-width joiners and
    variation selectors are allowed beside visible characters (emoji sequences)."""
    if not isinstance(name, str):
        return "a player name is text"
    if not name.strip():
        return "a player name cannot be blank"
    if len(name) > MAX_NAME_LEN:
        return f"a player name has at most {MAX_NAME_LEN} characters (this one has {len(name)})"
    for ch in name:
        if _bad_char(ch):
            return f"a player name cannot contain control or formatting characters (U+{ord(ch):04X})"
    if name != name.strip():
        return "a player name cannot begin or end with spaces"
    if not any(_visible(ch) for ch in name):
        return "a player name needs at least one visible letter, digit or symbol"
    return None


def check_name(name: Any) -> str:
    """Return ``name`` if it follows the player-name rule (see :func:`name_problem`);
    raises :class:`InputError` saying why not (the name itself is quoted)."""
    why = name_problem(name)
    if why is not None:
        raise InputError(f"{why}: {quote(name)}")
    assert isinstance(name, str)   # name_problem refuses anything else
    return name


def check_seed(seed: Any) -> int:
    """A game's seed: a whole number that a save or position file can hold, i.e.
    at most :data:`MAX_INT_DIGITS` digits (the limit :func:`parse_json` applies
    when the file is read back). Returns it; raises :class:`InputError` (a
    ValueError) otherwise, in plain words."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InputError(f"the seed is a whole number, not {quote(seed)}")
    digits = len(str(abs(seed)))
    if digits > MAX_INT_DIGITS:
        raise InputError(f"the seed has {digits} digits; at most {MAX_INT_DIGITS} can be saved")
    return seed


def check_names(names: Iterable[Any]) -> list[str]:
    """Check every name with :func:`check_name` and that they are unique as
    compared by :func:`name_key` (ignoring case and invisible characters, so
    "Ann", "ann" and "Ann" + U+200D cannot both play). Returns them as a list;
    raises :class:`InputError`."""
    out = [check_name(n) for n in names]
    seen: set[str] = set()
    for n in out:
        k = name_key(n)
        if k in seen:
            raise InputError(f"player names must be unique ({quote(n)} is used twice)")
        seen.add(k)
    return out


def quote(value: Any, limit: int = 40) -> str:
    """``value`` as a short one-line quoted text for a message: a string in double
    quotes with control and formatting characters escaped (``\\n``, ``\\u202e``),
    cut to about ``limit`` characters with ``...``; anything else by its JSON (or
    ``repr``) form, cut the same way. Never long, never several lines."""
    if isinstance(value, str):
        s = value[: limit + 1]
        body = []
        for ch in s:
            if ch in '"\\':
                body.append("\\" + ch)
            elif ch == "\n":
                body.append("\\n")
            elif ch == "\t":
                body.append("\\t")
            elif ch == "\r":
                body.append("\\r")
            elif _bad_char(ch) or ch in _ALLOWED_FORMAT:
                body.append(f"\\u{ord(ch):04x}")
            else:
                body.append(ch)
        text = "".join(body)
        if len(value) > limit:
            return '"' + text[:limit] + '..."'
        return '"' + text + '"'
    if isinstance(value, (list, tuple, dict)) and len(value) > limit:
        return f"<a {type(value).__name__} of {len(value)} items>"
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10 ** limit:
        return "<a very large number>"
    try:
        text = json.dumps(value, ensure_ascii=True)
    except (TypeError, ValueError, RecursionError):
        text = repr(type(value).__name__)
    if len(text) > limit:
        text = text[:limit] + "..."
    return text


_PATH_BAD = {"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"}


def show_path(path: Any) -> str:
    """A file name (``str`` or ``os.PathLike``) as one line of plain text for a
    message: control characters, line breaks and invisible or bidirectional
    formatting characters (U+202E) are written as escapes (``\\n``,
    ``\\u202e``), so a name cannot break a message into two lines or reverse
    it; ordinary names are shown unchanged. Never raises."""
    text: str | bytes
    try:
        text = os.fspath(path)
    except TypeError:
        text = str(path)
    if isinstance(text, bytes):
        text = text.decode("utf-8", "backslashreplace")
    if all(ch.isprintable() and unicodedata.category(ch) not in _PATH_BAD for ch in text):
        return text
    out = []
    for ch in text:
        if ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif unicodedata.category(ch) in _PATH_BAD or (not ch.isprintable() and ch != " "):
            out.append(f"\\u{ord(ch):04x}" if ord(ch) <= 0xFFFF else f"\\U{ord(ch):08x}")
        else:
            out.append(ch)
    return "".join(out)


# ---- reading ---------------------------------------------------------------------

def read_stream(f: BinaryIO, limit: int = MAX_FILE_BYTES) -> bytes:
    """Read at most ``limit`` bytes from a binary stream; raises InputError if it
    holds more (the rest is not read)."""
    data = f.read(limit + 1)
    if len(data) > limit:
        raise InputError(f"too large (more than {_size(limit)})")
    return data


def read_file(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file (a symbolic link to one is followed), at most
    ``limit`` bytes, checked before anything is read.

    Raises InputError for a device, FIFO, socket or folder ("not a regular file"),
    for a file larger than ``limit``, and OSError if it cannot be opened. The file
    is opened without blocking, so a FIFO never hangs."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        st = os.stat(path)
    except OSError:
        raise
    if not stat.S_ISREG(st.st_mode):
        raise InputError(f"not a regular file ({_kind(st.st_mode)})")
    if st.st_size > limit:
        raise InputError(f"too large ({_size(st.st_size)}; at most {_size(limit)})")
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)       # the file opened may not be the one checked above
        if not stat.S_ISREG(st.st_mode):
            raise InputError(f"not a regular file ({_kind(st.st_mode)})")
        if st.st_size > limit:
            raise InputError(f"too large ({_size(st.st_size)}; at most {_size(limit)})")
        with os.fdopen(fd, "rb", closefd=False) as f:
            return read_stream(f, limit)
    finally:
        os.close(fd)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a file"


def _size(n: int) -> str:
    if n >= 1024 * 1024:
        return f"{n / (1024 * 1024):.1f} MB"
    if n >= 1024:
        return f"{n / 1024:.0f} KB"
    return f"{n} bytes"


# ---- JSON ------------------------------------------------------------------------

def _int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INT_DIGITS:
        raise InputError(f"a number of {digits} digits is too long (at most {MAX_INT_DIGITS})")
    return int(text)


def _float(text: str) -> float:
    if len(text) > 100:
        raise InputError(f"a number of {len(text)} characters is too long")
    f = float(text)
    if f in (float("inf"), float("-inf")):
        raise InputError(f"the number {text[:20]} is out of range")
    return f


def _constant(text: str) -> Any:
    raise InputError(f"{text} is not a number JSON allows")


def decode_text(data: bytes | str) -> str:
    """UTF-8 bytes (a byte-order mark is allowed) as text; raises InputError."""
    if isinstance(data, str):
        return data
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise InputError(f"not UTF-8 text (byte {e.start} cannot be decoded)") from None


def parse_json(data: bytes | str, max_depth: int = MAX_JSON_DEPTH) -> Any:
    """Parse JSON from UTF-8 bytes or text, refusing (with InputError): text that
    is not UTF-8, invalid JSON (the message gives line and column), nesting deeper
    than ``max_depth``, integers longer than :data:`MAX_INT_DIGITS` digits, numbers
    too large for a float (``1e400``), ``NaN``/``Infinity`` and lone surrogates
    (``"\\ud800"``), so whatever is accepted can be written back as UTF-8 JSON
    and read again. ``JSONDecodeError`` details are kept on the exception as
    ``e.decode_error`` (or None)."""
    text = decode_text(data)
    try:
        doc = json.loads(text, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except InputError:
        raise
    except RecursionError:
        raise InputError(f"nested too deeply (at most {max_depth} levels)") from None
    except json.JSONDecodeError as e:
        err = InputError(f"not valid JSON ({e.msg} at line {e.lineno} column {e.colno})")
        err.decode_error = e  # type: ignore[attr-defined]
        raise err from None
    except ValueError as e:   # e.g. Python's int-string limit
        raise InputError(f"not valid JSON ({str(e).splitlines()[0][:80]})") from None
    if depth_exceeds(doc, max_depth):
        raise InputError(f"nested too deeply (at most {max_depth} levels)")
    if "\\u" in text and _has_surrogate(doc):
        raise InputError("a text holds a lone UTF-16 surrogate (\\ud800-\\udfff), which is not a character")
    return doc


_SURROGATE = re.compile("[\ud800-\udfff]")


def _has_surrogate(doc: Any) -> bool:
    stack = [doc]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if _SURROGATE.search(v):
                return True
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return False


def depth_exceeds(doc: Any, max_depth: int) -> bool:
    """True if lists/dicts in ``doc`` nest more than ``max_depth`` levels (iterative,
    so any depth is safe to check)."""
    stack = [(doc, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            if d > max_depth:
                return True
            stack.extend((x, d + 1) for x in v.values())
        elif isinstance(v, list):
            if d > max_depth:
                return True
            stack.extend((x, d + 1) for x in v)
    return False


__all__ = [
    "InputError",
    "MAX_NAME_LEN",
    "MAX_FILE_BYTES",
    "MAX_JSON_DEPTH",
    "MAX_INT_DIGITS",
    "name_problem",
    "check_name",
    "check_names",
    "name_key",
    "quote",
    "show_path",
    "read_file",
    "read_stream",
    "parse_json",
    "decode_text",
    "depth_exceeds",
]
