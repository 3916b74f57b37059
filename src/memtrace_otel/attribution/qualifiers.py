"""How a text qualifies a value it states, so that a value a context holds is not taken for what it says is so.

A context can hold a label's value and still not state it as the answer to the question: as what *would have*
happened, as an estimate or a plan when what happened is asked, as a proposal that was turned down, as the other end
of a range ("10:00 to 16:00" asked when it opens), for another month or weekday ("GBP 24 a night October to May"
asked about July), as a whole where a part is asked ("24 in total: 18 children") or a part where the whole is asked,
or as a former value ("it was 20:00 in 2025"). These are pure text functions; the lineage engine uses them to tell a
wrong label from a model that ignored its context (see ``LineageEngine._label_only_qualified``).
"""
from __future__ import annotations

import functools
import re
from typing import Optional

from ..text.dates import _DAY_MONTH as _WORD_DAY_MONTH, _MONTH_DAY as _WORD_MONTH_DAY, _month as month_of
from ..text.dates import (NUMERIC_DATE_LEAD, answer_dates, answer_length_minutes, length_spans, numeric_date_spans,
                          times_of_day)
from ..text.words import STOPWORDS

# ------------------------------------------------------------------------------------------------ the question
_ASKS_COUNTERFACTUAL = re.compile(r"\b(?:would|could|might|should|if)\b", re.I)
_ASKS_ACTUAL = re.compile(r"\b(?:actual(?:ly)?|exact(?:ly)?|precise(?:ly)?|really|in the end|end(?:ed|s)? up|"
                          r"final(?:ly)?|in fact)\b", re.I)
_ASKS_ESTIMATE = re.compile(r"\b(?:about|around|approximately|roughly|estimated?|ballpark|rounded|nearly)\b", re.I)
_ASKS_PLAN = re.compile(r"\b(?:plan(?:ned|s)?|propos\w*|quot\w*|offer\w*|intend\w*|expect\w*|supposed|meant|"
                        r"due|target\w*|suggest\w*|aim\w*|goal|hop(?:e|ed|ing))\b", re.I)
_ASKS_TOTAL = re.compile(r"\b(?:total|in all|altogether|all together|combined|overall|everyone|everybody|people|"
                         r"guests|whole)\b", re.I)
_ASKS_PAST = re.compile(r"\b(?:did|was|were|had|previously|before|used|originally|former(?:ly)?|earlier|ago|last|"
                        r"old|then|past|change[ds]?|19\d\d|20\d\d)\b", re.I)
_ASKS_START = re.compile(r"\b(?:open(?:s|ing)?|start(?:s|ing)?|begin(?:s|ning)?|earliest|from what time|"
                         r"arrive|doors)\b", re.I)
_ASKS_END = re.compile(r"\b(?:clos(?:e|es|ing)|end(?:s|ing)?|finish(?:es|ing)?|until|till|latest|last|"
                       r"leave|be out)\b", re.I)

# ------------------------------------------------------------------------------------------------ the text
# (not after an abbreviation: "GBP 14,400 p.a. + ...", "R. Patel")
_SENTENCE = re.compile(r"(?<=[.!?])(?<!\.[A-Za-z]\.)(?<!\b[A-Za-z]\.)\s+|\n")
_SEGMENT = re.compile(r";\s*|,\s+|:\s+|\s+-\s+|\s+(?=(?:but|while|whereas|though|although)\b)", re.I)
# what would have been, not what was: "would have cost", "could've", "had the van been able to ..."
_COUNTERFACTUAL = re.compile(r"\b(?:would|could|might|should)(?:\s+not|n't)?\s+have\b|\b(?:would|could|might|"
                             r"should)'ve\b|(?:^|[,;]\s*)had\s+(?:\w+\s+){1,6}been\b|\bif\b[^.;]{0,80}\bhad\b",
                             re.I)
# a proposal or offer that was not taken up
_REJECTED = re.compile(r"\b(?:rejected|declined|(?:turned|voted|shot)\s+(?:(?:it|them|this|that)\s+)?down|refused|"
                       r"withdrawn|overruled|vetoed|said (?:thanks,? but|no thanks|no\b)|(?:'d|would) rather\b|"
                       r"passed on it|stood down|"
                       r"not (?:accepted|approved|agreed))\b", re.I)
