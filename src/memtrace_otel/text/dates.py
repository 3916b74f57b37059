"""Dates in text, judged against when the text was said.

"Yesterday" said on 8 May 2023 means 7 May 2023; "last week" said on 3 July 2023 means the week before it. A text's
dates are the explicit ones it names (``7 May 2023``, ``May 7``, ``June 2023``, ``2022``) and the relative ones
resolved against its timestamp (``yesterday``, ``last Friday``, ``two weekends ago``, ``next month``), plus the day it
was said (what it reports happened then). An answer's dates are its explicit dates shifted by the phrases people
use for them (``the week before 9 June 2023``, ``the Friday before 15 July 2023``, ``since 2016``).

Every date is an interval of days ``(first, last)``; two dates agree when their intervals overlap, with a small
slack for the vagueness of "last week". Pure standard library; deterministic.
"""

from __future__ import annotations

import bisect
import functools
import re
from datetime import date, datetime, timedelta
from typing import Any, Optional

from .labels import ROLE

Interval = tuple[date, date]

MONTHS = {name: i + 1 for i, name in enumerate(
    "january february march april may june july august september october november december".split())}
MONTHS.update({name[:3]: num for name, num in list(MONTHS.items())})
MONTHS["sept"] = 9
# months in the languages notes in English mix in ("wo 11 maart", "Di 7 März", "le 3 juin", "5 marzo 2026"): the
# names no English word or common name shares (not "mars", "mai", "maj", "mayo", "avril", "marco"); with them, the
# forms with a dot after the day ("7. März", "24. desember") and with "de" ("5 de marzo de 2026", "10 de março")
FOREIGN_MONTHS = {name: i + 1 for i, names in enumerate((
    "januari januar janvier enero janeiro gennaio", "februari februar février fevrier febrero fevereiro febbraio",
    "maart märz maerz marzo março", "aprile abril", "maggio maio", "juni juin junio junho giugno",
    "juli juillet julio julho luglio", "augustus augusti août aout agosto",
    "septembre septiembre setiembre setembro settembre",
    "oktober octobre octubre outubro ottobre", "novembre noviembre novembro", "dezember desember décembre decembre "
    "diciembre dezembro dicembre")) for name in names.split()}
MONTHS.update(FOREIGN_MONTHS)
WEEKDAYS = {name: i for i, name in enumerate("monday tuesday wednesday thursday friday saturday sunday".split())}
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "few": 3, "several": 3}
SEASONS = {"spring": (3, 5), "summer": (6, 8), "fall": (9, 11), "autumn": (9, 11), "winter": (12, 2)}

_MONTH = r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|" \
         r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|" + "|".join(sorted(FOREIGN_MONTHS, key=len, reverse=True)) + ")"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d{2})"
_NUM = r"(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|couple|few|several)"
_MOD = r"(?:about |around |nearly |almost |over |just under |just over |roughly |more than |less than )?"
_WEEKDAY = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun)\b"
_FOREIGN_MONTH = "(?:" + "|".join(sorted(FOREIGN_MONTHS, key=len, reverse=True)) + r")\b"
# what joins a day to its month: "of" ("the 3rd of May"), a dot before a month of another language ("7. März") or "de"
# ("5 de marzo")
# (the dot before an English month too, as German speakers write in English, "not the 1. April"; not "7. May" or
# "3. March", a list's number before a sentence that opens with the word)
_DOTTED_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|" \
                r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b"
_OF = rf"(?:\s+of|\.(?=\s*(?:{_FOREIGN_MONTH}|{_DOTTED_MONTH}))|\s+de(?=\s+{_FOREIGN_MONTH}))?"
# and what joins a month to its year: "de" after a month of another language ("marzo de 2026")
_OF_YEAR = rf"(?:(?<=[^\W\d_]{{4}})\s+de)?"
# a month right after a day of the month ("10th dec", "the 3rd of May")
_MONTH_NEXT = re.compile(r"\s*(?:of\s+)?" + _MONTH + r"\b", re.I)

# a day may be written against its month ("3June, 2022"), as hurried writing does
_DAY_MONTH_YEAR = re.compile(rf"\b{_DAY}{_OF}\s*{_MONTH}\.?,?{_OF_YEAR}\s+{_YEAR}\b")
_MONTH_DAY_YEAR = re.compile(rf"\b{_MONTH}\.?\s+{_DAY},?\s+{_YEAR}\b")
# (year first, so unambiguous with "/" too: LongMemEval's "2023/05/20 (Sat) 02:21")
_ISO = re.compile(r"\b((?:19|20)\d{2})([-/])(\d{2})\2(\d{2})")
_MONTH_YEAR = re.compile(rf"\b{_MONTH}\.?,?{_OF_YEAR}\s+(?:of\s+)?{_YEAR}\b")
_DAY_MONTH = re.compile(rf"\b{_DAY}{_OF}\s*{_MONTH}\b")
_MONTH_DAY = re.compile(rf"\b{_MONTH}\.?\s+{_DAY}\b")
_YEAR_ONLY = re.compile(rf"\b{_YEAR}\b")
_MONTH_ONLY = re.compile(rf"\b(?:in|last|next|this|since|early|late|mid|of|during)[\s-]+{_MONTH}\b")
# a date in numbers, day and month either way round ("02.03.26", "12/4/2026", "Tue 3/3"): with a year, or with
# "/" after a weekday or a word that introduces a date, "booked for" too (a bare "3/4" is as often a fraction, a score
# or a rate)
_NUMERIC_DATE = re.compile(r"(?<![\w/.:,-])(\d{1,2})([/.-])(\d{1,2})(?:\2((?:19|20)?\d{2}))?(?![\w/:-]|[.,]\d)")
NUMERIC_DATE_LEAD = re.compile(rf"(?:\b{_WEEKDAY}\.?,?|\b(?:on|by|due|from|until|till|since|before|after|dated)"
                               rf"|\bw/c|\bweek of|\b(?:booked|again|pencill?ed in|fixed|set|moved to) for"
                               # (a day something is moved to: "pushed to 14/11", "put back to 3/4")
                               rf"|\b(?:moved|pushed|put|changed|switched|shifted|postponed|rescheduled|brought|bumped)"
                               rf"(?:\s+(?:back|forward|on))?\s+to)\s*$")
_LOCOMO_STAMP = re.compile(rf"(\d{{1,2}}):(\d{{2}})\s*([ap]m)\s+on\s+{_DAY}\s+{_MONTH},?\s+{_YEAR}", re.I)


# ------------------------------------------------------------------------------------------------ timestamps
def parse_timestamp(value: Any) -> Optional[date]:
    if isinstance(value, str):
        return _parse_text_timestamp(value)
    return _parse_timestamp(value)


@functools.lru_cache(maxsize=100_000)
def _parse_text_timestamp(value: str) -> Optional[date]:
    return _parse_timestamp(value)


def _parse_timestamp(value: Any) -> Optional[date]:
    """The day a text was said: a datetime/date, an ISO string, a LoCoMo stamp ("1:56 pm on 8 May, 2023"), any text
    holding one explicit date, or epoch seconds/nanoseconds. None when nothing can be read."""
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        seconds = value / 1e9 if value > 1e14 else value / 1e3 if value > 1e11 else value
        try:
            return datetime.utcfromtimestamp(seconds).date()
        except (OverflowError, OSError, ValueError):
            return None
    text = str(value).strip()
    if text.isdigit() and 9 <= len(text) <= 19:  # epoch seconds / milliseconds / nanoseconds given as text
        return _parse_timestamp(int(text))
    try:
        return datetime.fromisoformat(text.replace("Z", "+00:00")).date()
    except ValueError:
        pass
    days = [d for d in explicit_dates(text.lower(), None) if d[0] == d[1]]
    return days[0][0] if days else None


def _month(name: str) -> int:
    foreign = FOREIGN_MONTHS.get(name.lower().rstrip("."))
    if foreign is not None:
        return foreign
    return MONTHS[name.lower().rstrip(".")[:4] if name.lower().startswith("sept") else name.lower()[:3]]


def _day(year: int, month: int, day: int) -> Optional[date]:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _month_interval(year: int, month: int) -> Interval:
    first = date(year, month, 1)
    nxt = date(year + (month == 12), month % 12 + 1, 1)
    return first, nxt - timedelta(days=1)


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word, 1)


# ------------------------------------------------------------------------------------------------ explicit dates
def explicit_dates(text: str, ref: Optional[date]) -> list[Interval]:
    """Dates a lowercase text names outright. A day or month without a year takes the year of ``ref`` (the most
    recent such date not after ``ref`` + 1 month, as people mean it), or is skipped without ``ref``."""
    out: list[Interval] = []
    taken = bytearray(len(text) + 1)

    def free(m: re.Match) -> bool:
        return taken.find(1, m.start(), m.end()) == -1

    def add(m: re.Match, interval: Optional[Interval]) -> None:
        taken[m.start():m.end()] = b"\x01" * (m.end() - m.start())
        if interval is not None:
            out.append(interval)

    if _DIGIT.search(text) is None:  # every pattern but a bare month needs a digit
        if ref is not None:
            _bare_months(text, ref, free, add)
        return out
    for m in _ISO.finditer(text):
        d = _day(int(m.group(1)), int(m.group(3)), int(m.group(4)))
        add(m, (d, d) if d else None)
    for m in _NUMERIC_DATE.finditer(text):
        if free(m):
            days = _numeric_date(text, m, ref)
            if days is not None:
                add(m, None)
                out.extend((d, d) for d in days)
    for m in _DAY_MONTH_YEAR.finditer(text):
        if free(m):
            d = _day(int(m.group(3)), _month(m.group(2)), int(m.group(1)))
            add(m, (d, d) if d else None)
    for m in _MONTH_DAY_YEAR.finditer(text):
        if free(m):
            d = _day(int(m.group(3)), _month(m.group(1)), int(m.group(2)))
            add(m, (d, d) if d else None)
    for m in _MONTH_YEAR.finditer(text):
        if free(m):
            add(m, _month_interval(int(m.group(2)), _month(m.group(1))))
    for pattern, day_group, month_group in ((_DAY_MONTH, 1, 2), (_MONTH_DAY, 2, 1)) if ref is not None else ():
        for m in pattern.finditer(text):
            if free(m):
                if month_group == 1 and m.group(1) == "may" and not re.match(r"\s+\d", text[m.end(1):]):
                    continue
                month, number = _month(m.group(month_group)), int(m.group(day_group))
                d = _on_its_weekday(text, m, ref, month, number) \
                    or _in_year_near(ref, month, number, ahead=_speaks_ahead(text, m))
                add(m, (d, d) if d else None)
    for m in _YEAR_ONLY.finditer(text):
        if free(m):
            year = int(m.group(1))
            add(m, (date(year, 1, 1), date(year, 12, 31)))
    if ref is not None:
        _bare_months(text, ref, free, add)
    return out


