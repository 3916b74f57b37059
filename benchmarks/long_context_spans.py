"""The spans the LangGraph / LangChain / LlamaIndex memory instrumentations write for one fixed workload, recorded
from one or more source trees and compared: a performance change must leave them byte-identical.

Each tree runs the workload in a fresh interpreter (its ``src/`` first on the path) under four settings: content
capture off; on; on with a redactor; on with tight caps (2 detailed variables, 4 ids, 1 link, 2 records, 24
characters of content). Every span goes through a ``SimpleSpanProcessor`` into an ``InMemorySpanExporter`` and is
written as JSON: name, kind, context (flags, state), parent, status, scope, attributes in the order the SDK holds
them (with their types), events and links (context and attributes), dropped counts. What legitimately differs
between two processes is normalised: trace and span ids (numbered in order of appearance, also inside attribute
values such as the producer column), ``memtrace.op.process``, ``id()``-based variable ids (and the hash of such an
id), timestamps, and exception stack traces (their file paths and line numbers; the exception's last line is kept).

    python benchmarks/long_context_spans.py --tree /tmp/base --tree .     # compare two checkouts
    python benchmarks/long_context_spans.py --tree . --dump /tmp/spans    # write the normalised spans
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import re
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

for _k, _v in {"ANONYMIZED_TELEMETRY": "False", "MEM0_TELEMETRY": "False", "HF_HUB_OFFLINE": "1",
               "LITELLM_LOCAL_MODEL_COST_MAP": "True", "LITELLM_OFFLINE_MODE": "true"}.items():
    os.environ.setdefault(_k, _v)

MODES = ("off", "on", "on-redactor", "on-caps")


def _redactor(text: str, ctx: dict) -> Any:
    if ctx.get("kind") == "query":
        return None
    return text.replace("tea", "[drink]")


def workload(tracer, object_ids: dict) -> None:
    """Every traced call of the three instrumentations, sync and async, nested in app spans and not."""
    warnings.filterwarnings("ignore")
    from langchain_core import messages as lc_messages
    from langchain_core.chat_history import BaseChatMessageHistory, InMemoryChatMessageHistory
    from langchain_core.messages import AIMessage, HumanMessage
    from langgraph.store.memory import InMemoryStore
    from llama_index.core.llms import ChatMessage
    from llama_index.core.memory import ChatMemoryBuffer, Memory, StaticMemoryBlock

    from memtrace_otel.local_model.embeddings import embed_texts

    classes = sys.modules["__main__"].__dict__["_CLASSES"]
    WindowHistory, BrokenHistory, SessionHistory, NotesBlock = (classes[k] for k in (
        "WindowHistory", "BrokenHistory", "SessionHistory", "NotesBlock"))

    def oid(obj: Any) -> Any:
        object_ids.setdefault(format(id(obj), "x"), f"OBJ{len(object_ids)}")
        return obj

    # ---------------------------------------------------------------- LangGraph
    ns = ("memories", "alice")
    store = InMemoryStore()
    store.put(ns, "pref", {"text": "likes tea"})
    store.put(ns, "pref", {"text": "likes tea"})  # unchanged
    with tracer.start_as_current_span("app.turn"):
        store.put(ns, "pref", {"text": "likes coffee"})  # update, producer in another trace
        store.put(ns, "pref", {"text": "likes cocoa"})  # update, producer in this trace
        store.get(ns, "pref")
    store.get(ns, "missing")
    for k in range(8):
        store.put(ns, f"k{k}", {"text": f"a stored memory {k} about tea", "kind": "fact" if k % 2 else "pref"})
    store.search(ns, limit=5)
    store.search(("memories",), filter={"kind": "fact"}, limit=3)
    store.put(ns, "k1", None)  # put None: a delete
    store.delete(ns, "k2")
    store.put(ns, "k2", {"text": "back again"})  # after a delete
    for i in range(12):  # the benchmark's loop
        store.put(("memories", "bench"), f"k{i % 5}", {"text": f"memory {i}"})
    indexed = InMemoryStore(index={"dims": 16, "embed": lambda texts: embed_texts(texts, dim=16)})
    indexed.put(ns, "tea", {"text": "Alice drinks green tea every morning"})
    indexed.put(ns, "dog", {"text": "Alice has a dog named Rex"})
    with tracer.start_as_current_span("app.ask"):
        indexed.search(ns, query="what does alice drink", limit=2)

    async def lg_async():
        await store.aput(ns, "async", {"text": "async tea"})
        await store.aget(ns, "async")
        await store.asearch(ns, limit=2)
        await store.adelete(ns, "async")

    asyncio.run(lg_async())

    # ---------------------------------------------------------------- LangChain
    history = oid(InMemoryChatMessageHistory())
    history.add_user_message("I moved to Lisbon")
    history.add_messages([AIMessage("Nice!", id="ai-1"), HumanMessage("I have a cat about tea")])
    for i in range(6):
        history.add_message(HumanMessage(f"new {i}"))
    for i in range(4):  # the benchmark's add-then-pop
        history.add_message(HumanMessage(f"popped {i}"))
        history.messages.pop()
    session = SessionHistory()
    with tracer.start_as_current_span("app.chat"):
        session.add_messages([HumanMessage("hello tea"), AIMessage("hi")])
        session.add_message(HumanMessage([{"type": "text", "text": "structured content"}]))

    async def lc_async():
        await session.aadd_messages([HumanMessage("async one"), AIMessage("async two", id="ai-2")])
        await session.aget_messages()
        await history.aget_messages()
        await session.aclear()

    asyncio.run(lc_async())
    window = oid(WindowHistory())
    for i in range(5):
        window.add_message(HumanMessage(f"window {i}"))
    history.clear()
    try:
        BrokenHistory().add_messages([HumanMessage("lost")])
    except RuntimeError:
        pass

    def count(msgs) -> int:
        return sum(len(str(m.content).split()) for m in msgs)

    msgs = [HumanMessage("one two three"), AIMessage("four five"), HumanMessage("six seven eight nine")]
    with tracer.start_as_current_span("app.trim"):
        lc_messages.trim_messages(msgs, max_tokens=6, token_counter=count, strategy="last")
    lc_messages.trim_messages(max_tokens=3, token_counter=count, strategy="last").invoke(msgs)

    # ---------------------------------------------------------------- LlamaIndex
    def turn(i: int) -> ChatMessage:
        return ChatMessage(role="user" if i % 2 == 0 else "assistant", content=f"message {i} about cats and tea")

    def make_memory(session_id, blocks=None):
        return Memory.from_defaults(session_id=session_id, token_limit=60, chat_history_token_ratio=0.5,
                                    token_flush_size=20, memory_blocks=blocks or [])

    memory = make_memory("s1", [StaticMemoryBlock(name="profile", static_content="User is Alice"), NotesBlock()])
    for i in range(5):
        memory.put(turn(i))
    with tracer.start_as_current_span("app.recall"):
        memory.get(input="what about tea")
    memory.get()
    bare = make_memory("s2")

    async def li_async():
        await bare.aput_messages([turn(i) for i in range(4)])
        await bare.aset([turn(7), turn(8)])
        await bare.aget_all()
        await bare.areset()
        failing = make_memory("s3", [NotesBlock(fail=True)])
        for i in range(4):
            try:
                await failing.aput(turn(i))
            except OSError:
                pass

    asyncio.run(li_async())
    for i in range(8):  # the benchmark's put
        bare.put(ChatMessage(role="user", content=f"hello {i}"))
    buffer = ChatMemoryBuffer.from_defaults(token_limit=25, chat_store_key="chat-1")
    for i in range(4):
        buffer.put(turn(i))
    buffer.get()


def define_classes() -> dict:
    """User subclasses, defined before instrumenting (as an app's are) so their overrides are wrapped."""
    from typing import List, Optional

    from langchain_core.chat_history import BaseChatMessageHistory, InMemoryChatMessageHistory
    from llama_index.core.llms import ChatMessage
    from llama_index.core.memory.memory import BaseMemoryBlock

    class WindowHistory(InMemoryChatMessageHistory):
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

    class SessionHistory(InMemoryChatMessageHistory):
        session_id: str = "sess-1"

    class NotesBlock(BaseMemoryBlock[str]):
        name: str = "notes"
        notes: List[str] = []
        fail: bool = False

        async def _aget(self, messages: Optional[List[ChatMessage]] = None, **kw: Any) -> str:
            return "\n".join(self.notes)

        async def _aput(self, messages: List[ChatMessage]) -> None:
            if self.fail:
                raise OSError("notes store offline")
            self.notes = self.notes + [m.content for m in messages]

    return {"WindowHistory": WindowHistory, "BrokenHistory": BrokenHistory, "SessionHistory": SessionHistory,
            "NotesBlock": NotesBlock}


def _value(v: Any) -> Any:
    if isinstance(v, (tuple, list)):
        return [type(v).__name__, [_value(x) for x in v]]
    return [type(v).__name__, v]


def child(src: str, mode: str) -> None:
    sys.path.insert(0, src)
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from memtrace_otel import api, config as mt_config
    from memtrace_otel.instrumentations.langchain_history import ChatHistoryInstrumentor
    from memtrace_otel.instrumentations.langgraph_store import LangGraphStoreInstrumentor
    from memtrace_otel.instrumentations.llamaindex_memory import LlamaIndexMemoryInstrumentor

    sys.modules["__main__"].__dict__["_CLASSES"] = define_classes()
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    api.set_tracer_provider(provider)
    settings: dict = {"capture_content": mode != "off"}
    if mode == "on-redactor":
        settings["redactor"] = _redactor
    if mode == "on-caps":
        settings.update(max_variables=2, max_variable_ids=4, max_links=1, max_records=2, max_content_length=24)
    mt_config.configure(**settings)
    for inst in (LangGraphStoreInstrumentor(), ChatHistoryInstrumentor(), LlamaIndexMemoryInstrumentor()):
        inst.instrument(tracer_provider=provider)
    object_ids: dict = {}
    workload(provider.get_tracer("app"), object_ids)
    from memtrace_otel.capture import content_hash

    for hex_id, name in list(object_ids.items()):  # a tombstone's hash is the hash of its (id()-based) variable id
        for prefix in ("history:", "llamaindex:memory:", "llamaindex:chat:"):
            object_ids[content_hash(prefix + hex_id)[len("sha256:"):]] = f"HASH({prefix}{name})"

    ids: dict = {}

    def norm_id(value: int, width: int) -> str:
        text = format(value, f"0{width}x")
        if text not in ids:
            ids[text] = f"{'T' if width == 32 else 'S'}{sum(1 for k in ids if len(k) == width)}"
        return ids[text]

    spans = exporter.get_finished_spans()
    for s in spans:  # number every id first, so ids inside attribute values are known wherever they occur
        norm_id(s.context.trace_id, 32)
        norm_id(s.context.span_id, 16)
    process_id = None
    hexes = re.compile(r"[0-9a-f]{32}|[0-9a-f]{16}|[0-9a-f]{9,14}")

    def norm_text(text: str) -> str:
        return hexes.sub(lambda m: ids.get(m.group(0)) or object_ids.get(m.group(0)) or m.group(0), text)

    def norm(v: Any) -> Any:
        if isinstance(v, str):
            return norm_text(v)
        if isinstance(v, (tuple, list)):
            return type(v)(norm(x) for x in v)
        return v

    def attrs(a: Any) -> list:
        out = []
        for k, v in (a or {}).items():
            if k == "memtrace.op.process":
                nonlocal process_id
                process_id = process_id or v
                v = "PROCESS" if v == process_id else v
            elif k == "exception.stacktrace":
                v = "<stacktrace> " + v.strip().splitlines()[-1]
            out.append([k, _value(norm(v))])
        return out

    out = []
    for s in spans:
        out.append({
            "name": s.name, "kind": s.kind.name,
            "context": [norm_id(s.context.trace_id, 32), norm_id(s.context.span_id, 16), int(s.context.trace_flags),
                        s.context.trace_state.to_header(), s.context.is_remote],
            "parent": norm_id(s.parent.span_id, 16) if s.parent is not None else None,
            "status": [s.status.status_code.name, s.status.description],
            "scope": [s.instrumentation_scope.name, s.instrumentation_scope.version,
                      s.instrumentation_scope.schema_url],
            "attributes": attrs(s.attributes),
            "events": [[e.name, attrs(e.attributes)] for e in s.events],
            "links": [[norm_id(link.context.trace_id, 32), norm_id(link.context.span_id, 16),
                       int(link.context.trace_flags), link.context.trace_state.to_header(), link.context.is_remote,
                       attrs(link.attributes)] for link in s.links],
            "dropped": [s.dropped_attributes, s.dropped_events, s.dropped_links],
        })
    sys.stdout.write(json.dumps(out, ensure_ascii=False, indent=1) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tree", action="append", help="a checkout (repeat to compare; default: this one)")
    ap.add_argument("--dump", help="directory to write <tree>-<mode>.json into")
    ap.add_argument("--child", nargs=2, metavar=("SRC", "MODE"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(*args.child)
        return
    trees = [str(Path(t).resolve()) for t in (args.tree or [str(Path(__file__).resolve().parents[1])])]
    same = True
    for mode in MODES:
        texts = {}
        for tree in trees:
            proc = subprocess.run([sys.executable, __file__, "--child", str(Path(tree) / "src"), mode],
                                  capture_output=True, text=True)
            if proc.returncode != 0:
                sys.stderr.write(proc.stderr)
                raise SystemExit(f"{tree} {mode} failed")
            texts[tree] = proc.stdout
            if args.dump:
                Path(args.dump).mkdir(parents=True, exist_ok=True)
                (Path(args.dump) / f"{Path(tree).name}-{mode}.json").write_text(proc.stdout)
        first = texts[trees[0]]
        n = len(json.loads(first))
        digests = {t: hashlib.sha256(x.encode()).hexdigest()[:16] for t, x in texts.items()}
        identical = len(set(texts.values())) == 1
        same &= identical
        print(f"{mode:<12} {n:3d} spans, {len(first):7d} bytes of JSON: "
              + ", ".join(f"{Path(t).name} {d}" for t, d in digests.items())
              + ("" if len(trees) == 1 else ("  IDENTICAL" if identical else "  DIFFERENT")))
        if not identical:
            import difflib

            other = next(t for t in trees if texts[t] != first)
            diff = difflib.unified_diff(first.splitlines(), texts[other].splitlines(), trees[0], other, n=2,
                                        lineterm="")
            print("\n".join(list(diff)[:60]))
    if len(trees) > 1:
        print("all identical" if same else "DIFFERENCES FOUND")
        sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
