"""Render an offside diagram (PNG) with Pillow: from positions in diagrams.toml, or for any OffsideCase.

The offside line is computed, not drawn by hand: it runs through whichever is nearer the goal line of
the ball and the second-last opponent, so the picture always agrees with Law 11 and the data.
"""

from __future__ import annotations

import atexit
import hashlib
import itertools
import os
import re
import shutil
import tempfile
import tomllib
import unicodedata
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import platformdirs
from PIL import Image, ImageDraw, ImageFont

from bot.laws.offside import GOAL_LINE, OffsideCase, in_offside_position, judge, second_last

HALF_LENGTH, WIDTH = GOAL_LINE, 68.0
MARGIN, HEADER, FOOTER = 40, 70, 90
MAX_PITCH_PX = (680, 820)  # the drawn part of the pitch fits in this box
MIN_WIDTH = 780  # room for the caption
GRASS, LINE, OFFSIDE_LINE = (46, 125, 50), (235, 245, 235), (255, 214, 0)
COLOURS = {
    "attacker": (30, 96, 200),
    "defender": (200, 40, 40),
    "goalkeeper": (120, 40, 160),
    "ball": (255, 255, 255),
}


@dataclass(frozen=True, slots=True)
class Placed:
    label: str
    role: str
    x: float
    y: float
    offside: bool = False


@cache
def diagrams() -> dict[str, dict[str, Any]]:
    return tomllib.loads((resources.files("bot.laws") / "diagrams.toml").read_text(encoding="utf-8"))


@dataclass(frozen=True, slots=True)
class View:
    """The part of the attacking half a diagram shows (metres), and its pixel scale."""

    x0: float = 0.0
    x1: float = HALF_LENGTH + 2
    y0: float = 0.0
    y1: float = WIDTH

    @property
    def scale(self) -> float:
        return min(MAX_PITCH_PX[0] / (self.x1 - self.x0), MAX_PITCH_PX[1] / (self.y1 - self.y0))

    @property
    def size(self) -> tuple[int, int]:
        width = int((self.x1 - self.x0) * self.scale) + 2 * MARGIN
        return max(width, MIN_WIDTH), int((self.y1 - self.y0) * self.scale) + HEADER + FOOTER

    def px(self, x: float, y: float) -> tuple[int, int]:
        """Pitch metres to image pixels (the goal line is on the right)."""
        return int(MARGIN + (x - self.x0) * self.scale), int(HEADER + (y - self.y0) * self.scale)


def view_of(name: str) -> View:
    spec = diagrams()[name]
    return View(*spec["view"]) if "view" in spec else View()


def to_pixels(name: str, x: float, y: float) -> tuple[int, int]:
    return view_of(name).px(x, y)


def offside_line_x(name: str) -> float:
    """Law 11: the line through the ball or the second-last opponent, whichever is nearer the goal line
    (offside.second_last: the one rule the rulings use too, so a picture never disagrees with its ruling)."""
    spec = diagrams()[name]
    opponents = tuple(float(p["x"]) for p in spec["players"] if p["role"] in ("defender", "goalkeeper"))
    return max(second_last(opponents), float(spec["ball"][0]))


@cache
def _font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    # DejaVu has every accent in players' names; Pillow's bundled font lacks some (Adán) and is the fallback.
    for name in ("DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"):
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow without FreeType: the bitmap font still reads
        return ImageFont.load_default()


def _label(text: str) -> str:
    """Accents folded away when only Pillow's bundled font is available (it cannot draw them all)."""
    font = _font(16)
    if isinstance(font, ImageFont.FreeTypeFont) and "DejaVu" in (font.getname()[0] or ""):
        return text
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def _pitch(draw: ImageDraw.ImageDraw, view: View) -> None:
    to_pixels = view.px

    def rect(x0: float, y0: float, x1: float, y1: float) -> None:
        (a, b), (c, d) = to_pixels(x0, y0), to_pixels(x1, y1)
        draw.rectangle([min(a, c), b, max(a, c), d], outline=LINE, width=3)

    r = int(9.15 * view.scale)
    # The attacking half (end = 1) always; the other half (end = -1) only when the view reaches into it.
    for end in (1, -1) if view.x0 < 0 else (1,):
        goal_line = end * HALF_LENGTH
        rect(0, 0, goal_line, WIDTH)
        rect(goal_line - end * 16.5, 34 - 20.16, goal_line, 34 + 20.16)  # penalty area
        rect(goal_line - end * 5.5, 34 - 9.16, goal_line, 34 + 9.16)  # goal area
        rect(goal_line, 34 - 3.66, goal_line + end * 2, 34 + 3.66)  # goal
        px, py = to_pixels(goal_line - end * 11, 34)
        draw.ellipse([px - 4, py - 4, px + 4, py + 4], fill=LINE)
        cx, cy = to_pixels(0, 34)
        centre, penalty_arc = ((-90, 90), (127, 233)) if end > 0 else ((90, 270), (-53, 53))
        draw.arc([cx - r, cy - r, cx + r, cy + r], *centre, fill=LINE, width=3)
        draw.arc([px - r, py - r, px + r, py + r], *penalty_arc, fill=LINE, width=3)


