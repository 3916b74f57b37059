"""LangChain chat-history instrumentation against the real ``InMemoryChatMessageHistory`` and ``trim_messages``."""

from __future__ import annotations

import pytest

pytest.importorskip("langchain_core.chat_history")

import langchain_core.messages as lc_messages  # noqa: E402
import langchain_core.messages.utils as lc_utils  # noqa: E402
from langchain_core.chat_history import BaseChatMessageHistory, InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage  # noqa: E402

from memtrace_otel import semconv as sc  # noqa: E402
from memtrace_otel.instrumentations.langchain_history import (  # noqa: E402
    ChatHistoryInstrumentor,
    message_text,
    message_var_id,
)

from instrumenting import instrumented_fixture  # noqa: E402
from memory_spans import memory_ops, patched_attrs  # noqa: E402


class WindowHistory(InMemoryChatMessageHistory):
    """A history that keeps only the newest ``window`` messages: it forgets on add."""

    window: int = 3

    def add_message(self, message):
        super().add_message(message)
        del self.messages[: max(0, len(self.messages) - self.window)]


class BrokenHistory(BaseChatMessageHistory):
    messages: list = []

    def add_messages(self, messages):
        raise RuntimeError("disk full")

    def clear(self):
        pass


instrumented = instrumented_fixture(ChatHistoryInstrumentor)


def _count_tokens(messages) -> int:
    return sum(len(str(m.content).split()) for m in messages)


def test_adds_version_the_buffer_one_span_per_call(instrumented, capture_content):
    history = InMemoryChatMessageHistory()
    history.add_user_message("I moved to Lisbon")  # add_user_message -> add_message
    history.add_messages([AIMessage("Nice!", id="ai-1"), HumanMessage("I have a cat")])  # -> add_message x2
    ops = memory_ops(instrumented)
    assert [(o.name, o.kind) for o in ops] == [("langchain.chat_history.add_message", "buffer"),
                                              ("langchain.chat_history.add_messages", "buffer")]
    first, second = ops
    assert first.attrs[sc.GEN_AI_OPERATION_NAME] == sc.OP_UPDATE_MEMORY
    assert first.attrs[sc.GEN_AI_PROVIDER_NAME] == "langchain"
    assert first.attrs[sc.GEN_AI_MEMORY_STORE_ID] == "InMemoryChatMessageHistory"
    [msg] = first.inputs()
    assert (msg.kind, msg.relation, msg.version) == ("message", "derived_from", 1)
    assert msg.content == "human: I moved to Lisbon"
    assert msg.id.startswith("msg:")
    [buf] = first.outputs()
    buffer_id = f"history:{id(history):x}"
    assert (buf.id, buf.kind, buf.version, buf.change) == (buffer_id, "buffer", 1, "create")
    assert "I moved to Lisbon" in buf.content

    assert [i.id for i in second.inputs() if i.kind == "message"][0] == "ai-1"  # message.id when set
    upd = [i for i in second.inputs() if i.kind == "buffer"]
    assert [(i.version, i.relation) for i in upd] == [(1, "updates")]
    [buf2] = second.outputs()
    assert (buf2.version, buf2.change) == (2, "update")
    assert buf2.content.count("human:") == 2 and "ai: Nice!" in buf2.content
    assert second.linked_span_ids() == [first.span_id]


def test_buffer_hash_is_extended_per_add_and_equals_the_full_content_hash(instrumented, capture_content):
    """An add hashes only what it added (the buffer's rendering is extended), with the same hash and recorded text
    as hashing the whole history again; a history that dropped messages starts over."""
    from memtrace_otel import capture

    history = InMemoryChatMessageHistory()

    def check_last_add() -> None:
        [buf] = memory_ops(instrumented)[-1].outputs()
        lines = [message_text(m) for m in history.messages]
        assert buf.hash == capture.content_hash(lines) and buf.content == capture.to_text(lines)

    for i in range(4):
        history.add_messages([HumanMessage(f'question {i} "quoted" é'),
                              AIMessage([{"type": "text", "text": f"a{i}"}])])
        check_last_add()
    history.messages = history.messages[3:]  # a window dropped the oldest ones
    history.add_user_message("last")
    check_last_add()


async def test_async_add_and_get(instrumented):
    history = InMemoryChatMessageHistory()
    await history.aadd_messages([HumanMessage("hello"), AIMessage("hi there")])
    messages = await history.aget_messages()
    assert len(messages) == 2
    add, get = memory_ops(instrumented)
    assert add.name == "langchain.chat_history.aadd_messages" and add.outputs()[0].version == 1
    assert get.kind == "retrieve" and get.attrs[sc.GEN_AI_OPERATION_NAME] == sc.OP_SEARCH_MEMORY
    buf = [i for i in get.inputs() if i.kind == "buffer"][0]
    assert (buf.version, buf.relation) == (1, "reads")
    msgs = [i for i in get.inputs() if i.kind == "message"]
    assert [(m.id, m.rank) for m in msgs] == [(message_var_id(m), r) for r, m in enumerate(messages)]
    assert get.linked_span_ids() == [add.span_id]
    assert get.attrs[sc.GEN_AI_MEMORY_RECORD_COUNT] == 2


