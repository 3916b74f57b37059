"""What information a failed answer needed, and whether a piece of content carries it.

    need = InformationNeed(question="When did Mel go to the museum?", expected="5 July 2023")
    need.carried_by("Yesterday I took the kids to the museum", timestamp="8:18 pm on 6 July, 2023")   # True
    need.carried_by_all([turn_a, turn_b], timestamps=[when_a, when_b])                               # multi-part

The expected answer is split into parts (``"dinosaurs, nature"`` has two); a text carries the need when it carries
every part, and a set of texts when each part is carried by one of them. A part is carried by

- its **dates**, judged against when the text was said (:mod:`memtrace_otel.text.dates`: "yesterday" said on
  6 July 2023 carries "5 July 2023"), in a text about what the question asks;
- its **words**: stemmed content words, numbers normalised ("two" = "2"), and a word counts as present when the
  text has it or, with the embedded WordLlama model, a word close to it in meaning. All of a short part's words,
  or 60% of a longer one's, carry it alone; fewer carry it in a text about what the question asks;
- nothing but a verdict ("Yes", "Likely no"): the text that supports it is the one that answers the question, so
  a text strongly about what the question asks carries it (open-domain inference).

"About what the question asks" is topical relevance: the question's topic words in the text, or the embedded
model's sentence similarity. A date in the question ("in July 2023", "the week before 16 November 2023") says when,
not what: a text that reports something then, or was said then, meets it in place of its words. A person named in
full in the answer of a "who" question is carried by their first name used as a name; an acronym spelled like a
small word ("IT") is a name, not that word. The thresholds were set on three of the shared LoCoMo conversations and
checked on the other four (benchmarks/carries_locomo.py). With only user feedback, the feedback's content words that
are not in the question stand in for the answer. With the question alone: strong overlap with the question's content
words.
Deterministic; the embedded model is optional (without it, words must match by stem).
"""

from __future__ import annotations

import functools
import itertools
import re
from datetime import date, datetime, timedelta
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional, Sequence

from ..text.dates import (MONTHS, WEEKDAYS, Interval, answer_dates, answer_duration, body_line_dates, date_phrases,
                          date_span_days, dates_said_on, overlaps, parse_timestamp, relative_dates, said_on,
                          spans_duration, answer_length_minutes, clock_gaps, stated_durations, stated_lengths_list,
                          stated_lengths_minutes, time_fields, times_of_day, without_times)
from ..text.labels import opens_with_speaker, speaker, without_label
from ..text.numbers import digits_for_spelled
from ..text.units import quantities, same_quantity
from ..text.words import STOPWORDS, stem, words
from .qualifiers import _ASKED_IF, _ASKS_ABOUT_A_QUESTION, segments, sentences, states

_FEEDBACK_NOISE = frozenset({"wrong", "incorrect", "correct", "right", "actual", "answer", "no", "yes", "nope",
                             "true", "fals", "thank", "thanks", "pleas", "said", "say", "told"})
# Words that answer a yes/no or likelihood question without naming any content.
_VERDICT_WORDS = frozenset({"yes", "no", "not", "likely", "unlikely", "probably", "maybe", "possibly", "definitely",
                            "perhaps", "both", "neither", "none", "true", "false", "somewhat", "sure", "lik",
                            "probabl", "possibl", "definit"})
# Question words too common to show what a question is about.
_GENERIC = frozenset(stem(w) for w in """
    go went gone going get got make made take took do did does have has had like liked feel felt think thought say
    said want wanted know knew see saw come came use used give gave kind type sort thing things time times way ways
    many much what when where which who why how one ones new old good great lot lots also ever recently usually
    would will could should may might something someone anything people person year years month months week weeks
    day days recent plan plans planning start started tell told mention mentioned happen happened
    far altogether
    """.split())
# a day named from when the question is asked ("what time am I at Mrs Khan's tomorrow?") says when, not what: notes
# written days before do not say "tomorrow"
_ASKED_DAY_WORDS = frozenset(stem(w) for w in "today tonight tomorrow yesterday".split())
_NUMBER_WORDS = {"zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
                 "seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12", "once": "1",
                 "twice": "2", "first": "1", "second": "2", "third": "3", "fourth": "4", "fifth": "5", "dozen": "12",
                 "single": "1", "pair": "2", "couple": "2"}
_TIME_WORDS = frozenset(stem(w) for w in """yesterday today tonight tomorrow week weekend month year ago last next
    recently lately monday tuesday wednesday thursday friday saturday sunday spring summer fall autumn winter january
    february march april may june july august september october november december""".split())
# ("an hour and a half", "two and a half years" are one amount: that "and" separates nothing)
# (a slash between digits writes a date or a fraction, "02/04", "1/2": no list)
_PART_SPLIT = re.compile(r"\s*(?:;|,|\band\b(?!\s+an?\s+half\b)|\bor\b|(?<!\d)/|/(?!\d)|&)\s*")
_ITEM_SPLIT = re.compile(r"\s*(?:;|,|(?<!\d)/|/(?!\d)|&)\s*")
_AND_OR = re.compile(r"\s+(?:and(?!\s+an?\s+half\b)|or)\s+", re.I)
_ORDER_JOIN = re.compile(r"\s+(?:came\s+|was\s+|happened\s+)?(?:before|after|and then|then|followed by)\s+", re.I)
_ITEM_ROLE = re.compile(r"\s+as\s+(?:the|a|an|our|their|its|his|her)\s+[^,;]{1,30}$", re.I)
_PLUS_ITEMS = re.compile(r"^(?:plus|also|as well as)\s+", re.I)
_DASH_PLUS = re.compile(r"\s+[-\u2013\u2014]\s+(?=(?:plus|also|as well as)\s)", re.I)
_ASIDE = re.compile(r"\([^()]*\)")
_LIST_ITEM_WORDS = 7  # (10 for items separated by commas)  # an answer splits into parts only when every item is this short (a list, not a sentence)
_IRREGULAR = {"gave": "give", "given": "give", "went": "go", "gone": "go", "made": "make", "took": "take",
              "taken": "take", "bought": "buy", "ran": "run", "won": "win", "began": "begin", "begun": "begin",
              "wrote": "write", "written": "write", "saw": "see", "seen": "see", "met": "meet", "found": "find",
              "felt": "feel", "kept": "keep", "left": "leave", "lost": "lose", "sold": "sell", "told": "tell",
              "taught": "teach", "thought": "think", "brought": "bring", "built": "build", "got": "get",
              "ate": "eat", "eaten": "eat", "drove": "drive", "driven": "drive", "flew": "fly", "grew": "grow",
              "knew": "know", "sang": "sing", "swam": "swim", "spent": "spend", "sent": "send", "paid": "pay",
              "held": "hold", "heard": "hear", "read": "read", "became": "become", "chose": "choose",
              "chosen": "choose", "drew": "draw", "drawn": "draw", "shown": "show", "threw": "throw",
              "thrown": "throw", "broke": "break", "broken": "break", "spoke": "speak", "spoken": "speak",
              "wore": "wear", "worn": "wear", "rode": "ride", "ridden": "ride", "stood": "stand", "caught": "catch",
              "rang": "ring", "rung": "ring", "drank": "drink", "drunk": "drink", "led": "lead", "fed": "feed",
              "hung": "hang", "slept": "sleep", "meant": "mean", "shook": "shake", "shaken": "shake",
              "forgot": "forget", "forgotten": "forget", "fell": "fall", "fallen": "fall", "lent": "lend",
              "children": "child", "kids": "kid", "men": "man", "women": "woman", "people": "person",
              # shorthand as notes write it ("Chapel St", "6 wks before", "last yr")
              "st": "street", "rd": "road", "ave": "avenue", "wk": "week", "wks": "week", "yr": "year",
              "yrs": "year", "hr": "hour", "hrs": "hour", "mins": "minute", "mth": "month", "mths": "month",
              "appt": "appointment", "tmrw": "tomorrow", "wd": "word", "wds": "word", "nts": "night",
              "nite": "night", "nites": "night", "wknd": "weekend", "wkend": "weekend"}
_NEGATION = re.compile(r"\b(?:not|no|never|neither|nor|none|nobody|nothing|without)\b|n't\b", re.I)
_SENTENCE = re.compile(r"(?<=[.!?;])\s+|\n")
_NEGATIVE_VERDICT = frozenset({"no", "not", "unlikely", "neither", "none", "fals"})
_POSITIVE_VERDICT = frozenset({"yes", "lik", "likely", "sure", "definit", "definitely", "true", "both"})
_CURRENCY_WORDS = frozenset({"dollar", "euro", "pound", "usd", "eur", "gbp", "buck", "total", "cent"})
_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")  # "48,000": one number, not a list of two
_DECIMAL_COMMA = re.compile(r"(?<![\d,.])(\d+),(\d{1,2})(?![\d,])")  # one comma: "12,5", not "1,2,3"
# dots between groups of thousands before a decimal comma, "R$ 1.259,10", "€ 2.450,00": one number (1259.10)
_DOT_THOUSANDS = re.compile(r"(?<![\d,.])(\d{1,3}(?:\.\d{3})+),(\d{1,2})(?![\d,])")
_KILO = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)k\b", re.I)  # "$48k", "48.5K"


def _is_buffer(text: str) -> bool:
    """A long text made of lines (a context window, a buffer): the regex work on it is done, and cached, line by
    line, since its lines repeat across its versions; none of those patterns spans a line break."""
    return len(text) > 400 and "\n" in text


@functools.lru_cache(maxsize=100_000)  # the same texts are read again for every part and case
def _plain_numbers(text: str) -> str:
    """Numbers written as one token: thousands separators dropped, "48k" as 48000, "nine hundred and fifty" as 950."""
    if _is_buffer(text):
        return "\n".join(_plain_numbers(line) for line in text.split("\n"))
    text = digits_for_spelled(text)
    # (money as notes say it: "a quid" is 1 quid, "a fiver" 5, "a tenner" 10)
    if "quid" in text or "fiver" in text or "tenner" in text:
        text = _MONEY_WORD.sub(lambda m: f"{_MONEY_WORDS[m.group(1).lower()]} quid", text)
    if not any(c.isdigit() for c in text):
        return text
    text = _DOT_THOUSANDS.sub(lambda m: f"{m.group(1).replace('.', '')},{m.group(2)}", text) if "," in text else text
    text = _THOUSANDS.sub("", text)
    # (a decimal comma, "12,5 kg", "R200,50", is one number: the comma of a list has a space after it)
    text = _DECIMAL_COMMA.sub(r"\1.\2", text) if "," in text else text
    # a day and month with leading zeros is the same day ("02/04" is "2/4")
    text = _ZERO_DAY_MONTH.sub(lambda m: f"{int(m.group(1))}/{int(m.group(2))}", text) if "/" in text else text
    text = _KILO.sub(lambda m: f"{float(m.group(1)) * 1000:.0f}", text) if "k" in text or "K" in text else text
    # a unit written onto its number is a word of its own ("6.4kg" is "6.4 kg", "50g" is "50 g")
    return _GLUED_UNIT.sub(r"\1 \2", text)


_MONEY_WORDS = {"quid": 1, "fiver": 5, "tenner": 10}
_MONEY_WORD = re.compile(r"\b(?:a|one)\s+(quid|fiver|tenner)\b", re.I)
_ZERO_DAY_MONTH = re.compile(r"(?<![\d/.])(\d{1,2})/(\d{1,2})(?=(?:/\d{2,4})?(?![\d/]))")
_GLUED_UNIT = re.compile(r"(\d)(kg|mg|g|km|cm|mm|m|ml|l|lbs?|mi|ft|hrs?|mins?|secs?|mph|kph|kmh|m2|sq ?m|sq ?ft)\b",
                         re.I)


# a question in the first person, and the speaker labels of the app's user
FIRST_PERSON = re.compile(r"\b(?:I|my|me|mine|myself)\b")
USER_ROLES = frozenset({"human", "user", "me", "customer", "client"})
# "one" after these is a pronoun ("another one", "that one", "no one"), not a count
_ONE_AS_PRONOUN_AFTER = frozenset("another the this that which each every no any some".split())
# ... and after a name or someone's ("the Zevin one", "Kwame's one"): a name mid-sentence, or a name's possessive
_NAMED_ONE = re.compile(r"((?<=[a-z,;:] )[A-Z][a-z]+|\b[A-Z][a-z]+'s) one\b(?! of\b)")
# what marks a clause as stating a former value ("she previously took 50 mg", "no longer lives in Porto", "moved
# from Porto to Lisbon"), and a question that asks about the past (which a former value answers)
_FORMER = re.compile(r"\b(?:previously|formerly|used to|no longer|originally|former|prior|earlier|initially|"
                     r"at first|back then|before that|until (?:last|recently)|anymore|any more)\b", re.I)
_PAST_QUESTION = re.compile(r"\b(?:did|was|were|had|previously|before|used|originally|first|former|formerly|"
                            r"earlier|ago|last|initially|prior|old|then|past|anymore|change[ds]?|switch(?:ed)?)\b",
                            re.I)
# ("latest" as a deadline, "by 1st dec latest", "6pm at the latest", is no change)
_PRESENT_CLAUSE = re.compile(r"\b(?:now|currently|today|these days|at present|at the moment|instead|"
                             r"switched to|changed to|moved to|new|(?<!at the )latest(?!\s*(?:[.,;:!)]|$))|current)\b",
                             re.I)
# (no break after an initial or an abbreviation: "Isla G. - heat 3", "GBP 14,400 p.a. + ...")
_CLAUSE = re.compile(r"(?<=[.!?;])(?<!\b[A-Z]\.)(?<!\.[a-z]\.)\s+|\n|"
                     r",\s+(?=(?:but|while|whereas|having|after|and|though|although)\b)|"
                     r"\s+(?=(?:but|while|whereas|though|although)\b)", re.I)
# the value a change started from ("up from 95", "down from $40", "rose from 3 to 5"): the baseline, not the value
_BASELINE = re.compile(r"\b(?:up|down|increased|decreased|rose|risen|fell|fallen|dropped|grew|grown|climbed|went up|"
                       r"went down|raised|lowered|reduced|cut)\s+from\s+(.{1,40}?)(?=\s+(?:to|last|a year|the year|"
                       r"before|previously|in\s+\d{4})\b|[,;.)]|$)", re.I)
# a question about the earlier value itself ("what was it before?", "how many last year?")
_EARLIER_QUESTION = re.compile(r"\b(?:before|previous(?:ly)?|last year|originally|used to|at first|former(?:ly)?|"
                               r"earlier|prior|initially|old|baseline|from)\b", re.I)
_FROM_TO = re.compile(r"\bfrom\s+(.{1,60}?)\s+(?:to|into)\s+\S", re.I)
# a change that names only what it left ("moved from desk 14", "switched from the Basic plan")
_FROM_ONLY = re.compile(r"\b(?:moved|switched|changed|transferred|relocated|upgraded|downgraded|swapped|converted|"
                        r"migrated|reassigned)\s+(?:over\s+|away\s+|up\s+|down\s+)?from\s+(.{1,60}?)\s*(?:[.;,)!?]|$)",
                        re.I)
# an answer opening with a subject pronoun is a sentence ("He found her eyes and appearance amazing"), not a list
_SENTENCE_OPENING = re.compile(r"\s*(?:he|she|they|we|i|it|you)\s+\w", re.I)
_HOW_LONG = re.compile(r"\bhow long\b", re.I)
_TIME_RANGE = re.compile(r"\d\s*(?:-|–|—|to|until|till)\s*\d", re.I)
_ANSWER_KIND = re.compile(r"\b(?:what|which)\s+(date|day|year|month)\b", re.I)
_HOW_LONG_WORDS = frozenset({stem("long"), stem("ago")})
_TOTAL_QUESTION = re.compile(r"\b(?:combined|in total|altogether|all together|total|sum|put together|all in|all told)\b",
                             re.I)
_COUNT_QUESTION = re.compile(r"\s*how (?:many|often)\b", re.I)
_COUNTED = re.compile(r"\s*how (?:many|much)\s+((?:[\w']+\s+){0,2}[\w']+)", re.I)
_WHO_QUESTION = re.compile(r"\s*who(?:se|m)?\b", re.I)
# "which did I visit first, Porto or Seville?": an order between choices the question names
_ORDER_WORDS = re.compile(r"\b(?:first|last|earlier|earliest|later|latest|sooner|before|after|most recently)\b",
                          re.I)
_INFERENCE_QUESTION = re.compile(r"\b(?:would|might|could|likely|potentially|probably|possibly)\b", re.I)
_STEMS_NO_NUMBERS = re.compile(r"^\d+$")
_DAY_ABBR = frozenset(("mon", "tue", "tues", "wed", "weds", "thu", "thur", "thurs", "fri", "sat", "sun"))
_CAPITALISED = re.compile(r"(?<![\w'])[A-Z][a-z][\w'-]*")
_ORDINAL = re.compile(r"(?<=\d)(st|nd|rd|th)$")
_ACRONYM = re.compile(r"(?<![\w'])[A-Z]{2,4}(?![\w'])")

# Calibrated on LoCoMo conversations 26, 30 and 41 (benchmarks/carries_locomo.py --split calib).
STRONG_COVER = 0.6  # share of a long part's words that carries it without any relevance
WEAK_COVER = 0.34  # share that carries it in a text about the question
WORD_SIMILARITY = 0.62  # WordLlama cosine at which two words count as the same
RELEVANT_DENSE = 0.40  # sentence cosine (question, text) for "about what the question asks"
RELEVANT_DENSE_NAMED = 0.3  # ... for a text that names whom the question is about
RELEVANT_DENSE_STRONG = 0.6  # ... for a verdict-only answer
INFERENCE_DENSE = 0.3  # sentence cosine (answer, text) of a text its subject said, for an inferred answer
RELEVANT_TOPIC_STRONG = 0.5  # share of the question's topic words for a verdict-only answer
SAID_DAY_SPAN = 3
ECHO_WORDS = 2  # content words a reply shares with a text about the question to count as a parallel statement
SCOPE_MAX_DAYS = 45  # a question's date this narrow (a day, a week, a month) is a time the text must meet
SOFT_MATCH_MAX_WORDS = 120  # longer texts match answer words by stem only
DENSE_MAX_CHARS = 2000  # longer texts are judged relevant by their words only  # answers naming at most this many days may be carried by what a text reports on the day said


def _answers(expected: Any) -> list[str]:
    if expected is None:
        return []
    if isinstance(expected, (list, tuple)):
        return [a for e in expected if e not in (None, "") for a in _answers(str(e))]
    text = str(expected).strip()
    # (what the answer is not, after a comma: "The school's 3G (Witchford VC), not the rec")
    bare_text = _CONTRAST_TAIL.sub("", text).strip()
    if bare_text and not meaning_stems(bare_text) <= _VERDICT_WORDS:
        text = bare_text
    # (what the answer is like, after a comma: "7.30, like every other day", "Sunil, as usual")
    bare_text = _LIKENESS_TAIL.sub("", text).strip()
    if bare_text and not meaning_stems(bare_text) <= _VERDICT_WORDS:
        text = bare_text
    # (the value a label says it changed from, after the value itself: "400 - ... Karen put the buns up from 300"
    # names what memory said before, no part of the answer)
    base = _BASELINE.search(text)
    if base and _NUMBER.search(_plain_numbers(text[:base.start()])):
        cut = text.rfind("from", base.start(), base.start(1))
        text = (text[:cut].rstrip() + text[base.end(1):]).strip()
    if not text:
        return []
    # "62 km (about 38 miles)", "Tuesday (11 March)": what is in brackets glosses the answer, so the answer without
    # it, or the gloss alone, says it; the two read as one answer would name both halves' dates ("13 June (the day
    # before 14 June)" is not 14 June), so each is an answer of its own
    gloss = _BRACKETED.search(text)
    # (one bracket closing the answer glosses it; brackets inside it date or name its parts: "The security review
    # (27 January) came before the pilot kickoff (9 February)" is one answer naming two dated events)
    # (... closing the answer before its working too: "Monday and Thursday (3/14 and 3/17) - they switched from Tues +
    # Fri", the bracket then read as it is, the working kept with the answer outside it)
    # (... one value before it, no list: "2 fat quarters, pins, interfacing (or £2 for Linda's) - plus a zip" goes on
    # with its items; and of its kind, "wednesday (5 o'clock) - ..." names its time beside its day)
    if gloss and (len(_BRACKETED.findall(text)) > 1 or text[gloss.end():].strip(" .,;!")
                  and not (_WORKING_DASH.match(text, gloss.end()) and "," not in text[:gloss.start()]
                           and (_value_kind(gloss.group(1)) == _value_kind(text[:gloss.start()])
                                or _NUMERIC_DAYS.fullmatch(gloss.group(1).strip())))):
        gloss = None
    if gloss:
        bare = _BRACKETED.sub(" ", text).strip(" ,;")
        inner = gloss.group(1).strip()
        # ... only a bracket that could answer by itself, a value of the answer's own kind: one that says something of
        # someone else ("Tom, since the week of 8 June (Amara took his Fridays)") or of another kind ("Arts
        # Tower G.14 (the extra session, Thursday 5 March 11-1)": a date beside a room) is an aside, and the answer
        # is what stands outside it
        # (nor one that says what the answer is not: "6 yards, the dark brown (not 3 of the red)"; nor one that
        # works out the working after the answer's dash, "¥63,000 - 14名 at ¥4,500 (the ¥4,000 course + ¥500 for the
        # 2.5h extension)": a clause of the working, see InformationNeed.worked)
        if bare and any(c.isalnum() for c in bare) and (
                _aside_of_another(inner, bare) or _CONTRAST_PART.match(inner)
                or _value_kind(inner) != _value_kind(bare) or _works_the_working(text, gloss)):
            return [bare]
        halves = [a for a in (bare, inner) if a and a != text and any(c.isalnum() for c in a)]
        return halves or [text]
    return [text]


