"""Moved to :mod:`memtrace_otel.text.words` (attribution and the local model share it); kept for old imports."""

from memtrace_otel.text.words import STOPWORDS, content_set, content_stems, normalize, stem, words

__all__ = ["STOPWORDS", "content_set", "content_stems", "normalize", "stem", "words"]
