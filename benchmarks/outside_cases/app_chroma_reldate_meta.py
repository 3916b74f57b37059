"""chromadb team-chat memory, documented chroma style: the document is the message, WHEN it was said is in the
metadata ({"author", "date"}). "next Tuesday" said on Thursday 6 March 2025 = Tuesday 11 March 2025. The answer's
query uses n_results=2 and the design-review message ranks 3rd.
Fault: the answer's chroma.query (too small k) -> RetrievalError (ranked_below_top_k)."""
from common import setup, answer, finish, fault
setup("chroma_reldate_meta", ["chromadb", "litellm"])
import chromadb
from memtrace_otel import offline

col = chromadb.EphemeralClient().create_collection("atlas-chat", embedding_function=offline.chroma_embedding_function())
msgs = [
    ("m1", "Lena", "2025-03-05", "Design of the payment review screen is blocked on the new TLS certificates."),
    ("m2", "Ines", "2025-03-06", "Review of the staging load test: it peaked at 1,900 requests per second."),
    ("m3", "Marco", "2025-03-06", "We pushed the design review to next Tuesday so Ines can join."),
    ("m4", "Kai", "2025-03-07", "The Atlas design retro is on Friday afternoon."),
    ("m5", "Lena", "2025-03-07", "the Atlas design doc review comments are due today."),
]
col.add(ids=[m[0] for m in msgs], documents=[f"{m[1]}: {m[3]}" for m in msgs],
        metadatas=[{"author": m[1], "date": m[2]} for m in msgs])
q = "On what date is the Atlas design review?"
with fault():  # FAULT: n_results=2
    hits = col.query(query_texts=[q], n_results=2)
assert "m3" not in hits["ids"][0], hits["ids"]
a = answer(q, [f"[{md['date']}] {d}" for d, md in zip(hits["documents"][0], hits["metadatas"][0])],
           mock="The notes don't give a date for the design review.")
finish(q, "Tuesday, 11 March 2025", a)
