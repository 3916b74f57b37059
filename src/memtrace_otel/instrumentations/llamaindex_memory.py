"""LlamaIndex memory: ``Memory`` (short-term FIFO queue that waterfalls into memory blocks), its blocks, and the
legacy ``ChatMemoryBuffer``.

    from memtrace_otel.instrumentations.llamaindex_memory import LlamaIndexMemoryInstrumentor
    LlamaIndexMemoryInstrumentor().instrument()

Mapping (docs/long-context-memory.md):
- a message is a ``message`` variable ``msg:<hash of "<role>: <text>">`` (LlamaIndex messages carry no id, so two
  identical messages share one variable);
- the short-term queue of ``Memory`` is a ``buffer`` variable ``llamaindex:memory:<session_id>`` whose content is
  its active messages; a memory block is a variable ``llamaindex:block:<name>`` (kind ``memory_record``);
- ``aput`` / ``aput_messages`` -> op kind ``buffer`` (``update_memory``): messages in (``derived_from``), the
  queue's new version out. The sync ``put`` / ``put_messages`` / ``get`` / ... run their async twin through
  ``asyncio_run``, so they are not wrapped: each user call gives exactly one span, from the async method;
- the waterfall flush ``BaseMemoryBlock.aput(messages, from_short_term_memory=True)`` -> op kind ``evict``
  (``llamaindex.memory_block.flush``), a child of the put: the flushed messages are inputs with relation
  ``evicted_to`` and the block's new content version is the output. A block's direct ``aput`` is a ``write``.
  Messages that left the queue without any block taking them (no blocks, or ``accept_short_term_memory=False``)
  get a child ``evict`` op ``llamaindex.memory.archive`` with no output: lost to the context window;
- ``aget`` -> ``retrieve`` (``search_memory``) reading the queue version, its messages (ranked) and the current
  version of each block; output the assembled ``context`` variable ``llamaindex:context:<session_id>``; each
  block's ``aget`` inside it is a child ``retrieve`` (``llamaindex.memory_block.get``) of that block's variable;
  what ``aget`` and ``ChatMemoryBuffer.get`` read is remembered per trace (``retrieval_cache``), so a model call in
  the same trace quoting a message or a block's text links to the read (``context_of``);
  ``aget_all`` -> ``retrieve`` of every stored message; ``areset`` -> ``evict`` + tombstone of the queue;
  ``aset`` -> ``buffer`` write of the queue;
- legacy ``ChatMemoryBuffer.get`` (token-window read) -> ``retrieve`` plus a child ``evict`` op for the messages the
  window left out; ``BaseChatStoreMemory.put/aput`` -> ``buffer`` writes of ``llamaindex:chat:<chat_store_key>``.

To know what the queue holds, the wrapper re-reads the active messages from the memory's chat store before and
after a put (one cheap query on the default in-process SQLite store; other instrumentations are suppressed while it
runs). Block contents are known for ``FactExtractionMemoryBlock`` (its facts) and ``StaticMemoryBlock``; other blocks
(``VectorMemoryBlock``) get a hash chain of their previous version and the messages flushed into them.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any, Collection, Optional

from opentelemetry.instrumentation.utils import is_instrumentation_enabled, suppress_instrumentation

from .. import capture, lineage
from .. import semconv as sc
from ..api import MISSING, Operation, Variable, current_operation
from ..guard import dont_throw, log_once
from . import retrieval_cache
from .base import AttrTarget, MemtraceInstrumentor, WrapTarget, operation_wrapper
from .record_versions import chained_hash, version_read
from .traced_call import TracedCall, call_wrapper, family_of, family_operation, inside_family
from .overrides import defining_classes, import_class, import_modules

PROVIDER = "llamaindex"
SYSTEM = "long_context"
MEMORY_FAMILY = "llamaindex_memory"
BLOCK_FAMILY = "llamaindex_block"


# ---------------------------------------------------------------------- variables
def message_text(message: Any) -> str:
    role = getattr(message, "role", "message")
    role = getattr(role, "value", role)
    content = getattr(message, "content", None)
    return f"{role}: {content if isinstance(content, str) else capture.to_text(content)}"


def message_var_id(message: Any) -> str:
    return "msg:" + capture.content_hash(message_text(message))[len("sha256:"):]


def _message_variable(message: Any, relation: str) -> Variable:
    """The message as an input, its text rendered and hashed once (its id is that hash: :func:`message_var_id`)."""
    text = message_text(message)
    hash_ = capture.content_hash(text)
    return Variable("msg:" + hash_[len("sha256:"):], text, "message", relation=relation, hash=hash_)


def queue_var_id(memory: Any) -> str:
    return f"llamaindex:memory:{getattr(memory, 'session_id', None) or format(id(memory), 'x')}"


def block_var_id(block: Any) -> str:
    return f"llamaindex:block:{getattr(block, 'name', None) or type(block).__name__}"


def _message_inputs(messages, relation: str) -> list[Variable]:
    return [_message_variable(m, relation) for m in messages]


def _declare_messages(op: Operation, messages: list) -> list[tuple[str, str]]:
    """Each message as a ranked input (its text rendered and hashed once); (variable id, text) per message."""
    out = []
    for rank, message in enumerate(messages):
        text = message_text(message)
        hash_ = capture.content_hash(text)
        var_id = "msg:" + hash_[len("sha256:"):]  # message_var_id
        ref = op.input(var_id, text, kind="message", rank=rank, hash=hash_)
        _remember(op, ref, getattr(message, "content", None), "message")
        out.append((var_id, text))
    return out


_nested = inside_family


def _op(kind: str, name: str, operation_name: Optional[str], owner: Any, family: str, inputs=(),
        conversation_id: Any = None, store_id: Optional[str] = None) -> Operation:
    return family_operation(family, kind, name, system=SYSTEM, operation_name=operation_name, provider=PROVIDER,
                            store_id=store_id or type(owner).__name__,
                            conversation_id=conversation_id or getattr(owner, "session_id", None), inputs=inputs)


def _read_version(var_id: str, content: Any) -> Optional[int]:
    return version_read(var_id, capture.content_hash(content))


async def _active_messages(memory: Any) -> Optional[list]:
    """The queue's active messages, read without tracing the read; None if the store cannot tell us."""
    try:
        from llama_index.core.storage.chat_store.base_db import MessageStatus

        with suppress_instrumentation():
            return list(await memory.sql_store.get_messages(memory.session_id, status=MessageStatus.ACTIVE))
    except Exception:
        log_once("llamaindex.active", "memtrace: could not read the LlamaIndex memory queue (logged once)")
        return None