async def test_base_class_async_paths_give_one_span(span_exporter, provider):
    """The base aadd_messages/aclear run add_messages/clear in an executor (context copied): still one span."""

    class ListHistory(BaseChatMessageHistory):
        def __init__(self):
            self.messages = []

        def add_messages(self, messages):
            self.messages.extend(messages)

        def clear(self):
            self.messages = []

    inst = ChatHistoryInstrumentor()  # instrumented after ListHistory exists: its overrides are wrapped
    inst.instrument(tracer_provider=provider)
    try:
        history = ListHistory()
        await history.aadd_messages([HumanMessage("a")])
        await history.aclear()
    finally:
        inst.uninstrument()
    names = [o.name for o in memory_ops(span_exporter)]
    assert names == ["langchain.chat_history.aadd_messages", "langchain.chat_history.aclear"]


def test_clear_evicts_everything(instrumented):
    history = InMemoryChatMessageHistory()
    history.add_messages([HumanMessage("a"), AIMessage("b")])
    history.clear()
    add, clear = memory_ops(instrumented)
    assert clear.kind == "evict" and clear.attrs[sc.GEN_AI_OPERATION_NAME] == sc.OP_DELETE_MEMORY
    evicted = [i for i in clear.inputs() if i.relation == "evicted_to"]
    assert len(evicted) == 2 and clear.attrs[sc.MEMTRACE_EVICTED_COUNT] == 2
    [tomb] = clear.outputs()
    assert (tomb.kind, tomb.version, tomb.change) == ("buffer", 2, "delete")


def test_windowed_history_records_evictions_on_add(span_exporter, capture_content, provider):
    inst = ChatHistoryInstrumentor()
    inst.instrument(tracer_provider=provider)
    try:
        history = WindowHistory()
        for i in range(5):
            history.add_user_message(f"turn {i}")
    finally:
        inst.uninstrument()
    ops = memory_ops(span_exporter)
    adds = [o for o in ops if o.kind == "buffer"]
    evicts = [o for o in ops if o.kind == "evict"]
    assert len(adds) == 5 and len(evicts) == 2
    for ev, add in zip(evicts, adds[3:]):
        assert ev.parent_span_id == add.span_id
    dropped = [i.content for ev in evicts for i in ev.inputs()]
    assert dropped == ["human: turn 0", "human: turn 1"]
    assert all(i.relation == "evicted_to" for ev in evicts for i in ev.inputs())
    assert adds[-1].outputs()[0].content == '["human: turn 2", "human: turn 3", "human: turn 4"]'


def test_trim_messages_is_an_evict(instrumented, capture_content):
    messages = [SystemMessage("You are kind"), HumanMessage("one two three"), AIMessage("four five"),
                HumanMessage("six seven eight", id="h3")]
    kept = lc_messages.trim_messages(messages, max_tokens=6, token_counter=_count_tokens, strategy="last",
                                     include_system=True)
    assert [m.content for m in kept] == ["You are kind", "six seven eight"]
    [op] = memory_ops(instrumented)
    assert (op.name, op.kind) == ("langchain.trim_messages", "evict")
    assert op.attrs[sc.MEMTRACE_WINDOW_MAX_TOKENS] == 6 and op.attrs[sc.MEMTRACE_EVICTED_COUNT] == 2
    rel = {i.content: i.relation for i in op.inputs()}
    assert rel == {"system: You are kind": "reads", "human: one two three": "evicted_to",
                   "ai: four five": "evicted_to", "human: six seven eight": "reads"}
    outs = op.outputs()
    assert [o.id for o in outs] == [message_var_id(messages[0]), "h3"]
    assert all(o.change == "unchanged" and o.version == 1 for o in outs)


def test_trim_messages_runnable_form(instrumented):
    trimmer = lc_utils.trim_messages(max_tokens=3, token_counter=_count_tokens, strategy="last")
    kept = trimmer.invoke([HumanMessage("a b c"), AIMessage("d e")])
    assert [m.content for m in kept] == ["d e"]
    [op] = memory_ops(instrumented)
    assert op.kind == "evict"
    assert [i.relation for i in op.inputs()] == ["evicted_to", "reads"]


def test_exceptions_pass_through(instrumented):
    with pytest.raises(RuntimeError, match="disk full"):
        BrokenHistory().add_messages([HumanMessage("x")])
    with pytest.raises(ValueError):
        lc_messages.trim_messages([HumanMessage("x")], max_tokens=-1, token_counter=_count_tokens,
                                  strategy="nope")
    ops = memory_ops(instrumented)
    assert [o.attrs.get(sc.ERROR_TYPE) for o in ops] == ["RuntimeError", "ValueError"]
    assert all(o.outputs() == [] for o in ops)


