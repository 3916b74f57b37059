"""Batch 7 — a home-insurance claims assistant: an app extractor (litellm) in front of chromadb, script style.

App: every phone call on a claim is transcribed; the app asks a model to turn the transcript into short claim facts
(JSON list), and stores each fact in a chroma collection per claim with the call date in the metadata. A claims
handler later asks the assistant about the claim; it answers from a chroma query.

Fault (the extraction garbles a fact): the second call says "His repair quote is €1,840, that's the new trap and
the labour." The extractor's output writes the quote as "€1,480" (digits transposed). The stored fact is wrong
from the start; the transcript is never stored.

Question: "How much did Hendry Plumbing quote for the repair on claim CL-2291?" — label "1,840 euros". The assistant
answers €1,480 from the stored fact.

Expected verdict: ExtractionError at the extractor's ``litellm.completion`` for call 2 (wrapped in ``fault()``): its
input (the transcript) holds €1,840, its output fact holds another amount; the chroma write and query only carried
that wrong fact on.
"""
from __future__ import annotations

import json

import common
from common import answer, fault, finish, setup

NAME = "b7_chroma_claims_quote_extractor"
CALLS = [
    ("2026-03-10", "Hi, it's Priya Nair, policy HH-88412. A pipe burst under the kitchen sink on Sunday night and "
                   "the water has got into the laminate in the kitchen and the hallway.",
     ["Priya Nair (policy HH-88412) reported a burst pipe under the kitchen sink on Sunday night",
      "Water damaged the laminate floor in the kitchen and hallway"]),
    ("2026-03-12", "The plumber from Hendry Plumbing came this morning and fixed it. His repair quote is €1,840, "
                   "that's the new trap and the labour. The flooring people haven't come round yet.",
     ["Hendry Plumbing quoted €1,480 for the repair (new trap and labour)",  # the fault: €1,840 garbled
      "Flooring quote still pending"]),
    ("2026-03-14", "Castle Floors came yesterday, they quoted €2,350 to replace the laminate in both rooms.",
     ["Castle Floors quoted €2,350 to replace the laminate in the kitchen and hallway"]),
]
QUESTION = "How much did Hendry Plumbing quote for the repair on claim CL-2291?"
EXPECTED = "1,840 euros"
EXTRACT_PROMPT = ("You extract claim facts from a call transcript. Return a JSON list of short factual sentences "
                  "(who, what, amounts, dates). Do not add anything that was not said.")


def extract(transcript: str, scripted: list[str]) -> list[str]:
    import litellm

    reply = litellm.completion(model="openai/gpt-4o-mini", temperature=0, mock_response=json.dumps(scripted),
                               messages=[{"role": "system", "content": EXTRACT_PROMPT},
                                         {"role": "user", "content": transcript}])
    return json.loads(reply.choices[0].message.content)


def main() -> None:
    setup(NAME, ["chromadb", "litellm"])
    import chromadb

    from memtrace_otel import offline

    client = chromadb.EphemeralClient()
    claim = client.create_collection("claim-CL-2291", embedding_function=offline.chroma_embedding_function())
    for n, (day, transcript, scripted) in enumerate(CALLS):
        if n == 1:
            with fault():  # the extractor garbles the quote
                facts = extract(transcript, scripted)
        else:
            facts = extract(transcript, scripted)
        claim.add(ids=[f"call{n + 1}-f{i}" for i in range(len(facts))], documents=facts,
                  metadatas=[{"call_date": day, "claim": "CL-2291"} for _ in facts])

    found = claim.query(query_texts=[QUESTION], n_results=4)
    context = [f"({m['call_date']}) {d}" for d, m in zip(found["documents"][0], found["metadatas"][0])]
    assert any("Hendry Plumbing" in c for c in context)  # the fact was retrieved ...
    assert not any("1,840" in c for c in context) and any("1,480" in c for c in context)  # ... with the wrong amount
    reply = answer(QUESTION, context, mock="Hendry Plumbing quoted €1,480 for the repair.")
    finish(QUESTION, EXPECTED, reply)


if __name__ == "__main__":
    main()
