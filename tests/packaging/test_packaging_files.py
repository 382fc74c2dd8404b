"""packaging/: the desktop entry, the AppStream metainfo, the icons, the launcher
and the build script are well-formed, and the app's own check (--self-test, which
the bundle runs at the end of packaging/build) plays a game through a dogma."""
import ast
import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "packaging"
APP_ID = "io.github.innovation_desktop.InnovationDesktop"


def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"{name} is not installed (README's install line installs it)")
        pytest.skip(f"{name} is not installed")
    return path


def test_desktop_entry():
    cp = configparser.ConfigParser(interpolation=None)
    cp.optionxform = str
    cp.read(PKG / f"{APP_ID}.desktop", encoding="utf-8")
    e = cp["Desktop Entry"]
    assert e["Type"] == "Application" and e["Icon"] == APP_ID
    assert e["Exec"].split()[0] == "innovation-desktop"
    assert "Game" in e["Categories"].split(";")


def test_desktop_entry_validates():
    r = subprocess.run([_tool("desktop-file-validate"), str(PKG / f"{APP_ID}.desktop")],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "error" not in r.stdout.lower(), r.stdout + r.stderr


def test_metainfo_names_the_app_and_validates():
    path = PKG / f"{APP_ID}.metainfo.xml"
    root = ET.parse(path).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("project_license") == "MIT"
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    r = subprocess.run([_tool("appstreamcli"), "validate", "--no-net", str(path)],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stdout + r.stderr


def test_icons_are_the_svg_and_square_pngs(qapp):
    from PySide6.QtGui import QImage
    from PySide6.QtSvg import QSvgRenderer
    app_dir = ROOT / "resources" / "app"
    assert QSvgRenderer(str(app_dir / "innovation-desktop.svg")).isValid()
    sizes = []
    for png in sorted(app_dir.glob("innovation-desktop-*.png")):
        n = int(png.stem.rsplit("-", 1)[1])
        img = QImage(str(png))
        assert (img.width(), img.height()) == (n, n), png.name
        sizes.append(n)
    assert {16, 32, 48, 64, 128, 256} <= set(sizes)


def test_launcher_calls_freeze_support_before_the_app():
    tree = ast.parse((PKG / "launcher.py").read_text(encoding="utf-8"))
    main_block = next(n for n in tree.body if isinstance(n, ast.If))
    lines = [ast.unparse(n) for n in main_block.body]      # the statements, in order
    first_app = next(i for i, c in enumerate(lines) if "innovation_desktop" in c)
    assert "multiprocessing.freeze_support()" in lines[:first_app]


def test_spec_and_scripts_are_well_formed():
    compile((PKG / "innovation-desktop.spec").read_text(encoding="utf-8"), "innovation-desktop.spec", "exec")
    for script in ("build", "install.sh"):
        assert os.access(PKG / script, os.X_OK), script
        r = subprocess.run(["bash", "-n", str(PKG / script)], capture_output=True, text=True, timeout=30)
        assert r.returncode == 0, r.stderr


def test_self_test_plays_through_a_dogma(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="offscreen", INNOVATION_DESKTOP_HOME=str(tmp_path / "home"))
    shot = tmp_path / "end.png"
    code = "import sys; from innovation_desktop.app import main; sys.exit(main())"
    r = subprocess.run([sys.executable, "-c", code, "--self-test", "--seed", "8", "--screenshot", str(shot)],
                       capture_output=True, text=True, timeout=180, env=env, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
    last = r.stdout.strip().splitlines()[-1]
    assert last.startswith("self-test: ok:") and "dogma action(s) carried out" in last
    assert "have their effects" in r.stdout and "self-test: rules page:" in r.stdout
    assert shot.read_bytes()[:4] == b"\x89PNG"
    assert not (tmp_path / "home").exists() or not list((tmp_path / "home").rglob("*.json"))   # nothing saved


def _no_fonts(tmp_path: Path) -> dict:
    """An environment in which Qt finds no font: fontconfig reads a configuration
    naming one empty folder, and Qt's own font folder is empty too."""
    fonts = tmp_path / "fonts"
    fonts.mkdir()
    conf = tmp_path / "fonts.conf"
    conf.write_text(f'<?xml version="1.0"?>\n<fontconfig><dir>{fonts}</dir>'
                    f'<cachedir>{tmp_path / "cache"}</cachedir></fontconfig>\n', encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(QT_QPA_PLATFORM="offscreen", INNOVATION_DESKTOP_HOME=str(tmp_path / "home"),
               FONTCONFIG_FILE=str(conf), QT_QPA_FONTDIR=str(fonts))
    return env


def test_self_test_fails_clearly_without_a_font(tmp_path):
    code = "import sys; from innovation_desktop.app import main; sys.exit(main())"
    r = subprocess.run([sys.executable, "-c", code, "--self-test", "--seed", "8"],
                       capture_output=True, text=True, timeout=180, env=_no_fonts(tmp_path), cwd=ROOT)
    assert r.returncode == 1, r.stdout + r.stderr
    last = r.stdout.strip().splitlines()[-1]
    assert last.startswith("self-test: FAILED: no usable font"), r.stdout
    assert "fonts-dejavu-core" in r.stdout          # says what to install


def test_font_problem_sees_boxes_where_qt_lists_only_its_generic_families(tmp_path):
    code = ("import sys; from PySide6.QtGui import QGuiApplication; app = QGuiApplication([]); "
            "from innovation_desktop.selftest import font_problem; print(font_problem())")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                       env=_no_fonts(tmp_path), cwd=ROOT)
    assert r.returncode == 0, r.stderr
    problem = r.stdout.strip().splitlines()[-1]
    assert problem != "None" and "font" in problem


def test_font_problem_is_none_with_the_installed_fonts(qapp):
    from innovation_desktop.selftest import font_problem
    assert font_problem() is None