_DIGIT = re.compile(r"\d")


# a sentence that speaks of what is to come ("is getting married in November", "we'll go in June"): a month it names
# without a year is the next one, not the last
_FUTURE = re.compile(r"\b(?:will|won't|going to|gonna|plan(?:s|ning)? to|planning|scheduled|upcoming|coming up|"
                     r"starting|goes up|due|deadline|booked for|w/c|"
                     r"looking forward|can't wait|(?:am|is|are|'m|'s|'re) (?:getting|going|flying|moving|having|"
                     r"heading|leaving|visiting|travell?ing))\b|'ll\b")
_SENTENCE_END = re.compile(r"[.!?\n]")


def _bare_months(text: str, ref: date, free, add) -> None:
    """A month named without a day or year ("in June"), in the year ``ref`` means: the last such month, or the next
    one in a sentence about what is to come."""
    for m in _MONTH_ONLY.finditer(text):
        if free(m) and m.group(1) != "may":
            month = _month(m.group(1))
            ahead = m.group(0).startswith("next") or _speaks_ahead(text, m)
            year = ref.year + (month < ref.month) if ahead else ref.year - (month > ref.month + 1)
            add(m, _month_interval(year, month))


@functools.lru_cache(maxsize=50_000)
def numeric_date_spans(text: str, ref: Optional[date] = None) -> tuple:
    """(start, end, days) of every date the text writes in numbers ("14/05/26", "02.09.26")."""
    if _DIGIT.search(text) is None:
        return ()
    out = []
    for m in _NUMERIC_DATE.finditer(text.lower()):
        days = _numeric_date(text.lower(), m, ref)
        if days:
            out.append((m.start(), m.end(), tuple(days)))
    return tuple(out)


def _numeric_date(text: str, m: re.Match, ref: Optional[date]) -> Optional[list[date]]:
    """The day or days a numeric date can mean: day first or month first (both, when either reads and the text does
    not say which: a weekday named before it picks the one that falls on it). None when it is no date here."""
    a, sep, b, year = int(m.group(1)), m.group(2), int(m.group(3)), m.group(4)
    lead = NUMERIC_DATE_LEAD.search(text, max(0, m.start() - 16), m.start())
    if year is None and (sep != "/" or lead is None or ref is None):
        return None
    readings = [(a, b), (b, a)] if a != b else [(a, b)]  # (day, month)
    days = []
    for day, month in readings:
        if not (1 <= month <= 12 and 1 <= day <= 31):
            continue
        if year is not None:
            d = _day(int(year) + (2000 if len(year) == 2 else 0), month, day)
        else:
            d = _in_year_near(ref, month, day, ahead=_speaks_ahead(text, m))
        if d is not None:
            days.append(d)
    weekday = lead.group(1) if lead is not None else None
    if weekday:
        named = next(i for name, i in WEEKDAYS.items() if name.startswith(weekday[:3]))
        if year is None:
            # the weekday fixes the year of a day written without one ("Sat 13/9" fell in 2025), and of two readings
            # the one that falls on it nearest the year meant
            moved = [(abs(x.year - d.year), x) for d in days
                     if (x := _year_of_weekday(d, named, ahead=d >= ref)).weekday() == named]
            if moved:
                nearest = min(k for k, _ in moved)
                days = [x for k, x in moved if k == nearest]
        elif len(days) > 1:
            days = [d for d in days if d.weekday() == named] or days
    return days or None


def _year_of_weekday(d: date, weekday: int, ahead: bool) -> date:
    """The same day and month in the nearest year (earlier, or later for a day to come) in which it falls on
    ``weekday``, within six years; ``d`` itself when it does or none does."""
    if d.weekday() == weekday:
        return d
    for k in range(1, 7):
        other = _day(d.year + (k if ahead else -k), d.month, d.day)
        if other is not None and other.weekday() == weekday:
            return other
    return d


def _in_year_near(ref: date, month: int, day: int, ahead: bool = False) -> Optional[date]:
    """That day in the year ``ref`` means: the most recent one not after ``ref`` + 1 month, or, in a sentence about
    what is to come, the next one from ``ref`` on."""
    d = _day(ref.year, month, day)
    if ahead:
        return d if d is None or d >= ref else _day(ref.year + 1, month, day)
    if d is not None and d > ref + timedelta(days=31):
        d = _day(ref.year - 1, month, day)
    return d


_WEEKDAY_BEFORE = re.compile(rf"\b{_WEEKDAY}\.?,?\s+(?:the\s+)?$")


def _on_its_weekday(text: str, m: re.Match, ref: date, month: int, day: int) -> Optional[date]:
    """A day and month named with its weekday and no year ("sat 10th dec", "Friday 8 April"): that day in the year
    next to ``ref`` (the one before, its own or the next) in which it falls on that weekday, else None. The weekday
    says which year a plan or a retelling means."""
    before = _WEEKDAY_BEFORE.search(text, max(0, m.start() - 16), m.start())
    return _weekday_year(day, month, ref, before.group(1)) if before is not None else None


def _weekday_year(day: int, month: int, ref: date, weekday: str) -> Optional[date]:
    """:func:`_near_day` of those years, only when one of them falls on ``weekday`` (three years in a row never
    share a weekday for a day, so at most one does)."""
    d = _near_day(day, month, ref, weekday, "nearest")
    return d if d is not None and d.weekday() == _weekday(weekday.lower()) else None


def _speaks_ahead(text: str, m: re.Match) -> bool:
    """Is the sentence holding this match about what is to come ("the rent goes up ... starting August 1")?"""
    starts = [e.end() for e in _SENTENCE_END.finditer(text, 0, m.start())]
    end = _SENTENCE_END.search(text, m.end())
    return bool(_FUTURE.search(text[starts[-1] if starts else 0:end.start() if end else len(text)]))


# ------------------------------------------------------------------------------------------------ relative dates
# (pattern, key, words): a pattern matches only a text that holds one of its words (checked first: cheaper)
def _week_abbreviated(pattern: str, words: tuple) -> tuple[str, tuple]:
    """A pattern of "week" also reads notes' "wk" / "wks" ("Mon next wk", "in 2 wks")."""
    if " week" not in pattern:
        return pattern, words
    pattern = pattern.replace(" weeks?", " w(?:ee)?ks?").replace(" week\\b", " w(?:ee)?k\\b") \
        .replace(" week(?:'s|", " w(?:ee)?k(?:'s|")
    return pattern, words + tuple(w.replace("week", "wk") for w in words if "week" in w)


