"""letta-client (Letta 1.x SDK): an agent's core memory blocks, its archival memory, and its turns; sync and async.

Letta keeps an agent's memory on the server: core memory blocks (``human``, ``persona``, ...) that sit in the agent's
context window on every turn, and archival memory (passages) it searches. What the client sees:

* ``agents.blocks.retrieve(label, agent_id=)`` -> ``retrieve`` (search_memory): the block
  ``letta:block:<agent_id>:<label>`` (kind ``memory_record``) read, rank 0. A block this process never saw is
  version 1 of what the server holds, so the next modify is version 2.
* ``agents.blocks.update(label, agent_id=, value=...)`` -> ``update`` (update_memory): the block's next version, the
  value the server answered with (version n+1, ``updates`` version n; the same value: ``unchanged``).
* ``agents.passages.create(agent_id, text=)`` -> ``write`` (create_memory): each passage the server made,
  ``letta:passage:<id>`` (kind ``memory_record``), a new variable.
* ``agents.passages.search(agent_id, query=)`` / ``agents.passages.list(agent_id)`` -> ``retrieve``: the query
  (derived_from) and each passage returned (``reads``, rank), resolved to the version this process wrote. A passage
  id never seen here whose text is that of one of the agent's observed ``archival_memory_insert`` calls (below) is
  that insert's variable, from then on (its later reads and its delete too).
* ``agents.passages.delete(memory_id, agent_id=)`` -> ``delete`` (delete_memory): a tombstone for the passage.
* ``agents.messages.create(agent_id, messages=|input=)`` -> ``generate`` (chat): the agent's turn. Inputs: each user
  message (``letta:msg:<agent_id>:<hash>``, kind ``message``) and the agent's core blocks this process knows, at
  their current version when the turn starts (``context_of``: Letta puts every core block in the agent's context
  window); output: each assistant message ``letta:answer:<message id>`` (kind ``answer``). An outcome recorded
  after the turn (``record_outcome``) judges this span by default.

What the agent did to its own memory during the turn runs on the server; the response shows it as
``tool_call_message`` items (the tool's name and JSON arguments) and ``tool_return_message`` items (its status).
Each memory tool call, in order, becomes a child operation of the turn, span "letta.<tool> (observed)"
(``memtrace.op.name`` ``letta.<tool>``); a call whose return says it failed (status ``error``, ``is_err``, a
"Failed" packaged return) changed nothing and is not recorded; a call without a return in the response (filtered
out with ``include_return_message_types``) is taken as done. Other tools are ignored.

* ``core_memory_append`` / ``core_memory_replace`` / ``memory_replace`` / ``memory_insert`` / ``memory_rethink`` /
  ``memory_apply_patch`` -> ``update`` (update_memory) of the block ``letta:block:<agent_id>:<label>``: its next
  version (``updates`` the current one), derived from the turn's user messages (``derived_from``). Its text is
  computed as the server's tool does (append: old + "\\n" + content; replace: every occurrence, as
  ``core_memory_replace`` does; ``memory_replace`` only when ``old_str`` occurs once; insert: at ``insert_line``;
  rethink: ``new_memory``) from the text of the block's current version when this process knows it (read,
  updated or computed here); else (and always for ``memory_apply_patch``) the version has no text, only a hash of
  the edit chained on the version before. A block this process never saw is taken to be version 1 on the server,
  so the edit is version 2. Later turns have the block in context at that version, and a ``blocks.retrieve`` that
  returns the computed text reads it.
* ``archival_memory_insert`` -> ``write`` (create_memory) of the passage ``letta:passage:<agent_id>:<text hash>``
  (the server's passage id is not in the response), derived from the turn's user messages.
* ``archival_memory_search`` / ``conversation_search`` -> ``retrieve`` (search_memory): the query (``derived_from``)
  and, when the tool's return text lists them, each result read (rank): a text known here is its variable (a
  passage, a user message, an answer); an unknown archival result is named by its text like an observed insert; an
  unknown message is left out.

The agent's context within the turn is not followed step by step: the turn's answer is sourced from what it
started with (messages and blocks), not from what its searches returned or its edits wrote.

All spans carry ``gen_ai.provider.name=letta``, ``memtrace.op.system=letta`` and the agent id as
``memtrace.scope.agent_id``. Blocks are identified by agent and label, the address the API uses: a block shared by
several agents is one variable per agent here.
"""