# an estimate, right before the value ("about 40 hours", "an estimated 4,800") or after it ("40-ish", "or so")
_ESTIMATE_BEFORE = re.compile(r"\b(?:about|around|approximately|approx\.?|roughly|circa|ca\.|nearly|almost|"
                              r"estimated?|rounded(?:\s+(?:up|down))?(?:\s+to)?|ballpark|some|give or take)\s*"
                              r"(?:of\s+)?(?:[£$€]|gbp|usd|eur|chf)?\s*$|~\s*$", re.I)
_ESTIMATE_AFTER = re.compile(r"^\s*(?:\S+\s+)?(?:or so|-?ish|give or take|odd)\b", re.I)
_ESTIMATE_WORD = re.compile(r"\bestimat\w*\b", re.I)
# a plan, quote or expectation, before the value in its sentence
_PLANNED = re.compile(r"\b(?:plan(?:ned|s)?|propos(?:ed|al|e)|quot(?:e|ed|ation)|offered|intended|hoped|expected|"
                      r"due|target(?:ed)?|suggested|draft|provisional(?:ly)?|tentative(?:ly)?|was going to|"
                      r"were going to|meant to|supposed to)\b", re.I)
# a whole, where the question asks for a part of it
_TOTAL_NEAR = re.compile(r"\b(?:in total|total(?:ling|led|ing)?|altogether|all in|overall|in all|combined|"
                         r"all together)\b", re.I)
# one addend of a sum: "GBP 14,400 p.a. + service charge ...", "... plus GBP 2,100", and the sum's total after it
_ADDEND_AFTER = re.compile(r"^\S{0,3}\s*(?:(?:a|per|p\.?a\.?|pcm|pa|a year|a month|each)\.?\s*){0,2}(?:\+|plus)\s",
                           re.I)
_ADDEND_BEFORE = re.compile(r"(?:\+|\bplus)\s*(?:[a-z]+\s+){0,3}(?:[£$€]|gbp|usd|eur|chf)?\s*$", re.I)
_SUM_TOTAL = re.compile(r"=|\bin total\b|\baltogether\b|\btotal(?:ling|s)?\b", re.I)
# a former value: "it was 20:00 in 2025", "used to be", "previously"
_FORMER = re.compile(r"\b(?:previously|formerly|used to|no longer|originally|former|until (?:last|recently)|"
                     r"last year|(?:was|were)\b[^.;]{0,40}\b(?:in|until|before)\s+(?:19|20)\d\d)\b", re.I)
# a value a negation stands before in its segment ("does not accept 14-day terms", "refused the GBP 900 offer"), not a
# limit ("no more than 60", "not before 9am"), which states the value
_NEGATED_BEFORE = re.compile(r"\b(?:not|never|refus\w*|declin\w*|reject\w*|cannot|won't)\b[^,;:]{0,40}$|"
                             r"n't\b[^,;:]{0,40}$", re.I)
_LIMIT = re.compile(r"\b(?:no|not)\s+(?:more|less|later|earlier|fewer|over|under|before|after|longer|sooner|until)\b|"
                    r"\bnot\s+only\b|\b(?:not|n't)\s+(?:\w+\s+)?(?:exceed|go over|be later|be earlier)|"
                    # (a negation with "till" states when it will be: "won't be done till tues 18th earliest")
                    r"(?:\b(?:not|cannot)\b|n't\b)[^,;:.]{0,30}\b(?:till|til|until)\b", re.I)
_ASKS_NEGATED = re.compile(r"\b(?:not|never|refus\w*|declin\w*|reject\w*|turn(?:ed)? down)\b|n't\b", re.I)
# a question about what happened ("how much juice did we press?"): a value aimed at or planned is not it
_ASKS_DONE = re.compile(r"\b(?:did|was|were|had)\b", re.I)
_AIMED = re.compile(r"\b(?:aim(?:ed|ing|s)?|goal|target(?:ed|ing)?|hop(?:ed|ing) for|budget(?:ed)? for|"
                    r"forecast|ideal(?:ly)?|would like|"
                    r"wants?\b[^.;,]{0,20}\b(?:nearer|closer to|down to|up to|under|below|over|above|to be|at))\b",
                    re.I)

