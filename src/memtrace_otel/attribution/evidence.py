"""Finding the source evidence of a failed case: the content that entered memory from outside and held what the
answer needed.

Source evidence is not only messages: it is whatever entered memory from outside — a message, a document written
straight into a vector store, a store item, a chat-history buffer version that added a turn, a record an app wrote:
any content-bearing version whose producer (if any) did not derive it from another version carrying the needed
information. Given ids are used as they are (any variable id, node id, or a dataset id that ends one). Otherwise
this is MemTrace's pseudo-evidence step, made offline: the candidates are ranked by BM25 over content words and dense
vectors from an embedded model (feature hashing by default, WordLlama when asked; both ship inside PyPI wheels and
need no server), fused by reciprocal rank (k=60), query = question + expected answer; the evidence is the
candidates that carry the need (:meth:`InformationNeed.carried_by`, judged with the time each was written).
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, field
from typing import Iterable, Optional

from .. import semconv as sc
from ..graph import EvolutionGraph, VariableVersion
from ..text.labels import opens_with_speaker
from ..text.words import content_stems, words
from .information import (_TEXT_KEYS, InformationNeed, _json_record, _plain_numbers, amounts_in, asking_turn_words,
                          balance_subset, is_asking_turn, meaning_stems, summed_subset)

RRF_K = 60
MESSAGE_KINDS = frozenset({"message"})
# kinds that never enter from outside: what a system derives while answering, and markers
DERIVED_KINDS = frozenset({"query", "answer", "prompt", "context", "retrieved_set", "embedding", "decision",
                           "feedback"})


@dataclass
class Evidence:
    nodes: list[str] = field(default_factory=list)  # node ids ("id@version")
    method: str = "none"  # given | pseudo | none
    weak: bool = False  # chosen by relevance only: none of them holds the expected answer
    ranked: list[tuple[str, float]] = field(default_factory=list)  # fused ranking (node id, score)
    together: bool = False  # every node is needed (the instances of a count): each is followed on its own


def resolve_given(graph: EvolutionGraph, ids: Iterable[str]) -> list[str]:
    """Node ids for given evidence ids: a node id, a var id (its first version), or a dataset id that ends a var id
    ("D1:3" for "msg:conv-26:D1:3"); messages first, then any other variable."""
    everything = {n.var_id: n.kind for n in graph.variables.values() if n.version >= 1}
    messages = sorted(v for v, k in everything.items() if k in MESSAGE_KINDS) + \
        sorted(v for v, k in everything.items() if k not in MESSAGE_KINDS)
    nodes: list[str] = []
    for raw in (str(i) for i in ids):
        if raw in graph.variables:
            nodes.append(raw)
            continue
        matches = [raw] if graph.versions(raw) else [v for v in messages if v.endswith(":" + raw)]
        nodes.extend(graph.versions(m)[0].node_id for m in matches[:1])
    return nodes


def _build_index(graph: EvolutionGraph, dense: str):
    """BM25 and dense vectors over every source of the graph, built once per graph state (cases share it)."""
    from rank_bm25 import BM25Okapi

    docs = source_documents(graph)
    ids = [d.node_id for d in docs]
    tokens = [list(_doc_tokens(d.content or "")) for d in docs]
    bm25 = (BM25Okapi(tokens), {nid: i for i, nid in enumerate(ids)}) if docs else None
    dense_index = None
    try:
        import numpy as np

        from ..text.embeddings import embed_matrix

        vectors = embed_matrix([d.content or "" for d in docs], method=dense) if docs else np.zeros((0, 1))
        dense_index = (vectors, {nid: i for i, nid in enumerate(ids)})
    except Exception:  # the dense model is optional
        dense_index = None
    return bm25, dense_index


@functools.lru_cache(maxsize=50_000)
def _doc_tokens(text: str) -> tuple:
    """A source's BM25 tokens (its texts recur in every graph built from one conversation)."""
    return tuple(content_stems(text)) or ("\x00",)


def _scores(bm25, ids: list[str], query: list[str]) -> list[float]:
    if bm25 is None or not query:
        return [0.0] * len(ids)
    index, position = bm25
    scores = index.get_scores(query)
    return [float(scores[position[i]]) for i in ids]


def _dense_scores(dense_index, ids: list[str], query: str, method: str) -> list[float]:
    import numpy as np

    from ..text.embeddings import embed_texts

    vectors, position = dense_index
    q = np.asarray(embed_texts([query], method=method)[0], dtype=float)
    scores = vectors @ q if len(vectors) else np.zeros(0)
    return [float(scores[position[i]]) for i in ids]


