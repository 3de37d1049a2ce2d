"""What a question means, beyond the words it shares with an answer: a small static sentence embedding.

BM25 ranks answers by the words a question shares with them; a fan who words it otherwise ("the keeper grabbed
it after his own man's pass" for a back-pass) shares few. WordLlama's token embeddings (256 dimensions, MIT)
ship inside its PyPI wheel, so nothing is downloaded at run time: a question is embedded in about 0.1 ms by
averaging its tokens' vectors, and compared with every paraphrase by cosine.

The package looks for its tokenizer in a folder it does not ship ("tokenizer/" against the wheel's
"tokenizers/") and then downloads it; we open the shipped files ourselves so that it never reaches the network.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Protocol

import numpy as np

WEIGHTS = "weights/l2_supercat_256.safetensors"
TOKENIZER = "tokenizers/l2_supercat_tokenizer_config.json"


class Embedder(Protocol):
    def embed(self, texts: list[str], norm: bool = ..., return_np: bool = ...) -> np.ndarray: ...


@cache
def embedder() -> Embedder | None:
    """The shipped model, or None when the package is not installed (the ranking then goes by words alone)."""
    try:
        import wordllama  # type: ignore[import-untyped]
        from safetensors import safe_open
        from tokenizers import Tokenizer
        from wordllama.inference import WordLlamaInference  # type: ignore[import-untyped]
    except ImportError:
        return None
    root = Path(wordllama.__file__).parent
    tokenizer = Tokenizer.from_file(str(root / TOKENIZER))
    with safe_open(str(root / WEIGHTS), framework="np", device="cpu") as weights:
        table = weights.get_tensor("embedding.weight")
    model: Embedder = WordLlamaInference(table, tokenizer)
    return model


def embed(texts: list[str]) -> np.ndarray:
    """Unit vectors, one row per text (zeros without the model)."""
    model = embedder()
    if model is None or not texts:
        return np.zeros((len(texts), 1), dtype=np.float32)
    return np.asarray(model.embed(texts, norm=True), dtype=np.float32)