# a request, in the value's clause before it: what someone asked for, not what they were given ("Youth club want
# GBP 1,500 towards a minibus" when what the council gave is asked)
_REQUESTED = re.compile(r"\b(?:asked for|asking for|ask(?:s|ed)? (?:us |me |them )?for|request(?:s|ed|ing)?|"
                        r"wants?|wanted|applied for|applying for|bid for)\b", re.I)
# an amount for several ("sent GBP 28 for my two", "GBP 40 for both") where the price of one is asked ("per kid")
_FOR_SEVERAL = re.compile(r"^\W{0,2}(?:for|between)\s+(?:(?:my|our|the|his|her|their|all|us)\s+)?"
                          r"(?:two|three|four|five|six|both|\d+|lot)\b", re.I)
_ASKS_EACH = re.compile(r"\b(?:per|each|apiece|a head|a (?:child|kid|person|adult|ticket|place))\b", re.I)

# leaving and arriving: the two ends of a journey
_DEPART = r"set(?:s|ting)? off|set(?:s|ting)? out|leav(?:e|es|ing)|left|depart\w*|head(?:s|ing)? off|" \
          r"out of (?:mine|hers|his|the house|home)|pull(?:s|ing)? out"
_ARRIVE = r"arriv\w*|get(?:s|ting)? (?:to|there|in)\b|got (?:to|there|in)\b|be at|reach\w*|land(?:s|ing|ed)?|" \
          r"pull(?:s|ing)? in"
_DEPARTS = re.compile(rf"\b(?:{_DEPART})\b", re.I)
_ARRIVES = re.compile(rf"\b(?:{_ARRIVE})\b", re.I)

# advice or a suggestion, in the value's clause before it: what someone put forward, not what was decided
_SUGGESTED = re.compile(r"\b(?:suggest(?:s|ed|ion)?|recommend(?:s|ed|ation)?|advis(?:es|ed)|propos(?:es|ed)|"
                        r"reckons? (?:ask|get|go for|try))\b", re.I)

# a forecast, in the value's clause before it: what someone expected, not what happened
_FORECAST = re.compile(r"\b(?:reckon\w*|will be|'ll be|should be|should come to|likely|forecast\w*|predict\w*|"
                       r"expect\w*|budget\w*|estimat\w*|projected)\b", re.I)

# ... of any value, a name too, said outright to no longer hold: "Kwik Fix are NOT the landlord's contractor anymore"
_NO_LONGER = re.compile(r"^\W{0,3}(?:\w+\W{1,3}){0,3}?(?:is|are|was|were|'s|'re)?\s*"
                        r"(?:no longer\b|(?:not|n't)\b[^.;]{0,50}\b(?:any ?more|any longer)\b)", re.I)

# ... or said to have been ended: closed, cancelled, replaced ("3296 got auto-closed", "the 14:10 was cancelled")
# (replaced, superseded or withdrawn only in the passive: "GBP 40 replaced the old fee" states the new value)
_ENDED_AFTER = re.compile(r"^\W{0,3}(?:\w+\W{1,3}){0,2}?(?:(?:got|was|were|has been|have been|had been|is|are|'s)?\s*"
                          r"(?:auto-?)?(?:closed|cancell?ed|voided|scrapped|expired|called off)|"
                          r"(?:got|was|were|has been|have been|had been|is|are|'s)\s+"
                          r"(?:withdrawn|superseded|replaced))\b", re.I)

_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|" \
         r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_DAY = r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?"
_PERIOD_RANGE = re.compile(rf"\b(?:from\s+|between\s+)?({_MONTH}|{_DAY})\b\s*(?:to|-|–|—|until|till|through|"
                           rf"thru|and)\s*\b({_MONTH}|{_DAY})\b", re.I)
_CALENDAR_WORD = re.compile(rf"{_MONTH}|{_DAY}", re.I)
_PERIOD_ONE = re.compile(rf"\b({_MONTH}|{_DAY}|weekdays?|weekends?)\b", re.I)
_CLOCK = r"\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midday|midnight"
_CLOCK_RANGE = re.compile(rf"(?:from\s+|between\s+)?({_CLOCK})\s*(?:to|-|–|—|until|till|and)\s*({_CLOCK})", re.I)
_CLOCK_ONE = re.compile(r"\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidday\b|"
                        r"\bmidnight\b", re.I)
_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")
_REAL_CLOCK = re.compile(r"\d:\d\d|[ap]\.?m\b|noon|midday|midnight", re.I)