_SHORT_WEEKDAYS = ("tues", "tue", "weds", "thurs", "thur", "thu", "fri", "sat")
_SHORT_WEEKDAY = r"(?:tues?|weds|thu(?:rs?)?|fri|sat(?!\s*-?\s*nav))"
_RELATIVE: list[tuple[re.Pattern, str, tuple]] = [(re.compile(p2), k, w2) for p, k, w in (
    # a weekday of a named week ("Friday next week", "next week on Friday", "Tuesday of this week", "last week's
    # Monday"): that one day; it takes the place of the week and the bare weekday it overlaps
    (rf"\b(?:on )?{_WEEKDAY}(?:,? (?:of |in )?(?:the )?)(next|this|last|coming|following) week\b"
     rf"|\b(next|this|last|coming|following) week(?:'s|,? on) {_WEEKDAY}", "weekday-of-week", (" week",)),
    # a week or a fortnight from a day ("a fortnight today", "a week tomorrow", "a week on Friday", "Thurs week": the
    # coming Thursday and a week on): that one day
    (r"\ba (week|fortnight) (?:from )?(today|tonight|tomorrow|yesterday)\b", "weeks-from-day", ("week", "fortnight")),
    # a count of days or weeks from a day ("two weeks from today", "10 days from tomorrow", "3 weeks from now"):
    # that one day
    (rf"\b{_NUM} (days?|weeks?) from (today|tonight|tomorrow|now)\b", "units-from-day", (" from ",)),
    (rf"\ba (week|fortnight) (?:on|this|from(?: this)?) {_WEEKDAY}", "weeks-from-weekday", ("week", "fortnight")),
    (rf"\b{_WEEKDAY}\.? week\b", "weekday-week", (" week",)),
    (r"\bin a fortnight\b|\bin two weeks' time\b", "fortnight+1", ("fortnight", "time")),
    (r"\ba fortnight ago\b", "fortnight-1", ("fortnight",)),
    (r"\bday before yesterday\b", "day-2", ("yesterday",)),
    (r"\byesterday\b|\blast night\b", "day-1", ("yesterday", "last night")),
    (r"\btoday\b|\btonight\b|\bthis (?:morning|afternoon|evening)\b|\bearlier today\b", "day0",
     ("today", "tonight", "this ")),
    (r"\btomorrow\b", "day+1", ("tomorrow",)),
    (rf"\b{_NUM} days? ago\b", "days-ago", (" ago",)),
    (rf"\bin {_NUM} days?\b", "days-ahead", ("day",)),
    (rf"\b{_NUM} weekends? ago\b", "weekends-ago", (" ago",)),
    (r"\b(?:last|past|this past|previous) weekend\b", "weekend-1", (" weekend",)),
    # (a weekend someone had, "I had a super fun weekend": the one just gone)
    (r"\b(?:had|spent) (?:a|an|the|my|our) (?:\w+ ){0,2}weekend\b", "weekend-1", (" weekend",)),
    (r"\bthis weekend\b|\bover the weekend\b", "weekend0", (" weekend",)),
    (r"\bnext weekend\b", "weekend+1", ("next weekend",)),
    (rf"\b{_NUM} weeks? ago\b", "weeks-ago", (" ago",)),
    (r"\b(?:last|past|this past|previous) week\b|\ba week ago\b|\bthe other week\b", "week-1", (" week",)),
    (r"\bthis week\b|\bearlier this week\b", "week0", ("this week",)),
    (r"\bnext week\b", "week+1", ("next week",)),
    (rf"\bin {_NUM} weeks?\b", "weeks-ahead", (" week",)),
    (rf"\b{_NUM} months? ago\b|\bfor (?:the (?:last|past) )?{_MOD}{_NUM} months?\b|\b{_NUM} months? now\b",
     "months-ago", (" month",)),
    (r"\b(?:last|past|previous) month\b|\ba month ago\b", "month-1", (" month",)),
    (r"\bthis month\b|\bearlier this month\b", "month0", ("this month",)),
    (r"\bnext month\b", "month+1", ("next month",)),
    (rf"\b{_NUM} years? ago\b|\bfor (?:the (?:last|past) )?{_MOD}{_NUM} years?\b|\b{_NUM} years? now\b"
     rf"|\b(?:left|quit|retired|ended|stopped|closed|sold)\b[^.!?]{{0,40}}\bafter {_MOD}{_NUM} years?\b",
     "years-ago", (" year",)),
    (rf"\bfor (?:the (?:last|past) )?{_MOD}{_NUM} weeks?\b|\b{_NUM} weeks? now\b", "weeks-ago", (" week",)),
    (r"\b(?:last|past|previous) year\b|\ba year ago\b", "year-1", (" year",)),
    (r"\bthis year\b", "year0", ("this year",)),
    (r"\bnext year\b", "year+1", ("next year",)),
    (rf"\b(?:last|this past|past) {_WEEKDAY}", "weekday-1", ("ast ",)),
    # (with the weekdays notes shorten: "on Thurs", "this Sat"; not the ones that are also other words after "on",
    # "sun", "wed", "mon", nor "sat nav")
    (rf"\bon (monday|tuesday|wednesday|thursday|friday|saturday|sunday|{_SHORT_WEEKDAY})\b", "weekday-1",
     ("day",) + _SHORT_WEEKDAYS),
    # "this Friday": the one just gone in a retelling ("we went this Friday"), the coming one in a plan ("can't do
    # this Friday"); the tense decides, which is not read here
    (rf"\bthis (monday|tuesday|wednesday|thursday|friday|saturday|sunday|{_SHORT_WEEKDAY})\b", "weekday-this",
     ("day",) + _SHORT_WEEKDAYS),
    # "the Friday after" with nothing after it: the one after this coming one ("can't do this Friday, it'll be the
    # Friday after instead")
    (rf"\bthe {_WEEKDAY} after\b(?=\s*(?:[,.;:!?)\-]|$|instead\b|then\b|that\b|so\b|and\b|but\b))", "weekday+2",
     ("after",)),
    (rf"\bnext {_WEEKDAY}", "weekday+1", ("next ",)),
    # "this coming Thursday", "the coming Sat": the next one from the day it was said
    (rf"\b(?:this |the )?coming {_WEEKDAY}", "weekday-coming", ("coming ",)),
    # "the Sunday after next", "the week after next": one further on than "next Sunday" / "next week"
    (rf"\b{_WEEKDAY} after next\b", "weekday+2", ("after next",)),
    (r"\bweek after next\b", "week+2", ("after next",)),
    (r"\b(?:last|this past|past) (spring|summer|fall|autumn|winter)\b", "season-1", ("ast ",)),
    (r"\b(?:this|next) (spring|summer|fall|autumn|winter)\b", "season0", ("this ", "next ")),
    (r"\brecently\b|\blately\b|\bthe other day\b", "recent", ("recently", "lately", "the other day")),
    (r"\bday after tomorrow\b", "day+2", ("day after tomorrow",)),
    (r"\bon the (\d{1,2})(?:st|nd|rd|th)\b", "month-day", ("on the ",)),
    # a weekday with its day of the month ("Weds 19th end of day is fine", "chase them Mon 17th"): the nearest day
    # of that number that falls on that weekday
    (rf"\b{_WEEKDAY}\.?,? (?:the )?(\d{{1,2}})(?:st|nd|rd|th)\b", "weekday-ordinal", ("st", "nd", "rd", "th")),
    # a weekday named bare in a note ("he can grab it Tues after 4"): the coming one or the last one (the note's
    # tense decides, which is not read here); not a word that is also another word ("sat", "sun", "wed", "mon")
    (r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tues|thurs|weds|fri)\b", "weekday-either",
     ("day", "tues", "thurs", "weds", "fri")),
) for p2, w2 in [_week_abbreviated(p, w)]]
# what makes a weekday not bare: a word before it that another pattern reads ("last", "next", "on", "this", "every",
# "a week on"), or a date, a week or a "next" after it
_NOT_BARE_BEFORE = re.compile(r"(?:\b(?:last|past|next|on|this|every|each|following|coming|of|week|fortnight)|[\d/])"
                              r"\W{0,2}$")
_NOT_BARE_AFTER = re.compile(r"^\W{0,2}(?:\d|week\b|after next\b|after\b(?!\s*\d)|next\b|last\b|this\b|of\b|nights?\b|"
                             r"'s\b)")


_WEEKDAY_PREFIXES = frozenset(day[:3] for day in WEEKDAYS)


def _weekday(name: str) -> int:
    return next(i for day, i in WEEKDAYS.items() if day.startswith(name[:3]))


def _shift_months(d: date, months: int) -> tuple[int, int]:
    index = d.year * 12 + d.month - 1 + months
    return index // 12, index % 12 + 1


def _weekend_before(ref: date, n: int) -> Interval:
    """The n-th weekend before ``ref`` (Saturday-Sunday, widened by a day each side)."""
    saturday = ref - timedelta(days=(ref.weekday() - 5) % 7 or 7)
    saturday -= timedelta(weeks=n - 1)
    return saturday - timedelta(days=1), saturday + timedelta(days=2)


def _season(year: int, name: str) -> Interval:
    first, last = SEASONS[name]
    if first > last:  # winter spans the new year
        return date(year, 12, 1), _month_interval(year + 1, last)[1]
    return date(year, first, 1), _month_interval(year, last)[1]


def relative_dates(text: str, ref: Any) -> list[Interval]:
    """Dates a lowercase text gives relative to the day it was said: ``ref`` is that day, or a function from a
    position in the text to the day said there (a context listing memories, each with its own time)."""
    out: list[Interval] = []
    day = timedelta(days=1)
    ref_at = ref if callable(ref) else (lambda _pos: ref)
    taken: list[tuple[int, int]] = []  # spans a more specific pattern read ("Friday next week")
    for pattern, key, needed in _RELATIVE:
        if not any(w in text for w in needed):
            continue
        for m in pattern.finditer(text):
            if taken and any(a < m.end() and m.start() < b for a, b in taken):
                continue
            ref = ref_at(m.start())
            if ref is None:
                continue
            arg = next((g for g in m.groups() if g), None)
            if key == "weekday-ordinal":
                if _MONTH_NEXT.match(text, m.end()):
                    continue  # "sat 10th dec": a day and month, read with its year by explicit_dates
                name, number = m.group(1), int(m.group(2))
                months = [_shift_months(ref, k) for k in (-1, 0, 1, 2)]
                fits = [d for y, mo in months if (d := _day(y, mo, number)) is not None
                        and d.weekday() == _weekday(name)]
                if fits:
                    d = min(fits, key=lambda x: abs((x - ref).days))
                    out.append((d, d))
                    taken.append(m.span())
                continue
            if key == "weekday-either":
                if _NOT_BARE_BEFORE.search(text, max(0, m.start() - 12), m.start()) \
                        or _NOT_BARE_AFTER.match(text[m.end():m.end() + 12]):
                    continue
                ahead = (_weekday(arg) - ref.weekday()) % 7 or 7
                coming, last = ref + ahead * day, ref - ((ref.weekday() - _weekday(arg)) % 7 or 7) * day
                out.extend(((coming, coming), (last, last)))
                continue
            if key == "weekday-of-week":
                name = next(g for g in m.groups() if g and g[:3] in _WEEKDAY_PREFIXES)
                which = next(g for g in m.groups() if g and g not in (name,))
                shift = {"next": 1, "coming": 1, "following": 1, "this": 0, "last": -1}[which]
                monday = ref - ref.weekday() * day + 7 * shift * day
                d = monday + _weekday(name) * day
                out.append((d, d))
                taken.append(m.span())
                continue
            if key == "units-from-day":
                n, unit, start = _number(m.group(1)), m.group(2), m.group(3)
                d = ref + (n * (7 if unit.startswith("week") else 1) + (start == "tomorrow")) * day
                out.append((d, d))
                taken.append(m.span())
                continue
            if key in ("weeks-from-day", "weeks-from-weekday", "weekday-week", "fortnight+1", "fortnight-1"):
                groups = [g for g in m.groups() if g]
                weeks = 2 if "fortnight" in m.group(0) else 1
                if key == "fortnight+1":
                    d = ref + 14 * day
                    out.append((d - day, d + day))
                elif key == "fortnight-1":
                    d = ref - 14 * day
                    out.append((d - day, d + day))
                elif key == "weeks-from-day":
                    d = ref + (7 * weeks + {"tomorrow": 1, "yesterday": -1}.get(groups[1], 0)) * day
                    out.append((d, d))
                else:
                    name = groups[-1]
                    d = ref + ((_weekday(name) - ref.weekday()) % 7 or 7) * day + 7 * weeks * day
                    out.append((d, d))
                taken.append(m.span())
                continue
            if key == "month-day":
                n = int(arg)
                year, month = (ref.year, ref.month) if n <= ref.day + 7 else _shift_months(ref, -1)
                d = _day(year, month, n)
                if d:
                    out.append((d, d))
            elif key.startswith("day") and key != "days-ago" and key != "days-ahead":
                d = ref + int(key[3:]) * day
                out.append((d, d))
            elif key == "days-ago":
                n = _number(arg)
                out.append((ref - (n + 1) * day, ref - max(n - 1, 0) * day))
            elif key == "days-ahead":
                n = _number(arg)
                out.append((ref + max(n - 1, 0) * day, ref + (n + 1) * day))
            elif key == "weekends-ago":
                out.append(_weekend_before(ref, _number(arg)))
            elif key == "weekend-1":
                out.append(_weekend_before(ref, 1))
            elif key == "weekend0":
                out.append(_weekend_before(ref + 7 * day, 1))
            elif key == "weekend+1":
                out.append(_weekend_before(ref + 14 * day, 1))
            elif key == "weeks-ago":
                n = _number(arg)
                out.append((ref - (7 * n + 6) * day, ref - (7 * n - 6) * day))
            elif key == "week-1":
                out.append((ref - 13 * day, ref - 1 * day))
            elif key == "week0":
                out.append((ref - 6 * day, ref + 6 * day))
            elif key == "week+1":
                out.append((ref + 1 * day, ref + 13 * day))
            elif key == "weeks-ahead":
                n = _number(arg)
                out.append((ref + (7 * n - 6) * day, ref + (7 * n + 6) * day))
            elif key in ("months-ago", "month-1", "month0", "month+1"):
                shift = {"month-1": -1, "month0": 0, "month+1": 1}.get(key, -_number(arg or "1"))
                out.append(_month_interval(*_shift_months(ref, shift)))
            elif key in ("years-ago", "year-1", "year0", "year+1"):
                shift = {"year-1": -1, "year0": 0, "year+1": 1}.get(key, -_number(arg or "1"))
                out.append((date(ref.year + shift, 1, 1), date(ref.year + shift, 12, 31)))
            elif key == "weekday-1":
                back = (ref.weekday() - _weekday(arg)) % 7 or 7
                d = ref - back * day
                # "last Friday" is the most recent one or the one before it: those two days (a day either side for
                # the sloppiness of a retelling), not the week between
                out.extend(((d - 8 * day, d - 6 * day), (d - day, d + day)))
                # ("on Thursday" in a sentence about what is to come, "we're meeting on Thurs": the coming one)
                if m.group(0).startswith("on ") and _speaks_ahead(text, m):
                    ahead = ref + ((_weekday(arg) - ref.weekday()) % 7 or 7) * day
                    out.append((ahead, ahead))
            elif key == "weekday-coming":  # the next one, never the one a week after it
                d = ref + ((_weekday(arg) - ref.weekday()) % 7 or 7) * day
                out.append((d - day, d + day))
            elif key == "weekday-this":
                back = (ref.weekday() - _weekday(arg)) % 7 or 7
                d = ref - back * day
                ahead = (_weekday(arg) - ref.weekday()) % 7
                out.extend(((d - 8 * day, d - 6 * day), (d - day, d + day)))  # as "last Friday" reads
                if ahead:
                    out.append((ref + ahead * day, ref + ahead * day))  # and the coming one, this week
            elif key == "weekday+2":
                ahead = (_weekday(arg) - ref.weekday()) % 7 or 7
                d = ref + (ahead + 7) * day
                out.extend(((d - day, d + day), (d + 6 * day, d + 8 * day)))  # (read as "next" is, a week later too)
            elif key == "week+2":
                out.append((ref + 8 * day, ref + 20 * day))
            elif key == "weekday+1":
                ahead = (_weekday(arg) - ref.weekday()) % 7 or 7
                d = ref + ahead * day
                out.extend(((d - day, d + day), (d + 6 * day, d + 8 * day)))  # the coming one or a week later
            elif key == "season-1":  # the last one that ended before the day said
                first, last = SEASONS[arg]
                ended_this_year = last < ref.month if first <= last else ref.month >= 3
                year = ref.year - (not ended_this_year) - (arg == "winter")
                out.append(_season(year, arg))
            elif key == "season0":
                out.append(_season(ref.year if SEASONS[arg][0] >= ref.month or arg != "winter" else ref.year, arg))
            elif key == "recent":
                out.append((ref - 14 * day, ref))
    return out