def rrf_fuse(rankings: list[list[float]], ids: list[str], k: int, candidates: int) -> list[tuple[str, float]]:
    fused: dict[str, float] = {}
    best: dict[str, int] = {}
    for scores in rankings:
        order = sorted(range(len(ids)), key=lambda i: (-scores[i], ids[i]))[:candidates]
        for rank, i in enumerate(order):
            fused[ids[i]] = fused.get(ids[i], 0.0) + 1.0 / (k + rank + 1)
            best[ids[i]] = min(best.get(ids[i], rank), rank)
    return sorted(fused.items(), key=lambda kv: (-kv[1], best[kv[0]], kv[0]))


def _in_scope(graph: EvolutionGraph, docs: list[VariableVersion], scope_key: Optional[str]) -> list[VariableVersion]:
    """The messages that entered the answer's memory scope."""
    if not scope_key:
        return docs

    def scope_of(node: VariableVersion) -> Optional[str]:
        first = graph.producer(node.node_id) or next(iter(graph.consumers(node.node_id)), None)
        return first.scope_key if first is not None else None
    return [d for d in docs if scope_of(d) == scope_key]


def node_time(graph: EvolutionGraph, node: VariableVersion) -> Optional[int]:
    """When a version came to be (ns): its producer's start, or the first op that read it."""
    op = _first_op(graph, node)
    return op.start_ns if op is not None and op.start_ns else None


_MISSING = object()


def _first_op(graph: EvolutionGraph, node: VariableVersion):
    """The op that produced a version, or the first op that read it (once per graph state)."""
    memo = _cached(graph, "first_op", dict)
    op = memo.get(node.node_id, _MISSING)
    if op is _MISSING:
        op = graph.producer(node.node_id)
        if op is None:
            consumers = graph.consumers(node.node_id)
            op = consumers[0] if consumers else None
        memo[node.node_id] = op
    return op


def stamp(graph: EvolutionGraph, node: VariableVersion):
    """The time a version's text was said, for dates relative to it ("yesterday"): the record's own time when the
    app stored one with it (``memtrace.output.said_at``, e.g. a chroma record's ``date`` metadata), the message's
    time when the app passed one (``memtrace.message.time`` on the op that took it in), else when it entered
    memory. A datetime, a date or None."""
    memo = _cached(graph, "stamp", dict)
    found = memo.get(node.node_id, _MISSING)
    if found is _MISSING:
        found = memo[node.node_id] = _stamp(graph, node)
    return found


def _stamp(graph: EvolutionGraph, node: VariableVersion):
    from datetime import datetime, timezone

    day = _told_stamp(graph, node)
    if day is not None:
        return day
    # (a prompt that tells the model what day it is was made that day, whatever the clock of the machine that ran it:
    # "Today is Mon 11 April 2050. ..." reads the "Weds 6th Apr" and "this Friday" of its lines against it)
    from ..text.dates import stated_today

    today = stated_today(node.content) if (node.kind or "") == "prompt" else None
    if today is not None:
        return today
    # (a version an operation made from messages, giving it no time of its own, was said when they were: an episode
    # EverMemOS made of a message sent on 2040-03-17 says what was said then, not when it was stored)
    op = graph.producer(node.node_id)
    if op is not None:
        told = [day for e in op.inputs if e.relation == "derived_from" and e.node_id in graph.variables
                and (day := _told_stamp(graph, graph.variables[e.node_id])) is not None]
        if told:
            return max(told)
    ns = node_time(graph, node)
    return datetime.fromtimestamp(ns / 1e9, tz=timezone.utc) if ns else None


def _told_stamp(graph: EvolutionGraph, node: VariableVersion):
    """The day the app gave a version's text (its record's own time, or the time of the message an operation took
    in), else None."""
    from ..text.dates import parse_timestamp

    if node.said_at:
        day = parse_timestamp(node.said_at)
        if day is None:
            day = _yearless_stamp(graph, node, node.said_at)
        if day is not None:
            return day
    op = _first_op(graph, node)
    said = op.attributes.get(sc.MEMTRACE_MESSAGE_TIME) if op is not None else None
    if said:
        # (to the minute when the app gave one: two messages of one evening are in the order they were sent)
        day = _iso_time(str(said)) or parse_timestamp(str(said))
        if day is None:
            day = _yearless_stamp(graph, node, str(said))
        if day is not None:
            return day
    return None


def _iso_time(value: str):
    """An ISO date and time ("2038-01-10T20:05:00Z") as a UTC datetime, else None."""
    from datetime import datetime, timezone

    if "T" not in value and " " not in value.strip():
        return None
    try:
        at = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    return at.replace(tzinfo=timezone.utc) if at.tzinfo is None else at.astimezone(timezone.utc)


