"""Batch 30 (held out), control. A physiotherapy clinic's patient and billing notes: chromadb EphemeralClient with
memtrace's offline embedding function, script style (each call its own trace).

App: Fenside Physio's reception keeps notes on patients, sessions and payments in a collection (metadata
``{"kind", "day"}``) and asks the assistant from a query. Mr Dolan's back sessions with Dev are paid by AXA, who
authorised six. By 3 April he had used all six, and Dev wants two more; the note says AXA are done and anything
from here is on him at the follow-up rate, GBP 40 for 30 mins.

No fault planted. Question (Wed 9/4): "What do I charge Mr Dolan for his session tmrw?" The model answers GBP 40,
right per memory. The label says nothing, AXA are paying, as the referral note said. Expected verdict:
AnnotationError (the label is wrong); no memory operation is at fault.
"""
from __future__ import annotations

from common import answer, finish, setup

setup("b30_ctl_chroma_physio_dolan_session_fee_label", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

NOTES = [
    (20250203, "price", "Fees 2025 - assessment £65 (45 min), follow up £40 (30 min), sports massage £50. Insured pts "
                        "- we bill the insurer direct, pt pays nothing on the day unless there's an excess"),
    (20250210, "patient", "Mr Dolan, 67, L4/5 disc, referred by GP. AXA policy, 6 sessions authorised, no excess, "
                          "Dev. So nothing to take from him"),
    (20250217, "session", "Dolan 1 - assessment w Dev, core + walking plan"),
    (20250306, "patient", "Mrs Okafor Bupa auth 8 sessions, we bill Bupa"),
    (20250320, "session", "Dolan 5 - much better, bending to his socks again, ha"),
    (20250403, "session", "Dolan 6 - that's AXA done, all 6 gone. Dev wants 2 more to get him back on the golf "
                          "course, told him those are on him at £40 each (the 30 min follow up). He's fine w that, pays "
                          "card"),
    (20250404, "payment", "AXA remittance for Dolan 1-6 in, £270, matched"),
    (20250407, "session", "Dolan 7 booked Thurs 10/4 4.15 w Dev, 30 min"),
    (20250408, "payment", "Card machine fixed, new SumUp, £19"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("fenside-desk", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i:02d}" for i in range(len(NOTES))], documents=[t for _, _, t in NOTES],
          metadatas=[{"day": d, "kind": k} for d, k, _ in NOTES])

question = "What do I charge Mr Dolan for his session tmrw?"
hits = notes.query(query_texts=[question + " AXA Dolan sessions"], n_results=7)["documents"][0]
context = ["Today is Wed 9/4/25."] + hits
assert any("So nothing to take from him" in c for c in context), context
assert any("that's AXA done, all 6 gone" in c for c in context), context
assert any("Dolan 7 booked Thurs 10/4" in c for c in context), context
reply = answer(question, context, mock="£40 on his card - his 6 AXA sessions are used up, so this one's self-pay at "
                                       "the 30-minute follow-up rate.")
finish(question, expected="Nothing, AXA are paying", actual=reply)
