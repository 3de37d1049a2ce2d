"""The sentence embedding ships inside its package: loaded without the network, and it knows paraphrases."""

from __future__ import annotations

import socket

import numpy as np

from bot.laws import meaning


def test_the_model_loads_from_the_installed_package_without_the_network(monkeypatch):
    def no_network(*args, **kwargs):
        raise AssertionError("the embedding tried to reach the network")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    monkeypatch.setattr(socket, "getaddrinfo", no_network)
    meaning.embedder.cache_clear()
    try:
        vectors = meaning.embed(["offside from a throw-in", "can you be offside from a throw in?"])
    finally:
        meaning.embedder.cache_clear()
    assert vectors.shape == (2, 256)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)


def test_a_paraphrase_is_nearer_than_another_rule():
    asked, same, other = meaning.embed(
        [
            "the keeper picked up his own defender's pass back",
            "can the goalkeeper handle a deliberate back-pass from a team-mate?",
            "how many substitutes can a team use?",
        ]
    )
    assert asked @ same > asked @ other


def test_no_texts_no_vectors():
    assert meaning.embed([]).shape[0] == 0
