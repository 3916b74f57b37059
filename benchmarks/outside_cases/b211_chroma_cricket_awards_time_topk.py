"""Batch 211 (held out). A cricket club's end-of-season barbecue: chromadb collection of the club's notes, script
style (every call its own trace); the helper answers from the 3 nearest notes and the committee minutes that moved
the awards rank 4th.

App: Lydbury North CC hold their end-of-season barbecue on Sat 12th Sept 2048 after the 2nd XI's last league game -
burgers and sausages, the season's awards in the pavilion (player of the year, most wickets, the duck trophy), the
bar open till late. Steve (the club secretary) files every club note in one chroma collection - the barbecue, the
committee minutes, fixtures, juniors, the ground; when a member asks, the helper takes the 3 nearest notes
(``collection.query(..., n_results=3)``) and answers from those.

Planted fault (RetrievalError, cut off by top-k): Steve's first note (2048-08-10T21:00) has burgers from 5.30 and the
awards 7ish in the pavilion. The committee minutes of 26.8. say - after the roller coming back from the menders, the
subs, the nets and a sightscreen quote - that the league have made the 2nd XI's last game 40 overs not 35, so it
won't finish till gone 7 and the awards go after the food, half 8, Gaz on the mic. For the member's question the
minutes rank 4th: the top 3 are the first note, the 2049 fixtures note and the juniors' presentation note. Question
(Thu 10/9, Rhys): "what time's the awards at the end of season bbq? dad wants to come up for them" -> expected half
8 (8.30pm, after the food). The assistant says about 7.

Expected verdict: RetrievalError at chroma's query (the 3-nearest query, wrapped in fault()): the minutes are in the
collection and the same question's 4 nearest have them, but top 3 cut them from the context the model saw.
Asserted: the 4 nearest have the minutes; the 3 hits and the context have nothing on half 8, the 40 overs or the
awards going after the food; the first note's "awards 7ish" is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b211_chroma_cricket_awards_time_topk", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MINUTES = ("committee mtg 26.8. - roller back from the menders (£240 ouch), subs staying £60 next yr, nets on the new "
           "astro from april, new sightscreen quote £1.1k. AOB bbq: league have made the 2nd XI's last game 40 overs "
           "not 35, won't finish till gone 7, so the awards go after the food - half 8, Gaz on the mic")
NOTES = [
    ("bbq", "2048-08-10T21:00 END OF SEASON BBQ 🍔🏏 sat 12th sept after the 2nd XI's last game. burgers from 5.30, "
            "awards 7ish in the pavilion (player of the yr, most wkts, the duck trophy lol), bar open till late"),
    ("minutes", MINUTES),
    ("bbq", "bbq - Gaz doing the burgers + sausages, Pritchards for the meat, veggie burgers for Sam + the Lloyds. £5 "
            "a plate, kids £3"),
    ("bbq", "awards - engraving at Pritchards by the 5th, trophies in the cabinet behind the bar, Steve's doing a "
            "little speech about Ron (50 yrs at the club!!)"),
    ("bar", "bar - Wye Valley HPA + Butty Bach on, £3.80 a pint, Jackie + Pete behind it. Pimms jug for the ladies' "
            "tea lot"),
    ("bbq", "sat 5/9 Gaz - gazebos up fri night pls, fairy lights round the pavilion, the kids' game on the outfield "
            "4.30ish while the 2nd XI finish"),
    ("fixtures", "fixtures 2049 - the league want them in by 30/11, Steve to sort the friendlies (Clun, Bishops "
                 "Castle, the Vicarage XI)"),
    ("juniors", "juniors - u11s + u13s presentation is separate, sun 20th at the school, Mrs Evans handing out the "
                "medals"),
    ("ground", "groundsman Tony says no cars on the outfield after the rain pls, park by the scorebox"),
    ("teas", "tea ladies rota done for next season - Val, Jean, Di + Sue, Mon 14/9 to hand the urn back to the WI"),
]
TOP_K = 3

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("lydbury-north-cc-2048", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "by": "Steve"}])

question = "what time's the awards at the end of season bbq? dad wants to come up for them"
wider = notes.query(query_texts=[question], n_results=TOP_K + 1)["documents"][0]
assert MINUTES in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=TOP_K)
hits = found["documents"][0]
context = ["Today is Thu 10 Sept 2048. You are talking to Rhys, a member of Lydbury North CC; the end-of-season "
           "barbecue is Sat 12 Sept."] + hits
assert MINUTES not in context and not any(w in c.lower() for c in context
                                          for w in ("half 8", "40 overs", "after the food")), context
assert any("awards 7ish in the pavilion" in c for c in context), context
reply = answer(question, context, mock="About 7pm, in the pavilion - burgers are from 5.30 first.")
finish(question, expected="half 8 (8.30pm), after the food - the 2nd XI's game is 40 overs now so won't finish till "
                          "gone 7", actual=reply)
