"""Packages of the distribution (the rest of the metadata is in pyproject.toml).

The data lives in the top-level ``resources/`` folder of the source tree and is
installed as the package ``engine.resources`` (never as a top-level package
``resources``), so every package is found here and that one is mapped."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["engine", "engine.*", "innovation_desktop", "innovation_desktop.*"])
    + ["engine.resources"],
    package_dir={"engine.resources": "resources"},
)
