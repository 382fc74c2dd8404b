"""Fixtures for the translation tests: a clean language state around each test."""
import pytest


@pytest.fixture
def english_after(qapp):
    """Whatever a test installs, the app is back in English after it."""
    from innovation_desktop import i18n
    yield qapp
    i18n.uninstall(qapp)
