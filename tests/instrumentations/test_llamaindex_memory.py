"""LlamaIndex memory instrumentation against the real ``Memory`` (SQLite chat store, tiktoken from llama-index's
bundled cache), its memory blocks and the legacy ``ChatMemoryBuffer``."""

from __future__ import annotations

from typing import Any, List, Optional

import pytest

pytest.importorskip("llama_index.core.memory")

from llama_index.core.llms import ChatMessage  # noqa: E402
from llama_index.core.memory import ChatMemoryBuffer, Memory, StaticMemoryBlock  # noqa: E402
from llama_index.core.memory.memory import BaseMemoryBlock  # noqa: E402
from llama_index.core.memory.types import BaseChatStoreMemory  # noqa: E402

from memtrace_otel import semconv as sc  # noqa: E402
from memtrace_otel.instrumentations.llamaindex_memory import (  # noqa: E402
    LlamaIndexMemoryInstrumentor,
    message_var_id,
)

from instrumenting import instrumented_fixture  # noqa: E402
from memory_spans import memory_ops, patched_attrs  # noqa: E402


class NotesBlock(BaseMemoryBlock[str]):
    """A user-defined block that keeps the text of every message flushed into it."""

    name: str = "notes"
    notes: List[str] = []
    fail: bool = False

    async def _aget(self, messages: Optional[List[ChatMessage]] = None, **kw: Any) -> str:
        return "\n".join(self.notes)

    async def _aput(self, messages: List[ChatMessage]) -> None:
        if self.fail:
            raise OSError("notes store offline")
        self.notes = self.notes + [m.content for m in messages]


def turn(i: int) -> ChatMessage:
    return ChatMessage(role="user" if i % 2 == 0 else "assistant", content=f"message number {i} about cats and dogs")


def make_memory(session: str, blocks=None) -> Memory:
    # ~10 tokens a message; the queue holds 30 tokens, so the 4th message flushes the 2 oldest
    return Memory.from_defaults(session_id=session, token_limit=60, chat_history_token_ratio=0.5,
                                token_flush_size=20, memory_blocks=blocks or [])


instrumented = instrumented_fixture(LlamaIndexMemoryInstrumentor)