from __future__ import annotations

import ast
import json
import threading
from collections import OrderedDict
from typing import Any, Optional

from .. import capture, lineage
from .. import semconv as sc
from ..api import MISSING, Operation, operation
from ..guard import log_once
from .base import MemtraceInstrumentor, WrapTarget
from .record_versions import chained_hash, declare_deletes
from .service_records import client_targets, declare_query, declare_read, given

SYSTEM = "letta"
_MAX_AGENTS = 1000  # agents whose block labels are remembered (LRU)
_labels: "OrderedDict[str, dict[str, None]]" = OrderedDict()  # agent id -> core block labels seen
_labels_lock = threading.Lock()


def block_var(agent_id: Any, label: Any) -> str:
    return f"{SYSTEM}:block:{agent_id}:{label}"


def passage_var(passage_id: Any) -> str:
    return f"{SYSTEM}:passage:{passage_id}"


def _arg(args: tuple, kwargs: dict, index: int, name: str) -> Any:
    return given(args[index] if len(args) > index else kwargs.get(name))


def _op(kind: str, name: str, operation_name: str, agent_id: Any, **kwargs: Any) -> Operation:
    return operation(kind, f"{SYSTEM}.{name}", system=SYSTEM, operation_name=operation_name, provider=SYSTEM,
                     agent_id=agent_id, store_id=agent_id, **kwargs)


def _remember_label(agent_id: Any, label: Any) -> None:
    if agent_id is None or label is None:
        return
    with _labels_lock:
        labels = _labels.setdefault(str(agent_id), {})
        _labels.move_to_end(str(agent_id))
        labels[str(label)] = None
        while len(_labels) > _MAX_AGENTS:
            _labels.popitem(last=False)


def _known_labels(agent_id: Any) -> list[str]:
    with _labels_lock:
        return list(_labels.get(str(agent_id), ()))


class _Lru:
    """A small bounded map shared by threads (what this process learnt about the server's memory)."""

    def __init__(self, max_entries: int):
        self._items: "OrderedDict[Any, Any]" = OrderedDict()
        self._lock = threading.Lock()
        self._max = max_entries

    def get(self, key: Any) -> Any:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: Any, value: Any) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self._max:
                self._items.popitem(last=False)


# block variable -> (hash, text) of the version last seen: the base an agent's edit is applied to (in memory only)
_block_texts = _Lru(10_000)
# (agent id, content hash) -> variable id of a passage or message with that text (reads of unknown ids resolve here)
_by_content = _Lru(50_000)
# server passage id -> the variable of the agent's observed archival_memory_insert that made it
_passage_aliases = _Lru(50_000)


def _digest(text: str) -> str:
    return capture.content_hash(text).split(":", 1)[-1]


def _remember_block_text(var_id: str, text: Any) -> None:
    if isinstance(text, str):
        _block_texts.put(var_id, (capture.content_hash(text), text))


def _block_text(var_id: str) -> Optional[str]:
    """The text of the block's current version, when this process knows it (saw or computed that very version)."""
    known, state = _block_texts.get(var_id), lineage.REGISTRY.current(var_id)
    if known is None or state is None or state.deleted or state.hash != known[0]:
        return None
    return known[1]


def _index_content(agent_id: Any, text: Any, var_id: str) -> None:
    if agent_id is not None and isinstance(text, str) and text:
        _by_content.put((str(agent_id), _digest(text)), var_id)


def _passage_var_of(passage_id: Any) -> str:
    """The variable of a server passage: the observed insert it was matched to, else ``letta:passage:<id>``."""
    return _passage_aliases.get(str(passage_id)) or passage_var(passage_id)


