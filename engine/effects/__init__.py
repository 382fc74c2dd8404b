"""Card effects, one module per age (``age1`` ... ``age10``).

Importing this package imports every module in it; each registers its cards with
:func:`engine.dogma.register`. A card without registered functions does nothing
when its dogma is used (its card data says ``implemented: false``).
"""
from __future__ import annotations

import importlib
import os

# the modules of this folder (listed directly: pkgutil costs start-up time)
for _m in sorted(n[:-3] for n in os.listdir(__path__[0]) if n.endswith(".py") and not n.startswith("_")):
    importlib.import_module(f"{__name__}.{_m}")
