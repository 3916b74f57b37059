"""chromadb: the KB is split per region, one collection each. An EU customer's question is answered from the US
collection (a routing bug). Fault: the query on the wrong collection -> RetrievalError (filtered_by_scope) at
chroma.query."""
from common import setup, answer, finish, fault
setup("chroma_wrong_collection", ["chromadb", "litellm"])
import chromadb
from memtrace_otel import offline

cl = chromadb.EphemeralClient()
eu = cl.create_collection("kb-eu", embedding_function=offline.chroma_embedding_function())
us = cl.create_collection("kb-us", embedding_function=offline.chroma_embedding_function())
eu.add(ids=["r1", "r2"], documents=[
    "EU returns: customers in the EU may return any item within 30 days of delivery, no reason needed.",
    "EU shipping: standard delivery takes 3 to 6 working days."])
us.add(ids=["r1", "r2"], documents=[
    "US shipping: standard delivery takes 5 business days.",
    "US gift cards never expire."])
q = "How long do EU customers have to return an item?"
with fault():  # FAULT: routed to the US collection
    hits = us.query(query_texts=[q], n_results=2)
a = answer(q, hits["documents"][0], mock="I couldn't find the return window.")
finish(q, "30 days", a)