_BRACKETED = re.compile(r"\s*\(([^()]{1,80})\)")


def _works_the_working(text: str, bracket: re.Match) -> bool:
    """Is the bracket (group 1 of ``bracket``) in the working after the answer's dash, and does it work out a number
    of the working ("... 14名 at ¥4,500 (the ¥4,000 course + ¥500 ...)") or say where one comes from ("... 8 x R$ 139,90
    (o rodízio subiu pra R$ 139,90 dia 18/08)")? Not an aside ("(still room for 4)", "(he's picking it up sat)")."""
    dash = _WORKING_DASH.search(text, 0, bracket.start())
    if dash is None:
        return False
    terms = set(_NUMBER.findall(_plain_numbers(text[dash.end():bracket.start()])))
    return bool(terms & set(_NUMBER.findall(_plain_numbers(bracket.group(1))))) \
        or any(_computed_from(n, bracket.group(1)) for n in terms)


# a bracket that closes a label ("17 - 80 less the 52 sold (still room for 4)")
_CLOSING_BRACKET = re.compile(r"\s*\(([^()]*)\)\W*$")
# days in numbers alone, "3/14 and 3/17": the dates of the days an answer names
_NUMERIC_DAYS = re.compile(r"\d{1,2}/\d{1,2}(?:/\d{2,4})?(?:\s*(?:and|&|\+|,)\s*\d{1,2}/\d{1,2}(?:/\d{2,4})?)*")
# a field of a record, "name: value", one per line or semicolon
_FIELD = re.compile(r"(?:^|[;\n])\s*([^:;\n]{1,40}?):\s*([^;\n]+)")


_DAY_OR_MONTH_NAME = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun|january|february|march|"
    r"april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b"
    r"|\b(?-i:May)\b", re.I)
# a weekday with the day of the month it falls on ("Monday the 25th", "sat 4th"): a date without its month
_WEEKDAY_ORDINAL = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)\.?\s+(?:the\s+)?"
    r"\d{1,2}(?:st|nd|rd|th)\b", re.I)


def _aside_of_another(inner: str, bare: str) -> bool:
    """Does the bracket say something of someone else, referring back to the answer ("Amara took his Fridays"): it
    opens with a name the answer does not use and refers back? ("her flat in Vesterbro" glosses "Ingrid's")"""
    m = re.match(r"\s*([A-Z][a-z]+)\b", inner)
    return m is not None and m.group(1).lower() not in bare.lower() and not _DAY_OR_MONTH_NAME.fullmatch(m.group(1)) \
        and m.group(1).lower() not in ("the", "a", "an") and bool(_REFERS_BACK.search(inner))


def _value_kind(text: str) -> str:
    """What kind of value a short answer is: a date, another number, or words."""
    # (a weekday or month named beside other numbers, "55 a day, Monday to Friday", is an amount's period)
    if _answer_dates(text) or answer_duration(text) or _WEEKDAY_ORDINAL.search(text) or (
            _DAY_OR_MONTH_NAME.search(text) and not any(c.isdigit() for c in text)):
        return "date"
    # (a code's digits count nothing: "the Q5 kit", "spots P-14 and P-15", "sample S-0412" are names)
    return "number" if any(c.isdigit() for c in _CODE.sub(" ", text)) else "words"


# a code: capital letters with digits right after them, "Q5", "P-15", "S-0412", "WO-4471" (a name, not a number);
# not a currency's code before an amount ("RM150", "USD40")
_CODE = re.compile(r"\b(?!(?:RM|USD|EUR|GBP|INR|SGD|MYR|AUD|NZD|CAD|HKD|CHF|JPY)-?\d)[A-Z]{1,4}-?\d+[A-Z]?\b")


# words by which a bracket refers back to what stands outside it
_REFERS_BACK = re.compile(r"\b(?:he|she|him|his|her|hers|they|them|their|it|its|this|that|these|those|which|who|"
                          r"whose)\b", re.I)


def meaning_stems(text: str) -> frozenset:
    """Stemmed content words with number words as digits ("two" -> "2")."""
    if _is_buffer(text):  # its lines repeat across versions, each is read once
        found = _BUFFER_STEMS.get(text)
        if found is None:
            # a buffer that gained a line: the stems of its previous version and of the new line
            head, _, last = text.rpartition("\n")
            known = _BUFFER_STEMS.get(head)
            if known is not None:
                found = known | _meaning_stems(last)
            else:
                found = frozenset().union(*(_meaning_stems(line) for line in text.split("\n")))
            if len(_BUFFER_STEMS) >= _BUFFER_STEMS_MAX:
                _BUFFER_STEMS.clear()
            _BUFFER_STEMS[text] = found
        return found
    return _meaning_stems(text)


_BUFFER_STEMS: dict = {}  # long text -> its stems (only texts read line by line)
_DOZEN = frozenset({"dozen", "dz", "doz"})
_BUFFER_STEMS_MAX = 8_192  # long texts: bounded by count, as the lru caches are


@functools.lru_cache(maxsize=200_000)
def _meaning_stems(text: str) -> frozenset:
    out = set()
    if "one" in text:  # (the cheap test first)
        text = _NAMED_ONE.sub(r"\1", text)
    ws = words(_plain_numbers(text))
    for i, w in enumerate(ws):
        if w[:1].isdigit():
            w = _ORDINAL.sub("", w)  # "14th" -> "14"
        elif w == "one" and ((i and ws[i - 1] in _ONE_AS_PRONOUN_AFTER) or (i + 1 < len(ws) and ws[i + 1] == "of")):
            continue  # "another one", "the one", "one of them": a pronoun, not the number
        elif w in _DOZEN and i and ws[i - 1][:1].isdigit():
            out.add("dozen")  # "125 dozen", "475 dz": what is counted, not the number 12
            continue
        w = _NUMBER_WORDS.get(w) or _IRREGULAR.get(w, w)
        if w in STOPWORDS and w not in ("no", "not"):
            continue
        out.add(stem(w))
    # an acronym spelled like a small word ("my IT job", "the US") is a name, not that word
    if _ACRONYM.search(text) and sum(c.islower() for c in text) > sum(c.isupper() for c in text):
        out.update(m.group(0).lower() for m in _ACRONYM.finditer(text) if m.group(0).lower() in STOPWORDS)
    return frozenset(out)


# ------------------------------------------------------------------------------------------------ embedded model
class _Dense:
    """WordLlama sentence and word vectors (shipped in its wheel), cached; absent -> every similarity is 0."""

    CACHE_MAX = 200_000

    def __init__(self) -> None:
        self.ok: Optional[bool] = None
        self._np = None
        self._vectors: dict = {}

    def _ready(self) -> bool:
        if self.ok is None:
            try:
                import numpy as np

                from ..text.embeddings import embed_texts

                embed_texts(["probe"], method="wordllama")
                self._np, self.ok = np, True
            except Exception:  # the embeddings extra is optional: words then match by stem only
                self.ok = False
        return bool(self.ok)

    def vector(self, text: str):
        found = self._vectors.get(text)
        return found if found is not None else self.vectors((text,))[0]

    def vectors(self, texts) -> list:
        """The vectors of several texts, those not seen yet embedded in one batch (each row is the same as the text
        embedded alone: WordLlama pools each text's own tokens)."""
        cache = self._vectors
        missing = [t for t in dict.fromkeys(texts) if t not in cache]
        if missing:
            from ..text.embeddings import embed_texts

            if len(cache) + len(missing) > self.CACHE_MAX:
                cache.clear()
                missing = list(dict.fromkeys(texts))
            for text, row in zip(missing, embed_texts(missing, method="wordllama")):
                cache[text] = self._np.asarray(row, dtype=float)
        return [cache[t] for t in texts]

    def similarity(self, a: str, b: str) -> float:
        if not a or not b or len(b) > DENSE_MAX_CHARS or not self._ready():
            return 0.0  # a long text (a whole buffer) is judged by its words, not by one averaged vector
        return float(self.vector(a) @ self.vector(b))

    @functools.lru_cache(maxsize=400_000)
    def word_similarity(self, a: str, b: str) -> float:
        return self.similarity(a, b)


_DENSE = _Dense()


@functools.lru_cache(maxsize=50_000)
def _surface_words(text: str) -> tuple:
    """Content words of a text in surface form (for word vectors), stemmed form alongside."""
    if len(text) > 400 and "\n" in text:
        merged: dict = {}
        for line in text.split("\n"):
            for stem_, word in _line_surface_words(line):
                merged.setdefault(stem_, word)
        return tuple(merged.items())
    return _line_surface_words(text)


def _caps(text: str) -> frozenset:
    """Stems of the capitalised words of a text (names, as a list writes them), weekdays and months left out."""
    return frozenset(stem(w.lower()) for w in _CAPITALISED.findall(text)
                     if w.lower() not in MONTHS and w.lower() not in WEEKDAYS and w.lower() not in _DAY_ABBR)


@functools.lru_cache(maxsize=20_000)
def _name_stems(text: str) -> frozenset:
    """Stems of the words an answer uses as a name ("Iron Man", "a trip to Lisbon"): capitalised past its first
    word, or every word capitalised. A name is said in its own words: no other word is close to it in meaning."""
    tokens = re.findall(r"[A-Za-z][\w'-]*", text)
    if not tokens:
        return frozenset()
    every = len(tokens) >= 2 and all(tok[0].isupper() for tok in tokens)
    return frozenset(stem(tok.lower()) for i, tok in enumerate(tokens) if tok[0].isupper() and (i > 0 or every))


def _misspelled_in(name: str, stems: frozenset) -> bool:
    """Is a long name (six letters or more) in the text with one letter added, dropped or changed
    ("Xeonoblade" for "Xenoblade")?"""
    if len(name) < 6:
        return False
    return _misspelled_in_cached(name, stems)


@functools.lru_cache(maxsize=100_000)
def _misspelled_in_cached(name: str, stems: frozenset) -> bool:
    return any(abs(len(w) - len(name)) <= 1 and w[:1] == name[:1] and _one_edit(name, w) for w in stems)


def _one_edit(a: str, b: str) -> bool:
    if a == b:
        return True
    if len(a) > len(b):
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return a[i + 1:] == b[i + 1:]
    return a[i:] == b[i + 1:]


def _few_surface_words(text: str) -> Optional[tuple]:
    """:func:`_surface_words` of a text that has at most SOFT_MATCH_MAX_WORDS of them, None for one with more (read
    only until it has more). A buffer that gained a line extends what its previous version had."""
    found = _FEW_SURFACE.get(text, _UNSET)
    if found is not _UNSET:
        return found
    if len(text) <= 400 or "\n" not in text:
        found = _line_surface_words(text)
        found = found if len(found) <= SOFT_MATCH_MAX_WORDS else None
    else:
        head, _, last = text.rpartition("\n")
        known = _FEW_SURFACE.get(head, _UNSET)
        if known is None:  # the previous version had too many already
            found = None
        else:
            out: dict = dict(known) if known is not _UNSET else {}
            found = ()
            for line in (last,) if known is not _UNSET else text.split("\n"):
                for stem_, word in _line_surface_words(line):
                    out.setdefault(stem_, word)
                if len(out) > SOFT_MATCH_MAX_WORDS:
                    found = None
                    break
            if found is not None:
                found = tuple(out.items())
    if len(_FEW_SURFACE) >= 20_000:
        _FEW_SURFACE.clear()
    _FEW_SURFACE[text] = found
    return found


_FEW_SURFACE: dict = {}


@functools.lru_cache(maxsize=100_000)
def _line_surface_words(text: str) -> tuple:
    out = {}
    for w in words(text):
        if w in STOPWORDS or len(w) < 3 or w.isdigit():
            continue
        out.setdefault(stem(w), w)
    return tuple(out.items())


# ------------------------------------------------------------------------------------------------ parts
@dataclass(frozen=True)
class AnswerPart:
    text: str
    stems: frozenset
    dates: tuple
    verdict: bool  # names no content, only yes/no/likely
    duration: Optional[float] = None  # days, for "six months"

    @property
    def kind(self) -> str:
        return "date" if self.dates else "duration" if self.duration else "verdict" if self.verdict else "words"


_HOW_MUCH = re.compile(r"^\W*(?:\[[^\]]*\]\s*)?how much\b", re.I)
_SPLIT_COUNT = re.compile(r"\b(\d{1,2})\s*(?:ways|people|persons|heads|of us|of them|flatmates|housemates)\b|"
                          r"\b(?:between|among|amongst)\s+(\d{1,2})\b", re.I)
_FRACTION = re.compile(r"\b(half|a third|a quarter)\s+(?:that|of that|the|of the|price|rate)\b", re.I)
_FRACTIONS = {"half": 2, "a third": 3, "a quarter": 4}
_SHARE = re.compile(r"\b(?:each|a head|per head|per person|a person|apiece|a share|per share)\b", re.I)
_TOTAL_LENGTH = re.compile(r"\b(?:all in|in total|altogether|all told|total)\b", re.I)
# (either end may be half past, as British notes write it: "7 till half 9", "half 6-8")
_BARE_HOURS_RANGE = re.compile(r"(?<![\d.:/£$])(?:\b(half)\s+)?\b(\d{1,2})\s*(?:-|\u2013|till|til|until|to)\s*(?:(half)\s+)?"
                               r"(\d{1,2})\b(?![.:/]\d)"
                               r"(?!\s*(?:%|people|kids|children|adults|of|x|years?|yrs?|days?|weeks?|wks?|months?|"
                               r"points?|goals?|[a-z]*s\b))")
# a range of clock times, one end dotted at least ("8.00-8.45", "8.25 to 8.45", "11-12.30"): not money
# ("£8.00-£8.45") nor a measure, nor one with its meridiem ("7.15 to 9.30 pm", read as clock times)
_DOTTED_RANGE = re.compile(r"(?<![\w£$€.])(\d{1,2})(?:\.(\d{2}))?\s*(?:-|\u2013|\u2014|to|till|until)\s*(\d{1,2})"
                           r"(?:\.(\d{2}))?\b"
                           r"(?!\.\d)(?!\s*(?:[ap]\.?m\b|%|kg|km|kms|mi|miles?|m|cm|mm|hours?|hrs?|mins?|minutes?|l|"
                           r"litres?|liters?|lbs?|ft|feet|inch(?:es)?|x)\b)", re.I)
_LIKENESS_TAIL = re.compile(r"(?<=\S),\s*(?:just\s+)?(?:like|same as|as per|as usual|as always|as ever|as before)\b"
                            r"[^,;()]{0,40}$", re.I)
_CONTRAST_TAIL = re.compile(r"(?<=\S),\s*(?:but\s+)?(?:not|rather than|instead of)\s+"
                            r"(?:the|a|an|his|her|their|our|my|your)\s+[^,;.()]{1,40}$", re.I)
_CONTRAST_PART = re.compile(r"^\s*(?:but\s+|and\s+)?(?:not|rather than|instead of)\b", re.I)
# who they are, after a person's name and a comma: a gloss, no item ("Big Dave, he always chalks our home games")
_GLOSS_PART = re.compile(r"^\s*(?:he|she|they|it|that|who|which)(?:'s|'re|\s+(?:is|are|was|were|always|usually|"
                         r"does|do|did|has|had|will|would|can|could))\b", re.I)
# (or by its count and what they are: "three bits - the big arch, the ten jam-jar centres, and fresh flowers")
_LIST_COUNT = re.compile(r"^\s*(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)(?:\s+of\s+them|\s+[a-z'-]+)?\s*"
                         r"(?::|\s[-\u2013\u2014])\s+", re.I)
_COUNT_WORDS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten".split())}


def _parts_of(answer: str) -> list[AnswerPart]:
    answer = _plain_numbers(answer)
    days = answer_duration(answer)
    if days:
        return [AnswerPart(answer, meaning_stems(answer), (), False, days)]
    head, _, rationale = answer.partition(";")
    if not rationale:  # "No, he has goals in the U.S.": a verdict, then why
        first, _, rest = answer.partition(",")
        if rest and meaning_stems(first) and meaning_stems(first) <= _VERDICT_WORDS:
            head, rationale = first, rest
    head_stems = meaning_stems(head)
    if head_stems and head_stems <= _VERDICT_WORDS and rationale:
        # "No; she's adopting": the verdict is inferred, the rationale is content the supporting text holds (a date
        # in it, "No, not until after the MRI on 22 May", is part of the reason, not the answer)
        rest = [p for p in _split(rationale) if p.stems and not p.stems <= _VERDICT_WORDS]
        return [AnswerPart(answer, head_stems, (), True)] + ([_merge(rest)] if rest else [])
    whole_dates = tuple(_answer_dates(answer))
    if len(whole_dates) > 1:
        # two dated events in an order ("the review (27 January) came before the kickoff (9 February)"): each event
        # with its date is a part, both needed
        pieces = [x.strip(" ,.;") for x in _ORDER_JOIN.split(answer) if x.strip(" ,.;")]
        dated = [(x, tuple(_answer_dates(x))) for x in pieces]
        if len(dated) > 1 and all(len(d) == 1 for _, d in dated):
            return [AnswerPart(x, meaning_stems(x), d, False) for x, d in dated]
    if whole_dates:
        return [AnswerPart(answer, meaning_stems(answer), whole_dates, False)]
    if head_stems and head_stems <= _VERDICT_WORDS:
        return [AnswerPart(answer, head_stems, (), True)]
    parts = _split(answer)
    # (a day and a time, "Saturday, half nine", "Friday 14th, 10am", say one when, not a list of two)
    if len(parts) > 1 and all(_only_when(p.text) for p in parts) and any(times_of_day(p.text) for p in parts):
        return [AnswerPart(answer, meaning_stems(answer), whole_dates, False)]
    # what the answer is not ("The school's 3G (Witchford VC), not the rec"): a contrast, no item of it
    if len(parts) > 1:
        # (a person's name, then who they are: "Big Dave, he always chalks our home games" is one value, read whole)
        if len(parts) == 2 and re.fullmatch(r"(?:[A-Z][\w'-]*\s*){1,3}", parts[0].text.strip()) \
                and _GLOSS_PART.match(parts[1].text):
            return [AnswerPart(answer, meaning_stems(answer), (), False)]
        kept = [p for p in parts if not _CONTRAST_PART.match(p.text)]
        if kept and len(kept) < len(parts):
            parts = kept
            if len(parts) == 1:
                return [AnswerPart(parts[0].text, parts[0].stems, (), not parts[0].stems
                                   or parts[0].stems <= _VERDICT_WORDS)]
    # a list led by its count ("3: celadon (Tues class), the Amaco blue, satin white"): the count heads no item
    counted = _LIST_COUNT.match(answer)
    if counted and len(parts) > 1:
        items = _split(answer[counted.end():])
        count = counted.group(1).lower()
        if len(items) == (int(count) if count.isdigit() else _COUNT_WORDS[count]):
            return items
    if len(parts) <= 1:
        stems = meaning_stems(answer)
        return [AnswerPart(answer, stems, (), not stems or stems <= _VERDICT_WORDS)]
    return parts


