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


# ---------------------------------------------------------------------- the put / get observe Memory's own read
# A put does not read the queue itself: it uses the read Memory makes (after adding the messages) and what
# ``archive_oldest_messages`` returned after it; a get uses aget's own read. These tests pin that the recorded queue
# is still the one in the store when something else writes it, and that the reads are really saved.
import asyncio  # noqa: E402

from llama_index.core.async_utils import asyncio_run  # noqa: E402
from llama_index.core.storage.chat_store.base_db import AsyncDBChatStore, MessageStatus  # noqa: E402
from llama_index.core.storage.chat_store.sql import SQLAlchemyChatStore  # noqa: E402
from sqlalchemy import event  # noqa: E402

from memtrace_otel import capture  # noqa: E402
from memtrace_otel.instrumentations.llamaindex_memory import message_text  # noqa: E402


def _stored(store, session: str, status=MessageStatus.ACTIVE) -> list:
    """The store's messages, read outside any span (a plain read: not observed, not a write)."""
    return asyncio_run(store.get_messages(session, status=status))  # the loop Memory's sync methods use


async def _astored(store, session: str, status=MessageStatus.ACTIVE) -> list:
    return await store.get_messages(session, status=status)


def _queue_hash(messages) -> str:
    """The hash a put records for a queue holding ``messages`` (the list of their texts)."""
    return capture.content_hash([message_text(m) for m in messages])


def _selects(store) -> list:
    statements: list = []
    event.listen(store._async_engine.sync_engine, "before_cursor_execute",
                 lambda conn, cursor, statement, *rest: statements.append(statement.split()[0]))
    return statements


def test_a_second_memory_on_the_same_store_and_session_between_puts(instrumented, capture_content):
    """Two Memory objects, one store and session: each put records the queue as the store holds it after the put
    (the other's messages included), versions follow each other, and the archive op names what was archived."""
    first = make_memory("shared")
    second = Memory.from_defaults(session_id="shared", token_limit=60, chat_history_token_ratio=0.5,
                                  token_flush_size=20, chat_store=first.sql_store)
    store = first.sql_store
    truth = []
    for i in range(5):
        (first if i % 2 == 0 else second).put(turn(i))  # sync: asyncio_run
        truth.append(_stored(store, "shared"))
    ops = memory_ops(instrumented)
    puts = [o for o in ops if o.name == "llamaindex.memory.put"]
    assert len(puts) == 5
    for put, queue in zip(puts, truth):
        [out] = put.outputs()
        assert out.id == "llamaindex:memory:shared" and out.hash == _queue_hash(queue)
    assert [p.outputs()[0].version for p in puts] == [1, 2, 3, 4, 5]
    archived = _stored(store, "shared", MessageStatus.ARCHIVED)
    assert [message_text(m) for m in archived] == [message_text(turn(0)), message_text(turn(1))]
    [archive] = [o for o in ops if o.name == "llamaindex.memory.archive"]
    assert archive.parent_span_id == puts[3].span_id  # the 4th put (by the first memory) flushed the two oldest
    assert [(i.id, i.relation) for i in archive.inputs()] == [(message_var_id(m), "evicted_to") for m in archived]
    # the second memory's get sees the queue the first one's last put wrote
    second.get()
    [get] = [o for o in memory_ops(instrumented) if o.name == "llamaindex.memory.get"]
    reads = {i.id: i for i in get.inputs()}
    assert reads["llamaindex:memory:shared"].version == 5
    assert [i.content for i in get.inputs() if i.kind == "message"] == [message_text(m) for m in truth[-1]]


async def test_a_direct_store_write_between_puts_is_in_the_next_version_and_its_archive(instrumented,
                                                                                        capture_content):
    memory = make_memory("direct")
    store = memory.sql_store
    await memory.aput(turn(0))
    outsider = ChatMessage(role="user", content="written straight into the chat store")
    await store.add_message("direct", outsider)  # not through Memory: no span
    await memory.aput(turn(1))
    await memory.aput_messages([turn(2), turn(3)])  # 5 messages: the oldest leave (the outsider among them)
    ops = memory_ops(instrumented)
    puts = [o for o in ops if o.name.startswith("llamaindex.memory.put")]
    assert [p.outputs()[0].version for p in puts] == [1, 2, 3]
    assert message_text(outsider) in puts[1].outputs()[0].content
    queue = await _astored(store, "direct")
    assert puts[2].outputs()[0].hash == _queue_hash(queue)
    assert message_text(outsider) not in puts[2].outputs()[0].content
    archived = await _astored(store, "direct", MessageStatus.ARCHIVED)
    assert [message_text(m) for m in archived[:2]] == [message_text(turn(0)), message_text(outsider)]
    [archive] = [o for o in ops if o.name == "llamaindex.memory.archive"]
    assert [i.id for i in archive.inputs()] == [message_var_id(m) for m in archived]
    assert archive.attrs[sc.MEMTRACE_EVICTED_COUNT] == len(archived)


class InjectingBlock(BaseMemoryBlock[str]):
    """A block that, while taking the flushed messages, writes a message into the memory's own chat store: a
    write of the session the put did not make, in the middle of the put."""

    name: str = "injector"
    store: Any = None
    session: str = ""

    async def _aget(self, messages: Optional[List[ChatMessage]] = None, **kw: Any) -> str:
        return ""

    async def _aput(self, messages: List[ChatMessage]) -> None:
        await self.store.add_message(self.session, ChatMessage(role="user", content="slipped in during the flush"))