def _period(word: str) -> Optional[tuple]:
    w = word.lower()
    if w.startswith("weekday"):
        return ("day", frozenset(range(5)))
    if w.startswith("weekend"):
        return ("day", frozenset((5, 6)))
    for i, m in enumerate(_MONTHS):
        if w.startswith(m) and re.fullmatch(_MONTH, w):
            return ("month", frozenset((i,)))
    for i, d in enumerate(_DAYS):
        if w.startswith(d) and re.fullmatch(_DAY, w):
            return ("day", frozenset((i,)))
    return None


def names_a_day_or_month(word: str) -> bool:
    """Is the word a month or a weekday, whole ("Mar", "Saturdays"; not "Marco")?"""
    return _CALENDAR_WORD.fullmatch(word) is not None


def periods(text: str) -> dict:
    """The months and weekdays a text names, ranges expanded ("October to May", "Monday to Saturday", "weekends"),
    by kind: {"month": {9, 10, 11, 0, 1, 2, 3, 4}, ...}."""
    out: dict = {}
    spans = []
    for m in _PERIOD_RANGE.finditer(text):
        if not (m.group(1)[:1].isupper() and m.group(2)[:1].isupper()):
            continue  # ("you may pay", "sat down": a month or a day is written with a capital)
        a, b = _period(m.group(1)), _period(m.group(2))
        if a is None or b is None or a[0] != b[0]:
            continue
        n = 12 if a[0] == "month" else 7
        i, j = min(a[1]), min(b[1])
        out.setdefault(a[0], set()).update((i + k) % n for k in range((j - i) % n + 1))
        spans.append(m.span())
    for m in _PERIOD_ONE.finditer(text):
        if any(s <= m.start() < e for s, e in spans):
            continue
        if not m.group(1)[:1].isupper() and not m.group(1).lower().startswith("week"):
            continue
        p = _period(m.group(1))
        if p is not None:
            out.setdefault(p[0], set()).update(p[1])
    months = _numeric_months(text)
    if months:
        out.setdefault("month", set()).update(months)
    return out


# a day and month in numbers, alone or as a range ("21/8", "30/12-2/1", "Fri 3/4", "12/05/2026")
_NUMERIC_DM = re.compile(r"(?<![\w/.:,-])(\d{1,2})/(\d{1,2})(/(?:19|20)?\d{2})?"
                         r"(?:\s?[-–]\s?(\d{1,2})/(\d{1,2})(?:/(?:19|20)?\d{2})?)?(?![\w/:]|[.,]\d)")


def _numeric_months(text: str) -> set:
    """The months of the dates a text writes in numbers, where they are dates: with a year, as a range, after a
    weekday or a date word, or with a day past 12 ("Quads 4/5" is a score); day first unless only the other way
    reads."""
    out: set = set()
    lower = text.lower()
    for m in _NUMERIC_DM.finditer(text):
        pairs = [(int(m.group(1)), int(m.group(2)))]
        if m.group(4):
            pairs.append((int(m.group(4)), int(m.group(5))))
        if not (m.group(3) or m.group(4) or any(a > 12 for a, _ in pairs)
                or NUMERIC_DATE_LEAD.search(lower, max(0, m.start() - 16), m.start())):
            continue
        month_first = any(b > 12 for _, b in pairs) and not any(a > 12 for a, _ in pairs)
        for a, b in pairs:
            day, month = (b, a) if month_first else (a, b)
            if 1 <= month <= 12 and 1 <= day <= 31:
                out.add(month - 1)
    return out


def sentences(text: str) -> list:
    """The text's sentences (not split after an abbreviation or an initial)."""
    return [s for s in _SENTENCE.split(text or "") if s and s.strip()]


def segments(sentence: str) -> list:
    """The sentence's segments (split at semicolons, commas, colons, dashes and "but"), each with its start
    offset."""
    out, at = [], 0
    for piece in _SEGMENT.split(sentence):
        start = sentence.find(piece, at)
        if piece.strip():
            out.append((start, piece))
        at = start + len(piece)
    return out


def clause_of(sentence: str, at: int) -> str:
    """The part of the sentence between semicolons that holds position ``at``."""
    end = sentence.find(";", at)
    return sentence[sentence.rfind(";", 0, at) + 1:end if end >= 0 else len(sentence)]