# a year used as a noun's modifier ("the 2019 Vietti Barolo", "my 2015 Honda"): what the answer names, not when
_ATTRIBUTIVE_YEAR = re.compile(r"\b((?:the|a|an|my|his|her|their|our|your)\s+)((?:19|20)\d{2})(\s+)(?=[a-z])"
                               r"(?!(?:season|summer|winter|spring|autumn|fall|term|semester|edition|year|holiday|holidays|"
                               r"election|olympics|championship|tournament|cup)\b)", re.I)


def _answer_dates(answer: str) -> list:
    """The dates an answer names, a year that modifies a noun ("a case of the 2019 Barolo") left out: the answer
    is about the thing, and the year is one of its words."""
    if _ATTRIBUTIVE_YEAR.search(answer):
        answer = _ATTRIBUTIVE_YEAR.sub(lambda m: f"{m.group(1)}vintage{m.group(3)}", answer)
    return answer_dates(answer)


# an answer that dates something only relative to when it was said ("about a year ago", "last month", "yesterday")
_RELATIVE_ANSWER = re.compile(r"\b(?:ago|yesterday|last|past|previous)\b", re.I)


def _relative_to(answer: str, asked: Optional[date]) -> list[AnswerPart]:
    """An answer relative to the day the question was asked, as the dates it names on that day (none: not one)."""
    if asked is None or not _RELATIVE_ANSWER.search(answer) or _answer_dates(answer):
        return []
    dates = tuple(dict.fromkeys(relative_dates(answer.lower(), asked)))
    if not dates:
        return []
    return [AnswerPart(answer, meaning_stems(answer), dates, False)]


_WHEN_WORDS = frozenset(meaning_stems("half past quarter to o'clock am pm noon midnight morning afternoon evening "
                                      "night today tomorrow tonight this next at on the of between and till until") |
                        {d[:3] for d in WEEKDAYS} | {d[:4] for d in WEEKDAYS} | {"thur", "thurs", "tues", "weds"})


def _only_when(text: str) -> bool:
    """Does the text say only when: a day (weekday, day of the month, month) or a time of day, nothing else?"""
    stems = meaning_stems(text)
    return bool(stems) and all(x[:1].isdigit() or x in MONTHS or x in WEEKDAYS or x in _WHEN_WORDS for x in stems)


def _split(text: str) -> list[AnswerPart]:
    # a list's items are separated by commas or semicolons; "and"/"or" separate items only in a list without them
    # ("mentoring and training, workshops and classes" has two items)
    # (a list carried on after a dash, "pins, interfacing - plus your own rotary cutter and mat", goes on as after a
    # comma; a bracketed aside, "interfacing (or £2 for Linda's)", is no words of the item's length)
    text = _DASH_PLUS.sub(", plus ", text)
    separator = _ITEM_SPLIT if re.search(r"[,;&]|(?<!\d)/|/(?!\d)", text) else _PART_SPLIT
    if separator is _PART_SPLIT and _SENTENCE_OPENING.match(text):
        whole = text.strip(" .\"'")
        stems = meaning_stems(whole)
        return [AnswerPart(whole, stems, tuple(_answer_dates(whole)), stems <= _VERDICT_WORDS)] if stems else []
    chunks = [re.sub(r"^(?:and|or)\s+", "", c.strip()) for c in separator.split(text) if c.strip(" .\"'")]
    if separator is _ITEM_SPLIT and len(chunks) >= 2 and _PLUS_ITEMS.match(chunks[-1]) \
            and not any(_AND_OR.search(c) for c in chunks[:-1]):
        # "A, plus B and C": the last chunk, after its "plus", holds the list's last two items
        last = _AND_OR.split(_PLUS_ITEMS.sub("", chunks[-1]), maxsplit=1)
        if len(last) == 2 and all(x.strip(" .\"'") for x in last):
            chunks = chunks[:-1] + [x.strip() for x in last]
    limit = _LIST_ITEM_WORDS if separator is _PART_SPLIT else 2 * _LIST_ITEM_WORDS - 4
    if separator is _ITEM_SPLIT and len(chunks) >= 3 and not any(_AND_OR.search(c) for c in chunks[:-1]) \
            and all(len(words(_ASIDE.sub(" ", c))) <= limit for c in chunks[:-1]):
        # (a list of three or more whose last chunk is long only for the two items its "and" joins: "gumshield, the
        # blue club training top, moulded-stud boots and a water bottle with his name on")
        last = _AND_OR.split(chunks[-1], maxsplit=1)
        # (not a clause of its own after the "and": "..., and college and he was with his team for 4 years")
        if len(last) == 2 and all(x.strip(" .\"'") and len(words(_ASIDE.sub(" ", x))) <= limit
                                  and not _SENTENCE_OPENING.match(x) for x in last):
            chunks = chunks[:-1] + [x.strip() for x in last]
    if any(len(words(_ASIDE.sub(" ", c))) > limit for c in chunks):
        chunks = [c for c in re.split(r"\s*;\s*", text) if c.strip(" .\"'")]  # a sentence: split on ";" only
    elif separator is _ITEM_SPLIT and len(chunks) >= 2 and not any(_AND_OR.search(c) for c in chunks[:-1]):
        # "A, B and C": the last "and" of a list whose other items have none joins its last two items
        last = _AND_OR.split(chunks[-1], maxsplit=1)
        if len(last) == 2 and all(x.strip(" .\"'") for x in last):
            chunks = chunks[:-1] + [x.strip() for x in last]
    out = []
    for chunk in chunks:
        chunk = _PLUS_ITEMS.sub("", chunk.strip(" .\"'"))
        # (an item of a list with its role after "as": "Faure's Requiem as the main work" is the Requiem)
        if len(chunks) > 1:
            chunk = _ITEM_ROLE.sub("", chunk) if meaning_stems(_ITEM_ROLE.sub("", chunk)) else chunk
        stems = meaning_stems(chunk)
        if stems:
            out.append(AnswerPart(chunk, stems, tuple(_answer_dates(chunk)), stems <= _VERDICT_WORDS))
    # parts of one or two letters ("a, b") are not parts of a list: keep the answer whole
    return out


# the spaced dash between an answer and its working ("906 kWh - 46,118 now less the actual 45,212"), and what separates
# the working's clauses: commas and semicolons, brackets, and the words that join the amounts of a sum or difference
_WORKING_DASH = re.compile(r"\s+[-\u2013\u2014]\s+")
# the word between the two ends of a range of times ("10 till 1.30pm", "8.45 to about 6", "9-1")
_TIME_RANGE_WORD = re.compile(r"\s*(?:-|\u2013|\btill\b|\btil\b|\buntil\b|\bto\b)\s*(?:about\s+|around\s+)?", re.I)
_RANGE_END_TIME = re.compile(r"(?:half\s+)?\d{1,2}(?:[.:]\d{2})?(?:\s*[ap]\.?m\b\.?)?", re.I)
_WORKING_CLAUSE = re.compile(r"\s*;\s*|,\s+|\s*[()]\s*|\s+(?:less|minus|plus|take away|on top of|as well as|\+)\s+"
                             # (an "and" before the next amount: "£45 for the harness hire and the £40 donation")
                             r"|\s+and\s+(?=(?:the\s+|a\s+|an\s+)?[£$€]\d)", re.I)
_NUMBER = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])")
# an amount leading a label, then what follows it (after a colon or a comma, or going on in words)
_WORKED_HEAD = re.compile(r"^\s*((?:[£$€]|gbp\s*)?\d[\d,]*(?:\.\d+)?(?:\s*(?:[a-z]+))?)"
                          r"\s*(?::\s+|,\s+|\s+(?=\w))(.+)$", re.I | re.S)
_BRACKET_WORKING = re.compile(r"^\s*([^()]+?)\s*\(([^()]+)\)\s*\.?\s*$")


def _states_values(part: AnswerPart, t: "_Text") -> bool:
    """Does the text state every value a clause names (numbers other than its date's and its clock time's, which it
    must say too) and half of its other words? At least one number or time: a clause of words alone is no value to
    find."""
    rest = part.text
    for phrase in date_phrases(part.text):
        rest = re.sub(re.escape(phrase), " ", rest, flags=re.I)
    # (a clock time by the time it names: "around 7.45 in the evening" by "ETA quarter to 8ish")
    times = times_of_day(rest)
    if times:
        if not times & times_of_day(t.text):
            return False
        rest = without_times(rest)
    numbers = {s for s in meaning_stems(rest) if s[:1].isdigit()}
    if not (numbers or times) or not numbers <= t.stems:
        return False
    if part.dates and not any(_says_date(a, b) for a in part.dates for b in t.dates + ([t.said] if t.said else [])) \
            and not _says_day_without_year(part, t.text):
        return False
    others = {s for s in meaning_stems(rest) if not s[:1].isdigit() and s not in MONTHS and s not in WEEKDAYS
              and s not in _ABOUT_WORDS}
    hits = {s for s in others if s in t.stems or any(_one_word_form(s, w) for w in t.stems)}
    return 2 * len(hits) >= len(others)


def _one_word_form(a: str, b: str) -> bool:
    """Are two stems forms of one word, one starting the other ("read" and "reading")? Four letters or more."""
    return len(a) >= 4 and len(b) >= 4 and (a.startswith(b) or b.startswith(a))


_ABOUT_WORDS = frozenset({"around", "roughly", "approx", "approximately", "ish", "nearly", "almost", "just"})
_YEARLESS_DAY = re.compile(r"(?<![\d/.])(\d{1,2})/(\d{1,2})(?![\d/])")


def _says_day_without_year(part: AnswerPart, text: str) -> bool:
    """Does the text write one of the part's days in numbers without a year ("in by BACS 3/3" for "3 March"), day
    first (month first only where day first is no date)? Such a day is read as a date only against a stamp."""
    days = {(a.day, a.month) for a, b in part.dates if a == b}
    if not days:
        return False
    for m in _YEARLESS_DAY.finditer(text):
        a, b = int(m.group(1)), int(m.group(2))
        day_month = (a, b) if 1 <= b <= 12 else (b, a)
        if day_month in days:
            return True
    return False


COMPUTED_TERMS = 8  # numbers of a label's working tried as the terms of its arithmetic
_SMALL_NUMBER_WORD = re.compile(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b", re.I)


def _computed_from(head: str, working: str, question: str = "") -> bool:
    """Is the answer's number the sum or difference of two to four of the working's numbers (1,250 = 1,650 - 400;
    13 = 48 - 23 - 12), the sum of five or six of them, or a count of two to twelve times a rate, alone or with
    another amount added or taken off (351 = 285 + 3 x 22)? Or a count of two to twelve the question gives times a
    rate the working gives ("how much for the 4 of us?", "£14 - it's £3.50 each")? It is then the labeller's
    arithmetic, said by no text."""
    wanted = {float(n) for n in _NUMBER.findall(_plain_numbers(head))}
    # (a small count in words is a number here: "the three sets of linen at £22")
    working = _SMALL_NUMBER_WORD.sub(lambda m: _NUMBER_WORDS[m.group(0).lower()], _plain_numbers(working))
    given = sorted({float(n) for n in _NUMBER.findall(working)} - wanted)[:COMPUTED_TERMS]
    if len(wanted) != 1 or not given:
        return False
    target = next(iter(wanted))
    if question:
        asked = _SMALL_NUMBER_WORD.sub(lambda m: _NUMBER_WORDS[m.group(0).lower()], _plain_numbers(question))
        counts = {float(n) for n in _NUMBER.findall(asked) if n.isdigit() and 2 <= int(n) <= 12}
        if any(abs(count * rate - target) < 0.005 for count in counts for rate in given):
            return True
        # (or what a goal or a whole the question states leaves after a number the working gives: "how many more
        # dozen to hit 600?", "125 dozen - the count after Wed night was 475")
        wholes = {float(n) for n in _NUMBER.findall(asked)} - wanted
        if any(abs(whole - part - target) < 0.005 for whole in wholes for part in given if part < whole):
            return True
    if len(given) < 2:
        return False
    # (the largest term first, each other added or taken off)
    for size in range(2, min(4, len(given)) + 1):
        for terms in itertools.combinations(given, size):
            first, rest = terms[-1], terms[:-1]
            for signs in itertools.product((1, -1), repeat=len(rest)):
                if abs(first + sum(sg * t for sg, t in zip(signs, rest)) - target) < 0.005:
                    return True
    # (or a running total of five or six of them, every one added: "£121.10 - 6.50 + 22 + 38.60 + the £9 glitter +
    # 45"; only sums, which a list of costs makes, so that more terms do not make any number reachable)
    for size in range(5, min(6, len(given)) + 1):
        if any(abs(sum(terms) - target) < 0.005 for terms in itertools.combinations(given, size)):
            return True
    # (or a count times a rate, with another amount added or taken off: "£351 with the three sets of linen at £22 on
    # top of the £285")
    for i, count in enumerate(given):
        if count != int(count) or not 2 <= count <= 12:
            continue
        for j, rate in enumerate(given):
            if j == i:
                continue
            product = count * rate
            if abs(product - target) < 0.005 or any(abs(product + sg * other - target) < 0.005
                                                     for k, other in enumerate(given) if k not in (i, j)
                                                     for sg in (1, -1)):
                return True
    # (or whole counts times rates as an invoice works them, the working's numbers taken as written, a number
    # written twice counted twice: "£28 - 7 sessions x £2 a child x 2" (7 x 2 x 2), "£58.80 - 18 sourdough at £2.60
    # plus 6 bloomers at £2" (18 x 2.60 + 6 x 2))
    return _invoiced(target, [float(n) for n in _NUMBER.findall(working)][:COMPUTED_TERMS])


def _invoiced(target: float, numbers: list) -> bool:
    """Is ``target`` a product of a whole count (2-100) and one or two other numbers, the sum of two such count x
    rate products, or the sum of two counts times a rate, each number used once?"""
    counts = [i for i, n in enumerate(numbers) if n == int(n) and 2 <= n <= 100]
    for i in counts:
        for j, rate in enumerate(numbers):
            if j == i:
                continue
            product = numbers[i] * rate
            if abs(product - target) < 0.005:
                return True
            for k, third in enumerate(numbers):
                if k in (i, j):
                    continue
                if k > j and abs(product * third - target) < 0.005:
                    return True
                if k in counts:
                    for m, rate2 in enumerate(numbers):
                        if m not in (i, j, k) and abs(product + third * rate2 - target) < 0.005:
                            return True
                # (two counts added, then times a rate: "(60 for the Kita + 35 Seniorenheim) x 65 g")
                if k in counts and k != j and abs((numbers[i] + third) * rate - target) < 0.005:
                    return True
    return False


def _merge(parts: list[AnswerPart]) -> AnswerPart:
    stems = frozenset().union(*(p.stems for p in parts))
    return AnswerPart("; ".join(p.text for p in parts), stems, (), False)


# ------------------------------------------------------------------------------------------------ texts
_TEXT_KEYS = ("text", "content", "message", "memory", "fact", "data", "page_content", "document", "value")
_DATE_KEYS = ("date", "time", "timestamp", "created_at", "session_date", "said_at")
_WHO_KEYS = ("speaker", "author", "sender", "user", "name", "role")


@functools.lru_cache(maxsize=50_000)
def record_body(text: str) -> str:
    """The text field of a record stored as JSON ('{"id": ..., "memory": "..."}'); other texts as they are."""
    record = _json_record(text)
    body = next((record[k] for k in _TEXT_KEYS if isinstance(record.get(k), str) and record[k].strip()), None) \
        if record else None
    return text if body is None else body


def _json_record(text: str) -> Optional[dict]:
    if text.lstrip()[:1] != "{":
        return None
    try:
        import json

        record = json.loads(text)
    except ValueError:
        return None
    return record if isinstance(record, dict) else None


@functools.lru_cache(maxsize=50_000)
def record_text(text: str) -> str:
    """A record an app stored as JSON (a vector-store payload, a store item) is judged by its text field, said
    when its date field says and by whom its speaker field names: '{"date": "13 June 2022", "speaker": "John",
    "text": "I'm starting next month."}' reads as "[13 June 2022] John: I'm starting next month." Other texts
    are returned as they are."""
    record = _json_record(text)
    if record is None:
        return text
    body = next((record[k] for k in _TEXT_KEYS if isinstance(record.get(k), str) and record[k].strip()), None)
    if body is None:
        return text
    if body.lstrip().startswith("["):
        return body  # it carries its own time stamp
    when = next((str(record[k]) for k in _DATE_KEYS if isinstance(record.get(k), (str, int, float))), None)
    who = None if opens_with_speaker(body) else \
        next((record[k] for k in _WHO_KEYS if isinstance(record.get(k), str) and record[k].strip()), None)
    return (f"[{when}] " if when else "") + (f"{who}: " if who else "") + body


_UNSET = object()


class _Text:
    """A text as a need reads it: its stems, and — parsed when first asked for, since most needs never ask — the
    dates it names (explicitly or relative to when it was said), the day it was said and its surface words."""

    __slots__ = ("text", "stems", "_dates", "_surface", "_said", "_timestamp", "_few", "soft")

    def __init__(self, text: str, stems: frozenset, dates: Optional[list] = None, surface: Optional[tuple] = None,
                 said: Optional[Interval] = None, timestamp: Any = _UNSET):
        self.text = text
        self.stems = stems
        self._dates = dates
        self._surface = surface
        self._timestamp = timestamp  # _UNSET: everything given
        self._said = said if timestamp is _UNSET else _UNSET
        self._few = _UNSET  # its surface words for soft matching (None: too many)
        # answer word -> does a word of this text match it softly (_soft_match), filled as asked
        self.soft: dict = {}

    @property
    def dates(self) -> list:
        if self._dates is None:
            self._dates = dates_said_on(self.text, said_on(self.text, self._timestamp), include_said=False)
        return self._dates

    @property
    def said(self) -> Optional[Interval]:
        """The day it was said."""
        if self._said is _UNSET:
            day = said_on(self.text, self._timestamp)
            self._said = (day, day) if day else None
        return self._said

    @property
    def surface(self) -> tuple:
        if self._surface is None:
            self._surface = _surface_words(self.text)
        return self._surface

    def soft_match(self, word: str) -> bool:
        found = self.soft.get(word)
        if found is None:
            # a text with more words than soft matching reads is not read whole for it
            surface = self._surface
            if surface is None:
                surface = self._few
                if surface is _UNSET:
                    surface = self._few = _few_surface_words(self.text)
            found = self.soft[word] = bool(surface) and _soft_match(word, surface)
        return found

    @classmethod
    def of(cls, text: str, timestamp: Any) -> "_Text":
        # only the day a text was said matters: texts said at different times of one day share their parse
        if isinstance(timestamp, datetime):
            timestamp = timestamp.date().isoformat()
        elif isinstance(timestamp, date):
            timestamp = timestamp.isoformat()
        return _text_of(text, timestamp if isinstance(timestamp, (str, int, float, type(None))) else str(timestamp))

    @classmethod
    def _make(cls, text: str, timestamp: Any) -> "_Text":
        text = record_text(text)
        return cls(text, meaning_stems(text), timestamp=timestamp)


_CAPITALISED_RUN = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)+\b")


@functools.lru_cache(maxsize=20_000)
def _initialisms(text: str) -> frozenset:
    """The stems of a label's words written as capital initials ("vc" of "Witchford VC")."""
    return frozenset(w.lower() for w in re.findall(r"\b[A-Z]{2,4}\b", text))


@functools.lru_cache(maxsize=20_000)
def _initials(text: str) -> frozenset:
    """The initials of every run of two to four capitalised words a text writes ("vc" and "wvc" of "Witchford
    Village College"), so a label's "Witchford VC" is found in it."""
    out = set()
    for run in _CAPITALISED_RUN.findall(text):
        letters = [w[0].lower() for w in run.split()]
        for size in range(2, 5):
            out.update("".join(letters[i:i + size]) for i in range(len(letters) - size + 1))
    return frozenset(out)


@functools.lru_cache(maxsize=50_000)
def _text_of(text: str, timestamp: Any) -> _Text:
    """Read once per (text, time said) (cases over one graph share their texts)."""
    return _Text._make(text, timestamp)


