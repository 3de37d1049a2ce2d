"""Many regex patterns made one, merged by the letters they start with: at each word of a text the engine then
tries only the patterns that start as the word does, not hundreds one after another. Each pattern starts at a
word; where two match at the same place, the one listed first still wins. Used by the told-play reader
(situation_text.compiled, tagged) and the question's wordings (understand: words.toml's pattern lists).

A "letter" here is a plain character a match must start with, or `_OTHER_DIGIT`, a digit that is not one of
0-9 (`\\d` matches every script's digits), or `_OTHER_WORD`, a character of a word that is none of the plain
ones nor a digit (a capital, a letter of another script), which no other letter can be: so patterns starting
with different letters never match at the same place, and merging them keeps which one wins."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

_OTHER_DIGIT = "\x00"  # stands for (?![0-9])\d in a pattern's first letters
_OTHER_DIGIT_PATTERN = r"(?![0-9])\d"
_OTHER_WORD = "\x01"  # stands for (?![a-z0-9_-]|\d)[\w-] in a pattern's first letters
_OTHER_WORD_PATTERN = r"(?![a-z0-9_-]|\d)[\w-]"
# A plain character a match starts with: a letter or digit, or a space, hyphen or apostrophe written as itself ("- or",
# "50-50"), none of them repeated or made optional
_LETTER = re.compile(r"[a-z0-9' -](?![?*+{])")


def at_words(bodies: list[str]) -> str:
    """One alternation for patterns that each start at a word, their leading \\b cut off. A pattern that cannot
    be split (`mergeable`) is kept whole, tried in its place."""
    leaves: list[tuple[str, str]] = []
    for body in bodies:
        if mergeable(body):
            leaves += [(s, r if s else f"(?:{r})") for s, r in starts(body)]
        else:
            leaves.append(("", f"(?:{body})"))
    return tree(leaves)


def mergeable(body: str) -> bool:
    """Whether a pattern can be split by its first letters: not one with an alternative at its top level
    ("foul|offence": a split would tie the second to the first's letters), a named group (defined twice once
    split) or a back reference (its group numbers change)."""
    if "(?P<" in body or "(?P=" in body or re.search(r"\\[1-9]", body):
        return False
    return not any(char == "|" and depth == 0 for _, char, depth in _syntax(body))


def _syntax(body: str) -> Iterator[tuple[int, str, int]]:
    """Each character of a pattern that is syntax, with its index and the depth of groups it is in: escaped
    characters and those inside a character class ("[(|]") are not syntax and are left out."""
    depth, at = 0, 0
    while at < len(body):
        char = body[at]
        if char == "\\":
            at += 2
            continue
        if char == "[":
            at += 2 if body[at + 1 : at + 2] == "^" else 1
            at += 1 if body[at : at + 1] == "]" else 0  # a "]" first in a class is a character of it
            while at < len(body) and body[at] != "]":
                at += 2 if body[at] == "\\" else 1
            at += 1
            continue
        if char == ")":
            depth -= 1
        yield at, char, depth
        if char == "(":
            depth += 1
        at += 1


def starts(body: str, most: int = 4, any_word: bool = True) -> list[tuple[str, str]]:
    """The pattern as (first letters, rest) pairs, one per way it may start: "(?:hit|struck) the" ->
    [("hit", "(?:) the"), ("stru", "(?:ck) the")] (up to `most` letters; "" where a start is no plain letter). A
    word of any letter ("[\\w-]+") is split at the first letter only (`any_word`): further in, the copies it makes
    cost more than they save."""
    if not most:
        return [("", body)]
    out: list[tuple[str, str]] = []
    for letter, rest in _by_first_letter(body, any_word):
        out += (
            [(letter + more, tail) for more, tail in starts(rest, most - 1, any_word=False)]
            if letter
            else [("", rest)]
        )
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
                f"{_written(letter + members[0][0])}{members[0][1]}"
                if len(members) == 1
                else f"{_written(letter)}(?:{tree(members)})"
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


def _written(letters: str) -> str:
    return letters.replace(_OTHER_DIGIT, _OTHER_DIGIT_PATTERN).replace(_OTHER_WORD, _OTHER_WORD_PATTERN)


_LOOKBEHIND = re.compile(r"\(\?<([!=])([^()]*)\)")  # a look behind with no group inside
_LOOKBEHINDS = re.compile(rf"(?:{_LOOKBEHIND.pattern})+")
_DIGITS = [str(digit) for digit in range(10)] + [_OTHER_DIGIT]
# Every letter a character of a word (or a hyphen) may be: `[\w-]` split into them
_WORD_LETTERS = [*string.ascii_lowercase, *string.digits, "_", "-", _OTHER_DIGIT, _OTHER_WORD]


def _by_first_letter(body: str, any_word: bool = True) -> list[tuple[str, str]]:
    """The pattern split by the letter a match starts with, that letter cut off, in the order the engine tries
    them: "(?:hit|struck) the" -> [("h", "(?:it) the"), ("s", "(?:truck) the")]; [("", body)] when a way it may
    start is no plain letter (a way with none tried between two that share a letter could change which wins).

    A leading group that may be skipped ("(?:the )?ball") is split into its ways with and without it, and a
    leading digit ("\\d+ ?yards") into the ten digits and the others: a pattern left with no letter to start on
    is tried at every word of the text (three quarters of the position patterns' search time had been five
    such patterns)."""
    if _LETTER.match(body):
        return [(body[0], body[1:])]
    if body.startswith("[a-z]") and body[5:6] not in ("?", "*", "+", "{"):  # one letter of any: each of them
        return [(letter, body[5:]) for letter in string.ascii_lowercase]
    if any_word and body.startswith("[\\w-]+") and body[6:7] not in ("?", "+"):
        # "[\w-]+s (?:knee|foot)": any word, split into the letters it may start with (the possessive of the position
        # patterns' "his knee was past", left whole, kept the patterns around it apart: 130 of their 190 us)
        return [(letter, f"[\\w-]*{body[6:]}") for letter in _WORD_LETTERS]
    if digits := re.match(r"\\d(\+?)(?![?*+{])", body):
        tail = ("\\d*" if digits.group(1) else "") + body[digits.end() :]
        return [(digit, tail) for digit in _DIGITS]
    if behind := _LOOKBEHINDS.match(body):
        # "(?<!our )opponents?" -> "o": "(?<!our o)pponents?", "(?<!kick )(?:hit|struck)" -> "h": "(?<!kick h)(?:it)",
        # "s": "(?<!kick s)(?:truck)": each look behind moved past the letter, which it then ends with; the same test,
        # made only where a word starts with that letter. (Left first, such a pattern was tried at every word of a
        # text: the position patterns' search took four times as long.)
        rest = body[behind.end() :]
        if not _LETTER.match(rest) and _captures(rest):
            return [("", body)]  # split into ways, its groups would be numbered anew
        split = _by_first_letter(rest, any_word)
        if any(letter == "" for letter, _ in split):
            return [("", body)]
        found = _LOOKBEHIND.findall(behind.group())
        return [
            (letter, "".join(_moved(sign, text, letter) for sign, text in found) + rest)
            for letter, rest in split
        ]
    if body.startswith("(?!"):
        # "(?!(?:knocked|played) back)(?:cut|played)" -> "c": "(?:ut)", "p": "(?!(?:layed) back)(?:layed)": a look ahead
        # that rules out some starts, kept past the letter for the starts with the same letter, as above.
        end = next(at for at, char, depth in _syntax(body) if char == ")" and depth == 0)
        split, unwanted = (
            _by_first_letter(body[end + 1 :], any_word),
            dict(_by_first_letter(body[3:end], any_word)),
        )
        if any(letter == "" for letter, _ in split) or "" in unwanted or _captures(body):
            return [("", body)]
        return [
            (letter, f"(?!{unwanted[letter]}){rest}" if letter in unwanted else rest)
            for letter, rest in split
        ]
    group = _leading_group(body)
    if group is None:
        return [("", body)]
    alternatives, after = group
    repeated = body[after : after + 1] in ("*", "+", "{", "?")
    if any(_LOOKBEHINDS.fullmatch(way) for way in alternatives) and not repeated and not _captures(body):
        # "(?:(?<= when )|(?<= as ))their ...", "(?:now |(?<=got back ))level": a choice with a look behind (which
        # takes no characters, so its letter is the rest's), the rest of the pattern after each way, which then
        # splits as above: the same matches, found in the same order. (Left whole, five such position patterns
        # were tried at every word, and kept the patterns listed around them apart: 160 of its 220 us a question.)
        tail = body[after:]
        return _by_first_letter(f"(?:{'|'.join(f'{way}{tail}' for way in alternatives)})", any_word)
    quantifier = body[after : after + 1]
    if quantifier in ("*", "+", "{") or (quantifier == "?" and body[after + 1 : after + 2] in ("?", "+")):
        return [("", body)]  # repeated, or tried lazily or possessively: in another order
    if quantifier == "?":
        rest = body[after + 1 :]
        ways = [*(f"{alternative}{rest}" for alternative in alternatives), rest]  # greedy: the group first
        splits, tail = [_by_first_letter(way, any_word) for way in ways], ""
    else:
        splits, tail = [_by_first_letter(alternative, any_word) for alternative in alternatives], body[after:]
    if any(letter == "" for split in splits for letter, _ in split):
        return [("", body)]
    return _merged(splits, tail)


def _captures(body: str) -> bool:
    """Whether a pattern has a capturing group: copied, it would number the groups after it anew."""
    return any(char == "(" and body[at + 1 : at + 2] != "?" for at, char, _ in _syntax(body))


def _moved(sign: str, text: str, letter: str) -> str:
    """A look behind made after a pattern's first letter instead of before it: it then ends with that letter (a
    digit not 0-9 is any character there: the one just matched)."""
    return f"(?<{sign}{text}{'.' if letter in (_OTHER_DIGIT, _OTHER_WORD) else letter})"


def _leading_group(body: str) -> tuple[list[str], int] | None:
    """The alternatives of the non-capturing group a pattern starts with, and where the group ends; None when it
    starts with none."""
    if not body.startswith("(?:"):
        return None
    alternatives: list[str] = []
    start = 3
    for at, char, depth in _syntax(body):
        if depth == 0 and char == ")":
            return [*alternatives, body[start:at]], at + 1
        if depth == 1 and char == "|":
            alternatives.append(body[start:at])
            start = at + 1
    return None


def _merged(splits: list[list[tuple[str, str]]], tail: str) -> list[tuple[str, str]]:
    """Ways split by their letters, in order, merged into one rest per letter (the order within a letter kept),
    followed by `tail`."""
    rests: dict[str, list[str]] = {}
    for split in splits:
        for letter, rest in split:
            rests.setdefault(letter, []).append(rest)
    return [
        (letter, f"{found[0]}{tail}" if len(found) == 1 and not tail else f"(?:{'|'.join(found)}){tail}")
        for letter, found in rests.items()
    ]