def _value_at(segment: str, value: str) -> Optional[tuple]:
    """Where the value stands in the segment, literally: its clock time (a "4 pm" is "16:00", a range's bare end
    takes the range's meridiem), else its numbers (every one, "4,800" or "4800"), else its first word; (start, end)
    or None."""
    minutes = _times(value)
    if minutes:
        for m in _CLOCK_RANGE.finditer(segment):
            if not _REAL_CLOCK.search(m.group(0)):
                continue  # ("2 to 3 weeks" is no time of day)
            for g in (1, 2):
                if _same_time(times_of_day(_with_meridiem(m.group(g), m.group(0))), minutes):
                    return m.span(g)
        for m in _CLOCK_ONE.finditer(segment):
            if _same_time(times_of_day(m.group(0)), minutes):
                return m.span()
        return None
    # (a length of time is stated as one, in any units: "2 hours" is not the 2 of "2 tubes" or "2/4")
    length = _value_length(value)
    if length is not None:
        return next(((start, end) for start, end, minutes in length_spans(segment.lower()) if minutes == length), None)
    days = _value_days(value)
    if days and any(c.isdigit() for c in segment):  # a day, in any year when the value names none: in numbers too
        for start, end, said in numeric_date_spans(segment):
            if any(first <= d <= last for d in said for first, last in days):
                return start, end
        # (... or with its month in words: "01.04." is "the 1. April", "1st April", "April 1")
        named = {(first.month, first.day) for first, last in days if first == last}
        lower = segment.lower()
        for pattern, day_group, month_group in ((_WORD_DAY_MONTH, 1, 2), (_WORD_MONTH_DAY, 2, 1)):
            for m in pattern.finditer(lower):
                if (month_of(m.group(month_group)), int(m.group(day_group))) in named:
                    return m.span()
    numbers = [n.replace(",", "") for n in _NUMBER.findall(value)]
    if numbers:
        plain = segment.replace(",", "\x00")  # keep offsets: a thousands comma is no boundary
        found = []
        for n in numbers:
            pattern = r"\x00?".join(re.escape(c) for c in n)
            # (a date's day is not the "4" of another date written in numbers: "rang me 14/4" does not say
            # "Saturday 4 July")
            m = next((m for m in re.finditer(rf"(?<![\d.\x00]){pattern}(?![\d]|\x00\d)", plain)
                      if not days or _in_numeric_date_of(plain, m.start(), m.end(), days) is not False), None)
            if m is None:
                return None
            found.append(m.span())
        return found[0]
    found = re.findall(r"[A-Za-z][\w'-]+", value)
    # (its first word that says something: "the" of "The old PE store" is not stated by "the KS1 corridor")
    for w in [w for w in found if w.lower() not in STOPWORDS] or found:
        # (a weekday also as notes write it: "Tue 14/10", "weds 15th")
        said = _WEEKDAY_FORMS.get(w.lower(), re.escape(w))
        m = re.search(rf"\b(?:{said})\b", segment, re.I)
        if m is not None:
            return m.span()
    return None


_WEEKDAY_FORMS = {day: f"{day}|{short}" for day, short in (
    ("monday", "mon"), ("tuesday", "tues?"), ("wednesday", "weds?"), ("thursday", "thu|thurs?"), ("friday", "fri"),
    # ("sat" and "sun" only before a day of the month: "sat 6/3", "Sun 9th"; "sat down", "the sun" are no days)
    ("saturday", r"sat(?=\.?\s+\d)"), ("sunday", r"sun(?=\.?\s+\d)"))}


_DAY_MONTH = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?(?![\d/])")


def _in_numeric_date_of(text: str, start: int, end: int, days: tuple) -> Optional[bool]:
    """Is the number at ``start:end`` part of a day written as "d/m" ("14/4")? True when that date (read either way)
    is one of ``days``, False when it is another day, None when the number stands alone."""
    for m in _DAY_MONTH.finditer(text):
        if m.start() <= start and end <= m.end():
            a, b = int(m.group(1)), int(m.group(2))
            return any((d.day, d.month) in ((a, b), (b, a)) for first, last in days for d in (first, last))
    return None


@functools.lru_cache(maxsize=10_000)
def _times(value: str) -> frozenset:
    return times_of_day(value)


@functools.lru_cache(maxsize=10_000)
def _value_length(value: str) -> Optional[int]:
    return answer_length_minutes(value) if any(c.isdigit() for c in value) or "hour" in value.lower() else None


