"""The ``lineage`` engine: deterministic root-cause attribution over the evolution graph. No LLM, no network.

1. Find the source evidence (given ids, or pseudo-evidence by BM25 + dense retrieval fused by RRF).
2. Follow the evidence forward in execution order. An operation that consumed a version carrying the needed
   information passes it on when one of its outputs carries it too (content mode: the content holds the expected
   answer; structural mode, when content was not captured: every output of the consuming operation inherits it).
   An operation that consumed a carrier and produced none is where the information stopped.
3. Decide by stage, earliest decisive fault first:
   - never reached a memory unit -> ExtractionError at the first (innermost) operation where it stopped;
   - reached memory units, but every one was overwritten, trimmed or deleted before the answer -> UpdateError /
     DeletionError at the earliest operation that did it;
   - a memory unit still held it, but it did not reach the answer's context -> RetrievalError at the retrieval that
     should have surfaced it (dropped by a rerank, filtered by scope, or ranked below top-k);
   - the answer's context held it -> ResponseError at the answer;
   - the label is wrong: the expected answer appears in no input at all, or memory holds the answer given instead
     (the label took a superseded value, another thing's, a qualified one) -> AnnotationError (not a memory fault).
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import itertools
import json
import re
import time
from datetime import date, datetime, timedelta, timezone
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Optional

from ... import semconv as sc
from ...graph import EvolutionGraph, Operation, Outcome
from ...text.dates import (MONTHS, WEEKDAYS, answer_dates, answer_length_minutes, dates_said_on, overlaps,
                           parse_timestamp, said_on, stated_lengths_minutes, stated_today, text_dates, times_of_day)
from ...text.labels import without_label
from ...text.words import STOPWORDS, content_stems, stem, words
from .. import taxonomy as tx
from ..qualifiers import (_LIMIT, _NEGATED_BEFORE, claim_values, clause_of, names_a_day_or_month, qualifier,
                          said_no_longer, segments, sentences, states, value_span)
from ..evidence import (Evidence, _cached, resolve_given, find_evidence, is_extractor, node_time, said_text,
                        source_documents, stamp)
from ..information import (_ASKED_IF, _CURRENCY_WORDS, _NEGATION, _NOT_A_UNIT, _PRESENT_CLAUSE, _WEEKDAY_SHORT,
                           FIRST_PERSON, USER_ROLES, _denied_stems, _weekday_and_day,
                           InformationNeed, _WORKING_DASH, _clauses, _currency_amounts, _plain_numbers, _soft_hits,
                           _value_kind, amounts_in, balance_subset, first_amount, meaning_stems, record_body,
                           record_text, states_a_change, summed_subset)
from ..result import Attribution, Candidate

MEMORY_KINDS = frozenset({"memory_record", "chunk", "episode", "document", "buffer"})
# memory units of their own: not a buffer or window of turns staged on their way in
UNIT_KINDS = MEMORY_KINDS - {"buffer"}
# operations that read memory for a question: a buffer one of them reads is a window, not a staging area
_QUERY_SIDE_KINDS = frozenset({"retrieve", "rerank", "assemble_context", "generate"})
# operations whose job is to carry information forward into memory
CARRY_KINDS = frozenset({"ingest", "buffer", "segment", "extract", "decide", "write", "update", "delete", "evict",
                         "summarize", "other"})
RETRIEVE_KINDS = frozenset({"retrieve", "rerank", "assemble_context"})
ANSWER_KINDS = frozenset({"generate"})
IGNORED_KINDS = frozenset({"judge"})
# an answer that declines says nothing it could have restated from its context
_ABSTAINS = re.compile(r"\b(don'?t know|do not know|not enough information|no information|cannot (?:tell|say|answer)|"
                       r"can'?t (?:tell|say|answer)|unknown|not mentioned|not sure|no idea|unable to)\b", re.I)
# operations that write memory: a retrieval nested in one is a lookup during ingestion, not the answer's retrieval
# "Name:" that labels a line, near the start of a text (after a time stamp, or inside a stored record's JSON)
_SPEAKER_NEAR_START = re.compile(r"(?:^|[\]\"]\s*|\n)([A-Z][a-zA-Z]+):\s")
_STAMP_OPENING = re.compile(r"^\s*[\[(][^\])]{0,40}[\])]\s*")
_LABEL_OPENING = re.compile(r"^[A-Z][\w .'-]{0,30}:\s+")


def _expected_text(base: dict) -> str:
    """The expected answer as one text (a list of accepted answers joined)."""
    expected = base.get("expected")
    return " ".join(map(str, expected)) if isinstance(expected, (list, tuple)) else str(expected or "")


def _claim_of(actual) -> Optional[str]:
    """What an answer claims, without the "[date] Speaker:" or "(date)" a restated memory line opens with; None for
    no answer or an abstention."""
    text = str(actual or "").strip()
    if not text or _ABSTAINS.search(text):
        return None
    return _LABEL_OPENING.sub("", _STAMP_OPENING.sub("", text))


_ANY_LABEL_NEAR_START = re.compile(r"(?:^|[\]\"]\s*|\n)([A-Za-z][a-zA-Z]+):\s")
INGEST_KINDS = frozenset({"ingest", "buffer", "segment", "extract", "decide", "write", "update", "delete",
                          "summarize"})


@dataclass
class Case:
    """What the engine knows of a failed case (from an Outcome, optionally completed by cases.jsonl)."""

    case_id: str
    question: Optional[str] = None
    expected: Any = None
    actual: Optional[str] = None
    feedback: Optional[str] = None
    evidence_ids: tuple = ()
    answer_op_id: Optional[str] = None
    outcome_op_id: Optional[str] = None
    trace_id: Optional[str] = None

    @classmethod
    def from_outcome(cls, outcome: Outcome, **overrides: Any) -> "Case":
        case = cls(case_id=outcome.case_id or outcome.op_id, question=outcome.question, expected=outcome.expected,
                   actual=outcome.actual, feedback=outcome.feedback, evidence_ids=tuple(outcome.evidence_ids),
                   answer_op_id=outcome.answer_op_id, outcome_op_id=outcome.op_id, trace_id=outcome.trace_id)
        for key, value in overrides.items():
            if value not in (None, "", ()):
                setattr(case, key, value)
        return case


class _Item(NamedTuple):
    """An item of a label's list: its text, its words, and the words of the part it is an item of."""

    text: str
    stems: frozenset
    part: frozenset


@dataclass
class _Trace:
    """Forward propagation state."""

    carriers: dict[str, str] = field(default_factory=dict)  # node id -> op id that made it a carrier ("" = evidence)
    losses: list[Operation] = field(default_factory=list)
    consumed_by: dict[str, list[str]] = field(default_factory=dict)  # op id -> carrier nodes it consumed
    # node id -> the evidence nodes whose information it carries (an eviction of one cuts what came from it)
    origin: dict[str, frozenset] = field(default_factory=dict)
    # node id -> the day its text was said, inherited by what is derived from it ("yesterday" in an extracted fact
    # means the day before the message it came from was said)
    said: dict[str, Any] = field(default_factory=dict)


@functools.lru_cache(maxsize=50_000)
def _plain_cached(text: str) -> str:
    from ...text.words import words

    return " ".join(words(text))


# operations that write what they read in other words (their outputs are judged by meaning, not only by words)
_REWRITE_KINDS = frozenset({"extract", "decide", "segment", "summarize"})
QUOTED_SHARE = 0.8  # share of a record's content words a prompt holds for the record to count as quoted there
QUOTED_MIN_CHARS = 24  # an evidence text this long, found whole in a context, is held there whatever the context says
# set while one part of a label of several is attributed on its own
_LIST_PART: contextvars.ContextVar = contextvars.ContextVar("memtrace_list_part", default=False)
ANSWERED_PART_WORDS = 4  # a list item this short that the answer states word for word is not what it lacked
RESTATED_SHARE = 0.34  # share of an output's content words that come from the source it restates


# the time stamp a window or a segment puts in front of a line ("[2024-02-10 10:02:00] Ben: ...")
_STAMP_PREFIX = re.compile(r"^\s*\[[^\]\n]{4,40}\]\s*")


def _plain(text) -> str:
    return _plain_cached(text or "")


def _contains_any(content: Optional[str], sources: list[str]) -> bool:
    """Does ``content`` hold one of these source texts verbatim (case and punctuation aside)?"""
    if not content or not sources:
        return False
    plain = _plain(content)
    return any(len(src) >= 12 and src in plain for src in sources)


def _scope_covers(searched: str, held: str) -> bool:
    """Does a search in scope ``searched`` ("user=lea") reach a record of scope ``held`` ("user=lea;conversation=c")?
    It does when every field the search names has the record's value (a search by user covers that user's
    conversations)."""
    if searched == held:
        return True
    wanted = {p for p in searched.split(";") if p}
    return bool(wanted) and wanted <= {p for p in held.split(";") if p}


def _unit_scope(graph: EvolutionGraph, node_id: str) -> Optional[str]:
    """The memory scope a unit version belongs to: its own, else its writer's."""
    writer = graph.producer(node_id)
    return graph.variables[node_id].scope_key or (writer.scope_key if writer is not None else None)


def _body_words(text: str) -> set:
    """Content words of a text without the "[date] Speaker:" it opens with, and without numbers: what a fact
    restates of a turn, not the date and names every line of a conversation shares."""
    return {w for w in content_stems(without_label(text)) if not w[:1].isdigit()}


def _references(content: str, var_id: str) -> bool:
    """Does ``content`` name this variable by its record id, quoted ("D2:12" of "evermemos:msg:D2:12")?"""
    parts = var_id.split(":")
    return any(f'"{suffix}"' in content for suffix in (":".join(parts[i:]) for i in range(1, len(parts)))
               if len(suffix) >= 2)  # quoted whole: even a short id ("m1") is specific


def parts_the_answer_lacks(need: InformationNeed, question: Optional[str], claim: Optional[str]) -> list:
    """The parts of a label an answer does not state: a short part it states word for word ("Kyoto" of "Kyoto and
    Nara" answered "Kyoto and Osaka"), or whose words it names in its own ("your gloves (the hut's only got 4 pairs)"
    for "Gloves"), did not fail; a yes or no is never stated by an answer that merely uses the word ("no leaks")."""
    said = meaning_stems(claim) if claim else frozenset()
    return [p for p in need.parts if not (
        claim and len(p.stems) <= ANSWERED_PART_WORDS
        and (InformationNeed(question, p.text, whole=True).carried_literally_by(claim)
             or p.stems and not p.verdict and not p.dates and not any(w[:1].isdigit() for w in p.stems)
             and p.stems <= said))]


def _copied_from(content: Optional[str], texts: list[str]) -> bool:
    """Is ``content`` (five words or more) a verbatim part of one of these texts? A record stored as JSON is read
    by its text field ('{"id": ..., "memory": "Nate has had his pets for 3 years"}' written from a fact list)."""
    if not content or not texts:
        return False
    plain = _plain(record_body(content))
    return len(plain.split()) >= 5 and any(plain in t for t in texts)


_NAME_WORD = re.compile(r"(?<![.!?:\]]\s)(?<=\s)([A-Z][a-z][a-zA-Z]*)")


def _names(text: str) -> frozenset:
    """Stems of the words a text uses as names: capitalised inside a sentence ("I moved to Lisbon")."""
    return meaning_stems(" ".join(_NAME_WORD.findall(text))) if text else frozenset()


def _overlap(evidence: str, text: str) -> float:
    """Share of the evidence's word pairs found in the text (a prompt that quotes it with other punctuation or
    markup). Pairs, not words: a long prompt holds most single words of any sentence without quoting it."""
    ev = evidence.split()
    if len(ev) < 2:
        return 1.0 if ev and ev[0] in text.split() else 0.0
    have = _pairs(text)
    pairs = list(zip(ev, ev[1:]))
    return sum(p in have for p in pairs) / len(pairs)


@functools.lru_cache(maxsize=4096)
def _pairs(text: str) -> frozenset:
    words = text.split()
    return frozenset(zip(words, words[1:]))


def _asked_at(graph: EvolutionGraph, answer: Optional[Operation]) -> Optional[datetime]:
    """When the question was asked: the day the answering operation's prompt says it is ("Today is Mon 11 April
    2050"), else the operation's start (None without a recorded time)."""
    if answer is None:
        return None
    for e in answer.inputs:
        node = graph.variables.get(e.node_id)
        if node is not None and (node.kind or "") == "prompt" and (day := stated_today(node.content)) is not None:
            return datetime(day.year, day.month, day.day, 12, tzinfo=timezone.utc)
    if not answer.start_ns:
        return None
    return datetime.fromtimestamp(answer.start_ns / 1e9, tz=timezone.utc)