def _yearless_stamp(graph: EvolutionGraph, node: VariableVersion, value: str):
    """A record's time the app gave without its year ("14/3", "Weds 8 Apr", "16th may"), see
    :func:`_record_days`; a message's time without its year: the most recent such day by when it was stored."""
    from datetime import datetime, timezone

    from ..text.dates import yearless_day

    if value == node.said_at:
        return _cached(graph, "record_days", lambda: _record_days(graph)).get(node.node_id)
    ns = node_time(graph, node)
    return yearless_day(value, datetime.fromtimestamp(ns / 1e9, tz=timezone.utc).date()) if ns else None


def _record_days(graph: EvolutionGraph) -> dict:
    """The day of every record whose time the app gave without its year, by node id. Records are stored in the order
    they were said: a day with its month ("1/9", "Weds 8 Apr") is read in the year that puts it nearest the next
    record's day (given in full or read so), or, for the last ones, nearest the last day given in full before them,
    else as the most recent such day by when it was stored (said before it was stored): "1/9" stored before "12/2"
    is the September before. A weekday and a day of the month alone ("Fri 20th") is then the first such day on or
    after the record's before it ("Weds 18th" after "14/3" is 18 March), else the last on or before the next one's."""
    from datetime import datetime, timezone

    from ..text.dates import parse_timestamp, without_weekday, yearless_day, yearless_month

    stored = []
    for node in graph.variables.values():
        if node.said_at:
            ns = node_time(graph, node)
            if ns is not None:
                stored.append((ns, node, parse_timestamp(node.said_at)))
    if all(day is not None for _, _, day in stored):
        return {}
    stored.sort(key=lambda item: item[0])
    days = [day for _, _, day in stored]
    anchors, last_full = [], None  # (the last day given in full before each record)
    for day in days:
        anchors.append(last_full)
        last_full = day if day is not None else last_full

    def stored_on(ns: int):
        return datetime.fromtimestamp(ns / 1e9, tz=timezone.utc).date()

    later = None
    for i in reversed(range(len(stored))):
        ns, node, _ = stored[i]
        if days[i] is None and yearless_month(node.said_at):
            ref = later or anchors[i]
            days[i] = yearless_day(node.said_at, ref, "nearest") if ref else yearless_day(node.said_at, stored_on(ns))
            # (a weekday whose year puts the record before the day given in full of one stored before it, or after
            # the next one's, is a slip of the writer's: the order the records were stored in stands, "Weds 7 May"
            # stored after "2043-04-19T18:30" is 7 May 2043, a Thursday)
            plain = without_weekday(node.said_at)
            if days[i] is not None and plain != node.said_at and (
                    anchors[i] is not None and days[i] < anchors[i] or later is not None and days[i] > later):
                days[i] = (yearless_day(plain, ref, "nearest") if ref else None) or days[i]
        later = days[i] or later
    following, after = [None] * len(stored), None  # (the next record's known day, for those with none before)
    for i in reversed(range(len(stored))):
        following[i] = after
        after = days[i] or after
    before = None
    for i, (ns, node, _) in enumerate(stored):
        if days[i] is None:
            if before is not None:
                days[i] = yearless_day(node.said_at, before, "after")
            elif following[i] is not None:
                days[i] = yearless_day(node.said_at, following[i], "before")
            else:
                days[i] = yearless_day(node.said_at, stored_on(ns))
        before = days[i] or before
    return {node.node_id: day for (_, node, full), day in zip(stored, days) if full is None and day is not None}


def said_text(graph: EvolutionGraph, node: VariableVersion) -> str:
    """A version's text as said: prefixed with its author ("Nate: ...") when the app named who said it
    (``memtrace.message.author``) and the text does not already open with a speaker."""
    memo = _cached(graph, "said_text", dict)
    found = memo.get(node.node_id)
    if found is None:
        found = memo[node.node_id] = _said_text(graph, node)
    return found


def _said_text(graph: EvolutionGraph, node: VariableVersion) -> str:
    content = node.content or ""
    # (a record of fields stored under a name, a store item's key: "Tues kids club" names what its fields are about,
    # as the app shows it to the model, "Tues kids club: instructor: Jordan ..."; read as one more field, first. A
    # record with a text field is read by that text, said when and by whom its fields say)
    key = _record_key(node.var_id)
    if key and key.lower() not in content.lower():
        record = _json_record(content)
        if record and not any(isinstance(record.get(k), str) for k in _TEXT_KEYS):
            content = '{"name": ' + json.dumps(key) + ", " + content.lstrip()[1:]
    op = _first_op(graph, node)
    author = op.attributes.get(sc.MEMTRACE_MESSAGE_AUTHOR) if op is not None else None
    if author and content and not opens_with_speaker(content):
        return f"{author}: {content}"
    return content


_READABLE_KEY = re.compile(r"[A-Za-z][A-Za-z' _-]{2,60}")