def _left_out(pool: list, kept: list) -> list:
    """Messages of ``pool`` not in ``kept``, compared by variable id as a multiset (stores return new objects)."""
    remaining = Counter(message_var_id(m) for m in kept)
    out = []
    for message in pool:
        key = message_var_id(message)
        if remaining[key] > 0:
            remaining[key] -= 1
        else:
            out.append(message)
    return out


def record_lost(messages: list, name: str, owner: Any) -> None:
    """A child ``evict`` op for messages that left the window and went nowhere."""
    if not messages:
        return
    with _op(sc.KIND_EVICT, name, None, owner, "", _message_inputs(messages, sc.REL_EVICTED_TO)) as op:
        op.set_attribute(sc.MEMTRACE_EVICTED_COUNT, len(messages))


# ---------------------------------------------------------------------- Memory (async methods carry the spans)
def _memory_wrapper(call_class: type, key: str):
    """A wrapper for an async ``Memory`` method: the queue is read before the call (with instrumentation
    suppressed) and after it, in the call's own coroutine."""

    def enabled() -> bool:
        return is_instrumentation_enabled() and not _nested(MEMORY_FAMILY)

    return call_wrapper(lambda wrapped, memory, args, kwargs: call_class(memory, args, kwargs), key,
                        enabled=enabled, check_binds="always")


