"""b4_chroma_recipe_extractor -- a meal-planning assistant that keeps "household facts" in chromadb.

App: script style. Phase 1 (ingest): every chat message goes through the app's OWN extractor, a litellm.completion
call ("list the durable facts in this message, one per line"), and each extracted line is written to a chromadb
collection with `col.add`. Phase 2 (answer, later): `col.query` for the question, then the answer call.

Fault: for the message "Leo's birthday is on Saturday; he's allergic to sesame, so no tahini in anything", the
extractor returns only the birthday line and drops the allergy. No memory unit ever holds "sesame".

Expected: ExtractionError @ litellm.completion (the extractor call wrapped in common.fault(); its span is the
litellm one the exported file names `litellm.completion`). Not a RetrievalError: the store never held the fact.
"""
import common

common.setup("b4_chroma_recipe_extractor", ["chromadb", "litellm"])

import hashlib  # noqa: E402

import chromadb  # noqa: E402
import litellm  # noqa: E402


def embed(text: str, dims: int = 64) -> list[float]:
    v = [0.0] * dims
    for w in text.lower().replace(",", " ").replace(".", " ").replace("?", " ").split():
        v[int(hashlib.md5(w.encode()).hexdigest(), 16) % dims] += 1.0
    n = sum(x * x for x in v) ** 0.5 or 1.0
    return [x / n for x in v]


EXTRACT = "List the durable household facts (diets, allergies, dates, preferences) in this message, one per line."


def extract(message: str, mock: str) -> list[str]:
    r = litellm.completion(model="openai/gpt-4o-mini", temperature=0, mock_response=mock,
                           messages=[{"role": "system", "content": EXTRACT}, {"role": "user", "content": message}])
    return [ln.strip("- ").strip() for ln in r.choices[0].message.content.splitlines() if ln.strip()]


client = chromadb.EphemeralClient()
col = client.create_collection("household-facts", embedding_function=None)

chat = [
    ("m1", "We're cooking for four most weeknights, and Maya doesn't eat pork.",
     "The household cooks for four on weeknights.\nMaya doesn't eat pork."),
    ("m2", "I bought a cast-iron skillet last week, so recipes with a skillet are fine.",
     "The user owns a cast-iron skillet."),
    ("m3", "Leo's birthday is on Saturday; he's allergic to sesame, so no tahini in anything.",
     "Leo's birthday is on Saturday."),  # the extractor drops the allergy
    ("m4", "Weeknight dinners should take 30 minutes or less.",
     "Weeknight dinners should take at most 30 minutes."),
]
n = 0
stored: list[str] = []
for mid, text, mock in chat:
    if mid == "m3":
        with common.fault():
            facts = extract(text, mock)
    else:
        facts = extract(text, mock)
    for f in facts:
        n += 1
        stored.append(f)
        col.add(ids=[f"fact-{n}"], documents=[f], embeddings=[embed(f)], metadatas=[{"source": mid}])

# ---- later: answering
q = "What is Leo allergic to? I'm planning his birthday menu."
res = col.query(query_embeddings=[embed(q)], n_results=3)
ctx = res["documents"][0]
assert not any("sesame" in d.lower() for d in stored) and not any("sesame" in c.lower() for c in ctx), "fault not planted"
a = common.answer(q, ctx, mock="I don't have any allergy noted for Leo.")
common.finish(q, expected="Sesame", actual=a)
