"""The frozen app's entry point (PyInstaller runs this file as ``__main__``).

``multiprocessing.freeze_support()`` comes first: the computer players think in a
spawned process, which a frozen app starts by running its own executable again
with multiprocessing's arguments; freeze_support runs that child's work and exits
instead of opening a second window. Then the normal command line
(:func:`innovation_desktop.app.main`)."""
import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from innovation_desktop.app import main
    sys.exit(main())
