"""chromadb support memory keeps history: both the old address and the move are retrieved; the model picks the old
one. No memory fault (keeping history is by design, and the newer note is in the context).
Fault: the model -> ResponseError at litellm.completion."""
from common import setup, answer, finish, fault
setup("chroma_stale_in_context", ["chromadb", "litellm"])
import chromadb
from memtrace_otel import offline

col = chromadb.EphemeralClient().create_collection("support", embedding_function=offline.chroma_embedding_function())
col.add(ids=["t1"], documents=["[2025-02-01] Jordan: please ship order #4411 to 12 Elm Street, Springfield."])
col.add(ids=["t2"], documents=["[2025-02-03] Jordan: the kettle arrived dented, can I get a replacement?"])
col.add(ids=["t3"], documents=["[2025-02-20] Jordan: I've moved, from now on use 9 Oak Road, Riverton for order #4411 and everything else."])
q = "Where should the replacement for order #4411 be shipped?"
hits = col.query(query_texts=[q], n_results=3)
with fault():  # FAULT: the model uses the stale address although the move is in its context
    a = answer(q, hits["documents"][0], mock="Ship it to 12 Elm Street, Springfield.")
finish(q, "9 Oak Road, Riverton", a)
