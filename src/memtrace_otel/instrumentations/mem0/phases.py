"""What mem0 does inside a public call, as child operations: model calls (extract / decide), embeddings, lookups of
existing memories, hash dedup, record writes (create / update / delete, with lineage metadata in the payload),
history writes, and the search steps (semantic, keyword, entity boost, score-and-rank, rerank).

Every ``begin_*`` returns None (call through untraced) outside a public mem0 call, so a vector store or embedder
used on its own is not traced here.
"""

from __future__ import annotations

import hashlib
from typing import Any, Mapping, Optional

from opentelemetry.trace import SpanKind

from ... import capture, lineage
from ... import semconv as sc
from ...api import Operation, Variable
from .. import genai_content
from ..llm_marker import mark_llm_call
from ..prompt_vars import mem0_prompt
from ..record_versions import next_version, plan_write
from ..said_at import said_at_of
from ..vectorstore import lineage_metadata_enabled
from . import state as st
from .calls import Active, argument, replace_argument, undone_on_error
from .ids import decision_var_id, fact_var_id, record_var_id
from .records import RECORD_KIND, observe_items, read_items, read_record


def _call_for_phase(phase: str) -> Optional[st.CallState]:
    call = st.CALL.get()
    if call is None or st.PHASE.get() is not None:
        return None
    return call


def _op(call: st.CallState, kind: str, name: str, *, inputs=(), attributes=None, provider=None,
        operation_name=None, record_id=None, span_kind: SpanKind = SpanKind.INTERNAL) -> Operation:
    return Operation(kind, name, inputs=list(inputs), attributes=attributes, provider=provider,
                     operation_name=operation_name, record_id=record_id, span_kind=span_kind, span_name=name,
                     **call.scope_kwargs())


def _start(call_op: Operation, args, kwargs, finish=None, phase: Optional[str] = None) -> Active:
    call_op.start()
    active = Active(call_op, args, kwargs, finish=finish)
    if phase is not None:
        active.set(st.PHASE, phase)
    return active


def _md5(text: str) -> str:
    return hashlib.md5(text.encode()).hexdigest()


# ---------------------------------------------------------------------------------------------- model calls
def _llm_provider(call: st.CallState) -> Optional[str]:
    try:
        return str(call.memory.config.llm.provider)
    except Exception:
        return None


def begin_llm(wrapped, instance, args, kwargs) -> Optional[Active]:
    call = _call_for_phase("llm")
    if call is None:
        return None
    messages = argument(args, kwargs, "messages", 0)
    response_format = argument(args, kwargs, "response_format", 1)
    wants_json = isinstance(response_format, Mapping) and response_format.get("type") in ("json_object",
                                                                                         "json_schema")
    kind, name, step = sc.KIND_OTHER, "mem0.llm", None
    if call.method == "add":
        if call.procedural:
            kind, name = sc.KIND_SUMMARIZE, "mem0.procedural_summary"
        elif wants_json:
            with call.lock:
                n = call.json_llm_calls
                call.json_llm_calls += 1
            if n == 0:
                kind, name, step = sc.KIND_EXTRACT, ("mem0.extract_facts" if call.v1 else "mem0.extract"), "extract"
            elif n == 1 and call.v1:
                kind, name, step = sc.KIND_DECIDE, "mem0.decide", "decide"
    inputs: list = []
    if step == "extract":
        inputs += [Variable(var_id, text, kind="message", relation=sc.REL_DERIVED_FROM)
                   for var_id, text in call.messages]
        if not call.v1:  # 2.x shows the existing memories it looked up to the model
            inputs += [Variable(record_var_id(mid), text, kind=RECORD_KIND, relation=sc.REL_CONTEXT_OF)
                       for mid, (_, text) in list(call.lookup.items())]
    elif step == "decide":
        inputs += [Variable(fid, text, kind="fact", relation=sc.REL_READS) for fid, text in call.facts]
        inputs += [Variable(record_var_id(mid), text, kind=RECORD_KIND, relation=sc.REL_CONTEXT_OF)
                   for mid in _v1_shown_order(call) for text in [call.lookup.get(mid, ("", ""))[1]]]
    if step is not None:
        prompt = mem0_prompt(step, messages, call.v1)
        if prompt is not None:
            inputs.append(prompt)
    model = getattr(getattr(instance, "config", None), "model", None)
    op = _op(call, kind, name, inputs=inputs, provider=_llm_provider(call), operation_name=sc.OP_CHAT,
             attributes={sc.GEN_AI_REQUEST_MODEL: str(model)} if model else None, span_kind=SpanKind.CLIENT)
    mark_llm_call(op)
    active = _start(op, args, kwargs, finish=_finish_llm, phase="llm")
    with undone_on_error(active):
        active.data.update(call=call, step=step)
        genai_content.set_input_messages(op, messages)
    return active