class LineageEngine:
    name = "lineage"

    def __init__(self, *, evidence_k: int = 8, dense: str = "hash"):
        self.evidence_k = evidence_k
        self.dense = dense

    # ---------------------------------------------------------------------------------------------- entry
    def attribute(self, graph: EvolutionGraph, case: Case | Outcome) -> Attribution:
        started = time.perf_counter()
        if isinstance(case, Outcome):
            case = Case.from_outcome(case)
        result = self._attribute(graph, case)
        result.cost = {"seconds": round(time.perf_counter() - started, 6), "llm_calls": 0, "input_tokens": 0,
                       "output_tokens": 0}
        return result

    def _attribute(self, graph: EvolutionGraph, case: Case, by_part: bool = True) -> Attribution:
        answer = self._answer_op(graph, case)
        # an answer relative to when the question was asked ("about a year ago") is read against the answer's time
        asked = _asked_at(graph, answer)
        need = InformationNeed(case.question, case.expected, case.feedback, whole=True, asked_at=asked)
        answer_id = answer.op_id if answer else None
        evidence = find_evidence(graph, need, given_ids=case.evidence_ids, before_op=answer_id, k=self.evidence_k,
                                 dense=self.dense, scope_key=answer.scope_key if answer else None)
        structural = not self._has_content(graph)
        mode = "structural" if structural else f"content+{need.mode}"
        base = dict(case_id=case.case_id, engine=self.name, question=case.question, expected=case.expected,
                    actual=case.actual, answer_op_id=answer_id, evidence=list(evidence.nodes), mode=mode)

        if answer is None:
            return Attribution(error_type=tx.UNDETERMINED, op_id=None, confidence=0.1,
                               reason="no answer-producing operation (kind generate) was found for this case", **base)
        if by_part and self._split_by_part(graph, need, evidence, structural):
            return self._by_part(graph, case, need, base)
        if need.computed and len(evidence.nodes) > 1 and not evidence.together:
            # (a number worked out from amounts several texts state needs each of them: each is followed)
            evidence = dataclasses.replace(evidence, together=True)
        if evidence.together and not structural:
            # every one of these texts is needed (one instance each of a count): the first memory fault of any decides
            verdict = self._by_source(graph, need, evidence, answer, base)
            if verdict is not None:
                return verdict
        labelled = need  # (the expected answer's own parts, before any following)
        if evidence.method == "pseudo-partial":  # follow those sources' own text downstream
            need = need.following(graph.variables[n].content for n in evidence.nodes)
        # given evidence ids are not trusted to hold the answer: a label can be wrong (AnnotationError)
        elif not structural and need.mode == "answer" and evidence.method == "given" \
                and not self._answer_anywhere(graph, need, answer):
            return Attribution(error_type=tx.ANNOTATION, error_subtype=tx.ANSWER_NOT_IN_INPUTS, op_id=None,
                               confidence=0.8, reason="the expected answer appears in no message, memory or "
                               "context the system received: not a memory fault", **base)
        if not evidence.nodes:
            asked = None if structural else self._question_source(graph, need, evidence, answer)
            if asked is not None:
                node_id, delivered = asked
                # memory that delivered what the conversation said about the question did its job, whatever the
                # label asks (a wrong label, a trick question): only an undelivered source is followed
                verdict = self._follow_undelivered(graph, need, node_id, answer, base) \
                    if delivered == "undelivered" else None
                if verdict is not None:
                    return verdict
            return self._without_evidence(graph, need, answer, base, structural)

        flow = self._propagate(graph, need, evidence, answer, structural)
        verdict = self._decide(graph, need, answer, flow, structural, base)
        # (not texts needed together, a sum's or a working's terms: an answer that says what one of them says
        # stopped at one term, "£240" of £240 and £185 raised)
        if evidence.method == "pseudo-partial" and verdict.error_type == tx.RESPONSE and not evidence.together \
                and self._restates_sources(graph, need, evidence, base):
            # ... unless one of those texts never reached the answer: each holds part of what the answer needed (the
            # injury's entry of "which came first, my knee injury or my PB?"), so where memory lost it decides
            # (one that holds words of the answer no text in the answer's context holds: the "knee injury" that no
            # delivered entry names, not another note with "seats" in it when the delivered one says "95 seats")
            delivered = frozenset().union(*(meaning_stems(graph.variables[e.node_id].content)
                                            for e in self._context_inputs(graph, need, answer)
                                            if e.node_id in graph.variables and graph.variables[e.node_id].content))
            # (of every accepted answer: a label's working names what each source holds)
            wanted = frozenset().union(*(p.stems for parts in labelled.alternatives for p in parts)) \
                if labelled.alternatives else frozenset()
            for node_id in evidence.nodes:
                own = (wanted & meaning_stems(graph.variables[node_id].content)) - delivered
                if own and not self._delivered(graph, need, node_id, answer):
                    lost = self._follow_undelivered(graph, need, node_id, answer, base,
                                                    "a source holding part of it")
                    if lost is not None:
                        return lost
            # (unless a later line of its context states a change the label rests on, which the answer passed over:
            # "start's moved to 11.15 ... all the cut-offs go back half an hour", answered with the cut-off before it)
            missed = self._missed_later_change(graph, labelled, answer, base)
            if missed is not None:
                return self._verdict(graph, answer, tx.RESPONSE, tx.IGNORED_CONTEXT, base, flow, missed, [])
            # no text says the expected answer; the texts nearest to it reached the answer, which says what they say:
            # memory and model did their job, the label asks for something the sources do not say
            return Attribution(error_type=tx.ANNOTATION, error_subtype=tx.ANSWER_NOT_IN_INPUTS, op_id=None,
                               confidence=0.6, reason="the expected answer appears in no text the system received; "
                               "the sources nearest to it reached the answer, which restates them: not a memory "
                               "fault", **base)
        if verdict.error_type == tx.RESPONSE and not structural and evidence.method != "pseudo-partial" \
                and not evidence.together and self._restates_sources(graph, need, evidence, base):
            # the answer says what its evidence says: that text holds the expected answer's words only loosely (a
            # "Brenda" among the reserves of a rink list that gives the answer's "Stan (skip)"), and the source that
            # tells the two apart may be one memory lost
            lost = self._lost_telling_source(graph, labelled, evidence, answer, base)
            if lost is not None:
                return lost
        if verdict.error_type == tx.RESPONSE and not structural \
                and evidence.method in ("pseudo", "pseudo-partial") and labelled.mode == "answer" and not any(
                    labelled.carried_by(graph.variables[n].content) for n in evidence.nodes
                    if n in graph.variables and graph.variables[n].content):
            # (the sources found hold only some parts of the label, "54 in" of "26 - 80 max now the reading room's
            # been added, 54 in": a source holding two words of the rest that the context lacks, which memory lost,
            # is where it went wrong, as where no source holds any part; so with sources that each hold part of it,
            # followed by their own words: "100 sheets - 40 of the 5/8 Type X plus the 60 ... that got soaked" of a
            # delivery note naming the sheets, where the daily report that says they got soaked never reached the
            # answer)
            lost = self._lost_telling_source(graph, labelled, evidence, answer, base, least=2,
                                             known="the sources found hold only part of the expected answer")
            if lost is not None:
                return lost
        verdict.confidence = self._confidence(verdict, need, evidence, structural)
        return verdict

    def _lost_telling_source(self, graph: EvolutionGraph, need: InformationNeed, evidence: Evidence,
                             answer: Operation, base: dict, least: int = 1,
                             known: str = "the answer restates its context, which holds the expected answer's words "
                                          "only loosely") -> Optional[Attribution]:
        """For an answer that restates its evidence: a source about the question that holds words of the expected
        answer no text in the answer's context holds ("Stan's out for the season with his knee, Brenda skipping
        rink 2"), which never reached the answer because memory lost it (an extraction that kept none of it, an
        update or a delete that removed it, a retrieval that did not return it), is where the answer went wrong
        (that memory fault, else None). ``least``: how many such words the source must hold (a number of the label
        with the word it counts, or the label's own time, date, length or amount, which no context text says, counts
        as two); a later version of the source's unit in the context does not deliver what the source held.
        ``known``: what the reason says was known before the source was followed."""
        held_texts = [graph.variables[e.node_id].content for e in self._context_inputs(graph, need, answer)
                      if e.node_id in graph.variables and graph.variables[e.node_id].content]
        delivered = frozenset().union(*(meaning_stems(text) for text in held_texts))
        wanted = frozenset().union(*(p.stems for parts in need.alternatives for p in parts)) \
            - need.question_set - delivered if need.alternatives else frozenset()
        # (a number of the label with the word it counts, "6 trestles", that no text of the context says: as much as
        # two of its words, whatever else the context says of trestles)
        accepted = need.expected if isinstance(need.expected, (list, tuple)) else [need.expected or ""]
        counted = frozenset().union(*(_counted(str(e)) for e in accepted)) \
            - frozenset().union(*(_counted(text) for text in held_texts))
        # (and the label's own value when it is a time, a date, a length or an amount, "quarter to 9 (8.45)", stated
        # by no text of the context: a source that states it, "nobody in before quarter to 9", says as much)
        value = _label_value(accepted[0]) if len(accepted) == 1 and isinstance(accepted[0], str) else ""
        if not value or _value_kind_of(value) == "words" or any(_gives_value(text, value) for text in held_texts):
            value = ""
        if not wanted and not counted and not value:
            return None
        for node in source_documents(graph, before_op=answer.op_id):
            held = len(wanted & meaning_stems(node.content or "")) + 2 * len(counted & _counted(node.content or "")) \
                + (2 if value and node.content and _gives_value(node.content, value) else 0)
            if node.node_id in evidence.nodes or not node.content or held < least \
                    or least < 2 and not need.about_question(node.content) \
                    or self._delivered(graph, need, node.node_id, answer, later=False):
                continue
            lost = self._follow_undelivered(graph, need, node.node_id, answer, base, "a source holding part of it",
                                            known=known, types=tx.MEMORY_FAULTS)
            if lost is not None:
                return lost
        return None

    # ---------------------------------------------------------------------------------------------- parts
    def _lacking_parts_accounted_for(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                                     claim: Optional[str]) -> Optional[str]:
        """Does the answer open with some items of the label's list (its first sentence, or what comes before a dash;
        in any form of their words, "strawberries" for "strawbs") and name each item it leaves out only later, saying
        something of it beyond the label's and the question's words ("Three today - Biscuit, Monty and Luna. Pip's
        still kept in after her knee op"; "F2 and F5 for strawberries. Keep people off F4"), where its context names
        that item too? The model saw the item and left it out on purpose, saying so: the label took the whole list (a
        reason, else None). The mirror, a right label and an answer that leaves an item out without a word of it,
        opens with part of the list and never names the rest."""
        if not claim or len(need.parts) < 2 or any(p.verdict or p.dates or not p.stems for p in need.parts):
            return None
        said = sentences(claim)
        if len(said) < 2:
            # (an answer of one sentence leads with its value and gives its why after a dash: "Mick and Ollie -
            # Jase is away at his sister's wedding ...")
            said = _WORKING_DASH.split(said[0], 1) if said else []
            if len(said) < 2:
                return None
        opening = meaning_stems(said[0])
        # (items a part joins with "and" are items each: "garage spots P-14 and P-15", of which the answer opens with
        # P-14 and says later "P-15 isn't yours - you cancelled it"; such an item counts as one only where a line
        # names it without the rest of its part and no line naming the whole part is said after that one, below)
        items = [_Item(piece, stems, p.stems) for p in need.parts for piece in _ITEM_JOIN.split(p.text)
                 if (stems := meaning_stems(piece) - _LINK_STEMS)]
        # (in any form of its words: "F5 for strawbs" is given by "F2 and F5 for strawberries")
        opened = [_soft_hits(p.stems, opening) == p.stems for p in items]
        given = [p for p, o in zip(items, opened) if o]
        rest = [p for p, o in zip(items, opened) if not o]
        if not given or not rest:
            return None
        lines = [line for e in self._context_inputs(graph, need, answer) if e.node_id in graph.variables
                 for line in said_text(graph, graph.variables[e.node_id]).split("\n") if line.strip()]
        labelled = frozenset().union(*(p.stems for p in need.parts)) | need.question_set
        clauses = [c for sentence in said[1:] for c in _clauses(sentence)]
        statements = None
        for part in rest:
            naming = [c for c in clauses if part.stems <= meaning_stems(c)]
            account = frozenset(w for c in naming for w in meaning_stems(c) - labelled
                                if not w[:1].isdigit() and len(w) >= 3)
            if not naming or not account or not any(part.stems <= meaning_stems(line) for line in lines):
                return None
            if part.stems != part.part:
                # (an item split out of its part: a line names it without the rest of its part, and no line naming
                # the whole part is said after that one; the mirror, the list stated after the line that took the
                # item out, leaves the model at fault)
                if statements is None:
                    statements = [st for st in self._line_statements(graph, need, answer) if st.line.strip()]
                wholes = [st for st in statements if part.part <= meaning_stems(st.line)]
                alone = [st for st in statements if part.stems <= meaning_stems(st.line) and st not in wholes]
                if not any(not any(_said_earlier(st, w) for w in wholes) for st in alone):
                    return None
        return ("the answer opens with part of the label's list and names each item it leaves out, saying why, where "
                "its context names that item too: the label took the whole list, not a memory fault")

    def _list_changed_later(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                            claim: Optional[str]) -> Optional[str]:
        """A list label that one line of the context states whole ("songs for graduation: Twinkle Twinkle w Makaton,
        the Goodbye Nursery song, Wind the Bobbin Up + the Rainbow Song"), and an answer that gives the list with
        items left out or put in, where every item it leaves out is named by a line said after every such statement
        with a word of change or of no ("we've given up on the rainbow one ... Down in the Jungle instead"; "onions
        ... let's not bother this time"; "lending us 20 sets of woods ... so nobody needs to bring theirs") and every
        item it puts in is first stated by such a later line: memory's last word is the answer's list, the label took
        the list before the change (a reason, else None). The mirror, the label's list stated after the line that
        changed an item, is untouched."""
        # (a list alone: a label with a gloss after a dash, "Dolly, Captain and Mouse - Bramble's on box rest", says
        # its own why, weighed elsewhere)
        if not claim or len(need.parts) < 2 or any(p.verdict or p.dates or not p.stems for p in need.parts) \
                or _WORKING_DASH.search(str(need.expected)):
            return None
        opening = _WORKING_DASH.split(sentences(claim)[0], maxsplit=1)[0] if sentences(claim) else claim
        # (an answer of one item is a list too: "Just Biscuit - Nell's been adopted" of "Biscuit and Nell")
        said = InformationNeed(question=need.question, expected=opening)
        if not said.parts:
            return None
        # (an item in any form of its words: "Flat-soled shoes" gives "flat shoes"; not one the answer names only to
        # say it is out, "no local history this time")
        # (each stretch between a dash, a comma or a semicolon, without its bracketed asides: "Flat-soled shoes
        # (trainers with no tread are fine)" names the shoes)
        chunks = [re.sub(r"\([^()]*\)", " ", c) for s in sentences(claim) for c in re.split(r"\s[-–]\s|[,;]\s", s)]
        claimed = frozenset().union(*(meaning_stems(c) for c in chunks if not _NEGATION.search(c)))
        # (items a label's last part joins with "and" are items each: "local history and the picture round")
        items = [(piece, stems) for p in need.parts for piece in _ITEM_JOIN.split(p.text)
                 if (stems := meaning_stems(piece) - _LINK_STEMS)]
        dropped = [(piece, stems) for piece, stems in items if _soft_hits(stems, claimed) != stems]
        labelled = frozenset().union(*(p.stems for p in need.parts)) | need.question_set
        added = [p for p in said.parts if not any(_soft_hits(q.stems, p.stems) == q.stems for q in need.parts)
                 and p.stems - labelled]
        if not dropped and not added:
            return None

        def says(new: frozenset, line: str) -> bool:  # (half an item's new words: "Ken's got a 'name the year' one")
            return len(new & meaning_stems(line)) * 2 >= len(new)

        # (what memory was told: an assistant's own turn restates it, "Sure - order for Fri 13 March: 20 inner tubes
        # ...", and is dated only by when it was stored)
        lines = [st for st in self._told_statements(graph, need, answer) if st.line.strip()]
        # (the lines that state the list: those with the most of its items, all but one at least)
        carried = {st: len(need.parts_carried(st.line)) for st in lines}
        most = max(carried.values(), default=0)
        if most < max(2, len(need.parts) - 1):
            return None
        whole = [st for st in lines if carried[st] == most]
        later = [st for st in lines if st not in whole and all(_said_earlier(w, st) for w in whole)]
        earlier = [st for st in lines if st not in later]
        # (words the list's own line gives an item are no item put in: "the picture round on the tables")
        added = [p for p in added if not any(says(p.stems - labelled, w.line) for w in whole)]
        if not dropped and not added:
            return None
        for piece, stems in dropped:
            # (its own words beyond the numbers, half of them at least: "onions" of "3 white onions"; or the words
            # it opens with before a preposition, what it is: "tinsel" of "tinsel round your neck")
            own = frozenset(w for w in stems if not w[:1].isdigit()) - need.question_set
            head = meaning_stems(_ITEM_HEAD.split(piece, maxsplit=1)[0]) - need.question_set
            if not own or not any((len(_soft_hits(own, meaning_stems(st.line))) * 2 >= len(own)
                                   or (head and head < own and _soft_hits(head, meaning_stems(st.line)) == head))
                                  and (_NEGATION.search(st.line) or _CHANGED.search(st.line)
                                       or any(says(a.stems - labelled, st.line) for a in added))
                                  for st in later):
                return None
        for part in added:
            new = part.stems - labelled
            if not any(says(new, st.line) for st in later) or any(says(new, st.line) for st in earlier):
                return None
        return ("the context states the label's list, and after it every change the answer makes to it (an item "
                "dropped or put in): the label took the list before the change, not a memory fault")

    @staticmethod
    def _split_by_part(graph: EvolutionGraph, need: InformationNeed, evidence: Evidence, structural: bool) -> bool:
        """A multi-part answer whose parts came from different sources is followed part by part."""
        if structural or need.mode != "answer" or len(need.parts) < 2:
            return False
        # (a number the label works out from the amounts after its dash is one answer, whatever commas its working
        # has: "26 - 80 less row G (8) = 72, less 41 sold and 5 comps")
        if need.computed:
            return False
        return not any(need.carried_by(graph.variables[n].content) for n in evidence.nodes
                       if n in graph.variables and graph.variables[n].content)

    def _by_part(self, graph: EvolutionGraph, case: Case, need: InformationNeed, base: dict) -> Attribution:
        """Attribute each part on its own; the earliest memory fault among them decides (fixing it alone is what the
        answer lacked); when every part reached the context, the answer is at fault."""
        verdicts = []
        given = resolve_given(graph, case.evidence_ids) if case.evidence_ids else []
        claim = _claim_of(case.actual)
        missed = parts_the_answer_lacks(need, case.question, claim)
        answer = self._answer_op(graph, case)
        accounted = self._lacking_parts_accounted_for(graph, need, answer, claim) if answer else None
        # (an amount worked from the label's own, whatever its gloss: "38 litres, the fill-up at Whixall")
        if accounted is None and answer is not None and claim and need.mode == "answer":
            context = self._context_texts(graph, need, answer)
            accounted = working_accounted_for(need.question, _expected_text(base), claim, context)
        if accounted is not None:
            return Attribution(error_type=tx.ANNOTATION, error_subtype=None, op_id=None, confidence=0.6,
                               reason=accounted, **base)
        # (a part of several is judged without the rules that weigh the answer's value against the label's: the
        # answer's values are its other parts, "gloves and wellies" beside a missing "stiff brush")
        several = _LIST_PART.set(len(need.parts) > 1)
        try:
            for part in missed or need.parts:
                single = InformationNeed(case.question, part.text, whole=True)
                mine = tuple(n for n in given if single.carried_by(graph.variables[n].content,
                                                                 timestamp=stamp(graph, graph.variables[n])))
                sub = Case(**{**case.__dict__, "expected": part.text,
                              "evidence_ids": mine or tuple(case.evidence_ids)})
                verdicts.append((part, self._attribute(graph, sub, by_part=False)))
        finally:
            _LIST_PART.reset(several)
        faults = [(p, v) for p, v in verdicts if v.error_type in tx.MEMORY_FAULTS and v.op_id in graph.operations]
        if faults:
            # (the fault found from the surest evidence first, then the earliest: a part a text holds, "quarter past
            # one" of "can we do 1.15 start", before one only a text near it gives, whose extraction lost nothing of
            # it; a yes or no and its reason stay in order, the verdict's fault first)
            verdict = any(p.verdict for p in need.parts)
            faults.sort(key=lambda pv: (0 if verdict else -round(pv[1].confidence, 2), graph.position(pv[1].op_id)))
            part, chosen = faults[0]
            others = [Candidate(v.op_id, v.error_type, f"part '{p.text}': {v.reason}") for p, v in faults[1:]]
        else:
            usable = [(p, v) for p, v in verdicts if v.op_id is not None] or verdicts
            part, chosen = usable[0]
            others = []
            # (a yes or a no and its reason, each part in the context and the model blamed: the label, read whole, is
            # weighed against the answer's verdict and reason, "yes, he nips" against "No - the vet does his nails
            # now"; not a list, whose items are weighed each against the answer's others)
            # (a list the context changed after stating it whole, the answer giving the changed list: "tinsel's
            # banned this yr ... red scarves instead" after the kit list with the tinsel)
            if answer is not None and chosen.error_type == tx.RESPONSE:
                changed = self._list_changed_later(graph, need, answer, claim)
                if changed is not None:
                    return Attribution(error_type=tx.ANNOTATION, error_subtype=tx.ANSWER_NOT_IN_INPUTS, op_id=None,
                                       confidence=0.6, reason=changed, **base)
            if answer is not None and chosen.error_type == tx.RESPONSE and need.parts[0].verdict:
                other = self._label_of_another(graph, need, answer, base)
                if other is not None:
                    return Attribution(error_type=tx.ANNOTATION, error_subtype=tx.ANSWER_NOT_IN_INPUTS, op_id=None,
                                       confidence=0.6, reason=other, **base)
            # (the model blamed for parts that all reached the context: an answer that leads with its own value and
            # names the label's, read whole, as something else in its context's words took nothing from memory, "Tom
            # - Ken's not allowed to drive ... after his cataract" against "Ken, the Thursday driver")
            # (not a label with a number, "seven miles, Sennen to Porthcurno": a sum's legs named in the answer's
            # working are its terms, not the label named as something else)
            if answer is not None and claim and chosen.error_type == tx.RESPONSE and not need.parts[0].verdict \
                    and not any(w[:1].isdigit() for w in meaning_stems(_label_value(_expected_text(base)))):
                context = self._context_texts(graph, need, answer)
                other = label_accounted_for(need.question, _expected_text(base), claim, context)
                if other is not None:
                    return Attribution(error_type=tx.ANNOTATION, error_subtype=tx.ANSWER_NOT_IN_INPUTS, op_id=None,
                                       confidence=0.6, reason=other, **base)
        chosen.reason = f"part '{part.text}' of the answer: {chosen.reason}"
        for key in ("case_id", "question", "expected", "actual", "answer_op_id", "mode"):
            setattr(chosen, key, base[key])
        chosen.evidence = sorted({n for _, v in verdicts for n in v.evidence})
        chosen.alternatives = (others + chosen.alternatives)[:8]
        return chosen

    def _by_source(self, graph: EvolutionGraph, need: InformationNeed, evidence: Evidence, answer: Operation,
                   base: dict) -> Optional[Attribution]:
        """Follow each text of a set that is needed whole on its own; the earliest memory fault among them, or None
        when none of them meets one (the set is then judged together)."""
        faults = []
        for node_id in evidence.nodes:
            one = dataclasses.replace(evidence, nodes=[node_id], together=False)
            followed = need.following([graph.variables[node_id].content])
            flow = self._propagate(graph, followed, one, answer, False)
            verdict = self._decide(graph, followed, answer, flow, False, {**base, "evidence": [node_id]})
            if verdict.error_type in tx.MEMORY_FAULTS and verdict.op_id in graph.operations:
                faults.append((node_id, verdict))
        if not faults:
            return None
        # (the earliest, unless the label is an amount worked from one amount of each text, "£1,130" from the £950
        # quote and the £180 piano movers: then the text whose own term its operation's outputs lost comes first,
        # not one whose term they kept)
        # (otherwise, a label with its working, "2 - Freya and Arlo booked in, Remi's left, so 10 of the 12": the text
        # whose own words of the label, which no other of the texts holds, its operation's outputs all lost)
        terms = _terms_by_text(graph, need, evidence.nodes) if len(faults) > 1 else {}
        words = _own_label_words(graph, need, evidence.nodes) if len(faults) > 1 and not terms else {}
        faults.sort(key=lambda nv: (not (_term_lost(graph, terms.get(nv[0]), nv[1].op_id)
                                         or _words_lost(graph, words.get(nv[0]), nv[1].op_id)),
                                    graph.position(nv[1].op_id)))
        node_id, chosen = faults[0]
        chosen.reason = (f"{node_id}, one of the {len(evidence.nodes)} texts the answer needs together: "
                         if len(evidence.nodes) > 1 else f"{node_id}, a text the answer needs: ") + chosen.reason
        chosen.evidence = list(evidence.nodes)
        chosen.alternatives = ([Candidate(v.op_id, v.error_type, f"{n}: {v.reason}") for n, v in faults[1:]]
                               + chosen.alternatives)[:8]
        chosen.confidence = self._confidence(chosen, need, evidence, False)
        return chosen

    # ---------------------------------------------------------------------------------------------- helpers
    @staticmethod
    def _has_content(graph: EvolutionGraph) -> bool:
        return any(v.content for v in graph.variables.values())

    @staticmethod
    def _answer_op(graph: EvolutionGraph, case: Case) -> Optional[Operation]:
        if case.answer_op_id and case.answer_op_id in graph.operations:
            return graph.operations[case.answer_op_id]
        ops = graph.ops_in_order()
        limit = graph.position(case.outcome_op_id) if case.outcome_op_id in graph.operations else len(ops)
        same_trace = [op for op in ops[:limit] if op.kind in ANSWER_KINDS and op.trace_id == case.trace_id]
        anywhere = [op for op in ops[:limit] if op.kind in ANSWER_KINDS]
        pick = same_trace or anywhere
        return pick[-1] if pick else None

    @staticmethod
    def _cutoff(graph: EvolutionGraph, answer: Operation) -> int:
        """Position of the last operation that can feed the answer: the answer itself or a span nested in it
        (a retrieval run inside the answering call starts after it)."""
        last, stack = graph.position(answer.op_id), [answer]
        while stack:
            for child in graph.children(stack.pop().op_id):
                last = max(last, graph.position(child.op_id))
                stack.append(child)
        return last

    def _answer_anywhere(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation) -> bool:
        key = ("answer_anywhere", answer.op_id, need.question, str(need.expected), len(graph.variables))
        cache = getattr(graph, "_cache", None)
        if cache is not None and key in cache:
            return cache[key]
        found = self._scan_for_answer(graph, need, answer)
        if cache is not None:
            cache[key] = found
        return found

    def _scan_for_answer(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation) -> bool:
        limit = self._cutoff(graph, answer)
        for node in graph.variables.values():
            if node.kind in ("answer", "query") or not node.content:
                continue
            producer = graph.producer(node.node_id)
            if producer is not None and graph.position(producer.op_id) > limit:
                continue
            if need.might_carry(node.content) and need.carried_by(node.content):
                return True
        return False

    def _is_carrier(self, graph: EvolutionGraph, need: InformationNeed, node_id: str, structural: bool) -> bool:
        node = graph.variables.get(node_id)
        if node is None or node.deleted:
            return False
        if structural or node.content is None:
            return True  # nothing to check it against: inherits the information from what it was derived from
        content = node.content
        if node.kind == "prompt" and need.question and need.question in content:
            content = content.replace(need.question, " ")  # a prompt always holds the question: not evidence
        return need.carried_by(content) and not self._lost_parts(graph, need, node)

    @staticmethod
    def _lost_parts(graph: EvolutionGraph, need: InformationNeed, node) -> bool:
        """Does an earlier version of this unit carry parts of a label of several that this version no longer does
        ("Raj - Geoff's having his knee done" overwritten by a stale "conductor: Geoff", whose "Raj" in the band list
        and "conductor" still make most of "Raj is conducting, Geoff's off after his knee operation")? What the
        rewrite lost it no longer carries, however many of the label's words remain."""
        if len(need.parts) < 2 or node.version <= 1 or (node.kind or "") not in MEMORY_KINDS:
            return False
        # (each version's parts read once per need: a buffer of many versions is asked about for each of them)
        memo = need.__dict__.setdefault("_parts_by_node", {})

        def parts(v) -> frozenset:
            if v.node_id not in memo:
                memo[v.node_id] = need.parts_carried(v.content)
            return memo[v.node_id]

        mine = parts(node)
        return any(mine < parts(v) for v in graph.versions(node.var_id)
                   if v.version < node.version and v.content and not v.deleted)

    def _inherits(self, graph: EvolutionGraph, need: InformationNeed, node_id: str, passing: set[str],
                  structural: bool, said: Any = None) -> bool:
        """Does this output of an operation that consumed carriers (var ids ``passing``) carry the information?"""
        node = graph.variables.get(node_id)
        if node is None or node.deleted:
            return False
        if not structural and node.content is not None:
            if need.carried_by(node.content, timestamp=said_on(node.content, None) or said):
                return not self._lost_parts(graph, need, node)
            # a version that holds its sources by reference (a buffer of pending message ids) carries what they do
            return any(_references(node.content, v) for v in self._named_sources(node) & passing)
        # no content to check: an output that names its sources inherits only from those; else from all inputs
        if node.source_ids:
            sources = {s.rpartition("@")[0] if "@" in s else s for s in node.source_ids}
            return bool(sources & passing)
        return True

    # ---------------------------------------------------------------------------------------------- propagation
    def _propagate(self, graph: EvolutionGraph, need: InformationNeed, evidence: Evidence, answer: Operation,
                   structural: bool) -> _Trace:
        flow = _Trace(carriers={n: "" for n in evidence.nodes}, origin={n: frozenset([n]) for n in evidence.nodes})
        for n in evidence.nodes:
            node = graph.variables.get(n)
            if node is not None and node.content:
                flow.said[n] = said_on(node.content, stamp(graph, node))
        limit = self._cutoff(graph, answer)
        for op in graph.ops_in_order()[: limit + 1]:
            if op.kind in IGNORED_KINDS:
                continue
            consumed_edges = [e for e in op.inputs if e.node_id in flow.carriers]
            if not consumed_edges:
                continue
            consumed = [e.node_id for e in consumed_edges]
            flow.consumed_by[op.op_id] = consumed
            extractor = is_extractor(graph, op, answer.op_id)
            if op.kind in RETRIEVE_KINDS or (op.kind in ANSWER_KINDS and not extractor):
                continue  # reading does not create new carriers in memory; judged at the retrieval stage
            if op.kind in _REWRITE_KINDS and all(e.relation == "context_of" for e in consumed_edges):
                continue  # existing memories shown to an extractor as context are not what it extracts from
            # an eviction takes the information out: neither what it evicted nor anything carrying only that
            # (the buffer version the evicted message lived in) flows into its outputs
            evicted = frozenset().union(*(flow.origin.get(e.node_id, frozenset()) for e in consumed_edges
                                          if e.relation == "evicted_to"))
            kept = [(e, flow.origin.get(e.node_id, frozenset()) - evicted) for e in consumed_edges
                    if e.relation != "evicted_to"]
            kept = [(e, roots) for e, roots in kept if roots]
            passing = {graph.variables[e.node_id].var_id for e, _ in kept}
            roots = frozenset().union(*(r for _, r in kept)) if kept else frozenset()
            said = next((flow.said[e.node_id] for e, _ in kept if flow.said.get(e.node_id)), None)
            # a version that holds a carried source's text verbatim carries what it carried (a buffer of turns)
            verbatim = [_plain(graph.variables[n].content) for n in roots if n in graph.variables
                        and graph.variables[n].content] if not structural else []
            # ... and a version copied out of a consumed carrier that holds the information only as a restatement
            # (a record written from a decision's text); a piece cut out of a text that said the answer in its own
            # words is judged by its words (a fact with its later clauses cut lost them)
            # (judged at the time it was said: "Monday of next week" said on Tue 3/14 says Monday 20 March)
            consumed_texts = [_plain(graph.variables[e.node_id].content) for e, _ in kept
                              if graph.variables[e.node_id].content
                              and not need.carried_by(graph.variables[e.node_id].content,
                                                      timestamp=flow.said.get(e.node_id) or said)
                              ] if not structural else []
            evicts = not structural and self._is_eviction(op)
            made = [e.node_id for e in op.outputs
                    if passing and ((not (evicts and graph.variables[e.node_id].kind == "message")
                                     and self._inherits(graph, need, e.node_id, passing, structural, said))
                                    or (not graph.variables[e.node_id].deleted
                                        and (_contains_any(graph.variables[e.node_id].content, verbatim)
                                             or _copied_from(graph.variables[e.node_id].content, consumed_texts))))
                    and not (not structural and self._weakened(graph, need, e.node_id, consumed_edges, said))]
            if not made and passing and not structural and (op.kind in _REWRITE_KINDS or extractor):
                made = self._restatements(graph, need, op, [graph.variables[n] for n in roots
                                                            if n in graph.variables]
                                          + [graph.variables[e.node_id] for e, _ in kept
                                             if e.relation != "context_of"])
            for node_id in made:
                flow.carriers.setdefault(node_id, op.op_id)
                flow.origin[node_id] = flow.origin.get(node_id, frozenset()) | roots
                if said is not None:
                    flow.said.setdefault(node_id, said)
            if not made and (op.kind in CARRY_KINDS or extractor):
                flow.losses.append(op)
            elif made and op.kind in CARRY_KINDS and self._wrote_memory_without(graph, op, made):
                flow.losses.append(op)  # it passed the information on, but not into the memory it wrote
        # the innermost operation is the decisive one: drop a loss whose child span consumed the same carrier
        innermost = []
        for op in flow.losses:
            kids = [c for c in graph.children(op.op_id) if set(flow.consumed_by.get(c.op_id, ())) &
                    set(flow.consumed_by[op.op_id])]
            if not kids:
                innermost.append(op)
        flow.losses = innermost
        return flow

    @staticmethod
    def _named_sources(node) -> set:
        return {s.rpartition("@")[0] if "@" in s else s for s in node.source_ids} if node.source_ids else set()

    @staticmethod
    def _restatements(graph: EvolutionGraph, need: InformationNeed, op: Operation, sources: list) -> list[str]:
        """An extraction restates what it read in other words: an output about what the question asks that says
        largely what a carried source said (a third of its words from that source) is that source's successor,
        even when the answer's own words did not survive (the information a fact keeps is judged downstream, where
        the answer restates it or not). An extraction that left the fact out has no such output. Dates and numbers
        are not restated: a fact with another date than its source garbled it; one that keeps an answer that is a
        value and nothing else as it is ("3 years": "I've had them for 3 years" -> "Nate has had his pets for 3
        years") restates it."""
        texts = [(_body_words(s.content), s.content) for s in sources if s.content]
        if not texts:
            return []
        # a date, a number, a duration must survive as it is: another one is a garbled value
        values = need.value_answer_stems if need.exact_values else frozenset()
        out = []
        for e in op.outputs:
            node = graph.variables.get(e.node_id)
            if node is None or node.deleted or not node.content or (node.kind or "") in ("prompt", "query"):
                continue
            if need.exact_values and not (values and values <= meaning_stems(node.content)):
                continue
            words = _body_words(node.content)
            restated = [text for t, text in texts if len(words) >= 3 and len(words & t) >= RESTATED_SHARE * len(words)]
            # (about what the question asks, or keeping the answer's values, which say it is that fact: "pets" for the
            # source's "them", asked as "turtles")
            if not restated or not (values or need.about_question(node.content, strong=True)):
                continue
            # ... but a piece cut out of the source word for word (a fact that kept a turn's first clauses) is no
            # restatement: it is judged by the words it kept
            if _copied_from(without_label(node.content), [_plain(without_label(text)) for text in restated]):
                continue
            # ... and a restatement without the name the source gave as the answer ("Lisbon") lost it: other words
            # can say what a description said, never which place, person or title it was
            answer = frozenset().union(*need.answer_sets) if need.answer_sets else frozenset()
            if answer and not (meaning_stems(node.content) & answer) \
                    and all(_names(text) & answer and need.carried_literally_by(text) for text in restated):
                continue
            # ... nor is an output that shares none of the answer's own words with a source that gives several
            # ("The Lindqvists want the bike rack" of a turn asking to meet "in the staff car pk P3 at Addenbrooke's"):
            # it restates another part of that source
            # (a text captured cut short may hold them past the cut)
            own = answer - need.question_set
            if own and not node.truncated and not _soft_hits(own, meaning_stems(node.content)) \
                    and all(len(meaning_stems(text) & own) >= 2 for text in restated):
                continue
            out.append(e.node_id)
        return out

    def _lost_derivative(self, graph: EvolutionGraph, need: InformationNeed, flow: _Trace,
                         limit: int) -> Optional[tuple]:
        """No memory unit is judged to hold the answer, but the extraction that consumed the evidence wrote a unit
        about what the question asks (in its own words: "found it delicious" for "super good, rich and creamy", one
        of the two hikes a count is made of), and a later operation deleted that unit, or rewrote it keeping fewer
        of its words, before the answer. That the unit's words carry the answer is a judgement the carries test can
        miss; that the evidence's own derivative was deleted or cut down is a fact of the graph, and it decided the
        outcome, not the extraction. Units that survived whole give no such fact: the extraction stays the loss."""
        for node_id in self._derivatives(graph, need, flow, limit):
            node = graph.variables[node_id]
            for later in graph.versions(node.var_id):
                if later.version <= node.version:
                    continue
                producer = graph.producer(later.node_id)
                if producer is None or graph.position(producer.op_id) > limit:
                    break
                if later.deleted:
                    return (producer, tx.DELETION, tx.DELETED,
                            f"'{producer.op_name}' deleted {node.var_id}, which the evidence's extraction had written "
                            "about what the question asks (in words the carries test does not match to the answer)")
                before, after = meaning_stems(node.content), meaning_stems(later.content or "")
                lost, gained = before - after, after - before
                if len(lost) > len(gained):
                    # a rewrite that kept less of it than it had (cut short, condensed, a clause dropped)
                    return (producer, tx.UPDATE, tx.OVERWRITTEN,
                            f"'{producer.op_name}' rewrote {node.var_id}, which the evidence's extraction had written "
                            "about what the question asks, dropping part of it (in words the carries test does not "
                            "match to the answer)")
                if not need.about_question(later.content, timestamp=said_on(later.content, None)):
                    break
                node = later
        return None

    @staticmethod
    def _derivatives(graph: EvolutionGraph, need: InformationNeed, flow: _Trace, limit: int) -> list[str]:
        """The memory units the lossy operations wrote (directly, or through the decision and write after an
        extraction) that are about what the question asks, in the order written."""
        seen: set[str] = set()
        units: list[str] = []
        frontier = [e.node_id for op in flow.losses for e in op.outputs]
        for _ in range(4):  # extract -> decide -> write -> unit at most
            nxt = []
            for node_id in frontier:
                if node_id in seen or node_id not in graph.variables:
                    continue
                seen.add(node_id)
                node = graph.variables[node_id]
                if (node.kind or "") in UNIT_KINDS:
                    if node.content and not node.deleted and need.about_question(
                            node.content, timestamp=said_on(node.content, None)):
                        units.append(node_id)
                    continue
                for op in graph.consumers(node_id):
                    if graph.position(op.op_id) <= limit and op.kind in ("decide", "write", "update"):
                        nxt.extend(e.node_id for e in op.outputs)
            frontier = nxt
        return units

    @staticmethod
    def _weakened(graph: EvolutionGraph, need: InformationNeed, node_id: str, consumed_edges: list,
                  said: Any) -> bool:
        """Is this output a rewrite of a consumed version of the same unit that said the answer in its own words,
        while the rewrite holds it only loosely (a word close in meaning, part of the words)? An overwrite that
        leaves a vaguer text behind lost the information, even if the vaguer text still resembles it."""
        node = graph.variables.get(node_id)
        if node is None or not node.content or node.version <= 1:
            return False
        before = [graph.variables.get(e.node_id) for e in consumed_edges]
        before = [b for b in before if b is not None and b.var_id == node.var_id and b.content]
        if not before:
            return False
        if not any(need.carried_literally_by(b.content, timestamp=said_on(b.content, None) or said) for b in before):
            return False
        return not need.carried_literally_by(node.content, timestamp=said_on(node.content, None) or said)

    @staticmethod
    def _wrote_memory_without(graph: EvolutionGraph, op: Operation, made: list[str]) -> bool:
        """Did the op write memory units, none of which carries what it consumed (an update decision that merged a
        new fact away, while its prompt or parsed decision still held it)?"""
        memory_out = [e.node_id for e in op.outputs if (graph.variables[e.node_id].kind or "") in MEMORY_KINDS
                      and not graph.variables[e.node_id].deleted] if op.outputs else []
        return bool(memory_out) and not any(n in made for n in memory_out)

    # ---------------------------------------------------------------------------------------------- decision
    def _decide(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, flow: _Trace,
                structural: bool, base: dict) -> Attribution:
        limit = self._cutoff(graph, answer)
        memory = [n for n in flow.carriers if (graph.variables[n].kind or "") in MEMORY_KINDS] \
            if flow.carriers else []
        alternatives = [Candidate(op.op_id, self._construction_type(op), f"{op.kind} '{op.op_name}' consumed the "
                                  "evidence and passed none of it on") for op in flow.losses]

        if not memory and not structural:
            # lineage is only as complete as the instrumentation: a unit written by an operation that did not
            # record the evidence as its input (a batch that stored a turn's fact before the turn was linked to it,
            # a dedup that kept an earlier copy) still held the information; no extraction loss decided the outcome
            memory = self._unlinked_holders(graph, need, flow, limit)
        if not memory:
            # an op whose service makes memory out of sight (Zep extracts facts on its server) lost nothing we saw:
            # an observed extraction of the evidence that kept none of it is the loss; with none, no read ever
            # returned anything made from the evidence, and the answer's retrieval is where it is first seen missing
            seen = [op for op in flow.losses if not self._deferred(graph, op)]
            if flow.losses and not seen:
                retrievals = self._answer_retrievals(graph, answer)
                if retrievals:
                    tops = [r for r in retrievals if not any(o is not r and self._encloses(graph, o, r)
                                                             for o in retrievals)]
                    primary, handed = (tops or retrievals)[-1], flow.losses[0]
                    return self._verdict(graph, primary, tx.RETRIEVAL, tx.RANKED_BELOW_TOP_K, base, flow,
                                         f"the evidence went to '{handed.op_name}', whose service makes memory from it "
                                         "out of sight; no read returned anything made from it, and retrieval "
                                         f"'{primary.op_name}' did not return it for the question", alternatives)
            elif seen and seen[0] is not flow.losses[0]:
                flow.losses = seen
                alternatives = [Candidate(op.op_id, self._construction_type(op), f"{op.kind} '{op.op_name}' consumed "
                                          "the evidence and passed none of it on") for op in seen]
            # no memory unit ever held it: an operation that evicts (a buffer update that trims, cuts or flushes)
            # and took the evidence in without keeping it never captured it, which is no eviction from a window that
            # had held it (that is the killer path below); nor is a buffer that kept none of a new message a merge
            # into an existing unit
            rewrote = [op for op in flow.losses if any(
                (graph.variables[e.node_id].kind or "") in UNIT_KINDS and graph.variables[e.node_id].version > 1
                for e in op.outputs)]
            if rewrote and rewrote[0] is flow.losses[0]:
                op = rewrote[0]
                return self._verdict(graph, op, tx.UPDATE, tx.MERGED_AWAY, base, flow,
                                     f"'{op.op_name}' consumed the new information and rewrote an existing memory "
                                     "unit without it (merged it away) instead of storing it", alternatives[1:])
            if flow.losses and self._is_eviction(flow.losses[0]) and self._window_held(graph, flow, flow.losses[0]):
                # ... but a window that had kept the evidence (an app's own history, trimmed before every call,
                # handed it on unchanged in earlier turns) and now cut it evicted it: an update of the window
                op = flow.losses[0]
                return self._verdict(graph, op, tx.UPDATE, tx.TRIMMED_FROM_WINDOW, base, flow,
                                     f"'{op.op_name}' cut the needed information from a context window that had "
                                     "kept it in earlier turns", alternatives[1:])
            if flow.losses and not structural and flow.losses[0].kind == "generate" \
                    and not self._writes_memory(graph, flow.losses[0]):
                # an earlier turn's reply writes no memory: where the answer's own context holds the need (a chat
                # history that kept the turn the reply paraphrased), nothing was lost on the way
                held = [e.node_id for e in self._context_inputs(graph, need, answer)
                        if e.node_id in graph.variables and graph.variables[e.node_id].content
                        and need.carried_by(graph.variables[e.node_id].content)]
                if held:
                    return self._context_held(graph, need, answer, base, flow, alternatives, held)
            if flow.losses and not structural:
                lost = self._lost_derivative(graph, need, flow, limit)
                if lost is not None:
                    op, error_type, subtype, why = lost
                    return self._verdict(graph, op, error_type, subtype, base, flow, why, alternatives)
            if flow.losses:
                op = flow.losses[0]
                return self._verdict(graph, op, tx.EXTRACTION, self._extraction_subtype(op), base, flow,
                                     f"the evidence reached {op.kind} operation '{op.op_name}', whose outputs do not "
                                     "hold the needed information; no memory unit ever held it", alternatives[1:])
            # (an app that keeps its messages itself and hands them to the model: no memory unit, and nothing lost on
            # the way when the answer's context holds the evidence)
            held = [e.node_id for e in self._context_inputs(graph, need, answer) if e.node_id in flow.carriers]
            if held and not structural:
                return self._context_held(graph, need, answer, base, flow, alternatives, held)
            first = self._first_consumer(graph, flow)
            return self._verdict(graph, first, tx.EXTRACTION, tx.NEVER_INGESTED, base, flow,
                                 "the evidence never reached any memory unit", alternatives)

        # every memory unit that held it: still holding it at answer time?
        alive, killers, handed_off, killed = [], [], [], []
        for node_id in sorted(memory, key=lambda n: self._node_pos(graph, flow, n)):
            killer = self._killer(graph, need, node_id, limit, structural, flow)
            if killer is None:
                alive.append(node_id)
            elif killer[1] == "handoff":
                handed_off.append((node_id, killer[0]))
            else:
                killers.append(killer)
                killed.append(node_id)
        alive, killers, killed = self._own_scope_first(graph, answer, alive, killers, killed)
        if handed_off and not alive:
            # a buffer emptied by the system's own ingestion handed its turns to a store the app never read back
            # (server-side extraction): a later explicit delete of a record nobody saw is what can have removed them
            # ... where an extraction we can see took them in and kept none of it, that extraction lost it
            # (an extraction that read the turns while the buffer still held them counts too: EverMemOS finalizes a
            # unit and extracts its episode from the turns, then flushes the buffer)
            held = min(self._node_pos(graph, flow, n) for n, _ in handed_off)
            # (one that writes memory: a boundary detection that only decides where an episode ends keeps no text)
            extractions = [op for op in flow.losses if op.kind in _REWRITE_KINDS and graph.position(op.op_id) > held
                           and not self._is_eviction(op) and any(
                               (graph.variables[e.node_id].kind or "") in MEMORY_KINDS for e in op.outputs
                               if e.node_id in graph.variables)]
            if extractions:
                op = extractions[0]
                return self._verdict(graph, op, tx.EXTRACTION, self._extraction_subtype(op), base, flow,
                                     f"the evidence was handed on by '{handed_off[0][1].op_name}' to "
                                     f"{op.kind} operation '{op.op_name}', whose outputs do not hold the needed "
                                     "information", alternatives)
            deleter = self._unseen_delete(graph, answer, handed_off, limit)
            if deleter is not None:
                return self._verdict(graph, deleter, tx.DELETION, tx.DELETED, base, flow,
                                     f"the evidence was handed to the memory store by '{handed_off[0][1].op_name}' "
                                     f"and '{deleter.op_name}' then deleted a record of that store; the evidence "
                                     "never came back", alternatives)
            # ... where memory units made from the evidence while the buffer held it or after the handoff are seen
            # (the flushed episode; an episode cut at add time, the pending id moved on by the next add), those are
            # what the buffer handed on, and what became of them decides; only an unseen recipient stays alive
            made_after = [n for n in killed if self._node_pos(graph, flow, n) > held]
            if not made_after:
                alive.extend(n for n, _ in handed_off)
        if not alive:
            pairs = sorted(zip(killers, killed), key=lambda kn: graph.position(kn[0][0].op_id))
            # a unit removed while another one still held it (a dedup that deleted the shorter copy and kept the
            # fuller one) lost nothing: the first removal after which no unit holds it any more decides
            made = {n: self._node_pos(graph, flow, n) for _, n in pairs}
            dies = {n: graph.position(k[0].op_id) for k, n in pairs}
            # (the other one a unit of its own, not a window or buffer, that holds the whole need by itself)
            var = {n: graph.variables[n] for _, n in pairs}
            holds = {n: not structural and (var[n].kind or "") in UNIT_KINDS and need.carried_by(
                var[n].content, timestamp=stamp(graph, var[n])) for _, n in pairs}
            losses = [k for k, n in pairs if not any(
                var[other].var_id != var[n].var_id and holds[other] and made[other] <= dies[n] < dies[other]
                for _, other in pairs)]
            killers = losses + [k for k, _ in pairs if k not in losses]
            op, err, sub, why = killers[0]
            lost = next(n for k, n in pairs if k is killers[0])
            changed = None if structural or err != tx.UPDATE else self._recorded_change(graph, need, op, var[lost],
                                                                                        answer, base)
            if changed is not None:
                return Attribution(error_type=tx.ANNOTATION, error_subtype=tx.ANSWER_NOT_IN_INPUTS, op_id=None,
                                   confidence=0.6, reason=changed, **base)
            if err == tx.UPDATE and (var[lost].kind or "") == "buffer" and self._staging(graph, var[lost].var_id) \
                    and not any((graph.variables[m].kind or "") in UNIT_KINDS for m in memory):
                # a staging buffer (one no retrieval or answer reads: the turns waiting to become a chunk or an
                # episode) that dropped the turn before any memory unit held it never captured it
                err, sub = tx.EXTRACTION, tx.NOT_WRITTEN
                why = (f"'{op.op_name}' dropped the needed information from {var[lost].var_id}, a buffer of turns "
                       "waiting to be stored, before any memory unit held it")
            alts = [Candidate(k[0].op_id, k[1], k[3]) for k in killers[1:]] + alternatives
            return self._verdict(graph, op, err, sub, base, flow, why, alts)

        # stored and alive: did it reach the answer's context?
        # the evidence itself, as the lineage carried it or as its text in the prompt (another text that merely
        # matches the answer's words is not what the answer needed)
        evidence_texts = [_plain(text) for n, made_by in flow.carriers.items()
                          if made_by == "" and graph.variables[n].content
                          # (a message also without its role label, as a prompt quotes it)
                          for text in {graph.variables[n].content, without_label(graph.variables[n].content)}]
        if evidence_texts:  # ... or the text of a memory unit that holds it, quoted in the prompt (a fact another
            # search returned)
            evidence_texts += [_plain(record_text(graph.variables[n].content)) for n in alive
                               if (graph.variables[n].kind or "") in UNIT_KINDS and graph.variables[n].content]
        in_answer = [e.node_id for e in self._context_inputs(graph, need, answer) if e.node_id in flow.carriers
                     or (not structural and self._holds_evidence(graph, need, e.node_id, evidence_texts))]
        cut = None if structural or not in_answer else self._cut_from_context(graph, need, answer, in_answer)
        if cut is not None:
            return self._verdict(graph, answer, tx.RETRIEVAL, tx.DROPPED_BY_RERANK, base, flow,
                                 f"the context '{answer.op_name}' was given holds the start of {cut} but was cut "
                                 "before the needed part", alternatives)
        if in_answer:
            if structural:
                return self._verdict(graph, answer, tx.RESPONSE, tx.IGNORED_CONTEXT, base, flow,
                                     f"the answer's context held the needed information ({', '.join(in_answer[:3])}) "
                                     "but the model answered wrongly", alternatives)
            return self._context_held(graph, need, answer, base, flow, alternatives, in_answer)
        # memory still held it; an eviction on the way to the prompt (trim_messages, a token limit) took it out
        evictions = [op for op in flow.losses if self._is_eviction(op) and graph.position(op.op_id) <= limit]
        if evictions:
            same = [op for op in evictions if op.trace_id == answer.trace_id]
            op = (same or evictions)[-1]
            return self._verdict(graph, op, tx.UPDATE, tx.TRIMMED_FROM_WINDOW, base, flow,
                                 f"'{op.op_name}' evicted the needed information from the context window on the way "
                                 "to the answer", alternatives)
        return self._retrieval_verdict(graph, need, answer, flow, alive, base, structural, alternatives)

    def _context_held(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, base: dict,
                      flow: _Trace, alternatives: list, in_answer: list) -> Attribution:
        """The answer's context held what was needed: the context was wrong (what put it there), the label took
        another value memory gives, or the model answered wrongly."""
        blamed = self._restated_context(graph, need, answer, base, flow, alternatives)
        if blamed is not None:
            return blamed
        other = self._label_of_another(graph, need, answer, base)
        if other is not None:
            return Attribution(error_type=tx.ANNOTATION, error_subtype=tx.ANSWER_NOT_IN_INPUTS, op_id=None,
                               confidence=0.6, reason=other, **base)
        return self._verdict(graph, answer, tx.RESPONSE, tx.IGNORED_CONTEXT, base, flow,
                             f"the answer's context held the needed information ({', '.join(in_answer[:3])}) "
                             "but the model answered wrongly", alternatives)

    @staticmethod
    def _writes_memory(graph: EvolutionGraph, op: Operation) -> bool:
        return any((graph.variables[e.node_id].kind or "") in MEMORY_KINDS for e in op.outputs
                   if e.node_id in graph.variables)

    @staticmethod
    def _restates_sources(graph: EvolutionGraph, need: InformationNeed, evidence: Evidence, base: dict) -> bool:
        """Does the answer say what one of the evidence texts says (the answer's claim carried by it)?"""
        claim = _claim_of(base.get("actual"))
        if claim is None:
            return False
        said = InformationNeed(question=need.question, expected=claim, whole=True, claim=True)
        if said.mode != "answer":
            return False
        return any(said.carried_by(graph.variables[n].content, timestamp=stamp(graph, graph.variables[n]))
                   for n in evidence.nodes if n in graph.variables and graph.variables[n].content)

    def _restated_context(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, base: dict,
                          flow: _Trace, alternatives: list) -> Optional[Attribution]:
        """The context held the expected answer; if the answer restates what else the context said, the context was
        wrong or ambiguous: blame the operation that put the wrong content there (an update that merged or
        overwrote -> UpdateError, an extraction that garbled it -> ExtractionError). None: a true ResponseError."""
        claim = _claim_of(base.get("actual"))
        if claim is None:
            return None
        wrong = InformationNeed(question=need.question, expected=claim, whole=True, claim=True)
        if wrong.mode != "answer" or not wrong.answer_sets or wrong.answer_sets[0] <= (need.answer_sets[0]
                                                                                       if need.answer_sets else set()):
            return None
        context = self._context_inputs(graph, need, answer)
        holders = []
        for e in context:
            node = graph.variables.get(e.node_id)
            # it restates what its context says about the question (a line about something else is no claim the
            # context made: the model departed from its context)
            if node is not None and node.content and wrong.carried_by(node.content) \
                    and need.about_question(node.content):
                holders.append(node)
        if not holders:
            return None  # the answer departs from its context: the model's fault
        # follow each holder back to the memory version that first said the wrong thing
        for node in holders:
            origin = self._wrong_origin(graph, wrong, node, need)
            if origin is None:
                continue
            op, version = origin
            # a first version copies what its inputs said: the wrong content came from upstream (an extracted fact
            # stored as it was) or from nowhere (then the context was right and the model misread it)
            hops = 0
            while version.version <= 1 and hops < 8:
                hops += 1
                upstream = [graph.variables.get(e.node_id) for e in op.inputs]
                upstream = [n for n in upstream if n is not None and n.content and (n.kind or "") not in
                            ("query", "prompt") and wrong.carried_by(n.content)]
                if not upstream:
                    break
                producer = graph.producer(upstream[0].node_id)
                if producer is None:
                    return None  # it came from outside as it is: the source said it
                op, version = producer, upstream[0]
            if hops and version.version <= 1 and self._assembled(graph, op, version):
                return None  # lines copied as they were (a segment of turns): the source said it as it is
            if op.kind in ANSWER_KINDS and not is_extractor(graph, op, answer.op_id):
                continue
            if op.kind in RETRIEVE_KINDS or op.kind in IGNORED_KINDS:
                continue
            both = need.carried_by(version.content)
            if version.version > 1 and self._appended(graph, version):
                # the version only grew (a buffer that gained a turn): nothing was rewritten; the restated line came
                # in from outside as it is, so the context said it and the model chose it
                continue
            if version.version > 1 and (version.kind or "") in MEMORY_KINDS:
                if self._assembled(graph, op, version):
                    continue  # a window made of its inputs' lines as they were (kept turns + the new one): no rewrite
                if both and not self._said_before(graph, wrong, version):
                    # it still says the expected answer and no earlier version said the restated thing: the update
                    # wrote a new text that says both (a timetable with every day in it), it merged nothing stale
                    continue
                return self._verdict(graph, op, tx.UPDATE, tx.MERGED_AWAY if both else tx.OVERWRITTEN, base, flow,
                                     f"the answer restates {version.node_id}, which '{op.op_name}' wrote"
                                     + (" merging a stale value with the new one" if both else "")
                                     + "; the context was ambiguous or wrong, not ignored", alternatives)
            if op.kind in ("extract", "decide", "segment", "summarize") or is_extractor(graph, op, answer.op_id):
                if hops == 0 and not self._introduced(graph, wrong, op):
                    continue
                if both:
                    continue  # what it extracted still says the expected answer: it lost nothing; the model chose
                return self._verdict(graph, op, tx.EXTRACTION, tx.OMITTED_AT_EXTRACTION, base, flow,
                                     f"the answer restates {version.node_id}, which '{op.op_name}' extracted wrongly "
                                     "from its input", alternatives)
        return None

    @staticmethod
    def _assembled(graph: EvolutionGraph, op: Operation, version) -> bool:
        """Is this version made only of its operation's input texts, line by line as they were (a segment or a batch
        of turns), so that it said nothing its sources did not?"""
        # (a line as a window shows it, "[2024-02-10 10:02] Ben: ...", is judged by its body: the source is a message
        # record whose text field holds that body)
        lines = [_plain(without_label(_STAMP_PREFIX.sub("", line))) for line in (version.content or "").splitlines()]
        lines = [line for line in lines if line]
        sources = [_plain(record_text(graph.variables[e.node_id].content)) for e in op.inputs
                   if e.node_id in graph.variables and graph.variables[e.node_id].content]
        return bool(lines) and bool(sources) and all(any(line in src for src in sources) for line in lines)

    @staticmethod
    def _cut_from_context(graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                          in_answer: list[str]) -> Optional[str]:
        """The unit whose text the context the answer op built and used (its ``context`` output, as MemBase's
        question-answering records it) holds only the start of, without the needed part: a context builder's length
        cut. None when the context holds what was needed or holds the units whole."""
        built = [graph.variables[e.node_id] for e in answer.outputs
                 if e.node_id in graph.variables and graph.variables[e.node_id].kind == "context"
                 and graph.variables[e.node_id].content]
        if not built or any(need.carried_by(c.content, timestamp=stamp(graph, c)) for c in built):
            return None
        shown = " ".join(_plain(c.content) for c in built)
        for node_id in in_answer:
            unit = graph.variables[node_id]
            if (unit.kind or "") not in MEMORY_KINDS:
                continue
            text = _plain(record_text(unit.content or ""))
            if len(text) > 200 and text[:120] in shown and text not in shown:
                return node_id
        return None

    @staticmethod
    def _said_before(graph: EvolutionGraph, wrong: InformationNeed, version) -> bool:
        """Did an earlier version of this memory unit already say the restated (wrong) thing?"""
        return any(v.content and wrong.carried_by(v.content) for v in graph.versions(version.var_id)
                   if v.version < version.version)

    @staticmethod
    def _appended(graph: EvolutionGraph, version) -> bool:
        """Does this version hold the whole previous version's text (growth only, no rewrite)?"""
        earlier = [v for v in graph.versions(version.var_id) if v.version < version.version and v.content]
        if not earlier or not version.content:
            return False
        prev = _plain(earlier[-1].content)
        return bool(prev) and prev in _plain(version.content)

    @staticmethod
    def _introduced(graph: EvolutionGraph, wrong: InformationNeed, op: Operation) -> bool:
        """Did this op's own outputs (not a record's time stamp it copied) first say the wrong thing?"""
        for e in op.outputs:
            node = graph.variables.get(e.node_id)
            if node is not None and node.content and (node.kind or "") not in MEMORY_KINDS \
                    and wrong.carried_by(node.content):
                return True
        return False

    def _wrong_origin(self, graph: EvolutionGraph, wrong: InformationNeed, node,
                      expected: Optional[InformationNeed] = None) -> Optional[tuple]:
        """(operation, version): where the wrong content entered the memory unit the context node came from."""
        seen = 0
        current = node
        while current is not None and seen < 64:
            seen += 1
            producer = graph.producer(current.node_id)
            if producer is None:
                return None
            if producer.kind in RETRIEVE_KINDS or producer.kind in ("assemble_context",):
                # a retrieved set / context: follow to the memory version it was built from that says it
                sources = [graph.variables.get(e.node_id) for e in producer.inputs]
                sources = [n for n in sources if n is not None and n.content and wrong.carried_by(n.content)
                           and (n.kind or "") not in ("query", "prompt")]
                current = sources[0] if sources else None
                continue
            # the earliest version of this unit from which it said what it says now (the wrong thing, and the
            # expected one too when a merge made it ambiguous): where that state began is what made it
            versions = [v for v in graph.versions(current.var_id) if v.version <= current.version]
            state = (True, expected.carried_by(current.content) if expected and current.content else False)
            first = current
            for v in reversed(versions[:-1]):
                if v.content and (wrong.carried_by(v.content),
                                  bool(expected and expected.carried_by(v.content))) == state:
                    first = v
                else:
                    break
            op = graph.producer(first.node_id)
            return (op, first) if op is not None else None
        return None

    def _retrieval_verdict(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, flow: _Trace,
                           alive: list[str], base: dict, structural: bool, alternatives: list) -> Attribution:
        retrievals = self._answer_retrievals(graph, answer)
        alive_vars = {graph.variables[n].var_id for n in alive}
        # a search none of whose results reached the answer, beside one whose results did, was not the answer's
        # (an app's check that a record exists, run before the search that builds the prompt)
        given = {e.node_id for e in answer.inputs}
        fed = {r.op_id for r in retrievals
               if any(e.node_id in given for e in list(r.inputs) + list(r.outputs) if e.relation != "query"
                      and (graph.variables.get(e.node_id) is None or
                           (graph.variables[e.node_id].kind or "") not in ("query", "prompt")))}
        # read by a retrieval but dropped before the answer (rerank / context assembly)
        for op in reversed(retrievals):
            if fed and op.op_id not in fed and not any(self._depends_on(graph, r, op) for r in retrievals
                                                       if r.op_id in fed):
                continue
            read = [e.node_id for e in op.inputs if graph.variables.get(e.node_id) is not None
                    and graph.variables[e.node_id].var_id in alive_vars]
            if read:
                later = [r for r in retrievals if r is not op and self._depends_on(graph, r, op) and
                         (graph.position(r.op_id) > graph.position(op.op_id) or self._encloses(graph, r, op))]
                if later:
                    # a step after it (a rerank) before the search that encloses it
                    later.sort(key=lambda r: (self._encloses(graph, r, op), graph.position(r.op_id)))
                    dropper = later[0]
                    # (a search that returned fewer than it asked for, from the record's own store, left it out by
                    # its filter)
                    sub = tx.DROPPED_BY_RERANK if dropper.kind == "rerank" else (
                        tx.FILTERED_BY_SCOPE if _left_out_by_filter(dropper, graph.producer(read[0]))
                        else tx.RANKED_BELOW_TOP_K)
                    return self._verdict(graph, dropper, tx.RETRIEVAL, sub, base, flow,
                                         f"'{op.op_name}' surfaced {read[0]} but '{dropper.op_name}' dropped it "
                                         "before the answer", alternatives)
                if not structural and self._kept_from_answer(graph, answer, read):
                    # the answer's context is known (its prompt, what it quoted) and none of it is there: a step
                    # with no span between the search and the prompt (an app's own rerank or filter) dropped it
                    return self._verdict(graph, op, tx.RETRIEVAL, tx.DROPPED_BY_RERANK, base, flow,
                                         f"'{op.op_name}' returned {read[0]}, which holds the needed information, "
                                         "but it never reached the answer's context (dropped after the search by "
                                         "a step with no span)", alternatives)
                return self._verdict(graph, answer, tx.RESPONSE, tx.IGNORED_CONTEXT, base, flow,
                                     f"retrieval '{op.op_name}' returned {read[0]}, which holds the needed "
                                     "information, but the answer did not use it", alternatives)
        if not retrievals:
            return self._verdict(graph, answer, tx.RETRIEVAL, tx.NEVER_INDEXED, base, flow,
                                 f"memory held the information ({alive[0]}) but no retrieval fed the answer",
                                 alternatives)
        # the search closest to the answer (the outermost one when a search encloses its own steps); a rerank only
        # orders what a search gave it, so when no retrieval read the unit, the search that did not return it is
        # the fault, not the rerank after it (EverMemOS's agentic round 1, then its final rerank)
        tops = [r for r in retrievals if not any(o is not r and self._encloses(graph, o, r) for o in retrievals)]
        searches = [r for r in (tops or retrievals) if r.kind != "rerank"]
        primary = (searches or tops or retrievals)[-1]
        writer = graph.producer(alive[0])
        holder_scope = _unit_scope(graph, alive[0])
        op_scope = primary.scope_key or ""
        if holder_scope and op_scope and not _scope_covers(op_scope, holder_scope):
            sub, why = tx.FILTERED_BY_SCOPE, (f"{alive[0]} (scope {holder_scope}) held the information but "
                                              f"retrieval '{primary.op_name}' searched scope {op_scope}")
        elif _left_out_by_filter(primary, writer):
            a = primary.attributes
            sub, why = tx.FILTERED_BY_SCOPE, (
                f"{alive[0]} held the information in the store retrieval '{primary.op_name}' searched, which returned "
                f"{a.get(sc.GEN_AI_MEMORY_RECORD_COUNT)} of the {a.get(sc.GEN_AI_REQUEST_TOP_K)} records it asked for "
                "(all it could match): its filter left the record out, not its rank")
        else:
            sub, why = tx.RANKED_BELOW_TOP_K, (f"{alive[0]} held the information at answer time but retrieval "
                                               f"'{primary.op_name}' did not return it")
        return self._verdict(graph, primary, tx.RETRIEVAL, sub, base, flow, why, alternatives)

    def _own_scope_first(self, graph: EvolutionGraph, answer: Operation, alive: list, killers: list,
                         killed: list) -> tuple[list, list, list]:
        """Another user's record that says the same thing is not this user's evidence: when units of the answer's
        own memory scope held the information and every one of them lost it, those losses decide, whatever units of
        other scopes still hold (two users told the same fact; one user's record overwritten). Units of other scopes
        count when none of the answer's scope ever held it (a fact stored under the wrong user). The answer's scope:
        its own, else its retrievals' (an LLM call carries none)."""
        if not alive or not killed:
            return alive, killers, killed
        scopes = {answer.scope_key} if answer.scope_key else {
            op.scope_key for op in self._answer_retrievals(graph, answer) if op.scope_key}
        if len(scopes) != 1:
            return alive, killers, killed
        [own] = scopes

        def mine(node_id: str) -> bool:
            held = _unit_scope(graph, node_id)
            return bool(held) and _scope_covers(own, held)

        if any(mine(n) for n in alive) or not any(mine(n) for n in killed):
            return alive, killers, killed
        kept = [(k, n) for k, n in zip(killers, killed) if mine(n)]
        return [], [k for k, _ in kept], [n for _, n in kept]

    # ---------------------------------------------------------------------------------------------- retrievals
    def _answer_retrievals(self, graph: EvolutionGraph, answer: Operation) -> list[Operation]:
        """The retrievals that delivered the answer's context, in execution order: those whose outputs (or whose
        reads) the answer's inputs descend from, across traces and processes; else the ones in the answer's trace;
        else the last ones before it in its memory scope. A lookup of existing memories inside ingestion (mem0's
        per-fact search before its update decision) is never the answer's retrieval."""
        ops = graph.ops_in_order()[: self._cutoff(graph, answer) + 1]
        candidates = [op for op in ops if op.kind in RETRIEVE_KINDS and not self._ingestion_lookup(graph, op)]
        feeding = graph.ancestors(answer.op_id)
        delivered = [op for op in candidates if op.op_id in feeding or self._encloses(graph, answer, op)]
        # of those, the ones that searched for this answer's question or handed it its inputs directly
        own = [op for op in delivered if self._serves(graph, op, answer)]
        if own:
            # (with the searches whose results those reranked: a final rerank hands the answer its inputs, the
            # search before it is where the store was read)
            feeding_own = set().union(*(graph.ancestors(o.op_id) for o in own))
            return [op for op in delivered if op in own or op.op_id in feeding_own
                    or any(self._encloses(graph, o, op) for o in own)]
        if delivered:
            return delivered
        own = [op for op in candidates if self._serves(graph, op, answer)]
        if own:
            return own
        same_trace = [op for op in candidates if op.trace_id == answer.trace_id]
        if same_trace:
            return same_trace
        scoped = [op for op in candidates if answer.scope_key is None or op.scope_key in (None, answer.scope_key)]
        if not scoped:
            return []
        # script style (every call its own trace) with no lineage to the answer: the last retrieval before it, and
        # the steps it encloses or that read what it produced
        last = scoped[-1]
        top = last
        while graph.parent(top.op_id) is not None and graph.parent(top.op_id).kind in RETRIEVE_KINDS:
            top = graph.parent(top.op_id)
        return [op for op in scoped if op is top or self._encloses(graph, top, op) or op is last]

    @staticmethod
    def _serves(graph: EvolutionGraph, retrieval: Operation, answer: Operation) -> bool:
        """Did this retrieval search for the answer's own question (the same query version, or its text inside the
        answer's prompt) or hand the answer one of its inputs?"""
        answer_inputs = {e.node_id for e in answer.inputs}
        if any(e.node_id in answer_inputs for e in retrieval.outputs):
            return True
        prompt_text = " ".join(_plain(graph.variables[n].content) for n in answer_inputs
                               if n in graph.variables and graph.variables[n].content
                               and graph.variables[n].kind in ("query", "prompt", "message", None, "other"))
        for e in retrieval.inputs:
            node = graph.variables.get(e.node_id)
            if node is None or node.kind != "query":
                continue
            if e.node_id in answer_inputs:
                return True
            query = _plain(node.content)
            if query and len(query) >= 8 and query in prompt_text:
                return True
        return False

    @staticmethod
    def _ingestion_lookup(graph: EvolutionGraph, op: Operation) -> bool:
        """A search run while writing memory (inside an ingest/extract/decide/write op, or marked phase=ingest)."""
        phase = op.attributes.get(sc.MEMTRACE_OP_PHASE)
        if phase is not None:
            return phase == "ingest"
        parent = graph.parent(op.op_id)
        while parent is not None:
            if parent.kind in INGEST_KINDS:
                return True
            if parent.kind in ANSWER_KINDS or parent.kind in RETRIEVE_KINDS:
                parent = graph.parent(parent.op_id)
                continue
            parent = graph.parent(parent.op_id)
        return False

    def _unlinked_holders(self, graph: EvolutionGraph, need: InformationNeed, flow: _Trace, limit: int) -> list[str]:
        """Memory units (first versions written before the answer, in the scope the evidence was ingested in) that
        say the answer in their own words and are about what the question asks, though no recorded lineage links
        them to the evidence. They become carriers that came from the evidence."""
        if need.mode != "answer" or need.inferential or any(p.verdict for parts in need.alternatives for p in parts):
            return []  # a yes/no or inferred answer is carried by reasons a unit gives, not said in its words
        scopes = {op.scope_key for op in flow.losses if op.scope_key}
        roots = frozenset(n for n, made_by in flow.carriers.items() if made_by == "")
        # ... and that restate the evidence (a third of their words from it), not another text that shares the
        # answer's few words
        texts = [_body_words(graph.variables[n].content) for n in roots if graph.variables[n].content]
        found = []
        for node in graph.variables.values():
            if (node.kind or "") not in MEMORY_KINDS or node.deleted or not node.content or node.node_id in flow.carriers:
                continue
            if node.version != min((v.version for v in graph.versions(node.var_id)), default=node.version):
                continue
            writer = graph.producer(node.node_id)
            if writer is None or writer.kind in RETRIEVE_KINDS or graph.position(writer.op_id) > limit:
                continue
            if scopes and (node.scope_key or writer.scope_key) not in scopes:
                continue
            words = _body_words(node.content)
            if len(words) < 3 or not any(len(words & t) >= RESTATED_SHARE * len(words) for t in texts):
                continue
            when = stamp(graph, node)
            if need.carried_literally_by(node.content, timestamp=when) and \
                    need.about_question(node.content, timestamp=when, strong=True):
                found.append(node.node_id)
        for node_id in found:
            flow.carriers[node_id] = graph.producer(node_id).op_id
            flow.origin[node_id] = roots
        return found

    def _killer(self, graph: EvolutionGraph, need: InformationNeed, node_id: str, limit: int, structural: bool,
                flow: _Trace) -> Optional[tuple]:
        """The first later version of this memory unit (before the answer) that no longer holds the information."""
        node = graph.variables[node_id]
        for later in graph.versions(node.var_id):
            if later.version <= node.version:
                continue
            producer = graph.producer(later.node_id)
            if producer is None or graph.position(producer.op_id) > limit:
                break
            if later.deleted:
                if self._is_eviction(producer) and self._written_back(graph, producer, limit):
                    # clear() of a window or buffer, then some of it written back: a compaction, an eviction
                    return (producer, tx.UPDATE, tx.TRIMMED_FROM_WINDOW,
                            f"'{producer.op_name}' emptied {node.var_id}, evicting the needed information")
                return (producer, tx.DELETION, tx.DELETED,
                        f"'{producer.op_name}' deleted {node.var_id}, which held the needed information "
                        f"(version {node.version})")
            # propagation already judged versions written by operations that consumed a carrier; others are judged
            # by their content (with no content, a version nothing carried the information into does not hold it)
            roots = [_plain(graph.variables[n].content) for n in flow.origin.get(node_id, ())
                     if n in graph.variables and graph.variables[n].content]
            # (a reference by record id is to another variable: a record's own key, "route", is also a field name
            # of its value, {"route": ...}, in no way a pending id of it)
            if not structural and not later.deleted and (
                    _contains_any(later.content, roots) or
                    any(_references(later.content or "", graph.variables[n].var_id)
                        for n in flow.origin.get(node_id, ())
                        if n in graph.variables and graph.variables[n].var_id != later.var_id)):
                flow.carriers.setdefault(later.node_id, producer.op_id)
                continue
            if roots and self._is_eviction(producer) and _contains_any(node.content, roots):
                # the evidence's own text was pushed out; another line that resembles it is not what was needed
                return (producer, tx.UPDATE, tx.TRIMMED_FROM_WINDOW,
                        f"'{producer.op_name}' trimmed the needed information out of {node.var_id}")
            weakened = not structural and self._weakened(
                graph, need, later.node_id, [e for e in producer.inputs if e.node_id in flow.carriers], None)
            if not weakened and (later.node_id in flow.carriers or (
                    not structural and self._is_carrier(graph, need, later.node_id, structural))):
                flow.carriers.setdefault(later.node_id, producer.op_id)
                continue
            if self._is_eviction(producer):
                return (producer, tx.UPDATE, tx.TRIMMED_FROM_WINDOW,
                        f"'{producer.op_name}' trimmed the needed information out of {node.var_id}")
            referenced = any(_references(node.content or "", graph.variables[n].var_id)
                             for n in flow.origin.get(node_id, ()) if n in graph.variables)
            # (or a write that emptied it into a memory unit it made, EverMemOS's finalize_memory_unit)
            made_unit = any((graph.variables[e.node_id].kind or "") in UNIT_KINDS for e in producer.outputs
                            if e.node_id in graph.variables)
            if made_unit and (later.kind or "") == "buffer" and self._emptied(later) and not any(
                    e.node_id in flow.carriers for e in producer.outputs
                    if (graph.variables[e.node_id].kind or "") in UNIT_KINDS):
                # ... a write that emptied it into memory units it made, none of which holds it: no hand-off, the
                # write dropped it (a RAG finalize whose last chunk left the turn out)
                return (producer, tx.UPDATE, tx.TRIMMED_FROM_WINDOW,
                        f"'{producer.op_name}' emptied {node.var_id} into memory units that do not hold the needed "
                        "information")
            if (producer.kind in ("ingest", "buffer") or made_unit) and (later.kind or "") == "buffer" and (
                    self._emptied(later) or referenced):
                # the system's own ingestion emptied the buffer or moved the pending id on (a server-side flush)
                return (producer, "handoff", None, f"'{producer.op_name}' handed {node.var_id}'s turns on")
            # the innermost operation is decisive: an eviction nested in the write (a token limit's flush inside
            # put) that evicted what this version held
            inner = self._nested_eviction(graph, producer, node, need, flow)
            if inner is not None:
                return (inner, tx.UPDATE, tx.TRIMMED_FROM_WINDOW,
                        f"'{inner.op_name}' (inside '{producer.op_name}') evicted the needed information from "
                        f"{node.var_id}")
            # an eviction before the rewrite that took the evidence out (clear() of a history, then add_messages of
            # the part to keep): the eviction decided, the rewrite only wrote down what was left
            start = graph.position(graph.producer(node.node_id).op_id) if graph.producer(node.node_id) else -1
            roots = flow.origin.get(node_id, frozenset())
            for op in flow.losses:
                if self._is_eviction(op) and start < graph.position(op.op_id) < graph.position(producer.op_id) \
                        and any(e.relation == "evicted_to" and e.node_id in roots for e in op.inputs):
                    return (op, tx.UPDATE, tx.TRIMMED_FROM_WINDOW,
                            f"'{op.op_name}' evicted the needed information from {node.var_id}; "
                            f"'{producer.op_name}' then wrote it back without it")
            writer = self._model_that_wrote(graph, producer, node, later)
            if writer is not None:
                # the rewrite stored what a model call wrote from the old version (an app's summarizer): the model
                # call lost it, the write only stored its output
                return (writer, tx.UPDATE, tx.MERGED_AWAY,
                        f"'{writer.op_name}' rewrote {node.var_id} from version {node.version} without the needed "
                        f"information; '{producer.op_name}' stored its output as version {later.version}")
            return (producer, tx.UPDATE, tx.OVERWRITTEN,
                    f"'{producer.op_name}' rewrote {node.var_id} (version {node.version} -> {later.version}) and the "
                    "new version no longer holds the needed information")
        return None

    @staticmethod
    def _kept_from_answer(graph: EvolutionGraph, answer: Operation, node_ids: list[str]) -> bool:
        """Is the answer's context known — a prompt with captured content — and none of these versions in it, neither
        as an input of the answer nor quoted in its prompt?"""
        inputs = {e.node_id for e in answer.inputs}
        if any(n in inputs for n in node_ids):
            return False
        prompts = [_plain(graph.variables[e.node_id].content) for e in answer.inputs
                   if e.node_id in graph.variables and graph.variables[e.node_id].content
                   and (graph.variables[e.node_id].kind or "") in ("prompt", "buffer", "context")]
        if not prompts:
            return False
        prompt_words = [set(content_stems(p)) for p in prompts]
        for n in node_ids:
            content = graph.variables[n].content if n in graph.variables else None
            if not content:
                return False
            # a record stored as JSON is quoted by its text field, perhaps with its date and speaker
            body = record_text(content)
            texts = {t for t in (_plain(content), _plain(body), _plain(without_label(body))) if len(t) >= 12}
            if not texts or any(t in p for t in texts for p in prompts):
                return False
            # quoted in another layout (an app that prints some fields of a record): most of its words are there
            words = _body_words(body)
            if words and any(len(words & p) >= QUOTED_SHARE * len(words) for p in prompt_words):
                return False
        return True

    @staticmethod
    def _written_back(graph: EvolutionGraph, clear: Operation, limit: int) -> bool:
        """Did an operation after this clear (before the answer) write back any of what it evicted? Then the clear
        was a compaction (an eviction, UpdateError); a clear that nothing of it came back from deleted the lot."""
        evicted = {e.node_id for e in clear.inputs if e.relation == "evicted_to"}
        if not evicted:
            return False
        for op in graph.ops_in_order()[graph.position(clear.op_id) + 1: limit + 1]:
            if op.kind != "retrieve" and op.kind != "generate" and any(
                    e.node_id in evicted and e.relation != "evicted_to" for e in op.inputs):
                return True
        return False

    @staticmethod
    def _model_that_wrote(graph: EvolutionGraph, producer: Operation, node, later) -> Optional[Operation]:
        """The model call whose output the write stored as ``later`` and that was given ``node`` (the version it
        replaces) to work from: the latest one between the two versions whose whole output (four words or more) the
        new version holds word for word (in one trace or, script style, each call its own)."""
        new = _plain(later.content)
        if not new:
            return None
        # what a prompt quotes of the old version: its text, or a JSON record's text field
        olds = [t for t in {_plain(node.content), _plain(without_label(record_text(node.content or "")))}
                if len(t) >= 20]
        written = graph.producer(node.node_id)
        first = graph.position(written.op_id) + 1 if written is not None else 0
        found = None
        for op in graph.ops_in_order()[first:graph.position(producer.op_id)]:
            if op.kind != "generate":
                continue
            given = any(e.node_id == node.node_id for e in op.inputs) or any(
                old in _plain(graph.variables[e.node_id].content) for e in op.inputs for old in olds
                if e.node_id in graph.variables and graph.variables[e.node_id].content)
            if not given:
                continue
            if any(len(out.split()) >= 4 and out in new for out in
                   (_plain(graph.variables[e.node_id].content) for e in op.outputs
                    if e.node_id in graph.variables and graph.variables[e.node_id].content)):
                found = op
        return found

    @staticmethod
    def _emptied(node) -> bool:
        """Is this version empty: no text, an empty list, or a record whose every list, text or map is empty
        ('{"messages": [], "smart_mask_flag": false}')?"""
        content = (node.content or "").strip()
        if node.content is None:
            return False
        if content in ("", "[]", "{}", '""'):
            return True
        if content.startswith("{") and content.endswith("}"):
            try:
                record = json.loads(content)
            except ValueError:
                return False
            held = [v for v in record.values() if isinstance(v, (list, dict, str))] if isinstance(record, dict) else []
            return bool(held) and not any(held)
        return False

    @staticmethod
    def _unseen_delete(graph: EvolutionGraph, answer: Operation, handed_off: list, limit: int) -> Optional[Operation]:
        """The first explicit delete after the hand-off, in the answer's scope, of a record whose content was never
        seen (no version of it carries content)."""
        start = min(graph.position(op.op_id) for _, op in handed_off)
        for op in graph.ops_in_order()[start: limit + 1]:
            if op.kind != "delete" or (answer.scope_key and op.scope_key and op.scope_key != answer.scope_key):
                continue
            for e in op.outputs:
                node = graph.variables.get(e.node_id)
                if node is not None and node.deleted and not any(v.content for v in graph.versions(node.var_id)):
                    return op
        return None

    def _nested_eviction(self, graph: EvolutionGraph, producer: Operation, node, need: InformationNeed,
                         flow: _Trace) -> Optional[Operation]:
        stack, seen = list(graph.children(producer.op_id)), 0
        while stack and seen < 256:
            seen += 1
            child = stack.pop()
            if self._is_eviction(child):
                for e in child.inputs:
                    if e.relation != "evicted_to":
                        continue
                    evicted = graph.variables.get(e.node_id)
                    if e.node_id in flow.carriers or (evicted is not None and evicted.content
                                                      and need.carried_by(evicted.content)):
                        return child
            stack.extend(graph.children(child.op_id))
        return None

    # ---------------------------------------------------------------------------------------------- small parts
    @staticmethod
    def _depends_on(graph: EvolutionGraph, later: Operation, earlier: Operation) -> bool:
        """``later`` works on what ``earlier`` produced or read (a rerank of its candidates), or encloses it (a
        search whose ranking step drops what its semantic step found) — not a parallel sibling step."""
        produced = {e.node_id for e in earlier.outputs}
        read = {graph.variables[e.node_id].var_id for e in earlier.inputs if e.node_id in graph.variables
                and graph.variables[e.node_id].kind not in ("query", "prompt")}
        for e in later.inputs:
            node = graph.variables.get(e.node_id)
            if e.node_id in produced or (node is not None and node.var_id in read):
                return True
        return LineageEngine._encloses(graph, later, earlier)

    @staticmethod
    def _encloses(graph: EvolutionGraph, outer: Operation, inner: Operation) -> bool:
        parent = graph.parent(inner.op_id)
        while parent is not None:
            if parent.op_id == outer.op_id:
                return True
            parent = graph.parent(parent.op_id)
        return False

    def _holds_evidence(self, graph: EvolutionGraph, need: InformationNeed, node_id: str,
                        evidence_texts: list[str]) -> bool:
        node = graph.variables.get(node_id)
        if node is None or not node.content:
            return False
        plain = _plain(node.content)
        if any(len(t) >= QUOTED_MIN_CHARS and t in plain for t in evidence_texts):
            # the evidence's own text, quoted whole: what it said there (on the day it was said) it says here, though
            # a prompt of many lines does not date each one ("11/6 ... Pat picking courgettes already")
            return True
        if not self._is_carrier(graph, need, node_id, False):
            return False
        if not evidence_texts:
            return True
        return any(t and (t in plain or _overlap(t, plain) >= 0.8) for t in evidence_texts)

    @staticmethod
    def _context_inputs(graph: EvolutionGraph, need: InformationNeed, answer: Operation) -> list:
        """The answer's inputs that stand for its context: not the question itself (and, when only the question is
        known, not the prompt either, which always contains it)."""
        skip = {"query"} | ({"prompt"} if need.mode in ("question", "none") else set())
        return [e for e in answer.inputs if (graph.variables[e.node_id].kind if e.node_id in graph.variables
                                             else None) not in skip]

    def _context_texts(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation) -> list[str]:
        """The text of each input of the answer's context that has content, as said (role labels and said-at kept)."""
        return [said_text(graph, graph.variables[e.node_id]) for e in self._context_inputs(graph, need, answer)
                if e.node_id in graph.variables and graph.variables[e.node_id].content]

    @staticmethod
    def _deferred(graph: EvolutionGraph, op: Operation) -> bool:
        """Does the op hand its inputs to a service that makes memory from them out of sight (and showed none)?"""
        flag = op.attributes.get(sc.MEMTRACE_OP_OUTPUTS_DEFERRED)
        if flag is not True and str(flag).lower() != "true":
            return False
        return not any((graph.variables[e.node_id].kind or "") in MEMORY_KINDS for e in op.outputs
                       if e.node_id in graph.variables)

    @staticmethod
    def _staging(graph: EvolutionGraph, var_id: str) -> bool:
        """Is this buffer only a staging area: no retrieval, context assembly or answer ever reads a version of it,
        and an operation that reads it writes memory units (a buffer flushed into chunks or episodes)? A window the
        answer is built from is memory, even when its reads are not traced (a chat history cleared and refilled)."""
        readers = [op for v in graph.versions(var_id) for op in graph.consumers(v.node_id)]
        if any(op.kind in _QUERY_SIDE_KINDS for op in readers):
            return False
        return any((graph.variables[e.node_id].kind or "") in UNIT_KINDS for op in readers
                   for e in graph.outputs(op.op_id) if e.node_id in graph.variables)

    @staticmethod
    def _window_held(graph: EvolutionGraph, flow: _Trace, op: Operation) -> bool:
        """Did an earlier eviction op hand on unchanged what this one cut (a window that kept it before)?"""
        cut = {e.node_id for e in op.inputs if e.relation == "evicted_to" and e.node_id in flow.carriers}
        at = graph.position(op.op_id)
        return any(other.op_id != op.op_id and graph.position(other.op_id) < at and LineageEngine._is_eviction(other)
                   and any(e.node_id in cut for e in other.outputs) for n in cut for other in graph.consumers(n))

    @staticmethod
    def _is_eviction(op: Operation) -> bool:
        return op.kind == "evict" or any(e.relation == "evicted_to" for e in op.inputs)

    @staticmethod
    def _construction_type(op: Operation) -> str:
        return tx.DELETION if op.kind == "delete" else tx.UPDATE if op.kind in ("update", "evict") else tx.EXTRACTION

    @staticmethod
    def _extraction_subtype(op: Operation) -> str:
        return {"decide": tx.DROPPED_BY_DECISION, "write": tx.NOT_WRITTEN, "segment": tx.LOST_IN_SEGMENTATION,
                "buffer": tx.NOT_WRITTEN}.get(op.kind, tx.OMITTED_AT_EXTRACTION)

    @staticmethod
    def _node_pos(graph: EvolutionGraph, flow: _Trace, node_id: str) -> int:
        op_id = flow.carriers.get(node_id)
        return graph.position(op_id) if op_id else -1

    @staticmethod
    def _first_consumer(graph: EvolutionGraph, flow: _Trace) -> Optional[Operation]:
        ops = [graph.operations[o] for o in flow.consumed_by]
        ops.sort(key=lambda op: graph.position(op.op_id))
        return ops[0] if ops else None

    def _question_source(self, graph: EvolutionGraph, need: InformationNeed, evidence: Evidence,
                         answer: Operation) -> Optional[tuple]:
        """The expected answer is in no text (it was in a photo the turn shared, or it is inferred): the source most
        about the question, said by whom it asks about, and whether memory delivered it to the answer: (node id,
        "undelivered" | "delivered" | "related"), "related" when memory delivered something else its subject said
        about the question. None when there is no such source (a question about someone who never said it)."""
        if need.mode != "answer" or self._answer_anywhere(graph, need, answer):
            return None
        top = None
        for node_id, _ in evidence.ranked:
            node = graph.variables.get(node_id)
            if node is None or not node.content or (node.kind or "") in ("prompt", "query"):
                continue
            if need.about_question(node.content, timestamp=stamp(graph, node), strong=True):
                top = node
                break
        if top is None or not self._said_by_subject(need, said_text(graph, top)):
            return None
        if self._delivered(graph, need, top.node_id, answer):
            return top.node_id, "delivered"
        related = False
        core = need.topic_set - need.name_set
        for e in self._context_inputs(graph, need, answer):
            held = graph.variables.get(e.node_id)
            if held is None or not held.content:
                continue
            # memory delivered what its subject said about the question (a line of a prompt or window counts)
            related = related or any(
                len(line) > 12 and line.strip() != (need.question or "").strip() and self._said_by_subject(need, line)
                and core & meaning_stems(line) and need.about_question(line) for line in held.content.splitlines())
        return top.node_id, ("related" if related else "undelivered")

    @staticmethod
    def _said_by_subject(need: InformationNeed, text: str) -> bool:
        """Is the text said by whom the question is about, also under a short form of the name ("Mel" for
        Melanie)? The speaker is the first "Name:" label near its start (inside a stored record's JSON too)."""
        if not need.subject:
            # a question in the first person ("what did I make ...?") is about the app's user: their own turns
            # (labelled with a user role, or not labelled at all) are theirs
            if not FIRST_PERSON.search(need.question or ""):
                return False
            m = _ANY_LABEL_NEAR_START.search(text[:240])
            return m is None or m.group(1).lower() in USER_ROLES
        m = _SPEAKER_NEAR_START.search(text[:240])
        if m is None:
            return False
        who = m.group(1).lower()
        return need.subject in content_stems(who) or (len(need.subject) >= 3 and who.startswith(need.subject))

    def _label_of_another(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                          base: dict) -> Optional[str]:
        """Does the context state the expected value only of something the question does not ask about, while the
        answer restates what the context says of what it asks ("rent of Flat 2B?": the label is Flat 2A's rent, the
        answer Flat 2B's; "where is the full hearing?": the label is the preliminary hearing's venue)? Every clause
        holding the expected answer holds only some of the question's words that the clause holding the answer's
        claim holds. Then the label is wrong, not the model (a reason, else None)."""
        claim = _claim_of(base.get("actual"))
        if claim is None or need.mode != "answer" or not need.question or _LIST_PART.get():
            return None
        expected = _expected_text(base)
        order = self._order_against_label(graph, need, answer, expected, claim)
        if order is not None:
            return order
        qualified = self._label_only_qualified(graph, need, answer, expected, claim)
        if qualified is not None:
            return qualified
        superseded = self._label_superseded(graph, need, answer, expected, claim) \
            or self._label_denied_last(graph, need, answer, expected, claim)
        if superseded is not None:
            return superseded
        context = self._context_texts(graph, need, answer)
        out = _label_person_out(need, expected, claim, context)
        if out is not None:
            return out
        accounted = label_accounted_for(need.question, expected, claim, context) \
            or reason_accounted_for(need.question, expected, claim, context) \
            or working_accounted_for(need.question, expected, claim, context) \
            or self._lacking_parts_accounted_for(graph, need, answer, claim) \
            or self._list_changed_later(graph, need, answer, claim)
        if accounted is not None:
            return accounted
        attribute = _label_of_another_attribute(need.question, expected, claim)
        if attribute is not None:
            return attribute
        said = InformationNeed(question=need.question, expected=claim, whole=True, claim=True)
        if said.mode != "answer":
            return self._changed_later(graph, need, answer, expected, claim)
        # an answer that explains itself ("60 people standing (40 seated) - that's the limit Gail gave, so ...") is
        # found by its whole claim or by the value it leads with, stated plainly in a clause
        values = claim_values(claim, need.question or "", expected)
        # (by its number alone when its word is the answer's own: "60 people" of "fire cert max is 60 standing")
        # (an amount, a time or a date only: a run of the answer's words is found by its whole claim)
        lead = InformationNeed(question=need.question, expected=_LEAD_NUMBER.sub(r"\1", values[0])) \
            if values and any(c.isdigit() for c in values[0]) else None
        asked = need.topic_set
        # the label's own words, beyond the claim's and the question's ("Manchester" of "Manchester Employment
        # Tribunal" against "Leeds Employment Tribunal"): a clause holding the label names them
        # (a value's own words are no words of the label's: "129 pounds" is "GBP 129", "half past seven" is "7:30")
        # (nor are a date's month and weekday: "2 September 2026" is "02.09.26")
        own = {w for w in meaning_stems(expected) - meaning_stems(claim) - asked - _CURRENCY_WORDS - _CLOCK_WORDS
               if not w[:1].isdigit()} - (_TIME_WORD_STEMS if answer_dates(expected) else frozenset())
        label_words, claim_words, label_clauses, claim_clauses = [], [], [], []
        asked_only, superseded = False, []
        # (the label's value alone, not its reason: "the walnut - the oak was out of stock" names the oak as gone)
        stems_expected = meaning_stems(_label_value(expected)) | asked

        lead_memo: dict = {}

        def lead_in_text(held: Any, when: Any) -> bool:
            # (the clause judged with its text: "Her answer: fire cert max is 60 standing" goes on from the line
            # before it, which names the room)
            if held.node_id not in lead_memo:
                lead_memo[held.node_id] = lead.carried_by(said_text(graph, held), timestamp=when)
            return lead_memo[held.node_id]

        for e in self._context_inputs(graph, need, answer):
            held = graph.variables.get(e.node_id)
            if held is None or not held.content:
                continue
            stamped = stamp(graph, held)
            labels_here = []
            # (each line of a prompt or window read on the day it opens with: "11/6 hot, watered twice ...")
            for line, clause in ((line, clause) for line in said_text(graph, held).split("\n")
                                 for clause in _clauses(line)):
                when = said_on(line, stamped) or stamped
                stems = meaning_stems(clause)
                words_in = asked & stems
                label = own <= stems and need.carried_by(clause, timestamp=when)
                if label and (clause.rstrip().endswith("?") or _ASKED_IF.search(clause)):
                    # "Is the deposit 50 pounds like last time?", "asked Gail if the room could take 80": it asks,
                    # it states nothing
                    asked_only = True
                    label = False
                if label:
                    label_words.append(words_in)
                    label_clauses.append(clause)
                    labels_here.append(clause)
                # (a clause that says the answer's value will not be, "they can't do this fri", claims nothing)
                if (said.carried_by(clause, timestamp=when) or (
                        lead is not None and not label and states(clause, values[0])
                        and not clause.rstrip().endswith("?") and lead_in_text(held, when))) \
                        and not (values and _denies_its_day(clause, when, answer_dates(values[0]))):
                    claim_words.append(words_in)
                    claim_clauses.append(clause)
                    # (not a change that gives the answer's value to another thing: "seniors race 9.45 now,
                    # juniors 10.30" changes nothing of the seniors' 10.30 when 10.30 is the answer)
                    if _CHANGED.search(clause) and not said_no_longer(clause, claim) and not (
                            values and _value_of_another_item(need.topic_set, clause, values[0],
                                                              _label_value(expected))) \
                            and not (label and _changes_to(clause, own, meaning_stems(claim) - stems_expected)):
                        # a change stated after (or in) the clauses holding the label: "the coach now leaves at
                        # 8:15 - please don't come at 7:30" after "the coach leaves at 7:30"
                        superseded.extend(_plain(c) for c in labels_here)
        if asked_only and not label_words and claim_words:
            return ("the context gives the expected value only in a question ('...?', 'asked ... if'), and the answer "
                    "restates what the context states: the label is wrong, not a memory fault")
        if not label_words and claim_words:
            # no clause holds the label by itself, but a text does: the part of a sentence (between semicolons) that
            # states its value, read with what it refers back to ("the Moggy Minor ... but I still take it in -
            # Hendry's have it booked 02.09.26")
            for e in self._context_inputs(graph, need, answer):
                held = graph.variables.get(e.node_id)
                if held is None or not held.content:
                    continue
                text, when = said_text(graph, held), stamp(graph, held)
                if not own <= meaning_stems(text) or not need.carried_by(text, timestamp=when):
                    continue
                for sentence in sentences(text):
                    for start, segment in segments(sentence):
                        part = clause_of(sentence, start)
                        if states(segment, expected) and part not in label_clauses:
                            label_words.append(asked & meaning_stems(part))
                            label_clauses.append(part)
        if not label_words or not claim_words:
            return self._changed_later(graph, need, answer, expected, claim)
        if all(_plain(c) in superseded for c in label_clauses):
            return ("the context states the expected value only before a change it then states (the answer restates "
                    "the changed value): the label is a superseded value, not a memory fault")
        values = frozenset().union(*need.answer_sets) if need.answer_sets else frozenset()
        best = max(claim_words, key=len)
        # as many of the question's words in the answer's clause, and every clause holding the label says it of
        # another person, named as its subject or owner before the value ("Amira's husband Karim has a massage at
        # 5:30 pm" for "my spa appointment", answered "4 pm" from "Amira booked the spa for 4 pm")
        # (asked in the first person: every clause holding the label opens with another person who did it, "Pat on
        # 9 had her first on the 11th", whatever words of the question it holds)
        subjects = [_another_subject(need.question, clause, claim_clauses) for clause in label_clauses]
        if all(subjects) and not self._names_the_asker(graph, need, answer, set(subjects)):
            return (f"the context states the expected answer only of another person ({subjects[0]}), where the "
                    "question asks about its asker, and the answer restates what the context says of the asker: "
                    "the label is wrong, not a memory fault")
        if all(words <= best for words in label_words):
            other = [_another_person(need.question, clause, claim_clauses, values)
                     or _another_entity(need.question, clause, claim_clauses, values) for clause in label_clauses]
            if all(other):
                return (f"the context states the expected answer only of another person or thing ({other[0]}), "
                        "which the question does not ask about, and the answer restates what the context says of "
                        "what it asks: the label is wrong, not a memory fault")
        missing = best - frozenset().union(*label_words)
        # a strict subset each (fewer of the question's words), and a clause names the other thing: the question's
        # phrase with another word in the missing one's place ("Flat 2A" for "Flat 2B"); a clause that merely lacks
        # the words ("watching it with my family", "it" being the film asked about) says nothing of another thing
        if all(words < best for words in label_words) and any(
                _names_sibling(need.question, clause, missing) for clause in label_clauses):
            missing = sorted(missing)
            return ("the context states the expected answer only of something the question does not ask about (its "
                    f"clauses lack the question's {', '.join(repr(m) for m in missing)}), and the answer restates "
                    "what the context says of what it asks: the label is wrong, not a memory fault")
        return self._changed_later(graph, need, answer, expected, claim)

    def _changed_later(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                       claim: str) -> Optional[str]:
        """Did memory change the label's value after stating it, in any of the ways the later-statement rules read
        (the value itself, a term it is worked from, the rate it counts at)? A reason, else None."""
        return self._label_said_before(graph, need, answer, expected, claim) \
            or self._term_taken_out_later(graph, need, answer, expected, claim) \
            or self._rate_changed_later(graph, need, answer, expected, claim) \
            or self._factor_changed_later(graph, need, answer, expected, claim) \
            or self._counted_item_out_later(graph, need, answer, expected, claim) \
            or self._own_values_said_last(graph, need, answer, expected, claim) \
            or self._follows_later_consequence(graph, need, answer, expected, claim) \
            or self._cites_later_change(graph, need, answer, expected, claim)

    def _missed_later_change(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                             base: dict) -> Optional[str]:
        """The mirror of :meth:`_follows_later_consequence`, for a label no text states: does the answer restate a
        line of its context ("Lad Law 1.15 (2.5 hrs)") after which a line states a change with two of the label's
        own words ("start's moved to 11.15 so ... all the cut-offs go back half an hour", for "1.45pm - 2.5 hrs after
        the 11.15 start (the cut-offs went back half an hour)")? The label is worked from that change and the model
        passed over it (a reason, else None)."""
        claim = _claim_of(base.get("actual"))
        expected = _expected_text(base)
        if claim is None or need.mode != "answer" or not need.question:
            return None
        value = _answer_value(claim, need, expected)
        said = InformationNeed(question=need.question, expected=value) if value else None
        if said is None or said.mode != "answer":
            return None
        statements = self._told_statements(graph, need, answer)
        restated = [st for st in statements if said.carried_by(st.line)]
        own = meaning_stems(expected) - need.question_set - meaning_stems(claim)
        if not restated or len(own) < 2:
            return None
        if _later_line(statements, restated, lambda st: bool(_CHANGED.search(st.line) or _CONSEQUENCE.search(st.line))
                       and len(own & meaning_stems(st.line)) >= 2) is not None:
            return ("the answer restates what its context said before a change a later line of it states, which the "
                    "expected answer is worked from: the model passed over the change")
        return None

    def _follows_later_consequence(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                                   expected: str, claim: str) -> Optional[str]:
        """Does the answer give, as its opening sentence, what a later line of its context draws as a consequence
        ("the bakery can't do us till 7 so I'm setting off half an hour later, everything's half an hour later",
        answered "About 12 - the bakery's later now so everything's half an hour later"), after every line that
        holds the label? The opening sentence's own words (beyond the question's, the label's and its lines') are
        mostly that line's, two at least (an aside after it adds words of its own), and the line says what follows
        ("so ...", "which means"): the label took what memory said before the change, however the new value is
        worked out (a reason, else None).

        The mirror, a right label and a model that strays, is untouched: a model that copies a later line's
        detail that states no consequence ("meadowhall's open 9-8 that day"), or whose opening sentence does not
        draw on it, keeps its ResponseError; so does one that cites a line which ends at the label's value ("so it's
        pegs not weights", answered "weights") or names only the label's value. A yes or no is read by its words
        alone: a model that restates the consequence's words and gives the other verdict is taken for a wrong label
        (as by the verdict rule, :meth:`_verdict_said_before`). Not for which came first or last, nor a comparison."""
        asked = _question_proper(need.question or "")
        if _EARLIEST.search(asked) or _LATEST_ASKED.search(asked) \
                or _COMPARES.search(_ASKS_WHAT_IS_LEFT.sub(" ", asked)):
            return None
        opening = next(iter(sentences(claim)), claim)
        statements = self._told_statements(graph, need, answer)
        labels = [st for st in statements if need.carried_by(st.line)]
        if not labels:
            return None
        label_stems = frozenset().union(*(meaning_stems(st.line) for st in labels))
        lead = {w for w in meaning_stems(opening) - need.topic_set - label_stems - meaning_stems(expected)
                if not w[:1].isdigit()}
        # (a line that denies the answer's value, "so it's pegs not weights", or names only the label's, draws the
        # label's)
        label = _label_value(expected)
        value = _answer_value(claim, need, expected)
        # (a yes or no is no value a line names, and which verdict a consequence draws is not in its words: "so 35
        # grabbers, loads for everyone" is a no to "do I need to bring one?")
        own_a, own_l = _told_apart(value, label, need) if value and label and "verdict" not in (
            _kind_of(label), _kind_of(value)) else (frozenset(), frozenset())
        def draws_it(st) -> bool:
            if not _CONSEQUENCE.search(st.line) or _draws_the_label(st.line, own_a, own_l):
                return False
            cited = lead & meaning_stems(st.line)
            return len(cited) >= 2 and 2 * len(cited) >= len(lead)

        if _later_line(statements, labels, draws_it) is not None:
            return ("the answer's opening sentence restates a consequence a line of its context draws after every "
                    "line holding the expected value: the label took what memory said before the change, not a "
                    "memory fault")
        return None

    def _cites_later_change(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                            claim: str) -> Optional[str]:
        """Does the answer give its value, then the change it comes from ("Friday 23 June - at the 9 June PC meeting
        it was put back a fortnight because the publisher's typesetting slot slipped"), and does a line of its
        context about what is asked state that change (a word of change, and half the reason's own words, three at
        least: "the typesetting slot has slipped ... the camera-ready deadline be extended to a fortnight from
        today"), after every line that states the label, which it does not state? Then the label took the value
        memory held before the change, however the new value is worked out (a reason, else None).

        The mirror, a right label and a model that strays, is untouched: a model that cites a change of something
        else (a line not about what is asked, or about another thing of its kind than the one the question names),
        one that cites the line the label comes from, or one whose label no line states before the change (the new
        value worked from the change, "a fortnight from today", which the model got wrong), keeps its ResponseError.
        Not for "why ...?", which came first or last, nor a comparison."""
        q = need.question or ""
        asked = _question_proper(q)
        if _ASKS_WHY.match(q) or _EARLIEST.search(asked) or _LATEST_ASKED.search(asked) \
                or _COMPARES.search(_ASKS_WHAT_IS_LEFT.sub(" ", asked)):
            return None
        dash = _WORKING_DASH.search(claim)
        if dash is None:
            return None
        value, reason = claim[:dash.start()], claim[dash.end():]
        own = _own_words(reason, need) - meaning_stems(expected) - meaning_stems(value)
        if len(own) < 3 or not _CHANGED.search(reason):
            return None
        statements = self._told_statements(graph, need, answer)
        # (each line read on the day it was said: "through Mon 5/18" in a line of 2026-05-04)
        labels = [st for st in statements if need.carried_by(st.line, timestamp=st[0])]
        if not labels:
            return None
        # (texts in no known order by the days they say, a note dated in its words against one dated only by when it
        # was stored, are in the order the app stored them: the change the answer cites was written after)
        written = {v.var_id: node_time(graph, v) for v in self._memory_texts(graph, need, answer)}

        def before(lab, st) -> bool:
            if _said_earlier(lab, st):
                return True
            if lab.var_id == st.var_id or _said_earlier(st, lab):
                return False
            a, b = written.get(lab.var_id), written.get(st.var_id)
            return a is not None and b is not None and b - a > 1e6

        def states_the_change(st) -> bool:
            if not _CHANGED.search(st.line):
                return False
            stems = meaning_stems(st.line)
            cited = _soft_hits(own, stems)
            # (about what is asked: a word of it beyond the reason's, and the names it gives, "the Osprey's berth",
            # not another boat's)
            return len(cited) >= 3 and 2 * len(cited) >= len(own) and bool(_soft_hits(need.topic_set - own, stems)) \
                and _soft_hits(need.name_set, stems) == need.name_set

        if _later_line(statements, labels, states_the_change, before) is not None:
            return ("the answer gives its value with the change it comes from, which a line of its context about what "
                    "is asked states after every line holding the expected value: the label took what memory said "
                    "before the change, not a memory fault")
        return None

    def _told_statements(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation) -> list:
        """The line statements of the answer's memory texts, without an assistant's own turns (they restate what
        it was told)."""
        return [st for st in self._line_statements(graph, need, answer) if not _ASSISTANT_TURN.match(st.line)]

    def _own_values_said_last(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                              claim: str) -> Optional[str]:
        """What memory said last is what it says now, read by the words that tell the two values apart: the numbers
        and words only the answer's value has ("28" of "the 28th" against "21/6"; "Weald" of "Weald Print" against
        "Downland Print in Hassocks") and only the label's. A line about what is asked that names one of the
        answer's, and none of the label's after it, said after every line about it that names one of the label's
        (further down the same text, or on a later day both say), is a change the label missed: the label took
        what memory said before (a reason, else None). This reads a change however it is worded ("her sister can't
        get a flight till the Fri night so they're going for the Sat after, the 28th"), where the rules above need
        the answer's value stated whole or a word of change.

        The mirror, a right label and a model that took the value memory said before, is untouched: then a line
        naming the label's words comes last, or a line names the answer's and then the label's (a change to the
        label's). Not for a yes or no (its words are no value), a number label given with its working (its terms
        are weighed by the working rules), an answer that is a turn of conversation or copies a line word for word,
        a question about which came first or last, a comparison, what happened ("what was James doing on 16
        March?": a later mention is no change), nor "why ...?" (a reason said later need not undo one said before:
        both may hold)."""
        q = need.question or ""
        asked = _question_proper(q)
        ordered = _FIRST_AID.sub(" ", _PAST_OCCASION.sub(" ", _BOUNDARY.sub(" ", asked)))
        # ("how many more ...?", "how much longer ...?" ask what is left, not a comparison)
        if _EARLIEST.search(ordered) or _LATEST_ASKED.search(ordered) \
                or _COMPARES.search(_ASKS_WHAT_IS_LEFT.sub(" ", asked)) or _ASKS_WHY.match(q) \
                or _PAST_EVENT.search(_HOW_MUCH_DID.sub(" ", asked)):
            return None
        label = _label_value(expected)
        # (the value the answer leads with, else the first it states: "21st June" of "Saturday 21st June"; words for
        # words, a figure for a figure: not the "8.15" of "... Warm-up's 8.15" for a place)
        lead = _opening_value(claim, need, expected) or next(
            (v for v in claim_values(claim, q, expected) if (_kind_of(v) == "words") == (_kind_of(label) == "words")),
            None)
        dash = _WORKING_DASH.search(expected)
        if not lead or not label or dash and _one_number(label) is not None and _numbers_of(expected[dash.end():]):
            return None
        # (of the kind both values give: numbers when both have one, "21" of "Saturday 21st June" against "14/6",
        # whose weekday and month are detail the label leaves out, not another value)
        own_a, own_l = _told_apart(lead, label, need)
        if not own_a or not own_l or "verdict" in (_kind_of(label), _kind_of(lead)) or _SOCIAL_OPENING.match(claim) \
                or InformationNeed(question=need.question, expected=lead).mode != "answer":
            return None
        if _copied_from(claim, [_plain(said_text(graph, v)) for v in self._memory_texts(graph, need, answer)]):
            return None
        answers, labels, denials = [], [], []
        for st in self._line_statements(graph, need, answer):
            # (an assistant's own turn restates what it was told, "Noted - summer term you're on 3.00 to 3.30": the
            # user's turns are what memory was told, and when)
            if _ASSISTANT_TURN.match(st.line):
                continue
            # (the moment a record was written, "2051-01-09T16:50 Gemma - ...", states no value: its 16 is no "16th";
            # the statement keeps it, to be ordered by it)
            line = _DATETIME_STAMP.sub(lambda m: " " * len(m.group()), st.line)
            tokens = _value_tokens(line)
            # (a line about what the question asks; or one naming both values, each as it is, which is about the
            # choice between them: "Church Lane's dug up ... donations to the front door for now")
            if not _soft_hits(need.topic_set, meaning_stems(line)) and not (
                    tokens & own_a and tokens & own_l and _last_token_at(line, own_a) >= 0
                    and _last_token_at(line, own_l) >= 0):
                continue
            # (the label's words said as what it no longer is, "thurs now not tues", do not state it)
            at_l = _last_token_at(line, own_l) if tokens & own_l else -1
            # (and the answer's, "it's pegs not weights", do not state it either)
            if tokens & own_a and _last_token_at(line, own_a) >= 0:
                # (a line that goes from the answer's value to the label's states the label's as the change; one that
                # goes from the label's to the answer's, the answer's; the label's named in the reason given for the
                # answer's, "moved to weds 2-3 cos the schools have had tuesdays", is no change to it)
                if at_l >= 0 and _goes_to(line, own_a, own_l):
                    return None
                answers.append(st)
                if tokens & own_l and _denies_after(line, own_a, own_l):
                    denials.append(st)
            elif at_l >= 0:
                labels.append(st)
        # (a line that gives the answer's value and then denies the label's in so many words, "reckon we'll finish in 2
        # more not 3", says the label's is what memory said before, whether or not a line stated it plainly)
        if any(all(_said_earlier(lab, a) for lab in labels) for a in answers) and labels \
                or any(all(_said_earlier(lab, d) for lab in labels) for d in denials):
            return ("the context names what only the answer's value has on a line about what the question asks, said "
                    "after every line naming what only the expected value has: the label took what memory said "
                    "before, not a memory fault")
        return None

    def _names_the_asker(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, names: set) -> bool:
        """Could one of these names be the asker's own, as memory writes it in the third person ("Amira booked the
        spa ...")? It is named in more than half of the lines of the answer's context; another person, now and then."""
        lines = [line for e in self._context_inputs(graph, need, answer) if e.node_id in graph.variables
                 for line in (graph.variables[e.node_id].content or "").split("\n") if line.strip()]
        return any(sum(bool(re.search(rf"\b{re.escape(n)}\b", line)) for line in lines) * 2 > len(lines)
                   for n in names)

    def _label_denied_last(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                           claim: str) -> Optional[str]:
        """A label whose value memory stated plainly ("starts 01.04."), then, after every plain statement of it, said
        outright not to hold, a negation right before it ("... already Montag in one week, not the 1. April!!"), where
        the answer gives another value: the label took what memory said before it was taken back. (A value only ever
        denied is weighed by the qualifier rules.) A reason, else None."""
        value = _label_value(expected)
        values = claim_values(claim, need.question or "", expected)
        if not value or not values or value_span(values[0], value) is not None:
            return None
        plain, denied = [], []
        for st in self._told_statements(graph, need, answer):
            for start, segment in segments(st.line):
                at = value_span(segment, value)
                if at is None:
                    continue
                before = segment[:at[0]]
                mark = _Statement(st.day, st.var_id, st.offset + start, st.dated, 0, line=st.line)
                (denied if _DENIED_RIGHT_BEFORE.search(before) else plain).append(mark)
        if not plain or not denied or not _said_last(denied, plain, grounds=True):
            return None
        return ("memory states the expected value, then says outright after every statement of it that it no longer "
                "holds, and the answer gives another value: the label is a value taken back, not a memory fault")

    def _label_superseded(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                          claim: str) -> Optional[str]:
        """Does the context state the answer's value as a change or a correction of what the question asks about
        ("Kasia off that week so Sam's hygienist is now Wed 27 May", "Correction on the raffle - it actually raised
        GBP 387"), after every statement of the label's value (further on in the same text, on a later day, or in
        another text of unknown order when the label's own statement does not say it holds now)? Then the label is
        the superseded value (a reason, else None). The answer's value is the first one it states; the mirror, a
        right label and a model that took the superseded value, is untouched: that value's statement is no change."""
        values = claim_values(claim, need.question or "", expected)
        if not values:
            return None
        lead = values[0]
        said = InformationNeed(question=need.question, expected=lead)
        if said.mode != "answer":
            return None
        labels, changes = [], []
        why = bool(_ASKS_WHY.match(need.question or ""))
        # (what tells the answer's value from the label's: a change that goes from the one to the other, "shut easter
        # monday (21st) so that wk's monday drop goes on the tues instead, the 22nd", changes to the label's)
        label = _label_value(expected)
        own_a, own_l = _told_apart(lead, label, need) if label else (frozenset(), frozenset())
        placed: dict = {}  # text -> clause -> where in it
        for e in self._context_inputs(graph, need, answer):
            held = graph.variables.get(e.node_id)
            if held is None or not held.content:
                continue
            when = stamp(graph, held)
            day, text = parse_timestamp(when), said_text(graph, held)
            # (the label's clause judged with its text: "Hygienist booked: Tue 19 May" is a clause without its label)
            for clause in _clauses(text):
                at = (day, held.var_id, text.find(clause))
                if (held.kind or "") != "prompt":
                    placed.setdefault(held.var_id, {}).setdefault(_clause_key(clause), at[2])
                if states(clause, expected) and (need.carried_by(clause, timestamp=when)
                                                 or need.carried_by(text, timestamp=when)):
                    labels.append(at + (bool(_PRESENT_CLAUSE.search(clause) or _AGAIN.search(clause)), clause))
                # (a date the answer leads with may be said in other words, read against when it was said: "it'll
                # be the friday after instead" of "15th April")
                elif (states(clause, lead) or bool(answer_dates(lead))) and _clause_changes_value(clause, need) \
                        and not said_no_longer(clause, lead) and said.carried_by(clause, timestamp=when) \
                        and not (why and _ended_in_its_line(clause, text)) and not _goes_to(clause, own_a, own_l):
                    # (not a reason its own line says came to an end: "net post wobbling again, tightened the
                    # bolts, fine now" is no longer why)
                    changes.append(at + (clause,))
        if not labels or not changes:
            return None

        def shared_order(lab: tuple, c: tuple) -> Optional[bool]:
            # (two clauses one memory text holds both of, read from it and from a prompt that quotes it, are in the
            # order that text gives them; a prompt's own order is the order its records were retrieved in)
            said_l, said_c = _clause_key(lab[4]), _clause_key(c[3])
            for offsets in placed.values():
                if said_l in offsets and said_c in offsets:
                    return offsets[said_l] < offsets[said_c]
            return None

        def earlier(lab: tuple, c: tuple) -> bool:
            if _before(lab, c):
                return True
            if lab[1] == c[1] or lab[3] or _before(c, lab):
                return False
            shared = shared_order(lab, c)
            return shared is None or shared

        if all(any(earlier(lab, c) for c in changes) for lab in labels):
            return ("the context states the value the answer gives as a change or a correction made after the "
                    "expected value was stated: the label is the superseded value, not a memory fault")
        return None

    def _label_said_before(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                           claim: str) -> Optional[str]:
        """Does the context state the value the answer leads with after every statement of the label's value, both
        on a line about what the question asks ("Coton ... their skipper asked can we start at 1. Told him fine by
        us", further down a block that opened "League Sundays: 2pm start"; "I can do the Forge on the 19th", a
        message written after "summer Sats: Wendy Forge")? What memory said last is what it says now, however the
        change is worded: the label took the earlier value (a reason, else None). Later means further down the same
        text, on a later day both texts say, or written later; texts stored by one write, or one dated by its words
        and one only by when it was written, are in no known order and decide nothing. The mirror, a right label
        stated after the value the model took, stays the answer's error. Not for questions about what happened
        ("when did ...?"), which came first or last, or which is cheaper: a later mention is then no change."""
        q = need.question or ""
        # (of the question itself: "want the teas done before the film" after it says why it is asked)
        asked = _question_proper(q)
        # ("how many more do we need?" asks what is still to find, no comparison, where the context states the
        # label's number as that: "so we need 4 more", "26 to go")
        still = _STILL_NEEDED.search(asked) and self._stated_as_still_needed(graph, need, answer, expected)
        # (not a deadline or an opening the question asks for: "when's the last day to pay?", "the earliest we can get
        # in?" ask for one value, which memory may have changed)
        # (nor "first aid", a thing, no order: "who's doing first aid on the walk?")
        ordered = _FIRST_AID.sub(" ", _PAST_OCCASION.sub(" ", _BOUNDARY.sub(" ", asked)))
        # (nor a comparison, "which is cheaper?", where a later mention is no change; "how many more than last year?"
        # asks for a number, a difference memory may have changed)
        if _EARLIEST.search(ordered) or _LATEST_ASKED.search(ordered) or _COMPARES.search(
                _HOW_MANY_MORE.sub(" ", _STILL_NEEDED.sub(" ", asked) if still else asked)):
            return None
        if _kind_of(_WORKING_DASH.split(expected, maxsplit=1)[0]) == "verdict":
            # (or the reason of a yes or no that memory then took back: "no - the carrot cake's made with walnuts"
            # after "no walnuts in this one")
            reason = _VERDICT_REASON.match(expected)
            return self._verdict_said_before(graph, need, answer, expected, claim) or (
                self._reason_taken_back(graph, need, answer, reason.group(2)) if reason else None)
        if _ASKS_WHY.match(q):
            return self._reason_taken_back(graph, need, answer, expected) \
                or self._reason_of_another_thing(graph, need, answer, expected, claim)
        label = _label_value(expected)
        # (a length, then after a comma how it is reached: "2 hours, 10 till 12", "An hour, same as every Saturday")
        if answer_length_minutes(label) is None and answer_length_minutes(label.split(",")[0]) is not None:
            label = label.split(",")[0].strip()
        lead = _opening_value(claim, need, expected)
        # (nor "why ...?": a reason said later does not undo one said before, both may hold)
        # (of the question itself: "my knees aren't what they were" after "how long's the B walk?" says why it is
        # asked)
        # (but "how much did it make?" asks for an amount, which a later count may complete: by a line of news, not
        # one that restates the terms the label's line sums, "plant stall" of "... plant stall £186 ... so £492.40")
        done = bool(_PAST_EVENT.search(asked))
        if not lead or not label or _PAST_EVENT.search(_HOW_MUCH_DID.sub(" ", asked)) or _ASKS_WHY.match(q) \
                or need.carried_by(lead):
            return None
        # (an answer that gives part of the label, "characters and spells" of "characters, spells, magical
        # creatures", names no other value)
        # (nor do units: "two hours" names another value than "an hour", "8 ends" than "12 ends" (the word a number
        # counts); nor a weekday or month two dates share:
        # "Saturday 18 July" is another day than "Saturday 11 July")
        # (nor the question's own words: "Walcot Farm" names another farm than "Lower Hope Farm" when "which farm?"
        # is asked)
        # (nor a title two names share: "Cllr Nasreen Begum" names another person than "Cllr Ron Fletcher")
        if {w for w in meaning_stems(lead) & meaning_stems(label) if not w[:1].isdigit()} - _CURRENCY_WORDS \
                - _CLOCK_WORDS - _UNIT_WORDS - _TITLE_STEMS - need.question_set \
                - frozenset(word for _, word in _counted(label)) and not _other_day(lead, label):
            return None
        said = InformationNeed(question=need.question, expected=lead)
        of_label = InformationNeed(question=need.question, expected=label)
        bare_hour = bool(_ASKS_CLOCK.search(q)) and _BARE_HOUR_VALUE.fullmatch(label) is not None
        if said.mode != "answer" or of_label.mode != "answer":
            return None
        units = self._memory_texts(graph, need, answer)
        # (an answer that restates a line of its context word for word leads with no value of its own)
        if _copied_from(claim, [_plain(said_text(graph, v)) for v in units]):
            return None
        labels, answers, loose = [], [], []
        # (the word a label's number counts, "days" of "5 days": a line stating it loosely says it too, not the 5 of
        # "5 kayaks")
        unit = frozenset(word for _, word in _counted(label))
        # (the name of what the label's value is stated of, "Aire Valley Removals quote 29/6: £1,450": a later line
        # naming it, "rang Aire Valley 3/7 - ... so £1,180 now", is about what is asked when it states a change)
        label_lines = [line for held in units for line in said_text(graph, held).split("\n") if states(line, label)]
        named = frozenset().union(*(_capitalised(line) for line in label_lines))
        # (and the words of those lines beyond the question's: "Ines again - flight sorted after all, the new date is
        # Sun 14/9, Tom brings her" shares "flight" and "Tom" with "... moved her flight ... sat 13th ... Tom the
        # driver")
        told_of = frozenset(w for line in label_lines for w in meaning_stems(line) if w.isalpha()) - need.question_set
        ref = _stamped_year_ref(graph, units)
        for held in units:
            when, text, told = _said_when(graph, held)
            for line in text.split("\n"):
                clauses = _clauses(line)
                shared = _capitalised(line) & named
                same_thing = len(shared) >= 2 and bool(shared - need.question_set) or (
                    line not in label_lines and len(told_of & meaning_stems(line)) >= 2)
                # (a clause that gives the answer's value after its line named the label's: "their flight's not in
                # till 12.50, 2 just won't happen. Told her half 4" was said knowing the 2pm booking, and is about
                # what is asked whatever words it uses)
                # (the cheap test first: most lines never name the label's value)
                # (or earlier in the clause itself, before the answer's value: "spoken for on the 27th, the
                # wedding is sat 4th july")
                after_label = {c for c in clauses
                               if _names_value(line[:max(line.find(c), 0) + _value_start(c, lead)], label)
                               and (states(c, lead) or said.carried_by(c, timestamp=when))}
                # (a line about what is asked: "8/6 away Wilburton, 2pm" is another match's start)
                # (in any form of its words: "swim club" is about "swimming")
                stated_loosely = states(line, label) and _names_value(line, label) and not states(line, lead) \
                    and _soft_hits(unit, meaning_stems(line)) == unit
                about = bool(_soft_hits(need.topic_set, meaning_stems(line))) or bool(after_label) or same_thing
                if not about and not stated_loosely:
                    continue
                day, dated = _line_day(line, when, told, ref)
                if stated_loosely:
                    loose.append(_Statement(day, held.var_id, text.find(line), dated, 0, line=line))
                if not about:
                    continue
                for clause in clauses:
                    # (a clause that reports what a printed notice says, "the posters in the Co-op still say 'hear
                    # all 8 bells!'", "posters are already up saying 7", states what the notice says, not what holds)
                    if _NOTICE_SAYS.search(clause):
                        continue
                    # (nor does a greeting or thanks to a person, "cheers Steve", state anything of them)
                    if _ADDRESSED_ONLY.fullmatch(clause.strip()):
                        continue
                    # (with how much of what is asked the clause itself says)
                    at = (day, held.var_id, text.find(clause), dated,
                          len(_soft_hits(need.topic_set, meaning_stems(clause))))
                    # (a clause that gives the answer's value by itself, and not the label's, is the answer's
                    # whatever words of the label its line lends it: "so we'll all meet at Piltdown village hall + car
                    # share from there" after "fletching's car park is hopeless on a tues")
                    own_answer = said.carried_by(clause, timestamp=when) \
                        and not of_label.carried_by(clause, timestamp=when) \
                        or _value_of_another_item(need.topic_set, clause, label, lead)
                    # (a clause that names the label's value only as not the answer, "we can't be doing 45 min
                    # games - 5 overs a side, 35 mins a game", and states the answer's plainly is the answer's)
                    overruled = clause in after_label \
                        and (qualifier(q, clause, 0, clause, label) is not None or _turned_down(clause, label, lead)) \
                        and states(clause, lead) and qualifier(q, clause, 0, clause, lead) is None
                    # (a bare hour asked as a time, "7" of "what time are doors?", is not stated by another time
                    # that writes its number: "doors half 7", "till quarter past 7", "7.30")
                    if not own_answer and not overruled and (
                            states(_SPOKEN_TIME.sub(" ", clause) if bare_hour else clause, label)
                            or _same_length(clause, label)) and (any(
                            of_label.carried_by(t, timestamp=when) for t in (clause, line, text))
                            or _weekday_and_day(clause, label)):
                        # (and whether its line also gives the answer's value: then it knew of it)
                        knows = states(line, lead) or said.carried_by(line, timestamp=when)
                        labels.append(_Statement(*at, knows=knows, line=line))
                    # (not a clause that gives the answer's value as what it was: "used to be half 1 - half 2")
                    elif _USED_TO_BE.search(clause):
                        continue
                    elif clause in after_label or said.carried_by(clause, timestamp=when) or (
                            states(clause, lead) and (said.carried_by(line, timestamp=when)
                                                      or _weekday_and_day(clause, lead)
                                                      or same_thing and _CHANGED.search(clause))):
                        answers.append(_Statement(*at, knows=clause in after_label, line=line))
        # (no line states the label's value with the question's words: the lines that state it at all, "we've got 80
        # chairs" of "how many tickets can we sell?", "so that's 31" of "how many teams are coming?")
        if not labels:
            labels = loose or self._working_statements(graph, need, answer, expected, lead)
        grounds = bool(labels) and not answers
        if grounds:
            answers = _reason_statements(graph, need, units, claim, lead, label, labels, news_only=done)
        if not labels or not answers:
            return None
        # (the mirror of one occasion beating a standing rule: the answer's value said only as a rule, the label's of
        # the one occasion asked about, whatever order they were written in)
        if _occasion_over_standing(q, labels, answers):
            return None
        if _said_last(answers, labels, grounds=grounds) or not grounds and _said_last(
                _reason_statements(graph, need, units, claim, lead, label, labels, news_only=done), labels,
                grounds=True) \
                or _said_last(_news_since(
                    _reason_statements(graph, need, units, claim, lead, label, labels, every=True, news_only=done),
                    labels, claim, need, lead, label), labels, grounds=True):
            return ("the context states the value the answer gives after every statement of the expected value about "
                    "what the question asks (further down the same text, or said or written later): the label took "
                    "what memory said before, not a memory fault")
        if _occasion_over_standing(q, answers, labels):
            return ("the context states the expected value only as a standing rule ('Mon-Sat', 'as ever') and the "
                    "value the answer gives for the one occasion the question asks about: the label took the rule, "
                    "not what memory says of that occasion, not a memory fault")
        return None

    def _term_taken_out_later(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                              claim: str) -> Optional[str]:
        """A number label stated with the terms it is worked from ("£549 on the night!! raffle £312, ... board went
        for £150 ..., buffet tin £87"; "14 pre-ordered (Pat's 8, Hazel 4, Doreen 2) so 46 for the day"), and a line
        said after every statement of it that changes one of those terms: takes it out with a word of no ("the £150's
        not coming", "Pat rang - ... she won't want hers after all"), or gives the thing it counts another number
        ("teas made £162.40 really" of "teas £212.40"); the answer leads with the label's value moved by just that
        much (£399, 54, £442.40). Then the label is the value before the change (a reason, else None). The mirror, a
        right label and a model that moved it by a term no later line changes (or one changed before the label was
        said), stays the answer's error."""
        label, lead = _label_value(expected), _opening_value(claim, need, expected)
        v, a = _one_number(label), _one_number(lead or "")
        if v is None or a is None or abs(v - a) < 0.005:
            return None
        moved = abs(v - a)
        statements = list(self._line_statements(graph, need, answer))
        # (a line about what is asked: "bought 4 doz orange balls" states no "4" of "how many more kids ...?")
        labels = [st for st in statements if states(st.line, label) and _names_value(st.line, label)
                  and _soft_hits(need.topic_set, meaning_stems(st.line))]
        if not labels:
            return None
        by_line = [_terms_of(lab.line, label) for lab in labels]
        terms = [term for line_terms in by_line for term in line_terms]
        # (the label's value worked from the numbers its lines state beside it: a sum, or one less others)
        worked = any(summed_subset(v, [[x] for x, _ in line_terms]) is not None
                     or balance_subset(v, [[x] for x, _ in line_terms]) is not None for line_terms in by_line)
        for st in statements:
            if not all(_said_earlier(lab, st) for lab in labels) or any(_said_earlier(st, lab) for lab in labels):
                continue
            numbers = [float(n) for n in _numbers_of(st.line)]
            taken_out = _TAKEN_OUT.search(st.line)
            for amount, holder in terms:
                if abs(amount - moved) < 0.005 and taken_out and (
                        any(abs(n - amount) < 0.005 for n in numbers) or holder and holder in st.line):
                    return ("a line of the context takes out one of the terms the expected value is worked from "
                            "after every statement of that value, and the answer gives the value without it: the "
                            "label took what memory said before, not a memory fault")
                if worked and holder and holder in st.line \
                        and any(abs(abs(amount - n) - moved) < 0.005 for n in numbers):
                    return ("a line of the context gives one of the terms the expected value is worked from another "
                            "number after every statement of that value, and the answer gives the value so changed: "
                            "the label took what memory said before, not a memory fault")
        return None

    def _factor_changed_later(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                              claim: str) -> Optional[str]:
        """A number label that is the product of two amounts its context states ("40 in the section, each frame
        taking 12 ft": 480 ft), and an answer that is the same product with one of them replaced by an amount that a
        line about what is asked states after every line stating the one it replaces ("section at 46 now": 552 ft;
        "the office box is $70 now" for the "$60" box, 3 of them: $210). The label took the factor before the change,
        however the change is worded (a reason, else None). Both values 20 or more, each factor 2 or more, read
        without days and times ("08/10", "7pm"). The mirror, a right label worked from the new factor and a model
        that used the old one, stays the answer's error: the old factor is said before the new one, not after."""
        if _ASKS_WHY.match(need.question or ""):
            return None
        label, lead = _label_value(expected), _opening_value(claim, need, expected)
        v, a = _one_number(label), _one_number(lead or "")
        if v is None or a is None or min(v, a) < 20 or abs(v - a) < 0.005:
            return None
        said = [(st, {float(n) for n in _numbers_of(_DAY_OR_TIME.sub(" ", _DATETIME_STAMP.sub(" ", st.line)))})
                for st in self._told_statements(graph, need, answer) if st.line.strip()]
        asked = {float(n) for n in _numbers_of(_DAY_OR_TIME.sub(" ", _question_proper(need.question or "")))}
        factors = sorted({n for _, ns in said for n in ns} | asked)
        for y in factors:
            if y < 2:
                continue
            x, z = v / y, a / y
            if x < 2 or z < 2 or abs(x - z) < 0.005:
                continue
            old = [st for st, ns in said if any(abs(n - x) < 0.005 for n in ns)]
            new = [st for st, ns in said if any(abs(n - z) < 0.005 for n in ns)
                   and _soft_hits(need.topic_set, meaning_stems(st.line))]
            if old and new and any(all(_said_earlier(o, n) for o in old) for n in new):
                return ("the label is the product of two amounts its context states, and the answer the same product "
                        "with one of them changed by a line about what is asked, said after every line stating the "
                        "one it replaces: the label took the amount before the change, not a memory fault")
        return None

    def _counted_item_out_later(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                                expected: str, claim: str) -> Optional[str]:
        """A count label stated with the things it counts, one by one ("RIB 1 (Phil), RIB 2 (Andy), Dave's dory and the
        club launch Kittiwake, 4 boats"), and lines said after every statement of it that each name one of those
        things before a word of no ("Dave's dory's outboard has packed in ... won't be back before the regatta");
        the answer leads with the count less those things (3). Then the label is the count before the change (a
        reason, else None). The mirror, a right label and an answer that leaves a thing out that no later line takes
        out, stays the answer's error."""
        label, lead = _label_value(expected), _opening_value(claim, need, expected)
        v, a = _one_number(label), _one_number(lead or "")
        if v is None or a is None or not (a < v <= 20) or v != int(v) or a != int(a):
            return None
        statements = list(self._line_statements(graph, need, answer))
        labels, items = [], []
        for st in statements:
            found = _counted_items(st.line, int(v))
            if found and _soft_hits(need.topic_set, meaning_stems(st.line)):
                labels.append(st)
                items.extend(i for i in found if i not in items)  # (the list said twice counts its things once)
        if not labels:
            return None
        out = set()
        for st in statements:
            if not all(_said_earlier(lab, st) for lab in labels) or any(_said_earlier(st, lab) for lab in labels):
                continue
            no = _TAKEN_OUT.search(st.line)
            if no is None:
                continue
            before = meaning_stems(st.line[:no.start()])
            out |= {i for i, stems in enumerate(items) if stems <= before}
        if out and v - len(out) == a:
            return ("a line of the context takes out one of the things the expected count counts, after every "
                    "statement of that count, and the answer gives the count without it: the label took what memory "
                    "said before, not a memory fault")
        return None

    def _working_statements(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                            expected: str, lead: str) -> list:
        """For a number label that no line states but its working does ("4 more - 16 pairs against last year's 12",
        from "last yr we had 12 pairs" and "16 pairs on it"), the lines about what is asked that state its working's
        numbers: what the label rests on, said where those lines are. Only for a label whose value is the sum or the
        difference of those numbers, each stated by such a line, and an answer that leads with none of them (one
        term of the working, "EUR 1,341" of "841 euros - the 1,341 invoice less the 500 they paid", is a part of
        it left out, not a change)."""
        dash = _WORKING_DASH.search(expected)
        v = _one_number(_label_value(expected))
        numbers = [float(n) for n in _numbers_of(expected[dash.end():])] if dash else []
        a = _one_number(lead)
        if v is None or not 2 <= len(numbers) <= 4 or a is not None and any(abs(a - n) < 0.005 for n in numbers):
            return []
        if summed_subset(v, [[n] for n in numbers]) is None \
                and not any(abs(abs(x - y) - v) < 0.005 for x in numbers for y in numbers):
            return []
        statements = [st for st in self._line_statements(graph, need, answer)
                      if _soft_hits(need.topic_set, meaning_stems(st.line))]
        out = []
        for n in numbers:
            found = [st for st in statements if any(abs(float(x) - n) < 0.005 for x in _numbers_of(st.line))]
            if not found:
                return []
            out.extend(st for st in found if st not in out)
        return out

    def _rate_changed_later(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                            claim: str) -> Optional[str]:
        """A number label that is a count times a rate a line states ("£18 a head" for "£36" of "me + Dave"), and an
        answer that is the same count times another rate a line states after every line stating the first ("we're
        having to ask £22 each" for "£44"): the label took the rate before the change (a reason, else None). The
        count is the one both values share (2 to 12); a rate is an amount said per one ("each", "a head", "a kid",
        "per ticket"). The mirror, the label's rate stated after the answer's, stays the answer's error."""
        label, lead = _label_value(expected), _opening_value(claim, need, expected)
        v, a = _one_number(label), _one_number(lead or "")
        if v is None or a is None or abs(v - a) < 0.005:
            return None
        rates = [(st, float(m.group(1))) for st in self._line_statements(graph, need, answer)
                 for m in _RATE.finditer(_plain_numbers(st.line))]
        for count in range(2, 13):
            old = [st for st, rate in rates if abs(rate * count - v) < 0.005]
            new = [st for st, rate in rates if abs(rate * count - a) < 0.005]
            if old and new and _said_last(new, old, grounds=True):
                return ("the context states the rate the answer counts with after every statement of the rate the "
                        "expected value counts with: the label took the rate before the change, not a memory fault")
        return None

    def _stated_as_still_needed(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                                expected: str) -> bool:
        """Does a memory text give the label's number as what is still needed ("we need 4 more", "26 to go")?"""
        number = re.match(r"\W*(\d+)\b", _plain_numbers(expected))
        if number is None:
            return False
        still = re.compile(rf"(?<![\d.,/:£$]){number.group(1)}\s+(?:more|to go|to find|short)\b", re.I)
        return any(still.search(_plain_numbers(said_text(graph, v))) for v in self._memory_texts(graph, need, answer))

    def _memory_texts(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation) -> list:
        """The versions with content the answer was given, the memory texts themselves rather than the prompt that
        quotes them when there are any (a prompt lists them in the order a search ranked them)."""
        inputs = [graph.variables[e.node_id] for e in self._context_inputs(graph, need, answer)
                  if e.node_id in graph.variables and graph.variables[e.node_id].content]
        return [v for v in inputs if v.kind != "prompt"] or inputs

    def _line_statements(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation):
        """Each line of the memory texts the answer was given, as a statement with the day it was said (a reason's,
        weighed by :func:`_said_last`)."""
        units = self._memory_texts(graph, need, answer)
        ref = _stamped_year_ref(graph, units)
        said = [(held, text, line, _line_day(line, when, told, ref))
                for held in units for when, text, told in (_said_when(graph, held),) for line in text.split("\n")]
        month_first = _month_first([line for _, _, line, _ in said])
        for held, text, line, (day, dated) in said:
            if month_first and dated:
                day = _month_first_day(line, day)
            yield _Statement(day, held.var_id, text.find(line), dated, 0, line=line)

    def _reason_taken_back(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                           expected: str) -> Optional[str]:
        """For "why ...?": does a line deny the label's reason in its own words ("no painting till the summer!",
        "nowt to do with our meter") after every line that gives it ("main hall's being painted I think", "power's
        off for the new meter"), as for a value (:meth:`_label_said_before`)? A reason said later does not undo one
        said before, but one memory then took back is no reason: the label took it (a reason, else None). The
        mirror, a right label and a model that gave the reason taken back, is untouched: no line denies the
        label's."""
        # (what the label itself says has nothing to do with it, "- nothing to do with her shouting", is no word of its
        # reason)
        # (the reason is the label's before its working: "the balance staff is snapped ... - the glass was done in
        # March" names no glass as its reason)
        head = _WORKING_DASH.split(expected, maxsplit=1)[0]
        own = _own_words(head, need) - _unrelated_stems(head)
        if not own:
            return None
        # (a reason that itself denies, "made without walnuts", "the hall's insurance won't cover it", is said again
        # by a line that denies: only a line that says it has nothing to do with it takes it back, "the insurance is
        # nowt to do with it")
        denies = bool(_DENIES.search(expected))
        labels, denials = [], []
        for at in self._line_statements(graph, need, answer):
            # (a denial of what the reason is, not of a day it names: "not Fri" denies no "back Fri 13th"; or a line
            # that says its writer had it wrong and names the reason: "got the wrong end of the stick, the wedding
            # fair's in the Victoria Room upstairs")
            named = len(_soft_hits(own, meaning_stems(at.line))) * 2 >= len(own)
            denied = _unrelated_stems(at.line) if denies else _denied_stems(at.line) | _unrelated_stems(at.line)
            # (a word of the question denied, "so NO packed lunch needed" asked "does she need a packed lunch?",
            # answers it: it takes back no word of the label's reason, "the badge package", however close in form)
            denied -= need.question_set
            if _soft_hits(own, denied) - _DAY_STEMS or named and _RETRACTS.search(at.line):
                denials.append(at)
            elif named:
                labels.append(at)
        if labels and denials and _said_last(denials, labels):
            return ("a line of the context denies the label's reason after every line that gives it (memory took "
                    "it back), and the answer gives another: the label took the reason taken back, not a memory "
                    "fault")
        return None

    def _reason_of_another_thing(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                                 expected: str, claim: str) -> Optional[str]:
        """For "why ...?": is the label's reason said only in lines that name nothing the question asks about
        ("forecast says showers after 5 sun so covers on then" for "why's sheila doing teas at half 3?"), and the
        answer's in a line that names it ("putting the urn on for half 3 - balsham's coach comes for them at
        4.15")? A reason is said with what it is the reason for: the label took the reason of something else (a
        reason, else None). The mirror, a right label said with what is asked and a model that took a reason said
        of something else, is untouched: the label's line names what is asked."""
        # (not the words of a time, "half" of "put back to half 10": "car park's half shut" names no start time, and
        # "start's half 10 now" names it by its 10)
        asked = meaning_stems(_question_proper(need.question or "")) & need.topic_set - _CLOCK_WORDS
        lab_own, ans_own = _own_words(expected, need), _own_words(_first_clause(claim or ""), need)
        lab_own, ans_own = lab_own - ans_own, ans_own - lab_own
        if not asked or len(lab_own) < 2 or not ans_own:
            return None
        units = self._memory_texts(graph, need, answer)
        lines = [line for v in units for line in said_text(graph, v).split("\n") if line.strip()]
        label_lines = [line for line in lines if len(_soft_hits(lab_own, meaning_stems(line))) * 2 >= len(lab_own)]
        answer_lines = [line for line in lines if len(_soft_hits(ans_own, meaning_stems(line))) * 2 >= len(ans_own)
                        and line not in label_lines]

        if label_lines and answer_lines \
                and not any(_soft_hits(asked, meaning_stems(line)) for line in label_lines) \
                and any(_soft_hits(asked, meaning_stems(line)) for line in answer_lines):
            return ("the context gives the label's reason only in lines that name nothing the question asks about, "
                    "and the answer's in a line that names it: the label took the reason of something else, not a "
                    "memory fault")
        return None

    def _verdict_said_before(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                             claim: str) -> Optional[str]:
        """A yes/no label and an answer of the other verdict, each with its reason ("Yes - their Henry's broken so we
        bring ours" against "No - Mrs Fielding has a Dyson under the stairs and wants you to use that"): does a line
        that says the answer's reason (half its own words, two at least) come after every line that says the
        label's, as for a value (:meth:`_label_said_before`)? Then the label took what memory said before (a
        reason, else None). Words both reasons use say neither. Not for a judgement ("would he enjoy ...?")."""
        # (not a judgement, "would Ben enjoy an omakase dinner?": a later plan does not undo a dislike said before)
        if _JUDGEMENT.match(need.question or ""):
            return None
        lab = _VERDICT_REASON.match(expected)
        ans = _VERDICT_REASON.match(claim)
        if not lab or not ans or lab.group(1).lower()[:1] == ans.group(1).lower()[:1]:
            return None
        # (each reason's first sentence or clause)
        lab_own = _own_words(_first_clause(lab.group(2)), need)
        ans_own, from_clause = _reason_own_words(ans.group(2), need)
        # (the numbers the label's reason gives, not a day's or a time's: a reason whose own words are only a number,
        # "it's 8 and over only", is said by that number)
        figures = frozenset(w for w in meaning_stems(_DAY_OR_TIME.sub(" ", _first_clause(lab.group(2))))
                            - need.question_set if w[:1].isdigit())
        lab_own = lab_own or figures
        lab_own, ans_own = lab_own - ans_own, ans_own - lab_own
        # (a no whose reason only denies what is asked, "no - no photos during the pour" of "can we take photos when
        # they pour the bell?", is said by the lines that deny it in those words, "NO photos during the pour pls",
        # and not by a line that says them without denying them, "photos are fine during the pour, NO FLASH")
        denied = frozenset()
        if not lab_own - _NO_WORDS and lab.group(1).lower().startswith("n"):
            denied = _denied_words(_first_clause(lab.group(2)), need)
            lab_own = denied
        # (a yes whose reason only restates what is asked, "yes, straight after pudding" of "will Tony be doing the
        # auction w his gavel after pudding like last yr?", is said by the lines that state what is asked: "auction
        # after pudding, Tony doing it w the gavel like last yr")
        asked = meaning_stems(_question_proper(need.question or "")) & need.topic_set - ans_own
        premise = len(lab_own) < 2 and lab.group(1).lower().startswith("y") and len(asked) >= 3
        # (a reason of one word of its own is weighed too, "no - it's called off if it's wet", "no - cash or cheque
        # only", unless that word is a name, "no - the Hendry 18th has it": a name ties the reason to its own
        # occasion, which a later line of other news does not undo)
        if (not lab_own or len(lab_own) == 1 and _capitalised(lab.group(2)[1:]) & lab_own) and not premise \
                or len(ans_own) < 2:
            return None
        labels, answers = [], []
        numeric = any(w[:1].isdigit() for w in lab_own)
        positive = ans.group(1).lower().startswith("y")
        for at in self._line_statements(graph, need, answer):
            # (a number of the reason is not one a day or a time writes: the 8 of "8.15 at the side door")
            # (a turn's speaker is no word of it: the "assistant" of "assistant: Noted ..." is not "assistance")
            line = _ROLE_LABEL.sub("", at.line)
            stems = meaning_stems(_DAY_OR_TIME.sub(" ", line) if numeric else line)
            denies = bool(denied) and len(_soft_hits(denied, stems)) * 2 >= len(denied) \
                and _denied_words(line, need) & denied
            if len(_soft_hits(ans_own, stems)) * 2 >= len(ans_own) and (
                    premise or (not denies if denied else len(_soft_hits(lab_own, stems)) * 2 < len(lab_own))):
                # (not a line that takes a yes's reason back: "fire pits delivered but they can't be used till the
                # council signs them off"; a "but not" the answer says too, "... but not up the tower", is a limit it
                # keeps)
                taken_back = _BUT_NOT.search(line) if positive else None
                if not taken_back or _soft_hits(ans_own, meaning_stems(
                        re.split(r"[,.;:!?()\n]|\s[-\u2013\u2014]\s", line[taken_back.start():], maxsplit=1)[0])):
                    answers.append(at)
            elif denies or not denied and (
                    premise and len(_soft_hits(asked, stems)) * 2 >= len(asked)
                    or not premise and len(_soft_hits(lab_own, stems)) * 2 >= len(lab_own)):
                labels.append(at)
        # (where no line says the label's reason in its words, the number it gives is said by the lines stating it:
        # "yes - £3 for adults, kids free" by "£3 on the door, kids free")
        if not labels and not numeric and figures:
            labels = [at for at in self._line_statements(graph, need, answer) if at not in answers
                      and figures <= meaning_stems(_DAY_OR_TIME.sub(" ", at.line))]
        # (a line of another day of the week than the one asked about, saying less of what is asked than the label's
        # lines, is of another occasion: "roll ups weds evenings ARE booking only" for "does she need to book for the
        # coaching sat?"; not "Halfords ... lending us 20 helmets ... I'm fetching them sat", which says as much of
        # "does Alfie need to bring his own helmet sun?" as the line it changes)
        asked_days = _weekdays_as_occasions(_question_proper(need.question or ""))
        if asked_days and labels:
            said = max(len(_soft_hits(need.topic_set, meaning_stems(lab.line))) for lab in labels)
            answers = [a for a in answers
                       if not (named_days := _weekdays_as_occasions(a.line)) or named_days & asked_days
                       or len(_soft_hits(need.topic_set, meaning_stems(a.line))) >= said]
        # (an answer's reason taken from a later sentence or clause, its first only restating what is asked, is
        # said by a line that says as much of what is asked as the label's lines: not "sign them out in the book" of
        # buoyancy aids for "he can take one of the club boats, just sign it out in the book", nor "the pods are
        # booked too" for "is the boardroom free thurs?")
        if labels and from_clause:
            answers = [a for a in answers if _soft_hits(need.topic_set, meaning_stems(a.line))]
        if not labels or not answers:
            return None
        # (the mirror of one occasion beating a standing rule: the answer's reason said only as a rule, the label's
        # of the one occasion asked about, whatever order they were written in)
        if _occasion_over_standing(need.question or "", labels, answers):
            return None
        if _said_last(answers, labels):
            return ("the context gives the reason the answer states for its yes or no after every text that gives "
                    "the label's reason: the label took what memory said before, not a memory fault")
        if _occasion_over_standing(need.question or "", answers, labels):
            return ("the context gives the label's reason only as a standing rule ('Fridays', 'as usual') and the "
                    "answer's reason for the one occasion the question asks about: the label took the rule, not what "
                    "memory says of that occasion, not a memory fault")
        return None

    def _recorded_change(self, graph: EvolutionGraph, need: InformationNeed, op: Operation, lost: Any,
                         answer: Operation, base: dict) -> Optional[str]:
        """Did the update that took the label's value out of a unit record a change: its new version names that value
        as the one it replaced ("Fixed desk: 22 since 1 March - moved from desk 14") and states the value the answer
        gives, and the answer read it? Then the unit says the label's value no longer holds, and the model said
        what holds now: the label is the superseded value (a reason, else None). An overwrite that drops the value
        without naming it as replaced, or that swaps the roles of two values the unit held, stays the update's
        fault."""
        claim = _claim_of(base.get("actual"))
        expected = _expected_text(base)
        if claim is None or not expected.strip() or need.mode != "answer" or not need.question:
            return None
        read = {graph.variables[e.node_id].var_id for e in self._context_inputs(graph, need, answer)
                if e.node_id in graph.variables}
        said = InformationNeed(question=need.question, expected=claim, whole=True, claim=True)
        words = InformationNeed(expected=expected)  # the label's words, however the text qualifies them
        # a change brings a value the unit did not hold: a rewrite that swaps the roles of two values it held ("now
        # 100 mg; previously 50 mg" -> "now 50 mg; previously 100 mg") records no change, it loses the current one
        values = claim_values(claim, need.question or "", expected)
        if lost.content and values and states(str(lost.content), values[0]):
            return None
        for e in op.outputs:
            new = graph.variables.get(e.node_id)
            if new is None or new.var_id != lost.var_id or new.var_id not in read or not new.content:
                continue
            text, when = said_text(graph, new), stamp(graph, new)
            if states_a_change(text) and words.carried_by(text, timestamp=when) \
                    and not need.carried_by(text, timestamp=when) and said.carried_by(text, timestamp=when):
                return (f"'{op.op_name}' recorded a change in {new.var_id}: its new version names the expected value "
                        "as the one it replaced and states the value the answer gives: the label is the superseded "
                        "value, not a memory fault")
        return None

    def _label_only_qualified(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                              claim: str) -> Optional[str]:
        """Does the context state the expected value only as something that is not the answer to the question (what
        would have happened, a proposal turned down, an estimate or a plan when what happened is asked, the other end
        of a range, another month or weekday, a whole where a part is asked, a former value), while it states a
        value of the answer plainly? Every segment of the context holding the label is so qualified, and some
        segment holding the answer's value is not: the label is wrong (a reason, else None). The mirror, a right
        label stated plainly and an answer that took the qualified value, is untouched: a plain statement of the
        label stops the test."""
        values = claim_values(claim, need.question or "", expected)
        if not values or not expected.strip():
            return None
        # (the label's own value, not the values of its working: "Ten past six - the coach goes at half six"; a
        # yes or a no is weighed with its reason)
        head = _label_value(expected)
        if head and _kind_of(head) != "verdict":
            expected = head
        label = InformationNeed(expected=expected)
        if label.mode != "answer":
            return None
        said = [InformationNeed(expected=v) for v in values]
        why: list = []
        plain_claim = False
        # where the label is stated plainly and where it is said to be former: (day said, text, offset in it)
        plain, former = [], []
        for e in self._context_inputs(graph, need, answer):
            held = graph.variables.get(e.node_id)
            if held is None or not held.content:
                continue
            when = stamp(graph, held)
            day = parse_timestamp(when)
            text = said_text(graph, held)
            for sentence in sentences(text):
                for start, segment in segments(sentence):
                    if states(segment, expected) and label.carried_by(segment, timestamp=when):
                        how = qualifier(need.question or "", sentence, start, segment, expected)
                        at = (day, held.var_id, text.find(sentence) + start)
                        if how is None:
                            around = clause_of(sentence, start)
                            if need.topic_set & meaning_stems(around) or need.about_question(around):
                                # the context states the label plainly, of what the question asks (as holding now:
                                # "Kwik Fix are back as our contractor now")
                                near = sentence[start:start + len(segment) + 40]
                                plain.append(at + (bool(_PRESENT_CLAUSE.search(near) or _AGAIN.search(near)),))
                            continue  # ("all vans off the square by 7:45" beside "set-up from 6:30 to 7:45 am")
                        if how == "a former value":
                            former.append(at)
                        why.append(how)
                    if not plain_claim:
                        plain_claim = any(
                            states(segment, v) and n.carried_by(segment, timestamp=when)
                            and qualifier(need.question or "", sentence, start, segment, v) is None
                            for n, v in zip(said, values))
        # a plain statement stands unless another says the value no longer holds, which must have been said after
        # it (a value that no longer holds once did): "reported to Kwik Fix, the landlord's repairs guy", and "Kwik
        # Fix are NOT the landlord's contractor anymore - all repairs now go to HomeSure". Not a plain statement
        # known to come later (a later day, further on in the same text) or that says it holds now or again
        if any(p[3] or not any(f for f in former if not _before(f, p)) for p in plain):
            return None
        if not why or not plain_claim:
            return None
        if plain:
            return ("the context states the expected value plainly only before it says the value no longer holds, and "
                    "the answer restates a value the context states plainly: the label is a former value, not a "
                    "memory fault")
        return (f"the context states the expected value only as {why[0]}, not as the answer to the question, and "
                "the answer restates a value the context states plainly: the label is wrong, not a memory fault")

    def _order_against_label(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, expected: str,
                             claim: str) -> Optional[str]:
        """For "which comes first, A or B?": the context dates each choice (its clauses naming one choice and not
        the other, not said of another person), the dates put the other choice first, and the answer names that one:
        the label names the wrong choice (a reason, else None)."""
        question = need.question or ""
        earliest, latest = bool(_EARLIEST.search(question)), bool(_LATEST.search(question))
        if not need.orders_choices or earliest == latest:
            return None
        head, _, right = question.rpartition(" or ")
        left = re.split(r"[,:]", head)[-1]
        a, b = content_stems(left), content_stems(right)
        # each choice by its first word the other lacks ("theory" of "my theory test or my practical?"): a word the
        # choices share, said or implied ("test"), tells nothing apart
        keys = {"a": next((w for w in a if w not in b and w not in _ORDER_STEMS), None),
                "b": next((w for w in b if w not in a and w not in _ORDER_STEMS), None)}
        if not all(keys.values()):
            return None
        only = {k: {w} for k, w in keys.items()}
        named = [k for k in only if only[k] & set(content_stems(expected))]
        if len(named) != 1:
            return None
        dated: dict = {"a": [], "b": []}
        for e in self._context_inputs(graph, need, answer):
            held = graph.variables.get(e.node_id)
            if held is None or not held.content:
                continue
            text = said_text(graph, held)
            for line in text.split("\n"):
                ref = said_on(line, stamp(graph, held))
                for clause in _clauses(line):
                    stems = set(content_stems(clause))
                    which = [k for k in only if only[k] & stems]
                    if len(which) != 1 or _another_person(question, clause, [], only[which[0]]):
                        continue
                    dated[which[0]].extend(dates_said_on(clause, ref, include_said=False))
        if not dated["a"] or not dated["b"]:
            return None
        first = next((k for k, o in (("a", "b"), ("b", "a"))
                      if max(d[1] for d in dated[k]) < min(d[0] for d in dated[o])), None)
        if first is None:
            return None
        wanted = first if earliest else ("b" if first == "a" else "a")
        if wanted == named[0] or not only[wanted] & set(content_stems(claim)):
            return None
        return ("the context dates both choices and puts the one the label names " +
                ("later" if earliest else "earlier") + ", and the answer names the other: the label is wrong, not "
                "a memory fault")

    def _delivered(self, graph: EvolutionGraph, need: InformationNeed, node_id: str, answer: Operation,
                   later: bool = True) -> bool:
        """Did this source's text reach the answer's context (the version itself, a later one, or its text inside a
        prompt or window)? (``later=False``: not by a later version alone, whose text may have lost it.)"""
        node = graph.variables[node_id]
        text = _plain(node.content)
        for e in self._context_inputs(graph, need, answer):
            held = graph.variables.get(e.node_id)
            if held is not None and (held.var_id == node.var_id and (later or held.node_id == node_id) or (
                    text and held.content and (
                    text in _plain(held.content) or _overlap(text, _plain(held.content)) >= 0.8))):
                return True
        return False

    def _follow_undelivered(self, graph: EvolutionGraph, need: InformationNeed, node_id: str, answer: Operation,
                            base: dict, what: str = "the source most about the question",
                            known: str = "the expected answer is in no text the system received",
                            types: tuple = (tx.RETRIEVAL, tx.DELETION, tx.UPDATE)) -> Optional[Attribution]:
        """Follow that source's own text downstream to where memory lost it (a memory fault), or give up (None)."""
        followed = need.following([graph.variables[node_id].content])
        evidence = Evidence(nodes=[node_id], method="question", weak=True)
        flow = self._propagate(graph, followed, evidence, answer, False)
        verdict = self._decide(graph, followed, answer, flow, False, {**base, "evidence": [node_id]})
        if verdict.error_type not in types or verdict.op_id is None:
            return None  # what an extraction should have kept of a text that does not say the answer is unknown
        verdict.reason = f"{known}; {what} ({node_id}) never reached the answer: " + verdict.reason
        verdict.confidence = 0.4
        return verdict

    def _without_evidence(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation, base: dict,
                          structural: bool) -> Attribution:
        """No evidence to follow: judge from the answer's context alone."""
        if not structural and any(self._is_carrier(graph, need, e.node_id, False)
                                  for e in self._context_inputs(graph, need, answer)):
            other = self._label_of_another(graph, need, answer, base)
            if other is not None:
                return Attribution(error_type=tx.ANNOTATION, error_subtype=tx.ANSWER_NOT_IN_INPUTS, op_id=None,
                                   confidence=0.6, reason=other, **base)
            return self._verdict(graph, answer, tx.RESPONSE, tx.IGNORED_CONTEXT, base, _Trace(),
                                 "the answer's context held the needed information", [])
        if not structural and need.mode == "answer" and not self._answer_anywhere(graph, need, answer):
            worked = self._label_worked_from_context(graph, need, answer, base) \
                or self._label_day_from_context(graph, need, answer, base) \
                or self._label_working_stated(graph, need, answer, base)
            if worked is not None:
                return self._verdict(graph, answer, tx.RESPONSE, tx.IGNORED_CONTEXT, base, _Trace(), worked, [])
            # (no text says the label whole, a sum's or a count's working; but a source about the question that holds
            # words of it no text in the answer's context holds, "Hendersons + Pat & Irene are in" of "7 - 14 pairs:
            # the 12 off the sheet + the Hendersons + Pat & Irene", and that memory lost, is where it went wrong)
            # (two words of it at least: one, "Tuesday" of "Tuesday, 11 March 2025", does not make a text say it)
            lost = self._lost_telling_source(graph, need, Evidence(), answer, base, least=2)
            if lost is not None:
                return lost
            return Attribution(error_type=tx.ANNOTATION, error_subtype=tx.ANSWER_NOT_IN_INPUTS, op_id=None,
                               confidence=0.7, reason="the expected answer appears in no message, memory or "
                               "context the system received, and no source is about the question: not a memory "
                               "fault", **base)
        if not structural and need.mode == "answer":
            other = self._bare_verdict_against_grounds(graph, need, answer, base)
            if other is not None:
                return Attribution(error_type=tx.ANNOTATION, error_subtype=tx.ANSWER_NOT_IN_INPUTS, op_id=None,
                                   confidence=0.5, reason=other, **base)
            # (no source to follow: one that holds two words of the label the answer's context lacks, which memory
            # lost, is where it went wrong, as above)
            lost = self._lost_telling_source(graph, need, Evidence(), answer, base, least=2)
            if lost is not None:
                return lost
        if structural:
            why = ("content was not captured, so no source can be matched to the question; pass evidence_ids to "
                   "record_outcome or enable capture (OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true)")
        elif need.mode in ("question", "none"):
            why = ("no expected answer or feedback was given and no source matches the question well enough; pass "
                   "expected= or feedback= to record_outcome, or evidence_ids")
        else:
            why = ("no source that entered memory (message, document, store item, buffer, extraction prompt) before "
                   "the answer holds the expected answer or is about the question; pass evidence_ids (any "
                   "variable id) to record_outcome")
        return Attribution(error_type=tx.UNDETERMINED, op_id=None, confidence=0.2,
                           reason="no source evidence could be identified: " + why, **base)

    def _bare_verdict_against_grounds(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                                      base: dict) -> Optional[str]:
        """A bare yes or no for a label ("yes"), no text about the question to follow, and an answer of the other
        verdict whose reason a text of its context states ("No - the road up's shut for resurfacing that week")?
        Nothing shows the model departed from its context, and the answer is grounded in it: the label gives a
        verdict no text supports (a reason, else None). A label with its reason is weighed by its reason elsewhere."""
        expected = str(base.get("expected") or "").strip().lower().strip(".!")
        claim = _claim_of(base.get("actual"))
        if expected not in _BARE_VERDICTS or not claim:
            return None
        verdict = _VERDICT_REASON.match(claim)
        if not verdict or verdict.group(1).lower()[:1] == expected[:1] or len(verdict.group(2).split()) < 3:
            return None
        grounds = InformationNeed(question=need.question, expected=verdict.group(2))
        if grounds.mode != "answer":
            return None
        held = [graph.variables[e.node_id] for e in self._context_inputs(graph, need, answer)
                if e.node_id in graph.variables and graph.variables[e.node_id].content]
        if any(grounds.carried_by(v.content, timestamp=stamp(graph, v)) for v in held if v.kind != "prompt"):
            return ("the label is a bare yes or no that no text about the question supports, and the answer gives "
                    "the other with a reason its context states: the label is not supported, not a memory fault")
        return None

    def _label_day_from_context(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                                base: dict) -> Optional[str]:
        """A day no text states, which a line of the answer's context about what is asked gives relative to a day a
        line states ("scrutineering the day before the run" beside "run on Sun 20/6"; "trial a fortnight before"
        beside "wedding Sat 16 June"; "order stays open 2 weeks after the AGM" beside "AGM Thu 13 Feb"): is the
        label's day that day, the stated one moved by the offset a line names? Then the context held what the label
        is worked from: the model's error, not a label in no input (a reason, else None). A label's day no stated
        day and named offset reach stays a label in no input."""
        expected = _expected_text(base)
        head = re.sub(r"\([^()]*\)", " ", _WORKING_DASH.split(expected, maxsplit=1)[0])
        # (a label that names one day and no other number: not "£12 on the 19th", not "2043-06-19")
        if need.mode != "answer" or not head.strip() \
                or any(not (n.isdigit() and 1 <= int(n) <= 31) for n in _numbers_of(head)):
            return None
        wanted = _day_and_weekday(head)
        if wanted is None:
            return None
        asked = need.topic_set
        offsets, days = set(), set()
        for e in self._context_inputs(graph, need, answer):
            held = graph.variables.get(e.node_id)
            if held is None or not held.content:
                continue
            stamped = stamp(graph, held)
            for line in said_text(graph, held).split("\n"):
                when = said_on(line, stamped) or stamped
                days.update(a for a, b in dates_said_on(line, when, include_said=False) if a == b)
                if _soft_hits(asked, meaning_stems(line)):
                    offsets.update(_day_offsets(line))
        day_of_month, weekday, month = wanted
        for d in days:
            for offset in offsets:
                moved = d + timedelta(days=offset)
                # (by its month when the label names one: a weekday also hangs on the year a yearless day is read in)
                if moved.day == day_of_month and (moved.month == month if month is not None
                                                  else moved.weekday() == weekday):
                    return ("the label's day is one a line of the answer's context gives relative to a day another "
                            "line states (that day moved by the offset it names), and the answer gives another: the "
                            "model's error, not a label in no input")
        return None

    def _label_working_stated(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                              base: dict) -> Optional[str]:
        """A label no text states that gives its own working ("£900 - £1,150 plus the 2 extra jars at £25, less the
        £300 deposit"; "seventy-nine pounds (£54 for the hours + £45 oven, less the £20 cash)"), every number of that
        working (two at least, beyond the value) stated by a text of the answer's context: the label is worked from
        what the context held, and a model that gave another value departed from it (a reason, else None). A label
        whose working names a number no text states stays a label in no input."""
        expected = _expected_text(base)
        dash = _WORKING_DASH.search(expected)
        head = expected[:dash.start()] if dash else re.sub(r"\([^()]*\)", " ", expected)
        working = expected[dash.end():] if dash else " ".join(re.findall(r"\(([^()]*)\)", expected))
        value = _numbers_of(head)
        terms = _numbers_of(working) - value
        if not value or len(terms) < 2:
            return None
        texts = [said_text(graph, held) for e in self._context_inputs(graph, need, answer)
                 if (held := graph.variables.get(e.node_id)) is not None and held.content]
        stated = frozenset().union(*(_numbers_of(t) for t in texts))
        if not terms <= stated:
            return None
        # (each as the working says it: "£245" as an amount of pounds, "4 ways" as that many ways, not a 4 of another
        # thing, "no 4", "4th"; a number the working says bare is stated by any text that writes it)
        money = _currency_amounts(working)
        for term in terms:
            currency = next((cur for cur, amount in money if _numbers_of(amount) == {term}), None)
            if currency is not None:
                if not any(amount == term and cur == currency for t in texts for cur, amount in _currency_amounts(t)):
                    return None
                continue
            counted = frozenset().union(*_counted_after(working, term, 2))
            if counted and not any(counted & after for t in texts for after in _counted_after(t, term, 3)):
                return None
        return ("the expected value is stated in no text, but every number of the working it gives is stated in the "
                "answer's context: the context held what the label is worked from, and the model's answer departs "
                "from it")

    def _label_worked_from_context(self, graph: EvolutionGraph, need: InformationNeed, answer: Operation,
                                   base: dict) -> Optional[str]:
        """An amount of money no text states, where the answer also works its amount out of amounts its context
        states ("£97 - Mrs Dale's perm £55, Mrs Okafor £24 and the Pattersons £18"): is the label's amount a sum or a
        balance of amounts lines of the answer's context state (a count times a price counting: "both gents cuts,
        £18 each" is £36), one of them an amount the answer's working names? Then the context held what the label
        is worked from and the model's working departs from it: the model's error, not a label in no input (a
        reason, else None). A label no combination of those amounts reaches ("400 EUR" beside "420 CHF x 1.05")
        stays a label in no input."""
        claim = _claim_of(base.get("actual"))
        expected = _expected_text(base)
        if not claim or need.mode != "answer":
            return None
        money = _currency_amounts(re.sub(r"\([^()]*\)", " ", _WORKING_DASH.split(expected, maxsplit=1)[0]))
        if len(money) != 1:
            return None
        currency, amount = next(iter(money))
        target = float(amount.replace(",", ""))
        used = amounts_in(claim, currency, None)
        if len(used) < 2 or target in used:  # (the answer's amount and one of its working at least)
            return None
        # (an answer whose own amount, the first it gives, a line of its context states read that amount: it worked
        # nothing out, and a label that happens to be a sum or a balance of context amounts is no working it departed
        # from: "your rent will be $2,140.00 ... plus your $45 parking" beside "12-month renewal at $2,140.00")
        own = first_amount(claim, currency)
        seen, amounts = set(), []
        for e in self._context_inputs(graph, need, answer):
            held = graph.variables.get(e.node_id)
            if held is None or not held.content:
                continue
            for line in said_text(graph, held).split("\n"):
                key = _plain(line)
                found = amounts_in(line, currency, None)
                if not found or key in seen:
                    continue
                if target in found or own in found:
                    return None  # (a line states it: the rules that weigh a stated label decide)
                seen.add(key)
                amounts.append(found)
        chosen = summed_subset(target, amounts) or balance_subset(target, amounts)
        if not chosen or not any(set(amounts[i]) & set(used) for i in chosen):
            return None
        return ("the expected amount is stated in no text, but it is a sum or a balance of amounts the answer's "
                "context states (one of them an amount the answer's own working uses), and the answer works out "
                "another: the context held what the label is worked from, and the model's working departs from it")

    def _verdict(self, graph: EvolutionGraph, op: Optional[Operation], error_type: str, subtype: str, base: dict,
                 flow: _Trace, reason: str, alternatives: list) -> Attribution:
        path: list[str] = []
        for node_id, made_by in list(flow.carriers.items())[:24]:
            if made_by and made_by not in path:
                path.append(made_by)
            path.append(node_id)
        if op is not None:
            path.append(op.op_id)
        return Attribution(error_type=error_type, error_subtype=subtype, op_id=op.op_id if op else None,
                           trace_id=op.trace_id if op else None, span_id=op.span_id if op else None,
                           op_name=op.op_name if op else None, confidence=0.0, reason=reason, path=path,
                           alternatives=[a for a in alternatives if op is None or a.op_id != op.op_id][:8],
                           **base)

    @staticmethod
    def _confidence(verdict: Attribution, need: InformationNeed, evidence: Evidence, structural: bool) -> float:
        score = {"answer": 0.9, "feedback": 0.75, "question": 0.55, "none": 0.3}[need.mode]
        if structural:
            score = min(score, 0.6) if evidence.method == "given" else 0.35
        if evidence.weak:
            score *= 0.7
        if verdict.alternatives:
            score *= 0.9
        return round(score, 3)


