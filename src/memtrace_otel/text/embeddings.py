"""Deterministic text embeddings for the local model (and for dense retrieval in attribution).

``"hash"`` (default) is a signed feature-hashing bag of stemmed content-word unigrams and bigrams, L2-normalised:
texts that share words land close together, with no model weights and nothing but numpy.
``"wordllama"`` uses the static WordLlama embeddings shipped inside the ``wordllama`` wheel (optional extra).
"""

from __future__ import annotations

import functools
import hashlib
import threading
from collections.abc import Sequence

import numpy as np

from memtrace_otel.text.words import content_stems

DEFAULT_DIM = 256
METHODS = ("hash", "wordllama")

_UNIGRAM_WEIGHT = 1.0
_BIGRAM_WEIGHT = 0.5
# Texts with no content word get one fixed direction instead of a zero vector (cosine of a zero vector is NaN).
_EMPTY_FEATURE = "\x00empty"


@functools.lru_cache(maxsize=65536)
def _bucket(feature: str, dim: int) -> tuple[int, float]:
    # blake2b, not hash(): Python's str hash is salted per process.
    digest = hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest()
    value = int.from_bytes(digest, "little")
    return value % dim, (1.0 if (value >> 63) & 1 else -1.0)


def _hash_embed(text: str, dim: int) -> np.ndarray:
    """The hashed vector of a text (read-only; computed once per text and dimension)."""
    return _hash_embed_cached(text, dim)


@functools.lru_cache(maxsize=16_384)
def _hash_embed_cached(text: str, dim: int) -> np.ndarray:
    vector = _hash_embed_raw(text, dim)
    vector.flags.writeable = False
    return vector


def _hash_embed_raw(text: str, dim: int) -> np.ndarray:
    stems = content_stems(text)
    features = [(s, _UNIGRAM_WEIGHT) for s in stems]
    features += [(f"{a} {b}", _BIGRAM_WEIGHT) for a, b in zip(stems, stems[1:])]
    if not features:
        features = [(_EMPTY_FEATURE, 1.0)]
    sums = [0.0] * dim  # Python floats are float64: the same sums, in the same order, without numpy scalar access
    for feature, weight in features:
        index, sign = _bucket(feature, dim)
        sums[index] += sign * weight
    vector = np.array(sums, dtype=np.float64)
    norm = np.linalg.norm(vector)
    if norm == 0.0:  # every feature cancelled out: fall back to the fixed direction
        index, sign = _bucket(_EMPTY_FEATURE, dim)
        vector[index] = sign
        norm = 1.0
    return vector / norm


_wordllama_lock = threading.Lock()
_wordllama_model = None


def _load_wordllama():
    global _wordllama_model
    with _wordllama_lock:
        if _wordllama_model is None:
            from pathlib import Path

            try:
                import wordllama
            except ImportError as exc:
                raise RuntimeError(
                    "embedding method 'wordllama' needs the wordllama package: pip install 'memtrace-otel[embeddings]'"
                ) from exc
            # Plain WordLlama.load() looks for the tokenizer in the wrong folder and then tries the network;
            # pointing cache_dir at the package finds the weights shipped in the wheel.
            _wordllama_model = wordllama.WordLlama.load(
                dim=256, cache_dir=Path(wordllama.__file__).parent, disable_download=True
            )
        return _wordllama_model


def _wordllama_embed(texts: Sequence[str], dim: int) -> np.ndarray:
    if dim > 256:
        raise ValueError(f"embedding method 'wordllama' supports at most 256 dimensions, got dimensions={dim}")
    matrix = np.asarray(_load_wordllama().embed(list(texts), norm=False), dtype=np.float64)[:, :dim]
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0.0] = 1.0
    return matrix / norms


def embed_texts(texts: Sequence[str], dim: int = DEFAULT_DIM, method: str = "hash") -> list[list[float]]:
    """Embed each text into a unit vector of length ``dim``; same input, same output, in every process."""
    _check(texts, dim)
    if method == "hash":
        return [_hash_embed(t, dim).tolist() for t in texts]
    if method == "wordllama":
        if not texts:
            return []
        return _wordllama_embed(texts, dim).tolist()
    raise ValueError(f"unknown embedding method {method!r}; expected one of {', '.join(METHODS)}")


def embed_matrix(texts: Sequence[str], dim: int = DEFAULT_DIM, method: str = "hash") -> np.ndarray:
    """:func:`embed_texts` as one float64 array, a row per text (the same values, without the list round trip)."""
    _check(texts, dim)
    if method == "hash":
        return np.stack([_hash_embed(t, dim) for t in texts]) if texts else np.zeros((0, dim))
    if method == "wordllama":
        return _wordllama_embed(texts, dim) if texts else np.zeros((0, dim))
    raise ValueError(f"unknown embedding method {method!r}; expected one of {', '.join(METHODS)}")


def _check(texts: Sequence[str], dim: int) -> None:
    if isinstance(texts, str):
        raise TypeError("embed_texts expects a sequence of strings, not a single string")
    if not isinstance(dim, int) or isinstance(dim, bool) or dim < 1:
        raise ValueError(f"dimensions must be a positive integer, got {dim!r}")
    for i, text in enumerate(texts):
        if not isinstance(text, str):
            raise TypeError(f"input[{i}] must be a string, got {type(text).__name__}")


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    """Cosine similarity of two vectors (the vectors from embed_texts are already unit length)."""
    va, vb = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    denom = np.linalg.norm(va) * np.linalg.norm(vb)
    return float(va @ vb / denom) if denom else 0.0