def _record_key(var_id: str) -> Optional[str]:
    """The name a record is stored under, when it is words ("Tues kids club", "warm-up"), not an id ("d06", a uuid,
    a number): the last part of a ``system:namespace:key`` variable id."""
    parts = var_id.split(":")
    if len(parts) < 3:
        return None
    key = parts[-1].strip()
    if not _READABLE_KEY.fullmatch(key) or not re.search(r"[A-Za-z]{3}", key):
        return None
    return key.replace("_", " ")


def _cached(graph: EvolutionGraph, key: str, make):
    """A value computed once per graph state (the graph clears its cache whenever it changes)."""
    cache = getattr(graph, "_cache", None)
    if cache is None:
        return make()
    full = "attribution." + key
    if full not in cache:
        cache[full] = make()
    return cache[full]


def source_documents(graph: EvolutionGraph, before_op: Optional[str] = None) -> list[VariableVersion]:
    """Content that entered memory from outside before ``before_op`` (see :func:`_all_sources`)."""
    limit = graph.position(before_op) if before_op and before_op in graph.operations else None
    sources = _cached(graph, "sources", lambda: _all_sources(graph))
    if limit is None:
        return [node for node, _ in sources]
    return [node for node, pos in sources if pos is None or pos <= limit]


def _all_sources(graph: EvolutionGraph) -> list[tuple[VariableVersion, Optional[int]]]:
    """Content that entered memory from outside before ``before_op``: every content-bearing version (not a query,
    answer, prompt, context...) with no producer, or whose producer read no content-bearing version of another
    variable (an app's own write: a document, a store item) or only earlier versions of the same variable with less
    in them (a buffer that gained a turn). Whether it carries the need is decided later."""
    out = []
    for node in graph.variables.values():
        if node.version < 1 or not node.content or node.deleted:
            continue
        if (node.kind or "other") in DERIVED_KINDS and not (node.kind == "prompt" and _extractor_prompt(graph, node)):
            continue
        producer = graph.producer(node.node_id)
        # (an operation that reads this very version and hands it on, a trim that keeps a message, did not make it)
        if producer is not None and node.node_id in producer._input_ids():
            producer = None
        pos = None
        if producer is not None:
            pos = graph.position(producer.op_id)
            derived = False
            for e in producer.inputs:
                src = graph.variables.get(e.node_id)
                if src is None or src.var_id == node.var_id or (src.kind or "other") in ("query", "prompt"):
                    continue
                if src.content or src.kind not in (None, "other"):
                    derived = True
                    break
            if derived:
                continue
        else:
            first = next(iter(graph.consumers(node.node_id)), None)
            pos = graph.position(first.op_id) if first is not None else None
        out.append((node, pos))
    out.sort(key=lambda item: item[0].node_id)
    return out


def _best_holders(need: InformationNeed, holding: list[str], by_id: dict, when, text=None,
                  copies_from: Iterable[str] = ()) -> list[str]:
    """The evidence is the best-ranked source that carries the need and the copies of its text elsewhere (the same
    message in a buffer, a store and a document: among ``holding``, and among ``copies_from`` those that hold a
    chosen text whole); for a multi-part answer, the best-ranked sources that together cover its parts. Other texts
    that merely also match are not followed: they are not what the answer needed."""
    text = text or (lambda node: node.content)
    first = holding[0]
    chosen = [first]
    covered = set(need.parts_carried(text(by_id[first]), timestamp=when(by_id[first])))
    wanted = set(range(len(need.parts)))
    for nid in holding[1:]:
        if covered >= wanted:
            break
        got = set(need.parts_carried(text(by_id[nid]), timestamp=when(by_id[nid])))
        if got - covered:
            chosen.append(nid)
            covered |= got
    texts = [_plain(by_id[n].content) for n in chosen]
    for nid in holding:
        if nid not in chosen:
            plain = _plain(by_id[nid].content)
            if any(t and plain and (t in plain or plain in t) for t in texts):
                chosen.append(nid)
    for nid in copies_from:  # (those hold the chosen text whole: a message with its fields around it)
        if nid not in chosen:
            plain = _plain(by_id[nid].content)
            if any(t and plain and t in plain for t in texts):
                chosen.append(nid)
    return chosen


def _plain(text) -> str:
    from ..text.words import words

    return " ".join(words(text or ""))


def is_extractor(graph: EvolutionGraph, op, answer_op_id: Optional[str]) -> bool:
    """An LLM call that is not the case's answer and reads no memory: it turns what the app gave it (a
    conversation) into something to store — an extraction, whatever library made the call."""
    if op.kind != "generate" or op.op_id == answer_op_id:
        return False
    at = graph.position(op.op_id)
    for e in op.inputs:
        node = graph.variables.get(e.node_id)
        if node is not None and (node.kind or "") in ("memory_record", "chunk", "episode", "document", "buffer",
                                                       "retrieved_set", "context", "fact"):
            return False
        # ... nor messages a memory read or a context window handed it as context (an earlier turn's reply built
        # from the chat memory's get, or from the history a trim_messages kept): that call answered from memory, it
        # did not extract into it
        if node is not None and e.relation == "context_of" and any(
                reader.kind in ("retrieve", "evict") and graph.position(reader.op_id) < at
                for reader in graph.consumers(e.node_id)):
            return False
    return True