def _finish_llm(active: Active, result: Any) -> None:
    op, call, step = active.op, active.data["call"], active.data["step"]
    text = result.get("content") if isinstance(result, Mapping) else result
    genai_content.set_output_text(op, text)
    if step is None:
        return
    reply = genai_content.parse_json_reply(text) or {}
    if step == "extract":
        _declare_facts(op, call, reply)
    elif step == "decide":
        _declare_decisions(op, call, reply)


def _declare_facts(op: Operation, call: st.CallState, reply: dict) -> None:
    raw = reply.get("facts") if call.v1 else reply.get("memory")
    source_ids = [var_id for var_id, _ in call.messages]
    texts = []
    for item in raw if isinstance(raw, list) else ():
        if isinstance(item, Mapping):
            item = item.get("text") or item.get("fact") or item.get("memory")
        if isinstance(item, str) and item.strip():
            texts.append(item)
    for text in texts:
        fact_id = fact_var_id(text, source_ids)
        op.output(fact_id, text, kind="fact", change=sc.CHANGE_DERIVE, source_ids=source_ids)
        with call.lock:
            call.facts.append((fact_id, text))
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(texts))


def _v1_shown_order(call: st.CallState) -> list:
    """mem0 1.x renumbers the memories it shows the model "0", "1", ... in the order the per-fact searches
    (taken in fact order) first returned them."""
    order: list = []
    for _, text in call.facts:
        for mid in call.fact_searches.get(text, ()):
            if mid not in order:
                order.append(mid)
    return order


def _declare_decisions(op: Operation, call: st.CallState, reply: dict) -> None:
    shown = _v1_shown_order(call)
    actions = reply.get("memory")
    for i, action in enumerate(actions if isinstance(actions, list) else ()):
        if not isinstance(action, Mapping):
            continue
        event = str(action.get("event") or "").upper()
        text = action.get("text")
        target = None
        if event in ("UPDATE", "DELETE", "NONE"):
            try:
                target = shown[int(str(action.get("id")))]
            except (ValueError, IndexError, TypeError):
                target = None
        fact_id = call.fact_id_of(text) if event in ("ADD", "UPDATE") else None
        sources = [s for s in (fact_id, record_var_id(target) if target else None) if s]
        var_id = decision_var_id(op.span_id, i)
        op.output(var_id, {"event": event, "text": text, "memory_id": target, "old_memory": action.get("old_memory")},
                  kind="decision", change=sc.CHANGE_DERIVE, source_ids=sources)
        with call.lock:
            call.decisions.append(st.Decision(var_id, event, str(text or ""), target, fact_id))


# ---------------------------------------------------------------------------------------------- embeddings
def begin_embed(method: str):
    def begin(wrapped, instance, args, kwargs) -> Optional[Active]:
        call = _call_for_phase("embed")
        if call is None:
            return None
        action = argument(args, kwargs, "memory_action", 1)
        name = f"mem0.{method}.{action}" if isinstance(action, str) else f"mem0.{method}"
        model = getattr(getattr(instance, "config", None), "model", None)
        op = _op(call, sc.KIND_EMBED, name, operation_name=sc.OP_EMBEDDINGS, span_kind=SpanKind.CLIENT,
                 attributes={sc.GEN_AI_REQUEST_MODEL: str(model)} if model else None)
        mark_llm_call(op)
        return _start(op, args, kwargs, finish=_finish_embed, phase="embed")

    return begin