@dataclass
class InformationNeed:
    question: Optional[str] = None
    expected: Any = None
    feedback: Optional[str] = None
    answer_sets: list[frozenset] = field(default_factory=list)
    question_set: frozenset = frozenset()
    mode: str = "none"  # answer | feedback | question | none
    # every part of a list answer must be carried (the engine: an answer that lacks one item failed); the default
    # also accepts most items of a list of three or more in a text about the question, as human labels are written
    whole: bool = False
    alternatives: list[list[AnswerPart]] = field(default_factory=list)  # one part list per accepted answer
    verbatim: list[tuple] = field(default_factory=list)  # (" normalised answer ", its stems) found whole in a text
    # when the question was asked (ISO string, LoCoMo date string, datetime): an answer relative to it ("about a
    # year ago", "last month") names the dates it means then, and texts are judged against those dates
    asked_at: Any = None
    # the need is what an answer claims (to find what it restated), not a label: it may open in any words
    claim: bool = False
    # the label's number is worked out from the amounts after its dash (set from ``expected``)
    computed: bool = field(default=False, init=False)
    # (part, id(text)) -> (text, carried): a text asked about again as a case follows its evidence is judged once
    _part_memo: dict = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # (who asks is no topic: "Priya (new, sop 2): what time is the dress rehearsal?")
        self.question_set = meaning_stems(without_label(self.question or ""))
        # a date in the question ("in July 2023", "on 16 November 2023") says when, not what: its words are no topic
        # words; a text that reports something then, or was said then, meets it instead (day or month sized only)
        phrases = date_phrases(self.question or "")
        when = frozenset().union(*(meaning_stems(p) for p in phrases)) if phrases else frozenset()
        self.scope = [iv for iv in answer_dates(self.question or "") if date_span_days(iv) <= SCOPE_MAX_DAYS] \
            if phrases else []
        # "how long (ago)" asks for a span or a time: its words say what kind of answer, not what it is about
        asks = _HOW_LONG_WORDS if _HOW_LONG.search(self.question or "") else frozenset()
        # ... and "what date / which day ...?" names the kind of answer, not what it is about
        asks |= frozenset(stem(m.lower()) for m in _ANSWER_KIND.findall(self.question or ""))
        self.topic_set = frozenset(s for s in self.question_set
                                   if s not in _GENERIC and s not in _VERDICT_WORDS and s not in when
                                   and s not in asks and s not in _ASKED_DAY_WORDS)
        # names (capitalised past the first word) are weak topic words: texts addressed to that person have them
        # (not an abbreviation in capitals: "the club AGM", "the car's MOT" name a thing)
        # (nor a weekday or a month: "on Friday" says when)
        names = {stem(w.lower()) for w in re.findall(r"(?<=\s)([A-Z][a-zA-Z]+)", self.question or "")
                 if not w.isupper() and w.lower() not in MONTHS and w.lower() not in WEEKDAYS}
        self.name_set = frozenset(s for s in self.topic_set if s in names)
        # the names the label writes capitalised past its first word ("Maresfield" of "Fletching, Maresfield and
        # Chailey"), a weekday or a month aside
        self.label_name_set = frozenset(
            s for s in _name_stems(self.expected) if s not in MONTHS and s not in WEEKDAYS) \
            if isinstance(self.expected, str) else frozenset()
        # (the topic words of the question itself, up to its last question mark)
        proper = (self.question or "").rstrip(" ?!.")
        proper = proper[:proper.rindex("?")] if "?" in proper else proper
        self.asked_set = self.topic_set & meaning_stems(without_label(proper))
        # what a "how many" / "how much" question counts or measures ("how many layouts have we got this year? the
        # printers want the number"): its first topic word after those words
        counted = _COUNTED.match(self.question or "")
        self.counted = next((w for w in (stem(x.lower()) for x in re.findall(r"[A-Za-z]+", counted.group(1)))
                             if w in self.topic_set and w not in self.name_set), None) if counted else None
        # whom the question is about: its first name ("When did Nate get ...")
        first = next((stem(w.lower()) for w in re.findall(r"(?<=\s)([A-Z][a-zA-Z]+)", self.question or "")
                      if stem(w.lower()) in self.name_set), None)
        self.subject = first or ""
        asked = parse_timestamp(self.asked_at) if self.asked_at is not None else None
        # (an answer relative to when it was asked is also read as it is: a replayed conversation's "ten years ago"
        # is relative to when its people spoke, not to when the replay asked)
        self.alternatives = [p for a in _answers(self.expected) for p in (_parts_of(a), _relative_to(a, asked)) if p]
        # "how many ...": a count the texts may hold one instance each of ("won my first ... another ... a third")
        self.counting = bool(_COUNT_QUESTION.match(self.question or ""))
        # "who ...?": the answer is a person
        self.asks_who = bool(_WHO_QUESTION.match(self.question or ""))
        # "how many ... combined / in total / altogether?": the answer may be a sum no text states
        self.asks_total = bool(_TOTAL_QUESTION.search(self.question or ""))
        self.asks_clock = bool(_ASKS_CLOCK.search(self.question or ""))
        # "which came first, A or B?": the answer is one of the choices, carried only by a text that dates it
        self.orders_choices = bool(_ORDER_WORDS.search(self.question or "")) and " or " in (self.question or "")
        # "would she likely ...": the answer is inferred from what the texts say about its subject
        self.inferential = bool(_INFERENCE_QUESTION.search(self.question or ""))
        # (a number the label works out from the amounts after its dash: "£116 - £60 subs, £32 kit and the £24 club
        # trackie she added")
        self.computed = isinstance(self.expected, str) and bool(dash := _WORKING_DASH.search(self.expected)) \
            and _computed_from(self.expected[:dash.start()], self.expected[dash.end():], self.question or "")
        # an answer of two or more content words the question does not say, found word for word in a text
        # ("Edinburgh, Scotland"), is carried there whatever else the text is about
        self.verbatim = [(f" {_norm(a)} ", stems) for a in _answers(self.expected)
                         if len(stems := meaning_stems(a)) >= 2 and len(stems - _VERDICT_WORDS - self.question_set) >= 2]
        self.answer_sets = [frozenset().union(*(part.stems for part in parts)) for parts in self.alternatives]
        self.answer_sets = [s for s in self.answer_sets if s]
        if self.alternatives:
            self.mode = "answer"
            return
        if self.feedback:
            hint = meaning_stems(self.feedback) - self.question_set - _FEEDBACK_NOISE
            if hint:
                self.answer_sets = [frozenset(hint)]
                self.alternatives = [[AnswerPart(self.feedback, frozenset(hint), (), False)]]
                self.mode = "feedback"
                return
        self.mode = "question" if len(self.question_set) >= 2 else "none"

    # ---------------------------------------------------------------------------------------------- public
    @property
    def query(self) -> str:
        parts = [self.question or ""] + _answers(self.expected)
        if self.mode == "feedback":
            parts.append(self.feedback or "")
        return "\n".join(p for p in parts if p)

    @property
    def parts(self) -> list[AnswerPart]:
        """The parts of the first accepted answer (what the engine follows one by one)."""
        return list(self.alternatives[0]) if self.alternatives else []

    def answer_score(self, text: Optional[str], timestamp: Any = None) -> float:
        """Share of the answer's parts this text carries (0..1), best accepted answer."""
        if not text or not self.alternatives:
            return 0.0
        t = _Text.of(text, timestamp)
        return max(sum(self._part_in(p, t) for p in parts) / len(parts) for parts in self.alternatives)

    def question_score(self, text: Optional[str]) -> float:
        if not text or not self.question_set:
            return 0.0
        return len(self.question_set & meaning_stems(text)) / len(self.question_set)

    def carried_by(self, text: Optional[str], timestamp: Any = None) -> bool:
        """Does this one content hold the needed information (every part of some accepted answer)?"""
        if not text:
            return False
        if self.alternatives:
            text = self._without_asking_turn(text)
            if not text:
                return False
            t = _Text.of(text, timestamp)
            return any(self._enough([self._part_in(p, t) for p in parts], [t]) and not self._picked_from(parts, t)
                       and not self._in_another_field(parts, t)
                       for parts in self.alternatives) or self._supports_inference(t)
        if self.mode == "question":
            return self.question_score(text) >= 0.5 and len(self.question_set & meaning_stems(text)) >= 2
        return False

    def _without_asking_turn(self, text: str) -> str:
        """The text less the lines that are the question itself, as a chat history or a prompt quotes the turn that
        asks it ("human: [9:05 am on 3 May, 2024] so when's the kiln firing? ... this weekend"): the question says
        nothing of its answer, though its words ("this weekend") may look like it."""
        asked = self._asking_turn
        if asked is None or asked[0] not in text:
            return text
        return _without_lines_saying(text, asked[1])

    @functools.cached_property
    def _asking_turn(self) -> Optional[tuple]:
        """(the start of the question as a text quotes it, its words), or None when it is too short to tell apart or
        the answer is a bare yes or no, which the engine weighs against texts that state what is asked, the
        question's own words among them (see the verdict rules)."""
        asked = without_label(self.question or "").strip()
        if len(asked) < 12 or any(p.verdict for ps in self.alternatives for p in ps):
            return None
        return asked[:40], asking_turn_words(self.question or "")

    @property
    def value_answer_stems(self) -> frozenset:
        """For an answer that is a value and nothing else ("3 years", "12"), its stems, which a restatement must keep
        as they are; empty for any other answer (one with other words, or a date, whose words vary with how it is
        written: "yesterday" said on the day)."""
        if not self.alternatives or any(p.kind == "date" for parts in self.alternatives for p in parts):
            return frozenset()
        stems = frozenset().union(*(p.stems for p in self.alternatives[0])) - _VERDICT_WORDS
        return stems if stems and all(w[:1].isdigit() or w in _TIME_WORDS for w in stems) else frozenset()

    @property
    def exact_values(self) -> bool:
        """Does the answer name a time, a date, a duration or a number ("a few years ago", "2019", "three")? Those
        must survive a rewrite as they are: a text that restates the rest without them lost them."""
        return any(p.kind != "words" or any(w[:1].isdigit() or w in _TIME_WORDS for w in p.stems)
                   for parts in self.alternatives for p in parts)

    def said_by_subject(self, text: Optional[str]) -> bool:
        """Is the text said by (or does it open with) whom the question is about ("John: ...")? A question in the
        first person ("when did I pick ...?") is about the app's user: a text with no speaker label, or labelled
        with a user role, is theirs."""
        if not text:
            return False
        who = speaker(text)
        if not self.subject:
            return bool(FIRST_PERSON.search(self.question or "")) and (who is None or who.lower() in USER_ROLES)
        return who is not None and self.subject in meaning_stems(who)

    def carried_literally_by(self, text: Optional[str], timestamp: Any = None) -> bool:
        """Does this content carry the need in the answer's own words (every word of each part, no word matched only
        by meaning, no part carried by a share of its words)? A rewrite that keeps the information only loosely (one
        answer word, or a word close in meaning) is weaker than the text it replaced."""
        if not text or not self.alternatives:
            return False
        t = _Text.of(text, timestamp)
        for parts in self.alternatives:
            ok = True
            for p in parts:
                if p.kind == "words":
                    if self._cover(p, t, soft=False) < 1.0 or not self._part_in(p, t):
                        ok = False
                        break
                elif not self._part_in(p, t):
                    ok = False
                    break
            if ok:
                return True
        return False

    def carried_by_all(self, texts: Iterable[Optional[str]], timestamps: Optional[Sequence[Any]] = None) -> bool:
        """Do these contents together hold it: each part carried by one of them (or, for a part whose words are
        spread over several, by their words together)?"""
        items = [(t, (timestamps[i] if timestamps is not None and i < len(timestamps) else None))
                 for i, t in enumerate(texts)]
        items = [(t, s) for t, s in items if t]
        if not items:
            return False
        if not self.alternatives:
            return any(self.carried_by(t, s) for t, s in items)
        infos = [_Text.of(t, s) for t, s in items]
        return any(self._enough([self._part_in_any(p, infos) for p in parts], infos) for parts in self.alternatives) \
            or any(self._supports_inference(t) for t in infos)

    def _picked_from(self, parts: list, t: "_Text") -> bool:
        """Is a label that names some things ("Rocco, Bear and Mabel", asked which dogs need two people) picking
        them out of a longer list the text gives ("9 Rocco, 10 Bear, 11.30 Pickle, 12.30 Mabel, 2 Dotty + Duke")?
        The text names them all, one segment each, beside segments naming others the same way, and says nothing of
        which: it does not carry the pick. (Two names at least, each a capitalised word or two, in one sentence.)"""
        names = [p for p in parts if p.kind == "words" and 1 <= len(p.stems) <= 2 and p.stems <= _caps(p.text)]
        if len(names) < 2 or len(names) != len(parts):
            return False
        wanted = frozenset().union(*(p.stems for p in names))
        for sentence in sentences(t.text):
            if not wanted <= _caps(sentence):
                continue
            pieces = [_caps(seg) - self.question_set for _, seg in segments(sentence)]
            at = [i for i, c in enumerate(pieces) if c & wanted]
            if not at:
                continue
            # (others of the same list: between the label's names, or next to them; "cars from Uckfield station"
            # before "towers: Fletching (8), Maresfield (6), Chailey (6)" is no tower)
            others = [c for c in pieces[max(at[0] - 1, 0):at[-1] + 2] if c and not c & wanted]
            # (each of the label's names in a segment of its own, at most one other name beside it)
            if others and len(at) >= len(names) and all(len(pieces[i]) <= 2 for i in at):
                return True
        return False

    def _in_another_field(self, parts: list, t: "_Text") -> bool:
        """Does a record of fields ("velación: Tío Beto + Tía Nora; pastel: the Garzas; recuerdos: Tío Lalo + Tía
        Connie") give the answer ("Tío Lalo and Tía Connie", asked who the padrinos de pastel are) only as the value
        of a field the question does not ask about, where a field it asks about holds a value of the same kind (the
        Garzas)? The record then says the answer is something else's. Three fields at least, one per line or
        semicolon; a field is asked about when its name holds a word the question is about."""
        if t.text.count(":") < 3:
            return False
        fields = [(k, v) for k, v in _FIELD.findall(t.text) if v.strip()]
        if len(fields) < 3:
            return False
        core = self.topic_set - self.name_set
        asked = [i for i, (k, _) in enumerate(fields) if _soft_hits(core, meaning_stems(k))]
        if not asked or len(asked) == len(fields):
            return False
        for part in parts:
            head = _WORKING_DASH.split(part.text, maxsplit=1)[0]
            own = meaning_stems(head) - self.question_set - _VERDICT_WORDS
            if not own:
                return False
            holding = [i for i, (_, v) in enumerate(fields) if own <= meaning_stems(v)]
            kind = _value_kind(head)
            if not holding or set(holding) & set(asked) \
                    or not any(_value_kind(fields[i][1]) == kind for i in asked):
                return False
        return True

    def _supports_inference(self, t: "_Text") -> bool:
        """An answer the question asks to be inferred ("What job might Maria pursue?" - "Shelter coordinator,
        Counselor") is in no text: it is carried by what it was inferred from, a text of whom the question is about
        (said by them, or naming them on the question's topic) close in meaning to the answer ("I recently gave a
        few talks at the homeless shelter I volunteer at"). Only a question about a named person: notes with no
        speaker are everyone's."""
        if not (self.inferential and self.subject and isinstance(self.expected, str)):
            return False
        if not (self.said_by_subject(t.text) or self._names_subject(t)):
            return False
        return _DENSE.similarity(self.expected, t.text) >= INFERENCE_DENSE

    def _enough(self, carried: list[bool], infos: list["_Text"]) -> bool:
        """Every part, or (unless ``whole``, for a list of three or more items) most of them in texts about the
        question: human labels often list more than one turn says."""
        if all(carried):
            return True
        # (not the person a "who ...?" label opens with: a name is not phrased apart, "Marion, the treasurer - Brian's
        # on teas this year" is not in a rota that gives Marion the teas)
        if any(carried) and self._most_words(infos) and not (self.asks_who and not carried[0]):
            return True  # one part phrased apart ("not tough; keep their area clean, feed them ..."): most words
        return not self.whole and len(carried) >= 3 and sum(carried) * 2 >= len(carried) \
            and any(self._relevant(t) for t in infos)

    def _most_words(self, infos: list["_Text"]) -> bool:
        """Does one text hold most of some accepted answer's content words (an answer of four or more)?"""
        for parts in self.alternatives:
            whole = _merge([p for p in parts if p.kind == "words"]) if len(parts) > 1 else None
            if whole is None or len(whole.stems - _VERDICT_WORDS - self.question_set) < 4:
                continue
            # ... with some word of every listed item: an item none of whose words is there is missing, not phrased
            # apart (only the answer's opening characterisation, a verdict such as "Not tough; ...", may be said in
            # other words; "By the water, with natural light ..." opens with an item)
            words = [p for p in parts if p.kind == "words"]
            # (an answer's own claim read whole, as when checking what it restates, may open in any words: "Nothing
            # changed with the hotel itself; the only change is ...")
            listed = words[1:] if words and (self.claim or words[0].stems & _VERDICT_WORDS) else words
            if any(self._cover(whole, t) >= STRONG_COVER and all(self._cover(p, t) > 0 for p in listed)
                   for t in infos):
                return True
        return False

    def worked(self) -> Optional[tuple[list[AnswerPart], list[list[AnswerPart]]]]:
        """A label that gives its answer, then after a spaced dash how it was reached ("Jo - 22:48 at Bramley on 14
        June, quicker than Priya's 23:30"; "GBP 1,250 - GBP 1,650 full day less the GBP 400 deposit"): the answer's
        own parts (none when it says nothing a text could: a sum or difference of the working's amounts, or only
        the question's own words, one of the choices it names), and each clause of the working as parts. None for
        any other label."""
        # (a number worked out in a bracket from numbers the texts state, "191 units (04630 up to 04821 on moving
        # day)": each of those numbers is a clause of its working)
        bracket = _BRACKET_WORKING.match(self.expected) if isinstance(self.expected, str) else None
        if bracket is not None and _value_kind(bracket.group(1)) == "number" \
                and _computed_from(bracket.group(1), bracket.group(2)):
            wanted = set(_NUMBER.findall(_plain_numbers(bracket.group(1))))
            worked = [parts for n in _NUMBER.findall(_plain_numbers(bracket.group(2))) if n not in wanted
                      and (parts := [p for p in _parts_of(n) if p.stems])]
            return ([], worked) if len(worked) >= 2 else None
        answers = _answers(self.expected)
        if len(answers) > 1 and _WORKING_DASH.search(answers[0]):
            # (a bracket closing a label's working is an aside of the working, no other answer: "17 - 80 less the 52
            # sold and the 11 Ian sold (still room for 4)")
            answers = _answers(_CLOSING_BRACKET.sub("", self.expected))
        # (... unless it works out a number of the working from its own, "¥63,000 - 14名 at ¥4,500 (the ¥4,000 course
        # + ¥500 for the 2.5h extension)", or says where a term of the working comes from, "R$ 1.259,10 - 8 x R$ 139,90
        # + 2 x R$ 69,95 (o rodízio subiu pra R$ 139,90 dia 18/08)": it is then a clause of the working)
        closing = _CLOSING_BRACKET.search(self.expected) if isinstance(self.expected, str) else None
        if closing is not None and _works_the_working(self.expected, closing):
            answers = [self.expected[:closing.start()] + "; " + closing.group(1)]
        if len(answers) != 1:
            return None
        dash = _WORKING_DASH.search(answers[0])
        if dash is None:
            # (an amount, then after a colon or a comma, or in words that go on, the amounts it is worked from:
            # "£86: the £150 less £40 for the urn and £24", "£43, her £18 plus the £25 for the roof", "424 once the
            # family ride's 64 are counted with the 212 and 148"): only arithmetic of them is read so
            split = _WORKED_HEAD.match(answers[0])
            if split is None or not _computed_from(split.group(1), split.group(2)):
                return None
            # (each of its numbers is a clause of the working, as in a bracket)
            wanted = set(_NUMBER.findall(_plain_numbers(split.group(1))))
            worked = [parts for n in _NUMBER.findall(_plain_numbers(split.group(2))) if n not in wanted
                      and (parts := [p for p in _parts_of(n) if p.stems])]
            return ([], worked) if len(worked) >= 2 else None
        head, working = answers[0][:dash.start()], answers[0][dash.end():]
        if not working.strip() or len(words(head)) > _LIST_ITEM_WORDS:
            return None
        head_parts = _parts_of(head)
        # (a total the question asks for, "GBP 11.7k - the two stages plus the 1,200 cash", is the labeller's sum of
        # what the working names, as a difference of its numbers is)
        total = self.asks_total and len(head_parts) == 1 and _value_kind(head) == "number" \
            and len([w for w in head_parts[0].stems if w[:1].isdigit()]) == 1
        if any(p.kind == "verdict" for p in head_parts) or _computed_from(head, working, self.question or "") \
                or total \
                or all(p.stems <= self.question_set for p in head_parts):
            head_parts = []
        clauses = [c.strip(" .,;") for c in _WORKING_CLAUSE.split(working) if c and c.strip(" .,;")]
        # (a length worked from the two ends of a range, "three and a half hours - 10 till 1.30pm": the length is the
        # labeller's reckoning, and each end is said on its own, as one text may say the range and another change
        # one end; the end is what a text must say, as an answer is, the start a clause of the working)
        length = answer_length_minutes(head)
        # (the range may be any clause of the working: "2 hours - they've got the room till 9 that night, 7 till 9")
        for k, clause in enumerate(clauses if length else ()):
            ends = [m for _, m in sorted(_clock_positions(clause))]
            if _TIME_RANGE_WORD.search(clause) and (
                    _range_of_length(clause, length) or any(gap % 720 == length for gap in clock_gaps(ends))):
                start, end = (c.strip(" .,;") for c in _TIME_RANGE_WORD.split(clause, maxsplit=1))
                # (the end's time, not the words after it: "9.30 till 2 since last week")
                end = m.group(0) if (m := _RANGE_END_TIME.match(end)) else end
                head_parts = [p for p in _parts_of(end) if p.stems]
                clauses = [start] + clauses[:k] + clauses[k + 1:]
                break
        worked = [parts for c in clauses if (parts := [p for p in _parts_of(c) if p.stems and not p.verdict])]
        return (head_parts, worked) if worked else None

    def carries_part(self, part: AnswerPart, text: Optional[str], timestamp: Any = None, about: bool = True) -> bool:
        """Does this content carry one part (of :meth:`worked`'s or of :attr:`parts`)? A clause of a label's working
        that names values is also carried by a text that states them all, whatever else it is about ("22:48 at
        Bramley on 14 June" by "Jo smashed it at Bramley Sat 14/6 - 22:48!!", which never says "5k"): its numbers,
        its date, and half of its other words. (``about=False``: the text is not about the question, and only that
        second reading holds.)"""
        if not text:
            return False
        t = _Text.of(text, timestamp)
        return (about and self._part_in(part, t)) or _states_values(part, t)

    def parts_carried(self, text: Optional[str], timestamp: Any = None) -> frozenset:
        """Indexes of :attr:`parts` this content carries (a memory may hold one part of a multi-part answer)."""
        if not text or not self.alternatives:
            return frozenset()
        t = _Text.of(text, timestamp)
        return frozenset(i for i, p in enumerate(self.alternatives[0]) if self._part_in(p, t))

    def about_question(self, text: Optional[str], timestamp: Any = None, strong: bool = False) -> bool:
        """Is this text about what the question asks (its topic words, or sentence similarity)?"""
        if not text:
            return False
        return self._relevant(_Text.of(text, timestamp), strong=strong)

    def might_carry(self, text: Optional[str]) -> bool:
        """A cheap necessary condition for :meth:`carried_by` and :meth:`partly_carried_by`, to skip most texts of a
        large graph: the text shares a word with the answer or the question (or, for a date answer, names a time)."""
        if not text:
            return False
        stems = meaning_stems(text)
        if stems & self._probe:
            return True
        return self._dated and bool(_TIME_WORDS & stems or any(s[:1].isdigit() for s in stems))

    @property
    def _probe(self) -> frozenset:
        probe = self.__dict__.get("_probe_set")
        if probe is None:
            answer = frozenset().union(*self.answer_sets) if self.answer_sets else frozenset()
            probe = (answer - _VERDICT_WORDS) | self.topic_set
            # (a weekday also as notes write it: "weds" for "Wednesday")
            probe = self.__dict__["_probe_set"] = probe.union(*(_WEEKDAY_SHORT.get(s, ()) for s in answer))
        return probe

    @property
    def _dated(self) -> bool:
        return any(p.kind in ("date", "duration") for parts in self.alternatives for p in parts)

    def partly_carried_by(self, text: Optional[str], timestamp: Any = None) -> bool:
        """A weaker test for when nothing carries the whole answer: a text about what the question asks that holds
        some of the answer (a third of a part's words, or a date near the answer's)."""
        if not text or not self.alternatives or not self.question:
            return False
        t = _Text.of(text, timestamp)
        if not self._relevant(t):
            return False
        # a label's working ("GBP 451.40 (parts GBP 227.40 + labour 3.5 h x GBP 64 = GBP 224.00)") names what each
        # source holds part of: two of its numbers in a text about the question
        # (or its gloss, "2 June 2026 (three months' notice at Brightwave)": a third of its words)
        for parts in self.alternatives[1:]:
            for part in parts:
                numbers = {s for s in part.stems if _STEMS_NO_NUMBERS.match(s) and s.strip("0")}
                if len(numbers) >= 3 and len(numbers & t.stems) >= 2:
                    return True
        for part in (p for parts in self.alternatives for p in parts):
            if part.kind == "date":
                said = [t.said] if t.said else []
                # (near: overlaps() holds two exact days to the same day; the day the text was said counts as near,
                # a day it names only as a hint of the same kind)
                if any(_within(a, b, 7) and (b in said or _near_in_kind(a, b)) for a in part.dates
                       for b in t.dates + said):
                    return True
            elif part.kind == "words" and self._cover(part, t) >= WEAK_COVER:
                return True
            elif part.kind == "verdict" and self._states_opposite(part, t):
                continue  # it says the opposite of this verdict
            elif part.kind == "duration" and _other_span(part.duration, t.text):
                continue  # the text states another span ("within 30 days" for "two weeks"): none of this answer
            elif part.kind in ("verdict", "duration") and self._relevant(t, strong=True):
                return True
        return False

    def following(self, texts: Iterable[str]) -> "InformationNeed":
        """This need, also carried by any content that contains one of ``texts`` (weak evidence followed by its own
        words as it is stored, copied and retrieved)."""
        return _FollowedNeed(self, [t for t in texts if t])

    def any_carries(self, texts: Iterable[Optional[str]]) -> bool:
        return any(self.carried_by(t) for t in texts)

    # ---------------------------------------------------------------------------------------------- parts
    def _part_in_any(self, part: AnswerPart, infos: list[_Text]) -> bool:
        if any(self._part_in(part, t) for t in infos):
            return True
        if part.kind == "duration":  # "six months": between what two texts say, each about the question
            # (a text said by whom the question is about dates their own story, as for a date part)
            dates = [d for t in infos if self._relevant(t) or self._names_subject(t)
                     for d in t.dates + ([t.said] if t.said else [])]
            return spans_duration(dates, part.duration)
        if part.kind == "verdict" and len(infos) >= 2:
            # a yes/no about several people or things ("do both Jon and Gina ...?"): the texts together answer it
            union = _Text("\n".join(t.text for t in infos), frozenset().union(*(t.stems for t in infos)), [], ())
            # each text about the question, or said by one of the people it asks about in reply to one that is,
            # in its words ("I'm passionate about dancing" beside "I'm passionate about fashion ... my love for dance")
            relevant = [t for t in infos if self._relevant(t)]
            if not relevant or not all(t in relevant or self._echoes(t, relevant) for t in infos):
                return False
            if self._relevant(union, strong=True):
                return True
            # ... or every person it names speaks for themselves, in texts about the question together
            speakers = frozenset().union(*(meaning_stems(speaker(t.text) or "") for t in infos))
            return len(self.name_set) >= 2 and self.name_set <= speakers and self._relevant(union)
        if part.kind != "words" or len(infos) < 2:
            return False
        count = self._count(part)
        if count and sum(1 for t in infos if self._relevant(t)) >= count:
            return True  # each text about the question reports one instance
        union = _Text(" ".join(t.text for t in infos), frozenset().union(*(t.stems for t in infos)), [],
                      tuple(x for t in infos for x in t.surface))
        if self.asks_total and all(self._relevant(t) for t in infos) and _derived_number(part, union, total=True):
            return True  # "how many in June and July combined? 8": 3 in one text, 5 in another, each on topic
        cover = self._cover(part, union)
        return cover >= self._strong(part) or (cover >= WEAK_COVER and any(self._relevant(t) for t in infos))

    def _part_in(self, part: AnswerPart, t: _Text) -> bool:
        # the text is kept with its verdict, so an id is never taken for another text's
        memo = self._part_memo
        key = (part, id(t))
        found = memo.get(key)
        if found is not None and found[0] is t:
            return found[1]
        carried = self._judge_part(part, t)
        memo[key] = (t, carried)
        return carried

    def _judge_part(self, part: AnswerPart, t: _Text) -> bool:
        if part.kind != "words":
            return self._judge_other_part(part, t)
        # the checks that rule a text out only matter for a text that would otherwise carry the part, and cost more
        # than the checks that find it: asked second
        return self._words_in(part, t) and not self._words_ruled_out(part, t)

    def _words_ruled_out(self, part: AnswerPart, t: _Text) -> bool:
        """Does the text hold the part's words without saying it is the answer?"""
        if self.asks_who and part.stems <= self.question_set:
            return True  # "who waters the plants while Tom is away?": a text naming Tom does not say Tom does
        if self.orders_choices and part.stems <= self.question_set and not t.dates:
            return True  # naming one of the choices ("a Porto wish list") does not say which came first
        if _other_amount(part, t.text):
            return True  # "The ride was 5 km" does not say "5 miles"
        if _number_only_in_dates(part, t):
            return True  # "dispensed 2 April" does not say "two more refills"
        if _day_not_named(part, t):
            return True  # "thurs 21st jan ... 7.30-9.30" does not say "Tuesday 19th, 7.30-9.30 at the bandroom"
        if _other_currency(part.text, t.text):
            return True  # "CHF 1,250" does not say "1,250 euros"
        if _negated_in(part, t.text):
            return True  # "discs ... NOT replaced" does not say "the front discs were replaced"
        if _other_rate(part.text, t.text):
            return True  # "£185 a month" does not say "£185 a week"
        if _frequency_not_said(part.text, t.text):
            return True  # "a great time last weekend" does not say "a few times a week"
        if _reversed_order(part.text, t.text):
            return True  # "first Porto, then Marrakech" does not say "Marrakech first, then Porto"
        if self._only_as_former(part, t):
            return True  # "now takes 50 mg; previously took 100 mg" does not say the dose is 100 mg
        if _only_asked(part.text, t.text) and not _ASKS_ABOUT_A_QUESTION.search(self.question or ""):
            return True  # "Could you tell me if it now starts at 8am?" asks; it does not say it starts at 8am
        return self._only_as_baseline(part, t)  # "renewed at 120 seats, up from 95 last year": not 95

    def _judge_other_part(self, part: AnswerPart, t: _Text) -> bool:
        kind = part.kind
        if kind == "date":
            # a date the text names, explicitly or relative to when it was said, in a text about the question
            # (a month or more does not say which day: "this month" carries "January 2023", not "19 January 2023")
            if any(_says_date(a, b) for a in part.dates for b in t.dates):
                if self._given_to_another(part, t):
                    return False
                in_turn = self._date_in_a_turn(part, t) if "\n" in t.text else None
                if in_turn is not None:
                    return in_turn
                return self._relevant(t) or self._names_subject(t) or self._says_what_on(part, t)
            # (a day of the month notes name by its weekday, the month they are in left out: "follow up is TUE 21st
            # 2.40pm" of "Tue 21st April", in a text about the question)
            # (about the question by the words of the question itself: "what date's the jam day? need to book it
            # off at work" asks about the jam day, and "so jam day is sat 23rd" names it)
            if _weekday_and_day(t.text, _WORKING_DASH.split(part.text, maxsplit=1)[0]) \
                    and (self._relevant(t) or self._names_subject(t) or _soft_hits(self.asked_set, t.stems)):
                return True
            # what a text reports as happening when it was said ("I just left for our vacation") dates it that day:
            # for a day-sized answer on topic; for a wider one (a month) only strongly on topic, since every text said
            # that month would match
            if t.said and any(overlaps(a, t.said, slack_days=0) for a in part.dates):
                span = min(date_span_days(a) for a in part.dates)
                if span > 366:
                    return False
                if span > 31:  # a year ("about a year ago" asked in 2026): a record of that year holding every
                    core = self.topic_set - self.name_set  # word of what the question asks about
                    return bool(core) and len(_soft_hits(core, t.stems)) == len(core) and self._relevant(t)
                # ... or, for an answer of a day or two, by whom the question is about, about what it asks ("it's
                # been a tough week with this injury" said on the day asked for)
                return self._relevant(t, strong=True) or (span <= SAID_DAY_SPAN and self.said_by_subject(t.text)
                                                          and self._relevant(t) and self._names_what_is_asked(t))
            return False
        if kind == "verdict":
            if self._states_opposite(part, t):
                return False  # "Sam is allergic to peanuts" does not carry "No" to "Is Sam allergic to peanuts?"
            if self._relevant(t, strong=True):
                return True
            if not (self.inferential and self._names_subject(t)):
                return False
            # that person's text holds the reason an answer gives ("Yes; it's classical music": the other part);
            # a bare "Likely no" gives none, so the text must at least be about what the question asks
            return self._has_reason(part) or self._relevant(t)
        if kind == "duration":  # "for six months", "six months ago": a span within one text
            if (part.stems - _VERDICT_WORDS) <= t.stems \
                    or any(abs(days - part.duration) < 0.5 for days in stated_durations(t.text)):
                # its words, or the same span in other units ("two weeks" = "14 days")
                return self._relevant(t) or self._names_subject(t)
            return spans_duration(t.dates + ([t.said] if t.said else []), part.duration) and self._relevant(t)
        return self._words_in(part, t)

    def _given_to_another(self, part: AnswerPart, t: _Text) -> bool:
        """In a text that lists things each with its day ("w/c 14/3 slab, w/c 21/3 comp wall, w/c 28/3 the cave"),
        is the label's day another thing's? It is when, in a sentence of three segments or more (split at commas,
        semicolons, colons and dashes), every segment that gives it names none of the question's topic words, and
        another segment of that sentence names one and gives a day of its own ("when's the cave getting reset?":
        14/3 is the slab's week, the cave's is 28/3). (Read for a date label only: for amounts and times, where the
        segments of a list more often share one thing's words, it lost seven saved verdicts.)"""
        core = self.topic_set - self.name_set
        value = _WORKING_DASH.split(part.text, maxsplit=1)[0].strip()
        if not core or not any(c.isdigit() for c in value):
            return False
        # (the other thing's segment gives a day of its own, with none of the label's numbers: "Thursday 11 December"
        # of "Thursday 11 December at 14:00" is the label's own day, its time in the next segment; "Gr 4 exam" no day)
        numbers = frozenset(re.findall(r"\d+", value))
        found = False
        for sentence in sentences(t.text):
            pieces = [seg for _, seg in segments(sentence)]
            if len(pieces) < 3:
                continue
            given = [seg for seg in pieces if states(seg, value)]
            if not given:
                continue
            if any(_soft_hits(core, meaning_stems(seg)) for seg in given):
                return False
            if not any(not numbers & frozenset(re.findall(r"\d+", seg)) and _soft_hits(core, meaning_stems(seg))
                       and _Text.of(seg, t._timestamp).dates for seg in pieces if seg not in given):
                return False
            found = True
        return found

    def _date_in_a_turn(self, part: AnswerPart, t: _Text) -> Optional[bool]:
        """In a text of several lines where the date is named by turns of a conversation ("[20 Jan 2023] Gina: ...
        hectic lately"), each turn is its own statement: the date counts only from a turn about the question (or
        said of whom it asks about), not from a turn about something else beside one about the question. None
        when a line that is not a turn names the date (a record's "When: ..." line): the whole text is judged."""
        ref = None if time_fields(t.text) else (t.said[0] if t.said else None)
        found = False
        for line, dates in body_line_dates(t.text, ref):
            if not any(_says_date(a, b) for a in part.dates for b in dates):
                continue
            if not _a_turn(line):
                return None
            one = _Text.of(line, None)
            if self._relevant(one) or self._names_subject(one):
                return True
            found = True
        return False if found else None

    def _words_in(self, part: AnswerPart, t: _Text) -> bool:
        """Does the text hold the part's words (or the same value in another form), on topic where it must be?"""
        # (a time the text gives only for another day than the question asks, "Mon 10.30 chair exercise" for "what
        # time's the ukulele man thurs?", is that day's, however word for word)
        if self.question and _weekdays_named(self.question) and any(c.isdigit() for c in part.text):
            asked = _head_clock(_WORKING_DASH.split(part.text, maxsplit=1)[0].strip())
            if asked and _clock_only_on_other_days(asked, t.text, self.question):
                return False
        if self.verbatim and any(part.stems <= stems and phrase in _padded_norm(t.text)
                                 for phrase, stems in self.verbatim):
            return True
        length = answer_length_minutes(part.text)
        if length is not None:
            # (a length the label itself calls a total, "about 8 hrs all in", is the sum of the lengths a text states)
            return self._length_in(length, t, total=self.asks_total or bool(_TOTAL_LENGTH.search(part.text)))
        clock = _clock_times(part.text)
        # (a time label's time is the one it gives before its working: "7.15 - it finishes at 7.15 now so Phil can
        # lock up by half 7" is not carried by "5.30-7.30")
        head = _WORKING_DASH.split(part.text, maxsplit=1)[0].strip() if clock else part.text
        if head != part.text:
            # (its bare dotted number, "7.15", as notes write a time)
            clock = _head_clock(head) if _clock_times(head) or _DOTTED_NUMBER.fullmatch(head) else clock
        # (a range, "7.15 to 9.30 pm", at both ends)
        said = _clock_times(t.text) if clock else frozenset()
        # (a day the label gives with its time, "wednesday (5 o'clock)", is asked of the text too)
        day_met = _days_met(part, t)
        if clock and day_met and (_range_within(clock, said) if _TIME_RANGE.search(part.text) else clock & said) \
                and (self._relevant(t) or self._names_subject(t) or self._minute_time_on_topic(clock, t)):
            return True  # the same time of day however written ("6:30 pm", "18:30", "half past six in the evening")
        if clock and day_met and not _TIME_RANGE.search(part.text) and _dotted_clock(clock, t.text) \
                and (self._relevant(t) or self._names_subject(t) or self._minute_time_on_topic(clock, t)):
            return True  # a time label written in notes' dotted form, on its own ("coach: 7.15 from the car park")
        if clock and day_met and not (clock & said) and _time_worked(clock, said, t.text) \
                and (self._relevant(t) or self._names_subject(t)):
            return True  # a time the text gives as another less or plus a length ("2.40pm ... there 20 mins before")
        if clock and not (clock & said or _dotted_clock(clock, t.text)) \
                and all(s[:1].isdigit() or s in _time_of_day_stems() for s in part.stems):
            return False  # a time of day and nothing else is carried by that time, not by its hour in another one
        if clock and self.asks_clock and said and not (clock & (said | _bare_hours(t.text))
                                                       or _dotted_clock(clock, t.text)) \
                and not _time_worked(clock, said, t.text):
            # (asked what time, a label that leads with one, "8 o'clock from the lychgate - ...", is not carried by
            # a text that gives only other times, "leaves the lychgate 8.30 sharp", whatever words they share; a
            # bare hour after a word that brings a time in is one of its times, "COACH GOES AT 8 now not half 8")
            return False
        # (a label that calls itself a total, "£95 altogether", is a sum as the question asking for one is)
        if _derived_number(part, t, total=self.asks_total or bool(_TOTAL_LENGTH.search(part.text))) \
                and self._relevant(t):
            return True  # a total or a difference of two amounts the text states ("$48,000 ... less $12,500")
        if _converted(part, t.text) and (self._relevant(t) or self._names_subject(t)):
            return True  # the same amount in other units ("about 7.9 ft" of "2.4 m")
        # (a person, then a clause about who they are, "Stu who captains the seconds": the person is the answer, the
        # clause is the labeller's gloss in their own words)
        if self.asks_who and not self.claim and (gloss := _WHO_GLOSS.match(part.text)) is not None \
                and (name := meaning_stems(gloss.group(1))) \
                and self._words_in(AnswerPart(gloss.group(1).strip(), name, (), False), t):
            return True
        if self.asks_who and self._named_for_something_else(part, t.text):
            return False  # a rota that pairs people with jobs: "Brian - money table, Marion + Jean - teas"
        if self.asks_who and _given_name_in(part, t.text):
            return True  # a person named in full ("LeBron James") is then called by their first name ("LeBron")
        # (a one-word name of the label's is said in its own word, or misspelled by a letter: "Uckfield" is close to
        # "Maresfield" in its letters, not the same place)
        if self._single_word(part) and (part.stems - _VERDICT_WORDS - self.question_set) <= self.label_name_set \
                and not any(w in t.stems or _misspelled_in(w, t.stems)
                            for w in part.stems - _VERDICT_WORDS - self.question_set):
            return False
        cover = self._cover(part, t)
        if cover >= self._strong(part):
            if not self._single_word(part):
                # ... an answer that is a name, with every word of it ("Premier Inn Leith" is not the Premier Inn on
                # Haymarket; a name may be misspelled, never cut)
                return self.claim or _whole_name_in(part, t, self.question_set)
            if _named_in(part, t.text):
                return True  # a name the text uses as one ("moved to Lisbon"), not only the label of who speaks
            # one common word ("amazing", "happy") is in many texts: only in one about the question (or one that
            # gives two other items of the same list, each of several words: "all in black" of a kit list that also
            # gives "ur black folder" and "tinsel round ur neck")
            return self._relevant(t) or bool(self.name_set & t.stems) \
                or _DENSE.similarity(self.question, t.text) >= RELEVANT_DENSE_NAMED \
                or self._list_items_beside(part, t) >= 2
        if self.inferential and cover > 0 and self._names_subject(t):
            return True  # an inferred answer: the text it was inferred from holds some of its reason
        # a name is carried whole: "Man" of "Spider-Man" is not half of "Iron Man"; and a share of a label's words is
        # no share of its value when none is the value's own ("the Hollins Mill car park - the Navigation's car park
        # is dug up" is not carried by "at the Navigation car park": its words shared are the working's)
        return cover >= WEAK_COVER and cover > 0 and self._relevant(t) and not part.stems <= _name_stems(part.text) \
            and not _only_working_words(part, t, self.question_set)

    def _list_items_beside(self, part: AnswerPart, t: _Text) -> int:
        """How many other items of the label's list, each of several words, the text gives."""
        items = self.alternatives[0] if self.alternatives else []
        if len(items) < 3 or part not in items:
            return 0
        return sum(1 for p in items if p is not part and p.kind == "words" and not self._single_word(p)
                   and self._part_in(p, t))

    def _named_for_something_else(self, part: AnswerPart, text: str) -> bool:
        """For "who ...?": a text that pairs people with what they do, item by item, two items or more ("Brian - money
        table, Marion + Jean - teas, Ken - books"; "teas: Marion + Jean; money table: Brian"; "Brian money table;
        Marion and Jean teas"), names a person for the items they are in: one named only in items about something
        else, where another item is about what is asked, is not who the text says does it."""
        if not self.topic_set:
            return False
        items = [i for i in _ROTA_SPLIT.split(text) if i.strip()]
        rota = [i for i in items if _ROTA_ITEM.search(i) or _ROTA_SHORT.search(i)]
        if len(rota) < 2:
            return False
        stems = {i: meaning_stems(i) for i in items}
        asked = self.topic_set - self.name_set
        naming = [i for i in rota if part.stems <= stems[i]]
        return bool(naming) and not any(part.stems <= stems[i] for i in items if i not in rota) \
            and not any(_soft_hits(asked, stems[i]) for i in naming) \
            and any(_soft_hits(asked, stems[i]) for i in rota if i not in naming)

    def _minute_time_on_topic(self, clock: frozenset, t: _Text) -> bool:
        """A time to the minute ("7.50", not "7 o'clock" or "half 7") is rare by chance: a text that states it and
        shares a word of what the question asks about ("thurs squad ... pick up's more like 7.50" for "... collect the
        kids on Thursday?") carries it, though its other words differ."""
        return any(m % 30 for m in clock) and bool(_soft_hits(self.topic_set - self.name_set, t.stems))

    def _length_in(self, minutes: int, t: _Text, total: bool = False) -> bool:
        """A length of time in hours and minutes ("an hour and a half") is carried by a text about the question that
        states it in any form ("90 minutes", "1.5 hours"), or by two clock times its lines about the question state
        that far apart, in the order stated ("18:30-20:00"; "on at 9:40 pm" ... "off at 7:25 am" across midnight).
        Its words alone are not it: "an hour" is not "an hour and a half"."""
        if minutes in stated_lengths_minutes(t.text) and (self.topic_set & t.stems or self._relevant(t)
                                                          or self._names_subject(t)):
            return True
        if not any(c.isdigit() for c in t.text):
            return False
        times, lengths = [], []
        # (a sentence going on from a note's heading about the question is about it too: "WORK PARTY sat 5th june,
        # Audlem lock 13. 9 till 1, meet at the wharf 8.45")
        sentences = [(i == 0, sentence) for text_line in t.text.split("\n")
                     for i, sentence in enumerate(re.split(r"(?<=[.!?;])\s+", text_line))]
        heading = False
        for first, line in sentences:
            about = bool(self.topic_set & meaning_stems(line)) or self._relevant(_Text.of(line, None))
            heading = about if first else heading
            if not about and not (heading and _range_of_length(line, minutes)):
                continue
            if _clock_times(line):
                times.extend(m for _, m in sorted(_clock_positions(line)))
            if _range_of_length(line, minutes):
                return True
            if total:
                lengths.extend(stated_lengths_list(line))
        # a total the question asks for ("how long in total?") is the sum of the lengths its lines state (of a text
        # about the question, each sentence going on from the one that named it: "booked Hart Removals ... he reckons
        # loading is 4hrs + an hour's drive + 3hrs to unload")
        if total and len(lengths) < 2 and (self.topic_set & t.stems or self._relevant(t)):
            lengths = stated_lengths_list(t.text)
        return minutes in clock_gaps(times) or (len(lengths) >= 2 and sum(lengths) == minutes)

    def _only_as_former(self, part: AnswerPart, t: _Text) -> bool:
        """For a question about the present ("what dose does Dana take now?"), does the text state the answer only
        as the value it replaced: every clause holding it marks it as former ("previously", "no longer", "from
        Porto to ..."), and another clause states what holds now? A question about the past is answered by it."""
        if not self.question or _PAST_QUESTION.search(self.question) or not states_a_change(t.text):
            return False
        clauses = _clauses(t.text)
        holding = [c for c in clauses if part.stems <= meaning_stems(c)]
        if not holding:
            return False
        if not all(_FORMER.search(c) or _from_side(part, c) for c in holding):
            return False
        return any(c not in holding and not _FORMER.search(c) and _PRESENT_CLAUSE.search(c) for c in clauses) \
            or any(_from_side(part, c) for c in holding)

    def _only_as_baseline(self, part: AnswerPart, t: _Text) -> bool:
        """Does the text give the answer's value only as the baseline of a change it states ("120 seats, up from 95
        last year"), for a question that does not ask about the earlier value?"""
        if not self.question or _EARLIER_QUESTION.search(self.question) or not _states_a_baseline(t.text):
            return False
        key = frozenset(s for s in part.stems if s[:1].isdigit()) or part.stems
        holding = [c for c in _clauses(t.text) if key <= meaning_stems(c)]
        if not holding:
            return False
        for clause in holding:
            m = _BASELINE.search(clause)
            if m is None or not key <= meaning_stems(m.group(1)) \
                    or key <= meaning_stems(clause[:m.start(1)] + " " + clause[m.end(1):]):
                return False
        return True

    def _states_opposite(self, verdict: AnswerPart, t: _Text) -> bool:
        """Does the text state what a yes/no question asks, in a sentence holding every topic word of the question
        (beyond names), with the polarity opposite to the verdict's (a "not" the question lacks, or lacks one the
        question has)?"""
        negative = bool(verdict.stems & _NEGATIVE_VERDICT)
        if not negative and not verdict.stems & _POSITIVE_VERDICT:
            return False
        core = self.topic_set - self.name_set
        if not core or not self.question:
            return False
        asked_negated = bool(_NEGATION.search(self.question))
        for sentence in _SENTENCE.split(without_label(t.text)):
            stems = meaning_stems(sentence)
            if len(_soft_hits(core, stems)) < len(core):
                continue
            said_negated = bool(_NEGATION.search(sentence))
            return (said_negated != asked_negated) != negative
        return False

    def _has_reason(self, verdict: AnswerPart) -> bool:
        """Does some accepted answer give its verdict a reason ("Yes; it's classical music")?"""
        return any(verdict in parts and any(p.kind == "words" for p in parts) for parts in self.alternatives)

    def _single_word(self, part: AnswerPart) -> bool:
        return len(part.stems - _VERDICT_WORDS - self.question_set) == 1

    def summed_target(self) -> Optional[tuple]:
        """For a question that asks for a total ("how many km ... altogether?"), the expected amount and how its
        addends are written: (amount, currency or None, unit word or None); None when the answer is no one amount."""
        # (a label that gives its amount, then its working: "£52 - she's paid £230 of the £282 so far")
        label = self.expected if isinstance(self.expected, str) else ""
        head = _WORKING_DASH.split(label, maxsplit=1)[0]
        if head != label and len(_currency_amounts(head)) == 1 and (_HOW_MUCH.match(self.question or "")
                                                                    or self.asks_total):
            cur, amount = next(iter(_currency_amounts(head)))
            return _amount(amount), cur, None
        if len(self.parts) != 1:
            return None
        money = _currency_amounts(self.parts[0].text)
        # (an amount of money "how much ...?" asks for is also worked out from the amounts texts about it state:
        # "how much cash should be in the tin?" £46 of £16, £18 and £12)
        if not self.asks_total and not (len(money) == 1 and _HOW_MUCH.match(self.question or "")):
            return None
        if len(money) == 1:
            cur, amount = next(iter(money))
            return _amount(amount), cur, None
        m = _AMOUNT_AND_UNIT.search(_plain_numbers(self.parts[0].text))
        if m is None or m.group(2).lower() in _NOT_A_UNIT:
            return None
        return _amount(m.group(1)), None, m.group(2).lower()

    def count_of(self, part: AnswerPart) -> int:
        """The number a count answer names ("three", "7 times") for a "how many" question; 0 otherwise."""
        return self._count(part)

    def _count(self, part: AnswerPart) -> int:
        """The number a count answer names ("three", "7 times"), for a "how many" question; 0 otherwise."""
        if not self.counting:
            return 0
        numbers = [int(s) for s in part.stems if _STEMS_NO_NUMBERS.match(s)]
        return numbers[0] if len(numbers) == 1 and 2 <= numbers[0] <= 30 else 0

    @staticmethod
    def _strong(part: AnswerPart) -> float:
        return 1.0 if len(part.stems) <= 2 else STRONG_COVER

    def _cover(self, part: AnswerPart, t: _Text, soft: bool = True) -> float:
        # an answer word the question already says ("abstract art" for "what kind of art") is no evidence
        stems = part.stems - _VERDICT_WORDS - self.question_set or part.stems - _VERDICT_WORDS or part.stems
        if not stems:
            return 0.0
        if any(_STEMS_NO_NUMBERS.match(s) and s not in t.stems for s in stems):
            return 0.0  # a number is what the answer is about: "4th of November" does not carry "14th"
        hit = 0
        surface = _surface_dict(part.text)
        names = _name_stems(part.text) if soft else frozenset()
        initialisms = _initialisms(part.text)
        for s in stems:
            if s in t.stems:
                hit += 1
            elif s in initialisms and s in _initials(t.text):
                hit += 1  # "Witchford VC" in "Witchford Village College"
            elif _WEEKDAY_SHORT.get(s, frozenset()) & t.stems:
                hit += 1  # a weekday as notes write it: "weds 15th" for "Wednesday", "Fri" for "Friday"
            elif s in names:
                hit += soft and _misspelled_in(s, t.stems)  # a name may be misspelled, never swapped for another
            elif soft and s in surface and not _STEMS_NO_NUMBERS.match(s) and t.soft_match(surface[s]):
                hit += 1
        return hit / len(stems)

    def _names_subject(self, t: _Text) -> bool:
        """Does the text name (or is it said by) whom the question is about? Conversation turns often refer to what
        the question asks only by a pronoun ("I've had them for 3 years"); a date they name is then still theirs."""
        return bool(self.subject) and self.subject in t.stems \
            and _DENSE.similarity(self.question, t.text) >= RELEVANT_DENSE_NAMED

    def _echoes(self, t: _Text, others: list["_Text"]) -> bool:
        """Is the text said by one of the people the question names ("Jon: ..." for "Do Jon and Gina ...?") and a
        parallel statement to one of ``others``: at least two content words in common beyond names and small talk?"""
        who = speaker(t.text)
        if who is None or not meaning_stems(who) & self.name_set:
            return False
        own = t.stems - _GENERIC - _VERDICT_WORDS - self.name_set - meaning_stems(who)
        return any(len(own & (o.stems - meaning_stems(speaker(o.text) or ""))) >= ECHO_WORDS
                   for o in others if o is not t)

    def _names_what_is_asked(self, t: _Text) -> bool:
        """Does the text say one of the question's topic words other than a name ("this injury")?"""
        return bool(_soft_hits(self.topic_set - self.name_set, t.stems))

    def _in_scope(self, t: _Text) -> bool:
        """Does the text report something at the question's time ("in July 2023"), or was it said then? The text's
        date must lie within it: "the other day" (any of two weeks) is not "the weekend before 4 October"."""
        dates = t.dates + ([t.said] if t.said else [])
        slack = timedelta(days=1)
        return any(s[0] - slack <= d[0] and d[1] <= s[1] + slack for s in self.scope for d in dates)

    def _says_what_on(self, part: AnswerPart, t: _Text) -> bool:
        """Does the text say what the answer says happens on its date, in the answer's own words (two or more, and
        at least half of them)? "Yes - the leeks are due to be planted out w/c 25 May" (asked whether being away
        then clashes with anything) is carried by "plant out ... so w/c 25/5" in a note about leeks, which shares
        no word with the question."""
        own = {s for s in part.stems - _VERDICT_WORDS - self.question_set - _TIME_WORDS
               if len(s) > 1 and not s[:1].isdigit()}
        if len(own) < 2:
            return False
        hit = len(_soft_hits(frozenset(own), t.stems))
        return hit >= 2 and hit * 2 >= len(own)

    def _relevant(self, t: _Text, strong: bool = False) -> bool:
        """Is the text about what the question asks?"""
        if not self.question:
            return not strong
        topic, names = self.topic_set, self.name_set
        core = topic - names
        # the question's time counts as one of its topic words, met by a text that reports or was said at that time
        when = 1 if self.scope else 0
        when_hit = 1 if when and self._in_scope(t) else 0
        core_n = len(_soft_hits(core, t.stems)) + when_hit
        hits = core_n + len(names & t.stems)
        if strong:
            dense = _DENSE.similarity(self.question, t.text)
            # (a question with one topic word, "who is my landlord?", is met by a text holding that word)
            if core_n >= 1 and hits >= min(2, len(topic) + when) \
                    and hits / max(len(topic) + when, 1) >= RELEVANT_TOPIC_STRONG \
                    and when_hit >= when:
                return dense >= RELEVANT_DENSE or not _DENSE._ready()
            return dense >= RELEVANT_DENSE_STRONG
        if core_n >= 2 or (core_n and (len(core) + when <= 2 or hits >= 2)):
            return True
        # (the same of the question itself, up to its last question mark, when words after it say why it is asked:
        # "how long am I out on the kayak for on sun? need to know how much food to bring" is about the kayak)
        asked = self.asked_set - names
        if asked != core and len(asked) + when <= 2 and _soft_hits(asked, t.stems) and when_hit >= when:
            return True
        # (a text that names what the question counts is about it, whatever else the question says)
        if self.counted and _soft_hits(frozenset((self.counted,)), t.stems) and when_hit >= when:
            return True
        if not core and names and names <= t.stems and when_hit >= when:
            return True  # a question only about someone ("what time am I at Mrs Khan's?"): a text that names them
        return _DENSE.similarity(self.question, t.text) >= RELEVANT_DENSE