def _extractor_prompt(graph: EvolutionGraph, node: VariableVersion) -> bool:
    """A prompt only extraction calls read (the answer's own prompt is left out per case by find_evidence)."""
    consumers = graph.consumers(node.node_id)
    return bool(consumers) and all(is_extractor(graph, op, None) for op in consumers)


PAIR_CANDIDATES = 8  # texts tried two by two for an answer no single text holds


def _carrying_pair(graph: EvolutionGraph, need: InformationNeed, ranked: list[str], by_id: dict) -> list[str]:
    """Two sources that together carry the need, each holding some of the answer's words: best fused ranks first."""
    cands = [nid for nid in ranked if by_id[nid].kind != "prompt" and need.might_carry(by_id[nid].content)
             and bool(need.answer_sets) and bool(need.answer_sets[0] & meaning_stems(by_id[nid].content or ""))]
    cands = cands[:PAIR_CANDIDATES]
    for i, a in enumerate(cands):
        for b in cands[i + 1:]:
            texts = [said_text(graph, by_id[a]), said_text(graph, by_id[b])]
            if need.carried_by_all(texts, timestamps=[stamp(graph, by_id[a]), stamp(graph, by_id[b])]):
                return [a, b]
    return []


COUNT_MAX = 12  # a count answer up to this many instances is looked for as that many texts
SUM_MAX_TEXTS = 24  # a total is looked for as a sum of amounts over at most this many texts about the question


_NUMBERED = re.compile(r"\b([a-z]{3,})\s+(?:no\.?\s*|number\s+|#)?(\d{1,5}[a-z]?)\b")
_NOT_NAMES = frozenset("january february march april may june july august september october november december "
                       "in on at by of for from to about around than over under the and or".split())


def _numbers_another(question: str, text: str) -> bool:
    """Does the text number what the question numbers with another number ("Episode 51" for "episode 52")? It is
    then about another one of them."""
    asked = [(noun, num) for noun, num in _NUMBERED.findall(question.lower()) if noun not in _NOT_NAMES]
    if not asked:
        return False
    lower = text.lower()
    for noun, num in asked:
        said = re.findall(rf"\b{re.escape(noun)}s?\s+(?:no\.?\s*|number\s+|#)?(\d{{1,5}}[a-z]?)\b", lower)
        said += re.findall(r"#(\d{1,5}[a-z]?)\b", lower)
        if said and num not in said:
            return True
    return False


def _counted_set(graph: EvolutionGraph, need: InformationNeed, ranked: list[str], by_id: dict) -> list[str]:
    """For a "how many" question, the texts (best fused ranks first) that together carry the count: as many texts
    about the question as the answer counts, each one instance."""
    if not need.counting or len(need.parts) != 1:
        return []
    n = need.count_of(need.parts[0])
    if not 2 <= n <= COUNT_MAX:
        return []
    about = [nid for nid in ranked if by_id[nid].kind not in ("prompt", "query")
             and need.about_question(said_text(graph, by_id[nid]), timestamp=stamp(graph, by_id[nid]))
             and not _numbers_another(need.question or "", by_id[nid].content or "")]
    if len(about) < n:
        return []
    chosen = about[:n]
    texts = [said_text(graph, by_id[nid]) for nid in chosen]
    if need.carried_by_all(texts, timestamps=[stamp(graph, by_id[nid]) for nid in chosen]):
        return chosen
    return []


def _summed_set(graph: EvolutionGraph, need: InformationNeed, candidates: list[str], by_id: dict) -> list[str]:
    """For a question that asks for a total ("how many km did the club runs cover altogether? 239 km"), the texts
    about the question whose amounts in the answer's unit add up to it (62 + 48 + 75 + 54 km), best ranks first."""
    target = need.summed_target()
    if target is None:
        return []
    amount, currency, unit = target
    texts, amounts = [], []
    for nid in candidates:
        if by_id[nid].kind in ("prompt", "query"):
            continue
        text = said_text(graph, by_id[nid])
        found = amounts_in(text, currency, unit)
        if found and amount not in found and need.about_question(text, timestamp=stamp(graph, by_id[nid])):
            texts.append(nid)
            amounts.append(found)
        if len(texts) == SUM_MAX_TEXTS:
            break
    chosen = summed_subset(amount, amounts)
    # (an amount of money may also be a balance: one amount less others, "£145 a head" of 395 less 100 and 150)
    if not chosen and currency is not None:
        chosen = balance_subset(amount, amounts)
    return [texts[i] for i in chosen] if chosen else []