# a text may open with a role before its date ("human: [8 May 2023] Mel: ...", how chat histories print messages)
_LEADING = re.compile(rf"^\W{{0,3}}{ROLE}\W{{0,3}}(?:on\s+)?([^\]\n:|]{{6,40}}?)\s*[\]\):|\-–]")


# what an app's prompt says of the day it is asked ("Today is Mon 11 April 2050.", "Current date: 2050-04-11",
# "Today's date is 11/04/2050")
_STATED_TODAY = re.compile(r"\b(?:today is|today's date is|today’s date is|the date today is|current date(?: is)?:?|"
                           r"the current date is|date today:?)\s+([^\n.;]{4,40})", re.I)


def stated_today(text: Optional[str]) -> Optional[date]:
    """The day a text says it is ("Today is Mon 11 April 2050", "Current date: 2050-04-11"), a full date with its
    year; else None. An app that tells its model what day it is says when the question is asked and when the
    relative and year-less dates of its context are read from."""
    if not text or len(text) > 200_000:
        return None
    for m in _STATED_TODAY.finditer(text):
        head = m.group(1).lower()
        days = [d for d in explicit_dates(head, None) if d[0] == d[1]]
        if days:
            return days[0][0]
        iso = re.match(r"(\d{4})-(\d{2})-(\d{2})", head)
        if iso:
            try:
                return date(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
            except ValueError:
                continue
    return None


def said_on(text: str, timestamp: Any = None) -> Optional[date]:
    """The day a text was said: a date it opens with ("[8 May 2023] Mel: ...", "2023-05-08 | ..."), else its
    timestamp. An app that stores the date with the text knows better than the time it was written to memory."""
    try:
        return _said_on(text, timestamp)
    except TypeError:  # an unhashable timestamp
        return _said_on.__wrapped__(text, timestamp)


@functools.lru_cache(maxsize=100_000)
def _said_on(text: str, timestamp: Any = None) -> Optional[date]:
    fields = time_fields(text)
    if len({d for _, d in fields}) > 1:  # lines said on different days: each line has its own (text_dates)
        return parse_timestamp(timestamp)
    m = _LEADING.match(text)
    if m:
        days = [d for d in explicit_dates(m.group(1).lower(), None) if d[0] == d[1]]
        if days:
            return days[0][0]
        # a note that opens with its day in numbers and no year ("3/3 Maya: ..."): that day in the year it was
        # stored, day first (month first only where day first is no date)
        ref = parse_timestamp(timestamp)
        lead = _LEADING_NUMERIC_DAY.match(m.group(1))
        d = _day_of(int(lead.group(2)), int(lead.group(3)), ref, lead.group(1)) if lead and ref is not None else None
        if d is not None:
            return d
        # ... or in words with its weekday, and nothing else before the dash ("Weds 8th Apr - skip firm rang", a
        # log's heading; not "Fri 1st May, the Patels ... -", the day of what it is about): that day in the year
        # next to when it was stored in which it falls on that weekday
        head = _FOREIGN_WEEKDAY.sub(lambda w: _FOREIGN_WEEKDAYS[w.group(1)], m.group(1).strip().lower(), count=1)
        head = _YEARLESS_DAY_MONTH.fullmatch(head) or _YEARLESS_MONTH_DAY.fullmatch(head)
        if head is not None and head.group("wd") and not head.group("year") and ref is not None:
            d = _weekday_year(int(head.group("day")), MONTHS[head.group("month")], ref, head.group("wd"))
            # (a weekday that fits none of those years is a slip of whoever wrote it: the day and month it names, in
            # the year nearest, "Mon 14th July" stored in April 2051 is 14 July 2051, a Friday, not 14 August)
            if d is None:
                d = _near_day(int(head.group("day")), MONTHS[head.group("month")], ref, None, "nearest")
            if d is not None:
                return d
    if len({d for _, d in fields}) == 1:  # one stated time for the whole text (a record's "timestamp" field)
        return fields[0][1]
    # a note that opens with its full date in numbers, no dash after it ("02/03/2026 insurance expires 31/03/2026",
    # "2026-03-02 paid the deposit"): that day, day first as above where both readings are dates
    m = _OPENS_WITH_FULL_NUMERIC_DATE.match(text)
    if m:
        days = [d for d in explicit_dates(m.group(1), None) if d[0] == d[1]]
        if days:
            return days[0][0]
    # a diary line that opens with its day in numbers ("20/6 FIRST COURGETTE!!", "14/3 sowed leeks"), not a
    # fraction ("3/4 of the team")
    ref = parse_timestamp(timestamp)
    opened = _opening_day(text, ref) if ref is not None else None
    return opened if opened is not None else ref


# a weekday a note's heading gives in Dutch, German or French before its day ("wo 11 maart", "Di 7 März"), read as
# the English one there only (alone, "do", "ma", "so" are other words)
_FOREIGN_WEEKDAYS = {"ma": "mon", "mo": "mon", "lun": "mon", "di": "tue", "wo": "wed", "mi": "wed", "mer": "wed",
                     "do": "thu", "jeu": "thu", "vr": "fri", "fr": "fri", "ven": "fri", "za": "sat", "sa": "sat",
                     "zo": "sun", "so": "sun", "dim": "sun"}
_FOREIGN_WEEKDAY = re.compile(r"^(" + "|".join(_FOREIGN_WEEKDAYS) + r")\.?(?=,?\s+\d)")
_LEADING_NUMERIC_DAY = re.compile(rf"\s*(?:{_WEEKDAY}\.?,?\s+)?(\d{{1,2}})/(\d{{1,2}})\b(?![/.]\d)", re.I)
_OPENS_WITH_NUMERIC_DAY = re.compile(rf"^\W{{0,3}}(?:{ROLE}\W{{0,3}})?(\d{{1,2}})/(\d{{1,2}})(?![/.]\d)\s+(?!of\b)\S",
                                     re.I)
_OPENS_WITH_FULL_NUMERIC_DATE = re.compile(
    rf"^\W{{0,3}}(?:{ROLE}\W{{0,3}})?(\d{{1,2}}([/.])\d{{1,2}}\2(?:\d{{4}}|\d{{2}})|\d{{1,2}}-\d{{1,2}}-\d{{4}}"
    rf"|\d{{4}}-\d{{1,2}}-\d{{1,2}})"
    r"(?![/.\d]),?\s+(?!of\b)\S", re.I)
_TIME_FIELD = re.compile(r"(?:\"(?:timestamp|created_at|date|time|said_at)\"\s*:\s*\"([^\"]{6,60})\"|"
                         r"^\s*(?:time|date|timestamp)\s*:\s*(.{6,60})$|"
                         rf"^\W{{0,3}}{ROLE}\[([^\]\n]{{6,40}})\])", re.I | re.M)


@functools.lru_cache(maxsize=20_000)
def time_fields(text: str) -> list[tuple[int, date]]:
    """(position, day) of every time a text states about its parts: a JSON ``"timestamp"`` / ``"created_at"``
    field, or a ``Time:`` line (how Mem0 and MemBase format memories in a prompt)."""
    out = []
    for m in _TIME_FIELD.finditer(text):
        day = parse_timestamp((m.group(1) or m.group(2) or m.group(3)).strip())
        if day is not None:
            out.append((m.start(), day))
    return out


def text_dates(text: str, timestamp: Any = None, include_said: bool = True) -> list[Interval]:
    """Every date a text carries: explicit, relative to when it was said (:func:`said_on`, or for a text that
    lists parts each with its own time, the nearest such time), and (``include_said``) that day itself."""
    return dates_said_on(text, said_on(text, timestamp), include_said)


def dates_said_on(text: str, ref: Optional[date], include_said: bool = True) -> list[Interval]:
    """:func:`text_dates` of a text said on ``ref`` (the day :func:`said_on` gives)."""
    fields = time_fields(text)
    if fields or "\n" in text:
        # a text that states its parts' times is read by those alone: the day it was said does not matter
        out = list(_body_dates(text, None if fields else ref))
        if include_said:
            out.extend((d, d) for _, d in fields)
    else:
        out = list(_line_dates(text.lower(), ref))
    if ref is not None and include_said:
        out.append((ref, ref))
    return out


@functools.lru_cache(maxsize=20_000)
def _body_dates(text: str, ref: Optional[date]) -> tuple:
    """Line by line (a buffer or a context lists many memories): each line is judged by the nearest stated time,
    else by the text's; lines repeat across a buffer's versions, so each is parsed once."""
    return tuple(d for _, dates in body_line_dates(text, ref) for d in dates)


@functools.lru_cache(maxsize=20_000)
def body_line_dates(text: str, ref: Optional[date]) -> tuple:
    """(line, the dates it names) for each non-empty line of a many-line text, each line read from the nearest
    stated time, else from ``ref``: which line of a buffer names which date."""
    fields = time_fields(text)
    out: list = []
    positions = [p for p, _ in fields]
    last = len(fields) - 1
    pos = 0
    for line in text.split("\n"):
        if line.strip():
            line_ref = ref
            if fields:
                # the nearest stated time (the earlier one on a tie)
                i = bisect.bisect_left(positions, pos)
                if i == 0:
                    line_ref = fields[0][1]
                elif i > last:
                    line_ref = fields[last][1]
                else:
                    before, after = fields[i - 1], fields[i]
                    line_ref = (before if abs(before[0] - pos) <= abs(after[0] - pos) else after)[1]
            out.append((line, _line_dates(line.lower(), line_ref)))
        pos += len(line) + 1
    return tuple(out)


def _opening_day(line: str, ref: date) -> Optional[date]:
    """The day a line opens with in numbers, in the year ``ref`` means ("20/6 FIRST COURGETTE!!", "22.3. Mick -
    ...", "2037-03-25T18:00 Mick - "), or in words when its writer and a dash follow ("16th may Ann - ..."); else None.
    Not a day in words alone ("16th may - ...", "Fri 1st May Patels job"): a note names in words the day of what it is
    about as often as the day it was written."""
    lead = _OPENS_WITH_NUMERIC_DAY.match(line)
    if lead is not None:
        return _day_of(int(lead.group(1)), int(lead.group(2)), ref)
    iso = _OPENS_WITH_ISO_DAY.match(line)
    if iso is not None:
        return _day(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
    dotted = _OPENS_WITH_DOTTED_DAY.match(line)
    if dotted is not None:
        # (dots are day first; a weekday before them, "Mo 13.03.", in English or in the notes' language, fixes the
        # year)
        weekday = dotted.group("wd") and _FOREIGN_WEEKDAYS.get(dotted.group("wd").lower(), dotted.group("wd"))
        return _day_of(int(dotted.group("day")), int(dotted.group("month")), ref, weekday, named=True)
    # (a day in words then its writer and a dash is a note's heading, when it was written: "16th may Ann - PRIZES";
    # its weekday fixes the year, as with a day in numbers)
    header = _OPENS_WITH_DAY_AND_WRITER.match(line)
    if header is not None:
        return _day_of(int(header.group(2)), MONTHS[header.group(3).lower()], ref, header.group(1), named=True)
    # (or a weekday and a day of the month, then the writer and a dash: "Thu 17th Carol - ...", the nearest such day)
    header = _OPENS_WITH_WEEKDAY_DAY_AND_WRITER.match(line)
    if header is not None:
        return yearless_day(f"{header.group(1)} {header.group(2)}th", ref, "nearest")
    return None


# (a day in dots ends with one, "22.3. ", not a time of day, "3.30 "; a time stamp's day, "2037-03-25T18:00 ")
_OPENS_WITH_DOTTED_DAY = re.compile(rf"^\W{{0,3}}(?:{ROLE}\W{{0,3}})?"
                                    rf"(?:(?P<wd>{_WEEKDAY}|mo|di|mi|do|fr|sa|so)\.?,?\s+)?"
                                    r"(?P<day>\d{1,2})\.(?P<month>\d{1,2})\.(?!\d)\s+\S", re.I)
_OPENS_WITH_ISO_DAY = re.compile(rf"^\W{{0,3}}(?:{ROLE}\W{{0,3}})?((?:19|20)\d\d)-(\d\d)-(\d\d)"
                                 r"(?:[T ]\d\d:\d\d\S*)?\s+\S")


# a note's writer after its day: a name, or a title and a name ("Ann", "Mr Ahmed", "Rev Sarah"), with an aside
_WRITER = r"(?-i:[A-Z][a-z]+)(?:\s+(?-i:[A-Z][a-z]+))?(?:\s+\([^()\n]{1,30}\))?"
_OPENS_WITH_WEEKDAY_DAY_AND_WRITER = re.compile(rf"^\W{{0,3}}{_WEEKDAY}\.?,?\s+(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)\s+"
                                                rf"{_WRITER}\s+[-\u2013\u2014]\s", re.I)
_OPENS_WITH_DAY_AND_WRITER = re.compile(rf"^\W{{0,3}}(?:{_WEEKDAY}\.?,?\s+)?{_DAY}{_OF}\s+{_MONTH}\.?,?\s+"
                                        rf"{_WRITER}\s+[-\u2013\u2014]\s", re.I)


def _day_of(a: int, b: int, ref: date, weekday: Optional[str] = None, named: bool = False) -> Optional[date]:
    """A day written "a/b" without a year, in the year ``ref`` means: day first, month first only where day first is
    no date. A weekday written with it ("Sat 13/9") fixes the year: the nearest in which the day falls on it; and,
    where both readings are dates, which one ("Thu 12/8" stored in 2050 is 8 December, a Thursday, not 12 August, a
    Friday). ``named``: the month was written in words (day ``a`` of month ``b``, no other reading)."""
    found = [d for day, month in ((a, b),) + (() if named else ((b, a),)) if 1 <= month <= 12 and 1 <= day <= 31
             and (d := _in_year_near(ref, month, day)) is not None]
    if not found:
        return None
    if not weekday:
        return found[0]
    on = _weekday(weekday.lower())
    fits = next((d for d in found if d.weekday() == on), None)
    if fits is not None:
        return fits
    d = found[0]
    # (the year before, or the next one when that is no further ahead than a month: "Weds 6 Jan" in a note stored on
    # 6 December is next month's; a weekday that fits neither is no year's, and the day stays in the year ``ref``
    # means, as a note's other days are read)
    before, nxt = _day(d.year - 1, d.month, d.day), _day(d.year + 1, d.month, d.day)
    if before is not None and before.weekday() == on:
        return before
    if nxt is not None and nxt.weekday() == on and nxt <= ref + timedelta(days=31):
        return nxt
    return d


_STAMP = re.compile(rf"^\W{{0,3}}{ROLE}[\[(]([^\])\n]{{6,40}})[\])]")


def yearless_day(value: str, ref: date, near: str = "recent") -> Optional[date]:
    """A day an app gave as a record's time without its year ("14/3", "22.3.", "Weds 8 Apr", "16th may", "Jul 4",
    "Tue 23rd"), read against ``ref``: ``near="recent"``, the most recent such day not after ``ref`` + 1 month
    (``ref`` when the records were stored, after they were said; see :func:`_day_of`); ``"nearest"``, the one nearest
    ``ref`` (another record's day, said before or after it); ``"after"`` / ``"before"``, the first on or after
    ``ref`` / the last on or before it. A weekday written with it picks the year (or, with a day of the month alone,
    "Tue 23rd", the month) in which the day falls on it; a two-digit year is this century's ("12 Feb 34"). None when
    the text is not one day."""
    text = value.strip().lower()
    m = _YEARLESS_NUMERIC.fullmatch(text)
    if m:
        weekday, a, b = m.group(1), int(m.group(2)), int(m.group(3))
        if near == "recent":
            return _day_of(a, b, ref, weekday)
        for day, month in ((a, b), (b, a)):
            if 1 <= month <= 12 and 1 <= day <= 31:
                return _near_day(day, month, ref, weekday, near)
        return None
    m = _YEARLESS_DAY_MONTH.fullmatch(text) or _YEARLESS_MONTH_DAY.fullmatch(text)
    if m:
        weekday, day, month, year = m.group("wd"), int(m.group("day")), MONTHS[m.group("month")], m.group("year")
        if year:
            return _day(2000 + int(year), month, day)
        return _day_of(day, month, ref, weekday, named=True) if near == "recent" \
            else _near_day(day, month, ref, weekday, near)
    m = _YEARLESS_WEEKDAY_DAY.fullmatch(text)
    if m:
        named, day = _weekday(m.group(1)), int(m.group(2))
        found = []
        for shift in range(-13, 14):  # (the months from a year before ``ref`` to a year after it)
            year, month = divmod(ref.year * 12 + ref.month - 1 + shift, 12)
            d = _day(year, month + 1, day)
            if d is not None and d.weekday() == named:
                found.append(d)
        return _pick(found, ref, near)
    return None


def without_weekday(value: str) -> str:
    """A record's time without the weekday it opens with ("Weds 7 May" -> "7 May"); unchanged when it has none or is
    a weekday and a day of the month alone ("Tue 23rd", which needs it)."""
    text = value.strip()
    if _YEARLESS_WEEKDAY_DAY.fullmatch(text.lower()):
        return value
    return re.sub(rf"^{_WEEKDAY}\.?,?\s+", "", text, flags=re.I)


def yearless_month(value: str) -> bool:
    """Does a record's time without its year name its month ("14/3", "Weds 8 Apr"; not "Tue 23rd")?"""
    text = value.strip().lower()
    return bool(_YEARLESS_NUMERIC.fullmatch(text) or _YEARLESS_DAY_MONTH.fullmatch(text)
                or _YEARLESS_MONTH_DAY.fullmatch(text))


def _pick(days: list, ref: date, near: str) -> Optional[date]:
    if near == "after":
        days = [d for d in days if d >= ref]
        return min(days) if days else None
    if near == "before":
        days = [d for d in days if d <= ref]
        return max(days) if days else None
    if near == "recent":
        days = [d for d in days if d <= ref + timedelta(days=31)]
        return max(days) if days else None
    return min(days, key=lambda d: abs((d - ref).days)) if days else None


def _near_day(day: int, month: int, ref: date, weekday: Optional[str], near: str) -> Optional[date]:
    """That day and month in the year before ``ref``'s, its own or the next, as ``near`` says (among those in which
    it falls on ``weekday`` when one is written and any does)."""
    days = [d for d in (_day(ref.year + k, month, day) for k in (-1, 0, 1)) if d is not None]
    if weekday:
        named = _weekday(weekday.lower())
        days = [d for d in days if d.weekday() == named] or days
    return _pick(days, ref, near)


_YEARLESS_NUMERIC = re.compile(rf"(?:{_WEEKDAY}\.?,?\s+)?(\d{{1,2}})[/.](\d{{1,2}})\.?")
_YEARLESS_DAY_MONTH = re.compile(rf"(?:(?P<wd>{_WEEKDAY})\.?,?\s+)?(?:the\s+)?(?P<day>\d{{1,2}})(?:st|nd|rd|th)?"
                                 rf"{_OF}\s+(?P<month>{_MONTH})\.?(?:,?\s+'?(?P<year>\d\d))?")
_YEARLESS_MONTH_DAY = re.compile(rf"(?:(?P<wd>{_WEEKDAY})\.?,?\s+)?(?P<month>{_MONTH})\.?\s+(?P<day>\d{{1,2}})"
                                 rf"(?:st|nd|rd|th)?(?:,?\s+'?(?P<year>\d\d))?")
_YEARLESS_WEEKDAY_DAY = re.compile(rf"{_WEEKDAY}\.?,?\s+(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)")


def _without_stamp(lower: str) -> str:
    """A line without the time stamp it opens with ("[8 may 2023] mel: ..."): that is when it was said (the
    said date), not a date it reports."""
    m = _STAMP.match(lower)
    if m and explicit_dates(m.group(1), None):
        return lower[m.end():]
    return lower


@functools.lru_cache(maxsize=100_000)
def _line_dates(lower: str, ref: Optional[date]) -> tuple:
    lower = _without_stamp(lower)
    found = explicit_dates(lower, ref)
    if ref is not None:
        found.extend(relative_dates(lower, ref))
    return tuple(found)


# ------------------------------------------------------------------------------------------------ answers
_ANSWER_SHIFT = re.compile(
    rf"\b(?:(?:the|a|an)\s+)?(?:{_NUM}\s+)?(day|week|weekend|month|year|friday|saturday|sunday|monday|tuesday|"
    r"wednesday|thursday|days|weeks|weekends|months|years)\s+(before|after|of|prior to)\s*$")


_ANY_YEARS = range(1900, 2101)


# (what may come before the day an answer opens with: "on", "the", and the relative day it is, "tomorrow, Sat 6/10")
_ON_THE = re.compile(r"\W*(?:(?:today|tonight|tomorrow|yesterday)\b[\s,:-]*)?(?:on\s+|the\s+)?")
_WEEKDAY_NUMERIC = re.compile(rf"\b{_WEEKDAY}\.?,?\s+(\d{{1,2}})([/.])(\d{{1,2}})(?![/.]?\d)")


def _yearless(lower: str) -> list[Interval]:
    """A day or month an answer names without a year ("13 August", "August"): that day or month in any year (of
    1900-2100: notes and chats dated in any year an app may run in)."""
    out: list[Interval] = []
    for pattern, day_group, month_group in ((_DAY_MONTH, 1, 2), (_MONTH_DAY, 2, 1)):
        m = pattern.search(lower)
        if m and not (month_group == 1 and m.group(1) == "may" and not re.match(r"\s+\d", lower[m.end(1):])):
            for year in _ANY_YEARS:
                d = _day(year, _month(m.group(month_group)), int(m.group(day_group)))
                if d:
                    out.append((d, d))
            return out
    # (an answer that opens with a weekday and a day and month in figures, "Thursday 11/19 at 11 PM", "Mon 16.03":
    # that day in the years in which it falls on that weekday; a slash may be either way round, dots are day first;
    # not a date further into an answer of other words, "Priya - she swapped for Sat 11/14")
    m = _WEEKDAY_NUMERIC.match(lower, _ON_THE.match(lower).end())
    if m:
        a, sep, b, weekday = int(m.group(2)), m.group(3), int(m.group(4)), _weekday(m.group(1))
        for day_, month in ((a, b), (b, a)) if sep == "/" and a != b else ((a, b),):
            for year in _ANY_YEARS if 1 <= month <= 12 else ():
                d = _day(year, month, day_)
                if d and d.weekday() == weekday:
                    out.append((d, d))
        return out
    # (a day and month in figures with the dots of German and Nordic notes, "01.04.", "ab 20.03."; day first, that
    # day in any year)
    m = _DOTTED_DAY_ANSWER.fullmatch(lower)
    if m and 1 <= int(m.group(2)) <= 12:
        return [(d, d) for year in _ANY_YEARS if (d := _day(year, int(m.group(2)), int(m.group(1))))]
    m = re.fullmatch(rf"\W*(?:in |during |around |early |late |mid[- ]?)?{_MONTH}\W*", lower)
    if m and m.group(1) != "may":
        return [_month_interval(year, _month(m.group(1))) for year in _ANY_YEARS]
    return out


_DOTTED_DAY_ANSWER = re.compile(r"\W*(?:(?:on|am|ab|from|the)\s+)?(\d{1,2})\.(\d{1,2})\.\W*")
_RANGE_WORD = r"\s*(?:-|\u2013|to|until|till|through|thru)\s*"
# a range of days of one month, or running into the next ("3-9 April 2023", "April 3rd to 9th", "April 28 to May 3")
_DAY_RANGE = re.compile(rf"\b{_DAY}{_RANGE_WORD}{_DAY}{_OF}\s+{_MONTH}\b\.?(?:,?{_OF_YEAR}\s+{_YEAR})?")
_MONTH_DAY_RANGE = re.compile(rf"\b{_MONTH}\.?\s+{_DAY}{_RANGE_WORD}(?:{_MONTH}\.?\s+)?{_DAY}\b(?:,?\s+{_YEAR})?")


_RANGE_LEAD = re.compile(r"\W*(?:(?:the|a|from|between|during|over|on|in|week|weekend|days?|of)\s+)*")


def _day_range(lower: str) -> list[Interval]:
    """The days an answer opens with as a range ("the week of April 3rd to 9th", "November 5-6, 2022"): that span,
    in the year it names or in any year. Not a range further into an answer or a question ("we're away 16-24 May
    ... does that clash?")."""
    lead = _RANGE_LEAD.match(lower).end()
    m = _DAY_RANGE.match(lower, lead)
    if m:
        first_day, last_day, month, year = int(m.group(1)), int(m.group(2)), _month(m.group(3)), m.group(4)
        first_month = last_month = month
    else:
        m = _MONTH_DAY_RANGE.match(lower, lead)
        if not m:
            return []
        first_month, first_day = _month(m.group(1)), int(m.group(2))
        last_month = _month(m.group(3)) if m.group(3) else first_month
        last_day, year = int(m.group(4)), m.group(5)
    out = []
    for y in ((int(year),) if year else _ANY_YEARS):
        a, b = _day(y, first_month, first_day), _day(y + (last_month < first_month), last_month, last_day)
        if a and b and a < b <= a + timedelta(days=31):
            out.append((a, b))
    return out


def answer_dates(answer: str) -> list[Interval]:
    """Dates an expected answer names, widened by the phrase in front of each ("the week before 9 June 2023").
    A day or month without a year stands for that day or month in any year; a range of days is that span."""
    lower = answer.lower()
    spans = _day_range(lower)
    if spans:
        return spans
    out: list[Interval] = []
    for first, last in explicit_dates(lower, None) or []:
        out.append((first, last))
    if not out:
        return _yearless(lower)
    # the phrase before the first date decides its shift (answers name one date, sometimes with a modifier)
    m = _first_date_match(lower)
    prefix = lower[: m] if m is not None else ""
    part = re.search(r"\b(early|mid|late)[\s-]*$", prefix)
    if part and 28 <= date_span_days(out[0]) <= 31:
        # "early August 2023": the month's first third (mid: the second, late: the last)
        first, last = out[0]
        cut = {"early": (1, 10), "mid": (11, 20), "late": (21, last.day)}[part.group(1)]
        out[0] = (first.replace(day=cut[0]), first.replace(day=cut[1]))
    shift = _ANSWER_SHIFT.search(prefix.strip())
    if shift is None:
        return out  # "since 2016", "by 2020": the text names that date too ("since 2016", "seven years ago")
    count, unit, direction = shift.group(1), shift.group(2), shift.group(3)
    n = _number(count) if count else 1
    anchor_first, anchor_last = out[0]
    day = timedelta(days=1)
    unit = unit.rstrip("s") if unit not in ("days", "weeks", "weekends", "months", "years") else unit[:-1]
    if direction == "of":
        widened = (anchor_first - 6 * day, anchor_last + 6 * day)
    elif unit == "day":
        widened = (anchor_first - (n + 1) * day, anchor_first - n * day) if direction != "after" \
            else (anchor_last + n * day, anchor_last + (n + 1) * day)
    elif unit == "weekend":
        # "the weekend after Friday 3 June" is the one that follows it (4-5 June), "two weekends after" the next
        widened = _weekend_before(anchor_first, n) if direction != "after" \
            else _weekend_before(anchor_last + (7 * n + 1) * day, 1)
    elif unit == "week":
        widened = (anchor_first - (7 * n + 6) * day, anchor_first - 1 * day) if direction != "after" \
            else (anchor_last + day, anchor_last + (7 * n + 6) * day)
    elif unit == "month":
        widened = (anchor_first - 31 * n * day - 15 * day, anchor_first - day) if direction != "after" \
            else (anchor_last + day, anchor_last + (31 * n + 15) * day)
    elif unit == "year":
        widened = (anchor_first - 366 * n * day - 180 * day, anchor_first - day) if direction != "after" \
            else (anchor_last + day, anchor_last + (366 * n + 180) * day)
    elif unit in WEEKDAYS:
        back = (anchor_first.weekday() - WEEKDAYS[unit]) % 7 or 7
        d = anchor_first - back * day
        widened = (d - 7 * (n - 1) * day, d) if direction != "after" else (anchor_last, anchor_last + 7 * n * day)
    else:
        widened = out[0]
    return [widened] + out[1:]


_YEAR_SCOPE = re.compile(rf"\b(?:in|during|by|since|of|early|late|mid)\s+{_YEAR}\b")


def date_phrases(text: str) -> list[str]:
    """The phrases of a text that name a date ("on 16 November 2023", "in July 2023", "in 2023"): in a question,
    when what it asks about happened, not what it is about ("What did Mel paint in July 2023?")."""
    lower = text.lower()
    out = []
    for pattern in (_ISO, _DAY_MONTH_YEAR, _MONTH_DAY_YEAR, _MONTH_YEAR, _DAY_MONTH, _MONTH_DAY, _YEAR_SCOPE):
        for m in pattern.finditer(lower):
            if pattern is _MONTH_DAY and m.group(1) == "may" and not re.match(r"\s+\d", lower[m.end(1):]):
                continue
            out.append(m.group(0))
    return out


def _first_date_match(lower: str) -> Optional[int]:
    starts = [m.start() for p in (_ISO, _DAY_MONTH_YEAR, _MONTH_DAY_YEAR, _MONTH_YEAR, _YEAR_ONLY)
              for m in [p.search(lower)] if m]
    return min(starts) if starts else None


_DURATION = re.compile(rf"^(?:about|around|nearly|almost|over|roughly|approximately|just|more than|less than|"
                       rf"under|only)?\s*{_NUM}\s+(day|week|month|year)s?\b")
_UNIT_DAYS = {"day": 1, "week": 7, "month": 30.4, "year": 365.25}


def answer_duration(answer: str) -> Optional[float]:
    """Days an answer such as "six months" or "nearly four months" names (None for anything else)."""
    m = _DURATION.match(answer.lower().strip(" .\"'"))
    if m is None:
        return None
    return _number(m.group(1)) * _UNIT_DAYS[m.group(2)]


_HOUR_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
               "ten": 10, "eleven": 11, "twelve": 12, "noon": 12, "midnight": 0}
_H = r"(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_CLOCK = re.compile(r"\b(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])|\b(\d{1,2}):(\d{2})\b")
_SHARED_MERIDIEM = re.compile(r"\b(\d{1,2})(?:[:.](\d{2}))?\s*(?:-|–|—|to|until|till)\s*"
                              r"(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])")
