"""Word-level text handling shared by the embeddings and the scripted policy.

Everything here is deterministic and dependency-free so that the same text always yields the same tokens,
the same embedding and the same policy decision, in any process.
"""

from __future__ import annotations

import functools
import re
import unicodedata

_WORD = re.compile(r"[a-z0-9]+")

STOPWORDS = frozenset(
    """
    a an the and or but if then than so of to in on at by for with from into onto about as is am are was were be been
    being do does did doing have has had having i me my mine myself we us our ours you your yours he him his she her
    hers it its they them their theirs this that these those there here what which who whom whose when where why how
    not no nor too very can could will would shall should might must just also only own same such some any each
    both all few more most other s t d ll m re ve y up down out over under again further once whether while during
    before after above below between through against because until off per via now currently still really
    actually yet
    """.split()
)

# Longest suffix first; the minimum stem length keeps short words ("is", "bus", "red") intact.
_SUFFIXES = (("ies", "y"), ("ing", ""), ("ed", ""), ("es", ""), ("ly", ""), ("s", ""))
_MIN_STEM = 3


@functools.lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """Crude suffix stripping: 'loves'/'loved'/'loving' -> 'lov', 'cities' -> 'city'."""
    for suffix, replacement in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= _MIN_STEM:
            word = word[: len(word) - len(suffix)] + replacement
            break
    if word.endswith("e") and len(word) > _MIN_STEM:
        word = word[:-1]
    return word


# letters no accent decomposes into a base letter ("ø" of "Tromsø", "ß" of "Straße")
_FOLD = str.maketrans({"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i"})


def folded(lower: str) -> str:
    """The text with its letters' accents taken off ("salón" -> "salon", "Tía" -> "tia", "lørdag" -> "lordag"), and
    full-width digits as digits: a word written with an accent is the same word as without it, and notes write
    either."""
    if lower.isascii():
        return lower
    return "".join(c for c in unicodedata.normalize("NFKD", lower.translate(_FOLD)) if not unicodedata.combining(c))


def words(text: str) -> list[str]:
    """Lowercase alphanumeric words, in order (accents taken off: "salón" is "salon", not "sal" and "n")."""
    return _WORD.findall(folded(text.lower()))


def content_stems(text: str) -> list[str]:
    """Stemmed words that carry meaning (stopwords dropped), in order, duplicates kept."""
    return [stem(w) for w in words(text) if w not in STOPWORDS]


def content_set(text: str) -> frozenset[str]:
    return frozenset(content_stems(text))


def normalize(text: str) -> str:
    """Case- and whitespace-insensitive form used to match keys (questions, messages, facts)."""
    return " ".join(words(text))