@dataclass(frozen=True, slots=True)
class Scene:
    """Everything one diagram shows, in pitch metres, whether it comes from diagrams.toml or a case."""

    title: str
    caption: str
    view: View
    ball: tuple[float, float]
    line_x: float  # the offside line
    players: tuple[Placed, ...]
    route: tuple[tuple[float, float], ...]  # the ball's path: from the kick, via any touch, to the receiver
    played_by: str = ""


def scene_of(name: str) -> Scene:
    spec = diagrams()[name]
    players = tuple(
        Placed(p["label"], p["role"], p["x"], p["y"], p.get("offside", False)) for p in spec["players"]
    )
    by_label = {p.label: p for p in players}
    ball = (float(spec["ball"][0]), float(spec["ball"][1]))
    via = by_label.get(spec.get("deflected_by", ""))
    target = by_label.get(spec.get("pass_to", ""))
    route = (ball, *((p.x, p.y) for p in (via, target) if p))
    return Scene(
        spec["title"],
        spec["caption"],
        view_of(name),
        ball,
        offside_line_x(name),
        players,
        route,
        spec.get("played_by", ""),
    )


def image_folder(folder: Path | None = None) -> Path:
    """Where diagrams are drawn: `folder` when the caller names one; else the user's cache folder
    (`<cache>/matchday/diagrams`: never the current folder, which may be a repository or not writable),
    created on demand; else, when the cache cannot be written (no home, a read-only one), a private
    temporary folder. Never raises: a folder that still cannot be written fails the drawing, which callers
    treat as "no diagram"."""
    if folder is not None:
        return folder
    cache_folder = Path(platformdirs.user_cache_dir("matchday", appauthor=False)) / "diagrams"
    try:
        cache_folder.mkdir(parents=True, exist_ok=True)
        if os.access(cache_folder, os.W_OK):
            return cache_folder
    except OSError:
        pass
    try:
        return _temporary_folder()
    except OSError:
        return cache_folder


