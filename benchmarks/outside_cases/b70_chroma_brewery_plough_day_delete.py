"""Batch 70 (held out). A small brewery's delivery log: chromadb EphemeralClient with memtrace's offline embedding
function, script style (each call its own trace).

App: Stroud Valley Ales (a 10-barrel brewery, one dray van, Mike brewing, Sal on deliveries and the books) keeps its
delivery notes in one collection, metadata ``{"paid"}`` ("yes" once the invoice has been paid, "-" for standing
notes). Every month Sal clears out the paid deliveries so the assistant's searches stay on what is still open. Ten
documents, May - June 2030.

Planted fault (DeletionError): one paid delivery note also held a standing request from a landlady: "Plough,
Eastcombe 16/5 - 3 Bitter + 2 Golden, Bev paid cash there and then. she asks can we come weds from now on, thurs is
her day off and the lad on the bar doesn't know the cellar, last time he left the hatch open". The June clear-out of
paid notes deletes it. Question (Mon 10/6, Dan, a new driver): "what day do the Plough's casks go this week?" ->
expected Wednesday (the 12th). The assistant goes by the older standing note (Plough: Thursdays, fortnightly):
Thursday.

Expected verdict: DeletionError at chroma.delete (the one delete inside fault()). Asserted: the note is a hit of
the app's query before the delete, and is neither stored nor in the context after; the standing Thursday note is in
the context. Another reading: none that we see; no other note mentions Wednesdays for the Plough.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b70_chroma_brewery_plough_day_delete", ["chromadb", "litellm"])

import chromadb  # noqa: E402

from memtrace_otel import offline  # noqa: E402

PLOUGH = ("Plough, Eastcombe 16/5 - 3 Bitter + 2 Golden, Bev paid cash there and then. she asks can we come weds from "
          "now on, thurs is her day off and the lad on the bar doesn't know the cellar, last time he left the hatch "
          "open")
DOCS = [
    ("-", "Plough at Eastcombe: thursdays, fortnightly, cellar hatch round the side by the bins, 2-5 casks usually"),
    ("-", "Crown, Chalford - NO deliveries before 11, they're a B&B too, guests asleep"),
    ("yes", PLOUGH),
    ("yes", "Woolpack 9/5: 4 x Bitter, inv SVA-0412 £348, paid by BACS 23/5"),
    ("-", "empties: always count the empties out + get them signed for, we're 14 casks down on the year"),
    ("yes", "Old Fleece 21/5 - 2 Porter 2 Golden, £362, paid 4/6. Rich wants to try the new IPA when its ready"),
    ("no", "Crown Chalford 28/5 - 5 Bitter, inv SVA-0431 £435, chase if nothing by 28/6"),
    ("no", "Red Lion 4/6 - 4 Bitter (2 Porter not bright yet, next wk), £348 on account"),
    ("-", "dray van's nearside back tyre keeps going soft, check it every morning till Kwik Fit can do it 14/6"),
    ("no", "Old Fleece 6/6 - 3 Golden, £261, Rich says pay at month end"),
]

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("sva-deliveries", embedding_function=offline.chroma_embedding_function())
log.add(ids=[f"d{i:02d}" for i in range(len(DOCS))], documents=[t for _, t in DOCS],
        metadatas=[{"paid": p} for p, _ in DOCS])

question = "what day do the Plough's casks go this week?"
words = "Plough Eastcombe delivery day casks weds thurs"  # the app's search words
before = log.query(query_texts=[words], n_results=4)["documents"][0]
assert PLOUGH in before, before

# Sat 1 June: clear out the paid deliveries
with fault():
    log.delete(where={"paid": "yes"})

stored = log.get()["documents"]
hits = log.query(query_texts=[words], n_results=4)["documents"][0]
context = ["Today is Mon 10 June 2030. You are talking to Dan, who is driving the dray this week."] + hits
assert PLOUGH not in stored and PLOUGH not in context
assert not any("weds" in c or "day off" in c for c in context + stored), context
assert any("Plough at Eastcombe: thursdays" in c for c in context), context
reply = answer(question, context, mock="Thursday - the Plough's on the fortnightly Thursday run. Hatch is round the "
                                       "side by the bins.")
finish(question, expected="weds (12th) - Bev isn't in on thursdays", actual=reply)
