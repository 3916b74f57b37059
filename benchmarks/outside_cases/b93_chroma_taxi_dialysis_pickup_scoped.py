"""Batch 93 (held out). A taxi firm's contract runs: chromadb collection, query scoped to this term's notes, script
style (each call its own trace).

App: Abbey Cars in St Albans does school runs for the county council and patient transport for the West Herts
hospitals. The office keeps every contract note in one chroma collection with metadata ``term`` (the council's
school term the note was filed under: "summer-36", "autumn-36"). The drivers' helper answers from the notes of the
current term only (``where={"term": "autumn-36"}``).

Planted fault (RetrievalError, filtered by scope): the renal unit's email, filed on 28/8 under "summer-36" because
the office was still on the summer sheet, says Mr Okafor's dialysis slot goes to the early session from Mon 8 Sept:
pick him up at 06:45 from 31 Cotlandswick, on the chair by 7.15, and the return is 11.30ish. The autumn contract
sheet line (Mon/Wed/Fri, pick-up 12.30 for the 1pm slot) is in the scoped results. Question (Sun 7/9, Raf, the
driver): "what time am I getting mr okafor tomorrow?" -> expected quarter to seven in the morning. The assistant
says 12.30.

Expected verdict: RetrievalError at the chroma query (the term-scoped query, wrapped in fault()). Asserted: the same
query without the filter returns the email; the scoped one leaves it out, and the 12.30 contract line is in the
context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b93_chroma_taxi_dialysis_pickup_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

EMAIL = ("email Renal Unit (Sue, Watford Gen) 28/8 - Mr OKAFOR moving to the early session from Mon 8th Sept, "
         "M/W/F same. so pick up 06:45 from 31 Cotlandswick, needs to be on the chair by 7.15. return approx "
         "11.30, they'll ring. his wife says ring the bell twice, he's slow on the stairs")
DOCS = [
    ("autumn-36", "OKAFOR, Mr B - renal, Watford Gen, M/W/F, pick up 12.30 from 31 Cotlandswick (London Colney) "
                  "for the 1pm slot. return ~5pm. wheelchair in the boot, he walks to the car. contract WH-114, "
                  "£38 each way"),
    ("summer-36", EMAIL),
    ("autumn-36", "route 7 Samuel Ryder Academy - 3 kids, 7.50 from Marshalswick, Raf driving, Mon-Fri"),
    ("autumn-36", "PRICE, Mrs D - physio Hemel Hempstead hosp, tues only 10am, needs a car with a low seat"),
    ("summer-36", "Okafor - dialysis slots over summer unchanged, 1pm. Raf covering while Dev's off"),
    ("autumn-36", "council contract renewal signed 1/9, school runs up 3% - £24.70 a leg now"),
    ("summer-36", "hospital parking - drop at the renal entrance round the back, 10 min free bay"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("abbey-contracts", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"c{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"term": term} for term, _ in DOCS])

question = "what time am I getting mr okafor tomorrow?"
words = "Okafor dialysis pick up time Monday renal"  # the helper's search words
wide = notes.query(query_texts=[words], n_results=5)["documents"][0]
assert EMAIL in wide, wide

with fault():
    hits = notes.query(query_texts=[words], n_results=5, where={"term": "autumn-36"})["documents"][0]
context = ["Today is Sun 7 September 2036. You are talking to Raf, a driver."] + hits
assert EMAIL not in context and not any("06:45" in c or "early session" in c for c in context), context
assert any("pick up 12.30 from 31 Cotlandswick" in c for c in context), context
reply = answer(question, context, mock="12.30 from 31 Cotlandswick, for his 1pm slot at Watford General.")
finish(question, expected="6.45am - he's on the early dialysis session now", actual=reply)