class _QueueCall(TracedCall):
    """A ``Memory`` call that reads the queue's active messages before it runs."""

    def __init__(self, memory: Any, args: tuple, kwargs: dict):
        super().__init__(None, args, kwargs)
        self.memory = memory
        self.held: Optional[list] = None

    def before(self):
        return lambda: _active_messages(self.memory)

    def absorb(self, fetched: Any) -> None:
        self.held = fetched


class _PutCall(_QueueCall):
    def __init__(self, memory: Any, args: tuple, kwargs: dict, method: str):
        super().__init__(memory, args, kwargs)
        self.method = method
        if method == "aput":
            self.added = [args[0] if args else kwargs.get("message")]
        else:
            self.added = list(args[0] if args else kwargs.get("messages") or ())

    def start(self) -> None:
        self.inputs = _message_inputs(self.added, sc.REL_DERIVED_FROM)
        self.op = _op(sc.KIND_BUFFER, f"llamaindex.memory.{self.method.lstrip('a')}", sc.OP_UPDATE_MEMORY,
                      self.memory, MEMORY_FAMILY, self.inputs)
        self.op.call_state["flushed"] = []  # message ids the blocks took (children)
        self.op.start()

    def finish(self, result: Any) -> Any:
        return self._finish() if self.recording else None

    async def _finish(self) -> None:
        op, memory, added, before = self.op, self.memory, self.added, self.held
        after = await _active_messages(memory)
        if after is None:
            return
        after_texts = [message_text(m) for m in after]
        # the added messages as they are now (the id of a message whose text is still the one declared at start
        # is not hashed again)
        added_texts = [message_text(m) for m in added]
        source_ids = [v.id if text == v.content else "msg:" + capture.content_hash(text)[len("sha256:"):]
                      for text, v in zip(added_texts, self.inputs)]
        op.output(queue_var_id(memory), after_texts, kind="buffer", source_ids=source_ids)
        op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(added))
        # a queue holding exactly the texts it held plus the added ones lost nothing: no archive to look for
        # (and no message of the queue hashed)
        if before is not None and [message_text(m) for m in before] + added_texts != after_texts:
            flushed = Counter(op.call_state["flushed"])
            lost = []
            for message in _left_out(before + added, after):
                key = message_var_id(message)
                if flushed[key] > 0:
                    flushed[key] -= 1
                else:
                    lost.append(message)
            record_lost(lost, "llamaindex.memory.archive", memory)


def _start_get(instance, args, kwargs) -> Optional[Operation]:
    if _nested(MEMORY_FAMILY):
        return None
    query = args[0] if args else kwargs.get("input")
    inputs = []
    if query is not None:
        text = query if isinstance(query, str) else message_text(query)
        inputs.append(Variable("query:" + capture.content_hash(text)[len("sha256:"):], text, "query",
                               relation=sc.REL_DERIVED_FROM))
    return _op(sc.KIND_RETRIEVE, "llamaindex.memory.get", sc.OP_SEARCH_MEMORY, instance, MEMORY_FAMILY, inputs)


class _GetCall(TracedCall):
    def __init__(self, memory: Any, args: tuple, kwargs: dict):
        super().__init__(_start_get(memory, args, kwargs), args, kwargs)
        self.memory = memory

    def finish(self, result: Any) -> Any:
        return self._finish(result) if self.recording else None

    async def _finish(self, result: Any) -> None:
        op, memory = self.op, self.memory
        active = await _active_messages(memory) or []
        queue = [message_text(m) for m in active]
        queue_id = queue_var_id(memory)
        sources = []
        if queue or lineage.REGISTRY.current(queue_id) is not None:  # else: an empty, never-written queue
            text = capture.to_text(queue)  # rendered and hashed once (what input() would record and hash)
            hash_ = capture.content_hash(text)
            op.input(queue_id, text, kind="buffer", version=version_read(queue_id, hash_), hash=hash_)
            sources.append(queue_id)
        declared = _declare_messages(op, active)
        for block in getattr(memory, "memory_blocks", None) or ():
            block_id = block_var_id(block)
            if lineage.REGISTRY.current(block_id) is not None:
                ref = op.input(block_id, kind="memory_record")
                sources.append(block_id)
                content = block_content(block)
                for text in content if isinstance(content, list) else ():
                    _remember(op, ref, text, "memory_record")
        context = [message_text(m) for m in result or ()]
        op.output(f"llamaindex:context:{getattr(memory, 'session_id', '')}", context, kind="context",
                  change=sc.CHANGE_DERIVE, source_ids=sources)
        op.set_records([{"id": var_id, "content": text} for var_id, text in declared])


