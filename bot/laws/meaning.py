"""What a question means, beyond the words it shares with an answer: a small static sentence embedding.

BM25 ranks answers by the words a question shares with them; a fan who words it otherwise ("the keeper grabbed
it after his own man's pass" for a back-pass) shares few. WordLlama's token embeddings (256 dimensions, MIT)
ship inside its PyPI wheel, so nothing is downloaded at run time: a question is the average of its tokens'
vectors, compared with every paraphrase by cosine, in about 0.2 ms.

We read the wheel's two files (the weights and the tokenizer) ourselves and do the averaging here, without
importing the `wordllama` package: importing it calls `logging.basicConfig` (taking over the application's
logging), costs half a second of start-up, and its loader looks for the tokenizer in a folder the wheel does
not have ("tokenizer/" against "tokenizers/") and then tries to download it.
"""

from __future__ import annotations

import importlib.util
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import chain
from pathlib import Path

import numpy as np

PACKAGE = "wordllama"
WEIGHTS = "weights/l2_supercat_256.safetensors"
TOKENIZER = "tokenizers/l2_supercat_tokenizer_config.json"


@dataclass(frozen=True, slots=True)
class Model:
    table: np.ndarray  # token id -> vector
    tokenizer: object  # tokenizers.Tokenizer (the library has no type information for mypy)


def _folder() -> Path | None:
    """The installed package's folder, found without importing (and so running) it."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


@cache
def model() -> Model | None:
    """The shipped model, or None when the package is not installed (the ranking then goes by words alone)."""
    folder = _folder()
    if folder is None or not (folder / WEIGHTS).is_file():
        return None
    from safetensors import safe_open
    from tokenizers import Tokenizer

    with safe_open(str(folder / WEIGHTS), framework="np", device="cpu") as weights:
        table = np.ascontiguousarray(weights.get_tensor("embedding.weight"), dtype=np.float32)
    return Model(table, Tokenizer.from_file(str(folder / TOKENIZER)))


# A text's pieces as the tokenizer splits it: it reads every space as "▁" and never merges a "▁" onto the
# characters before it, so each word with the spaces before it is tokenized on its own, as it would be in
# the whole text.
_PIECES = re.compile(r" *[^ ]+| +$")


@lru_cache(maxsize=65536)  # fans use a few thousand words: each tokenized once
def _piece_ids(piece: str) -> tuple[int, ...]:
    found = model()
    assert found is not None
    encode = found.tokenizer.encode  # type: ignore[attr-defined]
    if not piece:  # one space ending the text: a lone "▁", which the tokenizer gives for no text of its own
        return tuple(encode(" x", add_special_tokens=False).ids[:1])
    return tuple(encode(piece, add_special_tokens=False).ids)


@lru_cache(maxsize=65536)
def _later_piece_ids(piece: str) -> tuple[int, ...]:
    """A piece after the first: its first space is the one the tokenizer puts before every text, cut off. Cached
    by the piece as found, so that a question's hundred pieces are a hundred cache look-ups, not slices first."""
    return _piece_ids(piece[1:])


def token_ids(text: str) -> list[int]:
    """The tokenizer's ids for the whole text, from its pieces (the first as it is, the others by
    `_later_piece_ids`). One `findall` and a chain of cached tuples: 0.17 -> 0.09 ms over 500 characters,
    where a match object per piece and a slice of each cost more than the look-ups."""
    pieces = _PIECES.findall(text)
    if not pieces:
        return []
    return [*_piece_ids(pieces[0]), *chain.from_iterable(map(_later_piece_ids, pieces[1:]))]


def embed(texts: list[str]) -> np.ndarray:
    """Unit vectors, one row per text: the mean of its tokens' vectors (a text with no token: zeros). Tokens
    come word by word (`token_ids`), each word tokenized once: a tenth of the time over 500 characters."""
    found = model()
    if found is None or not texts:
        return np.zeros((len(texts), 1), dtype=np.float32)
    table = found.table
    out = np.zeros((len(texts), table.shape[1]), dtype=np.float32)
    for row, text in enumerate(texts):
        ids = token_ids(text)
        if ids:
            # Never past the table's end (the tokenizer's ids are unsigned, never below 0): np.minimum, not np.clip,
            # which costs 50 us on an array of ints
            out[row] = table[np.minimum(np.array(ids, dtype=np.intp), len(table) - 1)].mean(axis=0)
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    return np.divide(out, norms, out=out, where=norms > 0)
