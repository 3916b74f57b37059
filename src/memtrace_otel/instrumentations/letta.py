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
  (derived_from) and each passage returned (``reads``, rank), resolved to the version this process wrote.
* ``agents.passages.delete(memory_id, agent_id=)`` -> ``delete`` (delete_memory): a tombstone for the passage.
* ``agents.messages.create(agent_id, messages=|input=)`` -> ``generate`` (chat): the agent's turn. Inputs: each user
  message (``letta:msg:<agent_id>:<hash>``, kind ``message``) and the agent's core blocks this process knows, at
  their current version (``context_of``: Letta puts every core block in the agent's context window); output: each
  assistant message ``letta:answer:<message id>`` (kind ``answer``). An outcome recorded after the turn
  (``record_outcome``) judges this span by default.

All spans carry ``gen_ai.provider.name=letta``, ``memtrace.op.system=letta`` and the agent id as
``memtrace.scope.agent_id``. Blocks are identified by agent and label, the address the API uses: a block shared by
several agents is one variable per agent here.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any, Optional

from .. import capture
from .. import semconv as sc
from ..api import MISSING, Operation, operation
from .base import MemtraceInstrumentor, WrapTarget
from .record_versions import declare_deletes
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
        records = []
        for rank, item in enumerate(items):
            passage_id = getattr(item, "id", None)
            if passage_id is None:
                continue
            text = getattr(item, "content", None)
            if text is None:
                text = getattr(item, "text", None)
            declare_read(op, passage_var(passage_id), text, rank=rank)
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
                         declare_deletes(op, [passage_var(passage_id)], kind="memory_record"))


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
    for message in messages:
        if getattr(message, "message_type", None) != "assistant_message":
            continue
        text = _text_of(getattr(message, "content", None))
        message_id = getattr(message, "id", None)
        if text is not None and message_id is not None:
            op.output(f"{SYSTEM}:answer:{message_id}", text, kind="answer", source_ids=sources)
    reason = getattr(getattr(result, "stop_reason", None), "stop_reason", None)
    if isinstance(reason, str):
        op.set_attribute(sc.GEN_AI_RESPONSE_FINISH_REASONS, (reason,))


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
