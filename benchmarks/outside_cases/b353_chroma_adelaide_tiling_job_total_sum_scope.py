"""Batch 353 (held out). A tiler in Adelaide: chromadb collection of the business's job notes, script style (every
call its own trace); for a money question the helper asks only the quote, variation and payment notes, and the
note with the second variation was filed under the tiles.

App: Prospect Tiling (Nick on the tools, Sal doing the books) are tiling Helen Georgiou's bathroom at 9 Beulah Rd,
Norwood in April 2050 - porcelain floor, walls to 2.1, waterproofing by others. Nick files his notes into one chroma
collection with metadata ``kind`` (quote, variation, tiles, schedule, access, payments); for a money question the
helper asks only the quote, variation and payment notes (``where={"kind": {"$in": ["quote", "variation",
"payments"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the quote (2050-04-04T16:20) is $6,380 inc GST; VO #1
(13/4) is +$240 inc GST for the step-down into the shower. Nick's note of Thurs 21/4 starts with the tiles from
Beaumont Tiles (two chipped boxes swapped, grout Warm Grey), so it was filed as tiles, and says, in passing, that
Helen popped in at smoko and wants the shower niche after all - VO #2, +$385 inc GST, signed. Question (Fri 29/4,
Sal): "what's Norwood all up inc GST? quote + the VOs, before the deposit comes off" -> expected $7,005 (6,380 +
240 + 385). The scoped query returns the quote, VO #1 and the deposit; the assistant says $6,620.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Thurs 21/4 note is in
the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the
model saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
$385, VO #2 or the niche; the $6,380 quote and VO #1's $240 are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b353_chroma_adelaide_tiling_job_total_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

VO2 = ("Thurs 21/4 - tiles in from Beaumont Tiles Kent Town, 2 boxes of the wall tile had chips, swapped no dramas. "
       "grout's Warm Grey. Helen popped in at smoko, wants the niche in the shower wall after all 🙄 so VO #2 niche "
       "600x300 +$385 inc GST, she's signed it")
NOTES = [
    ("quote", "2050-04-04T16:20 Q-0412 NORWOOD - Helen Georgiou, 9 Beulah Rd. bathroom floor + walls to 2.1, 600x600 "
              "porcelain floor, 300x600 wall, waterproofing by others. $6,380 inc GST, 30% deposit"),
    ("variation", "VO #1 13/4 Norwood - extra 1.2 sq m for the step-down into the shower +$240 inc GST, Helen ok'd "
                  "by text"),
    ("schedule", "Norwood start mon 18/4 7.30am, floor first, walls wed-fri, grout + sil sat morning if needed"),
    ("access", "Norwood key's in the lockbox by the meter, code 1947. no parking on Beulah Rd till 9, school drop off"),
    ("tiles", VO2),
    ("payments", "8/4 Norwood deposit in, $1,914 ta Helen. Glenelg still owes $2,200 from feb, Sal to chase"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("prospect-tiling-jobs-2050",
                                        embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "job": "norwood", "by": "Nick"}])

question = "what's Norwood all up inc GST? quote + the VOs, before the deposit comes off"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert VO2 in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3,
                        where={"kind": {"$in": ["quote", "variation", "payments"]}})
hits = found["documents"][0]
context = ["Today is Fri 29 April 2050. You are talking to Sal, who does the books for Prospect Tiling."] + hits
assert VO2 not in hits and not any(w in c.lower() for c in context for w in ("385", "vo #2", "niche")), context
assert any("$6,380 inc GST" in c for c in context), context
assert any("+$240 inc GST" in c for c in context), context
reply = answer(question, context, mock="$6,620 inc GST - the $6,380 quote plus VO #1's $240 for the step-down.")
finish(question, expected="$7,005 inc GST - $6,380 quote + $240 (VO #1) + $385 (VO #2, the niche)", actual=reply)