def test_put_flushes_into_blocks_as_evict_ops(instrumented, capture_content):
    memory = make_memory("s1", [StaticMemoryBlock(name="profile", static_content="User is Alice"), NotesBlock()])
    for i in range(4):
        memory.put(turn(i))  # sync: runs aput through asyncio_run
    ops = memory_ops(instrumented)
    puts = [o for o in ops if o.name == "llamaindex.memory.put"]
    flushes = [o for o in ops if o.name == "llamaindex.memory_block.flush"]
    assert len(puts) == 4 and len(flushes) == 2 and len(ops) == 6  # one span per put, no archive op
    assert all(f.parent_span_id == puts[3].span_id for f in flushes)
    first = puts[0]
    assert first.kind == "buffer" and first.attrs[sc.GEN_AI_OPERATION_NAME] == sc.OP_UPDATE_MEMORY
    assert first.attrs[sc.GEN_AI_PROVIDER_NAME] == "llamaindex" and first.attrs[sc.GEN_AI_CONVERSATION_ID] == "s1"
    [queue] = first.outputs()
    assert (queue.id, queue.kind, queue.version, queue.change) == ("llamaindex:memory:s1", "buffer", 1, "create")
    assert [o.outputs()[0].version for o in puts] == [1, 2, 3, 4]
    assert "message number 3" in puts[3].outputs()[0].content and "number 0" not in puts[3].outputs()[0].content

    evicted = [message_var_id(turn(0)), message_var_id(turn(1))]
    by_block = {f.attrs[sc.GEN_AI_MEMORY_STORE_ID]: f for f in flushes}
    assert set(by_block) == {"llamaindex:block:profile", "llamaindex:block:notes"}
    for flush in flushes:
        assert flush.kind == "evict" and flush.attrs[sc.MEMTRACE_EVICTED_COUNT] == 2
        assert [(i.id, i.relation) for i in flush.inputs()] == [(e, "evicted_to") for e in evicted]
    [notes] = by_block["llamaindex:block:notes"].outputs()
    assert (notes.id, notes.version, notes.change, notes.content) == ("llamaindex:block:notes", 1, "create", None)
    [profile] = by_block["llamaindex:block:profile"].outputs()
    assert profile.content == '["User is Alice"]'

    context = memory.get(input="what pets?")
    assert "User is Alice" in context[0].content
    after = memory_ops(instrumented)[6:]
    get = after[0]
    block_gets = after[1:]
    assert [o.name for o in block_gets] == ["llamaindex.memory_block.get"] * 2
    assert all(o.parent_span_id == get.span_id and o.kind == "retrieve" for o in block_gets)
    notes_get = [o for o in block_gets if o.attrs[sc.GEN_AI_MEMORY_STORE_ID] == "llamaindex:block:notes"][0]
    assert [(i.id, i.version) for i in notes_get.inputs()] == [("llamaindex:block:notes", 1)]
    assert "message number 0" in notes_get.attrs[sc.GEN_AI_MEMORY_RECORDS]
    assert get.kind == "retrieve" and get.attrs[sc.GEN_AI_OPERATION_NAME] == sc.OP_SEARCH_MEMORY
    reads = {i.id: i for i in get.inputs()}
    assert reads["llamaindex:memory:s1"].version == 4
    assert reads["llamaindex:block:notes"].version == 1 and reads["llamaindex:block:profile"].version == 1
    assert [i.rank for i in get.inputs() if i.kind == "message"] == [0, 1]
    assert [i.kind for i in get.inputs()].count("query") == 1
    [ctx] = get.outputs()
    assert ctx.kind == "context" and ctx.change == "derive"
    assert by_block["llamaindex:block:notes"].span_id in get.linked_span_ids()


async def test_memory_without_blocks_loses_messages_to_an_archive_evict(instrumented):
    memory = make_memory("s2")
    await memory.aput_messages([turn(i) for i in range(4)])
    ops = memory_ops(instrumented)
    assert [o.name for o in ops] == ["llamaindex.memory.put_messages", "llamaindex.memory.archive"]
    put, archive = ops
    assert archive.kind == "evict" and archive.parent_span_id == put.span_id
    assert [(i.id, i.relation) for i in archive.inputs()] == [(message_var_id(turn(0)), "evicted_to"),
                                                              (message_var_id(turn(1)), "evicted_to")]
    assert archive.outputs() == []
    assert len(put.inputs()) == 4 and put.outputs()[0].version == 1


async def test_block_refusing_short_term_memory(instrumented):
    memory = make_memory("s3", [NotesBlock(accept_short_term_memory=False)])
    for i in range(4):
        await memory.aput(turn(i))
    names = [o.name for o in memory_ops(instrumented)]
    assert names.count("llamaindex.memory_block.flush") == 0 and names.count("llamaindex.memory.archive") == 1


async def test_sync_put_inside_a_running_loop_is_one_span(instrumented):
    memory = make_memory("s4")
    memory.put(turn(0))  # asyncio_run runs aput on a new loop in a thread, with our context copied
    ops = memory_ops(instrumented)
    assert [o.name for o in ops] == ["llamaindex.memory.put"]


async def test_get_all_reset_and_set(instrumented):
    memory = make_memory("s5")
    await memory.aset([turn(0), turn(1)])
    assert len(await memory.aget_all()) == 2
    await memory.areset()
    set_op, get_all, reset = memory_ops(instrumented)
    assert (set_op.kind, set_op.outputs()[0].version) == ("buffer", 1)
    assert get_all.kind == "retrieve" and [i.rank for i in get_all.inputs()] == [0, 1]
    assert reset.kind == "evict" and reset.attrs[sc.GEN_AI_OPERATION_NAME] == sc.OP_DELETE_MEMORY
    assert [i.relation for i in reset.inputs()] == ["evicted_to", "evicted_to", "deletes"]
    assert (reset.outputs()[0].change, reset.outputs()[0].version) == ("delete", 2)


