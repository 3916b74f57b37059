"""LangChain chat history (long-context memory): ``BaseChatMessageHistory`` adds, reads and clears, and
``trim_messages`` as the place where a window loses messages.

    from memtrace_otel.instrumentations.langchain_history import ChatHistoryInstrumentor
    ChatHistoryInstrumentor().instrument()

Mapping (docs/long-context-memory.md):
- the history is a ``buffer`` variable ``history:<session_id>`` (or ``history:<hex id(instance)>`` when the class
  has no ``session_id``); each add makes a new version (content = the list of ``"<type>: <text>"`` lines when
  capture is on, its hash always);
- each message is a ``message`` variable: ``message.id`` when set, else ``msg:<content hash>``;
- ``add_message`` / ``add_messages`` / ``aadd_messages`` -> op kind ``buffer`` (``update_memory``): the new messages
  are inputs (``derived_from``), the buffer's new version the output. Nested calls (``add_user_message`` ->
  ``add_message`` -> ``add_messages``, ``aadd_messages`` -> ``add_messages`` in an executor) give one span;
- ``aget_messages`` -> ``retrieve`` (``search_memory``) reading the buffer version and each message with its rank;
  the sync ``messages`` attribute is a plain field on most histories and cannot be wrapped;
- ``clear`` / ``aclear`` -> ``evict`` (``delete_memory``): a tombstone of the buffer, the messages it held as inputs
  with relation ``evicted_to`` (to nowhere);
- a history whose add drops old messages (a windowed subclass) gets a child ``evict`` op listing the dropped ones;
- ``langchain_core.messages.trim_messages(messages, ...)`` -> ``evict`` op ``langchain.trim_messages``: every input
  message is an input, the kept ones with relation ``reads`` and the dropped ones with ``evicted_to``; the kept
  messages are its outputs (remembered like a read, so a model call whose prompt quotes them links to the trim:
  apps that read the sync ``history.messages`` then trim have no other traced read). The runnable form
  (``trim_messages(max_tokens=...)`` without messages) is traced too.
  Code that imported ``trim_messages`` by name before ``instrument()`` keeps the original function.
- what ``aget_messages`` returns is remembered per trace (``retrieval_cache``): a model call in the same trace whose
  prompt quotes a message links to this read (``context_of``).

The buffer's content is read from the instance only when ``messages`` is a plain attribute (in-memory histories);
histories that load messages over IO on each access (Redis, SQL...) are never read by us: their buffer versions are
a hash chain of the previous version and the added messages, without content.
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import json
import threading
from typing import Any, Collection, Optional

from wrapt import FunctionWrapper

from .. import capture
from .. import semconv as sc
from ..api import MISSING, Operation, Variable
from ..guard import dont_throw, log_once
from . import retrieval_cache
from .base import AttrTarget, MemtraceInstrumentor, WrapTarget, operation_wrapper
from .overrides import defining_classes, import_class
from .record_versions import chained_hash, version_read
from .said_at import said_at_of
from .traced_call import family_operation, inside_family

PROVIDER = "langchain"
SYSTEM = "long_context"
FAMILY = "langchain_history"
ADD_METHODS = ("add_message", "add_messages", "aadd_messages")
METHODS = ADD_METHODS + ("aget_messages", "clear", "aclear")
TRIM_MODULE = "langchain_core.messages.utils"
TRIM_PACKAGE = "langchain_core.messages"


# ---------------------------------------------------------------------- variables
def message_text(message: Any) -> str:
    """``"<type>: <text>"``: what the message says and who said it, the identity of an id-less message."""
    content = getattr(message, "content", message)
    text = content if isinstance(content, str) else capture.to_text(content)
    return f"{getattr(message, 'type', 'message')}: {text}"


def message_var_id(message: Any) -> str:
    msg_id = getattr(message, "id", None)
    if msg_id:
        return str(msg_id)
    return "msg:" + capture.content_hash(message_text(message))[len("sha256:"):]


def _message_variable(message: Any, relation: str) -> Variable:
    """The message as an input, its text rendered and hashed once (the id of an id-less message is its hash)."""
    text = message_text(message)
    hash_ = capture.content_hash(text)
    msg_id = getattr(message, "id", None)
    # when the app says it was said: a timestamp it keeps in the message's additional_kwargs (LangChain has no field)
    said = said_at_of(getattr(message, "additional_kwargs", None)) if capture.capture_enabled() else None
    return Variable(str(msg_id) if msg_id else "msg:" + hash_[len("sha256:"):], text, "message", relation=relation,
                    hash=hash_, said_at=said)


class _Rendering:
    """A history's buffer content (``capture.to_text`` of its list of message lines: ``["a", "b"]``) hashed
    incrementally, so an add costs the added messages, not the whole history: the SHA-256 state over the text up to
    the last message seen (closed with ``]`` on a copy), the text itself only while capture is on."""

    __slots__ = ("count", "first", "last", "sha", "text")

    def __init__(self, with_text: bool):
        self.count = 0
        self.first: Any = None
        self.last: Any = None
        self.sha = hashlib.sha256(b"[")
        self.text: Optional[str] = "[" if with_text else None


_dumps = json.JSONEncoder(ensure_ascii=False).encode  # json.dumps(text, ensure_ascii=False), one encoder
_RENDERINGS: dict[int, _Rendering] = {}  # id(history) -> its rendering (checked against the messages it covered)
_MAX_RENDERINGS = 1024
_RENDER_LOCK = threading.Lock()


def _buffer_hash(history: Any, messages: list, with_text: bool) -> tuple[str, Optional[str]]:
    """(content hash, content text or None) of the buffer holding ``messages``, equal to
    ``capture.content_hash([message_text(m) for m in messages])``. Extends the history's last rendering when
    ``messages`` only appended to what it covered (same first message, same message at its end), else starts over
    (a window that dropped messages, a cleared history, a new history at a reused id)."""
    with _RENDER_LOCK:
        r = _RENDERINGS.get(id(history))
        n = len(messages)
        if (r is None or r.count > n or (with_text and r.text is None)
                or (r.count and (messages[0] is not r.first or messages[r.count - 1] is not r.last))):
            if r is None and len(_RENDERINGS) >= _MAX_RENDERINGS:
                _RENDERINGS.pop(next(iter(_RENDERINGS)))
            r = _RENDERINGS[id(history)] = _Rendering(with_text)
        if not with_text:
            r.text = None
        for i in range(r.count, n):
            piece = _dumps(message_text(messages[i]))
            if i:
                piece = ", " + piece
            r.sha.update(piece.encode("utf-8", "replace"))
            if r.text is not None:
                r.text += piece
        if n:
            r.count, r.first, r.last = n, messages[0], messages[-1]
        sha = r.sha.copy()
        sha.update(b"]")
        return "sha256:" + sha.hexdigest()[:16], (r.text + "]") if r.text is not None else None


def history_var_id(history: Any, session: Any = MISSING) -> str:
    """``session``: the history's ``session_id`` when the caller read it already."""
    if session is MISSING:
        session = getattr(history, "session_id", None)
    return f"history:{session}" if session not in (None, "") else f"history:{id(history):x}"