@functools.lru_cache(maxsize=10_000)
def _value_days(value: str) -> tuple:
    """The days a value names (in any year when it names none, one reading a year), when it has digits and names at
    most 250 (a day of every year a year-less value may be in, 1900-2100)."""
    days = answer_dates(value) if any(c.isdigit() for c in value) else []
    return tuple(days) if len(days) <= 250 else ()


def value_span(segment: str, value: str) -> Optional[tuple]:
    """Where the value stands in the segment, literally ((start, end)), or None."""
    return _value_at(segment, value)


def states(segment: str, value: str) -> bool:
    """Does the segment hold the value literally (not only a sum of two of its numbers, nor a bare "4" for "4 pm")?"""
    return _value_at(segment, value) is not None


def _with_meridiem(clock: str, whole: str) -> str:
    """A range's bare end takes the meridiem the range gives ("6:30 to 7:45 am": 6:30 am)."""
    if re.search(r"[ap]\.?m\.?|noon|midday|midnight", clock, re.I) or ":" in clock:
        return clock
    m = re.search(r"([ap])\.?m\.?", whole, re.I)
    return f"{clock} {m.group(1)}m" if m else f"{clock}:00"


def _same_time(a: frozenset, b: frozenset) -> bool:
    """Do two sets of clock minutes share a time (a bare "6:30" is also 6:30 pm)?"""
    return bool(a and b) and any(x % 720 == y % 720 and (x == y or x < 720 or y < 720) for x in a for y in b)