_UNIT_WORDS = frozenset(stem(w) for w in "minute minutes min mins hour hours hr hrs day days week weeks wk wks "
                                          "fortnight month months year years".split())
_CLOCK_WORDS = frozenset(stem(w) for w in "half past quarter am pm noon midnight morning afternoon evening night "
                         "oclock o'clock one two three four five six seven eight nine ten eleven twelve".split())

# an answer's lead value whose word is the answer's own ("60 people"): its number is what a context states
_LEAD_NUMBER = re.compile(r"^(\d[\d,.]*)\s+(?:people|persons|guests|of them|in all|including|total)$", re.I)
# a change, or a correction of what was said before ("correction: ...", "it actually raised ...")
_CORRECTED = re.compile(r"\b(?:correct(?:ion|ed|ing)|actually|in fact|should (?:have been|be|read)|typo|mistake|"
                        r"amend(?:ed|ment)|revised|rebooked|rescheduled|moved (?:it |us |the \w+ )?to|"
                        # (the value it came to: "did it for GBP 150 in the end")
                        r"in the end|eventually|ended up|after all)\b", re.I)
_AGAIN = re.compile(r"\b(?:again|back (?:as|to|with|on)|re-?(?:hired|instated|appointed|started))\b", re.I)


# a question that asks where, and the words of a value that is only a date or a time
_ASKS_WHERE = re.compile(r"^\W*(?:and\s+|so\s+)?where\b|\b(?:which|what)\s+(?:place|venue|town|city|address|room|"
                         r"location|hall|church|pub|shop|site)\b", re.I)