# an amount written in figures, not glued to letters ("£1,800", "3"; not the 2 of "R2")
_AMOUNT = re.compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\d.]|[A-Za-z]\w)")
WORKED_MAX_TEXTS = 4  # texts a label's working is looked for in


def _worked_set(graph: EvolutionGraph, need: InformationNeed, candidates: list[str], by_id: dict) -> list[str]:
    """For a label that gives its answer and then how it was reached ("GBP 1,250 - GBP 1,650 full day less the
    GBP 400 deposit paid 3 March; due by 2 August"), the texts (about the question, or stating a clause's values)
    that together say what it rests on: the texts that carry most of its clauses (and of the answer itself, unless
    that is arithmetic or a choice the question names) first, best ranks breaking ties. A clause no text says is
    the labeller's own reckoning ("due by 2 August", from "balance due 6 wks before" the 13th) and is left out; an
    answer no text says, when it is not arithmetic, leaves nothing to go on."""
    worked = need.worked()
    if worked is None:
        return []
    head, clauses = worked
    items = ([head] if head else []) + clauses
    holds: dict = {}
    part_holders: dict = {}  # the parts (item, part) each text carries
    about_ids: list = []  # the texts about the question, best ranks first
    for nid in candidates:
        node = by_id[nid]
        if node.kind in ("prompt", "query"):
            continue
        text, when = said_text(graph, node), stamp(graph, node)
        about = need.about_question(text, timestamp=when)
        if about:
            about_ids.append(nid)
        part_said = {(i, k) for i, parts in enumerate(items) for k, p in enumerate(parts)
                     if need.carries_part(p, text, when, about)}
        said = {i for i, parts in enumerate(items) if all((i, k) in part_said for k in range(len(parts)))}
        if said:
            holds[nid] = said
        if part_said:
            part_holders[nid] = part_said
    # (a clause of the working that names amounts one text each states, "they've already sent £100 of the 155":
    # the texts that state them between them hold it, each one needed)
    covered = set().union(*holds.values()) if holds else set()
    for i, parts in enumerate(items):
        if i in covered:
            continue
        # (a clause of parts no one text states together, "it's due at 58,200 and it's on 57,900": the texts that
        # state its parts between them hold it, each one needed)
        if len(parts) > 1:
            stating = [next((nid for nid in candidates if (i, k) in part_holders.get(nid, ())), None)
                       for k in range(len(parts))]
            if None not in stating:
                for k, nid in enumerate(stating):
                    holds.setdefault(nid, set()).add((i, k))
            continue
        # (amounts, not the digits of a name: "R2", "0142")
        numbers = list(dict.fromkeys(_AMOUNT.findall(_plain_numbers(parts[0].text))))
        if not 2 <= len(numbers) <= 4:
            continue
        stating = []
        for n in numbers:
            # (the amount itself, written in the text, in a text about the question: not one worked out of others)
            found = next((nid for nid in about_ids if n in _AMOUNT.findall(_plain_numbers(by_id[nid].content or ""))),
                         None)
            # (or in a text that writes it with two words of the clause, about the question's words or not: "BUT feed
            # + the gas have gone up ... £14.50 a kilo on the bronze" states the £14.50 of "5kg bronze at £14.50 a
            # kilo", where the question asks "how much will my xmas order come to?")
            if found is None:
                words = frozenset(w for w in parts[0].stems if not w[:1].isdigit())
                found = next((nid for nid in candidates if by_id[nid].kind not in ("prompt", "query")
                              and n in _AMOUNT.findall(_plain_numbers(by_id[nid].content or ""))
                              and len(words & meaning_stems(by_id[nid].content or "")) >= 2), None)
            if found is None:
                break
            stating.append(found)
        else:
            for k, nid in enumerate(stating):
                holds.setdefault(nid, set()).add((i, k))
    wanted = set().union(*holds.values()) if holds else set()
    if not wanted or (head and 0 not in wanted):
        return []
    rank = {nid: i for i, nid in enumerate(candidates)}
    chosen: list = []
    while wanted and len(chosen) < WORKED_MAX_TEXTS:
        best = min(holds, key=lambda nid: (-len(holds[nid] & wanted), rank[nid]))
        if not holds[best] & wanted:
            break
        chosen.append(best)
        wanted -= holds[best]
    return chosen


RESTATED_MAX = 200  # derived texts looked at for a restatement of the answer (a graph with more is not searched so)