def qualifier(question: str, sentence: str, seg_start: int, segment: str, value: str) -> Optional[str]:
    """Why this occurrence of ``value`` (in ``segment`` of ``sentence``) is not stated as the answer to ``question``:
    "a hypothetical", "a proposal turned down", "an estimate", "a plan", "a request", "the other end of a range",
    "another period", "a whole where a part is asked", "a part where the whole is asked", "a former value", "a negated
    value"; None when it is
    stated plainly. A proposal counts as turned down when the sentence says so after the value ("a rise to 1,250;
    the residents voted it down")."""
    at = _value_at(segment, value)
    if at is None:
        return None
    before = sentence[:seg_start + at[0]]
    after = segment[at[1]:]
    # the clause (up to a ";") the value is in, up to the end of its segment
    clause_start = sentence.rfind(";", 0, seg_start) + 1
    clause = sentence[clause_start:seg_start + len(segment)]
    clause_before = sentence[clause_start:seg_start + at[0]]  # (up to the value)
    q = question or ""
    if _COUNTERFACTUAL.search(clause) and not _ASKS_COUNTERFACTUAL.search(q):
        return "a hypothetical"
    if _ASKED_WHETHER.search(clause_before) and not _ASKS_ABOUT_A_QUESTION.search(q):
        return "a question asked"  # ("someone on fb asked if it's the bluetongue": asking says nothing is so)
    if _REJECTED.search(sentence, seg_start + at[1]) and not _ASKS_PLAN.search(q):
        return "a proposal turned down"  # (said after the value: "raise it to 1,250; it was voted down")
    if _ASKS_ACTUAL.search(q):
        if _ESTIMATE_BEFORE.search(before) or _ESTIMATE_AFTER.search(after) or _ESTIMATE_WORD.search(segment):
            return "an estimate"
        if _PLANNED.search(before) and not _ASKS_PLAN.search(q):
            return "a plan"
    elif not _ASKS_ESTIMATE.search(q) and (_ESTIMATE_BEFORE.search(before) or _ESTIMATE_AFTER.search(after)) \
            and re.search(r"\b(?:exact|precise|logged|measured|recorded|read(?:ing)?)\b", q, re.I):
        return "an estimate"
    elif _ASKS_DONE.search(q) and not _ASKS_PLAN.search(q) and (
            _AIMED.search(before[-60:])
            or _FORECAST.search(clause_before)):
        # ("aimed for 400 L of juice" when "how much juice did we press?"; "reckon pitch hire will be about 600"
        # when what it came to is asked)
        return "a plan"
    if _ASKS_DONE.search(q) and _REQUESTED.search(clause_before) and not _REQUESTED.search(q) \
            and not _ASKS_PLAN.search(q):
        return "a request"  # ("Youth club want GBP 1,500 towards a minibus", asked what they were given)
    if _ASKS_EACH.search(q) and _FOR_SEVERAL.search(after[:24]) and not _ASKS_TOTAL.search(q):
        return "a whole where a part is asked"  # ("sent you GBP 28 for my two", asked the price per kid)
    if _SUGGESTED.search(clause_before) \
            and not _ASKS_PLAN.search(q) and not _SUGGESTED.search(q):
        return "a suggestion"  # ("pharmacist reckons ask the GP for lansoprazole 15mg", asked what dose she is on)
    own_before = segment[:at[0]]
    # (a negation inside a bracket closed before the value is the bracket's: "11 wks (14/4 washed out, not charged)
    # @ GBP 52.50 = GBP 577.50")
    own_before = own_before[own_before.rfind(")") + 1:]
    # (an amount, a time or a date, of a label that is no negation itself: "No - he can't stand raw fish")
    if _UNRELATED_BEFORE.search(own_before) and not _ASKS_NEGATED.search(q):
        return "a negated value"  # ("the delay has nothing to do with bluetongue")
    if any(c.isdigit() for c in value) and _NEGATED_BEFORE.search(own_before) and not _LIMIT.search(own_before) \
            and not _ASKS_NEGATED.search(q) and not _ASKS_NEGATED.search(value):
        return "a negated value"
    ends = _range_end(q, segment, value)
    if ends:
        return ends
    # the other end of a journey: an arrival time where the setting off is asked, or the other way round ("Out of
    # mine 8.10 ..., should be at the gates for 8.40" asked when she sets off)
    # (of a time only: "left the spare key with Pete at the Co-op" names no setting off of the key's holder)
    own = segment[:at[0]]
    if (any(c.isdigit() for c in value) or _times(value) or _value_days(value)) and (
            (_DEPARTS.search(q) and _ARRIVES.search(own) and not _DEPARTS.search(own)) or (
            _ARRIVES.search(q) and _DEPARTS.search(own) and not _ARRIVES.search(own))):
        return "the other end of a journey"
    asked = periods(q)
    if asked:
        said = periods(segment)
        for kind, which in asked.items():
            if said.get(kind) and not said[kind] & which:
                return "another period"
    if not _ASKS_TOTAL.search(q) and (_TOTAL_NEAR.search(after[:24]) or _TOTAL_NEAR.search(segment[:at[0]][-24:])):
        return "a whole where a part is asked"
    # ... and the mirror: one addend of a sum the sentence totals ("rent GBP 14,400 p.a. + service charge GBP 2,100
    # = GBP 16,500 a year in total"), where the question asks the total
    rest = sentence[seg_start + at[1]:]
    if _ASKS_TOTAL.search(q) and _SUM_TOTAL.search(rest) and (
            _ADDEND_AFTER.match(rest) or _ADDEND_BEFORE.search(sentence[:seg_start + at[0]])):
        return "a part where the whole is asked"
    # (an amount, a time or a date: "I used to watch it with my family" recalls a habit, it replaces no value)
    if any(c.isdigit() for c in value) and _FORMER.search(_own_part(segment, at)) and not _ASKS_PAST.search(q):
        return "a former value"
    if (_NO_LONGER.search(segment[at[1]:]) or _ENDED_AFTER.search(segment[at[1]:])) and not _ASKS_PAST.search(q):
        return "a former value"  # ("Kwik Fix are NOT the landlord's contractor anymore", "3296 got auto-closed")
    return None


# someone asking whether something holds ("she rang to ask if it now starts at 8", "wondering whether it's 7")
_ASKED_IF = re.compile(r"\b(?:ask(?:ed|ing|s)?|wonder(?:ed|ing)|(?:en|in)quir(?:ed|ing)|wanted to know|"
                       r"check(?:ed|ing))\b(?:\s+\S+){0,4}?\s+(?:if|whether)\b", re.I)
# ... right before a value, within four words of it ("asked if it's the bluetongue")
_ASKED_WHETHER = re.compile(_ASKED_IF.pattern + r"(?:\s+\S+){0,4}\s*$", re.I)
# a value said to be unrelated, right before it ("nothing to do with bluetongue", "nowt to do with the meter")
_UNRELATED_BEFORE = re.compile(r"\b(?:nothing|nowt|naught|not anything|never anything)\s+to\s+do\s+with\s+"
                               r"(?:the\s+|it\s+being\s+|that\s+)?$", re.I)
