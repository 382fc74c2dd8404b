"""``python -m innovation_desktop [options]``: the same as ``innovation-desktop``."""
import sys

from .app import main

sys.exit(main())
