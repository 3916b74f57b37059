"""Batch 100 (held out). A removals firm's job board: chromadb collection, the crew helper's query scoped to job
sheets, script style (each call its own trace).

App: Baldwin & Sons Removals (Hitchin) keep everything about their jobs in one chroma collection: job sheets (kind
"job-sheet", which Karen in the office writes when a job is booked), customers' calls and texts logged by the
office ("office-log") and the yard's notes on vans and storage ("yard"). The crews' helper answers "when/where"
questions from the job sheets only (``where={"kind": "job-sheet"}``).

Planted fault (RetrievalError, filtered by scope): on Mon 17/11 Karen logged a call from Mrs Patel: the buyer's
mortgage money didn't land, her solicitor says completion won't be till Friday, so can we do it all on the Friday,
same time; Karen rang Steve's crew and said fine, and the Luton's off the Thursday. It is kind "office-log", so the
scoped query leaves it out. The job sheet (written 3/11) says Patel, 14 Bearton Rd to Stotfold, Thu 20/11, crew at
8am, Steve + 2, the Luton. Question (Tue 18/11, Gaz, one of Steve's crew): "what day we doing the patels in the
end? got my lad's parents eve thurs" -> expected Friday the 21st. The assistant says Thursday.

Expected verdict: RetrievalError at the chroma query (the scoped query, wrapped in fault()). Asserted: the same
query without the filter returns the call log; the scoped one leaves it out, and the sheet's Thursday line is in
the context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b100_chroma_removals_move_day_scoped", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

CALL = ("mon 17/11 11.40 Mrs Patel rang (Bearton Rd) - buyer's mortgage money didnt land, her solicitor says "
        "completion wont be till FRIDAY now so can we do everything on the fri, same time. rang Steve, fine, "
        "Luton's off thurs - KB")
DOCS = [
    ("job-sheet", "PATEL - 14 Bearton Rd Hitchin -> 3 Vaughan Rd Stotfold. thurs 20/11, crew on site 8am, Steve "
                  "+ 2, the Luton. 3 bed semi, piano (upright) - need the piano board. pack day weds pm"),
    ("job-sheet", "OKONKWO - flat 6 Hermitage Ct -> storage (2 containers) sat 22/11 9am, Dean's crew, 7.5t"),
    ("office-log", CALL),
    ("yard", "Luton (KX19) tacho calibration due 28/11, booked at Stevenage Trucks 8am - it's off the road that "
             "day"),
    ("office-log", "Okonkwo - paid deposit £150 by card 14/11, wants an insurance quote for the storage"),
    ("job-sheet", "GREEN - storage collection back out to the new house, date tbc, 2 containers"),
    ("yard", "piano board's got a split in the strap, Dean to get a new one from Rollers before thurs"),
]

client = chromadb.EphemeralClient()
board = client.get_or_create_collection("baldwin-jobs", embedding_function=offline.chroma_embedding_function())
board.add(ids=[f"j{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
          metadatas=[{"kind": k} for k, _ in DOCS])

question = "what day we doing the patels in the end? got my lad's parents eve thurs"
words = "Patel Bearton Rd move day crew on site"  # the helper's search words
wide = board.query(query_texts=[words], n_results=7)["documents"][0]
assert CALL in wide, wide

with fault():
    found = board.query(query_texts=[words], n_results=7, where={"kind": "job-sheet"})
hits = found["documents"][0]
context = ["Today is Tue 18 November 2036. You are talking to Gaz, on Steve's crew."] + hits
assert CALL not in context and not any("FRIDAY" in c or "fri," in c.lower() for c in context), context
assert any("thurs 20/11, crew on site 8am" in c for c in context), context
reply = answer(question, context, mock="Thursday the 20th - on site at Bearton Rd for 8am, so you'll need to "
                                       "sort the parents' evening.")
finish(question, expected="Fri 21st - a day later than the sheet says", actual=reply)
