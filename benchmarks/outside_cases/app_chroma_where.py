"""chromadb customer-support memory; the answer's query uses a `where` metadata filter that leaves out the
address-change note. Fault: wrong filter -> RetrievalError at chroma.query."""
from common import setup, answer, finish, fault
setup("chroma_where", ["chromadb", "litellm"])
import chromadb
from memtrace_otel import offline

col = chromadb.EphemeralClient().create_collection("support", embedding_function=offline.chroma_embedding_function())
notes = [
    ("t1", "Customer Jordan: my order #4411 ships to 12 Elm Street, Springfield.", {"customer": "jordan", "topic": "order"}),
    ("t2", "Customer Jordan asked whether the blue kettle comes with a warranty.", {"customer": "jordan", "topic": "order"}),
    ("t3", "Customer Jordan: I moved last week, my new home address is 9 Oak Road, Riverton. Please send everything there.",
     {"customer": "jordan", "topic": "profile"}),
    ("t4", "Customer Priya: order #5120 ships to 77 Pine Avenue.", {"customer": "priya", "topic": "order"}),
]
col.add(ids=[n[0] for n in notes], documents=[n[1] for n in notes], metadatas=[n[2] for n in notes])

q = "Which address should order #4411 for Jordan be delivered to now?"
# FAULT: the support bot only looks at order notes
with fault():
    hits = col.query(query_texts=[q], n_results=3, where={"$and": [{"customer": "jordan"}, {"topic": "order"}]})
a = answer(q, hits["documents"][0], mock="It ships to 12 Elm Street, Springfield.")
finish(q, "9 Oak Road, Riverton", a)
