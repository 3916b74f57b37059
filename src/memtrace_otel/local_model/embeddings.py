"""Moved to :mod:`memtrace_otel.text.embeddings` (attribution and the local model share it); kept for old imports."""

from memtrace_otel.text.embeddings import DEFAULT_DIM, METHODS, cosine, embed_texts

__all__ = ["DEFAULT_DIM", "METHODS", "cosine", "embed_texts"]