def _finish_embed(active: Active, result: Any) -> None:
    vector = result
    if isinstance(result, list) and result and isinstance(result[0], (list, tuple)):
        vector = result[0]
    if isinstance(vector, (list, tuple)):
        active.op.set_attribute(sc.GEN_AI_EMBEDDINGS_DIMENSION_COUNT, len(vector))


# ---------------------------------------------------------------------------------------------- vector store
def _main_store_call(instance) -> Optional[st.CallState]:
    """Only the memory's own store: mem0 2.x keeps entities in a second store of the same class."""
    call = _call_for_phase("store")
    if call is None or instance is not getattr(call.memory, "vector_store", None):
        return None
    return call


def _store_attrs(instance, operation: str) -> dict:
    attrs = {sc.DB_OPERATION_NAME: operation}
    name = getattr(instance, "collection_name", None)
    if isinstance(name, str):
        attrs[sc.DB_COLLECTION_NAME] = name
    return attrs


def begin_store_search(wrapped, instance, args, kwargs) -> Optional[Active]:
    call = _main_store_call(instance)
    if call is None:
        return None
    query = argument(args, kwargs, "query", 0)
    attrs = _store_attrs(instance, "search")
    top_k = kwargs.get("top_k", kwargs.get("limit"))
    if isinstance(top_k, int):
        attrs[sc.GEN_AI_REQUEST_TOP_K] = top_k
    inputs: list = []
    if call.method == "add" and call.v1:
        name = "mem0.add.similar_memories"
        fact_id = call.fact_id_of(query)
        if fact_id:
            inputs.append(Variable(fact_id, query, kind="fact", relation=sc.REL_READS))
    elif call.method == "add":
        name = "mem0.add.lookup_existing"
        inputs += [Variable(var_id, text, kind="message", relation=sc.REL_READS) for var_id, text in call.messages]
    elif call.method == "search":
        name = "mem0.search.semantic"
        if call.query is not None:
            inputs.append(Variable(call.query[0], call.query[1], kind="query", relation=sc.REL_READS))
    else:
        name = "mem0.vector_search"
    op = _op(call, sc.KIND_RETRIEVE, name, inputs=inputs, attributes=attrs)
    active = _start(op, args, kwargs, finish=_finish_store_search, phase="store")
    active.data.update(call=call, query=query)
    return active


def _finish_store_search(active: Active, result: Any) -> None:
    call, items = active.data["call"], list(result or ())
    # a 2.x search over-fetches max(4 * top_k, 60) candidates for scoring: the top ones are what can matter
    read_items(active.op, items[:call.top_k] if call.method == "search" and call.top_k else items)
    active.op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(items))
    if call.method != "add":
        return
    ids = []
    for item in items:
        payload = getattr(item, "payload", None) or {}
        mid = getattr(item, "id", None)
        if mid is None:
            continue
        ids.append(str(mid))
        with call.lock:
            call.lookup.setdefault(str(mid), (payload.get("hash"), payload.get("data", "")))
    if call.v1 and isinstance(active.data["query"], str):
        with call.lock:
            call.fact_searches[active.data["query"]] = ids


def begin_keyword_search(wrapped, instance, args, kwargs) -> Optional[Active]:
    call = _main_store_call(instance)
    if call is None:
        return None
    op = _op(call, sc.KIND_RETRIEVE, "mem0.search.keyword", attributes=_store_attrs(instance, "keyword_search"))
    return _start(op, args, kwargs, finish=_finish_keyword, phase="store")


def _finish_keyword(active: Active, result: Any) -> None:
    items = list(result or ())
    read_items(active.op, items)
    active.op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(items))