class _FollowedNeed(InformationNeed):
    """An information need that also follows given source texts verbatim (normalised containment)."""

    def __init__(self, base: InformationNeed, texts: list[str]):
        self.__dict__.update(base.__dict__)
        self._followed = [n for n in (_norm(t) for t in texts) if len(n) >= 12]

    def carried_by(self, text: Optional[str], timestamp: Any = None) -> bool:
        if text and self._followed:
            norm = _norm(text)
            if any(f in norm for f in self._followed):
                return True
        return InformationNeed.carried_by(self, text, timestamp)


def _a_turn(line: str) -> bool:
    """Is the line a turn of a conversation ("[20 Jan 2023] Gina: ..."), something someone said, not a record's
    field ("When: 19 January 2023", a label followed by a date alone)?"""
    if not opens_with_speaker(line):
        return False
    said = meaning_stems(without_label(line))
    return any(not w[:1].isdigit() and w not in _TIME_WORDS for w in said)


def _says_date(answer: Interval, named: Interval) -> bool:
    """Does a date a text names say the answer's date? A month or more does not say which day ("this month" does
    not carry "19 January 2023")."""
    return overlaps(answer, named) and not (date_span_days(answer) <= 2 and date_span_days(named) >= 28)


def _near_in_kind(answer: Interval, named: Interval) -> bool:
    """Is a date a text names near the answer's a hint of it: no wider than a week (a month, "feb", is near every day
    of the next one's first week), and not another exact day when the answer is one ("sat 10th dec" says the lunch is
    on the 10th, not the 11th)?"""
    if date_span_days(named) > 7:
        return False
    return not (date_span_days(answer) <= 1 and date_span_days(named) <= 1 and not overlaps(answer, named))