_SPOKEN = re.compile(rf"\b(?:(half|quarter|five|ten|twenty|twenty[- ]five) (past|to) {_H}|{_H} o'?clock|{_H} thirty|"
                     r"(noon|midnight))"
                     r"(?:\s+(?:in the|at)\s+(morning|afternoon|evening|night))?")
# a dotted clock with the part of the day after it ("7.45 in the evening"), and "half two" / "half 2" for 2:30
_CLOCK_DAYPART = re.compile(r"\b(\d{1,2})[:.](\d{2})\s+(?:in the|at)\s+(morning|afternoon|evening|night)\b")
# a bare hour with the part of the day after it, after a word of when ("around 7 in the evening", "by 9 in the
# morning"); not a count ("we had 12 in the morning")
_HOUR_DAYPART = re.compile(r"\b(?:at|around|about|by|from|till|til|until|before|after|gone|for|roughly|approx)\s+"
                           r"(\d{1,2})\s+(?:in the|at)\s+(morning|afternoon|evening|night)\b")
_HALF_HOUR = re.compile(rf"\bhalf {_H}\b(?!\s*(?:hours?|days?|weeks?|months?|years?|of|mins?|minutes?|[/.%]))"
                        r"(?:\s+(?:in the|at)\s+(morning|afternoon|evening|night))?")