def _remember(op: Operation, ref: Any, text: Any, kind: str) -> None:
    """A later prompt (same trace) quoting ``text`` links to this read (``retrieval_cache``)."""
    if ref is not None and isinstance(text, str) and text:
        retrieval_cache.remember(ref.id, ref.version, ref.hash, text, op.trace_id, op.span_id, kind=kind)


def _start_get_all(instance, args, kwargs) -> Optional[Operation]:
    if _nested(MEMORY_FAMILY):
        return None
    return _op(sc.KIND_RETRIEVE, "llamaindex.memory.get_all", sc.OP_SEARCH_MEMORY, instance, MEMORY_FAMILY)


@dont_throw
def _finish_get_all(op: Operation, result, instance, args, kwargs) -> None:
    messages = list(result or ())
    declared = []
    for rank, message in enumerate(messages):
        text = message_text(message)
        hash_ = capture.content_hash(text)
        var_id = "msg:" + hash_[len("sha256:"):]  # message_var_id
        op.input(var_id, text, kind="message", rank=rank, hash=hash_)
        declared.append({"id": var_id, "content": text})
    op.set_records(declared)


class _ResetCall(_QueueCall):
    def start(self) -> None:
        self.held = self.held or []
        self.op = _op(sc.KIND_EVICT, "llamaindex.memory.reset", sc.OP_DELETE_MEMORY, self.memory, MEMORY_FAMILY,
                      _message_inputs(self.held, sc.REL_EVICTED_TO))
        self.op.start()

    def finish(self, result: Any) -> None:
        self.op.delete(queue_var_id(self.memory), kind="buffer")
        self.op.set_attribute(sc.MEMTRACE_EVICTED_COUNT, len(self.held))


def _start_set(instance, args, kwargs) -> Optional[Operation]:
    if _nested(MEMORY_FAMILY):
        return None
    messages = list(args[0] if args else kwargs.get("messages") or ())
    op = _op(sc.KIND_BUFFER, "llamaindex.memory.set", sc.OP_UPDATE_MEMORY, instance, MEMORY_FAMILY,
             _message_inputs(messages, sc.REL_DERIVED_FROM))
    op.call_state["added"] = messages
    return op


@dont_throw
def _finish_set(op: Operation, result, instance, args, kwargs) -> None:
    messages = op.call_state["added"]
    op.output(queue_var_id(instance), [message_text(m) for m in messages], kind="buffer",
              source_ids=[message_var_id(m) for m in messages])


# ---------------------------------------------------------------------- memory blocks
def block_content(block: Any) -> Any:
    """What a block holds, for the blocks whose state we can see without calling them; MISSING otherwise."""
    facts = getattr(block, "facts", None)
    if isinstance(facts, list):
        return list(facts)
    static = getattr(block, "static_content", None)
    if static is not None:
        return [getattr(part, "text", None) or capture.to_text(part) for part in static]
    return MISSING