def _within(a: Interval, b: Interval, days: int) -> bool:
    """Are two dates (or ranges) at most ``days`` apart?"""
    slack = timedelta(days=days)
    return a[0] - slack <= b[1] and b[0] - slack <= a[1]


def _from_side(part: AnswerPart, clause: str) -> bool:
    """Is the part the "from" side of a change the clause states ("moved from Porto to Lisbon", "moved from desk
    14")?"""
    m = _FROM_TO.search(clause) or _FROM_ONLY.search(clause)
    return bool(m) and part.stems <= meaning_stems(m.group(1)) \
        and not part.stems <= meaning_stems(clause[:m.start(1)] + " " + clause[m.end(1):])


def _range_of_length(line: str, minutes: int) -> bool:
    """Does a line state a range that many minutes long: of bare hours ("can Sat be a proper long one, 2-4", "10 till
    12": that many hours; "7 till half 9": two and a half), or of dotted clock times ("warm up 8.00-8.45", "8.25 to
    8.45 in the water")?"""
    for m in _BARE_HOURS_RANGE.finditer(line):
        a, b = int(m.group(2)), int(m.group(4))
        gap = ((b - a) % 12) * 60 + (30 if m.group(3) else 0) - (30 if m.group(1) else 0)
        if 1 <= a <= 12 and 1 <= b <= 12 and (a != b or m.group(1) or m.group(3)) and gap % 720 == minutes:
            return True
    for m in _DOTTED_RANGE.finditer(line) if "." in line else ():
        if not (m.group(2) or m.group(4)):
            continue  # (bare hours: read above)
        a_min, b_min = int(m.group(2) or 0), int(m.group(4) or 0)
        a, b = int(m.group(1)) * 60 + a_min, int(m.group(3)) * 60 + b_min
        if max(a_min, b_min) < 60 and 0 < (b - a) % 720 == minutes \
                and not re.search(r"(?:gbp|usd|eur|chf)\s*$", line[max(0, m.start() - 5):m.start()], re.I):
            return True
    return False


@functools.lru_cache(maxsize=50_000)
def _clock_positions(text: str) -> tuple:
    """(position, minutes) of each clock time a text states, a range's bare start taking the range's meridiem
    ("6:30 to 8 pm": 18:30, 20:00)."""
    out = []
    for m in _CLOCK_TOKEN.finditer(text):
        token = m.group(0)
        if not re.search(r"[ap]\.?m", token, re.I):
            after = _MERIDIEM_AFTER.match(text, m.end())
            if after is not None:
                token = f"{token} {after.group(1)}m"
            elif ":" not in token:
                continue
        found = times_of_day(token)
        if len(found) == 1:
            out.append((m.start(), next(iter(found))))
    return tuple(out)


# (dotted too, "6.15 till 7.45pm", not money: "£6.15")
_CLOCK_TOKEN = re.compile(r"(?<![£$€\d.,])\b\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?(?![\d:]|\.\d)", re.I)
_MERIDIEM_AFTER = re.compile(r"\s*(?:to|-|–|until|till)\s*\d{1,2}(?:[:.]\d{2})?\s*([ap])\.?m", re.I)