@cache
def _temporary_folder() -> Path:
    """One per process, made by mkdtemp: only this user can write it, and no one can plant a file in it.
    Removed when the process exits: diagrams there are drawn again by the next process anyway."""
    folder = Path(tempfile.mkdtemp(prefix="matchday-diagrams-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def render_diagram(name: str, folder: Path | None = None) -> Path:
    """Draw diagram `name` into `folder` (None: `image_folder()`) and return the PNG's path (drawn once;
    reused while current)."""
    out = image_folder(folder) / f"offside-{name}.png"
    source = resources.files("bot.laws") / "diagrams.toml"
    if out.is_file() and out.stat().st_mtime >= Path(str(source)).stat().st_mtime:
        return out
    return draw_scene(scene_of(name), out)


def case_scene(case: OffsideCase) -> Scene:
    """Illustrative places for an OffsideCase, which gives only distances from the halfway line: the
    attacker left of centre, the opponents spread across, the ball where its restart is taken."""
    ruling = judge(case)
    start_y = {"throw-in": 0.0, "corner-kick": 0.0, "goal-kick": 34.0}.get(case.received_from, 44.0)
    taker = {"throw-in": "Throw-in taker", "corner-kick": "Corner taker", "goal-kick": "Goal-kick taker"}
    ball = (case.ball, start_y)
    attacker = Placed("Attacker", "attacker", case.attacker, 26.0, in_offside_position(case))
    opponents = sorted(case.opponents, reverse=True)  # the deepest one is drawn as the goalkeeper
    ys = (34.0, 30.0, 42.0, 18.0, 52.0, 10.0, 60.0, 24.0, 46.0, 6.0, 64.0)
    players = [
        Placed("GK" if i == 0 else f"D{i}", "goalkeeper" if i == 0 else "defender", x, ys[i % len(ys)])
        for i, x in enumerate(opponents)
    ]
    passer = Placed(taker.get(case.received_from, "Team-mate"), "attacker", *ball)
    # Where the ball touched something on its way: a defender, the keeper's save, the post.
    spots = [(p.x, p.y) for p in players]
    touched = {
        "deflection": spots[1:2],
        "deliberate-play": spots[1:2],
        "deliberate-handball": spots[1:2],
        "save": spots[:1],
        "rebound": [(HALF_LENGTH, 34 - 3.66)],
    }.get(case.received_from, [])
    route = (ball, *touched, (attacker.x, attacker.y))
    headline = "Offside offence" if ruling.offence else "No offside offence"
    return Scene(
        f"{headline}: {ruling.restart}",
        f"{ruling.reason[:1].upper()}{ruling.reason[1:]}. Illustrative positions, not measured.",
        case_view([case.attacker, case.ball, *case.opponents]),
        ball,
        max(second_last(case.opponents), case.ball),
        (passer, attacker, *players),
        route,
        passer.label,
    )


def case_view(xs: list[float]) -> View:
    """The attacking half, widened into the other half when someone or the ball is there."""
    return View(x0=max(-HALF_LENGTH - 2, min(0.0, min(xs) - 6)))


def render_case(case: OffsideCase, folder: Path | None, name: str) -> Path:
    """Draw an arbitrary case into `folder` (None: `image_folder()`) as offside-case-<name>.png. A name
    already drawn is reused (until this drawing code changes), so callers name a case by what decides it,
    e.g. the encoded facts."""
    safe = re.sub(r"[^A-Za-z0-9_-]+", "_", name).strip("_")[:80] or "case"
    if safe != name:  # two names that clean to the same text must not share a file
        safe += "-" + hashlib.blake2s(name.encode(), digest_size=4).hexdigest()
    out = image_folder(folder) / f"offside-case-{safe}.png"
    if out.is_file() and out.stat().st_mtime >= Path(__file__).stat().st_mtime:
        return out
    return draw_scene(case_scene(case), out)


def draw_scene(scene: Scene, out: Path) -> Path:
    view = scene.view
    to_pixels = view.px
    size = view.size
    image = Image.new("RGB", size, GRASS)
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, size[0], HEADER - 20], fill=(20, 20, 20))
    draw.text((MARGIN, 14), _label(scene.title), fill=(255, 255, 255), font=_font(22))
    # Everything outside the view is clipped by drawing the pitch on its own layer first.
    pitch = Image.new("RGB", size, GRASS)
    _pitch(ImageDraw.Draw(pitch), view)
    box = (0, HEADER - 10, size[0], size[1] - FOOTER + 4)
    image.paste(pitch.crop(box), box[:2])
    draw = ImageDraw.Draw(image)

    line_x = to_pixels(scene.line_x, 0)[0]
    top, bottom = HEADER, int(HEADER + (view.y1 - view.y0) * view.scale)
    for y in range(top, bottom, 18):
        draw.line([(line_x, y), (line_x, min(y + 10, bottom))], fill=OFFSIDE_LINE, width=3)
    draw.text((line_x + 6, HEADER + 6), "offside line", fill=OFFSIDE_LINE, font=_font(16))

    ball = to_pixels(*scene.ball)
    for start, end in itertools.pairwise(to_pixels(x, y) for x, y in scene.route):
        draw.line([start, end], fill=(255, 255, 255), width=2)

    font = _font(16)
    for p in scene.players:
        x, y = to_pixels(p.x, p.y)
        radius = 11
        draw.ellipse(
            [x - radius, y - radius, x + radius, y + radius],
            fill=COLOURS[p.role],
            outline=OFFSIDE_LINE if p.offside else (255, 255, 255),
            width=4 if p.offside else 2,
        )
        tag = _label(p.label + (" (offside position)" if p.offside else ""))
        if p.label == scene.played_by:
            tag += " plays the ball"
        width = draw.textlength(tag, font=font)
        # Labels go right of the marker, or left of it when they would run off the image.
        tx = x + 15 if x + 15 + width < size[0] - 8 else x - 15 - width
        draw.text((tx, y - 9), tag, fill=(255, 255, 255), font=font)
    bx, by = ball
    draw.ellipse([bx - 6, by - 6, bx + 6, by + 6], fill=COLOURS["ball"], outline=(0, 0, 0), width=2)

    caption_y = size[1] - FOOTER + 12
    chars = max(60, int((size[0] - 2 * MARGIN) / 7.6))
    draw.multiline_text(
        (MARGIN, caption_y),
        _wrap(_label(scene.caption), chars),
        fill=(255, 255, 255),
        font=_font(14),
        spacing=4,
    )
    legend = "blue: attackers   red: defenders   purple: goalkeeper   white dot: ball   yellow: offside line"
    draw.text((MARGIN, size[1] - 24), legend, fill=(220, 220, 220), font=_font(13))

    out.parent.mkdir(parents=True, exist_ok=True)
    image.save(out, "PNG")
    return out


def _wrap(text: str, width: int) -> str:
    lines, line = [], ""
    for word in text.split():
        if len(line) + len(word) + 1 > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return "\n".join([*lines, line])