def _start_block_put(instance, args, kwargs) -> Optional[Operation]:
    if _nested(BLOCK_FAMILY):
        return None
    messages = list(args[0] if args else kwargs.get("messages") or ())
    from_short_term = kwargs.get("from_short_term_memory", args[1] if len(args) > 1 else False)
    if from_short_term and not getattr(instance, "accept_short_term_memory", True):
        return None  # the block refuses: nothing moves (the put's archive op records the loss)
    parent = current_operation()
    if from_short_term and family_of(parent) == MEMORY_FAMILY:
        parent.call_state["flushed"].extend(message_var_id(m) for m in messages)  # type: ignore[union-attr]
    if from_short_term:
        op = _op(sc.KIND_EVICT, "llamaindex.memory_block.flush", None, instance, BLOCK_FAMILY,
                 _message_inputs(messages, sc.REL_EVICTED_TO),
                 conversation_id=kwargs.get("session_id", args[2] if len(args) > 2 else None),
                 store_id=block_var_id(instance))
    else:
        op = _op(sc.KIND_WRITE, "llamaindex.memory_block.put", sc.OP_UPDATE_MEMORY, instance, BLOCK_FAMILY,
                 _message_inputs(messages, sc.REL_DERIVED_FROM), store_id=block_var_id(instance))
    op.call_state["added"] = messages
    return op


@dont_throw
def _finish_block_put(op: Operation, result, instance, args, kwargs) -> None:
    messages = op.call_state["added"]
    var_id = block_var_id(instance)
    content = block_content(instance)
    ids = [message_var_id(m) for m in messages]
    if content is MISSING:
        op.output(var_id, MISSING, kind="memory_record", source_ids=ids, hash=chained_hash(var_id, ids))
    else:
        op.output(var_id, content, kind="memory_record", source_ids=ids)
    if op.kind == sc.KIND_EVICT:
        op.set_attribute(sc.MEMTRACE_EVICTED_COUNT, len(messages))


def content_text(content: Any) -> str:
    """Text of what a block returns: a string, content blocks, or chat messages."""
    if isinstance(content, str):
        return content
    parts = []
    for part in content or ():
        text = getattr(part, "text", None)
        if text is None:
            text = getattr(part, "content", None)
        parts.append(text if isinstance(text, str) else capture.to_text(part))
    return "\n".join(parts)


def _start_block_get(instance, args, kwargs) -> Optional[Operation]:
    if _nested(BLOCK_FAMILY):
        return None
    return _op(sc.KIND_RETRIEVE, "llamaindex.memory_block.get", None, instance, BLOCK_FAMILY,
               conversation_id=kwargs.get("session_id"), store_id=block_var_id(instance))


@dont_throw
def _finish_block_get(op: Operation, result, instance, args, kwargs) -> None:
    text = content_text(result)
    ref = op.input(block_var_id(instance), kind="memory_record")
    _remember(op, ref, text, "memory_record")
    op.set_records([{"id": block_var_id(instance), "content": text}] if text else [])


# ---------------------------------------------------------------------- legacy ChatMemoryBuffer
def chat_var_id(memory: Any) -> str:
    return f"llamaindex:chat:{getattr(memory, 'chat_store_key', None) or format(id(memory), 'x')}"


def _legacy_all(memory: Any) -> Optional[list]:
    try:
        with suppress_instrumentation():
            return list(memory.chat_store.get_messages(memory.chat_store_key))
    except Exception:
        return None


def _start_legacy_get(instance, args, kwargs) -> Optional[Operation]:
    if _nested(MEMORY_FAMILY):
        return None
    return _op(sc.KIND_RETRIEVE, "llamaindex.chat_memory_buffer.get", sc.OP_SEARCH_MEMORY, instance, MEMORY_FAMILY,
               conversation_id=getattr(instance, "chat_store_key", None))


@dont_throw
def _finish_legacy_get(op: Operation, result, instance, args, kwargs) -> None:
    window = list(result or ())
    everything = _legacy_all(instance) or window
    chat = [message_text(m) for m in everything]
    chat_id = chat_var_id(instance)
    if chat or lineage.REGISTRY.current(chat_id) is not None:
        op.input(chat_id, chat, kind="buffer", version=_read_version(chat_id, chat))
    for rank, message in enumerate(window):
        ref = op.input(message_var_id(message), message_text(message), kind="message", rank=rank)
        _remember(op, ref, getattr(message, "content", None), "message")
    op.set_records([{"id": message_var_id(m), "content": message_text(m)} for m in window])
    dropped = _left_out(everything, window)
    if dropped:
        op.set_attribute(sc.MEMTRACE_WINDOW_MAX_TOKENS, getattr(instance, "token_limit", None))
    record_lost(dropped, "llamaindex.chat_memory_buffer.window", instance)


