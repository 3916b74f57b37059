"""Numbers written out in words, as digits: "nine hundred and fifty" -> "950", "twenty-five" -> "25", "two dozen" -> "24".

A label says "nine hundred and fifty pounds" where the memory says "£950"; without this the answer would split on its
"and" into two parts neither of which any text holds. Single small words ("one", "two", ... "twelve") are left as
they are: the word handling reads them itself and knows when "one" is a pronoun ("another one").
"""

from __future__ import annotations

import functools
import re

_UNITS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen".split())}
_TENS = {w: 10 * i for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), start=2)}
_SCALES = {"dozen": 12, "hundred": 100, "thousand": 1000, "million": 1_000_000}


def _trie(words: list[str]) -> str:
    """One regex alternation of ``words`` sharing prefixes ("t(?:w(?:o|e(?:lve|nty))|...)"): a plain alternation of
    30 words, tried at every position of a long text, costs five times as much."""
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[0], []).append(word[1:])
    out = []
    for first, rests in sorted(groups.items()):
        longer = sorted({r for r in rests if r}, key=len, reverse=True)
        inner = f"(?:{_trie(longer)})" if longer else ""
        out.append(re.escape(first) + (inner + "?" if inner and "" in rests else inner))
    return "|".join(out)


_WORD = _trie([*_UNITS, *_TENS, *_SCALES])
# a run of number words, joined by spaces, hyphens or "and" ("nine hundred and fifty", "twenty-five", "a hundred"),
# not the start of an ordinal ("twenty-first")
# (matched on the lowercased text: case-insensitive matching is three times slower)
_RUN = re.compile(rf"\b(?:an?\s+(?=(?:dozen|hundred|thousand|million)\b))?(?:{_WORD})"
                  rf"(?:(?:\s+and\s+|[\s-]+)(?:{_WORD}))*\b(?!-\w)")
_ANY = re.compile(rf"\b(?:{_WORD})\b")
_ROOTS = ("zero", "one", "two", "thr", "fo", "fi", "six", "sev", "eigh", "nin", "ten", "ele", "twe", "thi", "dozen",
          "hundred", "thousand", "million")


def _value(tokens: list[str]) -> int | None:
    """The number a run of number words says, or None when the run is not one number ("two three")."""
    total = current = 0
    last = None  # "unit", "ten", "scale"
    for token in tokens:
        if token in _UNITS:
            if last == "unit" or (last == "ten" and _UNITS[token] >= 10):
                return None
            current += _UNITS[token]
            last = "unit"
        elif token in _TENS:
            if last in ("unit", "ten"):
                return None
            current += _TENS[token]
            last = "ten"
        else:
            scale = _SCALES[token]
            if scale == 12 and current == 0:
                return None  # a bare "dozen" is no one number ("a dozen", "two dozen" are)
            if scale == 100:
                if current == 0 or current >= 100:
                    return None
                current *= 100
            else:
                total += max(current, 1) * scale
                current = 0
            last = "scale"
    return total + current


def _replace(match: re.Match, text: str) -> str:
    """The digits for a run of number words (``text``, as written), or the run unchanged."""
    tokens = [t for t in re.split(r"[\s-]+", match.group(0)) if t and t != "and"]
    tokens = [("one" if t in ("a", "an") else t) for t in tokens]
    if len(tokens) == 1 and (tokens[0] in _UNITS and _UNITS[tokens[0]] <= 12):
        return text  # "one", "two", ... left to the word handling
    value = _value(tokens)
    return text if value is None else str(value)


_ARTICLE_BEFORE = re.compile(r"\ban?\s+\Z")
_HALF_DOZEN = re.compile(r"\bhalf a dozen\b", re.I)


@functools.lru_cache(maxsize=100_000)  # the same texts are read again for every part and case
def digits_for_spelled(text: str) -> str:
    """``text`` with each number written out in words replaced by its digits."""
    lower = text.lower()
    if len(lower) != len(text) or not any(root in lower for root in _ROOTS):
        return text
    if "half a dozen" in lower:
        text = _HALF_DOZEN.sub("6", text)
        lower = text.lower()  # (a text whose lowercase changes length has no ASCII number words at the same places)
    out: list[str] = []
    last = 0
    for hit in _ANY.finditer(lower):  # one pass to find number words; each run is then matched where it starts
        start = hit.start()
        if start < last:
            continue
        if hit.group(0) in _SCALES:  # "a hundred": the article is part of the number
            article = _ARTICLE_BEFORE.search(lower, max(last, start - 4), start)
            start = article.start() if article else start
        run = _RUN.match(lower, start)
        if run is None:
            continue
        out.append(text[last:start])
        out.append(_replace(run, text[start:run.end()]))
        last = run.end()
    if not out:
        return text
    out.append(text[last:])
    return "".join(out)
