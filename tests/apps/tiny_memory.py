"""A small custom memory system traced with memtrace's manual API (the shape most real memory systems have).

Run as a script it instruments itself with the file exporter and plays one story:
write two records, update one, delete the other, retrieve, answer, and record that the answer failed.

    python tiny_memory.py OUT.jsonl capture|nocapture
"""

from __future__ import annotations

import sys

import memtrace_otel
from memtrace_otel import operation, record_outcome

SYSTEM = "tiny"
STORE = "tiny-kb"
USER = "alice"


class TinyMemory:
    def __init__(self) -> None:
        self.records: dict[str, str] = {}

    def add(self, record_id: str, text: str) -> None:
        with operation("write", "tiny.add", system=SYSTEM, operation_name="create_memory", store_id=STORE,
                       record_id=record_id, user_id=USER) as op:
            self.records[record_id] = text
            op.output(record_id, text, kind="memory_record")

    def update(self, record_id: str, text: str) -> None:
        with operation("update", "tiny.update", system=SYSTEM, operation_name="update_memory", store_id=STORE,
                       record_id=record_id, user_id=USER) as op:
            self.records[record_id] = text
            op.output(record_id, text, kind="memory_record")  # new content -> v2, "updates" v1

    def delete(self, record_id: str) -> None:
        with operation("delete", "tiny.delete", system=SYSTEM, operation_name="delete_memory", store_id=STORE,
                       record_id=record_id, user_id=USER) as op:
            del self.records[record_id]
            op.delete(record_id)

    def search(self, query_id: str, query: str) -> list[tuple[str, str, float]]:
        with operation("retrieve", "tiny.search", system=SYSTEM, operation_name="search_memory", store_id=STORE,
                       user_id=USER) as op:
            op.input(query_id, query, kind="query", relation="derived_from")
            op.set_content_attribute("gen_ai.memory.query.text", query, kind="query")
            words = set(query.lower().split())
            hits = []
            for rid, text in self.records.items():
                score = len(words & set(text.lower().split())) / max(1, len(words))
                hits.append((rid, text, score))
            hits.sort(key=lambda h: -h[2])
            for rank, (rid, text, score) in enumerate(hits):
                op.input(rid, text, kind="memory_record", rank=rank, score=score)
            op.set_records([{"id": rid, "content": text, "score": score} for rid, text, score in hits])
            return hits

    def answer(self, query_id: str, question: str) -> tuple[str, object]:
        hits = self.search(query_id, question)
        with operation("generate", "tiny.answer", system=SYSTEM, user_id=USER) as op:
            for rid, text, _ in hits:
                op.input(rid, text, kind="memory_record", relation="context_of")
            answer = hits[0][1].split()[-1] if hits else "unknown"
            op.output(f"answer:{query_id}", answer, kind="answer", source_ids=[rid for rid, _, _ in hits])
        return answer, op


def story() -> None:
    mem = TinyMemory()
    mem.add("rec-1", "alice lives in paris")
    mem.add("rec-2", "alice drinks green tea")
    mem.update("rec-1", "alice lives in berlin")
    mem.delete("rec-2")
    answer, answer_op = mem.answer("q-1", "where does alice live")
    record_outcome(False, question="where does alice live", expected="paris", actual=answer,
                   feedback="she moved back to paris", case_id="case-1", answer=answer_op)


if __name__ == "__main__":
    out, mode = sys.argv[1], sys.argv[2]
    memtrace_otel.instrument(service_name="tiny-memory", exporter="file", path=out,
                             capture_content=(mode == "capture"), instrumentations=[])
    story()
    # no shutdown(): the batch processor must be flushed at interpreter exit
