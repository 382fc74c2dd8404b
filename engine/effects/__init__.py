"""Card effects, one module per age (``age1`` ... ``age10``).

Importing this package imports every module in it; each registers its cards with
:func:`engine.dogma.register`. A card without registered functions does nothing
when its dogma is used (its card data says ``implemented: false``).
"""
from __future__ import annotations

import importlib
import pkgutil

for _m in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    importlib.import_module(f"{__name__}.{_m.name}")
