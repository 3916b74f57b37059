"""A custom memory system traced with memtrace's manual API (most real memory systems are custom).

It extracts facts from messages, stores them as records, updates one, deletes one, retrieves by word overlap and
answers; then it records whether the answer was right. Run it and look at the traces:

    python examples/custom_memory.py                       # OTLP/JSON lines in memtrace-out/custom_memory.jsonl
    python examples/custom_memory.py --otlp                # to OTEL_EXPORTER_OTLP_ENDPOINT (Jaeger, Tempo, Phoenix)
    memtrace attribute memtrace-out/custom_memory.jsonl --report memtrace-out/custom_memory.html
"""

from __future__ import annotations

import argparse

import memtrace_otel
from memtrace_otel import operation, record_outcome

MESSAGES = [
    ("msg:demo:1", "Alice: I just moved to Lisbon for a new job as a nurse."),
    ("msg:demo:2", "Alice: My cat is called Miso."),
    ("msg:demo:3", "Alice: I'm learning Portuguese on weekends."),
]


class FactMemory:
    def __init__(self, user: str):
        self.user = user
        self.records: dict[str, str] = {}

    def add(self, msg_id: str, text: str) -> str:
        """One message in: extract a fact, write it as a record."""
        with operation("ingest", "facts.add", system="custom", user_id=self.user):
            with operation("extract", "facts.extract", system="custom", user_id=self.user) as op:
                op.input(msg_id, text, kind="message", relation="derived_from")
                fact = text.split(":", 1)[1].strip().replace("I just", "Alice").replace("My", "Alice's")
                fact = fact.replace("I'm", "Alice is")
                op.output("fact:" + msg_id, fact, kind="fact", change="derive")
            record_id = "rec:" + msg_id.rsplit(":", 1)[1]
            with operation("write", "facts.write", system="custom", user_id=self.user, record_id=record_id) as op:
                op.input("fact:" + msg_id, fact, kind="fact", relation="derived_from")
                op.output(record_id, fact, kind="memory_record")
            self.records[record_id] = fact
            return record_id

    def update(self, record_id: str, text: str) -> None:
        with operation("update", "facts.update", system="custom", operation_name="update_memory",
                       user_id=self.user, record_id=record_id) as op:
            op.output(record_id, text, kind="memory_record")   # a new version, linked to the one it replaces
        self.records[record_id] = text

    def delete(self, record_id: str) -> None:
        with operation("delete", "facts.delete", system="custom", operation_name="delete_memory",
                       user_id=self.user, record_id=record_id) as op:
            op.delete(record_id)
        del self.records[record_id]

    def search(self, query: str, k: int = 2) -> list[str]:
        words = set(query.lower().strip("?").split())
        with operation("retrieve", "facts.search", system="custom", operation_name="search_memory",
                       user_id=self.user) as op:
            op.input("query:" + query, query, kind="query", relation="derived_from")
            ranked = sorted(self.records, key=lambda r: -len(words & set(self.records[r].lower().split())))[:k]
            for rank, record_id in enumerate(ranked):
                op.read(record_id, self.records[record_id], kind="memory_record", rank=rank)
            op.set_records([{"id": r, "content": self.records[r]} for r in ranked])
        return ranked

    def answer(self, question: str) -> str:
        hits = self.search(question)
        with operation("generate", "facts.answer", system="custom", user_id=self.user) as op:
            for record_id in hits:
                op.input(record_id, self.records[record_id], kind="memory_record", relation="context_of")
            context = " ".join(self.records[r] for r in hits)
            reply = "Lisbon" if "Lisbon" in context else "I don't know"
            op.output("answer:" + question, reply, kind="answer")
        return reply


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="memtrace-out/custom_memory.jsonl", help="OTLP/JSON lines output file")
    parser.add_argument("--otlp", action="store_true", help="export over OTLP (OTEL_EXPORTER_OTLP_* variables)")
    args = parser.parse_args()
    memtrace_otel.instrument(service_name="custom-memory-example", capture_content=True,
                             exporter="otlp" if args.otlp else "file", path=args.out)

    memory = FactMemory(user="alice")
    for msg_id, text in MESSAGES:
        memory.add(msg_id, text)
    memory.update("rec:1", "Alice has a new job as a nurse")      # the update drops the city: the fault to find
    memory.delete("rec:2")
    question = "Which city did Alice move to?"
    reply = memory.answer(question)
    record_outcome(reply == "Lisbon", question=question, expected="Lisbon", actual=reply, case_id="where-alice")
    memtrace_otel.shutdown()
    print(f"answer: {reply!r} (expected 'Lisbon'); traces: {'OTLP' if args.otlp else args.out}")


if __name__ == "__main__":
    main()