_HALVES = {"morning": (0,), "afternoon": (12,), "evening": (12,), "night": (12,)}
_DIGIT_MINUTES = re.compile(r"\b(5|10|20|25) (past|to)(?= (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
                            r"twelve)\b)")
_DIGIT_MINUTE_WORDS = {"5": "five", "10": "ten", "20": "twenty", "25": "twenty five"}
_PAST_MINUTES = {"half": 30, "quarter": 15, "five": 5, "ten": 10, "twenty": 20, "twenty five": 25}
# a dotted clock after a word of when ("away by 5.15 latest", "from 6.30", "till 9.45"): a time of either half of
# the day; not money ("by GBP 5.15" has its currency first) nor a measure ("by 2.50 m")
_DOTTED_AFTER_WHEN = re.compile(r"\b(?:at|by|from|till|til|until|before|after|around|about|abt|approx|gone|"
                                r"(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day)?)\s+(\d{1,2})\.(\d{2})\b"
                                r"(?!\s*%)(?!\s*(?:kg|km|kms|mi|miles?|m|cm|mm|hours?|hrs?|mins?|minutes?|l|litres?|"
                                r"liters?|lbs?|ft|feet|inch(?:es)?|x|pounds?|quid|euros?|dollars?|p)\b)(?!\.\d)"
                                r"(?!\s+(?:in the|at)\s+(?:morning|afternoon|evening|night))")