def test_uninstrument_restores_every_attribute(span_exporter, provider):
    owners = (BaseChatMessageHistory, InMemoryChatMessageHistory, WindowHistory, lc_utils, lc_messages)
    before = patched_attrs(*owners)
    original_trim = lc_utils.trim_messages
    inst = ChatHistoryInstrumentor()
    inst.instrument(tracer_provider=provider)
    assert lc_utils.trim_messages is not original_trim
    lc_messages.trim_messages  # noqa: B018 - a lazy first access while instrumented caches the wrapper
    inst.uninstrument()
    after = patched_attrs(*owners)
    changed = [k for k in before if after.get(k) is not before[k]]
    assert changed == []
    assert lc_utils.trim_messages is original_trim
    assert vars(lc_messages).get("trim_messages", original_trim) is original_trim
    InMemoryChatMessageHistory().add_user_message("x")
    assert memory_ops(span_exporter) == []


def test_message_identity():
    assert message_var_id(HumanMessage("hi", id="m1")) == "m1"
    assert message_var_id(HumanMessage("hi")) == message_var_id(HumanMessage("hi"))
    assert message_var_id(HumanMessage("hi")) != message_var_id(AIMessage("hi"))
    assert message_text(AIMessage("ok")) == "ai: ok"


def test_trim_messages_accepts_message_likes(instrumented):
    """Tuples and PromptValues are converted the way trim_messages converts them: same ids for the same text."""
    from langchain_core.prompts import ChatPromptTemplate

    kept = lc_messages.trim_messages([("human", "one two three"), ("ai", "four")], max_tokens=1,
                                     token_counter=_count_tokens, strategy="last")
    assert [m.content for m in kept] == ["four"]
    prompt = ChatPromptTemplate.from_messages([("system", "be brief"), ("human", "{q}")]).invoke({"q": "why sky"})
    assert len(lc_messages.trim_messages(prompt, max_tokens=100, token_counter=_count_tokens)) == 2
    tuples, prompt_op = memory_ops(instrumented)
    assert [(i.id, i.relation) for i in tuples.inputs()] == [
        (message_var_id(HumanMessage("one two three")), "evicted_to"), (message_var_id(AIMessage("four")), "reads")]
    assert [i.relation for i in prompt_op.inputs()] == ["reads", "reads"]
    assert prompt_op.attrs[sc.MEMTRACE_EVICTED_COUNT] == 0


async def test_runnable_with_message_history(instrumented):
    """The standard LCEL wrapper: reads the session's history before the call and adds the turn after it."""
    from langchain_core.runnables import RunnableLambda
    from langchain_core.runnables.history import RunnableWithMessageHistory

    sessions: dict = {}

    def history_for(session_id: str) -> InMemoryChatMessageHistory:
        return sessions.setdefault(session_id, InMemoryChatMessageHistory())

    echo = RunnableLambda(lambda messages: AIMessage(f"you sent {len(messages)} messages"))
    chain = RunnableWithMessageHistory(echo, history_for)
    config = {"configurable": {"session_id": "s1"}}
    await chain.ainvoke([HumanMessage("hello")], config=config)
    await chain.ainvoke([HumanMessage("again")], config=config)
    ops = memory_ops(instrumented)
    # per turn: read before the call, read again after it (to find the new inputs), then add the turn
    assert [o.kind for o in ops] == ["retrieve", "retrieve", "buffer"] * 2
    assert ops[2].outputs()[0].version == 1 and ops[5].outputs()[0].version == 2
    assert [i.version for i in ops[3].inputs() if i.kind == "buffer"] == [1]
    assert ops[3].linked_span_ids() == [ops[2].span_id]
    assert len([i for i in ops[5].inputs() if i.kind == "message"]) == 2  # "again" and the reply
    assert ops[0].inputs() == []  # the first read found an empty, never-written history


async def test_no_content_without_capture(instrumented):
    history = InMemoryChatMessageHistory()
    history.add_messages([HumanMessage("my password is hunter2"), AIMessage("noted")])
    await history.aget_messages()
    lc_messages.trim_messages(history.messages, max_tokens=1, token_counter=_count_tokens)
    history.clear()
    ops = memory_ops(instrumented)
    assert [o.kind for o in ops] == ["buffer", "retrieve", "evict", "evict"]
    for op in ops:
        assert all(v.content is None and v.hash.startswith("sha256:") for v in op.vars())
        assert sc.GEN_AI_MEMORY_RECORDS not in op.attrs
        assert "hunter2" not in repr(op.span.to_json())


def test_a_message_keeps_the_timestamp_the_app_put_in_its_additional_kwargs(instrumented, capture_content):
    history = InMemoryChatMessageHistory()
    history.add_messages([HumanMessage("I fly to Oslo next Tuesday", additional_kwargs={"timestamp": "2025-03-06"}),
                          HumanMessage("I like tea")])
    (add,) = [s for s in instrumented.get_finished_spans() if s.attributes.get(sc.MEMTRACE_OP_KIND) == "buffer"]
    assert add.attributes[sc.INPUT_SAID_AT] == ("2025-03-06", "")
