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

To know what the queue holds, the wrapper uses the read ``Memory`` makes itself: the chat store's methods are
wrapped too (every class of ``AsyncDBChatStore``'s hierarchy loaded at ``instrument()``), and inside a put or get
span the store's ``get_messages(<session>, status=ACTIVE)`` call made by ``Memory`` is observed (its messages
rendered as they are read, before anything can change them). A put's queue after the call is that read (the queue
with the added messages) less what ``archive_oldest_messages`` returned, when nothing else wrote that session in
between (every store write in this process counts its session's writes); otherwise, or when the memory's class or
its store's class is not one seen at ``instrument()``, the wrapper reads the active messages itself, as before
(before and after a put, after a get; other instrumentations suppressed while it does). Writes from another process
(or by SQL that bypasses the store classes) during a put are not seen: the put records the queue as its own read and
archive left it. Block contents are known for ``FactExtractionMemoryBlock`` (its facts) and ``StaticMemoryBlock``;
other blocks (``VectorMemoryBlock``) get a hash chain of their previous version and the messages flushed into them.
"""

from __future__ import annotations

import functools
import inspect
import threading
from collections import Counter
from types import CoroutineType
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


def _text_and_content(message: Any) -> tuple[str, Any]:
    """:func:`message_text` and the message's ``content``, read once."""
    role = getattr(message, "role", "message")
    role = getattr(role, "value", role)
    content = getattr(message, "content", None)
    return f"{role}: {content if isinstance(content, str) else capture.to_text(content)}", content


def _text_id(text: str) -> str:
    """:func:`message_var_id` of the message whose text is ``text``."""
    return "msg:" + capture.content_hash(text)[len("sha256:"):]


def _text_variable(text: str, relation: str) -> Variable:
    """The message whose text is ``text`` as an input, hashed once (its id is that hash)."""
    hash_ = capture.content_hash(text)
    return Variable("msg:" + hash_[len("sha256:"):], text, "message", relation=relation, hash=hash_)


def _message_variable(message: Any, relation: str) -> Variable:
    """The message as an input, its text rendered and hashed once (its id is that hash: :func:`message_var_id`)."""
    return _text_variable(message_text(message), relation)


def queue_var_id(memory: Any) -> str:
    return f"llamaindex:memory:{getattr(memory, 'session_id', None) or format(id(memory), 'x')}"


def block_var_id(block: Any) -> str:
    return f"llamaindex:block:{getattr(block, 'name', None) or type(block).__name__}"


def _message_inputs(messages, relation: str) -> list[Variable]:
    return [_message_variable(m, relation) for m in messages]


def _declare_messages(op: Operation, messages: list[tuple[str, Any]]) -> list[tuple[str, str]]:
    """Each message, given as its (text, content), as a ranked input (its text hashed once); (variable id, text)
    per message."""
    out = []
    for rank, (text, content) in enumerate(messages):
        hash_ = capture.content_hash(text)
        var_id = "msg:" + hash_[len("sha256:"):]  # message_var_id
        ref = op.input(var_id, text, kind="message", rank=rank, hash=hash_)
        _remember(op, ref, content, "message")
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


def _left_out_by(pool: list, kept: list, key) -> list[tuple[str, Any]]:
    """(key, item) of the items of ``pool`` not in ``kept``, compared by ``key`` as a multiset."""
    remaining = Counter(key(x) for x in kept)
    out = []
    for item in pool:
        k = key(item)
        if remaining[k] > 0:
            remaining[k] -= 1
        else:
            out.append((k, item))
    return out


def _left_out(pool: list, kept: list) -> list:
    """Messages of ``pool`` not in ``kept``, compared by variable id as a multiset (stores return new objects)."""
    return [message for _, message in _left_out_by(pool, kept, message_var_id)]


def _left_out_texts(pool: list[str], kept: list[str]) -> list[tuple[str, str]]:
    """(variable id, text) of the texts of ``pool`` not in ``kept``, as a multiset (what :func:`_left_out` gives
    for the messages these texts render)."""
    return _left_out_by(pool, kept, _text_id)


def record_lost(messages: list, name: str, owner: Any) -> None:
    """A child ``evict`` op for messages that left the window and went nowhere."""
    if not messages:
        return
    with _op(sc.KIND_EVICT, name, None, owner, "", _message_inputs(messages, sc.REL_EVICTED_TO)) as op:
        op.set_attribute(sc.MEMTRACE_EVICTED_COUNT, len(messages))


def _record_lost_texts(texts: list[str], name: str, owner: Any) -> None:
    """:func:`record_lost` for messages known by their rendered text."""
    if not texts:
        return
    with _op(sc.KIND_EVICT, name, None, owner, "", [_text_variable(t, sc.REL_EVICTED_TO) for t in texts]) as op:
        op.set_attribute(sc.MEMTRACE_EVICTED_COUNT, len(texts))


# ---------------------------------------------------------------------- the chat store, seen from a Memory call
# ``Memory.aput`` / ``aput_messages`` read the active queue themselves (``_manage_queue``: right after adding the
# messages, before flushing the oldest ones with ``archive_oldest_messages``), and ``Memory.aget`` reads it first
# thing. The chat store's methods are wrapped so that, inside one of our put / get spans, that read (and the
# archiving after it) is observed instead of repeated. Every store write, in any context, counts its session's
# writes: a put trusts what it observed only if the only writes of its session since the read were its own.
_STORE_READS = ("get_messages",)
_STORE_WRITES = ("add_message", "add_messages", "set_messages", "delete_message", "delete_messages",
                 "delete_oldest_messages", "archive_oldest_messages")
_STORE_METHODS = _STORE_READS + _STORE_WRITES
_WATCHED: set = set()  # (class, method) of the chat store methods this instrumentation wrapped
_FAST: dict = {}  # (memory class, store class, put method) -> True: the put relies on Memory's own read
_MEMORY_CLASS: list = [None]  # llama_index.core.memory.memory.Memory, once targets() found it
_SLOTS = 4096  # write counters, by hash of the session key (two sessions sharing one: only a re-read more)
_WRITES = [0] * _SLOTS
_WRITES_LOCK = threading.Lock()
_QUEUE_READ_KWARGS = frozenset(("key", "status", "limit", "offset"))
_OPAQUE: set = set()  # store classes whose writes return an awaitable that is not a coroutine: never trusted


def _slot(key: Any) -> int:
    try:
        return hash(key) & (_SLOTS - 1)
    except TypeError:
        return 0


def _count_write(key: Any) -> None:
    slot = _slot(key)
    with _WRITES_LOCK:  # several threads (sync calls run their coroutine in a thread) must not lose a write
        _WRITES[slot] += 1


def _definer(cls: type, name: str) -> Optional[type]:
    for klass in getattr(cls, "__mro__", ()):
        if name in vars(klass):
            return klass
    return None


def _fast_put(memory: Any, method: str) -> bool:
    """The put runs ``Memory``'s own queue management on a store whose every read and write we see."""
    store_cls = type(getattr(memory, "sql_store", None))
    key = (type(memory), store_cls, method)
    fast = _FAST.get(key)
    if fast is None:
        memory_cls = _MEMORY_CLASS[0]
        fast = (memory_cls is not None and _definer(type(memory), method) is memory_cls
                and _definer(type(memory), "_manage_queue") is memory_cls
                and all((_definer(store_cls, name), name) in _WATCHED for name in _STORE_METHODS))
        _FAST[key] = fast
    return fast


def _watcher(store: Any) -> Optional["_Watch"]:
    """The put / get whose memory uses ``store``, if the current operation is one."""
    op = current_operation()
    if op is None:
        return None
    watch = getattr(op, "call_state", {}).get("watch")
    return watch if watch is not None and watch.store is store else None


def _split(instance: Any, args: tuple) -> tuple[Any, tuple]:
    """(store, the arguments after self): the wrapper also sees calls through the class (self in ``args``)."""
    if instance is None and args:
        return args[0], args[1:]
    return instance, args


def _store_read(wrapped, instance, args, kwargs):
    store, rest = _split(instance, args)
    result = wrapped(*args, **kwargs)  # bad arguments raise here, as without us
    if type(result) is not CoroutineType:
        return result
    watch = _watcher(store)
    if watch is None or not watch.is_queue_read(rest, kwargs):
        return result
    return _observed_read(watch, result)


async def _observed_read(watch: "_Watch", pending: Any) -> Any:
    writes = _WRITES[watch.slot]  # before the read: a write that ends after this is not trusted to be in it
    messages = await pending
    try:
        watch.saw_read(messages, writes)
    except Exception:
        watch.reads += 1  # counted, so an unreadable read is not trusted
        log_once("llamaindex.observe", "memtrace: could not observe the LlamaIndex memory queue (logged once)")
    return messages


def _store_write_wrapper(name: str):
    def wrapper(wrapped, instance, args, kwargs):
        store, rest = _split(instance, args)
        key = rest[0] if rest else kwargs.get("key")
        result = wrapped(*args, **kwargs)
        if type(result) is not CoroutineType:  # a sync override: it has written by now
            _count_write(key)
            if inspect.isawaitable(result):  # an awaitable we must not replace: when it writes is not known
                _OPAQUE.add(type(store))
            return result
        return _counted_write(name, _watcher(store), key, rest, kwargs, result)

    return wrapper


async def _counted_write(name: str, watch: Optional["_Watch"], key: Any, args: tuple, kwargs: dict,
                         pending: Any) -> Any:
    try:
        result = await pending
    finally:
        _count_write(key)
    if watch is not None and key == watch.session:
        try:
            watch.saw_write(name, args, kwargs, result)
        except Exception:
            watch.untrusted = True
            log_once("llamaindex.observe", "memtrace: could not observe the LlamaIndex memory queue (logged once)")
    return result


class _Watch:
    """What one put / get saw its memory's store do: Memory's reads of the active queue (rendered as read) and
    the writes after the read."""

    def __init__(self, memory: Any):
        self.store = getattr(memory, "sql_store", None)
        self.session = getattr(memory, "session_id", None)
        self.slot = _slot(self.session)
        self.reads = 0
        self.queue: list[tuple[str, Any]] = []  # (text, content) per message of the read
        self.writes_before = 0  # the session's write count when the read started
        self.after: list[tuple[str, Any, Optional[list[str]]]] = []  # (method, n, texts returned) after the read
        self.untrusted = False

    def is_queue_read(self, args: tuple, kwargs: dict) -> bool:
        """``get_messages(<session>, status=ACTIVE)``, no limit or offset: all of the queue."""
        if len(args) > 2 or not _QUEUE_READ_KWARGS.issuperset(kwargs):
            return False
        key = args[0] if args else kwargs.get("key")
        status = args[1] if len(args) > 1 else kwargs.get("status")
        return (key == self.session and getattr(status, "value", status) == "active"
                and kwargs.get("limit") is None and kwargs.get("offset") is None)

    def saw_read(self, messages: Any, writes_before: int) -> None:
        self.reads += 1
        self.writes_before = writes_before
        self.after = []
        self.queue = [_text_and_content(m) for m in messages]

    def saw_write(self, name: str, args: tuple, kwargs: dict, result: Any) -> None:
        if not self.reads:
            return  # before the read (the put's add): in the read
        n = args[1] if len(args) > 1 else kwargs.get("n")
        texts = [message_text(m) for m in result] if name == "archive_oldest_messages" and \
            isinstance(result, list) else None
        self.after.append((name, n, texts))

    def queue_now(self) -> Optional[list[str]]:
        """The texts of the queue now, from the read and what was archived after it; None if not known that way:
        not exactly one read, a write after it that is not an archive of its oldest messages, or a write of the
        session that was not ours."""
        if self.reads != 1 or self.untrusted or _WRITES[self.slot] != self.writes_before + len(self.after) \
                or (_OPAQUE and type(self.store) in _OPAQUE):
            return None
        texts = [text for text, _ in self.queue]
        start = 0
        for name, n, archived in self.after:
            if name != "archive_oldest_messages" or archived is None or type(n) is not int or len(archived) != n \
                    or texts[start:start + n] != archived:
                return None
            start += n
        return texts[start:]


# ---------------------------------------------------------------------- Memory (async methods carry the spans)
def _memory_wrapper(call_class: type, key: str):
    """A wrapper for an async ``Memory`` method: the queue is read before the call (with instrumentation
    suppressed) and after it, in the call's own coroutine, unless the call observes Memory's own read."""

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
        self.watch: Optional[_Watch] = None

    def before(self):
        if _fast_put(self.memory, self.method):
            self.watch = _Watch(self.memory)  # no read before: Memory's own read (after the add) is observed
            return None
        return super().before()

    def start(self) -> None:
        self.inputs = _message_inputs(self.added, sc.REL_DERIVED_FROM)
        self.op = _op(sc.KIND_BUFFER, f"llamaindex.memory.{self.method.lstrip('a')}", sc.OP_UPDATE_MEMORY,
                      self.memory, MEMORY_FAMILY, self.inputs)
        self.op.call_state["flushed"] = []  # message ids the blocks took (children)
        if self.watch is not None:
            self.op.call_state["watch"] = self.watch
        self.op.start()

    def finish(self, result: Any) -> Any:
        return self._finish() if self.recording else None

    def _pool(self, added_texts: list[str]) -> Optional[list[str]]:
        """The texts of the queue before the put followed by the added messages; None if not known."""
        if self.watch is None:
            before = self.held
            return None if before is None else [message_text(m) for m in before] + added_texts
        if self.watch.reads != 1:
            return None
        queue = [text for text, _ in self.watch.queue]  # read by Memory right after adding the messages
        cut = len(queue) - len(added_texts)
        if cut >= 0 and queue[cut:] == [v.content for v in self.inputs]:  # the added messages, as declared
            return queue[:cut] + added_texts  # the added messages as they are now (as a read before would give)
        return queue

    async def _finish(self) -> None:
        op, memory, added, watch = self.op, self.memory, self.added, self.watch
        if watch is not None:
            op.call_state["watch"] = None  # nothing more to observe (our own read below included)
        after_texts = watch.queue_now() if watch is not None else None
        if after_texts is None:
            after = await _active_messages(memory)
            if after is None:
                return
            after_texts = [message_text(m) for m in after]
        # the added messages as they are now (the id of a message whose text is still the one declared at start
        # is not hashed again)
        added_texts = [message_text(m) for m in added]
        source_ids = [v.id if text == v.content else _text_id(text) for text, v in zip(added_texts, self.inputs)]
        op.output(queue_var_id(memory), after_texts, kind="buffer", source_ids=source_ids)
        op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(added))
        # a queue holding exactly the texts it held plus the added ones lost nothing: no archive to look for
        # (and no message of the queue hashed)
        pool = self._pool(added_texts)
        if pool is not None and pool != after_texts:
            flushed = Counter(op.call_state["flushed"])
            lost = []
            for key, text in _left_out_texts(pool, after_texts):
                if flushed[key] > 0:
                    flushed[key] -= 1
                else:
                    lost.append(text)
            _record_lost_texts(lost, "llamaindex.memory.archive", memory)


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
        self.watch: Optional[_Watch] = None
        if self.op is not None:
            self.watch = self.op.call_state["watch"] = _Watch(memory)  # Memory.aget's read of the queue

    def finish(self, result: Any) -> Any:
        return self._finish(result) if self.recording else None

    async def _finish(self, result: Any) -> None:
        op, memory, watch = self.op, self.memory, self.watch
        op.call_state["watch"] = None
        if watch is not None and watch.reads == 1 and not watch.after and not watch.untrusted:
            active = watch.queue  # what aget read, rendered as it was read
        else:
            active = [_text_and_content(m) for m in await _active_messages(memory) or []]
        queue = [text for text, _ in active]
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
        _MEMORY_CLASS[0] = memory
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
        # the chat stores (Memory's sql_store): observed inside our put / get spans, writes counted everywhere
        import_modules("llama_index.core.storage.chat_store.sql")
        chat_store = import_class("llama_index.core.storage.chat_store.base_db", "AsyncDBChatStore")
        if chat_store is not None:
            for cls, method in defining_classes(chat_store, _STORE_METHODS):
                if getattr(vars(cls)[method], "__isabstractmethod__", False):
                    continue  # the base's abstract declaration: nothing runs there
                targets.append(AttrTarget(cls, method, _store_read if method in _STORE_READS
                                          else _store_write_wrapper(method)))
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

    def _instrument(self, **kwargs: Any) -> None:
        super()._instrument(**kwargs)
        # the store methods actually wrapped (not one already wrapped by someone else): a put relies on what it
        # observes only on a store whose every read and write goes through them
        _FAST.clear()
        _WATCHED.clear()
        _WATCHED.update((p.owner, p.attr) for p in self._patches if p.attr in _STORE_METHODS)

    def _uninstrument(self, **kwargs: Any) -> None:
        _WATCHED.clear()
        _FAST.clear()
        super()._uninstrument(**kwargs)