# a dotted clock with a word of when after it ("have them at ours for 9.15 latest", "9.30 on the dot", "a 10.30
# start", "come 2.30ish"), or after a verb of setting off or meeting, or a move in time ("minibus goes 9.30", "meet
# 9.45", "brought forward to 8.40"); not money ("£9.15 latest" has its currency first) nor a measure
_DOTTED_BEFORE_WHEN = re.compile(r"(?<![\d.,£$€/])(?<!gbp )(?<!usd )(?<!eur )(\d{1,2})\.(\d{2})"
                                 r"(?:\b(?!\.\d)\s*|(?=ish\b))"
                                 r"(?:latest|sharp|prompt|on the dot|start|kick[- ]?off|ko|ish|onwards|departure)\b"
                                 r"|\b(?:meet|meeting|goes|leaves|departs|starts|opens|closes|doors|arrive|arrives|"
                                 r"due|(?:forward|back|earlier|later)\s+to)\s+(?:at\s+|by\s+)?(\d{1,2})\.(\d{2})\b"
                                 r"(?!\.\d)(?!\s*(?:kg|km|mi|miles?|m|hours?|hrs?|mins?|minutes?|l|litres?|x|%)\b)")
# a range of clock times with a dotted end or start ("open 8.30-5", "9.30-11.30", "7.30 till 9", "10-12.30"): both
# ends are times of either half of the day; not money ("£8.30-9"), a measure ("1.25-1.50 m"), minutes that are not
# a clock's five-minute marks, nor a dotted date range ("10.04-12.04": day and month)
_DOTTED_RANGE = re.compile(r"(?<![\d.,£$€/])(?<!gbp )(?<!usd )(?<!eur )(\d{1,2})(?:\.(\d{2}))?\s*(?:-|–|—|till|til|until|to)\s*"
                           r"(\d{1,2})(?:\.(\d{2}))?(?![\d.]\d|\.\d|/)"
                           r"(?!\s*(?:%|kg|km|kms|mi|miles?|m|cm|mm|hours?|hrs?|h|mins?|minutes?|l|litres?|liters?|lbs?|ft|"
                           r"feet|inch(?:es)?|x|units?|p|pence|quid|pounds?|people|kids|of|am|pm|a\.m|p\.m)\b)")
# ... but not a change of an amount ("went up by 3.25", "cut by 1.50")
_CHANGED_BY = re.compile(r"\b(?:up|down|rose|risen|fell|fallen|increased?|decreased?|cut|reduced?|raised?|"
                         r"dropped|grew|grown|out)\s+$")
# a bare hour after a verb of when something happens ("can we start at 1", "kick off at 2, back by 5"), the clause
# ending there: an hour of either half of the day
_BARE_HOUR = re.compile(r"\b(?:start(?:s|ing|ed)?|begin(?:s|ning)?|kick(?:s|ing)? off|meet(?:ing)?|arriv(?:e|es|ing)|"
                        r"leav(?:e|es|ing)|open(?:s|ing)?|clos(?:e|es|ing)|finish(?:es|ing)?|back|home|there|"
                        r"collect(?:ed|ing)?|pick(?:ed|ing)? (?:\w+ )?up)\s+(?:by|at|from|till|until)\s+"
                        r"(\d{1,2})(?=\s*(?:$|[,;!?)]|\.(?!\d)|\s(?:and|then|latest|sharp|or so|ish)\b|"
                        r"\s[-\u2013\u2014]\s))")


def without_times(text: str) -> str:
    """The text with the clock times it states left out ("around 7.45 in the evening" -> "around")."""
    lower = text.lower()
    for pattern in (_CLOCK_DAYPART, _SHARED_MERIDIEM, _CLOCK, _SPOKEN, _HALF_HOUR):
        lower = pattern.sub(" ", lower)
    # (the word of when before a bare hour stays: "around 7 in the evening" -> "around")
    return _HOUR_DAYPART.sub(lambda m: m.group(0)[:m.start(1) - m.start()], lower)