_TIME_WORD_STEMS = frozenset(stem(w) for w in (
    "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun january "
    "february march april may june july august september october november december jan feb mar apr jun jul aug sep "
    "sept oct nov dec am pm noon midday midnight morning afternoon evening night tonight today tomorrow yesterday "
    "week weekend month year next last this o'clock half quarter past").split())


def _only_time_words(text: str) -> bool:
    return not {w for w in content_stems(text) if not w[:1].isdigit()} - _TIME_WORD_STEMS


_ASIDE_SPLIT = re.compile(_WORKING_DASH.pattern + r"|[()]")


def _label_person_out(need: InformationNeed, expected: str, claim: str, context: list) -> Optional[str]:
    """For a "who ...?" question: does the label name a person whom a clause of the answer's context names with a
    word that they are out ("Margaret off to Crete 28/9 - 8/10", "Graham can't do Sunday", "he's not got round to
    it"), while the answer names another person whom the context names in a clause with no such word ("Tom
    (vice-chair) going to Ebley Mill on the 3rd")? Memory says the label's person is out: the label is wrong (a
    reason, else None). The mirror, a right label and a model that named the person who is out, stays the model's
    error: the answer's person is then named with such a word. Not when the question asks who is not, or will not,
    do something."""
    q = need.question or ""
    if not need.asks_who or _ASKS_NOT.search(q):
        return None
    person, other = (_first_name(text) for text in (_label_value(expected), claim))
    if person is None or other is None or person == other:
        return None
    clauses = [c for text in context for line in text.split("\n") for c in _PERSON_CLAUSE.split(line) if c.strip()]

    def named(name: str, out: bool) -> bool:
        return any(re.search(rf"\b{name}\b", c) and bool(_PERSON_OUT.search(c)) == out for c in clauses)
    if named(person, True) and named(other, False) and not named(other, True):
        return (f"the context says {person}, the label's answer, is out (away, off or unable), and names {other}, the "
                "answer's, plainly: the label is wrong, not a memory fault")
    return None


