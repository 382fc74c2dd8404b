"""The headless host: ``innovation-desktop serve --seats remote,remote --port P --code C``.

Runs a :class:`~.host.Host` on a ``QCoreApplication`` (no window). Prints
``listening on ADDRESS:PORT`` once it listens, a line for each join, leave and
the start, and exits 0 when the game is over with a last line naming the
winners (after every peer has been sent the record, or 10 seconds). If ``--save
FILE`` names an existing save made by a host, that game is hosted again and its
players rejoin with their tokens; otherwise the new game is saved there (default:
a new file in the saves folder).
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from .host import HOST_SEAT_KINDS, Host
from .protocol import printable_line


#: The expansions' titles in the lines ``serve`` prints.
EXPANSION_TITLES = {"artifacts": "Artifacts of History", "echoes": "Echoes of the Past", "cities": "Cities of Destiny"}


def expansion_words(text: str, artifacts: bool = False) -> list[str]:
    """The expansions of ``--expansions`` (comma-separated names, blanks and case
    ignored), plus ``"artifacts"`` if ``artifacts`` (``--artifacts``); a name
    given twice counts once. The engine checks the names
    (:func:`engine.game.check_expansions` raises ValueError for an unknown one)."""
    out: list[str] = []
    for word in [w.strip().lower() for w in text.split(",") if w.strip()] + (["artifacts"] if artifacts else []):
        if word not in out:
            out.append(word)
    return out


def run(args: Any) -> int:
    """``innovation-desktop serve``: returns the exit code (2 for bad input)."""
    from PySide6.QtCore import QCoreApplication, QTimer

    def fail(msg: str) -> int:
        print(f"innovation-desktop serve: {msg}", file=sys.stderr, flush=True)
        return 2

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    from .. import collector     # reference cycles are collected on this thread only
    collector.install(app)
    try:
        if args.save and Path(args.save).exists():
            host = Host.from_save(args.save, args.code, title=args.title)
            if any(s.is_local for s in host.seats):
                return fail(f"{args.save} was hosted from the app with a player at the hosting computer: "
                            "host it again from the app (Game > Host from a save)")
        else:
            if not args.seats:
                return fail("--seats is needed for a new game")
            kinds = [k.strip() for k in args.seats.split(",")]
            if "human" in kinds or "local" in kinds:
                return fail("a headless host has no person at it: use remote, easy, strong or random "
                            f"(seat words: {', '.join(k for k in HOST_SEAT_KINDS if k != 'local')})")
            expansions = expansion_words(getattr(args, "expansions", "") or "", args.artifacts)
            if args.relics and "artifacts" not in expansions:
                return fail("--relics needs --artifacts (relics are played with the Artifacts expansion)")
            host = Host.new(kinds, args.code, seed=args.seed, save_path=args.save,
                            teams=args.teams, edition=args.edition, title=args.title,
                            expansions=expansions, relics=args.relics)
    except Exception as e:  # noqa: BLE001  (ValueError, SaveError: shown, not crashed on)
        return fail(str(e))

    def say(text: str) -> None:
        # every line printed is one line of plain printable text, whatever a peer put in it
        print(printable_line(text, 2000), flush=True)

    host.log.connect(say)
    if args.stand_in:
        try:
            host.stand_in_after(args.stand_in, args.stand_in_after)
        except ValueError as e:
            return fail(str(e))
    code = [0]
    advert = []

    def over(reason: str, winners: list[str]) -> None:
        def end() -> None:
            say(f"game over ({reason}): winner{'s' if len(winners) > 1 else ''}: {', '.join(winners)}")
            code[0] = 0
            app.quit()
        waited = [0]

        def wait_records() -> None:
            waited[0] += 1
            if host.all_records_sent() or waited[0] > 100:
                QTimer.singleShot(200, end)    # let the last bytes leave
            else:
                QTimer.singleShot(100, wait_records)
        wait_records()
    host.finished.connect(over)
    try:
        port = host.listen(args.bind, args.port)
    except OSError as e:
        return fail(str(e))
    extra = "".join("; " + EXPANSION_TITLES.get(x, x) + (" with Relics" if x == "artifacts" and host.relics else "")
                    for x in host.expansions)
    say(f"listening on {args.bind}:{port} (join code {args.code}; seats: "
        f"{', '.join(s.kind for s in host.seats)}{extra})")
    if args.save:
        say(f"saving to {args.save}")
    if args.advertise:
        try:
            from .discovery import Advertiser
            ad = Advertiser(args.title, port, len(host.open_seats()), len(host.seats), game_id=host.game_id,
                            interfaces=[args.bind] if args.bind not in ("0.0.0.0", "::") else None)
            advert.append(ad)
            last = [len(host.open_seats())]

            def readvertise() -> None:
                n = len(host.open_seats())
                if n != last[0]:          # announce only when the open seats change
                    last[0] = n
                    ad.update(n)
            host.changed.connect(readvertise)
            say("advertised on the LAN")
        except OSError as e:
            say(f"not advertised on the LAN ({e}); joiners type the address")

    def timeout() -> None:
        say(f"no end after {args.timeout} seconds: stopping (the game is saved)")
        code[0] = 1
        app.quit()
    QTimer.singleShot(int(args.timeout * 1000), timeout)
    try:
        app.exec()
    finally:
        host.log.disconnect(say)         # the winners' line stays the last one
        host.close()
        for ad in advert:
            try:
                ad.close()
            except Exception:  # noqa: BLE001
                pass
    return code[0]