def _restated_sources(graph: EvolutionGraph, need: InformationNeed, docs: list, before_op: Optional[str]) -> list[str]:
    """The sources behind a derived text that carries the need: a message or memory an operation wrote before the
    answer (not a prompt, query or answer) that carries it, and of the sources that operation read, the one that
    shares most of that text's numbers and words (two at least, beyond the question's): it said the same thing in
    its own words. The latest such text decides. Bounded: with more than ``RESTATED_MAX`` derived texts before the
    answer (a large shared graph) nothing is returned, and the case stays as it was."""
    limit = graph.position(before_op) if before_op and before_op in graph.operations else None
    source_ids = {d.node_id for d in docs}
    derived = []
    for node in graph.variables.values():
        if not node.content or node.node_id in source_ids or (node.kind or "other") not in ("message", "memory",
                                                                                            "memory_record", "chunk",
                                                                                            "fact", "episode"):
            continue
        producer = graph.producer(node.node_id)
        if producer is None or limit is not None and graph.position(producer.op_id) > limit:
            continue
        derived.append((graph.position(producer.op_id), node, producer))
        if len(derived) > RESTATED_MAX:
            return []
    for _, node, producer in sorted(derived, key=lambda x: -x[0]):
        text = said_text(graph, node)
        if not need.carried_by(text, timestamp=stamp(graph, node)):
            continue
        said = meaning_stems(text) - need.question_set
        read = [graph.variables[e.node_id] for e in producer.inputs
                if e.node_id in source_ids and graph.variables[e.node_id].content]
        best = max(read, key=lambda v: len(said & meaning_stems(said_text(graph, v))), default=None)
        if best is not None and len(said & meaning_stems(said_text(graph, best))) >= 2:
            return [best.node_id]
    return []


