"""chromadb product-notes RAG with a two-step answer chain: a draft call reads the retrieved notes, then a 'polish'
call (the one the user sees) rewrites the draft for tone; it never sees the notes. n_results=1 cuts the note that
holds the answer. Fault: the answer's chroma.query (too small k) -> RetrievalError."""
from common import setup, answer, finish, fault
setup("chroma_draft_polish", ["chromadb", "litellm"])
import chromadb, litellm
from memtrace_otel import offline

col = chromadb.EphemeralClient().create_collection("product", embedding_function=offline.chroma_embedding_function())
col.add(ids=["n1", "n2", "n3"], documents=[
    "The Aero 2 kettle boils one litre in about 3 minutes and has a 2 year warranty.",
    "The Aero 2 kettle's lid hinge was redesigned in the spring batch after complaints.",
    "Aero 2: the kettle's base station is sold separately as part AB-17 for 19 euros.",
])
q = "What does a new stand for my Aero 2 kettle cost?"
with fault():  # FAULT: n_results=1
    hits = col.query(query_texts=[q], n_results=1)
assert "n3" not in hits["ids"][0]
draft = answer(q, hits["documents"][0], mock="The notes don't mention the base station price.")
polished = litellm.completion(model="openai/gpt-4o-mini", mock_response=
    "I'm sorry, I couldn't find the price of the base station for the Aero 2.",
    messages=[{"role": "system", "content": "Rewrite the draft reply in a friendly support tone."},
              {"role": "user", "content": f"Customer question: {q}\nDraft reply: {draft}"}]).choices[0].message.content
finish(q, "19 euros", polished)