def _snapshot(history: Any) -> Optional[list]:
    """The history's messages when they are a plain attribute (no IO); None otherwise."""
    try:
        messages = vars(history).get("messages")
    except TypeError:
        return None
    return list(messages) if isinstance(messages, list) else None


def _nested() -> bool:
    return inside_family(FAMILY)


def _new_op(kind: str, name: str, operation_name: str, history: Any, inputs=(), session: Any = MISSING) -> Operation:
    """``session``: the history's ``session_id`` when the caller read it already."""
    if session is MISSING:
        session = getattr(history, "session_id", None)
    return family_operation(FAMILY, kind, name, system=SYSTEM, operation_name=operation_name, provider=PROVIDER,
                            store_id=type(history).__name__, conversation_id=session, inputs=inputs)


def _declare_buffer(op: Operation, history: Any, messages: Optional[list], added: list,
                    variables: Optional[list] = None, var_id: Optional[str] = None) -> None:
    var_id = var_id if var_id is not None else history_var_id(history)
    variables = variables if variables is not None else [_message_variable(m, sc.REL_DERIVED_FROM) for m in added]
    source_ids = [v.id for v in variables]
    if messages is not None:
        # the hash (and, capture on, the text) of the whole buffer, extended by the added messages only
        hash_, text = _buffer_hash(history, messages, capture.capture_enabled())
        op.output(var_id, text if text is not None else MISSING, kind="buffer", hash=hash_, source_ids=source_ids)
        return
    chained = chained_hash(var_id, [v.hash for v in variables])
    op.output(var_id, MISSING, kind="buffer", hash=chained, source_ids=source_ids)