def times_of_day(text: str) -> frozenset:
    """Minutes after midnight of every clock time a text states: "6:30 pm", "18:30", "half past six in the evening",
    "twenty to nine", "7.45 in the evening", "away by 5.15", "half 2" (2:30; a spoken hour without morning/evening
    is either)."""
    # ("20 to five", as a number-normalised "twenty to five" reads: minutes in digits before an hour in words; not
    # "10 to 12", a range as often as a time)
    lower = _DIGIT_MINUTES.sub(lambda m: f"{_DIGIT_MINUTE_WORDS[m.group(1)]} {m.group(2)}", text.lower())
    out = set()
    for m in _CLOCK.finditer(lower):
        if m.group(3):
            hour, minute = int(m.group(1)), int(m.group(2) or 0)
            if not 1 <= hour <= 12 or minute > 59:
                continue
            out.add((hour % 12 + (12 if m.group(3).startswith("p") else 0)) * 60 + minute)
        else:
            hour, minute = int(m.group(4)), int(m.group(5))
            if hour < 24 and minute < 60:
                out.add(hour * 60 + minute)
    for m in _SHARED_MERIDIEM.finditer(lower):
        # a range whose start takes the meridiem written after its end ("7.15-9.30pm", "11-1pm": 11 am)
        start, minute, end = int(m.group(1)), int(m.group(2) or 0), int(m.group(3))
        if not 1 <= start <= 12 or minute > 59 or not 1 <= end <= 12:
            continue
        pm = m.group(5).startswith("p")
        same = start % 12 <= end % 12
        out.add((start % 12 + (12 if pm == same else 0)) * 60 + minute)
    for m in _SPOKEN.finditer(lower):
        part, rel, h1, h2, h3, fixed, when = m.groups()
        word = h1 or h2 or h3 or fixed
        hour = _HOUR_WORDS.get(word) if not word.isdigit() else int(word)
        if hour is None or hour > 12:
            continue
        minute = 30 if h3 else _PAST_MINUTES.get((part or "").replace("-", " "), 0)
        if rel == "to":
            hour, minute = hour - 1, 60 - minute
        if fixed:
            out.add(hour * 60)
            continue
        hour %= 12
        halves = _HALVES.get(when, (0, 12))
        out.update((hour + h) * 60 + minute for h in halves)
    if "in the" in lower or " at " in lower:
        for m in _CLOCK_DAYPART.finditer(lower):
            hour, minute = int(m.group(1)), int(m.group(2))
            if 1 <= hour <= 12 and minute < 60:
                out.update((hour % 12 + h) * 60 + minute for h in _HALVES[m.group(3)])
        for m in _HOUR_DAYPART.finditer(lower):
            hour = int(m.group(1))
            if 1 <= hour <= 12:
                out.update((hour % 12 + h) * 60 for h in _HALVES[m.group(2)])
    for m in _BARE_HOUR.finditer(lower):
        hour = int(m.group(1))
        if 1 <= hour <= 12:
            out.update((hour % 12 + h) * 60 for h in (0, 12))
    dotted = [(m.group(1), m.group(2)) for m in _DOTTED_AFTER_WHEN.finditer(lower)
              if not _CHANGED_BY.search(lower[max(0, m.start() - 12):m.start()])]
    dotted += [(m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
               for m in _DOTTED_BEFORE_WHEN.finditer(lower)]
    if "." in lower:
        for m in _DOTTED_RANGE.finditer(lower):
            h1, m1, h2, m2 = m.groups()
            # (both ends hours of a clock: "2 hrs 45 - 6.30 till ..." is a length, then a time)
            if not (m1 or m2) or any(x and int(x) % 5 for x in (m1, m2)) or (m1 and m1 == m2 and 1 <= int(m1) <= 12) \
                    or not (1 <= int(h1) <= 23 and 1 <= int(h2) <= 23):
                continue
            dotted += [(h1, m1 or "00"), (h2, m2 or "00")]
    for hour, minute in ((int(h), int(mm)) for h, mm in dotted):
        if minute < 60 and 1 <= hour <= 12:
            out.update((hour % 12 + h) * 60 + minute for h in (0, 12))
        elif minute < 60 and 13 <= hour <= 23:
            out.add(hour * 60 + minute)
    if "half " in lower:
        for m in _HALF_HOUR.finditer(lower):
            word = m.group(1)
            hour = _HOUR_WORDS.get(word) if not word.isdigit() else int(word)
            if hour is not None and 1 <= hour <= 12:
                out.update((hour % 12 + h) * 60 + 30 for h in _HALVES.get(m.group(2), (0, 12)))
    return frozenset(out)


_STATED_DURATION = re.compile(rf"\b{_NUM}[\s-]+(day|week|month|year)s?\b")


def stated_durations(text: str) -> list[float]:
    """Days of every "N days / weeks / months / years" a text states ("within 14 days", "a two-week trip")."""
    lower = text.lower()
    if not any(unit in lower for unit in ("day", "week", "month", "year")):
        return []
    return [_number(m.group(1)) * _UNIT_DAYS[m.group(2)] for m in _STATED_DURATION.finditer(lower)]


def spans_duration(dates: list[Interval], days: float) -> bool:
    """Are two of these dates about ``days`` apart (within a third, or a week for short spans)?"""
    slack = max(days / 3, 7.0)
    points = sorted({d for interval in dates for d in interval})
    for i, a in enumerate(points):
        for b in points[i + 1:]:
            if abs((b - a).days - days) <= slack:
                return True
    return False


def overlaps(a: Interval, b: Interval, slack_days: int = 1) -> bool:
    """Do two dates agree? ``slack_days`` absorbs the vagueness of ranges ("last week"); two exact days must be the
    same day (9 November does not carry 10 November)."""
    if a[0] == a[1] and b[0] == b[1]:
        return a[0] == b[0]
    slack = timedelta(days=slack_days)
    return a[0] - slack <= b[1] and b[0] - slack <= a[1]


def date_span_days(interval: Interval) -> int:
    return (interval[1] - interval[0]).days + 1


# ------------------------------------------------------------------------------------------------ lengths of time
# hours and minutes: "9 hours 45 minutes", "an hour and a half", "1.5 hours", "90 minutes", "half an hour", "2h45"
# (a fraction after the hours, in words or figures: "two and a half hours", "2 1/2 hrs", "2½ hrs")
_HOURS = (r"(an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?<![/\d.])\d+(?:\.\d+)?)"
          r"(?:(?:\s+and\s+|\s+(?=[13]/[24]\b)|(?=[\u00bd\u00bc\u00be]))"
          r"(a\s+half|a\s+quarter|three\s+quarters|[13]/[24]|[\u00bd\u00bc\u00be]))?\s*(?:hours?|hrs?|h)\b")
_MINUTES = r"(\d+|fifteen|twenty|thirty|forty|forty-five|fifty)\s*(?:minutes?|mins?|m)\b"
_LENGTH = re.compile(rf"\b(?:{_HOURS}(?:\s*(?:,|and)?\s*(?:(and\s+a\s+half|and\s+a\s+quarter)|{_MINUTES}|"
                     rf"(\d{{2}})\b(?!\s*(?:am|pm|:))))?|(half\s+an\s+hour)|(a\s+quarter\s+of\s+an\s+hour)|"
                     rf"(three\s+quarters\s+of\s+an\s+hour)|{_MINUTES})", re.I)
_MINUTE_WORDS = {"fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "forty-five": 45, "fifty": 50}
_FRACTION = {"a half": 30, "a quarter": 15, "three quarters": 45, "1/2": 30, "1/4": 15, "3/4": 45, "\u00bd": 30,
             "\u00bc": 15, "\u00be": 45}


def _lengths(text: str) -> list:
    """(start, end, minutes) of every length of time in hours and minutes a text states."""
    out = []
    for m in _LENGTH.finditer(text):
        hours, frac, tail, minutes, bare, half, quarter, three_q, only = m.groups()
        if half:
            total = 30
        elif quarter:
            total = 15
        elif three_q:
            total = 45
        elif only:
            total = int(only) if only.isdigit() else _MINUTE_WORDS.get(only.lower(), 0)
        else:
            h = hours.lower()
            total = round((float(h) if h[0].isdigit() else (1 if h in ("a", "an") else NUMBER_WORDS.get(h, 1))) * 60)
            if frac:
                total += _FRACTION.get(" ".join(frac.lower().split()), 0)
            if tail:
                total += 30 if "half" in tail.lower() else 15
            if minutes:
                total += int(minutes) if minutes.isdigit() else _MINUTE_WORDS.get(minutes.lower(), 0)
            elif bare:
                total += int(bare)
        if total:
            out.append((m.start(), m.end(), total))
    return out


def answer_length_minutes(answer: str) -> Optional[int]:
    """Minutes of an answer that is a length of time in hours and minutes and nothing else ("9 hours 45 minutes",
    "an hour and a half", "about 90 minutes"); None for anything else."""
    text = re.sub(r"\s*\([^)]*\)", "", answer).strip(" .\"'").lower()
    text = re.sub(r"^(?:about|around|roughly|approximately|nearly|almost|just over|just under|exactly)\s+", "", text)
    found = _lengths(text)
    if len(found) != 1 or found[0][0] != 0 or text[found[0][1]:].strip(" .,;") not in ("", "long", "each",
                                                                                        "in total", "total", "all in",
                                                                                        "altogether", "all told"):
        return None
    return found[0][2]


def length_spans(text: str) -> list:
    """(start, end, minutes) of each length of time in hours and minutes a text states ("2 hrs", "90 minutes")."""
    return _lengths(text)


def stated_lengths_minutes(text: str) -> frozenset:
    """Minutes of every length of time in hours and minutes a text states."""
    return frozenset(stated_lengths_list(text))


def stated_lengths_list(text: str) -> list:
    """Minutes of each length of time in hours and minutes a text states, in order, repeats kept."""
    return [m for _, _, m in _lengths(text)] if re.search(r"hour|hr|min|\d\s*h\b", text, re.I) else []


def clock_gaps(times: list) -> frozenset:
    """Minutes from each clock time to every later-listed one (a night's span crosses midnight: 21:40 -> 7:25 is
    585), for times given in the order a text states them."""
    out = set()
    for i, a in enumerate(times):
        for b in times[i + 1:]:
            out.add((b - a) % 1440)
    return frozenset(out)