# a question about what was asked ("what did she ask about?"): a question states its answer
_ASKS_ABOUT_A_QUESTION = re.compile(r"\b(?:ask(?:ed|s)?|enquir\w*|inquir\w*|question)\b", re.I)


def said_no_longer(text: str, value: str) -> bool:
    """Does the text say outright that the value no longer holds ("Kwik Fix are NOT the contractor anymore")?"""
    for sentence in sentences(text):
        for _, segment in segments(sentence):
            at = _value_at(segment, value)
            if at is not None and _NO_LONGER.search(segment[at[1]:]):
                return True
    return False


def _own_part(segment: str, at: tuple) -> str:
    """The part of the segment the value belongs to: the bracket it stands in, else the segment without brackets
    ("EUR 42 a month (it was EUR 35 until 2024)": the bracket is about 35, not 42)."""
    for m in re.finditer(r"\(([^()]*)\)?", segment):
        if m.start() < at[0] < m.end():
            return m.group(1)
    return re.sub(r"\([^()]*\)?", " ", segment)


def _range_end(question: str, segment: str, value: str) -> Optional[str]:
    """For a question that asks when something starts (or ends): the value is only the range's other end."""
    start, end = bool(_ASKS_START.search(question)), bool(_ASKS_END.search(question))
    if start == end:
        return None
    minutes = times_of_day(value)
    if not minutes:
        return None
    for m in _CLOCK_RANGE.finditer(segment):
        if not _REAL_CLOCK.search(m.group(0)):
            continue
        a = times_of_day(_with_meridiem(m.group(1), m.group(0)))
        b = times_of_day(_with_meridiem(m.group(2), m.group(0)))
        if not a or not b:
            continue
        if start and _same_time(b, minutes) and not _same_time(a, minutes):
            return "the other end of a range"
        if end and _same_time(a, minutes) and not _same_time(b, minutes):
            return "the other end of a range"
    return None


_VALUE = re.compile(r"(?:[£$€]\s?|\b(?i:gbp|usd|eur|chf)\s?)\d[\d,]*(?:\.\d+)?|\b\d{1,2}:\d{2}\b(?:\s?(?i:am|pm))?|"
                    rf"\d[\d,]*(?:\.\d+)?(?:(?i:st|nd|rd|th)\b)?(?:\s?(?i:am|pm|%))?(?:\s+(?:[a-z]+|(?i:{_MONTH})\b))?|"
                    r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+|(?<=[a-z0-9,] )[A-Z][a-z]+")
_TRAILING_SMALL_WORD = re.compile(r"\s+(?:on|at|in|for|to|by|of|and|or|the|a|an|with|from|is|are|was)$", re.I)
_NOT_A_NAME = re.compile(rf"^(?:{_MONTH}|{_DAY}|I|It|The|A|An)$", re.I)


def claim_values(claim: str, question: str, label: str) -> list:
    """The values an answer states ("GBP 168.40", "10 am", "4,817 cubic", "Conic Hill") that neither the question
    nor the label holds."""
    q, lab = (question or "").lower(), (label or "").lower()
    out = []
    for m in _VALUE.finditer(claim or ""):
        v = _TRAILING_SMALL_WORD.sub("", m.group(0).strip())
        if not v or _NOT_A_NAME.match(v) or v.lower() in q or v.lower() in lab:
            continue
        # (a number the question names with the same word before it: "court 3" of "why's court 3 off?")
        before, number = re.search(r"([a-z]+)\s+$", claim[:m.start()].lower()), re.match(r"\d+", v)
        if before and number and f"{before.group(1)} {number.group(0)}" in q:
            continue
        out.append(v)
    if not out:
        # no number, time or name: the answer's first run of its own words ("the sleeper train" for "how did we
        # get there?"), up to three
        asked = set(re.findall(r"[a-z0-9']+", q)) | set(re.findall(r"[a-z0-9']+", lab))
        run: list = []
        for w in re.findall(r"[A-Za-z0-9'-]+", claim or ""):
            lw = w.lower()
            if lw in STOPWORDS or len(lw) < 3:
                continue
            if lw in asked:
                if run:
                    break
                continue
            run.append(w)
            if len(run) == 3:
                break
        if run:
            out.append(" ".join(run))
    return out