def record_evicted(dropped: list, *, name: str, history: Any = None) -> None:
    """A child ``evict`` op: these messages left the window and went nowhere."""
    if not dropped:
        return
    inputs = [Variable(message_var_id(m), message_text(m), "message", relation=sc.REL_EVICTED_TO) for m in dropped]
    op = Operation(sc.KIND_EVICT, name, system=SYSTEM, provider=PROVIDER,
                   store_id=type(history).__name__ if history is not None else None,
                   conversation_id=getattr(history, "session_id", None), inputs=inputs)
    with op:
        op.set_attribute(sc.MEMTRACE_EVICTED_COUNT, len(dropped))


# ---------------------------------------------------------------------- add / read / clear
def _added(method: str, args: tuple, kwargs: dict) -> Optional[list]:
    if method == "add_message":
        message = args[0] if args else kwargs.get("message")
        return [message] if message is not None else []
    messages = args[0] if args else kwargs.get("messages")
    # never consume a one-shot iterator the wrapped call still has to read
    return list(messages) if isinstance(messages, (list, tuple)) else None


def _start_add(method: str):
    def start(instance, args, kwargs) -> Optional[Operation]:
        if _nested():
            return None
        added = _added(method, args, kwargs)
        inputs = [_message_variable(m, sc.REL_DERIVED_FROM) for m in added or ()]
        session = getattr(instance, "session_id", None)
        op = _new_op(sc.KIND_BUFFER, f"langchain.chat_history.{method}", sc.OP_UPDATE_MEMORY, instance, inputs,
                     session)
        op.call_state["var_id"] = history_var_id(instance, session)
        op.call_state["before"] = _snapshot(instance)
        op.call_state["added"] = added or []
        op.call_state["inputs"] = inputs if added is not None else None
        return op

    return start


@dont_throw
def _finish_add(op: Operation, result, instance, args, kwargs) -> None:
    added, before = op.call_state["added"], op.call_state["before"]
    after = _snapshot(instance)
    _declare_buffer(op, instance, after, added, op.call_state["inputs"], op.call_state["var_id"])
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, len(added))
    if before is not None and after is not None:
        nb = len(before)
        if (len(after) == nb + len(added) and (not nb or (after[0] is before[0] and after[nb - 1] is before[-1]))
                and all(a is b for a, b in zip(after[nb:], added))):
            return  # appended, nothing dropped: no eviction to look for (without a pass over the history)
        kept = {id(m) for m in after}
        dropped = [m for m in before + added if id(m) not in kept]
        record_evicted(dropped, name="langchain.chat_history.evict", history=instance)


def _start_get(instance, args, kwargs) -> Optional[Operation]:
    if _nested():
        return None
    return _new_op(sc.KIND_RETRIEVE, "langchain.chat_history.aget_messages", sc.OP_SEARCH_MEMORY, instance)


@dont_throw
def _finish_get(op: Operation, result, instance, args, kwargs) -> None:
    messages = list(result or ())
    var_id = history_var_id(instance)
    content = [message_text(m) for m in messages]
    version = version_read(var_id, capture.content_hash(content))
    if messages or version is not None:  # an empty history nobody wrote yet: nothing was read
        op.input(var_id, content, kind="buffer", version=version)
    for rank, message in enumerate(messages):
        ref = op.input(message_var_id(message), message_text(message), kind="message", rank=rank)
        if ref is not None:  # a later prompt quoting this message links to this read
            content = getattr(message, "content", None)
            retrieval_cache.remember(ref.id, ref.version, ref.hash, content if isinstance(content, str) else None,
                                     op.trace_id, op.span_id, kind="message")
    op.set_records([{"id": message_var_id(m), "content": message_text(m)} for m in messages])


def _start_clear(method: str):
    def start(instance, args, kwargs) -> Optional[Operation]:
        if _nested():
            return None
        held = _snapshot(instance) or []
        inputs = [Variable(message_var_id(m), message_text(m), "message", relation=sc.REL_EVICTED_TO)
                  for m in held]
        op = _new_op(sc.KIND_EVICT, f"langchain.chat_history.{method}", sc.OP_DELETE_MEMORY, instance, inputs)
        op.call_state["count"] = len(held)
        return op

    return start


@dont_throw
def _finish_clear(op: Operation, result, instance, args, kwargs) -> None:
    op.delete(history_var_id(instance), kind="buffer")
    op.set_attribute(sc.MEMTRACE_EVICTED_COUNT, op.call_state["count"])


def _handlers(method: str):
    if method in ADD_METHODS:
        return _start_add(method), _finish_add
    if method == "aget_messages":
        return _start_get, _finish_get
    return _start_clear(method), _finish_clear