def _observed_passage_var(agent_id: Any, text: str) -> str:
    return f"{SYSTEM}:passage:{agent_id}:{_digest(text)}"


def _passage_read_var(agent_id: Any, passage_id: Any, text: Any) -> str:
    """A passage a read returned: a passage id this process never saw whose text is that of an agent's observed
    ``archival_memory_insert`` in the same agent is that insert's variable (remembered for its later reads and
    its delete)."""
    var_id = _passage_var_of(passage_id)
    if var_id != passage_var(passage_id) or lineage.REGISTRY.current(var_id) is not None:
        return var_id
    if agent_id is None or not isinstance(text, str) or not text:
        return var_id
    observed = _by_content.get((str(agent_id), _digest(text)))
    if observed == _observed_passage_var(agent_id, text):
        _passage_aliases.put(str(passage_id), observed)
        return observed
    return var_id


# ---------------------------------------------------------------------------------------------------- core blocks
def _start_block_retrieve(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    agent_id, label = kwargs.get("agent_id"), _arg(args, kwargs, 0, "block_label")
    return _op(sc.KIND_RETRIEVE, "blocks.retrieve", sc.OP_SEARCH_MEMORY, agent_id, record_id=label)


def _finish_block_retrieve(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    agent_id = kwargs.get("agent_id")
    label = getattr(result, "label", None) or _arg(args, kwargs, 0, "block_label")
    value = getattr(result, "value", None)
    var_id = block_var(agent_id, label)
    declare_read(op, var_id, value, rank=0, metadata=getattr(result, "metadata", None), seed=True)
    _remember_label(agent_id, label)
    _remember_block_text(var_id, value)
    op.set_records([{"id": var_id, "block_id": getattr(result, "id", None), "content": value}])


def _start_block_update(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    agent_id, label = kwargs.get("agent_id"), _arg(args, kwargs, 0, "block_label")
    return _op(sc.KIND_UPDATE, "blocks.update", sc.OP_UPDATE_MEMORY, agent_id, record_id=label)


def _finish_block_update(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    agent_id, label = kwargs.get("agent_id"), _arg(args, kwargs, 0, "block_label")
    value = getattr(result, "value", None)
    if value is None:
        value = given(kwargs.get("value"))
    if value is None:
        return
    # the label the block is addressed by afterwards (an update may rename it): the variable keeps the old one
    op.output(block_var(agent_id, label), value, kind="memory_record")
    _remember_label(agent_id, label)
    _remember_block_text(block_var(agent_id, label), value)
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, 1)


# ---------------------------------------------------------------------------------------------------- archival memory
def _start_passage_create(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    return _op(sc.KIND_WRITE, "passages.create", sc.OP_CREATE_MEMORY, _arg(args, kwargs, 0, "agent_id"))


def _finish_passage_create(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    count = 0
    for passage in result if isinstance(result, list) else ():
        passage_id, text = getattr(passage, "id", None), getattr(passage, "text", None)
        if passage_id is None:
            continue
        op.output(passage_var(passage_id), text if text is not None else MISSING, kind="memory_record")
        _index_content(_arg(args, kwargs, 0, "agent_id"), text, passage_var(passage_id))
        count += 1
    if count == 1:
        op.set_attribute(sc.GEN_AI_MEMORY_RECORD_ID, str(result[0].id))
    op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, count)


def _start_passage_read(name: str, query_param: str):
    def start(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
        top_k = given(kwargs.get("top_k", kwargs.get("limit")))
        op = _op(sc.KIND_RETRIEVE, name, sc.OP_SEARCH_MEMORY, _arg(args, kwargs, 0, "agent_id"),
                 attributes={sc.GEN_AI_REQUEST_TOP_K: top_k if isinstance(top_k, int) else None})
        declare_query(op, SYSTEM, given(kwargs.get(query_param)))
        return op

    def finish(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
        query = given(kwargs.get(query_param))
        if isinstance(query, str) and query:
            op.set_content_attribute(sc.GEN_AI_MEMORY_QUERY_TEXT, query, kind="query")
        items = getattr(result, "results", result)  # search: {count, results}; list: a list of passages
        if not isinstance(items, list):
            return
        agent_id, records = _arg(args, kwargs, 0, "agent_id"), []
        for rank, item in enumerate(items):
            passage_id = getattr(item, "id", None)
            if passage_id is None:
                continue
            text = getattr(item, "content", None)
            if text is None:
                text = getattr(item, "text", None)
            var_id = _passage_read_var(agent_id, passage_id, text)
            declare_read(op, var_id, text, rank=rank)
            _index_content(agent_id, text, var_id)
            records.append({"id": str(passage_id), "content": text})
        op.set_records(records)

    return start, finish


_SEARCH = _start_passage_read("passages.search", "query")
_LIST = _start_passage_read("passages.list", "search")


def _start_passage_delete(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    return _op(sc.KIND_DELETE, "passages.delete", sc.OP_DELETE_MEMORY, kwargs.get("agent_id"),
               record_id=_arg(args, kwargs, 0, "memory_id"))


def _finish_passage_delete(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    passage_id = _arg(args, kwargs, 0, "memory_id")
    if passage_id is not None:
        op.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT,
                         declare_deletes(op, [_passage_var_of(passage_id)], kind="memory_record"))


# ---------------------------------------------------------------------------------------------------- agent turns
def _text_of(content: Any) -> Optional[str]:
    """A message's text: a string, or the text parts of a content list (dicts or SDK models)."""
    if isinstance(content, str):
        return content
    if isinstance(content, (list, tuple)):
        parts = [part.get("text") if isinstance(part, dict) else getattr(part, "text", None) for part in content]
        text = "\n".join(p for p in parts if isinstance(p, str))
        return text or None
    return None


def _user_texts(kwargs: dict) -> list[str]:
    texts = []
    for message in given(kwargs.get("messages")) or ():
        role = message.get("role") if isinstance(message, dict) else getattr(message, "role", None)
        content = message.get("content") if isinstance(message, dict) else getattr(message, "content", None)
        text = _text_of(content)
        if text and role in (None, "user", "system"):
            texts.append(text)
    inputs = given(kwargs.get("input"))
    text = _text_of(inputs) if not isinstance(inputs, str) else inputs
    if text:
        texts.append(text)
    return texts


def _user_message_var(agent_id: Any, text: str) -> str:
    return f"{SYSTEM}:msg:{agent_id}:{capture.content_hash(text).split(':', 1)[-1]}"


def _start_turn(instance: Any, args: tuple, kwargs: dict) -> Optional[Operation]:
    agent_id = _arg(args, kwargs, 0, "agent_id")
    op = _op(sc.KIND_GENERATE, "messages.create", sc.OP_CHAT, agent_id,
             attributes={sc.GEN_AI_AGENT_ID: str(agent_id) if agent_id is not None else None})
    return op


def _sources(op: Operation, agent_id: Any, kwargs: dict) -> list[str]:
    """Declare what the agent's turn reads: the user's messages and the core blocks in its context window."""
    sources = []
    for text in _user_texts(kwargs):
        var_id = _user_message_var(agent_id, text)
        op.input(var_id, text, kind="message", relation=sc.REL_DERIVED_FROM)
        sources.append(var_id)
    for label in _known_labels(agent_id):
        var_id = block_var(agent_id, label)
        if op.input(var_id, kind="memory_record", relation=sc.REL_CONTEXT_OF) is not None:
            sources.append(var_id)
    return sources


def _finish_turn(op: Operation, result: Any, instance: Any, args: tuple, kwargs: dict) -> None:
    agent_id = _arg(args, kwargs, 0, "agent_id")
    sources = _sources(op, agent_id, kwargs)
    messages = getattr(result, "messages", None)
    if not isinstance(messages, list):
        return  # a stream or an unexpected shape: the span keeps its inputs
    _observe_tool_calls(agent_id, messages, [s for s in sources if s.startswith(f"{SYSTEM}:msg:")])
    for message in messages:
        if getattr(message, "message_type", None) != "assistant_message":
            continue
        text = _text_of(getattr(message, "content", None))
        message_id = getattr(message, "id", None)
        if text is not None and message_id is not None:
            op.output(f"{SYSTEM}:answer:{message_id}", text, kind="answer", source_ids=sources)
            _index_content(agent_id, text, f"{SYSTEM}:answer:{message_id}")
    reason = getattr(getattr(result, "stop_reason", None), "stop_reason", None)
    if isinstance(reason, str):
        op.set_attribute(sc.GEN_AI_RESPONSE_FINISH_REASONS, (reason,))


# ---------------------------------------------------------------------------------------------------- what the agent
# did to its memory during the turn, seen in the response (the server ran the tools): observed child operations
_BLOCK_EDITS = frozenset({"core_memory_append", "core_memory_replace", "memory_replace", "memory_insert",
                          "memory_rethink", "memory_apply_patch"})
_SEARCHES = frozenset({"archival_memory_search", "conversation_search"})
_MAX_PARSED = 200_000  # characters of a tool's return text parsed for search results


def _unpack_return(text: Any) -> tuple[Optional[str], Any]:
    """(status, message) of a tool's return text: Letta packages it as ``{"status": "OK"|"Failed", "message":
    ..., "time": ...}``; anything else is the message itself."""
    if isinstance(text, list):  # content parts
        text = _text_of(text)
    if not isinstance(text, str):
        return None, text
    try:
        packed = json.loads(text)
    except (ValueError, TypeError):
        return None, text
    if isinstance(packed, dict) and "status" in packed:
        return str(packed.get("status")), packed.get("message")
    return None, packed


def _tool_returns(messages: list) -> dict[str, tuple[bool, Any]]:
    """tool call id -> (failed?, returned message) from the response's ``tool_return_message`` items (their
    ``tool_returns`` list, and the deprecated single fields)."""
    returns: dict[str, tuple[bool, Any]] = {}
    for message in messages:
        if getattr(message, "message_type", None) != "tool_return_message":
            continue
        entries = [message, *(getattr(message, "tool_returns", None) or ())]
        for entry in entries:
            call_id = getattr(entry, "tool_call_id", None)
            if not call_id:
                continue
            status, body = _unpack_return(getattr(entry, "tool_return", None))
            failed = (getattr(entry, "status", None) == "error" or getattr(message, "is_err", None) is True
                      or status == "Failed")
            was_failed = returns.get(call_id, (False, None))[0]
            returns[call_id] = (failed or was_failed, body)
    return returns


def _tool_calls(message: Any) -> list:
    calls = getattr(message, "tool_calls", None)
    calls = list(calls) if isinstance(calls, list) else []
    single = getattr(message, "tool_call", None)
    if single is not None and getattr(single, "tool_call_id", None) not in {getattr(c, "tool_call_id", None)
                                                                             for c in calls}:
        calls.insert(0, single)
    return calls


def _observe_tool_calls(agent_id: Any, messages: list, sources: list[str]) -> None:
    """Each memory tool the agent called, in order, as a child operation of the turn: a core block edit is an
    ``update`` of the block, ``archival_memory_insert`` a ``write`` of a passage, a search a ``retrieve``. A call
    whose return says it failed changed nothing: nothing is recorded for it."""
    returns = None
    for message in messages:
        if getattr(message, "message_type", None) != "tool_call_message":
            continue
        if returns is None:
            returns = _tool_returns(messages)
        for call in _tool_calls(message):
            name = getattr(call, "name", None)
            if name not in _BLOCK_EDITS and name not in _SEARCHES and name != "archival_memory_insert":
                continue
            failed, body = returns.get(getattr(call, "tool_call_id", None) or "", (False, None))
            if failed or getattr(message, "is_err", None) is True:
                continue
            try:
                raw = getattr(call, "arguments", None)
                arguments = json.loads(raw) if isinstance(raw, str) and raw else {}
                if not isinstance(arguments, dict):
                    continue
                if name in _BLOCK_EDITS:
                    _observe_block_edit(agent_id, name, arguments, raw, sources)
                elif name == "archival_memory_insert":
                    _observe_archival_insert(agent_id, arguments, sources)
                else:
                    _observe_search(agent_id, name, arguments, body)
            except Exception:
                log_once(f"letta.observed.{name}", "memtrace: could not record the agent's %s call (logged once)",
                         name)


def _observed(kind: str, tool: str, operation_name: str, agent_id: Any, **kwargs: Any) -> Operation:
    return operation(kind, f"{SYSTEM}.{tool}", system=SYSTEM, operation_name=operation_name, provider=SYSTEM,
                     agent_id=agent_id, store_id=agent_id, span_name=f"{SYSTEM}.{tool} (observed)", **kwargs)


def _edited(tool: str, previous: Optional[str], arguments: dict) -> Any:
    """The block's text after the edit, computed as the Letta server does, or MISSING when it cannot be (the text
    before it is unknown here, or the edit would not apply to it: the server's block was not what we saw)."""
    if tool == "memory_rethink":
        new = arguments.get("new_memory")
        return new if isinstance(new, str) else MISSING
    if previous is None:
        return MISSING
    if tool == "core_memory_append":
        content = arguments.get("content")
        return previous + "\n" + str(content) if content is not None else MISSING
    if tool == "core_memory_replace":  # every occurrence, as the server does
        old, new = arguments.get("old_content"), arguments.get("new_content")
        if not isinstance(old, str) or not old or old not in previous or new is None:
            return MISSING
        return previous.replace(old, str(new))
    if tool == "memory_replace":  # the server refuses an old_str that is not there exactly once
        old, new = arguments.get("old_str"), arguments.get("new_str")
        if not isinstance(old, str) or not old or new is None:
            return MISSING
        current, old = previous.expandtabs(), old.expandtabs()
        if current.count(old) != 1:
            return MISSING
        return current.replace(old, str(new).expandtabs())
    if tool == "memory_insert":
        new, line = arguments.get("new_str"), arguments.get("insert_line", -1)
        if not isinstance(new, str) or not isinstance(line, int) or isinstance(line, bool):
            return MISSING
        lines = previous.expandtabs().split("\n")
        line = len(lines) if line == -1 else line
        if line < 0 or line > len(lines):
            return MISSING
        return "\n".join(lines[:line] + new.expandtabs().split("\n") + lines[line:])
    return MISSING  # memory_apply_patch: the block changed, how is not computed here


def _observe_block_edit(agent_id: Any, tool: str, arguments: dict, raw: Any, sources: list[str]) -> None:
    label = arguments.get("label")
    if agent_id is None or not isinstance(label, str) or not label:
        return
    var_id = block_var(agent_id, label)
    if lineage.REGISTRY.current(var_id) is None:
        # a block this process never saw: version 1 is what the server held (text unknown), the edit version 2
        lineage.REGISTRY.observe(var_id, 1, chained_hash(var_id, ["letta.block.unseen"]), "", "")
    content = _edited(tool, _block_text(var_id), arguments)
    hash_ = chained_hash(var_id, [tool, raw]) if content is MISSING else None
    with _observed(sc.KIND_UPDATE, tool, sc.OP_UPDATE_MEMORY, agent_id, record_id=label) as edit:
        for source in sources:  # the agent wrote from the turn's messages
            edit.input(source, kind="message", relation=sc.REL_DERIVED_FROM)
        ref = edit.output(var_id, content, kind="memory_record", hash=hash_, source_ids=sources)
        edit.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, 1)
    if ref is not None and content is not MISSING:
        _remember_block_text(var_id, content)
    _remember_label(agent_id, label)


def _observe_archival_insert(agent_id: Any, arguments: dict, sources: list[str]) -> None:
    content = arguments.get("content")
    if agent_id is None or not isinstance(content, str) or not content:
        return
    var_id = _observed_passage_var(agent_id, content)  # the server's passage id is not in the response
    with _observed(sc.KIND_WRITE, "archival_memory_insert", sc.OP_CREATE_MEMORY, agent_id) as insert:
        for source in sources:
            insert.input(source, kind="message", relation=sc.REL_DERIVED_FROM)
        insert.output(var_id, content, kind="memory_record", source_ids=sources)
        insert.set_attribute(sc.GEN_AI_MEMORY_RECORD_COUNT, 1)
    _index_content(agent_id, content, var_id)


def _listed(body: Any) -> list:
    """The items a search tool returned, when its message lists them: a JSON or Python-literal list (of dicts),
    optionally after a "Showing N results:" prefix (conversation_search)."""
    if isinstance(body, str):
        text = body[:_MAX_PARSED]
        start = text.find("[")
        if start < 0:
            return []
        body = None
        for parse in (json.loads, ast.literal_eval):
            try:
                body = parse(text[start:])
                break
            except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                continue
    if isinstance(body, dict):
        body = body.get("results")
    return [item for item in body if isinstance(item, dict)] if isinstance(body, list) else []


def _result_var(agent_id: Any, tool: str, item: dict) -> tuple[Optional[str], Any, str]:
    """(variable, text, kind) of one search result: a text known here (a passage, a message, an answer) is that
    variable; an unknown archival passage is named by its text; an unknown message is not declared."""
    text = item.get("content")
    if not isinstance(text, str):
        text = item.get("message") if isinstance(item.get("message"), str) else item.get("text")
    if not isinstance(text, str) or not text:
        return None, None, ""
    known = _by_content.get((str(agent_id), _digest(text)))
    if tool == "archival_memory_search":
        return known or _observed_passage_var(agent_id, text), text, "memory_record"
    if item.get("role") == "user":
        return _user_message_var(agent_id, text), text, "message"
    if known is not None:
        return known, text, "answer" if known.startswith(f"{SYSTEM}:answer:") else "message"
    return None, None, ""


def _observe_search(agent_id: Any, tool: str, arguments: dict, body: Any) -> None:
    query = arguments.get("query")
    top_k = arguments.get("top_k", arguments.get("limit"))
    with _observed(sc.KIND_RETRIEVE, tool, sc.OP_SEARCH_MEMORY, agent_id,
                   attributes={sc.GEN_AI_REQUEST_TOP_K: top_k if isinstance(top_k, int) else None}) as search:
        declare_query(search, SYSTEM, query)
        if isinstance(query, str) and query:
            search.set_content_attribute(sc.GEN_AI_MEMORY_QUERY_TEXT, query, kind="query")
        records = []
        for item in _listed(body):
            var_id, text, kind = _result_var(agent_id, tool, item)
            if var_id is None:
                continue
            declare_read(search, var_id, text, kind=kind, rank=len(records))
            records.append({"id": var_id, "content": text})
        search.set_records(records)


_HANDLERS: dict[tuple[str, str], dict[str, tuple]] = {
    ("letta_client.resources.agents.blocks", "BlocksResource"): {
        "retrieve": (_start_block_retrieve, _finish_block_retrieve),
        "update": (_start_block_update, _finish_block_update),
    },
    ("letta_client.resources.agents.passages", "PassagesResource"): {
        "create": (_start_passage_create, _finish_passage_create),
        "search": _SEARCH,
        "list": _LIST,
        "delete": (_start_passage_delete, _finish_passage_delete),
    },
    ("letta_client.resources.agents.messages", "MessagesResource"): {
        "create": (_start_turn, _finish_turn),
    },
}


class LettaInstrumentor(MemtraceInstrumentor):
    """Memory-operation spans for the Letta client (``letta-client`` 1.x): core blocks, archival passages, turns."""

    _instruments = ("letta-client >= 1.0",)
    trigger_module = "letta_client"
    extra = "letta"

    def targets(self) -> list[WrapTarget]:
        return client_targets(_HANDLERS)
