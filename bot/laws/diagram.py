"""Render an offside diagram (PNG) from positions in diagrams.toml, with Pillow.

The offside line is computed, not drawn by hand: it runs through whichever is nearer the goal line of
the ball and the second-last opponent, so the picture always agrees with Law 11 and the data.
"""

from __future__ import annotations

import itertools
import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

HALF_LENGTH, WIDTH = 52.5, 68.0
SCALE = 12  # pixels per metre
MARGIN, HEADER, FOOTER = 40, 70, 90
GRASS, LINE, OFFSIDE_LINE = (46, 125, 50), (235, 245, 235), (255, 214, 0)
COLOURS = {
    "attacker": (30, 96, 200),
    "defender": (200, 40, 40),
    "goalkeeper": (120, 40, 160),
    "ball": (255, 255, 255),
}
SIZE = (int(HALF_LENGTH * SCALE) + 2 * MARGIN + 40, int(WIDTH * SCALE) + HEADER + FOOTER)


@dataclass(frozen=True, slots=True)
class Placed:
    label: str
    role: str
    x: float
    y: float
    offside: bool = False


@cache
def diagrams() -> dict[str, dict]:  # type: ignore[type-arg]
    return tomllib.loads((resources.files("bot.laws") / "diagrams.toml").read_text(encoding="utf-8"))


def to_pixels(x: float, y: float) -> tuple[int, int]:
    """Pitch metres to image pixels (the goal line is on the right)."""
    return int(MARGIN + x * SCALE), int(HEADER + y * SCALE)


def offside_line_x(name: str) -> float:
    """Law 11: the line through the ball or the second-last opponent, whichever is nearer the goal line."""
    spec = diagrams()[name]
    opponents = sorted(
        (p["x"] for p in spec["players"] if p["role"] in ("defender", "goalkeeper")), reverse=True
    )
    second_last = opponents[1] if len(opponents) > 1 else 0.0
    return max(second_last, float(spec["ball"][0]))


def _font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    try:
        return ImageFont.load_default(size=size)
    except TypeError:  # Pillow without FreeType: the bitmap font still reads
        return ImageFont.load_default()


def _pitch(draw: ImageDraw.ImageDraw) -> None:
    def rect(x0: float, y0: float, x1: float, y1: float) -> None:
        draw.rectangle([to_pixels(x0, y0), to_pixels(x1, y1)], outline=LINE, width=3)

    rect(0, 0, HALF_LENGTH, WIDTH)
    rect(HALF_LENGTH - 16.5, 34 - 20.16, HALF_LENGTH, 34 + 20.16)  # penalty area
    rect(HALF_LENGTH - 5.5, 34 - 9.16, HALF_LENGTH, 34 + 9.16)  # goal area
    gx0, gy0 = to_pixels(HALF_LENGTH, 34 - 3.66)
    gx1, gy1 = to_pixels(HALF_LENGTH + 2, 34 + 3.66)
    draw.rectangle([gx0, gy0, gx1, gy1], outline=LINE, width=3)
    px, py = to_pixels(HALF_LENGTH - 11, 34)
    draw.ellipse([px - 4, py - 4, px + 4, py + 4], fill=LINE)
    cx, cy = to_pixels(0, 34)
    r = int(9.15 * SCALE)
    draw.arc([cx - r, cy - r, cx + r, cy + r], start=-90, end=90, fill=LINE, width=3)
    ax, ay = to_pixels(HALF_LENGTH - 11, 34)
    draw.arc([ax - r, ay - r, ax + r, ay + r], start=127, end=233, fill=LINE, width=3)


def render_diagram(name: str, folder: Path) -> Path:
    """Draw diagram `name` into `folder` and return the PNG's path."""
    spec = diagrams()[name]
    image = Image.new("RGB", SIZE, GRASS)
    draw = ImageDraw.Draw(image)
    draw.rectangle([0, 0, SIZE[0], HEADER - 20], fill=(20, 20, 20))
    draw.text((MARGIN, 14), spec["title"], fill=(255, 255, 255), font=_font(22))
    _pitch(draw)

    line_x = to_pixels(offside_line_x(name), 0)[0]
    for y in range(HEADER, HEADER + int(WIDTH * SCALE), 18):
        draw.line([(line_x, y), (line_x, y + 10)], fill=OFFSIDE_LINE, width=3)
    draw.text((line_x + 6, HEADER + 6), "offside line", fill=OFFSIDE_LINE, font=_font(16))

    players = [
        Placed(p["label"], p["role"], p["x"], p["y"], p.get("offside", False)) for p in spec["players"]
    ]
    by_label = {p.label: p for p in players}
    ball = to_pixels(*spec["ball"])
    target = by_label.get(spec.get("pass_to", ""))
    via = by_label.get(spec.get("deflected_by", ""))
    path = (
        [ball]
        + ([to_pixels(via.x, via.y)] if via else [])
        + ([to_pixels(target.x, target.y)] if target else [])
    )
    for start, end in itertools.pairwise(path):
        draw.line([start, end], fill=(255, 255, 255), width=2)

    font = _font(16)
    for p in players:
        x, y = to_pixels(p.x, p.y)
        radius = 11
        draw.ellipse(
            [x - radius, y - radius, x + radius, y + radius],
            fill=COLOURS[p.role],
            outline=OFFSIDE_LINE if p.offside else (255, 255, 255),
            width=4 if p.offside else 2,
        )
        tag = p.label + (" (offside position)" if p.offside else "")
        if p.label == spec.get("played_by"):
            tag += " plays the ball"
        draw.text((x + 14, y - 9), tag, fill=(255, 255, 255), font=font)
    bx, by = ball
    draw.ellipse([bx - 6, by - 6, bx + 6, by + 6], fill=COLOURS["ball"], outline=(0, 0, 0), width=2)

    caption_y = HEADER + int(WIDTH * SCALE) + 12
    draw.multiline_text(
        (MARGIN, caption_y), _wrap(spec["caption"], 110), fill=(255, 255, 255), font=_font(15), spacing=4
    )
    legend = "blue: attackers   red: defenders   purple: goalkeeper   white dot: ball   yellow: offside line"
    draw.text((MARGIN, SIZE[1] - 26), legend, fill=(220, 220, 220), font=_font(14))

    folder.mkdir(parents=True, exist_ok=True)
    out = folder / f"offside-{name}.png"
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
