"""Prompt rules the local model follows when it recognises them (``ScriptedPolicy(prompt_rules=True)``).

A real model's extraction, update decisions and answers depend on what its prompt asks for. To make that true of the
deterministic stand-in in a way that is written down, it looks for a few explicit rules in the prompt text it is given
(the system prompt; for mem0 2.x also the ``## Custom Instructions`` section; for the 1.x update decision the text
before the memory sections) and behaves differently with and without each:

==================  ==========================================  ===================================================
rule                recognised by (a line saying, e.g.)          without it, the model ...
==================  ==========================================  ===================================================
``keep_time``       "Keep time qualifiers and dates"              drops time expressions from facts ("last year",
                                                                  "for 4 years", "in 2022", "7 May 2023", "recently")
``split_clauses``   "One fact per clause"                         keeps only the first clause of a multi-clause fact
                                                                  (with it: one fact per clause, subject repeated)
``prefer_add``      "Prefer ADD over an UPDATE that loses ..."    (mem0 1.x decision) UPDATEs a same-subject memory
                                                                  even when the new text loses its details
``combine``         "Combine several memories ..."                answers only from a single memory line (with it:
                                                                  from everything in the context)
==================  ==========================================  ===================================================

The recognisers match these phrasings and close variants only; mem0's built-in prompts say related things in other
words ("Preserve exact dates, durations ..."), which the stand-in deliberately does not count, so the default
configuration has faults that a prompt edit can fix. That is a construction for measuring an optimization loop
offline; it says nothing about how a real model reads mem0's default prompt.
"""

from __future__ import annotations

import re
from typing import Iterable

KEEP_TIME = "keep_time"
SPLIT_CLAUSES = "split_clauses"
PREFER_ADD = "prefer_add"
COMBINE = "combine"

# rule -> one canonical instruction line (what the offline optimizer writes) and the patterns the model recognises
RULE_TEXT = {
    KEEP_TIME: "Keep time qualifiers and dates in every fact (\"last year\", \"for 4 years\", \"in 2022\", "
               "\"7 May 2023\"): never drop when something happened or how long it lasted.",
    SPLIT_CLAUSES: "One fact per clause: split a statement with several clauses (\"and\", \"but\", \"because\", "
                   "\"which\") into separate facts, repeating the subject, and drop none of them.",
    PREFER_ADD: "Prefer ADD over an UPDATE that loses a detail: only UPDATE a memory when the new text keeps "
                "everything the old one said.",
    COMBINE: "Combine several memories when the answer needs more than one of them; list every part of a "
             "multi-part answer.",
}
_PATTERNS = {
    KEEP_TIME: re.compile(r"\b(?:keep|preserve|retain)\b[^.\n]{0,40}\btime (?:qualifiers|expressions)\b", re.I),
    SPLIT_CLAUSES: re.compile(r"\bone fact per clause\b|\b(?:split|break)\b[^.\n]{0,60}\bclauses?\b", re.I),
    PREFER_ADD: re.compile(r"\bprefer\s+['\"]?add['\"]?\s+(?:over|to|rather)\b", re.I),
    COMBINE: re.compile(r"\bcombine\b[^.\n]{0,30}\bmemories\b", re.I),
}
RULES = tuple(RULE_TEXT)
# which prompt each rule lives in (the optimizer's targets)
RULE_TARGET = {KEEP_TIME: "extraction", SPLIT_CLAUSES: "extraction", PREFER_ADD: "update", COMBINE: "answer"}


def recognised(text: str) -> frozenset[str]:
    """The rules ``text`` states."""
    return frozenset(rule for rule, pattern in _PATTERNS.items() if pattern.search(text or ""))


_NUM = r"(?:a few|a couple of|couple of|several|few|\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)"
_UNIT = r"(?:days?|weeks?|weekends?|months?|years?|decades?)"
_MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|November|December|"
          r"Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)")
_DAY = r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
_TIME_EXPRESSIONS = [
    rf"\b(?:on |in |by |since )?(?:the )?(?:\d{{1,2}}(?:st|nd|rd|th)? )?{_MONTH}(?: \d{{1,2}}(?:st|nd|rd|th)?)?"
    rf"(?:,? (?:19|20)\d\d)?\b",
    rf"\b(?:for|over|in|within|about|almost|nearly) (?:the )?(?:past |last )?{_NUM} {_UNIT}\b",
    rf"\b{_NUM} {_UNIT} ago\b",
    rf"\b(?:since|in|during|by|from|until) (?:19|20)\d\d\b",
    r"\b(?:19|20)\d\d\b",
    rf"\b(?:last|next|this|past|coming|previous|every) (?:{_UNIT}|{_DAY}|night|summer|winter|spring|fall|autumn)\b",
    rf"\b(?:on )?{_DAY}s?\b",
    r"\b(?:yesterday|today|tonight|tomorrow|recently|lately|currently|soon|earlier|these days)\b",
]
_TIME = re.compile("|".join(f"(?:{p})" for p in _TIME_EXPRESSIONS), re.I)
_CLAUSE = re.compile(r"\s*(?:;|, and |,? (?:but|because|while|which|so that|whereas) )\s*")
_MIN_CLAUSE_WORDS = 3


_DURATION = re.compile(rf"\b{_NUM} {_UNIT}\b", re.I)


def is_time(text: str) -> bool:
    """Does ``text`` state a time or a duration ("3 years", "last Saturday", "2022", "7 May 2023")?"""
    return bool(_TIME.search(text or "") or _DURATION.search(text or ""))


def drop_time(fact: str) -> str:
    """The fact without its time expressions (what the model writes without ``keep_time``)."""
    text = _TIME.sub(" ", fact)
    text = re.sub(r"\s+([,.;!?])", r"\1", re.sub(r"\s{2,}", " ", text)).strip()
    text = re.sub(r"^[,;]\s*|[,;]\s*$", "", text)
    text = re.sub(r",\s*,", ",", text)
    return text.strip() or fact


def clauses(fact: str) -> list[str]:
    """The clauses of a fact (parts of at least three words split at ';' and clause conjunctions)."""
    parts = [p.strip(" ,.") for p in _CLAUSE.split(fact) if p.strip(" ,.")]
    merged: list[str] = []
    for part in parts:
        if merged and len(part.split()) < _MIN_CLAUSE_WORDS:
            merged[-1] = f"{merged[-1]} and {part}"
        else:
            merged.append(part)
    return merged or [fact]


def _subject(fact: str) -> str:
    first = fact.split(" ", 1)[0]
    return first if first[:1].isupper() else ""


def apply_extraction(fact: str, rules: Iterable[str]) -> list[str]:
    """What the model writes for one fact it extracts, given the rules its prompt states."""
    rules = set(rules)
    parts = clauses(fact)
    if SPLIT_CLAUSES in rules:
        subject = _subject(fact)
        out = [parts[0]] + [p if (p[:1].isupper() or not subject) else f"{subject} {p}" for p in parts[1:]]
    else:
        out = parts[:1]
    if KEEP_TIME not in rules:
        out = [drop_time(p) for p in out]
    return [p[0].upper() + p[1:] if p else p for p in out]