def _first_name(text: str) -> Optional[str]:
    """The capitalised name a text opens with ("Marcus" of "Marcus - the quickest", "Jen's doing leg 4"), not a
    weekday, a month or a word that opens any sentence."""
    m = re.match(r"\W*([A-Z][a-z]+)(?:'s)?\b", text or "")
    if m is None or names_a_day_or_month(m.group(1)) or m.group(1).lower() in _NOT_NAMES:
        return None
    return m.group(1)


_NOT_NAMES = frozenset("yes no not the and but she he they it its his her their our your you we this that there "
                       "none nobody someone everyone both neither either so ok hi oh an as at by in on to up".split())
_ASKS_NOT = re.compile(r"\b(?:not|never|isn'?t|aren'?t|won'?t|can'?t|doesn'?t|don'?t|off|away|missing)\b", re.I)
# (and before what follows from it: in "off to Tenerife 14th-28th so Dev's doing my fri drivetime", Dev is who
# covers, not who is off)
_PERSON_CLAUSE = re.compile(r"(?<=[.;!?])\s+|,\s+|\s+[-\u2013\u2014]\s+|\s+\+\s+|\s+(?=(?:so|which means)\s)", re.I)
# a clause saying someone is out: away, off, ill or hurt, unable, or not doing it
_PERSON_OUT = re.compile(r"\b(?:away|abroad|off sick|off work|off to|on holiday|on hols|injured|hurt|in hospital|"
                         r"can'?t|cannot|won'?t|isn'?t|not|no longer|pulled out|dropped out|stood down|stepping down|"
                         r"out of action|laid up|unavailable|on nights|night shifts?)\b", re.I)