def begin_store_observe(wrapped, instance, args, kwargs) -> Optional[Active]:
    """get/list: no span (the public call is the read); the payloads seed the version registry."""
    if st.CALL.get() is None:
        return None
    return Active(None, args, kwargs, finish=lambda active, result: observe_items(result))


def _record_owner(call: st.CallState, kind: str, name: str, instance, operation: str, inputs=(),
                  record_id=None) -> tuple[Operation, tuple, bool]:
    """The operation that declares this write: the enclosing create/update/delete or public call, else a new one."""
    scope = st.RECORD_OP.get()
    if scope is not None and scope.op.recording:
        return scope.op, scope.source_ids, False
    op = _op(call, kind, name, inputs=inputs, attributes=_store_attrs(instance, operation), record_id=record_id)
    op.start()
    return op, (), True


def begin_insert(wrapped, instance, args, kwargs) -> Optional[Active]:
    call = _main_store_call(instance)
    if call is None:
        return None
    ids = list(argument(args, kwargs, "ids", 2) or ())
    payloads = list(argument(args, kwargs, "payloads", 1) or ())
    texts = [p.get("data") if isinstance(p, Mapping) else None for p in payloads]
    inputs: list = []
    per_record_sources = []
    if st.RECORD_OP.get() is None:
        if call.method == "add" and not call.v1:
            emit_dedup(call, {t for t in texts if isinstance(t, str)})
        for text in texts:
            sources = []
            decision = call.take_decision("ADD", text=text) if isinstance(text, str) else None
            if decision is not None:
                inputs.append(Variable(decision.var_id, kind="decision", relation=sc.REL_DERIVED_FROM))
            fact_id = call.fact_id_of(text)
            source = fact_id or call.message_id_of(text)
            if source:
                inputs.append(Variable(source, text, kind="fact" if fact_id else "message",
                                       relation=sc.REL_DERIVED_FROM))
                sources.append(source)
            per_record_sources.append(tuple(sources))
    op, owner_sources, owns = _record_owner(call, sc.KIND_WRITE, "mem0.write", instance, "insert", inputs,
                                            record_id=ids[0] if len(ids) == 1 else None)
    active = Active(op, args, kwargs, finish=_finish_insert, owns_op=owns)
    active.set(st.PHASE, "store")
    with undone_on_error(active):
        active.data["plan"] = _plan_inserts(active, op, ids, payloads, texts, per_record_sources, owner_sources)
    return active


def _plan_inserts(active: Active, op: Operation, ids, payloads, texts, per_record_sources, owner_sources) -> list:
    """Versions of the records about to be written, and their payloads with the writer's trace context."""
    plan: list = []
    if not op.recording or len(ids) != len(payloads):
        return plan
    new_payloads = []
    capturing = capture.capture_enabled()
    for i, (mid, payload, text) in enumerate(zip(ids, payloads, texts)):
        var_id = record_var_id(mid)
        content = text if isinstance(text, str) else payload
        hash_ = capture.content_hash(content)
        version = next_version(var_id)
        sources = per_record_sources[i] if i < len(per_record_sources) else owner_sources
        # when the app says it was said: the metadata it passed to add() ("date"), else mem0's created_at
        plan.append((var_id, content, version, hash_, sources, said_at_of(payload) if capturing else None))
        meta = lineage.record_metadata(op.trace_id, op.span_id, version, hash_)
        new_payloads.append({**payload, **meta} if isinstance(payload, Mapping) else payload)
    if lineage_metadata_enabled("mem0"):
        replace_argument(active, "payloads", 1, new_payloads)
    return plan


def _finish_insert(active: Active, result: Any) -> None:
    for var_id, content, version, hash_, sources, said_at in active.data["plan"]:
        active.op.output(var_id, content, kind=RECORD_KIND, change=sc.CHANGE_CREATE, version=version, hash=hash_,
                         source_ids=sources, said_at=said_at)
    if active.owns_op:
        active.op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(active.data["plan"]))