async def test_block_failure_passes_through(instrumented):
    memory = make_memory("s6", [NotesBlock(fail=True)])
    for i in range(3):
        await memory.aput(turn(i))
    with pytest.raises(OSError, match="notes store offline"):
        await memory.aput(turn(3))
    ops = memory_ops(instrumented)
    flush = [o for o in ops if o.kind == "evict"][0]
    assert flush.attrs[sc.ERROR_TYPE] == "OSError" and flush.outputs() == []
    last_put = [o for o in ops if o.name == "llamaindex.memory.put"][-1]
    assert last_put.attrs[sc.ERROR_TYPE] == "OSError" and last_put.outputs() == []
    assert flush.parent_span_id == last_put.span_id


def test_legacy_chat_memory_buffer_window(instrumented, capture_content):
    buffer = ChatMemoryBuffer.from_defaults(token_limit=25, chat_store_key="chat-1")
    for i in range(4):
        buffer.put(turn(i))
    window = buffer.get()
    assert len(window) < 4
    ops = memory_ops(instrumented)
    assert [o.kind for o in ops] == ["buffer"] * 4 + ["retrieve", "evict"]
    get, lost = ops[-2:]
    assert lost.parent_span_id == get.span_id and lost.name == "llamaindex.chat_memory_buffer.window"
    kept = {message_var_id(m) for m in window}
    assert {i.id for i in lost.inputs()} == {message_var_id(turn(i)) for i in range(4)} - kept
    assert ops[3].outputs()[0].version == 4 and ops[3].outputs()[0].id == "llamaindex:chat:chat-1"


async def test_legacy_async_get_is_one_span(instrumented):
    buffer = ChatMemoryBuffer.from_defaults(token_limit=1000)
    await buffer.aput(turn(0))
    await buffer.aget()  # runs get() in a thread (context copied)
    assert [o.kind for o in memory_ops(instrumented)] == ["buffer", "retrieve"]


def test_uninstrument_restores_every_attribute(span_exporter, provider):
    owners = (Memory, BaseMemoryBlock, StaticMemoryBlock, NotesBlock, ChatMemoryBuffer, BaseChatStoreMemory)
    before = patched_attrs(*owners)
    inst = LlamaIndexMemoryInstrumentor()
    inst.instrument(tracer_provider=provider)
    assert vars(Memory)["aput"] is not before[(id(Memory), "aput")]
    assert vars(BaseMemoryBlock)["aput"] is not before[(id(BaseMemoryBlock), "aput")]
    inst.uninstrument()
    after = patched_attrs(*owners)
    assert [k for k in before if after.get(k) is not before[k]] == []
    make_memory("s7").put(turn(0))
    assert memory_ops(span_exporter) == []


def test_no_content_without_capture(instrumented):
    """Capture off (the default): ids and hashes only, in every span these instrumentations write."""
    memory = make_memory("s8", [StaticMemoryBlock(name="profile", static_content="secret profile")])
    for i in range(4):
        memory.put(turn(i))
    memory.get(input="secret question")
    ops = memory_ops(instrumented)
    assert len(ops) >= 6
    for op in ops:
        assert all(v.content is None and v.hash.startswith("sha256:") for v in op.vars() if v.change != "delete")
        assert sc.GEN_AI_MEMORY_RECORDS not in op.attrs and sc.GEN_AI_MEMORY_QUERY_TEXT not in op.attrs
        assert op.attrs[sc.MEMTRACE_CONTENT_CAPTURED] is False
