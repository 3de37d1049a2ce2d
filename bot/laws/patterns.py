"""Many regex patterns made one, merged by the letters they start with: at each word of a text the engine then
tries only the patterns that start as the word does, not hundreds one after another. Each pattern starts at a
word; where two match at the same place, the one listed first still wins. Used by the told-play reader
(situation_text.compiled, tagged) and the question's wordings (understand: words.toml's pattern lists)."""

from __future__ import annotations

import re


def at_words(bodies: list[str]) -> str:
    """One alternation for patterns that each start at a word, their leading \\b cut off. A pattern with an
    alternative at its top level ("foul|offence") or a named group (which a split would define twice) is kept
    whole, tried in its place."""
    leaves: list[tuple[str, str]] = []
    for body in bodies:
        whole = "(?P<" in body or _alternates(body)
        leaves += [("", f"(?:{body})")] if whole else [(s, r if s else f"(?:{r})") for s, r in starts(body)]
    return tree(leaves)


def _alternates(body: str) -> bool:
    """Whether a pattern has a "|" outside every group and character class."""
    depth, escaped, in_class = 0, False, False
    for char in body:
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char in "()":
            depth += 1 if char == "(" else -1
        elif char == "|" and depth == 0:
            return True
    return False


def starts(body: str, most: int = 4) -> list[tuple[str, str]]:
    """The pattern as (first letters, rest) pairs, one per way it may start: "(?:hit|struck) the" ->
    [("hit", "(?:) the"), ("stru", "(?:ck) the")] (up to `most` letters; "" where a start is no plain letter)."""
    if not most:
        return [("", body)]
    out: list[tuple[str, str]] = []
    for letter, rest in _by_first_letter(body).items():
        out += [(letter + more, tail) for more, tail in starts(rest, most - 1)] if letter else [("", rest)]
    return out


def tree(leaves: list[tuple[str, str]]) -> str:
    """One alternation for the leaves, merged by their first letters. A leaf with no letter is a barrier: the
    leaves before it are never merged with those after it, so the order of any two that may match at the
    same place is kept."""
    parts: list[str] = []
    group: dict[str, list[tuple[str, str]]] = {}

    def flush() -> None:
        for letter, members in group.items():
            parts.append(
                f"{letter}{members[0][0]}{members[0][1]}"
                if len(members) == 1
                else f"{letter}(?:{tree(members)})"
            )
        group.clear()

    for start, rest in leaves:
        if start:
            group.setdefault(start[0], []).append((start[1:], rest))
        else:
            flush()
            parts.append(rest)
    flush()
    return "|".join(parts)


_LOOKBEHIND = re.compile(r"\(\?<([!=])([^()]*)\)")  # a look behind with no group inside
_LOOKBEHINDS = re.compile(rf"(?:{_LOOKBEHIND.pattern})+(?=[a-z0-9](?![?*+{{]))")  # ...before a plain letter


def _by_first_letter(body: str) -> dict[str, str]:
    """The pattern split by the letter a match starts with, that letter cut off: "(?:hit|struck) the" ->
    {"h": "(?:it) the", "s": "(?:truck) the"}; {"": body} when its start is no plain letter.

    A leading group that may be skipped ("(?:the )?ball") is split into its ways with and without it, in the
    order the engine tries them, and a leading digit ("\\d+ ?yards") into the ten digits: a pattern left with
    no letter to start on is tried at every word of the text (three quarters of the position patterns'
    search time had been five such patterns)."""
    if re.match(r"[a-z0-9](?![?*+{])", body):
        return {body[0]: body[1:]}
    if digits := re.match(r"\\d(\+?)(?![?*+{])", body):
        tail = ("\\d*" if digits.group(1) else "") + body[digits.end() :]
        return {str(digit): tail for digit in range(10)}
    if behind := _LOOKBEHINDS.match(body):
        # "(?<!our )opponents?" -> "o": "(?<!our o)pponents?": each look behind moved past the letter, which it
        # then ends with; the same test, made only where a word starts with that letter.
        letter, rest = body[behind.end()], body[behind.end() + 1 :]
        moved = "".join(f"(?<{sign}{text}{letter})" for sign, text in _LOOKBEHIND.findall(behind.group()))
        return {letter: moved + rest}
    alternatives: list[str] = []  # of a leading group (the patterns escape no parentheses)
    depth, start = 0, 3
    for end, char in enumerate(body if body.startswith("(?:") else ""):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if (depth == 1 and char == "|") or depth == 0:
            alternatives.append(body[start:end])
            start = end + 1
        if depth == 0:
            break
    quantifier = body[start : start + 1]
    if not alternatives or quantifier in ("*", "+", "{"):
        return {"": body}  # no leading group, or it may be repeated
    if quantifier == "?":
        if body[start + 1 : start + 2] in ("?", "+"):
            return {"": body}  # lazy or possessive: tried in another order
        tail = body[start + 1 :]
        ways = [*(f"{alternative}{tail}" for alternative in alternatives), tail]  # greedy: the group first
        split = [_by_first_letter(way) for way in ways]
        if any("" in letters for letters in split):
            return {"": body}
        whole: dict[str, list[str]] = {}
        for letters in split:
            for letter, rest in letters.items():
                whole.setdefault(letter, []).append(rest)
        return {
            letter: rests[0] if len(rests) == 1 else f"(?:{'|'.join(rests)})"
            for letter, rests in whole.items()
        }
    rests: dict[str, list[str]] = {}
    for alternative in alternatives:
        for letter, rest in _by_first_letter(alternative).items():
            rests.setdefault(letter, []).append(rest)
    return {letter: f"(?:{'|'.join(r)}){body[start:]}" for letter, r in rests.items()}