SUM_TEXTS = 4  # a label worked from one amount of each text: at most this many texts, ...
SUM_TERMS_PER_TEXT = 8  # ... each with at most this many amounts tried


def _terms_by_text(graph: EvolutionGraph, need: InformationNeed, nodes: list) -> dict:
    """For a label that is one amount summed from texts ("£1,130 all in", read as :meth:`InformationNeed.summed_target`
    reads it) and texts each stating amounts written the same way, the amount of each text that sums to it (with one
    taken off at most: a balance), as {text: amount}; {} when none does."""
    target = need.summed_target()
    if target is None or not 1 < len(nodes) <= SUM_TEXTS:
        return {}
    amount, currency, unit = target
    options = []
    for node_id in nodes:
        found = [a for a in amounts_in(graph.variables[node_id].content or "", currency, unit)
                 if a and a != amount][:SUM_TERMS_PER_TEXT]
        if not found:
            return {}
        options.append(found)
    for chosen in itertools.product(*options):
        total = sum(chosen)
        if abs(total - amount) < 0.005 or any(abs(total - 2 * c - amount) < 0.005 for c in chosen[1:]):
            return dict(zip(nodes, chosen))
    return {}


def _term_lost(graph: EvolutionGraph, term: Optional[float], op_id: str) -> bool:
    """Did the operation's outputs lose the amount a text adds to the label (no output writes it)?"""
    if term is None or op_id not in graph.operations:
        return False
    for e in graph.operations[op_id].outputs:
        held = graph.variables.get(e.node_id)
        if held is not None and held.content and any(abs(float(n) - term) < 0.005
                                                      for n in _numbers_of(held.content)):
            return False
    return True


_FIRST_CLAUSE_END = re.compile(r"(?<=[.;!?])\s|\s[-\u2013\u2014]\s|\(")
_BARE_VERDICTS = frozenset(("yes", "no", "yes it is", "no it isn't", "nope", "yep", "yeah"))
_DENIES = re.compile(r"\b(?:not|no|never|none|nothing|nowt|without)\b|n't\b", re.I)
_UNRELATED = re.compile(r"\b(?:nothing|nowt|nought|naught)\s+to\s+do\s+w(?:ith|/)?\s+((?:[\w']+\s*){1,3})", re.I)
# ... or what stands right before "is nothing to do with it" (within three words): "the insurance is nowt to do with
# it"
_UNRELATED_BEFORE = re.compile(r"((?:[\w']+\s+){0,2}\w+)(?:\s+(?:is|was|has)|'s)\s+(?:got\s+)?"
                               r"(?:nothing|nowt|nought|naught)\s+to\s+do\s+w(?:ith|/)?\s+(?:it|that|this)\b", re.I)
# a writer saying they had it wrong
_RETRACTS = re.compile(r"\b(?:(?:got|had)\s+(?:the\s+)?wrong end of the stick|got (?:it|that) wrong|i was wrong|"
                       r"my (?:mistake|bad|error)|scrap that|ignore (?:that|my last)|correction)\b", re.I)


def _first_clause(text: str) -> str:
    """A reason's first sentence or clause: up to a sentence end, a spaced dash or a bracket."""
    return _FIRST_CLAUSE_END.split(text, maxsplit=1)[0]


# a day of the week as notes write it ("sat", "weds", "Thurs", "Sundays"), also in a date ("Sat 2 June")
_WEEKDAY_IN_DATE = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|rs|r|urday|es|e)?s?\b", re.I)
# ... not as part of a date ("Weds 30/9", "Tue 23rd", a note's heading)
_WEEKDAY_WORD = re.compile(_WEEKDAY_IN_DATE.pattern + r"(?!\.?,?\s*(?:the\s+)?\d)", re.I)


def _weekdays_as_occasions(text: str) -> frozenset:
    """The days of the week a text names as an occasion, by their first three letters (not those of dates; unlike
    ``information._weekdays_named``, a lower-case "sat" counts: "coaching sat?")."""
    return frozenset(m.group(1).lower() for m in _WEEKDAY_WORD.finditer(text))


def _reason_own_words(reason: str, need: InformationNeed) -> tuple:
    """The own words of an answer's reason: of its first sentence or clause, else, where that only restates what is
    asked ("Yes - both days."), of the first later sentence with two of them ("The lads from the Telford club are
    doing the lifting for Dave"), else of the first later clause after a dash or a bracket with two ("bring a packed
    lunch - it's a picnic by the river"). An apology it opens with is no reason ("sorry - Northwind have it"). With
    whether they came from a later sentence or clause: (stems, from_clause)."""
    # (an apology is no reason: "No, sorry - Northwind have the Boardroom 1-5pm" gives its reason after it)
    reason = _APOLOGY.sub("", reason, count=1)
    # (nor is a word of address: "Yes ma'am - open Labor Day Monday 10a till 2p")
    reason = _ADDRESS.sub("", reason, count=1)
    own = _own_words(_first_clause(reason), need)
    if len(own) >= 2:
        return own, False
    # (a question or a request the answer adds is no reason: "Set up from 9.45, and could you pick up 2 packs of
    # custard creams?")
    for sentence in re.split(r"(?<=[.!?])\s+", reason.strip())[1:]:
        later = _own_words(_first_clause(sentence), need)
        if len(later) >= 2 and not _REQUEST.search(sentence):
            return later, True
    for clause in _FIRST_CLAUSE_END.split(reason.strip())[1:]:
        later = _own_words(clause, need)
        if len(later) >= 2 and not _REQUEST.search(clause):
            return later, True
    return own, False


# a word of address a reason may open with, before its dash or comma ("ma'am - ", "mate, ")
_ADDRESS = re.compile(r"^\W*(?:ma'?am|sir|madam|mate|love|luv|hun|dear|boss|bro|sis|guys|folks|y'?all)\b"
                      r"(?=\s*[-\u2013\u2014,;:!.]|\s*$)[\s,;:.!\-\u2013\u2014]*", re.I)
# a question or a request, not a statement ("could you pick up 2 packs?", "pls bring your own mug")
_REQUEST = re.compile(r"\?\s*$|^\W*(?:could|can|would|will)\s+(?:you|u)\b|\b(?:could|can|would)\s+(?:you|u)\s+"
                      r"(?:pick|bring|get|grab|drop|pop|remember)\b|^\W*(?:please|pls|plz|don'?t forget|remember to)\b",
                      re.I)
# an apology or regret a reason may open with ("sorry - ", "I'm afraid", "unfortunately,")
_APOLOGY = re.compile(r"^\W*(?:(?:so\s+)?sorry|(?:i'?m\s+)?afraid(?:\s+not)?|unfortunately|sadly|i'?m\s+sorry)\b"
                      r"[\s,;:.!\-\u2013\u2014]*", re.I)


_NO_WORDS = frozenset({"no", "not", "never", "nor", "none", "neither"})


def _denied_words(text: str, need: InformationNeed) -> frozenset:
    """The question's words a text denies: those of the clause a word of no opens, five words at most ("no photos
    during the pour" denies "photos" and "pour"; "NO FLASH still" denies nothing the question says)."""
    out = set()
    for m in _NEGATION.finditer(text):
        clause = re.split(r"[,.;:!?()\n+&]|\s[-\u2013\u2014]\s", text[m.end():], maxsplit=1)[0]
        out |= meaning_stems(" ".join(clause.split()[:5])) & need.question_set
    return frozenset(out)


def _own_words(text: str, need: InformationNeed) -> frozenset:
    """The stems of a text beyond the question's words, numbers aside: the words that are its own."""
    return frozenset(w for w in meaning_stems(text) - need.question_set if not w[:1].isdigit())


def _unrelated_stems(text: str) -> frozenset:
    """Stems of the words "nothing to do with" stands right before (within three words): "nowt to do with our meter"."""
    return frozenset().union(*(meaning_stems(m.group(1)) for m in _UNRELATED.finditer(text)),
                             *(meaning_stems(m.group(1)) for m in _UNRELATED_BEFORE.finditer(text)))


def _own_label_words(graph: EvolutionGraph, need: InformationNeed, nodes: list) -> dict:
    """For each of texts needed together, the words of the label (beyond the question's) that it holds and none of
    the others does, as {text: stems}."""
    label = frozenset().union(*need.answer_sets) - need.question_set if need.answer_sets else frozenset()
    held = {n: label & meaning_stems(graph.variables[n].content or "") for n in nodes}
    return {n: mine - frozenset().union(*(w for m, w in held.items() if m != n)) for n, mine in held.items()}


def _words_lost(graph: EvolutionGraph, own: Optional[frozenset], op_id: str) -> bool:
    """Did the operation's outputs lose every one of a text's own words of the label?"""
    if not own or op_id not in graph.operations:
        return False
    return not any(_soft_hits(own, meaning_stems(graph.variables[e.node_id].content))
                   for e in graph.operations[op_id].outputs
                   if e.node_id in graph.variables and graph.variables[e.node_id].content)


def _one_number(value: str) -> Optional[float]:
    """The one number a short value writes ("£549", "46", "16 more"), else None."""
    numbers = _numbers_of(value)
    return float(next(iter(numbers))) if len(numbers) == 1 else None


def _counted_items(line: str, count: int) -> list:
    """The things a line counts, one by one, before it gives their number ("RIB 1 (Phil), RIB 2 (Andy), Dave's dory
    and the club launch Kittiwake, 4 boats"): the content words of each (a bracket's aside left out), when the line
    lists exactly that many; else []."""
    m = re.search(rf"(?<![\d.]){count}\s+[a-z]+", line)
    if m is None:
        return []
    # (the list may end its own sentence, the count opening the next: "... + the club launch Kittiwake. 4 boats")
    head = line[:m.start()].rstrip().rstrip(".,;")
    cuts = [i + len(sep) for sep in (":", " - ", ". ") if (i := head.rfind(sep)) >= 0]
    head = head[max(cuts, default=0):]
    pieces = [p for p in re.split(r",\s*|\s+(?:and|&|\+)\s+", re.sub(r"\([^()]*\)", " ", head)) if p.strip()]
    items = [stems for p in pieces if (stems := meaning_stems(p) - _GENERIC_ITEM_STEMS)]
    return items if len(items) == count == len(pieces) else []


_GENERIC_ITEM_STEMS = frozenset(stem(w) for w in "the a an our their his her my club".split())


def _terms_of(line: str, label: str) -> list:
    """The numbers a line states beside the label's value, each with the word that names what it counts when one
    stands right before it ("Pat's 8" -> (8, "Pat"), "teas £212.40" -> (212.4, "teas")), else with None."""
    # (not the numbers of a day or a time: "14/3", "16th", "7.30pm")
    plain = _DAY_OR_TIME.sub(" ", _plain_numbers(line))
    value = _one_number(label)
    out = []
    for m in re.finditer(r"(?<![\d.])(\d+(?:\.\d+)?)(?![\d.]*\d)", plain):
        amount = float(m.group(1))
        if value is not None and abs(amount - value) < 0.005:
            continue
        before = re.search(r"([A-Za-z][\w-]{2,})(?:'s|s')?\s+(?:[£$€]\s?)?$", plain[:m.start()])
        holder = before.group(1) if before and before.group(1).lower() not in STOPWORDS else None
        out.append((amount, holder))
    return out


# a day or a time written in numbers ("14/3", "22.3.", "16th", "7.30pm", "8am", "19:15", "2045-10-16T19:15"), not an
# amount of money ("£12.50")
_DAY_OR_TIME = re.compile(r"(?<![£$€\d.])(?:\d{1,2}[/.]\d{1,2}(?:[/.]\d{2,4})?\.?|\d{1,2}(?:st|nd|rd|th)|"
                          r"\d{1,2}(?:[.:]\d\d)?\s?(?:am|pm)|\d{1,2}:\d\d|(?:19|20)\d\d-\d\d-\d\d\S*)(?![\d])",
                          re.I)
# a word that takes something out of a count or a sum: "not coming", "pulled out", "refunded", "after all"
_TAKEN_OUT = re.compile(_NEGATION.pattern + r"|\b(?:pulled|dropped|backed|pulling|dropping|backing) out\b|"
                        r"\brefund\w*|\bcancel\w*|\bwithdr[ae]w\w*|\bafter all\b", re.I)


# a turn of conversation, not an answer: "Thanks, Nate!", "Bye Joanna! Take care!", "Hey Maria! Congrats ..."
# a clause that only greets or thanks someone by name: "cheers Steve", "thanks Pat!"
# (a name by its capital: "sorry lads" greets no one by name)
_ADDRESSED_ONLY = re.compile(r"\W*(?i:hi|hey|hello|hiya|thanks|thank you|thx|ta|cheers|sorry)\s+"
                            r"[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\W*")
_SOCIAL_OPENING = re.compile(r"\W*(?:hi|hey|hello|hiya|thanks|thank you|thx|ta|bye|goodbye|see ya|see you|cheers|"
                             r"congrats|congratulations|wow|aw+|haha|lol)\b", re.I)


def _last_token_at(line: str, tokens: frozenset) -> int:
    """Where in the line the last word or number of ``tokens`` (read as :func:`_value_tokens`) starts, not one said
    as what it no longer is ("thurs now not tues"); -1 if none."""
    last = -1
    for m in re.finditer(r"\d+(?:[.:]\d+)?|[^\W\d_]+", line):
        if _value_tokens(m.group()) & tokens and not _said_as_not(line, m):
            last = m.start()
    return last


# a date with its time of day as a stamp writes it ("2051-01-09T16:50", "2050-11-02 20:30:00Z")
_DATETIME_STAMP = re.compile(r"\b(?:19|20)\d\d-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:?\d\d)?\b")


def _counted_after(text: str, number: str, reach: int) -> list:
    """For each place a text writes this number, the stems of the words it writes right after it (up to ``reach``
    of them, ordinals, clock and joining words aside): what it counts ("4 ways", "2 extra jars": way; extra, jar)."""
    out = []
    for m in re.finditer(r"(?<![\w.,£$€])" + re.escape(number) + r"(?![\d.,]*\d)((?:\s?[a-z']{1,14}\b){0,%d})" % reach,
                         _plain_numbers(text), re.I):
        out.append(frozenset(stem(w) for w in m.group(1).lower().split() if w not in _UNIT_NOT_COUNTED))
    return out


# words after a number that say no thing it counts (ordinals, clock, joins: information's no-unit words, less "time")
_UNIT_NOT_COUNTED = _NOT_A_UNIT - {"times", "time"} | {"x", "for", "is", "was", "s"}


def _clause_key(clause: str) -> str:
    """A clause as quoted anywhere: without the bullet a prompt puts in front of it, the stop after it or the spaces
    between its words."""
    return " ".join(clause.strip().lstrip("-*\u2022 ").rstrip(".;,!").split())


def _told_apart(lead: str, label: str, need: InformationNeed) -> tuple[frozenset, frozenset]:
    """The numbers only the answer's value has and only the label's (a year or a clock time the other lacks is
    detail), else their words, less what the question says: what tells the two values apart."""
    a, b = _comparable_numbers(lead, label), _comparable_numbers(label, lead)
    if not (a and b):
        a, b = _value_tokens(lead), _value_tokens(label)
    else:
        # (two days tell apart by their weekdays too, where a line names the day without its date: "can we do it sun
        # instead" of "Sunday 19th June" against "Monday 20th June")
        days_a, days_b = _weekdays_of(lead), _weekdays_of(label)
        if days_a and days_b and days_a != days_b:
            a, b = a | days_a, b | days_b
    # (the choices a question offers are the values, not words it says of them: "pegs or weights for holme farm?")
    # (nor a title: "Miss" of "Miss Earline" against "Corinne" is no value, and another line's "Miss Vonda" names
    # neither)
    said = need.question_set - _offered_choices(need.question or "") | _TITLE_STEMS
    return a - b - said, b - a - said


def _weekdays_of(value: str) -> frozenset:
    """The weekdays a value names, as :func:`_value_tokens` writes them ("sunday" of "Sun 19th")."""
    return frozenset(f"{m.group(1).lower()}day" for m in _WEEKDAY_FORM.finditer(value))


def _offered_choices(question: str) -> frozenset:
    """The stems of the choices a question offers either side of an "or" ("pegs or weights", "the 6x12 or the
    9x18"): one word each side."""
    if " or " not in question.lower():
        return frozenset()
    return frozenset(stem(w.lower()) for m in _CHOICE.finditer(question) for w in m.groups())


_CHOICE = re.compile(r"([\w'-]+)\s+or\s+(?:the\s+|a\s+|an\s+)?([\w'-]+)", re.I)


def _denies_after(line: str, own_a: frozenset, own_l: frozenset) -> bool:
    """Does the line name ``own_l`` last as what it is not, right after a word of no, with ``own_a`` named before it
    ("finish in 2 more not 3", "so it's weights not pegs")?"""
    last = None
    for m in re.finditer(r"\d+(?:[.:]\d+)?|[^\W\d_]+", line):
        if _value_tokens(m.group()) & own_l:
            last = m
    if last is None or not _said_as_not(line, last):
        return False
    return _last_token_at(line[:last.start()], own_a) >= 0


def _answer_value(claim: str, need: InformationNeed, expected: str) -> Optional[str]:
    """The value an answer leads with, else the first it states."""
    return _opening_value(claim, need, expected) or next(iter(claim_values(claim, need.question or "", expected)), None)


def _draws_the_label(line: str, own_a: frozenset, own_l: frozenset) -> bool:
    """Does the line deny the answer's value ("so it's pegs not weights"), or state the label's (not as what it is
    not: "lets not charge them the £40" states no £40) without the answer's?"""
    stated_a = stated_l = False
    for m in re.finditer(r"\d+(?:[.:]\d+)?|[^\W\d_]+", line):
        tokens = _value_tokens(m.group())
        if tokens & own_a:
            if _said_as_not(line, m):
                return True
            stated_a = True
        elif tokens & own_l and not _said_as_not(line, m):
            stated_l = True
    return stated_l and not stated_a


def _goes_to(line: str, own_from: frozenset, own_to: frozenset) -> bool:
    """Does the line name ``own_to`` after the last of ``own_from`` (not in a reason it gives for the first: "moved
    to weds 2-3 cos the schools have had tuesdays"), so that it goes from the one value to the other ("shut easter
    monday (21st) so ... goes on the tues instead, the 22nd")?"""
    at_from = _last_token_at(line, own_from) if own_from else -1
    at_to = _last_token_at(line, own_to) if own_to else -1
    if at_from < 0 or at_to <= at_from:
        return False
    reason = _REASON_AFTER.search(line, at_from)
    return not (reason and at_to > reason.start())


def _comparable_numbers(value: str, other: str) -> frozenset:
    """The numbers of ``value`` that can tell it from ``other``: not a year or a clock time when ``other`` gives none
    ("2026" and "7:30" of "Sunday 22 March 2026, 7:30 pm" against "26 March" are detail, not another value)."""
    numbers = _numbers_of(value)
    if not _YEAR_NUMBER.search(other):
        numbers -= {n for n in numbers if _YEAR_NUMBER.fullmatch(n)}
    if not _SPOKEN_TIME.search(other) and not times_of_day(other):
        numbers -= {n for m in _SPOKEN_TIME.finditer(value) for n in _numbers_of(m.group())}
        numbers -= {n.replace(":", ".") for m in _SPOKEN_TIME.finditer(value) for n in re.findall(r"\d+[.:]\d+",
                                                                                                    m.group())}
    return numbers


_YEAR_NUMBER = re.compile(r"\b(?:19|20)\d\d\b")
# a reason given after a value: "... cos the schools have had tuesdays", "... as the blood donors took tuesdays"
_REASON_AFTER = re.compile(r"\b(?:because|cos|coz|cause|as|since|when)\b", re.I)
# a word of no right before a value: "not tues", "no longer the 14th", "instead of 10", "rather than Sat"
_NOT_BEFORE = re.compile(r"\b(?:not|no longer|instead of|rather than)\s+(?:the\s+|on\s+|at\s+|a\s+)?$", re.I)
# "no" right before a word ("weights only, no pegs"; not "no 5", a number)
_NO_BEFORE = re.compile(r"\bno\s+$", re.I)


def _said_as_not(line: str, token: re.Match) -> bool:
    """Is this word or number of the line said as what something is not ("now not tues", "no pegs")?"""
    return bool(_NOT_BEFORE.search(line, 0, token.start())
                or token.group()[:1].isalpha() and _NO_BEFORE.search(line, 0, token.start()))


# a weekday in any of its forms, one or many ("Weds", "Wednesdays", "thurs")
_WEEKDAY_FORM = re.compile(r"\b(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|ursday|rsday|rs|r|urday|iday|d)?s?\b\.?",
                           re.I)


def _value_tokens(text: str) -> frozenset:
    """The numbers and content-word stems that tell a value apart from another: no currency, clock or unit words
    ("£", "pm", "mins" say what kind of value it is, not which), a weekday in one form ("Sat", "Saturday")."""
    text = _WEEKDAY_FORM.sub(lambda m: f" {m.group(1).lower()}day ", text)
    return _numbers_of(text) | frozenset(w for w in meaning_stems(text) if w.isalpha()) - _CURRENCY_WORDS \
        - _CLOCK_WORDS - _UNIT_WORDS


def _numbers_of(text: str) -> frozenset:
    """The numbers a text writes ("GBP 2.40" is 2.40, not 40; "12,406" is 12406)."""
    return frozenset(re.findall(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.]*\d)", _plain_numbers(text)))


_ASKS_TIME = re.compile(r"\b(?:what time|when|how late|how early)\b", re.I)
_ORDINAL = re.compile(r"\b\d+(?:st|nd|rd|th)\b", re.I)
_DOTTED_CLOCK_VALUE = re.compile(r"\d{1,2}[.:]\d{2}\s*(?:[ap]\.?m\.?)?", re.I)
_SMALL_NUMBERS = {w: str(i) for i, w in enumerate("two three four five six seven eight nine ten eleven twelve".split(), 2)}


def _numbers_said(text: str) -> frozenset:
    """The numbers a text gives, in digits or as a small number word ("twelve signed up at the AGM"; not "one", which
    is as often "the one at the back")."""
    return _numbers_of(text) | frozenset(_SMALL_NUMBERS[w] for w in re.findall(r"[a-z]+", text.lower())
                                         if w in _SMALL_NUMBERS)


_FULL_NAME = re.compile(r"[A-Z][a-z]+(?:\s+[A-Z][a-z'-]+){1,2}")


def _kind_of(value: str) -> str:
    """A value's kind (a verdict, a date, another number, or words), a person's full name being words ("Jan
    Marsh")."""
    text = value.strip(" .,;")
    if re.match(r"(?i)(?:yes|no|not|likely|unlikely)\b", text):
        return "verdict"
    return "words" if _FULL_NAME.fullmatch(text) else _value_kind(value)


def label_accounted_for(question: Optional[str], expected: str, claim: str, context: list) -> Optional[str]:
    """Does the answer lead with a value the context states and then, after a dash, name the label's value as
    something else, in the words the context uses of it ("24 boxes - the draft had 40 but you cut it back to two
    dozen"; "46,118 - that's the meter under the stairs. (12,406 was your mum's annexe meter in the garage.)"; "Sunil
    - Kath's at the General all day Thursday for Liam's op")? The model saw both values and said, as its context
    does, why the label's is not the answer: the label took the other value (a reason, else None). A line of the
    context that holds the label's value uses a word of that account the question does not use."""
    if not question or not claim:
        return None
    need = InformationNeed(question=question, expected=expected)
    # (a label's kind is its answer's, before any working after a dash: "Kath - she does the Thursday Aldi shop"; a
    # name before who they are, "Ken, the Thursday driver", is a name)
    value = _WORKING_DASH.split(expected, maxsplit=1)[0]
    appositive = _NAME_THEN_ROLE.match(value)
    kind = _kind_of(appositive.group(1) if appositive and not names_a_day_or_month(appositive.group(1)) else value)
    if need.mode != "answer" or kind == "verdict":
        return None
    # (an answer that gives its value, then after a dash why: "Sunil - Kath's at the General all day Thursday"; a
    # restated line of its context has no such opening)
    dash = _WORKING_DASH.search(claim)
    if dash is None:
        return None
    pieces = [claim[:dash.start()]] + [c for piece in _ASIDE_SPLIT.split(claim[dash.end():])
                                       if piece and piece.strip(" .,;") for c in _clauses(piece) if c.strip(" .,;")]
    # what the answer leads with: its opening piece, short ("Sunil - ...", "Bev, the landlady at the Crown"), or a
    # value in it; of the label's own kind, a number for a number, a name for a name, and stated by the context
    opening = pieces[0].strip(" .,;")
    # (a long opening, a restated line, leads with an answer of its own only by a number it opens with: "30mg once
    # a day before breakfast, for 8 weeks then a review")
    short = len(words(opening)) <= 6
    # (a name, then who they are after a comma: "Rob Ellis, the organist from St Peter's")
    named = opening.split(",")[0].strip() if not short and "," in opening else ""
    if not short and kind not in ("number", "date") and not (named and len(words(named)) <= 4):
        return None
    candidates = [v for v in ([opening] if short else []) + ([named] if named else [])
                  + [v for v in claim_values(claim, question, expected) if v in opening]
                  if not need.carried_by(v) and _kind_of(v) == kind]
    lead = next((v for v in candidates if _stated_in(question, v, context)), None)
    # (a count or amount the answer works out itself, "11 - twelve signed up at the AGM but the Kings Arms have
    # dropped out", is stated nowhere: it leads with it when it then names the label's value in two or more words of
    # the line that states that value)
    # (a count or an amount, not a time of day: "7.30 - the disco runs 5.30-7.30" works nothing out)
    worked = lead is None and kind == "number" and short and bool(candidates) and not _ASKS_TIME.search(question) \
        and not _DOTTED_CLOCK_VALUE.fullmatch(candidates[0].strip())
    lead = lead or (candidates[0] if worked else None)
    if lead is None:
        return None
    numbers = _numbers_of(_WORKING_DASH.split(expected, maxsplit=1)[0])
    # (of a list of numbers the answer gives part of, the numbers it leaves out: "3 and 5" of "2, 3 and 5" leaves
    # out 2, which "Hive 2's got Ken's fondant on" names as something else)
    numbers = numbers - _numbers_of(lead) if numbers & _numbers_of(lead) else numbers
    # (a person by first name, or by surname after a title: "Sue only read Chris in" names "Sue Price", "Steve's on
    # nights" names "Steve from the Plough", "Mr Patel had a look" names "Mr Patel")
    name = _LEADING_NAME.match(re.sub(r"^(?:at|with|in|from|to)\s+", "", expected.strip(), flags=re.I))
    first = rf"\b{name.group(1)}\b" if name and not numbers else None

    # (a day label by a weekday it gives and the answer's value does not: "the Whitakers have the grandkids on
    # Tuesday" names "Tuesday the 3rd" against "Thursday the 5th")
    own_days = _weekdays(_label_value(expected)) - _weekdays(lead) if kind == "date" else frozenset()

    def holds_label(text: str) -> bool:  # (a numeric label by its numbers: "the draft had 40" names "40 boxes")
        # (a count by a count: "the 2nd and the tenor" names no "2")
        said = _numbers_said(_ORDINAL.sub(" ", text) if kind == "number" else text)
        return need.carried_by(text) or bool(numbers) and numbers <= said \
            or bool(first and re.search(first, text)) or bool(own_days and own_days & _weekdays(text))

    # (an opening that names the label's value only in a gloss after its value, "At the Begijnhof church, round the
    # corner from Sint-Walburga", names it as something else: the gloss is the start of its account)
    head, comma, gloss = pieces[0].partition(",")
    if comma and holds_label(gloss) and not holds_label(head):
        pieces = [head, gloss] + pieces[1:]
    at = next((i for i, c in enumerate(pieces) if i and holds_label(c)), None)
    # (an opening that names the label's person only as kin of its own, "Jen, Margaret's daughter", still gives
    # another person)
    if at is None or need.carried_by(pieces[0]) or bool(numbers) and numbers <= _numbers_of(pieces[0]) \
            or bool(first and re.search(first + r"(?!'s\b)", pieces[0])):
        return None
    # (the answer's account of the label's value: what it says from its first mention of it on, "Mr Patel had a
    # look but passed on it (he took the Pickwick)")
    naming = pieces[at:]
    account = frozenset().union(*(meaning_stems(c) for c in naming)) - meaning_stems(expected) \
        - meaning_stems(lead) - need.question_set
    account = frozenset(w for w in account if not w[:1].isdigit() and len(w) >= 2)
    if not account:
        return None
    # (a note by the label's person holds them too, however its speaker is written: "3/10 helen: I'm off from Fri
    # 10th, Camino Frances w my sister")
    speaker = re.compile(rf"\b{name.group(1)}\s*:", re.I) if first else None
    if not any(len(account & meaning_stems(line)) >= (2 if worked else 1) for text in context
               for line in text.split("\n") if line.strip() and (holds_label(line) or speaker and speaker.search(line))):
        return None
    if worked:
        return ("the answer leads with a value it works out and names the expected value as something else, in the "
                "words of the context line that states it: the label took the other value, not a memory fault")
    return ("the answer leads with a value its context states and names the expected value as something else, in the "
            "words its context uses of it: the label took the other value, not a memory fault")


# a name, then who they are: "Ken, the Thursday driver", "Kerry, our first aider"
_NAME_THEN_ROLE = re.compile(r"^\s*([A-Z][a-z]+(?:\s[A-Z][a-z]+)?),\s+(?:the|our|your|their|his|her)\s")


def _weekdays(text: str) -> frozenset:
    """The weekdays a text names, in full or as notes write them ("Tues", "Thurs"; so "sat" and "sun" are read as
    days wherever they stand)."""
    stems = meaning_stems(text or "")
    return frozenset(day for day, short in _WEEKDAY_SHORT.items() if day in stems or short & stems)


def _label_value(expected: str) -> str:
    """A label's own value: before any working after a dash or gloss after a comma that says who or why, without a
    bracketed aside ("Derek (he's down for Fri 26th)" is Derek, "Carol, she always does Pete" is Carol)."""
    head = _LABEL_GLOSS.split(_WORKING_DASH.split(expected, maxsplit=1)[0], maxsplit=1)[0]
    return re.sub(r"\s*\([^()]*\)", "", head).strip()


WORKING_TERMS = 6  # numbers of an answer's working tried as the terms it added to or took off the label's amount


# a share of an amount, as people name it
_SHARES = {"half": 0.5, "a third": 1 / 3, "a quarter": 0.25, "three quarters": 0.75, "double": 2.0, "twice": 2.0}


def working_accounted_for(question: Optional[str], expected: str, claim: str, context: list) -> Optional[str]:
    """Does the answer lead with an amount it works out, in its working after a dash, from the label's own amount
    and other amounts its context states ("£215 cash - the £170 left on the standard package plus £45 for the
    balloon arch", labelled "£170 on the day"; "60 litres - 38 at Whixall on Saturday and 22 at Llangollen on
    Tuesday", labelled "38 litres, the fill-up at Whixall"; "£1,240 - the £1,840 balance less the £600 Sue has
    sent", labelled "£1,840")? The model saw the label's amount and showed what more its context says of it: the
    label stopped at one term of the working (a reason, else None). The mirror, an answer that is one term of the
    label's working ("£185 from Davies" of "£277.50 - Davies's 185 and Patel's 92.50"), names no working that holds
    the label's amount and stays the answer's error."""
    if not question or not claim:
        return None
    head = _label_value(expected)
    dash = _WORKING_DASH.search(claim)
    if dash is None or _kind_of(head) != "number" or InformationNeed(question=question, expected=head).mode != "answer":
        return None
    opening, working = claim[:dash.start()], claim[dash.end():]
    label, lead = _numbers_of(head), _numbers_of(opening)
    if len(label) != 1 or len(lead) != 1 or len(words(opening)) > 6 or label == lead:
        return None
    (label_n,), (lead_n,) = label, lead
    terms = [n for n in re.findall(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.]*\d)", _plain_numbers(working))]
    if label_n not in terms:
        return None
    stated = frozenset().union(*(_numbers_of(text) for text in context)) if context else frozenset()
    others = list(dict.fromkeys(n for n in terms if n != label_n and n != lead_n and n in stated))[:WORKING_TERMS]
    whole, part = float(lead_n), float(label_n)
    # (or a share of it the working names as its context does: "£22.50 - your Austin's pre-war so it's half the £45"
    # beside "pre-war cars go in at half")
    if label_n in stated and any(abs(part * share - whole) < 0.005 and re.search(rf"\b{word}\b", working, re.I)
                                 and any(re.search(rf"\b{word}\b", text, re.I) for text in context)
                                 for word, share in _SHARES.items()):
        return ("the answer leads with an amount it works out from the expected amount by a share its context "
                "names: the label took the whole, not a memory fault")
    if label_n not in stated or not others:
        return None
    for size in range(1, min(3, len(others)) + 1):
        for chosen in itertools.combinations(others, size):
            added = sum(float(n) for n in chosen)
            if abs(part + added - whole) < 0.005 or abs(part - added - whole) < 0.005:
                return ("the answer leads with an amount it works out from the expected amount and other amounts its "
                        "context states: the label stopped at one term of the working, not a memory fault")
    return None


def reason_accounted_for(question: Optional[str], expected: str, claim: str, context: list) -> Optional[str]:
    """Does a why-answer give a reason its context gives and then wave the label's reason away ("Because Mum needs
    the car to take Gran to her eye appointment. The MOT's already done", labelled "The car's in for its MOT";
    "... The floor sanding isn't till June", labelled "The floor's being sanded that week"), where its context says
    more of the label's reason than one statement of it ("floor sanding w/c 28/4, hall shut", then "told Pilates the
    floor's not happening in April")? The model saw both reasons and what became of the label's: the label took the
    reason first given (a reason, else None). The answer's reason is all it says before it names the label's, and
    shares two words with a line of its context that the question does not use; the label's reason is named by its
    own words, those neither the question nor the answer's reason uses. The mirror, the label's reason stated once
    and waved away by the model, stays the answer's error. An answer that never names the label's reason is read
    against its context instead: a line naming that reason says it came to an end ("27/5 Jo back in, fine now"),
    and another line gives the answer's reason."""
    if not question or not claim or not _ASKS_WHY.match(question):
        return None
    label = _WORKING_DASH.split(expected, maxsplit=1)[0]
    asked = meaning_stems(question)
    pieces = [c.strip() for piece in _ASIDE_SPLIT.split(claim) if piece and piece.strip(" .,;")
              for c in _clauses(piece) if c.strip(" .,;")]
    label_words = _reason_words(label) - asked - _ANY_REASON
    at = next((i for i, c in enumerate(pieces) if i and _names_reason(c, label_words - _reason_words(
        " ".join(pieces[:i])))), None)
    lines = [line for text in context for line in text.split("\n") if line.strip()]
    # (a word the answer's own reason uses, "the sports hall's shut", does not name the label's, "a wedding do in
    # the hall")
    if at is None and not _names_reason(claim, label_words - _reason_words(pieces[0] if pieces else "")):
        # (an answer that never names the label's reason: its context may say that reason came to an end, "27/5 Jo
        # back in, fine now" after "Jo's back's gone ... off 2 wks", while the answer's reason is one it gives)
        own = _reason_words(claim) - asked
        # (the label's reason in all its words, its working after a dash too: "the weather - the forecast's heavy
        # showers all afternoon" is named by "forecast ... heavy showers all pm")
        marks = (_reason_words(expected) - asked - _ANY_REASON) - own
        # (what the label itself says came to nothing, "... - the immersion tested fine", is no word of its reason)
        marks -= frozenset().union(*(_reason_words(c) for c in _REASON_CLAUSE.split(expected) if _says_it_ended(c)))
        ended = [line for line in lines if _names_reason(line, marks) and _ends_reason(line, marks, own)]
        if ended and any(len(own & meaning_stems(line) - marks) >= 2 for line in lines if line not in ended):
            return ("the answer gives a reason its context gives, and its context says the expected reason came to an "
                    "end or waves it away: the label took a reason that does not hold, not a memory fault")
        return _reason_linked(question, claim, marks, lines)
    if at is None or not _WAVED_AWAY.search(pieces[at]):
        return None
    own = _reason_words(" ".join(pieces[:at])) - asked
    marks = label_words - own - _ANY_REASON
    # (the answer's own reason is one its context gives; the label's is said of more than once, in two statements
    # neither of which holds the other's words (a prompt restates a stored note): something became of it)
    said = [meaning_stems(line) for line in lines if _names_reason(line, marks)]
    statements = [a for a in said if not any(a < b for b in said)]
    return ("the answer gives a reason its context gives and waves the expected reason away, where its context says "
            "more of that reason than one statement of it: the label took the reason first given, not a memory fault") \
        if any(len(own & meaning_stems(line)) >= 2 for line in lines) and len(set(statements)) >= 2 else None


