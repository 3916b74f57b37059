"""Batch 208 (held out). A residents' association's skip day: chromadb collection of notes, one root span per note and
one for the question; the helper answers from the 3 nearest notes and the AGM minutes that moved the second skip rank
4th.

App: Northgate Residents' Association holds its skip day on Sat 27th April 2047 - two skips for the morning, a
council permit for each, volunteers in hi-vis to keep an eye on what goes in. Val (the secretary) files every note -
skip day, the AGM, the litter pick - in one chroma collection; when a resident asks something the helper takes the 3
nearest notes (``collection.query(..., n_results=3)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): Val's first skip-day note (2047-03-04T19:30) has skip 1 at the end
of Hazel Close and skip 2 on the green by the bus shelter for the Oak Rd / Mill Lane end. The AGM minutes of Weds 10
Apr say, after the subs and Mike being re-elected treasurer, under AOB, that the council won't have a skip on the green
after the drainage works (the grass is still sinking), so skip 2 goes in the Co-op car park on Bridge St - the
manager's OK'd it as long as it's gone by 2. For the resident's question that note ranks 4th: the top 3 are the first
note, Dot's sack-truck offer and the permits note. Question (Thu 25/4, Lorraine on Oak Rd): "where's the skip for our
end going sat? we're on Oak Rd, dragging an old settee down" -> expected the Co-op car park on Bridge St. The
assistant says the green by the bus shelter.

Expected verdict: RetrievalError at chroma's query (the 3-nearest query, wrapped in fault()): the AGM note is in the
collection and the same question's 4 nearest have it, but top 3 cut it from the context the model saw. Asserted: the
4 nearest have the note; the 3 hits and the context have nothing on the Co-op car park, Bridge St or the drainage
works; the first note's "skip 2 on the green by the bus shelter" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b208_chroma_skip_day_skip_place_topk", ["chromadb", "litellm"])

from b3_support import turn_span  # noqa: E402

from memtrace_otel import offline  # noqa: E402

AGM = ("AGM minutes weds 10 apr - 23 there + Cllr Patel. subs stay £5. Mike re-elected treasurer (nobody else "
       "wanted it lol). AOB: skips - council won't have one on the green after the drainage works, grass is still "
       "sinking, so skip 2 goes in the Co-op car park on Bridge St, manager's ok'd it as long as it's gone by 2")
NOTES = [
    ("skip day", "2047-03-04T19:30 SKIP DAY sat 27th april 🗑️ 2 skips, 8.30-12ish. skip 1 end of Hazel Close, skip "
                 "2 on the green by the bus shelter for the Oak Rd / Mill Lane end. no paint, no tyres, no fridges"),
    ("skip day", "14/3 permits applied for, £38 each from the council, Mike's paying from the kitty. skips from "
                 "Severn Skips, 8 yard ones"),
    ("AGM", AGM),
    ("skip day", "16.4. what can go in - furniture + settees fine, carpets fine, garden stuff fine. NOT plasterboard, "
                 "paint, tyres or fridges. volunteers me, Dot, Kev, Ahmed + the Scouts 9-11"),
    ("skip day", "Dot - Kev's got a sack truck if the Oak Rd lot need a hand getting big stuff down to the skip sat, "
                 "just knock"),
    ("litter pick", "litter pick sun 17th march, meet at the Co-op 10am, grabbers + bags from the council"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("northgate-residents-2047",
                                        embedding_function=offline.chroma_embedding_function())
for i, (event, text) in enumerate(NOTES, 1):
    with turn_span(f"note-{i}"):
        notes.add(ids=[f"n{i}"], documents=[text], metadatas=[{"event": event, "by": "Val"}])

question = "where's the skip for our end going sat? we're on Oak Rd, dragging an old settee down"
with turn_span("question Thu 25/4"):
    wider = notes.query(query_texts=[question], n_results=TOP_K + 1)["documents"][0]
    assert AGM in wider, wider
    with fault():
        found = notes.query(query_texts=[question], n_results=TOP_K)
    hits = found["documents"][0]
    context = ["Today is Thu 25 Apr 2047. You are talking to Lorraine, who lives on Oak Rd; Northgate Residents' "
               "skip day is Sat 27 Apr."] + hits
    assert AGM not in context and not any(w in c.lower() for c in context
                                          for w in ("co-op car park", "bridge st", "drainage")), context
    assert any("skip 2 on the green by the bus shelter" in c for c in context), context
    reply = answer(question, context, mock="Skip 2 - on the green by the bus shelter, that's the one for the Oak Rd "
                                           "end. 8.30 till about 12.")
finish(question, expected="the Co-op car park on Bridge St - the council won't have a skip on the green after the "
                          "drainage works", actual=reply)