def _start_legacy_put(instance, args, kwargs) -> Optional[Operation]:
    if _nested(MEMORY_FAMILY):
        return None
    message = args[0] if args else kwargs.get("message")
    op = _op(sc.KIND_BUFFER, "llamaindex.chat_memory_buffer.put", sc.OP_UPDATE_MEMORY, instance, MEMORY_FAMILY,
             _message_inputs([message], sc.REL_DERIVED_FROM), conversation_id=getattr(instance, "chat_store_key",
                                                                                     None))
    op.call_state["added"] = [message]
    return op


@dont_throw
def _finish_legacy_put(op: Operation, result, instance, args, kwargs) -> None:
    everything = _legacy_all(instance)
    added = op.call_state["added"]
    if everything is not None:
        op.output(chat_var_id(instance), [message_text(m) for m in everything], kind="buffer",
                  source_ids=[message_var_id(m) for m in added])


class LlamaIndexMemoryInstrumentor(MemtraceInstrumentor):
    """Memory spans for ``llama_index.core.memory``: ``Memory``, its memory blocks, and ``ChatMemoryBuffer``."""

    _instruments: Collection[str] = ("llama-index-core >= 0.12",)
    trigger_module = "llama_index.core"
    extra = "llamaindex"

    def targets(self) -> list[WrapTarget]:
        memory = import_class("llama_index.core.memory.memory", "Memory")
        block = import_class("llama_index.core.memory.memory", "BaseMemoryBlock")
        if memory is None or block is None:
            return []
        # load the block and buffer classes llama-index ships, so their overrides are found
        import_modules("llama_index.core.memory.memory_blocks", "llama_index.core.memory.chat_memory_buffer")
        targets = []
        memory_wrappers = {
            "aput": _memory_wrapper(functools.partial(_PutCall, method="aput"), "llamaindex.put"),
            "aput_messages": _memory_wrapper(functools.partial(_PutCall, method="aput_messages"),
                                             "llamaindex.put"),
            "aget": _memory_wrapper(_GetCall, "llamaindex.get"),
            "areset": _memory_wrapper(_ResetCall, "llamaindex.reset"),
            "aget_all": operation_wrapper(_start_get_all, _finish_get_all, "llamaindex.Memory.aget_all"),
            "aset": operation_wrapper(_start_set, _finish_set, "llamaindex.Memory.aset"),
        }
        for cls, method in defining_classes(memory, memory_wrappers):
            targets.append(AttrTarget(cls, method, memory_wrappers[method]))
        for cls, method in defining_classes(block, ("aput",)):
            targets.append(AttrTarget(cls, method, operation_wrapper(
                _start_block_put, _finish_block_put, f"llamaindex.{cls.__qualname__}.aput")))
        for cls, method in defining_classes(block, ("aget",)):
            targets.append(AttrTarget(cls, method, operation_wrapper(
                _start_block_get, _finish_block_get, f"llamaindex.{cls.__qualname__}.aget")))
        legacy = import_class("llama_index.core.memory.chat_memory_buffer", "ChatMemoryBuffer")
        store_memory = import_class("llama_index.core.memory.types", "BaseChatStoreMemory")
        if legacy is not None:
            for cls, method in defining_classes(legacy, ("get",)):
                targets.append(AttrTarget(cls, method, operation_wrapper(
                    _start_legacy_get, _finish_legacy_get, f"llamaindex.{cls.__qualname__}.get")))
        if store_memory is not None and legacy is not None:
            # only the chat-store memories that are not Memory (it has its own put path)
            for cls, method in defining_classes(store_memory, ("put", "aput")):
                if issubclass(cls, memory):
                    continue
                targets.append(AttrTarget(cls, method, operation_wrapper(
                    _start_legacy_put, _finish_legacy_put, f"llamaindex.{cls.__qualname__}.{method}")))
        return targets