def _reason_linked(question: str, claim: str, marks: frozenset, lines: list) -> Optional[str]:
    """For "why ...?", does a line of the context give the answer's reason as the cause of what is asked, in one
    breath with it ("Frome Leisure Centre pool shut all of Oct, they're redoing the tiles ..., so the open meet sat
    9/10 is at Shepton"), while every line naming the label's reason says it apart from what is asked ("parking at
    Frome on a sat is hopeless if the rugby club are at home") or not as its cause? The context itself says why:
    the label took a reason it gives of nothing asked (a reason, else None). A line links a reason to what is asked
    when it holds two of the reason's own words, a word of the question's own and a word of cause ("so", "because",
    "can't", "which means"). The mirror, a label whose reason the context links to what is asked ("no vaccine within
    2 wks of a GA, so moved the booster"), stays the answer's error."""
    asked = _reason_words(question) - _WHY_WORDS
    if not asked or not marks:
        return None

    def linked(line: str, words: frozenset) -> bool:
        stems = meaning_stems(line)
        return len(_soft_hits(words, stems)) >= 2 and bool(_soft_hits(asked, stems)) and bool(_CAUSE.search(line))
    # (the answer's reason is its first clause, or its whole first sentence when the clause names it in words no
    # line uses: "He's on paternity leave - his and his wife's baby was due mid-November and he's off from the 20th")
    # (an opening apology, "Sorry for the wait, Mrs Kaur - we're still waiting on the new crystal", gives no reason:
    # the reason is what follows it)
    if _APOLOGY.match(claim):
        rest = re.split(r"(?<=[.;!?])\s|\s[-\u2013\u2014]\s", claim, maxsplit=1)
        claim = rest[-1]
    clause = re.split(r"(?<=[.;!?])\s|\s[-\u2013\u2014]\s", claim, maxsplit=1)[0]
    sentence = re.split(r"(?<=[.;!?])\s", claim, maxsplit=1)[0]
    owns = [_reason_words(first) - asked - _ANY_REASON - marks for first in dict.fromkeys((clause, sentence))]
    if not any(len(own) >= 2 and any(linked(line, own) for line in lines) for own in owns):
        return None
    label_lines = [line for line in lines if _names_reason(line, marks)]
    if not label_lines or any(linked(line, marks) or _CAUSE.search(line) and _soft_hits(asked, meaning_stems(line))
                              for line in label_lines):
        return None
    return ("the context gives the answer's reason as the cause of what the question asks, in one breath with it, and "
            "the expected reason only apart from it: the label took a reason the context gives of nothing asked, "
            "not a memory fault")


# the words of a why-question that name no outcome ("why", "how come", "what's the reason")
_WHY_WORDS = frozenset(stem(w) for w in "why how come reason what whats happen happening".split())
# a word of cause, linking a reason to what it explains in one line
# (not "since" before a time: "the glass has been in since march")
_CAUSE = re.compile(r"\b(?:so|because|cos|coz|since(?!\s+(?:the\s+)?(?:\d|last\b|then\b|yesterday\b|"
                    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b))|"
                    r"means|meaning|that's why|which is why|can't|cannot|couldn't|won't|no way|due to|owing to)\b",
                    re.I)


def _names_reason(text: str, marks: frozenset) -> bool:
    """Does the text name a reason by its own words (half of them, two at most: "the boiler" of "the boiler's being
    replaced", "the floor sanding" of "the floor's being sanded + varnished that week")?"""
    return bool(marks) and len(_soft_hits(marks, meaning_stems(text))) >= min(2, (len(marks) + 1) // 2)


# words any reason may use, naming none ("her knee's playing up again", "they haven't turned up yet")
_ANY_REASON = frozenset(stem(w) for w in ("play", "playing", "up", "again", "still", "yet", "turn", "turned", "haven",
                                           "hasn", "isn", "aren", "won", "going", "get", "got", "being", "because",
                                           "so", "due"))
# a line saying a reason came to an end ("Jo back in, fine now", "the knee's better", "boiler fixed")
_RESOLVED = re.compile(r"\b(?:fine|ok|okay|sorted|better|fixed|mended|cleared|recovered|healed|no longer)\b", re.I)
# a line that waves its own reason away ("forecast looks grim ... tbh doesn't matter, the bandstand's covered";
# "wedding reception sat 31/10, nothing to do w us"; "a bit grumpy re the noise ... so not that grumpy"; "looks cloudy
# but it usually clears after 10, don't give up on it yet"; "the TRV's already picked up")
_DISMISSED = re.compile(r"\b(?:does ?n[o']t matter|doesnt matter|nothing to do w(?:ith|/)?|not that \w+|don'?t give up|"
                        r"no problem|not a problem|not an issue|already (?:picked up|collected|arrived|here|in|got|"
                        r"sorted|done|fixed|back))\b", re.I)


def _says_it_ended(line: str) -> bool:
    """Does the line say what it reports came to an end or does not matter ("fine now", "sorted", "nothing to do w
    us")?"""
    return bool(_RESOLVED.search(line) or _DISMISSED.search(line))


def _ends_reason(line: str, marks: frozenset, other: frozenset = frozenset()) -> bool:
    """Does the line say the reason named by ``marks`` came to an end or does not matter? Not when its only words of
    an end are said of ``other``, the answer's own reason, in their clause or in the clause they follow ("IR tested
    the immersion circuit, it's fine ... found the outside light full of water" ends the immersion, not the light),
    nor when its only such words say something else has nothing to do with it ("the double up is nothing to do with
    Doreen shouting at Leanne, it's the hoist" waves the shouting away, not the hoist)."""
    if not _says_it_ended(line):
        return False
    unrelated = _unrelated_stems(line)
    if unrelated and not _soft_hits(marks, unrelated) and not _RESOLVED.search(line) \
            and not _DISMISSED.search(_UNRELATED.sub(" ", line)):
        return False
    if not other:
        return True
    subject = None  # what the clause before was about: "marks", "other" or None
    before = ""
    for clause in _REASON_CLAUSE.split(line):
        if not clause.strip():
            continue
        about = "marks" if _names_reason(clause, marks) else "other" if _soft_hits(other - marks, meaning_stems(clause)) \
            else None
        bare = not (_reason_words(clause) - _END_WORDS)
        # (a person's "ok" after a clause speaking to them is their answer, not a reason's end: "rang her, she's ok")
        if _says_it_ended(clause) and (about or (subject if bare else None)) != "other" \
                and not (_PERSON_SAYS.match(clause) and _SPOKE_TO.search(before)):
            return True
        subject = about or (subject if bare else None)
        before = clause
    return False


# someone contacted at the end of a clause ("rang her", "told him"), and what they then say ("she's ok")
_SPOKE_TO = re.compile(r"\b(?:rang|phoned|called|told|asked|texted|emailed|messaged|spoke to)\s+(?:her|him)\W*$", re.I)
_PERSON_SAYS = re.compile(r"\s*(?:she|he)(?:'s|\s+is|\s+was|\s+said)\b", re.I)


# clauses of a line or a label, as a reason's end is said of one of them
_REASON_CLAUSE = re.compile(r"[,;.!?()]+|\s[-\u2013\u2014]\s|\n")
# the words of a clause that only says something ended ("fine now", "all sorted", "it's ok again")
_END_WORDS = frozenset(stem(w) for w in "fine ok okay sorted better fixed mended cleared recovered healed no longer now "
                       "all it its again already back good totally completely".split())


def _ended_in_its_line(clause: str, text: str) -> bool:
    """Does the line of ``text`` that holds the clause say what it reports came to an end or does not matter?"""
    return _says_it_ended(next((line for line in text.split("\n") if clause in line), clause))


# an answer's words that wave a reason away ("the MOT's already done", "the sanding isn't till June", "her knee's
# fine")
_WAVED_AWAY = re.compile(r"\b(?:not|no longer|already|never|fine|ok|okay|sorted|better|fixed|mended|cleared|done)\b"
                         r"|n't\b|n’t\b", re.I)


def _reason_words(text: str) -> frozenset:
    """A reason's own words: its content stems, without numbers and one-letter words."""
    return frozenset(w for w in meaning_stems(text) if not w[:1].isdigit() and len(w) >= 2)


def _stated_in(question: str, value: str, context: list) -> bool:
    """Does a context text state the value as an answer to the question, or name it when it is one of the choices
    the question itself names ("Lucía" of "Marco or Lucía?", which no text can be said to carry)?"""
    said = InformationNeed(question=question, expected=value)
    if said.mode != "answer":
        return False
    if any(said.carried_by(text) for text in context):
        return True
    own = meaning_stems(value)
    return bool(own) and own <= said.question_set and any(own <= meaning_stems(text) for text in context)


# a label that opens with a person's name ("Kath", "Sue Price", "Steve from the Plough", "Sandra's, Wisbech")
_LEADING_NAME = re.compile(r"(?:(?:Mr|Mrs|Ms|Miss|Dr|Auntie|Aunty|Aunt|Uncle|Nana|Nan|Grandma|Grandad|Granny|"
                           r"Cousin)\.?\s+)?"
                           r"(?!(?:The|A|An|No|Yes|Not|In|At|On|By|With|From|Mr|Mrs|Ms|Dr)\b)([A-Z][a-z]{2,})"
                           r"(?:'s)?(?![a-z])")


def _label_of_another_attribute(question: Optional[str], expected: str, claim: str) -> Optional[str]:
    """Does the label answer another question than the one asked, where the answer answers it: a date or a time for
    "where ...?" while the answer leads with no time ("Saturday 27 June" for "where is the concert?")? (a reason,
    else None). (Not "how many?" answered without a number: "a son and a daughter" counts.)"""
    q = question or ""
    values = claim_values(claim, q, expected)
    if not values:
        return None
    lead = values[0]
    if _ASKS_WHERE.search(q) and (answer_dates(expected) or times_of_day(expected)) \
            and not (answer_dates(lead) or times_of_day(lead)) \
            and _only_time_words(expected):
        return ("the label gives a date or a time where the question asks where, and the answer names the place: "
                "the label answers another question about the same thing, not a memory fault")
    return None


def _opening_value(claim: str, need: InformationNeed, expected: str) -> Optional[str]:
    """The value an answer leads with: its opening up to a dash, a bracket, a comma or a preposition ("3 Orchard Way"
    of "3 Orchard Way in Littleport (his mum's bungalow)", "Jo" of "Jo from Sparkle - Wendy's away"), when that is
    short, says more than the question and is a value of the label's kind; else the first value of that kind it
    states of its own ("4 pm" of "Your deep tissue massage is at 4 pm")."""
    # (the kind of the label's own value: before any working after a dash or gloss after a comma, without a
    # bracketed aside: "Thursday, Mark's 6 o'clock Stage 5 group" is a day)
    head = re.sub(r"\([^()]*\)", " ", _WORKING_DASH.split(expected, maxsplit=1)[0]).split(",")[0].strip() \
        or expected
    kinds = {_value_kind_of(head)}
    # (a dotted number may be a clock time when a time is what is asked: "9.15 from St Mark's" for "what time are we
    # leaving?"; so is a bare hour, "7" of "what time are doors?")
    if kinds == {"number"} and _ASKS_CLOCK.search(need.question or "") and (
            _DOTTED_CLOCK.match(head) or _BARE_HOUR_VALUE.fullmatch(head)):
        kinds.add("time")
    # (an opening "It's" or "We're" before a place's preposition says nothing: "It's at the cricket club pavilion
    # now - ..." opens with the place)
    claim = _SUBJECT_BEFORE_PLACE.sub("", claim, count=1)
    opening = _OPENING_END.split(claim, maxsplit=1)[0].strip()
    # (a place an answer opens with after its preposition, up to the next one: "the hardstanding" of "On the
    # hardstanding by the top car park gate - ...")
    placed = _PLACE_OPENING.match(claim)
    if placed and (len(words(opening)) > 6 or _PLACE_OPENING.match(opening)):
        opening = _PLACE_END.split(placed.group(1), maxsplit=1)[0].strip()
        # (without a word of when after it: "the cricket club pavilion now")
        opening = _NOW_AFTER.sub("", opening)
    # (asked "what time ...?", an answer's dotted number or bare hour after a word of when is a clock time: "1.15 -
    # the Mayor goes round then", "Not till 12 - they're staying on till midday")
    clock = "time" in kinds and bool(_ASKS_CLOCK.search(need.question or ""))

    def kind(value: str) -> str:
        found = _value_kind_of(value)
        if clock and (found == "number" and _DOTTED_CLOCK.match(value) or _BARE_HOUR.search(value)):
            return "time"
        # (a count in a small number word, "Five - the three bedrooms and the hall", "Two sets", is a number)
        if found == "words" and _SMALL_NUMBERS.get(value.split()[0].lower() if value.split() else ""):
            return "number"
        return found
    # (or one of the choices the question names: "Tuesday" of "the Tuesday or the Thursday class?")
    if opening and len(words(opening)) <= 6 and kind(opening) in kinds \
            and (meaning_stems(opening) - need.question_set or re.search(r"\bor\b", need.question or "", re.I)):
        return opening
    # (a number, a date, a name: not a run of a restated line's words, nor one that only says the question's own
    # words again, "This Friday" of "This Friday we're in the Square Chapel car park" asked "where are you on friday?")
    values = [v for v in claim_values(claim, need.question or "", expected)
              if (v[:1].isupper() or _numbers_of(v)) and kind(v) in kinds and meaning_stems(v) - need.question_set]
    return values[0] if values else None


def _value_kind_of(value: str) -> str:
    """A value's kind for comparing an answer's with a label's: a clock time however written ("7pm", "half seven"),
    else as :func:`_kind_of` reads it with numbers in words as digits ("Twenty pounds" is a number)."""
    # (a length of time, however written: "An hour", "Five hours", "45 minutes")
    if answer_length_minutes(value) is not None:
        return "length"
    return "time" if times_of_day(value) else _kind_of(_plain_numbers(value))


# a printed notice and what it says: "the posters still say", "posters are already up saying", "the website says"
_NOTICE_SAYS = re.compile(r"\b(?:posters?|flyers?|leaflets?|signs?|website|programmes?|newsletter|banners?|notices?|"
                          r"adverts?|parish mag|mag)\b[^.!?]{0,30}?\b(?:says?|saying|said|reads?)\b", re.I)
# a clock time written with its hour's number: "half 7", "quarter past 7", "quarter to 8", "7.30", "7pm" (not "7
# o'clock", which is that hour)
_SPOKEN_TIME = re.compile(r"\b(?:half|quarter|(?:\d{1,2}|twenty|ten|five)\s+(?:mins?\s+)?(?:past|to))\s+"
                          r"(?:past\s+|to\s+)?\d{1,2}\b|\b\d{1,2}[.:]\d\d\b|\b\d{1,2}\s?[ap]\.?m\b", re.I)
# a question that asks for a clock time, and a value that opens with a dotted one ("9.15", not "£9.15" nor "9.155")
_ASKS_CLOCK = re.compile(r"\bwhat\s+time\b|\bwhat\s+hour\b", re.I)
_DOTTED_CLOCK = re.compile(r"\W*(?:[01]?\d|2[0-3])[.:][0-5]\d\b(?!\.\d)")
# a value that is a bare hour, "7" (read as a clock time when the question asks "what time")
_BARE_HOUR_VALUE = re.compile(r"\W*(?:[1-9]|1[0-2])\W*")
_BARE_HOUR = re.compile(r"^\W*(?:not\s+)?(?:till|until|til|at|from|by|after|before|about|around)\s+(?:[1-9]|1[0-2])\b"
                        r"(?![.:]?\d)", re.I)
# an opening "It's" or "We're" right before a place's preposition ("It's at the cricket club pavilion ..."), and a word
# of when after the place ("... pavilion now")
_SUBJECT_BEFORE_PLACE = re.compile(r"^\s*(?:it's|it is|its|we're|we are|they're|they are|that's)\s+"
                                   r"(?=(?:on|at|in|by|near|outside|behind|inside|opposite)\s)", re.I)
_NOW_AFTER = re.compile(r"\s+(?:now|instead|this (?:year|yr|time))$", re.I)
# an answer that opens with a place after its preposition ("On the hardstanding by ...", "At Raf's mum's in ...")
_PLACE_OPENING = re.compile(r"\s*(?:on|at|in|by|near|outside|behind|inside|opposite)\s+(\S.*)", re.I | re.S)
_VALUE_BREAK = r"\s[-\u2013\u2014]\s|[(,;:.](?!\d)"  # a dash, a bracket or a stop after a value
_PLACE_END = re.compile(_VALUE_BREAK + r"|\s(?:in|at|on|by|near|with|from|for|next to|opposite)\s")
_OPENING_END = re.compile(_VALUE_BREAK + r"|\s(?:in|at|on|with|from|for|including|excluding|incl)\s")
# a question that compares ("which venue is cheaper?"): a value said later is the other one compared, not a change
# (what is still to find: "how many more do we need?", not "how many more ... than ...?")
_STILL_NEEDED = re.compile(r"\bhow (?:many|much) more\b(?!.*\bthan\b)", re.I)
# "how many more ...?", "how much longer ...?": what is left, not a comparison (no "than")
_ASKS_WHAT_IS_LEFT = re.compile(r"\bhow\s+(?:many|much|long)\s+(?:more|longer)\b(?!.*\bthan\b)", re.I)
_COMPARES = re.compile(r"\b(?:cheaper|dearer|more|less|fewer|better|worse|bigger|smaller|closer|nearer|further|"
                       r"farther|faster|slower|longer|shorter|higher|lower|most|least|best|worst|\w+er than)\b", re.I)
# a value said as what it was ("used to be half 1 - half 2", "originally the 12th")
_USED_TO_BE = re.compile(r"\b(?:used to be|previously|formerly|originally)\b", re.I)
# an amount said per one: "£22 each", "£18 a head", "£95 a kid", "£12 per ticket"
_RATE = re.compile(r"(?<![\d.])[£$€]?\s?(\d+(?:\.\d{1,2})?)\s*(?:each|(?:a|per|/)\s*(?:head|kid|child|person|adult|"
                   r"ticket|go|pair|team|place|player|family|member|table|car|couple)s?|pp)\b", re.I)
# a difference asked for as a number ("how many more pairs than last year?", "how much less ...?")
_HOW_MANY_MORE = re.compile(r"\bhow\s+(?:many|much)\s+(?:more|fewer|less)\b(?=.*\bthan\b)", re.I)
# a question about what happened, not what holds now: a later value said of it is another mention, not a change
_PAST_EVENT = re.compile(r"\b(?:did|was|were|happened|had)\b", re.I)
# an amount asked of what happened ("how much did the fair make?", "how many did we sell?")
_HOW_MUCH_DID = re.compile(r"\bhow\s+(?:much|many)\b[^?]*?\bdid\b", re.I)


# a clause that takes back what the line said before it: "but they can't be used till ...", "though not on sundays"
_BUT_NOT = re.compile(r"\b(?:but|except|however|though|although)\b[^.;!?\n]*?(?:n't|\b(?:not|no|never|cannot)\b)",
                      re.I)
# a yes or a no, then its reason ("No - Rob's injured", "Yes, she's fine with cats")
_VERDICT_REASON = re.compile(r"^\W*(?:sorry,?\s+)?(yes|no|not)\b[^\w]*(?:at the moment|this time|really)?\W*(.+)$",
                             re.I | re.S)


_JUDGEMENT = re.compile(r"^\W*(?:\[[^\]]*\]\s*)?(?:would|could|might|should)\b", re.I)


def _said_when(graph: EvolutionGraph, held) -> tuple:
    """A text's time, its text as said, and whether that time is one the app gave (a record's date, a message's
    time) rather than only when it was written: the two are not compared."""
    when, written = stamp(graph, held), node_time(graph, held)
    told = not (isinstance(when, datetime) and written and abs(when.timestamp() * 1e9 - written) < 1e6)
    if not told and isinstance(when, datetime):
        # (a record stored by one write with others keeps its place in the list the app wrote)
        position = _listed_positions(graph).get(held.node_id)
        if position is not None:
            when = _Listed.at(when, position)
    return when, said_text(graph, held), told


def _listed_positions(graph: EvolutionGraph) -> dict:
    """Each version an operation wrote together with others: its place in that operation's list of outputs (read once
    per graph, not per text asked about)."""
    def make() -> dict:
        places = {}
        for op in graph.operations.values():
            if len(op.outputs) > 1:
                for i, e in enumerate(op.outputs):
                    if graph.producer(e.node_id) is op:
                        places[e.node_id] = i
        return places
    return _cached(graph, "listed_positions", make)


class _Listed(datetime):
    """When a record was written, and its place in the list of records that one write stored (``position``)."""

    position: int = -1

    @classmethod
    def at(cls, when: datetime, position: int) -> "_Listed":
        listed = cls.combine(when.date(), when.timetz())
        listed.position = position
        return listed


# a line opening with a day in numbers and its year: "15/01/51 ...", "- Tue 12.03.2051 ..."
_OPENING_FULL_DATE = re.compile(r"\W{0,3}(?:[A-Za-z]+:\s*)?(?:[A-Za-z]{3,9}\.?,?\s+)?"
                                r"\d{1,2}([/.-])\d{1,2}\1(?:\d{4}|\d{2})(?![/.\d])")


def _stamped_year_ref(graph: EvolutionGraph, units: list) -> Optional[datetime]:
    """The latest day with its year that the texts themselves open a line with ("2039-10-03 Jackie - ...",
    "2038-02-10T18:00 - ..."), when that year is not the year they were stored in: the days the texts give without a
    year ("Tues 18th Oct Jackie - ...") are then read in the texts' own years, not in the year the app ran in."""
    found, stored = [], set()
    for held in units:
        when, text, told = _said_when(graph, held)
        if isinstance(when, datetime):
            stored.add(when.year)
        elif told and isinstance(when, date):
            # (a day the app gave with a record, with its year: "15.02.2051, 16:20 new Azubi ..." stored by mem0 with
            # that day)
            found.append(datetime(when.year, when.month, when.day, tzinfo=timezone.utc))
        for y, m, d in _LINE_STAMP.findall(text):
            try:
                found.append(datetime(int(y), int(m), int(d), tzinfo=timezone.utc))
            except ValueError:  # (no such day: "2039-02-30")
                continue
        # (or a day in numbers with its year, "15/01/51 OFFICE BOX ...", "12.03.2051 -")
        if isinstance(when, datetime):
            for line in text.split("\n"):
                line = record_text(line)
                if _OPENING_FULL_DATE.match(line):
                    day = said_on(line, when)
                    if isinstance(day, date) and not isinstance(day, datetime) and day != when.date():
                        found.append(datetime(day.year, day.month, day.day, tzinfo=timezone.utc))
    if not stored:
        return None
    if not found:
        # (or, with none, the year the weekdays of the lines' opening days fix, when they all fix one and it is not
        # the year they were stored in: "Tue 25th March Mr Ahmed - ..." of 2025, so "3/3 Mrs Davies - ..." beside it
        # is of March 2025 too)
        for held in units:
            when, text, _ = _said_when(graph, held)
            for line in text.split("\n"):
                line = record_text(line)
                if _OPENING_WEEKDAY.match(line) and isinstance(when, datetime):
                    day = said_on(line, when)
                    if day is not None and day != when.date():
                        found.append(datetime(day.year, day.month, day.day, tzinfo=timezone.utc))
        if not found or len({d.year for d in found}) != 1:
            return None
    latest = max(found)
    if latest.year in stored:
        return None
    # (the span of days the texts' own stamps give, widened by the days their lines name with a weekday that fixes
    # the year: "Tue 12 Sept" beside "2050-12-01T14:00 BOOKED ... sat 23rd sept 2051" is 12 September 2051)
    ref = _Ref.at(latest, min(found).date(), latest.date())
    for held in units:
        when, text, told = _said_when(graph, held)
        for line in text.split("\n"):
            if _OPENING_WEEKDAY.match(record_text(line)) and not _LINE_STAMP.search(line):
                day, _ = _line_day(line, when, told, latest)
                if isinstance(day, date) and not isinstance(day, datetime) and day > ref.latest \
                        and (day - latest.date()).days <= 366:
                    ref.latest = day
    return ref


class _Ref(datetime):
    """The latest day the texts' stamps give, with the span of days (``earliest`` .. ``latest``) their lines fix."""

    earliest: Optional[date] = None
    latest: Optional[date] = None

    @classmethod
    def at(cls, when: datetime, earliest: date, latest: date) -> "_Ref":
        ref = cls.combine(when.date(), when.timetz())
        ref.earliest, ref.latest = earliest, latest
        return ref


# a line (or a record's text) that opens with a weekday: "Tue 25th March Mr Ahmed - ...", "Weds 8 Apr - ..."
# (after a chat role's label, as a chat memory writes its lines: "user: Tue 19th Oct - ...")
_ROLE_LABEL = re.compile(r"^\s*(?:user|assistant|human|ai|system|bot)\s*:\s*", re.I)
_ROLE_OPENING = r"(?:(?:user|assistant|human|ai|system)\s*:\s*)?"
_OPENING_WEEKDAY = re.compile(r"^" + _ROLE_OPENING + r"\W{0,3}(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+\d", re.I)
# a weekday's index (Monday 0) by its first three letters
_WEEKDAY_INDEX = {name[:3]: i for name, i in WEEKDAYS.items()}
# a day with its year that opens a line (or a record's text field): "2039-10-03 Jackie - ...", "2038-02-10T18:00 ..."
_LINE_STAMP = re.compile(r'(?:^|\n|"text":\s*")' + _ROLE_OPENING + r'\W{0,3}((?:19|20)\d\d)-(\d\d)-(\d\d)(?=[T\s])', re.I)


def _line_day(line: str, when, told: bool, ref=None) -> tuple:
    """The day a line says it was said ("11/6 hot, watered twice"), else its text's own time (kept as a time when
    the line names that same day), and whether that is a day said rather than a time written. (``ref``: the day the
    texts' own stamps give, to read a day without a year in, see :func:`_stamped_year_ref`.)"""
    base = when if ref is None or _LINE_STAMP.search(line) else ref
    day = said_on(line, base)
    if base is ref and isinstance(ref, datetime) and isinstance(day, date) and not isinstance(day, datetime):
        # (the texts' latest stamp is no time they were stored at: a line after it may be dated months later, and a
        # weekday that fits only the next year's day puts it there, "Tue 23rd Nov Rev Sarah - ..." beside
        # "2038-10-12T18:30 Janet - ..." is 23 November 2038, a Tuesday, not 2037's Monday)
        # (a day the line itself gives: said_on falls back on the reference day when it finds none)
        named = _OPENING_WEEKDAY.match(record_text(line))
        weekday = _WEEKDAY_INDEX[named.group(1).lower()[:3]] if named else None
        if named and day != ref.date() and day.weekday() != weekday:
            next_ref = ref + timedelta(days=365)
            later = said_on(line, next_ref)
            if isinstance(later, date) and ref.date() < later != next_ref.date() and \
                    (later.weekday() == weekday
                     # (a weekday that fits neither reading is a slip of whoever wrote it: the reading nearest the
                     # stamp, as for a day named without one, "Fri 21st Feb Dev - ..." beside "2051-01-09T20:00 Dev
                     # - ..." is 21 February 2051, a Tuesday, not 2050's Monday)
                     or day < ref.date() and later.weekday() != weekday
                     and (later - ref.date()).days < (ref.date() - day).days):
                day = later
        elif not named and day != ref.date():
            # (and a day with neither year nor weekday is the reading nearest the stamp, not the one before it: "16th
            # may Kerry - ..." beside "2043-03-02 Kerry - ..." and "Fri 8th May" is 16 May 2043, not 2042)
            next_ref = ref + timedelta(days=365)
            later = said_on(line, next_ref)
            if isinstance(later, date) and ref.date() < later != next_ref.date():
                # (the reading inside the span of days the texts' lines fix, when only one is: "18/8 venue's emailed
                # - NO drones" between "2050-12-01T14:00 BOOKED" and "Tue 12 Sept" (2051) is 18 August 2051)
                span = (getattr(ref, "earliest", None), getattr(ref, "latest", None))
                inside = [d for d in (day, later) if span[0] is not None and span[0] <= d <= span[1]]
                if len(inside) == 1:
                    day = inside[0]
                elif (later - ref.date()).days < (ref.date() - day).days:
                    day = later
    if base is ref and isinstance(ref, datetime) and day == ref.date() and isinstance(when, datetime):
        # (the line whose own day the reference is: "Tue 25th March Mr Ahmed - ..." read against itself)
        own = said_on(line, when)
        if own is not None and own != when.date():
            return day, True
    if day is None or isinstance(base, datetime) and day == base.date():
        # (or a day in numbers its opening words give as when something was said: "rang Aire Valley 3/7 - ...",
        # "Aire Valley Removals quote 29/6: £1,450")
        reported = _REPORTED_ON.match(line)
        day = said_on(f"{reported.group(1)} -", base) if reported else None
        if day is None or isinstance(base, datetime) and day == base.date():
            return when, told
    return day, True


# a line whose opening words report something said, then the day in numbers it was said on
_REPORTED_ON = re.compile(r"^\W*(?:[\w'&.+()]+\s+){0,4}?(?:rang|rung|phoned|called|emailed|e-mailed|texted|txt|"
                          r"wrote|quoted?|said|replied|messaged)\b(?:\s+[\w'&]+){0,3}?\s+(\d{1,2}/\d{1,2})\b"
                          r"(?!/\d)", re.I)


class _Statement(NamedTuple):
    """One statement of a value (or a reason) in the answer's context, as the later-statement rules weigh it."""
    day: Any  # the day (or time) it was said
    var_id: str  # the text it is in
    offset: int  # where in that text
    dated: bool  # whether the day is one the app or the text gave, not only when it was written
    hits: int  # how many of the question's words its clause holds
    knows: bool = False  # a label's: its line also gives the answer's value; an answer's: its line named the label's
    line: str = ""  # the line it is in


# where a list item goes on from what it is to where or how ("tinsel round your neck", "a torch for the procession")
# what joins two items inside one part of a list label: "local history and the picture round", "P-14 & P-15"
_ITEM_JOIN = re.compile(r"\s+(?:and|&)\s+|\s+\+\s+")
_ITEM_HEAD = re.compile(r"\s+(?:round|around|with|for|in|on|at|to|from|of|by|under|over|into|onto)\s+", re.I)
# words that join grounds to a value and say none of them ("since", "till", "because")
_LINK_STEMS = frozenset(stem(w) for w in "since because as so till until til then also still just only about around "
                        "after before from which that this these those less plus minus but".split())


def _reason_statements(graph: EvolutionGraph, need: InformationNeed, units: list, claim: str, lead: str,
                       label: str, labels: list, every: bool = False, news_only: bool = False) -> list:
    """Where no line states the value the answer leads with (worked out, "£120 - three sessions ...", or written
    otherwise, "Sunday 30 March" of "on the Sunday, 30/3"), the lines that say what the answer gives as its grounds:
    the rest of its first sentence after that value, whose own words (beyond the question's and the label's, two at
    least) a line holds half of ("Kingsmead's hall is full of exam desks that week" of "the school need the main
    hall full of desks ... that whole week"); else the first later sentence that lines say (a list of what is left,
    "5 - Hebden vets, the Co-op, ...", and then why: "Barkers have shut, so they're off"). A line that states the
    label's value is none of them. ``every``: the lines of every sentence of it, not only of the first that lines
    say."""
    # (after the value as the answer writes it, else as it is read: "2pm" of "14:00")
    at = (claim.find(lead), claim.find(lead) + len(lead)) if lead in claim else value_span(claim, lead)
    rest = claim[at[1]:] if at else ""
    out = []
    for sentence in re.split(r"(?<=[.!?])\s", rest.strip()):
        found = _grounds_statements(graph, need, units, sentence, lead, label, labels, news_only)
        if found and not every:
            return found
        out.extend(st for st in found if st not in out)
    return out


def _grounds_statements(graph: EvolutionGraph, need: InformationNeed, units: list, grounds: str, lead: str,
                        label: str, labels: list, news_only: bool = False) -> list:
    """The lines that say one sentence of an answer's grounds (see :func:`_reason_statements`). ``news_only``: only
    lines with grounds the label's own lines do not say."""
    # (nor the words of a clock time, "half" of "half one to half two": the value again, no grounds)
    own = frozenset(w for w in meaning_stems(grounds) - need.question_set - meaning_stems(label) - meaning_stems(lead)
                    - _LINK_STEMS - _CLOCK_WORDS if not w[:1].isdigit())
    if len(own) < 2:
        return []
    label_lines = {s.line for s in labels}
    found = _lines_holding(graph, need, units, own, label_lines)
    # (where no line holds enough of them, the grounds the label's own lines do not say: "the 60 less the 6 still
    # pre-ordered (Hazel's 4 and Doreen's 2), now Pat's 8 are going back on the table" is new of "14 pre-ordered (Pat's
    # 8 ..., Hazel 4, Doreen 2) so 46 for the day" by going back on the table, what "Pat rang - ... they can go on the
    # table" says)
    said_of_label = frozenset().union(*(meaning_stems(line) for line in label_lines))
    beyond = own - said_of_label
    if not found and len(beyond) >= 2 and beyond != own:
        found = _lines_holding(graph, need, units, beyond, label_lines)
    # (a line that says only grounds the label's own lines say too is no source of the answer's: "9/3 need 8 vols - 2
    # on the gate, 2 on prizes, 4 round the trail" of "Jan and her sister on prizes, ... the 2 Scout leaders on the
    # trail" when the label's line is "got Jan + Sue (prizes), Mo + Kaz (gate), Dilys + Pete on the trail = 6")
    news = [st for hits, st in found if _soft_hits(hits, said_of_label) != hits]
    if news_only:
        # (and with a number the label's lines do not state: a count the amount was completed by, "topped it up ...
        # to a round £500", not "the £95 raffle money's in the tin now" of "... raffle £95 ...")
        stated = frozenset().union(*(_numbers_of(line) for line in label_lines))
        return [st for st in news if _numbers_of(st.line) - stated]
    return news or [st for _, st in found]


def _lines_holding(graph: EvolutionGraph, need: InformationNeed, units: list, own: frozenset,
                   label_lines: set) -> list:
    """(hits, statement) of the lines (not the label's) that hold half of ``own``, or of several that each hold two
    and between them half."""
    out, covered = [], set()
    ref = _stamped_year_ref(graph, units)
    for held in units:
        when, text, told = _said_when(graph, held)
        for line in text.split("\n"):
            hits = _soft_hits(own, meaning_stems(line)) if line not in label_lines else frozenset()
            # (a line with half the grounds, or one of several that say them between them: "7 - the 8 who signed up
            # less Gaz (covid) and Mo (away in Bolton), plus Kath doing the morning" over three messages)
            if len(hits) < 2 and len(hits) * 2 < len(own):
                continue
            covered |= hits
            day, dated = _line_day(line, when, told, ref)
            out.append((len(hits) * 2 >= len(own), hits, _Statement(
                day, held.var_id, text.find(line), dated, len(_soft_hits(need.topic_set, meaning_stems(line))),
                line=line)))
    return [(hits, st) for alone, hits, st in out if alone] or (
        [(hits, st) for _, hits, st in out] if len(covered) * 2 >= len(own) else [])


def _later_line(statements: list, earlier: list, test, before=None):
    """The first statement, not one of ``earlier``, that ``test`` accepts and that was said after every one of them
    (by :func:`_said_earlier`, or ``before``); else None."""
    before = before or _said_earlier
    return next((st for st in statements if st not in earlier and test(st) and all(before(e, st) for e in earlier)),
                None)


# a negation right before a value, with at most two small words between: "not the 1. April", "NOT on Sunday", "no
# longer at the Swan" (not "ur not on the insurance mate, Gaz is doing it": that "not" is of another thing)
_DENIED_RIGHT_BEFORE = re.compile(r"\b(?:not|never|no longer|isn't|aren't|wasn't|won't be)\s+"
                                  r"(?:(?:the|a|an|on|at|in|for|by|till|until|any more)\s+){0,2}$", re.I)
# the first word of a segment that names a day ("this fri", "Thursday", "the 12th", "tomorrow")
_DAY_WORD = re.compile(r"\b(?:mon|tues?|weds?|thu|thurs?|fri|sat|sun)(?:day)?\b|\b\d{1,2}(?:st|nd|rd|th)?\b|"
                       r"\b(?:today|tonight|tomorrow)\b", re.I)


def _denies_its_day(clause: str, when: Any, days: list) -> bool:
    """Does the clause name one of these days only where it says that day will not be ("they can't do this fri, it'll
    be the friday after")? A limit ("won't be done till tues 18th") states its day."""
    if not days:
        return False
    naming = [seg for _, seg in segments(clause)
              if any(overlaps(d, a, 0) for d in text_dates(seg.lower(), when, include_said=False) for a in days)]
    if not naming:
        return False
    for seg in naming:
        m = _DAY_WORD.search(seg)
        before = seg[:m.start()] if m else seg
        if not _NEGATED_BEFORE.search(before) or _LIMIT.search(before):
            return False
    return True


def _said_earlier(a: tuple, b: tuple) -> bool:
    """Was statement ``a`` (day or time, text, offset, whether the day is one the app or the text gave) made before
    ``b``: further up the same text, or earlier by days both said or by times both were written? Texts stored by one
    write, and a day said against a time written, are in no known order."""
    if a[1] == b[1]:
        return a[2] < b[2]
    x, y = a[0], b[0]
    if x is None or y is None or a[3] != b[3]:
        return False
    if not a[3]:
        # (records stored by one write, JSON whose text fields open with the days they were written, '{"text":
        # "14/3 Sue - rota 11 of 14 filled"}' and '{"text": "16/5 Sue - Gwen ... will take sun teatimes"}', are in
        # the order of those days; so are records stored by writes of their own, in whatever order the app's threads
        # stored them: the day a note says it was written is when it was written)
        da, db = _record_day(getattr(a, "line", ""), x), _record_day(getattr(b, "line", ""), y)
        if da is not None and db is not None and (x == y or da != db):
            # (a day without a year, '{"text": "7.11. Ruby's moving up ..."}', is read in the year of the record
            # it is weighed against that gives one, '{"text": "2045-10-16T19:15 SLEEPOVER ..."}': the reading
            # nearest it, not the year the app ran in)
            ta, tb = record_text(getattr(a, "line", "")), record_text(getattr(b, "line", ""))
            if _YEAR.search(ta) and not _YEAR.search(tb):
                db = _day_nearest(tb, da) or db
            elif _YEAR.search(tb) and not _YEAR.search(ta):
                da = _day_nearest(ta, db) or da
            return da < db
    if not a[3] and x == y:
        # (else in the order the write listed them, where the later one says with a word of change or of no that it
        # changes something: a list of notes is kept in the order they were written, "ECF back - agreed!! 2 wks on
        # top of the handbook date, so thurs 7 may for me" after "final diss hand-in thu 23 april"; a list of facts,
        # "Amira ... spa treatment ... at 4 pm" and "Amira's husband Karim has a massage ... at 5:30 pm", is in no
        # order of its own, nor is a note that only says something else, "Mrs Dunn rang - the sofa's in storage")
        pa, pb = getattr(x, "position", -1), getattr(y, "position", -1)
        later = getattr(b, "line", "")
        return 0 <= pa < pb and bool(_CHANGED_OR_CORRECTED.search(later) or _NEGATION.search(later))
    if isinstance(x, datetime) != isinstance(y, datetime):
        x = x.date() if isinstance(x, datetime) else x
        y = y.date() if isinstance(y, datetime) else y
    if x == y and a[3] and not isinstance(x, datetime):
        # (two notes dated the same day, each with the time of day it was written after its date, "08/21/26 0640 ..."
        # and "08/21 1020 walked it ...", are in the order of those times)
        ta, tb = _opening_clock(getattr(a, "line", "")), _opening_clock(getattr(b, "line", ""))
        return ta is not None and tb is not None and ta < tb
    return x < y


# a line opening with a day in numbers with a slash, after a bullet, a speaker or a weekday: "8/24 Pops - ...",
# "Tue 3/10 ...", "user: 3/20/26 ..."
_OPENING_SLASH_DAY = re.compile(r"\W{0,3}(?:[A-Za-z]+:\s*)?(?:[A-Za-z]{3,9}\.?,?\s+)?(\d{1,2})/(\d{1,2})"
                                r"(?:/(\d{4}|\d{2}))?(?![/\d])")


def _month_first(lines: list) -> bool:
    """Do the notes write their days month first? Some line opens with a day that reads only that way ("8/24
    Pops - ...") and none with one that reads only day first ("24/8"): then a day either way round ("8/10 HOURS")
    is read as they write it, 10 August, not 8 October."""
    month_first = day_first = False
    for line in lines:
        m = _OPENING_SLASH_DAY.match(record_text(line))
        if m is None:
            continue
        a, b = int(m.group(1)), int(m.group(2))
        month_first = month_first or (1 <= a <= 12 < b <= 31)
        day_first = day_first or (1 <= b <= 12 < a <= 31)
    return month_first and not day_first


def _month_first_day(line: str, day: Any) -> Any:
    """The day a line opens with read month first (see :func:`_month_first`), where it was read day first."""
    m = _OPENING_SLASH_DAY.match(record_text(line))
    if m is None or isinstance(day, datetime) or not isinstance(day, date):
        return day
    a, b = int(m.group(1)), int(m.group(2))
    if a == b or a > 12 or b > 12 or (day.day, day.month) != (a, b):
        return day
    try:
        return date(day.year, a, b)
    except ValueError:
        return day


# a line opening with a day in numbers (after a weekday, a bullet) and then the time of day it was written: "08/21/26
# 0640", "Thu 3/19 14:05", "21.08. 6.40am", "3/16 @ 7pm"
_OPENING_CLOCK = re.compile(
    r"\W{0,3}(?:[A-Za-z]{3,9}\.?,?\s+)?\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\.?,?\s+(?:@\s*)?"
    r"(?:([01]\d|2[0-3])([0-5]\d)(?:\s*hrs?)?|(\d{1,2})[:.]([0-5]\d)\s*([ap])?\.?m?\.?|(\d{1,2})\s*([ap])\.?m\.?)"
    r"(?![\w/.:-])", re.I)


def _opening_clock(line: str) -> Optional[int]:
    """The minute of the day a line gives after the day it opens with (see ``_OPENING_CLOCK``), else None."""
    m = _OPENING_CLOCK.match(record_text(line))
    if m is None:
        return None
    if m.group(1):
        # (not a year: "08/21 2026")
        return None if m.group(1) in ("19", "20") else int(m.group(1)) * 60 + int(m.group(2))
    hour, minute, half = (int(m.group(3)), int(m.group(4)), m.group(5)) if m.group(3) else \
        (int(m.group(6)), 0, m.group(7))
    if hour > 23 or half and hour > 12:
        return None
    if half:
        hour = hour % 12 + (12 if half.lower() == "p" else 0)
    return hour * 60 + minute


_YEAR = re.compile(r"\b(?:19|20)\d\d\b")
# a chat history's line said by the assistant ("assistant: Noted - ...", "AI: Got it - ...")
_ASSISTANT_TURN = re.compile(r"\s*(?:assistant|ai|bot)\s*:", re.I)


def _day_nearest(text: str, near: date) -> Optional[date]:
    """The day a text without a year opens with, read in the year that puts it nearest ``near`` (None when it opens
    with no day)."""
    found = []
    for years in (-1, 0, 1):
        try:
            base = datetime(near.year + years, near.month, min(near.day, 28), tzinfo=timezone.utc)
        except ValueError:
            continue
        day = said_on(text, base)
        if isinstance(day, date) and not isinstance(day, datetime) and day != base.date():
            found.append(day)
    return min(found, key=lambda d: abs((d - near).days)) if found else None


def _record_day(line: str, when) -> Any:
    """The day a JSON record's text field opens with ('{"text": "22.3. Mick - ..."}'), else None."""
    text = record_text(line)
    if text == line:
        return None
    day = said_on(text, when)
    return None if day is None or isinstance(when, datetime) and day == when.date() else day


def _turned_down(clause: str, value: str, then: str) -> bool:
    """Is the value, where the clause first states it, turned down by a word of no just before or just after it
    ("no point laying 12", "45 mins is no good for the learners"), and the value the clause gives after it (``then``)
    not itself ("the library this yr, NOT the old PE store" turns the PE store down, not the library)?"""
    at = value_span(clause, value)
    if at is None:
        return False
    after = value_span(clause[at[1]:], then)
    if after is None or _NEGATION.search(clause[max(at[1], at[1] + after[0] - 12):at[1] + after[0]]):
        return False
    return bool(_NEGATION.search(clause[max(0, at[0] - 30):at[0]]) or _NEGATION.search(clause[at[1]:at[1] + 20]))


def _gives_value(text: str, value: str) -> bool:
    """Does the text state the value, all its numbers or words ("two weeks" is not the "two" of "a two-year
    guarantee"), a clock time in any form ("quarter to 9" of "8.45") as well?"""
    if states(text, value) and _names_value(text, value):
        return True
    minutes = times_of_day(value) if _value_kind_of(value) == "time" else frozenset()
    return bool(minutes and minutes & times_of_day(text))


def _counted(text: str) -> frozenset:
    """The numbers of a text with the word each counts ("6 trestles left" -> ("6", "trestl"))."""
    ws = words(_plain_numbers(text))
    return frozenset((w, stem(n)) for w, n in zip(ws, ws[1:])
                     if w.isdigit() and n.isalpha() and n not in STOPWORDS)


def _news_since(grounds: list, labels: list, claim: str, need: InformationNeed, lead: str, label: str) -> list:
    """Of an answer's grounds lines, those said after every statement of the label's value, when the answer itself
    says what those label statements say (two of their own words: "Wem U10 had to pull out with chickenpox, but
    Newport U10 came off the waiting list" of "Wem U10s have had to pull out ... so that's 31"): the answer knew the
    label's statement and gave the later news; the older grounds are the background it builds on. Empty otherwise."""
    if not grounds or not labels:
        return []
    said = meaning_stems(claim) - need.question_set - meaning_stems(lead) - meaning_stems(label) - _LINK_STEMS
    # (a number the label's line states beside its value counts, "5" of "5 halos done, 3 more to do" in "you've done
    # 5"; not a day or a time)
    if not all(len(said & meaning_stems(_DAY_OR_TIME.sub(" ", lab.line))) >= 2
               for lab in labels):
        return []
    return [a for a in grounds if not any(_said_earlier(a, lab) for lab in labels)]


def _said_last(answers: list, labels: list, grounds: bool = False) -> bool:
    """Is every statement of the label's value (or reason) followed by one of the answer's, and none of the answer's
    made before one of the label's? (A later clause of one text that says less of what is asked than the label's is
    another thing's value, not a change: "Swimming on Wednesday afternoons" after "PE on Tuesdays and Thursdays - kit
    in a named bag". Not for the lines of an answer's ``grounds``: they are about what is asked by the grounds they
    hold, "Jones twins going up w their dad in his van" of "12 - it was 14, but the Jones twins are going with their
    dad", whatever of the question's words they name.)"""
    return all(any((_said_earlier(lab, a) or _refers_back(a, lab)) and (grounds or _as_much_of_it(a, lab))
                   for a in answers)
               for lab in labels) \
        and not any(_said_earlier(a, lab) for a in answers for lab in labels)


def _occasion_over_standing(question: str, answers: list["_Statement"], labels: list["_Statement"]) -> bool:
    """Does the question ask about one occasion ("on Saturday", "tomorrow", "this Thursday"), every statement of the
    label's value (or reason) give a standing rule ("drop 7.30 Mon-Sat", "usual this wk - Fri pick up from me",
    "50 Rob as ever") naming no one occasion, and a statement of the answer's name one occasion ("Sat 21st is the
    regatta ... with her by 6") and no rule? What memory says of that occasion is the exception the rule yields to,
    in whatever order the two were written. The mirror, a right label from the occasion and a model that took the
    rule, is untouched: the label's statement names the occasion."""
    if not _ONE_OCCASION.search(question) or _STANDING.search(question):
        return False
    label_lines = {lab.line for lab in labels}
    # (a line that also states the label's value is no statement of the answer's: "standing order: 6 sourdough ...
    # drop 7.30")
    answer_lines = {a.line for a in answers} - label_lines
    if not label_lines or not answer_lines:
        return False
    # (a rule stays a rule in a note that opens with the day it was written: "2/5 - teas on the table 4.15 every
    # sat"; a dated note of the answer's value is news of that day, "fri 4/5: ... she'd like me after him")
    label_lines = {_NOTE_STAMP.sub("", line) for line in label_lines}
    return all(_STANDING.search(line) and not _OCCASION.search(line) for line in label_lines) \
        and any(_OCCASION.search(line) and not _STANDING.search(line) and not line.rstrip().endswith("?")
                for line in answer_lines)


def _refers_back(a: "_Statement", lab: "_Statement") -> bool:
    """Was the answer's statement ``a`` made knowing the label's ``lab`` of another text: its line names the label's
    value before giving its own ("their flight's not in till 12.50, 2 just won't happen. Told her half 4"), where
    the label's line knows nothing of the answer's value ("pick up 2pm")? A text that names what another says, and
    says something else, was written after it, whatever order the two were stored in."""
    return a.var_id != lab.var_id and a.knows and not lab.knows


def _value_start(clause: str, value: str) -> int:
    """Where the value stands in the clause (0 when it is not written there literally)."""
    at = value_span(clause, value)
    return at[0] if at else 0


# a gloss after a label's value: a comma, then who or why ("Carol, she always does Pete", "4pm, the usual")
_LABEL_GLOSS = re.compile(r",\s+(?=(?:she|he|they|it|it's|that|that's|who|which|as|the usual|like|because|since)\b)",
                          re.I)


# stores whose search returns the first k records of what it matches, no fewer when more match
_TOP_K_STORES = frozenset(("chroma", "qdrant"))


def _left_out_by_filter(search: Operation, writer: Optional[Operation]) -> bool:
    """Did a search return fewer records than it asked for (``gen_ai.memory.record.count`` below
    ``gen_ai.request.top_k``) from the store the record that held the information was written to? It returned all
    it could match, so what kept the record out was no rank but a filter on the search (a chroma ``where``, a qdrant
    ``query_filter``). Not when the span says the search had no filter, or had a score threshold (a cut by score is
    one by rank); spans written before ``memtrace.retrieval.filtered`` existed say neither, and are read so only for
    chroma and qdrant, whose searches return the first k of what they match (mem0's may return fewer after its
    threshold or rerank)."""
    if writer is None:
        return False
    a = search.attributes
    filtered = a.get(sc.MEMTRACE_RETRIEVAL_FILTERED)
    if filtered is False or a.get(sc.MEMTRACE_RETRIEVAL_SCORE_THRESHOLD) is not None:
        return False
    # (only a store whose search returns the first k of what it matches says so by returning fewer: mem0's search
    # also drops results below its threshold or after its rerank)
    if filtered is None and search.system not in _TOP_K_STORES:
        return False
    try:
        asked, returned = int(a.get(sc.GEN_AI_REQUEST_TOP_K)), int(a.get(sc.GEN_AI_MEMORY_RECORD_COUNT))
    except (TypeError, ValueError):
        return False
    store = a.get(sc.GEN_AI_MEMORY_STORE_ID)
    return returned < asked and store is not None and store == writer.attributes.get(sc.GEN_AI_MEMORY_STORE_ID) \
        and search.system == writer.system


# an offset of days a line names: "the day before", "a fortnight before", "2 weeks after", "three days later"
_DAY_OFFSET = re.compile(r"\b(?:(?:the|a)\s+)?(day|week|wk|fortnight|(\d{1,2}|two|three|four|five|six|seven)\s+"
                         r"(days?|weeks?|wks?))\s+(before|after|prior to|later|earlier|beforehand)\b", re.I)
_OFFSET_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def _day_offsets(line: str) -> set:
    """The offsets in days a line names (negative before, positive after)."""
    out = set()
    for m in _DAY_OFFSET.finditer(line):
        unit = (m.group(3) or m.group(1)).lower()
        number = (m.group(2) or "").lower()
        count = int(number) if number.isdigit() else _OFFSET_WORDS.get(number, 1)
        days = count * (14 if unit.startswith("fortnight") else 7 if unit.startswith("w") else 1)
        out.add(-days if m.group(4).lower() in ("before", "prior to", "earlier", "beforehand") else days)
    return out


def _day_and_weekday(value: str) -> Optional[tuple]:
    """(day of the month, weekday index or None, month or None) of a label that names one day ("Saturday 19th", "Sat
    2 June", "Thu 27 Feb"); None when it names no one day of the month."""
    m = re.search(r"\b(\d{1,2})(?:st|nd|rd|th)?\b(?:\s+(?:of\s+)?([A-Za-z]{3})[a-z]*)?", value)
    if m is None or not 1 <= int(m.group(1)) <= 31:
        return None
    named = {w.group(1).lower() for w in _WEEKDAY_IN_DATE.finditer(value)}
    weekday = _WEEKDAY_INDEX[next(iter(named))] if len(named) == 1 else None
    month = MONTHS.get((m.group(2) or "").lower())
    if weekday is None and month is None:
        return None
    return int(m.group(1)), weekday, month


def _other_day(a: str, b: str) -> bool:
    """Are two values dates that name different days of the month ("Saturday 18 July", "Saturday 11 July";
    "Monday the 25th", "Sunday 24th May")?"""
    # (the day numbers before any time of day: "Thursday 7 May, 2pm")
    x, y = (_numbers_of(_CLOCK_PART.sub(" ", v)) for v in (a, b))
    return _kind_of(a) == _kind_of(b) == "date" and bool(x) and bool(y) and x.isdisjoint(y)


_CLOCK_PART = re.compile(r"\b\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\b\.?|o'?clock)|\b\d{1,2}[:.]\d{2}\b", re.I)


def _same_length(text: str, value: str) -> bool:
    """Does the text state the length of time the value is, in any form ("1hr" for "an hour"), or as a range of
    clock times that long ("kayak 10-11" for "an hour", "8.25-8.45 in the water" for "twenty minutes")?"""
    minutes = answer_length_minutes(value)
    return minutes is not None and (minutes in stated_lengths_minutes(text) or minutes in _range_lengths(text))


# a range of clock times: "10-11", "8.25-8.45", "2 till 4", "12 to 5.30", "7 till half 9" (half past, as British notes
# write it); not money ("£8.00-8.45")
_CLOCK_RANGE = re.compile(r"(?<![\d/.:£$€])(?<!gbp )(?<!GBP )(half\s+)?(\d{1,2})(?:[.:](\d{2}))?\s*(?:[ap]m\s*)?"
                          r"(?:-|\u2013|to|till|until|til)\s*(half\s+)?(\d{1,2})(?:[.:](\d{2}))?(?![\d/]|\.\d)", re.I)


def _range_lengths(text: str) -> frozenset:
    """Minutes of each range of clock times a text states (an end before its start is on the other half of the
    clock: "10-2" is four hours), at most twelve hours."""
    out = set()
    for m in _CLOCK_RANGE.finditer(text):
        half1, h1, m1, half2, h2, m2 = m.groups()
        h1, h2 = int(h1), int(h2)
        # ("half 9" is half past nine; the "half" of "half 9.15" is not)
        m1, m2 = 30 if half1 and not m1 else int(m1 or 0), 30 if half2 and not m2 else int(m2 or 0)
        if not (0 <= h1 <= 23 and 0 <= h2 <= 23 and m1 < 60 and m2 < 60):
            continue
        gap = (h2 * 60 + m2 - h1 * 60 - m1) % 720 if h1 <= 12 and h2 <= 12 else (h2 * 60 + m2 - h1 * 60 - m1) % 1440
        if 0 < gap <= 720:
            out.add(gap)
    return frozenset(out)


def _names_value(text: str, value: str) -> bool:
    """Does the text name the value, loosely: states it, or writes all its numbers ("2" of "2 o'clock"), or all its
    own words ("the element" of "a new heating element" is not all of them)?"""
    if not text.strip():
        return False
    numbers = _numbers_of(value)
    if numbers:
        return states(text, value) or numbers <= _numbers_of(text)
    own = meaning_stems(value)
    return bool(own) and own <= meaning_stems(text)


def _as_much_of_it(a: tuple, b: tuple) -> bool:
    """Does statement ``a`` hold as many of the question's words in its clause as ``b``, when both are in one text
    (a weekday as notes write it, "Fri", counting)? Across texts a line about what is asked is enough: a later note
    need not repeat what the first one named."""
    return a[1] != b[1] or a[4] >= b[4]


def _before(a: tuple, b: tuple) -> bool:
    """Was statement ``a`` (day said, text, offset) made before ``b``: on an earlier day, or further up the same
    text? Undated statements of different texts are in no known order."""
    if a[1] == b[1]:
        return a[2] < b[2]
    return a[0] is not None and b[0] is not None and a[0] < b[0]


# a clause that states a change ("now leaves at 8:15", "moved to", "rescheduled", "instead")
_CHANGED = re.compile(_PRESENT_CLAUSE.pattern + r"|\b(?:changed?|moved|rescheduled|postponed|brought forward|updated?|"
                      r"replaced|no longer|gone up|gone down|gone to|revised|"
                      # (a date or a plan put off, undone or taken back: "extended by a week", "put back a fortnight",
                      # "pushed out a week", "was cancelled", "refunded", "reverted in #4521", "superseded by v2.1")
                      r"extended|delayed|put back|pushed (?:back|out)|cancell?ed|refunded|withdrawn|reverted|"
                      r"rolled back|superseded|swapped|unpaused|reinstated|"
                      # (a raise or a cut: "voted subs up to GBP 195", "up from 180", "reduced to 12")
                      r"(?:put|voted|raised|went|gone|goes|bumped|pushed)\s+(?:\w+\s+){0,3}(?:up|down) to|"
                      r"(?:up|down) from (?:[£$€]|gbp|usd|eur|chf)?\s?\d+|"
                      r"(?:increased|raised|reduced|cut|dropped|lowered) to)\b", re.I)

_CHANGED_OR_CORRECTED = re.compile(_CHANGED.pattern + "|" + _CORRECTED.pattern, re.I)
# a line that draws a consequence: "... can't do us till 7 so I'm setting off later", "which means"; not "so" as
# a degree ("so much", "so sorry") or a purpose ("so that")
_CONSEQUENCE = re.compile(r"\b(?:so|which means|that means|meaning|therefore|hence)\b(?!\s+(?:far|much|many|long|"
                          r"good|well|called|glad|sorry|pleased|excited|happy|proud|lucky|nice|bad|sad|hard|that|"
                          r"to speak|on)\b)", re.I)
# what a "new" that marks a change qualifies: the value itself, or what the question asks about ("the new date",
# "new start time"); "new girl", "new boiler" name a thing, not a change of a value
_VALUE_NOUNS = frozenset(stem(w) for w in "date day time start finish venue place location price cost fee figure total "
                         "number amount address plan arrangement one rate slot".split())


def _clause_changes_value(clause: str, need: InformationNeed) -> bool:
    """Does the clause state a change or a correction ("moved to", "actually", "now"), not only a "new" before the
    name of a thing ("new girl Lucía coming to us sun 14/9" states no change)?"""
    for m in _CHANGED_OR_CORRECTED.finditer(clause):
        if m.group(0).lower() == "new":
            after = re.match(r"\s+([a-z]+)", clause[m.end():], re.I)
            if after is None or stem(after.group(1).lower()) not in _VALUE_NOUNS | need.topic_set:
                continue
        return True
    return False

# a standing rule, what holds every time: a run of weekdays ("Mon-Sat", "Tue to Fri") or a list of them ("mon/weds/
# thurs 9.30 babies": a timetable), weekdays in the plural
# ("Saturdays", "Sats"), "every", "usual", "as ever", a rota or a standing order
_DAY = r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)[a-z]*"
_STANDING = re.compile(rf"\b(?:{_DAY}\s*(?:-|\u2013|to|thru|through)\s*{_DAY}|{_DAY}(?:\s*/\s*{_DAY})+\b|"
                       r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|"
                       r"mons|sats|suns|fris|weekdays|weekends|every|each|always|usual|usually|as ever|as always|"
                       r"normally|standing|regular|regulars|regularly|rota)\b", re.I)