# a dotted number that may be a clock time: no currency before it, no unit, percent or further decimals after it
_DOTTED_NUMBER = re.compile(r"(?<![£$€\d.,])(?<!GBP )(?<!USD )(?<!EUR )(\d{1,2})\.(\d{2})(?![\d.]|,\d)"
                            r"(?!\s*(?:%|kg|km|kms|mi|miles?|m|cm|mm|hours?|hrs?|mins?|minutes?|l|litres?|liters?|lbs?|"
                            r"ft|feet|inch(?:es)?|x|units?|p|pence|quid)\b)", re.I)


# the words of a time of day ("quarter to eight", "half 7", "7.45 pm"), numbers aside
_TIME_OF_DAY_WORDS = frozenset(("half past quarter to am pm noon midnight oclock o'clock one two three four five six "
                                "seven eight nine ten eleven twelve twenty thirty forty fifty at in the morning "
                                "afternoon evening night").split())


@functools.lru_cache(maxsize=1)
def _time_of_day_stems() -> frozenset:
    return frozenset(stem(w) for w in _TIME_OF_DAY_WORDS)


def _time_worked(clock: frozenset, said: frozenset, text: str) -> bool:
    """Is one of the label's clock times a time the text states less or plus a length it states beside it ("slot
    2.40pm, they want candidates there 20 mins before" for "twenty past two")? Both are needed: a time to the minute
    from a time and a length is rare by chance."""
    if not said:
        return False
    lengths = {m for m in stated_lengths_minutes(text) if 0 < m < 180}
    wanted = {m % 720 for m in clock}
    return any((s - m) % 720 in wanted or (s + m) % 720 in wanted for s in said for m in lengths)


def _days_met(part: AnswerPart, t: "_Text") -> bool:
    """Does the text name every weekday the part gives as its value ("Fri" for "Friday"), the words before any reason
    after a dash ("wednesday (5 o'clock) - thursday nights are their mocks" gives Wednesday)?"""
    days = meaning_stems(_WORKING_DASH.split(part.text, 1)[0]) & _WEEKDAY_SHORT.keys()
    return not days or len(_soft_hits(days, t.stems)) == len(days)


_WEEKDAY_NAME = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|ursday|rsday|rs|r|urday|iday|d)?\b\.?",
                           re.I)


@functools.lru_cache(maxsize=4096)
def _weekdays_named(text: str) -> frozenset:
    """The weekdays a text names, in any form ("Thurs", "weds", "Saturday"), by their first three letters (the short
    forms that are also words, "sat", "sun", "wed", only capitalised or before a number: "sat 20/6", not "sat down")."""
    out = set()
    for m in _WEEKDAY_NAME.finditer(text):
        word = m.group(0).rstrip(".")
        if word.lower() in ("sat", "sun", "wed") and not word[0].isupper() \
                and not re.match(r"\s*\d", text[m.end():]):
            continue
        out.add(m.group(1).lower())
    return frozenset(out)


def _clock_only_on_other_days(clock: frozenset, text: str, question: str) -> bool:
    """For a question that names a weekday, does the text give the label's time only in sentences that name other
    weekdays ("Mon 10.30 chair exercise w Sue. ... Thurs 2.30 Barry's ukuleles" for the ukuleles on Thursday)?"""
    asked = _weekdays_named(question) if question else frozenset()
    if not asked or not any(c.isdigit() for c in text):
        return False
    holding = [s for s in _SENTENCE.split(text) if _clock_times(s) & clock or _dotted_clock(clock, s)]
    return bool(holding) and all((days := _weekdays_named(s)) and not days & asked for s in holding)


def _head_clock(head: str) -> frozenset:
    """The clock times a label's value gives (before any working), its bare dotted number too ("7.15", as notes
    write a time)."""
    return _clock_times(head) or (_clock_times(f"at {head}") if _DOTTED_NUMBER.fullmatch(head) else frozenset())


def _range_within(clock: frozenset, said: frozenset) -> bool:
    """Does the text give every time of the label's range, a bare time ("7-8.30", either half of the day) in either
    reading ("7-8.30am" gives "7am (7-8.30)"), a time with its half only as itself?"""
    halves: dict = {}
    for minute in clock:
        halves.setdefault(minute % 720, set()).add(minute)
    return all(readings & said for readings in halves.values())


def _dotted_clock(clock: frozenset, text: str) -> bool:
    """Does the text write one of the label's clock times as notes do, a bare dotted number ("7.15" for "quarter past
    seven"), not money or a measure? Only a time the label names is read so: a dotted number is a time of day only
    when that is what is asked and the number is that time."""
    if "." not in text:
        return False
    wanted = {m % 720 for m in clock}
    return any(1 <= int(m.group(1)) <= 23 and int(m.group(2)) < 60
               and (int(m.group(1)) * 60 + int(m.group(2))) % 720 in wanted for m in _DOTTED_NUMBER.finditer(text))


# a question that asks for a time of day
_ASKS_CLOCK = re.compile(r"\bwhat\s+time\b|\bwhat\s+hour\b", re.I)
# a bare hour after a word that brings a time in ("goes at 8", "there for 10", "till 4"), not a count, a measure or
# a date ("for 10 people", "by 4 mins", "at 8th")
_BARE_HOUR = re.compile(r"\b(?:at|for|by|from|till|til|until|before|after|leaves?|goes|starts?)\s+(1[0-2]|[1-9])"
                        r"(?![\d.:/%,]\d|\d|\s*(?:am|pm|a\.m|p\.m|st|nd|rd|th|mins?|minutes?|hours?|hrs?|people|of|x|"
                        r"kg|km|miles?|quid|pounds?|%)\b)", re.I)


@functools.lru_cache(maxsize=50_000)
def _bare_hours(text: str) -> frozenset:
    """Minutes after midnight of each bare hour a text gives after a word that brings a time in, either half of
    the day ("at 8": 8:00 and 20:00); read only to tell whether a text asked what time gives the label's time."""
    return frozenset(m for h in _BARE_HOUR.findall(text) for m in (int(h) % 12 * 60, int(h) % 12 * 60 + 720))


@functools.lru_cache(maxsize=50_000)
def _clock_times(text: str) -> frozenset:
    return times_of_day(text) if any(c.isdigit() for c in text) or "past" in text or "o'clock" in text \
        or "noon" in text or "midnight" in text or "thirty" in text or " to " in text or "half " in text \
        else frozenset()


_WHO_GLOSS = re.compile(r"((?:[A-Z][\w'-]*\s+){1,3})(?:who|whose|that)\b\s+\w")


_ORDINAL_DAY = re.compile(r"\b(\d{1,2})\s*(?:st|nd|rd|th)\b", re.I)


def _day_not_named(part: AnswerPart, t: "_Text") -> bool:
    """Does the part give a day of the month ("Tuesday 19th, 7.30-9.30 at the bandroom", before any working after a
    dash) that the text never names (as "19th", "19", "19/5")? Its other words do not say which day it is."""
    head = _WORKING_DASH.split(part.text, maxsplit=1)[0]
    # (a day only beside a weekday or a month: "the 2nd bell" is no day)
    if not (_WEEKDAY_NAME.search(head) or any(w.lower() in MONTHS for w in re.findall(r"[A-Za-z]+", head))):
        return False
    days = {m.group(1).lstrip("0") for m in _ORDINAL_DAY.finditer(head)}
    return bool(days) and not all(re.search(rf"(?<![\d.:£$])0?{d}(?![\d])", t.text) for d in days)


_DATE_IN_NUMBERS = re.compile(r"\b\d{1,4}[./-]\d{1,2}(?:[./-]\d{2,4})?\.?(?![\d])")


def _derived_number(part: AnswerPart, t: "_Text", total: bool = False) -> bool:
    """Is the part one amount (ten or more, not a year; words beside it, "25 good ones", qualify it) that is the sum
    or the difference of two amounts the text states? For a question that asks for a total ("how many ...
    combined?"), any sum of two, three or four (3 + 5 books)."""
    numbers = [s for s in part.stems if _STEMS_NO_NUMBERS.match(s)]
    # (one amount; the words beside it qualify it, "25 good ones", and are not asked of the text)
    if len(numbers) != 1 or len(part.stems - _CURRENCY_WORDS) > 3:
        return False
    target = int(numbers[0])
    if target < (2 if total else 10) or 1900 <= target <= 2100 or str(target) in t.stems:
        return False
    # (an amount of money is worked from amounts of money, not from a day of the month or a count beside them:
    # "£43 a head" is no "£41/mth" plus the 2 of "2/4/25")
    money = bool(_currency_amounts(part.text))
    if money:
        stated = sorted({int(float(a)) for _, a in _currency_amounts(t.text)
                         if re.fullmatch(r"\d+(?:\.0+)?", a)} - {0})
    else:
        # (a clock time's or a date's numbers are no amounts: the 15 of "Abholung 6:15" and the 45 of "45 Brötchen"
        # make no 60 Brötchen)
        plain = _DATE_IN_NUMBERS.sub(" ", without_times(t.text)) if any(c in t.text for c in ":./") else t.text
        stems = meaning_stems(plain) if plain != t.text else t.stems
        stated = sorted({int(s) for s in stems if _STEMS_NO_NUMBERS.match(s) and len(s) < 13} - {0})
    if any(a + b == target or (not total and abs(a - b) == target)
           for i, a in enumerate(stated) for b in stated[i + 1:]):
        return True
    # (a share, "£43 a head", of an amount split among a number the text states, "DD £172/mth ... split 4 ways", or
    # a fraction of one the text names, "Concessions half that" of "£40 a yr")
    if money:
        counts = {int(m.group(1) or m.group(2)) for m in _SPLIT_COUNT.finditer(t.text)} \
            if _SHARE.search(part.text) else set()
        counts |= {_FRACTIONS[m.group(1).lower()] for m in _FRACTION.finditer(t.text)}
        if any(target * n in stated for n in counts):
            return True
    # (a total of three or four amounts: "stage 1 GBP 4,000", "stage 2 GBP 6,500", "1,200 cash" make 11.7k)
    return total and len(stated) <= 12 and any(sum(c) == target for n in (3, 4)
                                               for c in itertools.combinations(stated, n))


_CURRENCIES = {"£": "gbp", "gbp": "gbp", "pound": "gbp", "pounds": "gbp", "quid": "gbp", "$": "usd", "usd": "usd",
               "dollar": "usd", "dollars": "usd", "bucks": "usd", "€": "eur", "eur": "eur", "euro": "eur", "euros": "eur",
               "chf": "chf", "franc": "chf", "francs": "chf", "¥": "jpy", "jpy": "jpy", "yen": "jpy", "cad": "cad",
               "aud": "aud", "sek": "sek", "nok": "nok", "dkk": "dkk", "inr": "inr", "rupees": "inr",
               # a dollar sign with its country's letters before it is that country's dollar ("HK$380", "R$ 45,90"),
               # and the signs and words of the currencies notes are kept in ("¥3,500", "3500円", "₱250", "KSh 200")
               "us$": "usd", "hk$": "hkd", "hkd": "hkd", "nz$": "nzd", "nzd": "nzd", "a$": "aud", "au$": "aud",
               "c$": "cad", "ca$": "cad", "s$": "sgd", "sgd": "sgd", "tt$": "ttd", "ttd": "ttd", "j$": "jmd",
               "jmd": "jmd", "r$": "brl", "brl": "brl", "reais": "brl", "円": "jpy", "₱": "php", "php": "php",
               "₹": "inr", "rs": "inr", "₦": "ngn", "naira": "ngn", "gh₵": "ghs", "₵": "ghs", "ghs": "ghs",
               "cedis": "ghs", "ksh": "kes", "kes": "kes", "rm": "myr", "myr": "myr", "kr": "kr",
               "kroner": "kr", "kronor": "kr", "zar": "zar", "rand": "zar"}
_CURRENCY = "|".join(sorted((re.escape(c) for c in _CURRENCIES), key=len, reverse=True))
# (a dot after a currency's letters: "Rs. 500", "kr. 450")
_AMOUNT_WITH_CURRENCY = re.compile(rf"(?:(?<![a-z])({_CURRENCY})(?:(?<=[a-z])\.)?\s?(\d[\d.]*)"
                                   rf"|(\d[\d.]*)\s?({_CURRENCY})(?![a-z]))", re.I)


def _currency_matches(text: str):
    """(currency, amount as written) of each amount a text states with its currency, in the text's order."""
    for m in _AMOUNT_WITH_CURRENCY.finditer(_plain_numbers(text)):
        cur, amount = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        yield _CURRENCIES[cur.lower()], amount.rstrip(".")


@functools.lru_cache(maxsize=50_000)
def _currency_amounts(text: str) -> frozenset:
    """(currency, amount) of every amount a text states with its currency ("CHF 1,250", "£129", "40 dollars")."""
    return frozenset(_currency_matches(text))


def first_amount(text: str, currency: str) -> Optional[float]:
    """The first amount a text states in that currency, in the text's order ("$2,140.00" of "your rent will be
    $2,140.00 a month ... plus your $45 parking"), else None."""
    return next((_amount(amount) for cur, amount in _currency_matches(text) if cur == currency), None)


_AMOUNT_AND_UNIT = re.compile(r"(?<![\w.,])(\d+(?:\.\d+)?)\s?([a-z]{1,12})\b", re.I)
_NOT_A_UNIT = frozenset({"am", "pm", "st", "nd", "rd", "th", "and", "or", "to", "of", "in", "on", "at", "a", "the",
                         "times", "time"})


def _amount(text: str) -> float:
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return float("nan")


def amounts_in(text: str, currency: Optional[str], unit: Optional[str]) -> list:
    """The amounts a text states in that currency, or with that unit word right after the number ("62 km"); with a
    currency, also what it works out as a count times a price it states ("3 x 12" beside "£12 a day" is £36; "2
    tickets ... £14 each" is £28)."""
    if currency is not None:
        stated = {_amount(a) for cur, a in _currency_amounts(text) if cur == currency}
        return sorted(stated | _products(text, currency, stated))
    return sorted({_amount(m.group(1)) for m in _AMOUNT_AND_UNIT.finditer(_plain_numbers(text))
                   if m.group(2).lower() == unit})


# the counts a count times a price writes in words ("both gents cuts, £18 each", "two tickets ... £14 each")
_PRODUCT_COUNTS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven "
                                               "twelve".split())}
_PRODUCT_COUNTS["both"] = 2
_COUNT_IN_WORDS = "|".join(w for w, n in _PRODUCT_COUNTS.items() if n >= 2)
# the currencies a price is written with before its number: signs and codes ("£", "HK$", "KSh"), not words
_SIGN = "|".join(sorted((re.escape(c) for c in _CURRENCIES if c != "円" and not (c.isalpha() and len(c) > 3)),
                        key=len, reverse=True))
# a count times a price: "3 x 12", "2 x £14", "4 @ £7.50"; and a count, a few words, then a price each ("2 tickets for
# the hog roast on sat on my club acct too, £14 each")
_TIMES_PRICE = re.compile(rf"(?<![\w.,£$€])(\d{{1,3}})\s*(?:x|×|\*|@)\s*({_SIGN})?\s?(\d+(?:\.\d{{1,2}})?)"
                          r"(?![\d.,]*\d)", re.I)
_COUNT_EACH = re.compile(rf"(?<![\w.,£$€])(\d{{1,3}}|{_COUNT_IN_WORDS})"
                         rf"\s+(?:(?:[^\W\d_]|['+&])+[\s,]+){{1,14}}?({_SIGN})\s?(\d+(?:\.\d{{1,2}})?)\s*"
                         r"(?:each|ea|a head|per head|apiece|per person|pp|a ticket|per ticket|a pair|per pair|"
                         r"a piece|per piece)\b", re.I)
# a count, a few words (in any language's letters: "4 rodízios @ R$ 45,90"), then "at" a price ("3 hours at £18",
# "38.5 engine hours ... at £2.10 an hour")
_COUNT_AT = re.compile(rf"(?<![\w.,£$€/:])(\d{{1,3}}(?:\.\d)?|{_COUNT_IN_WORDS})\s+"
                       rf"(?:(?:[^\W\d_]|['+&-])+[\s,]+){{0,5}}?(?:at|@)\s+({_SIGN})\s?(\d+(?:\.\d{{1,2}})?)"
                       r"(?![\d.,]*\d)", re.I)


_PRODUCT_MARKS = ("x", "×", "*", "@", "each", "ea", "head", "pp", "ticket", "person", "apiece", "pair", "piece", " at ")


def _products(text: str, currency: str, stated: set) -> set:
    """What a text works out as a count times a price in that currency: the price written with the currency's sign,
    or a number the text states as an amount of that currency ("3 x 12" beside "£12 a day")."""
    lower = text.lower()
    if not any(c.isdigit() for c in text) or not any(mark in lower for mark in _PRODUCT_MARKS):
        return set()
    out = set()
    plain = _plain_numbers(text)
    for m in itertools.chain(_TIMES_PRICE.finditer(plain), _COUNT_EACH.finditer(plain), _COUNT_AT.finditer(plain)):
        word = m.group(1).lower()
        count = float(word) if word[:1].isdigit() else _PRODUCT_COUNTS[word]
        sign, price = m.group(2), _amount(m.group(3))
        if count < 2 or count != int(count) and not sign or \
                (_CURRENCIES[sign.lower()] != currency if sign else price not in stated):
            continue
        out.add(round(count * price, 2))
    return out


SUM_SEARCH_STEPS = 20_000  # a subset sum gives up after this many steps (many small amounts, no sum found)


def summed_subset(target: float, amounts: list, most: int = 8, least: int = 2) -> Optional[list]:
    """Indices of texts (at most ``most``, ``least`` or more) one of whose amounts each add up to ``target``: the first
    such set in the texts' order (``amounts`` holds each text's list of amounts), or None; None too when the search
    runs past ``SUM_SEARCH_STEPS`` steps (it is exponential in the worst case)."""
    best: list = []
    steps = [0]

    def search(i: int, left: float, chosen: list) -> bool:
        steps[0] += 1
        if abs(left) < 0.005 and len(chosen) >= least:
            best.extend(chosen)
            return True
        if i == len(amounts) or left < -0.005 or len(chosen) == most or steps[0] > SUM_SEARCH_STEPS:
            return False
        for a in amounts[i][:3]:
            if a > 0 and search(i + 1, left - a, chosen + [i]):
                return True
        return search(i + 1, left, chosen)

    return best if search(0, target, []) else None


BALANCE_MAX_TEXTS = 10  # texts a balance is looked for in


def balance_subset(target: float, amounts: list, most: int = 3) -> Optional[list]:
    """Indices of texts one of whose amounts, less one amount each of the others (one to ``most``), is ``target``: a
    balance ("£145 a head" of the £395 price less the £100 deposit and the £150 second payment), the largest
    amount first; or None."""
    # (the largest amounts of the first BALANCE_MAX_TEXTS texts: each try is a subset sum of its own)
    amounts = amounts[:BALANCE_MAX_TEXTS]
    for i in sorted(range(len(amounts)), key=lambda j: -max(amounts[j][:3], default=0)):
        for a in amounts[i][:2]:
            if a - target <= 0.005:
                continue
            # (what is taken off may be said beside the whole: "est £282 ..., paid £150 deposit", then "put £80 on
            # her amex" in another text)
            # (then another text must give some of it: a difference within one text is that text's own, and a
            # text about something else may hold one, "full day £1,650 ..., deposit £400")
            others = [amounts[j] if j != i else [] for j in range(len(amounts))] + [[x for x in amounts[i] if x != a]]
            chosen = summed_subset(a - target, others, most=most, least=1)
            if chosen and any(j < len(amounts) for j in chosen):
                return sorted({i} | {j if j < len(amounts) else i for j in chosen})
    return None


def _other_currency(answer: str, text: str) -> bool:
    """Does the text state the answer's amount only in another currency ("CHF 1,250" for "1,250 euros")?"""
    wanted = _currency_amounts(answer)
    if not wanted:
        return False
    stated = _currency_amounts(text)
    for cur, amount in wanted:
        others = {c for c, a in stated if a == amount}
        if others and cur not in others:
            return True
    return False


_NEGATOR = re.compile(r"^(?:not|no|never|n't)$")