def begin_update(wrapped, instance, args, kwargs) -> Optional[Active]:
    call = _main_store_call(instance)
    if call is None:
        return None
    mid = argument(args, kwargs, "vector_id", 0)
    payload = argument(args, kwargs, "payload", 2)
    op, sources, owns = _record_owner(call, sc.KIND_UPDATE, "mem0.touch_record", instance, "update",
                                      record_id=mid)
    active = Active(op, args, kwargs, finish=_finish_update, owns_op=owns)
    active.set(st.PHASE, "store")
    with undone_on_error(active):
        active.data["plan"] = _plan_update(active, op, mid, payload, sources)
    return active


def _plan_update(active: Active, op: Operation, mid, payload, sources):
    if not op.recording or mid is None or not isinstance(payload, Mapping) or "data" not in payload:
        return None
    var_id, text = record_var_id(mid), payload.get("data")
    hash_ = capture.content_hash(text)
    planned = plan_write(var_id, hash_, op.trace_id, op.span_id)
    if planned.unchanged:
        # content unchanged (1.x NONE touching session ids): the version and its writer stay what they were
        meta = planned.metadata() if planned.inherited else {}
        version = None
    else:
        version = planned.version
        meta = planned.metadata()
    if meta and lineage_metadata_enabled("mem0"):
        replace_argument(active, "payload", 2, {**payload, **meta})
    return (var_id, text, version, hash_, sources)


def _finish_update(active: Active, result: Any) -> None:
    if not active.data["plan"]:
        return
    var_id, text, version, hash_, sources = active.data["plan"]
    active.op.output(var_id, text, kind=RECORD_KIND, version=version, hash=hash_, source_ids=sources,
                     change=sc.CHANGE_UPDATE if version is not None else None)


def begin_delete(wrapped, instance, args, kwargs) -> Optional[Active]:
    call = _main_store_call(instance)
    if call is None:
        return None
    mid = argument(args, kwargs, "vector_id", 0)
    op, _, owns = _record_owner(call, sc.KIND_DELETE, "mem0.delete_record", instance, "delete", record_id=mid)
    active = Active(op, args, kwargs, finish=_finish_delete, owns_op=owns)
    active.set(st.PHASE, "store")
    active.data["mid"] = mid
    return active


def _finish_delete(active: Active, result: Any) -> None:
    if active.data["mid"] is not None:
        active.op.delete(record_var_id(active.data["mid"]), kind=RECORD_KIND)


# ---------------------------------------------------------------------------------------------- record actions
def _begin_record_action(kind: str, name: str, event: str):
    def begin(wrapped, instance, args, kwargs) -> Optional[Active]:
        call = st.CALL.get()
        if call is None or st.RECORD_OP.get() is not None or st.PHASE.get() is not None:
            return None
        inputs: list = []
        sources: list = []
        if event == "ADD":
            data = argument(args, kwargs, "data", 0)
            mid = None
            decision = call.take_decision("ADD", text=data)
        else:
            mid = argument(args, kwargs, "memory_id", 0)
            data = argument(args, kwargs, "data", 1) if event == "UPDATE" else None
            decision = call.take_decision(event, target=mid)
        if decision is not None:
            inputs.append(Variable(decision.var_id, kind="decision", relation=sc.REL_DERIVED_FROM))
        fact_id = decision.fact_id if decision is not None and decision.fact_id else (
            call.fact_id_of(data) if data is not None else None)
        source = fact_id or (call.message_id_of(data) if data is not None else None)
        if source:
            inputs.append(Variable(source, data, kind="fact" if fact_id else "message",
                                   relation=sc.REL_DERIVED_FROM))
            sources.append(source)
        op = _op(call, kind, name, inputs=inputs, record_id=mid)
        active = _start(op, args, kwargs)
        active.set(st.RECORD_OP, st.RecordScope(op, tuple(sources)))
        return active

    return begin


begin_create_memory = _begin_record_action(sc.KIND_WRITE, "mem0.create_memory", "ADD")
begin_update_memory = _begin_record_action(sc.KIND_UPDATE, "mem0.update_memory", "UPDATE")
begin_delete_memory = _begin_record_action(sc.KIND_DELETE, "mem0.delete_memory", "DELETE")