def find_evidence(graph: EvolutionGraph, need: InformationNeed, *, given_ids: Iterable[str] = (),
                  before_op: Optional[str] = None, k: int = 8, dense: str = "hash",
                  scope_key: Optional[str] = None) -> Evidence:
    given = list(given_ids)
    if given:
        nodes = resolve_given(graph, given)
        if nodes:
            return Evidence(nodes=nodes, method="given")
    docs = source_documents(graph, before_op)
    if before_op:  # the answer's own prompt is its context, never a source
        docs = [d for d in docs if not (d.kind == "prompt" and any(op.op_id == before_op
                                                                    for op in graph.consumers(d.node_id)))]
    if need.question:  # ... nor is the turn that asks the question ("human: When did I pick my first courgette?"),
        # stamped as the question is or not ("[10:15 am on 17 February, 2023] ok remind me - when's my ...?")
        asked = asking_turn_words(need.question)
        docs = [d for d in docs if not (len(d.content) <= 2 * len(need.question) + 40
                                        and is_asking_turn(d.content, asked))]
    if not docs or need.mode == "none":
        return Evidence(method="none", weak=True)
    ids = [d.node_id for d in docs]
    query = need.query
    bm25, dense_index = _cached(graph, f"index:{dense}", lambda: _build_index(graph, dense))
    rankings = [_scores(bm25, ids, content_stems(query))]
    if dense_index is not None:
        try:
            rankings.append(_dense_scores(dense_index, ids, query, dense))
        except Exception:  # the dense model is optional: BM25 alone still works
            pass
    fused = rrf_fuse(rankings, ids, RRF_K, candidates=2 * k)
    by_id = {d.node_id: d for d in docs}
    if need.answer_sets:
        def carries(nid: str) -> bool:
            return need.carried_by(said_text(graph, by_id[nid]), timestamp=stamp(graph, by_id[nid]))

        order = {nid: i for i, (nid, _) in enumerate(fused)}
        holding = [nid for nid, _ in fused[:k] if carries(nid)]
        if not holding:  # the answer may sit outside the top k: scan every candidate, best fused rank first
            holding = sorted((d.node_id for d in docs if need.might_carry(d.content) and carries(d.node_id)),
                             key=lambda nid: (order.get(nid, len(order)), nid))[:k]
        if not holding and len(need.parts) > 1:
            # a multi-part answer spread over several sources: each source holds some parts
            holding = sorted((d.node_id for d in docs if need.might_carry(d.content) and
                              need.parts_carried(said_text(graph, d), timestamp=stamp(graph, d))),
                             key=lambda nid: (order.get(nid, len(order)), nid))[:k]
            # (a label's working whose terms more texts give than hold its comma-split parts: those texts, each term
            # needed; "£85 plus £30 for the third tier, less the £25 deposit" rests on three notes, not on the one
            # that holds "less the £25 deposit")
            if holding and need.worked() is not None:
                worked = _worked_set(graph, need, [nid for nid, _ in fused] +
                                     [d.node_id for d in docs if d.node_id not in order], by_id)
                if len(worked) > len(holding):
                    return Evidence(nodes=worked, method="pseudo-partial", weak=True, ranked=fused[:k],
                                    together=True)
                # (... or texts that say a term of it none of those holding parts says: each needed too; "large is
                # $12.50 now" beside the menu's "med $2.75" for "$4.75 - the large menudo is $12.50 now, plus $2.75
                # for the horchata, out of $20")
                more = [nid for nid in worked if nid not in holding]
                if more:
                    return Evidence(nodes=holding + more, method="pseudo-partial", weak=True, ranked=fused[:k],
                                    together=True)
        if holding:
            # one graph may hold many users' or runs' memories, with the same message in several: prefer the copies
            # in the answer's scope; out-of-scope ones only when no copy is in scope (a scope-filtering fault)
            in_scope = {d.node_id for d in _in_scope(graph, [d for d in docs if d.node_id in holding], scope_key)}
            holding = [n for n in holding if n in in_scope] or holding
            # of the texts that hold it, the one that says it in the answer's words, said by or of whom the question
            # asks about ("Which city did John recommend?": John's "Barcelona is a must-visit city", not Tim's
            # "Barcelona sounds awesome"), ranked first; the fused rank breaks ties
            rank = {nid: i for i, nid in enumerate(holding)}
            holding.sort(key=lambda nid: (not need.carried_literally_by(said_text(graph, by_id[nid]),
                                                                        timestamp=stamp(graph, by_id[nid])),
                                          not need.said_by_subject(said_text(graph, by_id[nid])), rank[nid]))
            # copies of the chosen text are looked for among every source that might carry the need, not only the
            # best-ranked ones (a message with its speaker and time fields ranks below its bare copy in a prompt)
            others = [d.node_id for d in docs if d.node_id not in rank and need.might_carry(d.content)
                      and carries(d.node_id)]
            holding = _best_holders(need, holding, by_id, lambda d: stamp(graph, d), lambda d: said_text(graph, d),
                                    copies_from=others)
            return Evidence(nodes=holding, method="pseudo", ranked=fused[:k])
        # a count ("how many times ...? three"): that many texts about the question, one instance each
        counted = _counted_set(graph, need, [nid for nid, _ in fused[:2 * k]], by_id)
        if counted:
            return Evidence(nodes=counted, method="pseudo-partial", weak=True, ranked=fused[:k], together=True)
        # (best fused ranks first, then the other sources in their order: an addend may rank low)
        ranked_ids = [nid for nid, _ in fused]
        ranked_set = set(ranked_ids)
        everything = ranked_ids + [d.node_id for d in docs if d.node_id not in ranked_set]
        # a label that gives its answer and then its working: the texts that say what the working rests on, each
        # needed (the booking's GBP 1,650 and the deposit note's GBP 400 for a balance no text states); looked for
        # before a sum or balance of amounts alone, which may be made of another thing's ("£1,650 less £400" of
        # another couple's booking)
        worked = _worked_set(graph, need, everything, by_id)
        if worked:
            return Evidence(nodes=worked, method="pseudo-partial", weak=True, ranked=fused[:k], together=True)
        # a total the question asks for: texts about it whose amounts add up to the answer (each run's km)
        summed = _summed_set(graph, need, everything, by_id)
        if summed:
            return Evidence(nodes=summed, method="pseudo-partial", weak=True, ranked=fused[:k], together=True)
        # several texts that together say it ("my day off" + "let's have a beer"): the first pair, best ranks first,
        # whose texts carry it together; followed by their own text like a partial source
        pair = _carrying_pair(graph, need, [nid for nid, _ in fused[:2 * k]], by_id)
        if pair:
            return Evidence(nodes=pair, method="pseudo-partial", weak=True, ranked=fused[:k])
        # nothing holds the whole answer: the sources about the question that hold part of it, best rank first
        # (a paraphrased or inferred answer); the engine then follows their own text, not the answer's words
        # (not an extraction prompt: it bundles a whole conversation, where a few shared words localise nothing)
        partial = [nid for nid, _ in fused[:k] if by_id[nid].kind != "prompt"
                   and need.might_carry(by_id[nid].content) and
                   need.partly_carried_by(said_text(graph, by_id[nid]), timestamp=stamp(graph, by_id[nid]))][:3]
        if partial:
            return Evidence(nodes=partial, method="pseudo-partial", weak=True, ranked=fused[:k])
        # no source says it, but a text an operation made from sources does ("ai: Noted: the outbound now leaves
        # Bristol at 06:50", the model's restatement of "easyJet have retimed the outbound - it's 06.50 now"): the
        # sources that operation read which share the restatement's numbers or words hold it in their own words
        restated = _restated_sources(graph, need, docs, before_op)
        if restated:
            return Evidence(nodes=restated, method="pseudo-partial", weak=True, ranked=fused[:k])
        return Evidence(nodes=[], method="pseudo", weak=True, ranked=fused[:k])
    return Evidence(nodes=[nid for nid, _ in fused[:3]], method="pseudo", weak=True, ranked=fused[:k])