# ---------------------------------------------------------------------- trim_messages
def _as_messages(messages: Any) -> Optional[list]:
    try:
        if hasattr(messages, "to_messages"):  # a PromptValue
            return list(messages.to_messages())
        from langchain_core.messages.utils import convert_to_messages

        return list(convert_to_messages(messages))
    except Exception:
        return None


def _traced_trim(messages: Any, **kwargs: Any) -> Any:
    """What the runnable form calls: the module's current ``trim_messages`` (ours while instrumented)."""
    module = importlib.import_module(TRIM_MODULE)
    return module.trim_messages(messages, **kwargs)


def _start_trim(instance, args, kwargs) -> Optional[Operation]:
    op = Operation(sc.KIND_EVICT, "langchain.trim_messages", system=SYSTEM, provider=PROVIDER,
                   attributes={sc.MEMTRACE_WINDOW_MAX_TOKENS: kwargs.get("max_tokens"),
                               sc.MEMTRACE_WINDOW_STRATEGY: kwargs.get("strategy", "last")})
    return op


@dont_throw
def _finish_trim(op: Operation, result, instance, args, kwargs) -> None:
    messages = _as_messages(args[0] if args else kwargs.get("messages"))
    if messages is None or not isinstance(result, list):
        return
    kept_ids = {message_var_id(m) for m in result}
    dropped = 0
    for message in messages:
        var_id = message_var_id(message)
        relation = sc.REL_READS if var_id in kept_ids else sc.REL_EVICTED_TO
        dropped += relation == sc.REL_EVICTED_TO
        op.input(var_id, message_text(message), kind="message", relation=relation)
    for message in result:
        ref = op.output(message_var_id(message), message_text(message), kind="message")
        if ref is not None:  # the window is what a prompt is built from: a model call quoting it links to this trim
            content = getattr(message, "content", None)
            retrieval_cache.remember(ref.id, ref.version, ref.hash, content if isinstance(content, str) else None,
                                     op.trace_id, op.span_id, kind="message")
    op.set_attribute(sc.MEMTRACE_EVICTED_COUNT, dropped)


_trim_op = operation_wrapper(_start_trim, _finish_trim, "langchain.trim_messages")


def _trim_wrapper(wrapped, instance, args, kwargs):
    messages = args[0] if args else kwargs.get("messages")
    if messages is None:  # the runnable form: make it call back into (the current) trim_messages
        result = wrapped(*args, **kwargs)
        try:
            from langchain_core.runnables import RunnableLambda

            return RunnableLambda(functools.partial(_traced_trim, **kwargs), name=getattr(result, "name", None))
        except Exception:
            log_once("langchain.trim_messages.runnable", "memtrace: could not trace the trim_messages runnable")
            return result
    return _trim_op(wrapped, instance, args, kwargs)


class ChatHistoryInstrumentor(MemtraceInstrumentor):
    """Memory spans for LangChain chat histories (every loaded ``BaseChatMessageHistory`` override) and for
    ``trim_messages``."""

    _instruments: Collection[str] = ("langchain-core >= 0.3",)
    trigger_module = "langchain_core"
    extra = "langchain"

    def targets(self) -> list[WrapTarget]:
        base = import_class("langchain_core.chat_history", "BaseChatMessageHistory")
        if base is None:
            return []
        targets = []
        for cls, method in defining_classes(base, METHODS):
            start, finish = _handlers(method)
            targets.append(AttrTarget(cls, method, operation_wrapper(
                start, finish, f"langchain.{cls.__qualname__}.{method}")))
        try:
            utils = importlib.import_module(TRIM_MODULE)
            package = importlib.import_module(TRIM_PACKAGE)
        except Exception:
            return targets
        self._trim_original = vars(utils).get("trim_messages")
        if self._trim_original is not None:
            targets.append(AttrTarget(utils, "trim_messages", _trim_wrapper))
            if vars(package).get("trim_messages") is self._trim_original:  # already re-exported by the package
                targets.append(AttrTarget(package, "trim_messages", _trim_wrapper))
        return targets

    def unconfigure(self) -> None:
        # the package re-exports lazily: a first access while instrumented cached our wrapper there
        try:
            package = importlib.import_module(TRIM_PACKAGE)
            cached = vars(package).get("trim_messages")
            if isinstance(cached, FunctionWrapper) and cached.__wrapped__ is getattr(self, "_trim_original", None):
                setattr(package, "trim_messages", self._trim_original)
        except Exception:
            log_once("unwrap.langchain.trim_messages", "memtrace: could not restore langchain_core.messages")