# ---------------------------------------------------------------------------------------------- 2.x hash dedup
def emit_dedup(call: st.CallState, inserted: set) -> None:
    """mem0 2.x drops extracted memories whose md5 matches an existing or earlier one, silently: make that
    decision visible (ADD or NONE per fact, the duplicate record as an input)."""
    with call.lock:
        if call.dedup_done or not call.facts:
            return
        call.dedup_done = True
        facts = list(call.facts)
        by_md5 = {h: (mid, text) for mid, (h, text) in call.lookup.items() if h}
    op = _op(call, sc.KIND_DECIDE, "mem0.add.dedup",
             inputs=[Variable(fid, text, kind="fact", relation=sc.REL_READS) for fid, text in facts])
    op.start()
    try:
        seen: set = set()
        for i, (fact_id, text) in enumerate(facts):
            md5 = _md5(text)
            existing = by_md5.get(md5)
            event = "ADD" if text in inserted and md5 not in seen and existing is None else "NONE"
            seen.add(md5)
            sources = [fact_id]
            if existing is not None:
                op.input(record_var_id(existing[0]), existing[1], kind=RECORD_KIND)
                sources.append(record_var_id(existing[0]))
            var_id = decision_var_id(op.span_id, i)
            content = {"event": event, "text": text, "memory_id": existing[0] if existing else None,
                       "reason": None if event == "ADD" else "hash_duplicate"}
            op.output(var_id, content, kind="decision", change=sc.CHANGE_DERIVE, source_ids=sources)
            with call.lock:
                call.decisions.append(st.Decision(var_id, event, text, existing[0] if existing else None, fact_id))
    finally:
        op.end()


def finish_add(call: st.CallState) -> None:
    if not call.v1:
        emit_dedup(call, set())  # nothing was inserted (all duplicates) when this still has work to do


# ---------------------------------------------------------------------------------------------- search steps
def begin_entity_boost(wrapped, instance, args, kwargs) -> Optional[Active]:
    call = _call_for_phase("step")
    if call is None:
        return None
    op = _op(call, sc.KIND_RETRIEVE, "mem0.search.entity_boost")
    return _start(op, args, kwargs, finish=lambda active, result: active.op.set_attribute(
        sc.GEN_AI_MEMORY_RECORD_COUNT, len(result) if isinstance(result, Mapping) else 0), phase="step")


def begin_score_and_rank(wrapped, instance, args, kwargs) -> Optional[Active]:
    call = _call_for_phase("step")
    if call is None:
        return None
    op = _op(call, sc.KIND_RERANK, "mem0.search.score_and_rank")
    return _start(op, args, kwargs, finish=_finish_scored, phase="step")


def _finish_scored(active: Active, result: Any) -> None:
    items = list(result or ())
    for rank, item in enumerate(items):
        if isinstance(item, Mapping):
            payload = item.get("payload") or {}
            read_record(active.op, item.get("id"), payload.get("data"), payload, rank=rank, score=item.get("score"))
    active.op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(items))


def begin_rerank(wrapped, instance, args, kwargs) -> Optional[Active]:
    call = _call_for_phase("step")
    if call is None:
        return None
    op = _op(call, sc.KIND_RERANK, "mem0.rerank")
    return _start(op, args, kwargs, finish=_finish_keyword, phase="step")


# ---------------------------------------------------------------------------------------------- history
def begin_history(batch: bool):
    def begin(wrapped, instance, args, kwargs) -> Optional[Active]:
        call = _call_for_phase("history")
        if call is None:
            return None
        records = argument(args, kwargs, "records", 0) if batch else None
        mid = None if batch else argument(args, kwargs, "memory_id", 0)
        op = _op(call, sc.KIND_OTHER, "mem0.history.batch_add" if batch else "mem0.history.add", record_id=mid,
                 attributes={sc.GEN_AI_MEMORY_RECORD_COUNT: len(records) if isinstance(records, list) else 1})
        return _start(op, args, kwargs, phase="history")

    return begin