@pytest.mark.parametrize("sync", [True, False])
def test_a_write_of_the_session_during_a_put_is_in_its_version(instrumented, capture_content, sync):
    """The put's queue after the call cannot be the read less the archived messages here: it must be read again."""
    session = f"inject-{sync}"
    block = InjectingBlock(session=session)
    memory = make_memory(session, [block])
    block.store = memory.sql_store
    for i in range(4):
        if sync:
            memory.put(turn(i))
        else:
            asyncio_run(memory.aput(turn(i)))  # the coroutine, run here: its span comes from aput
    queue = _stored(memory.sql_store, session)
    assert "slipped in during the flush" in [m.content for m in queue]
    ops = memory_ops(instrumented)
    last_put = [o for o in ops if o.name == "llamaindex.memory.put"][-1]
    [out] = last_put.outputs()
    assert out.hash == _queue_hash(queue) and "slipped in during the flush" in out.content
    [flush] = [o for o in ops if o.name == "llamaindex.memory_block.flush"]
    assert flush.parent_span_id == last_put.span_id
    assert [i.id for i in flush.inputs()] == [message_var_id(turn(0)), message_var_id(turn(1))]
    # the flushed messages went to the block and the new message did not leave: nothing lost
    assert [o for o in ops if o.name == "llamaindex.memory.archive"] == []


def test_get_records_the_queue_as_stored_even_when_aget_changes_the_messages(instrumented, capture_content):
    """aget inserts the blocks' text into the queue's system message object it read: the get records the queue as
    the store holds it (the version the last put wrote), not the changed message."""
    memory = make_memory("system", [StaticMemoryBlock(name="profile", static_content="User is Alice")])
    system = ChatMessage(role="system", content="be brief")
    memory.put(system)
    memory.put(turn(0))
    context = memory.get()
    assert "User is Alice" in context[0].content  # Memory changed the message it read
    [get] = [o for o in memory_ops(instrumented) if o.name == "llamaindex.memory.get"]
    reads = {i.id: i for i in get.inputs()}
    assert reads["llamaindex:memory:system"].version == 2
    assert [i.content for i in get.inputs() if i.kind == "message"] == ["system: be brief", message_text(turn(0))]
    assert [i.id for i in get.inputs() if i.kind == "message"] == [message_var_id(system), message_var_id(turn(0))]


async def test_puts_and_gets_read_the_store_only_as_memory_does(instrumented):
    """The saving itself: a put without a flush issues one SELECT (Memory's own), a get one."""
    memory = make_memory("reads")
    await memory.aput(turn(0))  # the store's engine exists from here on
    statements = _selects(memory.sql_store)
    await memory.aput(turn(1))
    assert statements == ["INSERT", "SELECT"]
    statements.clear()
    await memory.aget()
    assert statements == ["SELECT"]
    statements.clear()
    memory.put(turn(2))
    memory.put(turn(3))  # flushes: Memory's archive reads the oldest messages, and nothing more is read
    assert statements == ["INSERT", "SELECT", "INSERT", "SELECT", "SELECT", "UPDATE"]
    ops = memory_ops(instrumented)
    assert [o.name for o in ops][-2:] == ["llamaindex.memory.put", "llamaindex.memory.archive"]


def test_a_store_class_defined_after_instrument_is_read_as_before(instrumented, capture_content):
    """A store class we did not wrap (defined after instrument(), its own add_message): the put cannot trust what
    it sees of that store, reads the queue itself before and after, and records the same ops as on the stock store."""

    class LateStore(SQLAlchemyChatStore):
        async def add_message(self, key, message, status=MessageStatus.ACTIVE):
            await super().add_message(key, message, status=status)

    def run(memory):
        for i in range(4):
            memory.put(turn(i))
        memory.get()

    def warm(memory):  # the store's engine exists from here on; the queue is empty again
        memory.put(ChatMessage(role="user", content="warm up"))
        memory.reset()

    late = Memory.from_defaults(session_id="late", token_limit=60, chat_history_token_ratio=0.5,
                                token_flush_size=20, chat_store=LateStore(table_name="late_memory"))
    warm(late)
    statements = _selects(late.sql_store)
    start = len(memory_ops(instrumented))
    run(late)
    assert statements[:4] == ["SELECT", "INSERT", "SELECT", "SELECT"]  # read before, add, Memory's read, read after
    stock = make_memory("stock")
    warm(stock)
    middle = len(memory_ops(instrumented))
    run(stock)
    ops = memory_ops(instrumented)
    late_ops, stock_ops = ops[start:middle - 2], ops[middle:]  # (the stock memory's warm-up put and reset)

    def shape(op):
        return (op.name, op.kind, op.parent_span_id is not None,
                [(v.id.replace("stock", "late"), v.role, v.version, v.hash, v.relation, v.content)
                 for v in op.vars()])

    assert [o.name for o in late_ops].count("llamaindex.memory.archive") == 1
    assert [shape(o) for o in late_ops] == [shape(o) for o in stock_ops]


def test_chat_store_methods_are_wrapped_and_restored(span_exporter, provider):
    owners = (AsyncDBChatStore, SQLAlchemyChatStore)
    before = patched_attrs(*owners)
    inst = LlamaIndexMemoryInstrumentor()
    inst.instrument(tracer_provider=provider)
    try:
        assert vars(SQLAlchemyChatStore)["get_messages"] is not before[(id(SQLAlchemyChatStore), "get_messages")]
        assert vars(SQLAlchemyChatStore)["archive_oldest_messages"] is not \
            before[(id(SQLAlchemyChatStore), "archive_oldest_messages")]
        assert vars(AsyncDBChatStore)["get_messages"] is before[(id(AsyncDBChatStore), "get_messages")]  # abstract
    finally:
        inst.uninstrument()
    after = patched_attrs(*owners)
    assert [k for k in before if after.get(k) is not before[k]] == []