@functools.lru_cache(maxsize=50_000)
def _denied_stems(text: str) -> frozenset:
    """Stems of the words a "not", "no", "never" or "n't" stands right before (within two words) in a text."""
    tokens = re.findall(r"n't|[a-z0-9]+", text.lower())
    return frozenset(stem(w) for i, tok in enumerate(tokens) if _NEGATOR.match(tok) for w in tokens[i + 1:i + 3])


def _only_working_words(part: AnswerPart, t: "_Text", asked: frozenset) -> bool:
    """For a label that gives a name as its value, then its working after a dash, does the text hold none of the
    name's words the working and the question do not say? ("the Hollins Mill car park - the Navigation's car park is
    dug up": "Hollins Mill". A value in common words, "a whole day near enough - ten hours up and fourteen cooling",
    is the working's summary, carried by the working.)"""
    pieces = _WORKING_DASH.split(part.text, maxsplit=1)
    if len(pieces) < 2:
        return False
    # (a name's possessive is the name: "the Crown's back room")
    own = (_name_stems(re.sub(r"'s\b", "", pieces[0])) & meaning_stems(pieces[0])) - meaning_stems(pieces[1]) - asked \
        - _VERDICT_WORDS
    return bool(own) and not any(w in t.stems or _misspelled_in(w, t.stems) for w in own)


def _whole_name_in(part: AnswerPart, t: "_Text", asked: frozenset) -> bool:
    """For a part that is mostly a name (half its words or more), is every word of the name in the text?"""
    names = (_name_stems(part.text) & part.stems) - asked - _VERDICT_WORDS - _TIME_WORDS
    if not names or len(names) * 2 < len(part.stems - asked - _VERDICT_WORDS):
        return True
    initialisms = _initialisms(part.text)
    return all(n in t.stems or _misspelled_in(n, t.stems) or n in initialisms and n in _initials(t.text)
               for n in names)


def _until_bracket(tokens: list) -> list:
    for i, tok in enumerate(tokens):
        if tok in ("(", ")"):
            return tokens[:i]
    return tokens


def _negated_in(part: AnswerPart, text: str) -> bool:
    """Does every sentence of the text that holds the part's words (three or more) deny one of them, a "not" or
    "never" right before it, where the part does not ("the front discs were replaced" against "front brake discs
    ... - NOT replaced")? A "not" elsewhere in the sentence ("not far from the street") denies something else."""
    core = part.stems - _VERDICT_WORDS
    if len(core) < 3 or _NEGATION.search(part.text):
        return False
    # (a label that gives its value, then its working after a dash, is denied only in its value's words: "the Hollins
    # Mill car park - the Navigation's car park is dug up" is what "NOT the Navigation this time ... so it's at the
    # Hollins Mill car park" says)
    head = _WORKING_DASH.split(part.text, maxsplit=1)[0]
    value = (meaning_stems(head) - _VERDICT_WORDS) if head != part.text else core
    if not value & _denied_stems(text):
        return False
    holding = [c for c in _SENTENCE.split(without_label(text)) if core <= meaning_stems(c)]
    if not holding:
        return False
    for sentence in holding:
        # (a negation's reach ends at a bracket: "(14/4 washed out, not charged) @ GBP 52.50" denies no amount)
        tokens = re.findall(r"n't|[a-z0-9]+|[()]", sentence.lower())
        if not any(_NEGATOR.match(tok) and any(stem(w) in value for w in _until_bracket(tokens[i + 1:i + 3]))
                   for i, tok in enumerate(tokens)):
            return False
    return True


# (or a day and month in numbers: "12/4")
_SHORT_DAY = r"\b\d{1,2}/\d{1,2}\b(?!/)"
_MONTH_OR_DAY = re.compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|"
                           r"\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b|" + _SHORT_DAY, re.I)
_NUMERIC_DAY = re.compile(r"\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b|" + _SHORT_DAY, re.I)


def _number_only_in_dates(part: AnswerPart, t: "_Text") -> bool:
    """Is a number the part states ("two more refills") in the text only as the day or year of a date ("dispensed 2
    April 2026")? A date's numbers are no count or amount."""
    numbers = [s for s in part.stems if _STEMS_NO_NUMBERS.match(s) and s in t.stems]
    if not numbers or part.dates or _clock_times(part.text):
        return False  # (a time of day's numbers are its own: "7.15 to 9.30 pm" beside "Fri 20/3")
    length = answer_length_minutes(part.text)
    if length is not None and any(_range_of_length(line, length) for line in t.text.split("\n")):
        return False  # (nor is a length's 2 the 2 of a range that long: "two and a half hours" of "teas 2-4.30")
    if _ORDINAL_DAY.search(part.text):
        return False  # (a day of the month is a date's number: "Tuesday the 3rd" beside "tues 3/11")
    text = t.text
    if not _MONTH_OR_DAY.search(text):
        return False  # no date the number could be part of
    # (only the numbers the answer states outside a date of its own: "not until after the MRI on 22 May")
    numbers = [n for n in numbers if n in meaning_stems(_without_dates(part.text))]
    if not numbers:
        return False
    # line by line (a buffer's lines repeat across its versions, each is read once): a number some line states
    # outside its dates is stated
    lines = [line for line in text.split("\n") if line.strip()]
    return any(not any(n in meaning_stems(line) and n in meaning_stems(_without_dates(line)) for line in lines)
               for n in numbers)


@functools.lru_cache(maxsize=20_000)
def _without_dates(text: str) -> str:
    """The text, lower case, without the dates it names ("2 april 2026", "14/05/2026")."""
    rest = _NUMERIC_DAY.sub(" ", text.lower())
    for phrase in sorted(date_phrases(rest), key=len, reverse=True):
        rest = rest.replace(phrase, " ")
    return rest


def _other_amount(part: AnswerPart, text: str) -> bool:
    """Does the text state amounts of the part's kind (a length, a weight) but none of them the part's amount in
    any unit ("5 km" for "5 miles")?"""
    wanted = quantities(part.text)
    if not wanted:
        return False
    stated = quantities(text)
    for w in wanted:
        alike = [q for q in stated if q.dimension == w.dimension]
        if alike and not any(same_quantity(q, w) for q in alike):
            return True
    return False


def _converted(part: AnswerPart, text: str) -> bool:
    """Does the text state every amount-with-unit of the part in another unit ("2.4 m" for "about 7.9 ft")?"""
    wanted = quantities(part.text)
    if not wanted:
        return False
    stated = quantities(text)
    return all(any(q.unit != w.unit and same_quantity(q, w) for q in stated) for w in wanted)


def _other_span(days: float, text: str) -> bool:
    """Does the text state spans of time, none of them within a third of ``days``?"""
    stated = stated_durations(text)
    return bool(stated) and all(abs(d - days) > days / 3 for d in stated)


# "A first, then B", "A, then B", "A and then B", "A before B", "B after A": an order of two things
_SEQUENCE = re.compile(r"^(?P<a>.+?)\b(?:first\b)?[\s,;(]*(?:and\s+)?(?:then|before|followed by|afterwards)\b"
                       r"(?P<b>.+)$|^(?P<b2>.+?)\bafter\b(?P<a2>.+)$", re.I | re.S)


@functools.lru_cache(maxsize=50_000)
def _sequence_of(text: str) -> Optional[tuple]:
    """(stems of the first, stems of the second) of the order a short text states, or None."""
    m = _SEQUENCE.search(text)
    if m is None:
        return None
    a, b = (m.group("a"), m.group("b")) if m.group("a") is not None else (m.group("a2"), m.group("b2"))
    a, b = meaning_stems(a) - _ORDER_STEMS, meaning_stems(b) - _ORDER_STEMS
    return (a - b, b - a) if a - b and b - a else None


_ORDER_STEMS = frozenset(stem(w) for w in "first then before after followed afterwards later next".split())


def _reversed_order(answer: str, text: str) -> bool:
    """Does the text state the order of the answer's two things the other way round ("first a week in Porto, then
    I fly to Marrakech" against "Marrakech first, then Porto")? A text that names both without an order says
    neither."""
    order = _sequence_of(answer)
    if order is None:
        return False
    first, second = order
    for sentence in _SENTENCE.split(without_label(text)):
        said = _sequence_of(sentence)
        if said is None:
            continue
        if said[0] & second and said[1] & first and not (said[0] & first):
            return True
    return False


@functools.lru_cache(maxsize=50_000)
def _clauses(text: str) -> tuple:
    """The clauses of a text without its speaker label (sentences; "..., but ...", "... while ...")."""
    return tuple(c for c in _CLAUSE.split(without_label(text)) if c and c.strip())


_RATE = re.compile(r"\b(?:a|an|per|each|every|/)\s*(day|week|fortnight|month|year|hour|night)\b|"
                   r"\b(daily|weekly|fortnightly|monthly|yearly|annually|hourly|nightly)\b|\b(pcm|pa|p\.a\.)", re.I)
_RATE_OF = {"daily": "day", "weekly": "week", "fortnightly": "fortnight", "monthly": "month", "yearly": "year",
            "annually": "year", "hourly": "hour", "nightly": "night", "pcm": "month", "pa": "year", "p.a.": "year"}


@functools.lru_cache(maxsize=50_000)
def _rates(text: str) -> frozenset:
    """The periods a text gives amounts per ("£185 a month", "weekly", "pcm")."""
    if _is_buffer(text):
        return frozenset().union(*(_rates(line) for line in text.split("\n")))
    found = ((m.group(1) or m.group(2) or m.group(3)).lower() for m in _RATE.finditer(text))
    return frozenset(_RATE_OF.get(w, w) for w in found)


def _other_rate(answer: str, text: str) -> bool:
    """Does the answer give an amount per one period ("£185 a week") where the text gives amounts only per others
    ("£185 a month")?"""
    if not any(c.isdigit() for c in answer):
        return False
    mine = _rates(answer)
    if not mine:
        return False
    theirs = _rates(text)
    return bool(theirs) and not mine & theirs


def asking_turn_words(question: str) -> frozenset:
    """The words of the turn that asks ``question``, as a text may hold it, with its stamp or without ("[10:15 am on
    17 February, 2023] ok remind me - ..."): a text whose words, less a speaker or a stamp
    (:func:`is_asking_turn`), are one of these is the question asked, not a source of its answer."""
    return frozenset({tuple(words(question)), tuple(words(without_label(question)))})


def is_asking_turn(text: str, asked: frozenset) -> bool:
    """Is ``text`` (a message, a line) the turn whose words :func:`asking_turn_words` gave?"""
    return tuple(words(without_label(text))) in asked


@functools.lru_cache(maxsize=20_000)
def _without_lines_saying(text: str, asked: frozenset) -> str:
    """The text less its lines that are the asking turn."""
    lines = text.split("\n")
    kept = [line for line in lines if not is_asking_turn(line, asked)]
    return "\n".join(kept) if len(kept) != len(lines) else text


def _frequency_not_said(answer: str, text: str) -> bool:
    """Is the answer how often something happens ("a few times a week", "twice a month", "daily") and the text says
    nothing happens per that period? Its words alone ("had a great time last weekend") do not say how often."""
    if not _FREQUENCY.search(answer):
        return False
    mine = _rates(answer)
    return bool(mine) and not mine & _rates(text)


_FREQUENCY = re.compile(r"\b(?:times?|once|twice|thrice|every|daily|weekly|fortnightly|monthly|yearly|annually|"
                        r"nightly)\b", re.I)


@functools.lru_cache(maxsize=50_000)
def _states_a_baseline(text: str) -> bool:
    """Does the text give some value as the start of a change ("up from 95")?"""
    if _is_buffer(text):
        return any(_states_a_baseline(line) for line in text.split("\n"))
    return bool(_BASELINE.search(text))


@functools.lru_cache(maxsize=50_000)
def _only_asked(value: str, text: str) -> bool:
    """Does the text hold an amount, a time or a date of the value only in questions ("... now starts at 8am?",
    "asked if the room could take 80")? A value without digits is not judged (a question can name what it asks
    about: "Did you like the purple one?")."""
    if not any(c.isdigit() for c in value) or not ("?" in text or _ASKED_IF.search(text)):
        return False
    first = re.search(r"\d+", value).group(0)
    found = False
    for x in sentences(text):
        if first not in x or not states(x, value):  # (a cheap look for its first number before the full one)
            continue
        if not (x.rstrip().rstrip("'\"”’)").endswith("?") or _ASKED_IF.search(x)):
            return False  # stated somewhere
        found = True
    return found


@functools.lru_cache(maxsize=50_000)
def states_a_change(text: str) -> bool:
    """Does the text mark some value as a former one ("previously", "no longer", "from Porto to Lisbon")?"""
    if _is_buffer(text):
        return any(states_a_change(line) for line in text.split("\n"))
    return bool(_FORMER.search(text) or _FROM_TO.search(text) or _FROM_ONLY.search(text))


def _named_in(part: AnswerPart, text: str) -> bool:
    """Does the text use the one-word answer as a name: capitalised inside a sentence of its body ("I just moved
    to Lisbon"), not at a sentence start, not as the label of who speaks, not addressing someone ("Thanks, Joanna!")?"""
    return not part.stems.isdisjoint(_used_as_names(text))


# a weekday and a day of the month ("sun 24th", "TUE 21st", "Thursday the 5th", "the weds, 18th"), and a month named
# right after it
_WEEKDAY_DAY = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\b"
                          r"(?![/:.]\d)", re.I)
_MONTH_AFTER = re.compile(r"\s*(?:of\s+)?([a-z]+)", re.I)


def _weekday_and_day(text: str, value: str) -> bool:
    """Does the text name the date the value is by its weekday and day of the month ("home sun 24th" of "Sunday
    24th May"), as notes write a day of the month they are in (not with another month after it: "sun 24th June")?"""
    want = {(m.group(1).lower(), int(m.group(2))) for m in _WEEKDAY_DAY.finditer(value)}
    if not want:
        return False
    months = {MONTHS[w.lower()] for w in re.findall(r"[A-Za-z]+", value) if w.lower() in MONTHS}
    for m in _WEEKDAY_DAY.finditer(text):
        if (m.group(1).lower(), int(m.group(2))) not in want:
            continue
        after = _MONTH_AFTER.match(text, m.end())
        month = MONTHS.get(after.group(1).lower()) if after else None
        if month is None or not months or month in months:
            return True
    return False


# the items of a rota, and one that pairs people with a job: "Marion + Jean - teas", "money table: Brian"
_ROTA_SPLIT = re.compile(r"[,;\n]|(?<=[.!?])\s+")
_ROTA_ITEM = re.compile(r"(?:^|:)\s*[A-Z][a-z]+(?:\s*(?:\+|&|and|/)\s*[A-Z][a-z]+)*\s*[-–:]\s*\S"
                        r"|[^:\n]{2,40}:\s*[A-Z][a-z]+(?:\s*(?:\+|&|and|/)\s*[A-Z][a-z]+)*\s*$")
# ... or, in a short item, the names and then the job: "Brian money table", "Marion and Jean teas"
_ROTA_SHORT = re.compile(r"(?:^|:)\s*[A-Z][a-z]+(?:\s*(?:\+|&|and|/)\s*[A-Z][a-z]+)*\s+[a-z][\w-]*(?:\s+[\w-]+){0,2}"
                         r"\s*[.!]?\s*$")
_NAME_IN_SENTENCE = re.compile(r"(?<=[a-z0-9] )([A-Z][a-z][\w'-]*)")
_ADDRESSING = re.compile(r"\s*[!?,]")


@functools.lru_cache(maxsize=50_000)
def _used_as_names(text: str) -> frozenset:
    """Stems of the words a text uses as names in its body (see :func:`_named_in`)."""
    body = without_label(text)
    return frozenset(stem(m.group(1).lower()) for m in _NAME_IN_SENTENCE.finditer(body)
                     if not _ADDRESSING.match(body, m.end()))


def _given_name_in(part: AnswerPart, text: str) -> bool:
    """Is a person's full name ("LeBron James", two or three capitalised words) referred to by its first name, used
    as a name in the text ("I just love watching LeBron")?"""
    names = re.findall(r"[A-Za-z][\w'.-]*", part.text)
    if not 2 <= len(names) <= 3 or not all(n[:1].isupper() for n in names):
        return False
    first = meaning_stems(names[0])
    if len(first) != 1 or not _named_in(AnswerPart(names[0], first, (), False), text):
        return False
    # "Jorge Pereira" is not "Jorge Pires": the first name must not be followed there by another surname
    rest = {n.lower() for n in names[1:]}
    for m in re.finditer(rf"\b{re.escape(names[0])}\s+([A-Z][\w'-]+)", text):
        if m.group(1).lower() not in rest:
            return False
    return True


def _norm(text: str) -> str:
    return " ".join(words(_plain_numbers(text)))


@functools.lru_cache(maxsize=50_000)
def _padded_norm(text: str) -> str:
    """The text's words, space separated with a space at each end (a phrase is found whole, " cat " not in "cats")."""
    return f" {_norm(text)} "


_WEEKDAY_SHORT = {stem(day): frozenset(stem(a) for a in short) for day, short in (
    ("monday", ("mon",)), ("tuesday", ("tue", "tues")), ("wednesday", ("wed", "weds")),
    ("thursday", ("thu", "thur", "thurs")), ("friday", ("fri",)), ("saturday", ("sat",)), ("sunday", ("sun",)))}


def _soft_hits(stems: frozenset, text_stems: frozenset) -> frozenset:
    """The stems present in the text, also as a longer or shorter form of the same word ("dog" / "doggy")."""
    hits = stems & text_stems
    rest = stems - hits
    if not rest:
        return hits
    prefixes = _prefixes(text_stems)
    # (a weekday as notes write it: "Fri" for "Friday")
    return hits | frozenset(s for s in rest if (len(s) >= 4 and s[:4] in prefixes and len(s) >= 5)
                            or _WEEKDAY_SHORT.get(s, frozenset()) & text_stems)


@functools.lru_cache(maxsize=50_000)
def _prefixes(text_stems: frozenset) -> frozenset:
    return frozenset(t[:4] for t in text_stems if len(t) >= 4)


def _soft_match(word: str, surface: tuple) -> bool:
    """Is a word of the text the same word in another form ("dogs"/"doggy") or close to it in meaning?"""
    if not surface or not _DENSE._ready() or len(surface) > SOFT_MATCH_MAX_WORDS:
        return False  # a long text (a buffer of verbatim turns) is matched by its own words
    if len(word) >= 5 and any(_one_word_family(word, other) for other in _long_prefixes(surface).get(word[:4], ())):
        return True
    matrix = _word_matrix(surface)
    return bool((matrix @ _DENSE.vector(word)).max() >= WORD_SIMILARITY)


@functools.lru_cache(maxsize=20_000)
def _long_prefixes(surface: tuple) -> dict:
    """A text's words of five letters or more by their first four letters."""
    out: dict = {}
    for _, other in surface:
        if len(other) >= 5:
            out.setdefault(other[:4], []).append(other.lower())
    return out


# endings a word takes in its own family ("thank" -> "thanks", "thankful"; "adopt" -> "adopting", "adoption")
_WORD_ENDINGS = frozenset(
    "s es e ed d er ers ing ings ion ions ation ations al ally ly ful fully ness ive ives ity ities ment ments ship "
    "ships or ors ist ists ism ic ical y ies ied ier iest ily iness able ible ate ated ates ating ance ence ant ent "
    "ous ize ized izes izing ise ised ises ising istic ional est en ry ery ee ees".split()) | {""}


def _one_word_family(a: str, b: str) -> bool:
    """Are two words forms of one word: a common beginning of four letters or more, each going on with nothing or
    an ending words take ("movie"/"movies", "adopting"/"adoption", "dance"/"dancers")? A shared beginning alone is
    not enough: "creamy" is not "creative", "stress" not "strength", "supplies" not "support"."""
    a, b = a.lower(), b.lower()
    common = 0
    for x, y in zip(a, b):
        if x != y:
            break
        common += 1
    return any(a[k:] in _WORD_ENDINGS and b[k:] in _WORD_ENDINGS for k in range(4, common + 1))


@functools.lru_cache(maxsize=20_000)
def _word_matrix(surface: tuple):
    """The word vectors of a text's content words, one row each (cached per text)."""
    return _DENSE._np.stack(_DENSE.vectors([other for _, other in surface]))


@functools.lru_cache(maxsize=20_000)
def _surface_dict(text: str) -> dict:
    """:func:`_surface_words` of an answer part as a dict (stem -> word); not to be changed."""
    return dict(_surface_words(text))


__all__ = ["AnswerPart", "InformationNeed", "meaning_stems"]