# one occasion: a day of the month ("Sat 21st", "21/6", "the 14th"), "this"/"next" day, tomorrow, tonight, today
_OCCASION = re.compile(r"\b(?:\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}/\d{1,2}\b|(?:this|next)\s+(?:mon|tue|wed|thu|fri|sat|"
                       r"sun|week|weekend)|tomorrow|tmrw|tmr|tonight|today)", re.I)
_NOTE_STAMP = re.compile(r"^[\s\-*\u2022]*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s+)?\d{1,2}(?:st|nd|rd|th)?"
                         r"(?:[./]\d{1,2}(?:[./]\d{2,4})?\.?)?\s*[-:\u2013]\s+", re.I)
# a question about one occasion: a weekday in the singular, "tomorrow", "tonight", "this week", a date
_ONE_OCCASION = re.compile(r"\b(?:on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
                           r"(?!s)|(?:mon|tues?|weds?|thurs?|fri|sat|sun)\b(?!')|"  # (as notes write it: "... sat?")
                           r"tomorrow|tmrw|tonight|today|this\s+(?:week|weekend|morning|afternoon|evening)|"
                           r"next\s+week|\d{1,2}/\d{1,2})", re.I)


def _question_proper(question: str) -> str:
    """The question up to its last question mark, without what follows it ("what time does the film start tomorrow?
    want the teas done before the film": why it is asked)."""
    q = question.rstrip(" ?!.")
    return q[:q.rindex("?") + 1] if "?" in q else question


_ASKS_WHY = re.compile(r"^\W*(?:\[[^\]]*\]\s*)?(?:why|how come|what for)\b", re.I)
# "which comes first ...?" / "which came last ...?", and the words of a choice that only say it is asked about
_EARLIEST = re.compile(r"\b(?:first|earlier|earliest|sooner|before)\b", re.I)
_LATEST = re.compile(r"\b(?:last|later|latest|after|most recently)\b", re.I)
# which came last, asked ("who was the last to ...", "the latest ..."); not "after": "the auction after pudding"
# names when it is, and "what did she do after the move?" asks what happened, a value memory may change
_LATEST_ASKED = re.compile(r"\b(?:last|later|latest|most recently)\b", re.I)
# a past occasion named as such, no order asked for: "like last yr", "same as last time", "last week's"
_PAST_OCCASION = re.compile(r"\blast\s+(?:yr|year|years|time|week|wk|month|season|term|night|weekend|wkend|"
                            r"christmas|xmas|summer|spring|autumn|winter|one)\b(?:'s)?", re.I)
_FIRST_AID = re.compile(r"\bfirst[- ]?aid(?:ers?|s)?\b", re.I)
# a deadline or an opening asked for as one value: "the last day to pay", "the latest we can drop off", "the first
# time we can get in"
_BOUNDARY = re.compile(r"\b(?:first|last|latest|earliest)\s+(?:day|date|time|chance|orders?|entries|call|slot|we|i|"
                       r"you|they|he|she)\b(?:\s+(?:to|for|we|i|you|they|he|she|can|could|get|that|it)\b)", re.I)
_ORDER_STEMS = frozenset(stem(w) for w in "which what come came comes first last earlier earliest later latest sooner "
                         "before after happen happened".split())

_RELATIONS = ("husband|wife|partner|spouse|boyfriend|girlfriend|fianc[ée]e?|brother|sister|son|daughter|mother|"
              "mum|mom|father|dad|parents?|kids?|child|children|friend|colleague|boss|manager|cousin|uncle|aunt|nephew|niece|"
              "grandma|grandpa|grandmother|grandfather|neighbou?r|roommate|flatmate|housemate|teammate|coworker|"
              "co-worker|assistant|tenant|landlord")
# another person named as the owner or subject of what a clause states: "my brother Sam's practical test", "Amira's
# husband Karim has ...", "her sister"
_OWNER = re.compile(rf"\b(?:(?:my|his|her|their|our|your)\s+|[A-Z][a-z]+'s\s+)({_RELATIONS})\b(?:\s+([A-Z][a-z]+))?")


def _another_person(question: str, clause: str, claim_clauses: list, answer: frozenset) -> Optional[str]:
    """The person (a relation, with their name) a clause names as the owner or subject of what it states, before
    the answer's value, when neither the question nor any clause the answer restates names them; else None."""
    asked = content_stems(question)
    said = [content_stems(c) for c in claim_clauses]
    for m in _OWNER.finditer(clause):
        person = [stem(w.lower()) for w in (m.group(1), m.group(2)) if w]
        if any(p in asked or any(p in c for c in said) for p in person):
            continue
        # (a relation named after the value describes it, "Bex Hart (Mel's sister, Bex Bakes)", and owns nothing)
        if answer & meaning_stems(clause[:m.start()]):
            continue
        if _value_after(clause, m.end(), answer):
            return " ".join(w for w in (m.group(1), m.group(2)) if w)
    return None


def _another_subject(question: str, clause: str, claim_clauses: list) -> Optional[str]:
    """For a question in the first person ("when did I pick my first courgette?"), the name a clause opens with as
    the one who did what it reports ("Pat picking courgettes already", "Pat on 9 had her first"), when no clause
    the answer restates names; else None. Who says something ("Dr Patel says ...") is not who did it."""
    if not FIRST_PERSON.search(question or ""):
        return None
    m = _SUBJECT_NAME.match(clause)
    if m is None or names_a_day_or_month(m.group(1)) or m.group(1).lower() in question.lower():
        return None
    if any(re.search(rf"\b{m.group(1)}\b", c) for c in claim_clauses):
        return None  # (the answer's own clauses name them too: "Amira's husband Karim has a massage at 5:30")
    return m.group(1)


# a name opening a clause as its subject, before what it did (not a verb of saying)
_SUBJECT_NAME = re.compile(r"\W*([A-Z][a-z]+)(?:\s+(?:on|at|from|in)\s+\w+)?\s+(?!(?:says?|said|thinks?|thought|"
                           r"reckons?|told|tells|asked|asks|wants?)\b)(?:had|has|have|is|was|got|gets|did|does|"
                           r"[a-z]+ed|[a-z]+ing)\b")


def _value_after(clause: str, at: int, answer: frozenset) -> bool:
    """Does a word of the answer's value come after position ``at`` of the clause (what was named there owns it)?"""
    # (numbers as the answer's stems hold them: "97,150" is "97150")
    return bool(answer) and (any(stem(w) in answer for w in words(clause[at:]))
                             or bool(answer & meaning_stems(clause[at:])))


_HEADING_AFTER = re.compile(r"\s*(?::|\s[-–—]\s|\()")
# a name a text gives something: capitalised words ("Felix Braun"), or an id with a hyphen ("payments-api")
_ENTITY = re.compile(r"\b(?:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*|[a-z0-9]+(?:-[a-z0-9]+)+)\b")


def _capitalised(text: str) -> frozenset:
    """The stems of a text's capitalised words (a name's, "Aire Valley"), not a weekday's or a month's."""
    return frozenset(stem(w.lower()) for w in re.findall(r"\b[A-Z][a-z]{2,}\b", text)
                     if w.lower() not in _WEEKDAY_MONTH_WORDS)


# the titles written before a name (not part of what tells one person from another)
# (titles and honorifics: shared by many people, they tell no one apart, "Miss Earline" from "Miss Vonda", "Ate Nene"
# from "Ate Marissa"; in several registers, and read as :func:`meaning_stems` reads them, "ate" as "eat")
_TITLES = ("mr mrs ms miss mx dr cllr councillor rev revd reverend father sister sir dame lady lord prof professor "
           "capt captain madam maam mme mlle auntie aunty uncle pastor deacon bishop imam chief sgt sergeant "
           "ate kuya manang manong aling mang tita tito lola lolo mzee bibi oga alhaji alhaja ji bhai didi oom tannie "
           "gogo whaea matua senor senora herr frau").split()
_TITLE_STEMS = frozenset(stem(w) for w in _TITLES) | frozenset().union(*(meaning_stems(w) for w in _TITLES))
_WEEKDAY_MONTH_WORDS = frozenset(("monday tuesday wednesday thursday friday saturday sunday january february march "
                                  "april may june july august september october november december").split())
_DAY_STEMS = frozenset(stem(w) for w in _WEEKDAY_MONTH_WORDS | frozenset(
    "mon tue tues wed weds thu thur thurs fri sat sun jan feb mar apr jun jul aug sep sept oct nov dec today tomorrow "
    "tonight week weekend month".split()))


def _entities(text: str) -> set:
    return {m.group(0).lower() for m in _ENTITY.finditer(text)}


def _another_entity(question: str, clause: str, claim_clauses: list, answer: frozenset) -> Optional[str]:
    """The name a clause gives what it states the value of ("Felix Braun's notice period", "checkout-web: rollback
    target"), in place of the name the question asks about ("Dana Okafor", "payments-api"), which every clause the
    answer restates holds and this clause lacks; else None."""
    asked = _entities(question[1:])  # (not the question's first word, capitalised as any sentence's)
    lower = clause.lower()
    # (a name in any form of its words is the same name: "the Hendersons' do" and "Mrs Henderson")
    stems = frozenset(content_stems(clause))
    missing = [e for e in asked if e not in lower and not frozenset(content_stems(e)) <= stems and claim_clauses
               and all(e in c.lower() for c in claim_clauses)]
    if not missing:
        return None
    asked_stems = frozenset(w for a in asked for w in content_stems(a))
    found = None
    for m in _ENTITY.finditer(clause):
        name = m.group(0).lower()
        # (without a day's or a month's word beside it: "Mon 2nd Oct Sam - ..." names Sam)
        bare = " ".join(w for w in name.split() if not names_a_day_or_month(w))
        if name in asked or any(name in a or a in name for a in asked) or len(name) < 3 \
                or names_a_day_or_month(name) or (frozenset(content_stems(name)) - _TITLE_STEMS) & asked_stems \
                or bare and any(re.search(rf"\b{re.escape(bare)}\b", c.lower()) for c in claim_clauses):
            # (nor one the answer's own clauses name: the same person, whoever wrote the line)
            continue
        before = clause[:m.start()].rstrip()
        if m.group(0)[:1].isupper() and (not before or before[-1] in ".!?:;\"'(-") and " " not in m.group(0) \
                and not clause[m.end():].startswith("'s") and not _INITIAL_AFTER.match(clause, m.end()) \
                and not _HEADING_AFTER.match(clause, m.end()) and not _AMOUNT_AFTER.match(clause, m.end()):
            continue  # one capitalised word opening a sentence ("Watching it with my family") names nothing
            # (but one that heads an entry does: "Dave - SS jersey L, bibs M = GBP 74", "Dave: GBP 74", "Transit
            # 97,150 mi")
        if _value_after(clause, m.end(), answer):
            found = m.group(0)  # the name nearest before the value owns it ("Sat 7 Mar ...: Isla G. - heat 3")
    return found


# an amount right after a name: the name heads it ("Transit 97,150 mi", "Dave GBP 74")
_AMOUNT_AFTER = re.compile(r"\s+(?:[£$€]|gbp|usd|eur|chf)?\s?\d", re.I)
# a name with an initial after it ("Isla G.") is a name wherever it stands
_INITIAL_AFTER = re.compile(r"\s[A-Z]\.")
# a word that goes on to a second thing said in one segment ("... can't get there for 9.45 so we've swapped them")
_SO = re.compile(r"\s+(?:so|because|cos|then)\s+", re.I)


def _changes_to(clause: str, label_own: frozenset, claim_own: frozenset) -> bool:
    """Does a clause that holds both the label's and the answer's value change from the answer's to the label's
    ("Topps rang, the green zellige is discontinued so we've gone for the sage metro from Mandarin Stone instead"):
    the answer's own words come first, the label's after them?"""
    order = [stem(w) for w in words(clause)]
    first_label = next((i for i, w in enumerate(order) if w in label_own), None)
    first_claim = next((i for i, w in enumerate(order) if w in claim_own), None)
    return first_label is not None and first_claim is not None and first_claim < first_label


def _value_of_another_item(asked: frozenset, clause: str, label: str, lead: str) -> bool:
    """In a clause that lists things with their values ("U12s kick off 9.45 now, U9s 10.30"), is the label's value
    given to another thing than the answer's? Each value belongs to its own segment (between commas, semicolons,
    colons and dashes): a segment that gives the answer's value, and not the label's, names two of the question's
    words or more ("U12s kick off 9.45 now"), and every segment that gives the label's value, and not the answer's,
    names none of them ("U9s 10.30"). ("sun it's Marta" of "who's cooking on the sunday?" names the day as notes write
    it: it is not read as another thing's.)"""
    if not states(clause, label) or not states(clause, lead):
        return False
    # (a segment that says no gives its value to nothing, "NOT the old PE store (mould)"; one that goes on with "so"
    # says two things: "the U9 coach can't get there for 9.45 so we've swapped them round, U12s kick off 9.45 now")
    parts = [part for _, seg in segments(clause) for part in _SO.split(seg) if not _NEGATION.search(part)]
    hits = [(states(seg, label) and not states(seg, lead), states(seg, lead) and not states(seg, label),
             len(_soft_hits(asked, meaning_stems(seg)))) for seg in parts]
    of_label = [n for lab, ans, n in hits if lab]
    of_answer = [n for lab, ans, n in hits if ans]
    return bool(of_label) and bool(of_answer) and max(of_answer) >= 2 and max(of_label) == 0


def _names_sibling(question: str, clause: str, missing) -> bool:
    """Does the clause name something beside what the question asks about: a content word next to a missing word
    in the question ("full hearing", "Flat 2B") stands in the clause next to another content word the question
    does not have, in the missing word's place ("preliminary hearing", "Flat 2A")?"""
    asked = words(question)
    asked_stems = {stem(w) for w in asked}
    said = words(clause)
    for i, word in enumerate(asked):
        if stem(word) not in missing and word not in missing:
            continue
        for side in (-1, 1):
            j = i + side
            if not 0 <= j < len(asked) or asked[j] in STOPWORDS:
                continue
            head = stem(asked[j])
            for k, other in enumerate(said):
                slot = k - side
                if stem(other) == head and 0 <= slot < len(said) and said[slot] not in STOPWORDS \
                        and stem(said[slot]) not in asked_stems:
                    return True
    return False
